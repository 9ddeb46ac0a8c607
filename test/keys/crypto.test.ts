import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/keys/crypto.js';

describe('upstream key sealing (AES-256-GCM, HKDF from the master secret)', () => {
  const box = createSecretBox('master-secret-for-tests');

  it('round-trips and never contains the plaintext', () => {
    const sealed = box.seal('sk-upstream-123', 'key-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('sk-upstream-123');
    expect(box.open(sealed, 'key-1')).toBe('sk-upstream-123');
  });

  it('uses a fresh IV per seal', () => {
    expect(box.seal('same', 'k')).not.toBe(box.seal('same', 'k'));
  });

  it('detects tampering with ciphertext, IV or tag', () => {
    const sealed = box.seal('sk-upstream-123', 'key-1');
    const parts = sealed.split('.');
    for (const i of [1, 2, 3]) {
      const p = [...parts];
      const bytes = Buffer.from(p[i]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      p[i] = bytes.toString('base64url');
      expect(() => box.open(p.join('.'), 'key-1')).toThrow();
    }
    expect(() => box.open(`${parts.slice(0, 3).join('.')}.${parts[3]!.slice(0, 8)}`, 'key-1')).toThrow();
    expect(() => box.open('garbage', 'key-1')).toThrow();
  });

  it('refuses a value moved to another record or opened under another secret', () => {
    const sealed = box.seal('sk-upstream-123', 'key-1');
    expect(() => box.open(sealed, 'key-2')).toThrow();
    expect(() => createSecretBox('another-secret').open(sealed, 'key-1')).toThrow();
  });

  it('requires a secret', () => {
    expect(() => createSecretBox('')).toThrow();
  });
});
