/**
 * @module compress/carried-questions
 * Questions the material itself carries: an e-mail's P.S. ("Before I forget — what …?"), a
 * ticket's quiz item with no answer key, a note's front-matter `question:` field, a chat
 * message posted between two batches of pasted sources. The asker's own words often only
 * point at them ("answer what Helen is asking in this e-mail", "fill in the question in the
 * front matter"), so the query stands there. A few such questions are read as part of the
 * query and kept in place, byte-exact; many (an FAQ, a forum thread) are the material's own
 * and ask nothing of us.
 */
import { parseJson, stringValues } from './json-strings.js';
import { splitPassages } from './passages.js';
import { ASKING_WORDS, AUXILIARIES, YES_NO_OPENING, clauseOpensLikeQuestion, describeQuery, titleLike } from './query-kind.js';
import { requested } from './requests.js';
import { splitAtStops, splitSentences } from './sentences.js';

export interface AskedPlace {
  /** The asking sentence, as it stands in the text. */
  asked: string;
  /** Its offset in the text. */
  at: number;
  /** Its words without the line's lead (a quoted mail's `> `, a comment's `# TODO:`), when it has one. */
  words?: string;
}

/** More asking sentences than this are the material's own questions (an FAQ, a thread), not the asker's. */
const MAX_CARRIED = 3;
/** A question longer than this is no question someone asks in passing. */
const MAX_QUESTION_CHARS = 400;
/** How far back from its question mark a sentence's start is looked for (keeps the scan linear on long lines). */
const LOOK_BACK = MAX_QUESTION_CHARS + 200;
const MIN_WORDS = 3;

/**
 * A question mark that ends a sentence: right after a word, number, quote or bracket, or one
 * space after it (French typography, "… Saint-Pierre ?"; a ternary's `a ? b : c` has too few
 * words to be read as a question; not an SQL placeholder `= ?`), and followed by a space, a line
 * end (written, or escaped in a JSON string), a closing quote or brace (LaTeX's `\todo{…?}`) or a closing tag (`…?</p>`; not a URL's query string `?id=3`).
 */
