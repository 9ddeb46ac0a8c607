/**
 * The dashboard end to end, in headless Chromium against the real server (`startServer`)
 * with the embedded identity provider and a fake OpenAI-compatible upstream: sign in,
 * create a router key, use it with the `openai` client, see the usage, try the playground,
 * revoke it, see 401, a byok error, a second user's isolation, sign out. Screenshots of
 * every page at 1280 px and 375 px go to artifacts/screenshots/; any console error fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { startTestServer, type TestServer } from '../support/gateway.js';
import { buildWebUi, launchChromium, screenshot, signInThroughBrowser, watchConsole, type ConsoleProblem } from './helpers/browser.js';

const DESKTOP = { width: 1280, height: 860 };
const MOBILE = { width: 375, height: 812 };
const LOG = Array.from({ length: 40 }, (_, i) => `2025-01-01T10:00:${String(i).padStart(2, '0')}Z INFO worker heartbeat ok`).join('\n');
const PROMPT = `Here is the worker log:\n\n${LOG}\nERROR disk full on /var\n\nWhich disk error does the log report?`;

/** Failed fetches the app makes on purpose: /api/me before sign-in (401), the bad byok create (400). */
const expectedFailure = (p: ConsoleProblem) =>
  /Failed to load resource/.test(p.text) && ((/status of 401/.test(p.text) && p.url.endsWith('/api/me')) || (/status of 400/.test(p.text) && p.url.endsWith('/api/keys')));

