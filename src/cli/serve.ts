/**
 * @module cli/serve
 * `pith serve`: starts the gateway, prints where the dashboard is, and shuts down
 * gracefully on SIGINT/SIGTERM (pending lastUsedAt and usage writes are flushed).
 */
import type { Config } from '../config.js';
import { startServer } from '../server.js';

/** Resolves -1: the process keeps running until a signal closes the server. */
export async function runServe(config: Config): Promise<number> {
  const server = await startServer(config);
  const log = server.app.log;
  log.info({ url: server.url }, 'pith is listening');
  process.stdout.write(`\n  Pith gateway:   ${server.url}/api/v1\n  Dashboard:      ${server.url}/\n\n`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return -1;
}
