/**
 * @module auth/dev-idp/mount
 * Mounts the development provider's node handler under its path prefix on Pith's own
 * Fastify server and port. The route hijacks the reply in its onRequest hook — before
 * Fastify parses any body — because oidc-provider reads its own request bodies.
 */
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors/index.js';
import type { DevIdentityProvider } from './provider.js';

// HEAD comes with GET (Fastify exposes HEAD routes for GET routes).
const METHODS = ['GET', 'POST', 'OPTIONS'] as const;

export function mountDevIdentityProvider(app: FastifyInstance, idp: DevIdentityProvider): void {
  if (!idp.mountPath) throw errors.invalidConfig('the development identity provider needs a path prefix to share a server');
  for (const url of [idp.mountPath, `${idp.mountPath}/*`]) {
    app.route({
      method: [...METHODS],
      url,
      onRequest: async (request, reply) => {
        reply.hijack();
        idp.handle(request.raw, reply.raw);
      },
      // Never reached: the hook always hijacks.
      handler: async () => undefined,
    });
  }
}
