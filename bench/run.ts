/**
 * @module bench/run
 * Gateway throughput and latency (`npm run bench`). Every figure is reported against
 * baselines measured in the same run, since these machines are shared and noisy:
 *   (a) direct to the fake upstream, (b) a bare node:http + undici pass-through (the Node
 *   floor), a Fastify pass-through that parses and re-serialises the JSON (the framework's
 *   share), (c) Pith with compression off, lossless and balanced, with real key authentication and
 *   with a static key (the cost of auth).
 * Usage: npm run bench [-- --seconds 3 --repeat 2] [--only fastify,pith-off-static,pith-off,pith-lossless,pith-balanced (in that order)]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { benchPrompt } from './fixtures.js';
import { runLoad } from './load.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    // A B B A blocks per target and concurrency; the table shows their median ratio and range.
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

/**
 * The V8 flag Pith ships with (`npm start`, bin/pith.js). Every proxy gets it, the floor
 * included, so that the comparison is of code, not of heap settings.
 */
const PROXY_NODE_FLAGS = ['--max-semi-space-size=32'];

async function start(name: string, args: string[], path: string): Promise<Target> {
  const flags = args[0] === 'fake' ? [] : PROXY_NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'bench/targets.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  const { url, apiKey } = JSON.parse(line) as { url: string; apiKey: string };
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

/** utime + stime of a process in microseconds, from /proc (Linux). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / 100;
}

function average(a: Row, b: Row): Row {
  const mean = (x: number, y: number) => (x + y) / 2;
  return { ...a, rps: mean(a.rps, b.rps), p50: mean(a.p50, b.p50), p99: mean(a.p99, b.p99), errors: a.errors + b.errors, cpuUs: mean(a.cpuUs, b.cpuUs) };
}

const warmed = new Set<string>();

async function measure(target: Target, connections: number, body: string): Promise<Row> {
  const { origin, pathname } = new URL(target.url);
  const run = (s: number) =>
    runLoad({
      url: origin,
      path: pathname,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.apiKey}` },
      body,
      connections,
      seconds: s,
    });
  const warmKey = `${target.name}@${connections}`;
  if (!warmed.has(warmKey)) {
    await run(1); // warm-up: JIT, keep-alive pools, caches
    warmed.add(warmKey);
  }
  const cpu0 = cpuMicros(target.child.pid!);
  const r = await run(seconds);
  const cpuUs = (cpuMicros(target.child.pid!) - cpu0) / Math.max(1, r.requests);
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
 * A B B A: the floor, the target twice, the floor again. Each target is compared with a floor
 * measured around it, so drift on this shared machine cancels out instead of favouring
 * whichever target happened to run in a quiet minute.
 */
async function abba(floor: Target, target: Target, connections: number, body: string): Promise<Pair> {
  let result: Pair | undefined;
  const ratios: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const f1 = await measure(floor, connections, body);
    const t1 = await measure(target, connections, body);
    const t2 = await measure(target, connections, body);
    const f2 = await measure(floor, connections, body);
    const block = { target: average(t1, t2), floor: average(f1, f2) };
    ratios.push(block.target.rps / block.floor.rps);
    result = result ? { target: combine(result.target, block.target, i), floor: combine(result.floor, block.floor, i), ratios } : { ...block, ratios };
  }
  return result!;
}

/** Running mean of `i + 1` rows, `next` being the last. */
function combine(mean: Row, next: Row, i: number): Row {
  const m = (a: number, b: number) => (a * i + b) / (i + 1);
  return { ...mean, rps: m(mean.rps, next.rps), p50: m(mean.p50, next.p50), p99: m(mean.p99, next.p99), errors: mean.errors + next.errors, cpuUs: m(mean.cpuUs, next.cpuUs) };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

async function main() {
  const body = benchPrompt();
  const fake = await start('direct (a)', ['fake'], '/chat/completions');
  const upstream = fake.url.replace(/\/chat\/completions$/, '');
  const floor = await start('bare node:http+undici (b)', ['bare', upstream], '/v1/chat/completions');
  const kinds: Array<[id: string, name: string, args: string[], path: string]> = [
    ['fastify', 'fastify+undici pass-through', ['fastify', upstream], '/v1/chat/completions'],
    ['pith-off-static', 'pith off, static key', ['pith', upstream, 'off', 'static'], '/api/v1/chat/completions'],
    ['pith-off', 'pith off', ['pith', upstream, 'off'], '/api/v1/chat/completions'],
    ['pith-lossless', 'pith lossless', ['pith', upstream, 'lossless'], '/api/v1/chat/completions'],
    ['pith-balanced', 'pith balanced (default)', ['pith', upstream, 'balanced'], '/api/v1/chat/completions'],
  ];
  const wanted = values.only?.split(',');
  const pairs: Pair[] = [];
  for (const connections of concurrencies) pairs.push(await abba(floor, fake, connections, body));
  // One gateway process at a time besides the fake upstream and the floor: idle gateways
  // still wake for their timers, and seven processes on two cores disturb one another.
  // With --only, targets run in the order given: a way to check that order does not decide a result.
  const chosen = wanted ? wanted.map((id) => kinds.find((k) => k[0] === id)!).filter(Boolean) : kinds;
  for (const [, name, args, path] of chosen) {
    const target = await start(name, args, path);
    for (const connections of concurrencies) pairs.push(await abba(floor, target, connections, body));
    target.child.kill('SIGKILL');
  }
  console.log(
    `\nGateway benchmark — ${Buffer.byteLength(body)} B prompt, ${seconds} s per measurement, ${repeat} A B B A block(s) per cell (the target measured twice between two measurements of the floor), node ${process.version}\n`,
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
