/**
 * The dashboard APIs behind the real sign-in: a session from the embedded identity
 * provider, API keys refused, and CSRF enforced on the playground's POST.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth, type AuthHandle } from '../../src/auth/index.js';
import { createCompressor } from '../../src/compress/index.js';
import { loadConfig } from '../../src/config.js';
import { registerDashboard } from '../../src/dashboard/index.js';
import { installErrorHandling } from '../../src/http/error-handler.js';
import { createStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/types.js';
import { getFreePort, TEST_SECRET } from '../auth/helpers/harness.js';
import { signIn, type SignedIn } from '../auth/sign-in.js';

describe('dashboard APIs with a real session', () => {
  let app: FastifyInstance;
  let store: Store;
  let auth: AuthHandle;
  let dataDir: string;
  let baseUrl: string;
  let session: SignedIn;

  beforeAll(async () => {
    const port = await getFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(join(tmpdir(), 'pith-dash-session-'));
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), PITH_DATA_DIR: dataDir });
    const logger: FastifyBaseLogger = pino({ level: 'silent' });
    app = Fastify({ loggerInstance: logger });
    installErrorHandling(app, config.bodyLimitBytes);
    store = await createStore({ dataDir });
    await store.migrate();
    auth = await registerAuth(app, { config: { publicUrl: baseUrl, oidc: {}, nodeEnv: 'test' }, users: store, secret: TEST_SECRET, logger });
    await registerDashboard(app, { requireSession: auth.requireSession, store, compressor: createCompressor(), config, webRoot: join(dataDir, 'no-build') });
    await app.listen({ port, host: '127.0.0.1' });
    session = await signIn(baseUrl, { email: 'dana@example.test', name: 'Dana' });
  });
  afterAll(async () => {
    await app?.close();
    await auth?.close();
    await store?.close();
    await rm(dataDir, { recursive: true, force: true });
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
