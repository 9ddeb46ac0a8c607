/**
 * @module compress/stem
 * Word normalisation for relevance scoring: lower-casing, a light suffix-stripping stemmer
 * (a reduced Porter step 1 plus common derivational endings) and an English stop-word list.
 * Light on purpose: over-stemming merges unrelated words and hurts precision more than
 * under-stemming hurts recall for question/sentence matching.
 */
import { ShortKeyTable } from './short-keys.js';

const STOP_WORDS = new Set(
  ('a an the and or but if then else of to in on at by for with from into onto upon as is are was were be been being ' +
    'am do does did done have has had having this that these those it its it\'s they them their there here ' +
    'what which who whom whose when where why how i you he she we me him her us my your our his hers ours ' +
    'not no nor so than too very can could should would will shall may might must about above below over under ' +
    'again further once all any both each few more most other some such only own same just also s t don now ' +
    'name named called one use used many much after before during while through between against out up down off ' +
    'did does type kind year years time people')
    .split(/\s+/),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const SUFFIXES: Array<[string, string]> = [
  ['ational', 'ate'], ['ization', 'ize'], ['fulness', 'ful'], ['iveness', 'ive'], ['ousness', 'ous'],
  ['ations', 'ate'], ['ation', 'ate'], ['ments', ''], ['ment', ''], ['ness', ''], ['ities', ''], ['ity', ''],
  ['ingly', ''], ['edly', ''], ['ies', 'y'], ['ied', 'y'], ['ing', ''], ['ers', ''], ['er', ''],
  ['ed', ''], ['ly', ''], ['es', ''], ['s', ''],
];

/**
 * British and American spellings of one word: the question's writer spells "behavior", "center",
 * "organized", the text "behaviour", "centre", "organised". Written the American way before
 * stemming; a word with no twin ("flour", "promise", "genre") only meets its own spelling, now spelt
 * differently on both sides.
 */
const BRITISH = [
  // colour, behaviour, neighbourhood, favourite, honourable — not hour, four, your, tour, flour, odour.
  [/^(\p{L}{2,}[bcdgilmnprv])our(s|ed|ing|er|ers|ite|ites|able|ably|hood|hoods|ful|less|ism|ist|ists|y)?$/u, '$1or$2'],
  // organise, realised, civilisation: three letters at least before "-ise" (not wise, raise, noise).
  [/^(\p{L}{3,})is(e|ed|es|ing|er|ers|ation|ations)$/u, '$1iz$2'],
  // analyse, paralysed.
  [/^(\p{L}{3,})ys(e|ed|es|ing|er|ers)$/u, '$1yz$2'],
  // centre, theatres, fibre, calibre (not "centred": "hatred" is no "hater").
  [/^(\p{L}{2,}[bt])re$/u, '$1er'],
  [/^(\p{L}{2,}[bt])res$/u, '$1ers'],
] as const;

function americanSpelling(word: string): string {
  for (const [pattern, replacement] of BRITISH) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}

/**
 * English irregular forms and their lemma: a question asks "when did Zhenjin die?", "what did
 * demand grow to?", "who fought there?", and the text answers "died", "grew", "fought" — no suffix
 * rule joins them. Only forms with no other common meaning: "found" (to found a city), "left",
 * "saw", "rose", "ground", "wound", "bound", "meant", "lent", "sat", "led", "met", "fed", "won" stay
 * themselves. Joined where it is asked whether a question's words are in the material at all
 * (`lemmaTerm`, the lookup gate), not in ranking: there "known" ("known as") beside a frame's
 * "wants to know" would pull in every passage that names something.
 */
const IRREGULAR_VERBS =
  'arise:arose,arisen awake:awoke,awoken become:became begin:began,begun bend:bent ' +
    'bite:bitten blow:blew,blown break:broke,broken breed:bred bring:brought build:built burn:burnt buy:bought ' +
    'catch:caught choose:chose,chosen cling:clung come:came creep:crept deal:dealt die:died,dying dig:dug draw:drew,drawn ' +
    'dream:dreamt drink:drank,drunk drive:drove,driven dwell:dwelt eat:ate,eaten fall:fallen ' +
    'fight:fought flee:fled fling:flung fly:flew,flown forbid:forbade,forbidden forget:forgot,forgotten ' +
    'forgive:forgave,forgiven freeze:froze,frozen get:got,gotten give:gave,given go:went,gone ' +
    'grow:grew,grown hang:hung hear:heard hide:hid,hidden hold:held keep:kept kneel:knelt know:knew,known ' +
    'lie:lying,lain lose:lost make:made ' +
    'overcome:overcame overtake:overtook,overtaken pay:paid ride:rode,ridden ring:rang,rung rise:risen run:ran ' +
    'say:said seek:sought sell:sold send:sent shake:shook,shaken shine:shone shrink:shrank,shrunk sing:sang ' +
    'sink:sank,sunk sleep:slept slide:slid speak:spoken spend:spent spin:spun stand:stood steal:stole,stolen ' +
    'stick:stuck stride:strode strike:struck,stricken strive:strove,striven swear:swore,sworn ' +
    'sweep:swept swim:swam,swum swing:swung take:took,taken teach:taught tell:told think:thought ' +
    'throw:threw,thrown undergo:underwent,undergone understand:understood undertake:undertook,undertaken ' +
    'wake:woke,woken wear:wore,worn weave:wove,woven weep:wept withdraw:withdrew,withdrawn write:wrote,written';
const IRREGULAR_NOUNS = 'child:children man:men woman:women tooth:teeth foot:feet mouse:mice goose:geese';

const lemmaEntries = (table: string): Array<[string, string[]]> =>
  table.split(' ').map((entry) => {
    const [lemma = '', forms = ''] = entry.split(':');
    return [lemma, forms.split(',')];
  });

interface Irregular {
  /** A form's term → its lemma's term. */
  lemmas: Map<string, string>;
  /** A lemma's term → its forms' terms. */
  forms: Map<string, string[]>;
  /** The terms of the generic verbs, lemmas and forms. */
  verbs: Set<string>;
}
let irregular: Irregular | undefined;

/** Built on first use: the tables are stemmed, and `stem` is declared below. */
function irregularTerms(): Irregular {
  if (irregular !== undefined) return irregular;
  const lemmas = new Map<string, string>();
  const forms = new Map<string, string[]>();
  const verbs = new Set<string>();
  for (const [lemma, own] of [...lemmaEntries(IRREGULAR_VERBS), ...lemmaEntries(IRREGULAR_NOUNS)]) {
    const term = stem(lemma);
    const terms = own.map(stem);
    // A generic verb's forms stay apart: "Tell me, from the notes below, …" is not met by every "told".
    if (GENERIC_VERBS.has(lemma)) for (const t of [term, ...terms]) verbs.add(t);
    else {
      for (const t of terms) lemmas.set(t, term);
      forms.set(term, terms);
    }
  }
  return (irregular = { lemmas, forms, verbs });
}

/** The term an irregular form's term stands for ("died" → "die", "fought" → "fight"); any other term is its own. */
export function lemmaTerm(term: string): string {
  return irregularTerms().lemmas.get(term) ?? term;
}

/** The terms of a lemma's irregular forms ("grow" → "grew", "grown"), none for any other term. */
export function formTerms(term: string): readonly string[] {
  return irregularTerms().forms.get(term) ?? [];
}

/**
 * The vaguest of the irregular verbs: words any long text uses, and an asker frames with ("What
 * would you like to know?", "write the answer"), which name nothing of what a text holds. Not
 * "build", "run", "hold" or "sell", which also name things ("the build", "a run").
 */
const GENERIC_VERBS = new Set(['know', 'give', 'make', 'take', 'get', 'go', 'come', 'say', 'tell', 'think', 'become', 'write', 'bring', 'keep']);

/** Whether a term is one of the generic verbs in any of its forms ("know", "known", "give", "made"). */
export function isCommonVerb(term: string): boolean {
  return irregularTerms().verbs.has(term);
}

/** Stem a lower-cased word; words of 3 characters or fewer and numbers are returned as is. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const spelt = americanSpelling(word);
  const base = stripSuffix(spelt);
  // A word's own final "e" is the one "-es", "-ed" and "-ing" take off ("state" / "states",
  // "Langlade" / "Langlades", "create" / "created"): kept, the singular and the plural stem apart.
  return base === spelt && spelt.endsWith('e') ? spelt.slice(0, -1) : base;
}

function stripSuffix(word: string): string {
  for (const [suffix, replacement] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      if (suffix === 's' && (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is'))) return word;
      let base = word.slice(0, word.length - suffix.length) + replacement;
      // "running" → "runn" → "run": undouble a final consonant left by -ing/-ed.
      if (replacement === '' && /([b-df-hj-np-tv-z])\1$/.test(base) && !/(ll|ss|zz)$/.test(base)) base = base.slice(0, -1);
      return base;
    }
  }
  return word;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;
// Raw (lower-cased, folded) word → its term, or null for a stop word / nothing left. Each
// distinct word pays for the clean-up, the stop-word test and the stemmer once.
const termMemo = new Map<string, string | null>();

function termOf(raw: string): string | null {
  let word = raw;
  const last = word.charCodeAt(word.length - 1);
  // Possessive 's and trailing apostrophes/hyphens are not part of the word.
  if (last === 115 && (word.endsWith("'s") || word.endsWith('’s'))) word = word.slice(0, -2);
  let end = word.length;
  for (let c = word.charCodeAt(end - 1); end > 0 && (c === 39 || c === 0x2019 || c === 45); c = word.charCodeAt(end - 1)) end--;
  if (end < word.length) word = word.slice(0, end);
  if (word.length === 0 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

function push(out: string[], raw: string): void {
  let term = termMemo.get(raw);
  if (term === undefined) {
    term = termOf(raw);
    if (termMemo.size > 50_000) termMemo.clear();
    termMemo.set(raw, term);
  }
  if (term !== null) out.push(term);
}

/** Terms of short ASCII words, by their packed characters. */
const shortTerms = new ShortKeyTable<string | null>(1 << 14);

/** The term of lower[start, end) (at most eight ASCII characters, packed as a and b), remembered. */
function shortTerm(lower: string, start: number, end: number, a: number, b: number): string | null {
  const length = end - start;
  const slot = shortTerms.slotOf(a, b, length);
  const known = shortTerms.at(slot, a, b, length);
  if (known !== undefined) return known;
  const term = termOf(lower.slice(start, end));
  shortTerms.put(slot, a, b, length, term);
  return term;
}

/** ASCII letter or digit (the start of a word); with `inner`, also ' _ - (its continuation). */
function isWordChar(c: number, inner: boolean): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (inner && (c === 39 || c === 95 || c === 45));
}

