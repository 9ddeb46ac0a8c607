/**
 * auth/store-revocations: session revocations through the store, with a cache that may
 * remember "revoked" for good but "not revoked" for at most its short TTL. A fake store
 * counts queries; the shared-database behaviour itself is in store.suite.ts and the
 * two-instance logout in test/e2e/logout-across-instances.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createStoreRevocations } from '../../src/auth/store-revocations.js';

function fakeStore() {
  const rows = new Map<string, number>();
  const calls = { revoke: 0, check: 0 };
  return {
    rows,
    calls,
    store: {
      async revokeSession(sid: string, until: Date) {
        calls.revoke++;
        rows.set(sid, Math.max(until.getTime(), rows.get(sid) ?? 0));
      },
      async isSessionRevoked(sid: string, now: Date) {
        calls.check++;
        await new Promise<void>((r) => setTimeout(r, 0)); // a real round trip: concurrent checks overlap
        const until = rows.get(sid);
        return until !== undefined && until > now.getTime();
      },
    },
  };
}

describe('createStoreRevocations', () => {
  it('revokes through the store and answers from its cache afterwards', async () => {
    const f = fakeStore();
    let t = 1_000_000;
    const r = createStoreRevocations(f.store, () => t);
    await r.revoke('s1', t + 60_000);
    expect(f.rows.get('s1')).toBe(t + 60_000);
    expect(await r.isRevoked('s1')).toBe(true);
    expect(f.calls.check).toBe(0);
    t += 60_000; // past its expiry: the cache lets go and the store is asked
    expect(await r.isRevoked('s1')).toBe(false);
    expect(f.calls.check).toBe(1);
  });

  it('sees a revocation made by another instance once its short "not revoked" answer has aged', async () => {
    const f = fakeStore();
    let t = 1_000_000;
    const here = createStoreRevocations(f.store, () => t, { negativeTtlMs: 1000 });
    const elsewhere = createStoreRevocations(f.store, () => t);
    expect(await here.isRevoked('s')).toBe(false);
    await elsewhere.revoke('s', t + 3_600_000);
    t += 999;
    expect(await here.isRevoked('s')).toBe(false); // still within the negative TTL
    expect(f.calls.check).toBe(1);
    t += 1;
    expect(await here.isRevoked('s')).toBe(true);
    expect(f.calls.check).toBe(2);
    t += 10_000;
    expect(await here.isRevoked('s')).toBe(true); // positives are cached: no further query
    expect(f.calls.check).toBe(2);
  });

  it('with negativeTtlMs 0 asks the store every time until revoked', async () => {
    const f = fakeStore();
    const r = createStoreRevocations(f.store, () => 5, { negativeTtlMs: 0 });
    expect(await r.isRevoked('s')).toBe(false);
    expect(await r.isRevoked('s')).toBe(false);
    expect(f.calls.check).toBe(2);
    f.rows.set('s', 10);
    expect(await r.isRevoked('s')).toBe(true);
    expect(await r.isRevoked('s')).toBe(true);
    expect(f.calls.check).toBe(3);
  });

  it('a local revoke overrides a cached "not revoked" at once', async () => {
    const f = fakeStore();
    const r = createStoreRevocations(f.store, () => 0);
    expect(await r.isRevoked('s')).toBe(false);
    await r.revoke('s', 100);
    expect(await r.isRevoked('s')).toBe(true);
  });

  it('shares one store query among concurrent checks of the same id', async () => {
    const f = fakeStore();
    const r = createStoreRevocations(f.store, () => 0, { negativeTtlMs: 0 });
    const answers = await Promise.all([r.isRevoked('s'), r.isRevoked('s'), r.isRevoked('other')]);
    expect(answers).toEqual([false, false, false]);
    expect(f.calls.check).toBe(2);
  });

  it('keeps its caches bounded, dropping the oldest entries', async () => {
    const f = fakeStore();
    const r = createStoreRevocations(f.store, () => 0, { maxEntries: 2 });
    await r.revoke('a', 100);
    await r.revoke('b', 100);
    await r.revoke('c', 100); // evicts a from the cache; the store still has it
    const before = f.calls.check;
    expect(await r.isRevoked('c')).toBe(true);
    expect(f.calls.check).toBe(before);
    expect(await r.isRevoked('a')).toBe(true);
    expect(f.calls.check).toBe(before + 1);
  });

  it('fails closed: a store error surfaces instead of accepting the session', async () => {
    const r = createStoreRevocations({
      revokeSession: async () => undefined,
      isSessionRevoked: async () => {
        throw new Error('database down');
      },
    });
    await expect(r.isRevoked('s')).rejects.toThrow('database down');
  });
});
