/**
 * @module compress/lru
 * A small bounded least-recently-used map. Bounded by entry count and by a caller-given
 * weight (characters), so a few huge messages cannot pin unbounded memory.
 * Promotion is lazy: a hit moves an entry to the young end only when it has drifted into
 * the older half, so a hot entry costs one lookup instead of a delete and a re-insert —
 * each of which compares the whole key again, and keys here are whole messages.
 */
export interface LruOptions {
  maxEntries: number;
  maxWeight: number;
}

export class LruCache<V, K = string> {
  readonly #map = new Map<K, { value: V; weight: number; stamp: number }>();
  #weight = 0;
  /** Counts insertions and promotions: an entry's stamp says how far back it sits. */
  #tick = 0;

  constructor(private readonly options: LruOptions) {}

  get size(): number {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    const entry = this.#map.get(key);
    if (!entry) return undefined;
    if (this.#tick - entry.stamp > this.#map.size >>> 1) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.#map.delete(key);
      this.#map.set(key, entry);
      entry.stamp = ++this.#tick;
    }
    return entry.value;
  }

  set(key: K, value: V, weight = 1): void {
    if (weight > this.options.maxWeight) return;
    const old = this.#map.get(key);
    if (old) {
      this.#weight -= old.weight;
      this.#map.delete(key);
    }
    this.#map.set(key, { value, weight, stamp: ++this.#tick });
    this.#weight += weight;
    while (this.#map.size > this.options.maxEntries || this.#weight > this.options.maxWeight) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      const entry = this.#map.get(oldest.value);
      this.#weight -= entry?.weight ?? 0;
      this.#map.delete(oldest.value);
    }
  }
}
