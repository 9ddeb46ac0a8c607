/**
 * @module http/shell
 * The HTTP shell every Pith server is built on — the gateway and every test harness alike:
 * Fastify with Pith's options (its logger, the body limit, no per-request access lines, 503
 * while closing, Ajv without coercion), the JSON body parser, and the error and not-found
 * handlers that render the error catalogue. Route modules are added to it from the route
 * table (app/route-table.ts).
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { AJV_OPTIONS } from '../lib/schema-validator.js';
import { installErrorHandling } from './error-handler.js';
import { installJsonBodyParser } from './json-body.js';

export interface HttpShellOptions {
  logger: FastifyBaseLogger;
  bodyLimitBytes: number;
}

export function createHttpShell(options: HttpShellOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimitBytes,
    // Per-request access lines cost CPU on the hot path, and the default line includes the
    // OIDC callback URL; Pith logs what matters itself.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    ajv: { customOptions: AJV_OPTIONS },
  });
  installErrorHandling(app, options.bodyLimitBytes);
  installJsonBodyParser(app);
  return app;
}
