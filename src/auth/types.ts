/**
 * @module auth/types
 * The contract between sign-in (auth/) and the session-authenticated routes
 * (/api/keys, /api/usage, /api/compress, /api/me).
 */
import type { preHandlerAsyncHookHandler } from 'fastify';

export interface SessionUser {
  /** Internal user id (store's UserRecord.id). */
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
}

/** `GET /api/me`: who is signed in, and the session's CSRF token for unsafe requests. */
export interface MeReply {
  id: string;
  email: string | null;
  name: string | null;
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`; undefined on routes that do not use it. */
    user?: SessionUser;
  }
}

/**
 * Fastify preHandler: 401 (vendor error shape) unless a valid session cookie is present —
 * an `Authorization: Bearer sk-pith-…` key is never accepted — and 403 `csrf_failed` for
 * POST/PUT/PATCH/DELETE without a matching CSRF token. Sets `request.user`.
 */
export type RequireSession = preHandlerAsyncHookHandler;
