import { afterAll, describe, expect, it } from 'vitest';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from '../../src/store/migrations.js';
import { listenerApplicationName } from '../../src/store/pg-listener.js';
import { createTestSchema, TEST_DATABASE_URL, type TestSchema } from '../support/pg-test-db.js';
import { newKey } from '../support/keys.js';
import { describeStoreConformance } from './store.suite.js';

describeStoreConformance('PostgreSQL', async () => {
  const db = await createTestSchema();
  return {
    async open() {
      const store = await db.open();
      await store.migrate();
      return store;
    },
    async reopen(store) {
      await store.close();
      return db.open();
    },
    async openSecond() {
      const store = await db.open();
      await store.migrate();
      return store;
    },
    dispose: () => db.drop(),
  };
});

describe('PostgreSQL store start-up', () => {
  const schemas: TestSchema[] = [];
  afterAll(async () => {
    await Promise.all(schemas.map((s) => s.drop()));
  });

  it('migrates once when several instances start at the same time', async () => {
    const db = await createTestSchema();
    schemas.push(db);
    const stores = await Promise.all([db.open(), db.open(), db.open()]);
    await Promise.all(stores.map((s) => s.migrate()));
    for (const s of stores) await s.ping();
    const u = await stores[0]!.upsertUser({ issuer: 'i', subject: 's' });
    expect((await stores[2]!.getUser(u.id))?.subject).toBe('s');
  });

  it('upgrades a database migrated before 0002_session_revocations, keeping its rows', async () => {
    const db = await createTestSchema();
    schemas.push(db);
    const pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1, options: `-c search_path=${db.schema}` });
    const old = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    try {
      const provider = { getMigrations: async () => ({ '0001_initial': migrations['0001_initial']! }) };
      const { error } = await new Migrator({ db: old, provider, migrationTableSchema: db.schema }).migrateToLatest();
      expect(error).toBeUndefined();
      await old.insertInto('users').values({ id: 'u1', issuer: 'i', subject: 'before-upgrade' }).execute();
    } finally {
      await old.destroy();
    }
    const store = await db.open();
    await store.migrate();
    expect((await store.getUser('u1'))?.subject).toBe('before-upgrade');
    await store.revokeSession('sid-after-upgrade', new Date(Date.now() + 60_000));
    expect(await store.isSessionRevoked('sid-after-upgrade', new Date())).toBe(true);
  });

  it('joins a migrated database while another schema is migrating', async () => {
    const db = await createTestSchema();
    schemas.push(db);
    await (await db.open()).migrate();
    // Kysely's migration lock is one advisory lock for the whole database; a migration in any
    // schema (another tenant, another deploy) holds it.
    const other = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock(3853314791062309107)');
      const restarted = await db.open();
      const joined = await Promise.race([restarted.migrate().then(() => 'migrated'), new Promise((r) => setTimeout(r, 5_000, 'waiting'))]);
      expect(joined).toBe('migrated');
      await restarted.ping();
    } finally {
      await other.end();
    }
  });
});

describe('PostgreSQL revocation listener', () => {
  let db: TestSchema;
  afterAll(() => db?.drop());

  it('reconnects after losing its connection, reports the gap, and hears revocations again', async () => {
    db = await createTestSchema();
    const a = await db.open();
    const b = await db.open();
    await a.migrate();
    const gap = new Promise<void>((resolve) => b.onRevocationsMissed(resolve));
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
        listenerApplicationName(`pith_key_revoked_${db.schema}`),
      ]);
      expect(killed.rowCount).toBe(2); // a's and b's listeners
    } finally {
      await admin.end();
    }
    await gap;
    const u = await a.upsertUser({ issuer: 'i', subject: 'after-gap' });
    const k = await a.insertKey(newKey(u.id));
    const heard = new Promise<string>((resolve) => b.onKeyRevoked((e) => resolve(e.id)));
    await a.revokeKey(k.id);
    await expect(heard).resolves.toBe(k.id);
  });
});
