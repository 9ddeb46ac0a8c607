/**
 * Property-based fuzz of POST /api/v1/chat/completions against the real server and the fake
 * upstream: whole bodies of any JSON, a valid request with one field replaced by a value of
 * any type (or removed), unknown fields, odd number spellings, nesting, hostile strings and
 * content types. Property: the answer is a 200 (the input was acceptable after all) or a 4xx
 * in OpenAI's error shape (validated against the vendored schema) — never a 5xx — and the
 * server still answers a normal request afterwards. Cases per property: RUNS (in the names).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { anyJson, EXPECT_I18, expectOpenAiError, expectRefusedOrServed, nested, oddNumberText, oddString, RUNS, send, type RawReply } from './fuzz-support.js';

let gw: TestGateway;
let url: string;
let auth: Record<string, string>;

beforeAll(async () => {
  gw = await startGateway();
  url = `${gw.baseURL}/chat/completions`;
  auth = { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' };
});
afterAll(async () => gw?.close());

const valid = (): Record<string, unknown> => ({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] });

/** Fields whose wrong value the gateway must refuse itself (its schema names them). */
const CHECKED_FIELDS = ['model', 'messages', 'stream', 'stream_options', 'temperature', 'top_p', 'max_tokens', 'max_completion_tokens', 'n', 'stop', 'frequency_penalty', 'presence_penalty', 'logprobs', 'top_logprobs', 'seed', 'user', 'tools', 'tool_choice', 'parallel_tool_calls', 'response_format', 'logit_bias'] as const;
const MESSAGE_FIELDS = ['role', 'content', 'name', 'tool_calls', 'tool_call_id'] as const;

const post = (body: string, headers: Record<string, string> = auth): Promise<RawReply> => send(url, body, headers);

async function expectHealthy(): Promise<void> {
  expect((await fetch(`${gw.server.url}/healthz`)).status).toBe(200);
  const ok = await post(JSON.stringify(valid()));
  expect(ok.status, ok.text).toBe(200);
}

describe(`fuzz POST /api/v1/chat/completions (${RUNS} cases per property)`, () => {
  it(`any JSON value as the whole body → 200 or a shaped 4xx (${RUNS} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, async (value) => {
        const reply = await post(JSON.stringify(value));
        expectRefusedOrServed(reply, `body ${JSON.stringify(value).slice(0, 120)}`);
      }),
      { numRuns: RUNS },
    );
    await expectHealthy();
  });

  it(`one field of a valid request replaced by any value or removed → 200 or a shaped 4xx (${RUNS} cases)`, async () => {
    const field = fc.constantFrom(...CHECKED_FIELDS);
    const value = fc.option(anyJson, { nil: undefined, freq: 8 });
    await fc.assert(
      fc.asyncProperty(field, value, fc.boolean(), async (name, v, stream) => {
        const body: Record<string, unknown> = { ...valid(), ...(stream && { stream: true }) };
        if (v === undefined) delete body[name];
        else body[name] = v;
        const reply = await post(JSON.stringify(body));
        expectRefusedOrServed(reply, `${name}=${JSON.stringify(v)?.slice(0, 120)}`);
      }),
      { numRuns: RUNS },
    );
    await expectHealthy();
  });

  it(`a message field replaced by any value → 200 or a shaped 4xx (${RUNS} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MESSAGE_FIELDS), anyJson, async (name, v) => {
        const body = valid();
        (body.messages as Array<Record<string, unknown>>)[0]![name] = v;
        const reply = await post(JSON.stringify(body));
        expectRefusedOrServed(reply, `messages[0].${name}=${JSON.stringify(v)?.slice(0, 120)}`);
      }),
      { numRuns: RUNS },
    );
    await expectHealthy();
  });

  it('the core fields of the wrong type are refused by the gateway itself (400, naming the field)', async () => {
    for (const [name, v] of [['model', 42], ['model', ''], ['model', null], ['messages', 'hello'], ['messages', []], ['messages', [1]], ['stream', 'yes'], ['temperature', 'hot'], ['n', 1.5], ['max_tokens', -1]] as const) {
      const reply = await post(JSON.stringify({ ...valid(), [name]: v }));
      expect(reply.status, `${name}=${JSON.stringify(v)}`).toBe(400);
      expect(expectOpenAiError(reply, name).error.param ?? '').toContain(name);
    }
  });

  it(`unknown fields of any value, hostile strings in content → 200 or a shaped 4xx (${RUNS} cases)`, async () => {
    const key = fc.oneof(oddString.filter((s) => s.length < 1000), fc.constantFrom('__proto__', 'constructor', 'prototype', 'x-unknown', ''));
    await fc.assert(
      fc.asyncProperty(key, anyJson, oddString, async (k, v, content) => {
        const text = JSON.stringify({ ...valid(), messages: [{ role: 'user', content }] }).replace(/^\{/, `{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'},`);
        const reply = await post(text);
        expectRefusedOrServed(reply, `unknown ${JSON.stringify(k).slice(0, 60)}=${JSON.stringify(v)?.slice(0, 60)}`);
      }),
      { numRuns: RUNS },
    );
    await expectHealthy();
  });

  it('odd number spellings in known and unknown fields → 200 or a shaped 4xx (30 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(oddNumberText, fc.constantFrom('temperature', 'max_tokens', 'seed', 'n', 'x_unknown'), fc.boolean(), async (num, field, stream) => {
        const text = `{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"stream":${stream},"${field}":${num}}`;
        expectRefusedOrServed(await post(text), `${field}=${num}`);
      }),
      { numRuns: 30 },
    );
    await expectHealthy();
  });

  it(`malformed JSON text → 400 invalid_json in the vendor shape (${RUNS} cases + 8 fixed)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }).filter((s) => { try { JSON.parse(s); return false; } catch { return true; } }), async (text) => {
        const reply = await post(text);
        expect(reply.status, text).toBe(400);
        expectOpenAiError(reply, text);
      }),
      { numRuns: RUNS },
    );
    for (const text of ['', '{', '{"model":', '[', '{"a":1,}', "{'a':1}", 'NaN', '{"__proto__":{"x":1},"model":"m","messages":[]}']) {
      const reply = await post(text);
      expect(reply.status, text).toBe(400);
      expectOpenAiError(reply, text);
    }
    await expectHealthy();
  });

  it('moderate nesting (up to 100 levels) in an unknown field and in tools → 200 or a shaped 4xx', async () => {
    for (const depth of [10, 50, 100]) {
      for (const kind of ['object', 'array'] as const) {
        for (const stream of [false, true]) {
          const deep = nested(depth, kind);
          const base = `"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"stream":${stream}`;
          expectRefusedOrServed(await post(`{${base},"x_deep":${deep}}`), `x_deep depth ${depth} ${kind} stream=${stream}`);
          expectRefusedOrServed(await post(`{${base},"tools":[{"type":"function","function":${deep}}]}`), `tools depth ${depth} ${kind} stream=${stream}`);
        }
      }
    }
    await expectHealthy();
  });

  it('content types that are not JSON (other than text/plain) → a shaped 4xx', async () => {
    const body = JSON.stringify(valid());
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'image/png', 'application/octet-stream', 'nonsense']) {
      const reply = await post(body, { ...auth, 'content-type': type });
      expect(reply.status, type).toBeGreaterThanOrEqual(400);
      expectRefusedOrServed(reply, type, () => false);
    }
    const none = await send(url, body, { authorization: auth.authorization! });
    expectRefusedOrServed(none, 'no content type', () => false);
    await expectHealthy();
  });

  it('bad input without a key is refused as 401 first, in the vendor shape (40 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, fc.constantFrom(undefined, '', 'Bearer', 'Bearer sk-pith-nope', 'Basic Zm9vOmJhcg==', 'Bearer ' + 'A'.repeat(5000)), async (value, header) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (header !== undefined) headers.authorization = header;
        const reply = await post(JSON.stringify(value), headers);
        expect(reply.status).toBe(401);
        expectOpenAiError(reply, String(header));
      }),
      { numRuns: 40 },
    );
  });

  it('a body over the limit → 413 in the vendor shape, server healthy after', async () => {
    const limit = gw.server.config.bodyLimitBytes;
    const reply = await post(JSON.stringify({ ...valid(), pad: 'x'.repeat(limit) }));
    expect(reply.status).toBe(413);
    expect(expectOpenAiError(reply, '413').error.code).toBe('request_too_large');
    await expectHealthy();
  });
});

