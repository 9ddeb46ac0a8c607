/**
 * Whole-material task wordings (a side tool, not part of `npm run eval`): for each wording of the
 * blind pool eval/probe-whole-8.ts, over the dev multi-passage items, how many requests a lossy
 * level sends differently from `lossless` — a whole-material task must never be cut.
 * Usage: npx tsx eval/whole-check.ts [--level balanced] [--every 10]
 */
import { parseArgs } from 'node:util';
import { type CompressionLevel, createCompressor } from '../src/compress/index.js';
import { renderMaterial } from './layouts.js';
import { WHOLE_PROBE_8 } from './probe-whole-8.js';
import { multiItems } from './squad-sets.js';

const { values } = parseArgs({ options: { level: { type: 'string', default: 'balanced' }, every: { type: 'string', default: '10' } } });
const items = multiItems('dev', false, Number(values.every));
const compressor = createCompressor();
let bad = 0;
for (const w of WHOLE_PROBE_8) {
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
console.log(`${bad} of ${WHOLE_PROBE_8.length} wordings had requests cut`);
