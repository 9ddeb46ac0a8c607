/**
 * @module test/support/faulty-upstream
 * An OpenAI-compatible upstream that misbehaves on demand, for the reliability suite and the
 * security tests. The model name picks the fault (`fault-<mode>`), so parallel requests never
 * share state; any other model gets a normal reply (JSON, or SSE when `stream` is true).
 * Modes (see FAULT_MODES):
 *   hang-headers   accept the request, never send status or headers
 *   hang-body      send the status and the start of the reply, then nothing
 *   drip           a valid reply, one byte every 100 ms
 *   reset          destroy the socket before any byte
 *   reset-mid      send the status and part of the reply, then destroy the socket
 *   status-<code>[-ra]  that status (500, 502, 503, 429) with an OpenAI error body; `-ra` adds Retry-After: 1
 *   malformed      200 whose body is not JSON / whose SSE events are not JSON
 *   long-line      one 50 MB line (an SSE `data:` line, or a 50 MB JSON reply on one line)
 *   huge-body      a reply of 70 MB (past the default 64 MiB cap) in ordinary-sized chunks
 *   error-event    a stream that carries an `error` event after two chunks (JSON: an error object with status 200)
 *   echo-auth-<code>  that status (401, 400, 500…) whose message echoes the Authorization and
 *                  x-api-key headers it was sent, as some vendors do
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAULT_MODES = [
  'hang-headers',
  'hang-body',
  'drip',
  'reset',
  'reset-mid',
  'status-500',
  'status-502',
  'status-503',
  'status-503-ra',
  'status-429',
  'status-429-ra',
  'malformed',
  'long-line',
  'huge-body',
  'error-event',
  'echo-auth-401',
  'echo-auth-400',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultyUpstream {
  url: string;
  /** Requests received per model name (a retried request counts each time). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
const MB = 1_000_000;

const completion = (content: string): Json => ({
  id: 'chatcmpl-faulty',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'faulty-model',
  choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
  usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
});
const chunk = (delta: Json, finish: string | null = null): string =>
  `data: ${JSON.stringify({ id: 'chatcmpl-faulty', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'faulty-model', choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
const usageChunk = `data: ${JSON.stringify({ id: 'chatcmpl-faulty', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'faulty-model', choices: [], usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 } })}\n\n`;
const streamReply = (words: string[]): string => chunk({ role: 'assistant', content: '' }) + words.map((w) => chunk({ content: w })).join('') + chunk({}, 'stop') + usageChunk + 'data: [DONE]\n\n';
const SSE_HEAD = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' };
const JSON_HEAD = { 'content-type': 'application/json' };

function errorBody(message: string, type: string, code: string | null): string {
  return JSON.stringify({ error: { message, type, param: null, code } });
}

/** Writes `size` bytes made of `unit` repeated, respecting back-pressure; stops if the socket goes. */
async function writeRepeated(res: ServerResponse, unit: string, size: number): Promise<void> {
  const block = unit.repeat(Math.max(1, Math.floor(65_536 / unit.length)));
  let sent = 0;
  while (sent < size && !res.destroyed) {
    const piece = block.slice(0, Math.min(block.length, size - sent));
    sent += piece.length;
    if (!res.write(piece)) await new Promise<void>((r) => { res.once('drain', r); res.once('close', r); });
  }
}

