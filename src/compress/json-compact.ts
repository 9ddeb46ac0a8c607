/**
 * @module compress/json-compact
 * JSON blocks: lossless minification (literals byte-exact) and, for homogeneous arrays of
 * objects, a compact table form when it is smaller in tokens. Two table forms compete per
 * block — TOON (@toon-format/toon, the known compact encoding of JSON tables) and our own
 * header+rows JSON — and the fewest tokens win (see docs/compression.md for the measurement).
 */
import { encode as encodeToon } from '@toon-format/toon';
import { type RawNode, parseRawJson, stringifyRaw, toPlainValue } from './json-raw.js';

export interface JsonResult {
  text: string;
  transforms: string[];
}

/** Is this array a table: ≥ 3 objects with the same keys in the same order and only literal values? */
export function isTabular(node: RawNode): boolean {
  if (node.kind !== 'arr' || node.items.length < 3) return false;
  const first = node.items[0];
  if (!first || first.kind !== 'obj' || first.entries.length === 0) return false;
  const keys = first.entries.map(([k]) => k).join('\u0000');
  return node.items.every(
    (item) => item.kind === 'obj' && item.entries.map(([k]) => k).join('\u0000') === keys && item.entries.every(([, v]) => v.kind === 'lit'),
  );
}

function containsTable(node: RawNode): boolean {
  if (isTabular(node)) return true;
  if (node.kind === 'arr') return node.items.some(containsTable);
  if (node.kind === 'obj') return node.entries.some(([, v]) => containsTable(v));
  return false;
}

/** Our own table form: each tabular array becomes [[header…],[row…],…] — still valid JSON. */
export function tableJson(node: RawNode): string {
  if (isTabular(node) && node.kind === 'arr') {
    const rows = node.items.map((item) => (item.kind === 'obj' ? `[${item.entries.map(([, v]) => stringifyRaw(v)).join(',')}]` : ''));
    const first = node.items[0];
    const header = first && first.kind === 'obj' ? `[${first.entries.map(([k]) => k).join(',')}]` : '[]';
    return `[${header},${rows.join(',')}]`;
  }
  if (node.kind === 'lit') return node.raw;
  if (node.kind === 'arr') return `[${node.items.map(tableJson).join(',')}]`;
  return `{${node.entries.map(([k, v]) => `${k}:${tableJson(v)}`).join(',')}}`;
}

function toonOf(node: RawNode): string | undefined {
  try {
    return encodeToon(toPlainValue(node));
  } catch {
    return undefined; // a number that would not round-trip, or a shape TOON rejects
  }
}

/** The smallest lossless form of a JSON node: minified, own table or TOON. */
export function compactNode(node: RawNode, countTokens: (text: string) => number): JsonResult {
  const minified = stringifyRaw(node);
  if (!containsTable(node)) return { text: minified, transforms: ['json-minify'] };
  const candidates: Array<[string, string]> = [['json-minify', minified], ['json-table', tableJson(node)]];
  const toon = toonOf(node);
  if (toon !== undefined) candidates.push(['json-toon', toon]);
  candidates.sort((a, b) => a[1].length - b[1].length);
  const [first, second] = candidates as [[string, string], [string, string]];
  // Far shorter in characters is fewer tokens; only a close race is worth two tokenizer passes.
  const best = first[1].length <= 0.85 * second[1].length || countTokens(first[1]) <= countTokens(second[1]) ? first : second;
  return { text: best[1], transforms: best[0] === 'json-minify' ? ['json-minify'] : ['json-minify', best[0]] };
}

/** Lossless compaction of a text that is exactly one JSON object/array; undefined if it is not JSON. */
export function compactJsonText(text: string, countTokens: (text: string) => number): JsonResult | undefined {
  const node = parseRawJson(text);
  return node ? compactNode(node, countTokens) : undefined;
}
