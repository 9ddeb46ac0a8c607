/**
 * @module test/reliability/serve-helper
 * `pith serve` as a child process (test/support/serve-process.ts) on the embedded store, with
 * a router key made through its admin socket, for checks only separate processes show:
 * descriptors, kill -9, RSS. Also counts what the store recorded once the server is gone.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashKey } from '../../src/keys/key-format.js';
import { createStore } from '../../src/store/index.js';
import { runPith, startServeProcess, type ServeProcess } from '../support/serve-process.js';

export interface ServedPith {
  dataDir: string;
  env: NodeJS.ProcessEnv;
  server: ServeProcess;
  url: string;
  apiKey: string;
  pid(): number;
  /** Starts `pith serve` again on the same data dir (after a stop or a kill). */
  restart(): Promise<void>;
  /** Stops the server (SIGTERM) and removes the data dir. */
  close(): Promise<void>;
}

export async function servePith(upstreamUrl: string, extraEnv: Record<string, string> = {}): Promise<ServedPith> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pith-reliability-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PITH_DATA_DIR: dataDir,
    NODE_ENV: 'development',
    PITH_LOG_LEVEL: 'warn',
    PORT: '0',
    PITH_UPSTREAM_BASE_URL: upstreamUrl,
    PITH_UPSTREAM_API_KEY: 'sk-upstream-reliability',
    PITH_COMPRESSION: 'off',
    PITH_DATABASE_URL: '',
    PITH_REDIS_URL: '',
    PITH_DEFAULT_RPM_LIMIT: '100000000',
    ...extraEnv,
  };
  const served: ServedPith = {
    dataDir,
    env,
    server: await startServeProcess(env),
    url: '',
    apiKey: '',
    pid: () => served.server.child.pid!,
    async restart() {
      // A fixed port would race with TIME_WAIT; clients re-read `url` after a restart.
      served.server = await startServeProcess(env);
      served.url = served.server.url;
    },
    async close() {
      await served.server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  served.url = served.server.url;
  const created = await runPith(env, 'keys', 'create', '--user', 'reliability', '--name', 'load', '--mode', 'router');
  if (created.code !== 0) throw new Error(`pith keys create failed: ${created.stderr}`);
  served.apiKey = (JSON.parse(created.stdout) as { fullKey: string }).fullKey;
  return served;
}

/** Open descriptors of a process (Linux /proc). */
export async function openDescriptors(pid: number): Promise<number> {
  return (await readdir(`/proc/${pid}/fd`)).length;
}

/** Requests the store recorded for `apiKey` (the server must be stopped: the embedded store is single-process). */
export async function recordedRequests(dataDir: string, apiKey: string): Promise<number> {
  const store = await createStore({ dataDir });
  try {
    const key = await store.findKeyByHash(hashKey(apiKey));
    if (!key) throw new Error('key not found in the store');
    const rows = await store.queryUsage({ userId: key.userId, keyId: key.id, from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 3_600_000), bucket: 'hour' });
    return rows.reduce((n, r) => n + r.requests, 0);
  } finally {
    await store.close();
  }
}
