/**
 * `pith serve --workers 2` on PostgreSQL and Redis: two worker processes behind one port, which
 * serve requests and share one key's limit (no more than the limit admitted across both), and
 * which all stop on SIGTERM to the primary.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { createTestSchema, TEST_DATABASE_URL, type TestSchema } from '../support/pg-test-db.js';
import { TEST_REDIS_URL } from '../support/redis.js';

const run = promisify(execFile);
let schema: TestSchema;
let fake: FakeUpstream;
let primary: ChildProcess;
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
  primary = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--workers', '2'], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    primary.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /Pith gateway:\s+(\S+)\/api\/v1/.exec(out);
      if (m) resolve(m[1]!);
    });
    primary.once('exit', (code) => reject(new Error(`pith serve exited (${code}): ${out}`)));
  });
  // The banner comes from the primary; wait until a worker answers.
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}, 60_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  await fake?.close();
  await schema?.drop();
});

describe('pith serve --workers 2', () => {
  it('runs two workers on one port that share a key’s limit, and stops them all on SIGTERM', async () => {
    expect(workersOf(primary.pid!).length).toBe(2);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'keys', 'create', '--user', 'ops', '--name', 'w', '--mode', 'router', '--rpm-limit', '8'], { env: env() });
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
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workersOf(primary.pid!)).toEqual([]);
  });

  it('stops (exit 1) instead of restarting workers in a loop when they cannot start', async () => {
    const broken = { ...env(), PITH_OIDC_CLIENT_ID: '' };
    const res = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--workers', '2'], { env: broken, timeout: 30_000 }).catch((e: { code: number; stderr: string }) => e);
    expect((res as { code: number }).code).toBe(1);
    expect((res as { stderr: string }).stderr).toMatch(/PITH_OIDC_CLIENT_ID is required/);
    expect((res as { stderr: string }).stderr).toMatch(/failed to start .*stopping/);
  });
});
