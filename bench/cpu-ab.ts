/**
 * @module bench/cpu-ab
 * Whole-system CPU per request of gateway variants, compared in one thread: the fake
 * upstream, every variant and the load generator share one process, and the variants are
 * measured in short interleaved slices. Each slice's CPU time covers everything a request
 * costs anywhere (client, proxy, upstream), and a slow minute on this shared machine hits
 * all variants alike, so the paired differences stay readable where the req/s ratios of
 * `bench/run.ts` (separate processes on two cores) swing by ±20%. A diagnostic for code
 * changes, not the benchmark of record.
 *
 * Usage (after `npm run build`):
 *   npx tsx bench/cpu-ab.ts [--rounds 40] [--ms 250] bare off lossless off@/path/to/other/dist
 * A variant is `bare` (node:http + undici pass-through), `node-json` / `fastify` (the same
 * plus parsing and re-serialising both bodies, without / with Fastify), or a compression
 * level, optionally `@dist-dir` to load Pith from another build (e.g. a `git worktree` of an
 * older commit).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { Agent, Pool, request } from 'undici';
import { startFakeUpstream } from '../test/support/fake-upstream.js';
import { benchKey, benchPrompt, startBuiltPith } from './fixtures.js';

const { values, positionals } = parseArgs({
  options: { rounds: { type: 'string', default: '40' }, ms: { type: 'string', default: '250' } },
  allowPositionals: true,
});
const CONNECTIONS = 20;
const fake = await startFakeUpstream({ record: false, promptCache: false });

interface Variant {
  name: string;
  pool: Pool;
  path: string;
  headers: Record<string, string>;
}

async function pith(level: string, dist: string): Promise<Omit<Variant, 'name'>> {
  const server = await startBuiltPith(fake.url, level, { dist });
  const key = await benchKey(server);
  return { pool: new Pool(server.url, { connections: CONNECTIONS }), path: '/api/v1/chat/completions', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` } };
}

/** The same pass-through as bench/targets.ts `bare`. */
async function bare(): Promise<Omit<Variant, 'name'>> {
  const agent = new Agent({ keepAliveTimeout: 30_000 });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const up = await request(`${fake.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer upstream' }, body: Buffer.concat(chunks), dispatcher: agent });
      res.writeHead(up.statusCode, { 'content-type': 'application/json' });
      res.end(Buffer.from(await up.body.arrayBuffer()));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { pool: new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS }), path: '/v1/chat/completions', headers: { 'content-type': 'application/json' } };
}

/**
 * The same JSON work as the Fastify pass-through of bench/targets.ts (parse and re-serialise
 * the request and the reply), with or without Fastify around it: the framework's share.
 */
async function jsonPassThrough(framework: boolean): Promise<Omit<Variant, 'name'>> {
  const agent = new Agent({ keepAliveTimeout: 30_000 });
  const forward = async (parsed: unknown) => {
    const up = await request(`${fake.url}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer upstream' }, body: JSON.stringify(parsed), dispatcher: agent });
    return { status: up.statusCode, reply: await up.body.json() };
  };
  let port: number;
  if (framework) {
    const app = Fastify({ logger: false });
    app.post('/*', async (req, reply) => {
      const { status, reply: json } = await forward(req.body);
      return reply.code(status).send(json);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  } else {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const { status, reply } = await forward(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        const text = JSON.stringify(reply);
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  }
  return { pool: new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS }), path: '/v1/chat/completions', headers: { 'content-type': 'application/json' } };
}

const body = benchPrompt();

/** Process CPU time per request over one slice of closed-loop load on one variant. */
async function slice(v: Variant, ms: number): Promise<number> {
  const end = performance.now() + ms;
  let n = 0;
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const res = await v.pool.request({ path: v.path, method: 'POST', headers: v.headers, body });
        await res.body.dump();
        if (res.statusCode !== 200) throw new Error(`${v.name}: HTTP ${res.statusCode}`);
        n++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / n;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const variants: Variant[] = [];
for (const spec of positionals.length > 0 ? positionals : ['bare', 'off', 'lossless']) {
  const [level, dist] = spec.split('@');
  const made =
    level === 'bare' ? await bare() : level === 'node-json' ? await jsonPassThrough(false) : level === 'fastify' ? await jsonPassThrough(true) : await pith(level!, resolve(dist ?? 'dist'));
  variants.push({ name: spec, ...made });
}
for (const v of variants) await slice(v, 2000); // warm-up: JIT, pools, caches
const samples = variants.map(() => [] as number[]);
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [i, v] of variants.entries()) samples[i]!.push(await slice(v, Number(values.ms)));
}
const base = samples[0]!;
console.log(`whole-system CPU µs per request, one thread, ${values.rounds} interleaved ${values.ms} ms slices; paired difference against ${variants[0]!.name}: median [quartiles]`);
for (const [i, v] of variants.entries()) {
  const diffs = samples[i]!.map((x, r) => x - base[r]!);
  console.log(`${v.name.padEnd(28)} ${quantile(samples[i]!, 0.5).toFixed(1).padStart(7)}   ${quantile(diffs, 0.5).toFixed(1).padStart(6)} [${quantile(diffs, 0.25).toFixed(1)}, ${quantile(diffs, 0.75).toFixed(1)}]`);
}
process.exit(0);
