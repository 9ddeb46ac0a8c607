/**
 * What a JSON route refuses (issue 18, items 5 and 11) and the error shape of framework-made
 * statuses: nesting past PITH_MAX_JSON_DEPTH → 400 `invalid_json` at any depth and in any
 * field (it was a 502 or a 500), a key twice in one object → 400 `duplicate_key` naming it (it
 * was forwarded while the gateway acted on the last one), a non-JSON Content-Type → 415 (it
 * was 400), and the 404/413 shapes; `/health` is JSON; security headers are on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { expectOpenAiError } from './raw-http.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ PITH_MAX_JSON_DEPTH: '64', PITH_BODY_LIMIT_BYTES: '1048576' });
});
afterAll(async () => {
  await gw?.close();
});

async function post(body: string, contentType = 'application/json') {
  const res = await fetch(`${gw.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': contentType },
    body,
  });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

async function stillServes(): Promise<void> {
  const res = await gw.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'still there?' }] });
  expect(res.choices[0]!.message.content).toContain('still there?');
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const request = (extra: string) => `{"model":"gpt-4o","stream":true,"messages":[{"role":"user","content":"hi"}]${extra}}`;

describe('deep nesting', () => {
  it.each([
    ['an unknown field of a streamed request', (d: number) => request(`,"x_extra":${nested(d)}`)],
    ['tools', (d: number) => request(`,"tools":[{"type":"function","function":{"name":"f","parameters":{"a":${nested(d)}}}}]`)],
    ['a message', (d: number) => `{"model":"gpt-4o","messages":[{"role":"user","content":"hi","x":${nested(d)}}]}`],
  ])('6,000 and 100,000 levels in %s → 400 invalid_json about nesting', async (_where, build) => {
    for (const depth of [6_000, 100_000]) {
      const reply = await post(build(depth));
      expect(reply.status).toBe(400);
      expect(expectOpenAiError(reply, 'invalid_json').message).toMatch(/nested deeper than 64/);
    }
    await stillServes();
  });

  it('nesting within the limit is served', async () => {
    expect((await post(request(`,"x_extra":${nested(60)}`))).status).toBe(200);
  });
});

describe('duplicate keys', () => {
  it('two `model` keys → 400 duplicate_key with param model', async () => {
    const before = gw.fake.requests.length;
    const reply = await post('{"model":"gpt-4o","messages":[{"role":"user","content":"hi"}],"model":"gpt-4o-mini"}');
    expect(reply.status).toBe(400);
    expect(expectOpenAiError(reply, 'duplicate_key').param).toBe('model');
    expect(gw.fake.requests.length).toBe(before);
  });

  it('a key spelled twice, once with escapes, names its path', async () => {
    const reply = await post('{"model":"gpt-4o","messages":[{"role":"user","content":"a"},{"role":"user","\\u0063ontent":"b","content":"c"}]}');
    expect(reply.status).toBe(400);
    expect(expectOpenAiError(reply, 'duplicate_key').param).toBe('messages[1].content');
  });

  it('the same key in different objects, and key-like text inside strings, are fine', async () => {
    const body = '{"model":"gpt-4o","messages":[{"role":"user","content":"\\"role\\":\\"x\\",\\"role\\":1"},{"role":"assistant","content":"b"},{"role":"user","content":"c"}]}';
    expect((await post(body)).status).toBe(200);
    await stillServes();
  });
});

describe('content types and framework statuses in OpenAI shape', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'])('Content-Type %s → 415 unsupported_media_type', async (type) => {
    const reply = await post(request(''), type);
    expect(reply.status).toBe(415);
    expectOpenAiError(reply, 'unsupported_media_type');
    await stillServes();
  });

  it('an unknown URL → 404, a body over the limit → 413, both in OpenAI shape', async () => {
    const missing = await fetch(`${gw.server.url}/api/v1/nothing-here`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(404);
    expectOpenAiError({ body: await missing.text() }, 'unknown_url');
    const big = await post(request(`,"x":"${'a'.repeat(1_100_000)}"`));
    expect(big.status).toBe(413);
    expectOpenAiError(big, 'request_too_large');
  });
});

describe('GET /health', () => {
  it('answers like /healthz: JSON, never the dashboard', async () => {
    const res = await fetch(`${gw.server.url}/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual(await (await fetch(`${gw.server.url}/healthz`)).json());
  });
});

describe('security headers', () => {
  it('the OpenAI-compatible API: nosniff, no x-powered-by', async () => {
    const res = await fetch(`${gw.baseURL}/models`, { headers: { authorization: `Bearer ${gw.apiKey}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('the dashboard API and sign-in: helmet’s whole set', async () => {
    for (const path of ['/api/me', '/auth/login', '/healthz']) {
      const res = await fetch(`${gw.server.url}${path}`, { redirect: 'manual' });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('the dashboard: its own CSP that allows only its own scripts, and nosniff', async () => {
    const res = await fetch(`${gw.server.url}/`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('error responses carry them too', async () => {
    const res = await fetch(`${gw.server.url}/api/v1/nothing-here`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the deepest nesting the configuration allows', () => {
  let deep: TestGateway;
  beforeAll(async () => {
    deep = await startGateway({ PITH_MAX_JSON_DEPTH: '1000' });
  });
  afterAll(async () => {
    await deep?.close();
  });

  it('is served without a 5xx in tools, a message and an unknown field, streamed or not', async () => {
    const value = `${'{"a":'.repeat(990)}1${'}'.repeat(990)}`;
    for (const stream of [false, true]) {
      for (const extra of [`,"x_extra":${value}`, `,"tools":[{"type":"function","function":{"name":"f","parameters":${value}}}]`, '']) {
        const messages = extra === '' ? `[{"role":"user","content":"hi","x":${value}}]` : '[{"role":"user","content":"hi"}]';
        const res = await fetch(`${deep.baseURL}/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${deep.apiKey}`, 'content-type': 'application/json' },
          body: `{"model":"gpt-4o","stream":${stream},"messages":${messages}${extra}}`,
        });
        await res.text();
        expect(res.status).toBeLessThan(500);
      }
    }
  });
});
