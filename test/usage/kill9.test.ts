/**
 * kill -9 in the middle of a burst: `pith serve` (a child process on the embedded store) is
 * killed while requests are in flight and restarted; the restart replays the usage journal, and
 * every request the client got a 200 for has its usage row and its request-log row (the
 * Activity page's) — none lost, none counted twice (at most the requests the upstream received:
 * a few were recorded but their reply never left).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../src/store/index.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { runPith, startServeProcess } from '../support/serve-process.js';

let dataDir: string;
let fake: FakeUpstream;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pith-kill9-'));
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const REQUESTS = 400;
const CONCURRENCY = 16;
/** Killed once this many requests were answered: the rest are in flight or not sent yet. */
const KILL_AFTER = 150;

describe('kill -9 during a burst of requests', () => {
  it('loses no usage and no request-log row of any answered request: the restart replays the journal', { timeout: 120_000 }, async () => {
    const env = { ...process.env, PITH_USAGE_JOURNAL: 'true', PITH_DATA_DIR: dataDir, NODE_ENV: 'development', PITH_LOG_LEVEL: 'warn', PORT: '0', PITH_UPSTREAM_BASE_URL: fake.url, PITH_UPSTREAM_API_KEY: 'sk-up', PITH_DATABASE_URL: '', PITH_REDIS_URL: '', PITH_REQUEST_LOG: 'true' };
    const server = await startServeProcess(env);
    const { fullKey } = JSON.parse((await runPith(env, 'keys', 'create', '--user', 'ops', '--name', 'k', '--mode', 'router')).stdout) as { fullKey: string };
    const receivedBefore = fake.requests.length;

    let answered = 0;
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < REQUESTS && !killed) {
        const i = next++;
        try {
          const res = await fetch(`${server.url}/api/v1/chat/completions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({ model: 'gpt-4o-mini', stream: i % 2 === 1, messages: [{ role: 'user', content: `request ${i}` }] }),
          });
          const text = await res.text();
          if (res.status === 200 && (i % 2 === 0 || text.trimEnd().endsWith('[DONE]'))) answered++;
        } catch {
          // In flight when the process died.
        }
        if (answered >= KILL_AFTER && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await new Promise<void>((resolve) => (server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', () => resolve())));
    expect(server.child.signalCode).toBe('SIGKILL');
    const upstreamReceived = fake.requests.length - receivedBefore;
    expect((await readdir(join(dataDir, 'journal'))).length).toBeGreaterThan(0);

    // The restart replays the dead process's journal, then shuts down cleanly.
    const again = await startServeProcess(env);
    // Answering proves its signal handlers are installed (they follow the banner).
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    expect(await again.stop('SIGTERM')).toBe(0);
    expect(await readdir(join(dataDir, 'journal'))).toEqual([]);

    const store = await createStore({ dataDir });
    try {
      const userId = (await store.getUserBySubject('cli', 'ops'))!.id;
      const usage = await store.queryUsage({ userId, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000), bucket: 'hour' });
      const recorded = usage.reduce((n, b) => n + b.requests - b.errors, 0);
      const logged = (await store.queryRequestLog({ userId, status: 200, limit: REQUESTS + 1 })).length;
      console.log(`kill -9 after ${answered} answered requests (${upstreamReceived} reached the upstream): ${recorded} usage records and ${logged} request-log rows of status 200 after the restart`);
      expect(answered).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(recorded).toBeGreaterThanOrEqual(answered);
      expect(recorded).toBeLessThanOrEqual(upstreamReceived);
      expect(logged).toBeGreaterThanOrEqual(answered);
      expect(logged).toBeLessThanOrEqual(upstreamReceived);
    } finally {
      await store.close();
    }
  });
});
