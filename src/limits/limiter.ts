/**
 * @module limits/limiter
 * Per-key limits on the request path (PRODUCT.md "Limits and budgets"): requests and tokens
 * per minute and a spend cap per UTC day or month, each the key's own or else the operator's
 * default. Before a request goes upstream, `admit` reserves one request, its tokens (the
 * prompt as it will be sent plus `max_tokens`, or a configured estimate) and its estimated
 * cost; a refusal is a 429 in OpenAI's shape with `Retry-After` and the vendor's
 * `x-ratelimit-*` headers. After the reply, `settle` replaces the estimates by the tokens and
 * cost the upstream reported. A budget admits requests while less than the cap is spent (or
 * reserved), so the request that crosses the cap is the last one admitted — streams included,
 * since the check happens before any byte is sent.
 * If the counters' backend fails (Redis down), requests are admitted and the failure logged:
 * limits protect spend, they must not take the gateway down with them.
 */
import type { BudgetPeriod, DefaultLimits } from '../config.js';
import { errors } from '../errors/index.js';
import type { KeyRecord } from '../store/types.js';
import { costUsd, createModelPriceLookup, type PriceTable } from '../usage/prices.js';
import type { AdmitResult, LimitBackend, LimitKind } from './types.js';
import { budgetPeriodOf, formatResetDuration, windowOf } from './windows.js';

/** A key's own limits as stored (null: the operator's default applies). */
export type KeyLimits = Pick<KeyRecord, 'rpmLimit' | 'tpmLimit' | 'budgetUsd' | 'budgetPeriod'>;

export interface EffectiveLimits {
  rpm?: number;
  tpm?: number;
  budgetUsd?: number;
  budgetPeriod: BudgetPeriod;
}

export function effectiveLimits(key: Partial<KeyLimits> | undefined, defaults: DefaultLimits): EffectiveLimits | undefined {
  const rpm = key?.rpmLimit ?? defaults.rpmLimit;
  const tpm = key?.tpmLimit ?? defaults.tpmLimit;
  const budgetUsd = key?.budgetUsd ?? defaults.budgetUsd;
  if (rpm === undefined && tpm === undefined && budgetUsd === undefined) return undefined;
  return { rpm, tpm, budgetUsd, budgetPeriod: key?.budgetPeriod ?? defaults.budgetPeriod };
}

export interface LimitedRequest {
  keyId: string;
  limits: EffectiveLimits;
  model: string;
  /** Prompt tokens as they will be sent upstream. */
  promptTokens: number;
  /** The request's completion allowance (`max_completion_tokens` / `max_tokens`), if it set one. */
  maxTokens?: number;
}

/** What an admitted request holds until it is settled. */
export interface Admission {
  keyId: string;
  model: string;
  windowId: number;
  reservedTokens: number;
  reservedMicros: number;
  budgetPeriodId?: string;
  /** `x-ratelimit-*` headers for the reply. */
  headers: Record<string, string>;
}

export interface ActualUse {
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
}

export interface Limiter {
  readonly backend: LimitBackend['kind'];
  /** Reserves and returns the admission (synchronously when the counters are in-process), or throws the 429 of the limit that refused. */
  admit(request: LimitedRequest): Admission | Promise<Admission>;
  /** Replaces the reservation by what was used (nothing used: an upstream failure). Never throws. */
  settle(admission: Admission, used: ActualUse | undefined): void;
  /** Spend so far in the key's current budget period, USD. */
  spentUsd(keyId: string, period: BudgetPeriod): Promise<number>;
  close(): Promise<void>;
}

export interface LimiterOptions {
  backend: LimitBackend;
  prices: PriceTable;
  /** Completion tokens assumed for a request that sets no `max_tokens`. */
  completionTokensEstimate: number;
  logger: { warn(obj: object, msg?: string): void };
  onRejected?(limit: LimitKind): void;
  now?: () => number;
}

const MICROS = 1_000_000;

/**
 * The `x-ratelimit-*` header names, spelt out once: names built per request (a template per
 * header) cost more than the rest of the limit check, since each must be looked up as a new
 * property name.
 */
const RATE_HEADERS = {
  requests: { limit: 'x-ratelimit-limit-requests', remaining: 'x-ratelimit-remaining-requests', reset: 'x-ratelimit-reset-requests' },
  tokens: { limit: 'x-ratelimit-limit-tokens', remaining: 'x-ratelimit-remaining-tokens', reset: 'x-ratelimit-reset-tokens' },
} as const;

function addRateHeaders(into: Record<string, string>, kind: 'requests' | 'tokens', limit: number, used: number, reset: string): void {
  const names = RATE_HEADERS[kind];
  into[names.limit] = String(limit);
  into[names.remaining] = String(Math.max(0, limit - used));
  into[names.reset] = reset;
}

const DAY_MS = 86_400_000;

