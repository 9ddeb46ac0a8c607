/**
 * @module compress/short-keys
 * A direct-mapped table keyed by a short string's characters packed into two integers (at most
 * eight characters of 8 bits each) and its length: a lookup compares numbers in one flat array,
 * without slicing the string or hashing one. A collision only overwrites, so a hit is exact.
 * Token counting (pre-tokens → counts) and the stemmer (words → terms) both keep one.
 */
export class ShortKeyTable<V> {
  /** [chars 0-3, chars 4-7, length] per slot; length 0 marks an empty slot (keys are never empty). */
  readonly #keys: Int32Array;
  readonly #values: Array<V | undefined>;
  readonly #mask: number;

  /** `slots` must be a power of two. */
  constructor(slots: number) {
    this.#keys = new Int32Array(slots * 3);
    this.#values = new Array<V | undefined>(slots).fill(undefined);
    this.#mask = slots - 1;
  }

  /** The slot of a key: `a` holds characters 0-3 (8 bits each, lowest first), `b` characters 4-7. */
  slotOf(a: number, b: number, length: number): number {
    let h = Math.imul(a ^ Math.imul(b ^ length, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 15;
    return h & this.#mask;
  }

  /** The value stored for this key in its slot, or undefined. */
  at(slot: number, a: number, b: number, length: number): V | undefined {
    const k = slot * 3;
    return this.#keys[k] === a && this.#keys[k + 1] === b && this.#keys[k + 2] === length ? this.#values[slot] : undefined;
  }

  put(slot: number, a: number, b: number, length: number, value: V): void {
    const k = slot * 3;
    this.#keys[k] = a;
    this.#keys[k + 1] = b;
    this.#keys[k + 2] = length;
    this.#values[slot] = value;
  }
}
