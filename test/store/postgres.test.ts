import { afterAll, describe, expect, it } from 'vitest';
import { createTestSchema, type TestSchema } from './pg-test-db.js';
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
});
