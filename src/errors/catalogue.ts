/**
 * @module errors/catalogue
 * The one error catalogue: every code Pith raises, the HTTP status and OpenAI error type it is
 * rendered with, and one factory per failure. Modules raise only errors made by these
 * factories; `http/error-handler.ts` is the only place one becomes a response, always in
 * OpenAI's shape `{"error":{"message","type","param","code"}}` (PRODUCT.md "Errors").
 * Start-up failures are catalogued too: they never reach a client, `pith` prints their message
 * and exits. The one code not listed here is an upstream's own, relayed as it came
 * (errors/upstream-error.ts).
 */

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'rate_limit_error'
  | 'insufficient_quota'
  | 'api_error'
  | 'server_error';

interface Rendering {
  status: number;
  type: ErrorType;
}

const upstreamFault: Rendering = { status: 502, type: 'api_error' };

/** One rendering for several codes. */
function alike<const C extends string>(status: number, type: ErrorType, codes: readonly C[]): Record<C, Rendering> {
  return Object.fromEntries(codes.map((code) => [code, { status, type }])) as Record<C, Rendering>;
}

export const CATALOGUE = {
  // `invalid_request`: anything wrong with a request that has no more precise code (a header, a
  // query string). `upstream_not_allowed`: 400 where a byok key is created, 502 `api_error`
  // where a key's stored upstream is dialled.
  ...alike(400, 'invalid_request_error', ['invalid_json', 'invalid_request', 'missing_required_parameter', 'invalid_type', 'invalid_value']),
  ...alike(400, 'invalid_request_error', ['invalid_url', 'sign_in_expired', 'sign_in_failed', 'upstream_not_allowed']),
  // `format_not_served`: the model's route speaks another wire format than the front door called.
  ...alike(400, 'invalid_request_error', ['format_not_served']),
  ...alike(401, 'invalid_request_error', ['missing_api_key', 'invalid_api_key', 'session_required']),
  ...alike(403, 'permission_error', ['csrf_failed']),
  ...alike(404, 'not_found_error', ['not_found', 'key_not_found']),
  // A user at PITH_MAX_KEYS_PER_USER active keys creating one more (security, issue 18).
  ...alike(409, 'invalid_request_error', ['too_many_keys']),
  ...alike(404, 'invalid_request_error', ['unknown_url']),
  ...alike(413, 'invalid_request_error', ['request_too_large']),
  ...alike(415, 'invalid_request_error', ['unsupported_media_type']),
  ...alike(500, 'server_error', ['internal_error', 'unsupported_operation']),
  ...alike(upstreamFault.status, upstreamFault.type, ['upstream_unreachable', 'upstream_bad_response', 'upstream_auth_failed']),
  // An upstream reply (or one of its SSE lines) past PITH_MAX_UPSTREAM_REPLY_BYTES / _LINE_BYTES.
  ...alike(upstreamFault.status, upstreamFault.type, ['upstream_reply_too_large']),
  // A key over its requests or tokens per minute; over its spend cap (OpenAI's quota error is a 429 too).
  ...alike(429, 'rate_limit_error', ['rate_limit_exceeded']),
  ...alike(429, 'insufficient_quota', ['budget_exceeded']),
  ...alike(503, 'server_error', ['service_unavailable']),
  ...alike(504, 'api_error', ['upstream_timeout']),
  // HTTP edge (issue 18): a body or headers that did not arrive in time; a server over its
  // in-flight or event-loop limit (with Retry-After: 1); a server draining for shutdown
  // (with Connection: close); a key twice in one JSON object of the body.
  ...alike(408, 'invalid_request_error', ['request_timeout']),
  ...alike(503, 'server_error', ['overloaded', 'shutting_down']),
  ...alike(400, 'invalid_request_error', ['duplicate_key']),
  ...alike(431, 'invalid_request_error', ['headers_too_large']),
  // Start-up failures: never sent to a client (`pith` prints the message and exits; exit code 2
  // and the usage text for `invalid_arguments`), a plain 500 should one ever reach HTTP.
  ...alike(500, 'server_error', ['invalid_config', 'invalid_price_file', 'dev_idp_refused', 'embedded_db_locked', 'migration_failed', 'port_in_use']),
  ...alike(500, 'server_error', ['invalid_arguments']),
  // Usage (issue 18): never sent (the client is gone); the status and code of an abandoned
  // request's usage and request-log rows, as nginx's 499.
  ...alike(499, 'invalid_request_error', ['client_closed_request']),
};

export type ErrorCode = keyof typeof CATALOGUE;

