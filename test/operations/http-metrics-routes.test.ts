/**
 * Every request is counted once by its route template (http/shell.ts bakes the template into a
 * per-route hook): parametric routes by template, a prefixed plugin's routes with the prefix,
 * GET and its HEAD twin once each, and requests that matched no route as `unmatched`.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createHttpShell } from '../../src/http/shell.js';
import { createMetrics } from '../../src/metrics/metrics.js';
import { parsePrometheus, sumOf } from '../support/prometheus.js';

describe('HTTP request metrics by route', () => {
  it('counts by template, once per request, and unmatched requests as unmatched', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const app = createHttpShell({ logger: pino({ level: 'silent' }), bodyLimitBytes: 1 << 20, metrics });
    app.get('/things/:id', async () => ({ ok: true }));
    app.post('/fail', async () => {
      throw new Error('boom');
    });
    await app.register(async (child) => child.get('/inner', async () => 'x'), { prefix: '/p' });
    await app.ready();
    try {
      for (const id of ['1', '2', '3']) expect((await app.inject({ method: 'GET', url: `/things/${id}` })).statusCode).toBe(200);
      expect((await app.inject({ method: 'HEAD', url: '/things/9' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/fail', payload: {} })).statusCode).toBe(500);
      expect((await app.inject({ method: 'GET', url: '/p/inner' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/nowhere/else' })).statusCode).toBe(404);
      const samples = parsePrometheus(await metrics.render());
      expect(sumOf(samples, 'pith_http_requests_total', { method: 'GET', route: '/things/:id', status: '200' })).toBe(3);
      expect(sumOf(samples, 'pith_http_requests_total', { method: 'HEAD', route: '/things/:id', status: '200' })).toBe(1);
      expect(sumOf(samples, 'pith_http_requests_total', { method: 'POST', route: '/fail', status: '500' })).toBe(1);
      expect(sumOf(samples, 'pith_http_requests_total', { method: 'GET', route: '/p/inner', status: '200' })).toBe(1);
      expect(sumOf(samples, 'pith_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(2);
      expect(sumOf(samples, 'pith_http_requests_total')).toBe(8);
      expect(sumOf(samples, 'pith_http_request_duration_seconds_count')).toBe(8);
    } finally {
      await app.close();
    }
  });
});
