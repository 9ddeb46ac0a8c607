/**
 * @module cli/serve
 * `pith serve [--workers N|auto]`: starts the gateway, prints the start-up banner, and shuts
 * down gracefully on SIGINT/SIGTERM: requests in flight finish within PITH_DRAIN_TIMEOUT_MS,
 * idle keep-alive connections close at once, pending lastUsedAt, usage and request-log writes
 * are flushed. A port in use ends the start with one line and exit code 1. With `--workers N` (or `auto`: one per core) the process becomes a node:cluster
 * primary that forks N gateways sharing one listening port; the primary only supervises
 * (restarts a worker that dies, forwards SIGTERM). Several workers need PostgreSQL (the
 * embedded database has a single writer, so they are refused on it rather than routed through
 * one process) and an external identity provider (the development provider keeps sign-in state
 * in one process's memory); without PITH_REDIS_URL each worker counts limits on its own, which
 * the banner warns about.
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { startupBanner } from '../app/banner.js';
import { findFreePort } from '../app/free-port.js';
import type { Config } from '../config.js';
import { errors } from '../errors/index.js';
import { startServer } from '../server.js';

export const SERVE_USAGE = `Usage: pith serve [--workers N|auto]

  --workers N|auto   run N gateway processes on one port (auto: one per core).
                     More than one needs PostgreSQL (PITH_DATABASE_URL) and an external
                     identity provider (PITH_OIDC_ISSUER); set PITH_REDIS_URL so that
                     limits are shared by the workers.
`;

function parseWorkers(argv: string[]): number | 'help' {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { workers: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (err) {
    throw errors.invalidArguments((err as Error).message);
  }
  if (values.help) return 'help';
  if (values.workers === undefined) return 1;
  if (values.workers === 'auto') return availableParallelism();
  const n = Number(values.workers);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw errors.invalidArguments(`--workers must be a whole number from 1 to 256 or "auto", got "${values.workers}"`);
  return n;
}

/** Why `config` cannot run `workers` processes, if it cannot. */
export function workersRefusal(config: Config, workers: number): string | undefined {
  if (workers <= 1) return undefined;
  if (!config.databaseUrl) return `--workers ${workers} needs PostgreSQL (PITH_DATABASE_URL): the embedded database has a single writer, so one process serves it`;
  if (!config.oidc.issuer) return `--workers ${workers} needs an external identity provider (PITH_OIDC_ISSUER): the development provider keeps sign-in state in one process`;
  return undefined;
}

/** The soft limit on open files (Linux: /proc/self/limits), or undefined where it cannot be read or is unlimited. */
export function openFilesLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves -1: the process keeps running until a signal closes the server. */
export async function runServe(argv: string[], loadConfig: () => Config): Promise<number> {
  let workers: number | 'help';
  try {
    workers = parseWorkers(argv);
  } catch (err) {
    process.stderr.write(`pith serve: ${(err as Error).message}\n${SERVE_USAGE}`);
    return 2;
  }
  if (workers === 'help') {
    process.stdout.write(SERVE_USAGE);
    return 0;
  }
  if (cluster.isWorker) {
    // A worker's IPC channel would keep a failed worker alive: report and exit, so the primary sees it.
    return serveOne(loadConfig(), { quiet: true }).catch((err: unknown) => {
      process.stderr.write(`pith: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    });
  }
  const config = loadConfig();
  const refusal = workersRefusal(config, workers);
  if (refusal) {
    process.stderr.write(`pith serve: ${refusal}\n`);
    return 2;
  }
  return workers > 1 ? supervise(config, workers) : serveOne(config, { quiet: false });
}

async function serveOne(config: Config, options: { quiet: boolean }): Promise<number> {
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config);
  } catch (err) {
    // One line and a non-zero exit: nothing may keep the process alive (and the database locked).
    process.stderr.write(`pith: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  const log = server.app.log;
  if (!options.quiet) {
    const banner = startupBanner(server.config, server.url, { limitsBackend: server.services.limiter.backend, openFilesLimit: openFilesLimit() });
    log.info({ url: server.url, upstream: server.config.upstream.baseUrl, upstreamKey: server.config.upstream.apiKeySource ?? null }, 'pith is listening');
    for (const warning of banner.warnings) log.warn(warning);
    const warnings = banner.warnings.map((w) => `  WARNING: ${w}\n`).join('');
    process.stdout.write(`\n${banner.lines.join('\n')}\n\n${warnings}${warnings ? '\n' : ''}`);
  }
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

async function supervise(config: Config, workers: number): Promise<number> {
  // Workers must agree on one port: a configured 0 ("any free port") is resolved here, once.
  const port = config.port === 0 ? await findFreePort(config.host) : config.port;
  const env = { PORT: String(port) };
  const publicUrl = new URL(config.publicUrl);
  if (publicUrl.port === '0') publicUrl.port = String(port);
  const banner = startupBanner({ ...config, port }, publicUrl.origin + publicUrl.pathname.replace(/\/+$/, ''), { limitsBackend: config.redisUrl ? 'redis' : 'memory' });
  const warnings = [...banner.warnings];
  if (!config.redisUrl) warnings.push('limits are counted per worker: set PITH_REDIS_URL so that the workers share them');
  process.stdout.write(`\n${banner.lines.join('\n')}\n  Workers:        ${workers}\n\n${warnings.map((w) => `  WARNING: ${w}\n`).join('')}\n`);
  let stopping = false;
  let failed = false;
  const listening = new Set<number>();
  for (let i = 0; i < workers; i++) cluster.fork(env);
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    // A worker that never listened failed to start (bad configuration, database down): every
    // other would too, so stop rather than restart it in a loop.
    if (!stopping && !listening.has(worker.id)) {
      process.stderr.write(`pith serve: worker ${worker.process.pid} failed to start (${signal ?? code}); stopping\n`);
      failed = true;
      stop('SIGTERM');
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    process.stderr.write(`pith serve: worker ${worker.process.pid} exited (${signal ?? code}); starting another\n`);
    cluster.fork(env);
  });
  function stop(signal: NodeJS.Signals): void {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  }
  process.once('SIGINT', () => stop('SIGTERM'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return -1;
}
