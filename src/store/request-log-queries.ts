/**
 * @module store/request-log-queries
 * The request log (the Activity page): one row per request, metadata only, written in batches
 * (usage/request-log.ts) and read newest first per user with an id cursor; and, when an operator
 * opts in, each request's bodies in a table beside it, read one request at a time.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CompressionLevel } from '../wire/compression-levels.js';
import type { Database, RequestLogTable } from './schema.js';
import { storableText } from './storable-text.js';
import type { RequestBodiesRecord, RequestDetail, RequestLogEntry, RequestLogQuery, StoredRequestLogEntry } from './types.js';

export async function insertRequestLog(db: Kysely<Database>, entries: ReadonlyArray<RequestLogEntry>): Promise<void> {
  if (entries.length === 0) return;
  // One JSON parameter for the batch, as for usage rows (cheaper than binding 15 per row on PGlite),
  // as jsonb: `->>` on json re-parses the element for every field — 22 against 10 µs a row on PGlite.
  const rows = JSON.stringify(
    entries.map((e) => [
      storableText(e.requestId), e.userId, e.keyId, storableText(e.model), e.status, storableText(e.errorCode), e.stream, e.level, e.promptTokensOriginal, e.promptTokens,
      e.cachedTokens, e.completionTokens, e.costUsd, e.latencyMs, e.createdAt.toISOString(),
    ]),
  );
  await sql`
    insert into request_log (request_id, user_id, key_id, model, status, error_code, stream, level, prompt_tokens_original,
      prompt_tokens, cached_tokens, completion_tokens, cost_usd, latency_ms, created_at)
    select r->>0, r->>1, r->>2, r->>3, (r->>4)::integer, r->>5, (r->>6)::boolean, r->>7, (r->>8)::integer, (r->>9)::integer,
      (r->>10)::integer, (r->>11)::integer, (r->>12)::double precision, (r->>13)::double precision, (r->>14)::timestamptz
    from jsonb_array_elements(${rows}::jsonb) as r
  `.execute(db);
}

export async function queryRequestLog(db: Kysely<Database>, query: RequestLogQuery): Promise<StoredRequestLogEntry[]> {
  let q = db.selectFrom('request_log').selectAll().where('user_id', '=', query.userId);
  if (query.keyId) q = q.where('key_id', '=', query.keyId);
  if (query.model) q = q.where('model', '=', query.model);
  if (query.status !== undefined) q = q.where('status', '=', query.status);
  if (query.statusClass !== undefined) q = q.where('status', '>=', query.statusClass * 100).where('status', '<', query.statusClass * 100 + 100);
  if (query.from) q = q.where('created_at', '>=', query.from);
  if (query.to) q = q.where('created_at', '<', query.to);
  if (query.before) q = q.where('id', '<', query.before);
  const rows = await q.orderBy('id', 'desc').limit(query.limit).execute();
  return rows.map(toEntry);
}

function toEntry(r: Selectable<RequestLogTable>): StoredRequestLogEntry {
  return {
    id: String(r.id),
    requestId: r.request_id,
    keyId: r.key_id,
    userId: r.user_id,
    model: r.model,
    status: r.status,
    errorCode: r.error_code,
    stream: r.stream,
    level: r.level as CompressionLevel,
    promptTokensOriginal: r.prompt_tokens_original,
    promptTokens: r.prompt_tokens,
    cachedTokens: r.cached_tokens,
    completionTokens: r.completion_tokens,
    costUsd: Number(r.cost_usd),
    latencyMs: Number(r.latency_ms),
    createdAt: new Date(r.created_at),
  };
}

export async function insertRequestBodies(db: Kysely<Database>, records: ReadonlyArray<RequestBodiesRecord>): Promise<void> {
  // Six parameters a row: a thousand rows a statement stays far below PostgreSQL's 65535.
  for (let at = 0; at < records.length; at += 1000) {
    await db
      .insertInto('request_bodies')
      .values(records.slice(at, at + 1000).map((b) => ({ request_id: storableText(b.requestId), user_id: b.userId, received: storableText(b.received), sent: storableText(b.sent), reply: storableText(b.reply), created_at: b.createdAt })))
      .execute();
  }
}

/** Both lookups are by owner first, so another user's request id finds nothing. */
export async function getRequest(db: Kysely<Database>, userId: string, requestId: string): Promise<RequestDetail | undefined> {
  const [row, bodies] = await Promise.all([
    db.selectFrom('request_log').selectAll().where('user_id', '=', userId).where('request_id', '=', requestId).orderBy('id', 'desc').limit(1).executeTakeFirst(),
    db
      .selectFrom('request_bodies')
      .select(['received', 'sent', 'reply', 'created_at'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (!row) return undefined;
  const detail: RequestDetail = { entry: toEntry(row) };
  if (bodies) detail.bodies = { received: bodies.received, sent: bodies.sent, reply: bodies.reply, createdAt: new Date(bodies.created_at) };
  return detail;
}
