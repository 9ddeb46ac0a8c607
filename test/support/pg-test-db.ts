/**
 * @module test/support/pg-test-db
 * Test isolation on the shared PostgreSQL: every test file (or cluster) gets its own fresh
 * schema (`t_<random>`, selected through search_path by the store's `schema` option, with a
 * per-schema NOTIFY channel), dropped with CASCADE afterwards. Parallel test files therefore
 * never see each other's rows or revocations.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/types.js';

export const TEST_DATABASE_URL = process.env.PITH_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  schema: string;
  /** A new store instance on this schema (not yet migrated). */
  open(): Promise<Store>;
  drop(): Promise<void>;
}

async function withClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export function createTestSchema(): TestSchema {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const opened: Store[] = [];
  return {
    schema,
    async open() {
      const store = await createStore({ databaseUrl: TEST_DATABASE_URL, dataDir: '/nonexistent', schema, poolSize: 4 });
      opened.push(store);
      return store;
    },
    async drop() {
      await Promise.all(opened.map((s) => s.close()));
      await withClient((client) => client.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`));
    },
  };
}

export interface TestDatabase {
  /** The schema, for a second store instance (`db.open()`) or a dump. */
  readonly db: TestSchema;
  /** A migrated store on it. */
  readonly store: Store;
}

/** A fresh schema and a migrated store for the calling test file: made before its tests, dropped after. */
export function useTestDatabase(): TestDatabase {
  let db: TestSchema | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    db = createTestSchema();
    store = await db.open();
    await store.migrate();
  });
  afterAll(() => db?.drop());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestDatabase() is ready only inside tests and hooks');
    return value;
  };
  return {
    get db() {
      return ready(db);
    },
    get store() {
      return ready(store);
    },
  };
}

/** Every stored value of every Pith table in the schema, as one string (for "never in plaintext" checks). */
export async function dumpSchema(schema: string): Promise<string> {
  return withClient(async (client) => {
    const parts: string[] = [];
    for (const table of ['users', 'api_keys', 'usage_records', 'session_revocations', 'request_log']) {
      const res = await client.query(`select * from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`);
      parts.push(JSON.stringify(res.rows));
    }
    return parts.join('\n');
  });
}
