/**
 * @module dashboard/prices
 * The price table behind "estimated money saved": US dollars per one million prompt
 * (input) tokens, per model. Built-in defaults are list prices of common models; an
 * operator may override or extend them with a JSON file (`PITH_PRICES_FILE`):
 *
 *   { "fallbackUsdPerMillion": 2.5, "models": { "gpt-4o": 2.5, "llama-*": 0.2 } }
 *
 * Pure apart from `loadPriceTable`, which reads that file once at start-up.
 */
import { readFileSync } from 'node:fs';
import { errors } from '../errors/index.js';
import { BoundedCache } from '../lib/bounded-cache.js';
import { globToRegExp } from '../lib/regexp.js';

export interface PriceTable {
  /** Where the table came from: built-in defaults only, or defaults merged with a file. */
  source: 'defaults' | 'file';
  file?: string;
  /** Price used for models that match no entry. */
  fallbackUsdPerMillion: number;
  /** Exact model names or globs with `*`, to US dollars per 1M prompt tokens. */
  models: Record<string, number>;
}

/** Default list prices (USD per 1M input tokens). Estimates; edit via PITH_PRICES_FILE. */
export const DEFAULT_PRICES: Readonly<Record<string, number>> = {
  'gpt-5': 1.25,
  'gpt-5-mini': 0.25,
  'gpt-5-nano': 0.05,
  'gpt-4.1': 2.0,
  'gpt-4.1-mini': 0.4,
  'gpt-4.1-nano': 0.1,
  'gpt-4.5-preview': 75,
  'gpt-4o': 2.5,
  'gpt-4o-2024-05-13': 5.0,
  'gpt-4o-mini': 0.15,
  'chatgpt-4o-latest': 5.0,
  'gpt-4-turbo': 10,
  'gpt-4': 30,
  'gpt-3.5-turbo': 0.5,
  o1: 15,
  'o1-mini': 1.1,
  'o1-pro': 150,
  o3: 2.0,
  'o3-mini': 1.1,
  'o3-pro': 20,
  'o4-mini': 1.1,
  'claude-opus-4*': 15,
  'claude-sonnet-4*': 3,
  'claude-3-7-sonnet*': 3,
  'claude-3-5-sonnet*': 3,
  'claude-3-5-haiku*': 0.8,
};

export const DEFAULT_FALLBACK_USD_PER_MILLION = 2.5;

export function defaultPriceTable(): PriceTable {
  return { source: 'defaults', fallbackUsdPerMillion: DEFAULT_FALLBACK_USD_PER_MILLION, models: { ...DEFAULT_PRICES } };
}

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Merges a parsed price file over the defaults. Accepts `{fallbackUsdPerMillion?, models}`
 * or a flat `{model: price}` object. Throws with a message naming the bad entry.
 */
export function mergePriceFile(parsed: unknown, file?: string): PriceTable {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw errors.invalidPriceFile('price file must be a JSON object');
  }
  const obj = parsed as Record<string, unknown>;
  const nested = obj.models !== undefined;
  const entries = nested ? obj.models : obj;
  if (!entries || typeof entries !== 'object' || Array.isArray(entries)) throw errors.invalidPriceFile('"models" must be an object of model → USD per 1M tokens');
  const table = defaultPriceTable();
  table.source = 'file';
  if (file) table.file = file;
  for (const [model, price] of Object.entries(entries as Record<string, unknown>)) {
    if (!nested && model === 'fallbackUsdPerMillion') continue;
    if (!isPrice(price)) throw errors.invalidPriceFile(`price for "${model}" must be a non-negative number`);
    table.models[model] = price;
  }
  if (obj.fallbackUsdPerMillion !== undefined) {
    if (!isPrice(obj.fallbackUsdPerMillion)) throw errors.invalidPriceFile('"fallbackUsdPerMillion" must be a non-negative number');
    table.fallbackUsdPerMillion = obj.fallbackUsdPerMillion;
  }
  return table;
}

/** Defaults, merged with the operator's file when a path is given. Fails loudly on a bad file. */
export function loadPriceTable(file?: string): PriceTable {
  if (!file) return defaultPriceTable();
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw errors.invalidPriceFile(`cannot read price file ${file}: ${(err as Error).message}`, err);
  }
  try {
    return mergePriceFile(parsed, file);
  } catch (err) {
    throw errors.invalidPriceFile(`invalid price file ${file}: ${(err as Error).message}`, err);
  }
}

/**
 * Price lookup for a model: exact name; then the name with dated or version suffixes
 * trimmed one `-segment` at a time (`gpt-4o-mini-2024-07-18` → `gpt-4o-mini`); then the
 * longest matching glob; then the fallback.
 */
export function createPriceLookup(table: PriceTable): (model: string) => number {
  const globs = Object.entries(table.models)
    .filter(([k]) => k.includes('*'))
    .sort((a, b) => b[0].length - a[0].length)
    .map(([k, v]) => [globToRegExp(k), v] as const);
  const cache = new BoundedCache<number>({ maxEntries: 1000 });
  return (model) => {
    const hit = cache.get(model);
    if (hit !== undefined) return hit;
    let price: number | undefined;
    const name = model.includes('/') ? model.slice(model.lastIndexOf('/') + 1) : model;
    for (let candidate = name; candidate && price === undefined; ) {
      price = Object.hasOwn(table.models, candidate) ? table.models[candidate] : undefined;
      const cut = candidate.lastIndexOf('-');
      if (cut <= 0) break;
      candidate = candidate.slice(0, cut);
    }
    if (price === undefined) price = globs.find(([re]) => re.test(name))?.[1];
    const result = price ?? table.fallbackUsdPerMillion;
    cache.set(model, result);
    return result;
  };
}
