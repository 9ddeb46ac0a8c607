/**
 * `npm run soak [-- --minutes N] [--concurrency C]`: a soak of `pith serve` (a child process on
 * the embedded store, a fake upstream) with mixed traffic — JSON and streamed completions,
 * streams abandoned half-way, unknown keys, malformed bodies, oversized fields — sampling the
 * server's RSS every 5 s. Prints start/end/max RSS, the requests by status, and whether RSS is
 * flat (the last fifth of samples within 10 % or 20 MB of the samples after warm-up, the
 * second fifth). Exits 1 when it is not flat or the server stopped answering.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startFakeUpstream } from '../test/support/fake-upstream.js';
import { servePith } from '../test/reliability/serve-helper.js';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' }, concurrency: { type: 'string', default: '8' } } });
const minutes = Number(values.minutes);
const concurrency = Number(values.concurrency);
if (!(minutes > 0) || !(concurrency > 0)) throw new Error('usage: npm run soak -- [--minutes N] [--concurrency C]');

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

const fake = await startFakeUpstream({ record: false, promptCache: false });
const pith = await servePith(fake.url);
const url = `${pith.url}/api/v1/chat/completions`;
const byStatus = new Map<string, number>();
const count = (k: string) => byStatus.set(k, (byStatus.get(k) ?? 0) + 1);
const endAt = Date.now() + minutes * 60_000;

type Kind = 'json' | 'stream' | 'abandon' | 'bad-key' | 'bad-body' | 'big-field' | 'slow';
const KINDS: Kind[] = ['json', 'json', 'json', 'stream', 'stream', 'abandon', 'bad-key', 'bad-body', 'big-field', 'slow'];

async function one(kind: Kind, n: number): Promise<void> {
  const headers: Record<string, string> = { authorization: `Bearer ${kind === 'bad-key' ? 'sk-pith-' + 'Z'.repeat(43) : pith.apiKey}`, 'content-type': 'application/json' };
  const model = kind === 'slow' ? 'fake-slow' : 'gpt-4o-mini';
  const content = kind === 'big-field' ? 'x'.repeat(200_000) : `soak ${n} ${'word '.repeat(n % 50)}`;
  const body = kind === 'bad-body' ? '{"model":' : JSON.stringify({ model, stream: kind === 'stream' || kind === 'abandon' || kind === 'slow', messages: [{ role: 'user', content }] });
  const abort = new AbortController();
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: abort.signal });
    if (kind === 'abandon') {
      const reader = res.body!.getReader();
      await reader.read();
      abort.abort();
      count(`${res.status} abandoned`);
      return;
    }
    await res.arrayBuffer();
    count(String(res.status));
  } catch (err) {
    count(kind === 'abandon' ? 'abandoned' : `error ${(err as Error).name}`);
  }
}

const samples: Array<{ t: number; rss: number }> = [];
const started = Date.now();
const sampler = setInterval(() => {
  rssMb(pith.pid()).then((rss) => {
    samples.push({ t: Math.round((Date.now() - started) / 1000), rss });
    process.stdout.write(`t=${samples.at(-1)!.t}s rss=${rss} MB requests=${[...byStatus.values()].reduce((a, b) => a + b, 0)}\n`);
  }, () => {});
}, 5_000);
const first = await rssMb(pith.pid());
samples.push({ t: 0, rss: first });

let n = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < endAt) await one(KINDS[n % KINDS.length]!, n++);
  }),
);
clearInterval(sampler);
const health = (await fetch(`${pith.url}/healthz`)).status;
const last = await rssMb(pith.pid());
samples.push({ t: Math.round((Date.now() - started) / 1000), rss: last });
await pith.close();
await fake.close();

const fifth = Math.max(1, Math.floor(samples.length / 5));
const warm = mean(samples.slice(fifth, 2 * fifth).map((s) => s.rss));
const tail = mean(samples.slice(-fifth).map((s) => s.rss));
const growth = tail - warm;
const flat = growth <= Math.max(20, warm * 0.1);
const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
console.log(JSON.stringify({
  minutes,
  concurrency,
  requests: total,
  byStatus: Object.fromEntries([...byStatus].sort()),
  rssMb: { start: first, end: last, max: Math.max(...samples.map((s) => s.rss)), afterWarmUp: Math.round(warm), lastFifth: Math.round(tail) },
  flat,
  healthyAfter: health === 200,
}, null, 2));
process.exit(flat && health === 200 ? 0 : 1);
