import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../src/store/index.js';
import type { Store, UsageRecord } from '../../src/store/types.js';
import { createUsageRecorder } from '../../src/usage/recorder.js';

let dir: string;
let store: Store;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pith-usage-'));
  store = await createStore({ dataDir: dir });
  await store.migrate();
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const at = new Date('2026-03-01T10:00:00.250Z');
const request = (over: Partial<UsageRecord> = {}): UsageRecord => ({
  keyId: 'k1',
  userId: 'u1',
  model: 'gpt-4o',
  status: 200,
  stream: false,
  level: 'balanced',
  promptTokensOriginal: 100,
  promptTokens: 40,
  completionTokens: 7,
  latencyMs: 3,
  compressionMs: 0.5,
  createdAt: at,
  ...over,
});
const query = (userId: string) => store.queryUsage({ userId, from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-03-02T00:00:00Z'), bucket: 'hour' });

describe('usage recorder', () => {
  it('rolls requests up per second and dimension, keeping every token and request counted', async () => {
    const recorder = createUsageRecorder({ store, logger, flushIntervalMs: 60_000 });
    for (let i = 0; i < 1000; i++) recorder.record(request({ createdAt: new Date(at.getTime() + (i % 3) * 1000) }));
    recorder.record(request({ status: 502, completionTokens: 0 }));
    recorder.record(request({ keyId: 'k2' }));
    await recorder.close();
    const rows = await query('u1');
    const k1 = rows.find((r) => r.keyId === 'k1')!;
    expect(k1).toMatchObject({ requests: 1001, errors: 1, promptTokensOriginal: 100_100, promptTokens: 40_040, completionTokens: 7000 });
    expect(rows.find((r) => r.keyId === 'k2')).toMatchObject({ requests: 1, promptTokens: 40 });
  });

  it('keeps what a failing store did not take and writes it on the next flush', async () => {
    let failures = 1;
    const flaky: Pick<Store, 'insertUsage'> = {
      insertUsage: async (records) => {
        if (failures-- > 0) throw new Error('database down');
        await store.insertUsage(records);
      },
    };
    const recorder = createUsageRecorder({ store: flaky, logger, flushIntervalMs: 60_000 });
    recorder.record(request({ userId: 'u-flaky' }));
    await recorder.flush();
    expect(await query('u-flaky')).toEqual([]);
    recorder.record(request({ userId: 'u-flaky' }));
    await recorder.close();
    expect((await query('u-flaky'))[0]).toMatchObject({ requests: 2, promptTokens: 80 });
  });

  it('drops only a row the store refuses and writes the rest of its batch (it is not retried forever)', async () => {
    const lines: Array<{ msg: string; code?: string }> = [];
    const watching = pino({ level: 'error' }, { write: (l: string) => void lines.push(JSON.parse(l) as { msg: string; code?: string }) });
    const recorder = createUsageRecorder({ store, logger: watching, flushIntervalMs: 60_000 });
    // Five requests, each its own roll-up row; the third carries a time PostgreSQL's NOT NULL refuses.
    for (let i = 0; i < 5; i++) recorder.record(request({ userId: 'u-refused', keyId: `k${i}`, latencyMs: i === 2 ? Number.NaN : 3 }));
    await recorder.flush();
    expect((await query('u-refused')).map((r) => r.keyId).sort()).toEqual(['k0', 'k1', 'k3', 'k4']);
    expect(lines.filter((l) => /refused a row; dropped/.test(l.msg)).map((l) => l.code)).toEqual(['23502']);
    // Nothing is left to retry: later rows are written at the next flush as usual.
    recorder.record(request({ userId: 'u-refused', keyId: 'k5' }));
    await recorder.close();
    expect((await query('u-refused')).map((r) => r.keyId).sort()).toEqual(['k0', 'k1', 'k3', 'k4', 'k5']);
    expect(lines.filter((l) => /flush failed/.test(l.msg))).toEqual([]);
  });
});
