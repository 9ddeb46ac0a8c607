/**
 * @module http/json-body
 * The JSON body parser. Same rules as Fastify's own (empty body and bad JSON are errors,
 * `__proto__` / `constructor.prototype` keys are refused), but it skips the two safety
 * regexes when the text cannot contain such a key — they scanned every quote of every
 * prompt and were the largest single cost of parsing — and it keeps the bytes,
 * so a request that compression left unchanged is forwarded as the bytes the client sent.
 * Before parsing, one linear scan (http/json-scan.ts) refuses nesting deeper than the limit
 * (400 `invalid_json`) and a key written twice in one object (400 `duplicate_key`). Every
 * other content type on a JSON route is refused with 415 (Fastify's own `text/plain` parser
 * is removed: it turned a plain-text body into a string that then failed the schema as 400).
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { errors, PithError } from '../errors/index.js';
import { rememberClientJson } from '../upstream/request-json.js';
import { scanJson } from './json-scan.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's bytes as received (without a byte order mark): forwarded as they are when nothing changed. */
    jsonBytes: Buffer | undefined;
  }
}

const STRICT = { protoAction: 'error', constructorAction: 'error' } as const;

/**
 * Without a `\u` escape those keys can only be spelled literally, so a text that has neither
 * spelling holds neither key and plain `JSON.parse` is exactly as safe.
 */
function parseUnchecked(text: string): unknown {
  if (!text.includes('\\u') && !text.includes('__proto__') && !text.includes('"constructor"')) return JSON.parse(text);
  return secureJson.parse(text, STRICT);
}

/** Parses a JSON body; throws a `PithError` for nesting or a duplicate key, a SyntaxError for anything else wrong. */
export function parseJsonBody(text: string, maxDepth: number): unknown {
  const problem = scanJson(text, maxDepth);
  if (problem?.kind === 'too_deep') throw errors.jsonTooDeep(maxDepth);
  // Well-formed JSON with a key written twice is named as such, whatever else it holds (a
  // `__proto__` key too, which the safe parse below would refuse first); malformed JSON is
  // invalid whatever the scan saw. Plain JSON.parse only checks the syntax here: its result is dropped.
  if (problem?.kind === 'duplicate_key') {
    JSON.parse(text);
    throw errors.duplicateKey(problem.path);
  }
  return parseUnchecked(text); // an empty body throws here too
}

export function installJsonBodyParser(app: FastifyInstance, maxDepth: number): void {
  app.decorateRequest('jsonBytes', undefined);
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    const bytes = raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? raw.subarray(3) : raw;
    const text = bytes.toString('utf8');
    let parsed: unknown;
    try {
      parsed = parseJsonBody(text, maxDepth);
    } catch (err) {
      return done(err instanceof PithError ? err : errors.invalidJson(), undefined);
    }
    // Bytes that are not UTF-8 were read with replacement characters: what goes upstream is what was read.
    request.jsonBytes = isUtf8(bytes) ? bytes : undefined;
    // Members the gateway leaves alone are forwarded as the client wrote them (upstream/request-json.ts).
    if (request.jsonBytes) rememberClientJson(parsed, request.jsonBytes);
    done(null, parsed);
  });
}
