/**
 * Logout holds on every instance: two real servers share one PostgreSQL schema (as behind a
 * load balancer) and PITH_SECRET, so a session cookie sealed by A is accepted by B. After
 * POST /auth/logout on A that cookie is refused on A at once, on B within the revocation
 * cache's short "not revoked" window (1 s), and on an instance started afterwards at once —
 * the revocation lives in the database, not in A's memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { signIn, type SignedIn } from '../auth/sign-in.js';
import { createCluster } from '../support/cluster.js';
import { captureLogs } from '../support/log-capture.js';

const SECRET = 'e2e-logout-secret-0123456789abcdef';
const cluster = createCluster(SECRET);

let a: RunningServer;
let b: RunningServer;

const start = (): Promise<RunningServer> => cluster.start({}, captureLogs().logger);

const me = async (server: RunningServer, session: SignedIn) =>
  (await fetch(`${server.url}/api/me`, { headers: { cookie: session.cookieHeader } })).status;

beforeAll(async () => {
  a = await start();
  b = await start();
});

afterAll(async () => {
  await cluster.close();
});

describe('logout across instances sharing one PostgreSQL database', () => {
  let alice: SignedIn;
  let bob: SignedIn;

  it('a session signed in on A works on B', async () => {
    alice = await signIn(a.url, { email: 'alice@example.com', name: 'Alice' });
    bob = await signIn(a.url, { email: 'bob@example.com', name: 'Bob' });
    expect(await me(a, alice)).toBe(200);
    expect(await me(b, alice)).toBe(200);
    expect(await me(b, bob)).toBe(200);
  });

  it('logout on A refuses the cookie on A at once and on B within a second; other sessions live on', async () => {
    expect(await me(b, alice)).toBe(200); // B has just answered "not revoked" for this session
    const out = await fetch(`${a.url}/auth/logout`, { method: 'POST', headers: { cookie: alice.cookieHeader, 'x-csrf-token': alice.csrfToken } });
    expect(out.status).toBe(204);
    expect(await me(a, alice)).toBe(401);
    await expect.poll(() => me(b, alice), { timeout: 3000, interval: 50 }).toBe(401);
    for (const server of [a, b]) expect(await me(server, alice)).toBe(401); // and stays refused
    expect(await me(a, bob)).toBe(200);
    expect(await me(b, bob)).toBe(200);
  });

  it('an instance started after the logout refuses the cookie from its first request', async () => {
    const c = await start();
    expect(await me(c, alice)).toBe(401);
    expect(await me(c, bob)).toBe(200);
  });
});
