/**
 * @module http/routes/health
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the store answers
 * and an upstream is configured) for load balancers and orchestrators.
 */
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors/index.js';
import type { Store } from '../../store/types.js';

export function registerHealthRoutes(app: FastifyInstance, deps: { store: Pick<Store, 'ping' | 'kind'> }): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request) => {
    try {
      await deps.store.ping();
    } catch (err) {
      request.log.warn({ err }, 'readiness: store unavailable');
      throw errors.serviceUnavailable('The database is not reachable.');
    }
    return { status: 'ready', store: deps.store.kind };
  });
}
