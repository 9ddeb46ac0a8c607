/**
 * @module http/routes/front-door
 * The one request flow of the agent front doors (Anthropic Messages, OpenAI Responses), the
 * way chat completions work: authenticate (the route's hook), compress the request's text
 * with the one compressor (upstream/compress-wire.ts), send it to the upstream of the
 * format's kind with the operator's or the byok key — within the key's limits, as chat
 * completions — relay the reply (one JSON body as the upstream wrote it, or every stream event
 * in order) with Pith's reply headers, and account for it (usage, request log, metrics, limit
 * settlement: http/completion-accounting.ts). Everything format-specific comes from the format's
 * `WireFormat` (wire/front-door.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countTextTokens, encodingForModel, type CompressionReport, type Compressor } from '../../compress/index.js';
import type { Config } from '../../config.js';
import { errors, PithError } from '../../errors/index.js';
import type { Admission } from '../../limits/limiter.js';
import { upstreamErrorKind } from '../../metrics/metrics.js';
import type { UpstreamClient, UpstreamResponse } from '../../upstream/client.js';
import { compressWire } from '../../upstream/compress-wire.js';
import { createEventRelay } from '../../upstream/event-relay.js';
import type { Router, UpstreamTarget } from '../../upstream/routing.js';
import type { StreamWatcher, WireFormat, WireUsage } from '../../wire/front-door.js';
import type { AccountedRouteDeps } from '../completion-accounting.js';
import { passedOnHeaders } from '../passed-headers.js';
import { PITH_HEADERS, pithHeaders } from '../pith-headers.js';
import { ClientGone, promptTokensToReserve, resolveLevel, upstreamFailure } from './chat.js';

export interface FrontDoorDeps extends AccountedRouteDeps {
  config: Pick<Config, 'compression' | 'compressionBudgetMs'>;
  compressor: Compressor;
  router: Router;
  upstream: UpstreamClient;
}

export interface FrontDoorRequest {
  model: string;
  stream?: boolean | null;
  tools?: unknown;
  /** The completion allowance, for token limits: Anthropic's `max_tokens`, Responses' `max_output_tokens`. */
  max_tokens?: unknown;
  max_output_tokens?: unknown;
}

