/**
 * @module usage/recorder
 * Per-request usage records, written to the store in batches so the hot path never waits
 * on the database. `close()` flushes what is pending (graceful shutdown).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Store, UsageRecord } from '../store/types.js';

export interface UsageSink {
  record(entry: UsageRecord): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface UsageRecorderOptions {
  store: Pick<Store, 'insertUsage'>;
  logger: FastifyBaseLogger;
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Records kept while the store is failing; older ones are dropped (and counted in the log). */
  maxPending?: number;
}

export function createUsageRecorder(options: UsageRecorderOptions): UsageSink {
  const { store, logger, flushIntervalMs = 1000, maxBatch = 500, maxPending = 50_000 } = options;
  let pending: UsageRecord[] = [];
  let inFlight: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    inFlight = inFlight.then(async () => {
      while (pending.length > 0) {
        const batch = pending.slice(0, maxBatch);
        try {
          await store.insertUsage(batch);
          pending = pending.slice(batch.length);
        } catch (err) {
          logger.error({ err, pending: pending.length }, 'usage flush failed; will retry');
          return;
        }
      }
    });
    return inFlight;
  };

  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  return {
    record(entry) {
      pending.push(entry);
      if (pending.length > maxPending) {
        const dropped = pending.length - maxPending;
        pending = pending.slice(dropped);
        logger.warn({ dropped }, 'usage records dropped: store is not keeping up');
      }
      if (pending.length >= maxBatch) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
