/**
 * @module limits/windows
 * The time windows limits are counted in, as pure functions of a clock reading: fixed minute
 * windows for requests and tokens per minute (as OpenAI's headers report them: a limit, what
 * remains, and when it resets), and UTC calendar days or months for budgets. A fixed window
 * can admit up to twice the limit across one window boundary; that is the price of one
 * counter per window, and what most gateways do.
 */
import type { BudgetPeriod } from '../config.js';

export const WINDOW_MS = 60_000;

export function windowOf(now: number): { windowId: number; windowEndsAt: number } {
  const windowId = Math.floor(now / WINDOW_MS);
  return { windowId, windowEndsAt: (windowId + 1) * WINDOW_MS };
}

export function budgetPeriodOf(now: number, period: BudgetPeriod): { periodId: string; endsAt: number } {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (period === 'month') return { periodId: `m${y}-${m + 1}`, endsAt: Date.UTC(y, m + 1, 1) };
  const day = d.getUTCDate();
  return { periodId: `d${y}-${m + 1}-${day}`, endsAt: Date.UTC(y, m, day + 1) };
}

/** A duration the way OpenAI's `x-ratelimit-reset-*` headers write it: `850ms`, `12s`, `6m0s`, `2h3m0s`. */
export function formatResetDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.ceil(ms))}ms`;
  let s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  if (h > 0) return `${h}h${m}m${s}s`;
  return m > 0 ? `${m}m${s}s` : `${s}s`;
}
