/**
 * @module bench/usage-journal
 * What the usage write-ahead journal (usage/journal.ts) costs and what it saves
 * (`npm run bench`, after bench/operations.ts):
 *  1. throughput of `pith serve` (dist/, as `npm start` runs it; embedded store, a key with
 *     limits) with PITH_USAGE_JOURNAL=true vs false, as a ratio in A B B A blocks on fresh
 *     processes, at 1 and 50 connections;
 *  2. usage lost to kill -9: a burst of requests (half streamed), the process killed with
 *     SIGKILL once `--kill-after` were answered, restarted (the journal is replayed), and the
 *     status-200 usage records counted against the requests that got a whole 200 — with the
 *     journal on and off.
 * Usage: npx tsx bench/usage-journal.ts [--seconds 3] [--repeat 2] [--burst 2000] [--kill-after 1000]
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { abbaBlock, createServeKey, median, startServe as startServeProcess, startTarget, type StartedTarget } from './fixtures.js';
import { createStore } from '../src/store/index.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    repeat: { type: 'string', default: '2' },
    burst: { type: 'string', default: '2000' },
    'kill-after': { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '32' },
  },
});
const seconds = Number(values.seconds);
const repeat = Math.max(1, Number(values.repeat));
const children: ChildProcess[] = [];

interface Serve {
  child: ChildProcess;
  url: string;
  env: Record<string, string>;
}

async function startServe(env: Record<string, string>): Promise<Serve> {
  const { child, url } = await startServeProcess(env);
  children.push(child);
  await fetch(`${url}/healthz`);
  return { child, url, env };
}

function serveEnv(upstream: string, journal: boolean): Record<string, string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pith-journal-bench-'));
  return {
    ...(process.env as Record<string, string>), PORT: '0', PITH_DATA_DIR: dataDir, PITH_LOG_LEVEL: 'error', PITH_UPSTREAM_BASE_URL: upstream, PITH_UPSTREAM_API_KEY: 'x',
    PITH_COMPRESSION: 'off', PITH_DATABASE_URL: '', PITH_REDIS_URL: '', PITH_USAGE_JOURNAL: String(journal),
  };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function throughput(upstream: string): Promise<void> {
  const rows = [1, 50].map((conns) => ({ conns, ratios: [] as number[], on: [] as number[], off: [] as number[] }));
  for (let r = 0; r < repeat; r++) {
    const [on, off] = await Promise.all([true, false].map(async (journal) => {
      const s = await startServe(serveEnv(upstream, journal));
      return { ...s, apiKey: createServeKey(s.env) };
    }));
    for (const row of rows) {
      // Which goes first alternates from block to block.
      const offFirst = r % 2 === 0;
      const block = await abbaBlock(offFirst ? off! : on!, offFirst ? on! : off!, row.conns, seconds);
      const [offRps, onRps] = offFirst ? [block.a, block.b] : [block.b, block.a];
      row.ratios.push(onRps / offRps);
      row.on.push(onRps);
      row.off.push(offRps);
    }
    for (const t of [on!, off!]) {
      t.child.kill('SIGKILL');
      await exited(t.child);
      rmSync(t.env.PITH_DATA_DIR!, { recursive: true, force: true });
    }
  }
  console.log(`\nUsage journal on vs off — pith serve (dist/), embedded store, a key with limits, ${seconds} s per measurement, ${repeat} A B B A block(s)\n`);
  console.log('| conns | journal off req/s | journal on req/s | on / off, median [range] |');
  console.log('|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.conns} | ${median(row.off).toFixed(0)} | ${median(row.on).toFixed(0)} | ${median(row.ratios).toFixed(3)} [${Math.min(...row.ratios).toFixed(3)}–${Math.max(...row.ratios).toFixed(3)}] |`);
  }
}

async function killDuringBurst(upstream: string, journal: boolean): Promise<{ answered: number; reached: number; recorded: number }> {
  const env = serveEnv(upstream, journal);
  const serve = await startServe(env);
  const key = createServeKey(env);
  const total = Number(values.burst);
  const killAfter = Number(values['kill-after']);
  let answered = 0;
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < total && !killed) {
      const i = next++;
      try {
        const res = await fetch(`${serve.url}/api/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'gpt-4o-mini', stream: i % 2 === 1, messages: [{ role: 'user', content: `request ${i}` }] }),
        });
        const text = await res.text();
        if (res.status === 200 && (i % 2 === 0 || text.trimEnd().endsWith('[DONE]'))) answered++;
      } catch {
        // In flight when the process died.
      }
      if (answered >= killAfter && !killed) {
        killed = true;
        serve.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  await exited(serve.child);
  const reached = next;
  // The restart replays the journal; a clean stop flushes.
  const again = await startServe(env);
  again.child.kill('SIGTERM');
  await exited(again.child);
  const store = await createStore({ dataDir: env.PITH_DATA_DIR! });
  let recorded = 0;
  try {
    const userId = (await store.getUserBySubject('cli', 'bench'))!.id;
    const usage = await store.queryUsage({ userId, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000), bucket: 'hour' });
    recorded = usage.reduce((n, b) => n + b.requests - b.errors, 0);
  } finally {
    await store.close();
    rmSync(env.PITH_DATA_DIR!, { recursive: true, force: true });
  }
  return { answered, reached, recorded };
}

async function lossUnderKill(upstream: string): Promise<void> {
  console.log(`\nUsage lost to kill -9 — a burst of ${values.burst} requests (half streamed) at ${values.concurrency} at once, SIGKILL once ${values['kill-after']} were answered, then a restart\n`);
  console.log('| journal | answered 200 | sent | 200 usage records after restart | answered but unrecorded |');
  console.log('|---|---:|---:|---:|---:|');
  for (const journal of [true, false]) {
    const r = await killDuringBurst(upstream, journal);
    const lost = Math.max(0, r.answered - r.recorded);
    console.log(`| ${journal ? 'on' : 'off'} | ${r.answered} | ${r.reached} | ${r.recorded} | ${lost} (${((100 * lost) / r.answered).toFixed(1)} %) |`);
  }
}

let fake: StartedTarget | undefined;
try {
  fake = await startTarget(['fake']);
  await throughput(fake.url);
  await lossUnderKill(fake.url);
} finally {
  fake?.child.kill('SIGKILL');
  for (const c of children) c.kill('SIGKILL');
}
