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

/**
 * The roll-up row the last record went to: under steady traffic the next record (same key,
 * model, status…, same second) goes to it too, found without building and hashing its key.
 */
let last: (Pick<UsageRecord, 'keyId' | 'userId' | 'model' | 'status' | 'stream' | 'level'> & { open: Rollup; second: number; row: UsageRecord }) | undefined;

function sameRow(l: NonNullable<typeof last>, open: Rollup, second: number, e: UsageRecord): boolean {
  return l.open === open && l.second === second && l.keyId === e.keyId && l.userId === e.userId && l.model === e.model
    && l.status === e.status && l.stream === e.stream && l.level === e.level;
}

/** Adds one record to a roll-up. */
export function rollInto(open: Rollup, entry: UsageRecord): void {
  const second = Math.floor(entry.createdAt.getTime() / 1000);
  if (last !== undefined && sameRow(last, open, second, entry)) {
    addInto(last.row, entry);
    return;
  }
  const key = rollupKey(entry, second);
  let row = open.get(key);
  if (row) addInto(row, entry);
  else open.set(key, (row = { ...entry, requests: entry.requests ?? 1, createdAt: new Date(second * 1000) }));
  last = { open, second, row, keyId: entry.keyId, userId: entry.userId, model: entry.model, status: entry.status, stream: entry.stream, level: entry.level };
}

/** Records rolled up. */
export function rollUp(records: readonly UsageRecord[]): UsageRecord[] {
  const open: Rollup = new Map();
  for (const r of records) rollInto(open, r);
  return [...open.values()];
}
