/**
 * `GET /metrics` after real traffic through the real gateway: its counters equal what was sent,
 * and `x-request-id` is kept or made, echoed on every reply and on the request's log lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../support/log-capture.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { parsePrometheus, sumOf } from '../support/prometheus.js';

let gw: TestGateway;
const logs = captureLogs('info');
beforeAll(async () => {
  gw = await startGateway({ PITH_COMPRESSION: 'lossless' }, {}, { logger: logs.logger });
});
afterAll(async () => gw?.close());

const post = (body: object, headers: Record<string, string> = {}) =>
  fetch(`${gw.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const scrape = async () => {
  const res = await fetch(`${gw.server.url}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheus(await res.text());
};

describe('GET /metrics', () => {
  it('counts exactly the traffic sent: requests by route, status and model, tokens, ratios, upstream errors, streams', async () => {
    const before = await scrape();
    const prompt = 'Please   summarise:\n\n\n' + 'The quarterly report shows growth.   '.repeat(20);
    const headerTokens = { original: 0, sent: 0 };
    for (let i = 0; i < 5; i++) {
      const res = await post({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: `${prompt} #${i}` }] });
      expect(res.status).toBe(200);
      headerTokens.original += Number(res.headers.get('x-pith-prompt-tokens-original'));
      headerTokens.sent += Number(res.headers.get('x-pith-prompt-tokens'));
      await res.text();
    }
    for (let i = 0; i < 3; i++) {
      const stream = await gw.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: `stream ${i}` }], stream: true });
      for await (const chunk of stream) void chunk;
    }
    for (let i = 0; i < 2; i++) expect((await post({ model: 'fake-error-500', messages: [{ role: 'user', content: 'x' }] })).status).toBe(500);
    expect((await post({ model: 'gpt-4o', messages: [] })).status).toBe(400);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => sumOf(after, name, labels) - sumOf(before, name, labels);
    const route = '/api/v1/chat/completions';
    expect(delta('pith_http_requests_total', { route, status: '200' })).toBe(8);
    expect(delta('pith_http_requests_total', { route, status: '500' })).toBe(2);
    expect(delta('pith_http_requests_total', { route, status: '400' })).toBe(1);
    expect(delta('pith_http_request_duration_seconds_count', { route })).toBe(11);
    expect(delta('pith_completions_total', { model: 'gpt-4o-mini', status: '200', stream: 'false', level: 'lossless' })).toBe(5);
    expect(delta('pith_completions_total', { model: 'gpt-4o', status: '200', stream: 'true' })).toBe(3);
    expect(delta('pith_completions_total', { model: 'fake-error-500', status: '500' })).toBe(2);
    expect(delta('pith_upstream_errors_total', { kind: 'status_5xx' })).toBe(2);
    expect(delta('pith_prompt_tokens_original_total', { model: 'gpt-4o-mini' })).toBe(headerTokens.original);
    expect(delta('pith_prompt_tokens_sent_total', { model: 'gpt-4o-mini' })).toBe(headerTokens.sent);
    expect(delta('pith_compression_ratio_count')).toBe(10);
    expect(delta('pith_gateway_overhead_seconds_count')).toBe(8);
    expect(sumOf(after, 'pith_streams_in_flight')).toBe(0);
    expect(sumOf(after, 'pith_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('x-request-id', () => {
  it('keeps a sane id from the client and echoes it on JSON, streamed and error replies', async () => {
    const ok = await post({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] }, { 'x-request-id': 'client-req-42' });
    expect(ok.headers.get('x-request-id')).toBe('client-req-42');
    // The upstream's own id is passed on under its own name, with its rate-limit state.
    expect(ok.headers.get('x-upstream-request-id')).toMatch(/^req_fake_/);
    expect(ok.headers.get('x-ratelimit-limit-requests')).toBe('5000');
    const streamed = await post({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'hi' }] }, { 'x-request-id': 'client-stream-1' });
    expect(streamed.headers.get('x-request-id')).toBe('client-stream-1');
    await streamed.text();
    const failed = await post({ model: 'fake-error-503', messages: [{ role: 'user', content: 'hi' }] }, { 'x-request-id': 'client-fail-1' });
    expect(failed.headers.get('x-request-id')).toBe('client-fail-1');
    const unauthorised = await fetch(`${gw.baseURL}/models`, { headers: { 'x-request-id': 'no-key-1' } });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('x-request-id')).toBe('no-key-1');
  });

  it('replaces an id that is too long or has odd characters, and makes one when none is sent', async () => {
    for (const bad of ['x'.repeat(129), 'has space', 'semi;colon', '']) {
      const res = await fetch(`${gw.server.url}/healthz`, { headers: bad ? { 'x-request-id': bad } : {} });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is on the log lines of its request', async () => {
    const res = await post({ model: 'fake-error-500', messages: [{ role: 'user', content: 'hi' }] }, { 'x-request-id': 'trace-me-7' });
    expect(res.status).toBe(500);
    await res.text();
    const lines = logs.lines.map((l) => JSON.parse(l) as { requestId?: string; msg?: string });
    expect(lines.filter((l) => l.requestId === 'trace-me-7').length).toBeGreaterThan(0);
  });
});
