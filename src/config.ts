/**
 * @module config
 * The only place that reads the environment. Everything else receives a `Config`.
 * Variables are those of PRODUCT.md; an optional JSON file (`PITH_CONFIG`) may supply
 * the same keys, with the environment winning.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COMPRESSION_LEVELS, type CompressionLevel } from './wire/compression-levels.js';
import { UPSTREAM_FORMATS, type UpstreamFormat } from './wire/front-door.js';
import { errors } from './errors/index.js';

export interface OidcConfig {
  issuer?: string;
  clientId?: string;
  clientSecret?: string;
}

export interface UpstreamRoute {
  /** Exact model name, or a glob with `*` (e.g. `llama-*`). */
  match: string;
  baseUrl: string;
  /** The wire format the upstream speaks (default `openai`); see "Front doors" below. */
  format?: UpstreamFormat;
  /** Name of the environment variable that holds this upstream's key. */
  apiKeyEnv?: string;
  /** Resolved key (from `apiKeyEnv`) — never logged. */
  apiKey?: string;
  /** Models to list at `GET /models` for this route (patterns cannot be listed). */
  models?: string[];
}

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  /** PostgreSQL schema for Pith's tables (default `public`): share a database, or isolate test runs. */
  databaseSchema?: string;
  dataDir: string;
  /** PITH_REDIS_URL, reserved for the next release's shared rate limits: read here, used nowhere yet. */
  redisUrl?: string;
  oidc: OidcConfig;
  secret?: string;
  upstream: { baseUrl: string; apiKey?: string };
  routes: UpstreamRoute[];
  compression: CompressionLevel;
  bodyLimitBytes: number;
  upstreamTimeoutMs: number;
  /** Upper bound on time spent compressing one request before forwarding what is done. */
  compressionBudgetMs: number;
  byokAllowPrivateNetworks: boolean;
  byokAllowHttp: boolean;
  logLevel: string;
  /** JSON price table (USD per 1M prompt tokens) for the dashboard's savings figures. */
  pricesFile?: string;
  /** Router mode's upstream for `POST /messages` (PITH_ANTHROPIC_BASE_URL, PITH_ANTHROPIC_API_KEY). */
  anthropic: { baseUrl: string; apiKey?: string };
}

// ---- Front doors (issue 19): the Anthropic upstream and the wire format a route speaks ----

function routeFormat(value: unknown, index: number): UpstreamFormat | undefined {
  if (value === undefined) return undefined;
  if (!UPSTREAM_FORMATS.includes(value as UpstreamFormat)) {
    throw errors.invalidConfig(`PITH_ROUTES[${index}].format must be one of ${UPSTREAM_FORMATS.join(', ')}`);
  }
  return value as UpstreamFormat;
}

function anthropicUpstream(env: Env): Config['anthropic'] {
  return {
    baseUrl: (env.PITH_ANTHROPIC_BASE_URL || 'https://api.anthropic.com/v1').replace(/\/+$/, ''),
    apiKey: env.PITH_ANTHROPIC_API_KEY || undefined,
  };
}

// ---- end of the front-door block ----

type Env = Record<string, string | undefined>;

function readFileConfig(env: Env): Env {
  const path = env.PITH_CONFIG;
  if (!path) return {};
  const raw = JSON.parse(readFileSync(resolve(path), 'utf8')) as Record<string, unknown>;
  const out: Env = {};
  for (const [k, v] of Object.entries(raw)) {
    out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw errors.invalidConfig(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

function parseRoutes(raw: string | undefined, env: Env): UpstreamRoute[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw errors.invalidConfig('PITH_ROUTES must be a JSON array of {match, baseUrl, apiKeyEnv?, models?, format?}');
  }
  if (!Array.isArray(parsed)) throw errors.invalidConfig('PITH_ROUTES must be a JSON array');
  return parsed.map((r: Partial<UpstreamRoute>, i) => {
    if (typeof r.match !== 'string' || typeof r.baseUrl !== 'string') {
      throw errors.invalidConfig(`PITH_ROUTES[${i}] needs string "match" and "baseUrl"`);
    }
    return {
      match: r.match,
      baseUrl: r.baseUrl.replace(/\/+$/, ''),
      format: routeFormat(r.format, i),
      apiKeyEnv: r.apiKeyEnv,
      apiKey: r.apiKeyEnv ? env[r.apiKeyEnv] : undefined,
      models: Array.isArray(r.models) ? r.models.filter((m): m is string => typeof m === 'string') : undefined,
    };
  });
}

export function loadConfig(processEnv: Env = process.env): Config {
  const env: Env = { ...readFileConfig(processEnv), ...processEnv };
  const oidc: OidcConfig = {
    issuer: env.PITH_OIDC_ISSUER || undefined,
    clientId: env.PITH_OIDC_CLIENT_ID || undefined,
    clientSecret: env.PITH_OIDC_CLIENT_SECRET || undefined,
  };
  const nodeEnv = env.NODE_ENV ?? 'development';
  const devIdp = !oidc.issuer;
  const port = int('PORT', env.PORT, 8080);
  const host = env.HOST || (devIdp ? '127.0.0.1' : '0.0.0.0');
  const compression = (env.PITH_COMPRESSION || 'balanced') as CompressionLevel;
  if (!COMPRESSION_LEVELS.includes(compression)) {
    throw errors.invalidConfig(`PITH_COMPRESSION must be one of ${COMPRESSION_LEVELS.join(', ')}`);
  }
  if (nodeEnv === 'production') {
    if (devIdp) throw errors.invalidConfig('PITH_OIDC_ISSUER is required when NODE_ENV=production (the development identity provider is refused)');
    if (!env.PITH_SECRET) throw errors.invalidConfig('PITH_SECRET is required when NODE_ENV=production');
  }
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    nodeEnv,
    port,
    host,
    publicUrl: (env.PITH_PUBLIC_URL || `http://${publicHost}:${port}`).replace(/\/+$/, ''),
    databaseUrl: env.PITH_DATABASE_URL || undefined,
    databaseSchema: env.PITH_DATABASE_SCHEMA || undefined,
    dataDir: resolve(env.PITH_DATA_DIR || './.pith'),
    redisUrl: env.PITH_REDIS_URL || undefined,
    oidc,
    secret: env.PITH_SECRET || undefined,
    upstream: {
      baseUrl: (env.PITH_UPSTREAM_BASE_URL || 'https://api.openai.com/v1').replace(/\/+$/, ''),
      apiKey: env.PITH_UPSTREAM_API_KEY || env.OPENAI_API_KEY || undefined,
    },
    routes: parseRoutes(env.PITH_ROUTES, env),
    compression,
    bodyLimitBytes: int('PITH_BODY_LIMIT_BYTES', env.PITH_BODY_LIMIT_BYTES, 20 * 1024 * 1024),
    upstreamTimeoutMs: int('PITH_UPSTREAM_TIMEOUT_MS', env.PITH_UPSTREAM_TIMEOUT_MS, 600_000),
    compressionBudgetMs: int('PITH_COMPRESSION_BUDGET_MS', env.PITH_COMPRESSION_BUDGET_MS, 200),
    byokAllowPrivateNetworks: bool(env.PITH_BYOK_ALLOW_PRIVATE_NETWORKS),
    byokAllowHttp: bool(env.PITH_BYOK_ALLOW_HTTP),
    logLevel: env.PITH_LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    pricesFile: env.PITH_PRICES_FILE || undefined,
    anthropic: anthropicUpstream(env),
  };
}
