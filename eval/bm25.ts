/**
 * @module eval/bm25
 * The baseline the compressor must beat: plain BM25 (k1 1.2, b 0.75, no stemming, no stop
 * words) over the ground-truth passages the eval built, keeping whole passages in score order
 * while they fit the token budget (a passage that does not fit is skipped, the next is tried).
 * Written for the eval alone, independent of the compressor's own scoring.
 */
import { countTextTokens } from '../src/compress/index.js';
import { holdsAnswer } from './checks.js';
import type { Passage } from './layouts.js';

const K1 = 1.2;
const B = 0.75;

const terms = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Passage indices by BM25 score against the query, best first (ties: document order). */
export function bm25Order(passages: Passage[], query: string): number[] {
  const docs = passages.map((p) => terms(`${p.title} ${p.text}`));
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const q = [...new Set(terms(query))];
  const scores = docs.map((d) => {
    const tf = new Map<string, number>();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let score = 0;
    for (const t of q) {
      const f = tf.get(t) ?? 0;
      if (f === 0) continue;
      const n = df.get(t) ?? 0;
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
      score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avg));
    }
    return score;
  });
  return scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]).map(([, i]) => i);
}

export interface BaselineCase {
  order: number[];
  /** Tokens of each passage's text. */
  tokens: number[];
  /** Whether each passage's text holds a gold answer (SQuAD normalisation). */
  holds: boolean[];
}

export function baselineCase(passages: Passage[], query: string, answers: string[]): BaselineCase {
  return {
    order: bm25Order(passages, query),
    tokens: passages.map((p) => countTextTokens(p.text)),
    holds: passages.map((p) => holdsAnswer(p.text, answers)),
  };
}

/** Greedy whole-passage selection within `budget` tokens; true when a kept passage holds an answer. */
export function baselineKeeps(c: BaselineCase, budget: number): boolean {
  let left = budget;
  for (const i of c.order) {
    const t = c.tokens[i] ?? 0;
    if (t > left) continue;
    left -= t;
    if (c.holds[i]) return true;
  }
  return false;
}

export const totalTokens = (c: BaselineCase): number => c.tokens.reduce((s, t) => s + t, 0);
