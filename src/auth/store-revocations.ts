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
  /** sid → ms until which it is known revoked (Infinity when learned from the store, which does not say). */
  const revoked = new Map<string, number>();
  /** sid → ms when the store last said "not revoked". */
  const notRevoked = new Map<string, number>();
  /** One store query per sid at a time: parallel requests of one page share it. */
  const inFlight = new Map<string, Promise<boolean>>();

  // Maps iterate in insertion order, so the first key is the oldest entry.
  const remember = <V>(map: Map<string, V>, sid: string, value: V) => {
    map.delete(sid);
    map.set(sid, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value as string);
  };

  async function ask(sid: string, asked: number): Promise<boolean> {
    const answer = await store.isSessionRevoked(sid, new Date(asked));
    if (answer) {
      notRevoked.delete(sid);
      remember(revoked, sid, Number.POSITIVE_INFINITY);
    } else if (negativeTtlMs > 0 && !revoked.has(sid)) {
      // Stamped with the time the question was asked, not answered: a revocation committed
      // while the query ran is then trusted away no longer than the TTL from that moment.
      remember(notRevoked, sid, asked);
    }
    return answer;
  }

  return {
    async revoke(sid, untilMs) {
      notRevoked.delete(sid);
      const known = revoked.get(sid);
      remember(revoked, sid, Math.max(untilMs, known ?? untilMs));
      await store.revokeSession(sid, new Date(untilMs));
    },

    async isRevoked(sid) {
      const t = now();
      const until = revoked.get(sid);
      if (until !== undefined) {
        if (until > t) return true;
        revoked.delete(sid);
      }
      const checked = notRevoked.get(sid);
      if (checked !== undefined) {
        if (t >= checked && t - checked < negativeTtlMs) return false;
        notRevoked.delete(sid);
      }
      let pending = inFlight.get(sid);
      if (!pending) {
        pending = ask(sid, t).finally(() => inFlight.delete(sid));
        inFlight.set(sid, pending);
      }
      return pending;
    },
  };
}
