/**
 * @module http/body-deadline
 * A request body must arrive within a deadline and, after a grace period, at a minimum rate;
 * otherwise it is cut off with 408 `request_timeout` and the connection closed. Node's own
 * `requestTimeout` only bounds the whole request and knows no rate, and a body that never
 * ends (a chunked body without its last chunk, a Content-Length never reached) held a socket
 * and its descriptor for as long as the client liked.
 *
 * Cheap on the hot path: a request with a body gets one timer, cleared when the body ends or
 * the reply closes; nothing sits between the socket and the body parser. The rate is read from
 * the socket's byte count. When the timer finds the body late, the error is emitted on the
 * body stream, where Fastify's body reader hands it to the error handler (408 in the route's
 * error shape, with Connection: close) — not by destroying the stream, which would destroy the
 * socket before the answer.
 */
import type { IncomingMessage } from 'node:http';
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

export function installBodyDeadline(app: FastifyInstance, limits: BodyDeadline): void {
  const { timeoutMs, minBytesPerSec, graceMs } = limits;
  app.addHook('preParsing', (request, reply, payload, done) => {
    const raw = request.raw;
    if (raw.complete || !hasBody(request)) return done(null, payload);
    const socket = raw.socket;
    const started = Date.now();
    const bytesAtStart = socket.bytesRead;
    let timer: NodeJS.Timeout | undefined;
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const check = () => {
      timer = undefined;
      if (raw.complete) return;
      const elapsed = Date.now() - started;
      const bytes = socket.bytesRead - bytesAtStart;
      const tooSlow = minBytesPerSec > 0 && elapsed >= graceMs && bytes < (minBytesPerSec * elapsed) / 1000;
      if (elapsed < timeoutMs && !tooSlow) {
        timer = setTimeout(check, Math.min(CHECK_EVERY_MS, timeoutMs - elapsed));
        return;
      }
      request.log.info({ elapsedMs: elapsed, bytes, tooSlow }, 'request body not received in time');
      // Fastify's body reader listens for errors while it reads; a body nobody reads was answered already.
      if (payload.listenerCount('error') > 0) payload.emit('error', errors.requestTimeout('body'));
      else socket.destroy();
    };
    timer = setTimeout(check, Math.min(timeoutMs, minBytesPerSec > 0 ? graceMs : timeoutMs));
    (payload as IncomingMessage).once('end', stop);
    reply.raw.once('close', stop);
    done(null, payload);
  });
}
