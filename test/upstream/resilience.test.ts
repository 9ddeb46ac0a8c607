/**
 * Upstream resilience against the real server (issues 17 and 18): the total deadline over a
 * dripping upstream, retries with backoff and Retry-After, fallbacks with their model, caps on
 * reply and stream-line size, and credentials redacted from relayed upstream errors and logs.
 * The upstream here is a small fake of our own whose model name picks how it misbehaves.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../support/log-capture.js';
import { closedPort } from '../support/fake-upstream.js';
import { startTestServer, type TestServer } from '../support/gateway.js';
import { mintKey } from '../support/keys.js';

type Json = Record<string, unknown>;

interface Seen {
  model: string;
  url: string;
  at: number;
  authorization?: string;
}

interface Misbehaving {
  url: string;
  seen: Seen[];
  /** Requests received for a model. */
  count(model: string): number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const completion = (model: string) => ({
  id: 'chatcmpl-r',
  object: 'chat.completion',
  created: 1,
  model,
  choices: [{ index: 0, message: { role: 'assistant', content: `answered by ${model}` }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
});

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Writes `text` one byte every 100 ms until the connection goes. */
async function drip(res: ServerResponse, text: string) {
  for (const ch of text) {
    if (res.destroyed) return;
    res.write(ch);
    await sleep(100);
  }
}

const SECRET = 'sk-upstream-echoed-secret-12345';

/** `name` tells the fake's own replies apart when two of them serve one test. */
async function startMisbehaving(name = 'primary'): Promise<Misbehaving> {
  const seen: Seen[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse, body: Json) => {
    const model = String(body.model);
    const n = seen.filter((s) => s.model === model).length;
    // `routed-…` names reach the route with fallbacks; they misbehave as the name without it.
    const behaviour = model.replace(/^routed-/, '');
    seen.push({ model, url: req.url ?? '', at: Date.now(), authorization: req.headers.authorization });
    const anthropic = req.url?.endsWith('/messages');
    switch (behaviour) {
      case 'drip':
        if (anthropic && body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(`event: message_start\ndata: ${JSON.stringify({ type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], model, usage: { input_tokens: 3, output_tokens: 1 } } })}\n\n`);
          return drip(res, 'event: ping\ndata: {"type": "ping"}\n\n'.repeat(100));
        }
        if (body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(chunk('first'));
          return drip(res, chunk('x'.repeat(500)));
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return drip(res, JSON.stringify(completion(model)) + ' '.repeat(500));
      case 'flaky-503':
        if (n < 2) return json(res, 503, { error: { message: 'overloaded, try again', type: 'server_error', code: null } });
        return json(res, 200, completion(model));
      case 'retry-after-1':
        if (n < 1) return json(res, 429, { error: { message: 'slow down', type: 'rate_limit_error', code: null } }, { 'retry-after': '1' });
        return json(res, 200, completion(model));
      case 'retry-after-long':
        return json(res, 429, { error: { message: 'come back in two minutes', type: 'rate_limit_error', code: null } }, { 'retry-after': '120' });
      case 'always-429':
        return json(res, 429, { error: { message: 'slow down', type: 'rate_limit_error', code: null } }, { 'retry-after': '1' });
      case 'always-503':
        return json(res, 503, { error: { message: `${name} is down`, type: 'server_error', code: null } });
      case 'cut-after-first':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk('first'));
        await sleep(30);
        return res.socket?.destroy();
      case 'huge-json': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const mb = Buffer.alloc(1024 * 1024, 'a');
        for (let i = 0; i < 60 && !res.destroyed; i++) if (!res.write(mb)) await new Promise((r) => res.once('drain', r));
        return res.end();
      }
      case 'huge-line': {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk('first'));
        res.write('data: ');
        const mb = Buffer.alloc(1024 * 1024, 'b');
        for (let i = 0; i < 10 && !res.destroyed; i++) if (!res.write(mb)) await new Promise((r) => res.once('drain', r));
        return res.end('\n\n');
      }
      case 'echo-key': {
        const message = `Incorrect API key provided: ${req.headers.authorization ?? ''} (${SECRET}).`;
        return json(res, body.status === 401 ? 401 : 400, { error: { message, type: 'invalid_request_error', code: 'invalid_api_key' } });
      }
      case 'echo-key-event':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (anthropic) {
          res.write(`event: message_start\ndata: ${JSON.stringify({ type: 'message_start', message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], model, usage: { input_tokens: 3, output_tokens: 1 } } })}\n\n`);
          await sleep(50);
          return res.end(`event: error\ndata: ${JSON.stringify({ type: 'error', error: { type: 'api_error', message: `refused Authorization: Bearer ${SECRET}` } })}\n\n`);
        }
        res.write(chunk('first'));
        await sleep(50);
        return res.end(`data: ${JSON.stringify({ error: { message: `bad x-api-key: ${SECRET}`, type: 'server_error' } })}\n\n`);
      case 'error-500':
        return json(res, 500, { error: { message: 'internal failure', type: 'server_error', code: null } });
      default:
        if (body.stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(chunk(`answered by ${name} as ${model}`, 'stop'));
          return res.end('data: [DONE]\n\n');
        }
        return json(res, 200, { ...completion(model), choices: [{ index: 0, message: { role: 'assistant', content: `answered by ${name} as ${model}` }, finish_reason: 'stop' }] });
    }
  };
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => void handle(req, res, JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    seen,
    count: (model) => seen.filter((s) => s.model === model).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let up: Misbehaving;
let backup: Misbehaving;
let gw: TestServer;
let apiKey: string;
const logs = captureLogs('info');

beforeAll(async () => {
  up = await startMisbehaving('primary');
  backup = await startMisbehaving('backup');
  gw = await startTestServer(
    {
      PITH_UPSTREAM_BASE_URL: up.url,
      PITH_UPSTREAM_API_KEY: 'sk-operator-key-for-resilience',
      PITH_ANTHROPIC_BASE_URL: up.url,
      PITH_ANTHROPIC_API_KEY: 'sk-ant-operator-key-for-resilience',
      PITH_COMPRESSION: 'off',
      PITH_UPSTREAM_TIMEOUT_MS: '5000',
      PITH_UPSTREAM_TOTAL_TIMEOUT_MS: '1500',
      PITH_UPSTREAM_RETRIES: '2',
      PITH_UPSTREAM_RETRY_MAX_WAIT_MS: '2000',
      // Under the 64 MiB default, so the 60 MB reply below is past it.
      PITH_MAX_UPSTREAM_REPLY_BYTES: String(32 * 1024 * 1024),
      PITH_ROUTES: JSON.stringify([{ match: 'routed-*', baseUrl: up.url, fallbacks: [{ baseUrl: backup.url, model: 'backup-model' }] }]),
    },
    { logger: logs.logger },
  );
  apiKey = (await mintKey(gw.server)).fullKey;
});
afterAll(async () => {
  await gw.close();
  await up.close();
  await backup.close();
});

async function post(path: string, body: Json) {
  const res = await fetch(`${gw.server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const chat = (model: string, extra: Json = {}) => post('/chat/completions', { model, messages: [{ role: 'user', content: 'hi' }], ...extra });

/** The `data:` payloads of an SSE text, parsed where they are JSON. */
function events(text: string): Array<Json | string> {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n'))
    .filter((d) => d !== '')
    .map((d) => {
      try {
        return JSON.parse(d) as Json;
      } catch {
        return d;
      }
    });
}

const errorOf = (text: string) => (JSON.parse(text) as { error: Json }).error;

describe('the total deadline stops an upstream that drips its reply', () => {
  it('a JSON reply → 504 upstream_timeout', async () => {
    const res = await chat('drip');
    expect(res.status).toBe(504);
    expect(errorOf(res.text).code).toBe('upstream_timeout');
  });

  it('a Responses JSON reply → 504 upstream_timeout', async () => {
    const res = await post('/responses', { model: 'drip', input: 'hi' });
    expect(res.status).toBe(504);
    expect(res.text).toContain('upstream_timeout');
  });

  it('a chat stream → an error event upstream_timeout after the first chunk, then the end', async () => {
    const res = await chat('drip', { stream: true });
    expect(res.status).toBe(200);
    const got = events(res.text);
    expect((got[0] as { choices: Array<{ delta: Json }> }).choices[0]!.delta.content).toBe('first');
    expect(got.at(-1)).toMatchObject({ error: { code: 'upstream_timeout' } });
  });

  it('an Anthropic stream → an Anthropic error event', async () => {
    const res = await post('/messages', { model: 'drip', max_tokens: 8, stream: true, messages: [{ role: 'user', content: 'hi' }] });
    expect(res.status).toBe(200);
    expect(res.text).toContain('event: message_start');
    const last = events(res.text).at(-1) as { type: string; error: Json };
    expect(last.type).toBe('error');
    expect(JSON.stringify(last.error)).toContain('did not finish its reply within 1500 ms');
  });
});

describe('retries before the first byte', () => {
  it('two 503s, then the answer: the client sees only the answer', async () => {
    const res = await chat('flaky-503');
    expect(res.status).toBe(200);
    expect(up.count('flaky-503')).toBe(3);
  });

  it('honours Retry-After before trying again', async () => {
    const res = await chat('retry-after-1');
    expect(res.status).toBe(200);
    const [first, second] = up.seen.filter((s) => s.model === 'retry-after-1');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('passes on a 429 whose Retry-After is longer than it may wait, without retrying', async () => {
    const res = await chat('retry-after-long');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(up.count('retry-after-long')).toBe(1);
  });

  it('never retries once a stream has started', async () => {
    const res = await chat('cut-after-first', { stream: true });
    expect(res.status).toBe(200);
    expect(events(res.text).at(-1)).toMatchObject({ error: { code: expect.any(String) } });
    expect(up.count('cut-after-first')).toBe(1);
  });

  it('stops retrying as soon as the client goes away', async () => {
    const gone = new AbortController();
    const call = fetch(`${gw.server.url}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'always-429', messages: [{ role: 'user', content: 'hi' }] }),
      signal: gone.signal,
    }).catch(() => undefined);
    await sleep(300);
    gone.abort();
    await call;
    // Without the disconnect, Retry-After: 1 would bring the second attempt at 1 s.
    await sleep(1500);
    expect(up.count('always-429')).toBe(1);
  });

  it('the metrics count the retries', async () => {
    const metrics = await (await fetch(`${gw.server.url}/metrics`)).text();
    expect(metrics).toMatch(/pith_upstream_retries_total\{kind="retry"\} [1-9]/);
  });
});

