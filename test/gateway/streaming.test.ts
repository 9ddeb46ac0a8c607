import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIError } from 'openai';
import { schemaErrors } from '../support/openapi.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { SseParser } from '../../src/upstream/sse.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

async function rawStream(body: Record<string, unknown>) {
  const res = await fetch(`${gw.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stream: true, ...body }),
  });
  const text = await res.text();
  const events = new SseParser().push(text);
  return { res, text, events };
}

/** A stream through the official client that asks for usage too. */
const streamWithUsage = (model: string, content: string) =>
  gw.client().chat.completions.create({ model, messages: [{ role: 'user', content }], stream: true, stream_options: { include_usage: true } });

describe('streaming chat completions', () => {
  it('relays schema-valid chunks through the openai client and ends cleanly', async () => {
    const stream = await gw.client().chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'stream this please' }], stream: true });
    let content = '';
    let chunks = 0;
    for await (const chunk of stream) {
      chunks++;
      expect(schemaErrors('CreateChatCompletionStreamResponse', chunk)).toEqual([]);
      expect(chunk.model).toBe('gpt-4o-mini');
      expect(chunk.usage ?? undefined).toBeUndefined();
      content += chunk.choices[0]?.delta.content ?? '';
    }
    expect(chunks).toBeGreaterThan(2);
    expect(content).toBe('echo: stream this please');
  });

  it('always asks the upstream for usage but strips the usage-only chunk when the client did not ask', async () => {
    const { events, res } = await rawStream({ model: 'gpt-4o', messages: [{ role: 'user', content: 'a b c' }] });
    expect(gw.fake.requests.at(-1)!.body!.stream_options).toEqual({ include_usage: true });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-pith-prompt-tokens')).toMatch(/^\d+$/);
    expect(res.headers.get('x-pith-overhead-ms')).toMatch(/^\d+(\.\d+)?$/);
    expect(events.at(-1)!.data).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.data));
    expect(chunks.every((c) => c.usage === undefined)).toBe(true);
    expect(chunks.every((c) => c.choices.length > 0)).toBe(true);
  });

  it('returns the usage chunk when the client asks for it', async () => {
    const stream = await streamWithUsage('gpt-4o', 'with usage');
    let usage;
    for await (const chunk of stream) {
      expect(schemaErrors('CreateChatCompletionStreamResponse', chunk)).toEqual([]);
      if (chunk.usage) usage = chunk.usage;
    }
    expect(usage!.total_tokens).toBe(usage!.prompt_tokens + usage!.completion_tokens);
  });

  it('normalises a lax upstream stream (no finish_reason fields, no usage)', async () => {
    const { events } = await rawStream({ model: 'fake-no-usage', messages: [{ role: 'user', content: 'lax' }] });
    expect(events.at(-1)!.data).toBe('[DONE]');
    for (const e of events.slice(0, -1)) expect(schemaErrors('CreateChatCompletionStreamResponse', JSON.parse(e.data))).toEqual([]);
  });

  it('streams to the client even when the upstream ignores stream: true and answers with one JSON body', async () => {
    const stream = await streamWithUsage('fake-no-stream', 'answer me in one piece');
    let content = '';
    let finish: string | null = null;
    let usage;
    for await (const chunk of stream) {
      expect(schemaErrors('CreateChatCompletionStreamResponse', chunk)).toEqual([]);
      expect(chunk.model).toBe('fake-no-stream');
      content += chunk.choices[0]?.delta.content ?? '';
      finish = chunk.choices[0]?.finish_reason ?? finish;
      if (chunk.usage) usage = chunk.usage;
    }
    expect(content).toBe('echo: answer me in one piece');
    expect(finish).toBe('stop');
    expect(usage!.total_tokens).toBe(usage!.prompt_tokens + usage!.completion_tokens);
  });

  it('turns a whole tool-call completion into tool-call chunks the openai client reassembles', async () => {
    const stream = gw.client().chat.completions.stream({ model: 'fake-no-stream-tools', messages: [{ role: 'user', content: 'weather?' }], stream: true });
    const final = await stream.finalChatCompletion();
    expect(final.choices[0]!.finish_reason).toBe('tool_calls');
    expect(final.choices[0]!.message.tool_calls).toEqual([{ id: 'call_abc123', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }]);
    const { events, res } = await rawStream({ model: 'fake-no-stream', messages: [{ role: 'user', content: 'raw' }] });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-pith-prompt-tokens')).toMatch(/^\d+$/);
    expect(events.at(-1)!.data).toBe('[DONE]');
    expect(events.slice(0, -1).every((e) => JSON.parse(e.data).usage === undefined)).toBe(true);
  });

  it('turns an upstream error before the first byte into a real HTTP status', async () => {
    const res = await fetch(`${gw.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fake-error-event', stream: true, messages: [{ role: 'user', content: 'x' }] }),
    });
    expect(res.status).toBe(502);
    expect(schemaErrors('ErrorResponse', await res.json())).toEqual([]);
  });

  it('ends a stream cut mid-way with an error event, never a silent cut', async () => {
    const { events, res } = await rawStream({ model: 'fake-cut', messages: [{ role: 'user', content: 'one two three four five' }] });
    expect(res.status).toBe(200);
    const last = JSON.parse(events.at(-1)!.data);
    expect(schemaErrors('ErrorResponse', last)).toEqual([]);
    expect(last.error.code).toMatch(/^upstream_/);
    const stream = await gw.client().chat.completions.create({ model: 'fake-cut', messages: [{ role: 'user', content: 'one two three four' }], stream: true });
    await expect(async () => {
      for await (const _ of stream) void _;
    }).rejects.toBeInstanceOf(APIError);
  });

  it('aborts the upstream request as soon as the client disconnects', async () => {
    const before = gw.fake.abortedRequests();
    const controller = new AbortController();
    const res = await fetch(`${gw.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'fake-slow', stream: true, messages: [{ role: 'user', content: 'slow' }] }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await expect.poll(() => gw.fake.abortedRequests(), { timeout: 3000 }).toBe(before + 1);
    expect((await fetch(`${gw.server.url}/healthz`)).status).toBe(200);
  });
});
