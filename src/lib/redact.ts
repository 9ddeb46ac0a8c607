/**
 * @module lib/redact
 * Masks credentials in text Pith did not write — an upstream's error message, which may echo
 * the request's `Authorization` header or key — before it reaches a client or a log line.
 * Pure and string-in, string-out, so JSON text stays JSON (the mask has no quote in it).
 */

export const REDACTED = '[redacted]';

/**
 * The value of a credential-bearing field, however it is spelled: `Authorization: Bearer x`,
 * `"x-api-key":"x"`, `api_key=x`, `apiKey: x`. The scheme word (Bearer, Basic…) is kept,
 * the credential after it masked.
 */
const FIELD = /\b(authorization|proxy-authorization|x-api-key|api[-_]?key)(\\?["']?\s*[:=]\s*\\?["']?)((?:bearer|basic|token)\s+)?[^\s"'\\,;&})\]]+/gi;
/** A bearer token anywhere in prose ("… provided: Bearer sk-…"). */
const BEARER = /\b(bearer\s+)[A-Za-z0-9\-._~+/]+=*/gi;
/** Key-looking words: OpenAI/Anthropic-style `sk-…` (sk-proj-, sk-ant-…) and Pith's `pith_…`/`sk-pith-…`. */
const KEY = /\b(?:sk|pith)[-_][A-Za-z0-9\-_]{6,}/g;

export function redact(text: string): string {
  return text
    .replace(FIELD, (_m, name: string, sep: string, scheme: string | undefined) => `${name}${sep}${scheme ?? ''}${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(KEY, REDACTED);
}
