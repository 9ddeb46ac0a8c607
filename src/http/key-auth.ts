/**
 * @module http/key-auth
 * `Authorization: Bearer sk-pith-…` authentication for the OpenAI-compatible routes (spec 5);
 * the Anthropic front door also takes the key as `x-api-key` (Claude Code's and the Anthropic
 * SDKs' way), which wins when both are sent.
 * Runs in onRequest, before the body is parsed, so a request without a valid key is
 * refused with 401 before any other check — as OpenAI does. A callback hook, not an async
 * one: a key the cache already knows is answered in the same tick, without a promise.
 */
import type { FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { AuthenticatedKey, KeyAuthenticator } from '../keys/types.js';
import { errors } from '../errors/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on OpenAI-compatible routes once the bearer key is verified. */
    apiKey?: AuthenticatedKey;
  }
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export interface KeyAuthOptions {
  /** Also read the key from `x-api-key`. */
  apiKeyHeader?: boolean;
}

export function createKeyAuthHook(keys: KeyAuthenticator, options: KeyAuthOptions = {}): onRequestHookHandler {
  const how = options.apiKeyHeader ? '"x-api-key: sk-pith-…" or "Authorization: Bearer sk-pith-…"' : undefined;
  const accept = (request: FastifyRequest, key: AuthenticatedKey | null | undefined, done: HookHandlerDoneFunction) => {
    if (!key) return done(errors.invalidApiKey());
    request.apiKey = key;
    keys.markUsed(key.id, new Date());
    done();
  };
  return (request, _reply, done) => {
    const apiKey = options.apiKeyHeader ? request.headers['x-api-key'] : undefined;
    const header = request.headers.authorization;
    if (!header && !apiKey) return done(errors.missingApiKey(how));
    const presented = typeof apiKey === 'string' ? apiKey.trim() : BEARER.exec(header ?? '')?.[1];
    if (!presented) return done(errors.invalidApiKey());
    let known: AuthenticatedKey | null | undefined;
    try {
      known = keys.peek?.(presented);
    } catch (error) {
      return done(error as Error);
    }
    if (known !== undefined) return accept(request, known, done);
    keys.authenticate(presented).then((key) => accept(request, key, done), done);
  };
}
