import { describe, expect, it } from 'vitest';
import { redact } from '../../src/lib/redact.js';

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
});
