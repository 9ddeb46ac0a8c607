/**
 * @module cli/main
 * `pith <command>`: serve, keys, compress. `--help`, `--version` and every subcommand's
 * `--help` answer without reading the configuration or touching a database; bad flags print
 * the usage (exit 2). Every subcommand reads the same configuration as the server
 * (src/config.ts).
 */
import { PITH_VERSION } from '../app/version.js';
import { loadConfig } from '../config.js';

const USAGE = `Usage: pith <command> [options]

  serve [--workers N|auto]        run the gateway and dashboard (what \`npm start\` runs)
  keys create|list|revoke ...     manage API keys (works beside a running server)
  compress [FILE|-] [--level L]   compress a chat-completion request offline

  pith <command> --help           the command's options
  pith --version                  the version

Configuration comes from the environment (see the README's Configuration table).`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve': {
      const { runServe } = await import('./serve.js');
      return runServe(rest, () => loadConfig());
    }
    case 'compress': {
      const { runCompress } = await import('./compress.js');
      return runCompress(rest, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
    }
    case 'keys': {
      const { runKeysCommand } = await import('./keys-command.js');
      return runKeysCommand(rest, () => loadConfig());
    }
    case '-v':
    case '--version':
    case 'version':
      process.stdout.write(`pith ${PITH_VERSION}\n`);
      return 0;
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      process.stdout.write(`${USAGE}\n`);
      return command === undefined ? 1 : 0;
    default:
      process.stderr.write(`pith: unknown command "${command}"\n\n${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== -1) process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`pith: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
