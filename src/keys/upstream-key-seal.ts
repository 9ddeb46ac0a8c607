/**
 * @module keys/upstream-key-seal
 * Seals byok upstream API keys at rest with the one sealing primitive (lib/seal), under their
 * own purpose key, bound to the key record's id: a sealed value copied onto another record
 * does not open.
 *
 * Values sealed before that primitive existed (`v1.<iv>.<ciphertext>.<tag>`, each part
 * base64url, under a key derived with salt `pith` and info `pith/byok-upstream-key/v1`) still
 * open: databases hold them until their key is revoked and replaced. The new form never
 * contains a dot, so the two cannot be confused.
 */
import { hkdfSync } from 'node:crypto';
import { errors } from '../errors/index.js';
import { createSealer, deriveKey, type Sealer } from '../lib/seal.js';

export interface UpstreamKeySeal {
  /** Seals `plaintext` for the key record `keyId`. */
  seal(plaintext: string, keyId: string): string;
  /** The plaintext; undefined when the value was altered, sealed under another secret or for another record. */
  open(sealed: string, keyId: string): string | undefined;
}

const LEGACY_PREFIX = 'v1.';

function openLegacy(legacy: Sealer, sealed: string, keyId: string): string | undefined {
  const [, iv, body, tag, ...rest] = sealed.split('.');
  if (iv === undefined || body === undefined || tag === undefined || rest.length > 0) return undefined;
  const joined = Buffer.concat([iv, body, tag].map((part) => Buffer.from(part, 'base64url'))).toString('base64url');
  return legacy.open(joined, keyId);
}

export function createUpstreamKeySeal(secret: string): UpstreamKeySeal {
  if (!secret) throw errors.invalidConfig('a master secret is required to encrypt upstream keys');
  const sealer = createSealer(deriveKey(secret, 'byok upstream key'));
  let legacy: Sealer | undefined;
  return {
    seal: (plaintext, keyId) => sealer.seal(plaintext, keyId),
    open(sealed, keyId) {
      if (!sealed.startsWith(LEGACY_PREFIX)) return sealer.open(sealed, keyId);
      legacy ??= createSealer(Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'pith', 'pith/byok-upstream-key/v1', 32)));
      return openLegacy(legacy, sealed, keyId);
    },
  };
}
