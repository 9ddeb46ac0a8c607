/**
 * @module compress/dedupe
 * Exact-duplicate removal across a conversation (lossless): the same file read twice, the
 * same tool output, the same page fetched again. Lines are cut into content-defined chunks
 * (a boundary after every line whose hash ends in three zero bits), so two copies of the same
 * content align whatever precedes them. A run of chunks seen before, long enough to be worth
 * a reference, becomes one marker line naming where it first appeared. Only earlier content
 * is consulted, so the result is cache-stable.
 */
import { fnv1a, hashParts } from './hash.js';
import { duplicateLines } from './markers.js';

export interface DedupeRegistry {
  /** chunk hash → 1-based message number where it first appeared */
  seen: Map<string, number>;
  /** Every hash registered, in order — a cached message replays its share of these. */
  added: string[];
}

const MIN_LINES = 3;
const MIN_CHARS = 160;
const FENCE_LINE = /^(`{3,}|~{3,})/;

interface Chunk {
  lines: string[];
  hash: string;
  dedupable: boolean;
}

function chunkLines(lines: string[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length === 0) return;
    // A chunk holding a fence line is never replaced: that would unbalance the fences.
    chunks.push({ lines: current, hash: hashParts(...current), dedupable: !current.some((l) => FENCE_LINE.test(l)) });
    current = [];
  };
  for (const line of lines) {
    if (FENCE_LINE.test(line)) {
      flush();
      current.push(line);
      flush();
      continue;
    }
    current.push(line);
    if ((fnv1a(line) & 7) === 0) flush();
  }
  flush();
  return chunks;
}

/** Replace runs of previously seen chunks by a reference; registers this text's chunks for later messages. */
export function dedupeText(
  text: string,
  messageNumber: number,
  registry: DedupeRegistry,
): { text: string; replaced: number; registered: string[] } {
  const chunks = chunkLines(text.split('\n'));
  const out: string[] = [];
  const registered: string[] = [];
  let replaced = 0;
  for (let i = 0; i < chunks.length; ) {
    const chunk = chunks[i] as Chunk;
    const where = firstSeen(chunk, registry);
    if (where === undefined) {
      out.push(...chunk.lines);
      if (!registry.seen.has(chunk.hash)) {
        registry.seen.set(chunk.hash, messageNumber);
        registry.added.push(chunk.hash);
        registered.push(chunk.hash);
      }
      i++;
      continue;
    }
    let j = i;
    const run: string[] = [];
    while (j < chunks.length && firstSeen(chunks[j], registry) === where) run.push(...(chunks[j++]?.lines ?? []));
    const chars = run.reduce((s, l) => s + l.length + 1, 0);
    if (run.length >= MIN_LINES && chars >= MIN_CHARS && run.some((l) => l.trim() !== '')) {
      out.push(duplicateLines(run.length, where === messageNumber ? 'lines above in this message' : `message ${where}`));
      replaced += run.length;
    } else out.push(...run);
    i = j;
  }
  return { text: replaced > 0 ? out.join('\n') : text, replaced, registered };
}

function firstSeen(chunk: Chunk | undefined, registry: DedupeRegistry): number | undefined {
  if (!chunk || !chunk.dedupable) return undefined;
  if (chunk.lines.every((l) => l.trim() === '')) return undefined;
  return registry.seen.get(chunk.hash);
}
