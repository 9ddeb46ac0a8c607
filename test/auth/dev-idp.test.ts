import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/app/logger.js';
import { createDevIdentityProvider } from '../../src/auth/dev-idp/provider.js';
import { createAuth } from '../../src/auth/index.js';
import { startTestApp } from '../support/app.js';
import { captureLogs } from '../support/log-capture.js';
import { browse, CookieJar } from './helpers/cookie-jar.js';
import { noUsers as users, startAuthServer, TEST_SECRET } from './helpers/harness.js';

describe('embedded development identity provider', () => {
  const logger = createLogger('silent');

  it('is refused when NODE_ENV=production', () => {
    const base = { issuer: 'http://127.0.0.1:1/oidc', secret: TEST_SECRET, redirectUris: [], postLogoutRedirectUris: [], logger };
    expect(() => createDevIdentityProvider({ ...base, nodeEnv: 'production' })).toThrow(expect.objectContaining({ code: 'dev_idp_refused' }));
    const config = { publicUrl: 'https://pith.example', oidc: {}, nodeEnv: 'production' };
    expect(() => createAuth({ config, users, secret: TEST_SECRET, logger })).toThrow(/refused when NODE_ENV=production/);
  });

  it('production with an external issuer registers without contacting it (discovery is lazy)', async () => {
    const config = { publicUrl: 'https://pith.example', oidc: { issuer: 'https://idp.example', clientId: 'c', clientSecret: 's' }, nodeEnv: 'production' };
    const auth = createAuth({ config, users, secret: TEST_SECRET, logger });
    expect(typeof auth.requireSession).toBe('function');
    const { app, close } = await startTestApp({ routes: ['sign-in'], services: { auth } });
    expect(app.hasRoute({ method: 'GET', url: '/auth/login' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/oidc/*' })).toBe(false);
    await close();
  });

  it('logs a loud warning at start and serves discovery under /oidc on the same port', async () => {
    const { logger, lines } = captureLogs();
    const server = await startAuthServer({ logger, users });
    try {
      const warning = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).find((l) => l.msg.includes('not for production'));
      expect(warning?.level).toBe(40);
      const discovery = (await (await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
      expect(discovery.issuer).toBe(`${server.baseUrl}/oidc`);
      expect(discovery.authorization_endpoint).toBe(`${server.baseUrl}/oidc/auth`);
      expect(discovery.code_challenge_methods_supported).toContain('S256');
    } finally {
      await server.close();
    }
  });

  it('warns again when the development provider listens beyond loopback', () => {
    const { logger, lines } = captureLogs();
    const config = { publicUrl: 'http://192.0.2.10:8080', oidc: {}, nodeEnv: 'development', host: '0.0.0.0' };
    createAuth({ config, users, secret: TEST_SECRET, logger });
    expect(lines.some((l) => l.includes('reachable from the network'))).toBe(true);
  });

  it('the sign-in form rejects an invalid email and escapes what it echoes', async () => {
    const server = await startAuthServer({ users });
    try {
      const jar = new CookieJar();
      const page = await browse(jar, `${server.baseUrl}/auth/login`);
      const html = await page.response.text();
      expect(html).toContain('not for production');
      const body = new URLSearchParams({ email: '<script>@', name: '"><b>x' });
      const again = await browse(jar, page.url, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(again.response.status).toBe(400);
      const text = await again.response.text();
      expect(text).not.toContain('<script>');
      expect(text).not.toContain('"><b>');
    } finally {
      await server.close();
    }
  });
});
