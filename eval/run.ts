/**
 * @module eval/run
 * `npm run eval`: runs every level over the public data sets in ../shared/eval and prints one
 * table — token reduction, answer/needle retention, invariant violations, p50/p99 ms — plus
 * the SWE-agent replay figures (prefix breaks, cost with prompt caching, signal lines lost).
 * Flags: --squad-every N (default 1: every SQuAD question; N samples every Nth), --verbose.
 */
import { isDeepStrictEqual } from 'node:util';
import { decode as decodeToon } from '@toon-format/toon';
import { type CompressionLevel, countTextTokens, createCompressor } from '../src/compress/index.js';
import { type CheckOptions, checkInvariants, messageText, normaliseAnswer, percentile } from './checks.js';
import { type QaCase, bfclCases, kvCases, mtBenchCases, squadCases, sweReplays } from './data.js';
import { runReplay } from './replay.js';
import type { ChatRequest } from '../src/wire/chat.js';

const LEVELS: CompressionLevel[] = ['lossless', 'balanced', 'aggressive'];
const args = process.argv.slice(2);
const squadEvery = args.includes('--squad-every') ? Number(args[args.indexOf('--squad-every') + 1]) || 1 : 1;
const verbose = args.includes('--verbose');

interface Row {
  set: string;
  level: CompressionLevel;
  cases: number;
  reduction: string;
  retention: string;
  violations: number;
  p50: number;
  p99: number;
  extra: string;
}

const rows: Row[] = [];
const fmtPct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const report = (where: string, v: string[]): void => {
  if (verbose && v.length > 0) console.error(`${where}: ${v.slice(0, 3).join('; ')}`);
};

function qaRows(set: string, cases: QaCase[], level: CompressionLevel, kv: boolean): Row {
  const compressor = createCompressor();
  let before = 0;
  let after = 0;
  let kept = 0;
  let keptInContext = 0;
  let answerable = 0;
  let violations = 0;
  const ms: number[] = [];
  for (const c of cases) {
    const out = compressor.compressRequest(c.request, { level });
    ms.push(out.report.ms);
    const user = messageText(out.request.messages[out.request.messages.length - 1] ?? { role: 'user' });
    const qTokens = countTextTokens(c.question);
    before += countTextTokens(messageText(c.request.messages[c.request.messages.length - 1] ?? { role: 'user' })) - qTokens;
    after += countTextTokens(user) - qTokens;
    const opts: CheckOptions = { question: c.question, lossless: level === 'lossless' };
    const v = checkInvariants(c.request, out.request, opts);
    if (!c.answers.length) v.push(...unanswerableViolations(c, user));
    report(`${set}/${level}`, v);
    violations += v.length > 0 ? 1 : 0;
    if (c.answers.length === 0) continue;
    answerable++;
    const survives = kv
      ? new RegExp(`"${c.question.replace(/^.* key (\S+)\?$/, '$1')}"\\s*:\\s*"${c.answers[0]}"`).test(user)
      : c.answers.some((a) => normaliseAnswer(user).includes(normaliseAnswer(a)));
    if (survives) kept++;
    const contextOnly = user.slice(0, Math.max(0, user.length - c.question.length));
    if (!kv && c.answers.some((a) => normaliseAnswer(contextOnly).includes(normaliseAnswer(a)))) keptInContext++;
    else if (verbose) console.error(`lost: ${c.question} → ${c.answers[0]}`);
  }
  return {
    set, level, cases: cases.length, reduction: `${(before / Math.max(1, after)).toFixed(2)}× ctx`,
    retention: fmtPct(kept / Math.max(1, answerable)), violations, p50: percentile(ms, 50), p99: percentile(ms, 99),
    extra: kv ? '' : `answer in kept context (question excluded) ${fmtPct(keptInContext / Math.max(1, answerable))}`,
  };
}

/** Extraction only: every kept piece of an unanswerable question's context is verbatim original text. */
function unanswerableViolations(c: QaCase, compressed: string): string[] {
  const pieces = compressed.split(/\s*…\s*|\n\n/).map((p) => p.trim()).filter((p) => p.length > 0);
  return pieces.filter((p) => !c.context.includes(p) && !c.question.includes(p)).map((p) => `invented text: ${p.slice(0, 40)}`);
}

/** Undo our own table form ([[header…],[row…],…]) so a compressed JSON can be compared by value. */
function untable(value: unknown): unknown {
  if (Array.isArray(value)) {
    const [head, ...rows] = value;
    const isTable = Array.isArray(head) && head.length > 0 && head.every((k) => typeof k === 'string') && rows.length >= 3 &&
      rows.every((r) => Array.isArray(r) && r.length === head.length);
    if (isTable) return rows.map((r) => Object.fromEntries((head as string[]).map((k, i) => [k, (r as unknown[])[i]])));
    return value.map(untable);
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, untable(v)]));
  return value;
}

