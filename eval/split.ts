/**
 * @module eval/split
 * The held-back split and the eval's seeded randomness. Which data is held back is a fixed
 * rule of the data's own order, written down in eval/README.md: never tune on `heldout`.
 */
import { createHash } from 'node:crypto';

export type Split = 'dev' | 'heldout';

/** SQuAD: every fourth article (0-based index 3, 7, 11, 15 of the file's order) is held back. */
export function articleSplit(articleIndex: number): Split {
  return articleIndex % 4 === 3 ? 'heldout' : 'dev';
}

/** KV retrieval: every fifth item (0-based line index 4, 9, 14, …) is held back. */
export function kvSplit(itemIndex: number): Split {
  return itemIndex % 5 === 4 ? 'heldout' : 'dev';
}

/** Generated data (logs, JSON, task documents): seeds 1–99 are dev, 1001–1099 held back. */
export function generatedSeed(split: Split, n: number): number {
  return (split === 'dev' ? 1 : 1001) + n;
}

/** A deterministic PRNG in [0, 1) seeded from any string (mulberry32 over a SHA-256 prefix). */
export function rngFrom(seed: string | number): () => number {
  let s = createHash('sha256').update(String(seed)).digest().readUInt32LE(0);
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function pick<T>(items: readonly T[], rng: () => number): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** Every Nth item (the `--every N` thinning). */
export function everyNth<T>(items: readonly T[], n: number): T[] {
  return items.filter((_, i) => i % n === 0);
}

/** A seeded sample of at most n items, kept in their original order. */
export function sample<T>(items: readonly T[], n: number, seed: string): T[] {
  if (items.length <= n) return [...items];
  const chosen = new Set(shuffle(items.map((_, i) => i), rngFrom(seed)).slice(0, n));
  return items.filter((_, i) => chosen.has(i));
}
