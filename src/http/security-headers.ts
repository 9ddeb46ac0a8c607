/**
 * @module http/security-headers
 * Security headers on every response (@fastify/helmet): `nosniff`, no framing, no
 * `x-powered-by`, a same-origin opener and resource policy, no referrer. The dashboard's pages
 * carry their own strict Content-Security-Policy (dashboard/static.ts, no inline script, kept
 * working by the e2e test); API responses are JSON that no browser renders, so helmet's CSP is
 * left off rather than sent twice with different rules.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const SECURITY_HEADERS = {
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  // Sent over HTTPS only by browsers' rules anyway; on plain HTTP it is ignored.
  hsts: { maxAge: 15_552_000, includeSubDomains: false },
} satisfies FastifyHelmetOptions;
