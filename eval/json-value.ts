/**
 * @module eval/json-value
 * Reading JSON back out of a compressed prompt by value, whatever lossless form it took:
 * minified JSON, our header+rows table form, or TOON. Used by the BFCL check (same value) and
 * the tool-output needle (the asked item survives).
 */
import { isDeepStrictEqual } from 'node:util';
import { decode as decodeToon } from '@toon-format/toon';

/** Undo our own table form ([[header…],[row…],…]) so a compressed JSON can be compared by value. */
export function untable(value: unknown): unknown {
  if (Array.isArray(value)) {
    const [head, ...rows] = value;
    const isTable = Array.isArray(head) && head.length > 0 && head.every((k) => typeof k === 'string') && rows.length >= 3 &&
      rows.every((r) => Array.isArray(r) && r.length === head.length);
    if (isTable) return rows.map((r) => Object.fromEntries((head as string[]).map((k, i) => [k, (r as unknown[])[i]])));
    return value.map(untable);
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, untable(v)]));
  return value;
}

/** The value of a text in any of the forms above, or undefined when it is none of them. */
export function parseAnyJson(text: string): unknown {
  try {
    return untable(JSON.parse(text));
  } catch {
    try {
      return decodeToon(text);
    } catch {
      return undefined;
    }
  }
}

/** BFCL's environment JSON after compression: same value (minified), same rows (own table) or same value (TOON). */
export function jsonSameValue(compressedSystem: string, config: unknown): boolean {
  const body = compressedSystem.slice(compressedSystem.indexOf('Environment state:\n') + 'Environment state:\n'.length);
  const value = parseAnyJson(body);
  return value !== undefined && isDeepStrictEqual(value, config);
}

function containsValue(haystack: unknown, item: unknown): boolean {
  if (isDeepStrictEqual(haystack, item)) return true;
  if (Array.isArray(haystack)) return haystack.some((h) => containsValue(h, item));
  if (haystack && typeof haystack === 'object') return Object.values(haystack).some((h) => containsValue(h, item));
  return false;
}

export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A JSON object survives when its text is in the prompt (whitespace aside), when a message's text parses
 * (JSON, table form, TOON) to a value that holds it, or when one line holds all its values in
 * order with only separators between them (a table row).
 */
export function itemSurvives(texts: string[], item: Record<string, unknown>): boolean {
  const squash = (t: string): string => t.replace(/\s+/g, '');
  const minified = squash(JSON.stringify(item));
  if (texts.some((t) => squash(t).includes(minified))) return true;
  if (texts.some((t) => containsValue(parseAnyJson(t.trim()), item))) return true;
  const row = new RegExp(Object.values(item).map((v) => `"?${escapeRe(String(v))}"?`).join('[\\s,|\\t;]+'));
  return texts.some((t) => t.split('\n').some((line) => row.test(line)));
}
