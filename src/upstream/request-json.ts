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

const CONTENT_KEY = '"content":';

/**
 * The client's text with each compressed string `content` put in place of the original, or
 * undefined when that cannot be done safely (then the request is serialised in full).
 *
 * Why a plain search is safe: in valid JSON an unescaped `"` always opens or closes a string,
 * so an occurrence of `"content":` followed by the original's JSON literal can only be a
 * `content` key whose value is that very string. Requiring exactly one such occurrence makes
 * it this message's own: identical contents elsewhere, or a client that escapes differently
 * from `JSON.stringify` (e.g. `\u00e9`, or spaces after colons), fall back.
 */
export function spliceContents(sent: ChatRequest, received: ChatRequest, receivedText: string): string | undefined {
  const messages = sent.messages;
  if (messages.length !== received.messages.length) return undefined;
  let out = '';
  let from = 0;
  for (let i = 0; i < messages.length; i++) {
    const now = messages[i]!;
    const was = received.messages[i]!;
    if (now === was) continue;
    // The compressor only ever swaps `content` (compress/message.ts withSlots); parts arrays are rebuilt in full.
    if (typeof now.content !== 'string' || typeof was.content !== 'string') return undefined;
    const pattern = CONTENT_KEY + JSON.stringify(was.content);
    const at = receivedText.indexOf(pattern, from);
    if (at < 0 || receivedText.includes(pattern, at + 1)) return undefined;
    out += receivedText.slice(from, at + CONTENT_KEY.length) + quoted(now.content);
    from = at + pattern.length;
  }
  return out + receivedText.slice(from);
}

/**
 * `sent` is the request to serialise; `received` the client's request it was made from, whose
 * messages it shares wherever compression changed nothing, and `receivedText` the client's JSON
 * text of it when `sent` differs from it only in message contents.
 */
export function requestJson(sent: ChatRequest, received: ChatRequest, receivedText?: string): string {
  if (receivedText !== undefined) {
    const spliced = spliceContents(sent, received, receivedText);
    if (spliced !== undefined) return spliced;
  }
  return objectJson(sent as unknown as Record<string, unknown>, (key, v) => {
    if (key !== 'messages' || !Array.isArray(v)) return JSON.stringify(v);
    const messages = v as ChatMessage[];
    return `[${messages.map((m, i) => (m === received.messages[i] || typeof m !== 'object' || m === null ? JSON.stringify(m) ?? 'null' : compressedMessageJson(m))).join(',')}]`;
  });
}
