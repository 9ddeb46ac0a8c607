/**
 * @module compress/json-columns
 * Columnar JSON: a vector store's query result (`{"ids": [[…]], "documents": [[…]], "metadatas":
 * [[…]], "distances": [[…]]}`, one inner list per query text), a data frame's `to_dict("list")` —
 * parallel arrays whose i-th values are one record. Its reader pairs them by position ("pair
 * each document with its metadata by position"): sampled column by column, a kept document
 * would be paired with a dropped one's id. Here they are read as records: one choice of
 * positions is applied to every column, its marker at the same position in each.
 */
import type { RawNode } from './json-raw.js';

type ObjNode = Extract<RawNode, { kind: 'obj' }>;
type ArrNode = Extract<RawNode, { kind: 'arr' }>;

/** Fewer records than this are kept as they are. */
const MIN_RECORDS = 3;

/** One group of records: the i-th value of each column (a column's inner list, or the column itself when flat). */
export interface RecordGroup {
  /** The columns' keys, in the object's order. */
  keys: string[];
  /** Each record as an object of its columns' values. */
  records: ObjNode[];
}

/** The parallel columns of an object: entry positions whose arrays have one shape. */
export interface Columns {
  entries: number[];
  nested: boolean;
}

/** An array's shape: `f<n>` for n scalars or objects, `n<a,b,…>` for lists of inner lists (a vector store's one per query). */
function shapeOf(node: RawNode): string | undefined {
  if (node.kind !== 'arr' || node.items.length === 0) return undefined;
  const inner = node.items.filter((i): i is ArrNode => i.kind === 'arr');
  if (inner.length === node.items.length) return `n${inner.map((i) => i.items.length).join(',')}`;
  return inner.length === 0 ? `f${node.items.length}` : undefined;
}

/** The object's parallel columns (two or more arrays of one shape, three records at least), if it has them. */
export function parallelColumns(node: ObjNode): Columns | undefined {
  const byShape = new Map<string, number[]>();
  node.entries.forEach(([, value], i) => {
    const shape = shapeOf(value);
    if (shape !== undefined) byShape.set(shape, [...(byShape.get(shape) ?? []), i]);
  });
  let best: [string, number[]] | undefined;
  for (const [shape, entries] of byShape) if (entries.length >= 2 && entries.length > (best?.[1].length ?? 0)) best = [shape, entries];
  if (!best) return undefined;
  const nested = best[0].startsWith('n');
  const records = best[0].slice(1).split(',').map(Number);
  // A list of lists of one item each (`[[1],[2],[3]]` beside `[["a"],["b"],["c"]]`) is records per list, not columns.
  if (Math.max(...records) < MIN_RECORDS) return undefined;
  return { entries: best[1], nested };
}

/** The columns' lists, one per group (one group when flat). */
function lists(node: ObjNode, columns: Columns): ArrNode[][] {
  const arrays = columns.entries.map((e) => node.entries[e]?.[1] as ArrNode);
  if (!columns.nested) return [arrays];
  return (arrays[0]?.items ?? []).map((_, g) => arrays.map((a) => a.items[g] as ArrNode));
}

/** Each group's records. */
export function recordGroups(node: ObjNode, columns: Columns): RecordGroup[] {
  const keys = columns.entries.map((e) => node.entries[e]?.[0] ?? '');
  return lists(node, columns).map((group) => ({
    keys,
    records: (group[0]?.items ?? []).map((_, i) => ({ kind: 'obj', entries: group.map((list, c): [string, RawNode] => [keys[c] ?? '', list.items[i] as RawNode]) })),
  }));
}

/**
 * The object with each group's records replaced by those chosen (`kept[g]`, their values as
 * given), each column's marker (`marker`, when records were left out) at one position in all.
 */
