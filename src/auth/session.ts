/**
 * @module auth/session
 * Stateless dashboard sessions: the session is a sealed cookie (lib/seal), so any number
 * of stateless instances accept it with nothing but PITH_SECRET in common and the store
 * needs no session table. A session carries a random id (`sid`), the internal user id,
 * its issue time and its last-seen time:
 *   - idle expiry: 7 days after last seen (the cookie is re-sealed at most once an hour);
 *   - absolute expiry: 30 days after sign-in, whatever the activity.
 * Logout must also kill copies of the cookie, which a stateless design cannot do alone,
 * so logged-out ids go on a revocation list kept until their absolute expiry.
 * The CSRF token is an HMAC of the session id: per session, stable, nothing to store.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSealer, deriveKey, mac, type Sealer } from '../lib/seal.js';
import { appendSetCookie, openCookieValue, readCookie, sealCookieValue, serializeCookie, type CookieOptions } from './cookies.js';

export const SESSION_COOKIE = 'pith_session';
/** Readable by the dashboard's script; only a copy of what GET /api/me returns. */
export const CSRF_COOKIE = 'pith_csrf';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** Re-seal the cookie (sliding the idle window) once it is this old. */
  refreshAfterMs: number;
}

const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 7 * DAY, absoluteMs: 30 * DAY, refreshAfterMs: 60 * 60 * 1000 };

export interface SessionClaims {
  sid: string;
  /** Internal user id (UserRecord.id). */
  uid: string;
  /** Issued at, ms since epoch. */
  iat: number;
  /** Last seen, ms since epoch. */
  seen: number;
}

/**
 * Where logged-out session ids are remembered. The default is in-process; with several
 * instances, pass one backed by shared state so a logout holds on every instance.
 */
export interface SessionRevocations {
  revoke(sid: string, untilMs: number): Promise<void>;
  isRevoked(sid: string): Promise<boolean>;
}

export function createMemoryRevocations(now: () => number = Date.now): SessionRevocations {
  const revoked = new Map<string, number>();
  return {
    async revoke(sid, untilMs) {
      const t = now();
      for (const [id, until] of revoked) if (until <= t) revoked.delete(id);
      revoked.set(sid, untilMs);
    },
    async isRevoked(sid) {
      const until = revoked.get(sid);
      return until !== undefined && until > now();
    },
  };
}

export interface SessionManagerOptions {
  secret: string;
  /** Secure cookies: true when the public URL is https. */
  secure: boolean;
  policy?: SessionPolicy;
  now?: () => number;
  revocations?: SessionRevocations;
}

function isClaims(value: unknown): value is SessionClaims {
  const v = value as Partial<SessionClaims> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.sid === 'string' && typeof v.uid === 'string' &&
    typeof v.iat === 'number' && typeof v.seen === 'number'
  );
}

export class SessionManager {
  readonly #sessions: Sealer;
  readonly #csrfKey: Buffer;
  readonly #secure: boolean;
  readonly #policy: SessionPolicy;
  readonly #now: () => number;
  readonly #revocations: SessionRevocations;

  constructor(options: SessionManagerOptions) {
    this.#sessions = createSealer(deriveKey(options.secret, 'session cookie'));
    this.#csrfKey = deriveKey(options.secret, 'csrf token');
    this.#secure = options.secure;
    this.#policy = options.policy ?? DEFAULT_SESSION_POLICY;
    this.#now = options.now ?? Date.now;
    this.#revocations = options.revocations ?? createMemoryRevocations(this.#now);
  }

  /** Starts a new session (always a fresh id, so no session fixation) and sets its cookies. */
  issue(reply: FastifyReply, uid: string): SessionClaims {
    const t = this.#now();
    // 128 random bits: a session id no one can guess.
    const claims: SessionClaims = { sid: randomBytes(16).toString('base64url'), uid, iat: t, seen: t };
    this.#write(reply, claims, t);
    return claims;
  }

  /** The valid, unexpired, unrevoked session of this request, or undefined. */
  async read(request: FastifyRequest): Promise<SessionClaims | undefined> {
    const raw = readCookie(request, SESSION_COOKIE);
    if (!raw) return undefined;
    const claims = openCookieValue(this.#sessions, SESSION_COOKIE, raw);
    if (!isClaims(claims)) return undefined;
    const t = this.#now();
    if (t >= claims.seen + this.#policy.idleMs || t >= claims.iat + this.#policy.absoluteMs) return undefined;
    if (await this.#revocations.isRevoked(claims.sid)) return undefined;
    return claims;
  }

  /** Slides the idle window; re-seals at most once per `refreshAfterMs` to keep replies lean. */
  touch(reply: FastifyReply, claims: SessionClaims): void {
    const t = this.#now();
    if (t - claims.seen < this.#policy.refreshAfterMs) return;
    this.#write(reply, { ...claims, seen: t }, t);
  }

  csrfToken(claims: SessionClaims): string {
    return mac(this.#csrfKey, claims.sid);
  }

  /** Ends the session: revokes its id (copies of the cookie die too) and clears both cookies. */
  async destroy(reply: FastifyReply, claims: SessionClaims | undefined): Promise<void> {
    if (claims) await this.#revocations.revoke(claims.sid, claims.iat + this.#policy.absoluteMs);
    appendSetCookie(reply, serializeCookie(SESSION_COOKIE, '', this.#options(true, 0)));
    appendSetCookie(reply, serializeCookie(CSRF_COOKIE, '', this.#options(false, 0)));
  }

  #write(reply: FastifyReply, claims: SessionClaims, now: number): void {
    const remaining = Math.min(claims.seen + this.#policy.idleMs, claims.iat + this.#policy.absoluteMs) - now;
    const maxAge = Math.max(0, Math.floor(remaining / 1000));
    appendSetCookie(reply, serializeCookie(SESSION_COOKIE, sealCookieValue(this.#sessions, SESSION_COOKIE, claims), this.#options(true, maxAge)));
    appendSetCookie(reply, serializeCookie(CSRF_COOKIE, this.csrfToken(claims), this.#options(false, maxAge)));
  }

  #options(httpOnly: boolean, maxAge: number): CookieOptions {
    return { httpOnly, secure: this.#secure, sameSite: 'Lax', path: '/', maxAge };
  }
}
