/** @module test/support/log-capture — a real pino logger whose lines are kept in memory, to grep for secrets. */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';

export function captureLogs(): { logger: FastifyBaseLogger; text(): string } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = pino({ level: 'trace', redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' } }, sink);
  return { logger, text: () => lines.join('') };
}
