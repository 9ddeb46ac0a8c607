import { describe, expect, it } from 'vitest';
import { SessionManager } from '../../src/auth/session.js';
import { safeReturnTo } from '../../src/auth/sign-in-flow.js';
import { startTestApp } from '../support/app.js';

describe('safeReturnTo', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/a/b?c=1#d', '/a/b?c=1#d'],
    ['/a/../b', '/b'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['dashboard', '/'],
    ['/a\nb', '/'],
    [undefined, '/'],
    [['/a', '/b'], '/'],
  ])('%j → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe('session cookie attributes', () => {
  async function issuedCookies(publicUrlIsHttps: boolean): Promise<string[]> {
    const sessions = new SessionManager({ secret: 'a-secret-of-enough-length', secure: publicUrlIsHttps });
    const { app, close } = await startTestApp({
      routes: [],
      services: {},
      extraRoutes: (a) =>
        a.get('/issue', async (_request, reply) => {
          sessions.issue(reply, 'user-1');
          return {};
        }),
    });
    const response = await app.inject({ method: 'GET', url: '/issue' });
    await close();
    const setCookie = response.headers['set-cookie'];
    return Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  }

  it('HttpOnly session, readable CSRF cookie, Lax, Path=/, Max-Age of the idle window; Secure only for https', async () => {
    const cookies = await issuedCookies(true);
    expect(cookies).toHaveLength(2);
    const [session, csrf] = cookies;
    expect(session).toMatch(/^pith_session=[\w-]+; Path=\/; SameSite=Lax; Max-Age=604800; HttpOnly; Secure$/);
    expect(csrf).toMatch(/^pith_csrf=[\w-]+; Path=\/; SameSite=Lax; Max-Age=604800; Secure$/);
    const plain = await issuedCookies(false);
    expect(plain.join('\n')).not.toContain('Secure');
  });
});
