/**
 * Slow and broken clients (issue 18, items 4 and 6): a body that never ends, a short
 * Content-Length, a body dripped below the minimum rate, headers that never end, and bytes
 * that are not HTTP each get an OpenAI-shaped error, the connection is closed, and the server
 * goes on serving. Raw sockets: no HTTP client sends these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { captureLogs, type CapturedLogs } from '../support/log-capture.js';
import { exchange, expectOpenAiError } from './raw-http.js';

let gw: TestGateway;
let logs: CapturedLogs;
beforeAll(async () => {
  logs = captureLogs('info');
  gw = await startGateway({ PITH_BODY_TIMEOUT_MS: '1500', PITH_BODY_MIN_BYTES_PER_SEC: '1024', PITH_HEADERS_TIMEOUT_MS: '1000' }, {}, { logger: logs.logger });
});
afterAll(async () => {
  await gw?.close();
});

function head(length: string | undefined, extra = ''): string {
  const size = length === undefined ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`;
  return `POST /api/v1/chat/completions HTTP/1.1\r\nHost: pith\r\nAuthorization: Bearer ${gw.apiKey}\r\nContent-Type: application/json\r\n${size}${extra}\r\n`;
}

/** One chunk of a chunked body (never the last, empty one). */
function chunk(text: string): string {
  return `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
}

async function stillServes(): Promise<void> {
  expect((await fetch(`${gw.server.url}/healthz`)).status).toBe(200);
  const res = await gw.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'still there?' }] });
  expect(res.choices[0]!.message.content).toContain('still there?');
}

describe('a request body that does not arrive in time', () => {
  it('a chunked body that never ends → 408 request_timeout, connection closed', { timeout: 30_000 }, async () => {
    const reply = await exchange(gw.server.url, [head(undefined), chunk('{"model":"gpt-4o"')]);
    expect(reply.status).toBe(408);
    expect(reply.closedByServer).toBe(true);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
    expect(expectOpenAiError(reply, 'request_timeout').type).toBe('invalid_request_error');
    expect(logs.text()).toContain('request body not received in time');
    await stillServes();
  });

  it('a Content-Length the body never reaches → 408 request_timeout, connection closed', { timeout: 30_000 }, async () => {
    const reply = await exchange(gw.server.url, [head('100'), '{"model":']);
    expect(reply.status).toBe(408);
    expect(reply.closedByServer).toBe(true);
    expectOpenAiError(reply, 'request_timeout');
    await stillServes();
  });
});

describe('a body dripped below the minimum rate', () => {
  let slow: TestGateway;
  beforeAll(async () => {
    // A long deadline: only the rate (1024 B/s after the 5 s grace) can end this one.
    slow = await startGateway({ PITH_BODY_TIMEOUT_MS: '120000', PITH_BODY_MIN_BYTES_PER_SEC: '1024' });
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('is cut off with 408 once the grace is over', { timeout: 60_000 }, async () => {
    const drip = Array.from({ length: 60 }, () => [' ', 250] as const).flat();
    const pieces = [`POST /api/v1/chat/completions HTTP/1.1\r\nHost: pith\r\nAuthorization: Bearer ${slow.apiKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`, ...drip];
    const reply = await exchange(slow.server.url, pieces);
    expect(reply.status).toBe(408);
    expect(reply.closedByServer).toBe(true);
    expectOpenAiError(reply, 'request_timeout');
    expect((await fetch(`${slow.server.url}/healthz`)).status).toBe(200);
  });
});

describe('headers and bytes that are not HTTP', () => {
  it('headers that never end → 408 in OpenAI shape, connection closed', { timeout: 30_000 }, async () => {
    const reply = await exchange(gw.server.url, ['GET /healthz HTTP/1.1\r\nHost: pith\r\nX-Slow: ']);
    expect(reply.status).toBe(408);
    expect(reply.closedByServer).toBe(true);
    expectOpenAiError(reply, 'request_timeout');
    await stillServes();
  });

  it('a connection that sends nothing is closed', { timeout: 30_000 }, async () => {
    const reply = await exchange(gw.server.url, []);
    expect(reply.closedByServer).toBe(true);
    await stillServes();
  });

  it('malformed HTTP → 400 invalid_request in OpenAI shape', async () => {
    const reply = await exchange(gw.server.url, ['NOT HTTP AT ALL\r\n\r\n']);
    expect(reply.status).toBe(400);
    expect(reply.closedByServer).toBe(true);
    expectOpenAiError(reply, 'invalid_request');
    await stillServes();
  });

  it('a broken chunked encoding → 400 invalid_request in OpenAI shape', async () => {
    const reply = await exchange(gw.server.url, [head(undefined), 'zz\r\nnot a chunk size\r\n']);
    expect(reply.status).toBe(400);
    expectOpenAiError(reply, 'invalid_request');
    await stillServes();
  });

  it('headers past the size limit → 431 headers_too_large in OpenAI shape', async () => {
    const reply = await exchange(gw.server.url, [`GET /healthz HTTP/1.1\r\nHost: pith\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(reply.status).toBe(431);
    expectOpenAiError(reply, 'headers_too_large');
    await stillServes();
  });
});
