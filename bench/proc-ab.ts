/**
 * @module bench/proc-ab
 * CPU per request of each gateway process, as in production: every variant runs in its own
 * process (bench/targets.ts) next to the fake upstream, all alive at once, and the load
 * alternates between them in short slices. A proxy that saturates its core is what limits
 * `bench/run.ts`'s throughput, so its own CPU per request is what its req/s ratio follows
 * (ratio ≈ floor CPU / variant CPU), and alternating slices let a noisy minute hit every
 * variant alike. A diagnostic for code changes, not the benchmark of record.
 *
 * Usage (after `npm run build`):
 *   npx tsx bench/proc-ab.ts [--procs 1] [--rounds 20] [--ms 1000] bare off lossless lossless@/path/to/other/dist
 * A variant is `bare` (the node:http + undici floor), `node-json`, `fastify` (see bench/targets.ts), or a compression level,
 * optionally `@dist-dir` to load Pith from another build (e.g. a `git worktree` of an older commit),
 * optionally `~ops-off`, `~ops-on` or `~ops-all` for bench/targets.ts's operations variants (limits, usage, metrics, request log; e.g. `off~ops-on`),
 * and optionally `#flag,flag` to start it with those Node flags instead of bench/run.ts's (e.g. `lossless#--max-semi-space-size=4`).
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chatLoad, median, processCpuMicros, startTarget } from './fixtures.js';

const { values, positionals } = parseArgs({
  options: { procs: { type: 'string', default: '1' }, rounds: { type: 'string', default: '20' }, ms: { type: 'string', default: '1000' }, connections: { type: 'string', default: '50' } },
  allowPositionals: true,
});
const children: ChildProcess[] = [];

interface Target {
  name: string;
  pid: number;
  /** Its chat completions URL. */
  url: string;
  apiKey: string;
}

async function start(args: string[], flags?: string[]): Promise<{ pid: number; url: string; apiKey: string }> {
  const { child, url, apiKey } = await startTarget(args, { flags });
  children.push(child);
  return { pid: child.pid!, url, apiKey };
}

const connections = Number(values.connections);

async function slice(t: Target, ms: number): Promise<{ cpuUs: number; rps: number }> {
  const before = processCpuMicros(t.pid);
  const r = await chatLoad(t, connections, ms / 1000);
  if (r.errors > 0) throw new Error(`${t.name}: ${r.errors} failed requests`);
  return { cpuUs: (processCpuMicros(t.pid) - before) / r.requests, rps: r.rps };
}

interface Variant {
  name: string;
  /** One or more processes of the same build and flags: two starts of one build differ by up to ~8% (memory layout, JIT). */
  procs: Target[];
}

try {
  const fake = await start(['fake']);
  const upstream = fake.url.replace(/\/chat\/completions$/, '');
  const variants: Variant[] = [];
  for (const spec of positionals.length > 0 ? positionals : ['bare', 'off', 'lossless']) {
    const [variant, flagList] = spec.split('#');
    const [build, ops] = variant!.split('~');
    const [kind, dist] = build!.split('@');
    const args = ['bare', 'node-json', 'fastify'].includes(kind!) ? [kind!, upstream] : ['pith', upstream, dist ? `${kind}@${resolve(dist)}` : kind!, ...(ops ? [ops] : [])];
    const procs: Target[] = [];
    for (let p = 0; p < Number(values.procs); p++) {
      const { pid, url, apiKey } = await start(args, flagList?.split(','));
      procs.push({ name: spec, pid, url: `${new URL(url).origin}${args[0] === 'pith' ? '/api/v1/chat/completions' : '/v1/chat/completions'}`, apiKey });
    }
    variants.push({ name: spec, procs });
  }
  const all = variants.flatMap((v) => v.procs);
  for (const t of all) await slice(t, 2000); // warm-up: JIT, pools, caches
  const rows = new Map(all.map((t) => [t, [] as Array<{ cpuUs: number; rps: number }>]));
  for (let round = 0; round < Number(values.rounds); round++) {
    // Rotate the order each round so that no process always follows the same one.
    for (let k = 0; k < all.length; k++) {
      const t = all[(k + round) % all.length]!;
      rows.get(t)!.push(await slice(t, Number(values.ms)));
    }
  }
  /** Per round, the mean over a variant's processes. */
  const perRound = (v: Variant, field: 'cpuUs' | 'rps') =>
    Array.from({ length: Number(values.rounds) }, (_, r) => v.procs.reduce((sum, t) => sum + rows.get(t)![r]![field], 0) / v.procs.length);
  const base = perRound(variants[0]!, 'cpuUs');
  console.log(
    `gateway process CPU µs per request, ${values.procs} process(es) per variant, ${values.rounds} rounds of ${values.ms} ms slices at ${connections} connections; "vs first" is the paired ratio first CPU / variant CPU (≈ req/s ratio when the proxy is the bottleneck)`,
  );
  console.log('| variant | CPU µs/req | per process | req/s | vs first, median [quartiles] |');
  console.log('|---|---:|---:|---:|---:|');
  for (const v of variants) {
    const cpuByRound = perRound(v, 'cpuUs');
    const ratios = cpuByRound.map((x, r) => base[r]! / x).sort((a, b) => a - b);
    const q = (p: number) => ratios[Math.min(ratios.length - 1, Math.floor(p * ratios.length))]!.toFixed(3);
    const procMedians = v.procs.map((t) => median(rows.get(t)!.map((x) => x.cpuUs)).toFixed(0)).join(', ');
    console.log(`| ${v.name} | ${median(cpuByRound).toFixed(1)} | ${procMedians} | ${median(perRound(v, 'rps')).toFixed(0)} | ${q(0.5)} [${q(0.25)}, ${q(0.75)}] |`);
  }
} finally {
  for (const c of children) c.kill('SIGKILL');
}
