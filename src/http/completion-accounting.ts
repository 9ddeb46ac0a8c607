/**
 * @module http/completion-accounting
 * Everything that happens once a completion's outcome is known, in one call: the usage roll-up
 * (usage/recorder.ts) with the request-log entry (usage/request-log.ts), the metrics, and
 * settling the key's limit reservation with what the upstream reported. Front doors call
 * `record` once per request, success or failure, and know nothing of the parts behind it —
 * except that a reply's last bytes go out only after the promise `record` may return (the usage
 * journal's write).
 */
import type { Limiter, Admission } from '../limits/limiter.js';
import type { Metrics } from '../metrics/metrics.js';
import type { CompressionLevel } from '../wire/compression-levels.js';
import type { Usage } from '../wire/chat.js';
import { costUsd, createModelPriceLookup, type PriceTable } from '../usage/prices.js';
import type { UsageSink } from '../usage/recorder.js';
import type { RequestLogSink } from '../usage/request-log.js';

export interface CompletionOutcome {
  requestId: string;
  keyId: string;
  userId: string;
  model: string;
  status: number;
  /** The error's code when the request failed. */
  errorCode?: string | null;
  stream: boolean;
  level: CompressionLevel;
  promptTokensOriginal: number;
  /** Prompt tokens as sent (used when the upstream reported no usage). */
  promptTokens: number;
  usage?: Usage;
  latencyMs: number;
  compressionMs: number;
  /** Gateway time excluding the upstream's (none when the upstream never answered). */
  overheadMs?: number;
  admission?: Admission;
}

export interface CompletionAccounting {
  /** Accounts for one request; a promise when the reply must wait for the usage to be journaled (never rejects). */
  record(outcome: CompletionOutcome): Promise<void> | undefined;
}

/** What every completion route (chat, the front doors) needs besides its own parts. */
export interface AccountedRouteDeps {
  /** Usage, request log, metrics and limit settlement, once per request. */
  accounting: CompletionAccounting;
  metrics: Metrics;
  /** Per-key limits; keys without limits never reach it. */
  limiter?: Limiter;
  /** Keeps request bodies when the operator opted in (PITH_REQUEST_LOG_BODIES). */
  requestLog?: Pick<RequestLogSink, 'captureBodies'>;
}

export interface CompletionAccountingDeps {
  /** Records usage, and each request's request-log entry when `requestLog` is on. */
  usage: UsageSink;
  /** Whether the request log is on (PITH_REQUEST_LOG). */
  requestLog: boolean;
  metrics: Metrics;
  limiter?: Limiter;
  prices: PriceTable;
}

/** The most tokens one request is counted with: what a 32-bit column holds (no context is near it). */
const MAX_REQUEST_TOKENS = 2 ** 31 - 1;

/**
 * A token count the upstream reported, as one request's figure: a rogue or buggy upstream (a
 * BYOK one is anyone's) may report a fraction, a negative or 10^20, and a row the store cannot
 * hold would fail every row batched with it. Undefined when it is no count at all.
 */
function reportedCount(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  return Math.min(Math.round(value), MAX_REQUEST_TOKENS);
}

/** `usage.prompt_tokens_details.cached_tokens`, when the upstream reports it. */
export function cachedTokensOf(usage: Usage | undefined): number {
  const details = usage?.prompt_tokens_details as { cached_tokens?: unknown } | undefined;
  return reportedCount(details?.cached_tokens) ?? 0;
}

export function createCompletionAccounting(deps: CompletionAccountingDeps): CompletionAccounting {
  const priceOf = createModelPriceLookup(deps.prices);
  const { usage, metrics, limiter } = deps;
  // With the request log off, its fields (and the cost they carry) are not built at all.
  const logging = deps.requestLog;
  return {
    record(o) {
      const u = o.usage;
      const promptTokens = reportedCount(u?.prompt_tokens) ?? o.promptTokens;
      const completionTokens = reportedCount(u?.completion_tokens) ?? 0;
      const cachedTokens = cachedTokensOf(u);
      const used = u ? { promptTokens, cachedTokens, completionTokens } : undefined;
      // Before and after are one tokenizer's counts, so the two compare; the cost is what the upstream billed.
      const log = logging
        ? { requestId: o.requestId, errorCode: o.errorCode ?? null, promptTokens: o.promptTokens, costUsd: used ? costUsd(priceOf(o.model), used) : 0 }
        : undefined;
      const journaled = usage.record(
        {
          keyId: o.keyId, userId: o.userId, model: o.model, status: o.status, stream: o.stream, level: o.level,
          promptTokensOriginal: o.promptTokensOriginal, promptTokens, cachedTokens, completionTokens,
          latencyMs: o.latencyMs, compressionMs: o.compressionMs, createdAt: new Date(),
        },
        log,
      );
      // Compression figures compare one tokenizer's counts (as the X-Pith-* headers do), not Pith's count with the upstream's.
      metrics.completion({
        model: o.model, status: o.status, stream: o.stream, level: o.level, promptTokensOriginal: o.promptTokensOriginal,
        promptTokens: o.promptTokens, cachedTokens, overheadMs: o.overheadMs,
      });
      if (o.admission) limiter?.settle(o.admission, used);
      return journaled;
    },
  };
}
