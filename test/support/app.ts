/**
 * @module test/support/app
 * Some of the server's route modules on the production HTTP shell, for tests that need only
 * those: `buildApp` (app/route-table.ts) mounts the named modules on `createHttpShell` with the
 * services the test gives — real ones, or stand-ins where a part is not under test. Tests of
 * the whole gateway use test/support/gateway.ts instead.
 */
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../../src/app/logger.js';
import { buildApp, type RouteName } from '../../src/app/route-table.js';
import type { Services } from '../../src/app/services.js';
import type { Auth } from '../../src/auth/index.js';
import type { RequireSession } from '../../src/auth/types.js';
import { loadConfig } from '../../src/config.js';
import { errors } from '../../src/errors/index.js';

export interface TestAppOptions {
  routes: readonly RouteName[];
  /** The services the named modules use; `config` defaults to the test configuration, `logger` to a silent one. */
  services: Partial<Services>;
  /** Stand-in routes the test adds beside the modules. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Listen on this port of 127.0.0.1 (for real clients); without it, use `app.inject`. */
  port?: number;
}

export interface TestApp {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` when listening. */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const services = {
    // A cold first compression on a loaded machine can pass the 200 ms default budget, past which a
    // prompt goes out uncompressed: tests asserting what was compressed would flake (as in gateway.ts).
    config: loadConfig({ NODE_ENV: 'test', PITH_COMPRESSION_BUDGET_MS: '5000' }),
    logger: createLogger('silent'),
    ...options.services,
  } as Services;
  const app = await buildApp(services, options.routes);
  options.extraRoutes?.(app);
  if (options.port === undefined) await app.ready();
  else await app.listen({ port: options.port, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${options.port ?? 0}`, close: () => app.close() };
}

/** A stand-in session for route tests: header `x-test-user: <userId>` is the signed-in user (real sign-in: test/auth). */
export const headerSession: RequireSession = async (request) => {
  const id = request.headers['x-test-user'];
  if (typeof id !== 'string' || !id) throw errors.sessionRequired();
  request.user = { id, issuer: 'https://idp.test', subject: id, email: `${id}@x.test`, name: id };
};

/** Sign-in reduced to `headerSession`, with no sign-in routes. */
export const headerAuth: Auth = { requireSession: headerSession, register: () => undefined };
