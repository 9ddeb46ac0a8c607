import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, isAppRoute } from '../../src/dashboard/static.js';
import { startDashboardApp, type DashboardHarness } from './helpers/dashboard-app.js';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-abc.js"></script></head><body><div id="app"></div></body></html>';

describe('dashboard UI serving', () => {
  let webRoot: string;
  let h: DashboardHarness;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'pith-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), INDEX);
    await writeFile(join(webRoot, 'assets', 'app-abc.js'), 'console.log(1)');
    h = await startDashboardApp({ webRoot });
  });
  afterAll(async () => {
    await h?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/keys', '/usage', '/playground', '/some/deep/path?x=1', '/index.html'])('answers %s with the app and strict headers', async (url) => {
    const res = await h.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/api/nope', '/api/v1/nope', '/auth/nope', '/oidc/nope', '/assets/missing.js', '/favicon.ico'])('does not swallow %s: JSON 404', async (url) => {
    const res = await h.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.type).toBeDefined();
  });

  it('leaves other routes and methods alone', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']).toBeUndefined();
    expect((await h.app.inject({ method: 'POST', url: '/keys' })).statusCode).toBe(404);
  });

  it('classifies app routes', () => {
    expect(isAppRoute('/usage')).toBe(true);
    expect(isAppRoute('/api')).toBe(false);
    expect(isAppRoute('/healthz')).toBe(false);
    expect(isAppRoute('/x.png')).toBe(false);
  });
});

describe('dashboard UI when the build is missing', () => {
  let h: DashboardHarness;
  beforeAll(async () => {
    h = await startDashboardApp({ webRoot: join(tmpdir(), 'pith-no-such-build') });
  });
  afterAll(async () => h?.close());

  it('tells the operator to run npm run build', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/keys' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect((await h.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });
});
