/**
 * @module dashboard/usage-route
 * `GET /api/usage?from=ISO&to=ISO&keyId=&bucket=hour|day` — the signed-in user's usage:
 * totals overall and per key, and a time series, with tokens and estimated money saved.
 * Session-authenticated; only the caller's own keys are ever read.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequireSession } from '../auth/types.js';
import type { Store } from '../store/types.js';
import { errors } from '../errors/index.js';
import { rejectInvalidQuery } from './query-validation.js';
import { createModelPriceLookup, type PriceTable } from '../usage/prices.js';
import { summariseUsage, type BucketWidth } from './usage-summary.js';

export const UsageQuerySchema = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    keyId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    bucket: Type.Optional(Type.Union([Type.Literal('hour'), Type.Literal('day')])),
  },
  { additionalProperties: false },
);
export type UsageQueryString = Static<typeof UsageQuerySchema>;

const DAY_MS = 86_400_000;
/** Longest range per bucket width, so a reply never holds more than ~1,000 points. */
export const MAX_RANGE_MS: Record<BucketWidth, number> = { hour: 42 * DAY_MS, day: 3 * 366 * DAY_MS };
const DEFAULT_RANGE_MS = 7 * DAY_MS;

export interface UsageRange {
  from: Date;
  to: Date;
  bucket: BucketWidth;
}

/** Applies defaults (last 7 days; hourly up to 2 days, else daily) and checks the range. */
export function resolveUsageRange(query: UsageQueryString, now: Date = new Date()): UsageRange {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_RANGE_MS);
  if (!(from.getTime() < to.getTime())) {
    throw errors.invalidValue("Invalid range: 'from' must be earlier than 'to'.", 'from');
  }
  const span = to.getTime() - from.getTime();
  const bucket: BucketWidth = query.bucket ?? (span <= 2 * DAY_MS ? 'hour' : 'day');
  if (span > MAX_RANGE_MS[bucket]) {
    const days = Math.floor(MAX_RANGE_MS[bucket] / DAY_MS);
    throw errors.invalidValue(`Invalid range: at most ${days} days with bucket '${bucket}'.`, bucket === 'hour' ? 'bucket' : 'from');
  }
  return { from, to, bucket };
}

export interface UsageRouteDeps {
  requireSession: RequireSession;
  store: Pick<Store, 'queryUsage' | 'listKeys'>;
  prices: PriceTable;
}

export function registerUsageRoute(app: FastifyInstance, deps: UsageRouteDeps): void {
  const priceOf = createModelPriceLookup(deps.prices);
  const pricing = { source: deps.prices.source, fallbackUsdPerMillion: deps.prices.fallbackUsdPerMillion };
  app.get(
    '/api/usage',
    { schema: { querystring: UsageQuerySchema }, attachValidation: true, preValidation: deps.requireSession },
    async (request: FastifyRequest<{ Querystring: UsageQueryString }>, reply) => {
      rejectInvalidQuery(request);
      const user = request.user;
      if (!user) throw errors.sessionRequired();
      const range = resolveUsageRange(request.query);
      const allKeys = await deps.store.listKeys(user.id);
      const { keyId } = request.query;
      if (keyId !== undefined && !allKeys.some((k) => k.id === keyId)) {
        throw errors.usageKeyNotFound(keyId);
      }
      const rows = await deps.store.queryUsage({ userId: user.id, keyId, ...range });
      const keys = keyId === undefined ? allKeys : allKeys.filter((k) => k.id === keyId);
      void reply.header('cache-control', 'no-store');
      const summary = summariseUsage({ rows, keys, ...range, priceOf });
      // Labelled so the UI can say whether money figures use built-in default prices.
      return { ...summary, pricing };
    },
  );
}