describe('fallbacks', () => {
  it("a route's fallback answers once the primary's retries are exhausted, sent the fallback's model", async () => {
    const before = backup.seen.length;
    const res = await chat('routed-always-503');
    expect(res.status).toBe(200);
    // The primary was tried 1 + 2 times; the fallback once, under its own model name.
    expect(up.seen.filter((s) => s.model === 'routed-always-503')).toHaveLength(3);
    expect(backup.seen.slice(before).map((s) => s.model)).toEqual(['backup-model']);
    const reply = JSON.parse(res.text) as { model: string; choices: Array<{ message: { content: string } }> };
    expect(reply.choices[0]!.message.content).toBe('answered by backup as backup-model');
    expect(reply.model).toBe('routed-always-503');
  });

  it('a primary that asks to be left alone longer than the gateway may wait goes straight to the fallback', async () => {
    const res = await chat('routed-retry-after-long');
    expect(res.status).toBe(200);
    expect(up.count('routed-retry-after-long')).toBe(1);
    expect(backup.seen.at(-1)!.model).toBe('backup-model');
  });

  it('PITH_UPSTREAM_FALLBACKS serves the default upstream, and an unreachable primary falls back too', async () => {
    const port = await closedPort();
    const other = await startTestServer({
      PITH_UPSTREAM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      PITH_UPSTREAM_FALLBACKS: JSON.stringify([{ baseUrl: backup.url, apiKeyEnv: 'BACKUP_KEY' }]),
      BACKUP_KEY: 'sk-backup-key',
      PITH_UPSTREAM_RETRIES: '1',
    });
    try {
      const key = (await mintKey(other.server)).fullKey;
      const res = await fetch(`${other.server.url}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'plain', messages: [{ role: 'user', content: 'hi' }] }),
      });
      expect(res.status).toBe(200);
      expect(backup.seen.at(-1)).toMatchObject({ model: 'plain', authorization: 'Bearer sk-backup-key' });
    } finally {
      await other.close();
    }
  });

  it('a byok key is never sent to a fallback', async () => {
    const other = await startTestServer({
      PITH_UPSTREAM_BASE_URL: up.url,
      PITH_UPSTREAM_FALLBACKS: JSON.stringify([{ baseUrl: backup.url }]),
      PITH_BYOK_ALLOW_PRIVATE_NETWORKS: 'true',
      PITH_BYOK_ALLOW_HTTP: 'true',
      PITH_UPSTREAM_RETRIES: '0',
    });
    try {
      const { fullKey } = await mintKey(other.server, 'byok-user', { name: 'byok', mode: 'byok', upstreamBaseUrl: up.url, upstreamApiKey: 'sk-user-own-key' });
      const before = backup.seen.length;
      const res = await fetch(`${other.server.url}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fullKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'always-503', messages: [{ role: 'user', content: 'hi' }] }),
      });
      expect(res.status).toBe(503);
      expect(backup.seen.length).toBe(before);
    } finally {
      await other.close();
    }
  });
});

