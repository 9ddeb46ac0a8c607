/**
 * @module keys/create-key-input
 * The checks on a new key's input. Its shape: the one schema (keys/key-schemas.ts), which
 * `POST /api/keys` hands to Fastify and `parseCreateKeyInput` applies, with the same
 * validator options and error wording, to input from elsewhere (the CLI). The rules no
 * schema states — a name that is not blank, upstream settings for byok keys and only for
 * them — are `checkKeyRules`, which the key service applies to every caller's input.
 */
import { errors, validationToError } from '../errors/index.js';
import { compileSchema } from '../lib/schema-validator.js';
import { CreateKeyInputSchema, type CreateKeyInput } from './key-schemas.js';

const violations = compileSchema(CreateKeyInputSchema);

/** `value` as a key's input, or a catalogued 400 naming the first offending field. */
export function parseCreateKeyInput(value: unknown): CreateKeyInput {
  const found = violations(value);
  if (found) throw validationToError(found);
  return value as CreateKeyInput;
}

const UPSTREAM_FIELDS = ['upstreamBaseUrl', 'upstreamApiKey'] as const;
const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

// Control characters in a name: NUL cannot be stored at all (PostgreSQL text refuses it, a 500
// before this check), and the rest only garble the dashboard and `pith keys list`.
const CONTROL = /[\u0000-\u001f\u007f]/;

export function checkKeyRules(input: CreateKeyInput): void {
  if (input.name.trim() === '') throw errors.missingParameter(`Missing required parameter: 'name'.`, 'name');
  if (CONTROL.test(input.name)) throw errors.invalidValue(`Invalid 'name': control characters are not allowed.`, 'name');
  for (const field of UPSTREAM_FIELDS) {
    if (input.mode === 'byok' && (input[field] ?? '').trim() === '') {
      throw errors.missingParameter(`Missing required parameter: '${field}' (required when mode is 'byok').`, field);
    }
    if (input.mode !== 'byok' && present(input[field])) throw errors.invalidValue(`'${field}' is only accepted when mode is 'byok'.`, field);
  }
}
