/**
 * @module dashboard/static
 * Serves the built dashboard (web/dist) at `/`: hashed assets with long caching, and
 * index.html for every other GET under `/` that is not an API, sign-in, OIDC or health path
 * (the single-page app routes itself). Every UI response carries strict security headers;
 * the CSP allows no inline script, so the build must emit none (checked by the tests).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../errors/index.js';

/** Where `npm run build:web` writes the UI; the same relative path from src/ and dist/. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist/', import.meta.url));

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const UI_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** Paths the UI must never answer for: unknown ones there get the JSON 404 of the error catalogue. */
export const RESERVED_PREFIXES = ['/api', '/auth', '/oidc', '/healthz', '/readyz', '/metrics', '/v1', '/.well-known'];

export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** True for a GET the single-page app should answer: not reserved, and not a missing file (`/x.js`). */
export function isAppRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  if (isReservedPath(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pith — dashboard not built</title></head>
<body><h1>The Pith dashboard has not been built</h1>
<p>The gateway API is running, but the web UI files are missing (expected in <code>web/dist</code>).</p>
<p>Build them with <code>npm run build</code> (or <code>npm run build:web</code>) and restart the server.</p>
</body></html>
`;

function withUiHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(UI_SECURITY_HEADERS);
}

/** Registers the UI in its own encapsulated context, so its headers touch no API route. */
export async function registerStaticUi(app: FastifyInstance, webRoot: string = DEFAULT_WEB_ROOT): Promise<void> {
  await app.register(async (ui) => {
    ui.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || reply.getHeader('content-type')?.toString().startsWith('text/html')) withUiHeaders(reply);
      return payload;
    });
    const indexFile = join(webRoot, 'index.html');
    const built = existsSync(indexFile);
    const indexHtml = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;
    if (built) {
      await ui.register(fastifyStatic, {
        root: webRoot,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: false,
        dotfiles: 'ignore',
        globIgnore: ['**/index.html'],
        cacheControl: false,
        setHeaders: (res, path) => {
          void res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const sendApp = (reply: FastifyReply) =>
      reply
        .code(built ? 200 : 503)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    ui.get('/', async (_request, reply) => sendApp(reply));
    ui.get('/index.html', async (_request, reply) => sendApp(reply));
    ui.get('/*', async (request, reply) => {
      if (!isAppRoute(request.url)) throw errors.routeNotFound(request.method, request.url);
      return sendApp(reply);
    });
  });
}
