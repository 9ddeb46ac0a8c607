import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyService } from '../../src/keys/service.js';
import { headerAuth, startTestApp, type TestApp } from '../support/app.js';
import { useTestDatabase } from '../support/pg-test-db.js';

// Route tests only: a stand-in session that trusts a test header. Real sign-in is tested end
// to end by the auth module.
describe('/api/keys routes', () => {
  const pg = useTestDatabase();
  let server: TestApp;
  let app: FastifyInstance;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    alice = (await pg.store.upsertUser({ issuer: 'test', subject: 'alice' })).id;
    bob = (await pg.store.upsertUser({ issuer: 'test', subject: 'bob' })).id;
    const keys = createKeyService({ store: pg.store, secret: 'routes-secret', config: { byokAllowHttp: false, byokAllowPrivateNetworks: false } });
    server = await startTestApp({ routes: ['keys'], services: { keys, auth: headerAuth } });
    app = server.app;
  });
  afterAll(async () => server?.close());

  const as = (user: string) => ({ 'x-test-user': user });
  const post = (user: string | undefined, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/keys', headers: user ? as(user) : {}, payload: payload as object });

  it('creates (201), lists and revokes a key', async () => {
    const res = await post(alice, { name: 'ci', mode: 'router', compression: 'balanced' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<{ id: string; fullKey: string; keyPrefix: string }>();
    expect(Object.keys(created).sort()).toEqual(['fullKey', 'id', 'keyPrefix']);

    const list = await app.inject({ method: 'GET', url: '/api/keys', headers: as(alice) });
    expect(list.statusCode).toBe(200);
    const records = list.json<Array<Record<string, unknown>>>();
    expect(records).toEqual([
      { id: created.id, name: 'ci', keyPrefix: created.keyPrefix, mode: 'router', isActive: true, lastUsedAt: null, createdAt: expect.any(String), compression: 'balanced', rpmLimit: null, tpmLimit: null, budgetUsd: null, budgetPeriod: null },
    ]);
    expect(list.body).not.toContain(created.fullKey);

    const del = await app.inject({ method: 'DELETE', url: `/api/keys/${created.id}`, headers: as(alice) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: created.id, isActive: false });
    const after = await app.inject({ method: 'GET', url: '/api/keys', headers: as(alice) });
    expect(after.json()).toMatchObject([{ id: created.id, isActive: false }]);
  });

  it('answers 404 for another user’s key and for an unknown id', async () => {
    const created = (await post(alice, { name: 'mine', mode: 'router' })).json<{ id: string }>();
    for (const [user, id] of [
      [bob, created.id],
      [alice, 'does-not-exist'],
    ] as const) {
      const res = await app.inject({ method: 'DELETE', url: `/api/keys/${id}`, headers: as(user) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { message: expect.any(String), type: 'not_found_error', param: null, code: 'not_found' } });
    }
    const bobs = await app.inject({ method: 'GET', url: '/api/keys', headers: as(bob) });
    expect(bobs.json()).toEqual([]);
  });

  it.each([
    ['missing name', { mode: 'router' }, 'name', 'missing_required_parameter'],
    ['empty name', { name: '', mode: 'router' }, 'name', 'invalid_value'],
    ['bad mode', { name: 'x', mode: 'free' }, 'mode', 'invalid_value'],
    ['name of the wrong type', { name: 42, mode: 'router' }, 'name', 'invalid_type'],
    ['bad compression', { name: 'x', mode: 'router', compression: 'max' }, 'compression', 'invalid_value'],
    ['byok without upstream', { name: 'x', mode: 'byok' }, 'upstreamBaseUrl', 'missing_required_parameter'],
    ['byok without upstream key', { name: 'x', mode: 'byok', upstreamBaseUrl: 'https://8.8.8.8/v1' }, 'upstreamApiKey', 'missing_required_parameter'],
    ['malformed URL', { name: 'x', mode: 'byok', upstreamBaseUrl: 'not a url', upstreamApiKey: 'k' }, 'upstreamBaseUrl', 'invalid_url'],
    ['plain http', { name: 'x', mode: 'byok', upstreamBaseUrl: 'http://8.8.8.8/v1', upstreamApiKey: 'k' }, 'upstreamBaseUrl', 'upstream_not_allowed'],
    ['metadata address', { name: 'x', mode: 'byok', upstreamBaseUrl: 'https://169.254.169.254/', upstreamApiKey: 'k' }, 'upstreamBaseUrl', 'upstream_not_allowed'],
    ['loopback in hex', { name: 'x', mode: 'byok', upstreamBaseUrl: 'https://0x7f000001/', upstreamApiKey: 'k' }, 'upstreamBaseUrl', 'upstream_not_allowed'],
  ])('400 for %s', async (_label, body, param, code) => {
    const res = await post(alice, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { message: expect.any(String), type: 'invalid_request_error', param, code } });
  });

  it('400 for a body that is not JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/keys', headers: { ...as(alice), 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('401 without a session, before the body is even validated', async () => {
    const res = await post(undefined, { mode: 'nonsense' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('session_required');
    expect((await app.inject({ method: 'GET', url: '/api/keys' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/keys/x' })).statusCode).toBe(401);
  });
});
