/**
 * @module keys/key-format
 * The shape of a Pith API key (PRODUCT.md "Names"): `sk-pith-` + 43 base62 characters
 * drawn uniformly from a CSPRNG — 43 × log2(62) ≈ 256 bits, i.e. at least 32 random bytes.
 * Only the SHA-256 of a key is stored. A plain hash suffices (no salt, no slow KDF): the
 * input is 256 random bits, so there is nothing to brute-force, and lookups by hash stay
 * O(1) in an index.
 */
import { hash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'sk-pith-';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const RANDOM_LENGTH = 43;
/** 4 × 62: bytes at or above this are rejected so that `byte % 62` is uniform. */
const REJECT_FROM = 248;
const KEY_SHAPE = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH}}$`);

/** `length` base62 characters, each uniform: rejection sampling, never a biased modulo. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length + 8)) {
      if (byte >= REJECT_FROM) continue;
      out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export interface GeneratedKey {
  fullKey: string;
  keyPrefix: string;
  keyHash: string;
}

export function generateKey(): GeneratedKey {
  const fullKey = KEY_PREFIX + randomBase62(RANDOM_LENGTH);
  return { fullKey, keyPrefix: keyPrefixOf(fullKey), keyHash: hashKey(fullKey) };
}

/** `sk-pith-` plus the first 6 characters of the random part: shown in lists, never enough to use. */
export function keyPrefixOf(fullKey: string): string {
  return fullKey.slice(0, KEY_PREFIX.length + 6);
}

export function hashKey(fullKey: string): string {
  // The one-shot form: a third of the cost of a Hash object, and this runs on every request.
  return hash('sha256', fullKey, 'hex');
}

/** A cheap syntax check that turns away junk before any hashing, cache or database work. */
export function isWellFormedKey(presented: string): boolean {
  return presented.length === KEY_PREFIX.length + RANDOM_LENGTH && KEY_SHAPE.test(presented);
}
