/**
 * @module wire/anthropic/events
 * Usage and completion as Anthropic reports them, in a whole message and in its stream
 * (`message_start` carries the prompt's usage, `message_delta` the running output count,
 * `message_stop` ends the message, `error` fails it; `ping` and the `content_block_*`
 * events pass without being parsed). `input_tokens` excludes the cached prompt tokens,
 * which come as `cache_creation_input_tokens` and `cache_read_input_tokens`.
 */
import type { PithError } from '../../errors/index.js';
import { type EventVerdict, type StreamWatcher, type WireUsage, sseEvent, tokens } from '../front-door.js';
import { anthropicErrorBody, anthropicErrorStatus } from './errors.js';
import type { AnthropicUsage } from './types.js';

export function anthropicUsage(usage: AnthropicUsage | undefined): WireUsage | undefined {
  if (typeof usage !== 'object' || usage === null || typeof usage.input_tokens !== 'number') return undefined;
  const cacheReadTokens = tokens(usage.cache_read_input_tokens);
  const cacheWriteTokens = tokens(usage.cache_creation_input_tokens);
  return {
    promptTokens: tokens(usage.input_tokens) + cacheReadTokens + cacheWriteTokens,
    completionTokens: tokens(usage.output_tokens),
    cacheReadTokens,
    cacheWriteTokens,
  };
}

type Json = Record<string, unknown>;

function parse(data: string): Json | undefined {
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === 'object' && value !== null ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

/** Events that need not be read: they carry neither usage nor the end of the message. */
const PASSING: ReadonlySet<string> = new Set(['ping', 'content_block_start', 'content_block_delta', 'content_block_stop']);

export class AnthropicStreamWatcher implements StreamWatcher {
  #usage: AnthropicUsage | undefined;

  see(event: string | null, data: string): EventVerdict {
    if (event !== null && PASSING.has(event)) return 'relay';
    const json = parse(data);
    const type = json?.type ?? event;
    if (type === 'error' || event === 'error') return { errorStatus: anthropicErrorStatus((json?.error as Json | undefined)?.type) };
    if (type === 'message_start') this.#usage = { ...((json?.message as Json | undefined)?.usage as AnthropicUsage) };
    else if (type === 'message_delta' && typeof json?.usage === 'object') this.#usage = { ...this.#usage, ...(json.usage as AnthropicUsage) };
    else if (type === 'message_stop') return 'final';
    return 'relay';
  }

  usage(): WireUsage | undefined {
    return anthropicUsage(this.#usage);
  }

  failure(error: PithError): string {
    return sseEvent('error', JSON.stringify(anthropicErrorBody(error)));
  }
}
