/**
 * @module http/app
 * The composition root of the HTTP surface: builds a Fastify instance from its
 * dependencies and registers every route module. Logic lives in the modules.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Compressor } from '../compress/index.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { Router } from '../upstream/routing.js';
import type { UsageSink } from '../usage/recorder.js';
import type { Store } from '../store/types.js';
import type { KeyAuthenticator } from '../keys/types.js';
import { installErrorHandling } from './error-handler.js';
import { installJsonBodyParser } from './json-body.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerChatRoutes } from './routes/chat.js';
import { registerModelRoutes } from './routes/models.js';

export interface AppDeps {
  config: Config;
  logger: FastifyBaseLogger;
  compressor: Compressor;
  upstream: UpstreamClient;
  router: Router;
  usage: UsageSink;
  store: Store;
  /** Resolves `Authorization: Bearer sk-pith-…` to an active key (cached; revocation-aware). */
  keys: KeyAuthenticator;
  /** Extra route modules (auth, key management, dashboard) registered after the core routes. */
  plugins?: Array<(app: FastifyInstance) => Promise<void> | void>;
}

/**
 * Edge validation settings: no type coercion ("0.5" is not a temperature), nothing removed
 * or defaulted (unknown fields are forwarded untouched). Route tests build apps with these too.
 */
export const AJV_OPTIONS = { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false } } as const;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    bodyLimit: deps.config.bodyLimitBytes,
    // Per-request access lines cost CPU on the hot path; Pith logs what matters itself.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    ajv: AJV_OPTIONS,
  });
  installErrorHandling(app, deps.config.bodyLimitBytes);
  installJsonBodyParser(app);
  registerHealthRoutes(app, deps);
  registerModelRoutes(app, deps);
  registerChatRoutes(app, deps);
  for (const plugin of deps.plugins ?? []) await plugin(app);
  return app;
}
