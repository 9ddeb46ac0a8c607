/**
 * @module usage/recorder
 * Usage records, rolled up in memory and written to the store in batches, so the hot path
 * never waits on the database. Requests with the same dimensions (key, user, model, status,
 * stream, level) within the same second become one record whose `requests`, token and time
 * fields are sums: accounting stays exact to the token and the second, while a busy gateway
 * writes a few rows a second instead of one per request (each row costs ~25 µs of the
 * gateway's own CPU on the in-process embedded database). `close()` flushes what is pending.
 * A request's request-log entry (usage/request-log.ts), when the log is on, goes with its usage
 * record: in the same journal line and the same batch, so it is as durable as the usage.
 * With a journal (usage/journal.ts), each record is appended to it first (written at once when
 * it is the first of its event-loop turn, else the reply waits for one write shared by the rest
 * of the turn's records), and every batch — usage rows and request-log rows — is written in one
 * transaction with the journal's checkpoint: a killed process loses nothing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RequestLogEntry, Store, UsageRecord } from '../store/types.js';
import { createBatchWriter } from './batch-writer.js';
import type { UsageJournal } from './journal.js';
import { requestLogEntry, type RequestLogFields } from './request-log.js';
import { rollInto, type Rollup } from './rollup.js';

export interface UsageSink {
  /**
   * Records a request's usage, and its request-log entry when `log` is given (the log is on).
   * With a journal, a promise resolves once the record is in the journal file (grouped with the
   * rest of this event-loop turn's): send the reply's last bytes after it. Undefined when there
   * is nothing to wait for (no journal, or the record is in the file already). Never rejects.
   */
  record(entry: UsageRecord, log?: RequestLogFields): Promise<void> | undefined;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface UsageRecorderOptions {
  store: Pick<Store, 'insertUsage'>;
  logger: FastifyBaseLogger;
  flushIntervalMs?: number;
  maxBatch?: number;
  /** Rolled-up records kept while the store is failing; the oldest are dropped past it (and logged). */
  maxPending?: number;
  /** The write-ahead journal; closed (and removed, when everything is stored) by `close()`. */
  journal?: UsageJournal;
  /** The store the journal's checkpoint is dropped from at close. */
  checkpoints?: Pick<Store, 'forgetUsageCheckpoint'>;
}

export function createUsageRecorder(options: UsageRecorderOptions): UsageSink {
  const { journal } = options;
  /** Rolled-up records not yet handed to the store, by roll-up key (insertion order = time order). */
  let open: Rollup = new Map();
  /** Request-log entries not yet handed to the store. */
  let entries: RequestLogEntry[] = [];
  /** The journal's last seq when the buffer was last drained: what a successful write confirms. */
  let drainedSeq = 0;
  // One batch holds both kinds of row (a failed or refused batch is retried or split as one);
  // only a request-log entry has a request id.
  const writer = createBatchWriter<UsageRecord | RequestLogEntry>({
    ...options,
    what: 'usage and request-log rows',
    whole: journal !== undefined,
    drain: () => {
      const rows: Array<UsageRecord | RequestLogEntry> = [...open.values(), ...entries];
      open = new Map();
      entries = [];
      if (journal) drainedSeq = journal.lastSeq();
      return rows;
    },
    pendingCount: () => open.size + entries.length,
    write: async (rows) => {
      const usage: UsageRecord[] = [];
      const log: RequestLogEntry[] = [];
      for (const row of rows) {
        if ('requestId' in row) log.push(row);
        else usage.push(row);
      }
      if (!journal) return options.store.insertUsage(usage, undefined, log);
      const seq = drainedSeq;
      await options.store.insertUsage(usage, { journal: journal.name, seq }, log);
      journal.confirmed(seq);
    },
  });

  return {
    record(entry, log) {
      const written = journal?.enqueue(entry, log);
      rollInto(open, entry);
      if (log) entries.push(requestLogEntry(entry, log));
      writer.added();
      return written;
    },
    flush: writer.flush,
    async close() {
      await writer.close();
      if (journal) await journal.close(options.checkpoints ?? { forgetUsageCheckpoint: async () => undefined });
    },
  };
}
