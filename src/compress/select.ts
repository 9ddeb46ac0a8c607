/**
 * @module compress/select
 * Query-aware extractive selection of reference prose under a token budget. Whole sentences
 * only, kept verbatim and in their original order; each dropped run becomes one marker that
 * says how many sentences it stands for. A sentence holding one of the question's anchors
 * is always kept.
 *
 * Scoring (no model): BM25 over sentences with light stemming, plus a paragraph-level BM25
 * prior (questions are usually about one passage), a bonus for query bigrams, a bonus for
 * sentences sharing the question's rarest terms, question-type cues (who → names, when →
 * dates, how many → numbers) and neighbour smoothing, because answers often sit in the
 * sentence next to the one that repeats the question's words.
 */
import { type Anchor, anchoredUnits } from './anchors.js';
import { bm25Scores as bm25, idfTable } from './bm25.js';
import { omittedSentences } from './markers.js';
import { contentTerms, prefixTerms } from './stem.js';
import { splitSentences } from './sentences.js';
import { trailingWhitespace } from './whitespace.js';

export interface SelectOptions {
  query: string;
  /** Fraction of the text's tokens to keep (0–1). */
  keepRatio: number;
  countTokens: (text: string) => number;
  /** Lines that must survive whole (tool output reporting errors): every sentence touching one is kept. */
  mustKeepLine?: (line: string) => boolean;
  anchors?: Anchor[];
}

interface Unit {
  para: number;
  text: string;
  sep: string;
  terms: string[];
  tokens: number;
  score: number;
  forced: boolean;
}

const DEPENDENT_START = /^(he|she|it|its|they|their|them|this|these|those|that|such|however|but|also|there|his|her|the latter|the former|both|in addition|furthermore|after|later|then)\b/i;

export interface PickOptions {
  query: string;
  /** Tokens that may be kept, and the tokens a character costs (the text was counted once, as a whole). */
  budget: number;
  tokensPerChar: number;
  mustKeepLine?: (line: string) => boolean;
  anchors?: Anchor[];
  /**
   * Per paragraph, the words that frame it (its passage's title or heading line): they count
   * toward the paragraph's score, so "Order code: …" under `### Seltaam` outranks the same line
   * under every other heading when Seltaam is asked about.
   */
  frames?: string[];
  /** The questions, when several were asked: each keeps its best sentence. */
  queryParts?: string[];
}

export interface PickedSentence {
  text: string;
  sep: string;
  kept: boolean;
}

/** Select the sentences of `text` most relevant to the query; returns the text unchanged if nothing would be saved. */
export function selectRelevant(text: string, options: SelectOptions): string {
  // The budget is in real tokens: the block is counted once with the model's tokenizer and
  // each sentence gets its share by length (re-tokenising every sentence doubled the cost).
  const total = options.countTokens(text);
  const budget = Math.floor(total * options.keepRatio);
  if (budget >= total) return text;
  const picked = pickSentences(text.split(/\n[ \t]*\n/), { ...options, budget, tokensPerChar: total / Math.max(1, text.length) });
  if (picked === null || picked.every((p) => p.every((s) => s.kept))) return text;
  return render(picked);
}

/** The questions of several asked in one turn (each with its question mark); none for one question. */
export function askingParts(parts: readonly string[] | undefined): string[] {
  const asking = (parts ?? []).filter((p) => /[?？؟]/u.test(p));
  return asking.length > 1 ? asking : [];
}

