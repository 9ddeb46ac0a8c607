/**
 * @module upstream/client
 * Sends requests to OpenAI-compatible upstreams over undici's `request()` with keep-alive
 * pools (measured ~3–4× cheaper than `fetch()` for a proxy), and turns transport failures
 * into catalogued errors: unreachable → 502, timeout → 504.
 * Each call is bounded: a connect timeout, a first-byte (status and headers) timeout, an idle
 * timeout between body chunks, and a total deadline over the whole call, retries and body
 * included; the reply's size and its stream lines are capped (upstream/reply-guard.ts).
 * Before anything is returned to the caller — so before any byte reaches the client — a
 * connect failure, a 429 or a 5xx is retried with backoff, honouring Retry-After
 * (upstream/retry-policy.ts); then the target's fallbacks are tried in order, each with the
 * model it names. byok targets are never sent elsewhere.
 */
import { Agent, errors as undiciErrors, type Dispatcher } from 'undici';
import type { UpstreamFallback } from '../config.js';
import { errors, PithError } from '../errors/index.js';
import { BoundedCache } from '../lib/bounded-cache.js';
import { replyGuard } from './reply-guard.js';
import { backoffMs, isConnectFailure, isRetryableStatus, retryAfterMs } from './retry-policy.js';
import type { UpstreamTarget } from './routing.js';
import { withModel } from './swap-model.js';

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
  /**
   * The body to send to a fallback that names another model. Unset, the body's top-level
   * `model` is replaced in its text (upstream/swap-model.ts), everything else sent as it is.
   */
  bodyFor?(model: string): string | Buffer;
}

export interface UpstreamClient {
  send(call: UpstreamCall): Promise<UpstreamResponse>;
  /** Maps an error thrown while reading a response body (mid-stream) to a catalogued error. */
  classify(error: unknown): PithError;
  close(): Promise<void>;
}

export interface UpstreamTimeouts {
  connectMs: number;
  /** Until the status and headers. */
  firstByteMs: number;
  /** Between two chunks of the body. */
  idleMs: number;
  /** The whole call: every attempt, the waits between them and the body. */
  totalMs: number;
}

export interface UpstreamClientOptions {
  /** Idle time between body chunks (PITH_UPSTREAM_TIMEOUT_MS); the other timeouts default from it. */
  timeoutMs: number;
  timeouts?: Partial<Omit<UpstreamTimeouts, 'idleMs'>>;
  /** Further attempts at one upstream after a connect failure, 429 or 5xx (default 2). */
  retries?: number;
  /** Longest wait before a retry (default 10 s); a longer Retry-After is passed on. */
  retryMaxWaitMs?: number;
  maxReplyBytes?: number;
  maxLineBytes?: number;
  /** Called for every extra attempt (metrics). */
  onRetry?(kind: 'retry' | 'fallback'): void;
  /** Dispatcher for user-supplied (byok) upstreams: refuses private addresses at connect time. */
  untrustedDispatcher?: Dispatcher;
}

/** Which timeout a timeout error is (a connect timeout is the upstream being unreachable, not slow). */
const TIMEOUT_CODES: Record<string, 'firstByteMs' | 'idleMs'> = { UND_ERR_HEADERS_TIMEOUT: 'firstByteMs', UND_ERR_BODY_TIMEOUT: 'idleMs' };

