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
});
