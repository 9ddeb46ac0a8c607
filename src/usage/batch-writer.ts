/**
 * @module usage/batch-writer
 * Writes what the request path records to the store in batches, off the request path: on a
 * timer, when enough is pending, and on close. A failed write keeps its rows and retries them
 * first next time; past `maxPending` rows the oldest are dropped (and logged) so a store that is
 * down cannot exhaust memory. A write the store refuses for its data (store/row-errors.ts) is
 * not retried as it was — it would fail forever and hold back every later row — but split in
 * halves until the refused rows stand alone; those are dropped and logged, the rest written.
 * (With the usage journal's checkpoint on every write, a crash while rows are written apart
 * may lose the halves not yet written: the checkpoint is already past them.) Writes never
 * overlap. Used by the usage recorder (which rolls rows up before they are drained) and the
 * request log.
 */
import { isRefusedRows } from '../store/row-errors.js';

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
    /** What is left to write, in order: whole batches, or the halves of a refused one. */
    const pieces: T[][] = [];
    for (let i = 0; i < batch.length; i += size) pieces.push(batch.slice(i, i + size));
    while (pieces.length > 0) {
      const piece = pieces.shift()!;
      try {
        await options.write(piece);
      } catch (err) {
        if (!isRefusedRows(err)) {
          retry = piece.concat(...pieces);
          logger.error({ err, pending: retry.length }, `${options.what} flush failed; will retry`);
          return;
        }
        if (piece.length === 1) {
          // The driver's message only: it may quote the refused value, never a secret (rows are metadata).
          logger.error({ code: (err as { code: string }).code, reason: (err as Error).message }, `${options.what}: the store refused a row; dropped`);
          continue;
        }
        const half = piece.length >> 1;
        pieces.unshift(piece.slice(0, half), piece.slice(half));
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
