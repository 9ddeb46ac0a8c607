/**
 * Request bodies on the Activity page, in headless Chromium against real servers (embedded
 * store, development identity provider, fake upstream): with bodies off (the default) the page
 * says so and a request's detail explains why there are none; with them on, the detail shows
 * the prompt as received and as sent upstream and the reply, secrets redacted.
 * The server with bodies on is built as app/services.ts will build it once the completion
 * routes capture bodies (a request log made with `bodies`); the capture itself is tested in
 * test/usage/request-bodies.test.ts, so here the bodies are handed to that request log directly.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../src/app/free-port.js';
import { createLogger } from '../../src/app/logger.js';
import { buildApp } from '../../src/app/route-table.js';
import { createServices, type RunningServices } from '../../src/app/services.js';
import { loadConfig } from '../../src/config.js';
import { createRequestLog, type RequestLogSink } from '../../src/usage/request-log.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { startTestServer } from '../support/gateway.js';
import { buildWebUi, launchChromium, screenshot, signInThroughBrowser, watchConsole, type ConsoleProblem } from './helpers/browser.js';

const SECRET = 'sk-proj-BodiesE2eSecret0123456789abcdef';

interface Gateway {
  url: string;
  services: RunningServices;
  requestLog: RequestLogSink;
  close(): Promise<void>;
}

/** The whole app on the real shell and services, with a request log that keeps bodies. */
async function startGatewayKeepingBodies(env: Record<string, string>, webRoot: string): Promise<Gateway> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pith-bodies-e2e-'));
  const port = await findFreePort('127.0.0.1');
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), PITH_DATA_DIR: dataDir, PITH_REQUEST_LOG_BODIES: 'true', PITH_REQUEST_LOG_BODY_MAX_BYTES: '4096', ...env });
  const logger = createLogger('silent');
  const services = await createServices({ config, logger, secret: 'test-master-secret-0123456789abcdef', webRoot });
  const requestLog = createRequestLog({ store: services.store, logger, bodies: { maxBytes: config.requestLogBodyMaxBytes } });
  const app = await buildApp({ ...services, requestLog });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: config.publicUrl,
    services,
    requestLog,
    async close() {
      await app.close();
      await requestLog.close();
      await services.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const expectedFailure = (p: ConsoleProblem) => /Failed to load resource/.test(p.text) && /status of 401/.test(p.text) && p.url.endsWith('/api/me');

describe('request bodies on the Activity page', { timeout: 120_000 }, () => {
  let fake: FakeUpstream;
  let browser: Browser;
  let webRoot: string;
  const problems: ConsoleProblem[] = [];

  beforeAll(async () => {
    webRoot = join(await mkdtemp(join(tmpdir(), 'pith-bodies-web-')), 'web');
    await buildWebUi(webRoot);
    browser = await launchChromium();
    fake = await startFakeUpstream();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await fake?.close();
    if (webRoot) await rm(join(webRoot, '..'), { recursive: true, force: true });
    expect(problems).toEqual([]);
  });

  /** Signs in, makes one chat completion with a fresh key, and opens the Activity page on its row. */
  async function oneRequest(url: string, keys: RunningServices['keys'], content: string): Promise<{ page: Page; requestId: string; userId: string; reply: string }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });
    watchConsole(context, problems, expectedFailure);
    const page = await context.newPage();
    await signInThroughBrowser(page, url, { email: 'grace@example.test', name: 'Grace Hopper' });
    const me = (await page.evaluate(() => fetch('/api/me').then((r) => r.json()))) as { id: string };
    const key = await keys.create(me.id, { name: 'bodies e2e', mode: 'router' });
    const client = new OpenAI({ baseURL: `${url}/api/v1`, apiKey: key.fullKey, maxRetries: 0 });
    const { data, response } = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content }] }).withResponse();
    const requestId = response.headers.get('x-request-id') ?? '';
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    const row = page.locator('.activity-table tbody tr', { hasText: requestId });
    // The request log is written in batches (about a second): refresh until the row is there.
    for (let i = 0; i < 20 && (await row.count()) === 0; i++) {
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Refresh' }).click();
    }
    await row.waitFor();
    return { page, requestId, userId: me.id, reply: data.choices[0]?.message.content ?? '' };
  }

  it('with bodies off (the default): the page says metadata only, and a request’s detail says why there are no bodies', async () => {
    const started = await startTestServer({ PITH_UPSTREAM_BASE_URL: fake.url, PITH_UPSTREAM_API_KEY: 'sk-upstream-secret-for-tests' }, { webRoot });
    try {
      const { page, requestId } = await oneRequest(started.server.url, started.server.services.keys, 'hello without bodies');
      await expect(page.getByTestId('bodies-status').textContent()).resolves.toMatch(/Metadata only: prompts and replies are not stored/);
      await page.locator('.activity-table tbody tr', { hasText: requestId }).locator('td[data-label="Model"]').click();
      const detail = page.getByRole('region', { name: /Request/ });
      await detail.getByTestId('bodies-note').waitFor();
      await expect(detail.getByTestId('bodies-note').textContent()).resolves.toMatch(/Bodies are off.*PITH_REQUEST_LOG_BODIES=true/);
      await expect(detail.locator('pre').count()).resolves.toBe(0);
      await screenshot(page, 'desktop-activity-bodies-off');
      await page.context().close();
    } finally {
      await started.close();
    }
  });

  it('with bodies on: the three bodies in the detail, secrets redacted; keyboard opens and closes it', async () => {
    const gateway = await startGatewayKeepingBodies({ PITH_UPSTREAM_BASE_URL: fake.url, PITH_UPSTREAM_API_KEY: 'sk-upstream-secret-for-tests' }, webRoot);
    try {
      const prompt = `Summarise this config: {"api_key": "${SECRET}"}`;
      const { page, requestId, userId, reply } = await oneRequest(gateway.url, gateway.services.keys, prompt);
      const received = { model: 'gpt-4o', messages: [{ role: 'user', content: prompt }] };
      gateway.requestLog.recordBodies({ requestId, userId }, { received: JSON.stringify(received), sent: received, reply });
      await gateway.requestLog.flush();
      await expect(page.getByTestId('bodies-status').textContent()).resolves.toMatch(/Request bodies are kept/);

      // By keyboard: the request id is a button.
      await page.locator('.activity-table tbody tr', { hasText: requestId }).getByRole('button').focus();
      await page.keyboard.press('Enter');
      const detail = page.getByRole('region', { name: /Request/ });
      await detail.locator('pre').first().waitFor();
      const bodies = await detail.locator('pre').allTextContents();
      expect(bodies).toHaveLength(3);
      for (const body of bodies.slice(0, 2)) {
        expect(body).toContain('Summarise this config');
        expect(body).toContain('[redacted]');
        expect(body).not.toContain(SECRET);
      }
      // The fake upstream echoes the prompt (the start of it): the reply's copy of the key is redacted too.
      expect(reply).toContain('sk-proj-');
      expect(bodies[2]).toMatch(/^echo: Summarise this config: \{"api_key": "\[redacted\]/);
      expect(await page.content()).not.toContain('sk-proj-');
      await expect(detail.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(['Request as received', 'Request as sent upstream (compressed)', 'Reply']);
      await screenshot(page, 'desktop-activity-bodies-on');
      await detail.getByRole('button', { name: 'Close' }).click();
      await detail.waitFor({ state: 'detached' });
      await page.context().close();
    } finally {
      await gateway.close();
    }
  });
});
