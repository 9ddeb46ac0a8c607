/**
 * @module wire/anthropic/schema
 * The edge validation of `POST /messages` and `/messages/count_tokens`: what Pith reads is
 * type-checked (model, messages and their roles, content as a string or blocks, the fields of
 * the blocks Pith may compress, system, stream); everything else is allowed and forwarded
 * untouched. Blocks are checked only as far as Pith reads them — a block type Pith does not
 * know passes through as it came.
 */
import { Type } from '@sinclair/typebox';

const Blocks = Type.Array(
  Type.Object({
    type: Type.String({ minLength: 1 }),
    text: Type.Optional(Type.String()),
    tool_use_id: Type.Optional(Type.String()),
    content: Type.Optional(Type.Union([Type.String(), Type.Array(Type.Object({ type: Type.String({ minLength: 1 }) }))])),
  }),
);

const Message = Type.Object({
  // An enum (not a union of literals) so a bad role yields one clear "supported values" error.
  role: Type.Unsafe<'user' | 'assistant'>({ type: 'string', enum: ['user', 'assistant'] }),
  content: Type.Union([Type.String(), Blocks]),
});

const common = {
  model: Type.String({ minLength: 1 }),
  messages: Type.Array(Message, { minItems: 1 }),
  system: Type.Optional(Type.Union([Type.String(), Blocks])),
  tools: Type.Optional(Type.Array(Type.Object({}))),
};

export const MessagesRequestSchema = Type.Object({
  ...common,
  max_tokens: Type.Integer({ minimum: 1 }),
  stream: Type.Optional(Type.Boolean()),
});

export const CountTokensRequestSchema = Type.Object(common);
