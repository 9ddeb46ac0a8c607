/**
 * @module upstream/request-json
 * The bytes of a compressed request's JSON, exactly `Buffer.from(JSON.stringify(request))`,
 * but cheaper on the hot path: the text of a compressed message comes from the compressor's
 * cache, the same string object on every request of a conversation, so the UTF-8 bytes of its
 * escaped JSON form are kept beside it and copied in instead of escaping and encoding the same
 * text again on every resend. Messages the compressor left alone are fresh strings from the
 * client's JSON and go through `JSON.stringify` as usual.
 *
 * Bytes, not a string: a string built from many pieces is a rope that the socket write has to
 * flatten and encode again (~2 µs for 2 KB); copying a few buffers costs less than half that.
 *
 * Exact pass-through: when the client's own bytes are known (`rememberClientJson`, called by
 * the body parser), every top-level member the gateway did not change is copied from them as
 * the client wrote it, instead of re-serialising what `JSON.parse` made of it — `1e400` would
 * become `null` and `12345678901234567890` lose digits, though unknown fields are promised
 * untouched. Only members the gateway set (`messages` when compressed, `stream_options` on a
 * stream) are written anew.
 */
import { BoundedCache } from '../lib/bounded-cache.js';
import type { ChatMessage, ChatRequest } from '../wire/chat.js';

/** Shorter texts are escaped each time: a lookup would cost about as much. */
const MEMO_MIN_CHARS = 256;

/**
 * Per compressed text: its escaped JSON bytes and, once seen, those of the original it was
 * made from (for `spliceBody`). Keyed by the compressed text, the same string object on
 * every resend, so a lookup hashes nothing.
 */
interface Escaped {
  json: Buffer;
  original?: Original;
}

/** An original content: its escaped bytes, and the needle that finds them as a `content` value. */
interface Original {
  text: string;
  json: Buffer;
  /** `"content":` and the first bytes of `json`: short, so a search for it is cheap. */
  head: Buffer;
}

const escaped = new BoundedCache<Escaped>({ maxEntries: 20_000, maxWeight: 64_000_000 });
const CONTENT_KEY = Buffer.from('"content":');
const HEAD_BYTES = 64;

/** A string's JSON literal as UTF-8 bytes. */
function literalBytes(text: string): Buffer {
  return Buffer.from(JSON.stringify(text));
}

function original(text: string): Original {
  const json = literalBytes(text);
  return { text, json, head: Buffer.concat([CONTENT_KEY, json.subarray(0, HEAD_BYTES - CONTENT_KEY.length)]) };
}

function escapedFor(text: string): Escaped {
  let entry = escaped.get(text);
  if (entry === undefined) {
    entry = { json: literalBytes(text) };
    escaped.set(text, entry, 2 * (text.length + entry.json.length));
  }
  return entry;
}

/** The bytes each parsed body was read from (set by the JSON body parser; keyed by the parsed object). */
const clientJson = new WeakMap<object, Buffer>();

