/**
 * The front doors (Anthropic Messages, OpenAI Responses) are held to a key's limits and
 * accounted like chat completions: a key over its requests-per-minute limit gets Anthropic's
 * 429 (rate_limit_error) with Retry-After at /messages, and every request lands in the request log.
 */
import Anthropic, { RateLimitError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { mintKey } from '../support/keys.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

describe('limits and accounting on the front doors', () => {
  it('refuses /messages past the key’s limit in Anthropic’s shape, and logs every request', async () => {
    const { fullKey, user } = await mintKey(gw.server, 'front-door-user', { name: 'fd', mode: 'router', rpmLimit: 2 });
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
    const claude = new Anthropic({ baseURL: `${gw.server.url}/api`, apiKey: fullKey, maxRetries: 0 });
    const ask = () => claude.messages.create({ model: 'claude-test', max_tokens: 50, messages: [{ role: 'user', content: 'hi' }] });
    await ask();
    const res = await fetch(`${gw.server.url}/api/v1/responses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o', input: 'hello' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    await res.text();
    const refused = await ask().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).error).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
    expect(Number((refused as RateLimitError).headers?.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await gw.server.services.usage.flush();
    const log = await gw.server.store.queryRequestLog({ userId: user.id, limit: 10 });
    expect(log.map((e) => [e.model, e.status])).toEqual([
      ['claude-test', 429],
      ['gpt-4o', 200],
      ['claude-test', 200],
    ]);
  });
});
