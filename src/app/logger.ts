/**
 * @module app/logger
 * The process's logger: pino at the configured level, with every place a secret could appear
 * redacted, so no secret ever reaches a log line.
 */
import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';

/** Secrets never reach a log line: these paths are redacted wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'apiKey',
  'upstreamApiKey',
  'fullKey',
  'secret',
];

/** `destination` defaults to stdout (tests pass a stream that keeps the lines). */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
