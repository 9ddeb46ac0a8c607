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
import { type Anchor, CJK_CHAR, containsAnchor, countAnchor } from './anchors.js';
import { contentTerms, formTerms, isCommonVerb, lemmaTerm } from './stem.js';

/** Share of the question's distinct content words that must occur in the material. */
export const MIN_COVERAGE = 0.5;

/**
 * Markup around material (tags, headings, `Document [3]` headers, LaTeX's `\todo` / `\end`) says
 * nothing about what it holds. A "heading" as long as a paragraph (`### Contenu : The first …`) is
 * the passage itself.
 */
const MARKUP = /<\/?[\p{L}_][^>]*>|^\s{0,3}#{1,6}\s.{0,160}$|^\s*(?:document|doc|passage|source|chunk|section|context)\b[^\n]{0,40}?[\]):]|\\[A-Za-z]+\*?/gimu;

/**
 * A question over many records of the material: how many, which ones (a plural), the most or
 * the least, a total, each or any, whether they agree. Its answer is spread over the whole
 * material, so nothing can be cut — unless it names something the material holds in one or
 * two places only ("How many staff does the Havton branch have?").
 */
const AGGREGATE = new RegExp(
  [
    '\\b(?:in total|altogether|how often|how frequently|how many times)\\b',
    // "Which reviews …", "which businesses …": a plural right after "which" asks for a list.
    '(?<!\\b(?:in|of|by|for|to|on|at|from|with|through|during|into|onto|upon|via) )\\bwhich [\\p{L}-]{3,}(?<![su])s\\b',
    '\\b(?:distinct|unique)\\b',
    // "Which of these tickets are bugs?": a choice among the records, every one of them read.
    '\\bwhich (?:ones? )?of (?:these|those|them|the|all)\\b',
    // "Tell me which are about a place, which about a person": each record sorted, every one read.
    '\\bwhich (?:ones? )?(?:are|were|mention|mentions|talk|deal|concern|discuss)\\b',
    // "Are people mostly happy with it?": a share of the records, or what they say as a whole.
    '\\b(?:mostly|in general|on the whole|on average)\\b',
    // Whether all records hold something ("Does every component have …?"), or whether any lacks
    // it ("Are there incidents without an owner?"): a "no" can only be told from every record.
    '\\b(?:does|do|did|is|are|was|were|has|have|had) (?:every|each|all)\\b',
    '\\b(?:are there|is there|were there|was there|any)\\b[^?？]*\\b(?:without|not|no|missing|lacks?|lacking|never)\\b',
    // Whether any record passes a threshold ("Are there orders with a quantity above 35?"): every record's value is read.
    '\\b(?:are there|is there|were there|was there|any)\\b[^?？]*(?:\\b(?:above|below|more than|less than|greater than|fewer than|at least|at most|exceed\\p{L}*|higher than|lower than|larger than|smaller than)\\b|[<>≥≤])',
    // Everything said, anything that sounds like a risk, all the decisions: every record at once.
    // ("Does anyone know …?" asks the people reading, not over the records.)
    '\\b(?:everything|anything|everyone|anyone|everybody|anybody|whatever|whoever)\\b(?!\\s+(?:here\\s+)?(?:know|knows|remember|remembers|recall|recalls)\\b)',
    // "all the decisions" — but not "all plants" (a statement's subject) nor "all the documents above" (the material itself).
    '\\ball (?:of )?the (?!(?:documents|passages|sources|texts|files|results|articles|snippets|excerpts|chunks|pages|sections|materials|records|data)\\b)[\\p{L}-]{3,}(?<![su])s\\b',
    '\\b(?:agree|consistent\\p{L}*|contradict\\p{L}*|inconsisten\\p{L}*|discrepanc\\p{L}*|duplicat\\p{L}*)\\b',
    // Other languages: counting, totals, agreement.
    'combien|wie ?viele|insgesamt|widersprech|cu[aá]nt[oa]s|quant[oa]s|сколько|всего|몇|いくつ|何件|何個|何人|多少|几个|幾個|合計|总共|總共|一致|矛盾',
  ].join('|'),
  'iu',
);

/**
 * A superlative, a total, a majority or "each"/"any" is an aggregate only when the material does not state it: "the cheapest" over a
 * catalogue that never says "cheapest" needs every price; "the largest city", which the text
 * calls that, is a lookup, and so is "a significant minority of" what, which the text names
 * ("a significant Jewish minority").
 */
const SUPERLATIVE = /\b(?:total|sum|average|overall|each|every|any|most|least|majority|minority|fewest|highest|lowest|largest|smallest|biggest|cheapest|priciest|oldest|newest|earliest|latest|longest|shortest|heaviest|lightest|best|worst|main|major|principal|chief|primary|notable)\b/giu;