/**
 * Content words of a text: lower-cased, stop words removed, stemmed. With `cjkPairs`, a run of
 * Chinese/Japanese/Korean letters counts as its character pairs (see pushCjk); without, as one
 * word — which matches only itself, so prose in those scripts is never selected by what it
 * shares with a question: passage selection has no second hop for their names yet, and sends it
 * whole. Lines (logs, chats, JSON items) are matched by pairs.
 */
export function contentTerms(text: string, cjkPairs = false): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  if (!/[^\u0000-\u007f]/.test(lower)) {
    // ASCII: the same words as WORD finds (there \p{L}\p{N} is [A-Za-z0-9]), without the regex.
    for (let i = 0; i < lower.length; ) {
      if (!isWordChar(lower.charCodeAt(i), false)) {
        i++;
        continue;
      }
      const start = i;
      // A word of eight characters or fewer is looked up by its characters packed into two
      // integers: no slice, no string hash (most words; see shortTerm).
      let a = lower.charCodeAt(i);
      let b = 0;
      for (i++; i < lower.length; i++) {
        const c = lower.charCodeAt(i);
        if (!isWordChar(c, true)) break;
        const k = i - start;
        if (k < 4) a |= c << (k * 8);
        else if (k < 8) b |= c << ((k - 4) * 8);
      }
      const term = i - start <= 8 ? shortTerm(lower, start, i, a, b) : undefined;
      if (term === undefined) push(out, lower.slice(start, i));
      else if (term !== null) out.push(term);
    }
    return out;
  }
  // Fold accents so "fiancee" meets "fiancée"; only pay for it on non-ASCII text.
  // (NFC again after: Hangul syllables decompose into letters that are no marks, and stay whole.)
  const folded = lower.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
  WORD.lastIndex = 0;
  for (let match = WORD.exec(folded); match !== null; match = WORD.exec(folded)) {
    if (cjkPairs && CJK_LETTER.test(match[0])) pushCjk(out, match[0]);
    else push(out, match[0]);
  }
  return out;
}

