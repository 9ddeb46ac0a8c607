/**
 * @module errors/upstream-error
 * An upstream's error reply (any JSON or text) in our shape, keeping its status, message, type
 * and code where it gave them, so clients see what the vendor said. The only error whose code
 * does not come from the catalogue: it is the vendor's, relayed. Its message is relayed with
 * credentials masked (lib/redact.ts): upstreams echo the Authorization header they refused.
 */
import { redact } from '../lib/redact.js';
import { PithError, type ErrorType } from './catalogue.js';

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
  return new PithError({ status, type, code, message: redact(message), param });
}
