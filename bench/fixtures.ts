/**
 * @module bench/fixtures
 * What every gateway benchmark shares: the prompt, and Pith started from its build with the
 * settings the benchmarks use. One place, so that the tools measure the same thing.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A ~2 KB prompt: a system message, some prose with a little whitespace slack, and a question. */
export function benchPrompt(): string {
  const prose = Array.from({ length: 21 }, (_, i) => `Paragraph ${i}: the gateway forwards requests to an upstream model and reports usage.  `).join('\n');
  return JSON.stringify({
    model: 'gpt-4o-mini',
    temperature: 0.2,
    messages: [
      { role: 'system', content: 'You are a helpful assistant. Answer briefly.' },
      { role: 'user', content: `${prose}\n\n\nWhat does the gateway report?` },
    ],
  });
}

/** Pith's environment in the benchmarks: a fresh embedded store, the given upstream and level, errors-only logs. */
export function pithBenchEnv(upstreamUrl: string, compression: string): Record<string, string> {
  return {
    NODE_ENV: 'production-bench',
    PORT: '0',
    HOST: '127.0.0.1',
    PITH_DATA_DIR: mkdtempSync(join(tmpdir(), 'pith-bench-')),
    PITH_SECRET: 'bench-secret-bench-secret-bench-secret',
    PITH_UPSTREAM_BASE_URL: upstreamUrl,
    PITH_UPSTREAM_API_KEY: 'upstream',
    PITH_COMPRESSION: compression,
    PITH_LOG_LEVEL: 'error',
  };
}

/**
 * Pith as users run it: the `npm run build` output (dist/ unless another build directory is
 * given), not the sources through tsx, whose keep-names helper alone added ~2% CPU per request.
 */
export async function loadBuiltPith(distDir = new URL('../dist/', import.meta.url).pathname) {
  const dist = pathToFileURL(join(distDir, '/'));
  if (!existsSync(new URL('server.js', dist))) throw new Error(`${distDir}/server.js is missing: run \`npm run build\` first`);
  const { loadConfig } = (await import(new URL('config.js', dist).href)) as typeof import('../src/config.js');
  const { startServer } = (await import(new URL('server.js', dist).href)) as typeof import('../src/server.js');
  return { loadConfig, startServer };
}
