import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateKey, hashKey, isWellFormedKey, keyPrefixOf, randomBase62, RANDOM_LENGTH } from '../../src/keys/key-format.js';

describe('key format', () => {
  it('is sk-pith- plus 43 base62 characters (≥ 256 bits)', () => {
    const { fullKey } = generateKey();
    expect(fullKey).toMatch(/^sk-pith-[0-9A-Za-z]{43}$/);
    expect(RANDOM_LENGTH * Math.log2(62)).toBeGreaterThanOrEqual(256);
  });

  it('keyPrefix is sk-pith- plus the first 6 characters of the random part', () => {
    const { fullKey, keyPrefix } = generateKey();
    expect(keyPrefix).toBe(`sk-pith-${fullKey.slice(8, 14)}`);
    expect(keyPrefixOf(fullKey)).toBe(keyPrefix);
  });

  it('stores the SHA-256 hex of the full key', () => {
    const { fullKey, keyHash } = generateKey();
    expect(keyHash).toBe(createHash('sha256').update(fullKey).digest('hex'));
    expect(hashKey(fullKey)).toBe(keyHash);
  });

  it('never repeats and spreads characters evenly over the alphabet (no modulo bias)', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => generateKey().fullKey));
    expect(keys.size).toBe(2000);
    const counts = new Map<string, number>();
    const sample = randomBase62(62 * 2000);
    for (const ch of sample) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Chi-square with 61 degrees of freedom: 99.99th percentile ≈ 112. A `byte % 62` bias
    // (chars 0–7 drawn 5/256 vs 4/256) scores in the thousands at this sample size.
    const expected = sample.length / 62;
    const chi2 = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(112);
  });

  it('recognises well-formed keys cheaply', () => {
    expect(isWellFormedKey(generateKey().fullKey)).toBe(true);
    expect(isWellFormedKey('sk-pith-short')).toBe(false);
    expect(isWellFormedKey(`sk-other-${'a'.repeat(43)}`)).toBe(false);
    expect(isWellFormedKey(`sk-pith-${'a'.repeat(42)}!`)).toBe(false);
    expect(isWellFormedKey(`sk-pith-${'a'.repeat(44)}`)).toBe(false);
  });
});
