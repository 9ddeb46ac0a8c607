/**
 * The drain (issue 18, items 6 and 8), in process: while a stream is still in flight, a request
 * that arrives on an open connection gets 503 `shutting_down` in its front door's shape (OpenAI's, Anthropic's) with
 * Connection: close; and a stream that outlives PITH_DRAIN_TIMEOUT_MS is cut so that the
 * server can stop.
 */
import { describe, expect, it } from 'vitest';
import { startGateway } from '../support/gateway.js';
import { expectOpenAiError, openSocket, parseReply } from './raw-http.js';

function slowStream(baseURL: string, apiKey: string): Promise<Response> {
  return fetch(`${baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'fake-slow', stream: true, messages: [{ role: 'user', content: 'drain' }] }),
  });
}

describe('draining for shutdown', () => {
  it('answers new requests 503 shutting_down with Connection: close while streams finish', { timeout: 30_000 }, async () => {
    const gw = await startGateway();
    const stream = await slowStream(gw.baseURL, gw.apiKey);
    // A request under way on an open connection when the drain starts (its headers not yet ended).
    const late = await openSocket(gw.server.url);
    let received = '';
    late.on('data', (c: Buffer) => (received += c.toString()));
    const lateClosed = new Promise<void>((resolve) => late.once('close', () => resolve()));
    late.write('GET /api/v1/models HTTP/1.1\r\nHost: pith\r\n');
    // The same on the Anthropic front door, whose refusal is in Anthropic's shape.
    const anthropicLate = await openSocket(gw.server.url);
    let anthropicReceived = '';
    anthropicLate.on('data', (c: Buffer) => (anthropicReceived += c.toString()));
    const anthropicClosed = new Promise<void>((resolve) => anthropicLate.once('close', () => resolve()));
    const body = JSON.stringify({ model: 'claude-test', max_tokens: 8, messages: [{ role: 'user', content: 'hello' }] });
    anthropicLate.write('POST /api/v1/messages HTTP/1.1\r\nHost: pith\r\n');
    await new Promise((r) => setTimeout(r, 50));
    const closing = gw.close();
    await new Promise((r) => setTimeout(r, 50));
    late.write(`Authorization: Bearer ${gw.apiKey}\r\n\r\n`);
    anthropicLate.write(`x-api-key: ${gw.apiKey}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await Promise.all([lateClosed, anthropicClosed]);
    const anthropicReply = parseReply(anthropicReceived, true);
    expect(anthropicReply.status).toBe(503);
    expect(JSON.parse(anthropicReply.body)).toMatchObject({ type: 'error', error: { type: 'overloaded_error' } });
    const reply = parseReply(received, true);
    expect(reply.status).toBe(503);
    expect(reply.headers.connection).toBe('close');
    expect(expectOpenAiError(reply, 'shutting_down').type).toBe('server_error');
    const text = await stream.text();
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    await closing;
  });

  it('cuts what is still running at PITH_DRAIN_TIMEOUT_MS', { timeout: 30_000 }, async () => {
    const gw = await startGateway({ PITH_DRAIN_TIMEOUT_MS: '200' });
    const stream = await slowStream(gw.baseURL, gw.apiKey);
    const text = stream.text().catch((err: unknown) => `cut: ${String(err)}`);
    await gw.close();
    expect(await text).not.toContain('[DONE]');
  });
});
