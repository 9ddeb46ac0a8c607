/**
 * @module compress/record-hops
 * An agent's second tool call often looks up what its first one returned: "the revenue of the
 * store run by the employee on extension 2650" reads the employee directory (the record holding
 * 2650 names Jasmin Santos), then the store table (the row naming Jasmin Santos). The question
 * names only the first record; the values of that record are what the later outputs are read
 * by. So the records of earlier tool output that hold one of the question's strong anchors lend
 * their values to the later outputs of the same turn as anchors of their own.
 */
import { type Anchor, containsAnchor } from './anchors.js';

/** Values shorter than this say nothing of one record (a flag, a small count). */
const MIN_VALUE_CHARS = 3;
const MAX_VALUE_CHARS = 80;
/** A record matched by more than a few places is no pointer: the question named something common. */
const MAX_RECORDS = 3;
const MAX_ANCHORS = 40;

/** A value that can point at a place: a name or an id, not a bare small number or a sentence. */
function pointing(value: string): boolean {
  const v = value.trim();
  return v.length >= MIN_VALUE_CHARS && v.length <= MAX_VALUE_CHARS && /\p{L}|\d{3}/u.test(v) && !/[.!?]\s/.test(v);
}

/** The flat records of a JSON document: every object's own primitive values. */
function jsonRecords(value: unknown, out: string[][]): void {
  if (Array.isArray(value)) {
    for (const v of value) jsonRecords(v, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const own: string[] = [];
  for (const v of Object.values(value)) {
    if (v !== null && typeof v === 'object') jsonRecords(v, out);
    else if (v !== null && v !== undefined) own.push(String(v));
  }
  if (own.length > 0) out.push(own);
}

/** A text's records: a JSON document's objects, else its lines split into cells (CSV, TSV, tables, key=value logs, a printed dict). */
function records(text: string): string[][] {
  const t = text.trim();
  if (/^[[{]/.test(t)) {
    try {
      const out: string[][] = [];
      jsonRecords(JSON.parse(t), out);
      return out;
    } catch {
      // Not one JSON document: read it by lines.
    }
  }
  // A printed mapping's line (`'ST-1723': 'Ines Holm',`) is a record of its key and value, quotes off.
  return t.split('\n').map((line) => line.split(/\s*[,;|\t]\s*|(?<=['"])\s*:\s*(?=['"])/).map((cell) => cell.trim().replace(/^['"]|['"]$/g, '')));
}

/** Anchors lent by the earlier outputs' records that hold one of the question's strong anchors. */
export function recordHopAnchors(earlier: string[], anchors: Anchor[]): Anchor[] {
  const strong = anchors.filter((a) => a.strength === 'strong');
  if (strong.length === 0 || earlier.length === 0) return [];
  const lent = new Map<string, Anchor>();
  for (const text of earlier) {
    // A text that nowhere spells an anchor holds no record with one (unless JSON escapes spell it: read those).
    const lower = text.toLowerCase();
    if (!lower.includes('\\u') && !strong.some((a) => lower.includes(a.needle))) continue;
    const holding = records(text).filter((cells) => strong.some((a) => cells.some((c) => containsAnchor(c.toLowerCase(), a))));
    if (holding.length === 0 || holding.length > MAX_RECORDS) continue;
    for (const cells of holding) {
      for (const cell of cells) {
        const needle = cell.trim().toLowerCase();
        if (!pointing(cell) || strong.some((a) => a.needle === needle) || lent.has(needle)) continue;
        lent.set(needle, { text: cell.trim(), needle, strength: 'strong' });
      }
    }
  }
  return [...lent.values()].slice(0, MAX_ANCHORS);
}
