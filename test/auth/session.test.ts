import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from './helpers/harness.js';
import { signIn } from './sign-in.js';

const DAY = 24 * 60 * 60 * 1000;

describe('requireSession and CSRF on session routes', () => {
  let server: AuthServer;
  let clockOffset = 0;
  let alice: { cookieHeader: string; csrfToken: string };
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    server = await startAuthServer({ now: () => Date.now() + clockOffset });
    alice = await signIn(server.baseUrl, { email: 'alice@example.com', name: 'Alice' });
  });
  afterAll(async () => server.close());

  async function expectError(response: Response, status: number, code: string): Promise<void> {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body).toEqual({ error: { message: expect.any(String), type: expect.any(String), param: null, code } });
  }

  it('401 session_required without a session, in the vendor error shape', async () => {
    await expectError(await fetch(url('/api/me')), 401, 'session_required');
    await expectError(await fetch(url('/api/test/echo'), { method: 'POST' }), 401, 'session_required');
  });

  it('401 when only an API key is presented (API keys never work on session routes)', async () => {
    const headers = { authorization: 'Bearer sk-pith-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
    await expectError(await fetch(url('/api/me'), { headers }), 401, 'session_required');
    await expectError(await fetch(url('/api/test/whoami'), { headers }), 401, 'session_required');
  });

  it('accepts the session on GET and sets request.user', async () => {
    const response = await fetch(url('/api/test/whoami'), { headers: { cookie: alice.cookieHeader } });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ email: 'alice@example.com', name: 'Alice', subject: expect.stringMatching(/^dev-/), issuer: `${server.baseUrl}/oidc` });
  });

  it('401 for a tampered, forged or truncated session cookie', async () => {
    const value = /pith_session=([^;]+)/.exec(alice.cookieHeader)?.[1] ?? '';
    const flipped = value.slice(0, 20) + (value[20] === 'A' ? 'B' : 'A') + value.slice(21);
    for (const bad of [flipped, value.slice(0, -4), 'eyJ1aWQiOiJhZG1pbiJ9', '']) {
      await expectError(await fetch(url('/api/me'), { headers: { cookie: `pith_session=${bad}` } }), 401, 'session_required');
    }
  });

  it('403 csrf_failed for unsafe methods without, or with a wrong, CSRF token', async () => {
    const cookie = alice.cookieHeader;
    await expectError(await fetch(url('/api/test/echo'), { method: 'POST', headers: { cookie } }), 403, 'csrf_failed');
    await expectError(await fetch(url('/api/test/echo'), { method: 'POST', headers: { cookie, 'x-csrf-token': 'wrong' } }), 403, 'csrf_failed');
    await expectError(await fetch(url('/api/test/thing'), { method: 'DELETE', headers: { cookie } }), 403, 'csrf_failed');
    const other = await signIn(server.baseUrl, { email: 'mallory@example.com', name: 'Mallory' });
    const mixed = { cookie, 'x-csrf-token': other.csrfToken };
    await expectError(await fetch(url('/api/test/echo'), { method: 'POST', headers: mixed }), 403, 'csrf_failed');
  });

  it('403 for a cross-site Origin even with the right token', async () => {
    const headers = { cookie: alice.cookieHeader, 'x-csrf-token': alice.csrfToken, origin: 'https://evil.example' };
    await expectError(await fetch(url('/api/test/echo'), { method: 'POST', headers }), 403, 'csrf_failed');
    const fetchSite = { cookie: alice.cookieHeader, 'x-csrf-token': alice.csrfToken, 'sec-fetch-site': 'cross-site' };
    await expectError(await fetch(url('/api/test/echo'), { method: 'POST', headers: fetchSite }), 403, 'csrf_failed');
  });

  it('accepts unsafe methods with the token and a same-origin (or no) Origin', async () => {
    const headers = { cookie: alice.cookieHeader, 'x-csrf-token': alice.csrfToken };
    expect((await fetch(url('/api/test/echo'), { method: 'POST', headers })).status).toBe(200);
    expect((await fetch(url('/api/test/echo'), { method: 'POST', headers: { ...headers, origin: server.baseUrl } })).status).toBe(200);
    expect((await fetch(url('/api/test/thing'), { method: 'DELETE', headers })).status).toBe(200);
  });

  it('401 once the session is idle past 7 days or older than 30 days; activity slides the idle window', async () => {
    const bob = await signIn(server.baseUrl, { email: 'bob@example.com', name: 'Bob' });
    try {
      clockOffset = 6 * DAY;
      const active = await fetch(url('/api/me'), { headers: { cookie: bob.cookieHeader } });
      expect(active.status).toBe(200);
      // The refreshed cookie carries the new last-seen time.
      const refreshed = /pith_session=([^;]+)/.exec(active.headers.getSetCookie().join('\n'))?.[1];
      expect(refreshed).toBeTruthy();
      clockOffset = 12 * DAY;
      await expectError(await fetch(url('/api/me'), { headers: { cookie: bob.cookieHeader } }), 401, 'session_required');
      expect((await fetch(url('/api/me'), { headers: { cookie: `pith_session=${refreshed}` } })).status).toBe(200);
      clockOffset = 31 * DAY;
      await expectError(await fetch(url('/api/me'), { headers: { cookie: `pith_session=${refreshed}` } }), 401, 'session_required');
    } finally {
      clockOffset = 0;
    }
  });

  it('POST /auth/logout needs the CSRF token, then invalidates the cookie (copies included)', async () => {
    const carol = await signIn(server.baseUrl, { email: 'carol@example.com', name: 'Carol' });
    await expectError(await fetch(url('/auth/logout'), { method: 'POST', headers: { cookie: carol.cookieHeader } }), 403, 'csrf_failed');
    const out = await fetch(url('/auth/logout'), { method: 'POST', headers: { cookie: carol.cookieHeader, 'x-csrf-token': carol.csrfToken } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((c) => /^pith_session=;.*Max-Age=0/.test(c))).toBe(true);
    // A copy of the old cookie no longer works.
    await expectError(await fetch(url('/api/me'), { headers: { cookie: carol.cookieHeader } }), 401, 'session_required');
    // Other sessions are untouched.
    expect((await fetch(url('/api/me'), { headers: { cookie: alice.cookieHeader } })).status).toBe(200);
  });

  it('GET /auth/logout only shows a confirmation form; a form POST signs out and redirects home', async () => {
    const dave = await signIn(server.baseUrl, { email: 'dave@example.com', name: 'Dave' });
    const page = await fetch(url('/auth/logout'), { headers: { cookie: dave.cookieHeader } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain(`name="csrf_token" value="${dave.csrfToken}"`);
    expect((await fetch(url('/api/me'), { headers: { cookie: dave.cookieHeader } })).status).toBe(200);
    const body = new URLSearchParams({ csrf_token: dave.csrfToken });
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie: dave.cookieHeader, origin: server.baseUrl };
    const out = await fetch(url('/auth/logout'), { method: 'POST', body, headers: form, redirect: 'manual' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect((await fetch(url('/api/me'), { headers: { cookie: dave.cookieHeader } })).status).toBe(401);
    const signedOut = await (await fetch(url('/auth/logout'))).text();
    expect(signedOut).toContain('You are signed out');
  });
});
