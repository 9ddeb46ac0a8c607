/**
 * @module web/types
 * The shapes the dashboard reads from and sends to the server's JSON APIs: the server's own
 * types, imported (types only, except the list of levels), so the two cannot drift apart.
 */
export type { UsageSummary, UsageTotals, KeyUsage, SeriesPoint } from '../../src/dashboard/usage-summary.js';
export type { RequestDetail, RequestItem, RequestsPage } from '../../src/dashboard/requests-route.js';
export type { CompressResult } from '../../src/dashboard/compress-result.js';
export type { MeReply as Me } from '../../src/auth/types.js';
export type { KeyView as KeyItem, CreatedKey, CreateKeyInput as NewKeyBody } from '../../src/keys/key-schemas.js';
export type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
export { COMPRESSION_LEVELS, type CompressionLevel } from '../../src/wire/compression-levels.js';
export { MAX_KEY_NAME_LENGTH } from '../../src/keys/types.js';
