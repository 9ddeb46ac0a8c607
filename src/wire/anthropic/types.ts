/**
 * @module wire/anthropic/types
 * TypeScript shapes of Anthropic's Messages API (`POST /v1/messages`, `/v1/messages/count_tokens`)
 * as Pith reads them. Validation lives in `schema.ts`; unknown fields are kept (index
 * signatures) because Pith forwards them untouched.
 */

/** Any content block: text, image, document, tool_use, tool_result, thinking, redacted_thinking, search_result… */
export interface AnthropicBlock {
  type: string;
  [extra: string]: unknown;
}

export interface AnthropicTextBlock extends AnthropicBlock {
  type: 'text';
  text: string;
}

export interface AnthropicToolUseBlock extends AnthropicBlock {
  type: 'tool_use';
  id: string;
  name: string;
  input: unknown;
}

export interface AnthropicToolResultBlock extends AnthropicBlock {
  type: 'tool_result';
  tool_use_id: string;
  content?: string | AnthropicBlock[];
}

export interface AnthropicDocumentBlock extends AnthropicBlock {
  type: 'document';
  source: { type: string; data?: unknown; content?: unknown; [extra: string]: unknown };
  citations?: { enabled?: boolean; [extra: string]: unknown } | null;
}

export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | AnthropicBlock[];
  [extra: string]: unknown;
}

export interface MessagesRequest {
  model: string;
  messages: AnthropicMessage[];
  system?: string | AnthropicBlock[];
  max_tokens?: number;
  tools?: unknown[];
  stream?: boolean;
  [extra: string]: unknown;
}

/** The usage object of a message (and of `message_start` / `message_delta` stream events). */
export interface AnthropicUsage {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
  [extra: string]: unknown;
}

/** Anthropic's error body: `{"type":"error","error":{"type","message"}}`. */
export interface AnthropicErrorBody {
  type: 'error';
  error: { type: string; message: string };
}
