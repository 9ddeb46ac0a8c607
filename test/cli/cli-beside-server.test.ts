/**
 * The operator CLI beside a running server on the embedded default: `pith serve` runs as a
 * child process (what `npm start` runs, from source) holding the embedded database, and
 * `pith keys create|list|revoke` — other processes — work through its admin socket: the key
 * made that way answers at once, and revoking it that way refuses it at once.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath } from '../../src/app/admin-socket.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { runPith, startServeProcess, type ServeProcess } from '../support/serve-process.js';

let dataDir: string;
let fake: FakeUpstream;
let server: ServeProcess;
let url: string;

const env = () => ({ ...process.env, PITH_DATA_DIR: dataDir, NODE_ENV: 'development', PITH_LOG_LEVEL: 'warn', PORT: '0', PITH_UPSTREAM_BASE_URL: fake.url, PITH_UPSTREAM_API_KEY: 'sk-up', PITH_DATABASE_URL: '', PITH_REDIS_URL: '' });

const pith = (...args: string[]) => runPith(env(), ...args);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pith-beside-'));
  fake = await startFakeUpstream();
  server = await startServeProcess(env());
  url = server.url;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('pith keys beside a running pith serve (embedded database)', () => {
  it('creates a key through the server, which answers with it at once; revoking it refuses it at once', async () => {
    const socket = await stat(adminSocketPath(dataDir));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);

    const created = await pith('keys', 'create', '--user', 'ops', '--name', 'beside', '--mode', 'router', '--rpm-limit', '100');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const key = JSON.parse(created.stdout) as { id: string; fullKey: string };
    const client = new OpenAI({ baseURL: `${url}/api/v1`, apiKey: key.fullKey, maxRetries: 0 });
    const { response } = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hello' }] }).withResponse();
    expect(response.headers.get('x-ratelimit-limit-requests')).toBe('100');

    const listed = JSON.parse((await pith('keys', 'list', '--user', 'ops')).stdout) as Array<{ id: string; rpmLimit: number }>;
    expect(listed).toEqual([expect.objectContaining({ id: key.id, rpmLimit: 100 })]);
    expect((await pith('keys', 'revoke', key.id)).code).toBe(0);
    const refused = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'again' }] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it('reports a failure from the server like a local one', async () => {
    const missing = await pith('keys', 'revoke', 'no-such-id');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No API key with id 'no-such-id'");
  });
});
