/**
 * @module http/shell
 * The HTTP shell every Pith server is built on — the gateway and every test harness alike:
 * Fastify with Pith's options (its logger, the body limit, no per-request access lines, 503
 * while closing, Ajv without coercion), the JSON body parser, and the error and not-found
 * handlers that render the error catalogue. Route modules are added to it from the route
 * table (app/route-table.ts). Every request gets an id (http/request-id.ts), echoed on its
 * reply and on its log lines, and is counted in the metrics when they are on.
 *
 * The edge (issue 18): deadlines on headers and body (http/body-deadline.ts, Node's
 * headersTimeout), a cap on open sockets, on requests in flight and on event-loop delay
 * (http/admission.ts), the drain for shutdown, security headers (helmet's,
 * http/security-headers.ts), and the OpenAI error shape even for what Node's parser refuses
 * (http/client-error.ts).
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type onResponseHookHandler } from 'fastify';
import { installAdmission } from './admission.js';
import { BODY_RATE_GRACE_MS, installBodyDeadline } from './body-deadline.js';
import { clientErrorHandler } from './client-error.js';
import { installSecurityHeaders } from './security-headers.js';
import { AJV_OPTIONS } from '../lib/schema-validator.js';
import { installErrorHandling } from './error-handler.js';
import { installJsonBodyParser } from './json-body.js';
import { DEFAULT_EDGE_LIMITS, type EdgeLimits } from '../config.js';
import type { Metrics } from '../metrics/metrics.js';
import type { RequestSpan, Tracing } from '../tracing/tracing.js';
import { echoRequestId, genRequestId } from './request-id.js';

export interface HttpShellOptions {
  logger: FastifyBaseLogger;
  bodyLimitBytes: number;
  /** Counts every request by route template and status (none when absent). */
  metrics?: Metrics;
  /** A span per request when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT). */
  tracing?: Tracing;
  /** Deadlines and limits at the edge (the configuration's defaults for any left out). */
  edge?: Partial<EdgeLimits>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's trace span, when tracing is on; routes add attributes and child spans. */
    span?: RequestSpan;
  }
}

/** Node closes connections past `maxConnections` silently: say so, at most once every 10 s. */
function logDroppedConnections(app: FastifyInstance, maxConnections: number): void {
  let dropped = 0;
  let loggedAt = 0;
  app.server.on('drop', () => {
    dropped++;
    const now = Date.now();
    if (now - loggedAt < 10_000) return;
    app.log.warn({ dropped, maxConnections }, 'connection limit reached: new connections closed (PITH_MAX_CONNECTIONS)');
    loggedAt = now;
    dropped = 0;
  });
}

/** Marks the per-route metrics hooks, so a HEAD twin (which copies its GET route's hooks) gets no second one. */
const HTTP_METRICS_HOOK = Symbol('pith.httpMetricsHook');

/**
 * Counts every request by its route template and status. The template is baked into a hook put
 * on each route as it is added (`onRoute`, as http/admission.ts does): reading it per request
 * from `request.routeOptions` builds a 13-field object every time. Requests that matched no
 * route (Fastify's not-found context, which `onRoute` never sees) are counted by a global hook
 * as `unmatched`.
 */
function installHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRoute', (route) => {
    const own = route.onResponse === undefined ? [] : [route.onResponse].flat();
    if (own.some((hook) => (hook as { [HTTP_METRICS_HOOK]?: true })[HTTP_METRICS_HOOK])) return;
    const template = route.url;
    const hook: onResponseHookHandler = (request, reply, done) => {
      metrics.httpRequest(request.method, template, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    (hook as { [HTTP_METRICS_HOOK]?: true })[HTTP_METRICS_HOOK] = true;
    route.onResponse = [hook, ...own];
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) metrics.httpRequest(request.method, 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

export function createHttpShell(options: HttpShellOptions): FastifyInstance {
  const edge = { ...DEFAULT_EDGE_LIMITS, ...options.edge };
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimitBytes,
    // Per-request access lines cost CPU on the hot path, and the default line includes the
    // OIDC callback URL; Pith logs what matters itself.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    // Shutdown answers 503 `shutting_down` in OpenAI's shape itself (http/admission.ts drain).
    return503OnClosing: false,
    ajv: { customOptions: AJV_OPTIONS },
    genReqId: genRequestId,
    // Node checks these deadlines on a timer (every 30 s by default: far too coarse for a 15 s deadline).
    http: { headersTimeout: edge.headersTimeoutMs, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(edge.headersTimeoutMs / 4))) },
    // A backstop beside the body deadline: it also ends a body nobody reads (a 404, a 415) that never finishes.
    requestTimeout: edge.headersTimeoutMs + edge.bodyTimeoutMs + BODY_RATE_GRACE_MS,
    clientErrorHandler,
  });
  app.server.maxConnections = edge.maxConnections;
  logDroppedConnections(app, edge.maxConnections);
  app.addHook('onRequest', echoRequestId);
  // A global hook: it runs before admission's (per route), so early refusals carry the headers too.
  installSecurityHeaders(app);
  installAdmission(app, { maxInFlight: edge.maxInFlight, maxEventLoopDelayMs: edge.maxEventLoopDelayMs });
  installBodyDeadline(app, { timeoutMs: edge.bodyTimeoutMs, minBytesPerSec: edge.bodyMinBytesPerSec, graceMs: BODY_RATE_GRACE_MS });
  const { metrics } = options;
  if (metrics) installHttpMetrics(app, metrics);
  const { tracing } = options;
  if (tracing?.enabled) {
    app.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      request.span = tracing.startRequest(`${request.method} ${route}`, request.headers, { 'http.request.method': request.method, 'http.route': route, 'pith.request_id': request.id });
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      request.span?.end(reply.statusCode);
      done();
    });
  }
  installErrorHandling(app, options.bodyLimitBytes);
  installJsonBodyParser(app, edge.maxJsonDepth);
  return app;
}
