/**
 * The Anthropic front door through the official @anthropic-ai/sdk against the running server,
 * with the fake upstream speaking Anthropic's wire format (JSON, SSE, errors, count_tokens).
 */
import Anthropic, { APIError, AuthenticationError, BadRequestError, OverloadedError, RateLimitError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseParser } from '../../src/upstream/sse.js';
import { ANTHROPIC_OPERATOR_KEY, startGateway, type TestGateway } from '../support/gateway.js';
import { mintKey } from '../support/keys.js';

let gw: TestGateway;
let host: string;
beforeAll(async () => {
  gw = await startGateway({
    PITH_BYOK_ALLOW_HTTP: '1',
    PITH_BYOK_ALLOW_PRIVATE_NETWORKS: '1',
    PITH_BODY_LIMIT_BYTES: '1000000',
    PITH_ROUTES: JSON.stringify([{ match: 'llama-*', baseUrl: 'http://127.0.0.1:9/v1' }]),
  });
  host = gw.server.url;
});
afterAll(async () => {
  await gw.close();
});

const claude = (o: { apiKey?: string; authToken?: string } = {}) =>
  new Anthropic({ baseURL: `${host}/api`, maxRetries: 0, ...(o.authToken ? { authToken: o.authToken, apiKey: null } : { apiKey: o.apiKey ?? gw.apiKey }) });
const lastUpstream = () => gw.fake.requests.at(-1)!;
const balanced = { headers: { 'x-pith-compression': 'balanced' } };

/** A test log: many passing lines, a few failures, one warning. */
function testLog(lines = 400): string {
  const out: string[] = ['============================= test session starts ==============================', 'collected 400 items', ''];
  for (let i = 0; i < lines; i++) {
    if (i === 137) out.push('tests/test_fields.py::test_timedelta_precision FAILED                       [ 34%]');
    else if (i === 290) out.push('tests/test_schema.py::test_nested_load WARNING deprecated argument "missing"  [ 72%]');
    else out.push(`tests/test_module_${Math.floor(i / 25)}.py::test_case_${i} PASSED                                 [${String(Math.floor((i * 100) / lines)).padStart(3)}%]`);
  }
  // (A summary framed in long '=' runs is dropped by the compressor at balanced: reported, not Pith's front doors' to fix.)
  out.push('', 'E       AssertionError: assert 345 == 344', '1 failed, 399 passed in 12.31s');
  return out.join('\n');
}

