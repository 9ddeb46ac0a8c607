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
 */
import { LruCache } from '../compress/lru.js';
import type { ChatMessage, ChatRequest } from '../wire/chat.js';

/** Shorter texts are escaped each time: a lookup would cost about as much. */
const MEMO_MIN_CHARS = 256;
const escaped = new LruCache<Buffer>({ maxEntries: 20_000, maxWeight: 32_000_000 });

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
  let json = escaped.get(text);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(text));
    escaped.set(text, json, text.length + json.length);
  }
  out.bytes(json);
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

function partJson(out: JsonBytes, part: unknown): void {
  if (typeof part !== 'object' || part === null || Array.isArray(part)) return out.str(JSON.stringify(part) ?? 'null');
  objectJson(out, part as Record<string, unknown>, (key, v) => key === 'text' && typeof v === 'string' && (quoted(out, v), true));
}

function compressedMessageJson(out: JsonBytes, message: ChatMessage): void {
  objectJson(out, message as unknown as Record<string, unknown>, (key, v) => {
    if (key !== 'content') return false;
    if (typeof v === 'string') quoted(out, v);
    else if (Array.isArray(v)) {
      out.str('[');
      v.forEach((p, i) => {
        if (i > 0) out.str(',');
        partJson(out, p);
      });
      out.str(']');
    } else return false;
    return true;
  });
}

/**
 * `sent` is the request to serialise; `received` the client's request it was made from, whose
 * messages it shares wherever compression changed nothing.
 */
export function requestBody(sent: ChatRequest, received: ChatRequest): Buffer {
  const out = new JsonBytes();
  objectJson(out, sent as unknown as Record<string, unknown>, (key, v) => {
    if (key !== 'messages' || !Array.isArray(v)) return false;
    out.str('[');
    (v as ChatMessage[]).forEach((m, i) => {
      if (i > 0) out.str(',');
      if (m === received.messages[i] || typeof m !== 'object' || m === null) out.str(JSON.stringify(m) ?? 'null');
      else compressedMessageJson(out, m);
    });
    out.str(']');
    return true;
  });
  return out.done();
}
