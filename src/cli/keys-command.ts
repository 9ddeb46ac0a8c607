/**
 * @module cli/keys-command
 * `pith keys …` entry: parses first (help and bad arguments answer without touching anything),
 * then runs the command on the configured store — or, when a running `pith serve` holds the
 * embedded database, sends it to that server's admin socket (app/admin-socket.ts), which runs
 * the same command on its store and hands back what to print.
 */
import { sendAdminCommand } from '../app/admin-socket.js';
import { resolveSecret } from '../app/secret-file.js';
import type { Config } from '../config.js';
import { PithError } from '../errors/index.js';
import { executeKeysCommand, KEYS_USAGE, parseKeysCommand, reportKeysFailure } from '../keys/keys-command.js';
import { createStore } from '../store/index.js';
import type { Store } from '../store/types.js';

async function viaRunningServer(argv: string[], config: Config, locked: PithError): Promise<number> {
  let reply;
  try {
    reply = await sendAdminCommand(config.dataDir, argv);
  } catch {
    // No server answers on the socket (an old server, or PITH_ADMIN_SOCKET=false): say what holds the lock.
    throw locked;
  }
  process.stdout.write(reply.stdout);
  process.stderr.write(reply.stderr);
  return reply.code;
}

export async function runKeysCommand(argv: string[], loadConfig: () => Config): Promise<number> {
  try {
    const command = parseKeysCommand(argv);
    if (command.kind === 'help') {
      process.stdout.write(KEYS_USAGE);
      return 0;
    }
    const config = loadConfig();
    let store: Store;
    try {
      store = await createStore({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
    } catch (err) {
      if (err instanceof PithError && err.code === 'embedded_db_locked') return await viaRunningServer(argv, config, err);
      throw err;
    }
    try {
      await store.migrate();
      const secret = await resolveSecret(config);
      await executeKeysCommand(command, { store, secret, config, stdout: process.stdout, stderr: process.stderr });
      return 0;
    } finally {
      await store.close();
    }
  } catch (err) {
    return reportKeysFailure(err, process.stderr);
  }
}
