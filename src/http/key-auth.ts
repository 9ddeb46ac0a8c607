/**
 * @module http/key-auth
 * `Authorization: Bearer sk-pith-…` authentication for the OpenAI-compatible routes (spec 5).
 * Runs in onRequest, before the body is parsed, so a request without a valid key is
 * refused with 401 before any other check — as OpenAI does.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AuthenticatedKey, KeyAuthenticator } from '../keys/types.js';
import { errors } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on OpenAI-compatible routes once the bearer key is verified. */
    apiKey?: AuthenticatedKey;
  }
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export function createKeyAuthHook(keys: KeyAuthenticator): onRequestAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw errors.missingApiKey();
    const presented = BEARER.exec(header)?.[1];
    if (!presented) throw errors.invalidApiKey();
    const key = await keys.authenticate(presented);
    if (!key) throw errors.invalidApiKey();
    request.apiKey = key;
    keys.markUsed(key.id, new Date());
  };
}