function maxTokensOf(body: FrontDoorRequest): number | undefined {
  const value = body.max_tokens ?? body.max_output_tokens;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** A format's usage in the OpenAI shape the accounting reads. */
function asUsage(usage: WireUsage | undefined) {
  if (!usage) return undefined;
  const total = usage.promptTokens + usage.completionTokens;
  return { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, total_tokens: total, prompt_tokens_details: { cached_tokens: usage.cacheReadTokens } };
}

/** Stream events whose data carries generated text (Anthropic `content_block_delta`, Responses `response.*.delta`). */
const DELTA_EVENT = /^(content_block_delta|response\.[a-z_.]*\.delta)$/;

/** A delta event's generated text: Anthropic's `delta.text` / `thinking` / `partial_json`, Responses' `delta`. */
function deltaText(data: string): string {
  try {
    const json = JSON.parse(data) as { delta?: unknown };
    const delta = json.delta;
    if (typeof delta === 'string') return delta;
    if (typeof delta !== 'object' || delta === null) return '';
    const d = delta as Record<string, unknown>;
    const text = d.text ?? d.thinking ?? d.partial_json;
    return typeof text === 'string' ? text : '';
  } catch {
    return '';
  }
}

/**
 * The format's watcher, also keeping the delta events that passed it: a client that leaves
 * mid-stream is billed the text it was sent, counted, since the upstream reports the output's
 * usage only at the end. The events are kept as they came and parsed only if the client leaves,
 * so a stream that ends normally costs one array push per delta; dropped once the stream is final.
 */
function watchDelivered(inner: StreamWatcher): StreamWatcher & { deliveredText(): string } {
  let deltas: string[] | undefined = [];
  return {
    see(event, data) {
      const verdict = inner.see(event, data);
      if (verdict === 'final') deltas = undefined;
      else if (deltas && event !== null && DELTA_EVENT.test(event)) deltas.push(data);
      return verdict;
    },
    usage: () => inner.usage(),
    failure: (error) => inner.failure(error),
    deliveredText: () => (deltas ?? []).map(deltaText).join(''),
  };
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
    const bodies = deps.requestLog?.captureBodies({ requestId: request.id, userId: key.userId }, request.jsonBytes ?? (request.body as object), reply.raw);
    const { model, stream: streamed } = request.body as Req;
    const stream = streamed === true;
    const clientGone = new ClientGone(reply);
    let admission: Admission | undefined;
    let recorded = false;
    /** A returned promise is the usage journal's write: the reply's last bytes wait for it. */
    const account = (status: number, usage?: WireUsage, error?: PithError): Promise<void> | undefined => {
      // Once per request: a client leaving after the outcome was recorded changes nothing.
      if (recorded) return undefined;
      recorded = true;
      return deps.accounting.record({
        requestId: request.id,
        keyId: key.id,
        userId: key.userId,
        model,
        status,
        errorCode: error?.code,
        stream,
        level: report.level,
        // Both in the upstream's tokens (originalTokens scales Pith's count to them).
        promptTokensOriginal: originalTokens(report, usage),
        promptTokens: usage?.promptTokens ?? report.tokensAfter,
        usage: asUsage(usage),
        latencyMs: Math.round(performance.now() - started),
        compressionMs: report.ms,
        admission,
      });
    };
    /** The client went away: the prompt as sent (the upstream's count when it gave one) and what was delivered. */
    const abandoned = (usage?: WireUsage, deliveredTokens = 0) =>
      account(499, {
        promptTokens: usage?.promptTokens ?? report.tokensAfter,
        completionTokens: Math.max(usage?.completionTokens ?? 0, deliveredTokens),
        cacheReadTokens: usage?.cacheReadTokens ?? 0,
        cacheWriteTokens: usage?.cacheWriteTokens ?? 0,
      }, errors.clientClosedRequest());
    if (key.limits && deps.limiter) {
      try {
        const admitted = deps.limiter.admit({ keyId: key.id, limits: key.limits, model, promptTokens: promptTokensToReserve(report, request.body, request.jsonBytes), maxTokens: maxTokensOf(request.body as Req) });
        admission = admitted instanceof Promise ? await admitted : admitted;
      } catch (error) {
        await account((error as PithError).status ?? 500, undefined, error as PithError);
        throw error;
      }
    }
    const sentAt = performance.now();
    const headers = (res: UpstreamResponse) => pithHeaders(report, sentAt - started, Object.assign(passedOnHeaders(res.headers), admission?.headers));
    try {
      bodies?.sent(prepared.body);
      const res = await deps.upstream.send({ target: prepared.target, path: format.path, body: prepared.body, signal: clientGone, auth: format.auth, headers: prepared.headers });
      if (res.status >= 400) throw await upstreamFailure(res, prepared.target, request.log);
      if (!stream) {
        const { text, json } = await readJson(res);
        await account(200, format.replyUsage(json));
        return reply.headers(headers(res)).type('application/json').send(text);
      }
      const watcher = watchDelivered(format.watchStream());
      const relay = createEventRelay({ body: res.body, watcher, classify: deps.upstream.classify, signal: clientGone });
      await relay.ready;
      reply.hijack();
      deps.metrics.streamStarted();
      let outcome;
      let recorded = false;
      try {
        // A completed stream is recorded before its connection ends (usage journal: durable first).
        outcome = await relay.pipe(reply.raw, headers(res), (done) => {
          recorded = true;
          return account(200, done.usage);
        });
      } finally {
        deps.metrics.streamEnded();
      }
      if (recorded) return;
      if (outcome.aborted) return abandoned(outcome.usage, countTextTokens(watcher.deliveredText(), encodingForModel(model)));
      if (outcome.error) deps.metrics.upstreamError(upstreamErrorKind(outcome.error));
      account(outcome.error?.status ?? 200, outcome.usage, outcome.error);
    } catch (error) {
      if (clientGone.aborted) {
        abandoned();
        return reply.hijack();
      }
      const pith = error instanceof PithError ? error : deps.upstream.classify(error);
      deps.metrics.upstreamError(upstreamErrorKind(pith));
      await account(pith.status, undefined, pith);
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
    if (res.status >= 400) throw await upstreamFailure(res, prepared.target, request.log);
    const { text } = await readJson(res);
    return reply.headers(pithHeaders(prepared.report, sentAt - prepared.started)).type('application/json').send(text);
  };
}
