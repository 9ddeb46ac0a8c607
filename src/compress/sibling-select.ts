/**
 * @module compress/sibling-select
 * Outputs of one batch of parallel tool calls (an agent fetching every page a search found,
 * one page per call) are one material cut into messages: each output a passage. Selection by
 * passage inside one message cannot see them together, so each would be kept whole. Here the
 * batch is ranked against the question as passages are (BM25 over text and title); outputs
 * outside the candidates — none that holds one of the question's anchors, shares its words
 * best, or reports an error — are sent as a marker, the tool message itself kept (its call
 * stays answered). Only prose outputs, only for a lookup the batch can be scored against.
 */
import { type Anchor, anchoredUnits, containsAnchor } from './anchors.js';
import { splitBlocks } from './detect.js';
import { proseStringShare } from './json-prose.js';
import { lookupHolds } from './lookup-gate.js';
import { SIGNAL_LINE } from './logs.js';
import { scorePassages, takeBest } from './passage-select.js';

/** Parallel outputs fewer than this are no batch to choose among. */
export const MIN_SIBLINGS = 3;
/** Candidates may take this many times the final budget (as passages do: kept outputs are selected further on their own). */
const CANDIDATE_FACTOR = 2;
/** Share of an output that must read as prose. */
const PROSE_SHARE = 0.7;
/** Share of a JSON output's strings its prose must hold (the rest: a page's ids, URLs, titles, language). */
const JSON_PROSE_SHARE = 0.4;
/** A line this short reporting an error is a signal, kept whatever the question. */
const SIGNAL_CHARS = 300;
const TITLE_CHARS = 160;
/** A batch of this many outputs, none longer than a passage, is a list of passages. */
const MIN_PASSAGE_BATCH = 8;
const PASSAGE_TOKENS = 500;

export interface SiblingQuestion {
  query: string;
  parts: string[];
  anchors: Anchor[];
}

const proseShare = (text: string): number => splitBlocks(text).reduce((n, b) => n + (b.kind === 'prose' ? b.text.length : 0), 0) / Math.max(1, text.length);
const signals = (text: string): boolean => text.split('\n').some((line) => line.length <= SIGNAL_CHARS && SIGNAL_LINE.test(line));

/** What the batch's ranking left out, and the share of the batch's tokens the outputs it kept hold (1 when it left none out). */
export interface SiblingVerdict {
  dropped: Set<number>;
  keptShare: number;
}

/**
 * The outputs of the batch left out for this question at this keep ratio (by index); none when
 * the batch is not prose, the question cannot be scored against it, or every output is a candidate.
 */
export function siblingVerdict(texts: readonly string[], question: SiblingQuestion, keepRatio: number, countTokens: (text: string) => number, calls: readonly string[] = []): SiblingVerdict {
  // Each member of a batch asks the same of the same array (one plan): it is ranked once.
  const memo = verdicts.get(texts) ?? new Map<string, SiblingVerdict>();
  verdicts.set(texts, memo);
  const key = `${keepRatio}\u0000${question.query}\u0000${question.parts.join('\u0001')}\u0000${question.anchors.map((a) => a.needle).join('\u0001')}`;
  let verdict = memo.get(key);
  if (verdict === undefined) {
    verdict = rank(texts, question, keepRatio, countTokens, calls);
    memo.set(key, verdict);
  }
  return verdict;
}

/**
 * The share of its sentences an output the batch kept keeps: the batch's budget shared by the
 * outputs it kept, as a passage's sentences share the material's (never less than the level's
 * own ratio). Cut again at the level's ratio, each kept page lost the sentences that answer
 * while the batch as a whole fell far under its budget.
 */
export function keptSentenceRatio(verdict: SiblingVerdict, passageKeepRatio: number, keepRatio: number): number {
  return verdict.dropped.size === 0 ? keepRatio : Math.min(1, Math.max(keepRatio, passageKeepRatio / Math.max(verdict.keptShare, 1e-9)));
}

const verdicts = new WeakMap<readonly string[], Map<string, SiblingVerdict>>();

