/**
 * @module eval/run
 * `npm run eval`: the compressor's layout-robustness suite over the public data (folder:
 * `--data DIR`, `PITH_EVAL_DIR`, default `<repo>/../shared/eval`) and our own generated data.
 * Every QA set in every layout, each on its own line, with BM25 whole-passage selection at
 * the same budget beside each level; needles, whole-material tasks and query-less material;
 * the SWE-agent replay, BFCL and MT-Bench rows; then each level judged on its worst layout,
 * for the dev and the held-back split separately. See eval/README.md for the flags.
 */
import { type CompressionLevel, type Compressor, createCompressor } from '../src/compress/index.js';
import { type Verdict, judgeBars, judgeRequestRows } from './bars.js';
import { type DataKey, type EvalOptions, type SetName, parseOptions, requireData } from './config.js';
import { QA_LAYOUTS } from './layouts.js';
import { needleSets } from './needles.js';
import { layoutTable, lostCases, requestSummary, requestTable, summaryTable, writeJson } from './report.js';
import { type RequestRow, bfclRow, mtBenchRow, replayRow } from './request-sets.js';
import { type Row, scoreSet } from './score.js';
import type { SetSpec } from './set-spec.js';
import type { Split } from './split.js';
import { followUpRows, followUpShortfalls, followUpTable } from './follow-ups.js';
import { formatReplayRequestRows } from './format-replay-rows.js';
import { multiItems, windowItems } from './squad-sets.js';
import { noQuerySet, wholeTaskSet } from './whole-tasks.js';

const NEEDS: Record<SetName, DataKey[]> = {
  squad: ['squad'], multi: ['squad'], needles: ['kv'], whole: ['squad'], noquery: ['squad'], followup: ['squad'], replay: ['swe'], bfcl: ['bfcl'], mtbench: ['mtBench'],
};

function buildSets(split: Split, o: EvalOptions): SetSpec[] {
  const sets: SetSpec[] = [];
  const qa = (name: string, family: SetSpec['family'], items: SetSpec['items']): SetSpec =>
    ({ name, family, split, items, layouts: QA_LAYOUTS, judge: 'answer', baseline: true });
  if (o.sets.includes('squad')) sets.push(qa('squad windows', 'squad-windows', windowItems(split, o.every)));
  if (o.sets.includes('multi')) {
    sets.push(qa('multi-R', 'multi-R', multiItems(split, false, o.every)));
    sets.push(qa('multi-T', 'multi-T', multiItems(split, true, o.every)));
  }
  if (o.sets.includes('needles')) sets.push(...needleSets(split, o.every));
  if (o.sets.includes('whole')) sets.push(wholeTaskSet(split, o.every));
  if (o.sets.includes('noquery')) sets.push(noQuerySet(split, o.every));
  return sets;
}

/** The split groups to report: dev and held-out apart (default), one of them, or both pooled. */
function splitGroups(o: EvalOptions): Array<{ label: string; sets: SetSpec[] }> {
  if (o.split === 'dev' || o.split === 'heldout') return [{ label: o.split, sets: buildSets(o.split, o) }];
  const dev = buildSets('dev', o);
  const held = buildSets('heldout', o);
  if (o.split === 'both') return [{ label: 'dev', sets: dev }, { label: 'heldout', sets: held }];
  return [{ label: 'all', sets: dev.map((s, i) => ({ ...s, split: 'all', items: [...s.items, ...(held[i]?.items ?? [])] })) }];
}

function requestRows(o: EvalOptions): RequestRow[] {
  const rows: RequestRow[] = [];
  for (const level of o.levels) {
    if (o.sets.includes('replay')) rows.push(replayRow(level, o.verbose), ...formatReplayRequestRows(level));
    if (o.sets.includes('bfcl')) rows.push(bfclRow(level, o.verbose));
    if (o.sets.includes('mtbench')) rows.push(mtBenchRow(level, o.verbose));
  }
  return rows;
}

function main(): void {
  const started = performance.now();
  const o = parseOptions();
  requireData([...new Set(o.sets.flatMap((s) => NEEDS[s]))]);
  const compressors = new Map<CompressionLevel, Compressor>(o.levels.map((l) => [l, createCompressor()]));
  const groups = splitGroups(o);
  const rows: Row[] = [];
  const verdicts: Record<string, Verdict[]> = {};
  for (const group of groups) {
    const mine = group.sets.flatMap((s) => scoreSet(s, o.levels, compressors, o.verbose));
    rows.push(...mine);
    verdicts[group.label] = judgeBars(mine);
    if (mine.length > 0) console.log(`\n## Layout suite — split: ${group.label}\n\n${layoutTable(mine)}`);
  }
  let followShort: string[] = [];
  if (o.sets.includes('followup')) {
    const splits = groups.map((g) => g.label).filter((l): l is Split => l === 'dev' || l === 'heldout');
    const followRows = followUpRows(splits, o.levels);
    followShort = followUpShortfalls(followRows);
    console.log(`\n## Follow-up questions in multi-turn chats\n\n${followUpTable(followRows)}`);
  }
  const requests = requestRows(o);
  if (requests.length > 0) console.log(`\n## Request-level sets (no split)\n\n${requestTable(requests)}`);
  const requestVerdicts = judgeRequestRows(requests);
  console.log('\n## Summary: each level on its worst layout');
  for (const g of groups) if (verdicts[g.label]?.length) console.log(`\n${summaryTable(g.label, verdicts[g.label] ?? [])}`);
  if (requestVerdicts.length > 0) console.log(`\n${requestSummary(requestVerdicts)}`);
  if (followShort.length > 0) console.log(`\n${followShort.map((l) => `FAIL ${l}`).join('\n')}`);
  const failed = [...Object.values(verdicts).flat(), ...requestVerdicts].filter((v) => !v.pass).length + followShort.length;
  if (o.verbose) console.log(`\n## Lost cases (up to 3 per row)\n\n${lostCases(rows)}`);
  if (o.json) writeJson(o.json, { command: o.command, rows, requests, verdicts });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\n${failed === 0 ? 'all bars met' : `${failed} bar(s) not met`}\ncommand: ${o.command}   (${seconds} s)`);
}

main();
