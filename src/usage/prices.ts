/**
 * @module usage/prices
 * The price table behind "estimated money saved" and key budgets: US dollars per one million
 * tokens, per model — prompt (input), completion (output) and cached prompt tokens (what the
 * upstream bills for prompt tokens served from its prompt cache). Built-in defaults are list
 * prices of common models; an operator may override or extend them with a JSON file
 * (`PITH_PRICES_FILE`), an entry being a prompt price alone or all three:
 *
 *   { "fallbackUsdPerMillion": 2.5,
 *     "models": { "gpt-4o": 2.5, "llama-*": { "input": 0.2, "output": 0.6, "cachedInput": 0.1 } } }
 *
 * An entry with a prompt price alone is taken to bill completions at 4× and cached prompt
 * tokens at the full prompt price (no caching discount is assumed where none is known).
 * Pure apart from `loadPriceTable`, which reads that file once at start-up.
 */
import { readFileSync } from 'node:fs';
import { errors } from '../errors/index.js';
import { BoundedCache } from '../lib/bounded-cache.js';
import { globToRegExp } from '../lib/regexp.js';

/** US dollars per 1M tokens. */
export interface ModelPrice {
  input: number;
  output: number;
  cachedInput: number;
}

/** What a completion price is taken to be when only the prompt price is known. */
export const OUTPUT_TO_INPUT_RATIO = 4;

export interface PriceTable {
  /** Where the table came from: built-in defaults only, or defaults merged with a file. */
  source: 'defaults' | 'file';
  file?: string;
  /** Price used for models that match no entry. */
  fallbackUsdPerMillion: number;
  /** Exact model names or globs with `*`, to their prices. */
  models: Record<string, ModelPrice>;
}

/** Default list prices (USD per 1M tokens: input, output, cached input). Estimates; edit via PITH_PRICES_FILE. */
const DEFAULTS: Readonly<Record<string, readonly [number, number, number]>> = {
  'gpt-5': [1.25, 10, 0.125],
  'gpt-5-mini': [0.25, 2, 0.025],
  'gpt-5-nano': [0.05, 0.4, 0.005],
  'gpt-4.1': [2.0, 8, 0.5],
  'gpt-4.1-mini': [0.4, 1.6, 0.1],
  'gpt-4.1-nano': [0.1, 0.4, 0.025],
  'gpt-4.5-preview': [75, 150, 37.5],
  'gpt-4o': [2.5, 10, 1.25],
  'gpt-4o-2024-05-13': [5.0, 15, 5.0],
  'gpt-4o-mini': [0.15, 0.6, 0.075],
  'chatgpt-4o-latest': [5.0, 15, 5.0],
  'gpt-4-turbo': [10, 30, 10],
  'gpt-4': [30, 60, 30],
  'gpt-3.5-turbo': [0.5, 1.5, 0.5],
  o1: [15, 60, 7.5],
  'o1-mini': [1.1, 4.4, 0.55],
  'o1-pro': [150, 600, 150],
  o3: [2.0, 8, 0.5],
  'o3-mini': [1.1, 4.4, 0.55],
  'o3-pro': [20, 80, 20],
  'o4-mini': [1.1, 4.4, 0.275],
  'claude-opus-4*': [15, 75, 1.5],
  'claude-sonnet-4*': [3, 15, 0.3],
  'claude-3-7-sonnet*': [3, 15, 0.3],
  'claude-3-5-sonnet*': [3, 15, 0.3],
  'claude-3-5-haiku*': [0.8, 4, 0.08],
};

/** A model known only by its prompt price. */
export function promptPriceOnly(input: number): ModelPrice {
  return { input, output: input * OUTPUT_TO_INPUT_RATIO, cachedInput: input };
}

export const DEFAULT_FALLBACK_USD_PER_MILLION = 2.5;

export function defaultPriceTable(): PriceTable {
  const models = Object.fromEntries(Object.entries(DEFAULTS).map(([m, [input, output, cachedInput]]) => [m, { input, output, cachedInput }]));
  return { source: 'defaults', fallbackUsdPerMillion: DEFAULT_FALLBACK_USD_PER_MILLION, models };
}

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function parseEntry(model: string, value: unknown): ModelPrice {
  if (isPrice(value)) return promptPriceOnly(value);
  const o = value as Record<string, unknown> | null;
  if (!o || typeof o !== 'object' || !isPrice(o.input) || Object.keys(o).some((k) => !['input', 'output', 'cachedInput'].includes(k))) {
    throw errors.invalidPriceFile(`price for "${model}" must be a non-negative number or {"input", "output"?, "cachedInput"?} of such numbers`);
  }
  const fallback = promptPriceOnly(o.input);
  for (const field of ['output', 'cachedInput'] as const) {
    if (o[field] === undefined) continue;
    if (!isPrice(o[field])) throw errors.invalidPriceFile(`"${field}" price for "${model}" must be a non-negative number`);
    fallback[field] = o[field];
  }
  return fallback;
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
    table.models[model] = parseEntry(model, price);
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
export function createModelPriceLookup(table: PriceTable): (model: string) => ModelPrice {
  const globs = Object.entries(table.models)
    .filter(([k]) => k.includes('*'))
    .sort((a, b) => b[0].length - a[0].length)
    .map(([k, v]) => [globToRegExp(k), v] as const);
  const fallback = promptPriceOnly(table.fallbackUsdPerMillion);
  const cache = new BoundedCache<ModelPrice>({ maxEntries: 1000 });
  return (model) => {
    const hit = cache.get(model);
    if (hit !== undefined) return hit;
    let price: ModelPrice | undefined;
    const name = model.includes('/') ? model.slice(model.lastIndexOf('/') + 1) : model;
    for (let candidate = name; candidate && price === undefined; ) {
      price = Object.hasOwn(table.models, candidate) ? table.models[candidate] : undefined;
      const cut = candidate.lastIndexOf('-');
      if (cut <= 0) break;
      candidate = candidate.slice(0, cut);
    }
    if (price === undefined) price = globs.find(([re]) => re.test(name))?.[1];
    const result = price ?? fallback;
    cache.set(model, result);
    return result;
  };
}

/** The prompt (input) price alone, USD per 1M tokens. */
export function createPriceLookup(table: PriceTable): (model: string) => number {
  const lookup = createModelPriceLookup(table);
  return (model) => lookup(model).input;
}

export interface BilledTokens {
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
}

/** What a completion costs in US dollars: uncached prompt, cached prompt and completion tokens at their prices. */
export function costUsd(price: ModelPrice, t: BilledTokens): number {
  const cached = Math.min(t.cachedTokens, t.promptTokens);
  return ((t.promptTokens - cached) * price.input + cached * price.cachedInput + t.completionTokens * price.output) / 1_000_000;
}
