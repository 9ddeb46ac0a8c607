/**
 * @module cli/keys-command
 * `pith keys …` entry: opens the configured store (embedded or PostgreSQL), runs the
 * command, and closes the store so the process exits.
 */
import { resolveSecret } from '../app/secret-file.js';
import type { Config } from '../config.js';
import { createStore } from '../store/index.js';
import { runKeys } from './keys.js';

export async function runKeysCommand(argv: string[], config: Config): Promise<number> {
  const store = await createStore({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
  try {
    await store.migrate();
    const secret = await resolveSecret(config);
    return await runKeys(argv, { store, secret, config, stdout: process.stdout, stderr: process.stderr });
  } finally {
    await store.close();
  }
}
