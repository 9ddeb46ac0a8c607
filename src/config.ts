/**
 * @module config
 * The only place that reads the environment. Everything else receives a `Config`.
 * Every variable is one entry of `VARIABLES` (its parser says what it accepts); an optional
 * JSON file named by `PITH_CONFIG` may supply the same keys, with the environment winning.
 * Problems are collected, not thrown one by one: a start-up that fails lists every bad
 * variable at once, each named with where it came from (the environment, or the file and key).
 * Unknown keys in the file are refused (a typo there would otherwise be silently ignored).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COMPRESSION_LEVELS, type CompressionLevel } from './wire/compression-levels.js';
import { errors } from './errors/index.js';
import { bool, ConfigProblem, int, json, nonNegativeNumber, oneOf, str, url, type Parser, type RawValue } from './config/parsers.js';
import { checkFallbacks, checkRoutes, type UpstreamFallback, type UpstreamRoute } from './config/routes.js';

export type { UpstreamFallback, UpstreamRoute } from './config/routes.js';

export interface OidcConfig {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
}

/** Upstream resilience (issue 18): per-call timeouts, retries, reply caps. All in ms or bytes. */
export interface UpstreamLimits {
  connectTimeoutMs: number;
  /** Until the upstream's status and headers. */
  firstByteTimeoutMs: number;
  /** The whole call, retries and body included. */
  totalTimeoutMs: number;
  /** Further attempts at one upstream after the first fails (connect error, 429, 5xx). */
  retries: number;
  /** The longest wait before a retry; a longer Retry-After is passed on to the client. */
  retryMaxWaitMs: number;
  maxLineBytes: number;
  maxReplyBytes: number;
}

export type BudgetPeriod = 'day' | 'month';
export const BUDGET_PERIODS: readonly BudgetPeriod[] = ['day', 'month'];

/** The operator's limits for keys created without their own (unset: unlimited). */
export interface DefaultLimits {
  rpmLimit?: number;
  tpmLimit?: number;
  budgetUsd?: number;
  budgetPeriod: BudgetPeriod;
}

/** The HTTP edge (issue 18): deadlines and limits on what clients send (http/shell.ts). */
export interface EdgeLimits {
  /** The whole request body must arrive within this (408 `request_timeout`). */
  bodyTimeoutMs: number;
  /** After a 5 s grace, a body arriving slower than this is cut off (408). 0 = no minimum. */
  bodyMinBytesPerSec: number;
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** Open sockets; past it new connections are closed at once. */
  maxConnections: number;
  /** Requests served at once (health and metrics exempt); past it 503 `overloaded`. */
  maxInFlight: number;
  /** Event-loop delay past which requests get 503 `overloaded` (0 = off). */
  maxEventLoopDelayMs: number;
  /** JSON bodies nested deeper than this are refused (400 `invalid_json`). */
  maxJsonDepth: number;
}

/** The edge's defaults: for unset variables, and for a shell built without a configuration. */
export const DEFAULT_EDGE_LIMITS: Readonly<EdgeLimits> = {
  bodyTimeoutMs: 30_000,
  bodyMinBytesPerSec: 1024,
  headersTimeoutMs: 15_000,
  maxConnections: 10_000,
  maxInFlight: 1024,
  maxEventLoopDelayMs: 1000,
  maxJsonDepth: 128,
};

