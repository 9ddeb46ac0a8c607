/**
 * Request bodies through the real gateway (PITH_REQUEST_LOG_BODIES=true): chat completions JSON
 * and streamed (tool calls included), and the Anthropic front door, each kept with its
 * request-log row — as received, as sent upstream, the reply — secrets redacted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';

const SECRET = 'sk-proj-GatewayBodies0123456789abcdef';

describe('request bodies through the gateway', { timeout: 60_000 }, () => {
  let gw: TestGateway;
  let userId: string;

  beforeAll(async () => {
    gw = await startGateway({ PITH_REQUEST_LOG_BODIES: 'true' });
    userId = (await gw.server.store.getUserBySubject('test', 'test-user'))!.id;
  }, 120_000);
  afterAll(async () => gw?.close());

  const bodiesOf = async (requestId: string) => {
    let found;
    await vi.waitFor(async () => {
      await gw.server.services.usage.flush();
      await gw.server.services.requestLog.flush();
      found = (await gw.server.store.getRequest(userId, requestId))?.bodies;
      expect(found).toBeDefined();
    }, { timeout: 10_000 });
    return found!;
  };

  it('keeps a JSON completion: received with the key redacted, sent upstream, and the reply', async () => {
    const { response } = await gw.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: `my key ${SECRET}` }] }).withResponse();
    const bodies = await bodiesOf(response.headers.get('x-request-id')!);
    expect(JSON.parse(bodies.received)).toEqual({ model: 'gpt-4o', messages: [{ role: 'user', content: 'my key [redacted]' }] });
    expect(JSON.parse(bodies.sent!)).toMatchObject({ model: 'gpt-4o', messages: [{ role: 'user', content: 'my key [redacted]' }] });
    expect(bodies.reply).toContain('my key [redacted]');
    expect(JSON.stringify(bodies)).not.toContain(SECRET);
  });

  it('keeps a stream’s joined deltas and a tool call as JSON', async () => {
    const stream = await gw.client().chat.completions.create({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'stream me' }] }).withResponse();
    let text = '';
    for await (const chunk of stream.data) text += chunk.choices[0]?.delta.content ?? '';
    expect((await bodiesOf(stream.response.headers.get('x-request-id')!)).reply).toBe(text);
    const tools = await gw.client().chat.completions.create({ model: 'fake-tools', messages: [{ role: 'user', content: 'call a tool' }] }).withResponse();
    const call = tools.data.choices[0]!.message.tool_calls![0]! as { id: string; function: { name: string } };
    const reply = (await bodiesOf(tools.response.headers.get('x-request-id')!)).reply!;
    expect(reply).toContain('[tool calls]');
    expect(reply).toContain(call.id);
    expect(reply).toContain(call.function.name);
  });

  it('keeps an Anthropic /messages exchange', async () => {
    const res = await fetch(`${gw.baseURL}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': gw.apiKey, 'anthropic-version': '2023-06-01' },
      body: JSON.stringify({ model: 'claude-sonnet-4-5', max_tokens: 50, messages: [{ role: 'user', content: 'hello claude' }] }),
    });
    expect(res.status).toBe(200);
    const reply = (await res.json()) as { content: Array<{ text?: string }> };
    const bodies = await bodiesOf(res.headers.get('x-request-id')!);
    expect(bodies.received).toContain('hello claude');
    expect(bodies.reply).toBe(reply.content.map((b) => b.text ?? '').join(''));
  });
});
