import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageRecord } from '../../src/store/types.js';
import type { UsageSummary } from '../../src/dashboard/usage-summary.js';
import { resolveUsageRange } from '../../src/dashboard/usage-route.js';
import { newKey } from '../support/keys.js';
import { startDashboardApp, type DashboardHarness } from './helpers/dashboard-app.js';

function usage(keyId: string, userId: string, at: string, over: Partial<UsageRecord> = {}): UsageRecord {
  return {
    keyId, userId, model: 'gpt-4o', status: 200, stream: false, level: 'balanced',
    promptTokensOriginal: 1_000_000, promptTokens: 600_000, completionTokens: 10,
    latencyMs: 100, compressionMs: 1, createdAt: new Date(at), ...over,
  };
}

describe('GET /api/usage', () => {
  let h: DashboardHarness;
  let alice: string;
  let bob: string;
  let k1: string;
  let k2: string;
  let bobKey: string;
  const range = 'from=2030-03-01T00:00:00Z&to=2030-03-03T00:00:00Z';

  beforeAll(async () => {
    h = await startDashboardApp();
    alice = (await h.store.upsertUser({ issuer: 'https://idp.test', subject: 'alice' })).id;
    bob = (await h.store.upsertUser({ issuer: 'https://idp.test', subject: 'bob' })).id;
    k1 = (await h.store.insertKey(newKey(alice, { name: 'app one' }))).id;
    k2 = (await h.store.insertKey(newKey(alice, { name: 'app two' }))).id;
    bobKey = (await h.store.insertKey(newKey(bob, { name: 'bob key' }))).id;
    await h.store.insertUsage([
      usage(k1, alice, '2030-03-01T10:05:00Z', { cachedTokens: 300_000 }),
      usage(k1, alice, '2030-03-01T10:55:00Z', { status: 502, model: 'gpt-4o-mini', promptTokensOriginal: 2_000_000, promptTokens: 1_000_000 }),
      usage(k2, alice, '2030-03-02T09:00:00Z', { model: 'some-unknown-model', promptTokensOriginal: 1_000_000, promptTokens: 500_000 }),
      usage(bobKey, bob, '2030-03-01T10:10:00Z'),
    ]);
  });
  afterAll(async () => h?.close());

  const get = (url: string, user: string | undefined = alice) =>
    h.app.inject({ method: 'GET', url, headers: user ? { 'x-test-user': user } : {} });

  it('needs a session', async () => {
    const res = await get(`/api/usage?${range}`, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('session_required');
  });

  it('totals overall and per key with tokens and money saved at default prices', async () => {
    const res = await get(`/api/usage?${range}&bucket=day`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as UsageSummary & { pricing: { source: string } };
    expect(body.pricing.source).toBe('defaults');
    expect(body.totals).toMatchObject({ requests: 3, errors: 1, promptTokensOriginal: 4_000_000, promptTokens: 2_100_000, tokensSaved: 1_900_000 });
    // gpt-4o 0.4M × $2.50 + gpt-4o-mini 1M × $0.15 + unknown 0.5M × fallback $2.50
    expect(body.totals.savedUsd).toBeCloseTo(1.0 + 0.15 + 1.25, 6);
    const one = body.keys.find((k) => k.keyId === k1);
    expect(one).toMatchObject({ name: 'app one', requests: 2, tokensSaved: 1_400_000 });
    expect(one?.savedUsd).toBeCloseTo(1.15, 6);
    // Net of caching: the gpt-4o row had half its sent prompt cached (f = 0.5), so its 0.4M
    // saved tokens are priced at 0.5 × $2.50 + 0.5 × $1.25 = $1.875/M: $0.75 instead of $1.00.
    expect(body.totals.cachedTokens).toBe(300_000);
    expect(body.totals.savedUsdNetOfCaching).toBeCloseTo(0.75 + 0.15 + 1.25, 6);
    expect(one?.savedUsdNetOfCaching).toBeCloseTo(0.9, 6);
    expect(body.keys.map((k) => k.keyId).sort()).toEqual([k1, k2].sort());
    expect(body.series.map((p) => [p.bucketStart, p.requests])).toEqual([
      ['2030-03-01T00:00:00.000Z', 2],
      ['2030-03-02T00:00:00.000Z', 1],
    ]);
  });

  it('fills empty hours so the chart has a point per bucket', async () => {
    const res = await get('/api/usage?from=2030-03-01T09:00:00Z&to=2030-03-01T13:00:00Z&bucket=hour');
    const body = res.json() as UsageSummary;
    expect(body.bucket).toBe('hour');
    expect(body.series.map((p) => p.requests)).toEqual([0, 2, 0, 0]);
  });

  it('filters by one of the caller’s keys', async () => {
    const body = (await get(`/api/usage?${range}&keyId=${k2}`)).json() as UsageSummary;
    expect(body.totals.requests).toBe(1);
    expect(body.keys.map((k) => k.keyId)).toEqual([k2]);
  });

  it('answers 404 for another user’s key, leaking nothing', async () => {
    const res = await get(`/api/usage?${range}&keyId=${bobKey}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ type: 'not_found_error', code: 'key_not_found' });
  });

  it('never mixes in other users’ usage', async () => {
    const body = (await get(`/api/usage?${range}`, bob)).json() as UsageSummary;
    expect(body.totals.requests).toBe(1);
    expect(body.keys.map((k) => k.name)).toEqual(['bob key']);
  });

  it.each([
    ['from=yesterday', 'from'],
    ['bucket=week', 'bucket'],
    ['color=red', null],
  ])('rejects %s with a 400 in the vendor shape', async (query, param) => {
    const res = await get(`/api/usage?${query}`);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.type).toBe('invalid_request_error');
    if (param) expect(error.param).toBe(param);
    expect(error.message).toMatch(/\S/);
  });

  it('rejects a reversed range and one too long for hourly buckets', async () => {
    const reversed = await get('/api/usage?from=2030-03-02T00:00:00Z&to=2030-03-01T00:00:00Z');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toMatch(/earlier/);
    const long = await get('/api/usage?from=2030-01-01T00:00:00Z&to=2030-06-01T00:00:00Z&bucket=hour');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.param).toBe('bucket');
  });

  it('defaults to the last 7 days in daily buckets, and hourly for short ranges', () => {
    const now = new Date('2030-03-10T12:00:00Z');
    const def = resolveUsageRange({}, now);
    expect(def).toEqual({ from: new Date('2030-03-03T12:00:00Z'), to: now, bucket: 'day' });
    expect(resolveUsageRange({ from: '2030-03-10T00:00:00Z' }, now).bucket).toBe('hour');
  });
});
