/**
 * What the upstream reports as usage is a stranger's figure (a BYOK upstream is anyone's): a
 * fraction, a negative or 10^20 tokens must not become a row the store refuses — one such row
 * would fail its batch and, before the batch writer split refused batches, every row after it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCompletionAccounting, type CompletionOutcome } from '../../src/http/completion-accounting.js';
import { createNoMetrics } from '../../src/metrics/metrics.js';
import { createStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/types.js';
import { defaultPriceTable } from '../../src/usage/prices.js';
import { createUsageRecorder } from '../../src/usage/recorder.js';

let dir: string;
let store: Store;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pith-reported-'));
  store = await createStore({ dataDir: dir });
  await store.migrate();
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

it('stores an upstream’s absurd token counts as counts (own count when it is none) and loses no request', async () => {
  const usage = createUsageRecorder({ store, logger, flushIntervalMs: 60_000 });
  const accounting = createCompletionAccounting({ usage, requestLog: true, metrics: createNoMetrics(), prices: defaultPriceTable() });
  const outcome = (requestId: string, reported: Record<string, unknown>): CompletionOutcome => ({
    requestId, keyId: `key-${requestId}`, userId: 'u-rogue', model: 'gpt-4o-mini', status: 200, stream: false, level: 'balanced',
    promptTokensOriginal: 120, promptTokens: 60, usage: reported as never, latencyMs: 5, compressionMs: 1,
  });
  accounting.record(outcome('huge', { prompt_tokens: 1e20, completion_tokens: 1e20, total_tokens: 2e20, prompt_tokens_details: { cached_tokens: 1e20 } }));
  accounting.record(outcome('fraction', { prompt_tokens: 59.6, completion_tokens: 2.4, total_tokens: 62 }));
  accounting.record(outcome('negative', { prompt_tokens: -5, completion_tokens: -1, total_tokens: -6, prompt_tokens_details: { cached_tokens: -3 } }));
  accounting.record(outcome('plain', { prompt_tokens: 60, completion_tokens: 7, total_tokens: 67 }));
  await usage.close();

  const rows = await store.queryUsage({ userId: 'u-rogue', from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000), bucket: 'hour' });
  const byKey = Object.fromEntries(rows.map((r) => [r.keyId, r]));
  expect(byKey['key-huge']).toMatchObject({ promptTokens: 2 ** 31 - 1, completionTokens: 2 ** 31 - 1, cachedTokens: 2 ** 31 - 1 });
  expect(byKey['key-fraction']).toMatchObject({ promptTokens: 60, completionTokens: 2 });
  // A negative count is no count: the gateway's own prompt count stands, and no completion or cache is claimed.
  expect(byKey['key-negative']).toMatchObject({ promptTokens: 60, completionTokens: 0, cachedTokens: 0 });
  expect(byKey['key-plain']).toMatchObject({ promptTokens: 60, completionTokens: 7 });
  const log = await store.queryRequestLog({ userId: 'u-rogue', limit: 10 });
  expect(log.map((e) => e.requestId).sort()).toEqual(['fraction', 'huge', 'negative', 'plain']);
  expect(log.find((e) => e.requestId === 'huge')).toMatchObject({ completionTokens: 2 ** 31 - 1, cachedTokens: 2 ** 31 - 1 });
});
