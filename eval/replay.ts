/**
 * @module eval/replay
 * SWE-agent replays: request n holds messages 1..n. Measures tokens, prefix stability of the
 * compressed prompts (byte-identical prefix between consecutive requests), upstream cost with
 * automatic prompt caching, and signal lines lost.
 */
import { isDeepStrictEqual } from 'node:util';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { type CompressionLevel, createCompressor } from '../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../src/wire/chat.js';
import { checkInvariants, messageText } from './checks.js';
import type { Replay } from './data.js';

export interface ReplayResult {
  tokensBefore: number;
  tokensAfter: number;
  costBefore: number;
  costAfter: number;
  prefixBreaks: number;
  violations: string[];
  signalLost: number;
  ms: number[];
  /** Tokens of tool output / observations in the final request, before and after. */
  outputBefore: number;
  outputAfter: number;
  /** Share of replay tokens in system, first user message and assistant turns (never compressed lossily). */
  fixedShare: number;
}

const tokenMemo = new Map<string, number[]>();
function messageTokens(m: ChatMessage): number[] {
  const text = `<|${m.role}|>${messageText(m)}${m.tool_calls ? JSON.stringify(m.tool_calls) : ''}<|end|>`;
  let t = tokenMemo.get(text);
  if (!t) tokenMemo.set(text, (t = encode(text, { allowedSpecial: 'all' })));
  return t;
}

/** Upstream cost in token units: the prefix shared with the previous request is cached (≥ 1,024 tokens, steps of 128) at 10%. */
export function replayCost(requests: ChatMessage[][]): { tokens: number; cost: number } {
  let prev: number[] = [];
  let tokens = 0;
  let cost = 0;
  for (const messages of requests) {
    const seq = messages.flatMap(messageTokens);
    let shared = 0;
    while (shared < seq.length && shared < prev.length && seq[shared] === prev[shared]) shared++;
    const cached = shared >= 1024 ? Math.floor(shared / 128) * 128 : 0;
    tokens += seq.length;
    cost += seq.length - cached + 0.1 * cached;
    prev = seq;
  }
  return { tokens, cost };
}

export function runReplay(replay: Replay, level: CompressionLevel): ReplayResult {
  const compressor = createCompressor();
  const originals: ChatMessage[][] = [];
  const compressed: ChatMessage[][] = [];
  const ms: number[] = [];
  const violations: string[] = [];
  let prefixBreaks = 0;
  let signalLost = 0;
  const isCtf = !replay.messages.some((m) => m.role === 'tool');
  for (let n = 2; n <= replay.messages.length; n++) {
    const request: ChatRequest = { model: 'gpt-4o', messages: replay.messages.slice(0, n) };
    const out = compressor.compressRequest(request, { level });
    // A fresh compressor (empty cache) must give the same bytes: stability may not lean on the cache.
    const fresh = createCompressor().compressRequest(request, { level }).request;
    if (!isDeepStrictEqual(fresh.messages, out.request.messages)) prefixBreaks++;
    ms.push(out.report.ms);
    const prev = compressed[compressed.length - 1];
    if (prev && !isDeepStrictEqual(prev, out.request.messages.slice(0, prev.length))) prefixBreaks++;
    originals.push(request.messages);
    compressed.push(out.request.messages);
    if (n === replay.messages.length) {
      const reference = level === 'lossless' || level === 'off' ? undefined : createCompressor().compressRequest(request, { level: 'lossless' }).request;
      const v = checkInvariants(request, out.request, {
        lossless: level === 'lossless',
        losslessReference: reference,
        outputRoles: isCtf ? ['user'] : ['tool'],
      });
      signalLost = v.filter((x) => x.startsWith('signal line lost')).length;
      violations.push(...v);
    }
  }
  const before = replayCost(originals);
  const after = replayCost(compressed);
  const outputRole = (m: ChatMessage, i: number): boolean => i > 1 && (isCtf ? m.role === 'user' : m.role === 'tool');
  const last = compressed[compressed.length - 1] ?? [];
  let outputBefore = 0;
  let outputAfter = 0;
  replay.messages.forEach((m, i) => {
    if (!outputRole(m, i)) return;
    outputBefore += messageTokens(m).length;
    outputAfter += messageTokens(last[i] ?? m).length;
  });
  const fixed = replayCost(originals.map((msgs) => msgs.filter((m, i) => !outputRole(m, i)))).tokens;
  return {
    tokensBefore: before.tokens, tokensAfter: after.tokens, costBefore: before.cost, costAfter: after.cost,
    prefixBreaks, violations, signalLost, ms, outputBefore, outputAfter, fixedShare: fixed / before.tokens,
  };
}
