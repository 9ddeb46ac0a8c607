/**
 * @module dashboard/compress-route
 * `POST /api/compress` — the playground: compresses a prompt or a whole chat request with
 * the gateway's own compressor and settings, and returns both forms with the token counts.
 * Offline: never calls an upstream. Session-authenticated (and CSRF-checked).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequireSession } from '../auth/types.js';
import type { Config } from '../config.js';
import type { Compressor } from '../compress/index.js';
import { ChatRequestSchema } from '../wire/chat-schema.js';
import { COMPRESSION_LEVELS } from '../wire/compression-levels.js';
import { errors } from '../errors/index.js';
import type { ChatRequest } from '../wire/chat.js';
import type { CompressResult } from './compress-result.js';

export const CompressBodySchema = Type.Object(
  {
    request: Type.Optional(ChatRequestSchema),
    prompt: Type.Optional(Type.String({ minLength: 1 })),
    /** Model whose tokenizer counts a bare prompt. */
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    level: Type.Optional(Type.Union(COMPRESSION_LEVELS.map((l) => Type.Literal(l)))),
  },
  { additionalProperties: false },
);
export type CompressBody = Static<typeof CompressBodySchema>;

export const PLAYGROUND_DEFAULT_MODEL = 'gpt-4o';

export interface CompressRouteDeps {
  requireSession: RequireSession;
  compressor: Compressor;
  config: Pick<Config, 'compression' | 'compressionBudgetMs'>;
}

function promptOf(request: ChatRequest): string {
  const content = request.messages[0]?.content;
  return typeof content === 'string' ? content : '';
}

export function runPlayground(body: CompressBody, deps: Omit<CompressRouteDeps, 'requireSession'>): CompressResult {
  if ((body.request === undefined) === (body.prompt === undefined)) {
    throw errors.invalidValue("Send exactly one of 'prompt' (text) or 'request' (a chat-completion request).", 'prompt');
  }
  const level = body.level ?? deps.config.compression;
  const input: ChatRequest =
    body.request !== undefined
      ? (body.request as ChatRequest)
      : { model: body.model ?? PLAYGROUND_DEFAULT_MODEL, messages: [{ role: 'user', content: body.prompt ?? '' }] };
  const { request, report } = deps.compressor.compressRequest(input, { level, budgetMs: deps.config.compressionBudgetMs });
  return {
    level: report.level,
    original: body.request !== undefined ? input : promptOf(input),
    compressed: body.request !== undefined ? request : promptOf(request),
    tokensBefore: report.tokensBefore,
    tokensAfter: report.tokensAfter,
    ms: Math.round(report.ms * 100) / 100,
    transforms: report.transforms,
    timedOut: report.timedOut,
  };
}

export function registerCompressRoute(app: FastifyInstance, deps: CompressRouteDeps): void {
  app.post(
    '/api/compress',
    // The session first, before the body is parsed: nothing of a stranger's body is read.
    { schema: { body: CompressBodySchema }, preParsing: deps.requireSession },
    async (request: FastifyRequest<{ Body: CompressBody }>, reply) => {
      if (!request.user) throw errors.sessionRequired();
      void reply.header('cache-control', 'no-store');
      return runPlayground(request.body, deps);
    },
  );
}
