/**
 * @module compress/lookup-gate
 * Whether material can be scored against a lookup question at all. Selection is only as good
 * as the overlap between the question and the material: when the question names a literal
 * the material holds, or most of the question's content words occur in it, the answer's
 * place can be found; otherwise (a question in another language, a question about the
 * material as a whole — "how many paragraphs…?" — or one whose words the material never
 * uses) nothing is cut. Measured on the eval's dev split (docs/compression.md).
 */
import { escapeRegExp } from '../lib/regexp.js';
import { type Anchor, containsAnchor } from './anchors.js';
import { contentTerms } from './stem.js';

/** Share of the question's distinct content words that must occur in the material. */
export const MIN_COVERAGE = 0.5;

/** Markup around material (tags, headings, `Document [3]` headers) says nothing about what it holds. */
const MARKUP = /<\/?[\p{L}_][^>]*>|^\s{0,3}#{1,6}\s.*$|^\s*(?:document|doc|passage|source|chunk|section|context)\b[^\n]{0,40}?[\]):]/gimu;

/**
 * Whether one of the question's parts (its questions, its filled fields) can be scored against
 * the material. A strong anchor the material holds points at a place, but what the asker wants
 * done there must be understood too: the part's other words must meet the material at least
 * once — unless the part is nothing but its anchors (`Key: "9f1c…"`). A question written in
 * another language than the material, naming an id it holds ("wypisz wszystkie linie ERROR…"),
 * is not a lookup Pith can judge.
 */
export function lookupHolds(material: string, parts: string[], anchors: Anchor[]): boolean {
  const body = material.replace(MARKUP, ' ');
  const lower = body.toLowerCase();
  const held = anchors.filter((a) => a.strength === 'strong' && containsAnchor(lower, a));
  const readings = parts.map((part) => {
    const lowerPart = part.toLowerCase();
    const own = held.filter((a) => containsAnchor(lowerPart, a));
    const anchorTerms = new Set(own.flatMap((a) => contentTerms(a.text)));
    const terms = [...new Set(contentTerms(part))];
    return { anchored: own.length > 0, terms, words: terms.filter((t) => !anchorTerms.has(t)) };
  });
  if (readings.every((r) => r.terms.length === 0 && !r.anchored)) return false;
  const present = termsLike(body, readings.flatMap((r) => r.terms));
  const prefixes = new Set([...present].filter((t) => t.length >= 6).map((t) => t.slice(0, 5)));
  const found = (t: string): boolean => present.has(t) || (t.length >= 6 && prefixes.has(t.slice(0, 5)));
  return readings.some(
    (r) => (r.anchored && (r.words.length === 0 || r.words.some(found))) || (r.terms.length > 0 && r.terms.filter(found).length / r.terms.length >= MIN_COVERAGE),
  );
}

/**
 * The material's terms that could be the question's: only words sharing a question term's
 * first letters are stemmed (one native scan instead of stemming every word of the material).
 * Text with non-ASCII letters is read whole, so accent folding stays exact.
 */
function termsLike(body: string, terms: string[]): Set<string> {
  if (/[^\u0000-\u007f]/.test(body)) return new Set(contentTerms(body));
  const heads = [...new Set(terms.map((t) => t.slice(0, 3)))].map(escapeRegExp);
  const words = body.match(new RegExp(`(?<![A-Za-z0-9])(?:${heads.join('|')})[A-Za-z0-9'_-]*`, 'gi')) ?? [];
  return new Set(contentTerms(words.join(' ')));
}
