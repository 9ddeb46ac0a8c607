/**
 * @module usage/reply-text
 * The reply text kept with a request (PITH_REQUEST_LOG_BODIES), read from the bytes the client
 * was sent, whatever the front door: one JSON body or an SSE stream, in OpenAI chat,
 * Anthropic Messages or OpenAI Responses shape. The text is the assistant's content (a
 * stream's content deltas joined), then its tool calls as JSON, then any error the client got;
 * a reply none of that can be read from (an error body, say) is kept as it came.
 * `tapReply` watches a reply as it is written, parsing a stream event by event so nothing but
 * the text is held, and stops collecting once there is more than will be kept.
 */
import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

interface ToolCall {
  id?: string;
  name: string;
  /** Arguments as streamed (a JSON text), or as the reply gave them. */
  arguments: unknown;
}

/** Collects a reply's text and tool calls from whole replies or stream events. */
export class ReplyText {
  #text: string[] = [];
  #textLength = 0;
  #tools = new Map<string, ToolCall>();
  #errors: string[] = [];
  /** Set once more text arrived than `limit`: the rest is not collected. */
  full = false;

  constructor(private readonly limit: number) {}

  #addText(t: string): void {
    if (!t || this.full) return;
    this.#text.push(t);
    this.#textLength += t.length;
    if (this.#textLength > this.limit) this.full = true;
  }

