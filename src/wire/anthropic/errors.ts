/**
 * @module wire/anthropic/errors
 * Errors in Anthropic's shape, `{"type":"error","error":{"type","message"}}`, with Anthropic's
 * status-to-type mapping (docs.anthropic.com/en/api/errors), so Claude Code and the Anthropic
 * SDKs read Pith's errors as they read Anthropic's. An error the Anthropic upstream sent keeps
 * its own type (e.g. `overloaded_error` with 529); Pith's own errors take the type of their
 * status (a bad key is a 401 `authentication_error`).
 */
import { CATALOGUE, type PithError } from '../../errors/index.js';
import type { AnthropicErrorBody } from './types.js';

const TYPE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  503: 'overloaded_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

const STATUS_BY_TYPE: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(TYPE_BY_STATUS).map(([status, type]) => [type, Number(status)])),
  overloaded_error: 529,
};

/** Anthropic's error type for an HTTP status (other 4xx: invalid_request_error; other 5xx: api_error). */
export function anthropicErrorType(status: number): string {
  return TYPE_BY_STATUS[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}

/** The HTTP status Anthropic gives an error type (an upstream error event turned into a reply status). */
export function anthropicErrorStatus(type: unknown): number {
  return (typeof type === 'string' ? STATUS_BY_TYPE[type] : undefined) ?? 500;
}

function isRelayed(error: PithError): boolean {
  return error.code === null || !(error.code in CATALOGUE);
}

export function anthropicErrorBody(error: PithError): AnthropicErrorBody {
  const type = isRelayed(error) && error.type in STATUS_BY_TYPE ? error.type : anthropicErrorType(error.status);
  return { type: 'error', error: { type, message: error.message } };
}
