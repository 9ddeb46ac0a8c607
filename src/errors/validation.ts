/**
 * @module errors/validation
 * Turns schema-validation failures (Ajv's error objects, from Fastify or lib/schema-validator)
 * into the catalogue's 400 errors, worded the way OpenAI words them, with `param` naming the
 * offending field.
 */
import { errors, type PithError } from './catalogue.js';

/** The part of an Ajv error object this reads. */
export interface SchemaViolation {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/messages/0/role` → `messages[0].role` (OpenAI's param notation). */
export function pointerToParam(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('')
    .replace(/^\./, '');
}

function describe(e: SchemaViolation, param: string): string {
  const p = e.params;
  const field = param || 'body';
  switch (e.keyword) {
    case 'required':
      return `Missing required parameter: '${param ? `${param}.` : ''}${String(p.missingProperty)}'.`;
    case 'type':
      return `Invalid type for '${field}': expected ${String(p.type)}.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `Invalid value for '${field}': must be ${String(p.comparison)} ${String(p.limit)}.`;
    case 'enum':
      return `Invalid value for '${field}': supported values are ${(p.allowedValues as unknown[]).map((v) => `'${String(v)}'`).join(', ')}.`;
    case 'minItems':
      return `Invalid '${field}': empty array. Expected an array with minimum length ${String(p.limit)}.`;
    case 'minLength':
      return `Invalid '${field}': string too short. Expected a string with minimum length ${String(p.limit)}.`;
    case 'maxLength':
      return `Invalid '${field}': string too long. Expected a string with maximum length ${String(p.limit)}.`;
    case 'additionalProperties':
      return `Unrecognized request argument supplied: ${String(p.additionalProperty)}.`;
    default:
      return `Invalid value for '${field}': ${e.message ?? 'failed validation'}.`;
  }
}

/** `context` is Fastify's name for the validated part (body, querystring, params, headers). */
export function validationToError(violations: readonly SchemaViolation[], context?: string): PithError {
  const first = violations[0];
  if (!first) return errors.invalidRequest('Invalid request.');
  if (context && context !== 'body') {
    return errors.invalidRequest(`Invalid ${context}: ${first.message ?? 'failed validation'}.`);
  }
  const param = pointerToParam(first.instancePath);
  const message = describe(first, param);
  if (first.keyword === 'required') {
    return errors.missingParameter(message, [param, String(first.params.missingProperty)].filter(Boolean).join('.'));
  }
  return first.keyword === 'type' ? errors.invalidType(message, param || null) : errors.invalidValue(message, param || null);
}
