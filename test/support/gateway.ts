/**
 * @module test/support/gateway
 * The real gateway for tests: `startTestServer` runs the same composition as `pith serve`
 * (src/server.ts) on port 0 with an embedded store in a fresh temp dir (or whatever the given
 * environment selects); `startGateway` points one at a fake upstream and hands out an API key
 * and an official `openai` client for it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { loadConfig } from '../../src/config.js';
import { startServer, type RunningServer, type StartOptions } from '../../src/server.js';
import { startFakeUpstream, type FakeUpstream, type FakeUpstreamOptions } from './fake-upstream.js';
import { mintKey } from './keys.js';

/** The operator's Anthropic key the test gateway sends upstream on `/messages`. */
export const ANTHROPIC_OPERATOR_KEY = 'sk-ant-operator-secret-for-tests';

export interface TestServer {
  server: RunningServer;
  /** Stops the server and removes its data dir. */
  close(): Promise<void>;
}

/** `env` is applied over a test configuration: port 0, a fresh data dir, a fixed master secret. */
export async function startTestServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pith-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    PITH_DATA_DIR: dataDir,
    PITH_SECRET: 'test-master-secret-0123456789abcdef',
    // The fakes' 429s ask for Retry-After: 7 — past this wait, so passed on at once rather than
    // retried for 14 s (test/upstream/resilience.test.ts sets its own).
    PITH_UPSTREAM_RETRY_MAX_WAIT_MS: '1000',
    // A cold first compression on a loaded test machine can pass the 200 ms default, and past its
    // budget a request is forwarded uncompressed: tests that assert what was compressed would flake.
    // The budget's own behaviour is tested in test/compress.
    PITH_COMPRESSION_BUDGET_MS: '5000',
    ...env,
  });
  const server = await startServer(config, options);
  return {
    server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestGateway {
  server: RunningServer;
  fake: FakeUpstream;
  baseURL: string;
  apiKey: string;
  client(options?: { apiKey?: string; maxRetries?: number }): OpenAI;
  close(): Promise<void>;
}

export async function startGateway(env: Record<string, string> = {}, fakeOptions: FakeUpstreamOptions = {}, startOptions: StartOptions = {}): Promise<TestGateway> {
  const fake = await startFakeUpstream(fakeOptions);
  const { server, close } = await startTestServer({
    PITH_UPSTREAM_BASE_URL: fake.url,
    PITH_UPSTREAM_API_KEY: 'sk-upstream-secret-for-tests',
    PITH_ANTHROPIC_BASE_URL: fake.url,
    PITH_ANTHROPIC_API_KEY: ANTHROPIC_OPERATOR_KEY,
    PITH_COMPRESSION: 'off',
    ...env,
  }, startOptions);
  const apiKey = (await mintKey(server)).fullKey;
  const baseURL = `${server.url}/api/v1`;
  return {
    server,
    fake,
    baseURL,
    apiKey,
    client: (o = {}) => new OpenAI({ baseURL, apiKey: o.apiKey ?? apiKey, maxRetries: o.maxRetries ?? 0 }),
    async close() {
      await close();
      await fake.close();
    },
  };
}
