import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthServer } from './helpers/harness.js';
import { signIn, signInDetailed } from './sign-in.js';

describe('sign-in through the embedded development identity provider', () => {
  let server: AuthServer;
  beforeAll(async () => {
    server = await startAuthServer();
  });
  afterAll(async () => server.close());

  it('follows the real redirects from /auth/login to a session that GET /api/me accepts', async () => {
    const result = await signInDetailed(server.baseUrl, { email: 'Ada@Example.com', name: 'Ada Lovelace' }, { returnTo: '/dashboard/keys?tab=1' });
    const paths = result.hops.map((h) => `${h.status} ${new URL(h.url).pathname}`);
    expect(paths[0]).toBe('302 /auth/login');
    expect(paths.some((p) => /^303 \/oidc\/interaction\//.test(p))).toBe(true);
    expect(paths.some((p) => /^30\d \/auth\/callback$/.test(p))).toBe(true);
    expect(result.hops.at(-1)?.url).toBe(`${server.baseUrl}/dashboard/keys?tab=1`);
    expect(result.me).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(result.me.id).toEqual(expect.any(String));
    expect(result.csrfToken.length).toBeGreaterThan(20);
  });

  it('sets HttpOnly SameSite=Lax session cookie and a readable pith_csrf cookie', async () => {
    const { jar, csrfToken } = await signInDetailed(server.baseUrl, { email: 'cookies@example.com', name: 'C' });
    const base = new URL(server.baseUrl);
    const session = jar.get(base, 'pith_session');
    const csrf = jar.get(base, 'pith_csrf');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    expect(csrf).toMatchObject({ httpOnly: false, sameSite: 'Lax', path: '/', value: csrfToken });
    expect(jar.get(new URL('/auth/callback', base), 'pith_oidc_flow')).toBeUndefined();
  });

  it('gives the same user the same id and a different email a different id', async () => {
    const a1 = await signIn(server.baseUrl, { email: 'same@example.com', name: 'First' });
    const a2 = await signIn(server.baseUrl, { email: 'same@example.com', name: 'Renamed' });
    const b = await signIn(server.baseUrl, { email: 'other@example.com', name: 'Other' });
    const me = async (cookie: string) => (await (await fetch(`${server.baseUrl}/api/me`, { headers: { cookie } })).json()) as { id: string; name: string };
    const [m1, m2, mb] = await Promise.all([me(a1.cookieHeader), me(a2.cookieHeader), me(b.cookieHeader)]);
    expect(m1.id).toBe(m2.id);
    expect(m2.name).toBe('Renamed');
    expect(mb.id).not.toBe(m1.id);
    expect(a1.csrfToken).not.toBe(a2.csrfToken);
  });

  it('after signing out, the same browser can sign in as someone else', async () => {
    const first = await signInDetailed(server.baseUrl, { email: 'first@example.com', name: 'First' });
    const out = await fetch(`${server.baseUrl}/auth/logout`, { method: 'POST', headers: { cookie: first.cookieHeader, 'x-csrf-token': first.csrfToken } });
    expect(out.status).toBe(204);
    for (const line of out.headers.getSetCookie()) first.jar.storeLine(new URL(server.baseUrl), line);
    const second = await signInDetailed(server.baseUrl, { email: 'second@example.com', name: 'Second' }, { jar: first.jar });
    expect(second.me.email).toBe('second@example.com');
    expect(second.me.id).not.toBe(first.me.id);
  });
});
