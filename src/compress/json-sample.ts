/**
 * @module compress/json-sample
 * Lossy sampling of large JSON arrays and objects (balanced/aggressive): keeps the first and
 * last items, items that mention errors, numeric outliers, every item holding one of the
 * question's anchors and the items most relevant to the question, and adds one marker item
 * that says exactly how many were dropped. Never blind: a collection none of whose items
 * shares a word or an anchor with the question is kept whole.
 */
import type { RawNode } from './json-raw.js';
import { type Columns, fromRows, parallelColumns, recordGroups } from './json-columns.js';
import { stringifyRaw } from './json-raw.js';
import { omittedItems } from './markers.js';
import { type Anchor, anchoredUnits, containsAnchor } from './anchors.js';
import { MIN_WHOLE_DOCUMENTS, scorePassages, takeBest, takeTop } from './passage-select.js';
import { headsNextLine, queryScores } from './relevance.js';

export interface SampleOptions {
  maxItems: number;
  query: string;
  anchors?: Anchor[];
  /** Share of an array of documents (long strings: retrieved passages sent as JSON) kept, by relevance. */
  documentKeepRatio?: number;
}

/** Strings this long on average are documents, not a record's values. */
const MIN_DOCUMENT_CHARS = 200;

type ObjNode = Extract<RawNode, { kind: 'obj' }>;

const ERROR_WORDS = /error|exception|fail|fatal|warn|denied|invalid|timeout/i;

export function sampleJson(node: RawNode, options: SampleOptions): { node: RawNode; dropped: number } {
  let dropped = 0;
  const visit = (n: RawNode): RawNode => {
    if (n.kind === 'lit') return n;
    if (n.kind === 'arr') {
      const items = n.items.map(visit);
      const keep = chooseItems(items.map(stringifyRaw), items, options);
      if (keep.size >= items.length) return { kind: 'arr', items };
      dropped += items.length - keep.size;
      return { kind: 'arr', items: keptWithMarker(items, keep) };
    }
    const columns = parallelColumns(n);
    if (columns) return visitColumns(n, columns);
    const entries = n.entries.map(([k, v]): [string, RawNode] => [k, visit(v)]);
    const keep = chooseItems(entries.map(([k, v]) => `${k}:${stringifyRaw(v)}`), entries.map(([, v]) => v), { ...options, maxItems: options.maxItems * 2 });
    if (keep.size >= entries.length) return { kind: 'obj', entries };
    dropped += entries.length - keep.size;
    const kept = entries.filter((_, i) => keep.has(i));
    kept.push(['"…"', { kind: 'lit', raw: JSON.stringify(omittedItems(entries.length - keep.size)) }]);
    return { kind: 'obj', entries: kept };
  };
  /** Parallel columns sampled as records: one choice of positions for every column. */
  const visitColumns = (n: ObjNode, columns: Columns): RawNode => {
    const groups = recordGroups(n, columns).map((group) => {
      const records = group.map((r): ObjNode => ({ kind: 'obj', entries: r.entries.map(([k, v]): [string, RawNode] => [k, visit(v)]) }));
      const keep = chooseRecords(records, options);
      if (keep.size >= records.length) return records;
      dropped += records.length - keep.size;
      return keptWithMarker(records, keep);
    });
    return fromRows(n, columns, groups, (v) => v, visit);
  };
  return { node: visit(node), dropped };
}

/** The items kept, with one marker item for those left out, before the last kept one. */
function keptWithMarker(items: RawNode[], keep: Set<number>): RawNode[] {
  const kept = items.filter((_, i) => keep.has(i));
  kept.splice(Math.min(kept.length, keep.size - 1), 0, { kind: 'lit', raw: JSON.stringify(omittedItems(items.length - keep.size)) });
  return kept;
}

