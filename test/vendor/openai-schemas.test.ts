/**
 * The vendored OpenAI schemas stand on their own: every schema vendored by name compiles from
 * the file alone (a missing `$ref` target fails here, not in a gateway test), and they still
 * tell a valid body from an invalid one.
 */
import { describe, expect, it } from 'vitest';
import { schemaErrors, VENDORED_SCHEMAS, type OpenAiSchemaName } from '../support/openapi.js';

describe('vendored OpenAI schemas', () => {
  it.each(VENDORED_SCHEMAS)('%s compiles from the vendored file alone', (name) => {
    expect(() => schemaErrors(name as OpenAiSchemaName, {})).not.toThrow();
  });

  it('accept an OpenAI error body and refuse one without a message', () => {
    const body = { error: { message: 'm', type: 'invalid_request_error', param: null, code: null } };
    expect(schemaErrors('ErrorResponse', body)).toEqual([]);
    expect(schemaErrors('ErrorResponse', { error: { type: 'x', param: null, code: null } })).not.toEqual([]);
  });
});
