/**
 * @module eval/squad-curve
 * `npx tsx eval/squad-curve.ts [ratios…]`: answer retention against reduction for the
 * query-aware sentence selection alone, on every answerable SQuAD v2 question with the same
 * 6-paragraph windows as `npm run eval` — the curve used to set the levels' keep ratios.
 */
import { countTextTokens } from '../src/compress/index.js';
import { selectRelevant } from '../src/compress/select.js';
import { normaliseAnswer } from './checks.js';
import { squadCases } from './data.js';

const ratios = process.argv.slice(2).map(Number).filter((x) => x > 0 && x < 1);
const cases = squadCases(1).filter((c) => c.answers.length > 0);
const count = (t: string): number => countTextTokens(t);
console.log('| keep ratio | retention | reduction |');
console.log('|---|---|---|');
for (const keepRatio of ratios.length > 0 ? ratios : [0.45, 0.4, 0.35, 0.3, 0.25]) {
  let kept = 0;
  let before = 0;
  let after = 0;
  for (const c of cases) {
    const out = selectRelevant(c.context, { query: c.question, keepRatio, countTokens: count });
    before += count(c.context);
    after += count(out);
    if (c.answers.some((a) => normaliseAnswer(out).includes(normaliseAnswer(a)))) kept++;
  }
  console.log(`| ${keepRatio} | ${((100 * kept) / cases.length).toFixed(1)}% | ${(before / after).toFixed(2)}× |`);
}
console.log(`\n${cases.length} answerable questions; command: npx tsx eval/squad-curve.ts`);
