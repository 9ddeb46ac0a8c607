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

/** Each group's records: each the object of its columns' i-th values. */
export function recordGroups(node: ObjNode, columns: Columns): ObjNode[][] {
  const keys = columns.entries.map((e) => node.entries[e]?.[0] ?? '');
  return lists(node, columns).map((group) =>
    (group[0]?.items ?? []).map((_, i) => ({ kind: 'obj', entries: group.map((list, c): [string, RawNode] => [keys[c] ?? '', list.items[i] as RawNode]) })),
  );
}

/**
 * The object with each group's rows — the records left, and any marker items among them —
 * written back into its columns position by position; `value` maps a record's values, `other`
 * the object's other members (by their order among them).
 */
export function fromRows(node: ObjNode, columns: Columns, groups: RawNode[][], value: (v: RawNode) => RawNode, other: (v: RawNode, k: number) => RawNode): ObjNode {
  let k = 0;
  const column = (rows: RawNode[], c: number): ArrNode => ({ kind: 'arr', items: rows.map((r) => (r.kind === 'obj' ? value(r.entries[c]?.[1] as RawNode) : r)) });
  const entries = node.entries.map(([key, v], e): [string, RawNode] => {
    const c = columns.entries.indexOf(e);
    if (c < 0) return [key, other(v, k++)];
    return [key, columns.nested ? { kind: 'arr', items: groups.map((rows) => column(rows, c)) } : column(groups[0] ?? [], c)];
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
    const groups = recordGroups(node, columns).map((g): RawNode => ({ kind: 'arr', items: g.map(toView) }));
    const records: ArrNode = { kind: 'arr', items: groups };
    const others = node.entries.filter((_, e) => !columns.entries.includes(e)).map(([k, v]): [string, RawNode] => [k, toView(v)]);
    const view: RawNode = { kind: 'obj', entries: [...others, ['"records"', records]] };
    columnar.set(view, { node, columns, records });
    return view;
  };
  const back = (view: RawNode): RawNode => {
    const source = columnar.get(view);
    if (source) {
      const rows = source.records.items.map((g) => (g.kind === 'arr' ? g.items : []));
      return fromRows(source.node, source.columns, rows, back, (_, k) => back((view as ObjNode).entries[k]?.[1] as RawNode));
    }
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
