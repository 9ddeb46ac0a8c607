/**
 * @module http/key-auth
 * `Authorization: Bearer sk-pith-…` authentication for the OpenAI-compatible routes (spec 5).
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

export function createKeyAuthHook(keys: KeyAuthenticator): onRequestHookHandler {
  const accept = (request: FastifyRequest, key: AuthenticatedKey | null | undefined, done: HookHandlerDoneFunction) => {
    if (!key) return done(errors.invalidApiKey());
    request.apiKey = key;
    keys.markUsed(key.id, new Date());
    done();
  };
  return (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header) return done(errors.missingApiKey());
    const presented = BEARER.exec(header)?.[1];
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
