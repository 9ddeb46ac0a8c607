/**
 * @module bench/run
 * Gateway throughput and latency (`npm run bench`). Every figure is reported against
 * baselines measured in the same run, since these machines are shared and noisy:
 *   (a) direct to the fake upstream, (b) a bare node:http + undici pass-through (the Node
 *   floor), the same with both JSON bodies parsed and re-serialised (the JSON work alone), that
 *   in Fastify (the framework's share), (c) Pith with compression off, lossless and balanced, with real key authentication and
 *   with a static key (the cost of auth).
 * Usage: npm run bench [-- --seconds 3 --repeat 2] [--only node-json,fastify,pith-off-static,pith-off,pith-lossless,pith-balanced,pith-LEVEL@DIST]
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchPrompt, chatLoad, median, processCpuMicros, startTarget } from './fixtures.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    // A B B A blocks per target and concurrency, each on a fresh gateway process; the table shows their median ratio and range.
    repeat: { type: 'string', default: '2' },
    // Comma-separated kinds to measure besides the two baselines, e.g. `pith-off,pith-off-static`.
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const repeat = Math.max(1, Number(values.repeat));
const concurrencies = [1, 50];

interface Target {
  name: string;
  url: string;
  apiKey: string;
  child: ChildProcess;
}

const children: ChildProcess[] = [];

async function start(name: string, args: string[], path: string): Promise<Target> {
  const { child, url, apiKey } = await startTarget(args);
  children.push(child);
  return { name, url: url + path, apiKey, child };
}

interface Row {
  target: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time (user + system) the target process spent per request. */
  cpuUs: number;
}

function average(a: Row, b: Row): Row {
  const mean = (x: number, y: number) => (x + y) / 2;
  return { ...a, rps: mean(a.rps, b.rps), p50: mean(a.p50, b.p50), p99: mean(a.p99, b.p99), errors: a.errors + b.errors, cpuUs: mean(a.cpuUs, b.cpuUs) };
}

const warmed = new Set<string>();

async function measure(target: Target, connections: number): Promise<Row> {
  const run = (s: number) => chatLoad(target, connections, s);
  const warmKey = `${target.child.pid}@${connections}`;
  if (!warmed.has(warmKey)) {
    await run(1); // warm-up: JIT, keep-alive pools, caches
    warmed.add(warmKey);
  }
  const cpu0 = processCpuMicros(target.child.pid!);
  const r = await run(seconds);
  const cpuUs = (processCpuMicros(target.child.pid!) - cpu0) / Math.max(1, r.requests);
  return { target: target.name, connections, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors, cpuUs };
}

interface Pair {
  target: Row;
  /** The floor, measured right before and right after the target (A B B A). */
  floor: Row;
  /** Target req/s over floor req/s, one per A B B A block. */
  ratios: number[];
}

/**
 * One A B B A block: the floor, the target twice, the floor again. Each target is compared
 * with a floor measured around it, so drift on this shared machine cancels out instead of
 * favouring whichever target happened to run in a quiet minute.
 */
async function abba(floor: Target, target: Target, connections: number): Promise<{ target: Row; floor: Row }> {
  const f1 = await measure(floor, connections);
  const t1 = await measure(target, connections);
  const t2 = await measure(target, connections);
  const f2 = await measure(floor, connections);
  return { target: average(t1, t2), floor: average(f1, f2) };
}

/** Adds a block to its cell (target name and concurrency), keeping the running means and every ratio. */
function addBlock(cells: Map<string, Pair>, block: { target: Row; floor: Row }): void {
  const key = `${block.target.target}@${block.target.connections}`;
  const ratio = block.target.rps / block.floor.rps;
  const cell = cells.get(key);
  if (!cell) return void cells.set(key, { ...block, ratios: [ratio] });
  const i = cell.ratios.length;
  cells.set(key, { target: combine(cell.target, block.target, i), floor: combine(cell.floor, block.floor, i), ratios: [...cell.ratios, ratio] });
}

