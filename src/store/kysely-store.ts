/**
 * @module store/kysely-store
 * The Store implementation shared by both back ends: the same Kysely queries run on
 * PGlite (embedded) and on PostgreSQL. The back ends differ only in the dialect, in how
 * revocations reach other instances (NOTIFY channel or none) and in what closing means.
 */
import { randomUUID } from 'node:crypto';
import { Migrator, sql, type Kysely, type Selectable } from 'kysely';
import type { CompressionLevel } from '../wire/compression-levels.js';
import { errors } from '../errors/index.js';
import { migrationProvider } from './migrations.js';
import { getRequest, insertRequestBodies, insertRequestLog, queryRequestLog } from './request-log-queries.js';
import { storableText } from './storable-text.js';
import { compactBefore, queryUsage } from './usage-queries.js';
import type { RevocationFeed } from './revocation-feed.js';
import type { ApiKeysTable, Database, UsersTable } from './schema.js';
import type { JournalCheckpoint, KeyMode, KeyRecord, NewKey, RequestLogEntry, Store, UsageRecord, UserProfile, UserRecord } from './types.js';

/** How long past its `until` a session revocation is kept: covers clock skew between instances and the database. */
const PRUNE_GRACE = '1 hour';

export interface KyselyStoreOptions {
  kind: Store['kind'];
  db: Kysely<Database>;
  feed: RevocationFeed;
  /** Schema holding Pith's tables (and Kysely's migration bookkeeping). */
  schema: string;
  /** PostgreSQL NOTIFY channel for revocations; unset when no other instance can listen. */
  notifyChannel?: string;
  /** Releases back-end resources after the Kysely instance is destroyed. */
  onClose?: () => Promise<void>;
}

function toUser(row: Selectable<UsersTable>): UserRecord {
  return { id: row.id, issuer: row.issuer, subject: row.subject, email: row.email, name: row.name, createdAt: row.created_at };
}

function toKey(row: Selectable<ApiKeysTable>): KeyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    keyPrefix: row.key_prefix,
    keyHash: row.key_hash,
    mode: row.mode as KeyMode,
    isActive: row.is_active,
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    upstreamBaseUrl: row.upstream_base_url,
    upstreamApiKeyEnc: row.upstream_api_key_enc,
    compression: row.compression as CompressionLevel | null,
    rpmLimit: row.rpm_limit,
    tpmLimit: row.tpm_limit,
    budgetUsd: row.budget_usd,
    budgetPeriod: row.budget_period as KeyRecord['budgetPeriod'],
  };
}

/** Usage rows in one statement. */
async function insertUsageRows(db: Kysely<Database>, records: ReadonlyArray<UsageRecord>): Promise<void> {
  if (records.length === 0) return;
  // The whole batch travels as one JSON parameter: binding 12 parameters per row is what
  // costs on the in-process (WASM) embedded database — measured 24 → 14 µs per row; as jsonb,
  // whose `->>` does not re-parse the element per field (request log rows: 22 → 10 µs).
  const rows = JSON.stringify(
    records.map((r) => [
      r.keyId, r.userId, storableText(r.model), r.status, r.stream, r.level, r.requests ?? 1, r.promptTokensOriginal, r.promptTokens,
      r.completionTokens, r.latencyMs, r.compressionMs, r.createdAt.toISOString(), r.cachedTokens ?? 0,
    ]),
  );
  await sql`
    insert into usage_records (key_id, user_id, model, status, stream, level, requests, prompt_tokens_original,
      prompt_tokens, completion_tokens, latency_ms, compression_ms, created_at, cached_tokens)
    select r->>0, r->>1, r->>2, (r->>3)::integer, (r->>4)::boolean, r->>5, (r->>6)::bigint, (r->>7)::bigint,
      (r->>8)::bigint, (r->>9)::bigint, (r->>10)::double precision, (r->>11)::double precision, (r->>12)::timestamptz,
      (r->>13)::bigint
    from jsonb_array_elements(${rows}::jsonb) as r
  `.execute(db);
}

