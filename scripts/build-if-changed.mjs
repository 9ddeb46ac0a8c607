#!/usr/bin/env node
// What `npm start` builds: the server (tsc → dist/) and the dashboard (vite → web/dist/), each
// only when its inputs changed since its last build. An input's identity is a hash of the
// contents of every file it depends on (not mtimes, which a checkout or a copy resets); the hash
// is kept beside the output. The dashboard depends on src/ too (it imports the server's types
// and a few constants). Plain Node, no TypeScript loader: it runs before anything is built.
// Measured (README "npm start"): a start with nothing changed skips both builds.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every file under each input (a file or a folder), skipping build outputs, sorted. */
function files(inputs, skip) {
  const out = [];
  const walk = (path) => {
    if (skip.some((s) => path === join(root, s))) return;
    const s = statSync(path, { throwIfNoEntry: false });
    if (!s) return;
    if (s.isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else out.push(path);
  };
  for (const input of inputs) walk(join(root, input));
  return out;
}

function fingerprint(inputs, skip) {
  const hash = createHash('sha256');
  for (const file of files(inputs, skip)) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const TARGETS = [
  {
    name: 'server',
    inputs: ['src', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'],
    skip: [],
    stamp: 'dist/.build-stamp',
    command: [process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json']],
  },
  {
    name: 'dashboard',
    inputs: ['web', 'src', 'package-lock.json'],
    skip: ['web/dist'],
    stamp: 'web/dist/.build-stamp',
    command: [process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']],
  },
];

const force = process.argv.includes('--force');
for (const target of TARGETS) {
  const stampFile = join(root, target.stamp);
  const print = fingerprint(target.inputs, target.skip);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === print) {
    process.stdout.write(`build: ${target.name} unchanged, not rebuilt\n`);
    continue;
  }
  const started = Date.now();
  const [cmd, args] = target.command;
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, print);
  process.stdout.write(`build: ${target.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
