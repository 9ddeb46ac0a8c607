/**
 * @module auth/relying-party
 * The OpenID Connect relying party, on openid-client v6 (a certified implementation):
 * authorization-code flow with PKCE (S256), state and nonce. The issuer is discovered
 * over HTTP on first use and cached — lazily because the embedded development issuer is
 * this very server, which is not listening yet when routes are registered. A failed
 * discovery is not cached, so the next sign-in retries.
 */
import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import { errors, PithError } from '../errors/index.js';
import type { UserProfile } from '../store/types.js';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  /** Omitted for a public client (PKCE only). */
  clientSecret?: string;
  redirectUri: string;
  logger: FastifyBaseLogger;
  /** Extra authorization request parameters, e.g. `prompt=login`. */
  authorizationParams?: Record<string, string>;
}

/** What the callback must check: kept in the sealed sign-in flow cookie, never logged. */
export interface FlowChecks {
  state: string;
  nonce: string;
  verifier: string;
}

const SCOPE = 'openid email profile';

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export class RelyingParty {
  readonly #options: RelyingPartyOptions;
  #config: Promise<oidc.Configuration> | undefined;

  constructor(options: RelyingPartyOptions) {
    this.#options = options;
  }

  /** Discovers the issuer once. */
  configuration(): Promise<oidc.Configuration> {
    this.#config ??= this.#discover().catch((err: unknown) => {
      this.#config = undefined;
      this.#options.logger.error({ issuer: this.#options.issuer, reason: describe(err) }, 'OpenID Connect discovery failed');
      throw errors.serviceUnavailable('The identity provider could not be reached. Try again shortly.');
    });
    return this.#config;
  }

  async #discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.#options;
    const url = new URL(issuer);
    // openid-client refuses plain HTTP; allowed only when the operator configured an http://
    // issuer, which in practice is the embedded development provider on 127.0.0.1.
    const execute = url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
    // client_secret_basic: the OpenID Connect default for a registered client with a secret.
    const auth = clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None();
    return oidc.discovery(url, clientId, clientSecret ? { client_secret: clientSecret } : undefined, auth, { execute, timeout: 10 });
  }

  /** A fresh authorization URL and the checks its callback must pass. */
  async start(): Promise<{ url: URL; checks: FlowChecks }> {
    const config = await this.configuration();
    const checks: FlowChecks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      ...this.#options.authorizationParams,
      redirect_uri: this.#options.redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  }

  /**
   * Validates the authorization response (`callbackUrl` is this server's public callback
   * URL with the query it received), redeems the code, validates the ID token and returns
   * the user's profile. email/name come from the ID token, or from userinfo when the
   * provider keeps them there. Any failure is a 400 `sign_in_failed` naming no secret.
   */
  async finish(callbackUrl: URL, checks: FlowChecks): Promise<UserProfile> {
    const config = await this.configuration();
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let email = stringClaim(claims.email);
      let name = stringClaim(claims.name);
      if ((!email || !name) && config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        email ??= stringClaim(info.email);
        name ??= stringClaim(info.name);
      }
      return { issuer: claims.iss, subject: claims.sub, email, name };
    } catch (err) {
      if (err instanceof PithError) throw err;
      this.#options.logger.warn({ reason: describe(err) }, 'sign-in callback rejected');
      throw signInFailed(err);
    }
  }
}

/** Name, code and message only: `cause` may hold response bodies with tokens. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return 'unknown error';
  const code = (err as { code?: unknown }).code;
  return `${err.name}${typeof code === 'string' ? ` ${code}` : ''}: ${err.message}`;
}

function signInFailed(err: unknown): PithError {
  if (err instanceof oidc.AuthorizationResponseError) {
    // The provider's error code (e.g. access_denied) is useful to show; it is echoed only
    // when it looks like one, since the query string is attacker-controlled.
    return errors.signInFailed(/^[a-z0-9_.-]{1,64}$/i.test(err.error) ? `"${err.error}"` : 'with an error');
  }
  return errors.signInFailed();
}
