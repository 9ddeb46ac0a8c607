/**
 * @module keys/key-schemas
 * The key-management API's shapes (spec 2.3, 4.2–4.4), one schema each: what creating a key
 * takes — checked by Fastify at `POST /api/keys` and by keys/create-key-input.ts for
 * `pith keys create` — and what a key record and a created key look like (the routes' reply
 * schemas, which double as allow-lists: a field not named here cannot leak out). The types
 * are the schemas' own; the web UI imports them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BUDGET_PERIODS, type BudgetPeriod } from '../config.js';
import { COMPRESSION_LEVELS, type CompressionLevel } from '../wire/compression-levels.js';
import type { KeyMode } from '../store/types.js';
import { KEY_MODES, MAX_KEY_NAME_LENGTH } from './types.js';

const stringEnum = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

/** Unknown fields are ignored, as a dashboard may send more than the spec lists. */
export const CreateKeyInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: MAX_KEY_NAME_LENGTH }),
  mode: stringEnum(KEY_MODES),
  upstreamBaseUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  upstreamApiKey: Type.Optional(Type.String({ maxLength: 4096 })),
  /** Per-key default compression (PRODUCT.md extension). */
  compression: Type.Optional(stringEnum(COMPRESSION_LEVELS)),
  /** Limits (PRODUCT.md "Limits and budgets"); absent = the operator's defaults. */
  rpmLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
  tpmLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_000_000_000 })),
  budgetUsd: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
  budgetPeriod: Type.Optional(stringEnum(BUDGET_PERIODS)),
});
export type CreateKeyInput = Static<typeof CreateKeyInputSchema>;

/** The API key record of spec 2.3 plus Pith's `compression`; upstream settings stay out (spec 2.3). */
export const KeyViewSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  keyPrefix: Type.String(),
  mode: Type.Unsafe<KeyMode>(Type.String()),
  isActive: Type.Boolean(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  compression: Type.Union([Type.Unsafe<CompressionLevel>(Type.String()), Type.Null()]),
  rpmLimit: Type.Union([Type.Integer(), Type.Null()]),
  tpmLimit: Type.Union([Type.Integer(), Type.Null()]),
  budgetUsd: Type.Union([Type.Number(), Type.Null()]),
  budgetPeriod: Type.Union([Type.Unsafe<BudgetPeriod>(Type.String()), Type.Null()]),
});
export type KeyView = Static<typeof KeyViewSchema>;

/** The only reply that carries the full key. */
export const CreatedKeySchema = Type.Object({ id: Type.String(), fullKey: Type.String(), keyPrefix: Type.String() });
export type CreatedKey = Static<typeof CreatedKeySchema>;
