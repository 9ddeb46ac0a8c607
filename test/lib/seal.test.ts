import { describe, expect, it } from 'vitest';
import { createSealer, deriveKey, mac, safeEqual } from '../../src/lib/seal.js';

describe('the sealing primitive (AES-256-GCM, one HKDF key per purpose)', () => {
  const sealer = createSealer(deriveKey('a-secret-of-enough-length', 'session cookie'));

  it('round-trips, is randomised and never shows the plaintext', () => {
    const a = sealer.seal('{"uid":"u1"}', 'pith_session');
    expect(sealer.open(a, 'pith_session')).toBe('{"uid":"u1"}');
    expect(sealer.seal('{"uid":"u1"}', 'pith_session')).not.toBe(a);
    expect(Buffer.from(a, 'base64url').toString('latin1')).not.toContain('uid');
  });

  it('refuses another associated data, another purpose, another secret, tampering and garbage', () => {
    const sealed = sealer.seal('{"uid":"u1"}', 'pith_session');
    expect(sealer.open(sealed, 'pith_oidc_flow')).toBeUndefined();
    expect(createSealer(deriveKey('a-secret-of-enough-length', 'sign-in flow')).open(sealed, 'pith_session')).toBeUndefined();
    expect(createSealer(deriveKey('another-secret-entirely', 'session cookie')).open(sealed, 'pith_session')).toBeUndefined();
    const raw = Buffer.from(sealed, 'base64url');
    for (let i = 0; i < raw.length; i += 7) {
      const bad = Buffer.from(raw);
      bad[i] = (bad[i] ?? 0) ^ 1;
      expect(sealer.open(bad.toString('base64url'), 'pith_session')).toBeUndefined();
    }
    for (const junk of ['', 'x', '%%%', 'a'.repeat(40)]) expect(sealer.open(junk, 'pith_session')).toBeUndefined();
  });

  it('opens cookies sealed before it was shared (same key derivation and layout as auth/seal had)', () => {
    // Sealed by auth/seal.ts at 63dcba8 with secret 'a-secret-of-enough-length', purpose 'session cookie'.
    const before = 'QxXXSZAl2JFJlgzBf88w0_MRae3BTFtGsrsKz91OoMxlGgx__ohiAA';
    expect(sealer.open(before, 'pith_session')).toBe('{"uid":"u1"}');
  });

  it('keys a MAC per purpose and compares in constant time', () => {
    const key = deriveKey('a-secret-of-enough-length', 'csrf token');
    expect(mac(key, 'sid-1')).toBe(mac(key, 'sid-1'));
    expect(mac(key, 'sid-1')).not.toBe(mac(deriveKey('a-secret-of-enough-length', 'session cookie'), 'sid-1'));
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
