/**
 * Issue 3's end-to-end path: sign in through the embedded OIDC provider over HTTP, create a
 * router key and a byok key, list them (no secret), use each with the openai client, revoke
 * one and see 401 — on this instance and on a second instance sharing the PostgreSQL database.
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { signIn, type SignedIn } from '../auth/sign-in.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { createCluster } from '../support/cluster.js';
import { captureLogs } from '../support/log-capture.js';
import { schemaErrors } from '../support/openapi.js';

const SECRET = 'e2e-master-secret-do-not-leak-0123456789';
const ROUTER_UPSTREAM_KEY = 'sk-router-upstream-do-not-leak-1234';
const BYOK_UPSTREAM_KEY = 'sk-users-own-vendor-key-do-not-leak-5678';
const cluster = createCluster(SECRET);

let vendor: FakeUpstream;
let byokVendor: FakeUpstream;
let a: RunningServer;
let b: RunningServer;
const logsA = captureLogs();
const logsB = captureLogs();
const bodies: string[] = [];

function start(logger: ReturnType<typeof captureLogs>['logger']) {
  return cluster.start(
    {
      PITH_UPSTREAM_BASE_URL: vendor.url,
      PITH_UPSTREAM_API_KEY: ROUTER_UPSTREAM_KEY,
      PITH_COMPRESSION: 'lossless',
      // The byok "vendor" here is a local fake: lift the SSRF guard for this test only.
      PITH_BYOK_ALLOW_PRIVATE_NETWORKS: 'true',
      PITH_BYOK_ALLOW_HTTP: 'true',
    },
    logger,
  );
}

async function api(server: RunningServer, session: SignedIn | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (session) Object.assign(headers, { cookie: session.cookieHeader, 'x-csrf-token': session.csrfToken });
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 400) bodies.push(text);
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

const client = (server: RunningServer, apiKey: string) => new OpenAI({ baseURL: `${server.url}/api/v1`, apiKey, maxRetries: 0 });
const ask = (server: RunningServer, apiKey: string) =>
  client(server, apiKey).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello   from e2e' }] });

beforeAll(async () => {
  vendor = await startFakeUpstream();
  byokVendor = await startFakeUpstream();
  a = await start(logsA.logger);
  b = await start(logsB.logger);
});

afterAll(async () => {
  await cluster.close();
  await vendor?.close();
  await byokVendor?.close();
});

describe('keys end to end, two instances on one PostgreSQL database', () => {
  let alice: SignedIn;
  let routerKey: { id: string; fullKey: string; keyPrefix: string };
  let byokKey: { id: string; fullKey: string; keyPrefix: string };

  it('signs in through the embedded OIDC provider and creates a router and a byok key', async () => {
    alice = await signIn(a.url, { email: 'alice@example.com', name: 'Alice' });
    const created = await api(a, alice, 'POST', '/api/keys', { name: 'my router key', mode: 'router' });
    expect(created.status).toBe(201);
    routerKey = created.json;
    expect(routerKey.fullKey).toMatch(/^sk-pith-[0-9A-Za-z]{43,}$/);
    expect(routerKey.keyPrefix).toBe(routerKey.fullKey.slice(0, 'sk-pith-'.length + 6));
    const byok = await api(a, alice, 'POST', '/api/keys', {
      name: 'my byok key',
      mode: 'byok',
      upstreamBaseUrl: byokVendor.url,
      upstreamApiKey: BYOK_UPSTREAM_KEY,
    });
    expect(byok.status).toBe(201);
    byokKey = byok.json;
  });

  it('lists both with the spec fields and no secret', async () => {
    const list = await api(a, alice, 'GET', '/api/keys');
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(2);
    for (const k of list.json) {
      expect(Object.keys(k)).toEqual(expect.arrayContaining(['id', 'name', 'keyPrefix', 'mode', 'isActive', 'lastUsedAt', 'createdAt']));
      expect(k.isActive).toBe(true);
      expect(k.lastUsedAt).toBeNull();
      expect(new Date(k.createdAt).toISOString()).toBe(k.createdAt);
    }
    const text = JSON.stringify(list.json);
    for (const secret of [routerKey.fullKey, byokKey.fullKey, BYOK_UPSTREAM_KEY, byokVendor.url]) expect(text).not.toContain(secret);
  });

  it('uses the router key on both instances and the byok key against the user’s own upstream', async () => {
    for (const server of [a, b]) {
      const reply = await ask(server, routerKey.fullKey);
      expect(schemaErrors('CreateChatCompletionResponse', reply)).toEqual([]);
      expect(reply.model).toBe('gpt-4o-mini');
    }
    expect(vendor.requests.at(-1)!.headers.authorization).toBe(`Bearer ${ROUTER_UPSTREAM_KEY}`);
    const reply = await ask(a, byokKey.fullKey);
    expect(reply.choices[0]!.message.content).toContain('from e2e');
    expect(byokVendor.requests.at(-1)!.headers.authorization).toBe(`Bearer ${BYOK_UPSTREAM_KEY}`);
  });

  it('records lastUsedAt (batched) after use', async () => {
    await expect
      .poll(async () => (await api(a, alice, 'GET', '/api/keys')).json.find((k: { id: string }) => k.id === routerKey.id).lastUsedAt, { timeout: 8000, interval: 250 })
      .not.toBeNull();
  });

  it('refuses API keys and missing sessions on /api/keys', async () => {
    const res = await fetch(`${a.url}/api/keys`, { headers: { authorization: `Bearer ${routerKey.fullKey}` } });
    expect(res.status).toBe(401);
    expect(schemaErrors('ErrorResponse', await res.json())).toEqual([]);
  });

  it('another user sees none of these keys and cannot revoke them', async () => {
    const bob = await signIn(a.url, { email: 'bob@example.com', name: 'Bob' });
    expect((await api(a, bob, 'GET', '/api/keys')).json).toEqual([]);
    const del = await api(a, bob, 'DELETE', `/api/keys/${routerKey.id}`);
    expect(del.status).toBe(404);
    expect(schemaErrors('ErrorResponse', del.json)).toEqual([]);
    expect((await ask(a, routerKey.fullKey)).object).toBe('chat.completion');
  });

  it('revokes on one instance and the key stops working on both at once', async () => {
    const warm = await ask(b, routerKey.fullKey); // B's cache holds the key now
    expect(warm.object).toBe('chat.completion');
    const del = await api(a, alice, 'DELETE', `/api/keys/${routerKey.id}`);
    expect(del.status).toBeLessThan(300);
    const onA = await ask(a, routerKey.fullKey).catch((e) => e);
    expect(onA.status).toBe(401);
    await expect.poll(async () => (await ask(b, routerKey.fullKey).catch((e) => e)).status, { timeout: 2000, interval: 20 }).toBe(401);
    const list = await api(a, alice, 'GET', '/api/keys');
    expect(list.json.find((k: { id: string }) => k.id === routerKey.id).isActive).toBe(false);
    expect((await ask(a, byokKey.fullKey)).object).toBe('chat.completion');
  });

  it('never writes a secret to a log line or an error body', async () => {
    const logs = logsA.text() + logsB.text();
    expect(logs.length).toBeGreaterThan(0);
    const everything = logs + bodies.join('\n');
    for (const secret of [SECRET, ROUTER_UPSTREAM_KEY, BYOK_UPSTREAM_KEY, routerKey.fullKey, byokKey.fullKey, alice.cookieHeader.split('=')[1]!]) {
      const at = everything.indexOf(secret);
      expect(at === -1 ? '' : everything.slice(Math.max(0, at - 300), at + 80)).toBe('');
    }
  });
});
