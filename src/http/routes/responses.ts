/**
 * @module http/routes/responses
 * OpenAI's Responses API as a front door, for Codex and the OpenAI SDKs' `responses.create`:
 * `POST {base_url}/responses` with the Pith key as a bearer token, errors in OpenAI's shape.
 */
import type { FastifyInstance } from 'fastify';
import type { KeyAuthenticator } from '../../keys/types.js';
import { OPENAI_RESPONSES, ResponsesRequestSchema } from '../../wire/responses/index.js';
import { createKeyAuthHook } from '../key-auth.js';
import { frontDoorHandler, type FrontDoorDeps } from './front-door.js';

export const RESPONSES_PATH = '/api/v1/responses';

export function registerResponsesRoute(app: FastifyInstance, deps: FrontDoorDeps & { keyAuth: KeyAuthenticator }): void {
  app.post(RESPONSES_PATH, { schema: { body: ResponsesRequestSchema }, onRequest: createKeyAuthHook(deps.keyAuth) }, frontDoorHandler(OPENAI_RESPONSES, deps));
}
