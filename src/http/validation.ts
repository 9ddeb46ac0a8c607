/**
 * @module http/validation
 * Turns schema-validation failures (Ajv, via Fastify) into the catalogue's 400 error,
 * worded the way OpenAI words them, with `param` naming the offending field.
 */
import type { FastifySchemaValidationError } from 'fastify';
import { errors, type PithError } from './errors.js';

/** `/messages/0/role` → `messages[0].role` (OpenAI's param notation). */
export function pointerToParam(pointer: string): string {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((seg) => (/^\d+$/.test(seg) ? `[${seg}]` : `.${seg.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('')
    .replace(/^\./, '');
}

function describe(e: FastifySchemaValidationError, param: string): string {
  const p = e.params as Record<string, unknown>;
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

export function validationToError(validation: FastifySchemaValidationError[], context?: string): PithError {
  const first = validation[0];
  if (!first) return errors.invalidRequest('Invalid request.');
  if (context && context !== 'body') {
    return errors.invalidRequest(`Invalid ${context}: ${first.message ?? 'failed validation'}.`);
  }
  const param = pointerToParam(first.instancePath);
  const code = first.keyword === 'required' ? 'missing_required_parameter' : first.keyword === 'type' ? 'invalid_type' : 'invalid_value';
  const reportedParam = first.keyword === 'required' ? [param, String((first.params as Record<string, unknown>).missingProperty)].filter(Boolean).join('.') : param;
  return errors.invalidRequest(describe(first, param), reportedParam || null, code);
}