export interface Config extends EdgeLimits {
  nodeEnv: string;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  /** PostgreSQL schema for Pith's tables (default `public`): share a database, or isolate test runs. */
  databaseSchema?: string;
  dataDir: string;
  /** Shared rate-limit and budget state across instances (limits/redis-limiter.ts); unset = in-process. */
  redisUrl?: string;
  oidc: OidcConfig;
  secret?: string;
  upstream: {
    baseUrl: string;
    apiKey?: string;
    /** Which variable supplied the key, for the banner. */
    apiKeySource?: string;
    /** PITH_UPSTREAM_FALLBACKS: tried in order once the default upstream's retries are exhausted. */
    fallbacks?: UpstreamFallback[];
  };
  routes: UpstreamRoute[];
  compression: CompressionLevel;
  bodyLimitBytes: number;
  /** Idle time allowed between two chunks of an upstream reply. */
  upstreamTimeoutMs: number;
  upstreamLimits: UpstreamLimits;
  /** Upper bound on time spent compressing one request before forwarding what is done. */
  compressionBudgetMs: number;
  byokAllowPrivateNetworks: boolean;
  byokAllowHttp: boolean;
  logLevel: string;
  /** JSON price table (USD per 1M prompt tokens) for the dashboard's savings figures. */
  pricesFile?: string;
  limits: DefaultLimits;
  /** Completion tokens a request is assumed to use when it sets no `max_tokens` (token limits). */
  completionTokensEstimate: number;
  /** `GET /metrics` and the counters behind it. */
  metrics: boolean;
  /** Per-request metadata for the Activity page and `GET /api/requests`. */
  requestLog: boolean;
  /**
   * Request bodies (operator opt-in, helper "bodies"): keep each request's prompt as received and
   * as sent upstream, and its reply text, beside its request-log row; secrets redacted.
   */
  requestLogBodies: boolean;
  /** Each stored body is cut to this many bytes (UTF-8), with a visible marker. */
  requestLogBodyMaxBytes: number;
  /** Usage rows older than this are rolled into daily rows; request-log rows older than it are deleted. */
  retentionDays: number;
  // Usage (issue 18)
  /** Write-ahead journal of usage under the data dir, replayed at start: kill -9 loses no recorded usage. */
  usageJournal: boolean;
  /** Journal group-commit interval (fdatasync), ms; 0 syncs every record. */
  usageJournalSyncMs: number;
  /** A local admin socket in the data dir (embedded store): `pith keys` works beside a running server. */
  adminSocket: boolean;
  /** OpenTelemetry traces (OTLP/HTTP) when set: the collector's base URL. */
  otlpEndpoint?: string;
  otelServiceName: string;
  /** Router mode's upstream for `POST /messages` (PITH_ANTHROPIC_BASE_URL, PITH_ANTHROPIC_API_KEY). */
  anthropic: { baseUrl: string; apiKey?: string };
  // --- HTTP edge (issue 18): the limits in EdgeLimits, and the drain on shutdown.
  /** SIGTERM/SIGINT: how long in-flight requests and streams may run on before the rest are closed. */
  drainTimeoutMs: number;
  // Security (issue 18)
  /** Active API keys one user may hold at once: a bound on key-creation floods. */
  maxKeysPerUser: number;
}

type Env = Record<string, string | undefined>;

/** Every variable Pith reads, with the parser that checks it. Add one here, then read it in `loadConfig`. */
export const VARIABLES = {
  NODE_ENV: str,
  PORT: int({ max: 65_535 }),
  HOST: str,
  PITH_PUBLIC_URL: url(['http:', 'https:']),
  PITH_DATABASE_URL: url(['postgres:', 'postgresql:']),
  PITH_DATABASE_SCHEMA: str,
  PITH_DATA_DIR: str,
  PITH_REDIS_URL: url(['redis:', 'rediss:']),
  PITH_OIDC_ISSUER: url(['http:', 'https:']),
  PITH_OIDC_CLIENT_ID: str,
  PITH_OIDC_CLIENT_SECRET: str,
  PITH_SECRET: str,
  PITH_UPSTREAM_BASE_URL: url(['http:', 'https:']),
  PITH_UPSTREAM_API_KEY: str,
  OPENAI_API_KEY: str,
  PITH_ROUTES: json(checkRoutes),
  PITH_COMPRESSION: oneOf(COMPRESSION_LEVELS),
  PITH_COMPRESSION_BUDGET_MS: int(),
  PITH_BODY_LIMIT_BYTES: int({ min: 1 }),
  PITH_UPSTREAM_TIMEOUT_MS: int({ min: 1 }),
  PITH_BYOK_ALLOW_PRIVATE_NETWORKS: bool,
  PITH_BYOK_ALLOW_HTTP: bool,
  PITH_PRICES_FILE: str,
  PITH_LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  PITH_DEFAULT_RPM_LIMIT: int({ min: 1, max: 1_000_000_000 }),
  PITH_DEFAULT_TPM_LIMIT: int({ min: 1, max: 2_000_000_000 }),
  PITH_DEFAULT_BUDGET_USD: nonNegativeNumber,
  PITH_DEFAULT_BUDGET_PERIOD: oneOf(BUDGET_PERIODS),
  PITH_COMPLETION_TOKENS_ESTIMATE: int(),
  PITH_METRICS: bool,
  PITH_REQUEST_LOG: bool,
  PITH_RETENTION_DAYS: int({ min: 1 }),
  // Request bodies (helper "bodies"): off unless an operator opts in.
  PITH_REQUEST_LOG_BODIES: bool,
  PITH_REQUEST_LOG_BODY_MAX_BYTES: int({ min: 1024, max: 16 * 1024 * 1024 }),
  PITH_ADMIN_SOCKET: bool,
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http:', 'https:']),
  OTEL_SERVICE_NAME: str,
  PITH_ANTHROPIC_BASE_URL: url(['http:', 'https:']),
  PITH_ANTHROPIC_API_KEY: str,
  // Usage (issue 18): the write-ahead journal (usage/journal.ts).
  PITH_USAGE_JOURNAL: bool,
  PITH_USAGE_JOURNAL_SYNC_MS: int(),
  // Upstream resilience (issue 18): timeouts, retries, fallbacks, reply caps.
  PITH_UPSTREAM_CONNECT_TIMEOUT_MS: int({ min: 1 }),
  PITH_UPSTREAM_FIRST_BYTE_TIMEOUT_MS: int({ min: 1 }),
  PITH_UPSTREAM_TOTAL_TIMEOUT_MS: int({ min: 1 }),
  PITH_UPSTREAM_RETRIES: int({ max: 10 }),
  PITH_UPSTREAM_RETRY_MAX_WAIT_MS: int(),
  PITH_UPSTREAM_FALLBACKS: json((value) => checkFallbacks(value)),
  PITH_MAX_UPSTREAM_LINE_BYTES: int({ min: 1024 }),
  PITH_MAX_UPSTREAM_REPLY_BYTES: int({ min: 1024 }),
  // HTTP edge (issue 18)
  PITH_BODY_TIMEOUT_MS: int({ min: 1 }),
  PITH_BODY_MIN_BYTES_PER_SEC: int(),
  PITH_HEADERS_TIMEOUT_MS: int({ min: 1 }),
  PITH_MAX_CONNECTIONS: int({ min: 1 }),
  PITH_MAX_IN_FLIGHT: int({ min: 1 }),
  PITH_MAX_EVENT_LOOP_DELAY_MS: int(),
  PITH_DRAIN_TIMEOUT_MS: int(),
  PITH_MAX_JSON_DEPTH: int({ min: 1, max: 1000 }), // deeper values would reach the recursion of schema checks and serialisers again
  // Security (issue 18)
  PITH_MAX_KEYS_PER_USER: int({ min: 1, max: 1_000_000 }),
} satisfies Record<string, Parser<unknown>>;

