/**
 * @module limits/memory-backend
 * Limit counters in this process: right for one instance (and the default). Every call runs
 * to completion without awaiting, so a check and its count are atomic under Node's single
 * thread. Expired counters are swept once a minute.
 */
import type { AdmitRequest, AdmitResult, LimitBackend, SettleRequest } from './types.js';

interface Counter {
  value: number;
  expiresAt: number;
}

export function createMemoryLimitBackend(options: { now?: () => number } = {}): LimitBackend {
  const now = options.now ?? Date.now;
  const counters = new Map<string, Counter>();
  const read = (key: string): number => {
    const c = counters.get(key);
    return c && c.expiresAt > now() ? c.value : 0;
  };
  const add = (key: string, by: number, expiresAt: number) => {
    const c = counters.get(key);
    if (c && c.expiresAt > now()) c.value += by;
    else counters.set(key, { value: by, expiresAt });
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, c] of counters) if (c.expiresAt <= t) counters.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    kind: 'memory',
    async admit(r: AdmitRequest): Promise<AdmitResult> {
      const rk = `${r.keyId}:r:${r.windowId}`;
      const tk = `${r.keyId}:t:${r.windowId}`;
      const bk = r.budget ? `${r.keyId}:b:${r.budget.periodId}` : '';
      const state = { requests: read(rk), tokens: read(tk), spentMicros: bk ? read(bk) : 0 };
      if (r.rpm !== undefined && state.requests + 1 > r.rpm) return { refusedBy: 'requests', ...state };
      if (r.tpm !== undefined && state.tokens + r.tokens > r.tpm) return { refusedBy: 'tokens', ...state };
      if (r.budget && state.spentMicros >= r.budget.capMicros) return { refusedBy: 'budget', ...state };
      if (r.rpm !== undefined) add(rk, 1, r.windowEndsAt);
      if (r.tpm !== undefined) add(tk, r.tokens, r.windowEndsAt);
      if (r.budget) add(bk, r.budget.reserveMicros, r.budget.endsAt + 86_400_000);
      return { requests: read(rk), tokens: read(tk), spentMicros: bk ? read(bk) : 0 };
    },
    async settle(s: SettleRequest) {
      const correct = (key: string, by: number) => {
        const c = counters.get(key);
        if (by !== 0 && c && c.expiresAt > now()) c.value = Math.max(0, c.value + by);
      };
      correct(`${s.keyId}:t:${s.windowId}`, s.tokensDelta);
      if (s.budgetPeriodId) correct(`${s.keyId}:b:${s.budgetPeriodId}`, s.spendDeltaMicros);
    },
    async spent(keyId, periodId) {
      return read(`${keyId}:b:${periodId}`);
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}
