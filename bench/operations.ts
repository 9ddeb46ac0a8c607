/**
 * @module bench/operations
 * What running Pith as a team's gateway costs (`npm run bench`, after bench/run.ts):
 *  1. throughput with limits, usage and metrics on (a key with limits it never reaches: every
 *     request is checked, reserved and settled) — and with the request log on too — as a ratio
 *     of the same gateway with all of them off, in A B B A blocks on fresh processes (median and
 *     range);
 *  2. resident memory (VmRSS) of `pith serve` on the embedded database and on PostgreSQL: idle
 *     after start, peak under load, and idle again after it.
 * Usage: npx tsx bench/operations.ts [--seconds 3] [--repeat 3] [--skip-ratio] [--skip-rss]
 * PostgreSQL for the RSS rows: PITH_BENCH_DATABASE_URL (default the test database).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { abbaBlock, chatLoad, createServeKey, median, startServe, startTarget, type StartedTarget } from './fixtures.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    repeat: { type: 'string', default: '3' },
    level: { type: 'string', default: 'off' },
    'skip-ratio': { type: 'boolean', default: false },
    'skip-rss': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const repeat = Math.max(1, Number(values.repeat));
const DATABASE_URL = process.env.PITH_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const children: StartedTarget[] = [];

async function start(args: string[]): Promise<StartedTarget> {
  const t = await startTarget(args);
  children.push(t);
  return t;
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function ratio(upstream: string, variant: 'ops-on' | 'ops-all'): Promise<void> {
  const rows: Array<{ conns: number; ratios: number[]; on: number[]; off: number[] }> = [1, 50].map((conns) => ({ conns, ratios: [], on: [], off: [] }));
  for (let r = 0; r < repeat; r++) {
    const order = r % 2 === 0 ? ['ops-off', variant] : [variant, 'ops-off'];
    const [first, second] = await Promise.all(order.map((v) => start(['pith', upstream, values.level!, v])));
    const byVariant = { [order[0]!]: first!, [order[1]!]: second! };
    const off = byVariant['ops-off']!;
    const on = byVariant[variant]!;
    for (const row of rows) {
      const { a: offRps, b: onRps } = await abbaBlock(off, on, row.conns, seconds);
      row.ratios.push(onRps / offRps);
      row.on.push(onRps);
      row.off.push(offRps);
    }
    off.child.kill('SIGKILL');
    on.child.kill('SIGKILL');
  }
  const what = variant === 'ops-on' ? 'Limits + usage + metrics' : 'Limits + usage + metrics + request log';
  console.log(`\n${what} on vs off — level ${values.level}, ${seconds} s per measurement, ${repeat} A B B A block(s), fresh processes each\n`);
  console.log('| conns | off req/s | on req/s | on / off, median [range] |');
  console.log('|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.conns} | ${median(row.off).toFixed(0)} | ${median(row.on).toFixed(0)} | ${median(row.ratios).toFixed(3)} [${Math.min(...row.ratios).toFixed(3)}–${Math.max(...row.ratios).toFixed(3)}] |`);
  }
}

/** `pith serve` with a fresh data dir and a key with limits, as a team would run it. */
async function startServeWithKey(upstream: string, env: Record<string, string>): Promise<StartedTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pith-rss-'));
  const full = { ...(process.env as Record<string, string>), PORT: '0', PITH_DATA_DIR: dataDir, PITH_LOG_LEVEL: 'error', PITH_UPSTREAM_BASE_URL: upstream, PITH_UPSTREAM_API_KEY: 'x', PITH_COMPRESSION: 'balanced', ...env };
  const serve = await startServe(full);
  const started = { ...serve, apiKey: createServeKey(full) };
  children.push(started);
  return started;
}

async function footprint(upstream: string): Promise<void> {
  const schema = `bench_rss_${process.pid}`;
  const modes: Array<[string, Record<string, string>]> = [
    ['embedded (PGlite)', {}],
    ['PostgreSQL', { PITH_DATABASE_URL: DATABASE_URL, PITH_DATABASE_SCHEMA: schema }],
  ];
  console.log('\nResident memory (VmRSS, MB) of `pith serve` (dist/, as npm start runs it), compression balanced, a key with limits\n');
  console.log('| store | idle 5 s after start | peak under load (50 conns) | idle 5 s after load | req/s under load |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, env] of modes) {
    const t = await startServeWithKey(upstream, env);
    const pid = t.child.pid!;
    await sleep(5000);
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    const r = await chatLoad(t, 50, Math.max(5, seconds));
    clearInterval(sampler);
    await sleep(5000);
    const after = rssMb(pid);
    console.log(`| ${name} | ${idle.toFixed(0)} | ${peak.toFixed(0)} | ${after.toFixed(0)} | ${r.rps.toFixed(0)} |`);
    t.child.kill('SIGKILL');
  }
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
  await client.end();
}

try {
  const fake = await start(['fake']);
  const upstream = fake.url;
  if (!values['skip-ratio']) {
    await ratio(upstream, 'ops-on');
    await ratio(upstream, 'ops-all');
  }
  if (!values['skip-rss']) await footprint(upstream);
} finally {
  for (const c of children) c.child.kill('SIGKILL');
}
