/**
 * @module auth/store-revocations
 * Session revocations kept in the shared store, so a logout on one instance holds on every
 * instance behind the load balancer (the in-process default of auth/session only protects
 * the instance that handled the logout).
 *
 * Caching, and why it is safe:
 *   - revoked ids: a revocation is permanent until the session's absolute expiry, after
 *     which SessionManager rejects the cookie before ever asking, so "revoked" answers are
 *     cached (bounded, oldest dropped first);
 *   - not-revoked ids: another instance may revoke at any moment, so these are cached only
 *     for `negativeTtlMs` (default 1 s) — the longest a logout elsewhere can lag here. It
 *     collapses the burst of requests a dashboard page load makes into one query.
 * A revocation made here is cached before it is written, so it holds on this instance at
 * once. Store errors propagate: when revocation cannot be checked the request fails rather
 * than accepting a possibly logged-out session.
 */
import { BoundedCache } from '../lib/bounded-cache.js';
import type { Store } from '../store/types.js';
import type { SessionRevocations } from './session.js';

export interface StoreRevocationsOptions {
  /** How long a "not revoked" answer is trusted, ms (default 1000; 0 disables). */
  negativeTtlMs?: number;
  /** Bound on each cache, entries (default 10 000). */
  maxEntries?: number;
}

const DEFAULT_NEGATIVE_TTL_MS = 1000;
const DEFAULT_MAX_ENTRIES = 10_000;

export function createStoreRevocations(
  store: Pick<Store, 'revokeSession' | 'isSessionRevoked'>,
  now: () => number = Date.now,
  options: StoreRevocationsOptions = {},
): SessionRevocations {
  const negativeTtlMs = options.negativeTtlMs ?? DEFAULT_NEGATIVE_TTL_MS;
  const maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
  /** sid → ms until which it is known revoked (its expiry; never, when learned from the store, which does not say). */
  const revoked = new BoundedCache<number>({ maxEntries, now });
  /** sid → ms when the store last said "not revoked"; expires `negativeTtlMs` after that. */
  const notRevoked = new BoundedCache<number>({ maxEntries, now });
  /** One store query per sid at a time: parallel requests of one page share it. */
  const inFlight = new Map<string, Promise<boolean>>();

  async function ask(sid: string, asked: number): Promise<boolean> {
    const answer = await store.isSessionRevoked(sid, new Date(asked));
    if (answer) {
      notRevoked.delete(sid);
      revoked.set(sid, Number.POSITIVE_INFINITY);
    } else if (negativeTtlMs > 0 && !revoked.has(sid)) {
      // Stamped with the time the question was asked, not answered: a revocation committed
      // while the query ran is then trusted away no longer than the TTL from that moment.
      notRevoked.set(sid, asked, 1, asked + negativeTtlMs);
    }
    return answer;
  }

  return {
    async revoke(sid, untilMs) {
      notRevoked.delete(sid);
      const until = Math.max(untilMs, revoked.get(sid) ?? untilMs);
      revoked.set(sid, until, 1, until);
      await store.revokeSession(sid, new Date(untilMs));
    },

    async isRevoked(sid) {
      const t = now();
      if (revoked.has(sid)) return true;
      const checked = notRevoked.get(sid);
      // A clock that went back past the question is no reason to trust its answer.
      if (checked !== undefined && t >= checked) return false;
      let pending = inFlight.get(sid);
      if (!pending) {
        pending = ask(sid, t).finally(() => inFlight.delete(sid));
        inFlight.set(sid, pending);
      }
      return pending;
    },
  };
}
