/**
 * @module http/admission
 * Which requests the server takes on: at most `maxInFlight` at once, and none while the event
 * loop lags more than `maxEventLoopDelayMs` (503 `overloaded` with Retry-After: 1, answered
 * before any work is done, so an overload costs microseconds per refused request), and none
 * while it drains for shutdown (503 `shutting_down` with Connection: close). Liveness and
 * metrics are exempt from the limits, so an orchestrator does not kill a busy but healthy
 * process; readiness is not, so a load balancer stops sending work to a full one.
 *
 * The hook is put on each route as it is added (`onRoute`), the exempt ones getting the
 * drain check only: no lookup of the route per request. The event-loop delay is sampled as
 * @fastify/under-pressure does (`monitorEventLoopDelay`, the mean over each interval less the
 * timer's resolution) but read from a flag: that plugin's own hook built Fastify's
 * `routeOptions` object on every request, which measured as several percent of the gateway's
 * CPU per request.
 *
 * `drain` is the graceful half of shutdown: stop accepting, close idle keep-alive sockets at
 * once and every socket that falls idle later (the client's keep-alive would otherwise hold
 * the exit for up to 72 s), let requests in flight finish until the deadline, then close what
 * is left. (No hook marks responses `Connection: close` while draining: a hook on every
 * response costs the hot path, and the sweep closes each socket ~100 ms after its response; a
 * request that comes in between gets the 503 above.)
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { errors } from '../errors/index.js';

/** Route templates never refused for load. */
const EXEMPT = new Set(['/healthz', '/health', '/metrics']);
/** The delay histogram's resolution, taken off its mean (as @fastify/under-pressure does). */
const RESOLUTION_MS = 10;

export interface AdmissionLimits {
  maxInFlight: number;
  /** 0: no event-loop guard. */
  maxEventLoopDelayMs: number;
}

export interface Admission {
  /** Requests being served now (all of them, exempt ones included). */
  inFlight(): number;
  draining(): boolean;
  /** The event loop's mean delay over the last interval, in ms (0 when the guard is off). */
  eventLoopDelayMs(): number;
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

/** Samples the event loop's delay; `lagging()` is true while the last interval's mean was over `maxMs`. */
function eventLoopGuard(app: FastifyInstance, maxMs: number): { lagging: () => boolean; delay: () => number } {
  if (maxMs <= 0) return { lagging: () => false, delay: () => 0 };
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let delay = 0;
  const timer = setInterval(() => {
    const mean = histogram.mean / 1e6 - RESOLUTION_MS;
    delay = Number.isNaN(mean) ? 0 : Math.max(0, mean);
    histogram.reset();
  }, Math.min(1000, Math.max(RESOLUTION_MS, maxMs)));
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    histogram.disable();
    done();
  });
  return { lagging: () => delay > maxMs, delay: () => delay };
}

export function installAdmission(app: FastifyInstance, limits: AdmissionLimits): Admission {
  let total = 0;
  let limited = 0;
  let draining = false;
  let settled: (() => void) | undefined;
  const loop = eventLoopGuard(app, limits.maxEventLoopDelayMs);

  const exemptDone = () => {
    total--;
    if (total === 0) settled?.();
  };
  const limitedDone = () => {
    limited--;
    exemptDone();
  };

  // Refusals go through `done(error)`, so the route's scope renders them in its wire format
  // (the Anthropic front door's `overloaded_error`, OpenAI's shape elsewhere).
  const admitExempt: onRequestHookHandler = (_request, reply, done) => {
    if (draining) {
      done(errors.shuttingDown());
      return;
    }
    total++;
    reply.raw.once('close', exemptDone);
    done();
  };
  const admit: onRequestHookHandler = (request: FastifyRequest, reply: FastifyReply, done) => {
    if (draining) {
      done(errors.shuttingDown());
      return;
    }
    if (limited >= limits.maxInFlight || loop.lagging()) {
      request.log.warn({ inFlight: limited, maxInFlight: limits.maxInFlight, eventLoopDelayMs: Math.round(loop.delay()) }, 'overloaded: request refused');
      done(errors.overloaded());
      return;
    }
    total++;
    limited++;
    reply.raw.once('close', limitedDone);
    done();
  };
  app.addHook('onRoute', (route) => {
    const hook = EXEMPT.has(route.url) ? admitExempt : admit;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    // A HEAD twin copies its GET route's hooks, this one included.
    if (own.includes(admit) || own.includes(admitExempt)) return;
    route.onRequest = [hook, ...own];
  });

  const admission: Admission = {
    inFlight: () => total,
    draining: () => draining,
    eventLoopDelayMs: () => loop.delay(),
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