/** The sentences of each paragraph, marked kept or not; null when there are too few to choose from, or none scores. */
export function pickSentences(paragraphs: string[], options: PickOptions): PickedSentence[][] | null {
  const units = toUnits(paragraphs, options.mustKeepLine);
  if (units.length < 3) return null;
  for (const u of units) u.tokens = Math.max(1, Math.round((u.text.length + u.sep.length) * options.tokensPerChar));
  // Several questions: each one's best sentence is kept (scored by its own words), then all are
  // scored against the whole question.
  for (const part of askingParts(options.queryParts)) {
    scoreUnits(units, part, options.frames);
    let best = -1;
    units.forEach((u, i) => {
      if (u.score > 0 && (best < 0 || u.score > (units[best]?.score ?? 0))) best = i;
    });
    if (best >= 0) units[best]!.forced = true;
  }
  scoreUnits(units, options.query, options.frames);
  const anchored = anchoredUnits(units.map((u) => u.text), options.anchors ?? [], (i) => units[i]?.score ?? 0);
  anchored.forEach((a, i) => {
    if (a && units[i]) units[i].forced = true;
  });
  const keep = chooseUnits(units, options.budget);
  // Nothing shares a word with the question: the material cannot be scored, and nothing is cut blind.
  if (keep.size === 0) return null;
  const out: PickedSentence[][] = paragraphs.map(() => []);
  units.forEach((u, i) => out[u.para]?.push({ text: u.text, sep: u.sep, kept: keep.has(i) }));
  return out;
}

function toUnits(paragraphs: string[], mustKeepLine?: (line: string) => boolean): Unit[] {
  const units: Unit[] = [];
  paragraphs.forEach((paragraph, para) => {
    const keepRanges = mustKeepLine ? lineRanges(paragraph, mustKeepLine) : [];
    let offset = 0;
    for (const s of splitSentences(paragraph)) {
      const start = offset;
      offset += s.text.length + s.sep.length;
      if (s.text.trim().length === 0) continue;
      const forced = keepRanges.some(([a, b]) => start < b && start + s.text.length > a);
      units.push({ para, text: s.text, sep: s.sep, terms: contentTerms(s.text), tokens: 0, score: 0, forced });
    }
  });
  return units;
}

function lineRanges(paragraph: string, keep: (line: string) => boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (const line of paragraph.split('\n')) {
    if (keep(line)) out.push([start, start + line.length]);
    start += line.length + 1;
  }
  return out;
}

function scoreUnits(units: Unit[], query: string, frames?: string[]): void {
  const queryTerms = [...new Set(contentTerms(query))];
  const docs = units.map((u) => u.terms);
  const idf = idfTable(docs);
  const prefixDocs = docs.map(prefixTerms);
  const queryPrefixes = [...new Set(prefixTerms(queryTerms))];
  const weak = bm25(prefixDocs, queryPrefixes, idfTable(prefixDocs));
  const sentence = bm25(docs, queryTerms, idf).map((s, i) => s + 0.5 * (weak[i] ?? 0));
  const paraTerms: string[][] = [];
  for (const u of units) (paraTerms[u.para] ??= []).push(...u.terms);
  frames?.forEach((frame, para) => {
    if (frame !== '' && paraTerms[para]) paraTerms[para].push(...contentTerms(frame));
  });
  const paraDocs = paraTerms.map((p) => p ?? []);
  const paragraph = bm25(paraDocs, queryTerms, idfTable(paraDocs));
  const maxS = Math.max(1e-9, ...sentence);
  const maxP = Math.max(1e-9, ...paragraph);
  const bigrams = queryBigrams(contentTerms(query));
  const cue = questionCue(query);
  const raw = units.map((u, i) => {
    let s = (sentence[i] ?? 0) / maxS + 0.45 * ((paragraph[u.para] ?? 0) / maxP);
    s += 0.25 * bigramHits(u.terms, bigrams);
    if (cue && cue.test(u.text)) s *= 1.2;
    return s;
  });
  units.forEach((u, i) => {
    const prev = i > 0 && units[i - 1]?.para === u.para ? (raw[i - 1] ?? 0) : 0;
    const next = units[i + 1]?.para === u.para ? (raw[i + 1] ?? 0) : 0;
    u.score = (raw[i] ?? 0) + 0.3 * Math.max(prev, next);
  });
}

function queryBigrams(terms: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < terms.length; i++) out.add(`${terms[i - 1]} ${terms[i]}`);
  return out;
}

