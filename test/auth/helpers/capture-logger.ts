/**
 * @module test/auth/helpers/capture-logger
 * A real pino logger at trace level whose lines are kept in memory, to assert what is
 * (and what is never) logged.
 */
import { pino, type Logger } from 'pino';

export function captureLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}
