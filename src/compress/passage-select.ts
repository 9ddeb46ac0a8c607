/**
 * @module compress/passage-select
 * Query-aware selection over passages (retrieved documents, sections, paragraphs), in two
 * stages. First passages: ranked by BM25 over body and title (a title's words count twice),
 * the best kept as candidates up to twice the budget; a passage that shares no word with the
 * question is never a candidate, one that holds a strong anchor always is. Then sentences,
 * within the candidates only, by the sentence selector (`select.ts`) down to the budget.
 * A passage's frame — its header, title line, tags — stays with any sentence kept from it.
 * Each run of dropped passages becomes one marker saying how many; each run of dropped
 * sentences inside a kept passage, one saying how many sentences.
 */
import { type Anchor, anchoredUnits, containsAnchor } from './anchors.js';
import { bm25Scores } from './bm25.js';
import { omittedPassages } from './markers.js';
import type { Passage } from './passages.js';
import { trailingWhitespace } from './whitespace.js';
import { askingParts, type PickedSentence, pickSentences, renderKept } from './select.js';
import { contentTerms, prefixTerms } from './stem.js';
import { MAX_HEADED_PLACES, MAX_MENTIONS, askedBeyondNames, passageHeads, relatedPassages, secondHops, soleSubjects } from './passage-links.js';

export interface PassageSelectOptions {
  query: string;
  anchors: Anchor[];
  keepRatio: number;
  countTokens: (text: string) => number;
  /** Lines that must survive (tool output reporting errors): their passage is a candidate, their sentence kept. */
  mustKeepLine?: (line: string) => boolean;
  /** Keep the chosen passages whole, up to the budget (markup elements: no sentence is cut out of them). */
  wholePassages?: boolean;
  /** The questions, when the asker asked several ("1. … 2. … 3. …"): each one's best passage is a candidate. */
  queryParts?: string[];
}

/** Candidates may take this many times the final budget before sentences are chosen among them. */
const CANDIDATE_FACTOR = 2;
/** Material of this many passages or fewer has its best two read for sentences, whatever their size. */
const FEW_PASSAGES = 3;
/** An anchored passage this short is kept whole. */
const SHORT_ANCHORED_TOKENS = 80;

/** A line that frames a passage rather than saying something: a tag, a heading, a short `Label: value`, a separator rule (`---`). */
const FRAME_LINE = /^\s*(-{3,}|\*{3,}|={3,}|_{3,}|<\/?[\p{L}_][^>]*>\s*|<([\p{L}_][\p{L}\p{M}\p{N}_.-]*)[^>]*>[^<]{0,160}<\/\2>\s*|#{1,6}\s.{0,160}|[\p{L}][\p{L}\p{N} _-]{0,30}:\s?.{0,100})$/u;
/** A line of text inside one wrapper: a delimited row's quoted last cell, or an HTML element on one line. */
const WRAPPED_LINE = /^([^",;\t|\n]{0,60}[,;\t|]"|\s*<(?:p|li|td|dd|blockquote|div)(?:\s[^>]*)?>)([^<\n]*?)("\s*|<\/(?:p|li|td|dd|blockquote|div)>\s*)$/u;
/** Wrapped text this long is prose worth choosing sentences in. */
const MIN_WRAPPED_BODY = 200;
/** The inline header of a one-line passage: `Document [3](Title: Normans) `, `[3] `, `Doc 3: `. */
const INLINE_HEADER = /^\s*\S{0,20}\s?\S{0,20}?\p{N}[^\n]{0,140}?[)\]}:]\s+/u;

/** The longest header line a titled passage opens with (the title kept for it is cut there too). */
const MAX_HEADER_LINE = 160;

interface Piece {
  text: string;
  frame: boolean;
}

