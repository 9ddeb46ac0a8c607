/** @module compress/levels — the compression levels of PRODUCT.md, weakest first. */
export const COMPRESSION_LEVELS = ['off', 'lossless', 'balanced', 'aggressive'] as const;
export type CompressionLevel = (typeof COMPRESSION_LEVELS)[number];

export function isCompressionLevel(value: unknown): value is CompressionLevel {
  return typeof value === 'string' && (COMPRESSION_LEVELS as readonly string[]).includes(value);
}
