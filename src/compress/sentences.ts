/**
 * @module compress/sentences
 * A linear-time sentence splitter for prose. Deliberately regex-based: Intl.Segmenter is
 * super-linear on large inputs in Node 20. Splits only after . ! ? (plus closing quotes or
 * brackets) followed by whitespace and an upper-case letter, digit or opening quote, and
 * not after common abbreviations, initials or inside decimal numbers — so a kept sentence is
 * always whole and no word is ever cut.
 */
const ABBREVIATIONS = new Set(
  ('mr mrs ms dr prof sr jr st mt ft vs etc e.g i.e cf al fig no nos vol ed eds inc ltd co corp dept univ gen col ' +
    'lt sgt capt rev gov sen rep jan feb mar apr jun jul aug sep sept oct nov dec approx est ca c u.s u.k a.d b.c p.m a.m')
    .split(/\s+/),
);

const BOUNDARY = /[.!?]+["'”’)\]]*\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])/gu;

/** Split prose into sentences; concatenating the result (with the separators returned) restores the input. */
export function splitSentences(text: string): Array<{ text: string; sep: string }> {
  const out: Array<{ text: string; sep: string }> = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + match[0].trimEnd().length;
    if (isAbbreviationBefore(text, match.index)) continue;
    const sepEnd = match.index + match[0].length;
    out.push({ text: text.slice(start, end), sep: text.slice(end, sepEnd) });
    start = sepEnd;
  }
  if (start < text.length) out.push({ text: text.slice(start), sep: '' });
  return out;
}

const boundaries = new Map<string, RegExp>();

/**
 * A text split after its sentence stops (any of `stops`, then white space), as
 * `text.split(/(?<=[.!?])\s+/)` would, but not after an abbreviation or an initial: the question
 * "Which Spanish officer established the settlement at St. Augustine?" is one sentence, not
 * "…at St." and "Augustine?". Any letter may follow, as the asker types.
 */
export function splitAtStops(text: string, stops: string): string[] {
  const out: string[] = [];
  let start = 0;
  let boundary = boundaries.get(stops);
  if (boundary === undefined) boundaries.set(stops, (boundary = new RegExp(`(?<=[${stops}])\\s+`, 'gu')));
  for (const match of text.matchAll(boundary)) {
    if (isAbbreviationBefore(text, match.index - 1)) continue;
    out.push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  out.push(text.slice(start));
  return out;
}

function isAbbreviationBefore(text: string, dotIndex: number): boolean {
  if (text[dotIndex] !== '.') return false;
  // Abbreviations are short: look at most 12 characters back (keeps splitting linear).
  const from = Math.max(0, dotIndex - 12);
  const m = /[\p{L}.]*$/u.exec(text.slice(from, dotIndex));
  const i = dotIndex - (m?.[0].length ?? 0);
  const word = text.slice(i, dotIndex).toLowerCase();
  if (word.length === 0) return false;
  // A single letter before the dot is an initial ("J. R. R. Tolkien").
  if (word.length === 1 && /\p{Lu}/u.test(text[i] ?? '')) return true;
  return ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.replace(/\.$/, ''));
}
