/**
 * @module test/support/serve-process
 * `pith serve` as a child process, from source (what `npm start` runs, without the build), and
 * the `pith` CLI as another: for tests of what only separate processes show — the CLI beside a
 * running server, workers, signals.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ENTRY = ['--import', 'tsx', 'src/cli/main.ts'];

export interface ServeProcess {
  child: ChildProcess;
  /** `{host_url}`, read from the start-up banner. */
  url: string;
  /** Everything the process printed on stdout and stderr so far. */
  output(): string;
  /** SIGTERM (or the given signal); resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServeProcess(env: NodeJS.ProcessEnv, args: string[] = []): Promise<ServeProcess> {
  const child = spawn(process.execPath, [...ENTRY, 'serve', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /Pith gateway:\s+(\S+)\/api\/v1/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`pith serve exited (${code}): ${out}`)));
  });
  return {
    child,
    url,
    output: () => out,
    stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      return exited;
    },
  };
}

/** Runs `pith ARGS…` to completion: its exit code and output. */
export async function runPith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...ENTRY, ...args], { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
