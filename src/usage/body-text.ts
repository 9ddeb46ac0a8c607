/**
 * @module usage/body-text
 * What a kept request body (PITH_REQUEST_LOG_BODIES) may hold: credentials replaced by
 * `[redacted]` (lib/redact.ts: keys, bearer tokens, and the values of credential fields wherever
 * they appear — JSON, also escaped inside a JSON string; headers; query strings) — and at most a
 * given number of UTF-8 bytes, with a marker saying how much there was.
 */

import { redact } from '../lib/redact.js';

/** The marker appended to a cut body (its size is reserved within the limit). */
export function truncationMarker(totalBytes: number, keptBytes: number): string {
  return `\n[… truncated by Pith: ${totalBytes} bytes, the first ${keptBytes} shown]`;
}

/** Cuts `text` to `maxBytes` of UTF-8, marker included, never inside a character. `totalBytes` is what the marker reports. */
export function cutToBytes(text: string, maxBytes: number, totalBytes = Buffer.byteLength(text)): string {
  if (totalBytes <= maxBytes && Buffer.byteLength(text) <= maxBytes) return text;
  const bytes = Buffer.from(text);
  // Reserve room for the longest marker this body can have.
  let cut = Math.max(0, maxBytes - Buffer.byteLength(truncationMarker(totalBytes, totalBytes)));
  while (cut > 0 && (bytes[cut]! & 0xc0) === 0x80) cut--; // back off a UTF-8 continuation byte
  return bytes.subarray(0, cut).toString('utf8') + truncationMarker(totalBytes, cut);
}

// Past the cut, a secret may be split by the pre-cut and escape its pattern: the margin keeps
// every such split well beyond the bytes that are kept.
const MARGIN = 4096;

/**
 * A body as kept: redacted, then cut to `maxBytes`. Only a prefix is redacted (a 20 MB prompt
 * is not scanned to keep 64 KiB of it), grown until what remains after redaction still
 * reaches past the cut by the margin.
 */
export function keptBody(text: string, maxBytes: number): string {
  const totalBytes = Buffer.byteLength(text);
  let take = maxBytes + MARGIN;
  for (;;) {
    const whole = take >= text.length;
    const redacted = redact(whole ? text : text.slice(0, take));
    if (whole || Buffer.byteLength(redacted) >= maxBytes + MARGIN) return cutToBytes(redacted, maxBytes, whole ? Buffer.byteLength(redacted) : totalBytes);
    take *= 2;
  }
}