const ENDING_MARK = /(?<=[\p{L}\p{N}"'”’)\]][ \u00a0\u202f]?)[?？؟](?=["'”’)\]}]*(?:\s|$|<\/[\p{L}]|\\n))/gu;

/** A line this long is prose, whose questions may be its own (an article's rhetorical one). */
const SHORT_LINE = 320;

/**
 * The asking sentences of `text`, if there are at most a few of them; none otherwise. A
 * question on a long line (prose) is the prose's own — an article's example or rhetorical
 * question — unless it stands outside the material's titled documents (a cover e-mail above
 * pasted sources); with `shortLines` (what a tool returned is all material), only questions on short
 * lines (a code comment, a chat post) are carried.
 */
export function carriedQuestions(text: string, shortLines = false): AskedPlace[] {
  const found: AskedPlace[] = [];
  let lastEnd = -1;
  for (const mark of text.matchAll(ENDING_MARK)) {
    const end = mark.index + 1;
    if (end <= lastEnd) continue;
    const place = sentenceEndingAt(text, end);
    if (!place || (shortLines && shownLineAt(text, place.at).length >= SHORT_LINE)) continue;
    // Two marks in one sentence ("… really?? ") or a question quoted inside another are one place.
    if (found.some((f) => place.at < f.at + f.asked.length)) continue;
    found.push(place);
    lastEnd = place.at + place.asked.length;
    if (found.length > MAX_CARRIED) return [];
  }
  // A line of its own that opens like a question, typed without its "?" (a chat post: "What does packet switching contrast with").
  for (const line of unmarkedQuestionLines(text)) {
    if (found.some((f) => f.at === line.at)) continue;
    found.push(line);
    if (found.length > MAX_CARRIED) return [];
  }
  found.sort((a, b) => a.at - b.at);
  if (found.length === 0) return found;
  // A question inside one of the material's records (`Document [8](Title: …) … consider …?`,
  // a TSV row, a bot's post among twenty alike) is the material's own.
  const keys = new Map<string, number>();
  for (const line of text.split('\n')) {
    const key = recordKind(line);
    if (key !== '') keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  const own = (line: string): boolean => (keys.get(recordKind(line)) ?? 0) >= MIN_RECORDS;
  // A timed post or a JSON member is a record of its own, whatever paragraph it stands in (a chat
  // export's question posted right under the last of the sources another member pasted; a notebook's cell).
  const inRecord = (at: number): boolean => {
    const line = lineAt(text, at);
    return own(line) || (!timedPost(line) && !JSON_MEMBER.test(line) && own(paragraphOpening(text, at)));
  };
  // A record whose next line is its blank (`21,question,,"…?"` over `22,answer,,`) is the form's question, not the material's.
  const kept = found.filter((f) => !inRecord(f.at) || fillsSlot(text, f));
  if (kept.every((f) => shownLineAt(text, f.at).length < SHORT_LINE)) return kept;
  const documents = splitPassages(text).filter((p) => !p.glue && p.title !== '');
  const outside = (at: number): boolean => documents.length > 0 && !documents.some((d) => at >= d.start && at < d.end);
  return kept.filter((f) => shownLineAt(text, f.at).length < SHORT_LINE || outside(f.at));
}

/** A JSON member's key and how its string value opens (`"source": "## Otázka…` is no `"source": "### [3] …` cell). */
const JSON_MEMBER = /^\s*"[^"\n]{1,40}"\s*:\s*"([^"\n]{0,6})/u;

/** A line's kind among the material's records: its opening, and for a JSON member the opening of its value too. */
function recordKind(line: string): string {
  const value = JSON_MEMBER.exec(line)?.[1];
  return value === undefined ? recordKey(line) : `${recordKey(line)}${value.replace(/\p{N}+/gu, '0').toLowerCase()}`;
}

/** The first line of the paragraph holding `at` (a passage's header: `> [!quote] Source 15 · …`). */
function paragraphOpening(text: string, at: number): string {
  // Back from the line holding `at`, line by line, to the line after a blank one.
  let start = text.lastIndexOf('\n', at - 1) + 1;
  while (start > 0) {
    const previous = text.lastIndexOf('\n', start - 2) + 1;
    if (text.slice(previous, start - 1).trim() === '') break;
    start = previous;
  }
  return lineAt(text, start);
}

/** Lines opened alike this often are records of one kind. */
const MIN_RECORDS = 3;

/** The speaker after a post's time: `AM] jon.k: `, `Speaker 2: ` (a label of a few words, then its colon). */
const SPEAKER = /^(?:[AaPp]\.?[Mm]\.?\]?\s*)?[^\s:]{1,30}(?: [^\s:]{1,30}){0,2}: /u;

/** A post with its time and its speaker (`[14-03-2024 19:06:27] Emma Visser: …`, `[9:21 AM] jon.k: …`). */
function timedPost(line: string): boolean {
  const lead = /^[^\p{L}]*/u.exec(line)?.[0] ?? '';
  return /\p{N}/u.test(lead) && SPEAKER.test(line.slice(lead.length));
}

/** How many characters of a line's opening make its kind (`Document [0](`, `RefBot [APP]`). */
const OPENING_CHARS = 12;

/**
 * How a line opens: a numbered lead with its digits masked (`0\t` of a TSV row, `[00:00] ` of a
 * transcript), else its first characters, digits masked (`document [0]`, `refbot [app]` —
 * not its first word alone: prose opens with "The" again and again).
 */
export function recordKey(line: string): string {
  const lead = /^[^\p{L}]*/u.exec(line)?.[0] ?? '';
  // A timed post's speaker is part of its kind (`[9:21 AM] jon.k:`): one person's question
  // among another's twenty pasted posts is theirs, not the thread's.
  if (/\p{N}/u.test(lead)) return `${lead}${SPEAKER.exec(line.slice(lead.length))?.[0] ?? ''}`.replace(/\p{N}+/gu, '0').toLowerCase();
  return line.trimStart().slice(0, OPENING_CHARS).replace(/\p{N}+/gu, '0').toLowerCase().trim();
}

/**
 * The line as its text shows it: inside a JSON string, an escaped `\n` ends it too (an issue's
 * `"body": "### Question\n\n> When was …?\n\n### Context …"` is a short quoted line, not
 * a long one of prose).
 */
function shownLineAt(text: string, at: number): string {
  const line = lineAt(text, at);
  const offset = at - (text.lastIndexOf('\n', at - 1) + 1);
  const start = line.lastIndexOf('\\n', offset - 1);
  const end = line.indexOf('\\n', offset);
  return line.slice(start < 0 ? 0 : start + 2, end < 0 ? line.length : end);
}

function lineAt(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return text.slice(start, end < 0 ? text.length : end);
}

const MAX_UNMARKED_WORDS = 30;

/** Lines that are a question typed without its "?": opened by an interrogative, a few words, no closing punctuation, no title. */
function unmarkedQuestionLines(text: string): AskedPlace[] {
  const out: AskedPlace[] = [];
  // Cheap first look: only lines opening (after a comment's marker and a `TODO:` label, if any) with a word are read.
  for (const m of text.matchAll(LEAD_LINE)) {
    const { asked, lead, said } = leadLine(m);
    if (asked.length > MAX_QUESTION_CHARS || /[{}<>]|":/u.test(said)) continue;
    // A comment's or a quoted mail's order to be told something ("% TODO: Give me the enrolment of …") asks too.
    const commented = COMMENT_OR_QUOTE.test(lead);
    // So does a question a comment quotes (`# TODO(jlee): answer "what choice is left independent" from CORPUS`).
    const quoted = commented ? quotedQuestion(said) : undefined;
    if (quoted) {
      out.push({ asked: quoted, at: m.index + m[0].indexOf(quoted) });
      if (out.length > MAX_CARRIED) break;
      continue;
    }
    // A comment's last sentence may be the question, under a label of its own ("# TODO: check the
    // sources and fill EXPECTED. Kysymys: In keeping it abstract, what choice is left independent").
    const last = commented ? labelledLastSentence(said) : undefined;
    if (last !== undefined) {
      out.push({ asked: last, at: m.index + m[0].lastIndexOf(last), words: last });
      if (out.length > MAX_CARRIED) break;
      continue;
    }
    const words = said.split(/\s+/).length;
    if (words < 4 || words > MAX_UNMARKED_WORDS) continue;
    const request = commented && requested(said) !== undefined;
    // One sentence, closed by nothing: not a snippet cut short ("…"), not two sentences of prose.
    const question = unmarkedSentence(said);
    if (!question && !request) continue;
    out.push({ asked, at: m.index + m[0].indexOf(asked), ...(said !== asked ? { words: said } : {}) });
    if (out.length > MAX_CARRIED) break;
  }
  return out;
}

/** The last of a comment's sentences when a label opens it and it asks without its "?" (a question under `Kysymys:`, `Question:`). */
function labelledLastSentence(said: string): string | undefined {
  const sentences = splitAtStops(said, '.!');
  if (sentences.length < 2) return undefined;
  const labelled = /^[\p{L}][\p{L} _-]{0,30}[:：]\s+(\S.*)$/u.exec(sentences.at(-1) ?? '');
  const asked = labelled?.[1]?.trim();
  if (!asked) return undefined;
  const words = asked.split(/\s+/).length;
  return words >= 4 && words <= MAX_UNMARKED_WORDS && unmarkedSentence(asked) ? asked : undefined;
}

/** One sentence closed by nothing that asks as a question does ("In keeping it abstract, what choice is left"), and no title. */
function unmarkedSentence(said: string): boolean {
  return !/[.!:;,?？؟)\]}>"'”’…]$/u.test(said) && !/[.!?]\s/u.test(said) && asksUnmarked(said) && !titleLike(said);
}


/** A line typed without its "?" that asks: it, or a clause of it, opens like a question ("In keeping it abstract, what choice is left"), it ends in its asking word, or it (or what follows a colon in it) opens a yes/no question. */
function asksUnmarked(said: string): boolean {
  const line = said.trim();
  // A yes/no question may follow a lead-in of the asker's own ("Oké vraagje, staat hier eigenlijk in: Was the name correct").
  return line.split(/[:：]\s+/u).some((clause) => YES_NO_OPENING.test(clause)) || ENDS_ASKING.test(line) || WH_THEN_VERB.test(line) || clauseOpensLikeQuestion(said);
}

/** A question whose asking word stands at its end ("The West saw the East as what", "… associated with what type of Turing machine"). */
const ENDS_ASKING = /\s(?:what|which|who|whom|whose)(?:\s+[\p{L}-]+){0,4}$/iu;

/** An asking word, a few words, then the verb that asks ("According to Lenin why must …", "In what year did …", "In the most basic sense what did …"). */
const WH_THEN_VERB = new RegExp(`(?:^|\\s)(?:${ASKING_WORDS})(?:\\s+[\\p{L}-]+){0,5}?\\s+(?:${AUXILIARIES}|must|may|might)\\s`, 'iu');

/** JSON this long is parsed for the questions its string values carry (a chat API's thread). */
const MAX_JSON_CHARS = 2_000_000;

/**
 * The questions JSON carries in its string values (a Slack thread fetched as
 * `{"messages": [{"text": …}, …]}`, one post asking between the posted snippets): each value
 * is read as a line of its own. They are asked of the JSON, not kept in place (its strings are
 * escaped): the item that holds one is the one its words score best.
 */
export function jsonCarriedQuestions(text: string): string[] {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed) || trimmed.length > MAX_JSON_CHARS) return [];
  const strings = stringValues(parseJson(trimmed)).map((v) => v.replace(/\n+/g, ' ').trim());
  return carriedQuestions(strings.filter((t) => t !== '').join('\n\n'), true).map((q) => q.asked);
}

