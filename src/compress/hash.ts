/**
 * @module compress/hash
 * Content hashing for the message cache and for duplicate detection. Uses node:crypto
 * (pure computation, no I/O) because a collision here would silently swap content.
 */
import { createHash } from 'node:crypto';

/** A 128-bit hex digest of the given strings, separated so that ("ab","c") ≠ ("a","bc"). */
export function hashParts(...parts: string[]): string {
  const h = createHash('sha1');
  for (const part of parts) {
    h.update(String(part.length));
    h.update('\u0000');
    h.update(part);
  }
  return h.digest('hex').slice(0, 32);
}

/** A fast 32-bit FNV-1a of a short string, used for content-defined chunk boundaries only. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
