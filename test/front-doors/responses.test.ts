/**
 * The Responses front door through the official `openai` client (`responses.create`, plain and
 * streamed) against the running server, with the fake upstream speaking the Responses wire
 * format; replies, stream events, forwarded requests and errors validated against OpenAI's
 * vendored schemas.
 */
import { AuthenticationError, BadRequestError, InternalServerError, RateLimitError } from 'openai';
import type { ResponseInputItem, ResponseStreamEvent } from 'openai/resources/responses/responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SseParser } from '../../src/upstream/sse.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { mintKey } from '../support/keys.js';
import { componentErrors, schemaErrors, streamEventErrors } from '../support/openapi.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ PITH_ROUTES: JSON.stringify([{ match: 'claude-*', baseUrl: 'http://127.0.0.1:9/v1', format: 'anthropic' }]) });
});
afterAll(async () => {
  await gw.close();
});

const lastUpstream = () => gw.fake.requests.at(-1)!;

/**
 * A forwarded request against CreateResponse. Message items are checked as EasyInputMessage:
 * under the vendored `oneOf`, a message whose content is a part list matches two members
 * (EasyInputMessage and InputMessage) and so fails however right it is.
 */
function createResponseErrors(body: Record<string, unknown>): string[] {
  const items = Array.isArray(body.input) ? (body.input as Array<Record<string, unknown>>) : [];
  return [
    ...schemaErrors('CreateResponse', { ...body, input: Array.isArray(body.input) ? [] : body.input }),
    ...items.flatMap((item, i) => componentErrors(item.role !== undefined && item.type === undefined ? 'EasyInputMessage' : 'InputItem', item).map((e) => `/input/${i}${e}`)),
  ];
}
const balanced = { headers: { 'x-pith-compression': 'balanced' } };

/** A shell session's output: many routine lines, one traceback, one warning. */
function shellLog(lines = 400): string {
  const out: string[] = ['$ python -m build', 'running sdist'];
  for (let i = 0; i < lines; i++) {
    if (i === 201) out.push('Traceback (most recent call last):', '  File "setup.py", line 12, in <module>', "ModuleNotFoundError: No module named 'skbuild'");
    else if (i === 333) out.push('WARNING: the flag --universal is deprecated');
    else out.push(`copying src/pkg/module_${i}.py -> build/lib/pkg/module_${i}.py`);
  }
  out.push('error: subprocess-exited-with-error');
  return out.join('\n');
}

