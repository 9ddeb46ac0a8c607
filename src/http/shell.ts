/**
 * @module http/shell
 * The HTTP shell every Pith server is built on — the gateway and every test harness alike:
 * Fastify with Pith's options (its logger, the body limit, no per-request access lines, 503
 * while closing, Ajv without coercion), the JSON body parser, and the error and not-found
 * handlers that render the error catalogue. Route modules are added to it from the route
 * table (app/route-table.ts). Every request gets an id (http/request-id.ts), echoed on its
 * reply and on its log lines, and is counted in the metrics when they are on.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { AJV_OPTIONS } from '../lib/schema-validator.js';
import { installErrorHandling } from './error-handler.js';
import { installJsonBodyParser } from './json-body.js';
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
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's trace span, when tracing is on; routes add attributes and child spans. */
    span?: RequestSpan;
  }
}

export function createHttpShell(options: HttpShellOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimitBytes,
    // Per-request access lines cost CPU on the hot path, and the default line includes the
    // OIDC callback URL; Pith logs what matters itself.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    return503OnClosing: true,
    ajv: { customOptions: AJV_OPTIONS },
    genReqId: genRequestId,
  });
  app.addHook('onRequest', echoRequestId);
  const { metrics } = options;
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
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
  installJsonBodyParser(app);
  return app;
}
