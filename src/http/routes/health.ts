/**
 * @module http/routes/health
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the store answers
 * and an upstream is configured) for load balancers and orchestrators. `/health` is
 * `/healthz` under the name many probes try first: without it the dashboard's catch-all
 * answered 200 with HTML, and a probe saw a healthy server whatever its state. Readiness
 * counts against the in-flight limit (http/admission.ts), so a full server answers it 503.
 */
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors/index.js';
import type { Store } from '../../store/types.js';

export function registerHealthRoutes(app: FastifyInstance, deps: { store: Pick<Store, 'ping' | 'kind'> }): void {
  const alive = async () => ({ status: 'ok' });
  app.get('/healthz', alive);
  app.get('/health', alive);
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
