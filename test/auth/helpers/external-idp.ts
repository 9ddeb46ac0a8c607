/**
 * @module test/auth/helpers/external-idp
 * A Pith-less OpenID provider on its own port and node:http server — the same
 * development-provider module, served alone — standing in for an external issuer
 * (Keycloak, Auth0, Google…) that Pith reaches only through configuration.
 */
import { createServer, type Server } from 'node:http';
import { findFreePort } from '../../../src/app/free-port.js';
import { createLogger } from '../../../src/app/logger.js';
import { createDevIdentityProvider } from '../../../src/auth/dev-idp/provider.js';

export interface ExternalIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startExternalIdp(options: { pithBaseUrls: string[]; path?: string; clientId?: string }): Promise<ExternalIdp> {
  const port = await findFreePort('127.0.0.1');
  const issuer = `http://127.0.0.1:${port}${options.path ?? ''}`;
  const idp = createDevIdentityProvider({
    issuer,
    // Its own secret: nothing is shared with Pith but the client registration.
    secret: 'external-idp-secret-unrelated-to-pith',
    nodeEnv: 'test',
    clientId: options.clientId ?? 'pith-external-client',
    redirectUris: options.pithBaseUrls.map((u) => `${u}/auth/callback`),
    postLogoutRedirectUris: options.pithBaseUrls.map((u) => `${u}/`),
    logger: createLogger('silent'),
  });
  const server: Server = createServer((req, res) => idp.handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
