/**
 * @module compress/tokens
 * Token counting with the model family's real tokenizer (o200k_base for GPT-4o and later,
 * cl100k_base for GPT-4/3.5 and unknown older names). Message overhead follows OpenAI's
 * published accounting: 3 tokens per message, 1 per name, 3 to prime the reply.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import type { ChatMessage, ChatRequest } from '../wire/chat.js';
import { LruCache } from './lru.js';

export type EncodingName = 'o200k_base' | 'cl100k_base';

const CL100K_MODELS = /^(gpt-4(?!o|\.1|\.5)|gpt-3\.5|text-embedding-(ada|3))/;

export function encodingForModel(model: string): EncodingName {
  return CL100K_MODELS.test(model) ? 'cl100k_base' : 'o200k_base';
}

// Counting is the dominant cost of the 'off' level on a hot path; a growing conversation
// resends the same messages, so per-text counts are memoised (bounded by characters held).
const MEMO_MIN_CHARS = 256;
const memo: Record<EncodingName, LruCache<number>> = {
  o200k_base: new LruCache({ maxEntries: 20_000, maxWeight: 32_000_000 }),
  cl100k_base: new LruCache({ maxEntries: 20_000, maxWeight: 32_000_000 }),
};

const RUN_PIECE = 512;

function rawCount(text: string, encoding: EncodingName): number {
  return encoding === 'cl100k_base' ? countCl100k(text) : countO200k(text);
}

/**
 * BPE merging is quadratic in the length of one pre-token, so a 1 MB line without spaces
 * would stall the process for minutes. Runs over 1,024 non-space characters are counted in
 * 512-character pieces: exact for normal text, within a token or two per piece otherwise.
 */
function boundedCount(text: string, encoding: EncodingName): number {
  if (text.length <= 1024) return rawCount(text, encoding);
  let total = 0;
  let last = 0;
  let runStart = 0;
  // One linear scan for non-space runs (a regex here backtracks on every long run).
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13) continue;
    if (i - runStart > 1024) {
      total += rawCount(text.slice(last, runStart), encoding);
      for (let k = runStart; k < i; k += RUN_PIECE) total += rawCount(text.slice(k, Math.min(i, k + RUN_PIECE)), encoding);
      last = i;
    }
    runStart = i + 1;
  }
  return total + rawCount(text.slice(last), encoding);
}

export function countTextTokens(text: string, encoding: EncodingName = 'o200k_base'): number {
  if (text.length === 0) return 0;
  if (text.length < MEMO_MIN_CHARS) return rawCount(text, encoding);
  const cached = memo[encoding].get(text);
  if (cached !== undefined) return cached;
  const n = boundedCount(text, encoding);
  memo[encoding].set(text, n, text.length);
  return n;
}

function messageText(message: ChatMessage): string {
  let text = '';
  const { content } = message;
  if (typeof content === 'string') text += content;
  else if (Array.isArray(content)) {
    for (const part of content) if (part.type === 'text' && typeof part.text === 'string') text += part.text;
  }
  if (message.tool_calls) {
    for (const call of message.tool_calls) text += (call.function?.name ?? '') + (call.function?.arguments ?? '');
  }
  return text;
}

export function countMessageTokens(message: ChatMessage, encoding: EncodingName): number {
  return 3 + countTextTokens(message.role, encoding) + countTextTokens(messageText(message), encoding) + (message.name ? 1 : 0);
}

/** Prompt tokens of a request: messages plus tool definitions, as the upstream would bill them (approximately for tools). */
export function countRequestTokens(request: Pick<ChatRequest, 'model' | 'messages' | 'tools'>): number {
  const encoding = encodingForModel(request.model);
  let total = 3;
  for (const message of request.messages) total += countMessageTokens(message, encoding);
  if (request.tools && request.tools.length > 0) total += countTextTokens(JSON.stringify(request.tools), encoding);
  return total;
}
