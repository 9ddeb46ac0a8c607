import { beforeAll, describe, expect, it } from 'vitest';
import { createKeyAuthenticator } from '../../src/keys/authenticator.js';
import { generateKey } from '../../src/keys/key-format.js';
import { createKeyService, type KeyService } from '../../src/keys/service.js';
import type { Store } from '../../src/store/types.js';
import { useTestDatabase } from '../support/pg-test-db.js';

const SECRET = 'authenticator-test-secret';
const config = { byokAllowHttp: true, byokAllowPrivateNetworks: true };

describe('key authenticator (PostgreSQL)', () => {
  const pg = useTestDatabase();
  let service: KeyService;
  let userId: string;

  beforeAll(async () => {
    service = createKeyService({ store: pg.store, secret: SECRET, config });
    userId = (await pg.store.upsertUser({ issuer: 'https://idp.test', subject: 'auth-user' })).id;
  });

  const counted = (s: Store) => {
    const calls = { findKeyByHash: 0 };
    const wrapped: Store = { ...s, findKeyByHash: (h) => (calls.findKeyByHash++, s.findKeyByHash(h)) };
    return { wrapped, calls };
  };

  it('resolves an active key and answers repeats from the cache', async () => {
    const created = await service.create(userId, { name: 'router', mode: 'router', compression: 'lossless' });
    const { wrapped, calls } = counted(pg.store);
    const auth = createKeyAuthenticator({ store: wrapped, secret: SECRET });
    try {
      expect(auth.peek(created.fullKey)).toBeUndefined(); // not cached yet: only authenticate can tell
      const first = await auth.authenticate(created.fullKey);
      expect(first).toEqual({ id: created.id, userId, mode: 'router', compression: 'lossless' });
      expect(auth.peek(created.fullKey)).toEqual(first); // the hot path's answer without a promise
      for (let i = 0; i < 20; i++) expect(await auth.authenticate(created.fullKey)).toEqual(first);
      expect(calls.findKeyByHash).toBe(1);
    } finally {
      await auth.close();
    }
  });

  it('shares one lookup between concurrent first requests', async () => {
    const created = await service.create(userId, { name: 'burst', mode: 'router' });
    const { wrapped, calls } = counted(pg.store);
    const auth = createKeyAuthenticator({ store: wrapped, secret: SECRET });
    const results = await Promise.all(Array.from({ length: 10 }, () => auth.authenticate(created.fullKey)));
    expect(results.every((r) => r?.id === created.id)).toBe(true);
    expect(calls.findKeyByHash).toBe(1);
    await auth.close();
  });

  it('refuses malformed keys without touching the store, and caches unknown ones', async () => {
    const { wrapped, calls } = counted(pg.store);
    let clock = 0;
    const auth = createKeyAuthenticator({ store: wrapped, secret: SECRET, negativeTtlMs: 1000, now: () => clock });
    expect(await auth.authenticate('Bearer nonsense')).toBeUndefined();
    expect(await auth.authenticate('sk-pith-tooshort')).toBeUndefined();
    expect(calls.findKeyByHash).toBe(0);
    const unknown = generateKey().fullKey;
    for (let i = 0; i < 5; i++) expect(await auth.authenticate(unknown)).toBeUndefined();
    expect(calls.findKeyByHash).toBe(1);
    expect(auth.peek(unknown)).toBeNull(); // known to be refused
    clock = 1001; // negative entry expired
    await auth.authenticate(unknown);
    expect(calls.findKeyByHash).toBe(2);
    await auth.close();
  });

  it('stops a revoked key at once on the revoking instance (cache evicted synchronously)', async () => {
    const created = await service.create(userId, { name: 'to revoke', mode: 'router' });
    const auth = createKeyAuthenticator({ store: pg.store, secret: SECRET, positiveTtlMs: 3_600_000 });
    expect(await auth.authenticate(created.fullKey)).toBeDefined();
    await service.revoke(userId, created.id);
    expect(await auth.authenticate(created.fullKey)).toBeUndefined();
    await auth.close();
  });

  it('stops a revoked key on a second instance sharing the database (LISTEN/NOTIFY)', async () => {
    const other = await pg.db.open();
    const otherAuth = createKeyAuthenticator({ store: other, secret: SECRET, positiveTtlMs: 3_600_000 });
    try {
      const created = await service.create(userId, { name: 'shared', mode: 'router' });
      expect(await otherAuth.authenticate(created.fullKey)).toBeDefined();
      const heard = new Promise<void>((resolve) => other.onKeyRevoked((e) => e.id === created.id && resolve()));
      await service.revoke(userId, created.id);
      await heard;
      expect(await otherAuth.authenticate(created.fullKey)).toBeUndefined();
    } finally {
      await otherAuth.close();
    }
  });

  it('decrypts the upstream of a byok key for the call, and never caches the plaintext', async () => {
    const created = await service.create(userId, {
      name: 'byok',
      mode: 'byok',
      upstreamBaseUrl: 'http://127.0.0.1:11434/v1/',
      upstreamApiKey: 'sk-upstream-secret-42',
    });
    const auth = createKeyAuthenticator({ store: pg.store, secret: SECRET });
    const key = await auth.authenticate(created.fullKey);
    expect(key?.upstream).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-upstream-secret-42' });
    await auth.close();

    const wrongSecret = createKeyAuthenticator({ store: pg.store, secret: 'not-the-secret' });
    await expect(wrongSecret.authenticate(created.fullKey)).rejects.toMatchObject({ status: 500 });
    await wrongSecret.close();
  });

  it('opens a byok upstream key sealed before the shared sealing primitive (an existing database)', async () => {
    // Sealed at 63dcba8 (keys/crypto.ts) by createSecretBox(LEGACY_SECRET) for the record 'legacy-key-record-1'.
    const LEGACY_SECRET = 'legacy-master-secret-0123456789';
    const sealed = 'v1.IC6HSoWaOUHDiZ47.t-BT5C5mxR8KLLfy8mGuq_V1-tW-H37w2UvxhTy5dE8XmbF67HEHElNJ.EufUnoLLYnV4sqPEyQafVQ';
    const { fullKey, keyPrefix, keyHash } = generateKey();
    await pg.store.insertKey({
      id: 'legacy-key-record-1', userId, name: 'legacy byok', keyPrefix, keyHash, mode: 'byok',
      upstreamBaseUrl: 'https://api.example.com/v1', upstreamApiKeyEnc: sealed, compression: null,
    });
    const auth = createKeyAuthenticator({ store: pg.store, secret: LEGACY_SECRET });
    try {
      expect((await auth.authenticate(fullKey))?.upstream).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: 'sk-upstream-sealed-by-pith-before-issue-15' });
    } finally {
      await auth.close();
    }
  });

  it('batches lastUsedAt into one touchKeys per interval and flushes on close', async () => {
    const a = await service.create(userId, { name: 'used a', mode: 'router' });
    const b = await service.create(userId, { name: 'used b', mode: 'router' });
    const batches: number[] = [];
    const spy: Store = { ...pg.store, touchKeys: async (u) => (batches.push(u.length), pg.store.touchKeys(u)) };
    const auth = createKeyAuthenticator({ store: spy, secret: SECRET, flushIntervalMs: 60_000 });
    const t0 = new Date('2031-01-01T00:00:00.000Z');
    const t1 = new Date('2031-01-01T00:00:01.000Z');
    for (let i = 0; i < 50; i++) auth.markUsed(a.id, i % 2 ? t1 : t0);
    auth.markUsed(b.id, t0);
    expect(batches).toEqual([]);
    expect((await pg.store.getKey(a.id))?.lastUsedAt).toBeNull();
    await auth.close();
    expect(batches).toEqual([2]);
    expect((await pg.store.getKey(a.id))?.lastUsedAt?.toISOString()).toBe(t1.toISOString());
    expect((await service.list(userId)).find((k) => k.id === b.id)?.lastUsedAt).toBe(t0.toISOString());
  });

  it('flushes on its timer', async () => {
    const a = await service.create(userId, { name: 'timer', mode: 'router' });
    const auth = createKeyAuthenticator({ store: pg.store, secret: SECRET, flushIntervalMs: 50 });
    const at = new Date('2031-02-01T00:00:00.000Z');
    auth.markUsed(a.id, at);
    await expect.poll(async () => (await pg.store.getKey(a.id))?.lastUsedAt?.toISOString(), { timeout: 3000 }).toBe(at.toISOString());
    await auth.close();
  });

  it('drops every cached key when the revocation feed reports a gap', async () => {
    const created = await service.create(userId, { name: 'gap', mode: 'router' });
    let fireGap = () => {};
    const { wrapped, calls } = counted(pg.store);
    const gappy: Store = { ...wrapped, onRevocationsMissed: (l) => ((fireGap = l), () => {}) };
    const auth = createKeyAuthenticator({ store: gappy, secret: SECRET });
    await auth.authenticate(created.fullKey);
    await auth.authenticate(created.fullKey);
    expect(calls.findKeyByHash).toBe(1);
    fireGap();
    await auth.authenticate(created.fullKey);
    expect(calls.findKeyByHash).toBe(2);
    await auth.close();
  });

  it('measures: a cached authenticate costs microseconds', async () => {
    const created = await service.create(userId, { name: 'bench', mode: 'router' });
    const auth = createKeyAuthenticator({ store: pg.store, secret: SECRET });
    await auth.authenticate(created.fullKey);
    const n = 20_000;
    const start = performance.now();
    for (let i = 0; i < n; i++) await auth.authenticate(created.fullKey);
    const usPerCall = ((performance.now() - start) * 1000) / n;
    console.log(`cached authenticate(): ${usPerCall.toFixed(2)} µs/call`);
    expect(usPerCall).toBeLessThan(200);
    await auth.close();
  });
});
