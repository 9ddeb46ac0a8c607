import { describe, expect, it } from 'vitest';
import { withModel } from '../../src/upstream/swap-model.js';

describe('a body with a fallback’s model', () => {
  it('replaces only the top-level model, every other byte as sent', () => {
    const body = '{"model":"gpt-4o","messages":[{"role":"user","content":"model: \\"x\\"","model":"inner"}],"n":1e400,"big":12345678901234567890}';
    expect(withModel(body, 'llama-3.3')).toBe(body.replace('"gpt-4o"', '"llama-3.3"'));
  });

  it('keeps the body’s type and handles spacing, escapes and a repeated key', () => {
    expect(withModel(Buffer.from('{ "stream" : true , "model" : "a\\"b" }'), 'm').toString()).toBe('{ "stream" : true , "model" : "m" }');
    expect(withModel('{"model":"a","x":{"model":"keep"},"model":"b"}', 'm')).toBe('{"model":"m","x":{"model":"keep"},"model":"m"}');
  });

  it('adds the model to a body that has none', () => {
    expect(JSON.parse(withModel('{"input":"hi"}', 'm') as string)).toEqual({ model: 'm', input: 'hi' });
    expect(JSON.parse(withModel('{}', 'm') as string)).toEqual({ model: 'm' });
  });
});
