/**
 * @module server
 * Starts and stops a gateway: picks the port, resolves the master secret, builds the
 * services (app/services.ts) and the app from the route table (app/route-table.ts), listens,
 * and closes it all in order. Used by `pith serve`, the tests and the benchmarks, so all
 * three run the same composition.
 *
 * Closing drains first (http/admission.ts): new requests get 503 `shutting_down`, idle
 * keep-alive sockets close at once, requests in flight get up to PITH_DRAIN_TIMEOUT_MS, then
 * the rest are cut. A port in use fails the start with everything opened so far closed again
 * (the embedded database's lock included), so the process can exit.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { startAdminSocket } from './app/admin-socket.js';
import { findFreePort } from './app/free-port.js';
import { createLogger } from './app/logger.js';
import { buildApp } from './app/route-table.js';
import { resolveSecret } from './app/secret-file.js';
import { createServices, type Services } from './app/services.js';
import type { Config } from './config.js';
import { errors } from './errors/index.js';
import type { KeyAuthenticator } from './keys/types.js';
import type { Store } from './store/types.js';
import type { UsageSink } from './usage/recorder.js';

export interface RunningServer {
  url: string;
  config: Config;
  app: FastifyInstance;
  services: Services;
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
  /** Replaces the usage recorder (benchmarks measuring the gateway without accounting). */
  usage?: UsageSink;
}

export async function startServer(baseConfig: Config, options: StartOptions = {}): Promise<RunningServer> {
  let config = baseConfig;
  if (config.port === 0) {
    const port = await findFreePort(config.host);
    config = { ...config, port, publicUrl: `http://${config.host}:${port}` };
  }
  const logger = options.logger ?? createLogger(config.logLevel);
  const secret = await resolveSecret(config);
  const services = await createServices({ config, logger, secret, keyAuth: options.keys, webRoot: options.webRoot, usage: options.usage });
  const app = await buildApp(services);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => {});
    await services.close().catch(() => {});
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw errors.portInUse(config.host, config.port);
    throw err;
  }
  // `pith keys` beside this server: the embedded database is this process's alone (app/admin-socket.ts).
  const admin =
    services.store.kind === 'embedded' && config.adminSocket
      ? await startAdminSocket(config.dataDir, { store: services.store, secret, config }, logger)
      : undefined;
  return {
    url: config.publicUrl,
    config,
    app,
    services,
    store: services.store,
    secret,
    async close() {
      await admin?.close();
      const inFlight = app.admission.inFlight();
      if (inFlight > 0) logger.info({ inFlight, drainTimeoutMs: config.drainTimeoutMs }, 'draining requests in flight');
      const inTime = await app.admission.drain(config.drainTimeoutMs);
      if (!inTime) logger.warn({ open: app.admission.inFlight(), drainTimeoutMs: config.drainTimeoutMs }, 'drain deadline reached: closing the requests still open');
      await app.close();
      await services.close();
    },
  };
}
