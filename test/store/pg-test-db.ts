/**
 * Test isolation on the shared PostgreSQL: every store test gets its own fresh schema
 * (`t_<random>`, selected through search_path by the store's `schema` option, with a
 * per-schema NOTIFY channel), dropped with CASCADE afterwards. Parallel test files
 * therefore never see each other's rows or revocations.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/types.js';

export const TEST_DATABASE_URL = process.env.PITH_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestSchema {
  schema: string;
  /** A new store instance on this schema (not yet migrated). */
  open(): Promise<Store>;
  drop(): Promise<void>;
}

export async function createTestSchema(): Promise<TestSchema> {
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
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Every stored value of every Pith table in the schema, as one string (for "never in plaintext" checks). */
export async function dumpSchema(schema: string): Promise<string> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const parts: string[] = [];
    for (const table of ['users', 'api_keys', 'usage_records', 'session_revocations']) {
      const res = await client.query(`select * from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`);
      parts.push(JSON.stringify(res.rows));
    }
    return parts.join('\n');
  } finally {
    await client.end();
  }
}
