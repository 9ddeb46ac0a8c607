import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type dns from 'node:dns';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PithError } from '../../src/errors/index.js';
import { blockedAddressReason, checkUpstreamUrl, createGuardedDispatcher, parseLooseIPv4, type UpstreamUrlPolicy } from '../../src/upstream/ssrf-guard.js';

const strict = { allowPrivate: false, allowHttp: true };

async function refusal(url: string, policy: UpstreamUrlPolicy = strict): Promise<PithError> {
  const err = await checkUpstreamUrl(url, policy).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, url).toBeInstanceOf(PithError);
  return err as PithError;
}

describe('blockedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:169.254.169.254]', 'link-local'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f.1', 'loopback'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(blockedAddressReason(address)).toContain(reason);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', 'example.com'])(
    'lets %s through',
    (address) => {
      expect(blockedAddressReason(address)).toBeUndefined();
    },
  );

  it('parses legacy IPv4 spellings like inet_aton', () => {
    expect(parseLooseIPv4('2130706433')).toBe('127.0.0.1');
    expect(parseLooseIPv4('0x7f000001')).toBe('127.0.0.1');
    expect(parseLooseIPv4('0177.0.0.1')).toBe('127.0.0.1');
    expect(parseLooseIPv4('10.1')).toBe('10.0.0.1');
    expect(parseLooseIPv4('4294967296')).toBeUndefined();
    expect(parseLooseIPv4('08.0.0.1')).toBeUndefined();
    expect(parseLooseIPv4('api.example.com')).toBeUndefined();
  });
});

describe('checkUpstreamUrl', () => {
  it.each([
    'http://127.0.0.1:8080/v1',
    'http://10.0.0.5/v1',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]/v1',
    'http://[::ffff:127.0.0.1]/v1',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://localhost:11434/v1',
  ])('refuses %s with 400 upstream_not_allowed', async (url) => {
    const err = await refusal(url);
    expect(err.status).toBe(400);
    expect(err.code).toBe('upstream_not_allowed');
    expect(err.param).toBe('upstreamBaseUrl');
  });

  it('refuses a host name that resolves to a private address', async () => {
    const lookup = (async () => [{ address: '10.0.0.7', family: 4 }]) as unknown as typeof dns.promises.lookup;
    const err = await refusal('https://internal.example.com/v1', { ...strict, lookup });
    expect(err.message).toContain('10.0.0.7');
  });

  it('accepts a public https URL', async () => {
    const lookup = (async () => [{ address: '93.184.216.34', family: 4 }]) as unknown as typeof dns.promises.lookup;
    const url = await checkUpstreamUrl('https://api.example.com/v1', { allowPrivate: false, allowHttp: false, lookup });
    expect(url.href).toBe('https://api.example.com/v1');
  });

  it('requires https unless http is allowed', async () => {
    const err = await refusal('http://8.8.8.8/v1', { allowPrivate: false, allowHttp: false });
    expect(err.code).toBe('upstream_not_allowed');
    await expect(checkUpstreamUrl('http://8.8.8.8/v1', strict)).resolves.toBeInstanceOf(URL);
  });

  it('rejects malformed URLs, other schemes and embedded credentials', async () => {
    expect((await refusal('not a url')).code).toBe('invalid_url');
    expect((await refusal('ftp://8.8.8.8/')).code).toBe('invalid_url');
    expect((await refusal('https://user:pw@8.8.8.8/')).code).toBe('invalid_url');
  });

  it('refuses a host name that does not resolve', async () => {
    const lookup = (async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    }) as unknown as typeof dns.promises.lookup;
    expect((await refusal('https://nowhere.invalid/', { ...strict, lookup })).code).toBe('upstream_not_allowed');
  });

  it('allowPrivate lifts the address checks', async () => {
    const open = { allowPrivate: true, allowHttp: true };
    await expect(checkUpstreamUrl('http://127.0.0.1:11434/v1', open)).resolves.toBeInstanceOf(URL);
    await expect(checkUpstreamUrl('http://localhost:11434/v1', open)).resolves.toBeInstanceOf(URL);
  });
});

describe('createGuardedDispatcher (checks the address actually dialled)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const cause = async (url: string, dispatcher: ReturnType<typeof createGuardedDispatcher>) => {
    try {
      await request(url, { dispatcher });
      return undefined;
    } catch (err) {
      return err;
    } finally {
      await dispatcher.close();
    }
  };

  it('refuses a literal loopback address', async () => {
    const err = await cause(`http://127.0.0.1:${port}/`, createGuardedDispatcher());
    expect(err).toBeInstanceOf(PithError);
    expect((err as PithError).code).toBe('upstream_not_allowed');
  });

  it.each(['http://[::1]:PORT/', 'http://[::ffff:127.0.0.1]:PORT/', 'http://0x7f000001:PORT/', 'http://2130706433:PORT/', 'http://0177.0.0.1:PORT/'])(
    'refuses %s at connect time',
    async (template) => {
      const err = await cause(template.replace('PORT', String(port)), createGuardedDispatcher());
      expect(err).toBeInstanceOf(PithError);
    },
  );

  it('refuses a host name resolving to loopback (localhost)', async () => {
    const err = await cause(`http://localhost:${port}/`, createGuardedDispatcher());
    expect(err).toBeInstanceOf(PithError);
  });

  it('refuses a host name that re-resolves to loopback after passing the create-time check (DNS rebinding)', async () => {
    let answers = 0;
    const lookup = ((_host: string, _opts: unknown, cb: (e: null, a: dns.LookupAddress[]) => void) => {
      answers += 1;
      cb(null, [{ address: '127.0.0.1', family: 4 }]);
    }) as unknown as typeof dns.lookup;
    const err = await cause(`http://rebind.example.com:${port}/`, createGuardedDispatcher({ lookup }));
    expect(answers).toBeGreaterThan(0);
    expect(err).toBeInstanceOf(PithError);
  });

  it('connects when private networks are allowed', async () => {
    const dispatcher = createGuardedDispatcher({ allowPrivate: true });
    try {
      const res = await request(`http://localhost:${port}/`, { dispatcher });
      expect(await res.body.text()).toBe('ok');
    } finally {
      await dispatcher.close();
    }
  });
});
