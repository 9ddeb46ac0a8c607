/**
 * @module app/services
 * The composition root's first half: every long-lived part of a running gateway, built from
 * the configuration once — store, key authenticator and service, usage recorder, request log,
 * retention, metrics, limiter, upstream client and routing table, compressor, sign-in, price
 * table — and closed in order. Route
 * modules receive their parts from here through the route table (app/route-table.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { createAuth, type Auth } from '../auth/index.js';
import { createStoreRevocations } from '../auth/store-revocations.js';
import { createCompressor, type Compressor } from '../compress/index.js';
import type { Config } from '../config.js';
import { loadPriceTable, type PriceTable } from '../usage/prices.js';
import { createKeyAuthenticator } from '../keys/authenticator.js';
import { createKeyService, type KeyService } from '../keys/service.js';
import type { KeyAuthenticator } from '../keys/types.js';
import { createStore } from '../store/index.js';
import type { Store } from '../store/types.js';
import { createUpstreamClient, type UpstreamClient } from '../upstream/client.js';
import { createRouter, type Router } from '../upstream/routing.js';
import { createGuardedDispatcher } from '../upstream/ssrf-guard.js';
import { journalDir, openUsageJournal, replayUsageJournals, type UsageJournal } from '../usage/journal.js';
import { createUsageRecorder, type UsageSink } from '../usage/recorder.js';
import { createRequestLog, noRequestLog, type RequestLogSink } from '../usage/request-log.js';
import { startRetention } from '../usage/retention.js';
import { createCompletionAccounting, type CompletionAccounting } from '../http/completion-accounting.js';
import { createLimiter, type Limiter } from '../limits/limiter.js';
import { createMemoryLimitBackend } from '../limits/memory-backend.js';
import { createRedisLimitBackend } from '../limits/redis-backend.js';
import { createMetrics, createNoMetrics, type Metrics } from '../metrics/metrics.js';
import { createTracing, type Tracing } from '../tracing/tracing.js';
import { PITH_VERSION } from './version.js';

export interface Services {
  config: Config;
  logger: FastifyBaseLogger;
  store: Store;
  compressor: Compressor;
  router: Router;
  upstream: UpstreamClient;
  usage: UsageSink;
  /** Request bodies for the Activity page when kept (PITH_REQUEST_LOG_BODIES); the entries go with usage. */
  requestLog: RequestLogSink;
  /** Usage, request log, metrics and limit settlement for each completion. */
  accounting: CompletionAccounting;
  /** Every metric `GET /metrics` shows (records nothing when PITH_METRICS=false). */
  metrics: Metrics;
  /** Per-key limits and budgets, counted in this process or in Redis (PITH_REDIS_URL). */
  limiter: Limiter;
  /** OpenTelemetry traces (no-op unless OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing: Tracing;
  /** Bearer API keys on the OpenAI-compatible routes (cached; revocation-aware). */
  keyAuth: KeyAuthenticator;
  /** Creating, listing and revoking keys (`/api/keys`, `pith keys`). */
  keys: KeyService;
  /** Dashboard sign-in: sessions, the guard of session routes, the sign-in routes. */
  auth: Auth;
  /** Prices behind the dashboard's "money saved". */
  prices: PriceTable;
  /** Directory of the built dashboard (default: web/dist of this checkout). */
  webRoot?: string;
}

export interface ServiceOptions {
  config: Config;
  logger: FastifyBaseLogger;
  /** The master secret (app/secret-file.ts). */
  secret: string;
  /** Replaces the store-backed key authenticator (benchmarks of the bare path only). */
  keyAuth?: KeyAuthenticator;
  webRoot?: string;
  /** Replaces the usage recorder, request-log entries included (benchmarks measuring the gateway without accounting). */
  usage?: UsageSink;
}

export interface RunningServices extends Services {
  /** Flushes pending writes (key use, usage) and releases connections, store last. */
  close(): Promise<void>;
}

/**
 * The usage recorder, behind its write-ahead journal unless PITH_USAGE_JOURNAL=false; first,
 * usage that processes killed earlier left in their journals goes into the store (also when the
 * journal is now off, so turning it off loses nothing already journaled).
 */