function bigramHits(terms: string[], bigrams: Set<string>): number {
  if (bigrams.size === 0) return 0;
  let hits = 0;
  for (let i = 1; i < terms.length; i++) if (bigrams.has(`${terms[i - 1]} ${terms[i]}`)) hits++;
  return Math.min(hits, 3);
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';

/** What kind of token the answer to this question probably contains. */
function questionCue(query: string): RegExp | undefined {
  const q = query.toLowerCase();
  if (/\b(how many|how much|how long|how old|how far|how large|how big|what percent|what percentage|what number|population|amount)\b/.test(q)) {
    return /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion|dozen)\b/i;
  }
  if (/\b(when|what year|which year|what century|what date|what day|what time|what decade|what period)\b/.test(q)) {
    return new RegExp(`\\b(1\\d{3}|20\\d{2}|\\d+(st|nd|rd|th) century|${MONTH})\\b|\\bcentur`, 'i');
  }
  if (/\b(who|whom|whose)\b/.test(q)) return /\s\p{Lu}\p{Ll}+/u;
  if (/\bwhere\b/.test(q)) return /\b(in|at|from|near|to) (the )?\p{Lu}/u;
  return undefined;
}

/** The best sentence is kept up to this many times the budget. */
const MAX_BEST_OVER_BUDGET = 3;

function chooseUnits(units: Unit[], budget: number): Set<number> {
  const order = units.map((_, i) => i).sort((a, b) => (units[b]?.score ?? 0) - (units[a]?.score ?? 0) || a - b);
  const keep = new Set<number>();
  let used = 0;
  const add = (i: number): boolean => {
    const u = units[i];
    if (!u || keep.has(i) || used + u.tokens > budget) return false;
    keep.add(i);
    used += u.tokens;
    return true;
  };
  units.forEach((u, i) => {
    if (!u.forced) return;
    keep.add(i);
    used += u.tokens;
  });
  // The best-scoring sentence is kept whatever its size: the answer is often the one long
  // sentence of its passage, and skipping it for shorter ones that fit kept none that answers.
  // (Up to a few budgets' worth: a run of text with no sentence's end is no sentence.)
  const best = order[0];
  if (best !== undefined && (units[best]?.score ?? 0) > 0 && !keep.has(best) && (units[best]?.tokens ?? 0) <= budget * MAX_BEST_OVER_BUDGET) {
    keep.add(best);
    used += units[best]?.tokens ?? 0;
  }
  for (const i of order) {
    // A sentence that shares nothing with the question, nor sits by one that does, is never filler.
    if (used >= budget || (units[i]?.score ?? 0) <= 0) break;
    if (!add(i)) continue;
    // A sentence opening with a pronoun or connective needs its predecessor to make sense.
    const u = units[i];
    if (u && DEPENDENT_START.test(u.text.trimStart()) && units[i - 1]?.para === u.para) add(i - 1);
  }
  return keep;
}

/** Kept sentences verbatim (contiguous ones with their own separator), paragraphs apart by a blank line, every dropped run one marker. */
function render(paragraphs: PickedSentence[][]): string {
  let out = '';
  let gap = 0;
  let lastPara = -1;
  paragraphs.forEach((sentences, para) => {
    sentences.forEach((s, i) => {
      if (!s.kept) {
        gap++;
        return;
      }
      if (out.length > 0) out += para !== lastPara ? '\n\n' : gap > 0 ? ' ' : (sentences[i - 1]?.sep ?? ' ');
      if (gap > 0) out += `${omittedSentences(gap)} `;
      out += s.text;
      gap = 0;
      lastPara = para;
    });
  });
  if (gap > 0) out += ` ${omittedSentences(gap)}`;
  return out;
}

/** A body paragraph with only its kept sentences; its own trailing whitespace is kept so the frame around it stays put. */
export function renderKept(sentences: PickedSentence[] | null, original: string): string {
  if (sentences === null || sentences.every((s) => s.kept)) return original;
  const trailing = trailingWhitespace(original);
  if (!sentences.some((s) => s.kept)) return `${omittedSentences(sentences.length)}${trailing}`;
  let out = '';
  let gap = 0;
  sentences.forEach((s, i) => {
    if (!s.kept) {
      gap++;
      return;
    }
    if (out.length > 0) out += gap > 0 ? ' ' : (sentences[i - 1]?.sep ?? ' ');
    if (gap > 0) out += `${omittedSentences(gap)} `;
    out += s.text;
    gap = 0;
  });
  if (gap > 0) out += ` ${omittedSentences(gap)}`;
  return out.trimEnd() + trailing;
}
