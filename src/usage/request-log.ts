/**
 * @module usage/request-log
 * The request log behind the Activity page and `GET /api/requests`: one entry per request —
 * metadata only. An entry travels with its request's usage record (usage/recorder.ts): through
 * the usage journal, so kill -9 loses no entry of an answered request either, and into the store
 * in the same batch and transaction. This module says what an entry holds beyond its usage
 * record, and keeps bodies. `PITH_REQUEST_LOG=false` turns the log off.
 *
 * Bodies are the operator's opt-in (`PITH_REQUEST_LOG_BODIES`): then each request's prompt as
 * the client sent it, as it went upstream (compressed), and the reply text are kept beside its
 * entry, secrets redacted and each cut to `PITH_REQUEST_LOG_BODY_MAX_BYTES` (usage/body-text.ts).
 * A route starts a capture with `captureBodies` when it knows the request's owner, tells it
 * what it sent upstream, and the capture reads the reply from what the client is written and
 * records all three once the response is over. Redaction and cutting happen when a batch is
 * written, not on the request path. Bodies never reach a log line, and are not journaled (they
 * are large, and only a debugging aid).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestBodiesRecord, RequestLogEntry, Store, UsageRecord } from '../store/types.js';
import { createBatchWriter } from './batch-writer.js';
import { keptBody } from './body-text.js';
import { tapReply } from './reply-text.js';

/**
 * What an entry holds beyond its request's usage record. `promptTokens` is the gateway's own
 * count of the prompt as sent (the usage record's is the upstream's when it reported one), so
 * that before and after compression are one tokenizer's counts.
 */
export type RequestLogFields = Pick<RequestLogEntry, 'requestId' | 'errorCode' | 'costUsd' | 'promptTokens'>;

/** The entry of a request: its usage record's dimensions and figures, and the log's own fields. */
export function requestLogEntry(usage: UsageRecord, own: RequestLogFields): RequestLogEntry {
  return {
    requestId: own.requestId, keyId: usage.keyId, userId: usage.userId, model: usage.model, status: usage.status, errorCode: own.errorCode,
    stream: usage.stream, level: usage.level, promptTokensOriginal: usage.promptTokensOriginal, promptTokens: own.promptTokens,
    cachedTokens: usage.cachedTokens ?? 0, completionTokens: usage.completionTokens, costUsd: own.costUsd, latencyMs: usage.latencyMs,
    createdAt: usage.createdAt,
  };
}

/** A body as a route has it: the raw bytes or text, or a parsed value (kept as JSON). */
export type BodySource = string | Uint8Array | object;

/** Whose request the bodies are: only this user ever reads them. */
export interface BodyOwner {
  requestId: string;
  userId: string;
}

/** One request's bodies as captured, before redaction and cutting. */
export interface RequestBodies {
  /** The request as the client sent it. */
  received: BodySource;
  /** The request as sent upstream; absent when it never went (refused by a limit, say). */
  sent?: BodySource;
  /** The reply's text (see usage/reply-text.ts); absent when there was none. */
  reply?: string;
}

/** A capture in progress: the route reports what it sent; the reply is read as it is written. */
export interface BodyCapture {
  sent(body: BodySource): void;
}

/** The request log's bodies (its entries go with usage: usage/recorder.ts). */
export interface RequestLogSink {
  /** Whether bodies are kept (PITH_REQUEST_LOG_BODIES): the dashboard says so. */
  readonly keepsBodies: boolean;
  /** Keeps one request's bodies (nothing when bodies are off). */
  recordBodies(owner: BodyOwner, bodies: RequestBodies): void;
  /**
   * Starts keeping one request's bodies, or undefined when bodies are off: `received` now, the
   * reply from what is written to `res`, recorded when `res` closes.
   */
  captureBodies(owner: BodyOwner, received: BodySource, res: ServerResponse): BodyCapture | undefined;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface RequestLogOptions {
  store: Pick<Store, 'insertRequestBodies'>;
  logger: FastifyBaseLogger;
  flushIntervalMs?: number;
  /** Keep bodies, each cut to `maxBytes` (config: requestLogBodies, requestLogBodyMaxBytes). */
  bodies?: { maxBytes: number };
}

function asText(body: BodySource): string {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  return JSON.stringify(body);
}

interface PendingBodies {
  owner: BodyOwner;
  bodies: RequestBodies;
  createdAt: Date;
}

function bodyKeeper(options: RequestLogOptions & { bodies: { maxBytes: number } }) {
  const { maxBytes } = options.bodies;
  const pending: PendingBodies[] = [];
  const keep = (body: BodySource | undefined) => (body === undefined ? null : keptBody(asText(body), maxBytes));
  const writer = createBatchWriter<RequestBodiesRecord>({
    ...options,
    what: 'request bodies',
    // Bodies are large: smaller batches, and fewer of them held while the store is down.
    maxBatch: 50,
    maxPending: 1000,
    drain: () =>
      pending.splice(0).map(({ owner, bodies, createdAt }) => ({
        requestId: owner.requestId,
        userId: owner.userId,
        received: keep(bodies.received) ?? '',
        sent: keep(bodies.sent),
        reply: keep(bodies.reply),
        createdAt,
      })),
    pendingCount: () => pending.length,
    write: (rows) => options.store.insertRequestBodies(rows),
  });
  const record = (owner: BodyOwner, bodies: RequestBodies) => {
    pending.push({ owner, bodies, createdAt: new Date() });
    writer.added();
  };
  return {
    record,
    capture(owner: BodyOwner, received: BodySource, res: ServerResponse): BodyCapture {
      let sent: BodySource | undefined;
      // Enough of the reply to fill the kept text after redaction (which only shortens it).
      tapReply(res, 2 * maxBytes + 4096, (reply) => record(owner, { received, sent, reply: reply === '' ? undefined : reply }));
      return { sent: (body) => void (sent = body) };
    },
    writer,
  };
}

export function createRequestLog(options: RequestLogOptions): RequestLogSink {
  const bodies = options.bodies ? bodyKeeper({ ...options, bodies: options.bodies }) : undefined;
  return {
    keepsBodies: bodies !== undefined,
    recordBodies: (owner, captured) => bodies?.record(owner, captured),
    captureBodies: (owner, received, res) => bodies?.capture(owner, received, res),
    flush: async () => bodies?.writer.flush(),
    close: async () => bodies?.writer.close(),
  };
}

/** The log when it is off: records nothing. */
export const noRequestLog: RequestLogSink = {
  keepsBodies: false,
  recordBodies: () => undefined,
  captureBodies: () => undefined,
  flush: async () => undefined,
  close: async () => undefined,
};
