/**
 * @module eval/json-forms
 * `npx tsx eval/json-forms.ts`: measures the table forms for homogeneous JSON arrays —
 * minified JSON, our header+rows JSON, and TOON — in o200k_base tokens, on every tabular
 * array found in the BFCL environments and SWE-agent/KV data, plus generated API-style rows.
 */
import { encode as encodeToon } from '@toon-format/toon';
import { countTextTokens } from '../src/compress/index.js';
import { isTabular, tableJson } from '../src/compress/json-compact.js';
import { type RawNode, parseRawJson, stringifyRaw } from '../src/compress/json-raw.js';
import { bfclCases } from './data.js';

function tables(node: RawNode, out: RawNode[]): RawNode[] {
  if (isTabular(node)) out.push(node);
  else if (node.kind === 'arr') node.items.forEach((n) => tables(n, out));
  else if (node.kind === 'obj') node.entries.forEach(([, n]) => tables(n, out));
  return out;
}

function measure(label: string, nodes: RawNode[]): void {
  let min = 0;
  let own = 0;
  let toon = 0;
  for (const node of nodes) {
    min += countTextTokens(stringifyRaw(node));
    own += countTextTokens(tableJson(node));
    toon += countTextTokens(encodeToon(JSON.parse(stringifyRaw(node)) as unknown));
  }
  const pct = (x: number): string => `${((100 * x) / Math.max(1, min)).toFixed(1)}%`;
  console.log(`| ${label} | ${nodes.length} | ${min} | ${own} (${pct(own)}) | ${toon} (${pct(toon)}) |`);
}

const bfcl = bfclCases().flatMap((c) => tables(parseRawJson(JSON.stringify(c.config)) as RawNode, []));
const rng = (() => {
  let s = 42;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
})();
const generated = Array.from({ length: 50 }, (_, t) =>
  parseRawJson(
    JSON.stringify(
      Array.from({ length: 20 + t }, (_, i) => ({ id: i + 1, user: `user_${Math.floor(rng() * 1e4)}`, email: `u${i}@example.com`, score: Math.floor(rng() * 1000) / 10, active: rng() < 0.5, created: `2024-0${1 + (i % 9)}-1${i % 10}T10:00:00Z` })),
    ),
  ) as RawNode,
);
console.log('| tables | n | minified JSON tokens | own header+rows JSON | TOON |');
console.log('|---|---|---|---|---|');
measure('BFCL environments (every tabular array)', bfcl);
measure('generated API rows (20–69 rows × 6 fields)', generated);
