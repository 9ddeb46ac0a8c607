/**
 * @module usage/rollup
 * Usage records that share every dimension (key, user, model, status, stream, level) within one
 * second become one record whose `requests`, token and time fields are sums: accounting stays
 * exact to the token and the second while the store gets a few rows a second.
 */
import type { UsageRecord } from '../store/types.js';

/** Records of one roll-up, by key (insertion order = time order). */
export type Rollup = Map<string, UsageRecord>;

/**
 * The dimensions a roll-up row is kept apart by (besides its second) — the one place they are
 * listed: the roll-up key is built from them, and the fast path below compares them.
 */
function dimensionsOf(e: UsageRecord): Dimensions {
  return [e.keyId, e.userId, e.model, e.status, e.stream, e.level];
}
type Dimensions = Array<string | number | boolean>;

function rollupKey(second: number, dimensions: Dimensions): string {
  return `${second}\u0000${dimensions.join('\u0000')}`;
}

function addInto(into: UsageRecord, e: UsageRecord): void {
  into.requests = (into.requests ?? 1) + (e.requests ?? 1);
  into.promptTokensOriginal += e.promptTokensOriginal;
  into.promptTokens += e.promptTokens;
  into.cachedTokens = (into.cachedTokens ?? 0) + (e.cachedTokens ?? 0);
  into.completionTokens += e.completionTokens;
  into.latencyMs += e.latencyMs;
  into.compressionMs += e.compressionMs;
}

/**
 * The roll-up row the last record went to: under steady traffic the next record (same key,
 * model, status…, same second) goes to it too, found by comparing its dimensions without
 * building and hashing its key.
 */
let last: { open: Rollup; second: number; dimensions: Dimensions; row: UsageRecord } | undefined;

function sameRow(l: NonNullable<typeof last>, open: Rollup, second: number, dimensions: Dimensions): boolean {
  if (l.open !== open || l.second !== second) return false;
  for (let i = 0; i < dimensions.length; i++) if (l.dimensions[i] !== dimensions[i]) return false;
  return true;
}

/** Adds one record to a roll-up. */
export function rollInto(open: Rollup, entry: UsageRecord): void {
  const second = Math.floor(entry.createdAt.getTime() / 1000);
  const dimensions = dimensionsOf(entry);
  if (last !== undefined && sameRow(last, open, second, dimensions)) {
    addInto(last.row, entry);
    return;
  }
  const key = rollupKey(second, dimensions);
  let row = open.get(key);
  if (row) addInto(row, entry);
  else open.set(key, (row = { ...entry, requests: entry.requests ?? 1, createdAt: new Date(second * 1000) }));
  last = { open, second, dimensions, row };
}

/** Records rolled up. */
export function rollUp(records: readonly UsageRecord[]): UsageRecord[] {
  const open: Rollup = new Map();
  for (const r of records) rollInto(open, r);
  return [...open.values()];
}
