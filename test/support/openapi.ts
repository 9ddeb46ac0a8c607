/**
 * @module test/support/openapi
 * Validates bodies against OpenAI's own OpenAPI document (../shared/spec/openai-openapi.json)
 * with JSON Schema 2020-12, treating OpenAPI's `nullable: true` as "or null".
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

const documentPath = resolve(import.meta.dirname, '../../../shared/spec/openai-openapi.json');
const document = denullable(JSON.parse(readFileSync(documentPath, 'utf8'))) as Node;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema({ $id: 'openai', components: document.components }, 'openai');

const cache = new Map<string, ValidateFunction>();

export type OpenAiSchemaName = 'CreateChatCompletionResponse' | 'CreateChatCompletionStreamResponse' | 'ErrorResponse';

/** Returns a list of violations (empty when the body is valid). */
export function schemaErrors(name: OpenAiSchemaName, body: unknown): string[] {
  let validate = cache.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `openai#/components/schemas/${name}` });
    cache.set(name, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
