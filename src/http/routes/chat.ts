/**
 * @module http/routes/chat
 * `POST {base_url}/chat/completions` (spec 4.1): authenticate, compress, check the key's
 * limits, forward, relay, account.
 * The route only orchestrates; compression, forwarding, SSE relay and normalisation live
 * in their own modules.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countRequestTokens, isCompressionLevel, type CompressionLevel, type CompressionReport, type Compressor } from '../../compress/index.js';
import type { Config } from '../../config.js';
import { errors, PithError, upstreamError } from '../../errors/index.js';
import type { AuthenticatedKey, KeyAuthenticator } from '../../keys/types.js';
import type { Admission } from '../../limits/limiter.js';
import { upstreamErrorKind } from '../../metrics/metrics.js';
import type { CancelSignal, UpstreamClient, UpstreamResponse } from '../../upstream/client.js';
import { requestBody, spliceBody } from '../../upstream/request-json.js';
import type { Router, UpstreamTarget } from '../../upstream/routing.js';
import type { ChatRequest, Usage } from '../../wire/chat.js';
import { ChatRequestSchema } from '../../wire/chat-schema.js';
import type { AccountedRouteDeps, CompletionAccounting } from '../completion-accounting.js';
import { createKeyAuthHook } from '../key-auth.js';
import { passedOnHeaders } from '../passed-headers.js';
import { PITH_HEADERS } from '../pith-headers.js';
import { isJsonReply, relayJson, relayJsonAsStream, relayStream } from './chat-relay.js';

export const CHAT_COMPLETIONS_PATH = '/api/v1/chat/completions';

export function resolveLevel(header: string | string[] | undefined, key: AuthenticatedKey, fallback: CompressionLevel): CompressionLevel {
  if (header === undefined) return key.compression ?? fallback;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  if (!isCompressionLevel(value)) {
    throw errors.invalidRequest(`Invalid ${PITH_HEADERS.compression} header: use off, lossless, balanced or aggressive.`, PITH_HEADERS.compression);
  }
  return value;
}

const UNCOUNTED = -1;

/** The `off` level's outcome before any counting: the figures are filled in from the reply. */
function uncompressed(request: ChatRequest): { request: ChatRequest; report: CompressionReport } {
  return { request, report: { level: 'off', tokensBefore: UNCOUNTED, tokensAfter: UNCOUNTED, ms: 0, transforms: [], timedOut: false } };
}

/** `sent` is the client's own JSON body: forwarded as it came when compression left the request as it was. */
function upstreamPayload(request: ChatRequest, received: ChatRequest, sent: Buffer | undefined): Buffer {
  // Always ask for usage so the gateway can account for the stream (stripped for the client later).
  if (request.stream === true) return requestBody({ ...request, stream_options: { ...(request.stream_options ?? {}), include_usage: true } }, received);
  if (sent === undefined) return requestBody(request, received);
  return request === received ? sent : (spliceBody(request, received, sent) ?? requestBody(request, received));
}

/**
 * Fires 'abort' as soon as the client goes away, which cancels the upstream call. The
 * smallest thing undici accepts as a signal (an `aborted` flag and add/removeEventListener),
 * not an AbortController or an EventEmitter: one is made for every request, and undici
 * attaches and detaches a listener on every call.
 */
export class ClientGone implements CancelSignal {
  aborted = false;
  #listeners: Array<() => void> = [];

