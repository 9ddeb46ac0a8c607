/**
 * @module store/usage-queries
 * The usage table's reads and its retention, shared by both back ends: buckets per hour or
 * day for the dashboard, and the roll-up of old rows into one row per UTC day.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { CompactionResult, UsageBucket, UsageQuery } from './types.js';

export async function queryUsage(db: Kysely<Database>, query: UsageQuery): Promise<UsageBucket[]> {
  const unit = query.bucket === 'day' ? sql.lit('day') : sql.lit('hour');
  // Buckets are UTC whatever the server's TimeZone setting.
  const bucket = sql<Date>`(date_trunc(${unit}, created_at at time zone 'UTC') at time zone 'UTC')`;
  let q = db
    .selectFrom('usage_records')
    .select([
      bucket.as('bucket_start'),
      'key_id',
      'model',
      sql<string>`coalesce(sum(requests), 0)`.as('requests'),
      sql<string>`coalesce(sum(requests) filter (where status >= 400), 0)`.as('errors'),
      sql<string>`coalesce(sum(prompt_tokens_original), 0)`.as('prompt_tokens_original'),
      sql<string>`coalesce(sum(prompt_tokens), 0)`.as('prompt_tokens'),
      sql<string>`coalesce(sum(cached_tokens), 0)`.as('cached_tokens'),
      sql<string>`coalesce(sum(completion_tokens), 0)`.as('completion_tokens'),
    ])
    .where('user_id', '=', query.userId)
    .where('created_at', '>=', query.from)
    .where('created_at', '<', query.to);
  if (query.keyId) q = q.where('key_id', '=', query.keyId);
  const rows = await q.groupBy([sql`1`, 'key_id', 'model']).orderBy(sql`1`).orderBy('key_id').orderBy('model').execute();
  // PostgreSQL returns bigint counts as strings (pg) or numbers (PGlite); normalise both.
  return rows.map((r) => ({
    bucketStart: new Date(r.bucket_start),
    keyId: r.key_id,
    model: r.model,
    requests: Number(r.requests),
    errors: Number(r.errors),
    promptTokensOriginal: Number(r.prompt_tokens_original),
    promptTokens: Number(r.prompt_tokens),
    cachedTokens: Number(r.cached_tokens),
    completionTokens: Number(r.completion_tokens),
  }));
}

/**
 * One statement per table. The usage roll-up deletes the old rows and inserts their daily sums
 * in one data-modifying CTE: a second instance compacting at the same moment blocks on the
 * rows the first deletes and then finds them gone, so nothing is counted twice.
 */
export async function compactBefore(db: Kysely<Database>, before: Date): Promise<CompactionResult> {
  const rolled = await sql<{ n: string | number }>`
    with moved as (
      delete from usage_records where created_at < ${before} and not daily
      returning key_id, user_id, model, status, stream, level, requests, prompt_tokens_original, prompt_tokens,
        cached_tokens, completion_tokens, latency_ms, compression_ms, created_at
    ), inserted as (
      insert into usage_records (key_id, user_id, model, status, stream, level, requests, prompt_tokens_original,
        prompt_tokens, cached_tokens, completion_tokens, latency_ms, compression_ms, created_at, daily)
      select key_id, user_id, model, status, stream, level, sum(requests), sum(prompt_tokens_original), sum(prompt_tokens),
        sum(cached_tokens), sum(completion_tokens), sum(latency_ms), sum(compression_ms),
        date_trunc('day', created_at at time zone 'UTC') at time zone 'UTC', true
      from moved
      group by key_id, user_id, model, status, stream, level, date_trunc('day', created_at at time zone 'UTC')
      returning 1
    )
    select count(*) as n from moved
  `.execute(db);
  const deleted = await db.deleteFrom('request_log').where('created_at', '<', before).executeTakeFirst();
  // Bodies go with their request-log rows: the same cut on the same clock (both stamped when the request ended).
  const bodies = await db.deleteFrom('request_bodies').where('created_at', '<', before).executeTakeFirst();
  return {
    usageRowsRolled: Number(rolled.rows[0]?.n ?? 0),
    requestLogDeleted: Number(deleted.numDeletedRows),
    requestBodiesDeleted: Number(bodies.numDeletedRows),
  };
}
