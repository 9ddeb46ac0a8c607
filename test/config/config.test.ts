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
