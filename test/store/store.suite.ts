/**
 * The Store conformance suite: one set of behaviours every back end must show, run by
 * embedded.test.ts (PGlite on a temp dir) and postgres.test.ts (real PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestLogEntry, Store, UsageRecord } from '../../src/store/types.js';
import { newKey } from '../support/keys.js';

export interface StoreHarness {
  /** A migrated store on an empty database. */
  open(): Promise<Store>;
  /** Closes `store` and opens the same database again (not yet migrated). */
  reopen(store: Store): Promise<Store>;
  /** A second, migrated instance on the same database — only where several processes can share one. */
  openSecond?(): Promise<Store>;
  dispose(): Promise<void>;
}

function usage(keyId: string, userId: string, createdAt: string, over: Partial<UsageRecord> = {}): UsageRecord {
  return {
    keyId,
    userId,
    model: 'gpt-4o-mini',
    status: 200,
    stream: false,
    level: 'balanced',
    promptTokensOriginal: 100,
    promptTokens: 60,
    completionTokens: 10,
    latencyMs: 250.5,
    compressionMs: 1.25,
    createdAt: new Date(createdAt),
    ...over,
  };
}

export function describeStoreConformance(name: string, makeHarness: () => Promise<StoreHarness>): void {
  describe(`Store conformance: ${name}`, () => {
    let harness: StoreHarness;
    let store: Store;
    const user = async (subject = randomUUID()) => store.upsertUser({ issuer: 'https://idp.test', subject });

    beforeAll(async () => {
      harness = await makeHarness();
      store = await harness.open();
    }, 120_000); // an embedded first start runs initdb in WASM
    afterAll(async () => {
      await harness?.dispose();
    });

    it('migrations are idempotent and survive a restart', async () => {
      await store.migrate();
      await store.migrate();
      const u = await user();
      store = await harness.reopen(store);
      await store.migrate();
      await store.ping();
      expect((await store.getUser(u.id))?.subject).toBe(u.subject);
    });

    it('upserts users by (issuer, subject)', async () => {
      const a = await store.upsertUser({ issuer: 'https://idp.test', subject: 'alice', email: 'a@x.test', name: 'Alice' });
      expect(a).toMatchObject({ issuer: 'https://idp.test', subject: 'alice', email: 'a@x.test', name: 'Alice' });
      expect(a.createdAt).toBeInstanceOf(Date);
      const again = await store.upsertUser({ issuer: 'https://idp.test', subject: 'alice', email: 'alice@x.test' });
      expect(again.id).toBe(a.id);
      expect(again.email).toBe('alice@x.test');
      expect(again.name).toBe('Alice'); // not sent, so kept
      const other = await store.upsertUser({ issuer: 'https://other.test', subject: 'alice' });
      expect(other.id).not.toBe(a.id);
      expect((await store.getUserBySubject('https://idp.test', 'alice'))?.id).toBe(a.id);
      expect(await store.getUserBySubject('https://idp.test', 'nobody')).toBeUndefined();
      expect(await store.getUser(randomUUID())).toBeUndefined();
    });

    it('inserts keys, finds them by hash and id, and lists only the owner’s', async () => {
      const alice = await user();
      const bob = await user();
      const k1 = await store.insertKey(newKey(alice.id, { name: 'one', compression: 'aggressive' }));
      const k2 = await store.insertKey(
        newKey(alice.id, { name: 'two', mode: 'byok', upstreamBaseUrl: 'https://api.example.com/v1', upstreamApiKeyEnc: 'v1.sealed' }),
      );
      await store.insertKey(newKey(bob.id, { name: 'bob' }));
      expect(k1).toMatchObject({ userId: alice.id, name: 'one', isActive: true, lastUsedAt: null, revokedAt: null, compression: 'aggressive' });
      expect(k1.createdAt).toBeInstanceOf(Date);
      expect(await store.findKeyByHash(k2.keyHash)).toEqual(k2);
      expect(await store.getKey(k1.id)).toEqual(k1);
      expect(await store.findKeyByHash(newKey(randomUUID()).keyHash)).toBeUndefined();
      expect(await store.getKey('no-such-id')).toBeUndefined();
      const listed = await store.listKeys(alice.id);
      expect(listed.map((k) => k.name).sort()).toEqual(['one', 'two']);
      expect(await store.listKeys(randomUUID())).toEqual([]);
    });

    it('rejects a duplicate key hash', async () => {
      const u = await user();
      const k = await store.insertKey(newKey(u.id));
      await expect(store.insertKey(newKey(u.id, { keyHash: k.keyHash }))).rejects.toThrow();
    });

    it('revokes softly: the record stays, inactive, and listeners hear of it before revokeKey resolves', async () => {
      const u = await user();
      const k = await store.insertKey(newKey(u.id));
      const heard: Array<{ id: string; keyHash: string }> = [];
      const off = store.onKeyRevoked((e) => heard.push(e));
      const revoked = await store.revokeKey(k.id);
      expect(heard).toContainEqual({ id: k.id, keyHash: k.keyHash });
      off();
      expect(revoked).toMatchObject({ id: k.id, isActive: false });
      expect(revoked?.revokedAt).toBeInstanceOf(Date);
      expect(await store.findKeyByHash(k.keyHash)).toMatchObject({ id: k.id, isActive: false });
      expect((await store.listKeys(u.id)).map((x) => x.id)).toEqual([k.id]);
      const again = await store.revokeKey(k.id);
      expect(again?.revokedAt?.getTime()).toBe(revoked?.revokedAt?.getTime());
      expect(await store.revokeKey('no-such-id')).toBeUndefined();
    });

    it('touchKeys batches last-use times and never moves one backwards', async () => {
      const u = await user();
      const a = await store.insertKey(newKey(u.id));
      const b = await store.insertKey(newKey(u.id));
      const t1 = new Date('2030-01-01T10:00:00.000Z');
      const t2 = new Date('2030-01-01T10:00:05.000Z');
      await store.touchKeys([
        { id: a.id, lastUsedAt: t1 },
        { id: a.id, lastUsedAt: t2 },
        { id: b.id, lastUsedAt: t1 },
        { id: 'unknown', lastUsedAt: t1 },
      ]);
      expect((await store.getKey(a.id))?.lastUsedAt?.toISOString()).toBe(t2.toISOString());
      expect((await store.getKey(b.id))?.lastUsedAt?.toISOString()).toBe(t1.toISOString());
      await store.touchKeys([{ id: a.id, lastUsedAt: t1 }]);
      expect((await store.getKey(a.id))?.lastUsedAt?.toISOString()).toBe(t2.toISOString());
      await store.touchKeys([]);
    });

    it('stores usage and aggregates it into hour and day buckets per key and model', async () => {
      const u = await user();
      const other = await user();
      const k1 = await store.insertKey(newKey(u.id));
      const k2 = await store.insertKey(newKey(u.id));
      await store.insertUsage([
        usage(k1.id, u.id, '2030-03-01T10:05:00Z'),
        usage(k1.id, u.id, '2030-03-01T10:55:00Z', { status: 502 }),
        usage(k1.id, u.id, '2030-03-01T11:00:00Z'),
        usage(k1.id, u.id, '2030-03-01T11:30:00Z', { model: 'gpt-4o' }),
        usage(k2.id, u.id, '2030-03-02T09:00:00Z', { stream: true, promptTokens: 50 }),
        usage(k1.id, u.id, '2030-03-03T00:00:00Z'), // == `to`: excluded
        usage(k1.id, other.id, '2030-03-01T10:10:00Z'),
      ]);
      await store.insertUsage([]);
      const range = { userId: u.id, from: new Date('2030-03-01T00:00:00Z'), to: new Date('2030-03-03T00:00:00Z') };

      const hourly = await store.queryUsage({ ...range, bucket: 'hour' });
      const simplify = (b: (typeof hourly)[number]) => ({ ...b, bucketStart: b.bucketStart.toISOString() });
      expect(hourly.map(simplify)).toEqual([
        { bucketStart: '2030-03-01T10:00:00.000Z', keyId: k1.id, model: 'gpt-4o-mini', requests: 2, errors: 1, promptTokensOriginal: 200, promptTokens: 120, cachedTokens: 0, completionTokens: 20 },
        ...[
          { bucketStart: '2030-03-01T11:00:00.000Z', keyId: k1.id, model: 'gpt-4o', requests: 1, errors: 0, promptTokensOriginal: 100, promptTokens: 60, cachedTokens: 0, completionTokens: 10 },
          { bucketStart: '2030-03-01T11:00:00.000Z', keyId: k1.id, model: 'gpt-4o-mini', requests: 1, errors: 0, promptTokensOriginal: 100, promptTokens: 60, cachedTokens: 0, completionTokens: 10 },
        ],
        { bucketStart: '2030-03-02T09:00:00.000Z', keyId: k2.id, model: 'gpt-4o-mini', requests: 1, errors: 0, promptTokensOriginal: 100, promptTokens: 50, cachedTokens: 0, completionTokens: 10 },
      ]);

      const daily = await store.queryUsage({ ...range, bucket: 'day' });
      expect(daily.map(simplify)).toEqual([
        { bucketStart: '2030-03-01T00:00:00.000Z', keyId: k1.id, model: 'gpt-4o', requests: 1, errors: 0, promptTokensOriginal: 100, promptTokens: 60, cachedTokens: 0, completionTokens: 10 },
        { bucketStart: '2030-03-01T00:00:00.000Z', keyId: k1.id, model: 'gpt-4o-mini', requests: 3, errors: 1, promptTokensOriginal: 300, promptTokens: 180, cachedTokens: 0, completionTokens: 30 },
        { bucketStart: '2030-03-02T00:00:00.000Z', keyId: k2.id, model: 'gpt-4o-mini', requests: 1, errors: 0, promptTokensOriginal: 100, promptTokens: 50, cachedTokens: 0, completionTokens: 10 },
      ]);

      const onlyK2 = await store.queryUsage({ ...range, keyId: k2.id, bucket: 'day' });
      expect(onlyK2.map((b) => b.keyId)).toEqual([k2.id]);
    });

    it('keeps a key’s limits and budget (null when it has none of its own)', async () => {
      const u = await user();
      const limited = await store.insertKey(newKey(u.id, { rpmLimit: 60, tpmLimit: 10_000, budgetUsd: 2.5, budgetPeriod: 'day' }));
      expect(await store.getKey(limited.id)).toMatchObject({ rpmLimit: 60, tpmLimit: 10_000, budgetUsd: 2.5, budgetPeriod: 'day' });
      const plain = await store.insertKey(newKey(u.id));
      expect(await store.findKeyByHash(plain.keyHash)).toMatchObject({ rpmLimit: null, tpmLimit: null, budgetUsd: null, budgetPeriod: null });
    });

    it('sums cached prompt tokens; retention rolls old rows into daily rows and keeps every total', async () => {
      const u = await user();
      const k = await store.insertKey(newKey(u.id));
      await store.insertUsage([
        usage(k.id, u.id, '2031-01-01T08:00:00Z', { cachedTokens: 30 }),
        usage(k.id, u.id, '2031-01-01T09:30:00Z', { cachedTokens: 20, status: 429 }),
        usage(k.id, u.id, '2031-01-02T23:59:59Z'),
        usage(k.id, u.id, '2031-01-05T10:00:00Z', { cachedTokens: 5 }),
      ]);
      const range = { userId: u.id, from: new Date('2031-01-01T00:00:00Z'), to: new Date('2031-01-06T00:00:00Z'), bucket: 'day' as const };
      const before = await store.queryUsage(range);
      expect(before.reduce((n, b) => n + b.cachedTokens, 0)).toBe(55);
      const first = await store.compactBefore(new Date('2031-01-03T00:00:00Z'));
      expect(first.usageRowsRolled).toBeGreaterThanOrEqual(3);
      expect(await store.queryUsage(range)).toEqual(before);
      // Hours of a compacted day now read as its first hour; later days keep their hours.
      const hourly = await store.queryUsage({ ...range, bucket: 'hour', from: new Date('2031-01-01T00:00:00Z'), to: new Date('2031-01-02T00:00:00Z') });
      expect(hourly.map((b) => [b.bucketStart.toISOString(), b.requests, b.errors])).toEqual([['2031-01-01T00:00:00.000Z', 2, 1]]);
      // Compacting again moves nothing twice.
      await store.compactBefore(new Date('2031-01-03T00:00:00Z'));
      expect(await store.queryUsage(range)).toEqual(before);
    });

    it('holds a busy key’s day: roll-ups and daily rows past 2^31 tokens are stored and summed exactly', async () => {
      const u = await user();
      const k = await store.insertKey(newKey(u.id));
      // Two per-second roll-ups of a busy key, each ~1.5 billion prompt tokens: their day is 3 billion.
      await store.insertUsage([
        usage(k.id, u.id, '2032-01-01T08:00:00Z', { requests: 1_500_000, promptTokensOriginal: 3_000_000_000, promptTokens: 1_500_000_000, completionTokens: 2_200_000_000 }),
        usage(k.id, u.id, '2032-01-01T09:00:00Z', { requests: 1_500_000, promptTokensOriginal: 3_000_000_000, promptTokens: 1_500_000_000, completionTokens: 1 }),
      ]);
      const range = { userId: u.id, from: new Date('2032-01-01T00:00:00Z'), to: new Date('2032-01-02T00:00:00Z'), bucket: 'day' as const };
      const expected = [{ requests: 3_000_000, promptTokensOriginal: 6_000_000_000, promptTokens: 3_000_000_000, completionTokens: 2_200_000_001 }];
      expect(await store.queryUsage(range)).toMatchObject(expected);
      const compacted = await store.compactBefore(new Date('2032-01-02T00:00:00Z'));
      expect(compacted.usageRowsRolled).toBeGreaterThanOrEqual(2);
      expect(await store.queryUsage(range)).toMatchObject(expected);
    });

    it('writes usage, the request-log entries that go with it and a journal checkpoint in one transaction: all or nothing', async () => {
      const u = await user();
      const k = await store.insertKey(newKey(u.id));
      const journal = `conformance-${randomUUID()}`;
      const at = '2033-01-01T10:00:00Z';
      const entry = (requestId: string, over: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
        requestId, keyId: k.id, userId: u.id, model: 'gpt-4o-mini', status: 200, errorCode: null, stream: false, level: 'off',
        promptTokensOriginal: 100, promptTokens: 58, cachedTokens: 0, completionTokens: 10, costUsd: 0.001, latencyMs: 250.5, createdAt: new Date(at), ...over,
      });
      const state = async () => ({
        requests: (await store.queryUsage({ userId: u.id, from: new Date('2033-01-01T00:00:00Z'), to: new Date('2033-01-02T00:00:00Z'), bucket: 'day' })).reduce((n, b) => n + b.requests, 0),
        log: (await store.queryRequestLog({ userId: u.id, limit: 10 })).map((e) => e.requestId).sort(),
        checkpoint: await store.usageCheckpoint(journal),
      });
      // An entry the store refuses (status past a 32-bit integer) takes the usage rows and the checkpoint down with it.
      await expect(store.insertUsage([usage(k.id, u.id, at)], { journal, seq: 5 }, [entry('ok'), entry('refused', { status: 2 ** 40 })])).rejects.toThrow();
      expect(await state()).toEqual({ requests: 0, log: [], checkpoint: 0 });
      await store.insertUsage([usage(k.id, u.id, at, { requests: 2 })], { journal, seq: 5 }, [entry('a'), entry('b')]);
      expect(await state()).toEqual({ requests: 2, log: ['a', 'b'], checkpoint: 5 });
      // Without a journal (PITH_USAGE_JOURNAL=false) both kinds of row are written all the same.
      await store.insertUsage([usage(k.id, u.id, at)], undefined, [entry('c')]);
      expect(await state()).toEqual({ requests: 3, log: ['a', 'b', 'c'], checkpoint: 5 });
      await store.forgetUsageCheckpoint(journal);
    });

    it('keeps a request log per user: newest first, filtered, paged by cursor, pruned by retention', async () => {
      const u = await user();
      const other = await user();
      const k1 = await store.insertKey(newKey(u.id));
      const k2 = await store.insertKey(newKey(u.id));
      const entry = (i: number, over: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
        requestId: `req-${i}`, keyId: k1.id, userId: u.id, model: 'gpt-4o-mini', status: 200, errorCode: null, stream: false, level: 'lossless',
        promptTokensOriginal: 100, promptTokens: 80, cachedTokens: 10, completionTokens: 5, costUsd: 0.000123, latencyMs: 12.5,
        createdAt: new Date(Date.UTC(2031, 1, 1, 0, i)), ...over,
      });
      await store.insertRequestLog([
        entry(1),
        entry(2, { keyId: k2.id, model: 'gpt-4o', stream: true }),
        entry(3, { status: 429, errorCode: 'budget_exceeded' }),
        entry(4),
        entry(5, { userId: other.id }),
      ]);
      await store.insertRequestLog([]);
      const all = await store.queryRequestLog({ userId: u.id, limit: 10 });
      expect(all.map((e) => e.requestId)).toEqual(['req-4', 'req-3', 'req-2', 'req-1']);
      expect(all[1]).toMatchObject({ status: 429, errorCode: 'budget_exceeded', cachedTokens: 10, costUsd: 0.000123, latencyMs: 12.5, level: 'lossless' });
      expect(all[2]).toMatchObject({ keyId: k2.id, model: 'gpt-4o', stream: true });
      const page1 = await store.queryRequestLog({ userId: u.id, limit: 2 });
      const page2 = await store.queryRequestLog({ userId: u.id, limit: 2, before: page1[1]!.id });
      expect([...page1, ...page2].map((e) => e.requestId)).toEqual(['req-4', 'req-3', 'req-2', 'req-1']);
      expect((await store.queryRequestLog({ userId: u.id, limit: 10, keyId: k2.id })).map((e) => e.requestId)).toEqual(['req-2']);
      expect((await store.queryRequestLog({ userId: u.id, limit: 10, model: 'gpt-4o' })).map((e) => e.requestId)).toEqual(['req-2']);
      expect((await store.queryRequestLog({ userId: u.id, limit: 10, statusClass: 4 })).map((e) => e.requestId)).toEqual(['req-3']);
      expect((await store.queryRequestLog({ userId: u.id, limit: 10, status: 200 })).length).toBe(3);
      const window = { from: new Date(Date.UTC(2031, 1, 1, 0, 2)), to: new Date(Date.UTC(2031, 1, 1, 0, 4)) };
      expect((await store.queryRequestLog({ userId: u.id, limit: 10, ...window })).map((e) => e.requestId)).toEqual(['req-3', 'req-2']);
      const pruned = await store.compactBefore(new Date(Date.UTC(2031, 1, 1, 0, 3)));
      expect(pruned.requestLogDeleted).toBeGreaterThanOrEqual(2);
      expect((await store.queryRequestLog({ userId: u.id, limit: 10 })).map((e) => e.requestId)).toEqual(['req-4', 'req-3']);
    });

    it('keeps request bodies beside the log: found by owner and request id only, pruned with the log', async () => {
      const u = await user();
      const other = await user();
      const k = await store.insertKey(newKey(u.id));
      const at = (minute: number) => new Date(Date.UTC(2032, 5, 1, 0, minute));
      const row = (requestId: string, minute: number, userId = u.id): RequestLogEntry => ({
        requestId, keyId: k.id, userId, model: 'gpt-4o-mini', status: 200, errorCode: null, stream: true, level: 'balanced',
        promptTokensOriginal: 100, promptTokens: 80, cachedTokens: 0, completionTokens: 5, costUsd: 0, latencyMs: 10, createdAt: at(minute),
      });
      await store.insertRequestLog([row('b-old', 1), row('b-new', 5), row('b-none', 6), row('b-new', 7, other.id)]);
      const bodies = (requestId: string, minute: number, userId = u.id) => ({
        requestId, userId, received: `{"messages":"${requestId} as received ✓"}`, sent: `{"messages":"${requestId} as sent"}`, reply: `reply of ${requestId}`, createdAt: at(minute),
      });
      await store.insertRequestBodies([bodies('b-old', 1), bodies('b-new', 5), { ...bodies('b-refused', 6), sent: null, reply: null }, bodies('b-new', 7, other.id)]);
      await store.insertRequestBodies([]);

      const detail = await store.getRequest(u.id, 'b-new');
      expect(detail?.entry).toMatchObject({ requestId: 'b-new', userId: u.id, stream: true, createdAt: at(5) });
      expect(detail?.bodies).toEqual({ received: '{"messages":"b-new as received ✓"}', sent: '{"messages":"b-new as sent"}', reply: 'reply of b-new', createdAt: at(5) });
      // Another user's request with the same id: only theirs.
      expect((await store.getRequest(other.id, 'b-new'))?.bodies?.createdAt).toEqual(at(7));
      expect(await store.getRequest(other.id, 'b-old')).toBeUndefined();
      // A logged request without bodies (kept off at the time), and bodies with no log row: neither invents the other.
      expect(await store.getRequest(u.id, 'b-none')).toEqual({ entry: expect.objectContaining({ requestId: 'b-none' }) });
      expect(await store.getRequest(u.id, 'b-refused')).toBeUndefined();

      const pruned = await store.compactBefore(at(3));
      expect(pruned.requestBodiesDeleted).toBeGreaterThanOrEqual(1);
      expect(await store.getRequest(u.id, 'b-old')).toBeUndefined();
      expect((await store.getRequest(u.id, 'b-new'))?.bodies?.reply).toBe('reply of b-new');
    });

    it('finds users by e-mail, whatever its case', async () => {
      const email = `${randomUUID()}@Example.test`;
      const a = await store.upsertUser({ issuer: 'https://idp.test', subject: randomUUID(), email });
      expect((await store.getUsersByEmail(email.toLowerCase())).map((x) => x.id)).toEqual([a.id]);
      expect(await store.getUsersByEmail('nobody@example.test')).toEqual([]);
    });

    it('revokes sessions until their expiry; revoking again keeps the later expiry', async () => {
      const sid = randomUUID();
      const now = new Date();
      const hour = 60 * 60 * 1000;
      const until = new Date(now.getTime() + hour);
      expect(await store.isSessionRevoked(sid, now)).toBe(false);
      await store.revokeSession(sid, until);
      expect(await store.isSessionRevoked(sid, now)).toBe(true);
      expect(await store.isSessionRevoked(sid, new Date(until.getTime() - 1))).toBe(true);
      expect(await store.isSessionRevoked(sid, until)).toBe(false); // expired: the cookie is dead anyway
      expect(await store.isSessionRevoked(randomUUID(), now)).toBe(false);

      await store.revokeSession(sid, new Date(now.getTime() + 1000)); // an earlier expiry does not shorten it
      expect(await store.isSessionRevoked(sid, new Date(until.getTime() - 1))).toBe(true);
      const later = new Date(now.getTime() + 2 * hour);
      await store.revokeSession(sid, later);
      expect(await store.isSessionRevoked(sid, new Date(later.getTime() - 1))).toBe(true);
    });

    it('prunes expired session revocations when revoking', async () => {
      const old = randomUUID();
      const before = new Date('1999-12-31T00:00:00Z');
      await store.revokeSession(old, new Date('2000-01-01T00:00:00Z'));
      // Its own call never prunes it: the row is there (visible when asking "as of" 1999).
      expect(await store.isSessionRevoked(old, before)).toBe(true);
      const fresh = randomUUID();
      await store.revokeSession(fresh, new Date(Date.now() + 60_000));
      expect(await store.isSessionRevoked(old, before)).toBe(false);
      expect(await store.isSessionRevoked(fresh, new Date())).toBe(true);
    });

    it('shares session revocations with a second instance on the same database', async (ctx) => {
      if (!harness.openSecond) return ctx.skip();
      const second = await harness.openSecond();
      const sid = randomUUID();
      expect(await second.isSessionRevoked(sid, new Date())).toBe(false);
      await store.revokeSession(sid, new Date(Date.now() + 60_000));
      expect(await second.isSessionRevoked(sid, new Date())).toBe(true);
    });

    it('delivers a revocation to a second instance on the same database', async (ctx) => {
      if (!harness.openSecond) return ctx.skip();
      const second = await harness.openSecond();
      const u = await user();
      const k = await store.insertKey(newKey(u.id));
      const seen = new Promise<{ id: string; keyHash: string }>((resolve) => {
        second.onKeyRevoked((e) => {
          if (e.id === k.id) resolve(e);
        });
      });
      await store.revokeKey(k.id);
      await expect(seen).resolves.toEqual({ id: k.id, keyHash: k.keyHash });
    });
  });
}
