/**
 * @module auth
 * Sign-in for the dashboard and the session-authenticated API (spec section 5): an
 * OpenID Connect relying party, sealed-cookie sessions with CSRF protection, and — when
 * no external issuer is configured — the embedded development identity provider under
 * `/oidc` on the same server. `createAuth` is the one entry point: it builds the sessions
 * and the guard that session routes use, and its `register` adds routes only under /auth,
 * /api/me and /oidc — no global hook, parser or decorator.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { errors } from '../errors/index.js';
import { createDevIdentityProvider, type DevIdentityProvider } from './dev-idp/provider.js';
import { mountDevIdentityProvider } from './dev-idp/mount.js';
import { RelyingParty } from './relying-party.js';
import { createSessionGuard, type UserLookup } from './require-session.js';
import { registerAuthRoutes } from './routes.js';
import { SessionManager, type SessionPolicy, type SessionRevocations } from './session.js';
import { SignInFlowCookie } from './sign-in-flow.js';
import type { RequireSession } from './types.js';

export interface AuthDeps {
  /** `host` (the listen address) only sharpens the development provider's warning. */
  config: Pick<Config, 'publicUrl' | 'oidc' | 'nodeEnv'> & Partial<Pick<Config, 'host'>>;
  users: UserLookup;
  /** Master secret (PITH_SECRET); session and flow cookie keys are derived from it. */
  secret: string;
  logger: FastifyBaseLogger;
  /** Session lifetimes; defaults: 7 days idle, 30 days absolute. */
  sessionPolicy?: SessionPolicy;
  /** Where logged-out sessions are remembered: the server passes the shared store (auth/store-revocations.ts); in-process memory when omitted. */
  revocations?: SessionRevocations;
  /** Clock, ms since epoch (tests move it to expire sessions). */
  now?: () => number;
}

export interface Auth {
  requireSession: RequireSession;
  /** Adds the sign-in routes (and the development provider, when it is the issuer). */
  register(app: FastifyInstance): void;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

interface Issuer {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  authorizationParams?: Record<string, string>;
  /** Set when the issuer is the embedded development provider, mounted by `register`. */
  devIdp?: DevIdentityProvider;
}

export function createAuth(deps: AuthDeps): Auth {
  const { config, logger } = deps;
  if (deps.secret.length < 16) throw errors.invalidConfig('the auth secret must be at least 16 characters');
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const secure = new URL(publicUrl).protocol === 'https:';
  const now = deps.now ?? Date.now;
  const redirectUri = `${publicUrl}/auth/callback`;

  const { devIdp, ...issuer } = resolveIssuer(deps, publicUrl, redirectUri);
  const rp = new RelyingParty({ ...issuer, redirectUri, logger });
  const sessions = new SessionManager({ secret: deps.secret, secure, policy: deps.sessionPolicy, now, revocations: deps.revocations });
  const flows = new SignInFlowCookie({ secret: deps.secret, secure, now });
  const guard = createSessionGuard({ sessions, users: deps.users, publicOrigin: new URL(publicUrl).origin });
  return {
    requireSession: guard.requireSession,
    register(app) {
      if (devIdp) mountDevIdentityProvider(app, devIdp);
      registerAuthRoutes(app, { publicUrl, rp, flows, sessions, guard, users: deps.users });
    },
  };
}

function resolveIssuer(deps: AuthDeps, publicUrl: string, redirectUri: string): Issuer {
  const { oidc, nodeEnv, host } = deps.config;
  if (oidc.issuer) {
    if (!oidc.clientId) throw errors.invalidConfig('PITH_OIDC_CLIENT_ID is required with PITH_OIDC_ISSUER');
    return { issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret };
  }
  const devIdp = createDevIdentityProvider({
    issuer: `${publicUrl}/oidc`,
    secret: deps.secret,
    nodeEnv,
    redirectUris: [redirectUri],
    postLogoutRedirectUris: [`${publicUrl}/`],
    logger: deps.logger,
  });
  if (host !== undefined && !LOOPBACK.has(host)) {
    deps.logger.warn({ host }, 'the development identity provider is reachable from the network: anyone who can reach this address can sign in as any email');
  }
  // prompt=login: the form shows on every sign-in, so after signing out of Pith one can
  // sign in as someone else (the provider's own session would otherwise reuse the last
  // account). An external provider keeps its usual single sign-on.
  return { issuer: devIdp.issuer, clientId: devIdp.clientId, clientSecret: devIdp.clientSecret, authorizationParams: { prompt: 'login' }, devIdp };
}

export type { SessionPolicy, SessionRevocations } from './session.js';
export { DEFAULT_SESSION_POLICY, SESSION_COOKIE, CSRF_COOKIE } from './session.js';
export { CSRF_HEADER } from './require-session.js';