export function withRecords(node: ObjNode, columns: Columns, kept: Array<{ records: ObjNode[]; marker?: RawNode; at: number }>): ObjNode {
  const column = (c: number, group: (typeof kept)[number]): ArrNode => {
    const items = group.records.map((r) => r.entries[c]?.[1] as RawNode);
    if (group.marker) items.splice(group.at, 0, group.marker);
    return { kind: 'arr', items };
  };
  const entries = node.entries.map(([key, value], e): [string, RawNode] => {
    const c = columns.entries.indexOf(e);
    if (c < 0) return [key, value];
    if (!columns.nested) return [key, column(c, kept[0] as (typeof kept)[number])];
    return [key, { kind: 'arr', items: kept.map((group) => column(c, group)) }];
  });
  return { kind: 'obj', entries };
}

/**
 * The tree with each columnar object read as its records — an array of record objects per group
 * under `"records"`, beside the object's other members — for a selector that drops array items
 * and rewrites strings of the view in place (its strings are the tree's own nodes); `restore`
 * builds the tree back from the view, each group's records left, and any marker items among
 * them, written into every column position by position.
 */
export function rowView(root: RawNode): { view: RawNode; restore: () => RawNode } {
  const columnar = new Map<RawNode, { node: ObjNode; columns: Columns; records: ArrNode }>();
  const toView = (node: RawNode): RawNode => {
    if (node.kind === 'lit') return node;
    if (node.kind === 'arr') return { kind: 'arr', items: node.items.map(toView) };
    const columns = parallelColumns(node);
    if (!columns) return { kind: 'obj', entries: node.entries.map(([k, v]): [string, RawNode] => [k, toView(v)]) };
    const groups = recordGroups(node, columns).map((g): RawNode => ({ kind: 'arr', items: g.records.map(toView) }));
    const records: ArrNode = { kind: 'arr', items: groups };
    const others = node.entries.filter((_, e) => !columns.entries.includes(e)).map(([k, v]): [string, RawNode] => [k, toView(v)]);
    const view: RawNode = { kind: 'obj', entries: [...others, ['"records"', records]] };
    columnar.set(view, { node, columns, records });
    return view;
  };
  const back = (view: RawNode): RawNode => {
    const source = columnar.get(view);
    if (source) return columnsBack(view as ObjNode, source.node, source.columns, source.records, back);
    if (view.kind === 'lit') return view;
    if (view.kind === 'arr') return { kind: 'arr', items: view.items.map(back) };
    return { kind: 'obj', entries: view.entries.map(([k, v]): [string, RawNode] => [k, back(v)]) };
  };
  if (!hasColumns(root)) return { view: root, restore: () => root };
  const view = toView(root);
  return { view, restore: () => back(view) };
}

/** Whether any object of the tree has parallel columns (most JSON has none: no view is built for it). */
function hasColumns(node: RawNode): boolean {
  if (node.kind === 'lit') return false;
  if (node.kind === 'arr') return node.items.some(hasColumns);
  return parallelColumns(node) !== undefined || node.entries.some(([, v]) => hasColumns(v));
}

/** A columnar object rebuilt from its view: its other members as the view left them, each column from the records left. */
function columnsBack(view: ObjNode, node: ObjNode, columns: Columns, records: ArrNode, back: (v: RawNode) => RawNode): ObjNode {
  let other = 0;
  const column = (rows: RawNode[], c: number): ArrNode => ({ kind: 'arr', items: rows.map((r) => (r.kind === 'obj' ? back(r.entries[c]?.[1] as RawNode) : r)) });
  const groups = records.items.map((g) => (g.kind === 'arr' ? g.items : []));
  const entries = node.entries.map(([key], e): [string, RawNode] => {
    const c = columns.entries.indexOf(e);
    if (c < 0) return [key, back(view.entries[other++]?.[1] as RawNode)];
    return [key, columns.nested ? { kind: 'arr', items: groups.map((rows) => column(rows, c)) } : column(groups[0] ?? [], c)];
  });
  return { kind: 'obj', entries };
}
