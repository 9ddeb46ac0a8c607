/**
 * @module test/auth/helpers/harness
 * Starts a real Pith HTTP surface with auth mounted, on 127.0.0.1. The public URL must be
 * known before routes are registered (it is the OIDC redirect URI and, with the embedded
 * provider, the issuer), so a free port is reserved first with a throwaway listener.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../../../src/config.js';
import { installErrorHandling } from '../../../src/http/error-handler.js';
import { registerAuth, type AuthDeps, type AuthHandle } from '../../../src/auth/index.js';
import { createStore, type Store } from '../../../src/store/index.js';

export const TEST_SECRET = 'test-secret-0123456789abcdef-not-for-production';

/** For servers no one signs in to: skips creating a database. */
export const noUsers: Pick<Store, 'upsertUser' | 'getUser'> = {
  upsertUser: async () => {
    throw new Error('this test server has no user store');
  },
  getUser: async () => undefined,
};

export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface AuthServer {
  baseUrl: string;
  app: FastifyInstance;
  auth: AuthHandle;
  /** The real embedded store in a temporary data directory, unless `users` was given. */
  store: Store | undefined;
  close(): Promise<void>;
}

export interface AuthServerOptions extends Partial<Omit<AuthDeps, 'config'>> {
  oidc?: Config['oidc'];
  nodeEnv?: string;
  /** A port reserved earlier with getFreePort (when another server must know it first). */
  port?: number;
}

export async function startAuthServer(options: AuthServerOptions = {}): Promise<AuthServer> {
  const port = options.port ?? (await getFreePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const logger: FastifyBaseLogger = options.logger ?? pino({ level: 'silent' });
  const app = Fastify({ loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) });
  installErrorHandling(app, 1 << 20);
  // An embedded database costs seconds to create: only tests that sign in get one.
  const dataDir = options.users ? undefined : await mkdtemp(join(tmpdir(), 'pith-auth-'));
  const store = dataDir ? await createStore({ dataDir }) : undefined;
  await store?.migrate();
  const users = options.users ?? store;
  if (!users) throw new Error('unreachable: no user store');
  const { port: _port, oidc, nodeEnv, ...authOptions } = options;
  const auth = await registerAuth(app, {
    ...authOptions,
    config: { publicUrl: baseUrl, oidc: oidc ?? {}, nodeEnv: nodeEnv ?? 'test' },
    users,
    secret: options.secret ?? TEST_SECRET,
    logger,
  });
  // Stand-ins for the lead's session routes (/api/keys), to exercise requireSession.
  app.get('/api/test/whoami', { preHandler: auth.requireSession }, async (request) => ({ user: request.user }));
  app.post('/api/test/echo', { preHandler: auth.requireSession }, async (request) => ({ ok: true, user: request.user?.id }));
  app.delete('/api/test/thing', { preHandler: auth.requireSession }, async () => ({ deleted: true }));
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl, app, auth, store,
    close: async () => {
      await app.close();
      await auth.close();
      await store?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
