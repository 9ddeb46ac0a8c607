/**
 * @module upstream/reply-guard
 * An undici interceptor that caps what an upstream may send back, at the transport, so every
 * reader (the SSE relays, a JSON body read whole, `GET /models`) is bounded alike:
 *  - the whole reply body: PITH_MAX_UPSTREAM_REPLY_BYTES;
 *  - one line of an event stream (`text/event-stream` replies): PITH_MAX_UPSTREAM_LINE_BYTES.
 * Past a cap the call is aborted with `upstream_reply_too_large`: the body stops before the
 * offending chunk and its reader gets that error (a 502 before the client's first byte, an
 * SSE error event after it). Counting looks at each byte once.
 */
import type { Dispatcher } from 'undici';
import { errors } from '../errors/index.js';

export interface ReplyCaps {
  maxReplyBytes: number;
  maxLineBytes: number;
}

const LF = 0x0a;
const CR = 0x0d;

type Handler = Dispatcher.DispatchHandler;
type Controller = Dispatcher.DispatchController;

class ReplyGuardHandler implements Handler {
  #bytes = 0;
  /** Bytes of the current stream line so far; -1 when the reply is not an event stream. */
  #line = -1;
  #stopped = false;

  constructor(
    private readonly caps: ReplyCaps,
    private readonly inner: Handler,
  ) {}

  onRequestStart(controller: Controller, context: unknown): void {
    this.inner.onRequestStart?.(controller, context);
  }

  onRequestUpgrade(controller: Controller, statusCode: number, headers: Record<string, string | string[]>, socket: import('node:stream').Duplex): void {
    this.inner.onRequestUpgrade?.(controller, statusCode, headers, socket);
  }

  onResponseStart(controller: Controller, statusCode: number, headers: Record<string, string | string[] | undefined>, statusMessage?: string): void {
    const type = headers['content-type'];
    if (typeof type === 'string' && type.toLowerCase().startsWith('text/event-stream')) this.#line = 0;
    const length = Number(headers['content-length']);
    if (length > this.caps.maxReplyBytes) return this.#stop(controller, 'reply', this.caps.maxReplyBytes);
    this.inner.onResponseStart?.(controller, statusCode, headers, statusMessage);
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    if (this.#stopped) return;
    this.#bytes += chunk.length;
    if (this.#bytes > this.caps.maxReplyBytes) return this.#stop(controller, 'reply', this.caps.maxReplyBytes);
    if (this.#line >= 0) {
      this.#line = longestLine(chunk, this.#line, this.caps.maxLineBytes);
      if (this.#line < 0) return this.#stop(controller, 'line', this.caps.maxLineBytes);
    }
    this.inner.onResponseData?.(controller, chunk);
  }

  onResponseEnd(controller: Controller, trailers: Record<string, string | string[]>): void {
    if (!this.#stopped) this.inner.onResponseEnd?.(controller, trailers);
  }

  onResponseError(controller: Controller, error: Error): void {
    this.inner.onResponseError?.(controller, error);
  }

  #stop(controller: Controller, what: 'reply' | 'line', limit: number): void {
    this.#stopped = true;
    controller.abort(errors.upstreamReplyTooLarge(what, limit));
  }
}

/**
 * The length of the line still open after `chunk`, given the open line's length before it;
 * -1 as soon as any line passes `max`. Searches from where the last search stopped, so each
 * byte is looked at once.
 */
function longestLine(chunk: Buffer, open: number, max: number): number {
  let pos = 0;
  let lf = chunk.indexOf(LF);
  let cr = chunk.indexOf(CR);
  let line = open;
  while (lf !== -1 || cr !== -1) {
    const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    if (line + end - pos > max) return -1;
    line = 0;
    pos = end + 1;
    if (lf !== -1 && lf < pos) lf = chunk.indexOf(LF, pos);
    if (cr !== -1 && cr < pos) cr = chunk.indexOf(CR, pos);
  }
  line += chunk.length - pos;
  return line > max ? -1 : line;
}

/** For `dispatcher.compose(replyGuard(caps))`. */
export function replyGuard(caps: ReplyCaps): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => dispatch(options, new ReplyGuardHandler(caps, handler));
}
