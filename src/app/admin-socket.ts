/**
 * @module app/admin-socket
 * The embedded database belongs to one process (store/embedded-lock.ts), so while `pith serve`
 * runs on it, `pith keys …` cannot open it. The server therefore listens on a local admin
 * socket — a Unix socket at `<dataDir>/admin/pith.sock`, in a directory only the owner may
 * enter, the socket itself mode 0600 — and runs `pith keys` commands sent to it on its own
 * store, with the same code the CLI runs (keys/keys-command.ts). Whoever can use the socket
 * could read the database files anyway: it grants nothing new. PostgreSQL needs none of this
 * (every process opens the database itself), nor does `PITH_ADMIN_SOCKET=false`.
 *
 * Wire: one HTTP request per command, `POST /keys` with `{"argv": [...]}`, answered with
 * `{"code", "stdout", "stderr"}` — what the CLI would have printed and its exit code.
 */
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { runKeys, type KeysCliDeps } from '../keys/keys-command.js';

export interface AdminReply {
  code: number;
  stdout: string;
  stderr: string;
}

/** Longest Unix socket path most systems accept (sun_path is 108 bytes on Linux). */
const MAX_SOCKET_PATH = 100;

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, 'admin', 'pith.sock');
}

function collect(stream: PassThrough): () => string {
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return () => Buffer.concat(chunks).toString('utf8');
}

async function runCaptured(argv: string[], deps: Omit<KeysCliDeps, 'stdout' | 'stderr'>): Promise<AdminReply> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out = collect(stdout);
  const err = collect(stderr);
  const code = await runKeys(argv, { ...deps, stdout, stderr });
  return { code, stdout: out(), stderr: err() };
}

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

/** Listens on the admin socket; undefined (and a warning) when the path is too long for a socket. */
export async function startAdminSocket(
  dataDir: string,
  deps: Omit<KeysCliDeps, 'stdout' | 'stderr'>,
  logger: { warn(obj: object, msg?: string): void },
): Promise<AdminSocket | undefined> {
  const path = adminSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logger.warn({ path }, 'admin socket not started: the data dir path is too long for a Unix socket; stop the server to run `pith keys`');
    return undefined;
  }
  const dir = join(dataDir, 'admin');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  // Left by a server that died: this process holds the database lock, so no live server uses it.
  await rm(path, { force: true });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let argv: unknown;
      try {
        argv = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { argv?: unknown }).argv;
      } catch {
        argv = undefined;
      }
      if (req.method !== 'POST' || req.url !== '/keys' || !Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 2, stdout: '', stderr: 'pith: bad admin request\n' }));
        return;
      }
      runCaptured(argv as string[], deps).then(
        (reply) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply)),
        (err: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 1, stdout: '', stderr: `pith keys: ${(err as Error).message}\n` })),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    path,
    close: () => new Promise<void>((resolve) => server.close(() => void rm(path, { force: true }).then(() => resolve()))),
  };
}

/** Sends `pith keys` arguments to a running server's admin socket. Rejects when nothing listens there. */
export function sendAdminCommand(dataDir: string, argv: string[]): Promise<AdminReply> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: adminSocketPath(dataDir), path: '/keys', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as AdminReply);
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify({ argv }));
  });
}
