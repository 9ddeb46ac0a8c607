/**
 * @module cli/serve
 * `pith serve`: starts the gateway, prints where the dashboard is, and shuts down
 * gracefully on SIGINT/SIGTERM (pending lastUsedAt and usage writes are flushed).
 */
import type { Config } from '../config.js';
import { startupBanner } from '../app/banner.js';
import { startServer } from '../server.js';

/** Resolves -1: the process keeps running until a signal closes the server. */
export async function runServe(config: Config): Promise<number> {
  const server = await startServer(config);
  const log = server.app.log;
  const banner = startupBanner(server.config, server.url, { limitsBackend: server.services.limiter.backend });
  log.info({ url: server.url, upstream: server.config.upstream.baseUrl, upstreamKey: server.config.upstream.apiKeySource ?? null }, 'pith is listening');
  for (const warning of banner.warnings) log.warn(warning);
  const warnings = banner.warnings.map((w) => `  WARNING: ${w}\n`).join('');
  process.stdout.write(`\n${banner.lines.join('\n')}\n\n${warnings}${warnings ? '\n' : ''}`);
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
