/** @module compress/levels — the compression levels of PRODUCT.md, weakest first (defined in wire/, below every user). */
export { COMPRESSION_LEVELS, isCompressionLevel, type CompressionLevel } from '../wire/compression-levels.js';
