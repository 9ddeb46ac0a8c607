import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createRouter } from '../../src/upstream/routing.js';

const routes = (r: unknown[]) => ({ PITH_ROUTES: JSON.stringify(r), CLAUDE_KEY: 'sk-ant-route', OR_KEY: 'sk-or' });

describe('front-door configuration and routing', () => {
  it('defaults the Anthropic upstream to api.anthropic.com without a key, and reads PITH_ANTHROPIC_*', () => {
    expect(loadConfig({}).anthropic).toEqual({ baseUrl: 'https://api.anthropic.com/v1', apiKey: undefined });
    const c = loadConfig({ PITH_ANTHROPIC_BASE_URL: 'https://proxy.example.com/v1/', PITH_ANTHROPIC_API_KEY: 'sk-ant-op' });
    expect(c.anthropic).toEqual({ baseUrl: 'https://proxy.example.com/v1', apiKey: 'sk-ant-op' });
  });

  it('refuses a route format it does not know, naming the route', () => {
    expect(() => loadConfig(routes([{ match: 'x', baseUrl: 'https://x', format: 'gemini' }]))).toThrow(/PITH_ROUTES\[0\]\.format/);
  });

  it('sends each front door to the default upstream of its format', () => {
    const router = createRouter(loadConfig({ PITH_UPSTREAM_BASE_URL: 'https://oai/v1', PITH_UPSTREAM_API_KEY: 'sk-oai', PITH_ANTHROPIC_BASE_URL: 'https://ant/v1', PITH_ANTHROPIC_API_KEY: 'sk-ant' }));
    expect(router.resolve('claude-sonnet-4', 'anthropic')).toEqual({ baseUrl: 'https://ant/v1', apiKey: 'sk-ant', untrusted: false });
    expect(router.resolve('gpt-4o', 'openai')).toEqual({ baseUrl: 'https://oai/v1', apiKey: 'sk-oai', untrusted: false });
    expect(router.resolve('gpt-4o')).toEqual({ baseUrl: 'https://oai/v1', apiKey: 'sk-oai', untrusted: false });
  });

  it('takes the first route of the front door’s format, skipping routes of the other format for the same model', () => {
    const router = createRouter(
      loadConfig(
        routes([
          { match: 'claude-*', baseUrl: 'https://ant-route/v1', apiKeyEnv: 'CLAUDE_KEY', format: 'anthropic' },
          { match: 'claude-*', baseUrl: 'https://openrouter/v1', apiKeyEnv: 'OR_KEY' },
        ]),
      ),
    );
    expect(router.resolve('claude-opus-4', 'anthropic')).toMatchObject({ baseUrl: 'https://ant-route/v1', apiKey: 'sk-ant-route' });
    expect(router.resolve('claude-opus-4', 'openai')).toMatchObject({ baseUrl: 'https://openrouter/v1', apiKey: 'sk-or' });
  });

  it('refuses, with a 400 naming the model, a model whose only routes speak another format', () => {
    const router = createRouter(loadConfig(routes([{ match: 'llama-*', baseUrl: 'https://groq/v1' }, { match: 'claude-*', baseUrl: 'https://ant/v1', format: 'anthropic' }])));
    expect(() => router.resolve('llama-3', 'anthropic', 'POST /messages')).toThrow(
      expect.objectContaining({ status: 400, code: 'format_not_served', param: 'model', message: expect.stringMatching(/'llama-3'.*openai.*POST \/messages/) }),
    );
    expect(() => router.resolve('claude-x')).toThrow(expect.objectContaining({ code: 'format_not_served', message: expect.stringMatching(/anthropic/) }));
  });
});
