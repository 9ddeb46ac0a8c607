/**
 * @module http/routes/chat-relay
 * The two ways a completion goes back to the client once the upstream answered 2xx:
 * one normalised JSON body, or an SSE relay. Both set Pith's reply headers, whose
 * overhead figure excludes the time spent waiting on the upstream.
 */
import type { FastifyReply } from 'fastify';
import { countRequestTokens, countTextTokens, encodingForModel, type CompressionReport } from '../../compress/index.js';
import { errors, type PithError } from '../../errors/index.js';
import { upstreamErrorKind, type Metrics } from '../../metrics/metrics.js';
import type { UpstreamResponse } from '../../upstream/client.js';
import { completeUsage, completionToChunks, normaliseCompletion } from '../../upstream/normalise.js';
import { createStreamRelay, SSE_HEAD, type StreamOutcome } from '../../upstream/relay-stream.js';
import { formatSseData } from '../../upstream/sse.js';
import type { ChatRequest, Usage } from '../../wire/chat.js';
import { pithHeaders } from '../pith-headers.js';

export interface RelayContext {
  res: UpstreamResponse;
  /** The model the client asked for: replies echo it (spec 2.2). */
  model: string;
  report: CompressionReport;
  /**
   * The request as sent upstream, when the report's token figures are not filled in yet:
   * then a non-streamed reply's usage supplies them (and the request is counted only if the
   * upstream reports none).
   */
  uncounted?: ChatRequest;
  /** performance.now() at request start and when the upstream call was sent. */
  started: number;
  sentAt: number;
  /**
   * Records the request's outcome once it is known (overhead: gateway time excluding the
   * upstream's). The reply's last bytes wait for a returned promise (the usage journal's write).
   */
  account(status: number, usage: Usage | undefined, stream: boolean, overheadMs?: number, error?: PithError): Promise<void> | undefined;
  /** Headers passed on to the client beside Pith's own (the upstream's rate-limit state and request id; the key's limits); Pith's are added to this object. */
  headers?: Record<string, string>;
}

function overheadOf(ctx: RelayContext, upstreamMs: number): number {
  return performance.now() - ctx.started - upstreamMs;
}

/**
 * The reply's headers: `ctx.headers` (the request's own object, added to rather than copied —
 * a spread copy of these dashed names cost ~10 µs a request) and Pith's, with the time spent
 * so far minus the upstream's share as overhead.
 */
function replyHeaders(ctx: RelayContext, upstreamMs: number): Record<string, string> {
  return pithHeaders(ctx.report, overheadOf(ctx, upstreamMs), ctx.headers);
}

/** Reads, checks and normalises a whole (non-streamed) completion and accounts for it. */
async function readCompletion(ctx: RelayContext, stream: boolean): Promise<{ completion: Record<string, unknown>; upstreamMs: number }> {
  const text = await ctx.res.body.text();
  const upstreamMs = performance.now() - ctx.sentAt;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.upstreamBadResponse('reply is not JSON');
  }
  const encoding = encodingForModel(ctx.model);
  const { report, uncounted } = ctx;
  const promptTokens = () => (uncounted ? countRequestTokens(uncounted) : report.tokensAfter);
  let completion: Record<string, unknown>;
  try {
    completion = normaliseCompletion(parsed, { model: ctx.model, promptTokens, countTokens: (t) => countTextTokens(t, encoding) });
  } catch {
    throw errors.upstreamBadResponse('reply is not a chat completion');
  }
  const usage = completion.usage as Usage;
  if (uncounted) report.tokensBefore = report.tokensAfter = usage.prompt_tokens;
  await ctx.account(200, usage, stream, overheadOf(ctx, upstreamMs));
  return { completion, upstreamMs };
}

export async function relayJson(reply: FastifyReply, ctx: RelayContext): Promise<FastifyReply> {
  const { completion, upstreamMs } = await readCompletion(ctx, false);
  return reply.headers(replyHeaders(ctx, upstreamMs)).send(completion);
}

/** Whether an upstream answered with one JSON body (a stream request it did not stream). */
export function isJsonReply(res: UpstreamResponse): boolean {
  const type = res.headers['content-type'];
  return typeof type === 'string' && type.toLowerCase().startsWith('application/json');
}

/** A stream request whose upstream answered with a whole completion: sent as the stream asked for. */
export async function relayJsonAsStream(reply: FastifyReply, ctx: RelayContext & { clientWantsUsage: boolean }): Promise<void> {
  const { completion, upstreamMs } = await readCompletion(ctx, true);
  const chunks = completionToChunks(completion, ctx.clientWantsUsage);
  reply.hijack();
  reply.raw.writeHead(200, { ...SSE_HEAD, ...replyHeaders(ctx, upstreamMs) });
  reply.raw.end(chunks.map((c) => formatSseData(JSON.stringify(c))).join('') + formatSseData('[DONE]'));
}

export interface StreamRelayContext extends RelayContext {
  clientWantsUsage: boolean;
  signal: { readonly aborted: boolean };
  classify(error: unknown): PithError;
  metrics: Pick<Metrics, 'streamStarted' | 'streamEnded' | 'upstreamError'>;
}

/** Rejects (before any byte is sent) when the upstream fails before its first event. */
export async function relayStream(reply: FastifyReply, ctx: StreamRelayContext): Promise<void> {
  const relay = createStreamRelay({
    body: ctx.res.body,
    model: ctx.model,
    clientWantsUsage: ctx.clientWantsUsage,
    classify: ctx.classify,
    signal: ctx.signal,
  });
  await relay.ready;
  const upstreamMs = performance.now() - ctx.sentAt;
  reply.hijack();
  const headers = replyHeaders(ctx, upstreamMs);
  const overheadMs = overheadOf(ctx, upstreamMs);
  let accounted = false;
  const account = (outcome: StreamOutcome): Promise<void> | undefined => {
    accounted = true;
    const encoding = encodingForModel(ctx.model);
    // The upstream's figures when it reported them (an abandoned stream rarely got that far), else the text delivered, counted.
    const usage = completeUsage(outcome.usage, ctx.report.tokensAfter, () => countTextTokens(outcome.completionText, encoding));
    if (outcome.aborted) return ctx.account(499, usage, true, overheadMs, errors.clientClosedRequest());
    return ctx.account(outcome.error ? outcome.error.status : 200, usage, true, overheadMs, outcome.error);
  };
  ctx.metrics.streamStarted();
  let outcome: StreamOutcome;
  try {
    // A completed stream is recorded before its final `[DONE]` is written, which waits for the usage journal's write (durable first).
    outcome = await relay.pipe(reply.raw, headers, account);
  } finally {
    ctx.metrics.streamEnded();
  }
  if (outcome.error && !outcome.aborted) ctx.metrics.upstreamError(upstreamErrorKind(outcome.error));
  if (!accounted) account(outcome);
}
