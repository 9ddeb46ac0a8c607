/**
 * @module upstream/normalise
 * Makes any OpenAI-compatible upstream's reply valid against OpenAI's own schema
 * (PRODUCT.md "Wire format"): `model` echoes the request, required-but-nullable fields
 * (`refusal`, `logprobs`, `finish_reason` in chunks) are completed with null, and usage is
 * counted with the real tokenizer when the upstream gave none. Pure functions on parsed JSON.
 */
import type { Usage } from '../wire/chat.js';

type Json = Record<string, unknown>;

const FINISH_REASONS = new Set(['stop', 'length', 'tool_calls', 'content_filter', 'function_call']);

export interface CompletionContext {
  model: string;
  /** Our count of the (compressed) prompt, asked for only when the upstream reports no usage. */
  promptTokens(): number;
  countTokens(text: string): number;
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function finishReason(value: unknown, fallback: string | null): string | null {
  if (typeof value === 'string' && FINISH_REASONS.has(value)) return value;
  // Upstreams such as llama.cpp or vLLM sometimes report e.g. "eos"; that is a natural stop.
  return typeof value === 'string' ? 'stop' : fallback;
}

function messageText(message: Json): string {
  let text = typeof message.content === 'string' ? message.content : '';
  if (Array.isArray(message.tool_calls)) {
    for (const call of message.tool_calls) {
      if (isObject(call) && isObject(call.function)) text += `${String(call.function.name ?? '')}${String(call.function.arguments ?? '')}`;
    }
  }
  return text;
}

export function completeUsage(usage: unknown, promptTokens: number | (() => number), completionTokens: () => number): Usage {
  if (isObject(usage) && typeof usage.prompt_tokens === 'number' && typeof usage.completion_tokens === 'number') {
    return { ...usage, prompt_tokens: usage.prompt_tokens, completion_tokens: usage.completion_tokens, total_tokens: usage.prompt_tokens + usage.completion_tokens };
  }
  const completion = completionTokens();
  const prompt = typeof promptTokens === 'number' ? promptTokens : promptTokens();
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

/** Normalises a non-streaming `chat.completion` body in place and returns it. Throws on a body that is no completion at all. */
export function normaliseCompletion(body: unknown, ctx: CompletionContext): Json {
  if (!isObject(body) || !Array.isArray(body.choices)) throw new TypeError('reply has no choices array');
  body.id = typeof body.id === 'string' ? body.id : `chatcmpl-${Date.now().toString(36)}`;
  body.object = 'chat.completion';
  body.created = Number.isInteger(body.created) ? body.created : Math.floor(Date.now() / 1000);
  body.model = ctx.model;
  body.choices.forEach((choice: unknown, i: number) => {
    if (!isObject(choice)) throw new TypeError('choice is not an object');
    choice.index = Number.isInteger(choice.index) ? choice.index : i;
    const message = isObject(choice.message) ? choice.message : (choice.message = {});
    message.role = 'assistant';
    if (message.content === undefined) message.content = null;
    if (message.refusal === undefined) message.refusal = null;
    if (choice.logprobs === undefined) choice.logprobs = null;
    const toolCalls = Array.isArray(message.tool_calls) && message.tool_calls.length > 0;
    choice.finish_reason = finishReason(choice.finish_reason, toolCalls ? 'tool_calls' : 'stop');
  });
  body.usage = completeUsage(body.usage, ctx.promptTokens, () =>
    ctx.countTokens((body.choices as Json[]).map((c) => messageText(c.message as Json)).join('')),
  );
  return body;
}

/**
 * Normalises one `chat.completion.chunk` in place. Returns true when it changed anything,
 * so the relay re-serialises only chunks that need it.
 */
export function normaliseChunk(chunk: Json, model: string): boolean {
  let changed = false;
  if (chunk.model !== model) {
    chunk.model = model;
    changed = true;
  }
  if (chunk.object !== 'chat.completion.chunk') {
    chunk.object = 'chat.completion.chunk';
    changed = true;
  }
  if (!Number.isInteger(chunk.created)) {
    chunk.created = Math.floor(Date.now() / 1000);
    changed = true;
  }
  if (typeof chunk.id !== 'string') {
    chunk.id = 'chatcmpl-stream';
    changed = true;
  }
  if (!Array.isArray(chunk.choices)) {
    chunk.choices = [];
    changed = true;
  }
  for (const choice of chunk.choices as unknown[]) {
    if (!isObject(choice)) continue;
    const reason = finishReason(choice.finish_reason, null);
    if (choice.finish_reason !== reason) {
      choice.finish_reason = reason;
      changed = true;
    }
    if (!isObject(choice.delta)) {
      choice.delta = {};
      changed = true;
    }
    if (!Number.isInteger(choice.index)) {
      choice.index = 0;
      changed = true;
    }
  }
  return changed;
}

/**
 * The stream a client asked for, made from a whole completion: some upstreams (or a proxy in
 * front of them) ignore `stream: true` and answer with one JSON body. The content goes out as
 * one delta per choice, then each choice's finish reason, then the usage chunk if the client
 * asked for it — the same chunk sequence a streaming upstream would have sent.
 */
export function completionToChunks(completion: Json, includeUsage: boolean): Json[] {
  const base: Json = { id: completion.id, object: 'chat.completion.chunk', created: completion.created, model: completion.model };
  if (completion.system_fingerprint !== undefined) base.system_fingerprint = completion.system_fingerprint;
  const choices = completion.choices as Json[];
  const deltas = choices.map((choice) => {
    const message = choice.message as Json;
    const delta: Json = { role: 'assistant', content: message.content ?? null };
    if (typeof message.refusal === 'string') delta.refusal = message.refusal;
    if (Array.isArray(message.tool_calls)) delta.tool_calls = message.tool_calls.map((call: unknown, index: number) => ({ index, ...(call as Json) }));
    return { index: choice.index, delta, logprobs: choice.logprobs ?? null, finish_reason: null };
  });
  const finishes = choices.map((choice) => ({ index: choice.index, delta: {}, logprobs: null, finish_reason: choice.finish_reason }));
  const chunks: Json[] = [
    { ...base, choices: deltas },
    { ...base, choices: finishes },
  ];
  if (includeUsage) chunks.push({ ...base, choices: [], usage: completion.usage });
  return chunks;
}
