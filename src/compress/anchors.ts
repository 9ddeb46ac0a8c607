/**
 * @module compress/anchors
 * Literal tokens of a query — quoted strings, identifiers, UUIDs and hex ids, numbers,
 * paths, URLs, e-mail addresses, times, and capitalised names — that point at a place in the
 * material. A unit of material (sentence, passage, JSON item, log line) holding a strong
 * anchor survives every lossy level: whatever the scorer thinks, the question named it.
 * Matching is literal (case-insensitive, whole tokens), so it works in any language and on
 * data the stemmer knows nothing about.
 */
import { splitAtStops } from './sentences.js';

export interface Anchor {
  /** The literal as the query wrote it (quotes removed). */
  text: string;
  /** Lower-cased needle used for matching. */
  needle: string;
  /** Names and plain words are weak: frequent in on-topic material, they score but do not force. */
  strength: 'strong' | 'name';
}

const QUOTED = /"([^"\n]{1,200})"|“([^”\n]{1,200})”|«\s?([^»\n]{1,200}?)\s?»|„([^“”\n]{1,200})[“”]|`([^`\n]{1,200})`|(?<![\p{L}\p{N}])'([^'\n]{2,200})'(?![\p{L}\p{N}])/gu;
const URL = /\bhttps?:\/\/[^\s"'<>)\]]+/g;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// Tokens with a digit, an inner separator (_ . / : -) or mixed case: ids, SKUs, paths, versions, times.
const TOKEN = /[\p{L}\p{N}_][\p{L}\p{N}_.:/#@-]*[\p{L}\p{N}_]|[\p{N}]+/gu;
const NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]*$/u;
/** Words English capitalises by rule, not because they name one thing: "How many offices are open on Saturdays?" is pinned to no record. */
const CALENDAR_WORD = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|october|november|december)$/iu;
const CONNECTOR = new Set(['of', 'the', 'de', 'la', 'le', 'du', 'des', 'von', 'van', 'der', 'den', 'di', 'da', 'del', 'and', '&', 'in', 'on', 'for', 'y', 'e']);

