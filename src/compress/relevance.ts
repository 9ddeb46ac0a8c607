/**
 * @module compress/relevance
 * Rarity-weighted query overlap for lines, passages and JSON items (logs, code, arrays). One
 * native regex of the query's stems screens out the texts that share nothing with the query,
 * so only the few candidates pay for full term extraction.
 */
import { escapeRegExp as escape } from '../lib/regexp.js';
import { contentTerms } from './stem.js';

const MAX_QUERY_TERMS = 120;

/**
 * A score per text: Σ over distinct shared query terms of log(1 + n/df). Zero when nothing is
 * shared. A word too short to count alone (a lone digit) counts as a pair with the word before it
 * in the question when the two stand together in a text ("epoch 8" in `Epoch 8/26`).
 */
export function queryScores(texts: string[], query: string): number[] {
  const sequence = contentTerms(query, true);
  const terms = [...new Set(sequence)].filter((t) => t.length >= 2).slice(0, MAX_QUERY_TERMS);
  const scores = new Array<number>(texts.length).fill(0);
  if (terms.length === 0) return scores;
  const screen = new RegExp(terms.map(escape).join('|'), 'i');
  const queryTerms = new Set(terms);
  const pairs = new Set<string>();
  // Only a word followed by one too short to count alone (a label and its number): the rest
  // already count word by word.
  for (let i = 1; i < sequence.length; i++) {
    const [a, b] = [sequence[i - 1] ?? '', sequence[i] ?? ''];
    if (a.length >= 2 && b.length < 2) pairs.add(`${a} ${b}`);
  }
  const shared: Array<string[] | null> = texts.map((text) => {
    if (!screen.test(text)) return null;
    const words = contentTerms(text, true);
    const hits = new Set(words.filter((t) => queryTerms.has(t)));
    for (let i = 1; i < words.length && pairs.size > 0; i++) {
      const pair = `${words[i - 1]} ${words[i]}`;
      if (pairs.has(pair)) hits.add(pair);
    }
    return [...hits];
  });
  const df = new Map<string, number>();
  for (const list of shared) for (const t of list ?? []) df.set(t, (df.get(t) ?? 0) + 1);
  shared.forEach((list, i) => {
    for (const t of list ?? []) scores[i] = (scores[i] ?? 0) + Math.log(1 + texts.length / (df.get(t) ?? 1));
  });
  return scores;
}

/** Indices of the `limit` texts most relevant to the query (score > 0), best first, ties by position. */
export function topByQuery(texts: string[], query: string, limit: number): number[] {
  if (limit <= 0) return [];
  return queryScores(texts, query)
    .map((score, i) => ({ score, i }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.i);
}

/** A line this short that the question matches may be a header of the line under it. */
const HEADER_LINE_CHARS = 40;

/**
 * Whether a line the question matches heads the line after it, by their lengths: a short
 * header ("Epoch 8/26", "Run 3:") carries its values on the longer line under it. Log lines and
 * a JSON array's printed lines alike.
 */
export function headsNextLine(ownChars: number, nextChars: number): boolean {
  return ownChars <= HEADER_LINE_CHARS && nextChars > ownChars;
}
