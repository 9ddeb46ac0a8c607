/**
 * NUL bytes (found by the keys fuzz): PostgreSQL text cannot hold U+0000, so a value carrying
 * one must be refused or cleaned before it reaches the store.
 *  - A key name with a control character → 400 `invalid_value` (was a 500). Fixed in keys/.
 *  - A completion whose `model` holds a NUL is served; its usage and request-log rows used to
 *    fail to insert — and take every other row of the same batch with them, retried forever:
 *    no usage was recorded for anyone afterwards (a billing bypass open to any key holder).
 *    Fixed in the store (store/storable-text.ts): client-chosen strings are stored with U+FFFD
 *    in place of U+0000.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../auth/sign-in.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { schemaErrors } from '../support/openapi.js';

let gw: TestGateway;
let alice: SignedIn;

beforeAll(async () => {
  gw = await startGateway();
  alice = await signIn(gw.server.url, { email: 'nul@example.com', name: 'Nul' });
});
afterAll(async () => gw?.close());

describe('NUL and other control characters', () => {
  it.each(['\u0000', 'a\u0000b', 'tab\there', 'new\nline', 'bell\u0007'])('a key name %j → 400 invalid_value, nothing stored', async (name) => {
    const res = await fetch(`${gw.server.url}/api/keys`, {
      method: 'POST',
      headers: { cookie: alice.cookieHeader, 'x-csrf-token': alice.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ name, mode: 'router' }),
    });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(schemaErrors('ErrorResponse', body)).toEqual([]);
    expect(body.error).toMatchObject({ code: 'invalid_value', param: 'name' });
  });

  const call = (model: string) =>
    fetch(`${gw.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model, messages: [{ role: 'user', content: 'hello' }] }),
    }).then(async (r) => (await r.arrayBuffer(), r.status));

  /** Requests recorded for these models, waiting (up to ~6 s) for the batch writer to reach `want`. */
  async function recorded(models: string[], want: number): Promise<number> {
    const user = await gw.server.store.upsertUser({ issuer: 'test', subject: 'test-user' });
    const count = async () =>
      (await gw.server.store.queryUsage({ userId: user.id, from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 3_600_000), bucket: 'hour' }))
        .filter((r) => models.includes(r.model))
        .reduce((n, r) => n + r.requests, 0);
    for (let i = 0; i < 60 && (await count()) < want; i++) await new Promise((r) => setTimeout(r, 100));
    return count();
  }

  it('control: two clean requests are recorded within the wait (so the test below fails for its own reason)', async () => {
    expect(await call('gpt-clean-1')).toBe(200);
    expect(await call('gpt-clean-2')).toBe(200);
    expect(await recorded(['gpt-clean-1', 'gpt-clean-2'], 2)).toBe(2);
  });

  it('a NUL in one request’s model does not stop usage from being recorded for the others', async () => {
    expect(await call('gpt-before')).toBe(200);
    await call('gpt\u0000poison');
    expect(await call('gpt-after')).toBe(200);
    expect(await recorded(['gpt-before', 'gpt-after'], 2)).toBe(2);
  });
});
