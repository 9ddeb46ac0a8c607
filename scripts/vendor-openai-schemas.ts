/**
 * @module scripts/vendor-openai-schemas
 * Copies the schemas the tests validate against out of OpenAI's OpenAPI document into
 * `test/vendor/openai/schemas.json`, each named schema with everything it `$ref`s (its
 * closure), unchanged. The tests read only that file, so a fresh clone needs nothing beside it.
 *
 *   npx tsx scripts/vendor-openai-schemas.ts [--spec PATH] [SchemaName ...]
 *
 * `--spec` defaults to `../shared/spec/openai-openapi.json` beside this checkout. The roots
 * already vendored are kept (they are recorded in the file), so adding a schema is one run with
 * its name; the file is rewritten in a stable order so a re-run shows only real changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

type Json = Record<string, unknown>;

const REPO = fileURLToPath(new URL('..', import.meta.url));
const VENDORED_FILE = resolve(REPO, 'test/vendor/openai/schemas.json');
const DEFAULT_SPEC = resolve(REPO, '../shared/spec/openai-openapi.json');
const REF = /^#\/components\/schemas\/(.+)$/;

/** The names `node` refers to through `$ref`. */
function refsOf(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsOf(item, into);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Json)) {
      if (key !== '$ref') refsOf(value, into);
      else if (typeof value === 'string') {
        const name = REF.exec(value)?.[1];
        if (!name) throw new Error(`unsupported $ref ${value}: only #/components/schemas/… is vendored`);
        into.push(name);
      }
    }
  }
  return into;
}

/** Every schema `roots` need, by name, sorted. */
function schemaClosure(schemas: Json, roots: readonly string[]): Json {
  const needed = new Set<string>();
  const pending = [...roots];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (needed.has(name)) continue;
    if (!(name in schemas)) throw new Error(`the document has no schema named ${name}`);
    needed.add(name);
    pending.push(...refsOf(schemas[name]));
  }
  return Object.fromEntries([...needed].sort().map((name) => [name, schemas[name]]));
}

function previousRoots(): string[] {
  try {
    return (JSON.parse(readFileSync(VENDORED_FILE, 'utf8')) as { 'x-roots'?: string[] })['x-roots'] ?? [];
  } catch {
    return [];
  }
}

function main(): void {
  const { values, positionals } = parseArgs({ options: { spec: { type: 'string' } }, allowPositionals: true });
  const specPath = resolve(values.spec ?? DEFAULT_SPEC);
  const document = JSON.parse(readFileSync(specPath, 'utf8')) as { info: Json; components: { schemas: Json } };
  const roots = [...new Set([...previousRoots(), ...positionals])].sort();
  if (roots.length === 0) throw new Error('name at least one schema to vendor');
  const schemas = schemaClosure(document.components.schemas, roots);
  const vendored = {
    'x-source': {
      title: document.info.title,
      version: document.info.version,
      license: document.info.license,
      note: 'Extracted by scripts/vendor-openai-schemas.ts; see LICENSE beside this file.',
    },
    'x-roots': roots,
    components: { schemas },
  };
  writeFileSync(VENDORED_FILE, `${JSON.stringify(vendored, null, 1)}\n`);
  process.stdout.write(`${Object.keys(schemas).length} schemas for ${roots.join(', ')} → ${VENDORED_FILE}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