/** Remembers that `body` was parsed from `bytes`, so members left unchanged can be forwarded as written. */
export function rememberClientJson(body: unknown, bytes: Buffer): void {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) clientJson.set(body, bytes);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The index of the quote closing the string opened at `open`, or -1 (`"` and `\` are single bytes in UTF-8). */
function stringEndAt(bytes: Buffer, open: number): number {
  let at = bytes.indexOf(QUOTE, open + 1);
  while (at >= 0) {
    let slashes = 0;
    while (bytes[at - 1 - slashes] === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
    at = bytes.indexOf(QUOTE, at + 1);
  }
  return -1;
}

/**
 * Where each top-level member's value lies in a JSON object's bytes, by key (escapes decoded).
 * One pass; strings are skipped with a native search. Undefined when the text is not an object.
 */
export function topLevelSpans(bytes: Buffer): Map<string, { start: number; end: number }> | undefined {
  const spans = new Map<string, { start: number; end: number }>();
  let depth = 0;
  let key: string | undefined;
  let expectKey = false;
  let valueStart = -1;
  const close = (end: number) => {
    if (key !== undefined && valueStart >= 0) spans.set(key, { start: valueStart, end });
    key = undefined;
    valueStart = -1;
  };
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === QUOTE) {
      const end = stringEndAt(bytes, i);
      if (end < 0) return undefined;
      if (depth === 1 && expectKey) {
        const raw = bytes.toString('utf8', i + 1, end);
        key = raw.includes('\\') ? (JSON.parse(bytes.toString('utf8', i, end + 1)) as string) : raw;
        expectKey = false;
      } else if (depth === 1 && valueStart < 0) {
        valueStart = i;
      }
      i = end;
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      if (depth === 0 && c !== 0x7b) return undefined;
      if (depth === 1 && valueStart < 0) valueStart = i;
      depth++;
      if (depth === 1) expectKey = true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth === 0) {
        // The last member's value ends before the closing brace (trailing spaces trimmed below).
        close(trimEnd(bytes, i));
        return spans;
      }
    } else if (depth === 1) {
      if (c === 0x2c) {
        close(trimEnd(bytes, i));
        expectKey = true;
      } else if (c === 0x3a) {
        // the value starts at the next non-space byte
      } else if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09 && valueStart < 0 && !expectKey) {
        valueStart = i;
      }
    }
  }
  return undefined;
}

/** The end of a value that the byte at `at` follows, whitespace before it left out. */
function trimEnd(bytes: Buffer, at: number): number {
  let end = at;
  while (end > 0 && (bytes[end - 1] === 0x20 || bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d || bytes[end - 1] === 0x09)) end--;
  return end;
}

/** Collects JSON text, with memoised byte runs spliced in between. */
class JsonBytes {
  private text = '';
  private readonly chunks: Buffer[] = [];

  str(s: string): void {
    this.text += s;
  }

  bytes(b: Buffer): void {
    if (this.text) this.chunks.push(Buffer.from(this.text));
    this.text = '';
    this.chunks.push(b);
  }

  done(): Buffer {
    if (this.text || this.chunks.length === 0) this.chunks.push(Buffer.from(this.text));
    return this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
  }
}

function quoted(out: JsonBytes, text: string): void {
  if (text.length < MEMO_MIN_CHARS) return out.str(JSON.stringify(text));
  out.bytes(escapedFor(text).json);
}

/** The escaped bytes of a compressed content, and the original it replaced (memoised when long). */
function contentPair(compressed: string, was: string): [Buffer, Original] {
  if (compressed.length < MEMO_MIN_CHARS) return [literalBytes(compressed), original(was)];
  const entry = escapedFor(compressed);
  if (entry.original?.text !== was) entry.original = original(was);
  return [entry.json, entry.original];
}

/** Where `"content":` + the original's literal starts in `bytes` at or after `from`, if exactly once; else -1. */
function uniqueContent(bytes: Buffer, from: number, was: Original): number {
  let found = -1;
  for (let at = bytes.indexOf(was.head, from); at >= 0; at = bytes.indexOf(was.head, at + 1)) {
    const start = at + CONTENT_KEY.length;
    if (bytes.compare(was.json, 0, was.json.length, start, start + was.json.length) !== 0) continue;
    if (found >= 0) return -1;
    found = at;
  }
  return found;
}

/**
 * The client's own bytes with each compressed string `content` put in place of the original,
 * or undefined when that cannot be done safely (then `requestBody` serialises in full). On a
 * resent conversation nothing is escaped or encoded: the escaped forms of both texts are
 * memoised, and the body is three kinds of copies.
 *
 * Why a plain search is safe: in valid JSON an unescaped `"` always opens or closes a string,
 * so `"content":` followed by the original's JSON literal can only be a `content` key whose
 * value is that very string. Requiring that to occur exactly once (from the previous splice
 * on) makes it this message's own; an identical content elsewhere, or a client that escapes
 * differently from `JSON.stringify` (`\u00e9`, spaces after colons), falls back.
 */
export function spliceBody(sent: ChatRequest, received: ChatRequest, clientBytes: Buffer): Buffer | undefined {
  const messages = sent.messages;
  if (messages.length !== received.messages.length) return undefined;
  // Found first, copied after: one allocation of the exact size, no views or piece list.
  const splices: Array<{ at: number; end: number; json: Buffer }> = [];
  let size = clientBytes.length;
  let from = 0;
  for (let i = 0; i < messages.length; i++) {
    const now = messages[i]!;
    const was = received.messages[i]!;
    if (now === was) continue;
    // The compressor only ever swaps `content` (compress/message.ts withSlots); parts arrays are rebuilt in full.
    if (typeof now.content !== 'string' || typeof was.content !== 'string') return undefined;
    const [json, original] = contentPair(now.content, was.content);
    const found = uniqueContent(clientBytes, from, original);
    if (found < 0) return undefined;
    const at = found + CONTENT_KEY.length;
    from = at + original.json.length;
    splices.push({ at, end: from, json });
    size += json.length - original.json.length;
  }
  const out = Buffer.allocUnsafe(size);
  let read = 0;
  let written = 0;
  for (const { at, end, json } of splices) {
    written += clientBytes.copy(out, written, read, at);
    written += json.copy(out, written);
    read = end;
  }
  clientBytes.copy(out, written, read);
  return out;
}

/** Writes an object's JSON; `field` writes one member's value, or returns false to leave the member out (as JSON.stringify does for undefined). */
function objectJson(out: JsonBytes, value: Record<string, unknown>, field: (key: string, v: unknown) => boolean): void {
  out.str('{');
  let first = true;
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out.str(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    if (!field(key, v)) out.str(JSON.stringify(v));
  }
  out.str('}');
}

/** Writes an array's JSON, each item by `item`. */
function arrayJson<T>(out: JsonBytes, items: T[], item: (v: T, i: number) => void): void {
  out.str('[');
  items.forEach((v, i) => {
    if (i > 0) out.str(',');
    item(v, i);
  });
  out.str(']');
}

function partJson(out: JsonBytes, part: unknown): void {
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return out.str(JSON.stringify(part) ?? 'null');
  objectJson(out, part as Record<string, unknown>, (key, v) => key === 'text' && typeof v === 'string' && (quoted(out, v), true));
}

function compressedMessageJson(out: JsonBytes, message: ChatMessage): void {
  objectJson(out, message as unknown as Record<string, unknown>, (key, v) => {
    if (key !== 'content') return false;
    if (typeof v === 'string') quoted(out, v);
    else if (Array.isArray(v)) arrayJson(out, v as unknown[], (p) => partJson(out, p));
    else return false;
    return true;
  });
}

/**
 * `sent` is the request to serialise; `received` the client's request it was made from, whose
 * messages it shares wherever compression changed nothing.
 */
export function requestBody(sent: ChatRequest, received: ChatRequest): Buffer {
  const out = new JsonBytes();
  const raw = clientJson.get(received);
  const spans = raw && topLevelSpans(raw);
  const was = received as unknown as Record<string, unknown>;
  objectJson(out, sent as unknown as Record<string, unknown>, (key, v) => {
    // Unchanged by the gateway: the client's own bytes.
    const span = spans?.get(key);
    if (span !== undefined && v === was[key]) {
      out.bytes(raw!.subarray(span.start, span.end));
      return true;
    }
    if (key !== 'messages' || !Array.isArray(v)) return false;
    arrayJson(out, v as ChatMessage[], (m, i) => {
      if (m === received.messages[i] || typeof m !== 'object' || m === null) out.str(JSON.stringify(m) ?? 'null');
      else compressedMessageJson(out, m);
    });
    return true;
  });
  return out.done();
}