/** A passage as frame lines and body paragraphs, concatenating back to its text. */
function pieces(text: string, titled: boolean): Piece[] {
  const out: Piece[] = [];
  const lines = text.split(/(?<=\n)/);
  lines.forEach((line, i) => {
    // A header line of its own (`=== Session 9 (2024-06-09) ===` above the session's lines)
    // names the passage: it stays with whatever the passage keeps.
    if (i === 0 && titled && line.trim().length <= MAX_HEADER_LINE && lines.some((l, k) => k > 0 && l.trim() !== '')) {
      out.push({ text: line, frame: true });
      return;
    }
    if (i === 0 && titled && !FRAME_LINE.test(line.trimEnd())) {
      const header = INLINE_HEADER.exec(line)?.[0];
      if (header && header.length < line.length) {
        out.push({ text: header, frame: true });
        line = line.slice(header.length);
      }
    }
    // Text wrapped on its own line — a CSV row's quoted cell (`8,"…"`), an HTML element
    // (`<p>…</p>`) — keeps its wrapper as frame, so the sentences inside can be chosen.
    const wrapped = WRAPPED_LINE.exec(line);
    if (wrapped && (wrapped[2] ?? '').length >= MIN_WRAPPED_BODY) {
      out.push({ text: wrapped[1] ?? '', frame: true }, { text: wrapped[2] ?? '', frame: false }, { text: wrapped[3] ?? '', frame: true });
      return;
    }
    const frame = line.trim() === '' || FRAME_LINE.test(line.trimEnd());
    const last = out[out.length - 1];
    if (last && last.frame === frame && !frame) last.text += line;
    else out.push({ text: line, frame });
  });
  return out;
}

interface Candidate {
  index: number;
  /** Held by an anchor, a line that must survive, or a wrapper: kept whatever its sentences score. */
  forced: boolean;
  pieces: Piece[];
  /** Offsets into the sentence selector's paragraph list, one per body piece. */
  body: number[];
}

/** BM25 over each passage's words and its title's (a title's words count twice), plus half a prefix match. */
export function scorePassages(texts: string[], titles: string[], query: string): number[] {
  const docs = texts.map((t, i) => [...contentTerms(t), ...contentTerms(titles[i] ?? '')]);
  const queryTerms = [...new Set(contentTerms(query))];
  const exact = bm25Scores(docs, queryTerms);
  const weak = bm25Scores(docs.map(prefixTerms), [...new Set(prefixTerms(queryTerms))]);
  return exact.map((s, i) => s + 0.5 * (weak[i] ?? 0));
}

/**
 * Adds to `taken` the units that share a word with the question, best first, while they fit
 * the budget — the best one whatever its size when nothing is taken yet: the question is about
 * it. Returns the size used.
 */
export function takeBest(scores: number[], sizes: number[], taken: Set<number>, used: number, budget: number): number {
  const order = scores.map((_, i) => i).filter((i) => !taken.has(i) && (scores[i] ?? 0) > 0);
  order.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  for (const i of order) {
    if (used + (sizes[i] ?? 0) > budget && used > 0) break;
    taken.add(i);
    used += sizes[i] ?? 0;
  }
  return used;
}

/**
 * Documents kept whole (no sentence selection narrows them down afterwards): at least this many
 * of the best. Among one article's five sections, the one or two a budget of whole documents
 * holds lost answers that a sentence selection over more candidates keeps.
 */
export const MIN_WHOLE_DOCUMENTS = 3;

/** Adds the `count` best-scoring units (those that share words with the question) to `taken`. */
export function takeTop(scores: number[], taken: Set<number>, count: number): void {
  const order = scores.map((_, i) => i).filter((i) => (scores[i] ?? 0) > 0);
  order.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  for (const i of order.slice(0, count)) taken.add(i);
}

