import { describe, expect, it } from 'vitest';
import { createUpstreamKeySeal } from '../../src/keys/upstream-key-seal.js';

describe('upstream key sealing (the shared AES-256-GCM primitive, bound to the key record)', () => {
  const seal = createUpstreamKeySeal('master-secret-for-tests');

  it('round-trips and never contains the plaintext', () => {
    const sealed = seal.seal('sk-upstream-123', 'key-1');
    expect(sealed).not.toContain('sk-upstream-123');
    expect(seal.open(sealed, 'key-1')).toBe('sk-upstream-123');
  });

  it('uses a fresh IV per seal', () => {
    expect(seal.seal('same', 'k')).not.toBe(seal.seal('same', 'k'));
  });

  it('detects tampering and garbage', () => {
    const raw = Buffer.from(seal.seal('sk-upstream-123', 'key-1'), 'base64url');
    for (let i = 0; i < raw.length; i += 5) {
      const bad = Buffer.from(raw);
      bad[i] = (bad[i] ?? 0) ^ 1;
      expect(seal.open(bad.toString('base64url'), 'key-1')).toBeUndefined();
    }
    expect(seal.open('garbage', 'key-1')).toBeUndefined();
  });

  it('refuses a value moved to another record or opened under another secret', () => {
    const sealed = seal.seal('sk-upstream-123', 'key-1');
    expect(seal.open(sealed, 'key-2')).toBeUndefined();
    expect(createUpstreamKeySeal('another-secret').open(sealed, 'key-1')).toBeUndefined();
  });

  it('requires a secret', () => {
    expect(() => createUpstreamKeySeal('')).toThrow(expect.objectContaining({ code: 'invalid_config' }));
  });
});

describe('upstream keys sealed before the shared primitive (keys/crypto.ts, `v1.` format)', () => {
  // Sealed at 63dcba8 by createSecretBox('legacy-master-secret-0123456789').seal(PLAINTEXT, 'legacy-key-record-1').
  const SECRET = 'legacy-master-secret-0123456789';
  const PLAINTEXT = 'sk-upstream-sealed-by-pith-before-issue-15';
  const SEALED = 'v1.IC6HSoWaOUHDiZ47.t-BT5C5mxR8KLLfy8mGuq_V1-tW-H37w2UvxhTy5dE8XmbF67HEHElNJ.EufUnoLLYnV4sqPEyQafVQ';
  const seal = createUpstreamKeySeal(SECRET);

  it('still open, for the record they were sealed for', () => {
    expect(seal.open(SEALED, 'legacy-key-record-1')).toBe(PLAINTEXT);
  });

  it('refuse another record, another secret, tampering and a malformed value', () => {
    expect(seal.open(SEALED, 'legacy-key-record-2')).toBeUndefined();
    expect(createUpstreamKeySeal('not-the-secret').open(SEALED, 'legacy-key-record-1')).toBeUndefined();
    const parts = SEALED.split('.');
    for (const i of [1, 2, 3]) {
      const p = [...parts];
      const bytes = Buffer.from(p[i]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      p[i] = bytes.toString('base64url');
      expect(seal.open(p.join('.'), 'legacy-key-record-1')).toBeUndefined();
    }
    expect(seal.open(parts.slice(0, 3).join('.'), 'legacy-key-record-1')).toBeUndefined();
    expect(seal.open(`${SEALED}.extra`, 'legacy-key-record-1')).toBeUndefined();
  });

  it('are never written again: new seals use the shared form', () => {
    expect(seal.seal(PLAINTEXT, 'legacy-key-record-1')).not.toContain('.');
  });
});
