import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite, templateFileName } from '../../src/store/embedded-template.js';
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

describe('embedded store: one process per data directory', () => {
  it('refuses a second opener while the first is open, and takes over a dead process’s lock', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pith-lock-'));
    try {
      const first = await createStore({ dataDir });
      await expect(createStore({ dataDir })).rejects.toThrow(/in use by process/);
      await first.close();
      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      await writeFile(join(dataDir, 'db.lock'), String(dead));
      const second = await createStore({ dataDir });
      await second.migrate();
      await second.ping();
      await second.close();
      // A container restarted as pid 1 finds its "own" pid in the old lock: stale, not busy.
      await writeFile(join(dataDir, 'db.lock'), String(process.pid));
      const third = await createStore({ dataDir });
      await third.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000); // two PGlite starts, the first an initdb: seconds each on a busy machine
});

describe('embedded store: initdb template', () => {
  it('starts from the cached template, and recovers from a corrupt one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'pith-template-'));
    const cache = join(root, 'cache');
    await mkdir(cache, { mode: 0o700 });
    try {
      await writeFile(join(cache, templateFileName()), 'not a tarball');
      const dirA = join(root, 'a');
      await mkdir(dirA);
      const a = await openPglite(dirA, cache);
      await a.exec('create table t (x int)');
      await a.close();
      const template = await readFile(join(cache, templateFileName()));
      expect(template.length).toBeGreaterThan(1_000_000); // replaced by a real cluster

      const dirB = join(root, 'b');
      await mkdir(dirB);
      const b = await openPglite(dirB, cache);
      expect((await b.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
      // A clean cluster: nothing of a's data came along.
      expect((await b.query(`select 1 from pg_tables where tablename = 't'`)).rows).toEqual([]);
      await b.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
