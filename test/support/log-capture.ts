/**
 * @module test/support/log-capture
 * The production logger (app/logger.ts: its level aside, the same redaction) writing into
 * memory, to assert what is — and what is never — logged.
 */
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../../src/app/logger.js';

export interface CapturedLogs {
  logger: FastifyBaseLogger;
  /** One JSON line per entry, as written. */
  lines: string[];
  text(): string;
}

export function captureLogs(level = 'trace'): CapturedLogs {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger(level, sink), lines, text: () => lines.join('') };
}
