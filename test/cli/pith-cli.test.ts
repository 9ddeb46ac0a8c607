import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let dataDir: string;

async function pith(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      env: { ...process.env, PITH_DATA_DIR: dataDir, PITH_SECRET: 'cli-test-secret-0123456789abcdef', NODE_ENV: 'test' },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pith-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// Every call starts a process that opens the embedded database: seconds each on a busy machine.
describe('pith CLI on the embedded store', { timeout: 120_000 }, () => {
  it('creates, lists and revokes a key, printing JSON', async () => {
    const created = await pith('keys', 'create', '--user', 'ops@example.com', '--name', 'ci', '--mode', 'router');
    expect(created.code).toBe(0);
    const key = JSON.parse(created.stdout) as { id: string; fullKey: string; keyPrefix: string };
    expect(key.fullKey).toMatch(/^sk-pith-/);
    const listed = JSON.parse((await pith('keys', 'list', '--user', 'ops@example.com')).stdout) as Array<{ id: string; isActive: boolean }>;
    expect(listed).toEqual([expect.objectContaining({ id: key.id, isActive: true })]);
    expect(JSON.stringify(listed)).not.toContain(key.fullKey);
    expect((await pith('keys', 'revoke', key.id)).code).toBe(0);
    const after = JSON.parse((await pith('keys', 'list', '--user', 'ops@example.com')).stdout) as Array<{ isActive: boolean }>;
    expect(after[0]!.isActive).toBe(false);
  });

  it('rejects a byok key without upstream settings with a clear message', async () => {
    const res = await pith('keys', 'create', '--user', 'ops@example.com', '--name', 'x', '--mode', 'byok');
    expect(res.code).not.toBe(0);
    expect(res.stderr).toMatch(/upstream/i);
  });

  it('prints usage for an unknown command', async () => {
    const res = await pith('frobnicate');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: pith');
  });
});
