/**
 * The caps on what an upstream sends back, at the upstream client (the gateway-level cases are
 * in resilience.test.ts): a line is measured across chunks and inside one, only event streams
 * have lines, and the whole body is capped for every reply.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamClient } from '../../src/upstream/client.js';

const client = createUpstreamClient({ timeoutMs: 5000, maxLineBytes: 2048, maxReplyBytes: 64 * 1024 });
let server: Server;
let base: string;
/** What the fake sends, by path: content type and the chunks, written 5 ms apart. */
const replies: Record<string, [string, string[]]> = {
  '/one-chunk-long-middle-line': ['text/event-stream', [`data: a\n\ndata: ${'x'.repeat(5000)}\n\ndata: b\n\n`]],
  '/many-short-lines': ['text/event-stream', Array.from({ length: 40 }, (_, i) => `data: ${'y'.repeat(1000)} ${i}\r\n\r\n`)],
  '/line-across-chunks': ['text/event-stream', ['data: ', ...Array.from({ length: 5 }, () => 'z'.repeat(600)), '\n\n']],
  '/long-json-line': ['application/json', [`{"a":"${'j'.repeat(10_000)}"}`]],
  '/too-long-json': ['application/json', Array.from({ length: 70 }, () => 'k'.repeat(1024))],
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const [type, chunks] = replies[req.url ?? '']!;
    res.writeHead(200, { 'content-type': type });
    for (const c of chunks) {
      res.write(c);
      await new Promise((r) => setTimeout(r, 5));
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await client.close();
  server.close();
});

const read = async (path: string) => {
  const res = await client.send({ target: { baseUrl: base, untrusted: false }, path, method: 'GET' });
  return res.body.text().then(
    (text) => ({ ok: true as const, length: text.length }),
    (error: { code?: string }) => ({ ok: false as const, code: error.code }),
  );
};

describe('reply caps', () => {
  it('stops a stream whose line is too long, inside one chunk or across several', async () => {
    expect(await read('/one-chunk-long-middle-line')).toEqual({ ok: false, code: 'upstream_reply_too_large' });
    expect(await read('/line-across-chunks')).toEqual({ ok: false, code: 'upstream_reply_too_large' });
  });

  it('lets many short lines through, however much they add up to', async () => {
    expect(await read('/many-short-lines')).toMatchObject({ ok: true });
  });

  it('does not measure lines in a JSON reply, but caps its size', async () => {
    expect(await read('/long-json-line')).toMatchObject({ ok: true });
    expect(await read('/too-long-json')).toEqual({ ok: false, code: 'upstream_reply_too_large' });
  });
});
