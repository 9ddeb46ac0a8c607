/**
 * @module app/banner
 * What `pith serve` prints when it is up: where the gateway and dashboard are, which
 * upstream(s) router keys go to and where their keys come from — with a warning, printed and
 * logged, for an upstream that has no key (its requests would fail with
 * `upstream_auth_failed`) — and how limits and metrics are set up; a warning too when the
 * connection cap does not fit the open-file limit. Pure: the caller prints.
 */
import type { Config } from '../config.js';

export interface Banner {
  lines: string[];
  warnings: string[];
}

export interface BannerOptions {
  limitsBackend: 'memory' | 'redis';
  /** The process's soft limit on open files, where the platform tells (Linux). */
  openFilesLimit?: number;
}

export function startupBanner(config: Config, url: string, options: BannerOptions): Banner {
  const warnings: string[] = [];
  const upstream = config.upstream;
  const lines = [`  Pith gateway:   ${url}/api/v1`, `  Dashboard:      ${url}/`];
  if (upstream.apiKeySource) lines.push(`  Upstream:       ${upstream.baseUrl} (key from ${upstream.apiKeySource})`);
  else {
    lines.push(`  Upstream:       ${upstream.baseUrl} (no API key)`);
    warnings.push(
      `no upstream API key: set PITH_UPSTREAM_API_KEY (or OPENAI_API_KEY) — router keys' requests to ${upstream.baseUrl} will fail with upstream_auth_failed unless it needs no key`,
    );
  }
  for (const route of config.routes) {
    const key = route.apiKeyEnv ? (route.apiKey ? `key from ${route.apiKeyEnv}` : `no key: ${route.apiKeyEnv} is not set`) : 'no API key';
    lines.push(`  Route ${route.match}: ${route.baseUrl} (${key})`);
    if (route.apiKeyEnv && !route.apiKey) warnings.push(`route ${route.match}: ${route.apiKeyEnv} is not set, so ${route.baseUrl} gets no API key`);
  }
  lines.push(`  Limits:         ${options.limitsBackend === 'redis' ? 'shared through Redis' : 'counted in this process'}`);
  if (config.metrics) lines.push(`  Metrics:        ${url}/metrics`);
  // Each client connection being served holds a second descriptor upstream: past half the
  // limit a flood of connections runs the process out of descriptors before PITH_MAX_CONNECTIONS refuses any.
  const files = options.openFilesLimit;
  if (files !== undefined && config.maxConnections > files / 2) {
    warnings.push(
      `PITH_MAX_CONNECTIONS (${config.maxConnections}) is over half the open-file limit (${files}): a flood of connections could exhaust the descriptors; raise the limit (ulimit -n) or lower PITH_MAX_CONNECTIONS`,
    );
  }
  return { lines, warnings };
}
