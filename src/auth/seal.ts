/**
 * @module auth/seal
 * Authenticated encryption for cookie values: AES-256-GCM with a key derived from
 * PITH_SECRET by HKDF-SHA256, one key per purpose (session, sign-in flow, CSRF), so a
 * value sealed for one cookie never opens as another. Pure: no I/O, no framework.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key for `purpose`, derived from the master secret; never logged. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'pith/auth', `pith ${purpose} v1`, 32));
}

/** Seals a JSON value; `aad` binds the result to its use (the cookie name). */
export function seal(key: Buffer, value: unknown, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** Opens a sealed value; undefined for anything forged, tampered, truncated or sealed for another use. */
export function unseal(key: Buffer, sealed: string, aad: string): unknown {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES + 1) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** HMAC-SHA256 of `data`, base64url — used for values derived from a session (CSRF token). */
export function mac(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** A random identifier (session id), 128 bits, base64url. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}
