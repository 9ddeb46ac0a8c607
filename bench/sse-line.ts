/**
 * @module bench/sse-line
 * `npx tsx bench/sse-line.ts [--baseline FILE]`: CPU time of the SSE parser (src/upstream/sse.ts)
 * on one `data:` line of 12.5, 25 and 50 MB that arrives in 16 KiB chunks and ends only at the
 * last one — the input that cost the old parser quadratic time (issue 18, item 3). Linear
 * parsing doubles the time when the line doubles; quadratic quadruples it.
 * `--baseline FILE` measures another parser module as well (e.g. the old sse.ts written out
 * with `git show 2052d0b:src/upstream/sse.ts > /tmp/sse-old.ts`, which may need a minute) and
 * prints the ratio old/new per size. Times are the process's CPU time (user + system).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SseParser } from '../src/upstream/sse.js';

type ParserClass = new () => { push(chunk: Uint8Array | string): unknown[]; end(): unknown[] };

const CHUNK = 16 * 1024;
const SIZES_MB = [12.5, 25, 50];

function chunksOf(totalBytes: number): Buffer[] {
  const head = Buffer.from('data: ');
  const body = Buffer.alloc(totalBytes - head.length - 2, 'x');
  const all = Buffer.concat([head, body, Buffer.from('\n\n')]);
  const chunks: Buffer[] = [];
  for (let at = 0; at < all.length; at += CHUNK) chunks.push(all.subarray(at, at + CHUNK));
  return chunks;
}

/** CPU seconds to parse the chunks; checks the one event came out whole. */
function measure(Parser: ParserClass, chunks: Buffer[], expectBytes: number): number {
  const before = process.cpuUsage();
  const parser = new Parser();
  const events = chunks.flatMap((c) => parser.push(c));
  events.push(...parser.end());
  const used = process.cpuUsage(before);
  const data = (events[0] as { data: string } | undefined)?.data;
  if (events.length !== 1 || data?.length !== expectBytes) throw new Error(`parser returned ${events.length} events`);
  return (used.user + used.system) / 1e6;
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--baseline');
  const baselineFile = at === -1 ? undefined : process.argv[at + 1];
  const Baseline = baselineFile ? ((await import(pathToFileURL(resolve(baselineFile)).href)) as { SseParser: ParserClass }).SseParser : undefined;
  measure(SseParser, chunksOf(1024 * 1024), 1024 * 1024 - 8); // warm-up
  console.log(`one SSE line in ${CHUNK / 1024} KiB chunks; CPU seconds`);
  console.log(['size MB', 'this', ...(Baseline ? ['baseline', 'baseline/this'] : [])].join('\t'));
  for (const mb of SIZES_MB) {
    const bytes = Math.round(mb * 1024 * 1024);
    const chunks = chunksOf(bytes);
    const now = measure(SseParser, chunks, bytes - 8);
    const row = [String(mb), now.toFixed(3)];
    if (Baseline) {
      const old = measure(Baseline, chunks, bytes - 8);
      row.push(old.toFixed(3), (old / now).toFixed(0));
    }
    console.log(row.join('\t'));
  }
}

await main();
