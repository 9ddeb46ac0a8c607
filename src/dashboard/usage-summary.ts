/**
 * @module dashboard/usage-summary
 * Pure aggregation behind `GET /api/usage`: the store's per-(bucket, key, model) rows become
 * totals overall and per key, and a gap-free time series, each with tokens saved and the
 * estimated money saved at the model's prompt price (usage/prices.ts) — gross, and net of what
 * the upstream's prompt caching would have saved anyway:
 *
 *   f = cached / sent                      (the share of the sent prompt the cache served)
 *   gross = (original − sent) × input
 *   caching would have saved = (original − sent) × f × (input − cachedInput)
 *   net = gross − that = (original − sent) × ((1 − f) × input + f × cachedInput)
 *
 * i.e. the tokens compression removed are priced at the blend of full and cached prices that
 * the request actually paid: compression is cache-stable, so without it the same share of the
 * (longer) prompt would have been served from the cache at the cached price.
 */
import type { KeyRecord, UsageBucket } from '../store/types.js';
import type { ModelPrice } from '../usage/prices.js';

export type BucketWidth = 'hour' | 'day';

export interface UsageTotals {
  requests: number;
  errors: number;
  promptTokensOriginal: number;
  promptTokens: number;
  /** Prompt tokens the upstream served from its prompt cache. */
  cachedTokens: number;
  tokensSaved: number;
  completionTokens: number;
  /** Estimated US dollars saved on prompt tokens, at the full prompt price. */
  savedUsd: number;
  /** The same, net of what prompt caching would have saved anyway (see the formula above). */
  savedUsdNetOfCaching: number;
}

export interface KeyUsage extends UsageTotals {
  keyId: string;
  name: string;
  keyPrefix: string;
  isActive: boolean;
}

export interface SeriesPoint extends UsageTotals {
  /** ISO 8601 start of the bucket (UTC). */
  bucketStart: string;
}

export interface UsageSummary {
  from: string;
  to: string;
  bucket: BucketWidth;
  totals: UsageTotals;
  keys: KeyUsage[];
  series: SeriesPoint[];
}

const BUCKET_MS: Record<BucketWidth, number> = { hour: 3_600_000, day: 86_400_000 };

export function emptyTotals(): UsageTotals {
  return { requests: 0, errors: 0, promptTokensOriginal: 0, promptTokens: 0, cachedTokens: 0, tokensSaved: 0, completionTokens: 0, savedUsd: 0, savedUsdNetOfCaching: 0 };
}

/** Start of the UTC hour or day containing `t`. */
export function bucketFloor(t: number, bucket: BucketWidth): number {
  return Math.floor(t / BUCKET_MS[bucket]) * BUCKET_MS[bucket];
}

/** Net of caching, per row: see the module comment. */
export function savedNetOfCaching(saved: number, sent: number, cached: number, price: Pick<ModelPrice, 'input' | 'cachedInput'>): number {
  const f = sent > 0 ? Math.min(1, cached / sent) : 0;
  return (saved * ((1 - f) * price.input + f * price.cachedInput)) / 1_000_000;
}

function add(into: UsageTotals, row: UsageBucket, price: ModelPrice): void {
  const saved = Math.max(0, row.promptTokensOriginal - row.promptTokens);
  into.requests += row.requests;
  into.errors += row.errors;
  into.promptTokensOriginal += row.promptTokensOriginal;
  into.promptTokens += row.promptTokens;
  into.cachedTokens += row.cachedTokens;
  into.tokensSaved += saved;
  into.completionTokens += row.completionTokens;
  into.savedUsd += (saved * price.input) / 1_000_000;
  into.savedUsdNetOfCaching += savedNetOfCaching(saved, row.promptTokens, row.cachedTokens, price);
}

export interface SummariseInput {
  rows: readonly UsageBucket[];
  /** The user's keys; every one is listed, used or not, so the page can show idle keys. */
  keys: readonly Pick<KeyRecord, 'id' | 'name' | 'keyPrefix' | 'isActive'>[];
  from: Date;
  to: Date;
  bucket: BucketWidth;
  priceOf: (model: string) => ModelPrice;
}

export function summariseUsage(input: SummariseInput): UsageSummary {
  const { rows, keys, from, to, bucket, priceOf } = input;
  const totals = emptyTotals();
  const perKey = new Map<string, KeyUsage>();
  for (const k of keys) {
    perKey.set(k.id, { keyId: k.id, name: k.name, keyPrefix: k.keyPrefix, isActive: k.isActive, ...emptyTotals() });
  }
  const points = new Map<number, UsageTotals>();
  const first = bucketFloor(from.getTime(), bucket);
  for (let t = first; t < to.getTime(); t += BUCKET_MS[bucket]) points.set(t, emptyTotals());

  for (const row of rows) {
    const price = priceOf(row.model);
    add(totals, row, price);
    const key = perKey.get(row.keyId);
    if (key) add(key, row, price);
    const start = bucketFloor(row.bucketStart.getTime(), bucket);
    let point = points.get(start);
    if (!point) points.set(start, (point = emptyTotals()));
    add(point, row, price);
  }
  const series = [...points.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([t, v]) => ({ bucketStart: new Date(t).toISOString(), ...v }));
  const keyList = [...perKey.values()].sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name));
  return { from: from.toISOString(), to: to.toISOString(), bucket, totals, keys: keyList, series };
}
