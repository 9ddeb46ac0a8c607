/**
 * @module upstream/ssrf-guard
 * Keeps byok upstream URLs from reaching the gateway's own network: loopback, private
 * ranges, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast, reserved and
 * documentation ranges, in every spelling — IPv4-mapped/compatible IPv6, NAT64 and 6to4
 * embeddings, and the legacy decimal/hex/octal IPv4 forms (`2130706433`, `0x7f000001`,
 * `0177.0.0.1`). Two checks:
 *  - `checkUpstreamUrl` at key creation, for a clear 400 (literal IPs at once, host names
 *    resolved);
 *  - `createGuardedDispatcher` on every connection: the address actually dialled is
 *    checked after DNS resolution, so a host name that later re-resolves to 127.0.0.1
 *    (DNS rebinding) is refused too.
 * `allowPrivate` (PITH_BYOK_ALLOW_PRIVATE_NETWORKS) lifts both, e.g. for a local model server.
 */
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { errors, type PithError } from '../errors/index.js';

const v4Blocked: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'a "this network" address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a carrier-grade NAT address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.0.0.0', 24, 'a reserved address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.88.99.0', 24, 'a reserved address'],
  ['192.168.0.0', 16, 'a private address'],
  ['198.18.0.0', 15, 'a benchmarking address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['240.0.0.0', 4, 'a reserved address'],
];

const v6Blocked: Array<[string, number, string]> = [
  ['::', 128, 'the unspecified address'],
  ['::1', 128, 'a loopback address'],
  ['64:ff9b:1::', 48, 'a local NAT64 address'],
  ['100::', 64, 'a discard address'],
  ['2001::', 23, 'a reserved address'],
  ['2001:db8::', 32, 'a documentation address'],
  ['fc00::', 7, 'a private (unique local) address'],
  ['fe80::', 10, 'a link-local address'],
  ['fec0::', 10, 'a site-local address'],
  ['ff00::', 8, 'a multicast address'],
];

function buildList(rules: Array<[string, number, string]>, type: 'ipv4' | 'ipv6'): Array<[BlockList, string]> {
  return rules.map(([net, prefix, reason]) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, type);
    return [list, reason];
  });
}

const V4 = buildList(v4Blocked, 'ipv4');
const V6 = buildList(v6Blocked, 'ipv6');

/** Legacy IPv4 spellings (inet_aton): 1–4 parts, each decimal, 0x-hex or 0-octal. */
export function parseLooseIPv4(host: string): string | undefined {
  const parts = host.split('.');
  if (parts.length > 4 || parts.some((p) => !/^(0x[0-9a-f]*|[0-9]+)$/i.test(p))) return undefined;
  const nums = parts.map((p) => (/^0x/i.test(p) ? parseInt(p.slice(2) || '0', 16) : /^0\d/.test(p) ? (/^[0-7]+$/.test(p) ? parseInt(p, 8) : NaN) : Number(p)));
  if (nums.some((n) => !Number.isFinite(n))) return undefined;
  const last = nums.pop()!;
  if (nums.some((n) => n > 255) || last >= 256 ** (4 - nums.length)) return undefined;
  let value = last;
  nums.forEach((n, i) => (value += n * 256 ** (3 - i)));
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** 16 bytes of an IPv6 address (zone id ignored), or undefined when it is not one. */
function ipv6Bytes(address: string): number[] | undefined {
  const addr = address.split('%')[0]!;
  if (isIP(addr) !== 6) return undefined;
  let tail: number[] = [];
  let text = addr;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(addr);
  if (dotted) {
    tail = dotted[1]!.split('.').map(Number);
    text = addr.slice(0, -dotted[1]!.length) + '0:0';
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const h = head ? head.split(':') : [];
  const r = rest === undefined ? [] : rest ? rest.split(':') : [];
  const groups = rest === undefined ? h : [...h, ...Array(8 - h.length - r.length).fill('0'), ...r];
  const bytes = groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 255];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The IPv4 address an IPv6 address carries (mapped, translated, compatible, NAT64, 6to4), if any. */
function embeddedIPv4(bytes: number[]): string | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const last4 = bytes.slice(12, 16).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return last4; // ::ffff:a.b.c.d
  // ::ffff:0:a.b.c.d (IPv4-translated, RFC 2765): reaches a.b.c.d wherever SIIT/NAT46 runs.
  if (zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12)) return last4;
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && bytes[15] === 1)) return last4; // ::a.b.c.d
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return last4; // 64:ff9b::/96
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6).join('.'); // 2002::/16
  return undefined;
}

