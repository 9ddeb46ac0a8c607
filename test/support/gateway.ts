/**
 * @module test/support/gateway
 * Starts the real gateway (same composition as `pith serve`) on port 0 with an embedded
 * store in a temp dir, pointed at a fake upstream, and hands out API keys for it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { loadConfig, type Config } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.js';
import { mintKey } from './keys.js';

export interface TestGateway {
  server: RunningServer;
  fake: FakeUpstream;
  baseURL: string;
  apiKey: string;
  client(options?: { apiKey?: string; maxRetries?: number }): OpenAI;
  close(): Promise<void>;
}

export async function startGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const fake = await startFakeUpstream();
  const dataDir = await mkdtemp(join(tmpdir(), 'pith-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    PITH_DATA_DIR: dataDir,
    PITH_UPSTREAM_BASE_URL: fake.url,
    PITH_UPSTREAM_API_KEY: 'sk-upstream-secret-for-tests',
    PITH_SECRET: 'test-master-secret-0123456789abcdef',
    PITH_COMPRESSION: 'off',
    ...env,
  });
  const server = await startServer(config);
  const apiKey = (await mintKey(server)).fullKey;
  const baseURL = `${server.url}/api/v1`;
  return {
    server,
    fake,
    baseURL,
    apiKey,
    client: (o = {}) => new OpenAI({ baseURL, apiKey: o.apiKey ?? apiKey, maxRetries: o.maxRetries ?? 0 }),
    async close() {
      await server.close();
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
