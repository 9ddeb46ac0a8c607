/**
 * @module eval/format-replay
 * Agent conversations replayed through the front doors' compression (upstream/compress-wire.ts,
 * the gateway's own code path) in each wire format, turn by turn as an agent sends them
 * (eval/format-convert.ts: request n holds the conversation up to the n-th model call).
 * Measured per format, beside the same turns as chat completions:
 * - tokens before and after (o200k_base, each block or item as its JSON);
 * - prefix breaks: the compressed request n must be a block-for-block (item-for-item) prefix
 *   of the compressed request n + 1, and a fresh compressor must give the same bytes; breaks
 *   at turns where the compressor restored earlier material (`report.restored`) are also
 *   counted apart;
 * - cost with the vendor's prompt caching, compressed over original: Anthropic's explicit
 *   cache (a breakpoint on the system block and on the newest block, as Claude Code sets them;
 *   writes at 1.25×, reads at 0.1×, at least 1,024 tokens, read from the longest earlier
 *   breakpoint prefix) and OpenAI's automatic one (the token prefix shared with the previous
 *   request, from 1,024 tokens in steps of 128, at 0.1× — the eval README's rule);
 * - signal lines lost: every line of a tool output (of an observation, in trajectories with
 *   no tool role) that reports an error, exception, failure or warning must still be in the
 *   compressed request up to that output (whitespace aside);
 * - untouched violations: with every compressible text blanked, the compressed request must
 *   deep-equal the original (ids, arguments, tool inputs, cache_control, all other fields).
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { type CompressionLevel, type Compressor, createCompressor } from '../src/compress/index.js';
import { compressWire } from '../src/upstream/compress-wire.js';
import { ANTHROPIC_MESSAGES } from '../src/wire/anthropic/index.js';
import type { AnthropicBlock, MessagesRequest } from '../src/wire/anthropic/types.js';
import type { ChatMessage, ChatRequest } from '../src/wire/chat.js';
import type { WireFormat } from '../src/wire/front-door.js';
import { OPENAI_RESPONSES } from '../src/wire/responses/index.js';
import type { ResponsesRequest } from '../src/wire/responses/types.js';
import { callPoints, toAnthropic, toResponses } from './format-convert.js';

export const REPLAY_FORMATS = ['chat', 'anthropic', 'responses'] as const;
export type ReplayFormat = (typeof REPLAY_FORMATS)[number];

/** A request as the cache sees it: its units in order, the text of each, whether it is tool output, and the breakpoints (units counted up to each). */
interface Units {
  units: string[];
  texts: string[];
  output: boolean[];
  breakpoints: number[];
}

type Json = Record<string, unknown>;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) if (k !== 'cache_control') strings(v, out);
  return out;
}

function withoutCacheControl(block: unknown): string {
  const { cache_control: _ignored, ...rest } = block as Json;
  return JSON.stringify(rest);
}

/** `observations`: trajectories without a tool role report tool output as user turns after the first. */
function anthropicUnits(request: MessagesRequest, observations: boolean): Units {
  const u: Units = { units: [], texts: [], output: [], breakpoints: [] };
  const add = (unit: string, block: AnthropicBlock, output: boolean) => {
    u.units.push(unit);
    u.texts.push(strings(block).join('\n'));
    u.output.push(output);
    if (block.cache_control) u.breakpoints.push(u.units.length);
  };
  for (const block of (request.system as AnthropicBlock[] | undefined) ?? []) add(withoutCacheControl(block), block, false);
  request.messages.forEach((m, i) => {
    for (const block of m.content as AnthropicBlock[]) {
      const output = block.type === 'tool_result' || (observations && m.role === 'user' && i > 0);
      add(`${i}:${m.role}:${withoutCacheControl(block)}`, block, output);
    }
  });
  return u;
}

function responsesUnits(request: ResponsesRequest, observations: boolean): Units {
  const u: Units = { units: [], texts: [], output: [], breakpoints: [] };
  if (typeof request.instructions === 'string') {
    u.units.push(JSON.stringify({ instructions: request.instructions }));
    u.texts.push(request.instructions);
    u.output.push(false);
  }
  const items = Array.isArray(request.input) ? request.input : [];
  let users = 0;
  for (const item of items) {
    if (item.role === 'user') users++;
    u.units.push(JSON.stringify(item));
    u.texts.push(strings(item).join('\n'));
    u.output.push(item.type === 'function_call_output' || (observations && item.role === 'user' && users > 1));
  }
  return u;
}

function chatUnits(request: ChatRequest, observations: boolean): Units {
  const u: Units = { units: [], texts: [], output: [], breakpoints: [] };
  let users = 0;
  for (const m of request.messages) {
    if (m.role === 'user') users++;
    u.units.push(JSON.stringify(m));
    u.texts.push(strings(m.content).join('\n'));
    u.output.push(m.role === 'tool' || (observations && m.role === 'user' && users > 1));
  }
  return u;
}

