/**
 * @module store/embedded-template
 * Opening PGlite on an empty directory runs initdb in WASM: 3 s on an idle laptop core,
 * 9–15 s on a busy one — then 0.3–0.5 s to reopen. A freshly initialised cluster is the
 * same bytes every time, so the first one is saved as a tarball and later empty data
 * directories start from it (about 4× faster): this pays off for tests and for anyone who
 * creates more than one data dir. The template lives in a per-user, owner-only cache
 * directory (another local user must not be able to plant a cluster for us), is keyed by
 * the PGlite version, holds no Pith data (migrations run afterwards, as always), and is
 * written atomically. Any trouble with it falls back to a plain initdb.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory settings for the embedded database, sized for Pith's small tables: the
 * defaults (128 MB of shared buffers among them) live inside PGlite's WASM heap, which never
 * shrinks. Measured on `pith serve` idle: 516 → 444 MB resident on a first start, 437 → 302 MB
 * on later starts (README "Footprint").
 */
const EMBEDDED_SETTINGS = {
  postgresqlconf: ['shared_buffers=8MB', 'work_mem=1MB', 'maintenance_work_mem=8MB', 'temp_buffers=1MB', 'wal_buffers=256kB'],
};

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    let dir = dirname(require.resolve('@electric-sql/pglite'));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

async function privateCacheDir(override?: string): Promise<string | undefined> {
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  const dir = override ?? join(tmpdir(), `pith-cache-${uid}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const s = await stat(dir);
  if (s.uid !== uid || (s.mode & 0o077) !== 0) return undefined;
  return dir;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return (await readdir(dir)).length === 0;
}

export function templateFileName(): string {
  return `pglite-${pgliteVersion()}-initdb.tar.gz`;
}

/** Opens PGlite on `dir`, starting an empty directory from the cached template when there is one. */
export async function openPglite(dir: string, cacheDir?: string): Promise<PGlite> {
  const cache = await privateCacheDir(cacheDir).catch(() => undefined);
  const fresh = await isEmptyDir(dir);
  if (!cache || !fresh) return PGlite.create(dir, { ...EMBEDDED_SETTINGS });
  const template = join(cache, templateFileName());

  const saved = await readFile(template).catch(() => undefined);
  if (saved) {
    try {
      // Unpacking the template grows the WASM heap by ~130 MB for good: unpack, close, and open
      // the now-populated directory afresh (~0.3 s, once per new data dir).
      const unpacked = await PGlite.create(dir, { ...EMBEDDED_SETTINGS, loadDataDir: new Blob([saved]) });
      await unpacked.close();
      return await PGlite.create(dir, { ...EMBEDDED_SETTINGS });
    } catch {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      await rm(template, { force: true });
    }
  }

  const db = await PGlite.create(dir, { ...EMBEDDED_SETTINGS });
  try {
    const blob = await db.dumpDataDir('gzip');
    const partial = `${template}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
    await chmod(partial, 0o600);
    await rename(partial, template);
  } catch {
    /* no template this time; the next fresh start tries again */
  }
  // initdb grew the heap like an unpacked template does: start again on the initialised directory.
  await db.close();
  return PGlite.create(dir, { ...EMBEDDED_SETTINGS });
}
