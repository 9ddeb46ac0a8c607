/**
 * @module upstream/request-json
 * The JSON text of a compressed request, byte for byte what `JSON.stringify` would give, but
 * cheaper on the hot path: the text of a compressed message comes from the compressor's cache,
 * the same string object on every request of a conversation, so its escaped JSON form is kept
 * beside it and reused instead of escaping the same text again on every resend. Messages the
 * compressor left alone are fresh strings from the client's JSON and go through
 * `JSON.stringify` as usual.
 */
import { LruCache } from '../compress/lru.js';
import type { ChatMessage, ChatRequest } from '../wire/chat.js';

/** Shorter texts are escaped each time: a lookup would cost about as much. */
const MEMO_MIN_CHARS = 256;
const escaped = new LruCache<string>({ maxEntries: 20_000, maxWeight: 32_000_000 });

function quoted(text: string): string {
  if (text.length < MEMO_MIN_CHARS) return JSON.stringify(text);
  let json = escaped.get(text);
  if (json === undefined) {
    json = JSON.stringify(text);
    escaped.set(text, json, text.length + json.length);
  }
  return json;
}

function objectJson(value: Record<string, unknown>, field: (key: string, v: unknown) => string | undefined): string {
  let out = '{';
  for (const key of Object.keys(value)) {
    const json = field(key, value[key]);
    if (json === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${json}`;
  }
  return `${out}}`;
}

function partJson(part: unknown): string | undefined {
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return JSON.stringify(part);
  return objectJson(part as Record<string, unknown>, (key, v) => (key === 'text' && typeof v === 'string' ? quoted(v) : JSON.stringify(v)));
}

function compressedMessageJson(message: ChatMessage): string {
  return objectJson(message as unknown as Record<string, unknown>, (key, v) => {
    if (key !== 'content') return JSON.stringify(v);
    if (typeof v === 'string') return quoted(v);
    if (Array.isArray(v)) return `[${v.map((p) => partJson(p) ?? 'null').join(',')}]`;
    return JSON.stringify(v);
  });
}

/**
 * `sent` is the request to serialise; `received` the client's request it was made from, whose
 * messages it shares wherever compression changed nothing.
 */
export function requestJson(sent: ChatRequest, received: ChatRequest): string {
  return objectJson(sent as unknown as Record<string, unknown>, (key, v) => {
    if (key !== 'messages' || !Array.isArray(v)) return JSON.stringify(v);
    const messages = v as ChatMessage[];
    return `[${messages.map((m, i) => (m === received.messages[i] || typeof m !== 'object' || m === null ? JSON.stringify(m) ?? 'null' : compressedMessageJson(m))).join(',')}]`;
  });
}
