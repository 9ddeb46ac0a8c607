/**
 * @module http/admission
 * Which requests the server takes on: at most `maxInFlight` at once (503 `overloaded` with
 * Retry-After: 1 past it, answered before any work is done, so an overload costs microseconds
 * per refused request), and none while it drains for shutdown (503 `shutting_down` with
 * Connection: close). Liveness and metrics are exempt from the limit, so an orchestrator does
 * not kill a busy but healthy process; readiness is not, so a load balancer stops sending
 * work to a full one.
 *
 * `drain` is the graceful half of shutdown: stop accepting, close idle keep-alive sockets at
 * once and every socket that falls idle later (the client's keep-alive would otherwise hold
 * the exit for up to 72 s), let requests in flight finish until the deadline, then close what
 * is left. (No hook marks responses `Connection: close` while draining: a hook on every
 * response costs the hot path, and the sweep closes each socket ~100 ms after its response; a
 * request that comes in between gets the 503 above.)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors/index.js';
import { sendError } from './error-handler.js';

/** Route templates never refused for load. */
const EXEMPT = new Set(['/healthz', '/health', '/metrics']);

export interface Admission {
  /** Requests being served now (all of them, exempt ones included). */
  inFlight(): number;
  draining(): boolean;
  /**
   * Stops taking requests and waits for those in flight, at most `timeoutMs`; then closes every
   * connection still open. Resolves true when everything finished in time.
   */
  drain(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    admission: Admission;
  }
}

export function installAdmission(app: FastifyInstance, maxInFlight: number): Admission {
  let total = 0;
  let limited = 0;
  let draining = false;
  let settled: (() => void) | undefined;

  const finished = (counted: boolean) => {
    total--;
    if (counted) limited--;
    if (total === 0) settled?.();
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (draining) {
      sendError(reply, errors.shuttingDown());
      return;
    }
    const exempt = EXEMPT.has(request.routeOptions.url ?? '');
    if (!exempt && limited >= maxInFlight) {
      request.log.warn({ maxInFlight }, 'overloaded: request refused');
      sendError(reply, errors.overloaded());
      return;
    }
    total++;
    if (!exempt) limited++;
    reply.raw.once('close', () => finished(!exempt));
    done();
  });

  const admission: Admission = {
    inFlight: () => total,
    draining: () => draining,
    async drain(timeoutMs) {
      draining = true;
      const server = app.server;
      server.close(() => {});
      server.closeIdleConnections();
      // A keep-alive socket whose last response just ended is idle now: close it too.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      try {
        if (total === 0) return true;
        const done = new Promise<true>((resolve) => (settled = () => resolve(true)));
        let deadline: NodeJS.Timeout | undefined;
        const late = new Promise<false>((resolve) => (deadline = setTimeout(() => resolve(false), timeoutMs)));
        const inTime = await Promise.race([done, late]);
        clearTimeout(deadline);
        return inTime;
      } finally {
        clearInterval(sweep);
        server.closeAllConnections();
      }
    },
  };
  app.decorate('admission', admission);
  return admission;
}
