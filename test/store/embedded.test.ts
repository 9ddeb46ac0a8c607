import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../src/store/index.js';
import { describeStoreConformance } from './store.suite.js';

describeStoreConformance('embedded (PGlite)', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'pith-store-'));
  let current: Awaited<ReturnType<typeof createStore>> | undefined;
  const open = async () => (current = await createStore({ dataDir }));
  return {
    async open() {
      const store = await open();
      await store.migrate();
      return store;
    },
    async reopen(store) {
      await store.close();
      return open();
    },
    async dispose() {
      await current?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
