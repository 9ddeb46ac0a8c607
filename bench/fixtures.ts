/**
 * @module bench/fixtures
 * What every gateway benchmark shares: the prompt, Pith started from its build with the
 * settings the benchmarks use — in a bench/targets.ts process, or as `pith serve` with a key
 * from `pith keys create` — how a target process is started and how its CPU is read, the load
 * on its chat completions, and A B B A blocks. One place, so that the tools measure the same
 * thing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { RunningServer, StartOptions } from '../src/server.js';
import type { mintKey } from '../test/support/keys.js';
import { runLoad, type LoadResult } from './load.js';

/** A ~2 KB prompt: a system message, some prose with a little whitespace slack, and a question. */
export function benchPrompt(): string {
  return (prompt ??= makePrompt());
}
let prompt: string | undefined;

function makePrompt(): string {
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
 * Pith from a build (dist/ unless `dist` names another), in this process, on a fresh embedded
 * store with the bench environment (`env` adds or replaces variables).
 */
export async function startBuiltPith(upstreamUrl: string, compression: string, options: { dist?: string; env?: Record<string, string>; server?: StartOptions } = {}) {
  const { loadConfig, startServer } = await loadBuiltPith(options.dist);
  return startServer(loadConfig({ ...pithBenchEnv(upstreamUrl, compression), ...options.env }), options.server);
}

/** A router key of the user `bench` on a started Pith (with the given fields: limits, say). */
export async function benchKey(server: RunningServer, fields: Partial<NonNullable<Parameters<typeof mintKey>[2]>> = {}): Promise<string> {
  const { mintKey: mint } = await import('../test/support/keys.js');
  return (await mint(server, 'bench', { name: 'bench', mode: 'router', ...fields })).fullKey;
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

/** The median (the mean of the middle two for an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** A gateway to load: its base URL (a path on it is kept) and the key its requests carry. */
export interface LoadTarget {
  url: string;
  apiKey: string;
}

/**
 * Closed-loop load on a target's chat completions (`/api/v1/chat/completions` unless the URL has
 * a path of its own) with the bench prompt, authenticated with its key.
 */
export function chatLoad(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const { origin, pathname } = new URL(target.url);
  const path = pathname === '/' ? '/api/v1/chat/completions' : pathname;
  return runLoad({ url: origin, path, headers: { 'content-type': 'application/json', authorization: `Bearer ${target.apiKey}` }, body: benchPrompt(), connections, seconds });
}

/**
 * One A B B A block of `seconds`-long runs at `connections`, after a one-second warm-up of each
 * (JIT, keep-alive pools): `a`, `b`, `b`, `a`, so that drift on a shared machine cancels out.
 * Each target's req/s is the mean of its two runs. Throws when any request failed.
 */
export async function abbaBlock(a: LoadTarget, b: LoadTarget, connections: number, seconds: number): Promise<{ a: number; b: number }> {
  await chatLoad(a, connections, 1);
  await chatLoad(b, connections, 1);
  const a1 = await chatLoad(a, connections, seconds);
  const b1 = await chatLoad(b, connections, seconds);
  const b2 = await chatLoad(b, connections, seconds);
  const a2 = await chatLoad(a, connections, seconds);
  if (a1.errors + a2.errors + b1.errors + b2.errors > 0) throw new Error(`requests failed during an A B B A block at ${connections} connections`);
  return { a: (a1.rps + a2.rps) / 2, b: (b1.rps + b2.rps) / 2 };
}

/** `pith serve` from the build (dist/), as `npm start` runs it; `env` is its whole environment. */
export async function startServe(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...PROXY_NODE_FLAGS, 'dist/cli/main.js', 'serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /Pith gateway:\s+(\S+)\/api\/v1/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`pith serve exited with ${code}`)));
  });
  return { child, url };
}

/**
 * A router key made by `pith keys create` in another process (through the running server's admin
 * socket on the embedded store), with a requests-per-minute limit it never reaches: every
 * request is checked, reserved and settled.
 */
export function createServeKey(env: Record<string, string>): string {
  const created = spawnSync(process.execPath, ['dist/cli/main.js', 'keys', 'create', '--user', 'bench', '--name', 'bench', '--mode', 'router', '--rpm-limit', '1000000000'], { env, encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`pith keys create failed: ${created.stderr}`);
  return (JSON.parse(created.stdout) as { fullKey: string }).fullKey;
}
