/** @module web/types — the shapes the dashboard reads from the server's JSON APIs. */
export type { UsageSummary, UsageTotals, KeyUsage, SeriesPoint } from '../../src/dashboard/usage-summary.js';

export type CompressionLevel = 'off' | 'lossless' | 'balanced' | 'aggressive';
export const COMPRESSION_LEVELS: readonly CompressionLevel[] = ['off', 'lossless', 'balanced', 'aggressive'];

export interface Me {
  id: string;
  email: string | null;
  name: string | null;
  csrfToken: string;
}

/** `GET /api/keys` item (spec 2.3, plus the optional compression extension). */
export interface KeyItem {
  id: string;
  name: string;
  keyPrefix: string;
  mode: 'router' | 'byok';
  isActive: boolean;
  lastUsedAt: string | null;
  createdAt: string;
  compression?: CompressionLevel | null;
}

export interface CreatedKey {
  id: string;
  fullKey: string;
  keyPrefix: string;
}

export interface NewKeyBody {
  name: string;
  mode: 'router' | 'byok';
  upstreamBaseUrl?: string;
  upstreamApiKey?: string;
  compression?: CompressionLevel;
}

export interface ChatMessageLike {
  role: string;
  content?: string | Array<{ type: string; text?: string }> | null;
  name?: string;
  tool_calls?: Array<{ function?: { name: string; arguments: string } }>;
}

export interface ChatRequestLike {
  model: string;
  messages: ChatMessageLike[];
  tools?: unknown[];
  [extra: string]: unknown;
}

export interface CompressResult {
  level: CompressionLevel;
  original: string | ChatRequestLike;
  compressed: string | ChatRequestLike;
  tokensBefore: number;
  tokensAfter: number;
  ms: number;
  transforms: string[];
  timedOut: boolean;
}
