/**
 * @module dashboard/compress-result
 * The reply of `POST /api/compress` (the playground), on its own so the web UI can import
 * the type without the route.
 */
import type { ChatRequest } from '../wire/chat.js';
import type { CompressionLevel } from '../wire/compression-levels.js';

export interface CompressResult {
  level: CompressionLevel;
  /** The input as sent: the prompt string, or the request object. */
  original: string | ChatRequest;
  /** Same kind as `original`, compressed. */
  compressed: string | ChatRequest;
  tokensBefore: number;
  tokensAfter: number;
  ms: number;
  transforms: string[];
  timedOut: boolean;
}
