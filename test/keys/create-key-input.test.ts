/**
 * `pith keys create` checks a key's input with the very schema and rules `POST /api/keys` uses,
 * so it refuses the same inputs with the same code and param (the HTTP side of this table is
 * test/keys/routes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { PithError } from '../../src/errors/index.js';
import { checkKeyRules, parseCreateKeyInput } from '../../src/keys/create-key-input.js';

function refusal(input: unknown): PithError {
  try {
    checkKeyRules(parseCreateKeyInput(input));
  } catch (err) {
    expect(err).toBeInstanceOf(PithError);
    return err as PithError;
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
}

describe('key input outside HTTP', () => {
  it.each([
    ['missing name', { mode: 'router' }, 'name', 'missing_required_parameter'],
    ['empty name', { name: '', mode: 'router' }, 'name', 'invalid_value'],
    ['blank name', { name: '   ', mode: 'router' }, 'name', 'missing_required_parameter'],
    ['name too long', { name: 'n'.repeat(201), mode: 'router' }, 'name', 'invalid_value'],
    ['bad mode', { name: 'x', mode: 'free' }, 'mode', 'invalid_value'],
    ['name of the wrong type', { name: 42, mode: 'router' }, 'name', 'invalid_type'],
    ['bad compression', { name: 'x', mode: 'router', compression: 'max' }, 'compression', 'invalid_value'],
    ['byok without upstream', { name: 'x', mode: 'byok' }, 'upstreamBaseUrl', 'missing_required_parameter'],
    ['byok without upstream key', { name: 'x', mode: 'byok', upstreamBaseUrl: 'https://8.8.8.8/v1' }, 'upstreamApiKey', 'missing_required_parameter'],
    ['router with an upstream key', { name: 'x', mode: 'router', upstreamApiKey: 'k' }, 'upstreamApiKey', 'invalid_value'],
  ])('refuses %s like the HTTP route', (_label, input, param, code) => {
    expect(refusal(input)).toMatchObject({ status: 400, param, code });
  });

  it('accepts a valid input as it is, unknown fields included', () => {
    const input = { name: 'ci', mode: 'byok', upstreamBaseUrl: 'https://api.example.com/v1', upstreamApiKey: 'k', compression: 'lossless', extra: 1 };
    expect(parseCreateKeyInput(input)).toBe(input);
    expect(() => checkKeyRules(parseCreateKeyInput(input))).not.toThrow();
  });
});
