/**
 * @module compress/query-kind
 * What the asker's words ask for. Lossy selection needs a *lookup*: a question (a sentence
 * with a question mark, in any script) or a filled-in field (`Key: "…"`, `Q: …`, `Lookup: …`)
 * whose answer lies in part of the material. A task over the whole material — translate,
 * summarise, proofread, rewrite, convert, count, list or extract all, compare — needs all of
 * it, and so does a request that asks nothing: both get lossless rewrites only. The task
 * words below are the one list here, and it can only make Pith keep more text, never less.
 */
import { escapeRegExp } from '../lib/regexp.js';
import { type Anchor, extractAnchors } from './anchors.js';
import { aggregateShaped } from './lookup-gate.js';
import { requested } from './requests.js';
import { SUBJECT, mailHeaderLines } from './mail-headers.js';
import { asksWholeTask } from './whole-task.js';
import { ENCODED_WORD, attributeQuestions } from './markup-questions.js';
import { splitAtStops } from './sentences.js';
import { ASKING_WORDS, AUXILIARIES, INTERROGATIVE_OPENING, YES_NO_OPENING, clauseOpensLikeQuestion, opensLikeQuestion, titleLike } from './question-shape.js';
export { ASKING_WORDS, AUXILIARIES, YES_NO_OPENING, clauseOpensLikeQuestion, opensLikeQuestion, titleLike } from './question-shape.js';

export type QueryKind = 'lookup' | 'task' | 'none';

export interface QueryInfo {
  kind: QueryKind;
  /** The asking parts (questions, filled fields): what material is scored against. */
  lookup: string;
  /** The same, part by part: a lookup holds when one of its parts can be scored against the material. */
  parts: string[];
  /** Every word of the asker's (instructions included), for the task check and follow-ups. */
  text: string;
  anchors: Anchor[];
  /** What a message compressed against this query depends on (part of the message cache's key): made once. */
  key: string;
  /** Read from a system message (counts only when no user message of the turn asks). */
  system?: boolean;
  /** Its one part is a line read as a question typed without its "?" — a guess a question the material carries outranks. */
  bare?: boolean;
  /** A system message's one question answered under it (an example's, or a grader's to check): outranks no user's words, a guess included. */
  example?: boolean;
}

export const NO_QUERY: QueryInfo = { kind: 'none', lookup: '', parts: [], text: '', anchors: [], key: 'none' };

export function queryInfo(kind: QueryKind, parts: string[], text: string, anchors: Anchor[]): QueryInfo {
  return { kind, lookup: parts.join('\n'), parts, text, anchors, key: `${kind}\u0000${text}` };
}

const QUESTION = /[?？؟]|¿/u;
/** A blank to fill in a line of words: a run of underscores (or full-width ones). */
const BLANK = /_{3,}|＿{2,}/u;
const BLANKS = new RegExp(BLANK.source, 'gu');
/** A filled field asks when its label is a word or two (`Key:`, `Q:`, `Input:`, `Search query:`), not a sentence ending in a colon. */
const FIELD_VALUE = /^\s*[\p{L}][\p{L}\p{M}\p{N}_'’-]{0,24}(?:[ ][\p{L}\p{M}\p{N}_'’-]{1,24})?[ \u00a0\u202f]?[:：]\s*(\S.*)$/u;
// Elements, and an XML declaration or processing instruction (`<?xml version="1.0"?>` asks nothing).
const TAG = /<\/?[\p{L}_][\p{L}\p{M}\p{N}_.:-]*(\s[^>]*)?>|<\?[^>]*\?>/gu;
const HEADING_MARK = /^\s{0,3}#{1,6}\s+/;

/** The object of a request that names every one of something. */
const UNIVERSAL = /^(?:(?:me|us)\s+)?(?:all|every|each|the (?:full|complete|whole) list)(?![\p{L}])/iu;

/** A prompt's or a quotation's marks before a line (`>>> ask: …`, `> …`): no words of it. */
const PROMPT_MARK = /^\s*>{1,3}\s+/;

/**
 * A tag is markup, no words of the asker's — except an attribute whose value asks: a question
 * carried as `<context question="…?">` or `<input name="q" value="…?">` is the question itself.
 */
