/**
 * @module compress
 * The compressor's public surface: pure functions, no I/O. The gateway, the CLI and the
 * eval runner all go through `createCompressor`.
 */
import type { ChatMessage, ChatRequest } from '../wire/chat.js';
import type { CompressionLevel } from './levels.js';
import { countRequestTokens } from './tokens.js';

export { COMPRESSION_LEVELS, isCompressionLevel, type CompressionLevel } from './levels.js';
export { countRequestTokens, countTextTokens, encodingForModel } from './tokens.js';

export interface CompressOptions {
  level: CompressionLevel;
  /** Hard time budget: past it, what is done is forwarded, never a stall. */
  budgetMs?: number;
}

export interface CompressionReport {
  level: CompressionLevel;
  tokensBefore: number;
  tokensAfter: number;
  ms: number;
  /** Names of the transforms that changed something, for usage records and the dashboard. */
  transforms: string[];
  timedOut: boolean;
}

export interface CompressOutcome<T extends ChatRequest> {
  request: T;
  report: CompressionReport;
}

export interface Compressor {
  compressRequest<T extends ChatRequest>(request: T, options: CompressOptions): CompressOutcome<T>;
}

const CODE_FENCE = /(```[\s\S]*?(?:```|$))/;

/** Placeholder lossless transform: trailing spaces and runs of blank lines, outside code fences. */
function normaliseWhitespace(text: string): string {
  return text
    .split(CODE_FENCE)
    .map((piece, i) => (i % 2 === 1 ? piece : piece.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n')))
    .join('');
}

function compressMessage(message: ChatMessage): ChatMessage {
  if (typeof message.content === 'string') return { ...message, content: normaliseWhitespace(message.content) };
  return message;
}

export function createCompressor(): Compressor {
  return {
    compressRequest(request, options) {
      const started = performance.now();
      const tokensBefore = countRequestTokens(request);
      if (options.level === 'off') {
        return {
          request,
          report: { level: 'off', tokensBefore, tokensAfter: tokensBefore, ms: performance.now() - started, transforms: [], timedOut: false },
        };
      }
      const out = { ...request, messages: request.messages.map(compressMessage) };
      const tokensAfter = countRequestTokens(out);
      const transforms = tokensAfter < tokensBefore ? ['whitespace'] : [];
      return {
        request: out,
        report: { level: options.level, tokensBefore, tokensAfter, ms: performance.now() - started, transforms, timedOut: false },
      };
    },
  };
}
