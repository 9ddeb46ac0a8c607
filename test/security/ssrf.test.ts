/**
 * SSRF on byok keys (OWASP API7), beyond test/keys/ssrf-guard.test.ts: more IPv6 spellings,
 * decimal/octal/hex/short IPv4, DNS names resolving to loopback (`localhost.`, `*.nip.io`),
 * full-width digits — refused where a key is created, over HTTP, with 400
 * `upstream_not_allowed`; and upstream redirects, which Pith never follows (a 3xx from an
 * upstream is not a way to reach an address the guard would refuse).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type dns from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedAddressReason, checkUpstreamUrl } from '../../src/upstream/ssrf-guard.js';
import { PithError } from '../../src/errors/index.js';
import { signIn, type SignedIn } from '../auth/sign-in.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { mintKey } from '../support/keys.js';
import { schemaErrors } from '../support/openapi.js';

const LITERALS = [
  'https://[0:0:0:0:0:0:0:1]/v1',
  'https://[0000::1]/v1',
  'https://[::]/v1',
  'https://[::ffff:a9fe:a9fe]/v1',
  'https://[::ffff:10.0.0.1]/v1',
  'https://[::ffff:0:7f00:1]/v1',
  'https://[fec0::1]/v1',
  'https://[2001:db8::1]/v1',
  'https://017700000001/v1',
  'https://0x7f.0.0.1/v1',
  'https://0x7f.0x0.0x0.0x1/v1',
  'https://127.1/v1',
  'https://127.000.000.001/v1',
  'https://0/v1',
  'https://3232235521/v1',
  'https://0xa9fea9fe/latest/meta-data',
  'https://169.254.169.254./latest/meta-data',
  'https://①②⑦.0.0.1/v1',
  'https://127。0。0。1/v1',
];

describe('byok upstream URLs refused at key creation, over HTTP', () => {
  let gw: TestGateway;
  let alice: SignedIn;
  beforeAll(async () => {
    gw = await startGateway();
    alice = await signIn(gw.server.url, { email: 'ssrf@example.com', name: 'SSRF' });
  });
  afterAll(async () => gw?.close());

  const create = async (upstreamBaseUrl: string) => {
    const res = await fetch(`${gw.server.url}/api/keys`, {
      method: 'POST',
      headers: { cookie: alice.cookieHeader, 'x-csrf-token': alice.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'byok', mode: 'byok', upstreamBaseUrl, upstreamApiKey: 'sk-x' }),
    });
    return { status: res.status, body: (await res.json()) as { error: { code: string; param: string } } };
  };

  it.each([...LITERALS, 'https://localhost./v1', 'https://LOCALHOST/v1', 'https://foo.localhost/v1', 'https://127.0.0.1.nip.io/v1'])('%s → 400 upstream_not_allowed', async (url) => {
    const { status, body } = await create(url);
    expect(status).toBe(400);
    expect(schemaErrors('ErrorResponse', body)).toEqual([]);
    expect(body.error).toMatchObject({ code: 'upstream_not_allowed', param: 'upstreamBaseUrl' });
  });

  it('a link-local IPv6 address with a zone id is not even a URL (400 invalid_url)', async () => {
    const { status, body } = await create('https://[fe80::1%25eth0]/v1');
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_url');
  });

  it('no key was stored for any refused URL', async () => {
    const res = await fetch(`${gw.server.url}/api/keys`, { headers: { cookie: alice.cookieHeader } });
    expect(await res.json()).toEqual([]);
  });
});

describe('DNS names resolving to loopback or private addresses', () => {
  const resolvingTo = (address: string, family = 4) => (async () => [{ address, family }]) as unknown as typeof dns.promises.lookup;

  it.each([
    ['localhost.', '127.0.0.1', 4],
    ['foo.localhost', '127.0.0.1', 4],
    ['127.0.0.1.nip.io', '127.0.0.1', 4],
    ['metadata.google.internal', '169.254.169.254', 4],
    ['v6.example.com', '::1', 6],
    ['mapped.example.com', '::ffff:127.0.0.1', 6],
  ] as const)('%s resolving to %s is refused', async (host, address, family) => {
    const err = await checkUpstreamUrl(`https://${host}/v1`, { allowPrivate: false, allowHttp: false, lookup: resolvingTo(address, family) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PithError);
    expect((err as PithError).code).toBe('upstream_not_allowed');
  });

  it('one private address among public ones is enough to refuse', async () => {
    const lookup = (async () => [{ address: '8.8.8.8', family: 4 }, { address: '127.0.0.1', family: 4 }]) as unknown as typeof dns.promises.lookup;
    await expect(checkUpstreamUrl('https://mixed.example.com/v1', { allowPrivate: false, allowHttp: false, lookup })).rejects.toBeInstanceOf(PithError);
  });

  it('IPv4-translated IPv6 (::ffff:0:a.b.c.d) carries its IPv4 address', () => {
    expect(blockedAddressReason('::ffff:0:7f00:1')).toContain('loopback');
    expect(blockedAddressReason('::ffff:0:a9fe:a9fe')).toContain('link-local');
    expect(blockedAddressReason('::ffff:0:808:808')).toBeUndefined();
  });
});

describe('upstream redirects are never followed', () => {
  let target: Server;
  let redirector: Server;
  let targetHits = 0;
  let gw: TestGateway;
  let byokKey: string;
  const listen = async (s: Server) => {
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    target = createServer((_req, res) => {
      targetHits += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    const targetUrl = await listen(target);
    redirector = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(307, { location: `${targetUrl}${req.url}`, 'content-type': 'text/plain' }).end('moved'));
    });
    const redirectorUrl = await listen(redirector);
    // Router keys go to the redirector; so does a byok key (private networks allowed here, so
    // the only thing between the gateway and the target is whether redirects are followed).
    gw = await startGateway({ PITH_UPSTREAM_BASE_URL: `${redirectorUrl}/v1`, PITH_BYOK_ALLOW_PRIVATE_NETWORKS: 'true', PITH_BYOK_ALLOW_HTTP: 'true' });
    byokKey = (await mintKey(gw.server, 'redirect', { name: 'b', mode: 'byok', upstreamBaseUrl: `${redirectorUrl}/v1`, upstreamApiKey: 'sk-byok-redirect' })).fullKey;
  });
  afterAll(async () => {
    await gw?.close();
    await new Promise((r) => target?.close(r));
    await new Promise((r) => redirector?.close(r));
  });

  it.each([
    ['router', false],
    ['router', true],
    ['byok', false],
    ['byok', true],
  ] as const)('%s key, stream=%s: a 307 from the upstream is an error in the vendor shape, the redirect target never contacted', async (kind, stream) => {
    const res = await fetch(`${gw.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kind === 'router' ? gw.apiKey : byokKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('location')).toBeNull();
    expect(schemaErrors('ErrorResponse', await res.json())).toEqual([]);
    expect(targetHits).toBe(0);
  });
});
