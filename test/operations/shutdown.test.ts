/**
 * SIGTERM while streams are in flight: `pith serve` (a child process on the embedded default)
 * lets the streams finish — every chunk and `[DONE]` — refuses nothing already accepted, exits
 * 0, and has flushed their usage and request-log rows to the database before it exits.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../src/store/index.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { runPith, startServeProcess } from '../support/serve-process.js';
import { openSocket } from '../edge/raw-http.js';

let dataDir: string;
let fake: FakeUpstream;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pith-sigterm-'));
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM with streams in flight', () => {
  it('finishes the streams, then flushes their usage and exits 0', { timeout: 60_000 }, async () => {
    const env = { ...process.env, PITH_DATA_DIR: dataDir, NODE_ENV: 'development', PITH_LOG_LEVEL: 'warn', PORT: '0', PITH_UPSTREAM_BASE_URL: fake.url, PITH_UPSTREAM_API_KEY: 'sk-up', PITH_DATABASE_URL: '', PITH_REDIS_URL: '' };
    const server = await startServeProcess(env);
    const { fullKey } = JSON.parse((await runPith(env, 'keys', 'create', '--user', 'ops', '--name', 'k', '--mode', 'router')).stdout) as { fullKey: string };
    // fake-slow streams 20 chunks 50 ms apart: about a second each.
    const streams = Array.from({ length: 3 }, (_, i) =>
      fetch(`${server.url}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'fake-slow', stream: true, messages: [{ role: 'user', content: `stream ${i}` }] }),
      }),
    );
    const responses = await Promise.all(streams);
    const bodies = responses.map((r) => r.text());
    const exit = server.stop('SIGTERM');
    const texts = await Promise.all(bodies);
    for (const text of texts) {
      expect(text.match(/"content":"w\d+ "/g)).toHaveLength(20);
      expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    }
    expect(await exit).toBe(0);

    const store = await createStore({ dataDir });
    try {
      const userId = (await store.getUserBySubject('cli', 'ops'))!.id;
      const usage = await store.queryUsage({ userId, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000), bucket: 'hour' });
      expect(usage.reduce((n, b) => n + b.requests, 0)).toBe(3);
      expect(usage.reduce((n, b) => n + b.completionTokens, 0)).toBe(60);
      expect((await store.queryRequestLog({ userId, limit: 10 })).filter((e) => e.stream && e.status === 200)).toHaveLength(3);
    } finally {
      await store.close();
    }
  });

  it('closes a keep-alive connection as soon as its stream ends, and exits without waiting for the client', { timeout: 60_000 }, async () => {
    const env = { ...process.env, PITH_DATA_DIR: dataDir, NODE_ENV: 'development', PITH_LOG_LEVEL: 'warn', PORT: '0', PITH_UPSTREAM_BASE_URL: fake.url, PITH_UPSTREAM_API_KEY: 'sk-up', PITH_DATABASE_URL: '', PITH_REDIS_URL: '' };
    const server = await startServeProcess(env);
    const { fullKey } = JSON.parse((await runPith(env, 'keys', 'create', '--user', 'ops', '--name', 'k2', '--mode', 'router')).stdout) as { fullKey: string };
    // A client that would keep the connection open for ever: only the server can close it.
    const idle = await openSocket(server.url);
    const streaming = await openSocket(server.url);
    const closed = (socket: typeof idle) => new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const idleClosed = closed(idle);
    const streamClosed = closed(streaming);
    let idleReply = '';
    idle.on('data', (c: Buffer) => (idleReply += c.toString()));
    idle.write('GET /healthz HTTP/1.1\r\nHost: pith\r\n\r\n');
    let streamed = '';
    const started = new Promise<void>((resolve) => streaming.on('data', (c: Buffer) => ((streamed += c.toString()), resolve())));
    const body = JSON.stringify({ model: 'fake-slow', stream: true, messages: [{ role: 'user', content: 'keep-alive' }] });
    streaming.write(`POST /api/v1/chat/completions HTTP/1.1\r\nHost: pith\r\nAuthorization: Bearer ${fullKey}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    await started;
    while (!idleReply.includes('"ok"')) await new Promise((r) => setTimeout(r, 10));
    expect(idleReply).toMatch(/keep-alive/i);
    const exit = server.stop('SIGTERM');
    await idleClosed;
    await streamClosed;
    // The stream ran to its end before its connection was closed.
    expect(streamed).toContain('data: [DONE]');
    expect(streamed.match(/"content":"w\d+ "/g)).toHaveLength(20);
    expect(await exit).toBe(0);
  });
});