/** Why `address` (an IP in any spelling) must not be dialled, or undefined when it is public. */
export function blockedAddressReason(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const v4 = isIP(bare) === 4 ? bare : isIP(bare) === 6 ? undefined : parseLooseIPv4(bare);
  if (v4) {
    if (v4 === '255.255.255.255') return 'a broadcast address';
    return V4.find(([list]) => list.check(v4, 'ipv4'))?.[1];
  }
  const bytes = ipv6Bytes(bare);
  if (!bytes) return undefined;
  const inner = embeddedIPv4(bytes);
  if (inner) return blockedAddressReason(inner);
  return V6.find(([list]) => list.check(bare.split('%')[0]!, 'ipv6'))?.[1];
}

export interface UpstreamUrlPolicy {
  allowPrivate: boolean;
  allowHttp: boolean;
  /** DNS resolver (tests substitute one); defaults to the system's. */
  lookup?: typeof dns.promises.lookup;
}

function refuse(host: string, reason: string): PithError {
  return errors.upstreamRefused(`${host} is ${reason}`);
}

/**
 * Validates a byok upstream base URL at key creation. Resolves to the parsed URL; throws a
 * catalogued 400 for bad syntax, a disallowed scheme, embedded credentials or a
 * non-public destination.
 */
export async function checkUpstreamUrl(raw: string, policy: UpstreamUrlPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw errors.invalidUpstreamUrl('expected an absolute URL such as https://api.openai.com/v1.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw errors.invalidUpstreamUrl('the scheme must be https.');
  }
  if (url.protocol === 'http:' && !policy.allowHttp) throw errors.upstreamRefused('it must use https');
  if (url.username || url.password) {
    throw errors.invalidUpstreamUrl("credentials belong in 'upstreamApiKey', not in the URL.");
  }
  if (policy.allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || parseLooseIPv4(host)) {
    const reason = blockedAddressReason(host);
    if (reason) throw refuse(host, reason);
    return url;
  }
  const lookup = policy.lookup ?? dns.promises.lookup;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw errors.upstreamRefused(`its host name ${host} does not resolve`);
  }
  for (const { address } of addresses) {
    const reason = blockedAddressReason(address);
    if (reason) throw refuse(`${host} (${address})`, reason);
  }
  return url;
}

/** A net.connect `lookup` that resolves as usual, then refuses any non-public answer. */
export function guardedLookup(resolve: typeof dns.lookup = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      // One bad answer taints the name: dialling only the "good" ones invites a rebinding race.
      for (const { address } of list) {
        const reason = blockedAddressReason(address);
        if (reason) return callback(refuse(`${hostname} (${address})`, reason) as unknown as NodeJS.ErrnoException, '', 0);
      }
      if (list.length === 0) return callback(Object.assign(new Error(`no addresses for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export interface GuardedDispatcherOptions {
  allowPrivate?: boolean;
  /** Passed to undici's connector (TLS settings, timeouts); `lookup` is ours. */
  connect?: buildConnector.BuildOptions;
  /** Other undici Agent options (keep-alive, pipelining…). */
  agent?: Omit<Agent.Options, 'connect'>;
  /** DNS resolver (tests substitute one). */
  lookup?: typeof dns.lookup;
}

/**
 * An undici Agent for byok upstream calls. Refusals surface as the request's error (for
 * `fetch`, its `cause`): a PithError `upstream_not_allowed`.
 */
export function createGuardedDispatcher(opts: GuardedDispatcherOptions = {}): Agent {
  if (opts.allowPrivate) return new Agent({ ...opts.agent, ...(opts.connect ? { connect: opts.connect } : {}) });
  const connect = buildConnector({ ...opts.connect, lookup: guardedLookup(opts.lookup) } as buildConnector.BuildOptions);
  return new Agent({
    ...opts.agent,
    // net.connect skips `lookup` for literal IPs, so those are checked here.
    connect: (options, callback) => {
      const reason = blockedAddressReason(options.hostname);
      if (reason) return callback(refuse(options.hostname, reason), null);
      return connect(options, callback);
    },
  });
}
