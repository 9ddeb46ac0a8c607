/**
 * @module wire/chat-schema
 * The edge validation of `POST /chat/completions` (spec 2.1). Known fields are type-checked;
 * unknown fields are allowed and forwarded untouched (no silent drops). Content parts and
 * tool calls are checked only as far as Pith reads them.
 */
import { Type } from '@sinclair/typebox';
import type { ChatRole } from './chat.js';

const TextPart = Type.Object({ type: Type.Literal('text'), text: Type.String() });
const OtherPart = Type.Object({ type: Type.String({ minLength: 1 }) });
const ContentPart = Type.Union([TextPart, OtherPart]);
const Content = Type.Union([Type.String(), Type.Array(ContentPart), Type.Null()]);

const ToolCall = Type.Object({
  id: Type.String(),
  type: Type.String(),
  function: Type.Optional(Type.Object({ name: Type.String(), arguments: Type.String() })),
});

// An enum (not a union of literals) so a bad role yields one clear "supported values" error.
const Role = Type.Unsafe<ChatRole>({ type: 'string', enum: ['system', 'developer', 'user', 'assistant', 'tool', 'function'] });

export const ChatMessageSchema = Type.Object({
  role: Role,
  content: Type.Optional(Content),
  name: Type.Optional(Type.String()),
  tool_calls: Type.Optional(Type.Array(ToolCall)),
  tool_call_id: Type.Optional(Type.String()),
});

const Stop = Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 4 }), Type.Null()]);

export const ChatRequestSchema = Type.Object({
  model: Type.String({ minLength: 1 }),
  messages: Type.Array(ChatMessageSchema, { minItems: 1 }),
  stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  stream_options: Type.Optional(Type.Union([Type.Object({ include_usage: Type.Optional(Type.Boolean()) }), Type.Null()])),
  temperature: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 2 }), Type.Null()])),
  top_p: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()])),
  max_tokens: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  max_completion_tokens: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  n: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 128 }), Type.Null()])),
  stop: Type.Optional(Stop),
  frequency_penalty: Type.Optional(Type.Union([Type.Number({ minimum: -2, maximum: 2 }), Type.Null()])),
  presence_penalty: Type.Optional(Type.Union([Type.Number({ minimum: -2, maximum: 2 }), Type.Null()])),
  logprobs: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  top_logprobs: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 20 }), Type.Null()])),
  seed: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  user: Type.Optional(Type.String()),
  tools: Type.Optional(Type.Array(Type.Object({ type: Type.String() }))),
  tool_choice: Type.Optional(Type.Union([Type.String(), Type.Object({ type: Type.String() })])),
  parallel_tool_calls: Type.Optional(Type.Boolean()),
  response_format: Type.Optional(Type.Object({ type: Type.String() })),
  logit_bias: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Number()), Type.Null()])),
});
