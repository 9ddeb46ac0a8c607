/**
 * @module compress
 * The compressor's public surface: pure functions, no I/O. The gateway, the CLI and the
 * eval runner all go through `createCompressor`. The returned request is the same request
 * with only message text changed; level 'off' returns the very same object.
 */
import type { ChatRequest } from '../wire/chat.js';
import { LOSSY_TRANSFORMS, MessageCompressor, requestEncoding } from './compressor.js';
import type { CompressionLevel } from './levels.js';
import { countRequestTokens, requestOverheadTokens } from './tokens.js';

export { COMPRESSION_LEVELS, isCompressionLevel, type CompressionLevel } from './levels.js';
export { countRequestTokens, countTextTokens, encodingForModel, type EncodingName } from './tokens.js';

/** The transforms of a report that left material out (the prompt holds a marker for each cut). */
export function omittedBy(report: Pick<CompressionReport, 'transforms'>): string[] {
  return report.transforms.filter((t) => LOSSY_TRANSFORMS.has(t));
}

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
  /**
   * Indices of messages sent whole again because a later question needed what an earlier
   * selection left out (one prompt-cache break each, at the turn that asked).
   */
  restored?: number[];
}

export interface CompressOutcome<T extends ChatRequest> {
  request: T;
  report: CompressionReport;
}

export interface Compressor {
  compressRequest<T extends ChatRequest>(request: T, options: CompressOptions): CompressOutcome<T>;
}

export interface CompressorOptions {
  /** Compressed messages remembered (LRU), keyed by the conversation's hash chain. */
  cacheEntries?: number;
  /** Upper bound on characters held by that cache. */
  cacheChars?: number;
}

export function createCompressor(options: CompressorOptions = {}): Compressor {
  const messages = new MessageCompressor(options.cacheEntries ?? 4096, options.cacheChars ?? 64_000_000);
  return {
    compressRequest(request, { level, budgetMs }) {
      const started = performance.now();
      if (level === 'off' || !Array.isArray(request.messages)) {
        const tokensBefore = countRequestTokens(request);
        const report = { level, tokensBefore, tokensAfter: tokensBefore, ms: performance.now() - started, transforms: [], timedOut: false };
        return { request, report };
      }
      const encoding = requestEncoding(request);
      const deadline = started + (budgetMs ?? Number.POSITIVE_INFINITY);
      const tools = Array.isArray(request.tools) && request.tools.length > 0;
      const result = messages.run(request.messages, encoding, { level, deadline, tools });
      const changed = result.messages.some((m, i) => m !== request.messages[i]);
      const out = changed ? { ...request, messages: result.messages } : request;
      // The messages were counted by the run (from its cache when warm); tools are counted here.
      const overhead = requestOverheadTokens(request, encoding);
      return {
        request: out,
        report: {
          level,
          tokensBefore: overhead + result.tokensBefore,
          tokensAfter: overhead + result.tokensAfter,
          ms: performance.now() - started,
          transforms: [...result.transforms].sort(),
          timedOut: result.timedOut,
          restored: result.restored,
        },
      };
    },
  };
}
