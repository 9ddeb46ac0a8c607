import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PithError } from '../../src/errors/index.js';
import { createKeyService, type KeyService } from '../../src/keys/service.js';
import { createStore } from '../../src/store/index.js';
import { dumpSchema, useTestDatabase } from '../support/pg-test-db.js';

const SECRET = 'service-test-secret';
const UPSTREAM_KEY = 'sk-upstream-PLAINTEXT-d41d8cd98f00b204';
const publicLookup = (async () => [{ address: '93.184.216.34', family: 4 }]) as never;

async function rejection(p: Promise<unknown>): Promise<PithError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PithError);
  return err as PithError;
}

describe('key service (PostgreSQL)', () => {
  const pg = useTestDatabase();
  let keys: KeyService;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    keys = createKeyService({ store: pg.store, secret: SECRET, config: { byokAllowHttp: false, byokAllowPrivateNetworks: false }, lookup: publicLookup });
    alice = (await pg.store.upsertUser({ issuer: 'https://idp.test', subject: 'alice' })).id;
    bob = (await pg.store.upsertUser({ issuer: 'https://idp.test', subject: 'bob' })).id;
  });

  it('creates a key whose full key is returned once and listed only by prefix', async () => {
    const created = await keys.create(alice, { name: 'laptop', mode: 'router' });
    expect(created.fullKey).toMatch(/^sk-pith-[0-9A-Za-z]{43}$/);
    expect(created.keyPrefix).toBe(created.fullKey.slice(0, 14));
    const listed = await keys.list(alice);
    const record = listed.find((k) => k.id === created.id)!;
    expect(Object.keys(record).sort()).toEqual(['budgetPeriod', 'budgetUsd', 'compression', 'createdAt', 'id', 'isActive', 'keyPrefix', 'lastUsedAt', 'mode', 'name', 'rpmLimit', 'tpmLimit']);
    expect(record).toMatchObject({ name: 'laptop', keyPrefix: created.keyPrefix, mode: 'router', isActive: true, lastUsedAt: null, compression: null });
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
    expect(JSON.stringify(listed)).not.toContain(created.fullKey);
  });

  it('keeps only hashes and sealed upstream keys in the database', async () => {
    const created = await keys.create(alice, { name: 'byok', mode: 'byok', upstreamBaseUrl: 'https://api.example.com/v1', upstreamApiKey: UPSTREAM_KEY, compression: 'aggressive' });
    const dump = await dumpSchema(pg.db.schema);
    expect(dump).toContain(created.keyPrefix);
    expect(dump).not.toContain(created.fullKey);
    expect(dump).not.toContain(created.fullKey.slice(14));
    expect(dump).not.toContain(UPSTREAM_KEY);
    expect((await keys.list(alice)).find((k) => k.id === created.id)).toMatchObject({ mode: 'byok', compression: 'aggressive' });
    expect(JSON.stringify(await keys.list(alice))).not.toContain('api.example.com');
  });

  it('validates byok settings and the upstream URL', async () => {
    const byok = { name: 'b', mode: 'byok' as const };
    expect((await rejection(keys.create(alice, byok))).param).toBe('upstreamBaseUrl');
    expect((await rejection(keys.create(alice, { ...byok, upstreamBaseUrl: 'https://api.example.com' }))).param).toBe('upstreamApiKey');
    expect((await rejection(keys.create(alice, { ...byok, upstreamBaseUrl: 'nope', upstreamApiKey: 'k' }))).code).toBe('invalid_url');
    expect((await rejection(keys.create(alice, { ...byok, upstreamBaseUrl: 'http://api.example.com', upstreamApiKey: 'k' }))).code).toBe('upstream_not_allowed');
    expect((await rejection(keys.create(alice, { ...byok, upstreamBaseUrl: 'https://169.254.169.254/', upstreamApiKey: 'k' }))).code).toBe('upstream_not_allowed');
    expect((await rejection(keys.create(alice, { name: 'r', mode: 'router', upstreamApiKey: 'k' }))).param).toBe('upstreamApiKey');
    expect((await rejection(keys.create(alice, { name: '  ', mode: 'router' }))).param).toBe('name');
    // A bad mode or level is the schema's to refuse, at the edge (test/keys/create-key-input.test.ts).
  });

  it('revokes softly and hides other users’ keys behind 404', async () => {
    const created = await keys.create(alice, { name: 'to revoke', mode: 'router' });
    const notMine = await rejection(keys.revoke(bob, created.id));
    expect(notMine).toMatchObject({ status: 404, code: 'not_found' });
    expect((await rejection(keys.revoke(alice, 'no-such-key'))).status).toBe(404);
    const revoked = await keys.revoke(alice, created.id);
    expect(revoked).toMatchObject({ id: created.id, isActive: false });
    expect((await keys.list(alice)).find((k) => k.id === created.id)?.isActive).toBe(false);
    expect((await keys.list(bob)).map((k) => k.id)).not.toContain(created.id);
  });
});

describe('key service (embedded): secrets never reach the data files', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pith-keys-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function filesContaining(dir: string, needle: Buffer): Promise<string[]> {
    const hits: string[] = [];
    for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      if ((await readFile(path)).includes(needle)) hits.push(path);
    }
    return hits;
  }

  it('neither the full key nor the upstream key appears in any file, WAL included', async () => {
    const store = await createStore({ dataDir });
    await store.migrate();
    const keys = createKeyService({ store, secret: SECRET, config: { byokAllowHttp: true, byokAllowPrivateNetworks: true } });
    const user = await store.upsertUser({ issuer: 'cli', subject: 'files' });
    const created = await keys.create(user.id, { name: 'k', mode: 'byok', upstreamBaseUrl: 'http://localhost:11434/v1', upstreamApiKey: UPSTREAM_KEY });
    await store.close();
    expect(await filesContaining(dataDir, Buffer.from(created.keyPrefix))).not.toEqual([]); // the scan does see stored text
    expect(await filesContaining(dataDir, Buffer.from(created.fullKey))).toEqual([]);
    expect(await filesContaining(dataDir, Buffer.from(created.fullKey.slice(14)))).toEqual([]);
    expect(await filesContaining(dataDir, Buffer.from(UPSTREAM_KEY))).toEqual([]);
  }, 120_000); // includes a PGlite initdb
});
