/**
 * @module upstream/routing
 * Decides where a router-mode request goes: the first route in the routing table whose
 * pattern matches the model and whose wire format is the front door's, else that format's
 * default upstream (PITH_UPSTREAM_* for `openai`, PITH_ANTHROPIC_* for `anthropic`). A model
 * that only routes of another format match is refused: Pith does not translate between
 * formats, and sending it to the default upstream would hide the misconfiguration.
 * byok keys bypass this table.
 * A target carries its ordered fallbacks (a route's `fallbacks`, PITH_UPSTREAM_FALLBACKS for
 * the default OpenAI-compatible upstream); the client tries them once the target's retries are
 * exhausted (upstream/client.ts).
 */
import type { Config, UpstreamFallback, UpstreamRoute } from '../config.js';
import { errors } from '../errors/index.js';
import { globToRegExp } from '../lib/regexp.js';
import type { UpstreamFormat } from '../wire/front-door.js';

export interface UpstreamTarget {
  baseUrl: string;
  apiKey?: string;
  /** byok targets are user-supplied and must go through the SSRF-guarded dispatcher. */
  untrusted: boolean;
  /** Tried in order after this target fails (router mode only: never set on a byok target). */
  fallbacks?: readonly UpstreamFallback[];
}

export interface Router {
  /** `frontDoor` names the calling API in the refusal (e.g. `POST /messages`). */
  resolve(model: string, format?: UpstreamFormat, frontDoor?: string): UpstreamTarget;
  /** Models that can be listed (exact names from the table; patterns cannot be enumerated). */
  listableModels(): string[];
  /** The default upstream (PITH_UPSTREAM_BASE_URL), whatever the table says. */
  defaultTarget(): UpstreamTarget;
}

export function createRouter(config: Pick<Config, 'routes' | 'upstream' | 'anthropic'>): Router {
  const compiled = config.routes.map((route: UpstreamRoute) => ({
    route,
    format: route.format ?? 'openai',
    re: globToRegExp(route.match),
    target: { baseUrl: route.baseUrl, apiKey: route.apiKey, untrusted: false, ...(route.fallbacks?.length ? { fallbacks: route.fallbacks } : {}) },
  }));
  const fallbacks: Record<UpstreamFormat, UpstreamTarget> = {
    openai: { baseUrl: config.upstream.baseUrl, apiKey: config.upstream.apiKey, untrusted: false, ...(config.upstream.fallbacks?.length ? { fallbacks: config.upstream.fallbacks } : {}) },
    anthropic: { baseUrl: config.anthropic.baseUrl, apiKey: config.anthropic.apiKey, untrusted: false },
  };
  return {
    resolve(model, format = 'openai', frontDoor = 'POST /chat/completions') {
      let other: UpstreamFormat | undefined;
      for (const { format: speaks, re, target } of compiled) {
        if (!re.test(model)) continue;
        if (speaks === format) return target;
        other ??= speaks;
      }
      if (other !== undefined) throw errors.formatNotServed(model, other, frontDoor);
      return fallbacks[format];
    },
    defaultTarget: () => fallbacks.openai,
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