async function fault(mode: string, stream: boolean, req: IncomingMessage, res: ServerResponse, hold: Set<ServerResponse>): Promise<void> {
  const statusMatch = /^status-(\d{3})(-ra)?$/.exec(mode);
  if (statusMatch) {
    const status = Number(statusMatch[1]);
    const head: Record<string, string> = { ...JSON_HEAD };
    if (statusMatch[2]) head['retry-after'] = '1';
    res.writeHead(status, head).end(errorBody(status === 429 ? 'Rate limit reached.' : 'The server had an error.', status === 429 ? 'rate_limit_error' : 'server_error', null));
    return;
  }
  const echoMatch = /^echo-auth-(\d{3})$/.exec(mode);
  if (echoMatch) {
    const message = `Incorrect API key provided: ${req.headers.authorization ?? ''}. x-api-key=${String(req.headers['x-api-key'] ?? '')}`;
    res.writeHead(Number(echoMatch[1]), JSON_HEAD).end(errorBody(message, 'invalid_request_error', 'invalid_api_key'));
    return;
  }
  switch (mode) {
    case 'hang-headers':
      hold.add(res);
      return;
    case 'hang-body':
      hold.add(res);
      if (stream) res.writeHead(200, SSE_HEAD).write(chunk({ role: 'assistant', content: '' }) + chunk({ content: 'partial ' }));
      else res.writeHead(200, JSON_HEAD).write('{"id":"chatcmpl-faulty","object":"chat.completion",');
      return;
    case 'drip': {
      hold.add(res);
      const text = stream ? streamReply(Array.from({ length: 40 }, (_, i) => `w${i} `)) : JSON.stringify(completion('x'.repeat(600)));
      res.writeHead(200, stream ? SSE_HEAD : JSON_HEAD);
      for (const byte of Buffer.from(text)) {
        if (res.destroyed) return;
        res.write(Buffer.of(byte));
        await new Promise((r) => setTimeout(r, 100));
      }
      res.end();
      return;
    }
    case 'reset':
      req.socket.destroy();
      return;
    case 'reset-mid':
      if (stream) res.writeHead(200, SSE_HEAD).write(chunk({ role: 'assistant', content: '' }) + chunk({ content: 'partial ' }));
      else res.writeHead(200, JSON_HEAD).write('{"id":"chatcmpl-faulty","object":"chat.completion",');
      await new Promise((r) => setTimeout(r, 50));
      req.socket.destroy();
      return;
    case 'malformed':
      if (stream) res.writeHead(200, SSE_HEAD).end('data: {"id":"chatcmpl-faulty","choices":[{"delta":{"content":"x"\n\ndata: not json at all\n\n');
      else res.writeHead(200, JSON_HEAD).end('{"id":"chatcmpl-faulty","choices":[');
      return;
    case 'long-line':
      if (stream) {
        res.writeHead(200, SSE_HEAD);
        res.write('data: {"id":"chatcmpl-faulty","object":"chat.completion.chunk","created":1700000000,"model":"faulty-model","choices":[{"index":0,"delta":{"content":"');
        await writeRepeated(res, 'a', 50 * MB);
        res.end('"},"finish_reason":null}]}\n\n' + chunk({}, 'stop') + usageChunk + 'data: [DONE]\n\n');
      } else {
        res.writeHead(200, JSON_HEAD);
        res.write('{"id":"chatcmpl-faulty","object":"chat.completion","created":1700000000,"model":"faulty-model","choices":[{"index":0,"message":{"role":"assistant","refusal":null,"content":"');
        await writeRepeated(res, 'a', 50 * MB);
        res.end('"},"logprobs":null,"finish_reason":"stop"}],"usage":{"prompt_tokens":5,"completion_tokens":3,"total_tokens":8}}');
      }
      return;
    case 'huge-body':
      if (stream) {
        res.writeHead(200, SSE_HEAD);
        res.write(chunk({ role: 'assistant', content: '' }));
        await writeRepeated(res, chunk({ content: 'y'.repeat(1000) }), 70 * MB);
        res.end(chunk({}, 'stop') + usageChunk + 'data: [DONE]\n\n');
      } else {
        res.writeHead(200, JSON_HEAD);
        res.write('{"id":"chatcmpl-faulty","object":"chat.completion","created":1700000000,"model":"faulty-model","choices":[{"index":0,"message":{"role":"assistant","refusal":null,"content":"');
        await writeRepeated(res, 'b', 70 * MB);
        res.end('"},"logprobs":null,"finish_reason":"stop"}],"usage":{"prompt_tokens":5,"completion_tokens":3,"total_tokens":8}}');
      }
      return;
    case 'error-event':
      if (stream) {
        res.writeHead(200, SSE_HEAD);
        res.write(chunk({ role: 'assistant', content: '' }) + chunk({ content: 'half ' }));
        // Apart from the first chunks, so the client's stream has begun when the error comes.
        await new Promise((r) => setTimeout(r, 100));
        res.end(`event: error\ndata: ${errorBody('The server had an error while processing your request.', 'server_error', 'server_error')}\n\n`);
      } else {
        res.writeHead(200, JSON_HEAD).end(errorBody('The server had an error while processing your request.', 'server_error', 'server_error'));
      }
      return;
    default:
      if (stream) res.writeHead(200, SSE_HEAD).end(streamReply(['ok ', 'from ', 'faulty']));
      else res.writeHead(200, JSON_HEAD).end(JSON.stringify(completion('ok from faulty')));
  }
}

export async function startFaultyUpstream(): Promise<FaultyUpstream> {
  const hits = new Map<string, number>();
  const hold = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Json = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
      } catch {
        // A malformed request gets the default reply.
      }
      const model = typeof body.model === 'string' ? body.model : '';
      hits.set(model, (hits.get(model) ?? 0) + 1);
      res.on('close', () => hold.delete(res));
      const mode = model.startsWith('fault-') ? model.slice('fault-'.length) : '';
      fault(mode, body.stream === true, req, res, hold).catch(() => res.destroy());
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    hits,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
