/**
 * Per-wording view of the multi-passage sets (or SQuAD windows) (a side tool, not part of `npm run eval`): for each
 * English dev wording, material tokens before → after and answer retention at one level, so a
 * wording that goes whole shows apart from the layout's pooled row.
 * Usage: npx tsx eval/wording-check.ts [--level balanced] [--every 4] [--only name,name] [--topic | --windows] [--foreign | --probe6 | --probe7 | --probe9 | --probe10 | --probe11 | --probe12 | --probe13 | --probe14 | … | --probe17 | --probe18]
 * `--foreign` runs the dev split's wordings framed in other languages instead of its English ones.
 * `--probe6` runs the blind probe pool eval/probe-wordings-6.ts (dev: written from held-out pool 5's
 * category names only) instead of the dev wordings; `--probe7` the second such pool, eval/probe-wordings-7.ts;
 * `--probe9` a third, eval/probe-wordings-9.ts (written blind from twelve prompt-shape names);
 * `--probe10` a fourth, eval/probe-wordings-10.ts (written blind from twelve prompt-shape names, five wordings each).
 * `--probe11` a fifth, eval/probe-wordings-11.ts (written blind: 48 wordings framed in 32 languages around English material).
 * `--probe12` a sixth, eval/probe-wordings-12.ts (written blind: 41 wordings in the layouts of public non-English RAG templates).
 * `--probe13` a seventh, eval/probe-wordings-13.ts (written blind: 24 wordings framed in 12 languages, in the held-out pool's twelve shape categories).
 * `--probe14` an eighth, eval/probe-wordings-14.ts (written blind: 36 wordings framed in 18 languages, in the document formats and markup apps emit).
 * `--probe15` a ninth, eval/probe-wordings-15.ts (written blind: 40 English-framed wordings in ten families of app prompts, 24 framed in 24 other languages).
 * `--probe16` a tenth, eval/probe-wordings-16.ts (written blind: 48 wordings framed in 24 languages with the rule lists production prompts carry).
 * `--probe17` an eleventh, eval/probe-wordings-17.ts (written blind: 48 wordings framed in 24 languages in sixteen shapes of the held-out pool's published description).
 * `--probe18` a twelfth, eval/probe-wordings-18.ts (written blind: 40 agent conversations, 8 framed in other languages, whose material comes back in the formats real tools return).
 */
import { parseArgs } from 'node:util';
import { type CompressionLevel, countTextTokens, createCompressor } from '../src/compress/index.js';

const countTokens = (t: string): number => countTextTokens(t);
import { normaliseAnswer } from './checks.js';
import { renderMaterial } from './layouts.js';
import { multiItems, windowItems } from './squad-sets.js';
import { englishWordings, foreignWordings } from './wordings.js';
import { ENGLISH_PROBE_6, FOREIGN_PROBE_6 } from './probe-wordings-6.js';
import { ENGLISH_PROBE_7 } from './probe-wordings-7.js';
import { ENGLISH_PROBE_9 } from './probe-wordings-9.js';
import { ENGLISH_PROBE_10 } from './probe-wordings-10.js';
import { FOREIGN_PROBE_11 } from './probe-wordings-11.js';
import { FOREIGN_PROBE_12 } from './probe-wordings-12.js';
import { FOREIGN_PROBE_13 } from './probe-wordings-13.js';
import { FOREIGN_PROBE_14 } from './probe-wordings-14.js';
import { ENGLISH_PROBE_15, FOREIGN_PROBE_15 } from './probe-wordings-15.js';
import { FOREIGN_PROBE_16 } from './probe-wordings-16.js';
import { FOREIGN_PROBE_17 } from './probe-wordings-17.js';
import { ENGLISH_PROBE_18, FOREIGN_PROBE_18 } from './probe-wordings-18.js';
import type { ChatMessage } from '../src/wire/chat.js';

const { values } = parseArgs({ options: { level: { type: 'string', default: 'balanced' }, every: { type: 'string', default: '4' }, only: { type: 'string' }, topic: { type: 'boolean', default: false }, windows: { type: 'boolean', default: false }, probe6: { type: 'boolean', default: false }, probe7: { type: 'boolean', default: false }, probe9: { type: 'boolean', default: false }, probe10: { type: 'boolean', default: false }, probe11: { type: 'boolean', default: false }, probe12: { type: 'boolean', default: false }, probe13: { type: 'boolean', default: false }, probe14: { type: 'boolean', default: false }, probe15: { type: 'boolean', default: false }, probe16: { type: 'boolean', default: false }, probe17: { type: 'boolean', default: false }, probe18: { type: 'boolean', default: false }, foreign: { type: 'boolean', default: false } } });
const level = values.level as CompressionLevel;
const items = values.windows ? windowItems('dev', Number(values.every)) : multiItems('dev', values.topic === true, Number(values.every));
const only = values.only?.split(',');
const text = (ms: ChatMessage[]): string => ms.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? m.tool_calls ?? ''))).join('\n');
const compressor = createCompressor();
const pool = values.probe18 ? [...ENGLISH_PROBE_18, ...FOREIGN_PROBE_18] : values.probe17 ? FOREIGN_PROBE_17 : values.probe16 ? FOREIGN_PROBE_16 : values.probe15 ? [...ENGLISH_PROBE_15, ...FOREIGN_PROBE_15] : values.probe14 ? FOREIGN_PROBE_14 : values.probe13 ? FOREIGN_PROBE_13 : values.probe12 ? FOREIGN_PROBE_12 : values.probe11 ? FOREIGN_PROBE_11 : values.probe10 ? ENGLISH_PROBE_10 : values.probe9 ? ENGLISH_PROBE_9 : values.probe7 ? ENGLISH_PROBE_7 : values.probe6 ? [...ENGLISH_PROBE_6, ...FOREIGN_PROBE_6] : values.foreign ? foreignWordings('dev') : englishWordings('dev');
for (const w of pool.filter((x) => !only || only.includes(x.name))) {
  let before = 0;
  let after = 0;
  let kept = 0;
  let scored = 0;
  for (const item of items) {
    const asked = w.ask(item.question);
    const messages = w.messages(renderMaterial(item), asked);
    const empty = countTokens(text(w.messages('', asked)));
    const out = compressor.compressRequest({ model: 'gpt-4o', messages } as never, { level });
    const sent = text((out.request as unknown as { messages: ChatMessage[] }).messages);
    before += countTokens(text(messages)) - empty;
    after += countTokens(sent) - empty;
    const answers = item.answers ?? [];
    if (answers.length === 0) continue;
    scored++;
    const hay = normaliseAnswer(sent.split(asked).join(' '));
    if (answers.some((a) => hay.includes(normaliseAnswer(a)))) kept++;
  }
  console.log(`${w.name.padEnd(32)} ${(before / after).toFixed(2)}×  kept ${kept}/${scored}`);
}
