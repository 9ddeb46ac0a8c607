/**
 * `pith --help`, `--version`, each subcommand's `--help` and bad flags answer at once, anywhere:
 * without reading the configuration's database (here: one that does not exist) or a data dir.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runPith } from '../support/serve-process.js';

// A database that cannot be reached and a data dir that cannot be made: any attempt to open either fails.
const nowhere = { ...process.env, PITH_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PITH_DATA_DIR: '/proc/pith-cannot-exist', NODE_ENV: 'test' };

const pith = (...args: string[]) => runPith(nowhere, ...args);

describe('pith help, version and usage errors', () => {
  it('prints the version and the help', async () => {
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
    expect(await pith('--version')).toMatchObject({ code: 0, stdout: `pith ${version}\n` });
    const help = await pith('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/serve \[--workers N\|auto\]/);
  });

  it('prints each subcommand’s help', async () => {
    const keys = await pith('keys', '--help');
    expect(keys).toMatchObject({ code: 0, stderr: '' });
    expect(keys.stdout).toMatch(/--user SUBJECT\|EMAIL/);
    expect(keys.stdout).toMatch(/--budget-usd USD/);
    expect((await pith('keys', 'create', '--help')).code).toBe(0);
    expect((await pith('serve', '--help')).stdout).toMatch(/--workers N\|auto/);
    expect((await pith('compress', '--help')).code).toBe(0);
  });

  it('answers bad flags with the usage and exit code 2, before any database', async () => {
    const bogus = await pith('keys', 'create', '--user', 'u', '--bogus');
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toMatch(/Unknown option '--bogus'/);
    expect(bogus.stderr).toMatch(/Usage:/);
    const badLimit = await pith('keys', 'create', '--user', 'u', '--name', 'n', '--mode', 'router', '--rpm-limit', 'lots');
    expect(badLimit.code).toBe(1);
    expect(badLimit.stderr).toMatch(/rpmLimit/);
    expect((await pith('serve', '--workers', 'many')).code).toBe(2);
    expect((await pith('keys')).code).toBe(2);
  });

  it('refuses several workers on the embedded database, saying why', async () => {
    const res = await runPith({ ...nowhere, PITH_DATABASE_URL: '' }, 'serve', '--workers', '2');
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--workers 2 needs PostgreSQL/);
  });
});
