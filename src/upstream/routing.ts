/**
 * @module upstream/routing
 * Decides where a router-mode request goes: the first route in the routing table whose
 * pattern matches the model, else the default upstream. byok keys bypass this table.
 */
import type { Config, UpstreamRoute } from '../config.js';
import { globToRegExp } from '../lib/regexp.js';

export interface UpstreamTarget {
  baseUrl: string;
  apiKey?: string;
  /** byok targets are user-supplied and must go through the SSRF-guarded dispatcher. */
  untrusted: boolean;
}

export interface Router {
  resolve(model: string): UpstreamTarget;
  /** Models that can be listed (exact names from the table; patterns cannot be enumerated). */
  listableModels(): string[];
  /** The default upstream (PITH_UPSTREAM_BASE_URL), whatever the table says. */
  defaultTarget(): UpstreamTarget;
}

export function createRouter(config: Pick<Config, 'routes' | 'upstream'>): Router {
  const compiled = config.routes.map((route: UpstreamRoute) => ({ route, re: globToRegExp(route.match) }));
  const fallback: UpstreamTarget = { baseUrl: config.upstream.baseUrl, apiKey: config.upstream.apiKey, untrusted: false };
  return {
    resolve(model) {
      for (const { route, re } of compiled) {
        if (re.test(model)) return { baseUrl: route.baseUrl, apiKey: route.apiKey, untrusted: false };
      }
      return fallback;
    },
    defaultTarget: () => fallback,
    listableModels() {
      const names = new Set<string>();
      for (const { route } of compiled) {
        for (const m of route.models ?? []) names.add(m);
        if (!route.match.includes('*')) names.add(route.match);
      }
      return [...names].sort();
    },
  };
}
