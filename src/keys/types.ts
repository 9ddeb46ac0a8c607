/**
 * @module keys/types
 * What the chat path needs to know about the key that authenticated a request, and the
 * limits of a key's settings.
 */
import type { CompressionLevel } from '../wire/compression-levels.js';
import type { EffectiveLimits } from '../limits/limiter.js';
import type { KeyMode } from '../store/types.js';

export const KEY_MODES: readonly KeyMode[] = ['router', 'byok'];
export const MAX_KEY_NAME_LENGTH = 200;

export interface AuthenticatedKey {
  id: string;
  userId: string;
  mode: KeyMode;
  /** The key's default compression level, or null for the server default. */
  compression: CompressionLevel | null;
  /** Its limits (its own, else the operator's defaults); absent when it has none. */
  limits?: EffectiveLimits;
  /** byok only: the user's upstream, decrypted for this call only. Never logged. */
  upstream?: { baseUrl: string; apiKey: string };
}

export interface KeyAuthenticator {
  /** Resolves a presented bearer token to an active key; undefined for unknown, malformed or revoked. No DB hit when cached. */
  authenticate(presentedKey: string): Promise<AuthenticatedKey | undefined>;
  /**
   * The answer when the cache already knows it (null: refused), undefined when only
   * `authenticate` can tell. Lets the hot path answer a repeat key without a promise.
   */
  peek?(presentedKey: string): AuthenticatedKey | null | undefined;
  /** Records a use for `lastUsedAt`, written in batches, never per request. */
  markUsed(keyId: string, at: Date): void;
  /** Flushes pending `lastUsedAt` writes (graceful shutdown) and stops listening. */
  close(): Promise<void>;
}
