import { describe, expect, it } from 'vitest';
import { redact } from '../../src/lib/redact.js';
import { keptBody } from '../../src/usage/body-text.js';

describe('redact', () => {
  it.each([
    ['Incorrect API key provided: Bearer sk-up-secret-123456', 'Incorrect API key provided: Bearer [redacted]'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
    ['{"x-api-key":"anthropic-secret","model":"m"}', '{"x-api-key":"[redacted]","model":"m"}'],
    ['GET /v1?api_key=hunter2&x=1', 'GET /v1?api_key=[redacted]&x=1'],
    ['apiKey: "hello-world"', 'apiKey: "[redacted]"'],
    ['keys sk-proj-AbC123xyz789 and pith_0123456789abcdef and sk-pith-abcdef123456', 'keys [redacted] and [redacted] and [redacted]'],
  ])('masks the credential in %j', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('leaves ordinary prose alone and keeps JSON text parseable', () => {
    expect(redact('The model skip-gram is overloaded; task-force retry later.')).toBe('The model skip-gram is overloaded; task-force retry later.');
    const json = JSON.stringify({ error: { message: 'bad header authorization=Bearer sk-12345678', code: 'invalid_api_key' } });
    expect(JSON.parse(redact(json))).toEqual({ error: { message: 'bad header authorization=Bearer [redacted]', code: 'invalid_api_key' } });
  });

  // Cases one of the two former redactors (error text, kept bodies) missed; one module serves both now.
  it.each([
    ['an upstream error with an access_token', 'invalid access_token=ya29.a0-secret-value&x=1', 'invalid access_token=[redacted]&x=1'],
    ['an upstream error quoting a key with spaces', '{"api_key": "two part secret"}', '{"api_key": "[redacted]"}'],
    // A bare JSON value under a credential's name stays JSON (a bare mask made the body unparseable).
    ['a bare JSON value under a quoted name', '{"api_key": 1234567890, "access_token":null}', '{"api_key": "[redacted]", "access_token":"[redacted]"}'],
    ['a bare value inside a JSON string', '{"body":"{\\"api_key\\":123456}"}', '{"body":"{\\"api_key\\":\\"[redacted]\\"}"}'],
  ])('masks %s', (_what, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it.each([
    ['a Basic credential', 'header Authorization: Basic dXNlcjpwYXNzd29yZA== sent', 'header Authorization: Basic [redacted] sent'],
    ['a short key', 'my test key is sk-abc123def, and pith_7f3a9c1d', 'my test key is [redacted], and [redacted]'],
    ['a Stripe-style key', 'charge with sk_live_51Habc', 'charge with [redacted]'],
  ])('masks %s in a kept body', (_what, text, expected) => {
    expect(keptBody(text, 1024)).toBe(expected);
  });
});