/** Records of parallel columns: selected like passages when one column holds documents (the others — a title, a source — count), else as items. */
function chooseRecords(records: ObjNode[], options: SampleOptions): Set<number> {
  const texts = records.map(stringifyRaw);
  const columns = records[0]?.entries.map((_, c) => records.map((r) => r.entries[c]?.[1] as RawNode)) ?? [];
  if (options.documentKeepRatio !== undefined && columns.some((values) => areDocuments(values, values.map(stringifyRaw)))) {
    return chooseDocuments(texts, options.query, options.anchors ?? [], options.documentKeepRatio);
  }
  return chooseItems(texts, records, options);
}

/** Strings, most of them long, three at least: one long `text` beside an `id` and a `title` is a record's field, not a collection of documents. */
function areDocuments(nodes: RawNode[], texts: string[]): boolean {
  const n = nodes.length;
  if (n < 3 || !nodes.every((node) => node.kind === 'lit' && node.raw.startsWith('"'))) return false;
  const long = texts.filter((t) => t.length >= MIN_DOCUMENT_CHARS).length;
  return long >= 3 && long >= n / 2 && texts.reduce((sum, t) => sum + t.length, 0) >= n * MIN_DOCUMENT_CHARS;
}

/**
 * An array of documents (`"documents": ["…", "…"]`) is selected like passages: the best
 * matches up to the budget, every one holding an anchor, and nothing when none matches.
 */
/** An item's JSON text with its escaped line breaks and tabs as blanks: in `…\nORD-92930,…` the id starts a word. */
const unescaped = (text: string): string => (text.includes('\\') ? text.replace(/\\[nrt]/g, '  ') : text);

function chooseDocuments(texts: string[], query: string, anchors: Anchor[], keepRatio: number): Set<number> {
  const scores = scorePassages(texts, [], query);
  const anchored = anchoredUnits(texts.map(unescaped), anchors, (i) => scores[i] ?? 0);
  const keep = new Set<number>();
  if (!anchored.some(Boolean) && !scores.some((s) => s > 0)) return new Set(texts.keys());
  let used = 0;
  anchored.forEach((a, i) => {
    if (!a) return;
    keep.add(i);
    used += texts[i]?.length ?? 0;
  });
  const sizes = texts.map((t) => t.length);
  takeBest(scores, sizes, keep, used, keepRatio * sizes.reduce((n, size) => n + size, 0));
  // Documents are kept whole, never narrowed down sentence by sentence: the best three at least.
  takeTop(scores, keep, MIN_WHOLE_DOCUMENTS);
  return keep;
}

