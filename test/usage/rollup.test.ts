/**
 * The usage roll-up (usage/rollup.ts): records with the same dimensions in the same second sum
 * into one row; the fast path for "same row as the last record" never joins records that differ
 * in any dimension or second, nor reaches into a roll-up that was drained (a new map).
 */
import { describe, expect, it } from 'vitest';
import { rollInto, rollUp, type Rollup } from '../../src/usage/rollup.js';
import type { UsageRecord } from '../../src/store/types.js';

const rec = (over: Partial<UsageRecord> = {}): UsageRecord => ({
  keyId: 'k1', userId: 'u1', model: 'm', status: 200, stream: false, level: 'off',
  promptTokensOriginal: 10, promptTokens: 10, cachedTokens: 1, completionTokens: 5, latencyMs: 3, compressionMs: 0,
  createdAt: new Date(1_700_000_000_123), ...over,
});

describe('usage roll-up', () => {
  it('sums same-dimension records of one second and keeps every difference apart', () => {
    const rows = rollUp([
      rec(), rec(), rec({ status: 500 }), rec(), rec({ stream: true }), rec({ level: 'lossless' }), rec({ model: 'n' }),
      rec({ keyId: 'k2' }), rec({ userId: 'u2' }), rec({ createdAt: new Date(1_700_000_001_000) }), rec(),
    ]);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({ requests: 4, promptTokens: 40, cachedTokens: 4, completionTokens: 20, latencyMs: 12, createdAt: new Date(1_700_000_000_000) });
    expect(rows.slice(1).every((r) => r.requests === 1)).toBe(true);
  });

  it('a record after a drain goes to the new roll-up only', () => {
    const first: Rollup = new Map();
    rollInto(first, rec());
    const second: Rollup = new Map();
    rollInto(second, rec());
    rollInto(second, rec());
    expect([...first.values()][0]!.requests).toBe(1);
    expect([...second.values()][0]!.requests).toBe(2);
  });

  it('a caller reusing one record object changed between calls is still rolled up by its values', () => {
    const open: Rollup = new Map();
    const r = rec();
    rollInto(open, r);
    r.status = 500;
    rollInto(open, r);
    expect([...open.values()].map((x) => [x.status, x.requests])).toEqual([[200, 1], [500, 1]]);
  });
});
