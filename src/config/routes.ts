/**
 * @module config/routes
 * The routing table's entries (`PITH_ROUTES`) and fallback lists (`PITH_UPSTREAM_FALLBACKS`, a
 * route's `fallbacks`): their shapes and the checks that turn a parsed JSON value into them,
 * each problem named by where it stands (`[0].fallbacks[1].baseUrl …`).
 */
import { UPSTREAM_FORMATS, type UpstreamFormat } from '../wire/front-door.js';
import { ConfigProblem, url } from './parsers.js';

export interface UpstreamRoute {
  /** Exact model name, or a glob with `*` (e.g. `llama-*`). */
  match: string;
  baseUrl: string;
  /** The wire format the upstream speaks (default `openai`); see "Front doors" in the README. */
  format?: UpstreamFormat;
  /** Name of the environment variable that holds this upstream's key. */
  apiKeyEnv?: string;
  /** Resolved key (from `apiKeyEnv`) — never logged. */
  apiKey?: string;
  /** Models to list at `GET /models` for this route (patterns cannot be listed). */
  models?: string[];
  /** Upstreams tried in order once this one's retries are exhausted (router mode only). */
  fallbacks?: UpstreamFallback[];
}

/** An upstream tried when the one before it keeps failing (PITH_UPSTREAM_FALLBACKS, a route's `fallbacks`). */
export interface UpstreamFallback {
  baseUrl: string;
  /** Name of the environment variable that holds this upstream's key. */
  apiKeyEnv?: string;
  /** Resolved key (from `apiKeyEnv`) — never logged. */
  apiKey?: string;
  /** The model name to send to this upstream instead of the client's. */
  model?: string;
}

// Upstream resilience (issue 18): the fallback lists of PITH_UPSTREAM_FALLBACKS and of a route.
const FALLBACK_KEYS = ['baseUrl', 'apiKeyEnv', 'model'];

/** `where` prefixes each problem (`[0].fallbacks` for a route's list, '' for the variable's own). */
export function checkFallbacks(value: unknown, where = ''): Omit<UpstreamFallback, 'apiKey'>[] {
  if (!Array.isArray(value)) throw new ConfigProblem(`${where}${where ? ' ' : ''}must be a JSON array of {baseUrl, apiKeyEnv?, model?}`);
  const baseUrl = url(['http:', 'https:']);
  return value.map((f: unknown, i) => {
    const at = `${where}[${i}]`;
    const o = (f ?? {}) as Record<string, unknown>;
    if (typeof o !== 'object' || Array.isArray(o) || typeof o.baseUrl !== 'string') throw new ConfigProblem(`${at} needs a string "baseUrl"`);
    const unknown = Object.keys(o).filter((k) => !FALLBACK_KEYS.includes(k));
    if (unknown.length > 0) throw new ConfigProblem(`${at} has unknown key(s) ${unknown.join(', ')}`);
    if (o.apiKeyEnv !== undefined && (typeof o.apiKeyEnv !== 'string' || o.apiKeyEnv === '')) throw new ConfigProblem(`${at}.apiKeyEnv must be a variable name`);
    if (o.model !== undefined && (typeof o.model !== 'string' || o.model === '')) throw new ConfigProblem(`${at}.model must be a model name`);
    let base: string;
    try {
      base = baseUrl(o.baseUrl);
    } catch (err) {
      throw new ConfigProblem(`${at}.baseUrl ${(err as Error).message}`);
    }
    return { baseUrl: base, apiKeyEnv: o.apiKeyEnv as string | undefined, model: o.model as string | undefined };
  });
}

export function checkRoutes(value: unknown): Omit<UpstreamRoute, 'apiKey'>[] {
  if (!Array.isArray(value)) throw new ConfigProblem('must be a JSON array of {match, baseUrl, apiKeyEnv?, models?, format?, fallbacks?}');
  const baseUrl = url(['http:', 'https:']);
  return value.map((r: unknown, i) => {
    const o = (r ?? {}) as Record<string, unknown>;
    if (typeof o !== 'object' || typeof o.match !== 'string' || typeof o.baseUrl !== 'string') {
      throw new ConfigProblem(`[${i}] needs string "match" and "baseUrl"`);
    }
    const unknown = Object.keys(o).filter((k) => !['match', 'baseUrl', 'apiKeyEnv', 'models', 'format', 'fallbacks'].includes(k));
    if (unknown.length > 0) throw new ConfigProblem(`[${i}] has unknown key(s) ${unknown.join(', ')}`);
    if (o.apiKeyEnv !== undefined && typeof o.apiKeyEnv !== 'string') throw new ConfigProblem(`[${i}].apiKeyEnv must be a variable name`);
    if (o.models !== undefined && !(Array.isArray(o.models) && o.models.every((m) => typeof m === 'string'))) {
      throw new ConfigProblem(`[${i}].models must be an array of model names`);
    }
    if (o.format !== undefined && !UPSTREAM_FORMATS.includes(o.format as UpstreamFormat)) {
      throw new ConfigProblem(`[${i}].format must be one of ${UPSTREAM_FORMATS.join(', ')}`);
    }
    let base: string;
    try {
      base = baseUrl(o.baseUrl);
    } catch (err) {
      throw new ConfigProblem(`[${i}].baseUrl ${(err as Error).message}`);
    }
    return {
      match: o.match,
      baseUrl: base,
      format: o.format as UpstreamFormat | undefined,
      apiKeyEnv: o.apiKeyEnv as string | undefined,
      models: o.models as string[] | undefined,
      ...(o.fallbacks === undefined ? {} : { fallbacks: checkFallbacks(o.fallbacks, `[${i}].fallbacks`) }),
    };
  });
}
