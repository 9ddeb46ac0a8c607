/** The pre-parse scan (http/json-scan.ts) against reference answers on generated JSON. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanJson } from '../../src/http/json-scan.js';

function depthOf(value: unknown): number {
  // Generated values are shallow: recursion is fine for the reference.
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('scanJson', () => {
  it('finds nothing wrong in JSON.stringify output, and measures its depth exactly', () => {
    let cases = 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        cases++;
        const text = JSON.stringify(value, null, cases % 2 === 0 ? 2 : undefined);
        const depth = depthOf(value);
        expect(scanJson(text, Math.max(1, depth))).toBeUndefined();
        if (depth > 0) expect(scanJson(text, depth - 1)).toEqual({ kind: 'too_deep' });
      }),
      { numRuns: 500 },
    );
    expect(cases).toBe(500);
  });

  it('finds a key repeated in any object and names its path', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue({ maxDepth: 3 }), fc.nat(3), (key, value, at) => {
        const inner = `{${JSON.stringify(key)}:1,"x":${JSON.stringify(value)},${JSON.stringify(key)}:2}`;
        const containers = [inner, `[0,${inner}]`, `{"a":{"b":${inner}}}`, `{"m":[1,2,{"k":${inner}}]}`];
        const path = [key, `[1].${key}`, `a.b.${key}`, `m[2].k.${key}`][at]!;
        expect(scanJson(containers[at]!, 100)).toEqual({ kind: 'duplicate_key', path });
      }),
      { numRuns: 300 },
    );
  });

  it('reads escaped quotes and backslashes inside strings as text', () => {
    expect(scanJson('{"a":"\\\\","b":"\\"a\\":1","c":"{[[["}', 2)).toBeUndefined();
    expect(scanJson('{"a\\\\":1,"a\\\\":2}', 2)).toEqual({ kind: 'duplicate_key', path: 'a\\' });
  });

  it('handles a million levels without recursion', () => {
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    expect(scanJson(deep, 128)).toEqual({ kind: 'too_deep' });
    expect(scanJson(deep, 1_000_000)).toBeUndefined();
  });
});
