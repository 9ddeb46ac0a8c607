import { describe, expect, it } from 'vitest';
import { normaliseChunk, normaliseCompletion } from '../../src/upstream/normalise.js';
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
    const lax: Record<string, unknown> = { id: 'a', created: 1, model: 'llama-3', choices: [{ delta: { content: 'x' } }] };
    expect(normaliseChunk(lax, 'gpt-4o')).toBe(true);
    expect(schemaErrors('CreateChatCompletionStreamResponse', lax)).toEqual([]);
  });
});
