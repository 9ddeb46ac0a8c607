/**
 * @module metrics/metrics
 * Every metric Pith exposes at `GET /metrics` (Prometheus text, prom-client), defined here and
 * nowhere else: other modules call the typed recorders below, never prom-client. Each server
 * has its own registry, so several gateways in one process (tests, benchmarks) never mix
 * their counts. Label values are bounded: routes are route templates (never raw URLs), and
 * model names — which clients choose freely — are kept as labels only for the first
 * `MAX_MODEL_LABELS` distinct ones, the rest counted as `other`.
 *
 * The per-request recorders (`httpRequest`, `completion`) only queue their observation; queued
 * ones are handed to prom-client in a batch every `METRICS_BATCH` requests and before every read
 * of a metric (prom-client calls each metric's `collect` first), so what `/metrics` shows is
 * exactly what it was. Done one request at a time, between the rest of the request's work,
 * prom-client's label hashing and bucket search cost several times what they cost in a batch.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const MAX_MODEL_LABELS = 200;

/** Why an upstream call failed, as counted by `pith_upstream_errors_total{kind}`. */
export type UpstreamErrorKind = 'timeout' | 'unreachable' | 'bad_response' | 'auth' | 'status_4xx' | 'status_5xx' | 'status_429' | 'refused';

export type UpstreamRetryKind = 'retry' | 'fallback';

export type LimitKind = 'requests' | 'tokens' | 'budget';

export interface CompletionObservation {
  model: string;
  status: number;
  stream: boolean;
  level: string;
  promptTokensOriginal: number;
  promptTokens: number;
  cachedTokens: number;
  /** Gateway time excluding the upstream's, in ms; undefined when the upstream never answered. */
  overheadMs?: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** Any HTTP request, once its reply is sent. `route` is the route template or `unmatched`. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  completion(observation: CompletionObservation): void;
  upstreamError(kind: UpstreamErrorKind): void;
  streamStarted(): void;
  streamEnded(): void;
  limitRejected(limit: LimitKind): void;
  /** One more upstream attempt: the same upstream again (`retry`), or the next in its fallback list (`fallback`). */
  upstreamRetry(kind: UpstreamRetryKind): void;
  /** Prometheus text of every metric. */
  render(): Promise<string>;
  contentType: string;
}

/** Observations queued before they are handed to prom-client in one go. */
export const METRICS_BATCH = 64;

interface HttpObservation {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

type Labels = Record<string, string | number>;

/**
 * One counter's increments within a batch, summed per label set before they reach prom-client,
 * whose every `inc` hashes its labels and looks the series up by that string — most of what a
 * batch cost, while a batch mostly holds a single label set. Each increment is checked as
 * prom-client checks it, throwing what it would throw, so a refused one is still dropped alone.
 */
class CounterSums<L extends Labels> {
  #sets: Array<{ labels: L; sum: number }> = [];

  constructor(private readonly counter: Counter<string>) {}

  /** One counter's label objects all have its label names: equal when every value is. */
  private same(a: L, b: L): boolean {
    for (const name in a) if (a[name] !== b[name]) return false;
    return true;
  }

