import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { costUsd, createModelPriceLookup, createPriceLookup, defaultPriceTable, loadPriceTable, mergePriceFile } from '../../src/usage/prices.js';

describe('price table', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('looks up exact names, dated snapshots, provider prefixes, globs, then the fallback', () => {
    const price = createPriceLookup(defaultPriceTable());
    expect(price('gpt-4o')).toBe(2.5);
    expect(price('gpt-4o-mini-2024-07-18')).toBe(0.15);
    expect(price('gpt-4o-2024-05-13')).toBe(5);
    expect(price('gpt-4.1-nano-2025-04-14')).toBe(0.1);
    expect(price('o3-mini')).toBe(1.1);
    expect(price('openai/gpt-4o-mini')).toBe(0.15);
    expect(price('claude-sonnet-4-20250514')).toBe(3);
    expect(price('constructor')).toBe(2.5);
    expect(price('totally-unknown')).toBe(defaultPriceTable().fallbackUsdPerMillion);
  });

  it('merges an operator file over the defaults', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pith-prices-'));
    dirs.push(dir);
    const file = join(dir, 'prices.json');
    await writeFile(file, JSON.stringify({ fallbackUsdPerMillion: 1, models: { 'gpt-4o': 2, 'llama-*': 0.2 } }));
    const table = loadPriceTable(file);
    expect(table.source).toBe('file');
    const price = createPriceLookup(table);
    expect(price('gpt-4o')).toBe(2);
    expect(price('gpt-4o-mini')).toBe(0.15);
    expect(price('llama-3.1-70b')).toBe(0.2);
    expect(price('nope')).toBe(1);
  });

  it('accepts a flat {model: price} file and rejects bad entries loudly', () => {
    expect(createPriceLookup(mergePriceFile({ 'my-model': 9 }))('my-model')).toBe(9);
    expect(() => mergePriceFile({ models: { 'gpt-4o': -1 } })).toThrow(/gpt-4o/);
    expect(() => mergePriceFile([1, 2])).toThrow(/object/);
    expect(() => loadPriceTable('/nonexistent/prices.json')).toThrow(/cannot read price file/);
  });
});

describe('prices of completions and cached prompt tokens', () => {
  it('knows output and cached prices of built-in models and prices a completion with them', () => {
    const price = createModelPriceLookup(defaultPriceTable());
    expect(price('gpt-4o-2024-08-06')).toEqual({ input: 2.5, output: 10, cachedInput: 1.25 });
    // 1,000 prompt tokens of which 400 cached, 100 completion tokens on gpt-4o.
    expect(costUsd(price('gpt-4o'), { promptTokens: 1000, cachedTokens: 400, completionTokens: 100 })).toBeCloseTo((600 * 2.5 + 400 * 1.25 + 100 * 10) / 1e6, 12);
  });

  it('takes a prompt price alone as 4× for completions and no caching discount; accepts all three; refuses junk', () => {
    const table = mergePriceFile({ models: { solo: 1, full: { input: 1, output: 2, cachedInput: 0.1 } } });
    const price = createModelPriceLookup(table);
    expect(price('solo')).toEqual({ input: 1, output: 4, cachedInput: 1 });
    expect(price('full')).toEqual({ input: 1, output: 2, cachedInput: 0.1 });
    expect(() => mergePriceFile({ models: { x: { input: 1, outptu: 2 } } })).toThrow(/"x"/);
    expect(() => mergePriceFile({ models: { x: { input: 1, output: -2 } } })).toThrow(/"output" price for "x"/);
  });
});