export function createKyselyStore(opts: KyselyStoreOptions): Store {
  const { db, feed } = opts;
  let closed = false;

  return {
    kind: opts.kind,

    async migrate() {
      // The Migrator also creates the schema when missing (checking first, so a database
      // user without CREATE on the database can still migrate an existing schema).
      // Unordered: parallel branches each append a migration, and a database that ran one
      // branch's must still accept the other's, whose name may sort earlier.
      const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: opts.schema, allowUnorderedMigrations: true });
      // An instance joining a migrated database reads the bookkeeping and is done: the
      // migration lock is one advisory lock for the whole database (every schema), so taking
      // it on every start would queue a restart behind any other schema's migration.
      const pending = await migrator.getMigrations().then((all) => all.some((m) => m.executedAt === undefined)).catch(() => true);
      if (!pending) return;
      const { error } = await migrator.migrateToLatest();
      if (error) throw errors.migrationFailed(error);
    },

    async ping() {
      await sql`select 1`.execute(db);
    },

    async upsertUser(profile: UserProfile) {
      const row = await db
        .insertInto('users')
        .values({ id: randomUUID(), issuer: profile.issuer, subject: profile.subject, email: profile.email ?? null, name: profile.name ?? null })
        .onConflict((oc) =>
          oc.columns(['issuer', 'subject']).doUpdateSet((eb) => ({
            // A profile field the identity provider did not send keeps its stored value.
            email: profile.email === undefined ? eb.ref('users.email') : eb.ref('excluded.email'),
            name: profile.name === undefined ? eb.ref('users.name') : eb.ref('excluded.name'),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    async getUserBySubject(issuer, subject) {
      const row = await db.selectFrom('users').selectAll().where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
      return row && toUser(row);
    },

    async getUser(id) {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },

    async insertKey(key: NewKey) {
      const row = await db
        .insertInto('api_keys')
        .values({
          id: key.id,
          user_id: key.userId,
          name: key.name,
          key_prefix: key.keyPrefix,
          key_hash: key.keyHash,
          mode: key.mode,
          upstream_base_url: key.upstreamBaseUrl,
          upstream_api_key_enc: key.upstreamApiKeyEnc,
          compression: key.compression,
          rpm_limit: key.rpmLimit ?? null,
          tpm_limit: key.tpmLimit ?? null,
          budget_usd: key.budgetUsd ?? null,
          budget_period: key.budgetPeriod ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toKey(row);
    },

    async getKey(id) {
      const row = await db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toKey(row);
    },

    async findKeyByHash(keyHash) {
      const row = await db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
      return row && toKey(row);
    },

    async listKeys(userId) {
      const rows = await db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(toKey);
    },

    async revokeKey(id) {
      const row = await db.transaction().execute(async (trx) => {
        const revoked = await trx
          .updateTable('api_keys')
          .set((eb) => ({ is_active: false, revoked_at: eb.fn.coalesce('revoked_at', sql<Date>`now()`) }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (revoked && opts.notifyChannel) {
          // Sent on commit, so listeners never hear of a revocation that rolled back.
          const payload = JSON.stringify({ id: revoked.id, keyHash: revoked.key_hash });
          await sql`select pg_notify(${opts.notifyChannel}, ${payload})`.execute(trx);
        }
        return revoked;
      });
      if (!row) return undefined;
      feed.emitRevoked({ id: row.id, keyHash: row.key_hash });
      return toKey(row);
    },

    async touchKeys(updates) {
      const latest = new Map<string, Date>();
      for (const u of updates) {
        const seen = latest.get(u.id);
        if (!seen || seen < u.lastUsedAt) latest.set(u.id, u.lastUsedAt);
      }
      if (latest.size === 0) return;
      const values = sql.join([...latest].map(([id, at]) => sql`(${id}, ${at.toISOString()}::timestamptz)`));
      // One statement for the whole batch; the guard keeps a late, older write from moving a timestamp back.
      await db
        .updateTable('api_keys as k')
        .from(sql<{ id: string; at: Date }>`(values ${values})`.as<'v'>(sql`v(id, at)`))
        .set((eb) => ({ last_used_at: eb.ref('v.at') }))
        .whereRef('k.id', '=', 'v.id')
        .where((eb) => eb.or([eb('k.last_used_at', 'is', null), eb('k.last_used_at', '<', eb.ref('v.at'))]))
        .execute();
    },

    async revokeSession(sid, until) {
      // Prune first, on the database's clock with a grace period: an instance whose clock
      // lags the database still sees the session as live for a moment after `until`, and
      // its row must outlive that. Pruning before the upsert also means a row written now
      // is never deleted by its own call, whatever its `until`.
      await db.deleteFrom('session_revocations').where('until', '<', sql<Date>`now() - ${PRUNE_GRACE}::interval`).execute();
      await db
        .insertInto('session_revocations')
        .values({ sid, until })
        .onConflict((oc) => oc.column('sid').doUpdateSet({ until: sql<Date>`greatest(session_revocations.until, excluded.until)` }))
        .execute();
    },

    async isSessionRevoked(sid, now) {
      const row = await db.selectFrom('session_revocations').select('sid').where('sid', '=', sid).where('until', '>', now).executeTakeFirst();
      return row !== undefined;
    },

    async insertUsage(records: ReadonlyArray<UsageRecord>, checkpoint?: JournalCheckpoint, requestLog: ReadonlyArray<RequestLogEntry> = []) {
      if (checkpoint || requestLog.length > 0) {
        await db.transaction().execute(async (trx) => {
          await insertUsageRows(trx, records);
          await insertRequestLog(trx, requestLog);
          if (!checkpoint) return;
          await trx
            .insertInto('usage_journal_checkpoints')
            .values({ journal: checkpoint.journal, seq: String(checkpoint.seq) })
            .onConflict((oc) => oc.column('journal').doUpdateSet({ seq: sql`greatest(usage_journal_checkpoints.seq, excluded.seq)` }))
            .execute();
        });
        return;
      }
      await insertUsageRows(db, records);
    },

    async usageCheckpoint(journal) {
      const row = await db.selectFrom('usage_journal_checkpoints').select('seq').where('journal', '=', journal).executeTakeFirst();
      return row ? Number(row.seq) : 0;
    },

    async forgetUsageCheckpoint(journal) {
      await db.deleteFrom('usage_journal_checkpoints').where('journal', '=', journal).execute();
    },

    queryUsage: (query) => queryUsage(db, query),
    compactBefore: (before) => compactBefore(db, before),
    insertRequestLog: (entries) => insertRequestLog(db, entries),
    queryRequestLog: (query) => queryRequestLog(db, query),
    insertRequestBodies: (records) => insertRequestBodies(db, records),
    getRequest: (userId, requestId) => getRequest(db, userId, requestId),

    async getUsersByEmail(email) {
      const rows = await db.selectFrom('users').selectAll().where(sql`lower(email)`, '=', email.toLowerCase()).orderBy('created_at', 'desc').execute();
      return rows.map(toUser);
    },

    onKeyRevoked: (listener) => feed.onKeyRevoked(listener),
    onRevocationsMissed: (listener) => feed.onRevocationsMissed(listener),

    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await opts.onClose?.();
    },
  };
}
