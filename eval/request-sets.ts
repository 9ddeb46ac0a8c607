/**
 * @module eval/request-sets
 * The eval's request-level sets, kept as they were: SWE-agent replays (tokens saved, cost with
 * prompt caching, prefix breaks, signal lines lost), BFCL long contexts (tokens saved, the
 * environment JSON keeps its value) and MT-Bench chat (tokens saved, invariants).
 */
import { type CompressionLevel, createCompressor } from '../src/compress/index.js';
import type { ChatRequest } from '../src/wire/chat.js';
import { checkInvariants, messageText, percentile } from './checks.js';
import { bfclCases, mtBenchCases, sweReplays } from './data.js';
import { jsonSameValue } from './json-value.js';
import { runReplay } from './replay.js';

export interface RequestRow {
  set: string;
  level: CompressionLevel;
  n: number;
  /** Share of tokens saved over all requests. */
  saved: number;
  violations: number;
  p50: number;
  p99: number;
  /** BFCL: requests whose environment JSON kept its value. */
  jsonSame?: number;
  replay?: { cost: number; prefixBreaks: number; signalLost: number; toolOutputSaved: number; fixedShare: number };
  transforms?: string;
}

const warn = (verbose: boolean, where: string, v: string[]): void => {
  if (verbose && v.length > 0) console.error(`${where}: ${v.slice(0, 3).join('; ')}`);
};

export function replayRow(level: CompressionLevel, verbose: boolean): RequestRow {
  let tb = 0, ta = 0, cb = 0, ca = 0, breaks = 0, lost = 0, violations = 0, ob = 0, oa = 0, fixed = 0;
  const ms: number[] = [];
  const replays = sweReplays();
  for (const replay of replays) {
    const r = runReplay(replay, level);
    tb += r.tokensBefore; ta += r.tokensAfter; cb += r.costBefore; ca += r.costAfter;
    breaks += r.prefixBreaks; lost += r.signalLost; violations += r.violations.length > 0 ? 1 : 0;
    ob += r.outputBefore; oa += r.outputAfter; fixed += r.fixedShare * r.tokensBefore;
    ms.push(...r.ms);
    warn(verbose, `swe/${replay.name}/${level}`, r.violations);
  }
  return {
    set: 'swe-agent replay', level, n: replays.length, saved: 1 - ta / tb, violations, p50: percentile(ms, 50), p99: percentile(ms, 99),
    replay: { cost: ca / cb, prefixBreaks: breaks, signalLost: lost, toolOutputSaved: 1 - oa / ob, fixedShare: fixed / tb },
  };
}

function requestRow(
  set: string,
  requests: Array<{ request: ChatRequest; question?: string; config?: unknown }>,
  level: CompressionLevel,
  verbose: boolean,
): RequestRow {
  const compressor = createCompressor();
  let before = 0, after = 0, violations = 0, jsonSame = 0;
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
    warn(verbose, `${set}/${level}`, v);
    violations += v.length > 0 ? 1 : 0;
  }
  return {
    set, level, n: requests.length, saved: 1 - after / Math.max(1, before), violations, p50: percentile(ms, 50), p99: percentile(ms, 99),
    jsonSame: requests.some((r) => r.config !== undefined) ? jsonSame : undefined,
    transforms: [...forms].map(([k, v]) => `${k} ${v}`).join(', '),
  };
}

export function bfclRow(level: CompressionLevel, verbose: boolean): RequestRow {
  return requestRow('bfcl long-context', bfclCases(), level, verbose);
}

export function mtBenchRow(level: CompressionLevel, verbose: boolean): RequestRow {
  const mt = mtBenchCases().map((request) => ({ request, question: messageText(request.messages[request.messages.length - 1] ?? { role: 'user' }) }));
  return requestRow('mt-bench', mt, level, verbose);
}