export type VariableName = keyof typeof VARIABLES;
type ValueOf<N extends VariableName> = ReturnType<(typeof VARIABLES)[N]>;

/**
 * Reads variables from the environment and the config file, remembering every problem.
 * Empty environment values count as unset (as `FOO= pith serve` means "no FOO").
 */
class Reader {
  readonly problems: string[] = [];
  private readonly file: Record<string, RawValue> = {};
  private readonly fileName?: string;

  constructor(private readonly env: Env) {
    const path = env.PITH_CONFIG;
    if (!path) return;
    this.fileName = resolve(path);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.fileName, 'utf8'));
    } catch (err) {
      this.problems.push(`PITH_CONFIG: cannot read ${this.fileName} as JSON: ${(err as Error).message}`);
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      this.problems.push(`PITH_CONFIG: ${this.fileName} must hold a JSON object of variable names to values, not ${Array.isArray(parsed) ? 'an array' : JSON.stringify(parsed)}`);
      return;
    }
    this.file = parsed as Record<string, RawValue>;
  }

  /** The raw value and a description of where it came from, or undefined when unset. */
  raw(name: string): { value: RawValue; from: string } | undefined {
    const fromEnv = this.env[name];
    if (fromEnv !== undefined && fromEnv !== '') return { value: fromEnv, from: name };
    const fromFile = this.file[name];
    if (fromFile !== undefined && fromFile !== null && fromFile !== '') return { value: fromFile, from: `${this.fileName} key "${name}"` };
    return undefined;
  }

  get<N extends VariableName>(name: N): ValueOf<N> | undefined {
    const raw = this.raw(name);
    if (!raw) return undefined;
    try {
      return VARIABLES[name](raw.value) as ValueOf<N>;
    } catch (err) {
      if (!(err instanceof ConfigProblem)) throw err;
      // An entry's own problem ("[0].baseUrl …") reads as a path from the variable: PITH_ROUTES[0].baseUrl.
      this.problems.push(err.message.startsWith('[') ? `${raw.from}${err.message}` : `${raw.from}: ${err.message}`);
      return undefined;
    }
  }

  /** A value some entry names (a route's `apiKeyEnv`): any string, from the environment or the file. */
  named(name: string): string | undefined {
    const raw = this.raw(name);
    return raw && typeof raw.value === 'string' ? raw.value : undefined;
  }

  refuseUnknownFileKeys(alsoKnown: ReadonlySet<string>): void {
    for (const key of Object.keys(this.file)) {
      if (!Object.hasOwn(VARIABLES, key) && !alsoKnown.has(key)) {
        this.problems.push(`${this.fileName} key "${key}": unknown setting (known: see the README's Configuration table)`);
      }
    }
  }
}

