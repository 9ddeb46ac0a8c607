import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { createKeyService } from '../../src/keys/service.js';

let groq: FakeUpstream;
let gw: TestGateway;
beforeAll(async () => {
  groq = await startFakeUpstream();
  gw = await startGateway({
    GROQ_TEST_KEY: 'sk-groq-secret',
    PITH_ROUTES: JSON.stringify([{ match: 'llama-*', baseUrl: groq.url, apiKeyEnv: 'GROQ_TEST_KEY', models: ['llama-3.3-70b'] }]),
  });
});
afterAll(async () => {
  await gw.close();
  await groq.close();
});

describe('model routing table', () => {
  it('sends a matching model to its route with that route’s key, and the rest to the default upstream', async () => {
    await gw.client().chat.completions.create({ model: 'llama-3.3-70b', messages: [{ role: 'user', content: 'to groq' }] });
    expect(groq.requests.at(-1)!.headers.authorization).toBe('Bearer sk-groq-secret');
    const before = groq.requests.length;
    await gw.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'to default' }] });
    expect(groq.requests.length).toBe(before);
    expect(gw.fake.requests.at(-1)!.body!.model).toBe('gpt-4o');
  });

  it('lists the table’s models beside the default upstream’s', async () => {
    const ids = (await gw.client().models.list()).data.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(['llama-3.3-70b', 'gpt-4o-mini']));
  });

  it('refuses a byok upstream that resolves to a private address at connect time (502), sending it nothing', async () => {
    // Created while private networks were allowed (as after a DNS rebinding): the connect-time guard still refuses.
    const user = await gw.server.store.upsertUser({ issuer: 'test', subject: 'byok-user' });
    const lenient = createKeyService({ store: gw.server.store, secret: gw.server.secret, config: { byokAllowHttp: true, byokAllowPrivateNetworks: true } });
    const { fullKey } = await lenient.create(user.id, { name: 'rebound', mode: 'byok', upstreamBaseUrl: groq.url, upstreamApiKey: 'sk-user-vendor-key' });
    const before = groq.requests.length;
    const err = await gw.client({ apiKey: fullKey }).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(err.status).toBe(502);
    expect(err.error.code).toBe('upstream_not_allowed');
    expect(groq.requests.length).toBe(before);
  });
});
