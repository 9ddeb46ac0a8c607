import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../support/openapi.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { mintKey } from '../support/keys.js';
import { countRequestTokens } from '../../src/compress/index.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${gw.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('non-streaming chat completions through the official openai client', () => {
  it('answers in the vendor shape with the request model and consistent usage', async () => {
    const { data, response } = await gw
      .client()
      .chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Say hello to Pith' }], temperature: 0.2 })
      .withResponse();
    expect(schemaErrors('CreateChatCompletionResponse', data)).toEqual([]);
    expect(data.object).toBe('chat.completion');
    expect(data.model).toBe('gpt-4o-mini');
    expect(data.choices[0]?.message.content).toBe('echo: Say hello to Pith');
    expect(data.choices[0]?.finish_reason).toBe('stop');
    expect(data.usage!.total_tokens).toBe(data.usage!.prompt_tokens + data.usage!.completion_tokens);
    for (const h of ['x-pith-prompt-tokens-original', 'x-pith-prompt-tokens', 'x-pith-compression-ms', 'x-pith-overhead-ms']) {
      expect(response.headers.get(h), h).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it("forwards with the upstream's key, never the caller's, and adds nothing of Pith's own", async () => {
    await gw.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
    const seen = gw.fake.requests.at(-1)!;
    expect(seen.headers.authorization).toBe('Bearer sk-upstream-secret-for-tests');
    expect(JSON.stringify(seen.headers)).not.toContain(gw.apiKey);
    expect(Object.keys(seen.body!).sort()).toEqual(['messages', 'model']);
    expect(Object.keys(seen.headers).some((h) => h.startsWith('x-pith'))).toBe(false);
  });

  it("at level off, sends the client's bytes as they came and reports the upstream's prompt count", async () => {
    // Odd spacing, 1.0 and 1e2: a re-serialisation would change every one of them.
    const sent = '{ "model":"gpt-4o",\n  "messages":[{"role":"user","content":"caf\\u00e9 and r\u00e9sum\u00e9"}], "temperature": 1.0, "x_budget": 1e2 }';
    const res = await post(sent);
    expect(res.status).toBe(200);
    expect(gw.fake.requests.at(-1)!.text).toBe(sent);
    const data = (await res.json()) as { usage: { prompt_tokens: number } };
    // The fake counts characters / 4, not o200k: the headers follow the upstream's own count.
    expect(res.headers.get('x-pith-prompt-tokens')).toBe(String(data.usage.prompt_tokens));
    expect(res.headers.get('x-pith-prompt-tokens-original')).toBe(String(data.usage.prompt_tokens));
  });

  it('at level off, counts the prompt with the tokenizer when the upstream reports no usage', async () => {
    const request = { model: 'fake-no-usage', messages: [{ role: 'user' as const, content: 'Count these few words for me, please.' }] };
    const res = await post(request);
    const data = (await res.json()) as { usage: { prompt_tokens: number } };
    expect(data.usage.prompt_tokens).toBe(countRequestTokens(request));
    expect(res.headers.get('x-pith-prompt-tokens-original')).toBe(String(countRequestTokens(request)));
  });

  it('answers a prompt that spells a special token, at every level', async () => {
    for (const level of ['off', 'lossless', 'balanced', 'aggressive']) {
      const res = await post({ model: 'gpt-4o', stream: level === 'balanced', messages: [{ role: 'user', content: 'Why does <|endoftext|> end a document?' }] }, { 'x-pith-compression': level });
      expect(res.status, level).toBe(200);
      expect(Number(res.headers.get('x-pith-prompt-tokens-original')), level).toBeGreaterThan(5);
      await res.text();
    }
  });

  it('when compressing, changes only the compressed contents of what the client sent', async () => {
    const slack = 'The build failed on step three.   \n'.repeat(20);
    const sent = `{ "model":"gpt-4o",\n  "messages":[{"role":"system","content":${JSON.stringify(slack)}},{"role":"user","content":"Why?"}], "temperature": 1.0, "x_budget": 1e2 }`;
    const res = await post(sent, { 'x-pith-compression': 'lossless' });
    expect(res.status).toBe(200);
    const seen = gw.fake.requests.at(-1)!;
    const system = (seen.body!.messages as Array<{ content: string }>)[0]!.content;
    expect(system.length).toBeLessThan(slack.length);
    expect(seen.text).toBe(sent.replace(JSON.stringify(slack), JSON.stringify(system)));
    expect(Number(res.headers.get('x-pith-prompt-tokens'))).toBeLessThan(Number(res.headers.get('x-pith-prompt-tokens-original')));
  });

  it('forwards bytes that are not UTF-8 as they were read, with replacement characters', async () => {
    const bytes = Buffer.concat([Buffer.from('{"model":"gpt-4o","messages":[{"role":"user","content":"bad '), Buffer.from([0xff, 0xfe]), Buffer.from(' byte"}]}')]);
    const res = await fetch(`${gw.baseURL}/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' }, body: bytes });
    expect(res.status).toBe(200);
    const seen = gw.fake.requests.at(-1)!;
    const forwarded = '{"model":"gpt-4o","messages":[{"role":"user","content":"bad \ufffd\ufffd byte"}]}';
    expect(seen.text).toBe(forwarded);
    // UTF-8 on the wire (two 3-byte replacement characters), not the client's two stray bytes.
    expect(Number(seen.headers['content-length'])).toBe(Buffer.byteLength(forwarded));
  });

  it('accepts a body that starts with a byte order mark', async () => {
    const res = await post('\ufeff{"model":"gpt-4o","messages":[{"role":"user","content":"bom"}]}');
    expect(res.status).toBe(200);
    expect(gw.fake.requests.at(-1)!.body!.messages).toEqual([{ role: 'user', content: 'bom' }]);
  });

  it('passes standard and unknown parameters through untouched', async () => {
    const extra = {
      temperature: 0,
      top_p: 0.9,
      max_tokens: 50,
      stop: ['\n\n'],
      frequency_penalty: 0.5,
      presence_penalty: -0.5,
      seed: 42,
      logprobs: true,
      top_logprobs: 2,
      response_format: { type: 'json_object' },
      reasoning_effort: 'low',
      some_future_field: { nested: [1, 'two', null] },
    };
    const res = await post({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }], ...extra });
    expect(res.status).toBe(200);
    const seen = gw.fake.requests.at(-1)!.body!;
    for (const [k, v] of Object.entries(extra)) expect(seen[k], k).toEqual(v);
  });

  it('passes tools, tool_choice, tool-call messages and content parts through intact', async () => {
    const tools = [
      {
        type: 'function' as const,
        function: { name: 'get_weather', description: 'Weather for a city', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
      },
    ];
    const messages = [
      { role: 'system' as const, content: 'You are terse.' },
      { role: 'user' as const, content: [{ type: 'text' as const, text: 'Weather?' }, { type: 'image_url' as const, image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } }] },
      { role: 'assistant' as const, content: null, tool_calls: [{ id: 'call_1', type: 'function' as const, function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] },
      { role: 'tool' as const, tool_call_id: 'call_1', content: '{"temp_c": 21}' },
    ];
    const data = await gw.client().chat.completions.create({ model: 'fake-tools', messages, tools, tool_choice: 'auto' });
    expect(schemaErrors('CreateChatCompletionResponse', data)).toEqual([]);
    expect(data.choices[0]?.finish_reason).toBe('tool_calls');
    const call = data.choices[0]!.message.tool_calls![0]!;
    expect(call.type === 'function' && call.function.arguments).toBe('{"city":"Paris"}');
    const seen = gw.fake.requests.at(-1)!.body!;
    expect(seen.tools).toEqual(tools);
    expect(seen.tool_choice).toBe('auto');
    expect(seen.messages).toEqual(messages);
  });

  it('completes a lax upstream reply (no usage, refusal or logprobs) into a schema-valid one', async () => {
    const data = await gw.client().chat.completions.create({ model: 'fake-no-usage', messages: [{ role: 'user', content: 'count me' }] });
    expect(schemaErrors('CreateChatCompletionResponse', data)).toEqual([]);
    expect(data.choices[0]?.message.refusal).toBeNull();
    expect(data.choices[0]?.logprobs).toBeNull();
    expect(data.usage!.prompt_tokens).toBeGreaterThan(0);
    expect(data.usage!.completion_tokens).toBeGreaterThan(0);
    expect(data.usage!.total_tokens).toBe(data.usage!.prompt_tokens + data.usage!.completion_tokens);
  });

  it('honours X-Pith-Compression per request and rejects an unknown level', async () => {
    const text = 'Tell me   \n\n\n\n\nabout   trailing spaces   \n\n\n\nplease';
    const ok = await post({ model: 'gpt-4o', messages: [{ role: 'user', content: text }] }, { 'x-pith-compression': 'lossless' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-pith-compression')).toBe('lossless');
    const bad = await post({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }, { 'x-pith-compression': 'extreme' });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(schemaErrors('ErrorResponse', body)).toEqual([]);
    expect(body.error.param).toBe('x-pith-compression');
  });

  it("uses the key's own default level unless the request header overrides it", async () => {
    const { fullKey } = await mintKey(gw.server, 'level-user', { name: 'lossless key', mode: 'router', compression: 'lossless' });
    const send = (headers: Record<string, string>) =>
      fetch(`${gw.baseURL}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }),
      });
    expect((await send({})).headers.get('x-pith-compression')).toBe('lossless');
    expect((await send({ 'x-pith-compression': 'aggressive' })).headers.get('x-pith-compression')).toBe('aggressive');
    const serverDefault = await post({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
    expect(serverDefault.headers.get('x-pith-compression')).toBe('off');
  });

  it('lists routable models in the vendor list shape', async () => {
    const list = await gw.client().models.list();
    expect(list.data.map((m) => m.id)).toContain('gpt-4o-mini');
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await fetch(`${gw.server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gw.server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', store: 'embedded' });
  });
});
