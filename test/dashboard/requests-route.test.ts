import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestsPage } from '../../src/dashboard/requests-route.js';
import type { RequestLogEntry } from '../../src/store/types.js';
import { newKey } from '../support/keys.js';
import { startDashboardApp, type DashboardHarness } from './helpers/dashboard-app.js';

describe('GET /api/requests', () => {
  let h: DashboardHarness;
  let alice: string;
  let k1: string;
  let k2: string;

  beforeAll(async () => {
    h = await startDashboardApp();
    alice = (await h.store.upsertUser({ issuer: 'https://idp.test', subject: 'alice' })).id;
    const bob = (await h.store.upsertUser({ issuer: 'https://idp.test', subject: 'bob' })).id;
    k1 = (await h.store.insertKey(newKey(alice, { name: 'app one' }))).id;
    k2 = (await h.store.insertKey(newKey(alice, { name: 'app two' }))).id;
    const entry = (i: number, over: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
      requestId: `req-${i}`, keyId: k1, userId: alice, model: 'gpt-4o', status: 200, errorCode: null, stream: false, level: 'balanced',
      promptTokensOriginal: 1000, promptTokens: 600, cachedTokens: 100, completionTokens: 20, costUsd: 0.0015, latencyMs: 321,
      createdAt: new Date(Date.UTC(2030, 2, 1, 10, i)), ...over,
    });
    await h.store.insertRequestLog([
      ...Array.from({ length: 5 }, (_, i) => entry(i)),
      entry(5, { keyId: k2, status: 429, errorCode: 'budget_exceeded', stream: true }),
      entry(6, { userId: bob, keyId: 'bobs' }),
    ]);
  });
  afterAll(async () => h?.close());

  const get = (query = '', user: string | undefined = alice) =>
    h.app.inject({ method: 'GET', url: `/api/requests${query}`, headers: user ? { 'x-test-user': user } : {} });

  it('needs a session', async () => {
    const res = await get('', '');
    expect(res.statusCode).toBe(401);
  });

  it('lists the user’s requests newest first with their metadata and key, never another user’s', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json() as RequestsPage;
    expect(page.data.map((r) => r.requestId)).toEqual(['req-5', 'req-4', 'req-3', 'req-2', 'req-1', 'req-0']);
    expect(page.data[0]).toEqual({
      id: expect.any(String), time: '2030-03-01T10:05:00.000Z', requestId: 'req-5', keyId: k2, keyName: 'app two', keyPrefix: 'sk-pith-abcdef',
      model: 'gpt-4o', status: 429, errorCode: 'budget_exceeded', stream: true, level: 'balanced', promptTokensOriginal: 1000, promptTokens: 600,
      cachedTokens: 100, completionTokens: 20, costUsd: 0.0015, latencyMs: 321,
    });
    expect(page.nextCursor).toBeNull();
  });

  it('pages by cursor and filters by key, status class, exact status and time', async () => {
    const first = (await get('?limit=4')).json() as RequestsPage;
    expect(first.data).toHaveLength(4);
    const second = (await get(`?limit=4&cursor=${first.nextCursor}`)).json() as RequestsPage;
    expect([...first.data, ...second.data].map((r) => r.requestId)).toEqual(['req-5', 'req-4', 'req-3', 'req-2', 'req-1', 'req-0']);
    expect(second.nextCursor).toBeNull();
    expect(((await get(`?keyId=${k2}`)).json() as RequestsPage).data.map((r) => r.requestId)).toEqual(['req-5']);
    expect(((await get('?status=4xx')).json() as RequestsPage).data.map((r) => r.requestId)).toEqual(['req-5']);
    expect(((await get('?status=200')).json() as RequestsPage).data).toHaveLength(5);
    const window = '?from=2030-03-01T10:01:00Z&to=2030-03-01T10:03:00Z';
    expect(((await get(window)).json() as RequestsPage).data.map((r) => r.requestId)).toEqual(['req-2', 'req-1']);
  });

  it('refuses bad filters with a 400 naming the parameter', async () => {
    for (const [query, param] of [['?status=abc', 'status'], ['?limit=0', 'limit'], ['?limit=500', 'limit'], ['?cursor=x1', 'cursor'], ['?from=yesterday', 'from']] as const) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.param).toBe(param);
    }
  });
});
