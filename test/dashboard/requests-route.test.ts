import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestsPage } from '../../src/dashboard/requests-route.js';
import type { RequestLogEntry } from '../../src/store/types.js';
import { noRequestLog } from '../../src/usage/request-log.js';
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
    expect(page.bodiesKept).toBe(false); // the default: metadata only
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

describe('GET /api/requests/:requestId', () => {
  let h: DashboardHarness;
  let alice: string;
  let bob: string;

  const row = (requestId: string, userId: string, keyId: string): RequestLogEntry => ({
    requestId, keyId, userId, model: 'gpt-4o', status: 200, errorCode: null, stream: true, level: 'balanced',
    promptTokensOriginal: 1000, promptTokens: 600, cachedTokens: 0, completionTokens: 20, costUsd: 0.001, latencyMs: 100, createdAt: new Date(Date.UTC(2030, 3, 1)),
  });

  beforeAll(async () => {
    // Bodies on: what the dashboard says, and what the detail shows.
    h = await startDashboardApp({ requestLog: { ...noRequestLog, keepsBodies: true } });
    alice = (await h.store.upsertUser({ issuer: 'https://idp.test', subject: 'alice' })).id;
    bob = (await h.store.upsertUser({ issuer: 'https://idp.test', subject: 'bob' })).id;
    const key = (await h.store.insertKey(newKey(alice, { name: 'app one' }))).id;
    await h.store.insertRequestLog([row('with-bodies', alice, key), row('without-bodies', alice, key), row('bobs-request', bob, 'bobs-key')]);
    await h.store.insertRequestBodies([
      { requestId: 'with-bodies', userId: alice, received: '{"messages":[{"role":"user","content":"hi"}]}', sent: '{"messages":[{"role":"user","content":"hi"}]}', reply: 'hello', createdAt: new Date(Date.UTC(2030, 3, 1)) },
      { requestId: 'bobs-request', userId: bob, received: 'bob’s prompt', sent: null, reply: null, createdAt: new Date(Date.UTC(2030, 3, 1)) },
    ]);
  });
  afterAll(async () => h?.close());

  const get = (id: string, user: string | undefined) => h.app.inject({ method: 'GET', url: `/api/requests/${encodeURIComponent(id)}`, headers: user ? { 'x-test-user': user } : {} });

  it('answers a request with its metadata and its three bodies', async () => {
    const res = await get('with-bodies', alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      requestId: 'with-bodies', keyName: 'app one', model: 'gpt-4o', stream: true, bodiesKept: true,
      bodies: { received: '{"messages":[{"role":"user","content":"hi"}]}', sent: '{"messages":[{"role":"user","content":"hi"}]}', reply: 'hello' },
    });
  });

  it('answers bodies: null for a request logged without them', async () => {
    expect((await get('without-bodies', alice)).json()).toMatchObject({ requestId: 'without-bodies', bodies: null, bodiesKept: true });
  });

  it('answers another user’s request, and an unknown one, with the same 404; needs a session', async () => {
    const theirs = await get('bobs-request', alice);
    const unknown = await get('no-such-request', alice);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('bob');
    expect(theirs.json()).toEqual(unknown.json());
    expect((await get('bobs-request', bob)).json()).toMatchObject({ bodies: { received: 'bob’s prompt', sent: null, reply: null } });
    expect((await get('with-bodies', undefined)).statusCode).toBe(401);
  });

  it('says on the list whether bodies are kept', async () => {
    expect(((await h.app.inject({ method: 'GET', url: '/api/requests', headers: { 'x-test-user': alice } })).json() as RequestsPage).bodiesKept).toBe(true);
  });
});
