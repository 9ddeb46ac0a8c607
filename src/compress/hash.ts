/**
 * @module compress/hash
 * A fast non-cryptographic hash: the message cache's lookup key (whose hits are verified by
 * full comparison, so a collision is only a miss).
 */

/** Characters hashed in full at each end of a part; between them the hash samples. */
const EDGE = 32;
/**
 * Roughly how many characters of a long part's middle are sampled. Few: each costs ~4 ns on
 * every request, and texts that differ only between samples just share a bucket in the
 * message cache (compared in full there), so sampling more buys little.
 */
const MIDDLE_SAMPLES = 96;

/**
 * Two independent 32-bit FNV-1a lanes folded into one 53-bit integer, over `seed` and then each
 * part length-prefixed. Not collision-resistant: use it only as a lookup key whose hits are
 * verified by full comparison (a collision then costs a miss, never wrong content). For the
 * same reason a long part is sampled — both ends in full, its middle at an even stride — so
 * the key of a 100 KB tool output costs what a 400-character one does; the full comparison of
 * a hit is a native memcmp, far cheaper than hashing every character here.
 */
export function fastKey(seed: number, parts: ReadonlyArray<string | null>): number {
  let a = Math.imul(0x811c9dc5 ^ (seed >>> 0), 0x01000193);
  let b = Math.imul(0x9747b28c ^ ((seed / 0x100000000) >>> 0), 0x5bd1e995);
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    const len = part == null ? 0xffffffff : part.length;
    a = Math.imul(a ^ len, 0x01000193);
    b = Math.imul(b ^ len, 0x5bd1e995);
    b ^= b >>> 15;
    if (part == null) continue;
    // Whole when short; else the first and last EDGE characters and the middle at a stride.
    const sampled = part.length > 2 * EDGE + MIDDLE_SAMPLES;
    const headEnd = sampled ? EDGE : part.length;
    const tail = sampled ? part.length - EDGE : part.length;
    const stride = sampled ? Math.ceil((tail - EDGE) / MIDDLE_SAMPLES) : 1;
    for (let i = 0; i < headEnd; i++) {
      const c = part.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 13;
    }
    for (let i = headEnd; i < tail; i += stride) {
      const c = part.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 13;
    }
    for (let i = tail; i < part.length; i++) {
      const c = part.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 13;
    }
  }
  return (a >>> 0) * 0x200000 + (b >>> 11);
}