/** BFCL's environment JSON after compression: same value (minified), same rows (own table) or same value (TOON). */
function jsonSameValue(compressedSystem: string, config: unknown): boolean {
  const body = compressedSystem.slice(compressedSystem.indexOf('Environment state:\n') + 'Environment state:\n'.length);
  try {
    return isDeepStrictEqual(untable(JSON.parse(body)), config);
  } catch {
    try {
      return isDeepStrictEqual(decodeToon(body), config);
    } catch {
      return false;
    }
  }
}

function requestRows(
  set: string,
  requests: Array<{ request: ChatRequest; question?: string; config?: unknown }>,
  level: CompressionLevel,
): Row {
  const compressor = createCompressor();
  let before = 0;
  let after = 0;
  let violations = 0;
  let jsonSame = 0;
  const forms = new Map<string, number>();
  const ms: number[] = [];
  for (const { request, question, config } of requests) {
    const out = compressor.compressRequest(request, { level });
    if (config !== undefined && jsonSameValue(messageText(out.request.messages[0] ?? { role: 'system' }), config)) jsonSame++;
    for (const t of out.report.transforms) if (t.startsWith('json-')) forms.set(t, (forms.get(t) ?? 0) + 1);
    ms.push(out.report.ms);
    before += out.report.tokensBefore;
    after += out.report.tokensAfter;
    const reference = level === 'lossless' ? undefined : createCompressor().compressRequest(request, { level: 'lossless' }).request;
    const v = checkInvariants(request, out.request, { question, lossless: level === 'lossless', losslessReference: reference });
    report(`${set}/${level}`, v);
    violations += v.length > 0 ? 1 : 0;
  }
  return {
    set, level, cases: requests.length, reduction: fmtPct(1 - after / Math.max(1, before)),
    retention: requests.some((r) => r.config !== undefined) ? `JSON same value ${jsonSame}/${requests.length}` : 'n/a (chat)', violations,
    p50: percentile(ms, 50), p99: percentile(ms, 99), extra: [...forms].map(([k, v]) => `${k} ${v}`).join(', '),
  };
}

function sweRows(level: CompressionLevel): Row {
  let tb = 0, ta = 0, cb = 0, ca = 0, breaks = 0, lost = 0, violations = 0, ob = 0, oa = 0, fixed = 0;
  const ms: number[] = [];
  const replays = sweReplays();
  for (const replay of replays) {
    const r = runReplay(replay, level);
    tb += r.tokensBefore; ta += r.tokensAfter; cb += r.costBefore; ca += r.costAfter;
    breaks += r.prefixBreaks; lost += r.signalLost; violations += r.violations.length > 0 ? 1 : 0;
    ob += r.outputBefore; oa += r.outputAfter; fixed += r.fixedShare * r.tokensBefore;
    ms.push(...r.ms);
    report(`swe/${replay.name}/${level}`, r.violations);
    if (verbose) console.error(`swe ${replay.name} ${level}: ${fmtPct(1 - r.tokensAfter / r.tokensBefore)} tokens, cost ×${(r.costAfter / r.costBefore).toFixed(3)}`);
  }
  return {
    set: 'swe-agent replay', level, cases: replays.length, reduction: fmtPct(1 - ta / tb), retention: `signal lost ${lost}`, violations,
    p50: percentile(ms, 50), p99: percentile(ms, 99),
    extra: `prefix breaks ${breaks}; cost ×${(ca / cb).toFixed(3)}; tool output −${fmtPct(1 - oa / ob)}; system+task+assistant ${fmtPct(fixed / tb)} of tokens`,
  };
}

function main(): void {
  const started = performance.now();
  const squad = squadCases(squadEvery);
  const kv = kvCases();
  const bfcl = bfclCases();
  const mt = mtBenchCases().map((request) => ({ request, question: messageText(request.messages[request.messages.length - 1] ?? { role: 'user' }) }));
  for (const level of LEVELS) {
    rows.push(qaRows(`squad-v2 (1/${squadEvery}, ${squad.filter((c) => c.answers.length).length} answerable)`, squad, level, false));
    rows.push(qaRows('kv-retrieval-75', kv, level, true));
    rows.push(sweRows(level));
    rows.push(requestRows('bfcl long-context', bfcl, level));
    rows.push(requestRows('mt-bench', mt, level));
  }
  printTable();
  console.log(`\ncommand: npm run eval${squadEvery > 1 ? ` -- --squad-every ${squadEvery}` : ''}   (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

function printTable(): void {
  const header = ['data set', 'level', 'n', 'reduction', 'retention', 'violations', 'p50 ms', 'p99 ms', 'replay'];
  const body = rows.map((r) => [r.set, r.level, String(r.cases), r.reduction, r.retention, String(r.violations), r.p50.toFixed(2), r.p99.toFixed(2), r.extra]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of body) console.log(`| ${line.join(' | ')} |`);
}

main();
