/**
 * @module lib/bounded-cache
 * The one in-memory cache: bounded by its number of entries and, when asked, by a weight the
 * caller gives each entry (characters, say), so a few huge values cannot pin unbounded memory;
 * entries may expire, on a clock tests can drive. Eviction is least-recently-used with lazy
 * promotion: a hit moves an entry to the young end only once it has drifted into the older
 * half, so a hot entry costs one lookup instead of a delete and a re-insert — each of which
 * compares the whole key again, and some keys here are whole messages. Expiry is checked when
 * an entry is read, and an expired entry is dropped then.
 */

export interface BoundedCacheOptions {
  maxEntries: number;
  /** Upper bound on the sum of the entries' weights (default: none beyond `maxEntries`). */
  maxWeight?: number;
  /** How long an entry lives unless `set` says otherwise, ms (default: until evicted). */
  ttlMs?: number;
  /** The clock expiry is measured on, ms (default `Date.now`). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  weight: number;
  /** The tick of its last insertion or promotion: how far back it sits. */
  stamp: number;
  expiresAt: number;
}

const NEVER = Number.POSITIVE_INFINITY;

export class BoundedCache<V, K = string> {
  readonly #map = new Map<K, Entry<V>>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #weight = 0;
  #tick = 0;

  constructor(options: BoundedCacheOptions) {
    this.#maxEntries = options.maxEntries;
    this.#maxWeight = options.maxWeight ?? NEVER;
    this.#ttlMs = options.ttlMs ?? NEVER;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    const entry = this.#map.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt !== NEVER && entry.expiresAt <= this.#now()) {
      this.#remove(key, entry);
      return undefined;
    }
    if (this.#tick - entry.stamp > this.#map.size >>> 1) {
      // Re-insert to mark as most recently used (a Map keeps insertion order).
      this.#map.delete(key);
      this.#map.set(key, entry);
      entry.stamp = ++this.#tick;
    }
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /**
   * Stores `value`, evicting the least recently used entries past the bounds. An entry heavier
   * than `maxWeight` is not stored. `expiresAt` is a time on this cache's clock (default: now
   * plus `ttlMs`).
   */
  set(key: K, value: V, weight = 1, expiresAt?: number): void {
    if (weight > this.#maxWeight) return;
    const old = this.#map.get(key);
    if (old !== undefined) this.#remove(key, old);
    const expiry = expiresAt ?? (this.#ttlMs === NEVER ? NEVER : this.#now() + this.#ttlMs);
    this.#map.set(key, { value, weight, stamp: ++this.#tick, expiresAt: expiry });
    this.#weight += weight;
    while (this.#map.size > this.#maxEntries || this.#weight > this.#maxWeight) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      this.#remove(oldest.value, this.#map.get(oldest.value)!);
    }
  }

  delete(key: K): void {
    const entry = this.#map.get(key);
    if (entry !== undefined) this.#remove(key, entry);
  }

  /** Drops every entry whose value matches: a scan, for rare events such as a revocation. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.#map) if (matches(entry.value)) this.#remove(key, entry);
  }

  clear(): void {
    this.#map.clear();
    this.#weight = 0;
  }

  #remove(key: K, entry: Entry<V>): void {
    this.#map.delete(key);
    this.#weight -= entry.weight;
  }
}
