/**
 * @module http/routes/chat-relay
 * The two ways a completion goes back to the client once the upstream answered 2xx:
 * one normalised JSON body, or an SSE relay. Both set Pith's reply headers, whose
 * overhead figure excludes the time spent waiting on the upstream.
 */
import type { FastifyReply } from 'fastify';
import { countTextTokens, encodingForModel, type CompressionReport } from '../../compress/index.js';
import { errors, type PithError } from '../errors.js';
import type { UpstreamResponse } from '../../upstream/client.js';
import { completeUsage, normaliseCompletion } from '../../upstream/normalise.js';
import { createStreamRelay } from '../../upstream/relay-stream.js';
import type { Usage } from '../../wire/chat.js';
import { pithHeaders } from '../pith-headers.js';

export interface RelayContext {
  res: UpstreamResponse;
  /** The model the client asked for: replies echo it (spec 2.2). */
  model: string;
  report: CompressionReport;
  /** performance.now() at request start and when the upstream call was sent. */
  started: number;
  sentAt: number;
  /** Records the request's usage once its outcome is known. */
  account(status: number, usage: Usage | undefined, stream: boolean): void;
}

export async function relayJson(reply: FastifyReply, ctx: RelayContext): Promise<FastifyReply> {
  const text = await ctx.res.body.text();
  const upstreamMs = performance.now() - ctx.sentAt;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.upstreamBadResponse('reply is not JSON');
  }
  const encoding = encodingForModel(ctx.model);
  let completion: Record<string, unknown>;
  try {
    completion = normaliseCompletion(parsed, { model: ctx.model, promptTokens: ctx.report.tokensAfter, countTokens: (t) => countTextTokens(t, encoding) });
  } catch {
    throw errors.upstreamBadResponse('reply is not a chat completion');
  }
  ctx.account(200, completion.usage as Usage, false);
  return reply.headers(pithHeaders(ctx.report, performance.now() - ctx.started - upstreamMs)).send(completion);
}

export interface StreamRelayContext extends RelayContext {
  clientWantsUsage: boolean;
  signal: { readonly aborted: boolean };
  classify(error: unknown): PithError;
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
  const outcome = await relay.pipe(reply.raw, pithHeaders(ctx.report, performance.now() - ctx.started - upstreamMs));
  if (outcome.aborted) return;
  const encoding = encodingForModel(ctx.model);
  const usage = completeUsage(outcome.usage, ctx.report.tokensAfter, () => countTextTokens(outcome.completionText, encoding));
  ctx.account(outcome.error ? outcome.error.status : 200, usage, true);
}
