import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devClientSecret } from '../../src/auth/dev-idp/provider.js';
import { CookieJar } from './helpers/cookie-jar.js';
import { captureLogs } from '../support/log-capture.js';
import { noUsers, startAuthServer, TEST_SECRET, type AuthServer } from './helpers/harness.js';
import { signInDetailed } from './sign-in.js';

describe('/auth/login and /auth/callback failures', () => {
  const { logger, lines } = captureLogs();
  let server: AuthServer;
  let clockOffset = 0;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    server = await startAuthServer({ logger, now: () => Date.now() + clockOffset });
  });
  afterAll(async () => server.close());

  /** Starts a sign-in; returns the jar holding the flow cookie and the state sent to the provider. */
  async function startLogin(returnTo?: string): Promise<{ jar: CookieJar; state: string; location: URL }> {
    const jar = new CookieJar();
    const login = new URL(url('/auth/login'));
    if (returnTo !== undefined) login.searchParams.set('returnTo', returnTo);
    const response = await fetch(login, { redirect: 'manual' });
    jar.store(login, response);
    const location = new URL(response.headers.get('location') ?? '');
    expect(response.status).toBe(302);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('nonce')).toBeTruthy();
    return { jar, state: location.searchParams.get('state') ?? '', location };
  }

  async function callback(jar: CookieJar, query: Record<string, string>): Promise<{ status: number; body: { error: { code: string; message: string } }; setCookies: string[] }> {
    const target = new URL(url('/auth/callback'));
    for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
    const response = await fetch(target, { headers: { cookie: jar.header(target) }, redirect: 'manual' });
    return { status: response.status, body: (await response.json()) as never, setCookies: response.headers.getSetCookie() };
  }

  it('400 sign_in_expired without the flow cookie', async () => {
    const result = await callback(new CookieJar(), { code: 'abc', state: 'def' });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('sign_in_expired');
  });

  it('400 sign_in_failed on a state mismatch, and the flow is consumed', async () => {
    const { jar } = await startLogin();
    const result = await callback(jar, { code: 'abc', state: 'not-the-state', iss: `${server.baseUrl}/oidc` });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('sign_in_failed');
    expect(result.setCookies.some((c) => /^pith_oidc_flow=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('400 naming the provider error code when the provider answers with an error', async () => {
    const { jar, state } = await startLogin();
    const result = await callback(jar, { error: 'access_denied', error_description: 'no', state, iss: `${server.baseUrl}/oidc` });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('sign_in_failed');
    expect(result.body.error.message).toContain('access_denied');
  });

  it('400 sign_in_failed when the provider refuses the code', async () => {
    const { jar, state } = await startLogin();
    const result = await callback(jar, { code: 'forged-code', state, iss: `${server.baseUrl}/oidc` });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe('sign_in_failed');
  });

  it('400 sign_in_expired when the flow is older than 10 minutes', async () => {
    const { jar, state } = await startLogin();
    clockOffset = 11 * 60 * 1000;
    try {
      const result = await callback(jar, { code: 'abc', state });
      expect(result.body.error.code).toBe('sign_in_expired');
    } finally {
      clockOffset = 0;
    }
  });

  it('a callback URL cannot be replayed after a successful sign-in', async () => {
    const done = await signInDetailed(server.baseUrl, { email: 'replay@example.com', name: 'R' });
    const callbackHop = done.hops.find((h) => new URL(h.url).pathname === '/auth/callback');
    const replay = await fetch(callbackHop?.url ?? '', { headers: { cookie: done.jar.header(new URL(callbackHop?.url ?? '')) }, redirect: 'manual' });
    expect(replay.status).toBe(400);
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'returnTo %s is replaced by /',
    async (returnTo) => {
      const done = await signInDetailed(server.baseUrl, { email: 'rt@example.com', name: 'R' }, { returnTo });
      expect(done.hops.at(-1)?.url).toBe(`${server.baseUrl}/`);
    },
  );

  it('503 in the vendor shape when the issuer cannot be reached', async () => {
    const broken = await startAuthServer({ users: noUsers, oidc: { issuer: 'http://127.0.0.1:9/nowhere', clientId: 'x', clientSecret: 'y' } });
    try {
      const response = await fetch(`${broken.baseUrl}/auth/login`, { redirect: 'manual' });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    } finally {
      await broken.close();
    }
  });

  it('never logs a secret, cookie value, CSRF token, state or authorization code', async () => {
    const done = await signInDetailed(server.baseUrl, { email: 'logs@example.com', name: 'L' });
    await fetch(url('/auth/logout'), { method: 'POST', headers: { cookie: done.cookieHeader, 'x-csrf-token': done.csrfToken } });
    const callbackUrl = new URL(done.hops.find((h) => new URL(h.url).pathname === '/auth/callback')?.url ?? '');
    const sensitive = [
      TEST_SECRET,
      devClientSecret(TEST_SECRET),
      done.csrfToken,
      /pith_session=([^;]+)/.exec(done.cookieHeader)?.[1],
      callbackUrl.searchParams.get('code'),
      callbackUrl.searchParams.get('state'),
      ...done.jar.matching(new URL(server.baseUrl)).map((c) => c.value),
    ].filter((s): s is string => typeof s === 'string' && s.length >= 8);
    expect(sensitive.length).toBeGreaterThanOrEqual(6);
    expect(lines.some((l) => l.includes('signed in'))).toBe(true);
    for (const secret of sensitive) expect(lines.filter((l) => l.includes(secret))).toEqual([]);
  });
});
