/**
 * @module wire/compression-levels
 * The compression levels of PRODUCT.md, weakest first: the values of the `X-Pith-Compression`
 * header, of a key's `compression` and of `PITH_COMPRESSION`. Vocabulary shared by the
 * compressor, the store, keys, config and the dashboard, so it lives below all of them.
 */
export const COMPRESSION_LEVELS = ['off', 'lossless', 'balanced', 'aggressive'] as const;
export type CompressionLevel = (typeof COMPRESSION_LEVELS)[number];

export function isCompressionLevel(value: unknown): value is CompressionLevel {
  return typeof value === 'string' && (COMPRESSION_LEVELS as readonly string[]).includes(value);
}
