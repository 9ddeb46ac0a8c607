/**
 * @module upstream/relay-stream
 * Relays an upstream's chat-completion SSE stream to the client chunk by chunk.
 * - Peeks at the first event, so an upstream error before any byte becomes a real HTTP status.
 * - Strips the usage-only chunk Pith asked for when the client did not ask for it.
 * - Normalises chunks to OpenAI's schema; ends with `data: [DONE]`.
 * - A failure after the first byte ends the stream with an `error` event, never a silent cut.
 */
import type { ServerResponse } from 'node:http';
import { errors, PithError, upstreamError } from '../errors/index.js';
import type { Usage } from '../wire/chat.js';
import { normaliseChunk } from './normalise.js';
import { formatSseData, SseParser, type SseEvent } from './sse.js';
import type { UpstreamBody } from './client.js';

/** The head of every SSE reply Pith sends (its own headers are added to it). */
export const SSE_HEAD: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

export interface StreamRelayOptions {
  body: UpstreamBody;
  model: string;
  /** Whether the client itself asked for `stream_options.include_usage`. */
  clientWantsUsage: boolean;
  classify(error: unknown): PithError;
  /** Whether the client has gone (then the relay ends quietly). */
  signal: { readonly aborted: boolean };
}

export interface StreamOutcome {
  usage?: Usage;
  /** Concatenated content deltas, kept only while the upstream has not reported usage. */
  completionText: string;
  /** Set when the stream failed after its first byte (the client got an error event). */
  error?: PithError;
  aborted: boolean;
}

type Json = Record<string, unknown>;

interface RelayState {
  usage?: Usage;
  text: string[];
  finished: boolean;
}

function isUsage(value: unknown): value is Usage {
  return typeof value === 'object' && value !== null && typeof (value as Usage).prompt_tokens === 'number';
}

/** Turns one upstream event into the bytes to send (or null to drop it). Throws a PithError for an upstream error event. */
function translate(event: SseEvent, opts: StreamRelayOptions, state: RelayState): string | null {
  const data = event.data.trim();
  if (data === '[DONE]') {
    state.finished = true;
    return null;
  }
  let chunk: Json;
  try {
    chunk = JSON.parse(data) as Json;
  } catch {
    throw errors.upstreamBadResponse('malformed stream event');
  }
  if (chunk.error !== undefined || event.event === 'error') throw upstreamError(502, data);
  if (isUsage(chunk.usage)) state.usage = chunk.usage;
  const choices = Array.isArray(chunk.choices) ? (chunk.choices as Json[]) : [];
  if (!state.usage) {
    for (const c of choices) {
      const delta = c.delta as Json | undefined;
      if (delta && typeof delta.content === 'string') state.text.push(delta.content);
    }
  }
  if (choices.some((c) => c.finish_reason)) state.finished = true;
  let changed = normaliseChunk(chunk, opts.model);
  if (!opts.clientWantsUsage && chunk.usage !== undefined) {
    if (choices.length === 0) return null;
    delete chunk.usage;
    changed = true;
  }
  return formatSseData(changed ? JSON.stringify(chunk) : data);
}

/** Writes to the client, waiting for the socket to drain (or close) when its buffer is full. */
export function write(res: ServerResponse, text: string): Promise<void> | void {
  if (res.write(text)) return;
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

export interface StreamRelay {
  /** Resolves once the first event is in hand; rejects with a PithError for a failure before any byte. */
  ready: Promise<void>;
  /**
   * Writes the stream to `res` (head first); resolves when it ends or fails. `beforeEnd` sees a
   * stream that completed before its last bytes go out, and they wait for the promise it may
   * return, so what is recorded there is on record before the client can see the stream end (a
   * crash right after cannot lose it).
   */
  pipe(res: ServerResponse, head: Record<string, string>, beforeEnd?: (outcome: StreamOutcome) => void | Promise<void>): Promise<StreamOutcome>;
}

export function createStreamRelay(opts: StreamRelayOptions): StreamRelay {
  const iterator = opts.body[Symbol.asyncIterator]();
  const parser = new SseParser();
  const state: RelayState = { text: [], finished: false };
  let first: string[] = [];

  const readEvents = async (): Promise<SseEvent[] | null> => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) {
        const rest = parser.end();
        return rest.length > 0 ? rest : null;
      }
      const events = parser.push(next.value as Buffer);
      if (events.length > 0) return events;
    }
  };

  const toOutput = (events: SseEvent[]): string[] =>
    events.map((e) => translate(e, opts, state)).filter((s): s is string => s !== null);

  const ready = (async () => {
    try {
      while (first.length === 0 && !state.finished) {
        const events = await readEvents();
        if (!events) break;
        first = toOutput(events);
      }
      if (first.length === 0 && !state.finished) throw errors.upstreamBadResponse('stream ended before any event');
    } catch (error) {
      opts.body.destroy();
      throw error instanceof PithError ? error : opts.classify(error);
    }
  })();

  async function pipe(res: ServerResponse, head: Record<string, string>, beforeEnd?: (outcome: StreamOutcome) => void | Promise<void>): Promise<StreamOutcome> {
    res.writeHead(200, { ...SSE_HEAD, ...head });
    const outcome = (error?: PithError): StreamOutcome => ({
      usage: state.usage,
      completionText: state.text.join(''),
      error,
      aborted: opts.signal.aborted,
    });
    try {
      for (const text of first) await write(res, text);
      first = [];
      for (;;) {
        const events = await readEvents();
        if (!events) break;
        for (const text of toOutput(events)) await write(res, text);
      }
      if (!state.finished) throw errors.upstreamBadResponse('stream ended before completion');
      await beforeEnd?.(outcome());
      res.end(formatSseData('[DONE]'));
      return outcome();
    } catch (error) {
      if (opts.signal.aborted) {
        res.destroy();
        return outcome();
      }
      const pith = error instanceof PithError ? error : opts.classify(error);
      opts.body.destroy();
      res.end(formatSseData(JSON.stringify(pith.toBody())));
      return outcome(pith);
    }
  }

  return { ready, pipe };
}
