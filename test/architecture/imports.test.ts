/**
 * The shape of src/, checked on every run: the layers import only downwards (so the
 * compressor, the store, keys, upstream, usage and wire formats never know the HTTP layer,
 * sign-in, the dashboard, the CLI or the server), no module imports itself through a circle,
 * the pure layers do no I/O, errors are made only in the catalogue, and nothing reads the
 * environment but config.ts or a folder beside the checkout. Type-only imports count too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'src');

/** Lowest first: a module may import its own layer or a lower one, never a higher one. */
const LAYERS: readonly (readonly string[])[] = [
  ['lib'],
  ['errors', 'wire'],
  ['config'],
  ['compress', 'store', 'metrics', 'tracing'],
  ['upstream', 'usage', 'limits'],
  ['keys'],
  ['auth'],
  ['http'],
  ['dashboard'],
  ['app'],
  ['server'],
  ['cli'],
];

/** Layers that must stay pure (usable as a library): no file, network, process or framework I/O. */
const PURE = new Set(['lib', 'errors', 'wire', 'compress']);
const IO_MODULES = new RegExp(
  [
    '^(node:)?(fs|fs/promises|net|http|https|http2|dns|child_process|worker_threads|cluster|dgram|tls)$',
    '^(undici|pg|fastify|@fastify/.*|@electric-sql/pglite|kysely|pino|openid-client|oidc-provider)$',
  ].join('|'),
);

interface SourceFile {
  /** Path below src/, e.g. `keys/service.ts`. */
  path: string;
  text: string;
  /** Resolved src/ paths this file imports. */
  internal: string[];
  /** Package names and node: modules. */
  external: string[];
}

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

function readSources(srcDir: string): SourceFile[] {
  return listTs(srcDir).map((file) => {
    const text = readFileSync(file, 'utf8');
    const internal: string[] = [];
    const external: string[] = [];
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (fileName.startsWith('.')) internal.push(relative(srcDir, resolve(dirname(file), fileName.replace(/\.js$/, '.ts'))));
      else external.push(fileName);
    }
    return { path: relative(srcDir, file), text, internal, external };
  });
}

/** `keys/service.ts` → `keys`; `server.ts` → `server`. */
function layerOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.indexOf('/')) : path.replace(/\.ts$/, '');
}

function rankOf(layer: string): number {
  const rank = LAYERS.findIndex((names) => names.includes(layer));
  if (rank < 0) throw new Error(`src/${layer} is in no layer: add it to LAYERS in ${relative(ROOT, fileURLToPath(import.meta.url))}`);
  return rank;
}

function upwardImports(sources: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of sources) {
    const from = layerOf(file.path);
    for (const target of file.internal) {
      const to = layerOf(target);
      if (rankOf(to) > rankOf(from)) found.push(`${file.path} imports ${target} (${from} may not import ${to})`);
    }
  }
  return found;
}

/** Every import circle, each as the files around it. */
function importCircles(sources: readonly SourceFile[]): string[][] {
  const edges = new Map(sources.map((s) => [s.path, s.internal]));
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (path: string) => {
    state.set(path, 'open');
    stack.push(path);
    for (const next of edges.get(path) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(path, 'done');
  };
  for (const path of edges.keys()) if (!state.has(path)) visit(path);
  return circles;
}

const sources = readSources(SRC);

describe('the import graph of src/', () => {
  it('reads every source file and resolves every relative import to one', () => {
    const known = new Set(sources.map((s) => s.path));
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.flatMap((s) => s.internal.filter((t) => !known.has(t)).map((t) => `${s.path} → ${t}`))).toEqual([]);
  });

  it('imports only downwards through the layers', () => {
    expect(upwardImports(sources)).toEqual([]);
  });

  it('has no circles', () => {
    expect(importCircles(sources).map((c) => c.join(' → '))).toEqual([]);
  });

  it('keeps lib, errors, wire and compress free of I/O', () => {
    const io = sources
      .filter((s) => PURE.has(layerOf(s.path)))
      .flatMap((s) => s.external.filter((m) => IO_MODULES.test(m)).map((m) => `${s.path} imports ${m}`));
    expect(io).toEqual([]);
  });
});

describe('conventions that keep concerns in one place', () => {
  it('makes errors only in the catalogue (src/errors/)', () => {
    const outside = sources.filter((s) => !s.path.startsWith('errors/') && /new PithError\(/.test(s.text)).map((s) => s.path);
    expect(outside).toEqual([]);
  });

  it('reads the environment only in config.ts', () => {
    expect(sources.filter((s) => s.path !== 'config.ts' && /process\.env\b/.test(s.text)).map((s) => s.path)).toEqual([]);
  });

  it('never reads a folder beside the checkout (users have none)', () => {
    const sibling = new RegExp(['\\.\\.', 'shared'].join('/'));
    const files = [...listTs(SRC), ...listTs(join(ROOT, 'test'))].filter((f) => sibling.test(readFileSync(f, 'utf8')));
    expect(files.map((f) => relative(ROOT, f))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const fake = (path: string, internal: string[]): SourceFile => ({ path, text: '', internal, external: [] });

  it('catch a lower layer importing a higher one', () => {
    expect(upwardImports([fake('store/types.ts', ['http/errors.ts'])])).toEqual(['store/types.ts imports http/errors.ts (store may not import http)']);
    expect(upwardImports([fake('http/shell.ts', ['store/types.ts'])])).toEqual([]);
  });

  it('catch a circle', () => {
    const circle = [fake('http/a.ts', ['http/b.ts']), fake('http/b.ts', ['http/c.ts']), fake('http/c.ts', ['http/a.ts'])];
    expect(importCircles(circle)).toEqual([['http/a.ts', 'http/b.ts', 'http/c.ts', 'http/a.ts']]);
    expect(importCircles([fake('http/a.ts', ['http/b.ts']), fake('http/b.ts', [])])).toEqual([]);
  });
});
