/**
 * @module test/dashboard/helpers/dashboard-app
 * The dashboard's route modules (usage, requests, playground, web UI) on the production shell with a
 * real embedded store and a stand-in session (test/support/app.ts: header `x-test-user`).
 * The real guard is exercised in session.test.ts and the browser test.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../src/app/services.js';
import { createCompressor } from '../../../src/compress/index.js';
import { loadPriceTable } from '../../../src/usage/prices.js';
import type { Store } from '../../../src/store/types.js';
import { headerAuth, startTestApp } from '../../support/app.js';
import { openEmbeddedStore } from '../../support/embedded-store.js';

export interface DashboardHarness {
  app: FastifyInstance;
  store: Store;
  close(): Promise<void>;
}

export async function startDashboardApp(over: Partial<Services> = {}): Promise<DashboardHarness> {
  const embedded = await openEmbeddedStore();
  const server = await startTestApp({
    routes: ['health', 'usage', 'requests', 'playground', 'dashboard-ui'],
    services: { store: embedded.store, auth: headerAuth, compressor: createCompressor(), prices: loadPriceTable(), ...over },
  });
  return {
    app: server.app,
    store: embedded.store,
    async close() {
      await server.close();
      await embedded.close();
    },
  };
}
