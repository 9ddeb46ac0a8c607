/** @module test/support/keys — real API keys for tests and benchmarks, made through the key service. */
import type { CreateKeyInput } from '../../src/keys/key-schemas.js';
import { createKeyService } from '../../src/keys/service.js';
import type { RunningServer } from '../../src/server.js';

export async function mintKey(server: RunningServer, subject = 'test-user', input: CreateKeyInput = { name: 'test', mode: 'router' }) {
  const user = await server.store.upsertUser({ issuer: 'test', subject });
  const keys = createKeyService({ store: server.store, secret: server.secret, config: server.config });
  return { user, ...(await keys.create(user.id, input)), keys };
}
