/**
 * @module upstream/event-relay
 * Relays a front door's SSE stream (Anthropic Messages, OpenAI Responses) to the client event
 * by event, in order and as the upstream wrote each one: its `event:` name and `data:` text
 * unchanged (pings included), no `[DONE]` added. The format's watcher (wire/front-door.ts)
 * reads usage and the end of the stream as they pass.
 * - Peeks at the first event, so an upstream error before any byte becomes a real HTTP status.
 * - An upstream error event after the first byte is relayed (credentials in its text masked,
 *   lib/redact.ts) and ends the stream.
 * - A stream that breaks, or ends before the format's last event, ends with an error event in
 *   the format's shape, never a silent cut.
 */
import type { ServerResponse } from 'node:http';
import { errors, PithError, upstreamError } from '../errors/index.js';
import { redact } from '../lib/redact.js';
import { sseEvent, type StreamWatcher, type WireUsage } from '../wire/front-door.js';
import type { UpstreamBody } from './client.js';
import { SSE_HEAD, write } from './relay-stream.js';
import { SseParser, type SseEvent } from './sse.js';

export interface EventRelayOptions {
  body: UpstreamBody;
  watcher: StreamWatcher;
  classify(error: unknown): PithError;
  /** Whether the client has gone (then the relay ends quietly). */
  signal: { readonly aborted: boolean };
}

export interface EventRelayOutcome {
  usage?: WireUsage;
  /** Set when the stream failed after its first byte (the client got an error event). */
  error?: PithError;
  aborted: boolean;
}

export interface EventRelay {
  /** Resolves once the first event is in hand; rejects with a PithError for a failure before any byte. */
  ready: Promise<void>;
  /** Writes the stream to `res` (head first); resolves when it ends or fails. */
  /** `beforeEnd` sees a stream that completed, before its connection ends, which waits for the promise it may return (record it there: durable before the client sees the end). */
  pipe(res: ServerResponse, head: Record<string, string>, beforeEnd?: (outcome: EventRelayOutcome) => void | Promise<void>): Promise<EventRelayOutcome>;
}

/** The body's SSE events, in the batches each chunk completes (empty batches skipped). */
async function* eventBatches(body: UpstreamBody): AsyncGenerator<SseEvent[]> {
  const parser = new SseParser();
  for await (const chunk of body) {
    const events = parser.push(chunk as Buffer);
    if (events.length > 0) yield events;
  }
  const rest = parser.end();
  if (rest.length > 0) yield rest;
}

export function createEventRelay(opts: EventRelayOptions): EventRelay {
  const { watcher } = opts;
  const batches = eventBatches(opts.body);
  let finished = false;
  /** An error event the upstream sent after the first byte: relayed, then the stream ends. */
  let failed: PithError | undefined;
  let started = false;
  let first: string[] = [];

  const readEvents = async (): Promise<SseEvent[] | null> => {
    const next = await batches.next();
    return next.done ? null : next.value;
  };

  const toOutput = (events: SseEvent[]): string[] => {
    const out: string[] = [];
    for (const e of events) {
      if (failed) break;
      const verdict = watcher.see(e.event, e.data);
      if (typeof verdict === 'object') {
        const error = upstreamError(verdict.errorStatus, e.data);
        if (!started && out.length === 0) throw error;
        failed = error;
        out.push(sseEvent(e.event, redact(e.data)));
        continue;
      }
      if (verdict === 'final') finished = true;
      out.push(sseEvent(e.event, e.data));
    }
    return out;
  };

  const ready = (async () => {
    try {
      while (first.length === 0) {
        const events = await readEvents();
        if (!events) throw errors.upstreamBadResponse('stream ended before any event');
        first = toOutput(events);
      }
    } catch (error) {
      opts.body.destroy();
      throw error instanceof PithError ? error : opts.classify(error);
    }
  })();

  async function pipe(res: ServerResponse, head: Record<string, string>, beforeEnd?: (outcome: EventRelayOutcome) => void | Promise<void>): Promise<EventRelayOutcome> {
    res.writeHead(200, { ...SSE_HEAD, ...head });
    started = true;
    const outcome = (error?: PithError): EventRelayOutcome => ({ usage: watcher.usage(), error, aborted: opts.signal.aborted });
    try {
      for (const text of first) await write(res, text);
      first = [];
      while (!failed) {
        const events = await readEvents();
        if (!events) break;
        for (const text of toOutput(events)) await write(res, text);
      }
      if (failed) {
        opts.body.destroy();
        res.end();
        return outcome(failed);
      }
      if (!finished) throw errors.upstreamBadResponse('stream ended before completion');
      await beforeEnd?.(outcome());
      res.end();
      return outcome();
    } catch (error) {
      if (opts.signal.aborted) {
        res.destroy();
        return outcome();
      }
      const pith = error instanceof PithError ? error : opts.classify(error);
      opts.body.destroy();
      res.end(watcher.failure(pith));
      return outcome(pith);
    }
  }

  return { ready, pipe };
}
