/**
 * @module store
 * `createStore` picks the back end: PostgreSQL when a database URL is configured
 * (PITH_DATABASE_URL), else the embedded database — PGlite, PostgreSQL compiled to WASM,
 * in-process, files under `<dataDir>/db`, nothing to install or start. Both run the same
 * schema, migrations and queries (store/kysely-store.ts). Call `migrate()` before use.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { errors } from '../errors/index.js';
import { lockDataDir } from './embedded-lock.js';
import { openPglite } from './embedded-template.js';
import { createKyselyStore } from './kysely-store.js';
import { startPgListener } from './pg-listener.js';
import { PgliteDialect } from './pglite-dialect.js';
import { parseRevocationPayload, RevocationFeed } from './revocation-feed.js';
import type { Database } from './schema.js';
import type { Store, StoreOptions } from './types.js';

export type { Store, StoreOptions } from './types.js';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const CHANNEL = 'pith_key_revoked';

export async function createStore(opts: StoreOptions): Promise<Store> {
  return opts.databaseUrl ? createPostgresStore(opts.databaseUrl, opts) : createEmbeddedStore(opts.dataDir);
}

async function createEmbeddedStore(dataDir: string): Promise<Store> {
  const dir = join(dataDir, 'db');
  await mkdir(dir, { recursive: true });
  const lock = await lockDataDir(join(dataDir, 'db.lock'), dir);
  let pglite: PGlite;
  try {
    pglite = await openPglite(dir);
  } catch (err) {
    await lock.release();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  // One process owns the embedded database, so in-process delivery reaches every listener.
  return createKyselyStore({ kind: 'embedded', db, feed: new RevocationFeed(), schema: 'public', onClose: () => lock.release() });
}

async function createPostgresStore(databaseUrl: string, opts: StoreOptions): Promise<Store> {
  const schema = opts.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw errors.invalidConfig(`invalid schema name "${schema}": use lower-case letters, digits and _`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: opts.poolSize ?? 10,
    application_name: 'pith',
    ...(opts.schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', (err) => opts.logger?.warn({ err }, 'idle PostgreSQL connection failed'));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const feed = new RevocationFeed();
  // Instances sharing a database also share the schema; the channel is per schema so two
  // deployments (or parallel test runs) in one database do not evict each other's caches.
  const channel = schema === 'public' ? CHANNEL : `${CHANNEL}_${schema}`;
  const listener = startPgListener({
    connectionString: databaseUrl,
    channel,
    onNotification: (payload) => {
      const event = parseRevocationPayload(payload);
      if (event) feed.emitRevoked(event);
    },
    onGap: () => feed.emitMissed(),
    logger: opts.logger,
  });
  try {
    await listener.ready;
  } catch (err) {
    await listener.close();
    await db.destroy();
    throw err;
  }
  return createKyselyStore({ kind: 'postgres', db, feed, schema, notifyChannel: channel, onClose: () => listener.close() });
}