  #tool(key: string, init: () => ToolCall): ToolCall {
    let call = this.#tools.get(key);
    if (!call) this.#tools.set(key, (call = init()));
    return call;
  }

  #appendArguments(call: ToolCall, more: string): void {
    if (this.full) return;
    call.arguments = str(call.arguments) + more;
    this.#textLength += more.length;
    if (this.#textLength > this.limit) this.full = true;
  }

  /** One parsed stream event (`data:` line) of any of the three shapes. */
  event(e: Json): void {
    if (e.error !== undefined && e.type !== 'response.failed') this.#errors.push(JSON.stringify(e.error));
    // OpenAI chat chunks.
    if (Array.isArray(e.choices)) {
      for (const c of e.choices as Json[]) {
        const delta = isObject(c.delta) ? c.delta : undefined;
        if (!delta) continue;
        this.#addText(str(delta.content));
        if (!Array.isArray(delta.tool_calls)) continue;
        for (const tc of delta.tool_calls as Json[]) {
          const call = this.#tool(`${String(c.index ?? 0)}:${String(tc.index ?? 0)}`, () => ({ name: '', arguments: '' }));
          const fn = isObject(tc.function) ? tc.function : {};
          if (typeof tc.id === 'string') call.id = tc.id;
          if (typeof fn.name === 'string') call.name += fn.name;
          if (typeof fn.arguments === 'string') this.#appendArguments(call, fn.arguments);
        }
      }
      return;
    }
    switch (e.type) {
      // Anthropic Messages.
      case 'content_block_start': {
        const block = isObject(e.content_block) ? e.content_block : {};
        if (block.type === 'text') this.#addText(str(block.text));
        if (block.type === 'tool_use' || block.type === 'server_tool_use') this.#tool(`a:${String(e.index)}`, () => ({ id: str(block.id), name: str(block.name), arguments: '' }));
        return;
      }
      case 'content_block_delta': {
        const delta = isObject(e.delta) ? e.delta : {};
        if (delta.type === 'text_delta') this.#addText(str(delta.text));
        const call = this.#tools.get(`a:${String(e.index)}`);
        if (delta.type === 'input_json_delta' && call) this.#appendArguments(call, str(delta.partial_json));
        return;
      }
      case 'error':
        if (e.error === undefined) this.#errors.push(JSON.stringify(e));
        return;
      // OpenAI Responses.
      case 'response.output_text.delta':
        this.#addText(str(e.delta));
        return;
      case 'response.output_item.done': {
        const item = isObject(e.item) ? e.item : {};
        if (item.type === 'function_call') this.#tools.set(`r:${str(item.id) || str(item.call_id)}`, { id: str(item.call_id), name: str(item.name), arguments: str(item.arguments) });
        return;
      }
      case 'response.failed': {
        const response = isObject(e.response) ? e.response : {};
        if (response.error !== undefined) this.#errors.push(JSON.stringify(response.error));
        return;
      }
    }
  }

  /** A whole (non-streamed) reply; false when it is none of the known shapes. */
  completion(body: Json): boolean {
    if (Array.isArray(body.choices)) {
      for (const c of body.choices as Json[]) {
        const message = isObject(c.message) ? c.message : {};
        this.#addText(contentText(message.content));
        this.#addText(str(message.refusal));
        if (Array.isArray(message.tool_calls)) {
          for (const [i, tc] of (message.tool_calls as Json[]).entries()) {
            const fn = isObject(tc.function) ? tc.function : {};
            this.#tools.set(`${String(c.index ?? 0)}:${i}`, { id: str(tc.id), name: str(fn.name), arguments: fn.arguments });
          }
        }
      }
      return true;
    }
    if (body.type === 'message' && Array.isArray(body.content)) {
      for (const [i, block] of (body.content as Json[]).entries()) {
        if (block.type === 'text') this.#addText(str(block.text));
        if (block.type === 'tool_use' || block.type === 'server_tool_use') this.#tools.set(`a:${i}`, { id: str(block.id), name: str(block.name), arguments: block.input });
      }
      return true;
    }
    if (body.object === 'response' && Array.isArray(body.output)) {
      for (const item of body.output as Json[]) {
        if (item.type === 'message') this.#addText(contentText(item.content));
        if (item.type === 'function_call') this.#tools.set(`r:${str(item.id) || str(item.call_id)}`, { id: str(item.call_id), name: str(item.name), arguments: item.arguments });
      }
      return true;
    }
    return false;
  }

  get empty(): boolean {
    return this.#textLength === 0 && this.#tools.size === 0 && this.#errors.length === 0;
  }

  toString(): string {
    const parts: string[] = [];
    if (this.#text.length > 0) parts.push(this.#text.join(''));
    if (this.#tools.size > 0) {
      const calls = [...this.#tools.values()].map((c) => ({ id: c.id, name: c.name, arguments: parsedJson(c.arguments) }));
      parts.push(`[tool calls]\n${JSON.stringify(calls, null, 2)}`);
    }
    for (const error of this.#errors) parts.push(`[error] ${error}`);
    return parts.join('\n\n');
  }
}

/** Message content as text: a string, or the text of its parts. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (content as unknown[]).map((p) => (isObject(p) ? str(p.text) : '')).join('');
}

/** Streamed arguments are JSON text: shown as JSON when they parse (a cut stream's may not). */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Reads a reply's bytes as they are written: SSE event by event, or one JSON body. */
export class ReplyReader {
  readonly reply: ReplyText;
  #decoder = new StringDecoder('utf8');
  #kind: 'sse' | 'json' | undefined;
  #pending = '';
  #raw: string[] = [];
  #rawLength = 0;

  constructor(private readonly limit: number) {
    this.reply = new ReplyText(limit);
  }

  write(chunk: unknown, encoding?: unknown): void {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const text =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8').toString('utf8')
        : chunk instanceof Uint8Array
          ? this.#decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
          : '';
    if (!text) return;
    this.#kind ??= /^\s*[{[]/.test(text) ? 'json' : 'sse';
    if (this.#kind === 'json' || this.#rawLength < this.limit) this.#keepRaw(text);
    if (this.#kind === 'sse') this.#lines(text);
  }

  #keepRaw(text: string): void {
    if (this.#rawLength > this.limit) return;
    const room = this.limit + 1 - this.#rawLength; // one past the limit marks it as exceeded
    const kept = text.length > room ? text.slice(0, room) : text;
    this.#raw.push(kept);
    this.#rawLength += kept.length;
  }

  #lines(text: string): void {
    if (this.reply.full) return;
    const lines = (this.#pending + text).split('\n');
    this.#pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '' || data === '[DONE]') continue;
      try {
        const event = JSON.parse(data) as unknown;
        if (isObject(event)) this.reply.event(event);
      } catch {
        // Not an event the relay could have written; the raw text is kept if nothing else reads.
      }
      if (this.reply.full) return;
    }
  }

  /** The reply's text once it is over. */
  text(): string {
    const raw = this.#raw.join('');
    if (this.#kind === 'json' && this.#rawLength <= this.limit) {
      try {
        const body = JSON.parse(raw) as unknown;
        if (isObject(body) && this.reply.completion(body) && !this.reply.empty) return this.reply.toString();
      } catch {
        // A reply cut by the limit, or not JSON after all: kept as it came.
      }
      return raw;
    }
    if (this.#kind === 'sse' && !this.reply.empty) return this.reply.toString();
    return raw;
  }
}

/**
 * Watches what is written to `res` and calls `done` with the reply's text once the response
 * is over (finished or cut off). `limit` bounds what is held, in characters.
 */
export function tapReply(res: ServerResponse, limit: number, done: (text: string) => void): void {
  const reader = new ReplyReader(limit);
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    reader.write(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    reader.write(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  res.once('close', () => done(reader.text()));
}
