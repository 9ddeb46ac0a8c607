/**
 * @module compress/json-prose
 * JSON whose weight is prose — a search API's `results: [{rank, title, text}]`, an array of
 * retrieved passages, a page fetched as `{"url": …, "content": "…"}` — is selected as passages
 * are: the strings that share most words with the question are candidates (each string's short
 * sibling values, its title or url, count with it), then their sentences down to the budget.
 * An item whose prose was left out goes, one marker item saying how many; a dropped sentence
 * run leaves a sentence marker inside its string. Kept sentences keep their JSON escapes byte
 * for byte, and the result is valid JSON.
 */
import { type Anchor, anchoredUnits } from './anchors.js';
import { rowView } from './json-columns.js';
import { type RawNode, parseRawJson, stringifyRaw, viewOf } from './json-raw.js';
import { omittedItems, omittedSentences } from './markers.js';
import { askedBeyondNames } from './passage-links.js';
import { MIN_WHOLE_DOCUMENTS, scorePassages, takeBest, takeTop } from './passage-select.js';
import { pickSentences, renderKept } from './select.js';

export interface JsonProseOptions {
  query: string;
  queryParts?: string[];
  anchors: Anchor[];
  /** Share of the prose kept. */
  keepRatio: number;
}

/** Prose strings a JSON value must hold to be selected as passages. */
const MIN_PROSE_STRINGS = 3;
/** A string this long, with two sentences at least, is a passage of prose. */
const MIN_PROSE_CHARS = 200;
const SENTENCES = /\p{L}[.!?…。！？]["')\]]*\s+\S/u;
/**
 * A line that gives a string structure of its own (a heading, a table row, a list item, a fence,
 * a quotation): such a string is a document with sections, whose sentences are read under their
 * headings — it is chosen or left out whole, never cut sentence by sentence.
 */
const STRUCTURED_LINE = /(?:^|\\n)[ \t]*(?:#{1,6}[ \t]|\||[-*+][ \t]|\d{1,3}[.)][ \t]|```|>)/;
/** The prose must hold this share of the JSON's characters for the JSON to be read as passages. */
const PROSE_SHARE = 0.6;
/** Candidates may take this many times the budget before sentences are chosen among them. */
const CANDIDATE_FACTOR = 2;
/** A short string beside the prose (a title, a url, a source) frames it; longer ones are values of their own. */
const MAX_FRAME_CHARS = 200;
/** Characters a token stands for: only shares of the budget are compared, so the figure cancels out. */
const TOKENS_PER_CHAR = 0.25;

interface ProseString {
  /** The literal node, replaced in place. */
  node: { kind: 'lit'; raw: string };
  /** Its text as the selector reads it: the raw string between its quotes, `\n` as a line break. */
  view: string;
  /** The short string values beside it in its object. */
  frame: string;
  /** The array item it belongs to (dropped with it), if it stands in an array. */
  item?: { array: RawNode[]; index: number };
  /** A document with sections of its own (a search result's page in markdown): kept whole once chosen. */
  structured: boolean;
}

/**
 * The share of a JSON text's string values that is prose — passages, or pages with sections of
 * their own (a fetched page's markdown) — 0 for any other text. Keys, numbers and the syntax
 * count for nothing: a page summary's extract beside its ids, URLs and titles is its weight.
 */
export function proseStringShare(text: string): number {
  const t = text.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return 0;
  const root = parseRawJson(t);
  if (!root) return 0;
  const prose: ProseString[] = [];
  collect(root, prose, undefined);
  return prose.reduce((n, p) => n + p.node.raw.length, 0) / Math.max(1, stringChars(root));
}

/** Selects inside the prose of a JSON value; returns null when it holds no prose to select, or none that matches the question. */
export function selectJsonProse(tree: RawNode, options: JsonProseOptions): RawNode | null {
  // Columnar JSON (a vector store's parallel arrays) is selected as its records, and written back in step.
  const { view: root, restore } = rowView(tree);
  const prose: ProseString[] = [];
  collect(root, prose, undefined);
  // Three passages at least, as prose is selected (one fetched page is a whole: its batch chose
  // it); an array of bare strings is a document list, chosen whole by the item sampler.
  if (prose.length < MIN_PROSE_STRINGS || prose.every((p) => p.item !== undefined && p.item.array.every((n) => n.kind === 'lit' && n.raw.startsWith('"')))) return null;
  const proseChars = prose.reduce((n, p) => n + p.view.length, 0);
  if (proseChars < rawChars(root) * PROSE_SHARE) return null;
  const texts = prose.map((p) => p.view);
  const scores = scorePassages(texts, prose.map((p) => p.frame), options.query);
  const anchored = anchoredUnits(texts.map((t, i) => `${prose[i]?.frame ?? ''}\n${t}`), options.anchors, (i) => scores[i] ?? 0);
  // Nothing shares a word with the question nor holds an anchor: nothing is cut blind.
  if (!anchored.some(Boolean) && !scores.some((s) => s > 0)) return null;
  const sizes = texts.map((t) => t.length * TOKENS_PER_CHAR);
  const budget = proseChars * TOKENS_PER_CHAR * options.keepRatio;
  const chosen = new Set<number>();
  let used = 0;
  anchored.forEach((a, i) => {
    if (!a) return;
    chosen.add(i);
    used += sizes[i] ?? 0;
  });
  takeBest(scores, sizes, chosen, used, budget * CANDIDATE_FACTOR);
  // Pages that all have sections of their own are kept whole once chosen: the best three at least.
  if (prose.every((p) => p.structured)) takeTop(scores, chosen, MIN_WHOLE_DOCUMENTS);
  const candidates = [...chosen].sort((a, b) => a - b);
  // A page with sections of its own is kept whole once chosen; sentences are chosen among the rest.
  const cut = candidates.filter((i) => !prose[i]?.structured);
  const picked = cut.length === 0 ? [] : pickSentences(
    cut.map((i) => texts[i] ?? ''),
    { query: options.query, queryParts: options.queryParts, anchors: options.anchors, budget, tokensPerChar: TOKENS_PER_CHAR, frames: cut.map((i) => prose[i]?.frame ?? '') },
  );
  // A string an anchor holds whose sentences none of the question's words beyond its names meet
  // (asked in another language, or in words the text never uses) is kept whole: no sentence of
  // it can be told from another.
  const asked = askedBeyondNames(options.queryParts ?? [options.query], options.anchors);
  cut.forEach((i, k) => {
    const p = prose[i];
    const sentences = picked?.[k];
    if (anchored[i] && !asked.meets(texts[i] ?? '')) return;
    if (p && sentences) p.node.raw = `"${renderKept(sentences, p.view).replace(/\n/g, '\\n')}"`;
  });
  const dropped = new Map<RawNode[], Set<number>>();
  prose.forEach((p, i) => {
    if (chosen.has(i)) return;
    if (!p.item) {
      p.node.raw = JSON.stringify(omittedSentences(sentenceCount(p.view)));
      return;
    }
    const set = dropped.get(p.item.array) ?? new Set<number>();
    set.add(p.item.index);
    dropped.set(p.item.array, set);
  });
  // An item keeps its place while any of its prose is kept; the others go, each run as one marker item.
  for (const [array, indices] of dropped) {
    const keptHere = new Set(prose.filter((p, i) => chosen.has(i) && p.item?.array === array).map((p) => p.item?.index));
    const out: RawNode[] = [];
    let run = 0;
    array.forEach((node, i) => {
      if (indices.has(i) && !keptHere.has(i)) {
        run++;
        return;
      }
      if (run > 0) out.push({ kind: 'lit', raw: JSON.stringify(omittedItems(run)) });
      run = 0;
      out.push(node);
    });
    if (run > 0) out.push({ kind: 'lit', raw: JSON.stringify(omittedItems(run)) });
    array.splice(0, array.length, ...out);
  }
  return restore();
}

/**
 * JSON Lines whose records hold prose (retrieved passages exported one per line) are selected as
 * an array of those records is; each kept record stays on a line of its own, each run of left-out
 * records one marker line. Null when a line is not JSON or the records hold no prose to select.
 */
export function selectJsonLinesProse(text: string, options: JsonProseOptions): string | null {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  // A label line or two above the records (`payload:`) stays as it is.
  const first = lines.findIndex((l) => l.trimStart().startsWith('{'));
  if (first < 0 || first > MAX_LABEL_LINES || lines.slice(0, first).some((l) => l.length > MAX_LABEL_CHARS)) return null;
  const items: RawNode[] = [];
  for (const line of lines.slice(first)) {
    const node = parseRawJson(line);
    if (node?.kind !== 'obj') return null;
    items.push(node);
  }
  const selected = selectJsonProse({ kind: 'arr', items }, options);
  return selected?.kind === 'arr' ? [...lines.slice(0, first), ...selected.items.map(stringifyRaw)].join('\n') : null;
}

const MAX_LABEL_LINES = 2;
const MAX_LABEL_CHARS = 100;

/** Finds the prose strings, each with the short strings beside it and the array item it belongs to. */
function collect(node: RawNode, out: ProseString[], item: ProseString['item']): void {
  if (node.kind === 'lit') {
    if (isProse(node.raw)) out.push({ node, view: viewOf(node.raw), frame: '', item, structured: STRUCTURED_LINE.test(node.raw.slice(1)) });
    return;
  }
  if (node.kind === 'arr') {
    node.items.forEach((child, index) => collect(child, out, { array: node.items, index }));
    return;
  }
  const before = out.length;
  for (const [, value] of node.entries) collect(value, out, item);
  const frame = node.entries
    .map(([, v]) => (v.kind === 'lit' && v.raw.startsWith('"') && v.raw.length <= MAX_FRAME_CHARS ? viewOf(v.raw) : ''))
    .filter((s) => s !== '')
    .join('\n');
  for (const p of out.slice(before)) if (p.frame === '') p.frame = frame;
}

function isProse(raw: string): boolean {
  return raw.length >= MIN_PROSE_CHARS + 2 && raw.startsWith('"') && SENTENCES.test(raw);
}


function stringChars(node: RawNode): number {
  if (node.kind === 'lit') return node.raw.startsWith('"') ? node.raw.length : 0;
  if (node.kind === 'arr') return node.items.reduce((n, c) => n + stringChars(c), 0);
  return node.entries.reduce((n, [, v]) => n + stringChars(v), 0);
}

function rawChars(node: RawNode): number {
  if (node.kind === 'lit') return node.raw.length;
  if (node.kind === 'arr') return node.items.reduce((n, c) => n + rawChars(c) + 1, 2);
  return node.entries.reduce((n, [k, v]) => n + k.length + rawChars(v) + 2, 2);
}

function sentenceCount(text: string): number {
  return Math.max(1, text.split(/(?<=[.!?…。！？])\s+/u).length);
}
