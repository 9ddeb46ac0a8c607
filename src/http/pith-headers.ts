/**
 * @module http/pith-headers
 * Pith's own reply headers (PRODUCT.md "Compression controls"), present on every completion,
 * streamed ones included. Pith never forwards a header or field of its own upstream.
 */
import type { CompressionReport } from '../compress/index.js';

export const PITH_HEADERS = {
  compression: 'x-pith-compression',
  promptTokensOriginal: 'x-pith-prompt-tokens-original',
  promptTokens: 'x-pith-prompt-tokens',
  compressionMs: 'x-pith-compression-ms',
  overheadMs: 'x-pith-overhead-ms',
} as const;

export function pithHeaders(report: CompressionReport, overheadMs: number): Record<string, string> {
  return {
    [PITH_HEADERS.compression]: report.level,
    [PITH_HEADERS.promptTokensOriginal]: String(report.tokensBefore),
    [PITH_HEADERS.promptTokens]: String(report.tokensAfter),
    [PITH_HEADERS.compressionMs]: report.ms.toFixed(2),
    [PITH_HEADERS.overheadMs]: Math.max(0, overheadMs).toFixed(2),
  };
}
