/**
 * The metrics recorders queue per-request observations and hand them to prom-client in
 * batches (metrics/metrics.ts): whatever is read — the whole registry or one metric — shows
 * every observation made so far, in the order made, below a batch and across batches alike.
 */
import { describe, expect, it } from 'vitest';
import { createMetrics, METRICS_BATCH, type CompletionObservation } from '../../src/metrics/metrics.js';
import { parsePrometheus, sumOf } from '../support/prometheus.js';

const completion = (over: Partial<CompletionObservation> = {}): CompletionObservation => ({
  model: 'gpt-4o-mini', status: 200, stream: false, level: 'off', promptTokensOriginal: 100, promptTokens: 40, cachedTokens: 0, overheadMs: 0.5, ...over,
});

describe('queued metrics', () => {
  it('every observation is in what is read, below a batch and past several', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    for (const count of [3, METRICS_BATCH * 2 + 5]) {
      const fresh = createMetrics({ defaultMetrics: false });
      for (let i = 0; i < count; i++) {
        fresh.httpRequest('POST', '/api/v1/chat/completions', 200, 0.002);
        fresh.completion(completion({ cachedTokens: i % 2 }));
      }
      const samples = parsePrometheus(await fresh.render());
      expect(sumOf(samples, 'pith_http_requests_total', { route: '/api/v1/chat/completions', status: '200' })).toBe(count);
      expect(sumOf(samples, 'pith_http_request_duration_seconds_count')).toBe(count);
      expect(sumOf(samples, 'pith_completions_total', { model: 'gpt-4o-mini', status: '200', stream: 'false', level: 'off' })).toBe(count);
      expect(sumOf(samples, 'pith_prompt_tokens_original_total')).toBe(100 * count);
      expect(sumOf(samples, 'pith_prompt_tokens_sent_total')).toBe(40 * count);
      expect(sumOf(samples, 'pith_prompt_tokens_cached_total')).toBe(Math.floor(count / 2));
      expect(sumOf(samples, 'pith_compression_ratio_count')).toBe(count);
      expect(sumOf(samples, 'pith_gateway_overhead_seconds_count')).toBe(count);
    }
    // One metric read on its own (prom-client's get) shows the queue too.
    metrics.completion(completion());
    const one = await metrics.registry.getSingleMetric('pith_completions_total')!.get();
    expect(one.values.reduce((s, v) => s + v.value, 0)).toBe(1);
  });

  it('keeps the model label cap in the order the completions came', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    for (let i = 0; i < 205; i++) metrics.completion(completion({ model: `m${i}` }));
    const samples = parsePrometheus(await metrics.render());
    expect(sumOf(samples, 'pith_completions_total', { model: 'm199' })).toBe(1);
    expect(sumOf(samples, 'pith_completions_total', { model: 'other' })).toBe(5);
  });

  it('counts each label set apart when one batch mixes them, and drops a refused increment alone', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    for (let i = 0; i < METRICS_BATCH + 3; i++) {
      metrics.httpRequest('POST', i % 3 === 0 ? '/a' : '/b', i % 2 === 0 ? 200 : 500, 0.001);
      metrics.completion(completion({ model: i % 2 === 0 ? 'x' : 'y', promptTokens: i }));
    }
    // prom-client refuses to decrease a counter: this observation stops there (what it counted before stays).
    metrics.completion(completion({ model: 'x', promptTokens: -5 }));
    const samples = parsePrometheus(await metrics.render());
    const n = METRICS_BATCH + 3;
    const expected = (route: string, status: number) => Array.from({ length: n }, (_, i) => i).filter((i) => (i % 3 === 0 ? '/a' : '/b') === route && (i % 2 === 0 ? 200 : 500) === status).length;
    for (const route of ['/a', '/b']) for (const status of [200, 500]) expect(sumOf(samples, 'pith_http_requests_total', { route, status: String(status) })).toBe(expected(route, status));
    expect(sumOf(samples, 'pith_completions_total', { model: 'x' })).toBe(Math.ceil(n / 2) + 1);
    expect(sumOf(samples, 'pith_prompt_tokens_original_total', { model: 'x' })).toBe(100 * (Math.ceil(n / 2) + 1));
    const sent = (parity: number) => Array.from({ length: n }, (_, i) => i).filter((i) => i % 2 === parity).reduce((s, i) => s + i, 0);
    expect(sumOf(samples, 'pith_prompt_tokens_sent_total', { model: 'x' })).toBe(sent(0));
    expect(sumOf(samples, 'pith_prompt_tokens_sent_total', { model: 'y' })).toBe(sent(1));
    expect(sumOf(samples, 'pith_gateway_overhead_seconds_count')).toBe(n);
  });

  it('drops a non-finite observation alone', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.httpRequest('POST', '/x', 200, Number.NaN);
    metrics.httpRequest('POST', '/x', 200, 0.001);
    const samples = parsePrometheus(await metrics.render());
    expect(sumOf(samples, 'pith_http_request_duration_seconds_count', { route: '/x' })).toBe(1);
  });
});
