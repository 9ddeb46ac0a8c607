/**
 * @module limits/memory-backend
 * Limit counters in this process: right for one instance (and the default). Every call runs
 * to completion without awaiting, so a check and its count are atomic under Node's single
 * thread, and it answers synchronously (no promise on the hot path). One entry per key holds
 * the current minute window's counts and the spend per budget period; a key idle for a window
 * is reset on its next request, and keys idle for a day are swept.
 */
import type { AdmitRequest, AdmitResult, LimitBackend, SettleRequest } from './types.js';

interface KeyCounters {
  windowId: number;
  requests: number;
  tokens: number;
  /** Spend per budget period id, micro-dollars, with when that period's counter may go. */
  spent: Map<string, { micros: number; expiresAt: number }>;
  lastSeen: number;
}

const DAY_MS = 86_400_000;

export function createMemoryLimitBackend(options: { now?: () => number } = {}): LimitBackend {
  const now = options.now ?? Date.now;
  const keys = new Map<string, KeyCounters>();
  const countersOf = (keyId: string, windowId: number, t: number): KeyCounters => {
    let c = keys.get(keyId);
    if (!c) keys.set(keyId, (c = { windowId, requests: 0, tokens: 0, spent: new Map(), lastSeen: t }));
    else if (c.windowId !== windowId) {
      c.windowId = windowId;
      c.requests = 0;
      c.tokens = 0;
    }
    c.lastSeen = t;
    return c;
  };
  const spentIn = (c: KeyCounters | undefined, periodId: string, t: number): number => {
    const s = c?.spent.get(periodId);
    return s && s.expiresAt > t ? s.micros : 0;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [id, c] of keys) {
      if (t - c.lastSeen > DAY_MS) keys.delete(id);
      else for (const [p, s] of c.spent) if (s.expiresAt <= t) c.spent.delete(p);
    }
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    admit(r: AdmitRequest): AdmitResult {
      const t = now();
      const c = countersOf(r.keyId, r.windowId, t);
      const spentMicros = r.budget ? spentIn(c, r.budget.periodId, t) : 0;
      if (r.rpm !== undefined && c.requests + 1 > r.rpm) return { refusedBy: 'requests', requests: c.requests, tokens: c.tokens, spentMicros };
      if (r.tpm !== undefined && c.tokens + r.tokens > r.tpm) return { refusedBy: 'tokens', requests: c.requests, tokens: c.tokens, spentMicros };
      if (r.budget && spentMicros >= r.budget.capMicros) return { refusedBy: 'budget', requests: c.requests, tokens: c.tokens, spentMicros };
      if (r.rpm !== undefined) c.requests += 1;
      if (r.tpm !== undefined) c.tokens += r.tokens;
      if (!r.budget) return { requests: c.requests, tokens: c.tokens, spentMicros: 0 };
      c.spent.set(r.budget.periodId, { micros: spentMicros + r.budget.reserveMicros, expiresAt: r.budget.endsAt + DAY_MS });
      return { requests: c.requests, tokens: c.tokens, spentMicros: spentMicros + r.budget.reserveMicros };
    },
    settle(s: SettleRequest): void {
      const c = keys.get(s.keyId);
      if (!c) return;
      if (s.tokensDelta !== 0 && c.windowId === s.windowId) c.tokens = Math.max(0, c.tokens + s.tokensDelta);
      const spent = s.budgetPeriodId === undefined ? undefined : c.spent.get(s.budgetPeriodId);
      if (spent && s.spendDeltaMicros !== 0 && spent.expiresAt > now()) spent.micros = Math.max(0, spent.micros + s.spendDeltaMicros);
    },
    async spent(keyId, periodId) {
      return spentIn(keys.get(keyId), periodId, now());
    },
    async close() {
      clearInterval(sweep);
      keys.clear();
    },
  };
}
