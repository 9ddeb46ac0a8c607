/**
 * @module wire/responses/types
 * TypeScript shapes of OpenAI's Responses API (`POST /v1/responses`) as Pith reads them.
 * Validation lives in `schema.ts`; unknown fields and item types are kept (index signatures)
 * because Pith forwards them untouched.
 */

/** input_text, output_text, input_image, input_file, refusal… */
export interface ResponsesContentPart {
  type: string;
  text?: string;
  [extra: string]: unknown;
}

/**
 * Any input item: a message (`type: 'message'`, or no type with a role), function_call,
 * function_call_output, custom_tool_call(_output), reasoning, item_reference…
 */
export interface ResponsesItem {
  type?: string;
  role?: string;
  content?: string | ResponsesContentPart[];
  call_id?: string;
  name?: string;
  arguments?: string;
  input?: string;
  output?: string | ResponsesContentPart[];
  [extra: string]: unknown;
}

export interface ResponsesRequest {
  model: string;
  input?: string | ResponsesItem[];
  instructions?: string | null;
  tools?: unknown[];
  stream?: boolean | null;
  previous_response_id?: string | null;
  [extra: string]: unknown;
}

/** A response's usage (`input_tokens` includes the cached ones). */
export interface ResponsesUsage {
  input_tokens?: number;
  output_tokens?: number;
  input_tokens_details?: { cached_tokens?: number; [extra: string]: unknown } | null;
  [extra: string]: unknown;
}
