/**
 * @module cli/keys
 * `pith keys …` — key management for operators, without a browser:
 *   pith keys create --user SUBJECT --name NAME --mode router|byok
 *                    [--upstream-base-url URL --upstream-api-key KEY] [--compression LEVEL] [--issuer ISSUER]
 *   pith keys list   --user SUBJECT [--issuer ISSUER]
 *   pith keys revoke ID
 * `--user` is the identity provider's subject (`sub`). Users are identified by (issuer,
 * subject); the issuer defaults to `cli`, so keys made here belong to a CLI-only user
 * unless `--issuer` names the OIDC issuer the user signs in with — then the keys show up
 * in that user's dashboard. `create` upserts the user; `list` of an unknown user prints [].
 * Output is JSON on stdout; errors go to stderr with exit code 1 (2 for usage errors).
 */
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { errors, PithError } from '../errors/index.js';
import { parseCreateKeyInput } from '../keys/create-key-input.js';
import { createKeyService } from '../keys/service.js';
import type { Store } from '../store/types.js';

export interface KeysCliDeps {
  store: Store;
  secret: string;
  config: Pick<Config, 'byokAllowHttp' | 'byokAllowPrivateNetworks'>;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export const DEFAULT_CLI_ISSUER = 'cli';

export const KEYS_USAGE = `Usage:
  pith keys create --user SUBJECT --name NAME --mode router|byok [--upstream-base-url URL --upstream-api-key KEY] [--compression off|lossless|balanced|aggressive] [--issuer ISSUER]
  pith keys list --user SUBJECT [--issuer ISSUER]
  pith keys revoke ID
`;

const OPTIONS = {
  user: { type: 'string' },
  issuer: { type: 'string', default: DEFAULT_CLI_ISSUER },
  name: { type: 'string' },
  mode: { type: 'string' },
  'upstream-base-url': { type: 'string' },
  'upstream-api-key': { type: 'string' },
  compression: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function required(value: string | undefined, flag: string): string {
  if (!value) throw errors.invalidArguments(`missing --${flag}`);
  return value;
}

/** The flags that were given: an absent one is an absent field, as in a JSON body. */
function withoutUndefined(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export async function runKeys(argv: string[], deps: KeysCliDeps): Promise<number> {
  const print = (value: unknown) => deps.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const [command, ...rest] = positionals;
    if (values.help || !command) {
      deps.stdout.write(KEYS_USAGE);
      return values.help ? 0 : 2;
    }
    const service = createKeyService({ store: deps.store, secret: deps.secret, config: deps.config });
    const issuer = values.issuer ?? DEFAULT_CLI_ISSUER;
    switch (command) {
      case 'create': {
        const subject = required(values.user, 'user');
        const input = parseCreateKeyInput(
          withoutUndefined({
            name: required(values.name, 'name'),
            mode: required(values.mode, 'mode'),
            upstreamBaseUrl: values['upstream-base-url'],
            upstreamApiKey: values['upstream-api-key'],
            compression: values.compression,
          }),
        );
        const user = await deps.store.upsertUser({ issuer, subject });
        print(await service.create(user.id, input));
        return 0;
      }
      case 'list': {
        const user = await deps.store.getUserBySubject(issuer, required(values.user, 'user'));
        print(user ? await service.list(user.id) : []);
        return 0;
      }
      case 'revoke': {
        const id = rest[0];
        if (!id) throw errors.invalidArguments('missing ID');
        const key = await deps.store.getKey(id);
        if (!key) throw errors.keyNotFound(id);
        print(await service.revoke(key.userId, id));
        return 0;
      }
      default:
        throw errors.invalidArguments(`unknown command "${command}"`);
    }
  } catch (err) {
    const badArguments = err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS');
    if (badArguments || (err instanceof PithError && err.code === 'invalid_arguments')) {
      deps.stderr.write(`pith keys: ${(err as Error).message}\n${KEYS_USAGE}`);
      return 2;
    }
    if (err instanceof PithError) {
      deps.stderr.write(`pith keys: ${err.message}\n`);
      return 1;
    }
    throw err;
  }
}
