/**
 * @module compress/hash
 * Fast non-cryptographic hashes: content-defined chunk boundaries, and the message cache's
 * lookup key (whose hits are verified by full comparison, so a collision is only a miss).
 */
/** A fast 32-bit FNV-1a of a short string, used for content-defined chunk boundaries only. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Two independent 32-bit FNV-1a lanes folded into one 53-bit integer, over `seed` and then each
 * part length-prefixed. Not collision-resistant: use it only as a lookup key whose hits are
 * verified by full comparison (a collision then costs a miss, never wrong content).
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
    for (let i = 0; i < part.length; i++) {
      const c = part.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 13;
    }
  }
  return (a >>> 0) * 0x200000 + (b >>> 11);
}
