/**
 * @module dashboard/requests-route
 * `GET /api/requests` — the signed-in user's recent requests, newest first (the Activity page):
 * time, key, model, status and error code, stream, tokens before and after compression, cached
 * tokens, cost, latency and request id. Filters: `keyId`, `model`, `status` (`429` or a class
 * like `4xx`), `from`/`to`; pages of `limit` (default 50, at most 200) follow `nextCursor`
 * (`cursor=`). `bodiesKept` says whether this gateway keeps request bodies (the operator's
 * opt-in, PITH_REQUEST_LOG_BODIES; otherwise the log is metadata only).
 * `GET /api/requests/:requestId` — one request with its bodies, when they were kept: the prompt
 * as received and as sent upstream, and the reply text, redacted and cut to size.
 * Session-authenticated; only the caller's own requests are ever read (another user's id is a 404).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequireSession } from '../auth/types.js';
import { errors } from '../errors/index.js';
import { rejectInvalidQuery } from './query-validation.js';
import type { RequestLogQuery, Store, StoredRequestLogEntry } from '../store/types.js';
import type { RequestLogSink } from '../usage/request-log.js';

export const RequestsQuerySchema = Type.Object(
  {
    keyId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    status: Type.Optional(Type.String({ pattern: '^([245]xx|[1-5][0-9]{2})$' })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,19}$' })),
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  },
  { additionalProperties: false },
);
export type RequestsQueryString = Static<typeof RequestsQuerySchema>;

export const RequestItemSchema = Type.Object({
  id: Type.String(),
  time: Type.String({ format: 'date-time' }),
  requestId: Type.String(),
  keyId: Type.String(),
  keyName: Type.Union([Type.String(), Type.Null()]),
  keyPrefix: Type.Union([Type.String(), Type.Null()]),
  model: Type.String(),
  status: Type.Integer(),
  errorCode: Type.Union([Type.String(), Type.Null()]),
  stream: Type.Boolean(),
  level: Type.String(),
  promptTokensOriginal: Type.Integer(),
  promptTokens: Type.Integer(),
  cachedTokens: Type.Integer(),
  completionTokens: Type.Integer(),
  costUsd: Type.Number(),
  latencyMs: Type.Number(),
});
export type RequestItem = Static<typeof RequestItemSchema>;

export const RequestsPageSchema = Type.Object({
  data: Type.Array(RequestItemSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  /** Whether this gateway keeps request bodies now (PITH_REQUEST_LOG_BODIES). */
  bodiesKept: Type.Boolean(),
});
export type RequestsPage = Static<typeof RequestsPageSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const RequestBodiesSchema = Type.Object({
  /** The request as the client sent it. */
  received: Type.String(),
  /** The request as sent upstream (compressed); null when it was never sent. */
  sent: NullableString,
  /** Assistant content, tool calls as JSON, or the error the client got; null when there was no reply. */
  reply: NullableString,
});

export const RequestDetailSchema = Type.Composite([
  RequestItemSchema,
  Type.Object({
    /** Null when none were kept for this request. */
    bodies: Type.Union([RequestBodiesSchema, Type.Null()]),
    bodiesKept: Type.Boolean(),
  }),
]);
export type RequestDetail = Static<typeof RequestDetailSchema>;

export const RequestParamsSchema = Type.Object({ requestId: Type.String({ minLength: 1, maxLength: 128 }) });
type RequestParams = Static<typeof RequestParamsSchema>;

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 200;

export function toLogQuery(userId: string, q: RequestsQueryString): RequestLogQuery {
  const limit = q.limit === undefined ? DEFAULT_PAGE : Number(q.limit);
  if (limit < 1 || limit > MAX_PAGE) throw errors.invalidValue(`Invalid 'limit': use 1 to ${MAX_PAGE}.`, 'limit');
  const query: RequestLogQuery = { userId, limit, keyId: q.keyId, model: q.model, before: q.cursor };
  if (q.status?.endsWith('xx')) query.statusClass = Number(q.status[0]) as 2 | 4 | 5;
  else if (q.status !== undefined) query.status = Number(q.status);
  if (q.from) query.from = new Date(q.from);
  if (q.to) query.to = new Date(q.to);
  if (query.from && query.to && !(query.from < query.to)) throw errors.invalidValue("Invalid range: 'from' must be earlier than 'to'.", 'from');
  return query;
}

export interface RequestsRouteDeps {
  requireSession: RequireSession;
  store: Pick<Store, 'queryRequestLog' | 'getRequest' | 'listKeys'>;
  /** Says whether bodies are kept; absent: they are not. */
  requestLog?: Pick<RequestLogSink, 'keepsBodies'>;
}

type KeyNames = Map<string, { name: string; keyPrefix: string }>;

function toItem(e: StoredRequestLogEntry, keys: KeyNames): RequestItem {
  return {
    id: e.id,
    time: e.createdAt.toISOString(),
    requestId: e.requestId,
    keyId: e.keyId,
    keyName: keys.get(e.keyId)?.name ?? null,
    keyPrefix: keys.get(e.keyId)?.keyPrefix ?? null,
    model: e.model,
    status: e.status,
    errorCode: e.errorCode,
    stream: e.stream,
    level: e.level,
    promptTokensOriginal: e.promptTokensOriginal,
    promptTokens: e.promptTokens,
    cachedTokens: e.cachedTokens,
    completionTokens: e.completionTokens,
    costUsd: e.costUsd,
    latencyMs: e.latencyMs,
  };
}

export function registerRequestsRoute(app: FastifyInstance, deps: RequestsRouteDeps): void {
  const bodiesKept = deps.requestLog?.keepsBodies ?? false;
  app.get(
    '/api/requests',
    { schema: { querystring: RequestsQuerySchema, response: { 200: RequestsPageSchema } }, attachValidation: true, preValidation: deps.requireSession },
    async (request: FastifyRequest<{ Querystring: RequestsQueryString }>, reply): Promise<RequestsPage> => {
      rejectInvalidQuery(request);
      const user = request.user;
      if (!user) throw errors.sessionRequired();
      const query = toLogQuery(user.id, request.query);
      const [entries, keys] = await Promise.all([deps.store.queryRequestLog(query), deps.store.listKeys(user.id)]);
      const byId: KeyNames = new Map(keys.map((k) => [k.id, k]));
      void reply.header('cache-control', 'no-store');
      return {
        data: entries.map((e) => toItem(e, byId)),
        nextCursor: entries.length === query.limit ? entries.at(-1)!.id : null,
        bodiesKept,
      };
    },
  );

  app.get(
    '/api/requests/:requestId',
    { schema: { params: RequestParamsSchema, response: { 200: RequestDetailSchema } }, attachValidation: true, preValidation: deps.requireSession },
    async (request: FastifyRequest<{ Params: RequestParams }>, reply): Promise<RequestDetail> => {
      rejectInvalidQuery(request);
      const user = request.user;
      if (!user) throw errors.sessionRequired();
      const [detail, keys] = await Promise.all([deps.store.getRequest(user.id, request.params.requestId), deps.store.listKeys(user.id)]);
      // Another user's request reads exactly like one that does not exist.
      if (!detail) throw errors.requestNotFound();
      void reply.header('cache-control', 'no-store');
      const b = detail.bodies;
      return {
        ...toItem(detail.entry, new Map(keys.map((k) => [k.id, k]))),
        bodies: b ? { received: b.received, sent: b.sent, reply: b.reply } : null,
        bodiesKept,
      };
    },
  );
}
