import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExternalIdp, type ExternalIdp } from './helpers/external-idp.js';
import { browse, CookieJar } from './helpers/cookie-jar.js';
import { findFreePort } from '../../src/app/free-port.js';
import { noUsers, startAuthServer, type AuthServer } from './helpers/harness.js';
import { signInDetailed } from './sign-in.js';

// Pith's port must be known before the provider registers its redirect URI, and the
// provider's issuer before Pith starts: reserve Pith's port first.
describe.each([
  { label: 'issuer with a path', path: '/realms/pith' },
  { label: 'issuer at the root', path: '' },
])('sign-in against an external issuer ($label)', ({ path }) => {
  let idp: ExternalIdp;
  let server: AuthServer;
  let secondPort: number;

  beforeAll(async () => {
    const pithPort = await findFreePort('127.0.0.1');
    secondPort = await findFreePort('127.0.0.1');
    idp = await startExternalIdp({ pithBaseUrls: [pithPort, secondPort].map((p) => `http://127.0.0.1:${p}`), path });
    server = await startAuthServer({ port: pithPort, oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret } });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('discovers the external issuer and signs in through it; no embedded provider is mounted', async () => {
    const done = await signInDetailed(server.baseUrl, { email: 'ext@example.com', name: 'External User' });
    const origins = new Set(done.hops.map((h) => new URL(h.url).origin));
    expect(origins).toEqual(new Set([server.baseUrl, new URL(idp.issuer).origin]));
    expect(done.me).toMatchObject({ email: 'ext@example.com', name: 'External User' });
    const user = await server.store?.getUser(done.me.id);
    expect(user).toMatchObject({ issuer: idp.issuer, subject: expect.stringMatching(/^dev-/) });
    expect((await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('a wrong client secret fails the callback with 400 sign_in_failed, not a session', async () => {
    const wrong = await startAuthServer({
      port: secondPort,
      oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: 'not-the-secret' },
      users: noUsers,
    });
    try {
      await expect(signInDetailed(wrong.baseUrl, { email: 'ext@example.com', name: 'X' })).rejects.toThrow(/did not set a session/);
      const jar = new CookieJar();
      const page = await browse(jar, `${wrong.baseUrl}/auth/login`);
      const action = /action="([^"]+)"/.exec(await page.response.text())?.[1] ?? '';
      const body = new URLSearchParams({ email: 'ext@example.com', name: 'X' });
      const result = await browse(jar, new URL(action, page.url), { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(new URL(result.url).pathname).toBe('/auth/callback');
      expect(result.response.status).toBe(400);
      expect(((await result.response.json()) as { error: { code: string } }).error.code).toBe('sign_in_failed');
    } finally {
      await wrong.close();
    }
  });
});
