/**
 * @module keys/service
 * Creating, listing and revoking API keys for a user — the logic behind /api/keys
 * (spec 4.2–4.4) and `pith keys`. The full key exists only in `create`'s return value;
 * the store keeps its SHA-256 and, for byok keys, the upstream key sealed with AES-GCM.
 * Records leave here in the spec's field names (2.3) and never carry a secret or a hash.
 */
import { randomUUID } from 'node:crypto';
import type { Config } from '../config.js';
import { COMPRESSION_LEVELS, isCompressionLevel, type CompressionLevel } from '../wire/compression-levels.js';
import { errors } from '../errors/index.js';
import type { KeyMode, KeyRecord, Store } from '../store/types.js';
import { checkUpstreamUrl, type UpstreamUrlPolicy } from '../upstream/ssrf-guard.js';
import { createUpstreamKeySeal } from './upstream-key-seal.js';
import { generateKey } from './key-format.js';

export const KEY_MODES: readonly KeyMode[] = ['router', 'byok'];
export const MAX_NAME_LENGTH = 200;

export interface CreateKeyInput {
  name: string;
  mode: KeyMode;
  upstreamBaseUrl?: string;
  upstreamApiKey?: string;
  /** Per-key default compression (PRODUCT.md extension). */
  compression?: CompressionLevel;
}

export interface CreatedKey {
  id: string;
  fullKey: string;
  keyPrefix: string;
}

/** The API key record of spec 2.3 plus Pith's `compression`; upstream settings stay out (spec 2.3). */
export interface KeyView {
  id: string;
  name: string;
  keyPrefix: string;
  mode: KeyMode;
  isActive: boolean;
  lastUsedAt: string | null;
  createdAt: string;
  compression: CompressionLevel | null;
}

export interface KeyService {
  create(userId: string, input: CreateKeyInput): Promise<CreatedKey>;
  list(userId: string): Promise<KeyView[]>;
  /** Soft delete; 404 `not_found` for an unknown id and equally for another user's key. */
  revoke(userId: string, id: string): Promise<KeyView>;
}

export interface KeyServiceOptions {
  store: Store;
  secret: string;
  config: Pick<Config, 'byokAllowHttp' | 'byokAllowPrivateNetworks'>;
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
  };
}

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** Checks the input the HTTP schema also checks, because the CLI reaches here without it. */
function validateShape(input: CreateKeyInput): void {
  if (typeof input.name !== 'string' || input.name.trim() === '') throw errors.missingParameter(`Missing required parameter: 'name'.`, 'name');
  if (input.name.length > MAX_NAME_LENGTH) throw errors.invalidValue(`Invalid 'name': at most ${MAX_NAME_LENGTH} characters.`, 'name');
  if (!KEY_MODES.includes(input.mode)) throw errors.invalidValue(`Invalid value for 'mode': supported values are 'router', 'byok'.`, 'mode');
  if (input.compression !== undefined && !isCompressionLevel(input.compression)) {
    throw errors.invalidValue(`Invalid value for 'compression': supported values are ${COMPRESSION_LEVELS.map((l) => `'${l}'`).join(', ')}.`, 'compression');
  }
  if (input.mode === 'byok') {
    for (const field of ['upstreamBaseUrl', 'upstreamApiKey'] as const) {
      if (typeof input[field] !== 'string' || input[field].trim() === '') {
        throw errors.missingParameter(`Missing required parameter: '${field}' (required when mode is 'byok').`, field);
      }
    }
  } else {
    for (const field of ['upstreamBaseUrl', 'upstreamApiKey'] as const) {
      if (present(input[field])) throw errors.invalidValue(`'${field}' is only accepted when mode is 'byok'.`, field);
    }
  }
}

export function createKeyService(opts: KeyServiceOptions): KeyService {
  const { store } = opts;
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
      validateShape(input);
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
