/**
 * @module server
 * Wires the parts into a running gateway: store, keys, sign-in, compressor, upstream
 * client, usage recorder, HTTP app, dashboard. Used by `pith serve`, the tests and the
 * benchmarks, so all three run the same composition.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.js';
import { createCompressor } from './compress/index.js';
import { registerAuth } from './auth/index.js';
import { createStoreRevocations } from './auth/store-revocations.js';
import { registerDashboard } from './dashboard/index.js';
import { buildApp } from './http/app.js';
import { registerKeyRoutes } from './http/routes/keys.js';
import { createKeyAuthenticator } from './keys/authenticator.js';
import { createKeyService } from './keys/service.js';
import type { KeyAuthenticator } from './keys/types.js';
import { createStore } from './store/index.js';
import type { Store } from './store/types.js';
import { createUpstreamClient } from './upstream/client.js';
import { createGuardedDispatcher } from './upstream/ssrf-guard.js';
import { createRouter } from './upstream/routing.js';
import { createUsageRecorder } from './usage/recorder.js';

export interface RunningServer {
  url: string;
  config: Config;
  app: FastifyInstance;
  store: Store;
  secret: string;
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: FastifyBaseLogger;
  /** Replaces the store-backed key authenticator (benchmarks of the bare path only). */
  keys?: KeyAuthenticator;
  /** Directory of the built dashboard (default: web/dist of this checkout). */
  webRoot?: string;
}

/** Secrets never reach a log line: these paths are redacted wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'apiKey',
  'upstreamApiKey',
  'fullKey',
  'secret',
];

export function createLogger(config: Config): FastifyBaseLogger {
  return pino({ level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } });
}

/** PITH_SECRET, or in development a random secret generated once into the data dir. */
export async function resolveSecret(config: Config): Promise<string> {
  if (config.secret) return config.secret;
  const file = join(config.dataDir, 'secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

/** Port 0 means "any": the public URL (OIDC redirects) must be known before listening. */
async function pickPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(baseConfig: Config, options: StartOptions = {}): Promise<RunningServer> {
  let config = baseConfig;
  if (config.port === 0) {
    const port = await pickPort(config.host);
    config = { ...config, port, publicUrl: `http://${config.host}:${port}` };
  }
  const logger = options.logger ?? createLogger(config);
  const secret = await resolveSecret(config);
  const store = await createStore({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, logger });
  await store.migrate();
  const keys = options.keys ?? createKeyAuthenticator({ store, secret, logger });
  const keyService = createKeyService({ store, secret, config });
  const usage = createUsageRecorder({ store, logger });
  const untrustedDispatcher = createGuardedDispatcher({
    allowPrivate: config.byokAllowPrivateNetworks,
    agent: { headersTimeout: config.upstreamTimeoutMs, bodyTimeout: config.upstreamTimeoutMs, keepAliveTimeout: 30_000 },
  });
  const upstream = createUpstreamClient({ timeoutMs: config.upstreamTimeoutMs, untrustedDispatcher });
  const compressor = createCompressor();
  const closers: Array<() => Promise<void>> = [];
  const app = await buildApp({
    config,
    logger,
    compressor,
    upstream,
    router: createRouter(config),
    store,
    keys,
    usage,
    plugins: [
      async (app) => {
        // Logouts live in the shared store so they hold on every instance (sessions are sealed cookies).
        const auth = await registerAuth(app, { config, users: store, secret, logger, revocations: createStoreRevocations(store) });
        closers.push(auth.close);
        registerKeyRoutes(app, { keys: keyService, requireSession: auth.requireSession });
        await registerDashboard(app, { requireSession: auth.requireSession, store, compressor, config, webRoot: options.webRoot });
      },
    ],
  });
  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  return {
    url,
    config,
    app,
    store,
    secret,
    async close() {
      await app.close();
      for (const close of closers) await close();
      await keys.close();
      await usage.close();
      await upstream.close();
      await store.close();
    },
  };
}