/** The selected material, or null when it has too few passages to select from. */
export function selectPassages(text: string, passages: Passage[], options: PassageSelectOptions): string | null {
  if (passages.filter((p) => !p.glue).length < 3) return null;
  const texts = passages.map((p) => text.slice(p.start, p.end));
  const scores = scorePassages(texts, passages.map((p) => p.title), options.query);
  const heads = passageHeads(texts, passages);
  // A name's or an id's own passage (the one it heads: "Oliver Keller joined …", `\section*{BRESA-5: …}`) before any that mentions it.
  const headsName = heads.map((h) => options.anchors.some((a) => h.includes(a.needle)));
  const forced = anchoredUnits(texts.map((t, i) => `${passages[i]?.title ?? ''}\n${t}`), options.anchors, (i) => (scores[i] ?? 0) + (headsName[i] ? 1e6 : 0));
  // Several questions: each one's best passage is a candidate, so that one question's anchors (a
  // region every other section names) cannot crowd out the passage another question needs.
  const bestOf = (own: number[]): number => {
    let best = -1;
    own.forEach((score, i) => {
      if (!passages[i]?.glue && score > 0 && (best < 0 || score > (own[best] ?? 0))) best = i;
    });
    return best;
  };
  const partBest = new Set<number>();
  for (const part of askingParts(options.queryParts)) {
    const best = bestOf(scorePassages(texts, passages.map((p) => p.title), part));
    if (best >= 0) partBest.add(best);
  }
  // Only a question about an entity with a passage of its own ("Oliver Keller's manager") hops:
  // from that passage, and from the one or two others that mention the entity (a press release
  // saying who bought a stake in it).
  const own = forced.map((f, i) => f && (headsName[i] ?? false));
  const origins = [...own];
  // Lower-cased once, and only when a hop needs to search whole passages.
  let lower: string[] | undefined;
  const lowered = (): string[] => (lower ??= texts.map((t) => t.toLowerCase()));
  for (const a of options.anchors) {
    if (!heads.some((h, i) => origins[i] && h.includes(a.needle))) continue;
    const mentions = lowered().flatMap((t, i) => (!origins[i] && !passages[i]?.glue && t.includes(a.needle) ? [i] : []));
    if (mentions.length <= MAX_MENTIONS) for (const i of mentions) origins[i] = true;
  }
  const related = relatedPassages(passages, lowered, options.anchors, options.query);
  const hops = secondHops(heads, texts, lowered, passages, origins, own, options.query);
  // A mention is kept only when it leads somewhere (it names the passage that answers), or when
  // it relates to the entity as the question does ("the trial that extended BRESA-5" over "KESLO-4
  // extended the BRESA-5 trial"): it is then the asked passage. Both ends of a hop are kept whole
  // and on top of the budget: what is asked of them is not in the question's words, and they
  // must not push out the asked passage's sentences.
  const extra = new Set([...hops.passages, ...hops.via.filter((i) => !own[i]), ...related]);
  for (const i of extra) forced[i] = true;
  const anchors = hops.names.length === 0 ? options.anchors : [...options.anchors, ...hops.names];
  // Counted once as a whole; each passage gets its share by length (counting every passage
  // apart cost as much as the rest of the selection).
  const total = options.countTokens(text);
  const tokens = texts.map((t) => (t.length * total) / Math.max(1, text.length));
  const budget = total * options.keepRatio;
  const chosen = new Set<number>();
  const pinned = new Set<number>();
  let used = 0;
  passages.forEach((p, i) => {
    const signals = options.mustKeepLine !== undefined && (texts[i] ?? '').split('\n').some(options.mustKeepLine);
    // A table's header row names its columns: no row can be read without it.
    const header = options.wholePassages === true && /<th[\s>]/i.test(texts[i] ?? '');
    if (!p.glue && !forced[i] && !signals && !header) return;
    pinned.add(i);
    chosen.add(i);
    if (!extra.has(i)) used += tokens[i] ?? 0;
  });
  for (const i of partBest) chosen.add(i);
  used = takeBest(scores, tokens, chosen, used, budget * (options.wholePassages ? 1 : CANDIDATE_FACTOR));
  // Among three passages twice the budget holds one: BM25 alone would choose the one whose
  // sentences are read (a page fetched in two halves, three paragraphs each). The best two are.
  if (!options.wholePassages && passages.filter((p) => !p.glue).length <= FEW_PASSAGES) takeTop(scores, chosen, 2);
  // The question's best passage is a candidate however long it is, whatever was pinned before it
  // (a question kept in place, an anchored passage): its sentences are chosen within the budget.
  const best = bestOf(scores);
  if (best >= 0 && !chosen.has(best)) {
    chosen.add(best);
    used += tokens[best] ?? 0;
  }
  if (chosen.size === passages.length && used <= budget) return text;
  // No passage shares a word with the question nor holds an anchor: nothing is cut blind.
  if (![...chosen].some((i) => !passages[i]?.glue)) return text;
  if (options.wholePassages) return render(passages.length, [...chosen].sort((a, b) => a - b).map((i) => ({ index: i, forced: true, pieces: [{ text: texts[i] ?? '', frame: true }], body: [] })), null);
  // A name's own passage that the question asks in none of its words: kept whole, on top of the budget.
  const asked = askedBeyondNames(options.queryParts ?? [options.query], anchors);
  const subjects = soleSubjects(texts, passages, options.anchors);
  const subjectWhole = new Set([...chosen].filter((i) => own[i] === true && subjects.has(i) && !asked.meets(texts[i] ?? '')));
  const candidates: Candidate[] = [];
  const paragraphs: string[] = [];
  /** Each paragraph's passage frame (title, heading line): its words count for the paragraph. */
  const frames: string[] = [];
  for (const i of [...chosen].sort((a, b) => a - b)) {
    // A short passage holding an anchor (a search result's snippet) is kept whole: its name and
    // the figure asked of it often stand in two different sentences.
    const whole = extra.has(i) || (forced[i] === true && !passages[i]?.glue && (tokens[i] ?? 0) <= SHORT_ANCHORED_TOKENS) || subjectWhole.has(i);
    const ps = whole ? [{ text: texts[i] ?? '', frame: true }] : pieces(texts[i] ?? '', (passages[i]?.title ?? '') !== '');
    const body: number[] = [];
    const frame = [passages[i]?.title ?? '', ...ps.filter((p) => p.frame).map((p) => p.text)].join('\n');
    ps.forEach((p) => {
      if (p.frame || passages[i]?.glue) return;
      body.push(paragraphs.push(p.text) - 1);
      frames.push(frame);
    });
    candidates.push({ index: i, forced: pinned.has(i), pieces: ps, body });
  }
  // Passages kept whole for what they are about stand on top of the budget, as a hop's ends do.
  const frameTokens = candidates.filter((c) => !extra.has(c.index) && !subjectWhole.has(c.index)).reduce((n, c) => n + c.pieces.filter((p) => p.frame).reduce((m, p) => m + p.text.length, 0), 0) * (total / Math.max(1, text.length));
  const picked = pickSentences(paragraphs, {
    query: options.query,
    anchors,
    mustKeepLine: options.mustKeepLine,
    budget: Math.max(0, budget - frameTokens),
    tokensPerChar: total / Math.max(1, text.length),
    frames,
    queryParts: options.queryParts,
  });
  // Only a literal that points at a few places (a topic every passage names points at none).
  const pointing = anchors.filter((a) => lowered().filter((t) => t.includes(a.needle)).length <= MAX_HEADED_PLACES);
  if (picked !== null) for (const c of candidates) if (!passages[c.index]?.glue) keepHead(picked, c.body, pointing);
  return render(passages.length, candidates, picked);
}

