/**
 * @module usage/rollup
 * Usage records that share every dimension (key, user, model, status, stream, level) within one
 * second become one record whose `requests`, token and time fields are sums: accounting stays
 * exact to the token and the second while the store gets a few rows a second.
 */
import type { UsageRecord } from '../store/types.js';

/** Records of one roll-up, by key (insertion order = time order). */
export type Rollup = Map<string, UsageRecord>;

function rollupKey(e: UsageRecord, second: number): string {
  return `${second}\u0000${e.keyId}\u0000${e.userId}\u0000${e.model}\u0000${e.status}\u0000${e.stream}\u0000${e.level}`;
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

/** Adds one record to a roll-up. */
export function rollInto(open: Rollup, entry: UsageRecord): void {
  const second = Math.floor(entry.createdAt.getTime() / 1000);
  const key = rollupKey(entry, second);
  const existing = open.get(key);
  if (existing) addInto(existing, entry);
  else open.set(key, { ...entry, requests: entry.requests ?? 1, createdAt: new Date(second * 1000) });
}

/** Records rolled up. */
export function rollUp(records: readonly UsageRecord[]): UsageRecord[] {
  const open: Rollup = new Map();
  for (const r of records) rollInto(open, r);
  return [...open.values()];
}