export function loadConfig(processEnv: Env = process.env): Config {
  const r = new Reader(processEnv);
  const oidc: OidcConfig = { issuer: r.get('PITH_OIDC_ISSUER'), clientId: r.get('PITH_OIDC_CLIENT_ID'), clientSecret: r.get('PITH_OIDC_CLIENT_SECRET') };
  const nodeEnv = r.get('NODE_ENV') ?? 'development';
  const devIdp = r.raw('PITH_OIDC_ISSUER') === undefined;
  const port = r.get('PORT') ?? 8080;
  const host = r.get('HOST') || (devIdp ? '127.0.0.1' : '0.0.0.0');
  const secret = r.get('PITH_SECRET');
  if (nodeEnv === 'production') {
    if (devIdp) r.problems.push('PITH_OIDC_ISSUER is required when NODE_ENV=production (the development identity provider is refused)');
    if (!secret) r.problems.push('PITH_SECRET is required when NODE_ENV=production');
  }
  const routeSpecs = r.get('PITH_ROUTES') ?? [];
  const fallbackSpecs = r.get('PITH_UPSTREAM_FALLBACKS');
  const keyVariables = [...routeSpecs, ...routeSpecs.flatMap((route) => route.fallbacks ?? []), ...(fallbackSpecs ?? [])].flatMap((u) => (u.apiKeyEnv ? [u.apiKeyEnv] : []));
  r.refuseUnknownFileKeys(new Set(keyVariables));
  const withKey = (f: Omit<UpstreamFallback, 'apiKey'>): UpstreamFallback => ({ ...f, apiKey: f.apiKeyEnv ? r.named(f.apiKeyEnv) : undefined });
  const upstreamTimeoutMs = r.get('PITH_UPSTREAM_TIMEOUT_MS') ?? 600_000;
  const upstreamKeySource = (['PITH_UPSTREAM_API_KEY', 'OPENAI_API_KEY'] as const).find((name) => r.raw(name) !== undefined);
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const config: Config = {
    nodeEnv,
    port,
    host,
    publicUrl: r.get('PITH_PUBLIC_URL') ?? `http://${publicHost}:${port}`,
    databaseUrl: r.get('PITH_DATABASE_URL'),
    databaseSchema: r.get('PITH_DATABASE_SCHEMA'),
    dataDir: resolve(r.get('PITH_DATA_DIR') || './.pith'),
    redisUrl: r.get('PITH_REDIS_URL'),
    oidc,
    secret,
    upstream: {
      baseUrl: r.get('PITH_UPSTREAM_BASE_URL') ?? 'https://api.openai.com/v1',
      apiKey: upstreamKeySource && r.get(upstreamKeySource),
      apiKeySource: upstreamKeySource,
      ...(fallbackSpecs ? { fallbacks: fallbackSpecs.map(withKey) } : {}),
    },
    routes: routeSpecs.map((route) => ({
      ...route,
      apiKey: route.apiKeyEnv ? r.named(route.apiKeyEnv) : undefined,
      ...(route.fallbacks ? { fallbacks: route.fallbacks.map(withKey) } : {}),
    })),
    compression: r.get('PITH_COMPRESSION') ?? 'balanced',
    bodyLimitBytes: r.get('PITH_BODY_LIMIT_BYTES') ?? 20 * 1024 * 1024,
    upstreamTimeoutMs,
    upstreamLimits: {
      connectTimeoutMs: r.get('PITH_UPSTREAM_CONNECT_TIMEOUT_MS') ?? 10_000,
      // Unset, the wait for headers follows PITH_UPSTREAM_TIMEOUT_MS (the same 600 000 by
      // default), as it did before it had its own variable.
      firstByteTimeoutMs: r.get('PITH_UPSTREAM_FIRST_BYTE_TIMEOUT_MS') ?? upstreamTimeoutMs,
      totalTimeoutMs: r.get('PITH_UPSTREAM_TOTAL_TIMEOUT_MS') ?? 1_800_000,
      retries: r.get('PITH_UPSTREAM_RETRIES') ?? 2,
      retryMaxWaitMs: r.get('PITH_UPSTREAM_RETRY_MAX_WAIT_MS') ?? 10_000,
      maxLineBytes: r.get('PITH_MAX_UPSTREAM_LINE_BYTES') ?? 8 * 1024 * 1024,
      maxReplyBytes: r.get('PITH_MAX_UPSTREAM_REPLY_BYTES') ?? 64 * 1024 * 1024,
    },
    compressionBudgetMs: r.get('PITH_COMPRESSION_BUDGET_MS') ?? 200,
    byokAllowPrivateNetworks: r.get('PITH_BYOK_ALLOW_PRIVATE_NETWORKS') ?? false,
    byokAllowHttp: r.get('PITH_BYOK_ALLOW_HTTP') ?? false,
    logLevel: r.get('PITH_LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    pricesFile: r.get('PITH_PRICES_FILE'),
    limits: {
      rpmLimit: r.get('PITH_DEFAULT_RPM_LIMIT'),
      tpmLimit: r.get('PITH_DEFAULT_TPM_LIMIT'),
      budgetUsd: r.get('PITH_DEFAULT_BUDGET_USD'),
      budgetPeriod: r.get('PITH_DEFAULT_BUDGET_PERIOD') ?? 'month',
    },
    completionTokensEstimate: r.get('PITH_COMPLETION_TOKENS_ESTIMATE') ?? 1024,
    metrics: r.get('PITH_METRICS') ?? true,
    requestLog: r.get('PITH_REQUEST_LOG') ?? true,
    retentionDays: r.get('PITH_RETENTION_DAYS') ?? 90,
    // Request bodies (helper "bodies").
    requestLogBodies: r.get('PITH_REQUEST_LOG_BODIES') ?? false,
    requestLogBodyMaxBytes: r.get('PITH_REQUEST_LOG_BODY_MAX_BYTES') ?? 65_536,
    adminSocket: r.get('PITH_ADMIN_SOCKET') ?? true,
    // Usage (issue 18)
    usageJournal: r.get('PITH_USAGE_JOURNAL') ?? true,
    usageJournalSyncMs: r.get('PITH_USAGE_JOURNAL_SYNC_MS') ?? 50,
    otlpEndpoint: r.get('OTEL_EXPORTER_OTLP_ENDPOINT'),
    otelServiceName: r.get('OTEL_SERVICE_NAME') ?? 'pith',
    anthropic: { baseUrl: r.get('PITH_ANTHROPIC_BASE_URL') ?? 'https://api.anthropic.com/v1', apiKey: r.get('PITH_ANTHROPIC_API_KEY') },
    // HTTP edge (issue 18)
    bodyTimeoutMs: r.get('PITH_BODY_TIMEOUT_MS') ?? DEFAULT_EDGE_LIMITS.bodyTimeoutMs,
    bodyMinBytesPerSec: r.get('PITH_BODY_MIN_BYTES_PER_SEC') ?? DEFAULT_EDGE_LIMITS.bodyMinBytesPerSec,
    headersTimeoutMs: r.get('PITH_HEADERS_TIMEOUT_MS') ?? DEFAULT_EDGE_LIMITS.headersTimeoutMs,
    maxConnections: r.get('PITH_MAX_CONNECTIONS') ?? DEFAULT_EDGE_LIMITS.maxConnections,
    maxInFlight: r.get('PITH_MAX_IN_FLIGHT') ?? DEFAULT_EDGE_LIMITS.maxInFlight,
    // Off by default under test: test files start servers in one process and block its loop for seconds at a time.
    maxEventLoopDelayMs: r.get('PITH_MAX_EVENT_LOOP_DELAY_MS') ?? (nodeEnv === 'test' ? 0 : DEFAULT_EDGE_LIMITS.maxEventLoopDelayMs),
    drainTimeoutMs: r.get('PITH_DRAIN_TIMEOUT_MS') ?? 30_000,
    maxJsonDepth: r.get('PITH_MAX_JSON_DEPTH') ?? DEFAULT_EDGE_LIMITS.maxJsonDepth,
    // Security (issue 18)
    maxKeysPerUser: r.get('PITH_MAX_KEYS_PER_USER') ?? 100,
  };
  // Bodies live beside request-log rows: without the log they would be kept and never shown.
  if (config.requestLogBodies && !config.requestLog) r.problems.push('PITH_REQUEST_LOG_BODIES=true needs the request log (PITH_REQUEST_LOG is false)');
  if (r.problems.length > 0) {
    const list = r.problems.map((p) => `  - ${p}`).join('\n');
    throw errors.invalidConfig(`invalid configuration (${r.problems.length} problem${r.problems.length === 1 ? '' : 's'}):\n${list}`);
  }
  return config;
}
