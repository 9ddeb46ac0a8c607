/**
 * @module test/dashboard/helpers/dashboard-app
 * A Fastify app with the dashboard plugin on a real embedded store (temporary data dir)
 * and a stand-in session guard: header `x-test-user: <userId>` is the signed-in user.
 * The real guard is exercised in session.test.ts and the browser test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCompressor } from '../../../src/compress/index.js';
import { loadConfig } from '../../../src/config.js';
import { registerDashboard, type DashboardDeps } from '../../../src/dashboard/index.js';
import { installErrorHandling } from '../../../src/http/error-handler.js';
import { errors } from '../../../src/errors/index.js';
import type { RequireSession } from '../../../src/auth/types.js';
import { createStore } from '../../../src/store/index.js';
import type { NewKey, Store } from '../../../src/store/types.js';
import { AJV_OPTIONS } from '../../../src/http/app.js';

export const stubSession: RequireSession = async (request) => {
  const id = request.headers['x-test-user'];
  if (typeof id !== 'string' || !id) throw errors.sessionRequired();
  request.user = { id, issuer: 'https://idp.test', subject: id, email: `${id}@x.test`, name: id };
};

export interface DashboardHarness {
  app: FastifyInstance;
  store: Store;
  close(): Promise<void>;
}

export function newKey(userId: string, over: Partial<NewKey> = {}): NewKey {
  const id = crypto.randomUUID();
  return {
    id,
    userId,
    name: `key-${id.slice(0, 4)}`,
    keyPrefix: `sk-pith-${id.slice(0, 6)}`,
    keyHash: id.replace(/-/g, '').padEnd(64, '0'),
    mode: 'router',
    upstreamBaseUrl: null,
    upstreamApiKeyEnc: null,
    compression: null,
    ...over,
  };
}

export async function startDashboardApp(over: Partial<DashboardDeps> = {}): Promise<DashboardHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pith-dash-'));
  const store = await createStore({ dataDir });
  await store.migrate();
  const config = loadConfig({ NODE_ENV: 'test', PITH_DATA_DIR: dataDir });
  const app = Fastify({ ajv: AJV_OPTIONS });
  installErrorHandling(app, config.bodyLimitBytes);
  app.get('/healthz', async () => ({ status: 'ok' }));
  await registerDashboard(app, { requireSession: stubSession, store, compressor: createCompressor(), config, ...over });
  await app.ready();
  return {
    app,
    store,
    async close() {
      await app.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
