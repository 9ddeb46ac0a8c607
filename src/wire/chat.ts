/**
 * @module wire/chat
 * TypeScript shapes of the OpenAI chat-completions wire format, as Pith reads them.
 * Validation lives in `wire/chat-schema.ts`; these types describe what passed it.
 * Unknown fields are kept (index signatures) because Pith forwards them untouched.
 */

export type ChatRole = 'system' | 'developer' | 'user' | 'assistant' | 'tool' | 'function';

export interface TextPart {
  type: 'text';
  text: string;
  [extra: string]: unknown;
}

/** image_url, input_audio, file, refusal, … — never altered by Pith. */
export interface OtherPart {
  type: string;
  [extra: string]: unknown;
}

export type ContentPart = TextPart | OtherPart;

export interface ToolCall {
  id: string;
  type: string;
  function?: { name: string; arguments: string };
  [extra: string]: unknown;
}

export interface ChatMessage {
  role: ChatRole;
  content?: string | ContentPart[] | null;
  name?: string;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  [extra: string]: unknown;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean; [extra: string]: unknown } | null;
  tools?: unknown[];
  [extra: string]: unknown;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  [extra: string]: unknown;
}