const tokenMemo = new Map<string, number[]>();
function unitTokens(unit: string): number[] {
  let t = tokenMemo.get(unit);
  if (!t) tokenMemo.set(unit, (t = encode(unit, { allowedSpecial: 'all' })));
  return t;
}

const MIN_CACHED = 1024;

/** OpenAI's automatic caching over a run of requests: cost in prompt-token units. */
export function automaticCacheCost(requests: Units[]): { tokens: number; cost: number } {
  let prev: number[] = [];
  let tokens = 0;
  let cost = 0;
  for (const r of requests) {
    const seq = r.units.flatMap(unitTokens);
    let shared = 0;
    while (shared < seq.length && shared < prev.length && seq[shared] === prev[shared]) shared++;
    const cached = shared >= MIN_CACHED ? Math.floor(shared / 128) * 128 : 0;
    tokens += seq.length;
    cost += seq.length - cached + 0.1 * cached;
    prev = seq;
  }
  return { tokens, cost };
}

/** Anthropic's explicit caching: entries written at breakpoints, read by the longest earlier breakpoint prefix. */
export function breakpointCacheCost(requests: Units[]): { tokens: number; cost: number } {
  const written = new Set<string>();
  let tokens = 0;
  let cost = 0;
  for (const r of requests) {
    const hash = createHash('sha256');
    const prefixes: string[] = [];
    const sizes = [0];
    for (const unit of r.units) {
      hash.update(unit).update('\u0000');
      prefixes.push(hash.copy().digest('hex'));
      sizes.push(sizes[sizes.length - 1]! + unitTokens(unit).length);
    }
    const total = sizes[r.units.length]!;
    const last = Math.max(0, ...r.breakpoints);
    let read = 0;
    for (let n = last; n > 0 && read === 0; n--) if (written.has(prefixes[n - 1]!)) read = sizes[n]!;
    let write = 0;
    for (const n of r.breakpoints) {
      if (sizes[n]! < MIN_CACHED) continue;
      written.add(prefixes[n - 1]!);
      write = Math.max(write, sizes[n]! - read);
    }
    tokens += total;
    cost += total - read - write + 0.1 * read + 1.25 * write;
  }
  return { tokens, cost };
}

/** Every compressible string blanked: what must stay identical. */
const TEXT_KEYS = new Set(['text', 'content', 'output', 'instructions', 'input', 'data', 'system']);
export function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(skeleton);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, TEXT_KEYS.has(k) && typeof v === 'string' ? '<text>' : skeleton(v)]));
}

const SIGNAL = /error|exception|fail|warn/i;
const squash = (s: string): string => s.replace(/\s+/g, '');

/** Signal lines of the original's outputs missing from the compressed request up to each output. */
function signalLost(original: Units, compressed: Units): string[] {
  const lost: string[] = [];
  original.texts.forEach((text, i) => {
    if (!original.output[i]) return;
    const upTo = squash(compressed.texts.slice(0, i + 1).join('\n'));
    for (const line of text.split('\n')) if (SIGNAL.test(line) && line.trim() !== '' && !upTo.includes(squash(line))) lost.push(line);
  });
  return lost;
}

/** How a format's turns are built, compressed, cut into units and costed. */
interface FormatPlan {
  build(messages: readonly ChatMessage[]): object;
  compress(compressor: Compressor, request: object, level: CompressionLevel): { request: object; restored: number };
  units(request: object, observations: boolean): Units;
  cost(requests: Units[]): { tokens: number; cost: number };
}

function wirePlan<Req extends { model: string; tools?: unknown }>(
  format: WireFormat<Req>,
  build: (messages: readonly ChatMessage[]) => Req,
  units: (request: Req, observations: boolean) => Units,
  cost: FormatPlan['cost'],
): FormatPlan {
  return {
    build,
    units: (request, observations) => units(request as Req, observations),
    cost,
    compress(compressor, request, level) {
      const out = compressWire(compressor, format, request as Req, { level });
      return { request: out.request, restored: out.report.restored?.length ?? 0 };
    },
  };
}

const PLANS: Record<ReplayFormat, FormatPlan> = {
  chat: {
    build: (messages) => ({ model: 'replay-model', messages: [...messages] }),
    compress(compressor, request, level) {
      const out = compressor.compressRequest(request as ChatRequest, { level });
      return { request: out.request, restored: out.report.restored?.length ?? 0 };
    },
    units: (request, observations) => chatUnits(request as ChatRequest, observations),
    cost: automaticCacheCost,
  },
  anthropic: wirePlan(ANTHROPIC_MESSAGES, toAnthropic, anthropicUnits, breakpointCacheCost),
  responses: wirePlan(OPENAI_RESPONSES, toResponses, responsesUnits, automaticCacheCost),
};

export interface FormatReplayResult {
  requests: number;
  tokensBefore: number;
  tokensAfter: number;
  costBefore: number;
  costAfter: number;
  prefixBreaks: number;
  /** Of the prefix breaks, those at a turn where the compressor restored earlier material. */
  restoredBreaks: number;
  signalLost: string[];
  untouchedViolations: number;
  ms: number[];
  /** Tokens of tool output in the final request, before and after. */
  outputBefore: number;
  outputAfter: number;
  /** Tokens of everything but tool output over all requests (never cut lossily). */
  fixedTokens: number;
}

