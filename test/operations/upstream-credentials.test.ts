/**
 * A gateway whose upstream key is missing or wrong must say so: the client gets a 502
 * `upstream_auth_failed` that blames the gateway's credentials (never a 401 that reads as if
 * its Pith key were bad), the operator gets a log line and a start-up warning, and
 * `GET /models` answers an error rather than an empty list when the upstream cannot be asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupBanner } from '../../src/app/banner.js';
import { loadConfig } from '../../src/config.js';
import { closedPort } from '../support/fake-upstream.js';
import { captureLogs } from '../support/log-capture.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { schemaErrors } from '../support/openapi.js';

const chat = (gw: TestGateway, model = 'gpt-4o') =>
  fetch(`${gw.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: 'hi' }] }),
  });

describe('a wrong upstream key', () => {
  let gw: TestGateway;
  const logs = captureLogs('info');
  beforeAll(async () => {
    gw = await startGateway({ PITH_UPSTREAM_API_KEY: 'sk-wrong' }, { requireKey: 'sk-right' }, { logger: logs.logger });
  });
  afterAll(async () => gw?.close());

  it('is a 502 upstream_auth_failed naming the gateway’s credentials, and a log line', async () => {
    const res = await chat(gw);
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(schemaErrors('ErrorResponse', body)).toEqual([]);
    expect(body.error.code).toBe('upstream_auth_failed');
    expect(body.error.message).toMatch(/gateway's upstream credentials were refused \(HTTP 401\)/);
    expect(body.error.message).toMatch(/Your Pith key is valid/);
    expect(body.error.message).not.toMatch(/sk-wrong|Incorrect API key/);
    expect(logs.text()).toMatch(/the upstream refused the gateway's upstream API key/);
    expect(logs.text()).not.toContain('sk-wrong');
  });

  it('makes GET /models an error, not an empty list', async () => {
    const res = await fetch(`${gw.baseURL}/models`, { headers: { authorization: `Bearer ${gw.apiKey}` } });
    expect(res.status).toBe(502);
    expect((await res.json()).error.code).toBe('upstream_auth_failed');
  });
});

describe('no upstream key', () => {
  it('is warned about at start-up and says so in the 502', async () => {
    const banner = startupBanner(loadConfig({ PITH_UPSTREAM_BASE_URL: 'https://llm.example.com/v1' }), 'http://127.0.0.1:8080', { limitsBackend: 'memory' });
    expect(banner.lines).toContain('  Upstream:       https://llm.example.com/v1 (no API key)');
    expect(banner.warnings[0]).toMatch(/no upstream API key: set PITH_UPSTREAM_API_KEY/);
    const configured = startupBanner(loadConfig({ OPENAI_API_KEY: 'sk-x', PITH_REDIS_URL: 'redis://127.0.0.1:6379' }), 'http://h:1', { limitsBackend: 'redis' });
    expect(configured.lines).toContain('  Upstream:       https://api.openai.com/v1 (key from OPENAI_API_KEY)');
    expect(configured.lines).toContain('  Limits:         shared through Redis');
    expect(configured.warnings).toEqual([]);

    const gw = await startGateway({ PITH_UPSTREAM_API_KEY: '' }, { requireKey: 'sk-right' });
    try {
      const res = await chat(gw);
      expect(res.status).toBe(502);
      expect((await res.json()).error.message).toMatch(/no upstream API key is configured/);
    } finally {
      await gw.close();
    }
  });
});

describe('an unreachable upstream', () => {
  it('makes GET /models a 502 upstream_unreachable', async () => {
    const port = await closedPort();
    const gw = await startGateway({ PITH_UPSTREAM_BASE_URL: `http://127.0.0.1:${port}/v1` });
    try {
      const res = await fetch(`${gw.baseURL}/models`, { headers: { authorization: `Bearer ${gw.apiKey}` } });
      expect(res.status).toBe(502);
      expect((await res.json()).error.code).toBe('upstream_unreachable');
    } finally {
      await gw.close();
    }
  });
});
