/**
 * @module http/security-headers
 * Security headers: `nosniff` on every response; on everything but the OpenAI-compatible API
 * also no framing, a same-origin opener and resource policy, no referrer; never `x-powered-by`. Their values are helmet's (the library the web keeps
 * current), computed once at start-up by running its middleware against a recorder, then set
 * on each reply as one static set: running helmet per request cost several microseconds of
 * header validation on the hot path for headers that never change.
 *
 * The dashboard's pages carry their own strict Content-Security-Policy (dashboard/static.ts,
 * no inline script, kept working by the e2e test); API responses are JSON that no browser
 * renders, so helmet's CSP is left off rather than sent twice with different rules.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  // Browsers honour it over HTTPS only; on plain HTTP it is ignored.
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
} satisfies HelmetOptions;

/** The headers helmet sets with these options, by lower-case name. */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let called = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (called = true));
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** The OpenAI-compatible API: machine clients, JSON only, the hot path. */
const API_PREFIX = '/api/v1/';

/**
 * `nosniff` on every response (unknown URLs and early refusals included); helmet's whole set on
 * every route but the OpenAI-compatible API, whose JSON no browser renders and where each
 * header is paid for on every request. Per route (`onRoute`), so no request looks its route up.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const all = helmetHeaders();
  const nosniff = all['x-content-type-options']!;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-content-type-options', nosniff);
    done();
  });
  const browserFacing: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(all);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX)) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    if (own.includes(browserFacing)) return;
    route.onRequest = [browserFacing, ...own];
  });
}