async function createJournaledRecorder(config: Config, store: Store, logger: FastifyBaseLogger): Promise<UsageSink> {
  const dir = journalDir(config.dataDir);
  let journal: UsageJournal | undefined;
  if (config.usageJournal) {
    try {
      journal = openUsageJournal({ dir, syncMs: config.usageJournalSyncMs, logger });
    } catch (err) {
      // A read-only or full data dir: usage still reaches the store by its batches, only not crash-safe.
      logger.error({ err, dir }, 'usage journal could not be opened; usage is recorded without it');
    }
  }
  try {
    await replayUsageJournals({ dir, store, logger, own: journal?.name });
  } catch (err) {
    // Kept on disk (claimed by this process): the next start tries again.
    logger.error({ err }, 'usage journal replay failed; will retry at the next start');
  }
  return createUsageRecorder({ store, logger, journal, checkpoints: store });
}

export async function createServices(options: ServiceOptions): Promise<RunningServices> {
  const { config, logger, secret } = options;
  const store = await createStore({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, logger });
  await store.migrate();
  const metrics = config.metrics ? createMetrics() : createNoMetrics();
  const tracing = await createTracing({ endpoint: config.otlpEndpoint, serviceName: config.otelServiceName, version: PITH_VERSION });
  const limitBackend = config.redisUrl ? await createRedisLimitBackend({ url: config.redisUrl }) : createMemoryLimitBackend();
  const prices = loadPriceTable(config.pricesFile);
  const limiter = createLimiter({
    backend: limitBackend,
    prices,
    completionTokensEstimate: config.completionTokensEstimate,
    logger,
    onRejected: (limit) => metrics.limitRejected(limit),
  });
  const keyAuth = options.keyAuth ?? createKeyAuthenticator({ store, secret, logger, defaultLimits: config.limits });
  const usage = options.usage ?? (await createJournaledRecorder(config, store, logger));
  const requestLog = config.requestLog
    ? createRequestLog({ store, logger, bodies: config.requestLogBodies ? { maxBytes: config.requestLogBodyMaxBytes } : undefined })
    : noRequestLog;
  const retention = startRetention({ store, days: config.retentionDays, logger });
  void retention.run();
  const limits = config.upstreamLimits;
  const untrustedDispatcher = createGuardedDispatcher({
    allowPrivate: config.byokAllowPrivateNetworks,
    agent: { headersTimeout: limits.firstByteTimeoutMs, bodyTimeout: config.upstreamTimeoutMs, keepAliveTimeout: 30_000 },
    connect: { timeout: limits.connectTimeoutMs },
  });
  const upstream = createUpstreamClient({
    timeoutMs: config.upstreamTimeoutMs,
    timeouts: { connectMs: limits.connectTimeoutMs, firstByteMs: limits.firstByteTimeoutMs, totalMs: limits.totalTimeoutMs },
    retries: limits.retries,
    retryMaxWaitMs: limits.retryMaxWaitMs,
    maxReplyBytes: limits.maxReplyBytes,
    maxLineBytes: limits.maxLineBytes,
    onRetry: (kind) => metrics.upstreamRetry(kind),
    untrustedDispatcher,
  });
  return {
    config,
    logger,
    store,
    compressor: createCompressor(),
    router: createRouter(config),
    upstream,
    usage,
    requestLog,
    accounting: createCompletionAccounting({ usage, requestLog: config.requestLog, metrics, limiter, prices }),
    metrics,
    limiter,
    tracing,
    keyAuth,
    keys: createKeyService({ store, secret, config }),
    // Logouts live in the shared store so they hold on every instance (sessions are sealed cookies).
    auth: createAuth({ config, users: store, secret, logger, revocations: createStoreRevocations(store) }),
    prices,
    webRoot: options.webRoot,
    async close() {
      retention.stop();
      await keyAuth.close();
      await usage.close();
      await requestLog.close();
      await limiter.close();
      await tracing.shutdown();
      await upstream.close();
      await store.close();
    },
  };
}