function untagged(line: string): string {
  return line.replace(TAG, (tag) => ` ${attributeQuestions(tag).join(' ')} `);
}

/**
 * A question mark of code, not of a sentence: an optional parameter's (`include_content?: boolean`),
 * optional chaining (`user?.name`), a URL's query (`search?q=…`, `?page=1`) — between ASCII word
 * characters, or before a query's `name=`.
 */
const CODE_QUESTION_MARK = /(?<=[A-Za-z0-9_\])])\?(?=[:=&A-Za-z0-9_]|\.[A-Za-z_])|\?(?=[A-Za-z_][\w-]*=)/g;

function clean(line: string): string {
  return bracketLabelled(untagged(line).replace(ENCODED_WORD, ' ').replace(CODE_QUESTION_MARK, '').replace(HEADING_MARK, '').replace(PROMPT_MARK, '')).trim();
}

/** A label in CJK lenticular brackets (`【질문】…`): a field's name, as `Question:` is. */
const BRACKET_LABEL = /^\s*[【〔［]([^】〕］\n]{1,24})[】〕］]\s*/u;

/** Read as a field only when its value asks (`【질문】What is … co-NP`): `【답변 형식】두세 문장` sets the answer's form, as it did unread. */
function bracketLabelled(line: string): string {
  const m = BRACKET_LABEL.exec(line);
  if (!m) return line;
  const value = line.slice(m[0].length);
  return QUESTION.test(value) || opensLikeQuestion(value) ? `${m[1]}: ${value}` : line;
}

/** A YAML front-matter rule (`---`) and the `key: value` / `- item` lines it encloses. */
const RULE_LINE = /^\s*---\s*$/;
const YAML_LINE = /^\s*(?:[\p{L}_][\p{L}\p{N}_-]*\s*:(?:\s.*)?|-\s.*)$|^\s+\S.*$/u;
/** A block scalar's line (`open_question: >-` / `  What does … contrast with`): indented, no key of its own. */
const BLOCK_SCALAR_LINE = /^\s+(?![\p{L}_][\p{L}\p{N}_-]*\s*:(?:\s|$))(?!-\s)\S.*$/u;

/**
 * Lines of a front-matter block (`---` / `title: …` / `tags: […]` / `---`): a document's
 * metadata, whose fields ask nothing — only a field whose value is a question does.
 */
function frontMatterLines(lines: string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (!RULE_LINE.test(lines[i] ?? '')) continue;
    let j = i + 1;
    while (j < lines.length && YAML_LINE.test(lines[j] ?? '')) j++;
    if (j > i + 1 && j < lines.length && RULE_LINE.test(lines[j] ?? '')) {
      for (let k = i + 1; k < j; k++) out.add(k);
      i = j;
    }
  }
  return out;
}

/** Words after a colon that ask in one of their clauses (typed without "?"), at least a few of them and no title. */
function orderedQuestion(line: string): string | undefined {
  const after = /[:：]\s+([^:：]+)$/u.exec(line)?.[1]?.trim() ?? '';
  if (!/[.!。！]$/u.test(after)) return typedQuestion(after);
  // Its first sentence, closed by a full stop or a dash ("Zoek voor mij uit: In the effort …, what
  // choice is left independent. Gebruik alleen …"), when a clause opens like a question — but not
  // the words that announce what comes ("Note: what follows is the transcript.").
  const first = after.split(/[.!。！](?:\s|$)|\s[—–]\s/u)[0]?.trim() ?? '';
  return ANNOUNCES.test(first) ? undefined : typedQuestion(first);
}

/**
 * A question typed into a sentence after a comma, closed by a full stop ("Spune-mi, te rog, what
 * is the capital of Xland."): the clause opens with its asking word and inverts its verb ("what
 * is", "when did the …"), so it asks, whatever the words before it.
 */
