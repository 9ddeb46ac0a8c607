/**
 * @module cli/main
 * `pith <command>`: serve, keys, compress. Every subcommand reads the same configuration
 * as the server (src/config.ts).
 */
import { loadConfig } from '../config.js';
import { runServe } from './serve.js';

const USAGE = `Usage: pith <command>

  serve                         run the gateway and dashboard (what \`npm start\` runs)
  keys create|list|revoke ...   manage API keys on the configured store
  compress [FILE|-] [--level L] compress a chat-completion request offline

Configuration comes from the environment (see README).`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return runServe(loadConfig());
    case 'compress': {
      const { runCompress } = await import('./compress.js');
      return runCompress(rest, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
    }
    case 'keys': {
      const { runKeysCommand } = await import('./keys-command.js');
      return runKeysCommand(rest, loadConfig());
    }
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
