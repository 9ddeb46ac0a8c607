/**
 * @module compress/dedupe
 * Exact-duplicate removal across a conversation (lossless): the same file read twice, the
 * same tool output, the same page fetched again. Every window of three consecutive lines is
 * hashed ("shingles"); a line covered by a window already seen in an earlier message is a
 * repeat, and a long enough run of repeats becomes one marker naming where it appeared —
 * whatever surrounds the copy, so a page fetched again with one new line still collapses.
 * Only earlier messages are consulted, so the result is cache-stable.
 */
import { duplicateLines } from './markers.js';

export interface DedupeRegistry {
  /** shingle hash → 1-based message number where it first appeared */
  seen: Map<string, number>;
  /** Every hash registered, in order — a cached message replays its share of these. */
  added: string[];
  /** Consulted, never written: for a form of a message that is not what gets sent. */
  frozen?: boolean;
}

const WINDOW = 3;
const MIN_LINES = 3;
const MIN_CHARS = 110;
const FENCE_LINE = /^\s*(`{3,}|~{3,})/;

/** Two 32-bit hashes of each line (two seeds, the second mixed with the length), in one pass over its characters. */
function lineHashes(lines: string[]): { a: Uint32Array; b: Uint32Array } {
  const a = new Uint32Array(lines.length);
  const b = new Uint32Array(lines.length);
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k] as string;
    let h = 0x811c9dc5;
    let g = 0x9747b28c;
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      h = Math.imul(h ^ c, 0x01000193);
      g = Math.imul(g ^ c, 0x01000193);
    }
    a[k] = h >>> 0;
    b[k] = (g >>> 0) ^ line.length;
  }
  return { a, b };
}

/** 64 bits per window (two seeds): a false match would silently replace content, so make it negligible. */
function shingles(lines: string[]): Array<string | null> {
  const { a, b } = lineHashes(lines);
  const skip = lines.map((l) => (l.trim() === '' ? 1 : FENCE_LINE.test(l) ? 2 : 0));
  const out: Array<string | null> = [];
  for (let i = 0; i + WINDOW <= lines.length; i++) {
    const blankOnly = skip[i] === 1 && skip[i + 1] === 1 && skip[i + 2] === 1;
    const fence = skip[i] === 2 || skip[i + 1] === 2 || skip[i + 2] === 2;
    if (blankOnly || fence) {
      out.push(null);
      continue;
    }
    const h1 = Math.imul(Math.imul((a[i] ?? 0) ^ 0x5bd1e995, 31) ^ (a[i + 1] ?? 0), 0x01000193) ^ Math.imul(a[i + 2] ?? 0, 0x9e3779b1);
    const h2 = Math.imul(Math.imul((b[i] ?? 0) ^ 0x27d4eb2f, 37) ^ (b[i + 1] ?? 0), 0x85ebca6b) ^ Math.imul(b[i + 2] ?? 0, 0xc2b2ae35);
    out.push(`${h1 >>> 0}:${h2 >>> 0}:${(a[i + 2] ?? 0) ^ (b[i] ?? 0)}`);
  }
  return out;
}

/** Replace runs of lines already seen in earlier messages by a reference; then register this text. */
export function dedupeText(text: string, messageNumber: number, registry: DedupeRegistry): { text: string; replaced: number } {
  const lines = text.split('\n');
  if (lines.length < MIN_LINES) return { text, replaced: 0 };
  const keys = shingles(lines);
  const source = new Array<number>(lines.length).fill(0);
  keys.forEach((key, i) => {
    const where = key === null ? undefined : registry.seen.get(key);
    if (where === undefined) return;
    for (let k = i; k < i + WINDOW; k++) if (source[k] === 0) source[k] = where;
  });
  const out: string[] = [];
  let replaced = 0;
  for (let i = 0; i < lines.length; ) {
    if (source[i] === 0) {
      out.push(lines[i] ?? '');
      i++;
      continue;
    }
    let j = i;
    const from = new Set<number>();
    while (j < lines.length && source[j] !== 0) from.add(source[j++] ?? 0);
    const run = lines.slice(i, j);
    const chars = run.reduce((s, l) => s + l.length + 1, 0);
    if (run.length >= MIN_LINES && chars >= MIN_CHARS) {
      out.push(duplicateLines(run.length, `message${from.size > 1 ? 's' : ''} ${[...from].sort((x, y) => x - y).join(', ')}`));
      replaced += run.length;
    } else out.push(...run);
    i = j;
  }
  for (const key of registry.frozen ? [] : keys) {
    if (key !== null && !registry.seen.has(key)) {
      registry.seen.set(key, messageNumber);
      registry.added.push(key);
    }
  }
  return { text: replaced > 0 ? out.join('\n') : text, replaced };
}