function isIdentifier(token: string): boolean {
  if (/^\p{N}+$/u.test(token)) return token.length >= 2;
  if (/^[\p{N}.,:]+$/u.test(token)) return /\p{N}{2}|\p{N}[.,:]\p{N}/u.test(token);
  const hasDigit = /\p{N}/u.test(token);
  const hasSeparator = /[\p{L}\p{N}][_.:/#@-][\p{L}\p{N}]/u.test(token);
  const mixedCase = /\p{Ll}\p{Lu}/u.test(token) || /^\p{Lu}{2,}[\p{Ll}\p{N}]/u.test(token) || /^\p{Lu}[\p{Lu}\p{N}_]{2,}$/u.test(token);
  return hasDigit || hasSeparator || mixedCase;
}

/** A sentence-initial capital says nothing; a capital after a word inside a sentence marks a name. */
function names(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/\n+/).flatMap((line) => splitAtStops(line, '.!?;:。？！'))) {
    // "Daniel Castillo's manager": the name is Daniel Castillo; the material writes it bare.
    const raw = sentence.split(/\s+/);
    const words = raw.map((w) => w.replace(/^[("'“‘«„‚「『\[]+|[)"'”’»\],.!?;:]+$/gu, '').replace(/(?<=\p{L}{2})['’]s$/u, ''));
    // A quotation opens a sentence of its own: `the question "Who was …?"` names no "Who" (the quote is anchored whole).
    const opensQuote = (i: number): boolean => /^[“"'‘«„‚「『]/u.test(raw[i] ?? '');
    let run: string[] = [];
    const flush = (): void => {
      while (run.length > 0 && CONNECTOR.has(run[run.length - 1]?.toLowerCase() ?? '')) run.pop();
      if (run.length > 0) out.push(run.join(' '));
      run = [];
    };
    words.forEach((word, i) => {
      if (i > 0 && !opensQuote(i) && NAME_WORD.test(word) && word.length >= 2 && !CALENDAR_WORD.test(word)) run.push(word);
      else if (run.length > 0 && CONNECTOR.has(word.toLowerCase())) run.push(word);
      else flush();
    });
    flush();
  }
  return out;
}

/** Scripts written without spaces between words. */
const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';
export const CJK_CHAR = new RegExp(CJK, 'u');
/** Where a Latin word or number meets CJK text. */
const CJK_EDGE = new RegExp(`(?<=${CJK})(?=[\\p{Script=Latin}\\p{N}])|(?<=[\\p{Script=Latin}\\p{N}])(?=${CJK})`, 'gu');

const LATIN_AGAINST_CJK = new RegExp(`(?<=${CJK})(\\p{Lu}[\\p{Script=Latin}\\p{M}'’-]{2,})|(\\p{Lu}[\\p{Script=Latin}\\p{M}'’-]{2,})(?=${CJK})`, 'gu');

/** The anchors of a query, longest first (a longer literal is the more specific pointer). */
export function extractAnchors(asked: string): Anchor[] {
  // "Larkspur Z636的保修期是多久？": the product name ends where the Chinese begins.
  const query = asked.replace(CJK_EDGE, ' ');
  const found = new Map<string, Anchor>();
  const add = (text: string, strength: Anchor['strength']): void => {
    const t = text.trim();
    if (t.length < 2 || t.length > 200) return;
    const needle = t.toLowerCase();
    const prior = found.get(needle);
    if (!prior || (prior.strength === 'name' && strength === 'strong')) found.set(needle, { text: t, needle, strength });
  };
  for (const m of query.matchAll(QUOTED)) add(m.slice(1).find((g) => g !== undefined) ?? '', 'strong');
  for (const re of [URL, EMAIL, UUID]) for (const m of query.matchAll(re)) add(m[0].replace(/[.,;:]+$/, ''), 'strong');
  for (const m of query.matchAll(TOKEN)) {
    const token = m[0].replace(/[.:]+$/, '');
    if (isIdentifier(token)) add(token, 'strong');
  }
  // A capitalised Latin word written straight against CJK text ("Kakatisプロジェクトの予算") is a
  // literal in a foreign script — the only pointer into English material — wherever it stands.
  for (const m of asked.matchAll(LATIN_AGAINST_CJK)) add(m[1] ?? m[2] ?? '', 'strong');
  for (const name of names(query)) add(name, 'name');
  return [...found.values()].sort((a, b) => b.needle.length - a.needle.length || (a.needle < b.needle ? -1 : 1));
}

/** A letter or digit that joins a token; CJK scripts write no spaces, so their characters end a Latin token (`Z636的`). */
const WORD_CHAR = new RegExp(`(?!${CJK})[\\p{L}\\p{N}_]`, 'u');

/** Whether `lowerText` (already lower-cased) holds the anchor as a whole token, not inside a longer word. */
export function containsAnchor(lowerText: string, anchor: Anchor): boolean {
  return countAnchor(lowerText, anchor, 1) > 0;
}

/** How many times the anchor stands in the text as a whole token (counting stops at `atMost`). */
export function countAnchor(lowerText: string, anchor: Anchor, atMost = Infinity): number {
  const { needle } = anchor;
  let count = 0;
  for (let at = lowerText.indexOf(needle); at >= 0 && count < atMost; at = lowerText.indexOf(needle, at + 1)) {
    const before = at > 0 ? lowerText[at - 1] ?? '' : '';
    const after = lowerText[at + needle.length] ?? '';
    const edgeBefore = !WORD_CHAR.test(needle[0] ?? '') || before === '' || !WORD_CHAR.test(before);
    const edgeAfter = !WORD_CHAR.test(needle[needle.length - 1] ?? '') || after === '' || !WORD_CHAR.test(after);
    if (edgeBefore && edgeAfter) count++;
  }
  return count;
}

/**
 * For each unit, whether it must be kept: it holds a strong anchor that is rare in the
 * material (a literal found in most units points nowhere), or it is the first unit holding
 * an anchor that no other forced unit holds — so every anchor the material has stays in it.
 */
export function anchoredUnits(units: string[], anchors: Anchor[], rank?: (i: number) => number): boolean[] {
  const forced = new Array<boolean>(units.length).fill(false);
  if (anchors.length === 0 || units.length === 0) return forced;
  const lower = units.map((u) => u.toLowerCase());
  const limit = Math.max(3, Math.ceil(units.length * 0.3));
  for (const anchor of anchors) {
    const holders: number[] = [];
    lower.forEach((u, i) => {
      if (containsAnchor(u, anchor)) holders.push(i);
    });
    if (holders.length === 0) continue;
    if (anchor.strength === 'strong' && holders.length <= limit) {
      for (const i of holders) forced[i] = true;
      continue;
    }
    if (holders.some((i) => forced[i])) continue;
    const best = rank ? holders.reduce((a, b) => (rank(b) > rank(a) ? b : a)) : (holders[0] as number);
    forced[best] = true;
  }
  return forced;
}