  constructor(reply: FastifyReply) {
    reply.raw.on('close', () => {
      if (reply.raw.writableFinished || this.aborted) return;
      this.aborted = true;
      for (const listener of this.#listeners.splice(0)) listener();
    });
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    this.#listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const at = this.#listeners.indexOf(listener);
    if (at >= 0) this.#listeners.splice(at, 1);
  }
}

export interface ChatRouteDeps extends AccountedRouteDeps {
  config: Pick<Config, 'compression' | 'compressionBudgetMs'>;
  /** Resolves `Authorization: Bearer sk-pith-…` to an active key (cached; revocation-aware). */
  keyAuth: KeyAuthenticator;
  compressor: Compressor;
  router: Router;
  upstream: UpstreamClient;
}

/** The request's completion allowance, for token limits. */
function maxTokensOf(body: ChatRequest): number | undefined {
  const b = body as { max_completion_tokens?: unknown; max_tokens?: unknown };
  const value = b.max_completion_tokens ?? b.max_tokens;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** An upstream's error reply as a catalogued error: refused credentials are the gateway's fault, not the caller's key's. */
export async function upstreamFailure(res: UpstreamResponse, target: UpstreamTarget, log: FastifyBaseLogger): Promise<PithError> {
  const text = await res.body.text();
  if (res.status === 401 || res.status === 403) {
    const whose = target.untrusted ? 'byok' : 'operator';
    if (whose === 'operator') log.error({ upstream: target.baseUrl, status: res.status, keyConfigured: Boolean(target.apiKey) }, 'the upstream refused the gateway\'s upstream API key');
    return errors.upstreamAuthFailed(res.status, whose, Boolean(target.apiKey));
  }
  const err = upstreamError(res.status, text);
  Object.assign(err.headers, passedOnHeaders(res.headers));
  const retryAfter = res.headers['retry-after'];
  if (typeof retryAfter === 'string') err.headers['retry-after'] = retryAfter;
  return err;
}

/**
 * Prompt tokens a request reserves against its key's limits. Where Pith has not counted the
 * prompt (`off`, not streamed), the usual 4 bytes a token: running the tokenizer here would cost
 * more than the request's whole gateway time, and the upstream's usage corrects it after the reply.
 */
export function promptTokensToReserve(report: CompressionReport, body: unknown, bytes: Buffer | undefined): number {
  return report.tokensAfter < 0 ? Math.ceil((bytes?.length ?? JSON.stringify(body).length) / 4) : report.tokensAfter;
}

interface OutcomeContext {
  accounting: CompletionAccounting;
  request: FastifyRequest;
  key: AuthenticatedKey;
  body: ChatRequest;
  level: CompressionLevel;
  report: CompressionReport;
  started: number;
  /** The limit reservation, once made (settled with the outcome). */
  admission(): Admission | undefined;
}

/** An abandoned request's usage: the prompt as sent, the completion tokens delivered so far. */
export function abandonedUsage(promptTokens: number, completionTokens: number): Usage {
  return { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
}

/**
 * Records a request's outcome once it is known: its trace span's figures and the accounting.
 * A returned promise is the usage journal's write: the reply's last bytes wait for it.
 */
function recordOutcome(c: OutcomeContext) {
  let recorded = false;
  return (status: number, u: Usage | undefined, stream: boolean, overheadMs?: number, error?: PithError): Promise<void> | undefined => {
    // Once per request: a client leaving after the outcome was recorded changes nothing.
    if (recorded) return undefined;
    recorded = true;
    const { report, body } = c;
    c.request.span?.setAttributes({
      'pith.model': body.model, 'pith.level': c.level, 'pith.stream': stream, 'pith.status': status, 'pith.error_code': error?.code ?? '',
      'pith.prompt_tokens_original': report.tokensBefore, 'pith.prompt_tokens': report.tokensAfter, 'pith.completion_tokens': u?.completion_tokens ?? 0,
    });
    return c.accounting.record({
      requestId: c.request.id,
      keyId: c.key.id,
      userId: c.key.userId,
      model: body.model,
      status,
      errorCode: error?.code,
      stream,
      level: c.level,
      promptTokensOriginal: report.tokensBefore,
      promptTokens: report.tokensAfter,
      usage: u,
      latencyMs: Math.round(performance.now() - c.started),
      compressionMs: report.ms,
      overheadMs,
      admission: c.admission(),
    });
  };
}

export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { compressor, upstream, router, accounting, metrics, limiter, config } = deps;
  const authenticate = createKeyAuthHook(deps.keyAuth);

  app.post(CHAT_COMPLETIONS_PATH, { schema: { body: ChatRequestSchema }, onRequest: authenticate }, async (request, reply) => {
    const started = performance.now();
    const key = request.apiKey!;
    const body = request.body as ChatRequest;
    const level = resolveLevel(request.headers[PITH_HEADERS.compression], key, config.compression);
    const bodies = deps.requestLog?.captureBodies({ requestId: request.id, userId: key.userId }, request.jsonBytes ?? body, reply.raw);
    // At `off`, a non-streamed reply brings the upstream's own count of the prompt, which is
    // exactly what was sent: counting it here too would repeat that work and could disagree
    // with it (tools are counted approximately). A stream's headers go out before its usage,
    // so a stream is counted here.
    const countFromReply = level === 'off' && body.stream !== true;
    const { request: compressed, report } = countFromReply ? uncompressed(body) : compressor.compressRequest(body, { level, budgetMs: config.compressionBudgetMs });
    const span = request.span;
    span?.addChild('pith.compress', started, performance.now(), { 'pith.level': level, 'pith.compression_ms': report.ms });
    const target: UpstreamTarget = key.upstream ? { ...key.upstream, untrusted: true } : router.resolve(body.model);
    let admission: Admission | undefined;
    const account = recordOutcome({ accounting, request, key, body, level, report, started, admission: () => admission });
    const counted = () => {
      if (countFromReply && report.tokensBefore === UNCOUNTED) report.tokensBefore = report.tokensAfter = countRequestTokens(body);
    };

    if (key.limits && limiter) {
      try {
        const admitted = limiter.admit({ keyId: key.id, limits: key.limits, model: body.model, promptTokens: promptTokensToReserve(report, body, request.jsonBytes), maxTokens: maxTokensOf(body) });
        admission = admitted instanceof Promise ? await admitted : admitted;
      } catch (error) {
        counted();
        await account((error as PithError).status ?? 500, undefined, body.stream === true, undefined, error as PithError);
        throw error;
      }
    }

    const clientGone = new ClientGone(reply);
    const sentAt = performance.now();
    try {
      const payload = upstreamPayload(compressed, body, request.jsonBytes);
      bodies?.sent(payload);
      const res = await upstream.send({ target, path: '/chat/completions', body: payload, signal: clientGone });
      span?.addChild('pith.upstream', sentAt, performance.now(), { 'http.response.status_code': res.status, 'server.address': target.baseUrl });
      if (res.status >= 400) throw await upstreamFailure(res, target, request.log);
      // One object built up, not spread copies: the reply's headers are ~15 dashed names, which V8 copies slowly.
      const headers = Object.assign(passedOnHeaders(res.headers), admission?.headers);
      const ctx = { res, model: body.model, report, uncounted: countFromReply ? body : undefined, started, sentAt, account, headers };
      if (body.stream !== true) return await relayJson(reply, ctx);
      const clientWantsUsage = body.stream_options?.include_usage === true;
      if (isJsonReply(res)) return await relayJsonAsStream(reply, { ...ctx, clientWantsUsage });
      return await relayStream(reply, { ...ctx, clientWantsUsage, signal: clientGone, classify: upstream.classify, metrics });
    } catch (error) {
      if (clientGone.aborted) {
        // Gone before the reply began (waiting for the upstream's headers, or reading its
        // whole body): the upstream has the prompt, so it is billed; nothing was delivered.
        counted();
        account(499, abandonedUsage(report.tokensAfter, 0), body.stream === true, undefined, errors.clientClosedRequest());
        return reply.hijack();
      }
      const pith = error instanceof PithError ? error : upstream.classify(error);
      metrics.upstreamError(upstreamErrorKind(pith));
      counted();
      await account(pith.status, undefined, body.stream === true, undefined, pith);
      throw pith;
    }
  });
}
