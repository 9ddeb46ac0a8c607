/**
 * @module store/migrations
 * Versioned schema migrations, kept in code so the build ships them and both back ends
 * (PGlite and PostgreSQL speak the same SQL) run the very same steps. Append new
 * migrations; never edit one that has shipped. Kysely's Migrator records what ran in
 * `kysely_migration` and holds a PostgreSQL advisory lock while migrating, so several
 * instances starting at once apply each step exactly once.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

// Migrations see an untyped Kysely: they describe the schema as it was at that version.
type AnyDb = Kysely<any>;

const initial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('name', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('users_issuer_subject_key', ['issuer', 'subject'])
      .execute();

    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('key_prefix', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('router', 'byok')`))
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('last_used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('upstream_base_url', 'text')
      .addColumn('upstream_api_key_enc', 'text')
      .addColumn('compression', 'text')
      .execute();
    // key_hash is already indexed by its unique constraint; this one serves "list my keys".
    await db.schema.createIndex('api_keys_user_id_created_at_idx').on('api_keys').columns(['user_id', 'created_at']).execute();

    // Usage is an append-only log, so no foreign keys: keys are never hard-deleted and an
    // insert must not fail (or wait on a lock) because of one.
    await db.schema
      .createTable('usage_records')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('stream', 'boolean', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('prompt_tokens_original', 'integer', (c) => c.notNull())
      .addColumn('prompt_tokens', 'integer', (c) => c.notNull())
      .addColumn('completion_tokens', 'integer', (c) => c.notNull())
      .addColumn('latency_ms', 'double precision', (c) => c.notNull())
      .addColumn('compression_ms', 'double precision', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('usage_records_user_id_created_at_idx').on('usage_records').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('usage_records_key_id_created_at_idx').on('usage_records').columns(['key_id', 'created_at']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('usage_records').execute();
    await db.schema.dropTable('api_keys').execute();
    await db.schema.dropTable('users').execute();
  },
};

// Logged-out dashboard sessions (auth/store-revocations.ts). Sessions are sealed cookies,
// so this is the only session state, and it must be shared: a logout on one instance has
// to hold on all of them. Rows are useless after `until` (the session's absolute expiry)
// and are pruned by revokeSession; the index keeps that prune from scanning the table.
const sessionRevocations: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('session_revocations')
      .addColumn('sid', 'text', (c) => c.primaryKey())
      .addColumn('until', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('session_revocations_until_idx').on('session_revocations').column('until').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('session_revocations').execute();
  },
};

// Usage rows became per-second roll-ups (usage/recorder.ts): one row counts `requests`
// requests with the same dimensions, its token and time columns are sums. Older rows are
// single requests, hence the default.
const usageRequestCount: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('usage_records').addColumn('requests', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('usage_records').dropColumn('requests').execute();
  },
};

// Issue 17: per-key limits and budgets; cached prompt tokens on usage rows and a marker for
// rows rolled up per day by retention; the request log behind the Activity page (metadata
// only, newest first per user — the index serves that order and its cursor).
const limitsCachedTokensRequestLog: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('api_keys')
      .addColumn('rpm_limit', 'integer')
      .addColumn('tpm_limit', 'integer')
      .addColumn('budget_usd', 'double precision')
      .addColumn('budget_period', 'text', (c) => c.check(sql`budget_period in ('day', 'month')`))
      .execute();
    await db.schema
      .alterTable('usage_records')
      .addColumn('cached_tokens', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('daily', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema.createIndex('usage_records_created_at_idx').on('usage_records').column('created_at').execute();
    await db.schema
      .createTable('request_log')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('error_code', 'text')
      .addColumn('stream', 'boolean', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('prompt_tokens_original', 'integer', (c) => c.notNull())
      .addColumn('prompt_tokens', 'integer', (c) => c.notNull())
      .addColumn('cached_tokens', 'integer', (c) => c.notNull())
      .addColumn('completion_tokens', 'integer', (c) => c.notNull())
      .addColumn('cost_usd', 'double precision', (c) => c.notNull())
      .addColumn('latency_ms', 'double precision', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('request_log_user_id_id_idx').on('request_log').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('request_log_created_at_idx').on('request_log').column('created_at').execute();
    await db.schema.createIndex('users_email_idx').on('users').column('email').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('users_email_idx').execute();
    await db.schema.dropTable('request_log').execute();
    await db.schema.dropIndex('usage_records_created_at_idx').execute();
    await db.schema.alterTable('usage_records').dropColumn('daily').dropColumn('cached_tokens').execute();
    await db.schema.alterTable('api_keys').dropColumn('budget_period').dropColumn('budget_usd').dropColumn('tpm_limit').dropColumn('rpm_limit').execute();
  },
};

// The usage journal's checkpoints (usage/journal.ts): written in the same transaction as the
// usage rows they cover, so a journal replayed after a crash never counts a record twice.
const usageJournalCheckpoints: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('usage_journal_checkpoints')
      .addColumn('journal', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('usage_journal_checkpoints').execute();
  },
};

// Request bodies, kept only when an operator opts in (PITH_REQUEST_LOG_BODIES): a table of
// their own so the request log stays narrow and fast to page. No foreign key to request_log:
// its rows are written by another batch, and a request id is the client's and may repeat.
// Looked up by owner and request id; pruned by retention on created_at like the log.
const requestBodies: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('request_bodies')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('received', 'text', (c) => c.notNull())
      .addColumn('sent', 'text')
      .addColumn('reply', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('request_bodies_user_id_request_id_idx').on('request_bodies').columns(['user_id', 'request_id']).execute();
    await db.schema.createIndex('request_bodies_created_at_idx').on('request_bodies').column('created_at').execute();
    // The detail view finds a log row by its request id (the user's other index serves paging).
    await db.schema.createIndex('request_log_user_id_request_id_idx').on('request_log').columns(['user_id', 'request_id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('request_log_user_id_request_id_idx').execute();
    await db.schema.dropTable('request_bodies').execute();
  },
};

// Roll-ups sum tokens: a busy key's daily row (retention) passes 2^31 tokens in a day, and a
// row the column cannot hold fails its whole batch. Counts of requests and tokens are bigint.
const USAGE_COUNTS = ['requests', 'prompt_tokens_original', 'prompt_tokens', 'cached_tokens', 'completion_tokens'] as const;
const usageBigCounts: Migration = {
  async up(db: AnyDb) {
    for (const column of USAGE_COUNTS) await db.schema.alterTable('usage_records').alterColumn(column, (c) => c.setDataType('bigint')).execute();
  },
  async down(db: AnyDb) {
    for (const column of USAGE_COUNTS) await db.schema.alterTable('usage_records').alterColumn(column, (c) => c.setDataType('integer')).execute();
  },
};

/** Ordered by name; the numeric prefix is the version. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_session_revocations': sessionRevocations,
  '0003_usage_request_count': usageRequestCount,
  '0004_2026-11-24-i17-limits-cached-tokens-request-log': limitsCachedTokensRequestLog,
  '0005_2026-11-25-i18-usage-journal-checkpoints': usageJournalCheckpoints,
  '0006_2026-11-25-i17-request-bodies': requestBodies,
  '0007_2026-11-26-i17-usage-big-counts': usageBigCounts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
