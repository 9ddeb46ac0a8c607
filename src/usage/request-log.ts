/**
 * @module usage/request-log
 * The request log behind the Activity page and `GET /api/requests`: one entry per request —
 * metadata only, never a prompt or a reply — buffered and written in batches off the request
 * path like usage (usage/batch-writer.ts). `PITH_REQUEST_LOG=false` turns it off.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RequestLogEntry, Store } from '../store/types.js';
import { createBatchWriter } from './batch-writer.js';

export interface RequestLogSink {
  record(entry: RequestLogEntry): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface RequestLogOptions {
  store: Pick<Store, 'insertRequestLog'>;
  logger: FastifyBaseLogger;
  flushIntervalMs?: number;
}

export function createRequestLog(options: RequestLogOptions): RequestLogSink {
  const buffer: RequestLogEntry[] = [];
  const writer = createBatchWriter<RequestLogEntry>({
    ...options,
    what: 'request log entries',
    drain: () => buffer.splice(0),
    pendingCount: () => buffer.length,
    write: (rows) => options.store.insertRequestLog(rows),
  });
  return {
    record(entry) {
      buffer.push(entry);
      writer.added();
    },
    flush: writer.flush,
    close: writer.close,
  };
}

/** The log when it is off: records nothing. */
export const noRequestLog: RequestLogSink = { record: () => undefined, flush: async () => undefined, close: async () => undefined };
