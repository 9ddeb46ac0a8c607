/**
 * @module test/support/embedded-store
 * A real, migrated embedded store (PGlite) in a fresh temporary data directory, removed on close.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../src/store/index.js';
import type { Store } from '../../src/store/types.js';

export interface EmbeddedStore {
  store: Store;
  dataDir: string;
  close(): Promise<void>;
}

export async function openEmbeddedStore(): Promise<EmbeddedStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pith-test-store-'));
  const store = await createStore({ dataDir });
  await store.migrate();
  return {
    store,
    dataDir,
    async close() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
