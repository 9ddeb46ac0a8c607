/**
 * @module test/support/fake-upstream
 * A local stand-in for a paid OpenAI-compatible API, speaking the real wire format
 * (JSON and SSE, `stream_options.include_usage`, `[DONE]`). The model name selects a
 * behaviour, so parallel tests never share state:
 *   any name              → a normal reply echoing the last user message
 *   fake-no-usage         → a lax upstream: no usage, no refusal/logprobs, no stream finish chunk fields
 *   fake-tools            → a tool call
 *   fake-error-<status>   → that HTTP status with an OpenAI error body (429 adds Retry-After)
 *   fake-html-error       → 502 with an HTML page
 *   fake-bad-json         → 200 with a body that is not JSON
 *   fake-stall            → accepts and never answers
 *   fake-cut              → streams two chunks, then drops the connection
 *   fake-error-event      → a 200 stream whose first event is an error
 *   fake-slow             → streams 20 chunks 50 ms apart
 *   fake-drip             → never ends: a stream sends a one-word chunk every 20 ms, a JSON reply
 *                           sends its head and the start of its body, then a space every 20 ms
 *   fake-no-stream        → ignores `stream: true`: always one JSON completion (as some servers do)
 *   fake-no-stream-tools  → the same, with a tool call
 * Usage reports `prompt_tokens_details.cached_tokens` from a prompt cache of earlier requests'
 * message prefixes; non-streamed replies carry `x-request-id` and `x-ratelimit-*` headers.
 * It also serves Anthropic's `/messages` and OpenAI's `/responses` (test/support/fake-front-doors.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { createFrontDoorFake, type FrontDoorFake } from './fake-front-doors.js';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | undefined;
  /** The body exactly as received. */
  text: string;
}

export interface FakeUpstream {
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Requests whose client went away before the reply ended. */
  abortedRequests(): number;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const REPLY_MODEL = 'fake-model-2025-01-01';
let replies = 0;

function lastUserText(body: Json): string {
  const messages = (body.messages as Json[] | undefined) ?? [];
  const last = [...messages].reverse().find((m) => m.role === 'user');
  const c = last?.content;
  if (typeof c === 'string') return c;
  if (Array.isArray(c)) return c.map((p: Json) => (typeof p.text === 'string' ? p.text : '')).join(' ');
  return '';
}

function promptTokens(body: Json): number {
  return Math.max(1, Math.ceil(JSON.stringify(body.messages ?? []).length / 4));
}

/**
 * A prompt cache like the vendors': a request whose first messages equal a previous request's
 * first messages is billed those messages' tokens as cached (`prompt_tokens_details.cached_tokens`).
 * Per fake instance; prefixes are remembered by their JSON text.
 */
class PromptCache {
  #seen = new Set<string>();

