/**
 * `pith serve` on a port that is taken (issue 18, item 10): one line naming the port and exit
 * code 1 — before, it printed EADDRINUSE and kept running, holding the embedded database's lock.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPith } from '../support/serve-process.js';

let dataDir: string;
let taken: Server;
let port: number;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pith-port-'));
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => taken?.close(resolve));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a port in use', () => {
  it('ends `pith serve` with one line naming the port and exit code 1, the database released', { timeout: 120_000 }, async () => {
    const env = { ...process.env, PITH_DATA_DIR: dataDir, NODE_ENV: 'development', PITH_LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', PITH_DATABASE_URL: '', PITH_REDIS_URL: '', PITH_ADMIN_SOCKET: 'false' };
    const serve = await runPith(env, 'serve');
    expect(serve.code).toBe(1);
    const lines = serve.stderr.split('\n').filter((l) => l.trim() !== '' && !l.includes('oidc-provider WARNING'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`port ${port}`);
    expect(lines[0]).toMatch(/already in use/);
    // The embedded database is free again: the CLI opens it and writes to it.
    const list = await runPith(env, 'keys', 'create', '--user', 'ops', '--name', 'after', '--mode', 'router');
    expect(list.code).toBe(0);
  });
});
