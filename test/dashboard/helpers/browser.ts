/**
 * @module test/dashboard/helpers/browser
 * Headless Chromium for the dashboard's browser tests: the system browser only (never a
 * downloaded one), a fresh build of the web UI, console-error capture and screenshots.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.PITH_CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../../artifacts/screenshots/', import.meta.url));
const WEB_CONFIG = fileURLToPath(new URL('../../../web/vite.config.ts', import.meta.url));

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. The dashboard browser test needs it: ` +
        'install with `apt-get update && apt-get install -y chromium` (or set PITH_CHROMIUM_PATH).',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Builds web/ into `outDir` (served via startServer's webRoot) and checks the CSP-relevant output. */
export async function buildWebUi(outDir: string): Promise<string> {
  const { build } = await import('vite');
  await build({ configFile: WEB_CONFIG, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs ?? '') || (body ?? '').trim() !== '');
  if (inline.length > 0) throw new Error(`the web build emitted inline script, which the CSP forbids: ${inline[0]?.[0]}`);
  if (/\sstyle=/.test(html)) throw new Error('the web build emitted an inline style attribute');
  return html;
}

export interface ConsoleProblem {
  page: string;
  text: string;
  url: string;
}

/**
 * Records console errors and uncaught exceptions of every page in the context. A failed
 * fetch the test provokes on purpose (e.g. a 400 from POST /api/keys) may be allowed.
 */
export function watchConsole(context: BrowserContext, problems: ConsoleProblem[], allowed: (p: ConsoleProblem) => boolean): void {
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const problem = { page: page.url(), text: msg.text(), url: msg.location().url };
      if (!allowed(problem)) problems.push(problem);
    });
    page.on('pageerror', (err) => problems.push({ page: page.url(), text: `uncaught: ${err.message}`, url: '' }));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}

/** Signs in through the embedded development identity provider's form, from the sign-in page. */
export async function signInThroughBrowser(page: Page, baseUrl: string, who: { email: string; name: string }): Promise<void> {
  await page.goto(`${baseUrl}/keys`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="name"]').fill(who.name);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/keys`);
  await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
}
