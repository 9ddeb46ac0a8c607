import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPriceLookup, defaultPriceTable, loadPriceTable, mergePriceFile } from '../../src/dashboard/prices.js';

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