export function createLimiter(options: LimiterOptions): Limiter {
  const { backend, logger } = options;
  const now = options.now ?? Date.now;
  const priceOf = createModelPriceLookup(options.prices);
  let lastWarning = 0;
  const warn = (err: unknown, what: string) => {
    // One line a minute at most: a Redis outage must not flood the log.
    if (now() - lastWarning < 60_000) return;
    lastWarning = now();
    logger.warn({ err }, `limits backend (${backend.kind}) failed to ${what}; requests are admitted without limits until it recovers`);
  };

  // A budget period changes at a UTC midnight at the earliest: computed once a day, not per request.
  const periods = new Map<BudgetPeriod, { day: number; period: ReturnType<typeof budgetPeriodOf> }>();
  const periodAt = (t: number, period: BudgetPeriod) => {
    const day = Math.floor(t / DAY_MS);
    let cached = periods.get(period);
    if (cached?.day !== day) periods.set(period, (cached = { day, period: budgetPeriodOf(t, period) }));
    return cached.period;
  };

  const decide = (req: LimitedRequest, admission: Admission, result: AdmitResult, t: number, windowEndsAt: number, budgetEndsAt: number): Admission => {
    const { limits } = req;
    const windowLeft = windowEndsAt - t;
    const headers: Record<string, string> = {};
    if (limits.rpm !== undefined || limits.tpm !== undefined) {
      const reset = formatResetDuration(windowLeft);
      if (limits.rpm !== undefined) addRateHeaders(headers, 'requests', limits.rpm, result.requests, reset);
      if (limits.tpm !== undefined) addRateHeaders(headers, 'tokens', limits.tpm, result.tokens, reset);
    }
    admission.headers = headers;
    if (!result.refusedBy) return admission;
    options.onRejected?.(result.refusedBy);
    if (result.refusedBy === 'budget') throw errors.budgetExceeded(limits.budgetUsd!, limits.budgetPeriod, Math.ceil((budgetEndsAt - t) / 1000), headers);
    const max = result.refusedBy === 'requests' ? limits.rpm! : limits.tpm!;
    throw errors.rateLimited(result.refusedBy, max, Math.max(1, Math.ceil(windowLeft / 1000)), headers);
  };
  const unchecked = (admission: Admission, err: unknown): Admission => {
    warn(err, 'check a limit');
    return { ...admission, reservedTokens: 0, reservedMicros: 0, budgetPeriodId: undefined };
  };

  return {
    backend: backend.kind,
    admit(req) {
      const t = now();
      const { windowId, windowEndsAt } = windowOf(t);
      const { limits } = req;
      const completion = req.maxTokens ?? options.completionTokensEstimate;
      const tokens = req.promptTokens + completion;
      const budget = limits.budgetUsd === undefined ? undefined : periodAt(t, limits.budgetPeriod);
      const reservedMicros = budget ? Math.ceil(costUsd(priceOf(req.model), { promptTokens: req.promptTokens, cachedTokens: 0, completionTokens: completion }) * MICROS) : 0;
      const admission: Admission = { keyId: req.keyId, model: req.model, windowId, reservedTokens: limits.tpm === undefined ? 0 : tokens, reservedMicros, budgetPeriodId: budget?.periodId, headers: {} };
      let result: AdmitResult | Promise<AdmitResult>;
      try {
        result = backend.admit({
          keyId: req.keyId,
          windowId,
          windowEndsAt,
          rpm: limits.rpm,
          tpm: limits.tpm,
          tokens,
          budget: budget && { periodId: budget.periodId, endsAt: budget.endsAt, capMicros: Math.round(limits.budgetUsd! * MICROS), reserveMicros: reservedMicros },
        });
      } catch (err) {
        return unchecked(admission, err);
      }
      const budgetEndsAt = budget?.endsAt ?? 0;
      if (result instanceof Promise) {
        return result.then(
          (r) => decide(req, admission, r, t, windowEndsAt, budgetEndsAt),
          (err: unknown) => unchecked(admission, err),
        );
      }
      return decide(req, admission, result, t, windowEndsAt, budgetEndsAt);
    },
    settle(admission, used) {
      const actualTokens = used ? used.promptTokens + used.completionTokens : 0;
      const actualMicros = used && admission.budgetPeriodId ? Math.ceil(costUsd(priceOf(admission.model), used) * MICROS) : 0;
      const tokensDelta = admission.reservedTokens === 0 ? 0 : actualTokens - admission.reservedTokens;
      const spendDeltaMicros = admission.budgetPeriodId ? actualMicros - admission.reservedMicros : 0;
      if (tokensDelta === 0 && spendDeltaMicros === 0) return;
      try {
        const settled = backend.settle({ keyId: admission.keyId, windowId: admission.windowId, tokensDelta, budgetPeriodId: admission.budgetPeriodId, spendDeltaMicros });
        if (settled) settled.catch((err: unknown) => warn(err, 'settle a request'));
      } catch (err) {
        warn(err, 'settle a request');
      }
    },
    async spentUsd(keyId, period) {
      return (await backend.spent(keyId, budgetPeriodOf(now(), period).periodId)) / MICROS;
    },
    close: () => backend.close(),
  };
}
