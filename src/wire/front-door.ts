/**
 * @module wire/front-door
 * What a front door's wire format must supply so that one request flow serves it (the route
 * in http/routes/front-door.ts, the compression glue in upstream/compress-wire.ts, the event
 * relay in upstream/event-relay.ts): its projection onto chat messages, the headers it
 * forwards, how its replies and stream events report usage and completion, and how it shapes
 * an error. One implementation per format: wire/anthropic, wire/responses.
 */
import type { PithError } from '../errors/index.js';
import type { Projection } from './projection.js';

/**
 * What an upstream speaks: `openai` serves `/chat/completions` and `/responses`, `anthropic`
 * serves `/messages`. Pith does not translate between them.
 */
export const UPSTREAM_FORMATS = ['openai', 'anthropic'] as const;
export type UpstreamFormat = (typeof UPSTREAM_FORMATS)[number];

/** A reply's usage in one vocabulary. */
export interface WireUsage {
  /** Every prompt token the upstream billed, cached ones included. */
  promptTokens: number;
  completionTokens: number;
  /** Prompt tokens read from the upstream's prompt cache (part of `promptTokens`). */
  cacheReadTokens: number;
  /** Prompt tokens written to the upstream's prompt cache (part of `promptTokens`; Anthropic only). */
  cacheWriteTokens: number;
}

/** What one upstream stream event means: relay it, relay it as the stream's last word, or relay nothing and fail with this status. */
export type EventVerdict = 'relay' | 'final' | { errorStatus: number };

/** Reads a stream's events as they pass; one per stream. */
export interface StreamWatcher {
  see(event: string | null, data: string): EventVerdict;
  usage(): WireUsage | undefined;
  /** The SSE text that ends a stream cut short after its first byte, in the format's own error event. */
  failure(error: PithError): string;
}

export type IncomingHeaders = Record<string, string | string[] | undefined>;

export interface WireFormat<Req> {
  /** The API as users call it, for messages (e.g. `POST /messages`). */
  frontDoor: string;
  /** The upstream format that serves it and the path under the upstream's base URL. */
  upstream: UpstreamFormat;
  path: string;
  /** How the upstream key is sent. */
  auth: 'bearer' | 'x-api-key';
  project(request: Req): Projection;
  /** The client's headers this format forwards upstream (never an auth header). */
  forwardHeaders(headers: IncomingHeaders): Record<string, string>;
  /** A whole reply's usage, when it reports one. */
  replyUsage(reply: unknown): WireUsage | undefined;
  watchStream(): StreamWatcher;
  /** An error in the format's own body shape. */
  errorBody(error: PithError): unknown;
}

/** `event: NAME` (when named) and `data: DATA`, as one SSE event. */
export function sseEvent(event: string | null, data: string): string {
  return event === null ? `data: ${data}\n\n` : `event: ${event}\ndata: ${data}\n\n`;
}

/** A count, or 0 for anything that is not a non-negative number. */
export function tokens(value: unknown): number {
  return typeof value === 'number' && value >= 0 ? value : 0;
}