describe('POST /api/v1/messages through the Anthropic SDK', () => {
  it('answers a plain request, sending the operator key as x-api-key and never the Pith key', async () => {
    const { data, response } = await claude()
      .messages.create({ model: 'claude-sonnet-test', max_tokens: 64, messages: [{ role: 'user', content: 'hello there' }] })
      .withResponse();
    expect(data.content).toEqual([{ type: 'text', text: 'echo: hello there' }]);
    expect(data.usage.input_tokens).toBeGreaterThan(0);
    const up = lastUpstream();
    expect(up.url).toBe('/v1/messages');
    expect(up.headers['x-api-key']).toBe(ANTHROPIC_OPERATOR_KEY);
    expect(up.headers.authorization).toBeUndefined();
    expect(JSON.stringify(up.headers)).not.toContain(gw.apiKey);
    expect(up.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.headers.get('x-pith-prompt-tokens')).toMatch(/^\d+$/);
    expect(response.headers.get('x-pith-compression')).toBe('off');
  });

  it('takes the key as x-api-key (Claude Code) or as a bearer auth token, and forwards anthropic-version and anthropic-beta', async () => {
    const res = await fetch(`${host}/api/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': gw.apiKey, 'content-type': 'application/json', 'anthropic-version': '2023-06-01', 'anthropic-beta': 'prompt-caching-2024-07-31,context-1m-2025-08-07' },
      body: JSON.stringify({ model: 'claude-opus-test', max_tokens: 16, messages: [{ role: 'user', content: 'via x-api-key' }] }),
    });
    expect(res.status).toBe(200);
    expect(lastUpstream().headers).toMatchObject({ 'anthropic-version': '2023-06-01', 'anthropic-beta': 'prompt-caching-2024-07-31,context-1m-2025-08-07', 'x-api-key': ANTHROPIC_OPERATOR_KEY });
    const viaToken = await claude({ authToken: gw.apiKey }).messages.create({ model: 'claude-x', max_tokens: 16, messages: [{ role: 'user', content: 'via token' }] });
    expect(viaToken.content[0]).toMatchObject({ text: 'echo: via token' });
  });

  it('serves the SDK’s beta namespace (POST /v1/messages?beta=true, as Claude Code sends it) with its betas forwarded', async () => {
    const reply = await claude().beta.messages.create({ model: 'claude-x', max_tokens: 16, betas: ['interleaved-thinking-2025-05-14'], messages: [{ role: 'user', content: 'beta path' }] });
    expect(reply.content[0]).toMatchObject({ text: 'echo: beta path' });
    expect(lastUpstream().headers['anthropic-beta']).toBe('interleaved-thinking-2025-05-14');
  });

  it('relays every stream event in order, ping included, with no [DONE]', async () => {
    const body = { model: 'claude-sonnet-test', max_tokens: 64, stream: true, messages: [{ role: 'user', content: 'stream me please' }] };
    const direct = await fetch(`${gw.fake.url}/messages`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.text());
    const res = await fetch(`${host}/api/v1/messages`, { method: 'POST', headers: { 'x-api-key': gw.apiKey, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-pith-prompt-tokens-original')).toMatch(/^\d+$/);
    const relayed = await res.text();
    const events = new SseParser().push(relayed);
    expect(events.map((e) => e.event)).toEqual(new SseParser().push(direct).map((e) => e.event));
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['message_start', 'ping', 'content_block_delta', 'message_delta', 'message_stop']));
    expect(events.at(-1)!.event).toBe('message_stop');
    expect(relayed).not.toContain('[DONE]');
    // The fake's usage reflects its prompt cache, so compare the events' data where it cannot differ.
    expect(events.slice(1).map((e) => e.data)).toEqual(new SseParser().push(direct).slice(1).map((e) => e.data));
  });

  it('streams through the SDK: text deltas and the final message', async () => {
    const stream = claude().messages.stream({ model: 'claude-sonnet-test', max_tokens: 64, messages: [{ role: 'user', content: 'a streamed hello' }] });
    let text = '';
    stream.on('text', (t) => (text += t));
    const final = await stream.finalMessage();
    expect(text).toBe('echo: a streamed hello');
    expect(final.stop_reason).toBe('end_turn');
    expect(final.usage.output_tokens).toBe(9);
  });

  it('round-trips a tool use and its result, streamed and not; tool_use and thinking blocks reach the upstream byte-exact', async () => {
    const client = claude();
    const tools = [{ name: 'get_weather', description: 'Weather of a city', input_schema: { type: 'object' as const, properties: { city: { type: 'string' } } } }];
    const first = await client.messages.create({ model: 'fake-tools', max_tokens: 64, tools, messages: [{ role: 'user', content: 'Weather in Paris?' }] });
    const call = first.content.find((b) => b.type === 'tool_use')!;
    expect(call).toMatchObject({ id: 'toolu_fake01', name: 'get_weather', input: { city: 'Paris' } });
    const streamed = await client.messages.stream({ model: 'fake-tools', max_tokens: 64, tools, messages: [{ role: 'user', content: 'Weather in Paris?' }] }).finalMessage();
    expect(streamed.content).toEqual(first.content);
    const thinking = { type: 'thinking' as const, thinking: 'Paris, so   call the tool.\n\n\n', signature: 'EqQBCkgIARABGAIiQL…sig' };
    const redacted = { type: 'redacted_thinking' as const, data: 'EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpP' };
    const messages: Anthropic.MessageParam[] = [
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: [thinking, redacted, ...first.content] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: call.id, content: 'Sunny, 24   °C.\n\n\n\nNo   warnings.' }] },
    ];
    const second = await client.messages.create({ model: 'claude-sonnet-test', max_tokens: 64, tools, messages }, balanced);
    expect(second.content[0]).toMatchObject({ type: 'text' });
    const sent = lastUpstream().body!;
    expect((sent.messages as Anthropic.MessageParam[])[1]!.content).toEqual([thinking, redacted, ...first.content]);
    expect(JSON.stringify(sent.tools)).toBe(JSON.stringify(tools));
    expect(((sent.messages as Anthropic.MessageParam[])[2]!.content as Anthropic.ToolResultBlockParam[])[0]!.tool_use_id).toBe('toolu_fake01');
  });

  it('compresses a long tool_result, keeping its error lines, ids, cache_control and the question untouched', async () => {
    const log = testLog();
    const question = 'Which test failed, and why? Answer in one line.';
    const cacheControl = { type: 'ephemeral' as const, ttl: '1h' as const };
    const toolUse = { type: 'tool_use' as const, id: 'toolu_01A09q90qw90lq917835lq9', name: 'bash', input: { command: 'pytest -q tests/' } };
    const messages: Anthropic.MessageParam[] = [
      { role: 'user', content: 'Run the test suite.' },
      { role: 'assistant', content: [{ type: 'text', text: 'Running the tests.' }, toolUse] },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: toolUse.id, content: [{ type: 'text', text: log, cache_control: cacheControl }] },
          { type: 'text', text: question },
        ],
      },
    ];
    const system = [{ type: 'text' as const, text: 'You are a careful engineer.', cache_control: { type: 'ephemeral' as const } }];
    const { data, response } = await claude().messages.create({ model: 'claude-sonnet-test', max_tokens: 64, system, messages }, balanced).withResponse();
    expect(data.content[0]).toMatchObject({ text: `echo: ${question}`.slice(0, 66) });
    const sent = lastUpstream().body!;
    const sentMessages = sent.messages as Anthropic.MessageParam[];
    const result = (sentMessages[2]!.content as Anthropic.ContentBlockParam[])[0] as Anthropic.ToolResultBlockParam;
    const text = (result.content as Anthropic.TextBlockParam[])[0]!;
    expect(text.text.length).toBeLessThan(log.length / 2);
    for (const line of log.split('\n').filter((l) => /error|fail|warn/i.test(l))) expect(text.text).toContain(line.trim());
    expect(text.cache_control).toEqual(cacheControl);
    expect(result.tool_use_id).toBe(toolUse.id);
    expect((sentMessages[2]!.content as Anthropic.TextBlockParam[])[1]).toEqual({ type: 'text', text: question });
    expect(sentMessages[1]!.content).toEqual([{ type: 'text', text: 'Running the tests.' }, toolUse]);
    expect(sent.system).toEqual(system);
    expect(Number(response.headers.get('x-pith-prompt-tokens'))).toBeLessThan(Number(response.headers.get('x-pith-prompt-tokens-original')) / 2);
    expect(response.headers.get('x-pith-compression')).toBe('balanced');
  });

  it('keeps the upstream’s prompt cache hitting as a compressed conversation grows', async () => {
    const client = claude();
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'Investigate the failing build.' }];
    const reads: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const id = `toolu_turn_${turn}`;
      messages.push({ role: 'assistant', content: [{ type: 'tool_use', id, name: 'bash', input: { command: `pytest -k part${turn}` } }] });
      messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: testLog(300 + turn * 10) }, { type: 'text', text: 'Which test failed this time, and why?' }] });
      // Claude Code's breakpoint: on the newest block only.
      const request = structuredClone(messages);
      const last = request.at(-1)!.content as Anthropic.ContentBlockParam[];
      (last.at(-1) as Anthropic.TextBlockParam).cache_control = { type: 'ephemeral' };
      const reply = await client.messages.create({ model: 'claude-sonnet-test', max_tokens: 32, messages: request }, balanced);
      reads.push(reply.usage.cache_read_input_tokens ?? 0);
      messages.push({ role: 'assistant', content: reply.content });
    }
    expect(reads[0]).toBe(0);
    expect(reads.slice(1).every((r) => r > 0)).toBe(true);
  });

  it('turns an upstream 429 into the SDK’s RateLimitError, in Anthropic’s shape with Retry-After', async () => {
    const err = await claude().messages.create({ model: 'fake-error-429', max_tokens: 8, messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    const e = err as RateLimitError;
    expect(e.status).toBe(429);
    expect(e.error).toEqual({ type: 'error', error: { type: 'rate_limit_error', message: 'fake upstream failure 429' } });
    expect(e.headers?.get('retry-after')).toBe('7');
  });

  it('refuses a bad key with 401 authentication_error in Anthropic’s shape, sending nothing upstream', async () => {
    const before = gw.fake.requests.length;
    const err = await claude({ apiKey: 'sk-pith-notavalidkey000000000000000000000000' })
      .messages.create({ model: 'claude-x', max_tokens: 8, messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    expect((err as AuthenticationError).error).toEqual({ type: 'error', error: { type: 'authentication_error', message: expect.stringMatching(/API key/) } });
    const missing = await fetch(`${host}/api/v1/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ type: 'error', error: { type: 'authentication_error', message: expect.stringContaining('x-api-key') } });
    expect(gw.fake.requests.length).toBe(before);
  });

  it('answers a malformed body with 400 invalid_request_error naming the field, a too large one with 413 request_too_large', async () => {
    const err = await claude()
      .messages.create({ model: 'claude-x', messages: [{ role: 'user', content: 'x' }] } as unknown as Anthropic.MessageCreateParamsNonStreaming)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).error).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: expect.stringContaining('max_tokens') } });
    const post = (body: string) => fetch(`${host}/api/v1/messages`, { method: 'POST', headers: { 'x-api-key': gw.apiKey, 'content-type': 'application/json' }, body });
    const res = await post('{"model": ');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    const huge = await post(JSON.stringify({ model: 'claude-x', max_tokens: 8, messages: [{ role: 'user', content: 'x'.repeat(1_100_000) }] }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ type: 'error', error: { type: 'request_too_large', message: expect.stringContaining('1000000') } });
  });

  it('fails a stream the way Anthropic does: an error before the first event is an HTTP error, after it an error event', async () => {
    const client = claude();
    const ask = (model: string) => client.messages.create({ model, max_tokens: 8, stream: true, messages: [{ role: 'user', content: 'x' }] });
    expect(await ask('fake-error-first').catch((e: unknown) => e)).toBeInstanceOf(OverloadedError);
    for (const model of ['fake-error-event', 'fake-cut']) {
      const stream = await ask(model);
      const err = await (async () => {
        for await (const _ of stream) void _;
      })().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(APIError);
      expect((err as APIError).error).toMatchObject({ type: 'error', error: { type: model === 'fake-cut' ? 'api_error' : 'overloaded_error' } });
    }
  });

  it('counts tokens of the request as it would be sent (compressed)', async () => {
    const params = { model: 'claude-sonnet-test', messages: [{ role: 'user' as const, content: [{ type: 'text' as const, text: testLog() }, { type: 'text' as const, text: 'What failed?' }] }] };
    const off = await claude().messages.countTokens(params);
    const { data, response } = await claude().messages.countTokens(params, balanced).withResponse();
    expect(lastUpstream().url).toBe('/v1/messages/count_tokens');
    expect(lastUpstream().headers['x-api-key']).toBe(ANTHROPIC_OPERATOR_KEY);
    expect(data.input_tokens).toBeLessThan(off.input_tokens / 2);
    expect(Number(response.headers.get('x-pith-prompt-tokens'))).toBeLessThan(Number(response.headers.get('x-pith-prompt-tokens-original')));
  });

  it('serves a byok key at {its upstream}/messages with its own key as x-api-key', async () => {
    const { fullKey } = await mintKey(gw.server, 'byok-anthropic', { name: 'mine', mode: 'byok', upstreamBaseUrl: gw.fake.url, upstreamApiKey: 'sk-ant-users-own' });
    await claude({ apiKey: fullKey }).messages.create({ model: 'claude-x', max_tokens: 8, messages: [{ role: 'user', content: 'byok' }] });
    expect(lastUpstream().headers['x-api-key']).toBe('sk-ant-users-own');
    expect(JSON.stringify(lastUpstream().headers)).not.toContain(fullKey);
  });

  it('refuses a model routed to an upstream of the other format, in Anthropic’s shape', async () => {
    const err = await claude().messages.create({ model: 'llama-3.3-70b', max_tokens: 8, messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).error).toMatchObject({ type: 'error', error: { type: 'invalid_request_error', message: expect.stringMatching(/llama-3\.3-70b.*openai.*POST \/messages/) } });
  });

  it('records usage like chat completions: the billed prompt with cache tokens, the output, the original scaled', async () => {
    const { user, fullKey } = await mintKey(gw.server, 'usage-anthropic');
    const reply = await claude({ apiKey: fullKey }).messages.create({ model: 'claude-usage', max_tokens: 8, messages: [{ role: 'user', content: `${testLog()}\n\nWhat failed?` }] }, balanced);
    const streamed = await claude({ apiKey: fullKey }).messages.stream({ model: 'claude-usage', max_tokens: 8, messages: [{ role: 'user', content: 'short' }] }).finalMessage();
    await gw.server.services.usage.flush();
    const rows = await gw.server.store.queryUsage({ userId: user.id, from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000), bucket: 'hour' });
    const billed = (u: Anthropic.Usage) => u.input_tokens + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ model: 'claude-usage', requests: 2, errors: 0, promptTokens: billed(reply.usage) + billed(streamed.usage), completionTokens: 18 });
    expect(rows[0]!.promptTokensOriginal).toBeGreaterThan(2 * rows[0]!.promptTokens);
  });
});
