/**
 * @module http/body-deadline
 * A request body must arrive within a deadline and, after a grace period, at a minimum rate;
 * otherwise it is cut off with 408 `request_timeout` and the connection closed. Node's own
 * `requestTimeout` only bounds the whole request and knows no rate, and a body that never
 * ends (a chunked body without its last chunk, a Content-Length never reached) held a socket
 * and its descriptor for as long as the client liked.
 *
 * Done in `preParsing`, the hook Fastify offers for replacing the body stream: the body flows
 * through a pass-through that counts bytes, and a timer checks the count. A request without a
 * body, or whose body had all arrived by then (the usual case: Node parses the rest of a packet
 * before Fastify's asynchronous hooks resume), gets neither and costs nothing.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors/index.js';

export interface BodyDeadline {
  timeoutMs: number;
  /** 0: no minimum. */
  minBytesPerSec: number;
  /** How long a slow start is forgiven before the rate counts. */
  graceMs: number;
}

export const BODY_RATE_GRACE_MS = 5000;
/** How often the rate is checked once the grace is over. */
const CHECK_EVERY_MS = 1000;

function hasBody(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

class CountingStream extends Transform {
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

export function installBodyDeadline(app: FastifyInstance, limits: BodyDeadline): void {
  const { timeoutMs, minBytesPerSec, graceMs } = limits;
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!hasBody(request) || request.raw.complete) return done(null, payload);
    const started = Date.now();
    const counted = new CountingStream();
    // Fastify listens for errors only while it reads the body; a body it never reads (415, 404) must not crash the process.
    counted.on('error', () => {});
    let timer: NodeJS.Timeout | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const check = () => {
      const elapsed = Date.now() - started;
      const tooSlow = minBytesPerSec > 0 && elapsed >= graceMs && counted.bytes < (minBytesPerSec * elapsed) / 1000;
      if (elapsed >= timeoutMs || tooSlow) {
        timer = undefined;
        request.log.info({ elapsedMs: elapsed, bytes: counted.bytes, tooSlow }, 'request body not received in time');
        payload.unpipe(counted);
        counted.destroy(errors.requestTimeout('body'));
        return;
      }
      timer = setTimeout(check, Math.min(CHECK_EVERY_MS, timeoutMs - elapsed));
    };
    timer = setTimeout(check, Math.min(timeoutMs, minBytesPerSec > 0 ? graceMs : timeoutMs));
    counted.once('end', stop);
    counted.once('close', stop);
    reply.raw.once('close', stop);
    payload.pipe(counted);
    done(null, counted);
  });
}
