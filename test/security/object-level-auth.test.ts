/**
 * OWASP API1 (broken object-level authorisation), API3 (mass assignment) and API4 (a cap on
 * key creation), against the real server with two users signed in through the real flow:
 * no id of one user's key, usage or request log is readable or changeable by the other, and
 * key creation takes only the fields its schema names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../auth/sign-in.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { schemaErrors } from '../support/openapi.js';

const MAX_KEYS = 4;
let gw: TestGateway;
let alice: SignedIn;
let bob: SignedIn;
let aliceKey: { id: string; fullKey: string; keyPrefix: string };

async function api(who: SignedIn | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (who) Object.assign(headers, { cookie: who.cookieHeader, 'x-csrf-token': who.csrfToken });
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${gw.server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, json: text ? (JSON.parse(text) as any) : undefined };
}

const ask = (apiKey: string) => gw.client({ apiKey }).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello from alice' }] });

beforeAll(async () => {
  gw = await startGateway({ PITH_MAX_KEYS_PER_USER: String(MAX_KEYS) });
  alice = await signIn(gw.server.url, { email: 'alice@example.com', name: 'Alice' });
  bob = await signIn(gw.server.url, { email: 'bob@example.com', name: 'Bob' });
  const created = await api(alice, 'POST', '/api/keys', { name: 'alice key', mode: 'router' });
  expect(created.status).toBe(201);
  aliceKey = created.json;
  await ask(aliceKey.fullKey);
  // Usage and the request log are written in batches: wait until alice's appear, so every
  // "bob sees nothing" below is about data that exists.
  for (let i = 0; i < 200; i++) {
    const log = await api(alice, 'GET', `/api/requests?keyId=${aliceKey.id}`);
    const usage = await api(alice, 'GET', `/api/usage?keyId=${aliceKey.id}`);
    if (log.json.data.length > 0 && usage.text.includes('"requests":1')) break;
    await new Promise((r) => setTimeout(r, 50));
  }
});
afterAll(async () => gw?.close());

describe('object-level authorisation on every id (OWASP API1)', () => {
  it("bob cannot revoke alice's key: 404 exactly like an unknown id, and the key keeps working", async () => {
    const foreign = await api(bob, 'DELETE', `/api/keys/${aliceKey.id}`);
    const unknown = await api(bob, 'DELETE', '/api/keys/00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(schemaErrors('ErrorResponse', foreign.json)).toEqual([]);
    // Same code and type: the answer does not tell bob the id exists.
    expect({ ...foreign.json.error, message: '' }).toEqual({ ...unknown.json.error, message: '' });
    expect((await ask(aliceKey.fullKey)).choices[0]!.message.content).toContain('hello');
    expect((await api(alice, 'GET', '/api/keys')).json).toEqual([expect.objectContaining({ id: aliceKey.id, isActive: true })]);
  });

  it("bob's key list, usage and request log show nothing of alice's", async () => {
    const keys = await api(bob, 'GET', '/api/keys');
    expect(keys.status).toBe(200);
    expect(keys.json).toEqual([]);

    const usageOfAliceKey = await api(bob, 'GET', `/api/usage?keyId=${aliceKey.id}`);
    expect(usageOfAliceKey.status).toBe(404);
    expect(schemaErrors('ErrorResponse', usageOfAliceKey.json)).toEqual([]);
    const usage = await api(bob, 'GET', '/api/usage');
    expect(usage.status).toBe(200);
    expect(usage.text).not.toContain(aliceKey.id);
    expect(usage.json.totals.requests).toBe(0);

    const log = await api(bob, 'GET', `/api/requests?keyId=${aliceKey.id}`);
    expect(log.status).toBe(200);
    expect(log.json.data).toEqual([]);
    const all = await api(bob, 'GET', '/api/requests');
    expect(all.json.data).toEqual([]);
  });

  it("alice sees her own usage and request log (the checks above are not vacuous)", async () => {
    const log = await api(alice, 'GET', `/api/requests?keyId=${aliceKey.id}`);
    expect(log.status).toBe(200);
    expect(log.json.data.length).toBeGreaterThan(0);
    // A page cursor from alice's log gives bob nothing either.
    const cursor = log.json.data[0].id as string;
    expect((await api(bob, 'GET', `/api/requests?cursor=${encodeURIComponent(cursor)}`)).json.data).toEqual([]);
    const usage = await api(alice, 'GET', `/api/usage?keyId=${aliceKey.id}`);
    expect(usage.status).toBe(200);
    expect(usage.json.totals.requests).toBe(1);
  });

  it('an API key opens no session route, and a session opens no API route', async () => {
    const bearer = { authorization: `Bearer ${aliceKey.fullKey}` };
    for (const path of ['/api/keys', '/api/usage', '/api/requests', '/api/me']) {
      const res = await fetch(`${gw.server.url}${path}`, { headers: bearer });
      expect(res.status, path).toBe(401);
    }
    const res = await fetch(`${gw.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { cookie: alice.cookieHeader, 'x-csrf-token': alice.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(res.status).toBe(401);
  });
});

describe('mass assignment on key creation (OWASP API3)', () => {
  it('fields the schema does not name (owner, id, hash, prefix, state, dates, sealed key) are ignored', async () => {
    const bobId = (await api(bob, 'GET', '/api/me')).json.id as string;
    const forged = {
      name: 'forged',
      mode: 'router',
      id: 'chosen-id',
      userId: bobId,
      user_id: bobId,
      keyHash: '0'.repeat(64),
      key_hash: '0'.repeat(64),
      keyPrefix: 'sk-pith-chosen',
      fullKey: 'sk-pith-chosen-full-key',
      isActive: false,
      revoked: true,
      revokedAt: '2000-01-01T00:00:00Z',
      createdAt: '2000-01-01T00:00:00Z',
      lastUsedAt: '2000-01-01T00:00:00Z',
      upstreamApiKeyEnc: 'forged',
    };
    const created = await api(alice, 'POST', '/api/keys', forged);
    expect(created.status).toBe(201);
    expect(created.json.id).not.toBe('chosen-id');
    expect(created.json.keyPrefix).not.toBe('sk-pith-chosen');
    expect(created.json.fullKey).not.toBe('sk-pith-chosen-full-key');
    // Alice's, active, never used, created now; bob's list untouched.
    const mine = (await api(alice, 'GET', '/api/keys')).json.find((k: { id: string }) => k.id === created.json.id);
    expect(mine).toMatchObject({ name: 'forged', isActive: true, lastUsedAt: null });
    expect(Date.now() - Date.parse(mine.createdAt)).toBeLessThan(60_000);
    expect((await api(bob, 'GET', '/api/keys')).json).toEqual([]);
    // The key works with the hash of its own full key, not the one sent.
    expect((await ask(created.json.fullKey)).choices).toHaveLength(1);
    await api(alice, 'DELETE', `/api/keys/${created.json.id}`);
  });

  it('upstream settings on a router key are refused, not stored', async () => {
    const res = await api(alice, 'POST', '/api/keys', { name: 'x', mode: 'router', upstreamBaseUrl: 'https://8.8.8.8/v1', upstreamApiKey: 'sk-x' });
    expect(res.status).toBe(400);
    expect(res.json.error.param).toBe('upstreamBaseUrl');
  });
});

describe(`a cap on active keys per user (OWASP API4; PITH_MAX_KEYS_PER_USER=${MAX_KEYS} here)`, () => {
  it('409 too_many_keys past the cap; revoking one makes room; other users are unaffected', async () => {
    const carol = await signIn(gw.server.url, { email: 'carol@example.com', name: 'Carol' });
    const ids: string[] = [];
    for (let i = 0; i < MAX_KEYS; i++) {
      const res = await api(carol, 'POST', '/api/keys', { name: `k${i}`, mode: 'router' });
      expect(res.status).toBe(201);
      ids.push(res.json.id);
    }
    const over = await api(carol, 'POST', '/api/keys', { name: 'one too many', mode: 'router' });
    expect(over.status).toBe(409);
    expect(schemaErrors('ErrorResponse', over.json)).toEqual([]);
    expect(over.json.error).toMatchObject({ code: 'too_many_keys', type: 'invalid_request_error' });
    expect((await api(carol, 'GET', '/api/keys')).json).toHaveLength(MAX_KEYS);

    expect((await api(bob, 'POST', '/api/keys', { name: 'bob key', mode: 'router' })).status).toBe(201);
    expect((await api(carol, 'DELETE', `/api/keys/${ids[0]}`)).status).toBe(200);
    expect((await api(carol, 'POST', '/api/keys', { name: 'replacement', mode: 'router' })).status).toBe(201);
  });
});
