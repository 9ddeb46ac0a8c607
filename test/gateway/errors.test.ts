import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIError } from 'openai';
import { schemaErrors } from '../support/openapi.js';
import { closedPort } from '../support/fake-upstream.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ PITH_BODY_LIMIT_BYTES: '65536', PITH_UPSTREAM_TIMEOUT_MS: '400' });
});
afterAll(async () => {
  await gw.close();
});

async function call(body: string | object, headers: Record<string, string> = {}) {
  const res = await fetch(`${gw.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as { error: Record<string, unknown> } };
}

async function stillServes() {
  const res = await call({ model: 'gpt-4o', messages: [{ role: 'user', content: 'still there?' }] });
  expect(res.status).toBe(200);
}

const user = [{ role: 'user', content: 'hi' }];

describe('bad input gets a clear OpenAI-shaped 400 and the server keeps serving', () => {
  const cases: Array<[string, string | object, number, string | null]> = [
    ['malformed JSON', '{"model": "gpt-4o", "messages": [', 400, null],
    ['a JSON array instead of an object', '[1,2,3]', 400, null],
    ['missing model', { messages: user }, 400, 'model'],
    ['missing messages', { model: 'gpt-4o' }, 400, 'messages'],
    ['empty messages', { model: 'gpt-4o', messages: [] }, 400, 'messages'],
    ['unknown role', { model: 'gpt-4o', messages: [{ role: 'wizard', content: 'x' }] }, 400, 'messages[0].role'],
    ['temperature above 2', { model: 'gpt-4o', messages: user, temperature: 2.5 }, 400, 'temperature'],
    ['temperature below 0', { model: 'gpt-4o', messages: user, temperature: -0.1 }, 400, 'temperature'],
    ['temperature as a string', { model: 'gpt-4o', messages: user, temperature: '0.5' }, 400, 'temperature'],
    ['max_tokens not an integer', { model: 'gpt-4o', messages: user, max_tokens: 1.5 }, 400, 'max_tokens'],
    ['stream not a boolean', { model: 'gpt-4o', messages: user, stream: 'yes' }, 400, 'stream'],
    ['content of the wrong type', { model: 'gpt-4o', messages: [{ role: 'user', content: 42 }] }, 400, 'messages[0].content'],
    ['model of the wrong type', { model: 7, messages: user }, 400, 'model'],
    ['an empty body', '', 400, null],
    ['a __proto__ key', '{"model": "gpt-4o", "messages": [{"role": "user", "content": "hi"}], "__proto__": {"admin": true}}', 400, null],
    ['a __proto__ key spelled with escapes', '{"model": "gpt-4o", "messages": [{"role": "user", "content": "hi"}], "\\u005f_proto__": {"admin": true}}', 400, null],
    ['a constructor.prototype key', '{"model": "gpt-4o", "messages": [{"role": "user", "content": "hi"}], "constructor": {"prototype": {"admin": true}}}', 400, null],
  ];
  for (const [name, body, status, param] of cases) {
    it(name, async () => {
      const res = await call(body);
      expect(res.status).toBe(status);
      expect(schemaErrors('ErrorResponse', res.json)).toEqual([]);
      expect(res.json.error.type).toBe('invalid_request_error');
      if (param) expect(res.json.error.param).toBe(param);
      expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
      await stillServes();
    });
  }

  it('oversize body → 413', async () => {
    const res = await call({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x'.repeat(70_000) }] });
    expect(res.status).toBe(413);
    expect(schemaErrors('ErrorResponse', res.json)).toEqual([]);
    await stillServes();
  });

  it('wrong content type → 415', async () => {
    const res = await call('model=gpt-4o', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(schemaErrors('ErrorResponse', res.json)).toEqual([]);
  });

  it('unknown route → 404 in the same shape', async () => {
    const res = await fetch(`${gw.baseURL}/completions/nope`, { headers: { authorization: `Bearer ${gw.apiKey}` } });
    expect(res.status).toBe(404);
    expect(schemaErrors('ErrorResponse', await res.json())).toEqual([]);
  });
});

describe('authentication', () => {
  it('missing, malformed and unknown keys → 401 through the openai client', async () => {
    for (const apiKey of ['sk-pith-unknownunknownunknownunknownunknown00', 'not-a-key']) {
      const err = await gw.client({ apiKey }).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
      expect(err).toBeInstanceOf(APIError);
      expect(err.status).toBe(401);
      expect(schemaErrors('ErrorResponse', { error: err.error })).toEqual([]);
    }
    const res = await fetch(`${gw.baseURL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('missing_api_key');
  });
});

describe('upstream failures', () => {
  it.each([
    [400, 'fake-error-400'],
    [404, 'fake-error-404'],
    [500, 'fake-error-500'],
    [503, 'fake-error-503'],
  ])('relays an upstream %i with its message, normalised', async (status, model) => {
    const res = await call({ model, messages: user });
    expect(res.status).toBe(status);
    expect(schemaErrors('ErrorResponse', res.json)).toEqual([]);
    expect(res.json.error.message).toBe(`fake upstream failure ${status}`);
  });

  it('relays 429 with Retry-After', async () => {
    const res = await call({ model: 'fake-error-429', messages: user });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
  });

  it('never relays an upstream HTML page', async () => {
    const res = await call({ model: 'fake-html-error', messages: user });
    expect(res.status).toBe(502);
    expect(res.text).not.toContain('<html');
    expect(res.text).not.toContain('10.1.2.3');
    expect(schemaErrors('ErrorResponse', res.json)).toEqual([]);
  });

  it('a reply that is not JSON → 502', async () => {
    const res = await call({ model: 'fake-bad-json', messages: user });
    expect(res.status).toBe(502);
    expect(res.json.error.code).toBe('upstream_bad_response');
  });

  it('a stalled upstream → 504 after the configured timeout, stream or not', async () => {
    for (const stream of [false, true]) {
      const res = await call({ model: 'fake-stall', messages: user, stream });
      expect(res.status).toBe(504);
      expect(res.json.error.code).toBe('upstream_timeout');
    }
    await stillServes();
  });

  it('an unreachable upstream → 502', async () => {
    const port = await closedPort();
    const dead = await startGateway({ PITH_UPSTREAM_BASE_URL: `http://127.0.0.1:${port}/v1` });
    try {
      const err = await dead.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
      expect(err.status).toBe(502);
      expect(err.error.code).toBe('upstream_unreachable');
      expect(JSON.stringify(err.error)).not.toContain('sk-upstream-secret-for-tests');
    } finally {
      await dead.close();
    }
  });
});