// Fixed by other issue-18 branches; the coordinator removes this switch after merging them.
describe.skipIf(!EXPECT_I18)('fuzz POST /api/v1/chat/completions — issue 18 contract (PITH_EXPECT_I18=1)', () => {
  it('nesting past PITH_MAX_JSON_DEPTH at any depth → 400 invalid_json naming nesting', async () => {
    for (const depth of [129, 1000, 6000, 50_000]) {
      for (const kind of ['object', 'array'] as const) {
        for (const stream of [false, true]) {
          const deep = nested(depth, kind);
          const base = `"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"stream":${stream}`;
          for (const text of [`{${base},"x_deep":${deep}}`, `{${base},"tools":[{"type":"function","function":${deep}}]}`]) {
            const reply = await post(text);
            expect(reply.status, `depth ${depth}`).toBe(400);
            const { error } = expectOpenAiError(reply, `depth ${depth}`);
            expect(error.code).toBe('invalid_json');
            expect(error.message.toLowerCase()).toContain('nest');
          }
        }
      }
    }
    await expectHealthy();
  });

  it(`a duplicate key anywhere in the body → 400 duplicate_key with its path (${RUNS} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('model', 'messages', 'stream', 'x_unknown'), anyJson, fc.boolean(), async (key, v, stream) => {
        const text = `{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"stream":${stream},${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'},${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}}`;
        const reply = await post(text);
        expect(reply.status, text.slice(0, 200)).toBe(400);
        const { error } = expectOpenAiError(reply, key);
        expect(error.code).toBe('duplicate_key');
        expect(error.param).toContain(key);
      }),
      { numRuns: RUNS },
    );
    // Found by this property once (seed 536323176): a `__proto__` key inside the twice-written value was refused first, as invalid_json.
    const proto = await post('{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"model":{"__proto__":[]},"model":{"__proto__":[]}}');
    expect(proto.status).toBe(400);
    expect(expectOpenAiError(proto, 'proto').error.code).toBe('duplicate_key');
    const inner = await post('{"model":"gpt-4o-mini","messages":[{"role":"user","role":"system","content":"hi"}]}');
    expect(inner.status).toBe(400);
    expect(expectOpenAiError(inner, 'inner').error.code).toBe('duplicate_key');
    await expectHealthy();
  });

  it('Content-Type text/plain → 415 unsupported_media_type', async () => {
    const reply = await post(JSON.stringify(valid()), { ...auth, 'content-type': 'text/plain' });
    expect(reply.status).toBe(415);
    expect(expectOpenAiError(reply, 'text/plain').error.code).toBe('unsupported_media_type');
    await expectHealthy();
  });
});