/**
 * A passage whose kept sentence holds a literal of the question keeps its first sentence too,
 * which names what the passage is about: "Il travaille au service Logistique sur le site de
 * Berlin." is someone's — "How many employees work at the Berlin site?" or "Who works there?"
 * needs whose, and the name heads the passage.
 */
function keepHead(picked: PickedSentence[][], body: number[], anchors: Anchor[]): void {
  const first = picked[body[0] ?? -1]?.[0];
  if (first === undefined || first.kept || anchors.length === 0) return;
  if (body.some((b) => picked[b]?.some((s) => s.kept && anchors.some((a) => containsAnchor(s.text.toLowerCase(), a))))) first.kept = true;
}

function render(count: number, candidates: Candidate[], picked: PickedSentence[][] | null): string {
  let out = '';
  let next = 0;
  let separator = '\n';
  const dropPassages = (upTo: number): void => {
    if (upTo > next) out += omittedPassages(upTo - next) + separator;
  };
  for (const c of candidates) {
    const kept = picked === null || c.forced || c.body.length === 0 || c.body.some((b) => picked[b]?.some((s) => s.kept));
    if (!kept) continue;
    dropPassages(c.index);
    let body = 0;
    for (const piece of c.pieces) {
      if (piece.frame) out += piece.text;
      else out += renderKept(picked?.[c.body[body++] ?? -1] ?? null, piece.text);
    }
    separator = trailingWhitespace(out) || '\n';
    next = c.index + 1;
  }
  dropPassages(count);
  return out;
}
