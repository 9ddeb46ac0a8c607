/**
 * @module usage/batch-writer
 * Writes what the request path records to the store in batches, off the request path: on a
 * timer, when enough is pending, and on close. A failed write keeps its rows and retries them
 * first next time; past `maxPending` rows the oldest are dropped (and logged) so a store that is
 * down cannot exhaust memory. Writes never overlap. Used by the usage recorder (which rolls
 * rows up before they are drained) and the request log.
 */
export interface BatchWriterOptions<T> {
  /** What this writer writes, for its log lines. */
  what: string;
  /** Takes everything pending out of the caller's buffer. */
  drain(): T[];
  /** Rows pending in the caller's buffer. */
  pendingCount(): number;
  write(rows: readonly T[]): Promise<void>;
  logger: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  flushIntervalMs?: number;
  /** Pending rows that trigger an early flush, and the most rows one `write` gets (unless `whole`). */
  maxBatch?: number;
  maxPending?: number;
  /** Hand everything pending to one `write` (one transaction), as the journal's checkpoint needs. */
  whole?: boolean;
}

export interface BatchWriter {
  /** Call after adding to the buffer: flushes early when a batch is full, drops the oldest retries past the cap. */
  added(): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createBatchWriter<T>(options: BatchWriterOptions<T>): BatchWriter {
  const { logger, flushIntervalMs = 1000, maxBatch = 500, maxPending = 50_000 } = options;
  /** Rows taken out of the buffer whose write failed: retried first. */
  let retry: T[] = [];
  let inFlight: Promise<void> = Promise.resolve();

  const writeAll = async (): Promise<void> => {
    const batch = retry.concat(options.drain());
    retry = [];
    const size = options.whole ? Math.max(batch.length, 1) : maxBatch;
    for (let i = 0; i < batch.length; i += size) {
      try {
        await options.write(batch.slice(i, i + size));
      } catch (err) {
        retry = batch.slice(i);
        logger.error({ err, pending: retry.length }, `${options.what} flush failed; will retry`);
        return;
      }
    }
  };

  const flush = (): Promise<void> => {
    inFlight = inFlight.then(writeAll);
    return inFlight;
  };

  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  return {
    added() {
      const buffered = options.pendingCount();
      const pending = buffered + retry.length;
      if (pending > maxPending) {
        const dropped = retry.splice(0, pending - maxPending).length;
        logger.warn({ dropped }, `${options.what} dropped: store is not keeping up`);
      }
      if (buffered >= maxBatch) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
