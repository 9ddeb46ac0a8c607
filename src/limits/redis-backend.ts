/**
 * @module limits/redis-backend
 * Limit counters in Redis (`PITH_REDIS_URL`), shared by every instance: one Lua script per
 * check, so the check and the count are one atomic step on the server however many instances
 * ask at once. The three counters of a key share a hash tag (`{keyId}`), so the script also
 * works on a Redis Cluster. Counters expire with their window or period (PEXPIREAT: the same
 * absolute time whoever sets it).
 */
import { Redis } from 'ioredis';
import type { AdmitRequest, AdmitResult, LimitBackend, LimitKind, SettleRequest } from './types.js';

const ADMIT = `
local r = tonumber(redis.call('GET', KEYS[1]) or '0')
local t = tonumber(redis.call('GET', KEYS[2]) or '0')
local s = tonumber(redis.call('GET', KEYS[3]) or '0')
local rpm, tpm, tokens, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
if rpm >= 0 and r + 1 > rpm then return {1, r, t, s} end
if tpm >= 0 and t + tokens > tpm then return {2, r, t, s} end
if cap >= 0 and s >= cap then return {3, r, t, s} end
if rpm >= 0 then
  r = redis.call('INCR', KEYS[1])
  redis.call('PEXPIREAT', KEYS[1], ARGV[6])
end
if tpm >= 0 then
  t = redis.call('INCRBY', KEYS[2], tokens)
  redis.call('PEXPIREAT', KEYS[2], ARGV[6])
end
if cap >= 0 then
  s = redis.call('INCRBY', KEYS[3], ARGV[5])
  redis.call('PEXPIREAT', KEYS[3], ARGV[7])
end
return {0, r, t, s}
`;

const SETTLE = `
for i = 1, 2 do
  local by = tonumber(ARGV[i])
  if by ~= 0 and redis.call('EXISTS', KEYS[i]) == 1 then
    local v = redis.call('INCRBY', KEYS[i], by)
    if v < 0 then redis.call('SET', KEYS[i], 0, 'KEEPTTL') end
  end
end
return 0
`;

const REFUSED: Record<number, LimitKind | undefined> = { 1: 'requests', 2: 'tokens', 3: 'budget' };

interface LimitCommands {
  pithAdmit(rk: string, tk: string, bk: string, ...args: Array<string | number>): Promise<[number, number, number, number]>;
  pithSettle(tk: string, bk: string, tokensDelta: number, spendDelta: number): Promise<number>;
}

export interface RedisLimitBackendOptions {
  url: string;
  /** Prefix of every key (tests isolate runs with one of their own). */
  prefix?: string;
}

export async function createRedisLimitBackend(options: RedisLimitBackendOptions): Promise<LimitBackend> {
  const prefix = options.prefix ?? 'pith:limits:';
  // A request must not hang on a Redis that is gone: fail fast (the limiter then admits and logs).
  const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
  redis.on('error', () => undefined); // reported per call by the limiter; ioredis reconnects by itself
  redis.defineCommand('pithAdmit', { numberOfKeys: 3, lua: ADMIT });
  redis.defineCommand('pithSettle', { numberOfKeys: 2, lua: SETTLE });
  await redis.connect();
  const commands = redis as unknown as LimitCommands;
  const keys = (keyId: string, windowId: number, periodId: string) => [
    `${prefix}{${keyId}}:r:${windowId}`,
    `${prefix}{${keyId}}:t:${windowId}`,
    `${prefix}{${keyId}}:b:${periodId}`,
  ] as const;

  return {
    kind: 'redis',
    async admit(r: AdmitRequest): Promise<AdmitResult> {
      const [rk, tk, bk] = keys(r.keyId, r.windowId, r.budget?.periodId ?? '-');
      const [code, requests, tokens, spent] = await commands.pithAdmit(
        rk, tk, bk,
        r.rpm ?? -1, r.tpm ?? -1, r.tokens, r.budget?.capMicros ?? -1, r.budget?.reserveMicros ?? 0,
        r.windowEndsAt + 5_000, (r.budget?.endsAt ?? 0) + 86_400_000,
      );
      return { refusedBy: REFUSED[code], requests, tokens, spentMicros: spent };
    },
    async settle(s: SettleRequest) {
      if (s.tokensDelta === 0 && s.spendDeltaMicros === 0) return;
      const [, tk, bk] = keys(s.keyId, s.windowId, s.budgetPeriodId ?? '-');
      await commands.pithSettle(tk, bk, s.tokensDelta, s.budgetPeriodId ? s.spendDeltaMicros : 0);
    },
    async spent(keyId, periodId) {
      return Number((await redis.get(keys(keyId, 0, periodId)[2])) ?? 0);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
