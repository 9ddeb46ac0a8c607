/**
 * @module upstream/retry-policy
 * When an upstream call is worth another attempt and how long to wait first. Only failures
 * that happen before the upstream started answering are retried — a connection that could not
 * be made, a 429, a 5xx — never a reply already being relayed. Waits are jittered exponential
 * (so many gateways retrying at once spread out), or what the upstream's `Retry-After` asks,
 * up to a maximum; the caller passes a longer Retry-After on instead of waiting.
 */

/** Errors that mean the request never reached the upstream, so sending it again is safe. */
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'UND_ERR_CONNECT_TIMEOUT']);

export function isConnectFailure(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' && CONNECT_FAILURES.has(code);
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/** A `Retry-After` header in ms (delay-seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const BASE_MS = 250;

/** Before retry `n` (0 = the first retry): half of min(max, 250 ms × 2ⁿ) plus a random share of the other half. */
export function backoffMs(n: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, BASE_MS * 2 ** n);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
