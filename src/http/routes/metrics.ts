/**
 * @module http/routes/metrics
 * `GET {host_url}/metrics`: every Pith metric (metrics/metrics.ts) in Prometheus' text format,
 * for a scraper. Unauthenticated like `/healthz` — it holds counts, never a key, prompt or
 * user — and absent (404) when `PITH_METRICS=false`. Bind it to a private network or filter it
 * at the proxy when the gateway is public.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../metrics/metrics.js';

export function registerMetricsRoute(app: FastifyInstance, deps: { metrics: Metrics; config: { metrics: boolean } }): void {
  if (!deps.config.metrics) return;
  app.get('/metrics', async (_request, reply) => reply.type(deps.metrics.contentType).header('cache-control', 'no-store').send(await deps.metrics.render()));
}
