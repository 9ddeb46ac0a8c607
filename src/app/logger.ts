/**
 * @module app/logger
 * The process's logger: pino at the configured level, with every field a secret could be in
 * redacted (lib/redact.ts's LOG_REDACT_PATHS), so no secret ever reaches a log line.
 * Errors are logged by one serializer: a catalogued error (PithError — every upstream failure
 * among them) as its message, code and status only, no stack (it was raised on purpose, its
 * stack says nothing new); anything else with its stack, for a bug is what it is. Messages pass
 * through lib/redact.ts, since an upstream's text may echo a credential.
 */
import type { FastifyBaseLogger } from 'fastify';
import { pino, stdSerializers, type DestinationStream } from 'pino';
import { PithError } from '../errors/index.js';
import { LOG_REDACT_PATHS, REDACTED, redact } from '../lib/redact.js';

export function serializeError(err: unknown): unknown {
  if (err instanceof PithError) {
    const cause = (err as { cause?: unknown }).cause;
    return {
      type: err.name,
      message: redact(err.message),
      code: err.code,
      status: err.status,
      ...(cause instanceof Error ? { cause: redact(cause.message) } : {}),
    };
  }
  if (!(err instanceof Error)) return err;
  const serialized = stdSerializers.err(err);
  return { ...serialized, message: redact(serialized.message), stack: redact(serialized.stack) };
}

/** `destination` defaults to stdout (tests pass a stream that keeps the lines). */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino({ level, redact: { paths: [...LOG_REDACT_PATHS], censor: REDACTED }, serializers: { err: serializeError } }, destination);
}
