/**
 * @module test/support/openapi
 * Validates bodies against OpenAI's own schemas, vendored in test/vendor/openai/schemas.json
 * (MIT; extracted from OpenAI's OpenAPI document by scripts/vendor-openai-schemas.ts, which
 * also adds more by name), with JSON Schema 2020-12, treating OpenAPI's `nullable: true` as
 * "or null".
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';

type Node = Record<string, unknown>;

function denullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(denullable);
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [k, v] of Object.entries(node as Node)) out[k] = denullable(v);
  if (out.nullable === true) {
    delete out.nullable;
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

const vendored = JSON.parse(readFileSync(new URL('../vendor/openai/schemas.json', import.meta.url), 'utf8')) as {
  'x-roots': string[];
  components: Node;
};
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema({ $id: 'openai', components: denullable(vendored.components) }, 'openai');

/** The schemas that were vendored by name (the rest of the file is what they refer to). */
export const VENDORED_SCHEMAS: readonly string[] = vendored['x-roots'];

const cache = new Map<string, ValidateFunction>();

export type OpenAiSchemaName = 'CreateChatCompletionResponse' | 'CreateChatCompletionStreamResponse' | 'ErrorResponse' | 'CreateResponse' | 'Response' | 'ResponseStreamEvent';

/** Returns a list of violations (empty when the body is valid). */
export function schemaErrors(name: OpenAiSchemaName, body: unknown): string[] {
  if (!VENDORED_SCHEMAS.includes(name)) throw new Error(`${name} is not vendored: run npx tsx scripts/vendor-openai-schemas.ts ${name}`);
  return componentErrors(name, body);
}

/**
 * The same against any schema the vendored ones refer to (e.g. `ResponseCompletedEvent`, one
 * member of `ResponseStreamEvent`'s union), whose violations name the field that is wrong
 * instead of every member the union tried.
 */
export function componentErrors(name: string, body: unknown): string[] {
  let validate = cache.get(name);
  if (!validate) {
    if (!(name in (vendored.components.schemas as Node))) throw new Error(`${name} is not in the vendored closure`);
    validate = ajv.compile({ $ref: `openai#/components/schemas/${name}` });
    cache.set(name, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** The member of `ResponseStreamEvent`'s union for each event type. */
const streamEventSchemas = new Map<string, string>(
  ((vendored.components.schemas as Record<string, { anyOf?: Array<{ $ref: string }> }>).ResponseStreamEvent?.anyOf ?? []).map((member) => {
    const name = member.$ref.split('/').pop()!;
    const type = ((vendored.components.schemas as Record<string, { properties?: { type?: { enum?: string[] } } }>)[name]?.properties?.type?.enum ?? [])[0];
    return [String(type), name];
  }),
);

/** A Responses stream event against the union and against its own member (whose violations are readable). */
export function streamEventErrors(event: { type?: unknown }): string[] {
  const member = streamEventSchemas.get(String(event.type));
  if (!member) return [`unknown stream event type ${String(event.type)}`];
  const union = schemaErrors('ResponseStreamEvent', event);
  return union.length === 0 ? [] : componentErrors(member, event).map((e) => `${String(event.type)}${e}`);
}
