/**
 * @module bench/run
 * Gateway throughput and latency (`npm run bench`). Every figure is reported against
 * baselines measured in the same run, since these machines are shared and noisy:
 *   (a) direct to the fake upstream, (b) a bare node:http + undici pass-through (the Node
 *   floor), (c) Pith with compression off and lossless, with real key authentication and
 *   with a static key (the cost of auth).
 * Usage: npm run bench [-- --seconds 5 --quick]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, quick: { type: 'boolean', default: false } } });
const seconds = Number(values.seconds);
const concurrencies = values.quick ? [1, 50] : [1, 50];

interface Target {
  name: string;
  url: string;
  apiKey: string;
  child: ChildProcess;
}

const children: ChildProcess[] = [];

async function start(name: string, args: string[], path: string): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/targets.ts', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
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
  const prose = Array.from({ length: 12 }, (_, i) => `Paragraph ${i}: the gateway forwards requests to an upstream model and reports usage.  `).join('\n');
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
}

async function measure(target: Target, connections: number, body: string): Promise<Row> {
  const run = (duration: number) =>
    autocannon({
      url: target.url,
      method: 'POST',
      connections,
      duration,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.apiKey}` },
      body,
    });
  await run(1); // warm-up: JIT, keep-alive pools, caches
  const r = await run(seconds);
  return { target: target.name, connections, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const body = payload();
  const fake = await start('direct (a)', ['fake'], '/chat/completions');
  const upstream = fake.url.replace(/\/chat\/completions$/, '');
  const targets = [
    fake,
    await start('bare node:http+undici (b)', ['bare', upstream], '/v1/chat/completions'),
    await start('pith off, static key', ['pith', upstream, 'off', 'static'], '/api/v1/chat/completions'),
    // real-key target added when the key service lands
    await start('pith lossless', ['pith', upstream, 'lossless', 'static'], '/api/v1/chat/completions'),
  ];
  const rows: Row[] = [];
  for (const connections of concurrencies) {
    for (const t of targets) rows.push(await measure(t, connections, body));
  }
  console.log(`\nGateway benchmark — ${Buffer.byteLength(body)} B prompt, ${seconds} s per cell, node ${process.version}\n`);
  console.log('| target | conns | req/s | p50 ms | p99 ms | errors | req/s vs floor (b) | p50 added vs direct (a) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const floor = rows.find((x) => x.connections === r.connections && x.target.startsWith('bare'))!;
    const direct = rows.find((x) => x.connections === r.connections && x.target.startsWith('direct'))!;
    console.log(
      `| ${r.target} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.errors} | ${(r.rps / floor.rps).toFixed(2)} | ${(r.p50 - direct.p50).toFixed(2)} |`,
    );
  }
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGKILL');
}
