import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompressResult } from '../../src/dashboard/compress-result.js';
import { startDashboardApp, type DashboardHarness } from './helpers/dashboard-app.js';

describe('POST /api/compress', () => {
  let h: DashboardHarness;
  beforeAll(async () => {
    h = await startDashboardApp();
  });
  afterAll(async () => h?.close());

  const post = (payload: unknown, user = 'alice') =>
    h.app.inject({ method: 'POST', url: '/api/compress', payload: payload as object, headers: user ? { 'x-test-user': user } : {} });

  it('needs a session', async () => {
    const res = await post({ prompt: 'hi' }, '');
    expect(res.statusCode).toBe(401);
  });

  it('compresses a bare prompt and reports tokens, time and transforms', async () => {
    const log = Array.from({ length: 40 }, (_, i) => `2024-01-01T10:00:${String(i).padStart(2, '0')}Z INFO worker heartbeat ok`).join('\n');
    const prompt = `Here is the worker log:\n\n${log}\nERROR disk full on /var\n\nWhich disk error does the log report?`;
    const res = await post({ prompt, level: 'balanced' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CompressResult;
    expect(body.original).toBe(prompt);
    expect(typeof body.compressed).toBe('string');
    expect(body.level).toBe('balanced');
    expect(body.compressed).toContain('ERROR disk full on /var');
    expect(body.compressed).toContain('Which disk error does the log report?');
    expect(body.tokensAfter).toBeLessThan(body.tokensBefore);
    expect(body.ms).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(body.transforms)).toBe(true);
  });

  it('compresses a whole chat request and returns both requests', async () => {
    const request = { model: 'gpt-4o-mini', temperature: 0.2, messages: [{ role: 'system', content: 'Be brief.   \n\n\n\n' }, { role: 'user', content: 'Hello' }] };
    const body = (await post({ request, level: 'balanced' })).json() as CompressResult;
    expect(body.original).toEqual(request);
    expect(body.compressed).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.2 });
    expect((body.compressed as { messages: unknown[] }).messages).toHaveLength(2);
  });

  it('level off changes nothing', async () => {
    const body = (await post({ prompt: 'a   \n\n\n\nb', level: 'off' })).json() as CompressResult;
    expect(body.compressed).toBe('a   \n\n\n\nb');
    expect(body.tokensAfter).toBe(body.tokensBefore);
  });

  it.each([
    [{}, 'prompt'],
    [{ prompt: 'x', request: { model: 'm', messages: [{ role: 'user', content: 'x' }] } }, 'prompt'],
    [{ prompt: 'x', level: 'extreme' }, 'level'],
    [{ request: { model: 'gpt-4o', messages: [] } }, 'request.messages'],
    [{ request: { model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }], temperature: 3 } }, 'request.temperature'],
  ])('rejects %j with a 400 naming %s', async (payload, param) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', param });
  });
});
