/**
 * @module test/support/keys
 * API keys for tests and benchmarks: real ones made through the key service of a running
 * server, and bare records to insert into a store directly.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { CreateKeyInput } from '../../src/keys/key-schemas.js';
import { createKeyService } from '../../src/keys/service.js';
import type { RunningServer } from '../../src/server.js';
import type { NewKey } from '../../src/store/types.js';

export async function mintKey(server: RunningServer, subject = 'test-user', input: CreateKeyInput = { name: 'test', mode: 'router' }) {
  const user = await server.store.upsertUser({ issuer: 'test', subject });
  const keys = createKeyService({ store: server.store, secret: server.secret, config: server.config });
  return { user, ...(await keys.create(user.id, input)), keys };
}

/** A key record for `userId` with a random hash (no full key exists for it). */
export function newKey(userId: string, over: Partial<NewKey> = {}): NewKey {
  return {
    id: randomUUID(),
    userId,
    name: 'test key',
    keyPrefix: 'sk-pith-abcdef',
    keyHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
    mode: 'router',
    upstreamBaseUrl: null,
    upstreamApiKeyEnc: null,
    compression: null,
    ...over,
  };
}
