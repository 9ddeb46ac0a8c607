/**
 * Requests whose client goes away are billed: every request that reached the upstream gets a
 * usage row and a request-log row with status 499 and `client_closed_request` — the prompt as
 * sent, the completion tokens delivered so far — on chat completions and both front doors,
 * wherever the client leaves (waiting for the upstream's headers, mid-stream, while a whole JSON
 * body is read). The key's limit reservation is settled with that use, and the metrics count them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { mintKey } from '../support/keys.js';
import { parsePrometheus, sumOf } from '../support/prometheus.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

type Door = 'chat' | 'messages' | 'responses';

function requestFor(door: Door, key: string, model: string, stream: boolean, extra: Record<string, unknown> = {}): [string, RequestInit] {
  const content = 'Tell me a very long story about a lighthouse keeper and the sea.';
  const url = `${gw.server.url}/api/v1/${door === 'chat' ? 'chat/completions' : door}`;
  const body =
    door === 'responses'
      ? { model, input: content, stream, ...extra }
      : { model, messages: [{ role: 'user', content }], stream, ...(door === 'messages' ? { max_tokens: 1000 } : {}), ...extra };
  const auth: Record<string, string> = door === 'messages' ? { 'x-api-key': key, 'anthropic-version': '2023-06-01' } : { authorization: `Bearer ${key}` };
  return [url, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) }];
}

/** Sends a request and goes away: after `words` streamed words when given, else after `ms`. */
async function abandon(door: Door, key: string, model: string, stream: boolean, opts: { words?: number; ms?: number; extra?: Record<string, unknown> } = {}): Promise<number> {
  const [url, init] = requestFor(door, key, model, stream, opts.extra);
  const controller = new AbortController();
  const sent = gw.fake.requests.length;
  if (opts.words === undefined) {
    const pending = fetch(url, { ...init, signal: controller.signal }).catch(() => undefined);
    // Gone only once the upstream has the request.
    await vi.waitFor(() => expect(gw.fake.requests.length).toBeGreaterThan(sent));
    if (opts.ms) await new Promise((r) => setTimeout(r, opts.ms));
    controller.abort();
    await pending;
    return 0;
  }
  const res = await fetch(url, { ...init, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while ((text.match(/word/g) ?? []).length < opts.words) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended early: ${text}`);
    text += decoder.decode(value);
  }
  controller.abort();
  return (text.match(/word/g) ?? []).length;
}

async function logRows(userId: string, count: number) {
  let rows: Awaited<ReturnType<typeof gw.server.store.queryRequestLog>> = [];
  await vi.waitFor(async () => {
    await gw.server.services.usage.flush();
    rows = await gw.server.store.queryRequestLog({ userId, limit: 50 });
    expect(rows.length).toBeGreaterThanOrEqual(count);
  }, { timeout: 10_000, interval: 50 });
  return rows;
}

async function usageRows(userId: string) {
  await gw.server.services.usage.flush();
  return gw.server.store.queryUsage({ userId, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000), bucket: 'hour' });
}

describe('abandoned requests are billed', () => {
  it.each([
    ['chat', false],
    ['chat', true],
    ['messages', false],
    ['messages', true],
    ['responses', false],
    ['responses', true],
  ] as Array<[Door, boolean]>)('%s (stream %s): gone while waiting for the upstream’s headers → 499, the prompt as sent, no completion', async (door, stream) => {
    const { fullKey, user } = await mintKey(gw.server, `wait-${door}-${stream}`);
    await abandon(door, fullKey, 'fake-stall', stream, { ms: 50 });
    const [row] = await logRows(user.id, 1);
    expect(row).toMatchObject({ status: 499, errorCode: 'client_closed_request', stream, completionTokens: 0 });
    expect(row!.promptTokens).toBeGreaterThan(5);
    const [usage] = await usageRows(user.id);
    expect(usage).toMatchObject({ requests: 1, errors: 1, completionTokens: 0, promptTokens: row!.promptTokens });
  });

  it.each(['chat', 'messages', 'responses'] as Door[])('%s: gone mid-stream after content → 499 with the completion tokens delivered', async (door) => {
    const { fullKey, user } = await mintKey(gw.server, `mid-${door}`);
    const seen = await abandon(door, fullKey, 'fake-drip', true, { words: 6 });
    const [row] = await logRows(user.id, 1);
    expect(row).toMatchObject({ status: 499, errorCode: 'client_closed_request', stream: true });
    // Each "word " is one token; the gateway may have relayed a few more than the client read before it left.
    expect(row!.completionTokens).toBeGreaterThanOrEqual(seen);
    expect(row!.completionTokens).toBeLessThan(seen + 40);
    expect(row!.promptTokens).toBeGreaterThan(5);
    expect(row!.costUsd).toBeGreaterThanOrEqual(0);
    const [usage] = await usageRows(user.id);
    expect(usage).toMatchObject({ requests: 1, completionTokens: row!.completionTokens });
  });

  it('chat: gone while the whole JSON body is read → 499, the prompt billed', async () => {
    const { fullKey, user } = await mintKey(gw.server, 'body-read');
    await abandon('chat', fullKey, 'fake-drip', false, { ms: 100 });
    const [row] = await logRows(user.id, 1);
    expect(row).toMatchObject({ status: 499, errorCode: 'client_closed_request', stream: false, completionTokens: 0 });
    expect(row!.promptTokens).toBeGreaterThan(5);
  });

  it('counts them in the metrics with status 499', async () => {
    const scrape = async () => parsePrometheus(await (await fetch(`${gw.server.url}/metrics`)).text());
    const before = await scrape();
    const { fullKey, user } = await mintKey(gw.server, 'metrics-499');
    await abandon('chat', fullKey, 'fake-drip', true, { words: 3 });
    await abandon('chat', fullKey, 'fake-stall', false, { ms: 20 });
    await logRows(user.id, 2);
    const after = await scrape();
    const delta = (labels: Record<string, string>) => sumOf(after, 'pith_completions_total', labels) - sumOf(before, 'pith_completions_total', labels);
    expect(delta({ model: 'fake-drip', status: '499', stream: 'true' })).toBe(1);
    expect(delta({ model: 'fake-stall', status: '499', stream: 'false' })).toBe(1);
  });

  it('settles the key’s token reservation with what was used, not the max_tokens it reserved', async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
    const { fullKey, user } = await mintKey(gw.server, 'limits-499', { name: 'tpm', mode: 'router', tpmLimit: 100_000 });
    await abandon('chat', fullKey, 'fake-drip', true, { words: 3, extra: { max_tokens: 60_000 } });
    const [row] = await logRows(user.id, 1);
    expect(row!.status).toBe(499);
    const [url, init] = requestFor('chat', fullKey, 'gpt-4o-mini', false, { max_tokens: 10 });
    const res = await fetch(url, init);
    expect(res.status).toBe(200);
    await res.text();
    // Unsettled, the abandoned request would still hold its 60,000 reserved tokens.
    expect(Number(res.headers.get('x-ratelimit-remaining-tokens'))).toBeGreaterThan(99_000);
  });
});