describe('POST /api/v1/responses through the openai client', () => {
  it('answers a string input with a schema-valid response, sending the operator key and never the Pith key', async () => {
    const { data, response } = await gw.client().responses.create({ model: 'gpt-4.1', input: 'hello responses', instructions: 'Be brief.' }).withResponse();
    expect(schemaErrors('Response', data)).toEqual([]);
    expect(data.output_text).toBe('echo: hello responses');
    const up = lastUpstream();
    expect(up.url).toBe('/v1/responses');
    expect(up.headers.authorization).toBe('Bearer sk-upstream-secret-for-tests');
    expect(JSON.stringify(up.headers)).not.toContain(gw.apiKey);
    expect(createResponseErrors(up.body!)).toEqual([]);
    expect(response.headers.get('x-pith-prompt-tokens')).toMatch(/^\d+$/);
  });

  it('streams schema-valid typed events, relayed in order as the upstream sent them', async () => {
    const stream = await gw.client().responses.create({ model: 'gpt-4.1', input: 'stream it', stream: true });
    const events: ResponseStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    for (const e of events) expect(streamEventErrors(e)).toEqual([]);
    expect(events[0]!.type).toBe('response.created');
    expect(events.at(-1)!.type).toBe('response.completed');
    expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
    const text = events.flatMap((e) => (e.type === 'response.output_text.delta' ? [e.delta] : [])).join('');
    expect(text).toBe('echo: stream it');
    const body = JSON.stringify({ model: 'gpt-4.1', input: 'raw', stream: true });
    const direct = new SseParser().push(await fetch(`${gw.fake.url}/responses`, { method: 'POST', body }).then((r) => r.text()));
    const relayed = new SseParser().push(
      await fetch(`${gw.baseURL}/responses`, { method: 'POST', headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' }, body }).then((r) => r.text()),
    );
    expect(relayed.map((e) => e.event)).toEqual(direct.map((e) => e.event));
    expect(relayed.slice(0, -1)).toEqual(direct.slice(0, -1));
  });

  it('round-trips a function call and its output, passing previous_response_id and every item through', async () => {
    const tools = [{ type: 'function' as const, name: 'get_weather', description: 'Weather', parameters: { type: 'object', properties: { city: { type: 'string' } } }, strict: false }];
    const first = await gw.client().responses.create({ model: 'fake-tools', input: 'Weather in Paris?', tools });
    const call = first.output.find((o) => o.type === 'function_call')!;
    expect(call).toMatchObject({ call_id: 'call_fake01', name: 'get_weather', arguments: '{"city":"Paris"}' });
    const streamed: ResponseStreamEvent[] = [];
    for await (const e of await gw.client().responses.create({ model: 'fake-tools', input: 'Weather in Paris?', tools, stream: true })) streamed.push(e);
    expect(streamed.find((e) => e.type === 'response.function_call_arguments.done')).toMatchObject({ arguments: '{"city":"Paris"}' });
    const input: ResponseInputItem[] = [
      { role: 'user', content: 'Weather in Paris?' },
      call as ResponseInputItem,
      { type: 'function_call_output', call_id: 'call_fake01', output: 'Sunny,   24 °C\n\n\n\nno   warnings' },
    ];
    const second = await gw.client().responses.create({ model: 'gpt-4.1', input, tools, previous_response_id: 'resp_earlier', store: true }, balanced);
    expect(schemaErrors('Response', second)).toEqual([]);
    const sent = lastUpstream().body!;
    expect(createResponseErrors(sent)).toEqual([]);
    expect(sent.previous_response_id).toBe('resp_earlier');
    expect((sent.input as unknown[])[1]).toEqual(call);
    expect(JSON.stringify(sent.tools)).toBe(JSON.stringify(tools));
  });

  it('compresses a long function_call_output, keeping its error lines, the call and the question untouched', async () => {
    const log = shellLog();
    const question = 'Why did the build fail? Quote the error.';
    const call = { type: 'function_call' as const, call_id: 'call_build_7', name: 'shell', arguments: '{"cmd": ["python", "-m", "build"]}' };
    const image = { type: 'input_image' as const, image_url: 'data:image/png;base64,iVBORw0KGgo=', detail: 'low' as const };
    const input: ResponseInputItem[] = [
      { role: 'user', content: [{ type: 'input_text', text: 'Build the package.' }, image] },
      call,
      { type: 'function_call_output', call_id: call.call_id, output: log },
      { role: 'user', content: question },
    ];
    const { response } = await gw.client().responses.create({ model: 'gpt-4.1', input, instructions: 'You are a build engineer.' }, balanced).withResponse();
    const sent = lastUpstream().body!;
    expect(createResponseErrors(sent)).toEqual([]);
    const items = sent.input as Array<Record<string, unknown>>;
    const output = items[2]!.output as string;
    expect(output.length).toBeLessThan(log.length / 2);
    for (const line of log.split('\n').filter((l) => /error|exception|fail|warn/i.test(l))) expect(output).toContain(line.trim());
    expect(items[2]).toMatchObject({ type: 'function_call_output', call_id: 'call_build_7' });
    expect(items[1]).toEqual(call);
    expect(items[0]).toEqual(input[0]);
    expect(items[3]).toEqual({ role: 'user', content: question });
    expect(sent.instructions).toBe('You are a build engineer.');
    expect(Number(response.headers.get('x-pith-prompt-tokens'))).toBeLessThan(Number(response.headers.get('x-pith-prompt-tokens-original')) / 2);
  });

  it('keeps the upstream’s automatic prompt cache hitting as a compressed conversation grows', async () => {
    const input: ResponseInputItem[] = [{ role: 'user', content: 'Find out why the build fails.' }];
    const cached: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const callId = `call_turn_${turn}`;
      input.push({ type: 'function_call', call_id: callId, name: 'shell', arguments: `{"cmd":"make part${turn}"}` });
      input.push({ type: 'function_call_output', call_id: callId, output: shellLog(300 + 10 * turn) });
      input.push({ role: 'user', content: 'Which step failed this time, and why?' });
      const reply = await gw.client().responses.create({ model: 'gpt-4.1', input }, balanced);
      cached.push(reply.usage!.input_tokens_details.cached_tokens);
      input.push(...(reply.output as ResponseInputItem[]));
    }
    expect(cached[0]).toBe(0);
    expect(cached.slice(1).every((c) => c > 0)).toBe(true);
  });

  it('turns an upstream 429 into the client’s RateLimitError with Retry-After, in OpenAI’s shape', async () => {
    const err = await gw.client().responses.create({ model: 'fake-error-429', input: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).headers?.get('retry-after')).toBe('7');
    expect((err as RateLimitError).error).toMatchObject({ message: 'fake upstream failure 429', type: 'rate_limit_error', code: 'fake_code' });
  });

  it('refuses a bad key with 401 in OpenAI’s shape, and a malformed body with 400 naming the field', async () => {
    const before = gw.fake.requests.length;
    const err = await gw.client({ apiKey: 'sk-pith-notavalidkey000000000000000000000000' }).responses.create({ model: 'gpt-4.1', input: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthenticationError);
    const res = await fetch(`${gw.baseURL}/responses`, { method: 'POST', headers: { authorization: 'Bearer nope', 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect(schemaErrors('ErrorResponse', await res.json())).toEqual([]);
    const bad = await gw.client().responses.create({ input: 'no model' } as never).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(BadRequestError);
    expect((bad as BadRequestError).error).toMatchObject({ param: 'model', code: 'missing_required_parameter' });
    expect(gw.fake.requests.length).toBe(before);
  });

  it('fails a stream in OpenAI’s way: an HTTP error before the first event, a schema-valid error event after it', async () => {
    const first = await gw.client().responses.create({ model: 'fake-error-first', input: 'x', stream: true }).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(InternalServerError);
    expect((first as InternalServerError).status).toBe(502);
    for (const model of ['fake-error-event', 'fake-cut']) {
      const events: ResponseStreamEvent[] = [];
      for await (const e of await gw.client().responses.create({ model, input: 'x', stream: true })) events.push(e);
      const last = events.at(-1)!;
      expect(last.type).toBe('error');
      expect(streamEventErrors(last)).toEqual([]);
    }
  });

  it('refuses a model routed to an Anthropic upstream (no translation), naming it', async () => {
    const err = await gw.client().responses.create({ model: 'claude-sonnet-test', input: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).error).toMatchObject({ code: 'format_not_served', param: 'model', message: expect.stringMatching(/anthropic.*POST \/responses/) });
  });

  it('records usage like chat completions, streamed or not', async () => {
    const { user, fullKey } = await mintKey(gw.server, 'usage-responses');
    const plain = await gw.client({ apiKey: fullKey }).responses.create({ model: 'gpt-usage', input: `${shellLog()}\n\nWhy did the build fail?` }, balanced);
    for await (const _ of await gw.client({ apiKey: fullKey }).responses.create({ model: 'gpt-usage', input: 'short', stream: true })) void _;
    await gw.server.services.usage.flush();
    const rows = await gw.server.store.queryUsage({ userId: user.id, from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000), bucket: 'hour' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ model: 'gpt-usage', requests: 2, errors: 0, completionTokens: 18 });
    expect(rows[0]!.promptTokens).toBeGreaterThan(plain.usage!.input_tokens);
    expect(rows[0]!.promptTokensOriginal).toBeGreaterThan(2 * plain.usage!.input_tokens);
  });
});
