/**
 * @module app/secret-file
 * The master secret: PITH_SECRET, or in development a random secret generated once into the
 * data dir (owner-only), so restarts keep sessions and sealed keys valid without setup.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';

export async function resolveSecret(config: Pick<Config, 'secret' | 'dataDir'>): Promise<string> {
  if (config.secret) return config.secret;
  const file = join(config.dataDir, 'secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // `wx`: when two processes start at once, the second keeps the first one's secret.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
