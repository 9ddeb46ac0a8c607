/**
 * @module auth/dev-idp/provider
 * The embedded development identity provider: a real OpenID provider (oidc-provider v9,
 * certified) so that development and tests run the very same OpenID Connect flow as
 * production against an external issuer. One static confidential client; signing keys
 * generated at start (sessions of the provider and its accounts live in memory, so a
 * restart signs everyone out of the provider — Pith's own sessions are unaffected).
 * Refused when NODE_ENV=production. Exposed as a plain node (req, res) handler so it can
 * be mounted in Pith's server (auth/dev-idp/mount) or served alone (tests' external issuer).
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Provider } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import { errors } from '../../errors/index.js';
import { escapeRegExp } from '../../lib/regexp.js';
import { deriveKey } from '../../lib/seal.js';
import { escapeHtml, renderPage } from '../html.js';
import { DevAccounts } from './accounts.js';
import { handleInteraction } from './interactions.js';

export const DEV_CLIENT_ID = 'pith-dashboard';

export interface DevIdentityProviderOptions {
  /** The issuer URL; its path is where the handler expects to be mounted (e.g. `/oidc`). */
  issuer: string;
  /** Client secret and cookie keys are derived from it. */
  secret: string;
  nodeEnv: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  logger: FastifyBaseLogger;
  clientId?: string;
}

export interface DevIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Path prefix this handler serves, `''` when the issuer has no path. */
  mountPath: string;
  /** Serves every request under `mountPath`; the caller must not have read the body. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/** The client secret Pith uses with the development provider; derived, never configured. */
export function devClientSecret(secret: string): string {
  return deriveKey(secret, 'dev idp client secret').toString('base64url');
}

export function createDevIdentityProvider(options: DevIdentityProviderOptions): DevIdentityProvider {
  if (options.nodeEnv === 'production') {
    throw errors.devIdpRefused();
  }
  const issuerUrl = new URL(options.issuer);
  const mountPath = issuerUrl.pathname.replace(/\/+$/, '');
  const clientId = options.clientId ?? DEV_CLIENT_ID;
  const clientSecret = devClientSecret(options.secret);
  const accounts = new DevAccounts();
  const provider = new Provider(options.issuer, providerConfiguration({ options, mountPath, clientId, clientSecret, accounts }));
  // Behind a TLS-terminating proxy the public URL is https while this hop is http.
  provider.proxy = issuerUrl.protocol === 'https:';
  provider.on('server_error', (_ctx: unknown, err: Error) => options.logger.error({ reason: err.message }, 'development identity provider error'));
  options.logger.warn(
    { issuer: options.issuer },
    'DEVELOPMENT IDENTITY PROVIDER — not for production: anyone can sign in as any email, without a password. Set PITH_OIDC_ISSUER to use a real one.',
  );

  const callback = provider.callback();
  const interaction = new RegExp(`^${escapeRegExp(mountPath)}/interaction/([A-Za-z0-9_-]+)(?:[/?]|$)`);
  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    const match = interaction.exec(url);
    if (match?.[1]) {
      handleInteraction({ provider, accounts, mountPath }, req, res, match[1]).catch((err: unknown) => fail(res, err, options.logger));
      return;
    }
    // Mounted the way express mounts it: oidc-provider derives its mount path from originalUrl.
    Object.assign(req, { originalUrl: url });
    req.url = url.slice(mountPath.length) || '/';
    void callback(req, res);
  }
  return { issuer: options.issuer, clientId, clientSecret, mountPath, handle };
}

function providerConfiguration(args: {
  options: DevIdentityProviderOptions;
  mountPath: string;
  clientId: string;
  clientSecret: string;
  accounts: DevAccounts;
}): Record<string, unknown> {
  const { options, mountPath, clientId, clientSecret, accounts } = args;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: options.redirectUris,
      post_logout_redirect_uris: options.postLogoutRedirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [deriveKey(options.secret, 'dev idp cookies').toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the requested claims in the ID token too, as most hosted providers do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short-lived artifacts; the provider session only spares re-typing the form for a day.
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 86_400, Session: 86_400 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      // email_verified is false: this provider never verifies that anyone owns an address.
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: false, name: account.name }) };
    },
    renderError: async (ctx: { type: string; body: string }, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = renderPage('Sign-in error', `<p>${escapeHtml(out.error ?? 'error')}: ${escapeHtml(out.error_description ?? '')}</p>`);
    },
  };
}

function fail(res: ServerResponse, err: unknown, logger: FastifyBaseLogger): void {
  logger.error({ reason: err instanceof Error ? err.message : 'unknown' }, 'development identity provider interaction failed');
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Sign-in failed. Start again.');
}
