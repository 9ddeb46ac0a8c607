/**
 * @module wire/responses/schema
 * The edge validation of `POST /responses`: what Pith reads is type-checked (model — which
 * Pith needs to route — input as a string or items, instructions, stream, tools); item types
 * and every other field pass through untouched.
 */
import { Type } from '@sinclair/typebox';

const Part = Type.Object({ type: Type.String({ minLength: 1 }), text: Type.Optional(Type.String()) });

const Item = Type.Object({
  type: Type.Optional(Type.String({ minLength: 1 })),
  role: Type.Optional(Type.String()),
  content: Type.Optional(Type.Union([Type.String(), Type.Array(Part)])),
  call_id: Type.Optional(Type.String()),
  output: Type.Optional(Type.Union([Type.String(), Type.Array(Part)])),
});

export const ResponsesRequestSchema = Type.Object({
  model: Type.String({ minLength: 1 }),
  input: Type.Optional(Type.Union([Type.String(), Type.Array(Item)])),
  instructions: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  tools: Type.Optional(Type.Array(Type.Object({ type: Type.String() }))),
  previous_response_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
