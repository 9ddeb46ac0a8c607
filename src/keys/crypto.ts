/**
 * @module keys/crypto
 * Seals byok upstream API keys at rest with AES-256-GCM. The 256-bit key is derived from
 * the master secret (PITH_SECRET) with HKDF-SHA256 under a purpose label, so the same
 * secret can key session cookies elsewhere without the two uses ever sharing a key.
 * Each seal binds its record id as associated data: a sealed value copied onto another
 * key record does not open. Format: `v1.<iv>.<ciphertext>.<tag>` (base64url).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { errors } from '../errors/index.js';

const VERSION = 'v1';
const INFO = 'pith/byok-upstream-key/v1';
const SALT = 'pith';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** Encrypts `plaintext`, bound to `context` (the key record's id). */
  seal(plaintext: string, context: string): string;
  /** Decrypts; throws when the value was altered, sealed under another secret or for another context. */
  open(sealed: string, context: string): string;
}

export function createSecretBox(secret: string): SecretBox {
  if (!secret) throw errors.invalidConfig('a master secret is required to encrypt upstream keys');
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), SALT, INFO, 32));
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed, context) {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length > 0) {
        throw new Error('sealed value has an unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