  cachedTokens(body: Json): number {
    const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
    let cached = 0;
    for (let k = messages.length - 1; k >= 1; k--) {
      const prefix = JSON.stringify(messages.slice(0, k));
      if (this.#seen.has(prefix)) {
        cached = Math.ceil(prefix.length / 4);
        break;
      }
    }
    for (let k = 1; k <= messages.length; k++) this.#seen.add(JSON.stringify(messages.slice(0, k)));
    return Math.min(cached, promptTokens(body));
  }
}

class NoPromptCache extends PromptCache {
  override cachedTokens(): number {
    return 0;
  }
}

function usageOf(body: Json, completionTokens: number, cache: PromptCache): Json {
  const p = promptTokens(body);
  return { prompt_tokens: p, completion_tokens: completionTokens, total_tokens: p + completionTokens, prompt_tokens_details: { cached_tokens: cache.cachedTokens(body) } };
}

function completion(body: Json, cache: PromptCache): Json {
  const model = String(body.model);
  const lax = model === 'fake-no-usage';
  const content = `echo: ${lastUserText(body).slice(0, 60)}`;
  const toolCall = model === 'fake-tools';
  const message: Json = toolCall
    ? { role: 'assistant', content: null, tool_calls: [{ id: 'call_abc123', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] }
    : { role: 'assistant', content };
  if (!lax) message.refusal = null;
  const choice: Json = { index: 0, message, finish_reason: toolCall ? 'tool_calls' : 'stop' };
  if (!lax) choice.logprobs = null;
  const reply: Json = { id: 'chatcmpl-fake123', object: 'chat.completion', created: 1_700_000_000, model: REPLY_MODEL, choices: [choice] };
  if (!lax) reply.usage = usageOf(body, 7, cache);
  return reply;
}

function chunk(delta: Json, finish: string | null, withUsageField: boolean, lax: boolean): string {
  const c: Json = { id: 'chatcmpl-fake123', object: 'chat.completion.chunk', created: 1_700_000_000, model: REPLY_MODEL };
  const choice: Json = { index: 0, delta };
  if (!lax || finish) choice.finish_reason = finish;
  c.choices = [choice];
  if (withUsageField) c.usage = null;
  return `data: ${JSON.stringify(c)}\n\n`;
}

async function stream(body: Json, res: ServerResponse, cache: PromptCache): Promise<void> {
  const model = String(body.model);
  const lax = model === 'fake-no-usage';
  const wantsUsage = (body.stream_options as Json | undefined)?.include_usage === true;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  if (model === 'fake-error-event') {
    res.end(`data: ${JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } })}\n\n`);
    return;
  }
  if (model === 'fake-drip') {
    res.write(chunk({ role: 'assistant', content: '' }, null, wantsUsage, lax));
    while (!res.destroyed) {
      res.write(chunk({ content: 'word ' }, null, wantsUsage, lax));
      await new Promise((r) => setTimeout(r, 20));
    }
    return;
  }
  const words = model === 'fake-slow' ? Array.from({ length: 20 }, (_, i) => `w${i} `) : `echo: ${lastUserText(body).slice(0, 60)}`.split(/(?<= )/);
  res.write(chunk({ role: 'assistant', content: '' }, null, wantsUsage && !lax, lax));
  for (const [i, w] of words.entries()) {
    if (model === 'fake-cut' && i === 2) {
      // Let the first chunks reach the gateway, then drop the connection mid-stream.
      await new Promise((r) => setTimeout(r, 30));
      res.socket?.destroy();
      return;
    }
    if (model === 'fake-slow') await new Promise((r) => setTimeout(r, 50));
    if (res.destroyed) return;
    res.write(chunk({ content: w }, null, wantsUsage && !lax, lax));
  }
  res.write(chunk({}, 'stop', wantsUsage && !lax, lax));
  if (wantsUsage && !lax) {
    const usage = usageOf(body, words.length, cache);
    res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake123', object: 'chat.completion.chunk', created: 1_700_000_000, model: REPLY_MODEL, choices: [], usage })}\n\n`);
  }
  res.end('data: [DONE]\n\n');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse, body: Json | undefined, cache: PromptCache, frontDoors: FrontDoorFake): Promise<void> {
  if (await frontDoors.handle(req, res, body)) return;
  if (req.method === 'GET' && req.url?.endsWith('/models')) {
    sendJson(res, 200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model', created: 1, owned_by: 'fake' }] });
    return;
  }
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions') || !body) {
    sendJson(res, 404, { error: { message: 'not found', type: 'invalid_request_error', param: null, code: null } });
    return;
  }
  const model = String(body.model);
  const status = /^fake-error-(\d{3})$/.exec(model)?.[1];
  if (status) {
    const headers: Record<string, string> = status === '429' ? { 'retry-after': '7' } : {};
    sendJson(res, Number(status), { error: { message: `fake upstream failure ${status}`, type: 'upstream_type', param: null, code: 'fake_code' } }, headers);
    return;
  }
  if (model === 'fake-html-error') {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html><body><h1>502 Bad Gateway</h1><p>nginx internal host 10.1.2.3</p></body></html>');
    return;
  }
  if (model === 'fake-bad-json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"id": "chatcmpl-broken", "choices": [');
    return;
  }
  if (model === 'fake-stall') return;
  if (model === 'fake-drip' && body.stream !== true) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"id": "chatcmpl-drip", "choices": [');
    while (!res.destroyed) {
      res.write(' ');
      await new Promise((r) => setTimeout(r, 20));
    }
    return;
  }
  if (model.startsWith('fake-no-stream')) sendJson(res, 200, completion({ ...body, model: model.endsWith('-tools') ? 'fake-tools' : model }, cache));
  else if (body.stream === true) await stream(body, res, cache);
  else sendJson(res, 200, completion(body, cache), { 'x-request-id': `req_fake_${++replies}`, 'x-ratelimit-limit-requests': '5000', 'x-ratelimit-remaining-requests': '4999' });
}

export interface FakeUpstreamOptions {
  /** Keep every request for assertions (default). Benchmarks turn it off: an ever-growing log slows the fake down. */
  record?: boolean;
  /** Report cached prompt tokens from a prompt cache of earlier requests (default). Benchmarks turn it off: it costs the fake CPU. */
  promptCache?: boolean;
  /** Answer 401 (OpenAI's "Incorrect API key provided") unless `Authorization: Bearer <this>` is sent. */
  requireKey?: string;
}

export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const record = options.record ?? true;
  const requests: RecordedRequest[] = [];
  const cache = options.promptCache === false ? new NoPromptCache() : new PromptCache();
  const frontDoors = createFrontDoorFake();
  let aborted = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Json | undefined;
      try {
        body = raw ? (JSON.parse(raw) as Json) : undefined;
      } catch {
        body = undefined;
      }
      if (record) requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, text: raw });
      if (options.requireKey !== undefined && req.headers.authorization !== `Bearer ${options.requireKey}`) {
        const message = 'Incorrect API key provided: sk-wrong. You can find your API key at https://platform.openai.com/account/api-keys.';
        sendJson(res, 401, { error: { message, type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
        return;
      }
      res.on('close', () => {
        if (!res.writableFinished) aborted++;
      });
      void handle(req, res, body, cache, frontDoors);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    abortedRequests: () => aborted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A local port nothing listens on: an upstream that cannot be reached. Drawn below Linux's
 * ephemeral range (32768–60999), where every test's own `listen(0)` lands — a port bound and
 * released there could be taken by a test running beside it before it is used (seen once in
 * CI: the gateway reached another test's server and answered upstream_bad_response) — and
 * checked to refuse a connection.
 */
export async function closedPort(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 10000);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return port;
  }
}