function outputTokens(u: Units, output: boolean): number {
  return u.units.reduce((n, unit, i) => (u.output[i] === output ? n + unitTokens(unit).length : n), 0);
}

export function runFormatReplay(format: ReplayFormat, messages: readonly ChatMessage[], level: CompressionLevel): FormatReplayResult {
  const plan = PLANS[format];
  const observations = !messages.some((m) => m.role === 'tool');
  const compressor = createCompressor();
  const originals: Units[] = [];
  const compressed: Units[] = [];
  const result: FormatReplayResult = {
    requests: 0, tokensBefore: 0, tokensAfter: 0, costBefore: 0, costAfter: 0, prefixBreaks: 0, restoredBreaks: 0, signalLost: [], untouchedViolations: 0, ms: [],
    outputBefore: 0, outputAfter: 0, fixedTokens: 0,
  };
  let last: { original: Units; compressed: Units } | undefined;
  for (const n of callPoints(messages)) {
    const request = plan.build(messages.slice(0, n));
    const started = performance.now();
    const out = plan.compress(compressor, request, level);
    result.ms.push(performance.now() - started);
    const fresh = plan.compress(createCompressor(), request, level).request;
    const now = plan.units(out.request, observations);
    const prev = compressed[compressed.length - 1];
    const broken = !isDeepStrictEqual(fresh, out.request) || (prev !== undefined && !isDeepStrictEqual(prev.units, now.units.slice(0, prev.units.length)));
    if (broken) result.prefixBreaks++;
    if (broken && out.restored > 0) result.restoredBreaks++;
    if (!isDeepStrictEqual(skeleton(request), skeleton(out.request))) result.untouchedViolations++;
    originals.push(plan.units(request, observations));
    compressed.push(now);
    last = { original: originals[originals.length - 1]!, compressed: now };
  }
  if (last) {
    result.signalLost = signalLost(last.original, last.compressed);
    result.outputBefore = outputTokens(last.original, true);
    result.outputAfter = outputTokens(last.compressed, true);
  }
  result.fixedTokens = originals.reduce((n, u) => n + outputTokens(u, false), 0);
  const before = plan.cost(originals);
  const after = plan.cost(compressed);
  return { ...result, requests: originals.length, tokensBefore: before.tokens, tokensAfter: after.tokens, costBefore: before.cost, costAfter: after.cost };
}

export interface FormatReplayRow extends Omit<FormatReplayResult, 'signalLost' | 'ms'> {
  /** The compressor's own time per request, warm. */
  ms: number[];
  format: ReplayFormat;
  level: CompressionLevel;
  conversations: number;
  signalLost: number;
  p50Ms: number;
}

const SUMMED = ['requests', 'tokensBefore', 'tokensAfter', 'costBefore', 'costAfter', 'prefixBreaks', 'restoredBreaks', 'untouchedViolations', 'outputBefore', 'outputAfter', 'fixedTokens'] as const;

/** One row per format for `level`, summed over the conversations (e.g. eval/data.ts `sweReplays()`). */
export function formatReplayRows(conversations: ReadonlyArray<{ messages: readonly ChatMessage[] }>, level: CompressionLevel): FormatReplayRow[] {
  return REPLAY_FORMATS.map((format) => {
    const row: FormatReplayRow = {
      format, level, conversations: conversations.length, requests: 0, tokensBefore: 0, tokensAfter: 0, costBefore: 0, costAfter: 0, prefixBreaks: 0, restoredBreaks: 0,
      signalLost: 0, untouchedViolations: 0, ms: [], p50Ms: 0, outputBefore: 0, outputAfter: 0, fixedTokens: 0,
    };
    for (const c of conversations) {
      const r = runFormatReplay(format, c.messages, level);
      for (const k of SUMMED) row[k] += r[k];
      row.signalLost += r.signalLost.length;
      row.ms.push(...r.ms);
    }
    row.p50Ms = [...row.ms].sort((a, b) => a - b)[Math.floor(row.ms.length / 2)] ?? 0;
    return row;
  });
}

/** The rows as a markdown table. */
export function formatReplayTable(rows: readonly FormatReplayRow[]): string {
  const header = ['format', 'level', 'conversations', 'requests', 'tokens saved', 'cost with caching', 'prefix breaks (at restores)', 'signal lines lost', 'untouched violations', 'p50 ms'];
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = rows.map((r) => [
    r.format, r.level, String(r.conversations), String(r.requests), pct(1 - r.tokensAfter / Math.max(1, r.tokensBefore)),
    `×${(r.costAfter / Math.max(1, r.costBefore)).toFixed(3)}`, `${r.prefixBreaks} (${r.restoredBreaks})`, String(r.signalLost), String(r.untouchedViolations), r.p50Ms.toFixed(2),
  ]);
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...lines.map((l) => `| ${l.join(' | ')} |`)].join('\n');
}
