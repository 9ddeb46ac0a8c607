/**
 * @module test/auth/helpers/harness
 * Starts the sign-in routes on the production HTTP shell (test/support/app.ts) at 127.0.0.1,
 * with stand-in session routes to exercise `requireSession`. The public URL must be known
 * before the routes exist (it is the OIDC redirect URI and, with the embedded provider, the
 * issuer), so a free port is found first.
 */
import { findFreePort } from '../../../src/app/free-port.js';
import { createLogger } from '../../../src/app/logger.js';
import { createAuth, type Auth, type AuthDeps } from '../../../src/auth/index.js';
import type { Config } from '../../../src/config.js';
import type { Store } from '../../../src/store/types.js';
import { startTestApp } from '../../support/app.js';
import { openEmbeddedStore } from '../../support/embedded-store.js';

export const TEST_SECRET = 'test-secret-0123456789abcdef-not-for-production';

/** For servers no one signs in to: skips creating a database. */
export const noUsers: Pick<Store, 'upsertUser' | 'getUser'> = {
  upsertUser: async () => {
    throw new Error('this test server has no user store');
  },
  getUser: async () => undefined,
};

export interface AuthServer {
  baseUrl: string;
  auth: Auth;
  /** The real embedded store in a temporary data directory, unless `users` was given. */
  store: Store | undefined;
  close(): Promise<void>;
}

export interface AuthServerOptions extends Partial<Omit<AuthDeps, 'config'>> {
  oidc?: Config['oidc'];
  nodeEnv?: string;
  /** A port found earlier with findFreePort (when another server must know it first). */
  port?: number;
}

export async function startAuthServer(options: AuthServerOptions = {}): Promise<AuthServer> {
  const port = options.port ?? (await findFreePort('127.0.0.1'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const logger = options.logger ?? createLogger('silent');
  // An embedded database costs seconds to create: only tests that sign in get one.
  const embedded = options.users ? undefined : await openEmbeddedStore();
  const users = options.users ?? embedded!.store;
  const { port: _port, oidc, nodeEnv, ...authOptions } = options;
  const auth = createAuth({
    ...authOptions,
    config: { publicUrl: baseUrl, oidc: oidc ?? {}, nodeEnv: nodeEnv ?? 'test' },
    users,
    secret: options.secret ?? TEST_SECRET,
    logger,
  });
  const server = await startTestApp({
    routes: ['sign-in'],
    services: { auth, logger },
    port,
    extraRoutes: (app) => {
      app.get('/api/test/whoami', { preHandler: auth.requireSession }, async (request) => ({ user: request.user }));
      app.post('/api/test/echo', { preHandler: auth.requireSession }, async (request) => ({ ok: true, user: request.user?.id }));
      app.delete('/api/test/thing', { preHandler: auth.requireSession }, async () => ({ deleted: true }));
    },
  });
  return {
    baseUrl,
    auth,
    store: embedded?.store,
    close: async () => {
      await server.close();
      await embedded?.close();
    },
  };
}