export function classifyUpstreamError(error: unknown, timeouts: Pick<UpstreamTimeouts, 'firstByteMs' | 'idleMs'>): PithError {
  // The SSRF guard refuses with a create-time 400 (param upstreamBaseUrl); on the chat path
  // the caller's request is fine and it is the key's upstream that is unusable: a 502.
  if (error instanceof PithError && error.code === 'upstream_not_allowed') {
    return errors.keyUpstreamRefused(error);
  }
  if (error instanceof PithError) return error;
  const e = error as { code?: string; cause?: { code?: string }; message?: string };
  const code = e?.code ?? e?.cause?.code;
  const which = code === undefined ? undefined : TIMEOUT_CODES[code];
  if (which) return errors.upstreamTimeout(timeouts[which]);
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

/**
 * The signal of one call: aborts when the caller's does (the client went away) or when the
 * total deadline passes — then with the `upstream_timeout` error as its reason, which undici
 * hands to whoever is waiting: the request before headers, the body's reader after them.
 */
class CallSignal implements CancelSignal {
  aborted = false;
  reason: unknown;
  #listeners: Array<() => void> = [];
  readonly #timer: NodeJS.Timeout;
  readonly #parent?: CancelSignal;
  readonly #onParentAbort = () => this.abort((this.#parent as { reason?: unknown } | undefined)?.reason);

  constructor(parent: CancelSignal | undefined, totalMs: number) {
    this.#parent = parent;
    this.#timer = setTimeout(() => this.abort(errors.upstreamDeadline(totalMs)), totalMs);
    this.#timer.unref();
    if (parent?.aborted) this.#onParentAbort();
    else parent?.addEventListener('abort', this.#onParentAbort);
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.dispose();
    for (const listener of this.#listeners.splice(0)) listener();
  }

  /** The call is over (its body ended or failed): no deadline left to enforce. */
  dispose(): void {
    clearTimeout(this.#timer);
    this.#parent?.removeEventListener('abort', this.#onParentAbort);
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    this.#listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const at = this.#listeners.indexOf(listener);
    if (at >= 0) this.#listeners.splice(at, 1);
  }
}

/** Waits `ms`, or less if the call is aborted (then rejects with its reason). */
function pause(ms: number, signal: CallSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason ?? new Error('aborted'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason ?? new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort);
  });
}

/** A reply not passed on (a retry or fallback follows): read away so its connection is reused. */
function discard(body: UpstreamBody): void {
  body.dump().catch(() => undefined);
}

/** One upstream to try: the target itself, or one of its fallbacks (with its model, if it names one). */
interface Attempt {
  target: UpstreamTarget;
  model?: string;
}

function attemptsFor(target: UpstreamTarget): Attempt[] {
  const fallbacks: readonly UpstreamFallback[] = target.untrusted ? [] : (target.fallbacks ?? []);
  return [{ target }, ...fallbacks.map((f) => ({ target: { baseUrl: f.baseUrl, apiKey: f.apiKey, untrusted: false }, model: f.model }))];
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const timeouts: UpstreamTimeouts = {
    connectMs: options.timeouts?.connectMs ?? 10_000,
    firstByteMs: options.timeouts?.firstByteMs ?? options.timeoutMs,
    idleMs: options.timeoutMs,
    totalMs: options.timeouts?.totalMs ?? 1_800_000,
  };
  const retries = options.retries ?? 2;
  const retryMaxWaitMs = options.retryMaxWaitMs ?? 10_000;
  const caps = { maxReplyBytes: options.maxReplyBytes ?? 64 * 1024 * 1024, maxLineBytes: options.maxLineBytes ?? 8 * 1024 * 1024 };
  const perRequest = { headersTimeout: timeouts.firstByteMs, bodyTimeout: timeouts.idleMs };
  const agent = new Agent({ ...perRequest, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 600_000, connect: { timeout: timeouts.connectMs } });
  const trusted = agent.compose(replyGuard(caps));
  const untrustedAgent = options.untrustedDispatcher;
  const untrusted = untrustedAgent ? untrustedAgent.compose(replyGuard(caps)) : trusted;
  const classify = (error: unknown) => classifyUpstreamError(error, timeouts);

  async function attempt(call: UpstreamCall, target: UpstreamTarget, body: string | Buffer | undefined, signal: CallSignal): Promise<UpstreamResponse> {
    const headers: Record<string, string> = { ...call.headers, accept: 'application/json, text/event-stream', 'user-agent': 'pith-gateway/0.1' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (target.apiKey && call.auth === 'x-api-key') headers['x-api-key'] = target.apiKey;
    else if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
    const base = splitBase(target.baseUrl);
    const dispatcher = target.untrusted ? untrusted : trusted;
    const res = await dispatcher.request({
      origin: base.origin,
      path: base.prefix + call.path + base.search,
      method: call.method ?? 'POST',
      headers,
      body,
      // undici's types name AbortSignal and EventEmitter; at run time it takes any object with add/removeEventListener.
      signal: signal as unknown as AbortSignal,
      ...perRequest,
    });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  }

  async function send(call: UpstreamCall, signal: CallSignal): Promise<UpstreamResponse> {
    const attempts = attemptsFor(call.target);
    for (const [index, { target, model }] of attempts.entries()) {
      const last = index === attempts.length - 1;
      if (index > 0) options.onRetry?.('fallback');
      const body = model === undefined || call.body === undefined ? call.body : (call.bodyFor?.(model) ?? withModel(call.body, model));
      for (let n = 0; ; n++) {
        let res: UpstreamResponse;
        try {
          res = await attempt(call, target, body, signal);
        } catch (error) {
          if (signal.aborted || !isConnectFailure(error)) throw error;
          if (n < retries) {
            await pause(backoffMs(n, retryMaxWaitMs), signal);
            options.onRetry?.('retry');
            continue;
          }
          if (last) throw error;
          break;
        }
        if (!isRetryableStatus(res.status)) return res;
        const asked = retryAfterMs(res.headers['retry-after']);
        // The upstream wants longer than we may wait: no retry; the next fallback, else its
        // answer (and Retry-After) goes to the client.
        const tooLong = asked !== undefined && asked > retryMaxWaitMs;
        if (n < retries && !tooLong) {
          discard(res.body);
          await pause(asked ?? backoffMs(n, retryMaxWaitMs), signal);
          options.onRetry?.('retry');
          continue;
        }
        if (last) return res;
        discard(res.body);
        break;
      }
    }
    throw new Error('unreachable: the last attempt returns or throws');
  }

  return {
    async send(call) {
      const signal = new CallSignal(call.signal, timeouts.totalMs);
      try {
        const res = await send(call, signal);
        res.body.once('close', () => signal.dispose());
        return res;
      } catch (error) {
        signal.dispose();
        if (call.signal?.aborted) throw error;
        throw classify(signal.aborted && signal.reason ? signal.reason : error);
      }
    },
    classify,
    async close() {
      await agent.close();
      if (untrustedAgent) await untrustedAgent.close();
    },
  };
}
