/**
 * @module store/schema
 * Kysely's view of the tables that `store/migrations.ts` creates. Column names are
 * snake_case in SQL; `store/kysely-store.ts` maps rows to the camelCase records of
 * `store/types.ts`.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;

export interface UsersTable {
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  key_prefix: string;
  key_hash: string;
  mode: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  upstream_base_url: string | null;
  upstream_api_key_enc: string | null;
  compression: string | null;
  rpm_limit: ColumnType<number | null, number | null | undefined, number | null>;
  tpm_limit: ColumnType<number | null, number | null | undefined, number | null>;
  budget_usd: ColumnType<number | null, number | null | undefined, number | null>;
  budget_period: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A bigint count as read: a string from pg, a number from PGlite. */
type BigCount = string | number;

export interface UsageRecordsTable {
  id: Generated<string>;
  key_id: string;
  user_id: string;
  model: string;
  status: number;
  stream: boolean;
  level: string;
  requests: ColumnType<BigCount, number | undefined, number>;
  prompt_tokens_original: ColumnType<BigCount, number, number>;
  prompt_tokens: ColumnType<BigCount, number, number>;
  cached_tokens: ColumnType<BigCount, number | undefined, number>;
  completion_tokens: ColumnType<BigCount, number, number>;
  latency_ms: number;
  compression_ms: number;
  created_at: Timestamp;
  /** True for a row rolled up per day by retention (store.compactBefore). */
  daily: Generated<boolean>;
}

export interface RequestLogTable {
  id: Generated<string>;
  request_id: string;
  user_id: string;
  key_id: string;
  model: string;
  status: number;
  error_code: string | null;
  stream: boolean;
  level: string;
  prompt_tokens_original: number;
  prompt_tokens: number;
  cached_tokens: number;
  completion_tokens: number;
  cost_usd: number;
  latency_ms: number;
  created_at: Timestamp;
}

/** Bodies kept beside request-log rows when an operator opts in (redacted, cut to size). */
export interface RequestBodiesTable {
  id: Generated<string>;
  request_id: string;
  user_id: string;
  received: string;
  sent: string | null;
  reply: string | null;
  created_at: Timestamp;
}

export interface SessionRevocationsTable {
  sid: string;
  /** The session's absolute expiry: after it the cookie is dead anyway and the row may go. */
  until: Date;
}

/** Usage journals' positions (usage/journal.ts): records up to `seq` are in usage_records. */
export interface UsageJournalCheckpointsTable {
  journal: string;
  seq: string;
}

export interface Database {
  users: UsersTable;
  api_keys: ApiKeysTable;
  usage_records: UsageRecordsTable;
  session_revocations: SessionRevocationsTable;
  request_log: RequestLogTable;
  usage_journal_checkpoints: UsageJournalCheckpointsTable;
  request_bodies: RequestBodiesTable;
}
