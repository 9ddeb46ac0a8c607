/**
 * @module bench/fixtures
 * What every gateway benchmark shares: the prompt, Pith started from its build with the
 * settings the benchmarks use, how a target process is started and how its CPU is read. One
 * place, so that the tools measure the same thing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
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

/**
 * The V8 flag Pith ships with (`npm start`, bin/pith.js). Every proxy gets it, the floor
 * included, so that the comparison is of code, not of heap settings.
 */
export const PROXY_NODE_FLAGS = ['--max-semi-space-size=32'];

export interface StartedTarget {
  child: ChildProcess;
  url: string;
  apiKey: string;
}

/**
 * Starts one bench/targets.ts server in its own process and waits for the `{url, apiKey}` line
 * it prints. Proxies get PROXY_NODE_FLAGS unless `flags` says otherwise; the fake upstream none.
 */
export async function startTarget(args: string[], options: { flags?: string[]; env?: Record<string, string> } = {}): Promise<StartedTarget> {
  const flags = options.flags ?? (args[0] === 'fake' ? [] : PROXY_NODE_FLAGS);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'bench/targets.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...options.env },
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as { url: string; apiKey: string }) };
}

/**
 * CPU time of a process in microseconds: user + system summed over its threads, from the
 * scheduler's nanosecond counters (Linux); /proc/PID/stat's 10 ms ticks are too coarse for short slices.
 */
export function processCpuMicros(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return ns / 1000;
}
