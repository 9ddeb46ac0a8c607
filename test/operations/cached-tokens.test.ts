/**
 * Cached prompt tokens, as the upstream reports them (`usage.prompt_tokens_details.cached_tokens`),
 * reach the usage rows, the request log and the metrics — from a JSON reply and from a stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { parsePrometheus, sumOf } from '../support/prometheus.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

describe('cached prompt tokens', () => {
  it('are recorded from the upstream’s usage, JSON and streamed', async () => {
    const client = gw.client();
    const system = { role: 'system' as const, content: 'You are a careful assistant. '.repeat(40) };
    const first = await client.chat.completions.create({ model: 'gpt-4o', messages: [system, { role: 'user', content: 'first question' }] });
    expect(first.usage?.prompt_tokens_details?.cached_tokens).toBe(0);
    const second = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [system, { role: 'user', content: 'first question' }, { role: 'assistant', content: 'an answer' }, { role: 'user', content: 'second' }],
    });
    const cachedJson = second.usage?.prompt_tokens_details?.cached_tokens ?? 0;
    expect(cachedJson).toBeGreaterThan(200);
    const stream = await client.chat.completions.create({ model: 'gpt-4o', stream: true, messages: [system, { role: 'user', content: 'a third' }] });
    for await (const chunk of stream) void chunk;

    await gw.server.services.usage.flush();
    const userId = (await gw.server.store.listKeys((await gw.server.store.getUserBySubject('test', 'test-user'))!.id))[0]!.userId;
    const rows = await gw.server.store.queryUsage({ userId, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000), bucket: 'hour' });
    const cachedTotal = rows.reduce((n, r) => n + r.cachedTokens, 0);
    expect(cachedTotal).toBeGreaterThan(cachedJson); // the stream's cached system prompt is counted too
    const log = await gw.server.store.queryRequestLog({ userId, limit: 3 });
    expect(log.map((e) => [e.stream, e.cachedTokens > 0])).toEqual([[true, true], [false, true], [false, false]]);
    expect(log[1]!.cachedTokens).toBe(cachedJson);
    const metrics = parsePrometheus(await (await fetch(`${gw.server.url}/metrics`)).text());
    expect(sumOf(metrics, 'pith_prompt_tokens_cached_total', { model: 'gpt-4o' })).toBe(cachedTotal);
  });
});
