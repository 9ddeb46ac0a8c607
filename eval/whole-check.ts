/**
 * Whole-material task wordings (a side tool, not part of `npm run eval`): for each wording of a
 * blind pool (eval/probe-whole-8.ts by default, eval/probe-whole-9.ts with --pool 9, eval/probe-whole-11.ts — framed in other languages — with --pool 11), over the dev
 * multi-passage items, how many requests a lossy level sends differently from `lossless` — a
 * whole-material task must never be cut.
 * Usage: npx tsx eval/whole-check.ts [--pool 8|9|11] [--level balanced] [--every 10]
 */
import { parseArgs } from 'node:util';
import { type CompressionLevel, createCompressor } from '../src/compress/index.js';
import { renderMaterial } from './layouts.js';
import { WHOLE_PROBE_8 } from './probe-whole-8.js';
import { WHOLE_PROBE_9 } from './probe-whole-9.js';
import { WHOLE_PROBE_11 } from './probe-whole-11.js';
import { multiItems } from './squad-sets.js';
import type { Wording } from './wording.js';

const { values } = parseArgs({
  options: { pool: { type: 'string', default: '8' }, level: { type: 'string', default: 'balanced' }, every: { type: 'string', default: '10' } },
});
const POOLS: Record<string, Wording[]> = { '8': WHOLE_PROBE_8, '9': WHOLE_PROBE_9, '11': WHOLE_PROBE_11 };
const pool = POOLS[values.pool];
if (!pool) throw new Error(`unknown --pool ${values.pool} (known: ${Object.keys(POOLS).join(', ')})`);
const items = multiItems('dev', false, Number(values.every));
const compressor = createCompressor();
let bad = 0;
for (const w of pool) {
  let cut = 0;
  for (const item of items) {
    const messages = w.messages(renderMaterial(item), w.ask(item.question));
    const request = { model: 'gpt-4o', messages } as never;
    const lossy = compressor.compressRequest(request, { level: values.level as CompressionLevel }).request;
    const whole = compressor.compressRequest(request, { level: 'lossless' }).request;
    // Blank space a lossy level tidies (trailing spaces, runs of blank lines) cuts nothing.
    const blank = (r: unknown): string => JSON.stringify(r).replace(/(?:[ \t]|\\t)+(?=\\n|")/g, '').replace(/(?:\\n){3,}/g, '\\n\\n');
    if (blank(lossy) !== blank(whole)) cut++;
  }
  if (cut > 0) bad++;
  console.log(`${w.name.padEnd(44)} cut ${cut}/${items.length}`);
}
console.log(`${bad} of ${pool.length} wordings had requests cut`);
