/**
 * @module wire/responses
 * OpenAI's Responses API as a Pith front door (wire/front-door.ts): `POST /responses`, served
 * by an `openai` upstream at `{baseUrl}/responses` with the key as a bearer token; errors in
 * OpenAI's shape. `previous_response_id`, `store`, reasoning items and every other field pass
 * through as they came.
 */
import type { WireFormat } from '../front-door.js';
import { ResponsesStreamWatcher, responsesUsage } from './events.js';
import { projectResponses } from './project.js';
import type { ResponsesRequest, ResponsesUsage } from './types.js';

export const OPENAI_RESPONSES: WireFormat<ResponsesRequest> = {
  frontDoor: 'POST /responses',
  upstream: 'openai',
  path: '/responses',
  auth: 'bearer',
  project: projectResponses,
  forwardHeaders: () => ({}),
  replyUsage: (reply) => responsesUsage((reply as { usage?: ResponsesUsage } | null)?.usage),
  watchStream: () => new ResponsesStreamWatcher(),
  errorBody: (error) => error.toBody(),
};

export { ResponsesRequestSchema } from './schema.js';
export type { ResponsesRequest } from './types.js';
