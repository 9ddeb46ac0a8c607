import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runKeys } from '../../src/keys/keys-command.js';
import { useTestDatabase } from '../support/pg-test-db.js';

describe('pith keys (CLI)', () => {
  const pg = useTestDatabase();

  async function run(...argv: string[]) {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const out: string[] = [];
    const err: string[] = [];
    stdout.on('data', (c: Buffer) => out.push(c.toString()));
    stderr.on('data', (c: Buffer) => err.push(c.toString()));
    const code = await runKeys(argv, { store: pg.store, secret: 'cli-secret', config: { byokAllowHttp: false, byokAllowPrivateNetworks: false }, stdout, stderr });
    return { code, stdout: out.join(''), stderr: err.join('') };
  }

  it('creates, lists and revokes keys', async () => {
    const created = await run('create', '--user', 'ops', '--name', 'batch job', '--mode', 'router', '--compression', 'lossless');
    expect(created.code).toBe(0);
    const key = JSON.parse(created.stdout) as { id: string; fullKey: string; keyPrefix: string };
    expect(Object.keys(key).sort()).toEqual(['fullKey', 'id', 'keyPrefix']);
    expect(key.fullKey).toMatch(/^sk-pith-/);
    expect((await pg.store.getUserBySubject('cli', 'ops'))?.subject).toBe('ops');

    const listed = await run('list', '--user', 'ops');
    expect(JSON.parse(listed.stdout)).toMatchObject([{ id: key.id, name: 'batch job', mode: 'router', isActive: true, compression: 'lossless' }]);
    expect(listed.stdout).not.toContain(key.fullKey);

    const revoked = await run('revoke', key.id);
    expect(revoked.code).toBe(0);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ id: key.id, isActive: false });
  });

  it('honours --issuer, so keys can belong to an OIDC user', async () => {
    await run('create', '--user', 'sub-1', '--issuer', 'https://idp.example.com', '--name', 'k', '--mode', 'router');
    expect(JSON.parse((await run('list', '--user', 'sub-1', '--issuer', 'https://idp.example.com')).stdout)).toHaveLength(1);
    expect(JSON.parse((await run('list', '--user', 'sub-1')).stdout)).toEqual([]);
  });

  it('reports errors on stderr with a non-zero exit code', async () => {
    const byok = await run('create', '--user', 'ops', '--name', 'b', '--mode', 'byok', '--upstream-base-url', 'https://127.0.0.1/v1', '--upstream-api-key', 'k');
    expect(byok.code).toBe(1);
    expect(byok.stderr).toContain('not allowed');
    expect((await run('revoke', 'no-such-id')).code).toBe(1);
    expect((await run('create', '--name', 'x', '--mode', 'router')).code).toBe(2);
    expect((await run('create', '--user', 'u', '--bogus')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
    expect((await run()).code).toBe(2);
  });

  it('accepts the e-mail a user signed in with as --user, and refuses an e-mail two users share', async () => {
    const signedIn = await pg.store.upsertUser({ issuer: 'https://idp.example.com', subject: 'opaque-sub-123', email: 'ada@example.test', name: 'Ada' });
    const created = await run('create', '--user', 'ada@example.test', '--name', 'for ada', '--mode', 'router', '--budget-usd', '5', '--budget-period', 'day');
    expect(created.code).toBe(0);
    const listed = await pg.store.listKeys(signedIn.id);
    expect(listed.map((k) => [k.name, k.budgetUsd, k.budgetPeriod])).toEqual([['for ada', 5, 'day']]);
    expect(JSON.parse((await run('list', '--user', 'ada@example.test')).stdout)).toHaveLength(1);
    // An e-mail nobody signed in with is a subject under the CLI issuer, as before.
    expect((await run('create', '--user', 'new@example.test', '--name', 'n', '--mode', 'router')).code).toBe(0);
    expect((await pg.store.getUserBySubject('cli', 'new@example.test'))?.subject).toBe('new@example.test');
    await pg.store.upsertUser({ issuer: 'https://other.example.com', subject: 'x', email: 'ada@example.test' });
    const ambiguous = await run('list', '--user', 'ada@example.test');
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toMatch(/several users have the e-mail ada@example.test .*add --issuer/);
    expect(JSON.parse((await run('list', '--user', 'opaque-sub-123', '--issuer', 'https://idp.example.com')).stdout)).toHaveLength(1);
  });
});