/**
 * "How many X": a count, unless the material states one ("… some 200,000 Huguenots fled …").
 * "The number of X" counts too, but not a phone number, an order number or a case number of X.
 */
const HOW_MANY = /\b(?:how many|how much|(?:(?<=(?:^|[^\p{L}])(?:the|a|an|what|whats|what's|which|total|exact|overall|combined|actual|approximate|average|maximum|minimum|estimated|entire|full|greatest|largest|smallest|highest|lowest)\s)|^)number of)\s+(?:(?:of|the|these|those|such|different|distinct|unique|separate)\s+)*([\p{L}-]{3,})/giu;

const NUMBER = String.raw`(?:(?<![\p{L}\p{N}_-])\d[\d,.]*(?![\p{L}\p{N}_-])|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|dozen|dozens)\b)`;

/** Whether the material writes a number just before the counted noun. */
function statesCount(noun: string, lower: string): boolean {
  const stem = escapeRegExp(noun.toLowerCase().slice(0, Math.max(3, Math.min(noun.length - 1, 6))));
  // The number before the noun, a word at most between, on one line: "some 200,000 Huguenots",
  // "700 hospital beds" — not a phone number's last digits over the next line's "Office hours".
  return new RegExp(`${NUMBER}(?:[ \\t\u00a0]+[^\\s]+)?[ \\t\u00a0]+${stem}`, 'u').test(lower);
}

/** Whether a question is worded as one over many records (how many, which ones, the most, a total), whatever the material says. */
export function aggregateShaped(part: string): boolean {
  // `search` always starts at the beginning, whatever a global pattern's lastIndex says.
  return AGGREGATE.test(part) || part.search(HOW_MANY) >= 0 || part.search(SUPERLATIVE) >= 0;
}

function asksAggregate(part: string, lower: string): boolean {
  if (AGGREGATE.test(part)) return true;
  for (const m of part.matchAll(HOW_MANY)) if (!statesCount(m[1] ?? '', lower)) return true;
  // As a word: "main" is not stated by "domain", nor "most" by "almost".
  for (const m of part.matchAll(SUPERLATIVE)) if (!asWord(m[0].toLowerCase()).test(lower)) return true;
  return false;
}

const wordPatterns = new Map<string, RegExp>();
/** A superlative's word as a whole word (one compiled pattern per word: there are a few dozen). */
function asWord(word: string): RegExp {
  let re = wordPatterns.get(word);
  if (re === undefined) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u');
    wordPatterns.set(word, re);
  }
  return re;
}

/** An anchor the material holds at most this often pins an aggregate question to one place. */
const PINNED_AT_MOST = 4;

/** "Which plans do NOT include 2FA?": the answer is every record the name is missing from, so nothing pins it. */
const NEGATION = /\b(?:not|never|without|except|lacks?|lacking|neither|nor|no longer)\b|n't\b/i;

function unpinnedAggregate(part: string, lower: string, anchors: Anchor[], stated = lower): boolean {
  if (!asksAggregate(part, stated)) return false;
  if (NEGATION.test(part)) return true;
  const lowerPart = part.toLowerCase();
  // A bare number is a threshold or a value here ("under 10 kg", "more than 1000"), not a place.
  return !anchors.some((a) => {
    if (/^[\p{N}.,:%-]+$/u.test(a.text) || !containsAnchor(lowerPart, a)) return false;
    const n = countAnchor(lower, a, PINNED_AT_MOST + 1);
    return n > 0 && n <= PINNED_AT_MOST;
  });
}

/**
 * Words that name the material's own form, not its content: "the value of key 9f1c…", "the
 * log line with req-4159", "the row for SKU-88". Beside an anchor the material holds, they
 * say what to read at the anchor's place, so they meet any material (stemmed as contentTerms
 * stems them).
 */
const FORM_WORDS = new Set(
  contentTerms('value key field entry property attribute item element record object array row column cell line log message timestamp'),
);

/**
 * Words that name the material itself ("this document", "the text above", "the passages"):
 * they meet every material and point at no place in it. "What is this document about?" asks
 * about the whole; "which document mentions the merger?" asks in its other words.
 */
const MATERIAL_WORDS = new Set(
  contentTerms('document documents doc docs passage passages text texts article articles file files source sources context excerpt excerpts snippet snippets material materials content contents chunk chunks'),
);

/**
 * Words that name the reply the asker wants, not anything in the material: "can you write the
 * answer I should post as a comment?" points at no place (its question is elsewhere), whatever
 * passages happen to say "post" or "commentary".
 */
const REPLY_WORDS = new Set(contentTerms('answer answers reply replies response responses comment comments post posts'));

/** Whether a part of the question asks over every record of this material (nothing may be cut from it). */
export function asksOverAll(material: string, parts: string[], anchors: Anchor[]): boolean {
  // A key names a field; it states nothing: `"total": 120` is no total of the stock.
  const lower = withoutQuestion(material, parts).replace(MARKUP, ' ').toLowerCase();
  const stated = lower.replace(/"(?:[^"\\\n]|\\.){0,80}"\s*:/g, ' ');
  return parts.some((part) => unpinnedAggregate(part, lower, anchors, stated));
}

/** The material without the question itself, which a JSON payload carries inside it (`{"question": "…", "documents": […]}`). */
function withoutQuestion(material: string, parts: string[]): string {
  let out = material;
  // A sentence only: a bare key or id asked (`Key: "9f1c…"`) is what the material must hold.
  for (const part of parts) if (part.trim().split(/\s+/).length >= 3) out = out.split(part).join(' ');
  return out;
}

/**
 * Whether one of the question's parts (its questions, its filled fields) can be scored against
 * the material. A strong anchor the material holds points at a place, but what the asker wants
 * done there must be understood too: the part's other words must meet the material at least
 * once — unless the part is nothing but its anchors (`Key: "9f1c…"`). A question written in
 * another language than the material, naming an id it holds ("wypisz wszystkie linie ERROR…"),
 * is not a lookup Pith can judge.
 */
export function lookupHolds(material: string, parts: string[], anchors: Anchor[], prose = true): boolean {
  const reading = gateReading(material, parts, anchors);
  if (reading === null) return false;
  const { readings, found, inParagraphs } = reading;
  return readings.some(
    (r) =>
      (r.anchored && (r.words.length === 0 || r.words.some((t) => found(t) || FORM_WORDS.has(t)))) ||
      (r.terms.length > 0 && covered(foundWords(r.terms, found), r.terms.length, prose) && meetsInOnePlace(r.terms, inParagraphs)),
  );
}

/**
 * How many of a question's words the material holds. Common verbs ("know", "give", "come", in any
 * of their forms) found alone say nothing: "can you write the answer I should post as a comment?"
 * meets any text that says "writers"; beside a word of its own ("When did Zhenjin die?" over "he
 * died") a verb counts.
 */
function foundWords(terms: string[], found: (term: string) => boolean): number {
  const hits = terms.filter(found);
  return hits.some((t) => !isCommonVerb(t)) ? hits.length : 0;
}

interface GateReading {
  readings: Array<{ anchored: boolean; terms: string[]; words: string[] }>;
  found: (term: string) => boolean;
  inParagraphs: () => string[];
}

/**
 * What the gate reads of one material for one question, whatever kind the material is: a turn's
 * members of material are each gated with the others (the same text, see text-pipeline's
 * withGateText, which joins them in one order), so the reading is kept for the next member.
 */
const readingMemo: Array<{ material: string; question: string; reading: GateReading | null }> = [];
const READING_MEMO_ENTRIES = 8;

function gateReading(material: string, parts: string[], anchors: Anchor[]): GateReading | null {
  // Compared, not hashed: a material of 100k characters is told apart by its length first, and
  // compared in full (a native memcmp) only when that matches.
  const question = `${parts.join('\u0001')}\u0002${anchors.map((a) => `${a.strength}:${a.needle}:${a.text}`).join('\u0001')}`;
  const known = readingMemo.find((e) => e.material.length === material.length && e.question === question && e.material === material);
  if (known !== undefined) return known.reading;
  const reading = readGate(material, parts, anchors);
  if (readingMemo.length >= READING_MEMO_ENTRIES) readingMemo.shift();
  readingMemo.push({ material, question, reading });
  return reading;
}

function readGate(material: string, parts: string[], anchors: Anchor[]): GateReading | null {
  const body = withoutQuestion(material, parts).replace(MARKUP, ' ');
  const lower = body.toLowerCase();
  if (parts.some((part) => unpinnedAggregate(part, lower, anchors))) return null;
  const held = anchors.filter((a) => a.strength === 'strong' && containsAnchor(lower, a));
  const readings = parts.flatMap(withAskingClause).map((part) => {
    const lowerPart = part.toLowerCase();
    const own = held.filter((a) => containsAnchor(lowerPart, a));
    const anchorTerms = new Set(own.flatMap((a) => contentTerms(a.text)));
    const terms = [...new Set(contentTerms(part))].filter((t) => !(MATERIAL_WORDS.has(t) || REPLY_WORDS.has(t)) || anchorTerms.has(t)).map(lemmaTerm);
    // One bare word ("Thoughts?") points at no place; "What failed?" does.
    const bare = !/\s/.test(part.trim()) && !CJK_CHAR.test(part);
    return { anchored: own.length > 0, terms: bare ? [] : terms, words: terms.filter((t) => !anchorTerms.has(t)) };
  });
  if (readings.every((r) => r.terms.length === 0 && !r.anchored)) return null;
  const present = termsLike(lower, readings.flatMap((r) => r.terms));
  const prefixes = new Set([...present].filter((t) => t.length >= 6).map((t) => t.slice(0, 5)));
  const found = (t: string): boolean => present.has(t) || (t.length >= 6 && prefixes.has(t.slice(0, 5)));
  // Split only when a long question needs its words to meet in one place.
  let paragraphs: string[] | undefined;
  const inParagraphs = (): string[] => (paragraphs ??= lower.split(/\n[ \t]*\n/));
  return { readings, found, inParagraphs };
}

/**
 * A question sentence and, read on its own, its last clause: "Based only on the passages above,
 * what were the origins of the Raouliii family?" asks in its last clause; the instruction before
 * the comma uses words the material never does ("based", "above", "considering", "tell"). The
 * clause must name two things at least: "what does it say?" after "I have no time to read all
 * this —" is about the whole, and its one common word ("say") would let it through.
 */
function withAskingClause(part: string): string[] {
  // A question embedded as it was typed ("the question was basically When was …") opens its own clause.
  const clause = part.split(/[,;:，；：]\s+|\s[—–]\s|(?<=\p{Ll}\s)(?=(?:What|When|Where|Who|Whom|Whose|Why|How|Which)\s)/u).at(-1)?.trim() ?? '';
  return clause !== part.trim() && clause.split(/\s+/).length >= 3 && new Set(contentTerms(clause)).size >= 2 ? [part, clause] : [part];
}

/**
 * Most of the question's words are the material's. Of two words, both: "Is there a ceiling on
 * damages?" finds "damages" in an indemnity clause, but asks in a word ("ceiling") the contract
 * never uses — its answer is the liability cap, which says neither. (In prose: that is where
 * words alone choose what is kept.)
 */
function covered(found: number, of: number, prose: boolean): boolean {
  // Logs and data keep their error lines and asked records whatever the words: "Why did the
  // build fail?" over a build log that says "error", never "fail", is still read by them.
  return of === 2 && prose ? found === 2 : found / of >= MIN_COVERAGE;
}

/**
 * A lookup's answer lies in one place, and its words meet there: "what do they share and where
 * do they part ways?" finds "two", "side", "part" and "way" in the text, but each in another
 * paragraph — the question is about the material as a whole, not about a place in it.
 */
function meetsInOnePlace(terms: string[], paragraphsOf: () => string[]): boolean {
  if (terms.length < 3) return true;
  const paragraphs = paragraphsOf();
  if (paragraphs.length < 3) return true;
  // Two of its words at least, or a third of a long question's.
  const need = Math.max(2, terms.length / 3);
  return paragraphs.some((p) => {
    const own = termsLike(p, terms);
    return terms.filter((t) => own.has(t)).length >= need;
  });
}

/**
 * The material's terms that could be the question's: only words sharing a question term's
 * first letters are stemmed (one native scan instead of stemming every word of the material).
 * Text with non-ASCII letters is read whole, so accent folding stays exact. The text comes
 * lower-cased, as the terms are, so the scan needs no case folding.
 */
function termsLike(lower: string, terms: string[]): Set<string> {
  // A column named `order_ref` or `weight_kg` holds the words "order" and "weight" too.
  const withParts = (text: string): string => (text.includes('_') ? `${text}\n${text.replace(/_/g, ' ')}` : text);
  // "When did Zhenjin die?" is answered by "died", "what did demand grow to?" by "grew": irregular forms count as their lemma.
  const asLemmas = (found: string[]): Set<string> => new Set(found.map(lemmaTerm));
  if (/[^\u0000-\u007f]/.test(lower)) return asLemmas(contentTerms(withParts(lower)));
  const heads = [...new Set(terms.flatMap((t) => [t, ...formTerms(t)]).map((t) => t.slice(0, 3)))].map(escapeRegExp);
  const words = lower.match(new RegExp(`(?<![a-z0-9])(?:${heads.join('|')})[a-z0-9'_-]*`, 'g')) ?? [];
  return asLemmas(contentTerms(withParts(words.join(' '))));
}
