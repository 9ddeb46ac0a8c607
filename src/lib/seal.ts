/**
 * @module lib/seal
 * The one sealing primitive, for sign-in's cookies and byok upstream keys alike: AES-256-GCM
 * with a random 96-bit IV and a 128-bit tag; a sealed value is base64url(iv ‖ ciphertext ‖ tag).
 * Keys come from the master secret (PITH_SECRET) by HKDF-SHA256, one per purpose, so a value
 * sealed for one use never opens as another; the associated data binds a value to where it
 * belongs (a cookie's name, a key record's id). Also the keyed hash and constant-time
 * comparison that go with it. Pure: no I/O.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF salt. The label dates from when only sign-in sealed; changing it would make every sealed value unreadable. */
const SALT = 'pith/auth';

/** A 32-byte key for `purpose`, derived from the master secret; never logged. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `pith ${purpose} v1`, 32));
}

export interface Sealer {
  seal(plaintext: string, aad: string): string;
  /** The plaintext; undefined for anything forged, tampered, truncated, sealed under another key or for another `aad`. */
  open(sealed: string, aad: string): string | undefined;
}

export function createSealer(key: Buffer): Sealer {
  return {
    seal(plaintext, aad) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, aad) {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES + 1) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(aad, 'utf8'));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** HMAC-SHA256 of `data`, base64url: values derived from a secret one (a session's CSRF token). */
export function mac(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no early return that times the expected value's length.
  const ad = createHash('sha256').update(a).digest();
  const bd = createHash('sha256').update(b).digest();
  return timingSafeEqual(ad, bd) && a === b;
}
