/**
 * @module http/pith-headers
 * Pith's own reply headers (PRODUCT.md "Compression controls"), present on every completion,
 * streamed ones included. Pith never forwards a header or field of its own upstream.
 */
import { type CompressionReport, omittedBy } from '../compress/index.js';

export const PITH_HEADERS = {
  compression: 'x-pith-compression',
  promptTokensOriginal: 'x-pith-prompt-tokens-original',
  promptTokens: 'x-pith-prompt-tokens',
  compressionMs: 'x-pith-compression-ms',
  overheadMs: 'x-pith-overhead-ms',
  /** Present only when material was left out: the transforms that cut (the prompt marks each cut). */
  omitted: 'x-pith-omitted',
  /** Present only when a follow-up question brought back material an earlier turn had cut. */
  restored: 'x-pith-restored',
} as const;

/** Pith's headers, added to `headers` (a reply's own, which then goes out as it is) or to a new object. */
export function pithHeaders(report: CompressionReport, overheadMs: number, headers: Record<string, string> = {}): Record<string, string> {
  headers[PITH_HEADERS.compression] = report.level;
  headers[PITH_HEADERS.promptTokensOriginal] = String(report.tokensBefore);
  headers[PITH_HEADERS.promptTokens] = String(report.tokensAfter);
  headers[PITH_HEADERS.compressionMs] = report.ms.toFixed(2);
  headers[PITH_HEADERS.overheadMs] = Math.max(0, overheadMs).toFixed(2);
  const omitted = report.level === 'off' || report.level === 'lossless' ? [] : omittedBy(report);
  if (omitted.length > 0) headers[PITH_HEADERS.omitted] = omitted.join(',');
  if (report.restored && report.restored.length > 0) headers[PITH_HEADERS.restored] = String(report.restored.length);
  return headers;
}
