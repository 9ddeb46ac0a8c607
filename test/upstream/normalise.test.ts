import { describe, expect, it } from 'vitest';
import { normaliseChunk, normaliseCompletion, reshapeCompletion, withModel } from '../../src/upstream/normalise.js';
import { schemaErrors } from '../support/openapi.js';

const ctx = { model: 'gpt-4o', promptTokens: () => 12, countTokens: (t: string) => t.split(' ').length };

describe('reply normalisation', () => {
  it('completes a minimal OpenAI-compatible reply into a schema-valid one', () => {
    const body = normaliseCompletion({ choices: [{ message: { content: 'two words' }, finish_reason: 'eos' }] }, ctx);
    expect(schemaErrors('CreateChatCompletionResponse', body)).toEqual([]);
    expect(body).toMatchObject({ object: 'chat.completion', model: 'gpt-4o', usage: { prompt_tokens: 12, completion_tokens: 2, total_tokens: 14 } });
    expect((body.choices as Array<{ finish_reason: string }>)[0]!.finish_reason).toBe('stop');
  });

  it('keeps the upstream usage and repairs a wrong total', () => {
    const body = normaliseCompletion({ id: 'x', created: 1, choices: [], usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 99, prompt_tokens_details: { cached_tokens: 2 } } }, ctx);
    expect(body.usage).toEqual({ prompt_tokens: 5, completion_tokens: 3, total_tokens: 8, prompt_tokens_details: { cached_tokens: 2 } });
  });

  it('infers tool_calls as the finish reason when the upstream gave none', () => {
    const body = normaliseCompletion(
      { choices: [{ message: { role: 'assistant', tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }] } }] },
      ctx,
    );
    expect((body.choices as Array<{ finish_reason: string }>)[0]!.finish_reason).toBe('tool_calls');
    expect(schemaErrors('CreateChatCompletionResponse', body)).toEqual([]);
  });

  it('refuses a body that is no completion', () => {
    expect(() => normaliseCompletion({ error: 'nope' }, ctx)).toThrow(TypeError);
    expect(() => normaliseCompletion('text', ctx)).toThrow(TypeError);
  });

  it('rewrites a chunk only when something needs it', () => {
    const clean = { id: 'a', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o', choices: [{ index: 0, delta: { content: 'x' }, finish_reason: null }] };
    expect(normaliseChunk(structuredClone(clean), 'gpt-4o')).toBe(false);
    // Another model name alone is no reshaping: the upstream's text goes out with the name replaced.
    const dated = { ...structuredClone(clean), model: 'gpt-4o-2024-08-06' };
    expect(normaliseChunk(dated, 'gpt-4o')).toBe(false);
    expect(JSON.parse(withModel(JSON.stringify({ ...clean, model: 'gpt-4o-2024-08-06' }), 'gpt-4o-2024-08-06', 'gpt-4o')!)).toEqual(dated);
    const lax: Record<string, unknown> = { id: 'a', created: 1, model: 'llama-3', choices: [{ delta: { content: 'x' } }] };
    expect(normaliseChunk(lax, 'gpt-4o')).toBe(true);
    expect(schemaErrors('CreateChatCompletionStreamResponse', lax)).toEqual([]);
  });

  describe('a complete reply passed on as the upstream wrote it', () => {
    const complete = () => ({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'gpt-4o-2024-08-06',
      choices: [{ index: 0, message: { role: 'assistant', content: 'The "model": field', refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8, prompt_tokens_details: { cached_tokens: 0 } },
      system_fingerprint: 'fp_1',
    });

    it('needs nothing but its model replaced when it is already complete', () => {
      const body = complete();
      expect(reshapeCompletion(body, ctx)).toBe(false);
      const text = JSON.stringify(complete());
      expect(JSON.parse(withModel(text, 'gpt-4o-2024-08-06', 'gpt-4o')!)).toEqual(body);
    });

    it('is reshaped for every field normalisation has to fill in or repair', () => {
      const cases: Array<(b: ReturnType<typeof complete>) => void> = [
        (b) => delete (b as Partial<typeof b>).id,
        (b) => (b.object = 'text_completion'),
        (b) => delete (b as Partial<typeof b>).model,
        (b) => delete (b.choices[0] as Partial<(typeof b.choices)[0]>).index,
        (b) => (b.choices[0]!.message.role = 'model'),
        (b) => delete (b.choices[0]!.message as Partial<(typeof b.choices)[0]['message']>).refusal,
        (b) => delete (b.choices[0] as Partial<(typeof b.choices)[0]>).logprobs,
        (b) => (b.choices[0]!.finish_reason = 'eos'),
        (b) => (b.usage.total_tokens = 99),
        (b) => delete (b as Partial<typeof b>).usage,
      ];
      for (const change of cases) {
        const body = complete();
        change(body);
        expect(reshapeCompletion(body, ctx)).toBe(true);
        expect(schemaErrors('CreateChatCompletionResponse', body)).toEqual([]);
      }
    });

    it('replaces only the top-level model, and declines when it cannot tell which that is', () => {
      const nested = JSON.stringify({ id: 'a', tool: { model: 'other' }, model: 'm', choices: [] });
      expect(JSON.parse(withModel(nested, 'm', 'gpt-4o')!)).toEqual({ id: 'a', tool: { model: 'other' }, model: 'gpt-4o', choices: [] });
      // The same model spelled twice, only a nested one spelled compactly, or pretty-printed text: no guessing.
      expect(withModel(JSON.stringify({ tool: { model: 'm' }, model: 'm' }), 'm', 'x')).toBeUndefined();
      expect(withModel('{"tool":{"model":"m"},"model" : "m"}', 'm', 'x')).toBeUndefined();
      expect(withModel('[{"model":"m"}]', 'm', 'x')).toBeUndefined();
      expect(withModel(JSON.stringify(complete(), null, 2), 'gpt-4o-2024-08-06', 'gpt-4o')).toBeUndefined();
      // A content string that merely spells the pattern is inside a string, so escaped: never matched.
      const tricky = JSON.stringify({ choices: [{ message: { content: '{"model":"m"}' } }], model: 'm' });
      expect(JSON.parse(withModel(tricky, 'm', 'x')!)).toEqual({ choices: [{ message: { content: '{"model":"m"}' } }], model: 'x' });
      expect(withModel('{"model":"same"}', 'same', 'same')).toBe('{"model":"same"}');
    });
  });
});
