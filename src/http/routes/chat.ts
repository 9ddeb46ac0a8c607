/**
 * @module http/routes/chat
 * `POST {base_url}/chat/completions` (spec 4.1): authenticate, compress, forward, relay.
 * The route only orchestrates; compression, forwarding, SSE relay and normalisation live
 * in their own modules.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { countRequestTokens, isCompressionLevel, type CompressionLevel, type CompressionReport, type Compressor } from '../../compress/index.js';
import type { Config } from '../../config.js';
import { errors, PithError, upstreamError } from '../../errors/index.js';
import type { AuthenticatedKey, KeyAuthenticator } from '../../keys/types.js';
import type { CancelSignal, UpstreamClient } from '../../upstream/client.js';
import { requestBody, spliceBody } from '../../upstream/request-json.js';
import type { Router, UpstreamTarget } from '../../upstream/routing.js';
import type { UsageSink } from '../../usage/recorder.js';
import type { ChatRequest, Usage } from '../../wire/chat.js';
import { ChatRequestSchema } from '../../wire/chat-schema.js';
import { createKeyAuthHook } from '../key-auth.js';
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

export interface ChatRouteDeps {
  config: Pick<Config, 'compression' | 'compressionBudgetMs'>;
  /** Resolves `Authorization: Bearer sk-pith-…` to an active key (cached; revocation-aware). */
  keyAuth: KeyAuthenticator;
  compressor: Compressor;
  router: Router;
  upstream: UpstreamClient;
  usage: UsageSink;
}

export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { compressor, upstream, router, usage, config } = deps;
  const authenticate = createKeyAuthHook(deps.keyAuth);

  app.post(CHAT_COMPLETIONS_PATH, { schema: { body: ChatRequestSchema }, onRequest: authenticate }, async (request, reply) => {
    const started = performance.now();
    const key = request.apiKey!;
    const body = request.body as ChatRequest;
    const level = resolveLevel(request.headers[PITH_HEADERS.compression], key, config.compression);
    // At `off`, a non-streamed reply brings the upstream's own count of the prompt, which is
    // exactly what was sent: counting it here too would repeat that work and could disagree
    // with it (tools are counted approximately). A stream's headers go out before its usage,
    // so a stream is counted here.
    const countFromReply = level === 'off' && body.stream !== true;
    const { request: compressed, report } = countFromReply ? uncompressed(body) : compressor.compressRequest(body, { level, budgetMs: config.compressionBudgetMs });
    const target: UpstreamTarget = key.upstream ? { ...key.upstream, untrusted: true } : router.resolve(body.model);
    const clientGone = new ClientGone(reply);
    const account = (status: number, u: Usage | undefined, stream: boolean) =>
      usage.record({
        keyId: key.id,
        userId: key.userId,
        model: body.model,
        status,
        stream,
        level,
        promptTokensOriginal: report.tokensBefore,
        promptTokens: u?.prompt_tokens ?? report.tokensAfter,
        completionTokens: u?.completion_tokens ?? 0,
        latencyMs: Math.round(performance.now() - started),
        compressionMs: report.ms,
        createdAt: new Date(),
      });

    const sentAt = performance.now();
    try {
      const res = await upstream.send({ target, path: '/chat/completions', body: upstreamPayload(compressed, body, request.jsonBytes), signal: clientGone });
      if (res.status >= 400) {
        const text = await res.body.text();
        const err = upstreamError(res.status, text);
        const retryAfter = res.headers['retry-after'];
        if (typeof retryAfter === 'string') err.headers['retry-after'] = retryAfter;
        throw err;
      }
      const ctx = { res, model: body.model, report, uncounted: countFromReply ? body : undefined, started, sentAt, account };
      if (body.stream !== true) return await relayJson(reply, ctx);
      const clientWantsUsage = body.stream_options?.include_usage === true;
      if (isJsonReply(res)) return await relayJsonAsStream(reply, { ...ctx, clientWantsUsage });
      return await relayStream(reply, { ...ctx, clientWantsUsage, signal: clientGone, classify: upstream.classify });
    } catch (error) {
      if (clientGone.aborted) return reply.hijack();
      const pith = error instanceof PithError ? error : upstream.classify(error);
      if (countFromReply && report.tokensBefore === UNCOUNTED) report.tokensBefore = report.tokensAfter = countRequestTokens(body);
      account(pith.status, undefined, body.stream === true);
      throw pith;
    }
  });
}
