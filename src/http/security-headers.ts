/**
 * @module http/security-headers
 * Security headers on every response (@fastify/helmet): `nosniff`, no `x-powered-by`, no
 * framing, and a Content-Security-Policy the built dashboard runs under (its scripts and
 * styles are files of its own origin; the favicon is a data: URL). Two of helmet's default
 * directives are dropped on purpose: `upgrade-insecure-requests` would send a dashboard served
 * over plain HTTP (the default on 127.0.0.1) to https, and `form-action 'self'` would block
 * sign-out, a form whose answer redirects to the identity provider. The development identity
 * provider's own pages (/oidc/*, inline scripts of oidc-provider) keep everything but the CSP.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RouteOptions } from 'fastify';

const DEV_IDP_PREFIX = '/oidc';

export const securityHeaders = {
  plugin: {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': null,
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
    // Sign-in opens the identity provider in the same window; nothing here is embedded cross-origin.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Sent over HTTPS only by browsers' rules anyway; on plain HTTP it is ignored.
    hsts: { maxAge: 15_552_000, includeSubDomains: false },
  } satisfies FastifyHelmetOptions,

  /** Route-level helmet settings (an `onRoute` hook, registered before helmet's own). */
  routeOptions(route: RouteOptions): void {
    if (route.url === DEV_IDP_PREFIX || route.url.startsWith(`${DEV_IDP_PREFIX}/`)) {
      (route as RouteOptions & { helmet?: unknown }).helmet = { contentSecurityPolicy: false };
    }
  },
};
