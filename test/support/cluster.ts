/**
 * @module test/support/cluster
 * Several real Pith instances sharing one PostgreSQL schema (as instances behind a load
 * balancer share a database), each with its own data dir. The schema is dropped on close.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

export const TEST_DATABASE_URL = process.env.PITH_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Cluster {
  schema: string;
  start(env: Record<string, string>, logger: FastifyBaseLogger): Promise<RunningServer>;
  close(): Promise<void>;
}

export function createCluster(secret: string): Cluster {
  const schema = `e2e_${Math.random().toString(36).slice(2, 10)}`;
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  return {
    schema,
    async start(env, logger) {
      const dataDir = await mkdtemp(join(tmpdir(), 'pith-cluster-'));
      dataDirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        PITH_DATA_DIR: dataDir,
        PITH_DATABASE_URL: TEST_DATABASE_URL,
        PITH_DATABASE_SCHEMA: schema,
        PITH_SECRET: secret,
        ...env,
      });
      const server = await startServer(config, { logger });
      servers.push(server);
      return server;
    },
    async close() {
      for (const s of servers) await s.close();
      for (const d of dataDirs) await rm(d, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
      await c.end();
    },
  };
}