export interface ErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export interface PithErrorInit {
  status: number;
  /** An OpenAI error type, or an upstream's own type relayed as it came. */
  type: string;
  /** A catalogue code, or an upstream's own code relayed as it came. */
  code: string | null;
  message: string;
  param?: string | null;
  /** Extra reply headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class PithError extends Error {
  override name = 'PithError';
  readonly status: number;
  readonly type: string;
  readonly code: string | null;
  readonly param: string | null;
  readonly headers: Record<string, string>;

  constructor(init: PithErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.type = init.type;
    this.code = init.code;
    this.param = init.param ?? null;
    this.headers = init.headers ?? {};
  }

  toBody(): ErrorBody {
    return { error: { message: this.message, type: this.type, param: this.param, code: this.code } };
  }
}

function make(code: ErrorCode, message: string, extra: Partial<Omit<PithErrorInit, 'code' | 'message'>> = {}): PithError {
  return new PithError({ ...CATALOGUE[code], code, message, ...extra });
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

export const errors = {
  invalidJson: () => make('invalid_json', 'We could not parse the JSON body of your request. Send a valid JSON object.'),
  invalidRequest: (message: string, param: string | null = null) => make('invalid_request', message, { param }),
  missingParameter: (message: string, param: string | null) => make('missing_required_parameter', message, { param }),
  invalidType: (message: string, param: string | null) => make('invalid_type', message, { param }),
  invalidValue: (message: string, param: string | null) => make('invalid_value', message, { param }),
  invalidUpstreamUrl: (problem: string) => make('invalid_url', `Invalid 'upstreamBaseUrl': ${problem}`, { param: 'upstreamBaseUrl' }),
  unsupportedMediaType: () => make('unsupported_media_type', 'Content-Type must be application/json.'),
  payloadTooLarge: (limit: number) => make('request_too_large', `The request body exceeds the limit of ${limit} bytes.`),
  routeNotFound: (method: string, url: string) => make('unknown_url', `Unknown request URL: ${method} ${url.split('?')[0]}.`),
  /** `how`: the header(s) the route reads the key from, as the client should send them. */
  missingApiKey: (how = '"Authorization: Bearer sk-pith-…"') => make('missing_api_key', `You did not provide an API key. Send it as ${how}.`),
  invalidApiKey: () => make('invalid_api_key', 'Incorrect API key provided. The key is unknown, malformed or revoked.'),
  sessionRequired: () => make('session_required', 'Sign in first: this endpoint needs a dashboard session, not an API key.'),
  signInExpired: () => make('sign_in_expired', 'Sign-in expired or was started in another browser. Start again at /auth/login.'),
  /** `providerAnswer`: how to name what the identity provider said (already made safe to echo), if it said anything. */
  signInFailed: (providerAnswer?: string) =>
    make(
      'sign_in_failed',
      providerAnswer === undefined
        ? 'Sign-in failed: the sign-in response could not be verified. Start again at /auth/login.'
        : `Sign-in failed: the identity provider answered ${providerAnswer}. Start again at /auth/login.`,
    ),
  csrfFailed: () => make('csrf_failed', 'The request failed the CSRF check. Reload the page and try again.'),
  /** An API key the caller asked to manage (an unknown id and another user's key answer alike). */
  keyNotFound: (id: string) => make('not_found', `No API key with id '${id}'.`),
  /** A request-log entry the caller asked for (an unknown id and another user's request answer alike). */
  requestNotFound: () => make('not_found', 'No request with that id in your request log.'),
  tooManyKeys: (max: number) => make('too_many_keys', `You already have ${max} active API keys, the most allowed; revoke one before creating another.`),
  /** An API key named as a usage filter. */
  usageKeyNotFound: (id: string) => make('key_not_found', `No API key with id '${id}'.`),
  upstreamRefused: (reason: string) => make('upstream_not_allowed', `The upstream address is not allowed: ${reason}.`, { param: 'upstreamBaseUrl' }),
  /** A byok key's stored upstream refused when dialled: the caller's request is fine, the key's upstream is not. */
  keyUpstreamRefused: (refusal: PithError) => make('upstream_not_allowed', refusal.message, { ...upstreamFault }),
  upstreamUnreachable: (detail: string) => make('upstream_unreachable', `The upstream API could not be reached (${detail}).`),
  upstreamBadResponse: (detail: string) => make('upstream_bad_response', `The upstream API returned an invalid response (${detail}).`),
  /**
   * The upstream refused the credentials Pith sent (401/403): the gateway's own key (router
   * keys) or the byok key's stored upstream key — never the caller's Pith key, so never a 401.
   */
  upstreamAuthFailed: (upstreamStatus: number, whose: 'operator' | 'byok', keyConfigured: boolean) =>
    make(
      'upstream_auth_failed',
      whose === 'byok'
        ? `The upstream refused this key's upstream API key (HTTP ${upstreamStatus}). Update the key's upstream settings; your Pith key itself is valid.`
        : `The gateway's upstream credentials were refused (HTTP ${upstreamStatus}${keyConfigured ? '' : '; no upstream API key is configured'}). ` +
            'Your Pith key is valid; the gateway operator must fix the upstream API key (PITH_UPSTREAM_API_KEY).',
    ),
  /** `limit`: which limit; `headers`: Retry-After and the x-ratelimit-* set. */
  rateLimited: (limit: 'requests' | 'tokens', max: number, retryAfterS: number, headers: Record<string, string>) =>
    make(
      'rate_limit_exceeded',
      `Rate limit reached for this key: ${max} ${limit} per minute. Try again in ${retryAfterS} s.`,
      { headers: { ...headers, 'retry-after': String(retryAfterS) } },
    ),
  budgetExceeded: (budgetUsd: number, period: 'day' | 'month', retryAfterS: number, headers: Record<string, string>) =>
    make(
      'budget_exceeded',
      `This key has used its budget of $${budgetUsd} per ${period}. It resets in ${retryAfterS} s, or the key's owner can raise it.`,
      { headers: { ...headers, 'retry-after': String(retryAfterS) } },
    ),
  /** The client went away before the reply ended: recorded, never sent. */
  clientClosedRequest: () => make('client_closed_request', 'The client closed the connection before the reply ended.'),
  upstreamTimeout: (ms: number) => make('upstream_timeout', `The upstream API did not answer within ${ms} ms.`),
  /** PITH_UPSTREAM_TOTAL_TIMEOUT_MS: the whole call, retries and body included. */
  upstreamDeadline: (ms: number) => make('upstream_timeout', `The upstream API did not finish its reply within ${ms} ms.`),
  /** `what`: 'reply' (PITH_MAX_UPSTREAM_REPLY_BYTES) or 'line' (one SSE line, PITH_MAX_UPSTREAM_LINE_BYTES). */
  upstreamReplyTooLarge: (what: 'reply' | 'line', limit: number) =>
    make('upstream_reply_too_large', what === 'reply' ? `The upstream API's reply exceeds the limit of ${limit} bytes.` : `The upstream API sent a stream line longer than the limit of ${limit} bytes.`),
  serviceUnavailable: (message: string) => make('service_unavailable', message),
  /** A front door's request for a model whose route speaks another format (Pith does not translate). */
  formatNotServed: (model: string, routeFormat: string, frontDoor: string) =>
    make(
      'format_not_served',
      `Model '${model}' is routed to an upstream that speaks the ${routeFormat} format, which cannot serve ${frontDoor} (Pith does not translate between formats). Route the model to an upstream of the right format in PITH_ROUTES ("format"), or call the front door its upstream speaks.`,
      { param: 'model' },
    ),
  // HTTP edge (issue 18)
  /** `body`: the body came too slowly or not at all; `request`: the request line and headers, or the whole request. */
  requestTimeout: (what: 'body' | 'request') =>
    make('request_timeout', what === 'body' ? 'The request body was not received in time. Send it faster, or all at once.' : 'The request was not received in time.', {
      headers: { connection: 'close' },
    }),
  headersTooLarge: () => make('headers_too_large', 'The request headers are too large.'),
  malformedRequest: () => make('invalid_request', 'The request is not valid HTTP.'),
  overloaded: () => make('overloaded', 'The server is overloaded. Retry shortly.', { headers: { 'retry-after': '1' } }),
  shuttingDown: () => make('shutting_down', 'The server is shutting down. Retry on another instance or shortly.', { headers: { connection: 'close', 'retry-after': '1' } }),
  jsonTooDeep: (maxDepth: number) => make('invalid_json', `The JSON body is nested deeper than ${maxDepth} levels.`),
  duplicateKey: (path: string) => make('duplicate_key', `The JSON body has the key '${path}' more than once. Send each key once.`, { param: path }),
  internal: () => make('internal_error', 'The server had an error while processing your request.'),
  unsupportedOperation: (what: string) => make('unsupported_operation', `${what} is not supported.`),

  invalidConfig: (message: string) => make('invalid_config', message),
  invalidPriceFile: (message: string, cause?: unknown) => make('invalid_price_file', message, { cause }),
  devIdpRefused: () =>
    make(
      'dev_idp_refused',
      'The development identity provider is refused when NODE_ENV=production. Set PITH_OIDC_ISSUER, PITH_OIDC_CLIENT_ID and PITH_OIDC_CLIENT_SECRET.',
    ),
  embeddedDbLocked: (message: string) => make('embedded_db_locked', message),
  migrationFailed: (cause: unknown) => make('migration_failed', `database migration failed: ${describeCause(cause)}`, { cause }),
  invalidArguments: (message: string) => make('invalid_arguments', message),
  portInUse: (host: string, port: number) =>
    make('port_in_use', `port ${port} on ${host} is already in use: stop what holds it, or set PORT to another port (0 picks a free one)`),
} as const;
