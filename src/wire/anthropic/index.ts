/**
 * @module wire/anthropic
 * Anthropic's Messages API as a Pith front door (wire/front-door.ts): `POST /messages`, served
 * by an `anthropic` upstream at `{baseUrl}/messages` with the key as `x-api-key`, the client's
 * `anthropic-version` (default 2023-06-01, which the API requires) and `anthropic-beta`
 * forwarded.
 */
import type { IncomingHeaders, WireFormat } from '../front-door.js';
import { anthropicErrorBody } from './errors.js';
import { AnthropicStreamWatcher, anthropicUsage } from './events.js';
import { projectMessages } from './project.js';
import type { AnthropicUsage, MessagesRequest } from './types.js';

export const DEFAULT_ANTHROPIC_VERSION = '2023-06-01';

function header(headers: IncomingHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export function anthropicHeaders(headers: IncomingHeaders): Record<string, string> {
  const out: Record<string, string> = { 'anthropic-version': header(headers, 'anthropic-version') ?? DEFAULT_ANTHROPIC_VERSION };
  const beta = header(headers, 'anthropic-beta');
  if (beta !== undefined) out['anthropic-beta'] = beta;
  return out;
}

export const ANTHROPIC_MESSAGES: WireFormat<MessagesRequest> = {
  frontDoor: 'POST /messages',
  upstream: 'anthropic',
  path: '/messages',
  auth: 'x-api-key',
  project: projectMessages,
  forwardHeaders: anthropicHeaders,
  replyUsage: (reply) => anthropicUsage((reply as { usage?: AnthropicUsage } | null)?.usage),
  watchStream: () => new AnthropicStreamWatcher(),
  errorBody: anthropicErrorBody,
};

export { anthropicErrorBody } from './errors.js';
export { CountTokensRequestSchema, MessagesRequestSchema } from './schema.js';
export type { MessagesRequest } from './types.js';