function commaQuestion(line: string): string | undefined {
  // (A request or a reported question — "so the question is basically in May 2002, where …, yeah
  // that's it" — is read whole by its own reader, with what it asks before the comma.)
  // A long line is prose, and after a comma "which", "who", "where" and "when" open relative
  // clauses (", which would be under Western European domination …"): only "what" and "why" ask there.
  if (line.length > MAX_COMMA_QUESTION_LINE || requested(line) !== undefined) return undefined;
  const sentence = splitAtStops(line, '.!。！')[0] ?? '';
  const clauses = sentence.replace(/[.!。！]$/u, '').split(/,\s+/u);
  const k = clauses.findIndex((c, i) => i > 0 && ASKS_AFTER_COMMA.test(c) && !ANNOUNCES.test(c));
  return k > 0 ? typedQuestion(clauses.slice(k).join(', ')) : undefined;
}

/** "What follows", "what you will find below": words that announce the material, not a question. */
const ANNOUNCES = /\bwhat (?:follows|comes next|is below|you(?:['’]ll| will) (?:find|see|read))\b/iu;

/** A mail's subject that opens like a question in one of its clauses, typed without its "?". */
function askedSubject(line: string): string | undefined {
  return typedQuestion(SUBJECT.exec(line)?.[2]?.trim() ?? '');
}

/** Words that open like a question in one of their clauses, typed without its "?": a few of them, no title. */
function typedQuestion(value: string): string | undefined {
  return value.split(/\s+/).length >= 4 && !titleLike(value) && clauseOpensLikeQuestion(value) ? value : undefined;
}

/** The asking parts of the asker's words: question sentences and the values of filled fields. */
function askingParts(text: string): string[] {
  const parts: string[] = [];
  const lines = text.split('\n');
  const metadata = new Set([...frontMatterLines(lines), ...mailHeaderLines(lines)]);
  for (const [at, raw] of lines.entries()) {
    const line = clean(raw);
    if (line === '') continue;
    if (QUESTION.test(line)) {
      // A field's label is no word of the question (`Frage: What treaty …?` asks "What treaty …?").
      const value = FIELD_VALUE.exec(line)?.[1];
      const asked = value !== undefined && QUESTION.test(value) ? value : line;
      // Keep only the sentences that ask, not an instruction sharing their line.
      // ("… independent? One sentence, then the supporting quote." asks only up to its "?".)
      const sentences = splitAtStops(asked, '.!?？؟。！').filter((s) => QUESTION.test(s));
      for (const sentence of sentences.length > 0 ? sentences : [asked]) {
        const own: string[] = [];
        // "Answer the following question using the text above: When was it built?" — the
        // words after an instruction's colon are the question itself, in whatever language
        // the instruction was written.
        const after = /[:：]\s+([^:：]*[?？؟]\S*)$/u.exec(sentence)?.[1];
        if (after && after.split(/\s+/).length >= 2 && after.length < sentence.length * 0.8) own.push(after);
        // 'Please answer the question "When was it built?" using only the text above.'
        for (const quoted of sentence.matchAll(/["“«„]([^"”»“]{8,300}[?？؟])["”»“]/gu)) if (quoted[1]) own.push(quoted[1]);
        // The instruction around the question is read too only when it names something itself ("For ticket #4521: …?").
        const around = own.reduce((rest, q) => rest.split(q).join(' '), sentence);
        if (own.length === 0 || extractAnchors(around).length > 0) parts.push(sentence);
        parts.push(...own);
      }
      continue;
    }
    // A sentence with a blank to fill asks for what stands in it, the words around the blank being
    // the question: a blank inside the sentence ("The refund window for EU orders is ____ days.")
    // or after words that ask — opening like a question ("What deals with it: ____.") or with their
    // interrogative further on ("Imperialism extends a country's power and what: ____."). A form's
    // slot (`Customer name: ____`) is no sentence: the form is read as before.
    const blank = BLANK.exec(line);
    if (blank) {
      const asked = line.replace(BLANKS, ' ').replace(/[:：]?\s*[.。]?\s*$/u, '').replace(/\s+/g, ' ').trim();
      const words = asked.split(' ').filter((w) => /\p{L}{2}/u.test(w)).length;
      const inside = /\p{L}{2}/u.test(line.slice(blank.index + blank[0].length));
      if (words >= 3 && (inside || opensLikeQuestion(asked) || (words >= MIN_CLOZE_WORDS && INTERROGATIVE_WORD.test(asked)))) {
        parts.push(asked);
        continue;
      }
    }
    if (metadata.has(at)) {
      // A subject typed as a question without its "?" (`Subject: Question: In …, what choice is left independent`) asks,
      // and so does a front matter's block scalar that reads as one (`open_question: >-` / `  What does … contrast with`).
      const subject = askedSubject(line) ?? (BLOCK_SCALAR_LINE.test(raw) ? typedQuestion(line) : undefined);
      if (subject) parts.push(subject);
      continue;
    }
    const field = FIELD_VALUE.exec(line);
    // An order of more words than a label's, its question after a colon typed without its "?"
    // ("Tolong jawab pertanyaan ini: In the effort …, what choice is left independent").
    const ordered = field ? undefined : orderedQuestion(line) ?? commaQuestion(line);
    if (ordered) {
      parts.push(ordered);
      continue;
    }
    // A field whose value is a sentence that ends like a statement ("Rules: cite your source.") instructs; it does not ask.
    if (field?.[1] && !/[.!。！]["'”’)]?$/u.test(field[1].trim())) parts.push(field[1]);
  }
  return parts;
}

/** A quotation the asker names as the question or query, asked without its "?" (an aside may stand between: `Research question (from the saved search): "…"`). */
const NAMED_QUESTION = /\b(?:question|query|ask|asks|asked|asking)\b(?:\s*\([^)\n]{0,80}\))?[^"“«„\n]{0,20}["“«„]([^"”»“\n]{8,300})["”»“]/iu;

/** With no question and no filled field: the requests for information among the asker's lines (a field's value read too). */
function requestParts(text: string): string[] {
  const parts: string[] = [];
  for (const raw of text.split('\n')) {
    const line = clean(raw);
    if (line === '' || line.length >= 300) continue;
    const value = FIELD_VALUE.exec(line)?.[1] ?? line;
    // 'Please answer the question "What completed the triad" using only the text above.'
    const quoted = NAMED_QUESTION.exec(value)?.[1];
    if (quoted && quoted.split(/\s+/).length >= 3) {
      parts.push(quoted);
      continue;
    }
    for (const sentence of splitAtStops(value, '.!')) {
      const asked = requested(sentence);
      if (asked) parts.push(asked);
    }
  }
  return parts;
}

/**
 * Words after the material with no question mark and no field still ask when they read as a
 * question typed without its "?": one line that starts with a letter, has a few words and
 * ends with no punctuation at all. A statement ("… stood there."), a blank to fill
 * ("Answer:") or a prompt line (`(Current directory: /repo)\nbash-$`) does not.
 */
const BARE_QUERY = /^\p{L}[^\n]{10,398}[\p{L}\p{N}"'”’)]$/u;

/**
 * A clause whose asking word stands where its answer would ("The West saw the East as what",
 * "Bulgaria joined the EU in which year", "… is regulated by whom"): a question typed without
 * its "?" whatever the words around it ("hi! using the kb, …as what — thanks a lot"). Only the
 * words that ask for a thing, a person, a time or a place, last or before the noun they ask
 * about: "… when possible" and "… where relevant" set a rule, "… explain why" and "… show how"
 * ask for an explanation of the material, not a lookup.
 */
const IN_SITU_ASK = /(?:^|\s)(?:(?:what|which|whose)(?:\s+[\p{L}\p{N}'’-]+){0,2}|who|whom|when|where|how (?:many|much)(?:\s+[\p{L}\p{N}'’-]+)?)$/iu;
const MIN_IN_SITU_WORDS = 4;

/** The asker's sentences that ask in situ, each with the clauses before its asking one ("After the fire in Jorvale, the hall was rebuilt in which year"). */
function inSituQuestions(text: string): string[] {
  return text.split('\n').flatMap((raw) =>
    clean(raw)
      .split(/[;!.。！]\s+|\s+[—–-]\s+|\s*[()]\s*/u)
      .map((sentence) => sentence.trim().replace(/[.!。！]+$/u, ''))
      .filter((words) => words.split(/\s+/).length >= MIN_IN_SITU_WORDS && IN_SITU_ASK.test(words) && !titleLike(words)),
  );
}


/** A clause after a comma that asks: "what" or "why", then its inverted verb, a word at most between ("what choice is", "why did"). */
const ASKS_AFTER_COMMA = new RegExp(`^\\s*(?:what|why)\\s+(?:[\\p{L}'’-]+\\s+)?(?:${AUXILIARIES})\\s`, 'iu');
const MAX_COMMA_QUESTION_LINE = 200;

/** An interrogative anywhere in a sentence ("… most commonly associated with what type of machine"). */
const INTERROGATIVE_WORD = new RegExp(`\\b(?:${ASKING_WORDS})\\b`, 'iu');
/** A sentence with a blank after it and an interrogative inside asks when it has this many words: a form's label has fewer. */
const MIN_CLOZE_WORDS = 5;


/** A line that only names what follows: a markdown heading or a lone label (`## Question`, `Query:`). */
const SECTION_NAME = /^\s{0,3}(?:#{1,6}\s+[^\n]{1,40}|[\p{L}][\p{L} _-]{0,30}[:：])\s*$/u;


const DELIMITER = /^\s*(?:"""|''')\s*$/;

/** Lines alone between a pair of delimiter lines, paired from the end (the words before may close the material's pair). */
function delimitedLines(lines: string[]): string[] {
  const marks = lines.flatMap((l, i) => (DELIMITER.test(l) ? [i] : []));
  const out: string[] = [];
  for (let k = marks.length - 1; k >= 1; k -= 2) if ((marks[k] ?? 0) - (marks[k - 1] ?? 0) === 2) out.push(lines[(marks[k] ?? 0) - 1] ?? '');
  return out;
}

function bareQuery(text: string, labelled = false): string {
  // The words under the last heading or label ("## Question" / "What did vBNS do") are the line that asks.
  // Tag lines around it (`</context>` / `<query>…</query>`) are no words of the asker's.
  const written = text.split('\n').filter((l) => clean(l) !== '');
  let named = written.length - 1;
  while (named >= 0 && !SECTION_NAME.test(written[named] ?? '')) named--;
  // Above the material, an unlabelled line asks only when it opens like a question ("what's the phone number of …").
  if (labelled && named < 0 && !written.some((l) => INTERROGATIVE_OPENING.test(clean(l)))) return '';
  // A line alone between two `"""` delimiters is set apart as a label sets it (`中找问题 """…""" 的答案`).
  const delimited = delimitedLines(written);
  const lines = delimited.length === 1 ? delimited : written.length > 1 && named >= 0 ? written.slice(named + 1) : written;
  // A question typed without any closing punctuation may come with a line or two of how to answer
  // it, each a closed sentence ("(answer in English, in one line)", "Keep it short."); a
  // signature, a post's byline, a front matter's fields or records under it are no such lines.
  const [first = '', ...rest] = lines.map((l) => clean(l.replace(TAG, ' ').trim()));
  return bareLine(first) && rest.length <= MAX_HOW_LINES && rest.every((l) => CLOSED_SENTENCE.test(l) && !bareLine(l)) ? first : '';
}

/** The lines of how to answer that may follow a question typed without its "?". */
const MAX_HOW_LINES = 2;

/** A sentence closed by its punctuation (or a whole parenthesis), in any script. */
const CLOSED_SENTENCE = /[.!。！।۔)）]$/u;

/** A line that reads as a question typed without its "?": no title ("Master Services Agreement" never asks). */
function bareLine(line: string): boolean {
  return !titleLike(line) && BARE_QUERY.test(line) && line.split(/\s+/).length >= 3;
}

/**
 * Quoted runs of four words or more that open as a question does ("Was the … correct", "When
 * did …"), typed without their "?" — one sentence with no closing punctuation: a quoted review
 * ("Does the job, nothing more. Quiet, fast …") is a statement.
 */
function quotedQuestions(text: string): string[] {
  return [...text.matchAll(/["“„«]([^"“”„«»\n?？؟.!。！]{12,300})["”“»]/gu)]
    .map((m) => (m[1] ?? '').trim())
    .filter((q) => q.split(/\s+/).length >= 4 && (INVERTED_QUESTION.test(q) || YES_NO_OPENING.test(q)));
}


/** A question typed without its "?" by its form: an asking word, then the verb it inverts ("When was …", "What does …"). */
const INVERTED_QUESTION = new RegExp(`^\\s*(?:${ASKING_WORDS})\\s+(?:${AUXILIARIES})\\s`, 'iu');

/** A field line: a name of at most three words, a colon, a value (`Summary: …?`, `Issue Type: Question`). */
const FIELD_LINE = /^[ \t]*([\p{L}][\p{L}\p{N}/_-]*(?: [\p{L}\p{N}/_-]+){0,2})[ \t]?[:：][ \t]+(\S.*)$/u;

/**
 * The text without the names of its record's question fields, wherever they stand: a ticket's
 * `Summary: …?` field names no task, nor does "answer what the Summary asks" — the name is the
 * field's. Only a field whose value is a question, in a block of field lines (two or more in a
 * row: a ticket's): a lone "Translate into German: what does it say about …?" is an order, and
 * `Translate to: German` / `Keep: the formatting` are the task's own settings.
 */
function withoutLabels(text: string): string {
  const lines = text.split('\n');
  const names = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const field = FIELD_LINE.exec(lines[i] ?? '');
    const beside = [lines[i - 1], lines[i + 1]].some((l) => l !== undefined && FIELD_LINE.test(l));
    // Only a field that holds a question (with its "?", or its asking word and verb: `When was … founded`):
    // `Translate to: German` beside `Keep: the formatting` is the task itself, as is `Summary: how each town grew`.
    if (field?.[1] && beside && (QUESTION.test(field[2] ?? '') || INVERTED_QUESTION.test(field[2] ?? ''))) names.add(field[1]);
  }
  let out = text;
  for (const name of names) out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  return out;
}

/**
 * Classify the asker's words: those before the material (`head`) and after it (`tail`). The
 * asking parts are its questions and filled fields; with none, a short line after the material
 * (else before it under a label — `Query:`, `## Question` — or opening like a question) that reads as a question typed
 * without its "?", and is no title, is taken as the query. An unlabelled line above material
 * is its title ("Raport de stare a proiectelor — Q2 2024") as often as a query: no query.
 */
export function describeQuery(head: string, tail = ''): QueryInfo {
  const text = `${head.trim()}\n${tail.trim()}`.trim();
  if (text === '') return NO_QUERY;
  const asking = askingParts(text);
  // A question quoted whole without its "?" ('the summary line is literally "Was the name
  // correct" — answer that, and tell me which attachment') asks before the request beside it.
  const requests = asking.length === 0 ? [...quotedQuestions(text), ...requestParts(text)] : [];
  // Then a sentence whose asking word stands in its answer's place ("… saw the East as what — thanks").
  const inSitu = asking.length === 0 && requests.length === 0 ? inSituQuestions(text) : [];
  const bare = asking.length === 0 && requests.length === 0 && inSitu.length === 0 ? bareQuery(tail) || bareQuery(head, true) : '';
  const parts = asking.length > 0 ? asking : requests.length > 0 ? requests : inSitu.length > 0 ? inSitu : bare !== '' ? [bare] : [];
  // A count or a total pinned to a name ("How many staff work in the Berlin office?") needs
  // every record that names it: its names hold as firmly as ids.
  const found = extractAnchors(parts.join('\n'));
  const anchors = parts.some(aggregateShaped) ? found.map((a) => (a.strength === 'name' ? { ...a, strength: 'strong' as const } : a)) : found;
  // A request for every one of something ("Pull out every founder name.") is a task over all of it, whatever its verb.
  if (asksWholeTask(withoutLabels(text.replace(TAG, ' '))) || requests.some((r) => UNIVERSAL.test(r))) return queryInfo('task', parts, text, anchors);
  const info = queryInfo(parts.length === 0 ? 'none' : 'lookup', parts, text, anchors);
  return bare !== '' ? { ...info, bare: true } : info;
}
