/**
 * @module keys/keys-command
 * `pith keys …` — key management for operators, without a browser:
 *   pith keys create --user SUBJECT|EMAIL --name NAME --mode router|byok
 *                    [--upstream-base-url URL --upstream-api-key KEY] [--compression LEVEL] [--issuer ISSUER]
 *                    [--rpm-limit N] [--tpm-limit N] [--budget-usd USD] [--budget-period day|month]
 *   pith keys list   --user SUBJECT|EMAIL [--issuer ISSUER]
 *   pith keys revoke ID
 * `--user` names a user by the e-mail they signed in to the dashboard with, or by the identity
 * provider's subject (`sub`). An e-mail that a signed-in user has (and no `--issuer`) selects that
 * user; anything else is a subject under `--issuer` (default `cli`: a CLI-only user unless it
 * names the issuer the user signs in with). `create` upserts a subject's user; `list` of an
 * unknown user prints []. Output is JSON on stdout; errors go to stderr with exit code 1 (2 and
 * the usage for bad arguments).
 * Parsing (`parseKeysCommand`) touches nothing, so help and bad flags answer at once, anywhere;
 * running (`runKeys`) needs the store — the CLI's own, or the server's through its admin socket.
 */
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { errors, PithError } from '../errors/index.js';
import type { Store, UserRecord } from '../store/types.js';
import { parseCreateKeyInput } from './create-key-input.js';
import type { CreateKeyInput } from './key-schemas.js';
import { createKeyService } from './service.js';

export interface KeysCliDeps {
  store: Store;
  secret: string;
  config: Pick<Config, 'byokAllowHttp' | 'byokAllowPrivateNetworks'>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export const DEFAULT_CLI_ISSUER = 'cli';

export const KEYS_USAGE = `Usage:
  pith keys create --user SUBJECT|EMAIL --name NAME --mode router|byok [--upstream-base-url URL --upstream-api-key KEY]
                   [--compression off|lossless|balanced|aggressive] [--issuer ISSUER]
                   [--rpm-limit N] [--tpm-limit N] [--budget-usd USD] [--budget-period day|month]
  pith keys list --user SUBJECT|EMAIL [--issuer ISSUER]
  pith keys revoke ID

--user is the e-mail a user signed in to the dashboard with, or an identity provider subject
(with --issuer; default issuer "cli"). Works beside a running \`pith serve\` on the embedded
database (through its admin socket) and on PostgreSQL.
`;

const OPTIONS = {
  user: { type: 'string' },
  issuer: { type: 'string' },
  name: { type: 'string' },
  mode: { type: 'string' },
  'upstream-base-url': { type: 'string' },
  'upstream-api-key': { type: 'string' },
  compression: { type: 'string' },
  'rpm-limit': { type: 'string' },
  'tpm-limit': { type: 'string' },
  'budget-usd': { type: 'string' },
  'budget-period': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type KeysCommand =
  | { kind: 'help' }
  | { kind: 'create'; user: string; issuer?: string; input: CreateKeyInput }
  | { kind: 'list'; user: string; issuer?: string }
  | { kind: 'revoke'; id: string };

function required(value: string | undefined, flag: string): string {
  if (!value) throw errors.invalidArguments(`missing --${flag}`);
  return value;
}

/** The flags that were given: an absent one is an absent field, as in a JSON body. */
function withoutUndefined(fields: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
}

/** A numeric flag as a number for the schema to check (left as text when it is not one, so the schema names it). */
function numeric(value: string | undefined): string | number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
}

/** Parses `argv` without touching anything; throws `invalid_arguments` (or a 400 naming a field) for bad input. */
export function parseKeysCommand(argv: string[]): KeysCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw errors.invalidArguments((err as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help) return { kind: 'help' };
  switch (command) {
    case undefined:
      throw errors.invalidArguments('missing command (create, list or revoke)');
    case 'create': {
      const input = parseCreateKeyInput(
        withoutUndefined({
          name: required(values.name, 'name'),
          mode: required(values.mode, 'mode'),
          upstreamBaseUrl: values['upstream-base-url'],
          upstreamApiKey: values['upstream-api-key'],
          compression: values.compression,
          rpmLimit: numeric(values['rpm-limit']),
          tpmLimit: numeric(values['tpm-limit']),
          budgetUsd: numeric(values['budget-usd']),
          budgetPeriod: values['budget-period'],
        }),
      );
      return { kind: 'create', user: required(values.user, 'user'), issuer: values.issuer, input };
    }
    case 'list':
      return { kind: 'list', user: required(values.user, 'user'), issuer: values.issuer };
    case 'revoke':
      if (!rest[0]) throw errors.invalidArguments('missing ID');
      return { kind: 'revoke', id: rest[0] };
    default:
      throw errors.invalidArguments(`unknown command "${command}"`);
  }
}

const looksLikeEmail = (value: string) => /^[^@\s]+@[^@\s]+$/.test(value);

/** The user an e-mail names (one who signed in), when `--issuer` was not given; else undefined. */
async function userByEmail(store: Store, user: string, issuer: string | undefined): Promise<UserRecord | undefined> {
  if (issuer !== undefined || !looksLikeEmail(user)) return undefined;
  const found = await store.getUsersByEmail(user);
  if (found.length > 1) {
    const issuers = found.map((u) => u.issuer).join(', ');
    throw errors.invalidArguments(`several users have the e-mail ${user} (issuers: ${issuers}); add --issuer to choose one`);
  }
  return found[0];
}

export async function executeKeysCommand(command: Exclude<KeysCommand, { kind: 'help' }>, deps: KeysCliDeps): Promise<void> {
  const print = (value: unknown) => deps.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  const service = createKeyService({ store: deps.store, secret: deps.secret, config: deps.config });
  switch (command.kind) {
    case 'create': {
      const user =
        (await userByEmail(deps.store, command.user, command.issuer)) ??
        (await deps.store.upsertUser({ issuer: command.issuer ?? DEFAULT_CLI_ISSUER, subject: command.user }));
      print(await service.create(user.id, command.input));
      return;
    }
    case 'list': {
      const user =
        (await userByEmail(deps.store, command.user, command.issuer)) ??
        (await deps.store.getUserBySubject(command.issuer ?? DEFAULT_CLI_ISSUER, command.user));
      print(user ? await service.list(user.id) : []);
      return;
    }
    case 'revoke': {
      const key = await deps.store.getKey(command.id);
      if (!key) throw errors.keyNotFound(command.id);
      print(await service.revoke(key.userId, command.id));
    }
  }
}

/** Writes a failure the way the CLI reports it; the exit code (2: bad arguments and the usage, 1: anything else). */
export function reportKeysFailure(err: unknown, stderr: NodeJS.WritableStream): number {
  if (err instanceof PithError && (err.code === 'invalid_arguments' || err.status === 400)) {
    stderr.write(`pith keys: ${err.message}\n${err.code === 'invalid_arguments' ? KEYS_USAGE : ''}`);
    return err.code === 'invalid_arguments' ? 2 : 1;
  }
  if (err instanceof PithError) {
    stderr.write(`pith keys: ${err.message}\n`);
    return 1;
  }
  throw err;
}

/** Parses and runs: the whole command on a given store (tests, and the server's admin socket). */
export async function runKeys(argv: string[], deps: KeysCliDeps): Promise<number> {
  try {
    const command = parseKeysCommand(argv);
    if (command.kind === 'help') {
      deps.stdout.write(KEYS_USAGE);
      return 0;
    }
    await executeKeysCommand(command, deps);
    return 0;
  } catch (err) {
    return reportKeysFailure(err, deps.stderr);
  }
}
