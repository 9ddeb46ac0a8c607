/**
 * @module http/passed-headers
 * The upstream's reply headers a client may want, passed on: its rate-limit state
 * (`x-ratelimit-*`, as OpenAI's SDKs and dashboards read them) and its request id — under
 * `x-upstream-request-id`, since `x-request-id` is Pith's own (http/request-id.ts). A key with
 * Pith limits of its own gets Pith's `x-ratelimit-*` values instead, set after these.
 */
import { UPSTREAM_REQUEST_ID_HEADER } from './request-id.js';

type Headers = Record<string, string | string[] | undefined>;

export function passedOnHeaders(upstream: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name in upstream) {
    const value = upstream[name];
    if (typeof value !== 'string') continue;
    if (name.startsWith('x-ratelimit-')) out[name] = value;
    else if (name === 'x-request-id') out[UPSTREAM_REQUEST_ID_HEADER] = value;
  }
  return out;
}
