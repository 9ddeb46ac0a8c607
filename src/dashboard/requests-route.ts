/**
 * @module dashboard/requests-route
 * `GET /api/requests` — the signed-in user's recent requests, newest first (the Activity page):
 * time, key, model, status and error code, stream, tokens before and after compression, cached
 * tokens, cost, latency and request id. Metadata only: prompts and replies are never stored.
 * Filters: `keyId`, `model`, `status` (`429` or a class like `4xx`), `from`/`to`; pages of
 * `limit` (default 50, at most 200) follow `nextCursor` (`cursor=`). Session-authenticated;
 * only the caller's own requests are ever read.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequireSession } from '../auth/types.js';
import { errors } from '../errors/index.js';
import { rejectInvalidQuery } from './query-validation.js';
import type { RequestLogQuery, Store } from '../store/types.js';

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

export const RequestsPageSchema = Type.Object({ data: Type.Array(RequestItemSchema), nextCursor: Type.Union([Type.String(), Type.Null()]) });
export type RequestsPage = Static<typeof RequestsPageSchema>;

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
  store: Pick<Store, 'queryRequestLog' | 'listKeys'>;
}

export function registerRequestsRoute(app: FastifyInstance, deps: RequestsRouteDeps): void {
  app.get(
    '/api/requests',
    { schema: { querystring: RequestsQuerySchema, response: { 200: RequestsPageSchema } }, attachValidation: true, preValidation: deps.requireSession },
    async (request: FastifyRequest<{ Querystring: RequestsQueryString }>, reply): Promise<RequestsPage> => {
      rejectInvalidQuery(request);
      const user = request.user;
      if (!user) throw errors.sessionRequired();
      const query = toLogQuery(user.id, request.query);
      const [entries, keys] = await Promise.all([deps.store.queryRequestLog(query), deps.store.listKeys(user.id)]);
      const byId = new Map(keys.map((k) => [k.id, k]));
      void reply.header('cache-control', 'no-store');
      return {
        data: entries.map((e) => ({
          id: e.id,
          time: e.createdAt.toISOString(),
          requestId: e.requestId,
          keyId: e.keyId,
          keyName: byId.get(e.keyId)?.name ?? null,
          keyPrefix: byId.get(e.keyId)?.keyPrefix ?? null,
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
        })),
        nextCursor: entries.length === query.limit ? entries.at(-1)!.id : null,
      };
    },
  );
}
