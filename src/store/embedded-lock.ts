/**
 * @module store/embedded-lock
 * PGlite has no cross-process locking: two processes opening one data directory (say,
 * `pith keys create` while `pith serve` runs) would corrupt it. A pid file refuses the
 * second opener with an actionable message; a lock left by a dead process is taken over.
 */
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { errors } from '../errors/index.js';
import { processAlive } from '../lib/process-alive.js';


/** Lock files this process holds: a file naming our own pid but not in here is stale (a container's pid 1 restarted). */
const heldHere = new Set<string>();

export interface EmbeddedLock {
  release(): Promise<void>;
}

export async function lockDataDir(lockFile: string, dbDir: string): Promise<EmbeddedLock> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return {
        release: async () => {
          heldHere.delete(lockFile);
          await unlink(lockFile).catch(() => undefined);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      const ours = pid === process.pid;
      if (Number.isInteger(pid) && pid > 0 && (ours ? heldHere.has(lockFile) : processAlive(pid))) {
        throw errors.embeddedDbLocked(
          `the embedded database in ${dbDir} is in use by process ${pid}${ours ? ' (this one)' : ''}; ` +
            'stop it first, or share a PostgreSQL database between processes (PITH_DATABASE_URL)',
        );
      }
      await unlink(lockFile).catch(() => undefined);
    }
  }
  throw errors.embeddedDbLocked(`could not lock the embedded database in ${dbDir}`);
}
