/**
 * Whole-material tasks crossed (a side tool, not part of `npm run eval`): the eval's dev set asks
 * each document one wording in rotation; here every dev wording of a task is asked over every dev
 * document of its kind, in every layout, and each request a lossy level sends differently from
 * `lossless` is listed. Found session 29's miss: "Set the two texts side by side: what do they
 * share and where do they part ways?" over two documents one paragraph of which meets its words.
 * Usage: npx tsx eval/whole-cross.ts [--level balanced]
 */
import { parseArgs } from 'node:util';
import { type CompressionLevel, createCompressor } from '../src/compress/index.js';
import { wholeTaskSet } from './whole-tasks.js';

const { values } = parseArgs({ options: { level: { type: 'string', default: 'balanced' } } });
const level = values.level as CompressionLevel;
const set = wholeTaskSet('dev', 1);
const taskOf = (id: string): string => id.split('/')[1] ?? '';
const wordings = new Map<string, Set<string>>();
for (const item of set.items) wordings.set(taskOf(item.id), (wordings.get(taskOf(item.id)) ?? new Set()).add(item.question));

const compressor = createCompressor();
let requests = 0;
let cut = 0;
for (const item of set.items) {
  for (const question of wordings.get(taskOf(item.id)) ?? []) {
    for (const layout of set.layouts) {
      const request = layout.build({ ...item, question }).request as never;
      requests++;
      const lossy = compressor.compressRequest(request, { level }).request;
      const whole = compressor.compressRequest(request, { level: 'lossless' }).request;
      if (JSON.stringify(lossy) === JSON.stringify(whole)) continue;
      cut++;
      console.log(`${item.id}\t${layout.name}\t${question}`);
    }
  }
}
console.log(`${cut} of ${requests} requests cut at ${level}`);