describe('caps on what an upstream sends back', () => {
  it('a 60 MB JSON reply → 502 upstream_reply_too_large, and the server keeps serving', async () => {
    const res = await chat('huge-json');
    expect(res.status).toBe(502);
    expect(errorOf(res.text).code).toBe('upstream_reply_too_large');
    expect((await chat('fine')).status).toBe(200);
  });

  it('a 10 MB stream line → an error event upstream_reply_too_large after the first chunk', async () => {
    const res = await chat('huge-line', { stream: true });
    expect(res.status).toBe(200);
    const got = events(res.text);
    expect(got).toHaveLength(2);
    expect(got[1]).toMatchObject({ error: { code: 'upstream_reply_too_large' } });
  });
});

describe('credentials in upstream errors', () => {
  it('an upstream error that echoes the Authorization header and a key reaches the client redacted', async () => {
    for (const status of [400, 401]) {
      const res = await chat('echo-key', { status });
      expect(res.text).not.toContain('sk-operator-key-for-resilience');
      expect(res.text).not.toContain(SECRET);
    }
    const relayed = errorOf((await chat('echo-key', { status: 400 })).text);
    expect(relayed.message).toBe('Incorrect API key provided: Bearer [redacted] ([redacted]).');
  });

  it('an error event in a stream reaches the client redacted', async () => {
    const res = await chat('echo-key-event', { stream: true });
    expect(events(res.text).at(-1)).toMatchObject({ error: { message: 'bad x-api-key: [redacted]' } });
  });

  it('an Anthropic error event that echoes the key mid-stream reaches the client redacted', async () => {
    const res = await post('/messages', { model: 'echo-key-event', max_tokens: 8, stream: true, messages: [{ role: 'user', content: 'hi' }] });
    expect(res.status).toBe(200);
    expect(res.text).toContain('event: message_start');
    expect(res.text).not.toContain(SECRET);
    expect(events(res.text).at(-1)).toMatchObject({ type: 'error', error: { message: 'refused Authorization: Bearer [redacted]' } });
  });

  it('an Anthropic-format error that echoes the key reaches the client redacted', async () => {
    const res = await post('/messages', { model: 'echo-key', max_tokens: 8, messages: [{ role: 'user', content: 'hi' }] });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toContain('sk-ant-operator-key-for-resilience');
  });

  it('upstream failures are logged without a stack trace or a key', async () => {
    logs.lines.length = 0;
    expect((await chat('error-500')).status).toBe(500);
    await chat('echo-key', { status: 400 });
    const port = await closedPort();
    const dead = await startTestServer({ PITH_UPSTREAM_BASE_URL: `http://127.0.0.1:${port}/v1`, PITH_UPSTREAM_API_KEY: 'sk-dead-upstream-key-1234', PITH_UPSTREAM_RETRIES: '0' }, { logger: logs.logger });
    try {
      const key = (await mintKey(dead.server)).fullKey;
      const res = await fetch(`${dead.server.url}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'x', messages: [{ role: 'user', content: 'hi' }] }),
      });
      expect(res.status).toBe(502);
    } finally {
      await dead.close();
    }
    const failures = logs.lines.filter((l) => l.includes('request failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    for (const line of failures) {
      expect(line).not.toMatch(/"stack"|\bat .*\.(ts|js):\d+/);
      expect(line).not.toMatch(/sk-operator|sk-dead-upstream|echoed-secret/);
      expect(line).toMatch(/upstream_unreachable|"status":500/);
    }
  });
});
