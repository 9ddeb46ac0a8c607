/**
 * @module lib/schema-validator
 * JSON Schema validation (TypeBox schemas, Ajv) under the options the HTTP shell gives
 * Fastify's Ajv: no type coercion ("0.5" is not a temperature), nothing removed or defaulted
 * (unknown fields are forwarded untouched). Input that does not come over HTTP (the `pith`
 * CLI) is checked with the same schema and the same options, so both answer alike.
 */
import { Ajv, type ErrorObject } from 'ajv';

export const AJV_OPTIONS = { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false } as const;

const ajv = new Ajv(AJV_OPTIONS);

/** A validator for `schema`: the violations of a value, or undefined when it is valid. */
export function compileSchema(schema: object): (value: unknown) => readonly ErrorObject[] | undefined {
  const validate = ajv.compile(schema);
  return (value) => (validate(value) ? undefined : (validate.errors ?? []));
}
