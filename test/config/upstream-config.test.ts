import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

const problems = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toMatchObject({ code: 'invalid_config' });
    return (err as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('upstream resilience settings', () => {
  it('default to the documented values; the wait for headers follows PITH_UPSTREAM_TIMEOUT_MS unless set', () => {
    expect(loadConfig({}).upstreamLimits).toEqual({
      connectTimeoutMs: 10_000,
      firstByteTimeoutMs: 600_000,
      totalTimeoutMs: 1_800_000,
      retries: 2,
      retryMaxWaitMs: 10_000,
      maxLineBytes: 8 * 1024 * 1024,
      maxReplyBytes: 64 * 1024 * 1024,
    });
    expect(loadConfig({ PITH_UPSTREAM_TIMEOUT_MS: '2000' }).upstreamLimits.firstByteTimeoutMs).toBe(2000);
    expect(loadConfig({ PITH_UPSTREAM_TIMEOUT_MS: '2000', PITH_UPSTREAM_FIRST_BYTE_TIMEOUT_MS: '9000' }).upstreamLimits.firstByteTimeoutMs).toBe(9000);
  });

  it('refuses bad numbers, naming each variable', () => {
    const message = problems({ PITH_UPSTREAM_TOTAL_TIMEOUT_MS: '0', PITH_UPSTREAM_RETRIES: '-1', PITH_MAX_UPSTREAM_LINE_BYTES: 'big', PITH_UPSTREAM_CONNECT_TIMEOUT_MS: '1.5' });
    for (const name of ['PITH_UPSTREAM_TOTAL_TIMEOUT_MS', 'PITH_UPSTREAM_RETRIES', 'PITH_MAX_UPSTREAM_LINE_BYTES', 'PITH_UPSTREAM_CONNECT_TIMEOUT_MS']) expect(message).toContain(name);
  });

  it('reads PITH_UPSTREAM_FALLBACKS with each key from the variable it names', () => {
    const c = loadConfig({ BACKUP_KEY: 'sk-b', PITH_UPSTREAM_FALLBACKS: JSON.stringify([{ baseUrl: 'https://backup.example.com/v1/', apiKeyEnv: 'BACKUP_KEY', model: 'gpt-4o-mini' }, { baseUrl: 'http://127.0.0.1:11434/v1' }]) });
    expect(c.upstream.fallbacks).toEqual([
      { baseUrl: 'https://backup.example.com/v1', apiKeyEnv: 'BACKUP_KEY', apiKey: 'sk-b', model: 'gpt-4o-mini' },
      { baseUrl: 'http://127.0.0.1:11434/v1', apiKeyEnv: undefined, apiKey: undefined, model: undefined },
    ]);
  });

  it('checks fallback entries, in the variable and in a route', () => {
    expect(problems({ PITH_UPSTREAM_FALLBACKS: '{"baseUrl":"https://x"}' })).toMatch(/PITH_UPSTREAM_FALLBACKS: must be a JSON array/);
    expect(problems({ PITH_UPSTREAM_FALLBACKS: '[{"baseUrl":"ftp://x"}]' })).toMatch(/PITH_UPSTREAM_FALLBACKS\[0\]\.baseUrl must use http: or https:/);
    expect(problems({ PITH_UPSTREAM_FALLBACKS: '[{"baseUrl":"https://x","modle":"m"}]' })).toMatch(/PITH_UPSTREAM_FALLBACKS\[0\] has unknown key\(s\) modle/);
    const routes = JSON.stringify([{ match: 'a-*', baseUrl: 'https://a.example.com', fallbacks: [{ baseUrl: 'https://b.example.com' }, { model: 'x' }] }]);
    expect(problems({ PITH_ROUTES: routes })).toMatch(/PITH_ROUTES\[0\]\.fallbacks\[1\] needs a string "baseUrl"/);
    const fine = JSON.stringify([{ match: 'a-*', baseUrl: 'https://a.example.com', fallbacks: [{ baseUrl: 'https://b.example.com', apiKeyEnv: 'B_KEY', model: 'b-1' }] }]);
    expect(loadConfig({ PITH_ROUTES: fine, B_KEY: 'kb' }).routes[0]!.fallbacks).toEqual([{ baseUrl: 'https://b.example.com', apiKeyEnv: 'B_KEY', apiKey: 'kb', model: 'b-1' }]);
  });
});
