/**
 * @module http/routes/keys
 * Key management for the signed-in user (spec 4.2–4.4; session auth, spec 5):
 *   GET    /api/keys       → 200, JSON array of key records (spec 2.3 + `compression`)
 *   POST   /api/keys       → 201 {id, fullKey, keyPrefix}; the full key is never shown again
 *   DELETE /api/keys/:id   → 200 with the revoked record (isActive false); 404 for an unknown
 *                            id or another user's key. Revoking twice answers 200 again.
 * Bodies are validated by the schemas below (Fastify's Ajv, errors rendered by the app's
 * error handler); the byok-only rules and the SSRF check live in the key service.
 * Unknown body fields are ignored, as a dashboard may send more than the spec lists.
 * The session check runs as preValidation (not preHandler) so a signed-out caller gets
 * 401 before any 400 about the body: nothing is validated for strangers.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { RequireSession } from '../../auth/types.js';
import { COMPRESSION_LEVELS } from '../../wire/compression-levels.js';
import { KEY_MODES, MAX_NAME_LENGTH, type KeyService } from '../../keys/service.js';

export interface KeyRouteDeps {
  keys: KeyService;
  requireSession: RequireSession;
}

const stringEnum = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

const CreateKeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: MAX_NAME_LENGTH }),
  mode: stringEnum(KEY_MODES),
  upstreamBaseUrl: Type.Optional(Type.String({ maxLength: 2048 })),
  upstreamApiKey: Type.Optional(Type.String({ maxLength: 4096 })),
  compression: Type.Optional(stringEnum(COMPRESSION_LEVELS)),
});

const KeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

// Response schemas double as an allow-list: a field not named here cannot leak out.
const KeyViewSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  keyPrefix: Type.String(),
  mode: Type.String(),
  isActive: Type.Boolean(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  compression: Type.Union([Type.String(), Type.Null()]),
});

const CreatedKeySchema = Type.Object({ id: Type.String(), fullKey: Type.String(), keyPrefix: Type.String() });

export function registerKeyRoutes(app: FastifyInstance, deps: KeyRouteDeps): void {
  const { keys, requireSession } = deps;

  app.get('/api/keys', { preValidation: requireSession, schema: { response: { 200: Type.Array(KeyViewSchema) } } }, async (request) =>
    keys.list(request.user!.id),
  );

  app.post<{ Body: Static<typeof CreateKeyBody> }>(
    '/api/keys',
    { preValidation: requireSession, schema: { body: CreateKeyBody, response: { 201: CreatedKeySchema } } },
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