/** Running mean of `i + 1` rows, `next` being the last. */
function combine(mean: Row, next: Row, i: number): Row {
  const m = (a: number, b: number) => (a * i + b) / (i + 1);
  return { ...mean, rps: m(mean.rps, next.rps), p50: m(mean.p50, next.p50), p99: m(mean.p99, next.p99), errors: mean.errors + next.errors, cpuUs: m(mean.cpuUs, next.cpuUs) };
}

async function main() {
  const body = benchPrompt();
  const fake = await start('direct (a)', ['fake'], '/chat/completions');
  const upstream = fake.url.replace(/\/chat\/completions$/, '');
  const floor = await start('bare node:http+undici (b)', ['bare', upstream], '/v1/chat/completions');
  const kinds: Array<[id: string, name: string, args: string[], path: string]> = [
    ['node-json', 'node:http+undici, JSON parsed and re-serialised', ['node-json', upstream], '/v1/chat/completions'],
    ['fastify', 'fastify+undici pass-through', ['fastify', upstream], '/v1/chat/completions'],
    ['pith-off-static', 'pith off, static key', ['pith', upstream, 'off', 'static'], '/api/v1/chat/completions'],
    ['pith-off', 'pith off', ['pith', upstream, 'off'], '/api/v1/chat/completions'],
    ['pith-lossless', 'pith lossless', ['pith', upstream, 'lossless'], '/api/v1/chat/completions'],
    ['pith-balanced', 'pith balanced (default)', ['pith', upstream, 'balanced'], '/api/v1/chat/completions'],
  ];
  const wanted = values.only?.split(',');
  // `pith-<level>@<dist dir>` measures another build (e.g. a `git worktree` of an older commit) at that level.
  const kindOf = (id: string): (typeof kinds)[number] | undefined => {
    const other = /^pith-(\w+)@(.+)$/.exec(id);
    return other ? [id, `pith ${other[1]}@${other[2]}`, ['pith', upstream, `${other[1]}@${resolve(other[2]!)}`], '/api/v1/chat/completions'] : kinds.find((k) => k[0] === id);
  };
  const chosen = wanted ? wanted.map(kindOf).filter((k) => k !== undefined) : kinds;
  const cells = new Map<string, Pair>();
  // Each repeat starts every gateway afresh, one at a time besides the fake upstream and the
  // floor (idle gateways still wake for their timers, and seven processes on two cores
  // disturb one another), in an order rotated from one repeat to the next. Two starts of the
  // same build differ by several per cent (memory layout, JIT), and the machine drifts over
  // minutes: neither may decide a result, so each figure is the median over fresh processes
  // measured at different times.
  for (let r = 0; r < repeat; r++) {
    for (const connections of concurrencies) addBlock(cells, await abba(floor, fake, connections));
    for (let k = 0; k < chosen.length; k++) {
      const [, name, args, path] = chosen[(k + r) % chosen.length]!;
      const target = await start(name, args, path);
      for (const connections of concurrencies) addBlock(cells, await abba(floor, target, connections));
      target.child.kill('SIGKILL');
    }
  }
  const pairs = [...cells.values()];
  console.log(
    `\nGateway benchmark — ${Buffer.byteLength(body)} B prompt, ${seconds} s per measurement, ${repeat} A B B A block(s) per cell (the target measured twice between two measurements of the floor), each with a fresh gateway process, node ${process.version}\n`,
  );
  console.log('| target | conns | req/s | p50 ms | p99 ms | errors | CPU µs/req | floor CPU µs/req | req/s vs floor (b), median [range] | p50 added vs direct (a), ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const connections of concurrencies) {
    const direct = pairs.find((p) => p.target.connections === connections && p.target.target.startsWith('direct'))!.target;
    for (const { target: r, floor: f, ratios } of pairs.filter((p) => p.target.connections === connections)) {
      const range = ratios.length > 1 ? ` [${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}]` : '';
      console.log(
        `| ${r.target} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.errors} | ${r.cpuUs.toFixed(0)} | ${f.cpuUs.toFixed(0)} | ${median(ratios).toFixed(2)}${range} | ${(r.p50 - direct.p50).toFixed(3)} |`,
      );
    }
  }
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGKILL');
}
