import { decode as decodeToon } from '@toon-format/toon';
import { describe, expect, it } from 'vitest';
import { compactJsonText, tableJson } from '../../src/compress/json-compact.js';
import { parseRawJson, stringifyRaw } from '../../src/compress/json-raw.js';
import { sampleJson } from '../../src/compress/json-sample.js';
import { countTextTokens } from '../../src/compress/index.js';

const count = (t: string): number => countTextTokens(t);

describe('JSON minification keeps every literal byte-exact', () => {
  it('keeps 1.50, 1e5 and 64-bit integers as written', () => {
    const text = '{\n  "price": 1.50,\n  "big": 12345678901234567890,\n  "exp": 1e5\n}';
    expect(compactJsonText(text, count)?.text).toBe('{"price":1.50,"big":12345678901234567890,"exp":1e5}');
  });

  it('does not touch JSON embedded in a string value', () => {
    const text = '{ "payload": "{\\"a\\": 1,   \\"b\\": 2}" }';
    const out = compactJsonText(text, count)?.text ?? '';
    expect(JSON.parse(out)).toEqual(JSON.parse(text));
    expect(out).toContain('{\\"a\\": 1,   \\"b\\": 2}');
  });

  it('minifies nested structures to the same value', () => {
    const value = { a: [1, { b: [true, null, 'x y'] }], c: { d: { e: 'ü' } } };
    const out = compactJsonText(JSON.stringify(value, null, 4), count)?.text ?? '';
    expect(JSON.parse(out)).toEqual(value);
    expect(out.length).toBeLessThan(JSON.stringify(value, null, 4).length);
  });

  it('rejects text that is not exactly one JSON value', () => {
    expect(parseRawJson('{"a":1} trailing')).toBeUndefined();
    expect(parseRawJson('not json')).toBeUndefined();
  });
});

describe('table encoding of homogeneous arrays', () => {
  const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `user${i}`, active: i % 2 === 0 }));

  it('chooses a table form that is smaller and decodes to the same rows', () => {
    const text = JSON.stringify(rows, null, 2);
    const result = compactJsonText(text, count);
    expect(result).toBeDefined();
    expect(count(result?.text ?? '')).toBeLessThan(count(JSON.stringify(rows)));
    if (result?.transforms.includes('json-toon')) expect(decodeToon(result.text)).toEqual(rows);
    else {
      const [header, ...body] = JSON.parse(result?.text ?? '[]') as unknown[][];
      expect(body.map((r) => Object.fromEntries((header ?? []).map((k, i) => [k, r[i]])))).toEqual(rows);
    }
  });

  it('own table form is header + rows and valid JSON', () => {
    const node = parseRawJson(JSON.stringify(rows.slice(0, 3)));
    expect(node && JSON.parse(tableJson(node))).toEqual([['id', 'name', 'active'], [1, 'user0', true], [2, 'user1', false], [3, 'user2', true]]);
  });
});

describe('JSON sampling (lossy levels)', () => {
  it('keeps first, last, error items and query matches, and says how many were dropped', () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ id: i, status: i === 57 ? 'error: timeout' : 'ok', host: `h${i}` }));
    const node = parseRawJson(JSON.stringify(items));
    if (!node) throw new Error('parse');
    const { node: out, dropped } = sampleJson(node, { maxItems: 16, query: 'what happened on host h73?' });
    const text = stringifyRaw(out);
    expect(dropped).toBeGreaterThan(50);
    for (const needle of ['"id":0,', '"id":99,', 'error: timeout', '"h73"']) expect(text).toContain(needle);
    expect(text).toContain(`… ${dropped} more items omitted`);
  });
});
