/**
 * @module test/support/cluster
 * Several real Pith instances sharing one PostgreSQL schema (as instances behind a load
 * balancer share a database) and one master secret, each with its own data dir. The schema
 * is dropped on close.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RunningServer } from '../../src/server.js';
import { startTestServer, type TestServer } from './gateway.js';
import { createTestSchema, TEST_DATABASE_URL } from './pg-test-db.js';

export interface Cluster {
  schema: string;
  start(env: Record<string, string>, logger: FastifyBaseLogger): Promise<RunningServer>;
  close(): Promise<void>;
}

export function createCluster(secret: string): Cluster {
  const db = createTestSchema();
  const servers: TestServer[] = [];
  return {
    schema: db.schema,
    async start(env, logger) {
      const started = await startTestServer({ PITH_DATABASE_URL: TEST_DATABASE_URL, PITH_DATABASE_SCHEMA: db.schema, PITH_SECRET: secret, ...env }, { logger });
      servers.push(started);
      return started.server;
    },
    async close() {
      for (const s of servers) await s.close();
      await db.drop();
    },
  };
}
