/**
 * @module keys/authenticator
 * Resolves `Authorization: Bearer sk-pith-…` to an active key on the hot path:
 *  1. a syntax check turns away junk without hashing or I/O;
 *  2. a bounded cache answers repeat keys without hashing or the database — positive
 *     entries (active keys) and negative ones (unknown/revoked, shorter TTL, in a separate
 *     cache so a flood of random keys cannot evict the real ones);
 *  3. otherwise one store lookup by SHA-256, shared by concurrent requests for the same key.
 * The caches are keyed by the presented token itself, in this process's memory only (the
 * request that carried it holds it there too): a repeat request then costs one map lookup
 * instead of a hash. Nothing outside memory ever holds more than the hash.
 * Revocation is immediate (spec 3): the store reports revocations from this instance
 * synchronously and from other instances via LISTEN/NOTIFY; either evicts the entry, and a
 * gap in that feed drops the whole cache. The TTLs bound staleness should a notification
 * still be lost. `lastUsedAt` writes are batched (one `touchKeys` per interval).
 */
import type { CompressionLevel } from '../wire/compression-levels.js';
import { errors } from '../errors/index.js';
import { BoundedCache } from '../lib/bounded-cache.js';
import type { DefaultLimits } from '../config.js';
import { effectiveLimits, type EffectiveLimits } from '../limits/limiter.js';
import type { KeyMode, KeyRecord, Store } from '../store/types.js';
import { createUpstreamKeySeal } from './upstream-key-seal.js';
import { hashKey, isWellFormedKey } from './key-format.js';
import type { AuthenticatedKey, KeyAuthenticator } from './types.js';

export interface KeysLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface KeyAuthenticatorOptions {
  store: Store;
  /** Master secret (PITH_SECRET): opens byok upstream keys. */
  secret: string;
  logger?: KeysLogger;
  /** How often batched `lastUsedAt` writes go out (default 2000 ms). */
  flushIntervalMs?: number;
  /** Lifetime of a cached active key (default 60 s). */
  positiveTtlMs?: number;
  /** Lifetime of a cached "no such active key" (default 10 s). */
  negativeTtlMs?: number;
  /** Bound of each cache (default 10,000 entries). */
  maxEntries?: number;
  /** The operator's limits for keys without their own. */
  defaultLimits?: DefaultLimits;
  now?: () => number;
}

/** What the cache keeps: the sealed upstream key, never its plaintext. */
interface CachedKey {
  /** The store's identity of the key: revocation events name it. */
  keyHash: string;
  id: string;
  userId: string;
  mode: KeyMode;
  compression: CompressionLevel | null;
  upstreamBaseUrl: string | null;
  upstreamApiKeyEnc: string | null;
  limits?: EffectiveLimits;
  /** A router key's answer, made once and shared by every request that presents it. */
  router?: Readonly<AuthenticatedKey>;
}

const NO_DEFAULT_LIMITS: DefaultLimits = { budgetPeriod: 'month' };

function toCached(record: KeyRecord, defaults: DefaultLimits): CachedKey {
  const { keyHash, id, userId, mode, compression, upstreamBaseUrl, upstreamApiKeyEnc } = record;
  const limits = effectiveLimits(record, defaults);
  const cached: CachedKey = { keyHash, id, userId, mode, compression, upstreamBaseUrl, upstreamApiKeyEnc, ...(limits && { limits }) };
  if (mode === 'router') cached.router = Object.freeze({ id, userId, mode, compression, ...(limits && { limits }) });
  return cached;
}