/**
 * Whether the question at `place` is a form's field left to fill: the next line is a field of
 * its own with no value (`answer: ""` under a front matter's `question:`, `cevap:`, a TSV's
 * `answer\t-\t` row under its `question` row). The blank is what the request is for.
 */
export function fillsSlot(text: string, place: AskedPlace): boolean {
  const end = place.at + place.asked.length;
  const rest = text.slice(end, end + SLOT_LOOKAHEAD);
  const lineEnd = rest.indexOf('\n');
  if (lineEnd < 0 || !/^["'”’]?[ \t]*$/u.test(rest.slice(0, lineEnd))) return false;
  const next = rest.slice(lineEnd + 1).split('\n').find((l) => l.trim() !== '');
  return next !== undefined && EMPTY_FIELD.test(next);
}

/** How far past a question its blank is looked for. */
const SLOT_LOOKAHEAD = 200;
/** A field's name with nothing after it but a placeholder: `answer:`, `answer: ""`, `A: ___`, `answer\t-\t`, a CSV row's `22,answer,,`. */
const EMPTY_FIELD = /^[ \t]*[\p{L}_][\p{L}\p{N} _.-]{0,30}?(?:[ \t]*[:=：][ \t]*|\t[ \t]*)(?:""|''|null|~|-|_{2,}|\.{3}|…|\[\s*\]|<[^<>\n]{0,30}>)?[ \t]*\t?[ \t]*$|^[ \t]*(?:\p{N}{1,6},)?\p{L}[\p{L}\p{N}_.-]{0,30},(?:""|'')?,*[ \t]*$/u;

/**
 * Whether a comment in `text` sets a task over the whole of it (`<!-- TODO(agent): write one key
 * point per passage in this file -->`): a file an agent was pointed at to do its TODO is read
 * whole when its turn asks nothing else.
 */
export function carriesTask(text: string): boolean {
  for (const m of text.matchAll(LEAD_LINE)) {
    if (m[0].length >= SHORT_LINE) continue;
    // A comment's, not a quoted mail's: "> Summarise this for me" was the sender's order.
    const { lead, said } = leadLine(m);
    // An environment's delimiter (`\begin{enumerate}`) names a layout, not a note's order.
    if (COMMENT.test(lead) && !ENVIRONMENT.test(lead) && describeQuery('', said).kind === 'task') return true;
  }
  return false;
}

const ENVIRONMENT = /^\\(?:begin|end)\{/u;

/** A quoted run of words in a comment that reads as a question typed without its "?". */
function quotedQuestion(said: string): string | undefined {
  for (const q of said.matchAll(/["“]([^"”\n]{12,300})["”]/gu)) {
    const inner = q[1] ?? '';
    // The interrogative may open its last clause ("In the effort of …, what choice is …"); a
    // quotation a comment orders answered is a question whatever its shape ("answer \"Was the … correct\"").
    const named = /(?:^|[^\p{L}])(?:answer|ask|question|query)\p{L}{0,2}\W{0,3}$/iu.test(said.slice(0, q.index));
    const asks = named || clauseOpensLikeQuestion(inner);
    if (inner.split(/\s+/).length >= 4 && !/[?？؟]/u.test(inner) && asks && (named || !titleLike(inner))) return inner;
  }
  return undefined;
}

/** A numbered view's line number (`    65\t`, `65: `), a comment's opener, a short label (`TODO(ak):`). */
const LINE_NUMBER = String.raw`\d{1,6}(?:\t|:[ \t]|[ \t]{2,})`;
/** A comment's opener, or a markup command that opens a note (LaTeX's `\todo[inline]{`, `\marginpar{`). */
const COMMENT_OPENER = String.raw`<!--|\/\*+|%+|#+|\/\/+|--|;+|\\\p{L}+(?:\[[^\]\n]{0,30}\])?\{`;
// (A to-do marker needs no colon: `<!-- TODO which president … -->`.)
const LABEL = String.raw`(?:\p{L}+(?:\([^)\n]{0,20}\))?[ \t]*:[ \t]*|(?:TODO|FIXME|XXX)(?:\([^)\n]{0,20}\))?[ \t]+)`;
/** A lead that opens a comment; or, with a quoted mail's `>`, a comment or a quotation. */
const COMMENT = /^(?:<!--|[%#/;-]|\\\p{L})/u;
const COMMENT_OR_QUOTE = /^(?:<!--|[%#/;>-]|\\\p{L})/u;

/** A post's time, with the date a chat export writes before it (`14-03-2024 19:06:27`, `14/03/2024, 19:06`, `9:21 AM`). */
const POST_TIME = String.raw`(?:\d{1,4}[-./]\d{1,2}[-./]\d{1,4},?[ \t]+)?\d{1,2}:\d\d(?::\d\d)?(?:[ \t]?[AaPp]\.?[Mm]\.?)?`;
/**
 * A timed chat post's time and speaker (`[9:21 AM] jon.k: `, WhatsApp's `[14-03-2024 19:06:27] Emma
 * Visser: ` or `14/03/2024, 19:06 - Emma Visser: `), or an export's speaker (`<U07|ben>: `).
 */
const POST_LEAD = String.raw`(?:(?:\[${POST_TIME}\]|${POST_TIME}[ \t]+-)[ \t]+[^\s:\]]{1,30}(?:[ \t][^\s:\]]{1,30}){0,2}|<[^<>\s]{1,40}>):[ \t]+`;
/** A line, its line number in a numbered view and its lead (a comment's or quotation's marker, a chat post's time and speaker, a short label) captured. */
const LEAD_LINE = new RegExp(String.raw`^([ \t]*(?:${LINE_NUMBER})?)((?:${POST_LEAD}|(?:${COMMENT_OPENER}|>+)[ \t]*)?(?:${LABEL})?)\p{L}[^\n]*$`, 'gmu');

/** A CSV row's leading cells, unspaced (`21,question,,"`): a prose line's commas have a space after them. */
const CSV_CELLS = String.raw`(?:[\p{L}\p{N}_.-]{0,30},){2,6}"?`;

/** What stands before a sentence's words: a line number, a quoted reply's `> `, an element's opening tags (`<p>`), a comment's opener and its label, a chat post's speaker. */
const LEAD = new RegExp(String.raw`^\s*(?:${LINE_NUMBER})?(?:${CSV_CELLS})?(?:>+[ \t]?)*(?:<\p{L}[\w-]*(?:\s[^<>\n]*)?>[ \t]*)*(?:(?:${COMMENT_OPENER})[ \t]*(?:${LABEL})?|${POST_LEAD})?`, 'u');

/** A matched lead line: its words without the line number and a comment's closer (`-->`, a star and slash, a command's `}`); the lead; the words after it. */
function leadLine(m: RegExpMatchArray): { asked: string; lead: string; said: string } {
  const opened = m[0].slice((m[1] ?? '').length).trim();
  // A comment's closer, or the brace that closes a markup command's note (`\todo[inline]{…}`).
  const asked = opened.replace(/^\\\p{L}/u.test(opened) ? /\s*\}$/u : /\s*(?:-->|\*+\/)$/u, '');
  const lead = (m[2] ?? '').trim();
  return { asked, lead, said: asked.slice(lead.length).trim() };
}

/** The last arrow of a note (`->`, `=>`, `→`), with the spaces around it. */
const ARROW = /\s(?:-+>|=>|→)\s+(?!.*\s(?:-+>|=>|→)\s)/u;

/** A line of JSON: a record's opening brace, or a pretty-printed member's key. */
const JSON_LINE = /^\s*(?:\{|"[^"\n]{1,40}"\s*:)/u;
/** A JSON member's string value up to where the text ends (`…,"text":"In what year …?`). */
const JSON_VALUE_END = /"\s*:\s*"((?:[^"\\]|\\.)*)$/u;

/** The sentence of its line that ends at `end` (its question mark), when it reads as a question someone wrote. */
function sentenceEndingAt(text: string, end: number): AskedPlace | undefined {
  const lineStart = text.lastIndexOf('\n', end - 1) + 1;
  const from = Math.max(lineStart, end - LOOK_BACK);
  const sentences = splitSentences(text.slice(from, end));
  const last = sentences.at(-1);
  if (!last) return undefined;
  const raw = last.text;
  // A quoted reply's marker (`> `), a numbered view's line number, a comment's opener and its
  // `TODO:` label are no words of the question (`    65\t<!-- TODO: what choice …? -->`).
  const lead = raw.length - raw.replace(LEAD, '').length;
  // An arrow points from a note to its question (`% TODO: settle this before we submit -> what …?`): the question is what follows it.
  const arrow = ARROW.exec(raw.slice(lead));
  const skip = lead + (arrow ? arrow.index + arrow[0].length : 0);
  const asked = raw.slice(skip);
  const at = end - raw.length + skip;
  // A sentence cut by the look-back, data (JSON, markup, code), or too few words is no one's question.
  if (at === from && from > lineStart) return undefined;
  // A JSON Lines record's string value, or a pretty-printed member's, is its own text
  // (`{"type":"question","text":"…?"}`, a notebook cell's `"source": "## Otázka\n\n…?"`), its last escaped line break its line's start.
  const value = JSON_LINE.test(text.slice(lineStart, lineStart + 48)) ? JSON_VALUE_END.exec(asked)?.[1] : undefined;
  if (value) {
    const escaped = value.lastIndexOf('\\n');
    const line = escaped < 0 ? value : value.slice(escaped + 2);
    const inner = sentenceEndingAt(line, line.length);
    return inner && { ...inner, at: end - line.length + inner.at };
  }
  if (asked.length > MAX_QUESTION_CHARS || /[{}<>]|":/u.test(asked)) return undefined;
  // A bracketed editor's tag (Wikipedia's `people[who?]`) is no one asking.
  if (/[[(][^\])]{0,20}$/u.test(asked)) return undefined;
  if ((asked.match(/\p{L}{2,}/gu) ?? []).length < MIN_WORDS) return undefined;
  return { asked, at };
}
