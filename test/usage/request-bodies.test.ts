/**
 * Request bodies end to end below the routes: a real HTTP server whose handlers capture bodies
 * the way the completion routes do (captureBodies when the key is known, `sent` with what goes
 * upstream), the request log's batches, and a real embedded store read back by owner.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../src/store/types.js';
import { createRequestLog, noRequestLog, type RequestLogSink } from '../../src/usage/request-log.js';
import { openEmbeddedStore, type EmbeddedStore } from '../support/embedded-store.js';
import { captureLogs } from '../support/log-capture.js';

const SECRET = 'sk-proj-Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9Zx9';
const USER = 'user-1';

function gatewayLike(log: RequestLogSink): FastifyInstance {
  const app = Fastify({ genReqId: (req) => String(req.headers['x-request-id']) });
  app.post('/json', async (request, reply) => {
    const body = request.body as { messages: Array<{ content: string }> };
    const capture = log.captureBodies({ requestId: request.id, userId: USER }, body, reply.raw);
    capture?.sent({ ...body, messages: [{ content: 'compressed' }] });
    return { object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: `echo: ${body.messages[0]!.content}` } }] };
  });
  app.post('/stream', async (request, reply) => {
    const capture = log.captureBodies({ requestId: request.id, userId: USER }, JSON.stringify(request.body), reply.raw);
    capture?.sent('{"sent":true}');
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const word of ['one ', 'two ', 'three']) reply.raw.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: word } }] })}\n\n`);
    reply.raw.end('data: [DONE]\n\n');
  });
  app.post('/refused', async (request, reply) => {
    log.captureBodies({ requestId: request.id, userId: USER }, request.body as object, reply.raw);
    return reply.code(429).send({ error: { message: 'Rate limit reached', type: 'rate_limit_error', code: 'rate_limited' } });
  });
  return app;
}

describe('request bodies, captured as a completion route would', () => {
  let db: EmbeddedStore;
  let store: Store;
  let app: FastifyInstance;
  let log: RequestLogSink;
  const logs = captureLogs();
  let failNextWrite = false;

  beforeAll(async () => {
    db = await openEmbeddedStore();
    store = db.store;
    const flaky: Pick<Store, 'insertRequestLog' | 'insertRequestBodies'> = {
      insertRequestLog: (rows) => store.insertRequestLog(rows),
      insertRequestBodies: async (rows) => {
        if (failNextWrite) {
          failNextWrite = false;
          throw new Error('connection reset');
        }
        await store.insertRequestBodies(rows);
      },
    };
    log = createRequestLog({ store: flaky, logger: logs.logger, bodies: { maxBytes: 2048 }, flushIntervalMs: 60_000 });
    app = gatewayLike(log);
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await log?.close();
    await db?.close();
  });

  it('keeps a JSON exchange: the prompt as received with secrets redacted, as sent upstream, and the reply text', async () => {
    const id = await postAndFind('/json', { model: 'm', messages: [{ content: `hello, my key is ${SECRET}` }] });
    const detail = await store.getRequest(USER, id);
    expect(detail?.bodies?.received).toBe('{"model":"m","messages":[{"content":"hello, my key is [redacted]"}]}');
    expect(detail?.bodies?.sent).toBe('{"model":"m","messages":[{"content":"compressed"}]}');
    expect(detail?.bodies?.reply).toBe('echo: hello, my key is [redacted]');
  });

  it('keeps a stream’s reply as its content deltas joined', async () => {
    const id = await postAndFind('/stream', { model: 'm', stream: true, messages: [{ content: 'count' }] });
    expect((await store.getRequest(USER, id))?.bodies).toMatchObject({ sent: '{"sent":true}', reply: 'one two three' });
  });

  it('keeps a refused request without a sent body, with the error the client got', async () => {
    const id = await postAndFind('/refused', { model: 'm', messages: [{ content: 'x' }] });
    const bodies = (await store.getRequest(USER, id))?.bodies;
    expect(bodies?.sent).toBeNull();
    expect(bodies?.reply).toBe('{"error":{"message":"Rate limit reached","type":"rate_limit_error","code":"rate_limited"}}');
  });

  it('cuts each body to the limit with a marker', async () => {
    const id = await postAndFind('/json', { model: 'm', messages: [{ content: 'é'.repeat(5000) }] });
    const bodies = (await store.getRequest(USER, id))?.bodies;
    for (const text of [bodies!.received, bodies!.reply!]) {
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(2048);
      expect(text).toMatch(/\[… truncated by Pith: \d+ bytes, the first \d+ shown\]$/);
    }
  });

  it('retries a failed write without ever logging a body', async () => {
    failNextWrite = true;
    const id = await postAndFind('/json', { model: 'm', messages: [{ content: 'a prompt that must not be logged' }] });
    expect(logs.text()).toMatch(/request bodies flush failed/);
    expect((await store.getRequest(USER, id))?.bodies?.reply).toBe('echo: a prompt that must not be logged');
    expect(logs.text()).not.toContain('must not be logged');
  });

  it('keeps nothing when bodies are off', () => {
    expect(noRequestLog.keepsBodies).toBe(false);
    const off = createRequestLog({ store, logger: logs.logger });
    expect(off.keepsBodies).toBe(false);
    expect(off.captureBodies({ requestId: 'r', userId: USER }, {}, {} as never)).toBeUndefined();
    void off.close();
  });

  let counter = 0;
  /** Sends one request, logs it as the accounting would, and waits until its bodies are written (retrying a failed write). */
  async function postAndFind(path: string, body: unknown): Promise<string> {
    const requestId = `req-${++counter}`;
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': requestId }, body: JSON.stringify(body) });
    await res.text();
    await store.insertRequestLog([
      { requestId, keyId: 'k', userId: USER, model: 'm', status: res.status, errorCode: null, stream: false, level: 'off',
        promptTokensOriginal: 1, promptTokens: 1, cachedTokens: 0, completionTokens: 1, costUsd: 0, latencyMs: 1, createdAt: new Date() },
    ]);
    // The capture records when the server's response closes, which may be just after the client read it.
    await vi.waitFor(async () => {
      await log.flush();
      expect((await store.getRequest(USER, requestId))?.bodies).toBeDefined();
    });
    return requestId;
  }
});
