/**
 * Overload (issue 18, "caps and deadlines"): past PITH_MAX_IN_FLIGHT requests get a fast 503
 * `overloaded` with Retry-After: 1 while liveness and metrics still answer and readiness says
 * 503; past PITH_MAX_EVENT_LOOP_DELAY_MS the same; past PITH_MAX_CONNECTIONS new sockets are
 * closed. Each ends with the server serving again.
 */
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { captureLogs, type CapturedLogs } from '../support/log-capture.js';
import { expectOpenAiError, openSocket } from './raw-http.js';

async function chat(gw: TestGateway, model = 'gpt-4o', stream = false): Promise<Response> {
  return fetch(`${gw.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, stream, messages: [{ role: 'user', content: 'hello' }] }),
  });
}

async function expectOverloaded(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('1');
  const error = expectOpenAiError({ body: await res.text() }, 'overloaded');
  expect(error.type).toBe('server_error');
}

describe('more requests in flight than PITH_MAX_IN_FLIGHT', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ PITH_MAX_IN_FLIGHT: '2', PITH_MAX_EVENT_LOOP_DELAY_MS: '0' });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('refuses the next with 503 overloaded; liveness and metrics answer, readiness does not; then serves again', { timeout: 30_000 }, async () => {
    // fake-slow streams for about a second: two of them fill the server.
    const streams = await Promise.all([chat(gw, 'fake-slow', true), chat(gw, 'fake-slow', true)]);
    expect(streams.map((r) => r.status)).toEqual([200, 200]);
    await expectOverloaded(await chat(gw));
    expect((await fetch(`${gw.server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${gw.server.url}/health`)).status).toBe(200);
    expect((await fetch(`${gw.server.url}/metrics`)).status).toBe(200);
    await expectOverloaded(await fetch(`${gw.server.url}/readyz`));
    // The Anthropic front door refuses in its own wire format, as Anthropic's SDKs read it.
    const anthropic = await fetch(`${gw.server.url}/api/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': gw.apiKey, 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
      body: JSON.stringify({ model: 'claude-test', max_tokens: 8, messages: [{ role: 'user', content: 'hello' }] }),
    });
    expect(anthropic.status).toBe(503);
    expect(anthropic.headers.get('retry-after')).toBe('1');
    expect(await anthropic.json()).toEqual({ type: 'error', error: { type: 'overloaded_error', message: expect.stringMatching(/overloaded/) } });
    const texts = await Promise.all(streams.map((r) => r.text()));
    for (const text of texts) expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    // The streams' slots are free again once their responses have closed.
    let res = await chat(gw);
    for (let i = 0; i < 50 && res.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 20));
      res = await chat(gw);
    }
    expect(res.status).toBe(200);
    expect((await fetch(`${gw.server.url}/readyz`)).status).toBe(200);
  });
});

describe('an event loop delayed past PITH_MAX_EVENT_LOOP_DELAY_MS', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ PITH_MAX_EVENT_LOOP_DELAY_MS: '50' });
  });
  afterAll(async () => {
    await gw?.close();
  });

  function block(ms: number): void {
    const until = Date.now() + ms;
    while (Date.now() < until);
  }

  it('answers 503 overloaded (liveness still 200) until the delay is gone', { timeout: 30_000 }, async () => {
    let refused: Response | undefined;
    // The server runs in this process: its event loop is this one, kept busy 200 ms in every 220.
    const busy = setInterval(() => block(200), 220);
    try {
      // Polls for up to 10 s (a bound, not a measurement): the busy spells must come between the requests.
      for (const giveUp = Date.now() + 10_000; !refused && Date.now() < giveUp; await new Promise((r) => setTimeout(r, 30))) {
        const [res, live] = await Promise.all([fetch(`${gw.baseURL}/models`, { headers: { authorization: `Bearer ${gw.apiKey}` } }), fetch(`${gw.server.url}/healthz`)]);
        expect(live.status).toBe(200);
        if (res.status === 503) refused = res;
        else await res.text();
      }
    } finally {
      clearInterval(busy);
    }
    expect(refused).toBeDefined();
    await expectOverloaded(refused!);
    let res = await chat(gw);
    for (let i = 0; i < 100 && res.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await chat(gw);
    }
    expect(res.status).toBe(200);
  });
});

describe('more connections than PITH_MAX_CONNECTIONS', () => {
  let gw: TestGateway;
  let logs: CapturedLogs;
  beforeAll(async () => {
    logs = captureLogs('info');
    gw = await startGateway({ PITH_MAX_CONNECTIONS: '3' }, {}, { logger: logs.logger });
  });
  afterAll(async () => {
    await gw?.close();
  });

  it('closes the extra socket at once and takes new ones when the others are gone', { timeout: 30_000 }, async () => {
    const held: Socket[] = [];
    for (let i = 0; i < 3; i++) held.push(await openSocket(gw.server.url));
    const extra = await openSocket(gw.server.url);
    let received = '';
    extra.on('data', (c: Buffer) => (received += c.toString()));
    extra.on('error', () => {});
    const closed = new Promise<void>((resolve) => extra.once('close', () => resolve()));
    extra.write('GET /healthz HTTP/1.1\r\nHost: pith\r\n\r\n');
    await closed;
    expect(received).toBe('');
    expect(logs.text()).toContain('connection limit reached');
    for (const s of held) s.destroy();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = await fetch(`${gw.server.url}/healthz`).then((r) => r.status, () => 0);
      if (status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
  });
});
