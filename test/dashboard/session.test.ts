/**
 * The dashboard APIs behind the real sign-in: a session from the embedded identity
 * provider, API keys refused, and CSRF enforced on the playground's POST.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../src/app/free-port.js';
import { createLogger } from '../../src/app/logger.js';
import { createAuth } from '../../src/auth/index.js';
import { createCompressor } from '../../src/compress/index.js';
import { loadPriceTable } from '../../src/usage/prices.js';
import { TEST_SECRET } from '../auth/helpers/harness.js';
import { signIn, type SignedIn } from '../auth/sign-in.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { openEmbeddedStore, type EmbeddedStore } from '../support/embedded-store.js';

describe('dashboard APIs with a real session', () => {
  let server: TestApp;
  let embedded: EmbeddedStore;
  let baseUrl: string;
  let session: SignedIn;

  beforeAll(async () => {
    const port = await findFreePort('127.0.0.1');
    baseUrl = `http://127.0.0.1:${port}`;
    embedded = await openEmbeddedStore();
    const logger = createLogger('silent');
    const auth = createAuth({ config: { publicUrl: baseUrl, oidc: {}, nodeEnv: 'test' }, users: embedded.store, secret: TEST_SECRET, logger });
    server = await startTestApp({
      routes: ['sign-in', 'usage', 'playground', 'dashboard-ui'],
      services: { logger, auth, store: embedded.store, compressor: createCompressor(), prices: loadPriceTable(), webRoot: join(embedded.dataDir, 'no-build') },
      port,
    });
    session = await signIn(baseUrl, { email: 'dana@example.test', name: 'Dana' });
  });
  afterAll(async () => {
    await server?.close();
    await embedded?.close();
  });

  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(new URL(path, baseUrl), {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('refuses anonymous callers and API keys with 401', async () => {
    const anonymous = await call('GET', '/api/usage', {});
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('session_required');
    const withKey = await call('GET', '/api/usage', { authorization: 'Bearer sk-pith-abcdef' });
    expect(withKey.status).toBe(401);
  });

  it('serves usage to the signed-in user', async () => {
    const res = await call('GET', '/api/usage', { cookie: session.cookieHeader });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totals.requests).toBe(0);
    expect(body.keys).toEqual([]);
  });

  it('requires the CSRF token on POST /api/compress', async () => {
    const denied = await call('POST', '/api/compress', { cookie: session.cookieHeader }, { prompt: 'hello', level: 'off' });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error.code).toBe('csrf_failed');
    const ok = await call('POST', '/api/compress', { cookie: session.cookieHeader, 'x-csrf-token': session.csrfToken }, { prompt: 'hello', level: 'off' });
    expect(ok.status).toBe(200);
    expect((await ok.json()).compressed).toBe('hello');
  });
});