function rank(texts: readonly string[], question: SiblingQuestion, keepRatio: number, countTokens: (text: string) => number, calls: readonly string[]): SiblingVerdict {
  const none: SiblingVerdict = { dropped: new Set<number>(), keptShare: 1 };
  // JSON whose weight is prose (a file's `{"content": "…"}`, a search's results, a page summary's
  // extract beside its ids and URLs) is prose here too.
  if (texts.length < MIN_SIBLINGS || texts.some((t) => t.trim() === '' || (proseShare(t) < PROSE_SHARE && proseStringShare(t) < JSON_PROSE_SHARE))) return none;
  if (!lookupHolds(texts.join('\n\n'), question.parts.length > 0 ? question.parts : [question.query], question.anchors)) return none;
  // An output's title: its call (what was fetched: a URL's path, a file's name) and its first line.
  const named = distinguishingWords(texts.map((_, i) => calls[i] ?? ''));
  const titles = texts.map((t, i) => `${named[i] ?? ''}\n${(t.trimStart().split('\n', 1)[0] ?? '').slice(0, TITLE_CHARS)}`);
  const scores = siblingScores(texts, titles, question.query);
  const tokens = texts.map(countTokens);
  const total = tokens.reduce((n, t) => n + t, 0);
  const chosen = new Set<number>();
  let used = 0;
  // Many outputs of a passage's size (a knowledge base's hits, one document per call) are held by
  // anchors as passages are: a rare literal holds every output that has it, a name (or a literal
  // most outputs share) the best-ranked one. A few outputs, or longer ones (files, pages of
  // several passages), are held by any anchor they have: their passages are chosen inside them,
  // where a name keeps its best passage.
  const asPassages = texts.length >= MIN_PASSAGE_BATCH && tokens.every((t) => t <= PASSAGE_TOKENS);
  const anchored = asPassages ? anchoredUnits([...texts], question.anchors, (i) => scores[i] ?? 0) : texts.map((t) => {
        const lower = t.toLowerCase();
        return question.anchors.some((a) => containsAnchor(lower, a));
      });
  texts.forEach((t, i) => {
    if (!anchored[i] && !signals(t)) return;
    chosen.add(i);
    used += tokens[i] ?? 0;
  });
  // The best-scoring output always, whatever its size; then the next best while they fit.
  const best = scores.reduce((b, s, i) => (s > 0 && (b < 0 || s > (scores[b] ?? 0)) ? i : b), -1);
  if (best >= 0 && !chosen.has(best)) {
    chosen.add(best);
    used += tokens[best] ?? 0;
  }
  takeBest(scores, tokens, chosen, used, total * keepRatio * CANDIDATE_FACTOR);
  // Nothing scores: nothing is cut blind.
  if (chosen.size === 0) return none;
  const dropped = new Set(texts.flatMap((_, i) => (chosen.has(i) ? [] : [i])));
  const kept = tokens.reduce((n, t, i) => n + (dropped.has(i) ? 0 : t), 0);
  return { dropped, keptShare: dropped.size === 0 || total === 0 ? 1 : kept / total };
}

/**
 * Each call's words that set it apart from the batch's other calls. Words every call has (one
 * search query sent to three indexes in parallel) would title every output with the question's
 * own words, and a word in every output ranks none of them.
 */
function distinguishingWords(calls: readonly string[]): string[] {
  const words = calls.map((c) => c.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== ''));
  const sets = words.map((ws) => new Set(ws.map((w) => w.toLowerCase())));
  const shared = (w: string): boolean => sets.every((set) => set.has(w.toLowerCase()));
  return words.map((ws) => ws.filter((w) => !shared(w)).join(' '));
}

/** A short piece between blank lines that ends in no sentence's mark is a title or a heading (`URL: …` / `Title: …`). */
const MAX_HEADING_CHARS = 200;
const SENTENCE_END = /[.!?。！？]["'”’)\]]?\s*$/u;
/** Blank lines between an output's passages, as written or escaped inside its JSON (`{"content": "…\\n\\n…"}`). */
const PASSAGE_BREAK = /\n[ \t]*\n\s*|(?:\\n){2,}/;

/**
 * Each output scored as its best passage: a file of several passages holds the answer in one of
 * them, and scored as a whole it ranks below files whose every passage touches the question's
 * subject (on-topic documents). Outputs of one passage each are scored as they are.
 */
function siblingScores(texts: readonly string[], titles: string[], query: string): number[] {
  const pieces = texts.map(passagesOf);
  if (pieces.every((p) => p.length <= 1)) return scorePassages([...texts], titles, query);
  const owner = pieces.flatMap((p, i) => p.map(() => i));
  const scored = scorePassages(pieces.flat(), owner.map((i) => titles[i] ?? ''), query);
  const best = texts.map(() => 0);
  scored.forEach((score, k) => {
    const i = owner[k] ?? 0;
    best[i] = Math.max(best[i] ?? 0, score);
  });
  return best;
}

/** An output's passages between blank lines; a title or a heading over its text is part of the passage it heads. */
function passagesOf(text: string): string[] {
  const out: string[] = [];
  let heading = '';
  for (const piece of text.split(PASSAGE_BREAK)) {
    if (piece.trim() === '') continue;
    if (piece.length < MAX_HEADING_CHARS && !SENTENCE_END.test(piece)) heading += `${piece}\n`;
    else {
      out.push(heading + piece);
      heading = '';
    }
  }
  if (heading !== '') out.length > 0 ? (out[out.length - 1] += `\n${heading}`) : out.push(heading);
  return out;
}
