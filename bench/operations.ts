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
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchPrompt, startTarget, type StartedTarget } from './fixtures.js';
import { runLoad } from './load.js';

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
const body = benchPrompt();
const children: StartedTarget[] = [];

async function start(args: string[], env?: Record<string, string>): Promise<StartedTarget> {
  const t = await startTarget(args, { env });
  children.push(t);
  return t;
}

const load = (t: StartedTarget, connections: number, s: number) =>
  runLoad({ url: t.url, path: '/api/v1/chat/completions', headers: { 'content-type': 'application/json', authorization: `Bearer ${t.apiKey}` }, body, connections, seconds: s });

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function ratio(upstream: string, variant: 'ops-on' | 'ops-all'): Promise<void> {
  const rows: Array<{ conns: number; ratios: number[]; on: number[]; off: number[] }> = [1, 50].map((conns) => ({ conns, ratios: [], on: [], off: [] }));
  for (let r = 0; r < repeat; r++) {
    const order = r % 2 === 0 ? ['ops-off', variant] : [variant, 'ops-off'];
    const [first, second] = await Promise.all(order.map((v) => start(['pith', upstream, values.level!, v])));
    const byVariant = { [order[0]!]: first!, [order[1]!]: second! };
    const off = byVariant['ops-off']!;
    const on = byVariant[variant]!;
    for (const row of rows) {
      await load(off, row.conns, 1);
      await load(on, row.conns, 1);
      // A B B A: off, on, on, off — drift on the shared machine cancels out.
      const a1 = await load(off, row.conns, seconds);
      const b1 = await load(on, row.conns, seconds);
      const b2 = await load(on, row.conns, seconds);
      const a2 = await load(off, row.conns, seconds);
      const offRps = (a1.rps + a2.rps) / 2;
      const onRps = (b1.rps + b2.rps) / 2;
      if (a1.errors + a2.errors + b1.errors + b2.errors > 0) throw new Error('requests failed during the ratio bench');
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

/**
 * `pith serve` from the build, as `npm start` runs it, with its key made by `pith keys create`
 * from another process (through the admin socket on the embedded store).
 */
async function startServe(upstream: string, env: Record<string, string>): Promise<StartedTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pith-rss-'));
  const full = { ...process.env, PORT: '0', PITH_DATA_DIR: dataDir, PITH_LOG_LEVEL: 'error', PITH_UPSTREAM_BASE_URL: upstream, PITH_UPSTREAM_API_KEY: 'x', PITH_COMPRESSION: 'balanced', ...env };
  const child = spawn(process.execPath, ['--max-semi-space-size=32', 'dist/cli/main.js', 'serve'], { env: full, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /Pith gateway:\s+(\S+)\/api\/v1/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`pith serve exited with ${code}`)));
  });
  const created = spawnSync(process.execPath, ['dist/cli/main.js', 'keys', 'create', '--user', 'bench', '--name', 'bench', '--mode', 'router', '--rpm-limit', '1000000000'], { env: full, encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`pith keys create failed: ${created.stderr}`);
  const started = { child, url, apiKey: (JSON.parse(created.stdout) as { fullKey: string }).fullKey };
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
    const t = await startServe(upstream, env);
    const pid = t.child.pid!;
    await sleep(5000);
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    const r = await load(t, 50, Math.max(5, seconds));
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
