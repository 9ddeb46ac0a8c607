import { describe, expect, it } from 'vitest';
import { backoffMs, isConnectFailure, isRetryableStatus, retryAfterMs } from '../../src/upstream/retry-policy.js';

describe('retry policy', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Wed, 25 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('retries 429 and 5xx only, and connect failures only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 404, 413].some(isRetryableStatus)).toBe(false);
    expect(isConnectFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectFailure({ cause: { code: 'UND_ERR_CONNECT_TIMEOUT' } })).toBe(true);
    // The request may have reached the upstream: sending it again could bill it twice.
    expect(isConnectFailure(Object.assign(new Error('x'), { code: 'UND_ERR_SOCKET' }))).toBe(false);
    expect(isConnectFailure(Object.assign(new Error('x'), { code: 'UND_ERR_HEADERS_TIMEOUT' }))).toBe(false);
  });

  it('backs off exponentially with jitter, never past the maximum', () => {
    expect([0, 1, 2, 3].map((n) => backoffMs(n, 10_000, () => 0))).toEqual([125, 250, 500, 1000]);
    expect([0, 1, 2, 3].map((n) => backoffMs(n, 10_000, () => 1))).toEqual([250, 500, 1000, 2000]);
    expect(backoffMs(20, 3000, () => 1)).toBe(3000);
  });
});
