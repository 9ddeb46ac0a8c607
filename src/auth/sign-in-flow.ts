/**
 * @module auth/sign-in-flow
 * The pre-login state of one sign-in (PKCE verifier, state, nonce, where to return), kept
 * between /auth/login and /auth/callback in its own short-lived sealed cookie scoped to
 * the callback path. SameSite=Lax still sends it on the provider's top-level redirect back.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSealer, deriveKey, type Sealer } from '../lib/seal.js';
import { appendSetCookie, openCookieValue, readCookie, sealCookieValue, serializeCookie } from './cookies.js';
import type { FlowChecks } from './relying-party.js';

export const FLOW_COOKIE = 'pith_oidc_flow';
const FLOW_PATH = '/auth/callback';
export const FLOW_TTL_MS = 10 * 60 * 1000;

export interface SignInFlow extends FlowChecks {
  returnTo: string;
  /** Expiry, ms since epoch. */
  exp: number;
}

/**
 * `raw` when it is a same-origin relative path, else `/`. Rejects absolute URLs,
 * scheme-relative `//host` and `/\host` (browsers treat `\` as `/`), and control characters.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 2048 || !raw.startsWith('/')) return '/';
  if (raw.startsWith('//') || raw.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(raw)) return '/';
  const base = 'http://pith.invalid';
  const url = new URL(raw, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}

export class SignInFlowCookie {
  readonly #sealer: Sealer;
  readonly #secure: boolean;
  readonly #now: () => number;

  constructor(options: { secret: string; secure: boolean; now: () => number }) {
    this.#sealer = createSealer(deriveKey(options.secret, 'sign-in flow'));
    this.#secure = options.secure;
    this.#now = options.now;
  }

  write(reply: FastifyReply, checks: FlowChecks, returnTo: string): void {
    const flow: SignInFlow = { ...checks, returnTo, exp: this.#now() + FLOW_TTL_MS };
    const cookie = serializeCookie(FLOW_COOKIE, sealCookieValue(this.#sealer, FLOW_COOKIE, flow), {
      httpOnly: true, secure: this.#secure, sameSite: 'Lax', path: FLOW_PATH, maxAge: FLOW_TTL_MS / 1000,
    });
    appendSetCookie(reply, cookie);
  }

  /** The pending flow, or undefined when missing, forged or expired. */
  read(request: FastifyRequest): SignInFlow | undefined {
    const raw = readCookie(request, FLOW_COOKIE);
    if (!raw) return undefined;
    const flow = openCookieValue(this.#sealer, FLOW_COOKIE, raw) as Partial<SignInFlow> | undefined;
    if (!flow || typeof flow.exp !== 'number' || flow.exp <= this.#now()) return undefined;
    const { state, nonce, verifier, returnTo } = flow;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return undefined;
    return { state, nonce, verifier, returnTo: safeReturnTo(returnTo), exp: flow.exp };
  }

  /** A flow is single-use: cleared on every callback, successful or not. */
  clear(reply: FastifyReply): void {
    appendSetCookie(reply, serializeCookie(FLOW_COOKIE, '', { httpOnly: true, secure: this.#secure, sameSite: 'Lax', path: FLOW_PATH, maxAge: 0 }));
  }
}
