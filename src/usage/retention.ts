/**
 * @module usage/retention
 * Keeps the usage table and the request log from growing without end (`PITH_RETENTION_DAYS`,
 * default 90): once at start-up and then hourly, usage rows older than the window are rolled
 * into one row per UTC day (every total the dashboard shows stays right; only the hourly
 * detail of those days goes) and older request-log entries are deleted. The cut is at a UTC
 * midnight so a day is never split between detailed and rolled-up rows.
 */
import type { Store } from '../store/types.js';

const DAY_MS = 86_400_000;
const EVERY_MS = 3_600_000;

export function retentionCut(now: number, days: number): Date {
  return new Date(Math.floor(now / DAY_MS) * DAY_MS - days * DAY_MS);
}

export interface Retention {
  /** Runs one compaction now (also what the timer runs). */
  run(): Promise<void>;
  stop(): void;
}

export function startRetention(options: {
  store: Pick<Store, 'compactBefore'>;
  days: number;
  logger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  now?: () => number;
}): Retention {
  const now = options.now ?? Date.now;
  let running: Promise<void> | undefined;
  const run = (): Promise<void> =>
    (running ??= options.store
      .compactBefore(retentionCut(now(), options.days))
      .then(
        (done) => {
          if (done.usageRowsRolled + done.requestLogDeleted > 0) options.logger.info(done, 'retention: old usage rolled up per day, old request log pruned');
        },
        (err: unknown) => options.logger.warn({ err }, 'retention run failed; will retry in an hour'),
      )
      .finally(() => (running = undefined)));
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
