/**
 * @module http/errors
 * The one error catalogue. Every failure anywhere in Pith is a `PithError` made here, and
 * `http/error-handler.ts` is the only place one becomes a response, always in OpenAI's
 * shape `{"error":{"message","type","param","code"}}` (PRODUCT.md "Errors").
 */

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'rate_limit_error'
  | 'api_error'
  | 'server_error';

export interface ErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export class PithError extends Error {
  override name = 'PithError';
  constructor(
    readonly status: number,
    readonly type: ErrorType | string,
    readonly code: string | null,
    message: string,
    readonly param: string | null = null,
    /** Extra reply headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: { message: this.message, type: this.type, param: this.param, code: this.code } };
  }
}

export const errors = {
  invalidJson: () =>
    new PithError(400, 'invalid_request_error', 'invalid_json', 'We could not parse the JSON body of your request. Send a valid JSON object.'),
  invalidRequest: (message: string, param: string | null = null, code: string | null = 'invalid_request') =>
    new PithError(400, 'invalid_request_error', code, message, param),
  unsupportedMediaType: () =>
    new PithError(415, 'invalid_request_error', 'unsupported_media_type', 'Content-Type must be application/json.'),
  missingApiKey: () =>
    new PithError(401, 'invalid_request_error', 'missing_api_key', 'You did not provide an API key. Send it as "Authorization: Bearer sk-pith-…".'),
  invalidApiKey: () =>
    new PithError(401, 'invalid_request_error', 'invalid_api_key', 'Incorrect API key provided. The key is unknown, malformed or revoked.'),
  sessionRequired: () =>
    new PithError(401, 'invalid_request_error', 'session_required', 'Sign in first: this endpoint needs a dashboard session, not an API key.'),
  csrfFailed: () =>
    new PithError(403, 'permission_error', 'csrf_failed', 'The request failed the CSRF check. Reload the page and try again.'),
  forbidden: (message: string) => new PithError(403, 'permission_error', 'forbidden', message),
  notFound: (message: string, code = 'not_found') => new PithError(404, 'not_found_error', code, message),
  routeNotFound: (method: string, url: string) =>
    new PithError(404, 'invalid_request_error', 'unknown_url', `Unknown request URL: ${method} ${url.split('?')[0]}.`),
  payloadTooLarge: (limit: number) =>
    new PithError(413, 'invalid_request_error', 'request_too_large', `The request body exceeds the limit of ${limit} bytes.`),
  rateLimited: (retryAfterSeconds: number) =>
    new PithError(429, 'rate_limit_error', 'rate_limit_exceeded', 'Rate limit reached. Retry after the time in the Retry-After header.', null, {
      'retry-after': String(retryAfterSeconds),
    }),
  modelNotRoutable: (model: string) =>
    new PithError(404, 'invalid_request_error', 'model_not_found', `The model \`${model}\` is not routable through this gateway.`, 'model'),
  upstreamNotConfigured: () =>
    new PithError(502, 'api_error', 'upstream_not_configured', 'No upstream API key is configured for this model.'),
  upstreamUnreachable: (detail: string) =>
    new PithError(502, 'api_error', 'upstream_unreachable', `The upstream API could not be reached (${detail}).`),
  upstreamBadResponse: (detail: string) =>
    new PithError(502, 'api_error', 'upstream_bad_response', `The upstream API returned an invalid response (${detail}).`),
  upstreamTimeout: (ms: number) =>
    new PithError(504, 'api_error', 'upstream_timeout', `The upstream API did not answer within ${ms} ms.`),
  upstreamRefused: (reason: string) =>
    new PithError(400, 'invalid_request_error', 'upstream_not_allowed', `The upstream address is not allowed: ${reason}.`, 'upstreamBaseUrl'),
  serviceUnavailable: (message: string) => new PithError(503, 'server_error', 'service_unavailable', message),
  internal: () => new PithError(500, 'server_error', 'internal_error', 'The server had an error while processing your request.'),
} as const;

const TYPE_BY_STATUS: Record<number, ErrorType> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  409: 'invalid_request_error',
  413: 'invalid_request_error',
  422: 'invalid_request_error',
  429: 'rate_limit_error',
};

/**
 * Normalises an upstream's error reply (any JSON or text) into our shape, keeping its
 * status, message, type and code where it gave them, so clients see what the vendor said.
 */
export function upstreamError(status: number, body: string): PithError {
  let message = `The upstream API answered with HTTP ${status}.`;
  let type: string = TYPE_BY_STATUS[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
  let code: string | null = null;
  let param: string | null = null;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown; detail?: unknown };
    const e = parsed.error;
    if (e && typeof e === 'object') {
      const o = e as Record<string, unknown>;
      if (typeof o.message === 'string' && o.message) message = o.message;
      if (typeof o.type === 'string' && o.type) type = o.type;
      if (typeof o.code === 'string' || typeof o.code === 'number') code = String(o.code);
      if (typeof o.param === 'string') param = o.param;
    } else if (typeof e === 'string' && e) message = e;
    else if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
    else if (typeof parsed.detail === 'string' && parsed.detail) message = parsed.detail;
  } catch {
    const text = body.trim();
    // An HTML error page tells the client nothing useful and may leak infrastructure details.
    if (text && !text.startsWith('<') && text.length <= 500) message = text;
  }
  return new PithError(status, type, code, message, param);
}