export function createKeyAuthenticator(opts: KeyAuthenticatorOptions): Required<KeyAuthenticator> {
  const { store, logger } = opts;
  const now = opts.now ?? Date.now;
  const seal = createUpstreamKeySeal(opts.secret);
  const maxEntries = opts.maxEntries ?? 10_000;
  const positive = new BoundedCache<CachedKey>({ maxEntries, ttlMs: opts.positiveTtlMs ?? 60_000, now });
  const negative = new BoundedCache<true>({ maxEntries, ttlMs: opts.negativeTtlMs ?? 10_000, now });
  const inflight = new Map<string, Promise<CachedKey | undefined>>();
  // Bumped by every eviction: a lookup that started before one must not cache its answer.
  let generation = 0;

  const evict = (keyHash: string) => {
    generation += 1;
    positive.deleteWhere((key) => key.keyHash === keyHash);
    inflight.delete(keyHash);
  };
  const offRevoked = store.onKeyRevoked((e) => evict(e.keyHash));
  const offMissed = store.onRevocationsMissed(() => {
    generation += 1;
    positive.clear();
    inflight.clear();
  });

  /** `token` is the presented key (the caches' key), `keyHash` its hash (the store's). */
  const lookup = (token: string, keyHash: string): Promise<CachedKey | undefined> => {
    const pending = inflight.get(keyHash);
    if (pending) return pending;
    const started = generation;
    const p = store.findKeyByHash(keyHash).then(
      (record) => {
        if (inflight.get(keyHash) === p) inflight.delete(keyHash);
        const found = record?.isActive ? toCached(record, opts.defaultLimits ?? NO_DEFAULT_LIMITS) : undefined;
        if (generation === started) {
          if (found) positive.set(token, found);
          else negative.set(token, true);
        }
        return found;
      },
      (err: unknown) => {
        if (inflight.get(keyHash) === p) inflight.delete(keyHash);
        throw err;
      },
    );
    inflight.set(keyHash, p);
    return p;
  };

  const toAuthenticated = (key: CachedKey): AuthenticatedKey => {
    if (key.router) return key.router;
    const out: AuthenticatedKey = { id: key.id, userId: key.userId, mode: key.mode, compression: key.compression };
    if (key.limits) out.limits = key.limits;
    if (key.mode === 'byok' && key.upstreamBaseUrl && key.upstreamApiKeyEnc) {
      const apiKey = seal.open(key.upstreamApiKeyEnc, key.id);
      if (apiKey === undefined) {
        // A wrong PITH_SECRET is the operator's fault, not the caller's: 500, not 401.
        logger?.error({ keyId: key.id }, 'cannot decrypt the upstream key of a byok key; was PITH_SECRET changed?');
        throw errors.internal();
      }
      out.upstream = { baseUrl: key.upstreamBaseUrl, apiKey };
    }
    return out;
  };

  const pendingUse = new Map<string, Date>();
  let flushing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    flushing = flushing.then(async () => {
      if (pendingUse.size === 0) return;
      const batch = [...pendingUse].map(([id, lastUsedAt]) => ({ id, lastUsedAt }));
      pendingUse.clear();
      try {
        await store.touchKeys(batch);
      } catch (err) {
        logger?.warn({ err, keys: batch.length }, 'could not record key use; will retry');
        for (const { id, lastUsedAt } of batch) markUsed(id, lastUsedAt);
      }
    });
    return flushing;
  };
  const markUsed = (keyId: string, at: Date) => {
    const seen = pendingUse.get(keyId);
    if (!seen || seen < at) pendingUse.set(keyId, at);
  };
  const timer = setInterval(() => void flush(), opts.flushIntervalMs ?? 2_000);
  timer.unref();

  const peek = (presentedKey: string): AuthenticatedKey | null | undefined => {
    const cached = positive.get(presentedKey);
    if (cached) return toAuthenticated(cached);
    return negative.has(presentedKey) ? null : undefined;
  };

  return {
    peek,
    async authenticate(presentedKey) {
      const known = peek(presentedKey);
      if (known !== undefined) return known ?? undefined;
      // Malformed keys are refused before any hashing, I/O or caching.
      if (!isWellFormedKey(presentedKey)) return undefined;
      const found = await lookup(presentedKey, hashKey(presentedKey));
      return found && toAuthenticated(found);
    },
    markUsed,
    async close() {
      clearInterval(timer);
      offRevoked();
      offMissed();
      await flush();
    },
  };
}
