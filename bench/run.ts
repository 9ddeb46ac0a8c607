/**
 * @module bench/run
 * Gateway throughput and latency (`npm run bench`). Every figure is reported against
 * baselines measured in the same run, since these machines are shared and noisy:
 *   (a) direct to the fake upstream, (b) a bare node:http + undici pass-through (the Node
 *   floor), a Fastify pass-through that parses and re-serialises the JSON (the framework's
 *   share), (c) Pith with compression off, lossless and balanced, with real key authentication and
 *   with a static key (the cost of auth).
 * Usage: npm run bench [-- --seconds 5] [--only fastify,pith-off-static,pith-off,pith-lossless,pith-balanced]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { runLoad } from './load.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    // Comma-separated kinds to measure besides the two baselines, e.g. `pith-off,pith-off-static`.
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
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

/** A ~2 KB prompt: a system message, some prose with a little whitespace slack, and a question. */
function payload(): string {
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
  await run(1); // warm-up: JIT, keep-alive pools, caches
  const cpu0 = cpuMicros(target.child.pid!);
  const r = await run(seconds);
  const cpuUs = (cpuMicros(target.child.pid!) - cpu0) / Math.max(1, r.requests);
  return { target: target.name, connections, rps: r.rps, p50: r.p50, p99: r.p99, errors: r.errors, cpuUs };
}

async function main() {
  const body = payload();
  const fake = await start('direct (a)', ['fake'], '/chat/completions');
  const upstream = fake.url.replace(/\/chat\/completions$/, '');
  const kinds: Array<[id: string, name: string, args: string[], path: string]> = [
    ['fastify', 'fastify+undici pass-through', ['fastify', upstream], '/v1/chat/completions'],
    ['pith-off-static', 'pith off, static key', ['pith', upstream, 'off', 'static'], '/api/v1/chat/completions'],
    ['pith-off', 'pith off', ['pith', upstream, 'off'], '/api/v1/chat/completions'],
    ['pith-lossless', 'pith lossless', ['pith', upstream, 'lossless'], '/api/v1/chat/completions'],
    ['pith-balanced', 'pith balanced (default)', ['pith', upstream, 'balanced'], '/api/v1/chat/completions'],
  ];
  const wanted = values.only?.split(',');
  const targets = [fake, await start('bare node:http+undici (b)', ['bare', upstream], '/v1/chat/completions')];
  for (const [id, name, args, path] of kinds) if (!wanted || wanted.includes(id)) targets.push(await start(name, args, path));
  const rows: Row[] = [];
  // Each cell is measured twice, in forward then reverse target order, and averaged: on a
  // shared 2-core machine whatever drifts during a run would otherwise favour the first targets.
  for (const connections of concurrencies) {
    const forward: Row[] = [];
    for (const t of targets) forward.push(await measure(t, connections, body));
    const backward = new Map<string, Row>();
    for (const t of [...targets].reverse()) backward.set(t.name, await measure(t, connections, body));
    for (const a of forward) rows.push(average(a, backward.get(a.target)!));
  }
  console.log(`\nGateway benchmark — ${Buffer.byteLength(body)} B prompt, ${seconds} s per measurement, each cell the mean of two (forward and reverse order), node ${process.version}\n`);
  console.log('| target | conns | req/s | p50 ms | p99 ms | errors | CPU µs/req | req/s vs floor (b) | p50 added vs direct (a), ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const floor = rows.find((x) => x.connections === r.connections && x.target.startsWith('bare'))!;
    const direct = rows.find((x) => x.connections === r.connections && x.target.startsWith('direct'))!;
    console.log(
      `| ${r.target} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.errors} | ${r.cpuUs.toFixed(0)} | ${(r.rps / floor.rps).toFixed(2)} | ${(r.p50 - direct.p50).toFixed(3)} |`,
    );
  }
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGKILL');
}