/** Chinese, Japanese and Korean letters: written without spaces between words (or with particles attached). */
const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUNS = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+)/u;
const HIRAGANA_PAIR = /^\p{Script=Hiragana}{2}$/u;

/**
 * A word with CJK letters in it ("infraの朝会は何時に変更されますか"): a run of them is a whole
 * clause, which would match nothing as one term. Its character pairs are its terms (the
 * field's usual unit for unsegmented text: 朝会, 変更), except pairs of Hiragana alone, which
 * are grammar (ます, され); Latin parts around it are words of their own.
 */
function pushCjk(out: string[], word: string): void {
  const parts = word.split(CJK_RUNS);
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k] ?? '';
    if (part === '') continue;
    if (k % 2 === 0) {
      const latin = part.replace(/^['’_-]+/, '');
      if (latin !== '') push(out, latin);
      continue;
    }
    if (part.length === 1) {
      if (!/\p{Script=Hiragana}/u.test(part)) out.push(part);
      continue;
    }
    for (let i = 0; i + 1 < part.length; i++) {
      const pair = part.slice(i, i + 2);
      if (!HIRAGANA_PAIR.test(pair)) out.push(pair);
    }
  }
}

/** Five-letter prefixes of longer terms: a weak match for derivations the stemmer misses (efficient/efficiency). */
export function prefixTerms(terms: string[]): string[] {
  const out: string[] = [];
  for (const t of terms) if (t.length >= 6 && !/\d/.test(t)) out.push(`~${t.slice(0, 5)}`);
  return out;
}