function chooseItems(texts: string[], nodes: RawNode[], { maxItems, query, anchors = [], documentKeepRatio }: SampleOptions): Set<number> {
  const n = texts.length;
  if (documentKeepRatio !== undefined && areDocuments(nodes, texts)) return chooseDocuments(texts, query, anchors, documentKeepRatio);
  const keep = new Set<number>();
  const all = (): Set<number> => {
    for (let i = 0; i < n; i++) keep.add(i);
    return keep;
  };
  if (n <= maxItems) return all();
  const scores = queryScores(texts, query);
  const anchored = anchoredUnits(texts.map(unescaped), anchors, (i) => scores[i] ?? 0);
  if (!anchored.some(Boolean) && !scores.some((s) => s > 0)) return all();
  const relevant: number[] = [];
  anchored.forEach((a, i) => {
    if (a) relevant.push(i);
  });
  const keys = nodes.map(recordKey);
  relevant.push(...namedRecords(keys, anchors));
  for (const i of secondHops(nodes, keys, anchored, query)) keep.add(i);
  for (const i of [0, 1, 2, n - 2, n - 1]) keep.add(i);
  texts.forEach((t, i) => {
    if (ERROR_WORDS.test(t)) keep.add(i);
  });
  for (const i of numericOutliers(nodes)) keep.add(i);
  const limit = Math.max(3, Math.floor(maxItems / 2));
  scores
    .map((score, i) => ({ score, i }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, limit)
    .forEach((x) => relevant.push(x.i));
  for (const i of relevant) {
    keep.add(i);
    if (headsNextItem(nodes[i], nodes[i + 1])) keep.add(i + 1);
  }
  return keep;
}

/**
 * Printed lines kept as strings (a notebook's stream output: `"Epoch 13/15\n"`, then the line of
 * its values): measured without their quotes, like log lines.
 */
function headsNextItem(item: RawNode | undefined, next: RawNode | undefined): boolean {
  if (item?.kind !== 'lit' || next?.kind !== 'lit' || !item.raw.startsWith('"') || !next.raw.startsWith('"')) return false;
  return headsNextLine(item.raw.length - 2, next.raw.length - 2);
}

/**
 * The records a name or id of the question heads (their first string field): "Who earns more,
 * Chloe Moreau or Thomas Ashworth?" asks of Thomas Ashworth's own record, not of the one whose
 * manager he is — a name held by several items forces only one of them (`anchoredUnits`), which
 * may be the other. A name that heads many records (a first name alone) points at none.
 */
function namedRecords(keys: Array<string | undefined>, anchors: Anchor[]): number[] {
  return anchors.flatMap((anchor) => {
    const heads = keys.flatMap((key, i) => (key !== undefined && containsAnchor(key, anchor) ? [i] : []));
    return heads.length <= MAX_NAMED_RECORDS ? heads : [];
  });
}

/** A name heading more records than this is no one record's. */
const MAX_NAMED_RECORDS = 3;

/** The first string field of an object item: the record's name or id. */
function recordKey(node: RawNode): string | undefined {
  if (node.kind !== 'obj') return undefined;
  for (const [, value] of node.entries) if (value.kind === 'lit' && value.raw.startsWith('"')) return value.raw.toLowerCase();
  return undefined;
}

/**
 * The second hop of a question about one record: "the e-mail of Daniel Okafor's manager" is in
 * the record that the asked one names (`"manager": "Olivia Castillo"`). A string value of an
 * anchored item that is exactly the key (first string field) of one other item keeps it.
 */
function secondHops(nodes: RawNode[], keys: Array<string | undefined>, anchored: boolean[], query: string): number[] {
  const from = anchored.flatMap((a, i) => (a ? [i] : []));
  if (from.length === 0 || from.length > 2) return [];
  const byKey = new Map<string, number[]>();
  keys.forEach((key, i) => {
    if (key === undefined) return;
    const holders = byKey.get(key);
    if (holders) holders.push(i);
    else byKey.set(key, [i]);
  });
  const asked = query.toLowerCase();
  const out: number[] = [];
  for (const i of from) {
    const node = nodes[i];
    if (node?.kind !== 'obj') continue;
    for (const [, value] of node.entries) {
      if (value.kind !== 'lit' || !value.raw.startsWith('"') || value.raw.length > 120) continue;
      const raw = value.raw.toLowerCase();
      const holders = byKey.get(raw);
      if (holders?.length === 1 && holders[0] !== i && !asked.includes(raw.slice(1, -1))) out.push(holders[0] as number);
    }
  }
  return out.slice(0, 3);
}

/** Items holding the minimum or maximum of some numeric field of object items. */
function numericOutliers(nodes: RawNode[]): number[] {
  const extremes = new Map<string, { min: number; minAt: number; max: number; maxAt: number }>();
  nodes.forEach((node, i) => {
    if (node.kind !== 'obj') return;
    for (const [key, value] of node.entries) {
      if (value.kind !== 'lit' || !/^-?\d/.test(value.raw)) continue;
      const x = Number(value.raw);
      const e = extremes.get(key);
      if (!e) extremes.set(key, { min: x, minAt: i, max: x, maxAt: i });
      else {
        if (x < e.min) Object.assign(e, { min: x, minAt: i });
        if (x > e.max) Object.assign(e, { max: x, maxAt: i });
      }
    }
  });
  const out: number[] = [];
  for (const e of [...extremes.values()].slice(0, 4)) out.push(e.minAt, e.maxAt);
  return out;
}
