/**
 * `pith serve --workers 2` on PostgreSQL and Redis: two worker processes behind one port, which
 * serve requests and share one key's limit (no more than the limit admitted across both), and
 * which all stop on SIGTERM to the primary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { createTestSchema, TEST_DATABASE_URL, type TestSchema } from '../support/pg-test-db.js';
import { TEST_REDIS_URL } from '../support/redis.js';
import { runPith, startServeProcess, type ServeProcess } from '../support/serve-process.js';

let schema: TestSchema;
let fake: FakeUpstream;
let primary: ServeProcess;
let url: string;

const env = () => ({
  ...process.env,
  NODE_ENV: 'development',
  PORT: '0',
  PITH_LOG_LEVEL: 'warn',
  PITH_DATABASE_URL: TEST_DATABASE_URL,
  PITH_DATABASE_SCHEMA: schema.schema,
  PITH_REDIS_URL: TEST_REDIS_URL,
  // Discovered on the first sign-in only: enough to run workers without a provider in this test.
  PITH_OIDC_ISSUER: 'http://127.0.0.1:9/unused-issuer',
  PITH_OIDC_CLIENT_ID: 'pith',
  PITH_SECRET: 'workers-test-secret-0123456789abcdef',
  PITH_UPSTREAM_BASE_URL: fake.url,
  PITH_UPSTREAM_API_KEY: 'sk-up',
});

/** The gateway processes the primary forked (tsx's esbuild helper, also a child, aside). */
const workersOf = (pid: number) =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const parent = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false;
      }
    });

beforeAll(async () => {
  schema = createTestSchema();
  fake = await startFakeUpstream();
  primary = await startServeProcess(env(), ['--workers', '2']);
  url = primary.url;
  // The banner comes from the primary; wait until a worker answers.
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 60_000);

afterAll(async () => {
  await primary?.stop('SIGKILL');
  await fake?.close();
  await schema?.drop();
});

describe('pith serve --workers 2', () => {
  it('runs two workers on one port that share a key’s limit, and stops them all on SIGTERM', async () => {
    const pid = primary.child.pid!;
    expect(workersOf(pid).length).toBe(2);
    const { stdout } = await runPith(env(), 'keys', 'create', '--user', 'ops', '--name', 'w', '--mode', 'router', '--rpm-limit', '8');
    const { fullKey } = JSON.parse(stdout) as { fullKey: string };
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${url}/api/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: `hi ${i}` }] }),
        }).then(async (r) => (await r.text(), r.status)),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
    expect(await primary.stop()).toBe(0);
    expect(workersOf(pid)).toEqual([]);
  });

  it('stops (exit 1) instead of restarting workers in a loop when they cannot start', async () => {
    const broken = { ...env(), PITH_OIDC_CLIENT_ID: '' };
    const res = await runPith(broken, 'serve', '--workers', '2');
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/PITH_OIDC_CLIENT_ID is required/);
    expect(res.stderr).toMatch(/failed to start .*stopping/);
  });
});
