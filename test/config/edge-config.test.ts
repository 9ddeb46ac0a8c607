/** The HTTP edge's deadlines and limits (issue 18): defaults, overrides, and refusals naming the variable. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  return '';
}

describe('HTTP edge configuration', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toMatchObject({
      bodyTimeoutMs: 30_000,
      bodyMinBytesPerSec: 1024,
      headersTimeoutMs: 15_000,
      maxConnections: 10_000,
      maxInFlight: 1024,
      maxEventLoopDelayMs: 1000,
      drainTimeoutMs: 30_000,
      maxJsonDepth: 128,
    });
  });

  it('leaves the event-loop guard off under NODE_ENV=test unless it is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', PITH_MAX_EVENT_LOOP_DELAY_MS: '200' }).maxEventLoopDelayMs).toBe(200);
  });

  it('reads each variable', () => {
    const c = loadConfig({
      PITH_BODY_TIMEOUT_MS: '5000',
      PITH_BODY_MIN_BYTES_PER_SEC: '0',
      PITH_HEADERS_TIMEOUT_MS: '2000',
      PITH_MAX_CONNECTIONS: '50',
      PITH_MAX_IN_FLIGHT: '8',
      PITH_MAX_EVENT_LOOP_DELAY_MS: '0',
      PITH_DRAIN_TIMEOUT_MS: '1000',
      PITH_MAX_JSON_DEPTH: '16',
    });
    expect(c).toMatchObject({ bodyTimeoutMs: 5000, bodyMinBytesPerSec: 0, headersTimeoutMs: 2000, maxConnections: 50, maxInFlight: 8, maxEventLoopDelayMs: 0, drainTimeoutMs: 1000, maxJsonDepth: 16 });
  });

  it('refuses zero where zero would disable a guard silently, non-integers and a nesting limit past 1000, naming each variable', () => {
    const message = problems({ PITH_BODY_TIMEOUT_MS: '0', PITH_MAX_IN_FLIGHT: '0', PITH_MAX_CONNECTIONS: 'many', PITH_HEADERS_TIMEOUT_MS: '1.5', PITH_MAX_JSON_DEPTH: '5000', PITH_DRAIN_TIMEOUT_MS: '-1' });
    for (const name of ['PITH_BODY_TIMEOUT_MS', 'PITH_MAX_IN_FLIGHT', 'PITH_MAX_CONNECTIONS', 'PITH_HEADERS_TIMEOUT_MS', 'PITH_MAX_JSON_DEPTH', 'PITH_DRAIN_TIMEOUT_MS']) {
      expect(message).toContain(name);
    }
    expect(message).toMatch(/6 problems/);
  });
});
