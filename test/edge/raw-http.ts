/**
 * Raw HTTP over node:net for what an HTTP client library will not send: bodies that stall,
 * headers that never end, bytes that are not HTTP. `exchange` writes the given pieces (a
 * number is a pause in ms) and collects everything the server sends until it closes the socket.
 */
import { connect, type Socket } from 'node:net';
import { expect } from 'vitest';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (rather than the test giving up). */
  closedByServer: boolean;
}

export function parseReply(text: string, closedByServer: boolean): RawReply {
  const split = text.indexOf('\r\n\r\n');
  const head = split >= 0 ? text.slice(0, split) : text;
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: split >= 0 ? text.slice(split + 4) : '', closedByServer };
}

export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Writes `pieces` in turn (numbers are pauses), then waits for the server to close, at most `giveUpMs`. */
export async function exchange(url: string, pieces: Array<string | number>, giveUpMs = 20_000): Promise<RawReply> {
  const socket = await openSocket(url);
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => {});
  const ended = new Promise<boolean>((resolve) => {
    socket.once('close', () => {
      closed = true;
      resolve(true);
    });
    setTimeout(() => resolve(false), giveUpMs).unref();
  });
  for (const piece of pieces) {
    if (closed) break;
    if (typeof piece === 'number') await new Promise((r) => setTimeout(r, piece));
    else socket.write(piece);
  }
  const byServer = await ended;
  socket.destroy();
  return parseReply(received, byServer);
}

/** The body is OpenAI's error shape with this code. */
export function expectOpenAiError(reply: { body: string }, code: string): { message: string; type: string; param: string | null; code: string } {
  const parsed = JSON.parse(reply.body) as { error: { message: string; type: string; param: string | null; code: string } };
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(Object.keys(parsed.error).sort()).toEqual(['code', 'message', 'param', 'type']);
  expect(parsed.error.code).toBe(code);
  expect(typeof parsed.error.message).toBe('string');
  return parsed.error;
}
