/**
 * @module bench/targets
 * Child-process entry for the gateway benchmark: starts one server kind and prints
 * `{"url": …, "apiKey": …}` on stdout. Each server gets its own process (and core share),
 * as it would in production.
 *   fake                  the fake upstream itself
 *   bare  <upstream>      node:http + undici request() pass-through: the Node floor
 *   node-json <upstream>  node:http + undici request(), both JSON bodies parsed and re-serialised: the JSON work alone
 *   fastify <upstream>    the same JSON work in Fastify: the framework's share
 *   pith  <upstream> <level>[@dist] [static|ops-off|ops-on|ops-all]  Pith with real key auth (or a
 *                         static key with "static"), from dist/ or from another build directory.
 *                         ops-off: no limits, metrics, usage or request log; ops-on: the key has
 *                         limits (never reached), usage and metrics are on; ops-all: the request log
 *                         too. PITH_BENCH_DATABASE_URL selects PostgreSQL instead of the embedded store.
 *                         An operations variant may take parts out, `:`-separated, to see what each
 *                         costs: `nolimits` (the key gets none), `NAME=value` (a setting), e.g.
 *                         `ops-on:nolimits:PITH_USAGE_JOURNAL=false`.
 */
import { createServer } from 'node:http';
import Fastify from 'fastify';
import { Agent, request, type Dispatcher } from 'undici';
import { startFakeUpstream } from '../test/support/fake-upstream.js';
import type { StartOptions } from '../src/server.js';
import { benchKey, startBuiltPith } from './fixtures.js';

const [kind, upstream, level, auth] = process.argv.slice(2);
const announce = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);

/** PostgreSQL for the footprint bench (PITH_BENCH_DATABASE_URL, in a schema of this process's own), else the embedded store. */
function databaseEnv(): Record<string, string> {
  const url = process.env.PITH_BENCH_DATABASE_URL;
  return url ? { PITH_DATABASE_URL: url, PITH_DATABASE_SCHEMA: `bench_${process.pid}` } : {};
}

/**
 * A node:http + undici pass-through. `handle` turns the client's body into the upstream's and
 * the upstream's reply into the client's (headers and body).
 */
async function nodeProxy(
  upstreamUrl: string,
  handle: (body: Buffer, forward: (body: string | Buffer) => Promise<Dispatcher.ResponseData>) => Promise<{ status: number; headers: Record<string, string | number>; body: string | Buffer }>,
) {
  const agent = new Agent({ keepAliveTimeout: 30_000 });
  const forward = (body: string | Buffer) =>
    request(`${upstreamUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer upstream' }, body, dispatcher: agent });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        const out = await handle(Buffer.concat(chunks), forward);
        res.writeHead(out.status, out.headers);
        res.end(out.body);
      } catch {
        res.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  announce({ url: `http://127.0.0.1:${port}`, apiKey: 'none' });
}

/** The floor: bytes in, bytes out. */
const bare = (upstreamUrl: string) =>
  nodeProxy(upstreamUrl, async (body, forward) => {
    const up = await forward(body);
    return { status: up.statusCode, headers: { 'content-type': 'application/json' }, body: Buffer.from(await up.body.arrayBuffer()) };
  });

/** The JSON work the spec requires of a gateway, and nothing else: both bodies parsed and re-serialised. */
const nodeJson = (upstreamUrl: string) =>
  nodeProxy(upstreamUrl, async (body, forward) => {
    const up = await forward(JSON.stringify(JSON.parse(body.toString('utf8'))));
    const text = JSON.stringify(await up.body.json());
    return { status: up.statusCode, headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }, body: text };
  });

async function fastifyPassThrough(upstreamUrl: string) {
  const agent = new Agent({ keepAliveTimeout: 30_000 });
  const app = Fastify({ logger: false });
  app.post('/*', async (req, reply) => {
    const up = await request(`${upstreamUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer upstream' },
      body: JSON.stringify(req.body),
      dispatcher: agent,
    });
    return reply.code(up.statusCode).send(await up.body.json());
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  announce({ url, apiKey: 'none' });
}

async function pith(upstreamUrl: string, spec: string, variant: string | undefined) {
  const [compression = 'off', dist] = spec.split('@');
  const env = databaseEnv();
  // `ops-on:nolimits:NAME=value…`: an operations variant with one part taken out (diagnostics).
  const [base, ...parts] = (variant ?? '').split(':');
  const noLimits = parts.includes('nolimits');
  variant = base || undefined;
  if (variant === 'ops-off') Object.assign(env, { PITH_METRICS: 'false', PITH_REQUEST_LOG: 'false' });
  if (variant === 'ops-on') Object.assign(env, { PITH_REQUEST_LOG: 'false' });
  for (const part of parts) if (part.includes('=')) env[part.slice(0, part.indexOf('='))] = part.slice(part.indexOf('=') + 1);
  const start = (server?: StartOptions) => startBuiltPith(upstreamUrl, compression!, { dist, env, server });
  if (variant?.startsWith('ops-')) {
    const noUsage = { record: () => undefined, flush: async () => undefined, close: async () => undefined };
    const server = await start(variant === 'ops-off' ? { usage: noUsage } : {});
    // Limits far above what the bench can send: every request is checked, reserved and settled, none refused.
    const limits = variant !== 'ops-off' && !noLimits ? { rpmLimit: 1_000_000_000, tpmLimit: 2_000_000_000, budgetUsd: 1_000_000_000 } : {};
    announce({ url: server.url, apiKey: await benchKey(server, limits) });
    return;
  }
  if (variant === 'static') {
    const apiKey = 'sk-pith-benchbenchbenchbenchbenchbenchbenchbench00';
    const key = { id: 'bench', userId: 'bench', mode: 'router' as const, compression: null };
    const server = await start({
      keys: { authenticate: async (k) => (k === apiKey ? key : undefined), markUsed: () => undefined, close: async () => undefined },
    });
    announce({ url: server.url, apiKey });
    return;
  }
  const server = await start();
  announce({ url: server.url, apiKey: await benchKey(server) });
}

if (kind === 'fake') {
  const fake = await startFakeUpstream({ record: false, promptCache: false });
  announce({ url: fake.url, apiKey: 'none' });
} else if (kind === 'bare') await bare(upstream!);
else if (kind === 'node-json') await nodeJson(upstream!);
else if (kind === 'fastify') await fastifyPassThrough(upstream!);
else if (kind === 'pith') await pith(upstream!, level ?? 'off', auth);
else throw new Error(`unknown target kind ${kind}`);

// bench/profile.ts: SIGUSR2 starts an in-process CPU profile (or, with PITH_PROFILE_HEAP=1,
// allocation sampling), so start-up is left out; SIGINT writes it to PITH_PROFILE_OUT and exits.
if (process.env.PITH_PROFILE_OUT) {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const heap = process.env.PITH_PROFILE_HEAP === '1';
  const session = new Session();
  session.connect();
  process.on('SIGUSR2', () => {
    if (heap) void session.post('HeapProfiler.enable').then(() => session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }));
    else void session.post('Profiler.enable').then(() => session.post('Profiler.start'));
  });
  process.once('SIGINT', async () => {
    const result = heap ? (await session.post('HeapProfiler.stopSampling')).profile : (await session.post('Profiler.stop')).profile;
    writeFileSync(process.env.PITH_PROFILE_OUT!, JSON.stringify(result));
    process.exit(0);
  });
}
