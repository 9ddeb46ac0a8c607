import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('defaults to the embedded setup, bound to loopback while the development identity provider is on', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:8080', databaseUrl: undefined, compression: 'balanced' });
    expect(c.upstream.baseUrl).toBe('https://api.openai.com/v1');
    expect(c.bodyLimitBytes).toBe(20 * 1024 * 1024);
  });

  it('listens on all interfaces once an external issuer is configured', () => {
    expect(loadConfig({ PITH_OIDC_ISSUER: 'https://idp.example.com', PITH_OIDC_CLIENT_ID: 'pith' }).host).toBe('0.0.0.0');
  });

  it('refuses production without an issuer or a master secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PITH_SECRET: 's' })).toThrow(/PITH_OIDC_ISSUER/);
    expect(() => loadConfig({ NODE_ENV: 'production', PITH_OIDC_ISSUER: 'https://idp.example.com' })).toThrow(/PITH_SECRET/);
  });

  it('rejects an unknown compression level and a malformed routing table with a clear message', () => {
    expect(() => loadConfig({ PITH_COMPRESSION: 'max' })).toThrow(expect.objectContaining({ code: 'invalid_config', message: expect.stringMatching(/PITH_COMPRESSION/) }));
    expect(() => loadConfig({ PITH_ROUTES: '{not json' })).toThrow(/PITH_ROUTES/);
    expect(() => loadConfig({ PITH_ROUTES: '[{"match": "x"}]' })).toThrow(/baseUrl/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it("resolves each route's key from the variable it names, never from the table itself", () => {
    const c = loadConfig({ GROQ_KEY: 'gsk-1', PITH_ROUTES: JSON.stringify([{ match: 'llama-*', baseUrl: 'https://api.groq.com/openai/v1/', apiKeyEnv: 'GROQ_KEY' }]) });
    expect(c.routes[0]).toMatchObject({ baseUrl: 'https://api.groq.com/openai/v1', apiKey: 'gsk-1' });
  });
});

describe('configuration errors name their source and come all at once', () => {
  const withFile = (content: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'pith-config-'));
    const file = join(dir, 'pith.json');
    writeFileSync(file, content);
    return file;
  };
  const problems = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toMatchObject({ code: 'invalid_config' });
      return (err as Error).message;
    }
    throw new Error('expected the configuration to be refused');
  };

  it('refuses a base URL that is not a URL, naming the variable', () => {
    expect(problems({ PITH_UPSTREAM_BASE_URL: 'not-a-url' })).toMatch(/PITH_UPSTREAM_BASE_URL: must be an absolute URL/);
    expect(problems({ PITH_REDIS_URL: 'http://127.0.0.1:6379' })).toMatch(/PITH_REDIS_URL: must use redis: or rediss:/);
  });

  it('lists every problem in one error', () => {
    const message = problems({ PORT: 'eighty', PITH_COMPRESSION: 'max', PITH_METRICS: 'maybe' });
    expect(message).toMatch(/3 problems/);
    expect(message).toMatch(/PORT: must be an integer/);
    expect(message).toMatch(/PITH_COMPRESSION: must be one of off, lossless, balanced, aggressive/);
    expect(message).toMatch(/PITH_METRICS: must be true or false/);
  });

  it('names the file and line of a config file that is not JSON', () => {
    const file = withFile('{"PORT": 8081,}');
    expect(problems({ PITH_CONFIG: file })).toContain(`PITH_CONFIG: cannot read ${file} as JSON`);
  });

  it('refuses a config file that is an array, and unknown keys in it', () => {
    expect(problems({ PITH_CONFIG: withFile('[1, 2]') })).toMatch(/must hold a JSON object .* not an array/);
    const file = withFile(JSON.stringify({ PORT: 8081, PITH_UPSTREAM_BASEURL: 'https://x.test/v1' }));
    expect(problems({ PITH_CONFIG: file })).toContain(`${file} key "PITH_UPSTREAM_BASEURL": unknown setting`);
  });

  it('names the file and key of a bad value in the file; the environment wins over the file', () => {
    const file = withFile(JSON.stringify({ PORT: 'x', PITH_BYOK_ALLOW_HTTP: true, PITH_ROUTES: [{ match: 'llama-*', baseUrl: 'https://api.groq.com/openai/v1', apiKeyEnv: 'GROQ_KEY' }], GROQ_KEY: 'gsk-f' }));
    expect(problems({ PITH_CONFIG: file })).toContain(`${file} key "PORT": must be an integer`);
    const c = loadConfig({ PITH_CONFIG: file, PORT: '9000' });
    expect(c.port).toBe(9000);
    expect(c.byokAllowHttp).toBe(true);
    expect(c.routes[0]).toMatchObject({ match: 'llama-*', apiKey: 'gsk-f' });
  });

  it('checks the routing table’s entries', () => {
    expect(problems({ PITH_ROUTES: '[{"match":"x","baseUrl":"ftp://x"}]' })).toMatch(/PITH_ROUTES\[0\]\.baseUrl must use http: or https:/);
    expect(problems({ PITH_ROUTES: '[{"match":"x","baseUrl":"https://x.test","apikeyEnv":"K"}]' })).toMatch(/unknown key\(s\) apikeyEnv/);
  });

  it('reads operator limits and says which variable supplied the upstream key', () => {
    const c = loadConfig({ PITH_DEFAULT_RPM_LIMIT: '60', PITH_DEFAULT_BUDGET_USD: '2.5', PITH_DEFAULT_BUDGET_PERIOD: 'day', OPENAI_API_KEY: 'sk-x' });
    expect(c.limits).toEqual({ rpmLimit: 60, tpmLimit: undefined, budgetUsd: 2.5, budgetPeriod: 'day' });
    expect(c.upstream).toMatchObject({ apiKey: 'sk-x', apiKeySource: 'OPENAI_API_KEY' });
    expect(loadConfig({}).upstream.apiKeySource).toBeUndefined();
  });
});

describe('request bodies (operator opt-in)', () => {
  it('keeps no bodies unless asked, and 64 KiB each when asked', () => {
    expect(loadConfig({})).toMatchObject({ requestLogBodies: false, requestLogBodyMaxBytes: 65_536 });
    expect(loadConfig({ PITH_REQUEST_LOG_BODIES: 'true', PITH_REQUEST_LOG_BODY_MAX_BYTES: '4096' })).toMatchObject({ requestLogBodies: true, requestLogBodyMaxBytes: 4096 });
  });

  it('refuses a size too small to show anything, a non-boolean switch, and bodies without the request log — all at once', () => {
    let message = '';
    try {
      loadConfig({ PITH_REQUEST_LOG_BODY_MAX_BYTES: '10', PITH_REQUEST_LOG_BODIES: 'sometimes' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/PITH_REQUEST_LOG_BODY_MAX_BYTES: must be an integer from 1024/);
    expect(message).toMatch(/PITH_REQUEST_LOG_BODIES: must be true or false/);
    expect(() => loadConfig({ PITH_REQUEST_LOG_BODIES: 'true', PITH_REQUEST_LOG: 'false' })).toThrow(/PITH_REQUEST_LOG_BODIES=true needs the request log/);
  });
});
