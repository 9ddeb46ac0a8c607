/**
 * Per-key limits through the real gateway: a requests-per-minute limit answers 429 in OpenAI's
 * shape with Retry-After and x-ratelimit-* headers, a budget stops a key at its cap — streams
 * included — and two instances on one PostgreSQL and one Redis admit no more than the limit
 * together.
 */
import { randomBytes } from 'node:crypto';
import { RateLimitError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintKey } from '../support/keys.js';
import { startGateway, startTestServer, type TestGateway, type TestServer } from '../support/gateway.js';
import { schemaErrors } from '../support/openapi.js';
import { createTestSchema, TEST_DATABASE_URL, type TestSchema } from '../support/pg-test-db.js';
import { TEST_REDIS_URL } from '../support/redis.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';

/**
 * Limits count in fixed minute windows: a test that sends its requests across a window's end
 * would see the count start again. Waits for a fresh window when less than 10 s are left.
 */
async function awayFromWindowEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
}

const ask = (content: string) => ({ model: 'gpt-4o', messages: [{ role: 'user' as const, content }] });

describe('limits on one instance', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(async () => gw?.close());

  it('refuses the request past the requests-per-minute limit with a vendor-shaped 429', async () => {
    const { fullKey } = await mintKey(gw.server, 'rpm-user', { name: 'rpm', mode: 'router', rpmLimit: 3 });
    await awayFromWindowEnd();
    const client = gw.client({ apiKey: fullKey });
    for (let i = 0; i < 3; i++) {
      const { response } = await client.chat.completions.create(ask(`hi ${i}`)).withResponse();
      expect(response.headers.get('x-ratelimit-limit-requests')).toBe('3');
      expect(response.headers.get('x-ratelimit-remaining-requests')).toBe(String(2 - i));
    }
    const err = await client.chat.completions.create(ask('one too many')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    const res = await fetch(`${gw.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(ask('still too many')),
    });
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(schemaErrors('ErrorResponse', body)).toEqual([]);
    expect(body.error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limit_exceeded' });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect(res.headers.get('x-ratelimit-reset-requests')).toMatch(/^(\d+m)?\d+(ms|s)$/);
    // The refused requests never reached the upstream.
    expect(gw.fake.requests.filter((r) => JSON.stringify(r.body).includes('too many'))).toEqual([]);
  });

  it('refuses a request whose tokens would pass the tokens-per-minute limit', async () => {
    const { fullKey } = await mintKey(gw.server, 'tpm-user', { name: 'tpm', mode: 'router', tpmLimit: 200 });
    await awayFromWindowEnd();
    const client = gw.client({ apiKey: fullKey });
    const { response } = await client.chat.completions.create({ ...ask('short'), max_tokens: 50 }).withResponse();
    expect(Number(response.headers.get('x-ratelimit-remaining-tokens'))).toBeLessThan(200);
    const err = (await client.chat.completions.create({ ...ask('long '.repeat(300)), max_tokens: 50 }).catch((e: unknown) => e)) as RateLimitError;
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.code).toBe('rate_limit_exceeded');
    expect(err.message).toMatch(/200 tokens per minute/);
  });

  it('stops a key at its budget: the request that crosses the cap is the last one admitted, a stream is refused after it', async () => {
    // gpt-4o: $2.50/M prompt, $10/M completion. The fake bills ~3,000 prompt and 7 completion
    // tokens a call: ~0.76 cent. With a cap of 2 cents, two calls have spent ~1.5 cents (under the
    // cap), so the third is admitted, crosses it, and the fourth is refused.
    const { fullKey, id } = await mintKey(gw.server, 'budget-user', { name: 'budget', mode: 'router', budgetUsd: 0.02, budgetPeriod: 'day' });
    const client = gw.client({ apiKey: fullKey });
    const outcomes: string[] = [];
    for (let i = 0; i < 12 && !outcomes.includes('refused'); i++) {
      await client.chat.completions.create({ ...ask(`x${i} `.repeat(4000)), max_tokens: 1000 }).then(
        () => outcomes.push('ok'),
        (e: unknown) => outcomes.push(e instanceof RateLimitError && e.code === 'budget_exceeded' ? 'refused' : String(e)),
      );
    }
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'refused']);
    // Spent is what the upstream billed for the admitted requests, and it reached the cap.
    expect(await gw.server.services.limiter.spentUsd(id, 'day')).toBeGreaterThanOrEqual(0.02);
    const stream = await client.chat.completions.create({ ...ask('a stream'), stream: true }).catch((e: unknown) => e);
    expect(stream).toBeInstanceOf(RateLimitError);
    expect((stream as RateLimitError).error).toMatchObject({ type: 'insufficient_quota', code: 'budget_exceeded' });
    await gw.server.services.usage.flush();
    const log = await gw.server.store.queryRequestLog({ userId: (await gw.server.store.getKey(id))!.userId, limit: 5 });
    expect(log[0]).toMatchObject({ status: 429, errorCode: 'budget_exceeded', stream: true, keyId: id });
  });

  it('stops a key whose budget a stream crosses', async () => {
    const { fullKey } = await mintKey(gw.server, 'budget-stream', { name: 'streams', mode: 'router', budgetUsd: 0.000001 });
    const client = gw.client({ apiKey: fullKey });
    const first = await client.chat.completions.create({ ...ask('first stream'), stream: true });
    for await (const chunk of first) void chunk;
    const second = await client.chat.completions.create({ ...ask('second stream'), stream: true }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(RateLimitError);
  });
});

describe('two instances on one PostgreSQL and one Redis', () => {
  let schema: TestSchema;
  let fake: FakeUpstream;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    schema = createTestSchema();
    fake = await startFakeUpstream();
    const env = {
      PITH_DATABASE_URL: TEST_DATABASE_URL,
      PITH_DATABASE_SCHEMA: schema.schema,
      PITH_REDIS_URL: TEST_REDIS_URL,
      PITH_UPSTREAM_BASE_URL: fake.url,
      PITH_UPSTREAM_API_KEY: 'sk-upstream',
      PITH_COMPRESSION: 'off',
    };
    servers.push(await startTestServer(env));
    servers.push(await startTestServer(env));
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await fake?.close();
    await schema?.drop();
  });

  it('admit no more than the shared limit together', async () => {
    const { fullKey } = await mintKey(servers[0]!.server, `shared-${randomBytes(4).toString('hex')}`, { name: 'shared', mode: 'router', rpmLimit: 10 });
    await awayFromWindowEnd();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${servers[i % 2]!.server.url}/api/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(ask(`req ${i}`)),
        }).then(async (res) => {
          await res.text();
          return res.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });
});
