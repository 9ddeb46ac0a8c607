/**
 * @module wire/responses/events
 * Usage and completion as the Responses API reports them: a whole response's `usage`, and in
 * a stream the terminal `response.completed` / `response.incomplete` / `response.failed`
 * event, which carries the response with its usage; `error` fails the stream. Other events
 * (deltas, item and part events) pass without being parsed. `input_tokens` includes the
 * cached prompt tokens (`input_tokens_details.cached_tokens`).
 */
import type { PithError } from '../../errors/index.js';
import { type EventVerdict, type StreamWatcher, type WireUsage, sseEvent, tokens } from '../front-door.js';
import type { ResponsesUsage } from './types.js';

export function responsesUsage(usage: ResponsesUsage | null | undefined): WireUsage | undefined {
  if (typeof usage !== 'object' || usage === null || typeof usage.input_tokens !== 'number') return undefined;
  return {
    promptTokens: tokens(usage.input_tokens),
    completionTokens: tokens(usage.output_tokens),
    cacheReadTokens: tokens(usage.input_tokens_details?.cached_tokens),
    cacheWriteTokens: 0,
  };
}

const TERMINAL: ReadonlySet<string> = new Set(['response.completed', 'response.incomplete', 'response.failed']);

export class ResponsesStreamWatcher implements StreamWatcher {
  #usage: ResponsesUsage | undefined;
  /** Events seen: the next `sequence_number`, for an error event Pith adds. */
  #seen = 0;

  see(event: string | null, data: string): EventVerdict {
    this.#seen++;
    if (event !== null && event !== 'error' && !TERMINAL.has(event)) return 'relay';
    let json: { type?: unknown; response?: { usage?: ResponsesUsage } } | undefined;
    try {
      json = JSON.parse(data) as typeof json;
    } catch {
      json = undefined;
    }
    const type = event ?? json?.type;
    if (type === 'error') return { errorStatus: 502 };
    if (typeof type !== 'string' || !TERMINAL.has(type)) return 'relay';
    this.#usage = json?.response?.usage;
    return 'final';
  }

  usage(): WireUsage | undefined {
    return responsesUsage(this.#usage);
  }

  failure(error: PithError): string {
    const body = { type: 'error', code: error.code, message: error.message, param: error.param, sequence_number: this.#seen };
    return sseEvent('error', JSON.stringify(body));
  }
}