describe('dashboard in a browser', { timeout: 90_000 }, () => {
  let fake: FakeUpstream;
  let started: TestServer;
  let server: RunningServer;
  let browser: Browser;
  let desktop: BrowserContext;
  let page: Page;
  let dataDir: string;
  let fullKey = '';
  let keyName = '';
  const problems: ConsoleProblem[] = [];
  const client = (apiKey: string) => new OpenAI({ baseURL: `${server.url}/api/v1`, apiKey, maxRetries: 0 });
  const newContext = async (viewport: { width: number; height: number }, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const context = await browser.newContext({ viewport, storageState, reducedMotion: 'reduce' });
    watchConsole(context, problems, expectedFailure);
    return context;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pith-e2e-'));
    const webRoot = join(dataDir, 'web');
    await buildWebUi(webRoot);
    browser = await launchChromium();
    fake = await startFakeUpstream();
    const env = { PITH_UPSTREAM_BASE_URL: fake.url, PITH_UPSTREAM_API_KEY: 'sk-upstream-secret-for-tests', PITH_COMPRESSION: 'balanced' };
    started = await startTestServer(env, { webRoot });
    server = started.server;
    desktop = await newContext(DESKTOP);
    await desktop.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await desktop.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await started?.close();
    await fake?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the UI with a strict CSP and asks a stranger to sign in', async () => {
    const res = await page.goto(`${server.url}/keys`);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: 'Sign in to Pith' }).waitFor();
    await screenshot(page, 'desktop-sign-in');
  });

  it('signs in through the development identity provider', async () => {
    await signInThroughBrowser(page, server.url, { email: 'ada@example.test', name: 'Ada Lovelace' });
    await expect(page.locator('.user-name').textContent()).resolves.toBe('Ada Lovelace');
    await expect(page.locator('.user-email').textContent()).resolves.toBe('ada@example.test');
    await page.getByText('No API keys yet.').waitFor();
    await screenshot(page, 'desktop-keys-empty');
  });

  it('validates a byok key on the client, then shows the server’s error', async () => {
    await page.getByLabel('Name').fill('my byok');
    await page.getByLabel(/Bring your own key/).check();
    await page.getByLabel('Upstream base URL').fill('not a url');
    await page.getByLabel('Upstream API key').fill('sk-upstream-user');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('This is not a valid URL').waitFor();
    await expect(page.getByLabel('Upstream base URL').getAttribute('aria-invalid')).resolves.toBe('true');

    await page.getByLabel('Upstream base URL').fill('http://127.0.0.1:9/v1');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/keys') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Create key' }).click(),
    ]);
    expect(response.status()).toBe(400);
    const serverMessage = ((await response.json()) as { error: { message: string } }).error.message;
    await expect(page.locator('.form .state-error[role="alert"]').textContent()).resolves.toContain(serverMessage);
    await screenshot(page, 'desktop-keys-byok-error');
  });

  it('creates a router key and shows it exactly once, with a working copy button', async () => {
    keyName = 'e2e router key';
    await page.getByLabel('Name').fill(keyName);
    await page.getByLabel(/Router/).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('you will not see it again').waitFor();
    fullKey = await page.getByLabel('Your new API key').inputValue();
    expect(fullKey).toMatch(/^sk-pith-[A-Za-z0-9]{32,}$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(fullKey);
    await screenshot(page, 'desktop-keys-created');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    const row = page.locator('tr', { hasText: keyName });
    await row.getByText('Active').waitFor();
    expect(await page.content()).not.toContain(fullKey);
  });

  it('the copied key works with the openai client, and the request shows on the usage page', async () => {
    const reply = await client(fullKey).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: PROMPT }] });
    expect(reply.choices[0]?.message.content).toContain('echo:');
    expect(fake.requests.length).toBe(1);

    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('heading', { name: 'Usage', level: 1 }).waitFor();
    const requests = page.locator('.stat', { hasText: 'Requests' }).locator('.stat-value');
    for (let i = 0; i < 20 && (await requests.textContent().catch(() => '')) !== '1'; i++) {
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Refresh' }).click();
    }
    await expect(requests.textContent()).resolves.toBe('1');
    const saved = await page.locator('.stat', { hasText: 'Tokens saved' }).locator('.stat-value').textContent();
    expect(Number(saved?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.locator('.usage-table tr', { hasText: keyName }).waitFor();
    await page.getByLabel('Key', { exact: true }).selectOption({ label: `${keyName} (${fullKey.slice(0, 14)}…)` });
    await page.locator('.usage-table tbody tr').first().waitFor();
    await expect(page.locator('.usage-table tbody tr').count()).resolves.toBe(1);
    await page.getByLabel('Key', { exact: true }).selectOption('');
    await page.locator('.chart canvas').first().waitFor();
    await screenshot(page, 'desktop-usage');
  });

  it('the Activity page lists the request with its figures, filters it away and back, by keyboard too', async () => {
    const { response } = await client(fullKey).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'activity check' }] }).withResponse();
    const requestId = response.headers.get('x-request-id') ?? '';
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    const row = page.locator('.activity-table tbody tr', { hasText: requestId });
    for (let i = 0; i < 20 && (await row.count()) === 0; i++) {
      await page.waitForTimeout(500);
      await page.getByRole('button', { name: 'Refresh' }).click();
    }
    await row.waitFor();
    await expect(row.locator('td[data-label="Model"]').textContent()).resolves.toBe('gpt-4o');
    await expect(row.locator('td[data-label="Status"]').textContent()).resolves.toBe('200');
    await expect(row.locator('td[data-label="Key"]').textContent()).resolves.toBe(keyName);
    await expect(page.locator('.activity-table tbody tr').count()).resolves.toBe(2);
    await screenshot(page, 'desktop-activity');
    // Keyboard: focus the status filter and pick "Failed (5xx)" with the arrow keys.
    await page.getByLabel('Status').focus();
    await page.getByLabel('Status').selectOption('5xx');
    await page.getByText('No requests match.').waitFor();
    await page.getByLabel('Status').selectOption('');
    await row.waitFor();
    await page.getByLabel('Model').fill('gpt-4o-mini');
    await page.locator('.activity-table tbody tr', { hasText: requestId }).waitFor({ state: 'detached' });
    await expect(page.locator('.activity-table tbody tr').count()).resolves.toBe(1);
    await page.getByLabel('Model').fill('');
  });

  it('the playground compresses a pasted request and highlights the differences', async () => {
    await page.getByRole('link', { name: 'Playground' }).click();
    await page.getByLabel('Prompt or chat-completion request (JSON)').fill(JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: PROMPT }] }));
    await page.getByLabel('Level').selectOption('balanced');
    await page.getByRole('button', { name: 'Compress' }).click();
    const tokens = await page.getByTestId('pg-tokens').textContent();
    const [before, after] = (tokens ?? '').split('→').map((s) => Number(s.replace(/\D/g, '')));
    expect(after).toBeLessThan(before ?? 0);
    expect(await page.locator('.diff del').count()).toBeGreaterThan(0);
    await screenshot(page, 'desktop-playground');
  });

  it('works at 375 px without horizontal scrolling', async () => {
    const stranger = await newContext(MOBILE);
    const s = await stranger.newPage();
    await s.goto(`${server.url}/`);
    await s.getByRole('heading', { name: 'Sign in to Pith' }).waitFor();
    await screenshot(s, 'mobile-sign-in');
    await stranger.close();
    const mobile = await newContext(MOBILE, await desktop.storageState());
    const m = await mobile.newPage();
    for (const [path, name] of [['/keys', 'keys'], ['/usage', 'usage'], ['/activity', 'activity'], ['/playground', 'playground']] as const) {
      await m.goto(`${server.url}${path}`);
      await m.locator('#page-title').waitFor();
      if (name === 'usage') await m.locator('.chart canvas').first().waitFor();
      if (name === 'activity') await m.locator('.activity-table tbody tr').first().waitFor();
      if (name === 'playground') {
        await m.getByRole('button', { name: 'Load an example' }).click();
        await m.getByRole('button', { name: 'Compress' }).click();
        await m.getByTestId('pg-tokens').waitFor();
      }
      expect(await m.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      await screenshot(m, `mobile-${name}`);
    }
    await mobile.close();
  });

  it('revokes the key after a confirmation; the next use is refused with 401', async () => {
    await page.getByRole('link', { name: 'Keys' }).click();
    await page.getByRole('button', { name: `Revoke key ${keyName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This cannot be undone').waitFor();
    await screenshot(page, 'desktop-keys-revoke-confirm');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    const row = page.locator('tr', { hasText: keyName });
    await row.getByText('Revoked').waitFor();
    await expect(row.getAttribute('class')).resolves.toContain('revoked');
    await screenshot(page, 'desktop-keys-revoked');
    const refused = await client(fullKey).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((refused as InstanceType<typeof OpenAI.AuthenticationError>).status).toBe(401);
  });

  it('is usable with the keyboard alone', async () => {
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.getByLabel('Name').focus();
    await page.keyboard.type('keyboard key');
    await page.keyboard.press('Enter');
    await page.getByText('you will not see it again').waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('new-key-title');
    await page.getByRole('button', { name: 'I have copied it' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Revoke key keyboard key' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('tr', { hasText: 'keyboard key' }).getByText('Active').waitFor();
  });

  it('creates a key with limits, shown beside its mode', async () => {
    await page.getByLabel('Name').fill('limited key');
    await page.getByText('Limits (optional)').click();
    await page.getByLabel('Requests per minute').fill('60');
    await page.getByLabel('Budget (USD)').fill('5');
    await page.getByLabel('Budget period').selectOption('day');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.locator('tr', { hasText: 'limited key' }).locator('.key-limits').textContent()).resolves.toBe(' · 60 rpm · $5/day');
  });

  it('a second user never sees the first user’s keys', async () => {
    const other = await newContext(DESKTOP);
    const p = await other.newPage();
    await signInThroughBrowser(p, server.url, { email: 'bob@example.test', name: 'Bob' });
    await p.getByText('No API keys yet.').waitFor();
    expect(await p.content()).not.toContain(keyName);
    const list = await p.evaluate(async () => (await fetch('/api/keys')).json());
    expect(list).toEqual([]);
    await other.close();
  });

  it('signs out', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You have been signed out.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to Pith' }).waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
  });

  it('logged no console errors', () => {
    expect(problems).toEqual([]);
  });
});
