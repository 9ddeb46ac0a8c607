/**
 * @module limits/types
 * The contract between the limiter (limits/limiter.ts) and the two places its counters can
 * live: this process (limits/memory-backend.ts, one instance) or Redis (limits/redis-backend.ts,
 * instances sharing load). One conformance suite (test/limits/backend.suite.ts) runs on both.
 *
 * Counters: requests and tokens per key per fixed minute window, and spend per key per budget
 * period (a UTC day or month), in micro-dollars so that they add up exactly. `admit` checks
 * and reserves in one atomic step; `settle` corrects a reservation by what the request really
 * used once its reply is known.
 */

export type LimitKind = 'requests' | 'tokens' | 'budget';

export interface AdmitRequest {
  keyId: string;
  /** Identifies the minute window (`windowOf`); counters expire at `windowEndsAt`. */
  windowId: number;
  windowEndsAt: number;
  /** Requests per minute; undefined = not counted. */
  rpm?: number;
  /** Tokens per minute; undefined = not counted. */
  tpm?: number;
  /** Tokens this request reserves against `tpm` (prompt as sent plus its completion allowance). */
  tokens: number;
  budget?: {
    periodId: string;
    /** When the period ends (the counter expires a day after). */
    endsAt: number;
    capMicros: number;
    /** Spend this request reserves (its estimated cost). */
    reserveMicros: number;
  };
}

export interface AdmitResult {
  /** Undefined when admitted; else the first limit that refused. */
  refusedBy?: LimitKind;
  /** Counters after this request (when admitted) or as they stood (when refused). */
  requests: number;
  tokens: number;
  spentMicros: number;
}

export interface SettleRequest {
  keyId: string;
  windowId: number;
  /** Actual tokens minus reserved (may be negative); 0 = nothing to do. */
  tokensDelta: number;
  budgetPeriodId?: string;
  spendDeltaMicros: number;
}

export interface LimitBackend {
  readonly kind: 'memory' | 'redis';
  /** Checks every limit given and, only when all pass, counts the request — atomically (in-process: synchronously). */
  admit(request: AdmitRequest): AdmitResult | Promise<AdmitResult>;
  /** Corrects counters that still exist (an expired window is left alone). */
  settle(request: SettleRequest): void | Promise<void>;
  /** Spend so far in a budget period, in micro-dollars (0 when nothing is counted). */
  spent(keyId: string, periodId: string): Promise<number>;
  close(): Promise<void>;
}