  add(labels: L, value = 1): void {
    if (value && !Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    if (value < 0) throw new Error('It is not possible to decrease a counter');
    for (const set of this.#sets) {
      if (this.same(set.labels, labels)) {
        set.sum += value;
        return;
      }
    }
    this.#sets.push({ labels, sum: value });
  }

  /** Hands the sums to prom-client, in the order their label sets first came. */
  apply(): void {
    const sets = this.#sets;
    this.#sets = [];
    for (const { labels, sum } of sets) this.counter.inc(labels, sum);
  }
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
const OVERHEAD_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const RATIO_BUCKETS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 1];

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'pith_' });
  const registers = [registry];
  /** Hands the queued observations to prom-client; every metric that they touch runs it before it is read. */
  const collect = (): void => applyQueued();

  const httpRequests = new Counter({ name: 'pith_http_requests_total', help: 'HTTP requests answered, by method, route template and status', labelNames: ['method', 'route', 'status'], registers, collect });
  const httpDuration = new Histogram({ name: 'pith_http_request_duration_seconds', help: 'Time from request to reply sent (streams: to the end of the stream), by route template', labelNames: ['route'], buckets: LATENCY_BUCKETS, registers, collect });
  const completions = new Counter({ name: 'pith_completions_total', help: 'Completion requests accounted, by model, status, stream and compression level', labelNames: ['model', 'status', 'stream', 'level'], registers, collect });
  const overhead = new Histogram({ name: 'pith_gateway_overhead_seconds', help: 'Gateway time per completion excluding the upstream (auth, limits, compression, relay)', buckets: OVERHEAD_BUCKETS, registers, collect });
  const promptOriginal = new Counter({ name: 'pith_prompt_tokens_original_total', help: 'Prompt tokens as the clients sent them (before compression), by model', labelNames: ['model'], registers, collect });
  const promptSent = new Counter({ name: 'pith_prompt_tokens_sent_total', help: 'Prompt tokens sent upstream (after compression), by model', labelNames: ['model'], registers, collect });
  const promptCached = new Counter({ name: 'pith_prompt_tokens_cached_total', help: 'Prompt tokens the upstream reported as served from its prompt cache, by model', labelNames: ['model'], registers, collect });
  const ratio = new Histogram({ name: 'pith_compression_ratio', help: 'Prompt tokens after compression divided by before, per completion (1 = unchanged)', buckets: RATIO_BUCKETS, registers, collect });
  const upstreamErrors = new Counter({ name: 'pith_upstream_errors_total', help: 'Upstream calls that failed, by kind', labelNames: ['kind'], registers });
  const streams = new Gauge({ name: 'pith_streams_in_flight', help: 'Completion streams being relayed right now', registers });
  const retries = new Counter({ name: 'pith_upstream_retries_total', help: 'Extra upstream attempts after a connect error, 429 or 5xx: the same upstream again (retry) or the next fallback (fallback)', labelNames: ['kind'], registers });
  const rejections = new Counter({ name: 'pith_limit_rejections_total', help: 'Requests refused with 429 by a key limit, by limit (requests, tokens, budget)', labelNames: ['limit'], registers });

  const models = new Set<string>();
  const modelLabel = (model: string): string => {
    if (models.has(model)) return model;
    if (models.size >= MAX_MODEL_LABELS) return 'other';
    models.add(model);
    return model;
  };

  const httpCounts = new CounterSums<{ method: string; route: string; status: number }>(httpRequests);
  const completionCounts = new CounterSums<{ model: string; status: number; stream: string; level: string }>(completions);
  const originalSums = new CounterSums<{ model: string }>(promptOriginal);
  const sentSums = new CounterSums<{ model: string }>(promptSent);
  const cachedSums = new CounterSums<{ model: string }>(promptCached);

  const observeHttp = (h: HttpObservation): void => {
    httpCounts.add({ method: h.method, route: h.route, status: h.status });
    httpDuration.observe({ route: h.route }, h.seconds);
  };
  const observeCompletion = (o: CompletionObservation): void => {
    const model = modelLabel(o.model);
    completionCounts.add({ model, status: o.status, stream: String(o.stream), level: o.level });
    if (o.promptTokensOriginal > 0) {
      const labels = { model };
      originalSums.add(labels, o.promptTokensOriginal);
      sentSums.add(labels, o.promptTokens);
      ratio.observe(o.promptTokens / o.promptTokensOriginal);
    }
    if (o.cachedTokens > 0) cachedSums.add({ model }, o.cachedTokens);
    if (o.overheadMs !== undefined) overhead.observe(o.overheadMs / 1000);
  };

  // Queued observations, in the order they were made.
  let httpQueue: HttpObservation[] = [];
  let completionQueue: CompletionObservation[] = [];
  const applyQueued = (): void => {
    const http = httpQueue;
    const completed = completionQueue;
    httpQueue = [];
    completionQueue = [];
    // prom-client refuses a non-finite value by throwing: that observation alone is dropped.
    for (const h of http) {
      try {
        observeHttp(h);
      } catch {
        // dropped, as prom-client would have
      }
    }
    for (const o of completed) {
      try {
        observeCompletion(o);
      } catch {
        // dropped, as prom-client would have
      }
    }
    httpCounts.apply();
    completionCounts.apply();
    originalSums.apply();
    sentSums.apply();
    cachedSums.apply();
  };
  const queued = () => httpQueue.length + completionQueue.length >= METRICS_BATCH && applyQueued();

  return {
    registry,
    contentType: registry.contentType,
    httpRequest(method, route, status, seconds) {
      httpQueue.push({ method, route, status, seconds });
      queued();
    },
    completion(o) {
      completionQueue.push(o);
      queued();
    },
    upstreamError: (kind) => upstreamErrors.inc({ kind }),
    streamStarted: () => streams.inc(),
    streamEnded: () => streams.dec(),
    limitRejected: (limit) => rejections.inc({ limit }),
    upstreamRetry: (kind) => retries.inc({ kind }),
    render: () => registry.metrics(),
  };
}

/** The recorder when metrics are off (`PITH_METRICS=false`): every call does nothing. */
export function createNoMetrics(): Metrics {
  const registry = new Registry();
  const nothing = () => undefined;
  return {
    registry,
    contentType: registry.contentType,
    httpRequest: nothing,
    completion: nothing,
    upstreamError: nothing,
    streamStarted: nothing,
    streamEnded: nothing,
    limitRejected: nothing,
    upstreamRetry: nothing,
    render: async () => '',
  };
}

/** How an upstream failure is counted: by the catalogue code, or by the status the upstream answered. */
export function upstreamErrorKind(error: { code: string | null; status: number }): UpstreamErrorKind {
  switch (error.code) {
    case 'upstream_timeout':
      return 'timeout';
    case 'upstream_unreachable':
      return 'unreachable';
    case 'upstream_bad_response':
    case 'upstream_reply_too_large':
      return 'bad_response';
    case 'upstream_auth_failed':
      return 'auth';
    case 'upstream_not_allowed':
      return 'refused';
  }
  if (error.status === 429) return 'status_429';
  return error.status >= 500 ? 'status_5xx' : 'status_4xx';
}
