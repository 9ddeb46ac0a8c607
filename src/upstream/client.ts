/**
 * @module upstream/client
 * Sends requests to OpenAI-compatible upstreams over undici's `request()` with keep-alive
 * pools (measured ~3–4× cheaper than `fetch()` for a proxy), and turns transport failures
 * into catalogued errors: unreachable → 502, timeout → 504.
 */
import { Agent, errors as undiciErrors, type Dispatcher } from 'undici';
import { errors, PithError } from '../errors/index.js';
import { BoundedCache } from '../lib/bounded-cache.js';
import type { UpstreamTarget } from './routing.js';

export type UpstreamBody = Dispatcher.ResponseData['body'];

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: UpstreamBody;
}

/**
 * What cancels a call: an AbortSignal, or anything with an `aborted` flag and
 * add/removeEventListener for 'abort' — undici takes either, and the second can be made per
 * request for a fraction of an AbortController's cost.
 */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface UpstreamCall {
  target: UpstreamTarget;
  /** Path under the target's base URL, e.g. `/chat/completions`. */
  path: string;
  method?: 'GET' | 'POST';
  /** JSON text, or its UTF-8 bytes. */
  body?: string | Buffer;
  signal?: CancelSignal;
  /** How the target's key is sent: `Authorization: Bearer` (OpenAI-compatible, default) or `x-api-key` (Anthropic). */
  auth?: 'bearer' | 'x-api-key';
  /** More request headers a wire format forwards (e.g. `anthropic-version`); never an auth header. */
  headers?: Record<string, string>;
}

export interface UpstreamClient {
  send(call: UpstreamCall): Promise<UpstreamResponse>;
  /** Maps an error thrown while reading a response body (mid-stream) to a catalogued error. */
  classify(error: unknown): PithError;
  close(): Promise<void>;
}

export interface UpstreamClientOptions {
  timeoutMs: number;
  /** Dispatcher for user-supplied (byok) upstreams: refuses private addresses at connect time. */
  untrustedDispatcher?: Dispatcher;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export function classifyUpstreamError(error: unknown, timeoutMs: number): PithError {
  // The SSRF guard refuses with a create-time 400 (param upstreamBaseUrl); on the chat path
  // the caller's request is fine and it is the key's upstream that is unusable: a 502.
  if (error instanceof PithError && error.code === 'upstream_not_allowed') {
    return errors.keyUpstreamRefused(error);
  }
  if (error instanceof PithError) return error;
  const e = error as { code?: string; cause?: { code?: string }; message?: string };
  const code = e?.code ?? e?.cause?.code;
  if (code && TIMEOUT_CODES.has(code)) return errors.upstreamTimeout(timeoutMs);
  if (error instanceof undiciErrors.UndiciError || code) return errors.upstreamUnreachable(code ?? 'connection failed');
  return errors.upstreamUnreachable('connection failed');
}

interface SplitBase {
  origin: string;
  /** The base URL's path without a trailing slash, e.g. `/openai/v1`. */
  prefix: string;
  search: string;
}

/**
 * Base URLs split once into origin and path: handing undici a whole URL string makes it
 * parse a URL on every request. Bounded, since byok keys each bring their own base URL.
 */
const splitBases = new BoundedCache<SplitBase>({ maxEntries: 10_000 });

function splitBase(baseUrl: string): SplitBase {
  let split = splitBases.get(baseUrl);
  if (split === undefined) {
    const url = new URL(baseUrl);
    split = { origin: url.origin, prefix: url.pathname.replace(/\/+$/, ''), search: url.search };
    splitBases.set(baseUrl, split);
  }
  return split;
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const timeouts = { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs };
  const trusted = new Agent({ ...timeouts, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 600_000, connect: { timeout: 10_000 } });
  const untrusted = options.untrustedDispatcher ?? trusted;
  return {
    async send(call) {
      const headers: Record<string, string> = { ...call.headers, accept: 'application/json, text/event-stream', 'user-agent': 'pith-gateway/0.1' };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      if (call.target.apiKey && call.auth === 'x-api-key') headers['x-api-key'] = call.target.apiKey;
      else if (call.target.apiKey) headers.authorization = `Bearer ${call.target.apiKey}`;
      try {
        const base = splitBase(call.target.baseUrl);
        const dispatcher = call.target.untrusted ? untrusted : trusted;
        const res = await dispatcher.request({
          origin: base.origin,
          path: base.prefix + call.path + base.search,
          method: call.method ?? 'POST',
          headers,
          body: call.body,
          // undici's types name AbortSignal and EventEmitter; at run time it takes any object with add/removeEventListener.
          signal: call.signal as AbortSignal | undefined,
          ...timeouts,
        });
        return { status: res.statusCode, headers: res.headers, body: res.body };
      } catch (error) {
        if (call.signal?.aborted) throw error;
        throw classifyUpstreamError(error, options.timeoutMs);
      }
    },
    classify: (error) => classifyUpstreamError(error, options.timeoutMs),
    async close() {
      await trusted.close();
      if (untrusted !== trusted) await untrusted.close();
    },
  };
}
