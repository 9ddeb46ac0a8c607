/**
 * @module http/routes/messages
 * Anthropic's Messages API as a front door, for Claude Code and the Anthropic SDKs
 * (`baseURL` = `{host_url}/api`): `POST {base_url}/messages` and
 * `POST {base_url}/messages/count_tokens`. The Pith key comes as `x-api-key` or
 * `Authorization: Bearer`; every error — a bad key, a bad body, an upstream's — answers in
 * Anthropic's shape, which is why the routes live in their own scope with its own renderer.
 */
import type { FastifyInstance } from 'fastify';
import type { KeyAuthenticator } from '../../keys/types.js';
import { ANTHROPIC_MESSAGES, anthropicErrorBody, CountTokensRequestSchema, MessagesRequestSchema } from '../../wire/anthropic/index.js';
import { errorHandler } from '../error-handler.js';
import { createKeyAuthHook } from '../key-auth.js';
import { countTokensHandler, frontDoorHandler, type FrontDoorDeps } from './front-door.js';

export const MESSAGES_PATH = '/api/v1/messages';

export interface MessagesRouteDeps extends FrontDoorDeps {
  config: FrontDoorDeps['config'] & { bodyLimitBytes: number };
  keyAuth: KeyAuthenticator;
}

export function registerMessagesRoutes(app: FastifyInstance, deps: MessagesRouteDeps): void {
  void app.register(async (scope) => {
    scope.setErrorHandler(errorHandler(deps.config.bodyLimitBytes, anthropicErrorBody));
    const onRequest = createKeyAuthHook(deps.keyAuth, { apiKeyHeader: true });
    scope.post(MESSAGES_PATH, { schema: { body: MessagesRequestSchema }, onRequest }, frontDoorHandler(ANTHROPIC_MESSAGES, deps));
    scope.post(`${MESSAGES_PATH}/count_tokens`, { schema: { body: CountTokensRequestSchema }, onRequest }, countTokensHandler(ANTHROPIC_MESSAGES, deps));
  });
}
