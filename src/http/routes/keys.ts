/**
 * @module http/routes/keys
 * Key management for the signed-in user (spec 4.2–4.4; session auth, spec 5):
 *   GET    /api/keys       → 200, JSON array of key records (spec 2.3 + `compression`)
 *   POST   /api/keys       → 201 {id, fullKey, keyPrefix}; the full key is never shown again
 *   DELETE /api/keys/:id   → 200 with the revoked record (isActive false); 404 for an unknown
 *                            id or another user's key. Revoking twice answers 200 again.
 * Bodies are validated by the key API's schemas (keys/key-schemas.ts, Fastify's Ajv, errors
 * rendered by the error handler); the byok-only rules and the SSRF check live in the key service.
 * The session check runs before the body is read (preParsing on POST, preValidation
 * elsewhere) so a signed-out caller gets 401 before any 400 about the body — not even a body
 * the JSON parser refuses (`{"__proto__": …}`) is looked at for strangers.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { RequireSession } from '../../auth/types.js';
import { CreatedKeySchema, CreateKeyInputSchema, KeyViewSchema, type CreateKeyInput } from '../../keys/key-schemas.js';
import type { KeyService } from '../../keys/service.js';

export interface KeyRouteDeps {
  keys: KeyService;
  requireSession: RequireSession;
}

const KeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export function registerKeyRoutes(app: FastifyInstance, deps: KeyRouteDeps): void {
  const { keys, requireSession } = deps;

  app.get('/api/keys', { preValidation: requireSession, schema: { response: { 200: Type.Array(KeyViewSchema) } } }, async (request) =>
    keys.list(request.user!.id),
  );

  app.post<{ Body: CreateKeyInput }>(
    '/api/keys',
    { preParsing: requireSession, schema: { body: CreateKeyInputSchema, response: { 201: CreatedKeySchema } } },
    async (request, reply) => {
      const created = await keys.create(request.user!.id, request.body);
      // The full key is in this body only: no cache may keep it.
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete<{ Params: Static<typeof KeyParams> }>(
    '/api/keys/:id',
    { preValidation: requireSession, schema: { params: KeyParams, response: { 200: KeyViewSchema } } },
    async (request) => keys.revoke(request.user!.id, request.params.id),
  );
}
