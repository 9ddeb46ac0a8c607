/**
 * @module http/routes/front-door
 * The one request flow of the agent front doors (Anthropic Messages, OpenAI Responses), the
 * way chat completions work: authenticate (the route's hook), compress the request's text
 * with the one compressor (upstream/compress-wire.ts), send it to the upstream of the
 * format's kind with the operator's or the byok key, relay the reply — one JSON body as the
 * upstream wrote it, or every stream event in order — with Pith's reply headers, and account
 * for it with the usage recorder. Everything format-specific comes from the format's
 * `WireFormat` (wire/front-door.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompressionReport, Compressor } from '../../compress/index.js';
import type { Config } from '../../config.js';
import { errors, PithError, upstreamError } from '../../errors/index.js';
import type { UpstreamClient, UpstreamResponse } from '../../upstream/client.js';
import { compressWire } from '../../upstream/compress-wire.js';
import { createEventRelay } from '../../upstream/event-relay.js';
import type { Router, UpstreamTarget } from '../../upstream/routing.js';
import type { UsageSink } from '../../usage/recorder.js';
import type { WireFormat, WireUsage } from '../../wire/front-door.js';
import { PITH_HEADERS, pithHeaders } from '../pith-headers.js';
import { ClientGone, resolveLevel } from './chat.js';

export interface FrontDoorDeps {
  config: Pick<Config, 'compression' | 'compressionBudgetMs'>;
  compressor: Compressor;
  router: Router;
  upstream: UpstreamClient;
  usage: UsageSink;
}

export interface FrontDoorRequest {
  model: string;
  stream?: boolean | null;
  tools?: unknown;
}

/** A request compressed and addressed, ready to send. */
interface Prepared {
  started: number;
  report: CompressionReport;
  target: UpstreamTarget;
  body: Buffer;
  headers: Record<string, string>;
}

function prepare<Req extends FrontDoorRequest>(format: WireFormat<Req>, deps: FrontDoorDeps, request: FastifyRequest): Prepared {
  const started = performance.now();
  const key = request.apiKey!;
  const received = request.body as Req;
  const level = resolveLevel(request.headers[PITH_HEADERS.compression], key, deps.config.compression);
  const { request: compressed, report } = compressWire(deps.compressor, format, received, { level, budgetMs: deps.config.compressionBudgetMs });
  const target = key.upstream ? { ...key.upstream, untrusted: true } : deps.router.resolve(received.model, format.upstream, format.frontDoor);
  // Unchanged by compression: forwarded as the bytes the client sent.
  const body = compressed === received && request.jsonBytes ? request.jsonBytes : Buffer.from(JSON.stringify(compressed));
  return { started, report, target, body, headers: format.forwardHeaders(request.headers) };
}

/** An upstream's error reply as a relayed error (its status, message and type; Retry-After kept). */
async function upstreamFailure(res: UpstreamResponse): Promise<PithError> {
  const error = upstreamError(res.status, await res.body.text());
  const retryAfter = res.headers['retry-after'];
  if (typeof retryAfter === 'string') error.headers['retry-after'] = retryAfter;
  return error;
}

async function readJson(res: UpstreamResponse): Promise<{ text: string; json: unknown }> {
  const text = await res.body.text();
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    throw errors.upstreamBadResponse('reply is not JSON');
  }
}

/**
 * The prompt as the client sent it, in the upstream's own tokens: the compressor counts both
 * sides with its tokenizer, the upstream bills the compressed side with its own (Claude's
 * differs from o200k by 10–20% on code), so the original is the billed count scaled by the
 * compressor's ratio — without compression, exactly the billed count.
 */
function originalTokens(report: CompressionReport, usage: WireUsage | undefined): number {
  if (!usage) return report.tokensBefore;
  if (report.tokensAfter <= 0) return usage.promptTokens;
  return Math.round((usage.promptTokens * report.tokensBefore) / report.tokensAfter);
}

/** `POST /messages`, `POST /responses`: compress, forward, relay, account. */
export function frontDoorHandler<Req extends FrontDoorRequest>(format: WireFormat<Req>, deps: FrontDoorDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    const prepared = prepare(format, deps, request);
    const { started, report } = prepared;
    const key = request.apiKey!;
    const { model, stream: streamed } = request.body as Req;
    const stream = streamed === true;
    const clientGone = new ClientGone(reply);
    const account = (status: number, usage?: WireUsage) =>
      deps.usage.record({
        keyId: key.id,
        userId: key.userId,
        model,
        status,
        stream,
        level: report.level,
        promptTokensOriginal: originalTokens(report, usage),
        promptTokens: usage?.promptTokens ?? report.tokensAfter,
        completionTokens: usage?.completionTokens ?? 0,
        latencyMs: Math.round(performance.now() - started),
        compressionMs: report.ms,
        createdAt: new Date(),
      });
    const sentAt = performance.now();
    const headers = () => pithHeaders(report, sentAt - started);
    try {
      const res = await deps.upstream.send({ target: prepared.target, path: format.path, body: prepared.body, signal: clientGone, auth: format.auth, headers: prepared.headers });
      if (res.status >= 400) throw await upstreamFailure(res);
      if (!stream) {
        const { text, json } = await readJson(res);
        account(200, format.replyUsage(json));
        return reply.headers(headers()).type('application/json').send(text);
      }
      const relay = createEventRelay({ body: res.body, watcher: format.watchStream(), classify: deps.upstream.classify, signal: clientGone });
      await relay.ready;
      reply.hijack();
      const outcome = await relay.pipe(reply.raw, headers());
      if (!outcome.aborted) account(outcome.error?.status ?? 200, outcome.usage);
    } catch (error) {
      if (clientGone.aborted) return reply.hijack();
      const pith = error instanceof PithError ? error : deps.upstream.classify(error);
      account(pith.status);
      throw pith;
    }
  };
}

/**
 * `POST /messages/count_tokens`: the upstream counts the request as Pith would send it, so
 * a client sizing its context (Claude Code deciding when to compact) sees the compressed count.
 * Not a completion: nothing is recorded as usage.
 */
export function countTokensHandler<Req extends FrontDoorRequest>(format: WireFormat<Req>, deps: FrontDoorDeps) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const prepared = prepare(format, deps, request);
    const sentAt = performance.now();
    const res = await deps.upstream.send({ target: prepared.target, path: `${format.path}/count_tokens`, body: prepared.body, auth: format.auth, headers: prepared.headers });
    if (res.status >= 400) throw await upstreamFailure(res);
    const { text } = await readJson(res);
    return reply.headers(pithHeaders(prepared.report, sentAt - prepared.started)).type('application/json').send(text);
  };
}
