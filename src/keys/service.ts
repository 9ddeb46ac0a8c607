/**
 * @module keys/service
 * Creating, listing and revoking API keys for a user — the logic behind /api/keys
 * (spec 4.2–4.4) and `pith keys`. The full key exists only in `create`'s return value;
 * the store keeps its SHA-256 and, for byok keys, the upstream key sealed with AES-GCM.
 * Records leave here in the spec's field names (2.3) and never carry a secret or a hash.
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.js';
import { errors } from '../errors/index.js';
import type { KeyRecord, Store } from '../store/types.js';
import { checkUpstreamUrl, type UpstreamUrlPolicy } from '../upstream/ssrf-guard.js';
import { checkKeyRules } from './create-key-input.js';
import { generateKey } from './key-format.js';
import type { CreatedKey, CreateKeyInput, KeyView } from './key-schemas.js';
import { createUpstreamKeySeal } from './upstream-key-seal.js';

export interface KeyService {
  /** `input` has the shape of its schema (checked at the edge); the rules are checked here. */
  create(userId: string, input: CreateKeyInput): Promise<CreatedKey>;
  list(userId: string): Promise<KeyView[]>;
  /** Soft delete; 404 `not_found` for an unknown id and equally for another user's key. */
  revoke(userId: string, id: string): Promise<KeyView>;
}

export interface KeyServiceOptions {
  store: Store;
  secret: string;
  config: Pick<Config, 'byokAllowHttp' | 'byokAllowPrivateNetworks'> & Partial<Pick<Config, 'maxKeysPerUser'>>;
  /** DNS resolver for the SSRF check (tests substitute one). */
  lookup?: UpstreamUrlPolicy['lookup'];
}

export function toKeyView(record: KeyRecord): KeyView {
  return {
    id: record.id,
    name: record.name,
    keyPrefix: record.keyPrefix,
    mode: record.mode,
    isActive: record.isActive,
    lastUsedAt: record.lastUsedAt ? record.lastUsedAt.toISOString() : null,
    createdAt: record.createdAt.toISOString(),
    compression: record.compression,
    rpmLimit: record.rpmLimit,
    tpmLimit: record.tpmLimit,
    budgetUsd: record.budgetUsd,
    budgetPeriod: record.budgetPeriod,
  };
}

/** Without a configured cap (tests building the service directly): the default of config.ts. */
const DEFAULT_MAX_KEYS_PER_USER = 100;

export function createKeyService(opts: KeyServiceOptions): KeyService {
  const { store } = opts;
  const maxKeys = opts.config.maxKeysPerUser ?? DEFAULT_MAX_KEYS_PER_USER;
  const seal = createUpstreamKeySeal(opts.secret);
  const policy: UpstreamUrlPolicy = {
    allowHttp: opts.config.byokAllowHttp,
    allowPrivate: opts.config.byokAllowPrivateNetworks,
    lookup: opts.lookup,
  };

  const ownedKey = async (userId: string, id: string): Promise<KeyRecord> => {
    const record = await store.getKey(id);
    // Another user's key answers exactly like a missing one: its existence is not disclosed.
    if (!record || record.userId !== userId) throw errors.keyNotFound(id);
    return record;
  };

  return {
    async create(userId, input) {
      checkKeyRules(input);
      // A cap on active keys bounds what one session can make the store hold. Revoked keys do
      // not count (rotation stays possible); two concurrent creations may pass it by one each.
      const active = (await store.listKeys(userId)).filter((k) => k.isActive).length;
      if (active >= maxKeys) throw errors.tooManyKeys(maxKeys);
      const id = randomUUID();
      let upstreamBaseUrl: string | null = null;
      let upstreamApiKeyEnc: string | null = null;
      if (input.mode === 'byok') {
        const url = await checkUpstreamUrl(input.upstreamBaseUrl!.trim(), policy);
        upstreamBaseUrl = url.href.replace(/\/+$/, '');
        upstreamApiKeyEnc = seal.seal(input.upstreamApiKey!.trim(), id);
      }
      const generated = generateKey();
      await store.insertKey({
        id,
        userId,
        name: input.name.trim(),
        keyPrefix: generated.keyPrefix,
        keyHash: generated.keyHash,
        mode: input.mode,
        upstreamBaseUrl,
        upstreamApiKeyEnc,
        compression: input.compression ?? null,
        rpmLimit: input.rpmLimit ?? null,
        tpmLimit: input.tpmLimit ?? null,
        budgetUsd: input.budgetUsd ?? null,
        // A period alone limits nothing; a budget alone is per month.
        budgetPeriod: input.budgetUsd === undefined ? null : (input.budgetPeriod ?? 'month'),
      });
      return { id, fullKey: generated.fullKey, keyPrefix: generated.keyPrefix };
    },

    async list(userId) {
      return (await store.listKeys(userId)).map(toKeyView);
    },

    async revoke(userId, id) {
      await ownedKey(userId, id);
      const revoked = await store.revokeKey(id);
      if (!revoked) throw errors.keyNotFound(id);
      return toKeyView(revoked);
    },
  };
}
