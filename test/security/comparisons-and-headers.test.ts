/**
 * Timing-safe comparison of secrets, and the headers and cookie flags that protect session
 * data (OWASP API2/API8), on the real server.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeEqual } from '../../src/lib/seal.js';
import { signIn, type SignedIn } from '../auth/sign-in.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** `===`/`!==` with a secret-looking name on either side (typeof/undefined/null/length checks aside). */
const SECRET_COMPARISON = /\b\w*(token(?!s)|csrf|hash|mac|secret|sid|signature|digest|fullkey|apikey)\w*(\.\w+)*\s*[!=]==|[!=]==\s*[\w.]*(token(?!s)|csrf|hash|mac|secret|sid|signature|digest|fullkey|apikey)\w*/i;
const HARMLESS = /typeof|=== undefined|!== undefined|=== null|!== null|=== ''|\.length/;
/** Reviewed: what each compares, and why no caller can time it. */
const REVIEWED = new Map([
  // Evicts cached keys named by a revocation event from the store; nothing presented by a client.
  ['src/keys/authenticator.ts', 'positive.deleteWhere((key) => key.keyHash === keyHash);'],
]);

describe('secrets are compared in constant time', () => {
  it('no secret is compared with === or !== in auth, keys, lib, dashboard, http or upstream code', () => {
    const found: string[] = [];
    for (const dir of ['src/auth', 'src/keys', 'src/lib', 'src/dashboard', 'src/http', 'src/upstream']) {
      for (const file of sources(dir)) {
        for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
          if (!SECRET_COMPARISON.test(line) || HARMLESS.test(line)) continue;
          if (REVIEWED.get(file) === line.trim()) continue;
          found.push(`${file}:${i + 1}: ${line.trim()}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('safeEqual: equal strings only, whatever their lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', 'a')).toBe(false);
    expect(safeEqual('é', 'e\u0301')).toBe(false);
  });
});

describe('session routes: CSRF near-misses, headers, cookie flags', () => {
  let gw: TestGateway;
  let alice: SignedIn;
  beforeAll(async () => {
    gw = await startGateway();
    alice = await signIn(gw.server.url, { email: 'headers@example.com', name: 'Headers' });
  });
  afterAll(async () => gw?.close());

  const createKey = (csrf: string) =>
    fetch(`${gw.server.url}/api/keys`, {
      method: 'POST',
      headers: { cookie: alice.cookieHeader, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'k', mode: 'router' }),
    });

  it('a CSRF token one character off, truncated, extended or of another case is refused (403); the real one works', async () => {
    const t = alice.csrfToken;
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    for (const near of [t.slice(0, -1) + flip(t.at(-1)!), flip(t[0]!) + t.slice(1), t.slice(0, -1), t + 'A', t.toUpperCase() === t ? t.toLowerCase() : t.toUpperCase(), '']) {
      const res = await createKey(near);
      expect(res.status, near).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('csrf_failed');
    }
    expect((await createKey(t)).status).toBe(201);
  });

  it('session routes are never cached and never sniffed, signed in or not', async () => {
    for (const path of ['/api/keys', '/api/me', '/api/usage', '/api/requests']) {
      for (const headers of [{ cookie: alice.cookieHeader }, {}] as Array<Record<string, string>>) {
        const res = await fetch(`${gw.server.url}${path}`, { headers });
        await res.arrayBuffer();
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      }
    }
  });

  it('the dashboard is served with a strict CSP, no framing, nosniff', async () => {
    const res = await fetch(`${gw.server.url}/`);
    await res.arrayBuffer();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('every cookie Pith sets over http is HttpOnly (bar the CSRF copy), SameSite, scoped, and not Secure', async () => {
    const login = await fetch(`${gw.server.url}/auth/login`, { redirect: 'manual' });
    const cookies = login.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) {
      expect(c).toMatch(/; HttpOnly/);
      expect(c).toMatch(/; SameSite=(Lax|Strict)/);
      expect(c).toMatch(/; Path=\//);
      expect(c).not.toMatch(/; Secure/);
    }
    // The session cookie's own flags (HttpOnly, Lax, Secure under https) are asserted in test/auth/cookies.test.ts.
  });
});
