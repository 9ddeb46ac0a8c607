/**
 * @module auth/require-session
 * The preHandler every session route uses (contract: auth/types `RequireSession`).
 * 401 `session_required` without a valid session cookie — an API key in the
 * Authorization header is deliberately ignored (spec section 5: API keys do not work on
 * the key-management endpoints). For unsafe methods, 403 `csrf_failed` unless the
 * request is same-origin and carries the session's CSRF token in `X-CSRF-Token`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors/index.js';
import { safeEqual } from '../lib/seal.js';
import type { Store } from '../store/types.js';
import type { SessionClaims, SessionManager } from './session.js';
import type { RequireSession, SessionUser } from './types.js';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type UserLookup = Pick<Store, 'upsertUser' | 'getUser'>;

/**
 * Throws 403 unless the request is same-origin and `presented` is this session's token.
 * Origin is checked besides the token as defence in depth: a browser always sends Origin
 * on cross-site POSTs, and Sec-Fetch-Site where it knows better.
 */
export function assertCsrf(
  request: FastifyRequest,
  sessions: SessionManager,
  claims: SessionClaims,
  publicOrigin: string,
  presented: string | undefined,
): void {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicOrigin) throw errors.csrfFailed();
  if (request.headers['sec-fetch-site'] === 'cross-site') throw errors.csrfFailed();
  if (!presented || !safeEqual(presented, sessions.csrfToken(claims))) throw errors.csrfFailed();
}

/** The signed-in user of a request, or undefined; no CSRF check. Used by /auth/logout. */
export async function resolveSession(
  request: FastifyRequest,
  sessions: SessionManager,
  users: UserLookup,
): Promise<{ claims: SessionClaims; user: SessionUser } | undefined> {
  const claims = await sessions.read(request);
  if (!claims) return undefined;
  const record = await users.getUser(claims.uid);
  if (!record) return undefined;
  const { id, issuer, subject, email, name } = record;
  return { claims, user: { id, issuer, subject, email, name } };
}

export interface SessionGuard {
  requireSession: RequireSession;
  /** The session behind `request.user`, for routes that need its CSRF token (GET /api/me). */
  claimsOf(request: FastifyRequest): SessionClaims | undefined;
}

export function createSessionGuard(deps: {
  sessions: SessionManager;
  users: UserLookup;
  publicOrigin: string;
}): SessionGuard {
  const { sessions, users, publicOrigin } = deps;
  const claimsByRequest = new WeakMap<FastifyRequest, SessionClaims>();
  const requireSession = async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // Session routes answer with one user's data (keys, usage, the request log, the CSRF
    // token): no shared cache may keep it, and no browser may sniff it into something else.
    void reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    const found = await resolveSession(request, sessions, users);
    if (!found) throw errors.sessionRequired();
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      assertCsrf(request, sessions, found.claims, publicOrigin, typeof header === 'string' ? header : undefined);
    }
    sessions.touch(reply, found.claims);
    claimsByRequest.set(request, found.claims);
    request.user = found.user;
  };
  return { requireSession, claimsOf: (request) => claimsByRequest.get(request) };
}
