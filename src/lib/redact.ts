/**
 * @module lib/redact
 * The one place that says what a secret looks like and how it is masked, for every way one
 * could leave the process: text Pith did not write (an upstream's error message, which may echo
 * the request's `Authorization` header or key) before it reaches a client or a log line, kept
 * request bodies (usage/body-text.ts) before they are stored, and the fields of log lines
 * (`LOG_REDACT_PATHS`, for pino in app/logger.ts).
 * Pure and string-in, string-out, so JSON text stays JSON (the mask has no quote in it).
 */

export const REDACTED = '[redacted]';

/** Log-line fields that hold a secret wherever they appear (pino's redaction paths). */
export const LOG_REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'apiKey',
  'upstreamApiKey',
  'fullKey',
  'secret',
];

/**
 * A credential-bearing field, however it is spelled (`Authorization: Bearer x`,
 * `"x-api-key":"x"`, `api_key=x`, `apiKey: x`, `access_token=x`, also escaped-quoted inside a JSON
 * string), and its value: escaped-quoted, quoted (spaces and all), or bare up to a separator,
 * after an optional scheme word (Bearer, Basic, Token) that stays readable.
 */
const FIELD =
  /((?:\\?["'])?(?:proxy-authorization|authorization|x-api-key|api[-_]?key|access[-_]?token)(?:\\?["'])?\s*[:=]\s*)(\\"(?:[^"\\]|\\[^"])*\\"|"(?:[^"\\]|\\.)*"|'[^']*'|(?:(?:bearer|basic|token)\s+)?[^\s,&;})\]"'\\]+)/gi;
const SCHEME = /^((?:bearer|basic|token)\s+)/i;
/** A bearer token anywhere in prose ("… provided: Bearer sk-…"). */
const BEARER = /\b(bearer\s+)[A-Za-z0-9\-._~+/]+=*/gi;
/**
 * Key-looking words: OpenAI/Anthropic-style `sk-…` (sk-proj-, sk-ant-…), `sk_…`, and Pith's
 * `sk-pith-…`/`pith_…`. Real keys are far longer than the floor, which keeps words like
 * "sk-learn" or "pith_ideas" intact.
 */
const KEY = /\b(?:sk|pith)[-_][A-Za-z0-9\-_]{6,}/g;

function maskValue(value: string): string {
  if (value.startsWith('\\"')) return `\\"${REDACTED}\\"`;
  if (value.startsWith('"')) return `"${REDACTED}"`;
  if (value.startsWith("'")) return `'${REDACTED}'`;
  const scheme = SCHEME.exec(value);
  return scheme ? `${scheme[1]}${REDACTED}` : REDACTED;
}

/** A field whose name is quoted (`"api_key":`, `\\"api_key\\":`): its value stands in JSON, so its mask is a string. */
const QUOTED_NAME = /(\\?)["']\s*[:=]\s*$/;

export function redact(text: string): string {
  return text
    .replace(FIELD, (_m, field: string, value: string) => {
      // A bare value under a quoted name (`"api_key": null`, `"api_key": 12345`) is masked as a
      // string: a bare mask would leave the JSON unparseable.
      const quoted = /^\\?["']/.test(value) ? null : QUOTED_NAME.exec(field);
      if (quoted && !SCHEME.test(value)) return `${field}${quoted[1]}"${REDACTED}${quoted[1]}"`;
      return field + maskValue(value);
    })
    .replace(BEARER, `$1${REDACTED}`)
    .replace(KEY, REDACTED);
}
