/**
 * The limit-backend conformance suite: what every place limit counters can live must do,
 * run by memory-backend.test.ts (this process) and redis-backend.test.ts (real Redis).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmitRequest, LimitBackend } from '../../src/limits/types.js';
import { windowOf } from '../../src/limits/windows.js';

export function describeLimitBackend(name: string, open: () => Promise<LimitBackend>): void {
  describe(`limit backend conformance: ${name}`, () => {
    let backend: LimitBackend;
    beforeAll(async () => {
      backend = await open();
    });
    afterAll(() => backend?.close());

    const base = (over: Partial<AdmitRequest> = {}): AdmitRequest => ({ keyId: randomUUID(), ...windowOf(Date.now()), tokens: 0, ...over });

    it('admits up to the requests limit, then refuses without counting the refusal', async () => {
      const req = base({ rpm: 3 });
      const seen = [];
      for (let i = 0; i < 5; i++) seen.push(await backend.admit(req));
      expect(seen.map((r) => r.refusedBy ?? 'ok')).toEqual(['ok', 'ok', 'ok', 'requests', 'requests']);
      expect(seen.map((r) => r.requests)).toEqual([1, 2, 3, 3, 3]);
    });

    it('is atomic: of many concurrent checks exactly the limit are admitted', async () => {
      const req = base({ rpm: 25 });
      const results = await Promise.all(Array.from({ length: 100 }, () => backend.admit(req)));
      expect(results.filter((r) => !r.refusedBy)).toHaveLength(25);
    });

    it('counts tokens and refuses a request that would pass the tokens limit; settling corrects the count', async () => {
      const req = base({ tpm: 1000 });
      expect(await backend.admit({ ...req, tokens: 600 })).toMatchObject({ tokens: 600 });
      expect(await backend.admit({ ...req, tokens: 500 })).toMatchObject({ refusedBy: 'tokens', tokens: 600 });
      // The first request used only 200 of its 600.
      await backend.settle({ keyId: req.keyId, windowId: req.windowId, tokensDelta: -400, spendDeltaMicros: 0 });
      expect(await backend.admit({ ...req, tokens: 500 })).toMatchObject({ tokens: 700 });
    });

    it('keeps counts per key and per window', async () => {
      const req = base({ rpm: 1 });
      expect((await backend.admit(req)).refusedBy).toBeUndefined();
      expect((await backend.admit(req)).refusedBy).toBe('requests');
      expect((await backend.admit({ ...req, keyId: randomUUID() })).refusedBy).toBeUndefined();
      const next = { ...req, windowId: req.windowId + 1, windowEndsAt: req.windowEndsAt + 60_000 };
      expect((await backend.admit(next)).refusedBy).toBeUndefined();
      expect((await backend.admit(next)).refusedBy).toBe('requests');
    });

    it('admits while less than the budget is spent, so the request that crosses it is the last', async () => {
      const keyId = randomUUID();
      const budget = { periodId: 'd2031-1-1', endsAt: Date.now() + 3_600_000, capMicros: 1000, reserveMicros: 400 };
      const outcomes = [];
      for (let i = 0; i < 4; i++) outcomes.push((await backend.admit(base({ keyId, budget }))).refusedBy ?? 'ok');
      expect(outcomes).toEqual(['ok', 'ok', 'ok', 'budget']);
      expect(await backend.spent(keyId, budget.periodId)).toBe(1200);
      // The requests cost less than reserved: room again.
      await backend.settle({ keyId, windowId: 0, tokensDelta: 0, budgetPeriodId: budget.periodId, spendDeltaMicros: -900 });
      expect(await backend.spent(keyId, budget.periodId)).toBe(300);
      expect((await backend.admit(base({ keyId, budget }))).refusedBy).toBeUndefined();
      expect(await backend.spent(keyId, 'd2031-1-2')).toBe(0);
    });

    it('a zero budget refuses everything; limits not given are not counted', async () => {
      const zero = { periodId: 'm2031-1', endsAt: Date.now() + 3_600_000, capMicros: 0, reserveMicros: 10 };
      expect((await backend.admit(base({ budget: zero }))).refusedBy).toBe('budget');
      const free = base();
      for (let i = 0; i < 3; i++) expect(await backend.admit(free)).toEqual({ requests: 0, tokens: 0, spentMicros: 0 });
    });

    it('settling a window that has expired changes nothing and does not fail', async () => {
      const req = base({ tpm: 10, windowId: 1, windowEndsAt: 60_000 });
      await backend.settle({ keyId: req.keyId, windowId: 1, tokensDelta: 5, spendDeltaMicros: 0 });
      expect((await backend.admit({ ...windowOf(Date.now()), keyId: req.keyId, tpm: 10, tokens: 10 })).refusedBy).toBeUndefined();
    });
  });
}
