/**
 * @module compress/query-edges
 * What can be the asker's own words at the edges of a message, line by line and paragraph by
 * paragraph: short paragraphs and fields, lead-ins, instruction lines, a question or a form at
 * the end of a paragraph (`trailingLines`) or at its start (`leadingLines`), and the tests that
 * send an edge back to the material when it repeats the material's shape (its labels, headings,
 * record openings, columns). query-split.ts decides the split from these.
 */
import { recordKey } from './carried-questions.js';
import { reportsQuestion, requested } from './requests.js';
import { ASKING_TAG, ASKS_IN_WORDS, ENCODED_WORD, closingTagsUnderAsking } from './markup-questions.js';

/** Longest paragraph, and longest run of edge paragraphs, that can still be the asker's words. */
const MAX_PARAGRAPH_CHARS = 1000;
export const MAX_EDGE_CHARS = 2000;
export const MAX_TAIL_PARAGRAPHS = 4;
export const MAX_HEAD_PARAGRAPHS = 2;
const MAX_PARAGRAPH_LINES = 8;
/** A line at least this long is material, never a field or a question. */
const LONG_LINE = 200;

// Labels in any script (Devanagari's vowel signs are marks, \p{M}); French sets a space before the colon.
export const FIELD = /^\s*[\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40}[:：]\s*(.*)$/u;
/** A blank to fill: a label and its colon alone on a line, as a markdown heading or in bold too (`## Réponse :`, `**Answer:**`). */
export const SLOT = /^\s*(?:#{1,6}[ \t]+|\*\*)?[\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40}[:：](?:\*\*)?\s*$/u;
export const QUESTION_MARK = /[?？؟]|¿/u;
/** `<?xml version="1.0"?>`: its marks ask nothing. */
const XML_DECLARATION = /<\?[^>]*\?>/gu;

/** A line that asks: a question, or a request for information worded as an order ("Find out the X for Y."). */
export function asksByLine(line: string): boolean {
  return QUESTION_MARK.test(line.replace(XML_DECLARATION, '').replace(ENCODED_WORD, '')) || requested(line) !== undefined;
}
const SHORT_XML = /^\s*<([\p{L}_][\p{L}\p{M}\p{N}_.-]*)(\s[^>]*)?>[^<]*<\/\1>\s*$/u;
export const HEADING = /^\s{0,3}#{1,6}\s+\S/;
/** A rule that templates put between material and the asker's words: `-----`, `=====`, `"""`. */
export const SEPARATOR = /^(-{3,}|={3,}|\*{3,}|_{3,}|~{3,}|"{3}|'{3})$/;
/** Instruction lines a template may put between material and its trailing field (`Given the context …, answer the query.`). */
const MAX_INSTRUCTION_LINES = 2;
/** Instruction lines a template may list between material and its question when the material's edge bounds them. */
const MAX_FRAMED_INSTRUCTION_LINES = 12;

/** JSON, fenced code, tables, markup and lines of code are material, never the asker's words. */
export function isDataLike(paragraph: string): boolean {
  const p = paragraph.trim();
  if (SHORT_XML.test(p) || ASKING_TAG.test(p) || HEADING.test(p)) return false;
  // (A sentence that opens with inline code — "`notes/quiz.md` に残した TODO …" — is words, not a fence.)
  // (Nor is a label of words alone on its first line in brackets — "[voice note, auto-transcribed]",
  // not "[Document 1]" — a JSON array.)
  if (/^(?:\[(?!(?!true|false|null)\p{L}[^\]\n\d]*\][ \t]*\n)|[{|<]|`(?![^`\n]+`[^`\n]*\p{L}{2}))/u.test(p) || !/\p{L}{2}/u.test(p)) return true;
  const lines = p.split('\n');
  return lines.filter((l) => /[;{}]\s*$|^\s*(def|class|import|function|return)\b/.test(l)).length / lines.length > 0.5;
}

/** A multiple-choice option: `(A) …`, `A) …`, `b. …`, lettered, short. */
const OPTION_LINE = /^\s*(?:\(?[A-Za-z]\)|[A-Za-z][.:])\s+\S.{0,150}$/;

/** The options of a multiple-choice question, one per line (a question's own list, however many). */
export function isOptionList(paragraph: string): boolean {
  const lines = paragraph.trim().split('\n');
  return lines.length >= 2 && lines.filter((l) => OPTION_LINE.test(l)).length >= lines.length - 1;
}

/** A paragraph that can be the asker's: short lines, or (at the very start or end) a question however long its line. */
export function isEdgeParagraph(paragraph: string, outermost = false, openings?: Map<string, number>, first = false): boolean {
  const p = paragraph.trim();
  if (p === '' || p.length > MAX_PARAGRAPH_CHARS * 2 || isDataLike(p)) return false;
  if (isOptionList(p)) return true;
  if (p.length > MAX_PARAGRAPH_CHARS) return false;
  const lines = p.split('\n');
  if (lines.length > MAX_PARAGRAPH_LINES) return false;
  if (lines.every((l) => l.length < LONG_LINE)) return true;
  // A long question alone at the very start or end is the asker's — unless it opens the way the
  // material's passages open (`Document [1](Title: …) … vertices?` above `Document [2]…`) — and
  // so is a transcribed voice note that reports its question ("so the question is basically …").
  return outermost && (/[?？؟]["'”’)]?$/u.test(p) || lines.some(reportsQuestion) || (lines.length <= 3 && QUOTED_QUESTION.test(p)) || (first && asksAboveRecords(p, openings))) && (openings?.get(paragraphOpening(p)) ?? 0) < 3;
}

/** Characters two openings share at the start to be one kind (`document [0](title: `). */
const SHARED_PREFIX = 10;

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Records that share an opening this often make the material visibly theirs. */
const MIN_SHARED_OPENINGS = 3;

/**
 * A long first paragraph that asks somewhere inside it ("oii tudo bem?? … essa aqui eu travei: …? …
 * me ajuda?? 🙏"), above records that all open alike (`Document [n]` …) while it does not: the
 * asker's, however it ends. (Only above them: the last paragraph under records whose titles stand
 * apart — `**scottish-parliament.txt**` / its text, asking "Are we all agreed?" — is their last
 * body.) Plain paragraphs with no shared opening give no such contrast: a paragraph there stays material.
 */
function asksAboveRecords(p: string, openings: Map<string, number> | undefined): boolean {
  const lines = p.split('\n');
  if (!openings || lines.length > 3 || !ASKS_IN_WORDS.test(p)) return false;
  // No line of it opens as the records do (`ASK: …?` / `DOCS:` / `Document [1]…` holds the first
  // record; `Document [10](Title: Scottish Parliament) … "Are we all agreed?" …` is the last one,
  // whose title only its own kind repeats): the records' openings shared in their first characters.
  const shared = [...openings.entries()].filter(([, n]) => n >= 2).map(([key]) => key);
  const alike = (line: string): boolean => {
    const key = recordKey(line);
    return key !== '' && shared.some((k) => commonPrefix(k, key) >= Math.min(SHARED_PREFIX, k.length, key.length));
  };
  if (lines.some(alike)) return false;
  return [...openings.values()].some((n) => n >= MIN_SHARED_OPENINGS);
}

/**
 * A question quoted whole after a colon inside the asker's sentence (`jibu swali hili: "…?" Jibu
 * kwa ufupi.`): the colon introduces it, the quote opens it and its "?" closes the quote. (A
 * story's dialogue — `"Was it rebuilt?" asked the old woman, …` — is introduced by no colon.)
 */
const QUOTED_QUESTION = /[:：]\s*["“«„「『]\p{L}[^"“”«»„「」『』\n]{8,}[?？؟]["”»“」』]/u;

/** A placeholder in a template: `<respuesta>`, `{answer}`, `...`, `…`. */
const PLACEHOLDER = /<[^<>\n]{1,60}>|\{\{?[^{}\n]{1,60}\}\}?|\.\.\.|…/;
const MAX_FORMAT_CHARS = 600;

/**
 * The shape an answer must take, as the asker writes it after saying so ("Return JSON in this
 * format:" / `{"answer": "<respuesta>", "sources": [...]}`): a short block of data with
 * placeholders in it, introduced by a lead-in. The asker's, like the lead-in.
 */
export function isFormatTemplate(paragraph: string, above: string): boolean {
  const p = paragraph.trim();
  return p.length <= MAX_FORMAT_CHARS && /^[[{<]/.test(p) && PLACEHOLDER.test(p) && leadIn(above);
}

/**
 * Closing instructions under the question ("scrivi una risposta dettagliata … Rispondi in
 * italiano."): the last paragraph, of prose on a line or three however long, right under a short
 * paragraph that asks with its "?". The asker's, like the question above it.
 */
export function closesQuestion(paragraph: string, above: string): boolean {
  const p = paragraph.trim();
  return p.length <= MAX_PARAGRAPH_CHARS && p.split('\n').length <= 3 && /\p{L}/u.test(p) && !isDataLike(p) && QUESTION_MARK.test(above) && isEdgeParagraph(above);
}

/**
 * A paragraph of prose that ends in a colon introduces what follows ("… I dumped the source
 * text below so you don't have to dig for it:"): the asker's, however long its line.
 */
export function leadIn(paragraph: string): boolean {
  const p = paragraph.trim();
  if (!(p.endsWith(':') || p.endsWith('：')) || p.length > MAX_PARAGRAPH_CHARS) return false;
  const lines = p.split('\n');
  return lines.length <= MAX_PARAGRAPH_LINES && /\p{L}/u.test(lines.at(-1) ?? '') && !isDataLike(p);
}

/** A paragraph that asks: a question, or a request to be told something. */
export function asks(paragraph: string): boolean {
  return /[?？؟]/u.test(paragraph) || paragraph.split('\n').some((line) => requested(line) !== undefined);
}

/**
 * How a paragraph's first line that is not a lone label (`Dokumente:`) opens: its first
 * characters (`document [0]`), not its first word — "The …" opens prose again and again, and a
 * question opening "Error …" is no `ERROR:` line of a log.
 */
function paragraphOpening(paragraph: string): string {
  return recordKey(paragraph.trim().split('\n').find((l) => !SLOT.test(l)) ?? '');
}

export function openingWords(paragraphs: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of paragraphs) {
    const w = paragraphOpening(p);
    if (w !== '') counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}

/** A line that ends material: a long line, a closing bracket, fence or tag, a separator rule, or a blank. */
function isBoundaryLine(line: string): boolean {
  const t = line.trim();
  return t === '' || line.length >= LONG_LINE || /^([}\]]|`{3,}|~{3,}|<\/[^>]+>)[,;]?$/.test(t) || SEPARATOR.test(t);
}

/** A short line of prose that can stand between material and the asker's field (an instruction). */
function isInstructionLine(line: string): boolean {
  const t = line.trim();
  return t !== '' && line.length < LONG_LINE && /\p{L}{2}/u.test(t) && !isDataLike(t) && !isBoundaryLine(line);
}

/**
 * Where the run of instruction lines just above line `at` begins: at most MAX_INSTRUCTION_LINES,
 * or up to MAX_FRAMED_INSTRUCTION_LINES when the material's own edge bounds the run (a long line,
 * a closing tag, a rule: a template's list of answer rules under `</data>`).
 */
function instructionsAbove(lines: string[], at: number): number {
  const run = (limit: number): number => {
    let top = at;
    // A record like the line above it (a CSV row, a log line) is material, however short.
    while (top > 1 && at - top < limit && isInstructionLine(lines[top - 1] ?? '') && !recordsAlike(lines[top - 1] ?? '', lines[top - 2] ?? '')) top--;
    return top;
  };
  const top = run(MAX_INSTRUCTION_LINES);
  if (at - top < MAX_INSTRUCTION_LINES) return top;
  const wide = run(MAX_FRAMED_INSTRUCTION_LINES);
  return wide < top && isBoundaryLine(lines[wide - 1] ?? '') ? wide : top;
}

/**
 * A template's closing words after a rule: `------------` / `Given the new context, refine the
 * original answer…` (LangChain's refine prompt). They are the asker's instructions, kept whole.
 */
function closingInstructions(lines: string[]): number {
  let at = lines.length;
  while (at > 0 && (lines[at - 1] ?? '').trim() === '') at--;
  const end = at;
  at = instructionsAbove(lines, end);
  if (at === end || !SEPARATOR.test((lines[at - 1] ?? '').trim()) || at < 2) return -1;
  return lines.slice(0, at - 1).join('\n').length;
}

/**
 * A short XML element (`<query>What completed the triad</query>`) whose tag the lines above
 * never use: a field of the asker's. One the material repeats (`<title>…</title>`) is its record.
 */
function ownElement(line: string, lines: string[], at: number): boolean {
  const tag = SHORT_XML.exec(line)?.[1];
  return tag !== undefined && !lines.slice(0, at).some((l) => l.includes(`<${tag}`));
}

/** Lines at the end of a paragraph that form a question or a filled-in form, split from it. */
export function trailingLines(paragraph: string): number {
  const lines = paragraph.split('\n');
  let start = lines.length;
  let asks = false;
  let slots = 0;
  // A form's closing tags (`</form>`) under the tag that asks are the asker's with it.
  const closing = closingTagsUnderAsking(lines);
  if (closing >= 0) start = closing;
  for (let i = start - 1; i >= 1; i--) {
    const line = lines[i] ?? '';
    if (line.trim() === '' && start === lines.length) continue;
    const isSlot = SLOT.test(line);
    const isQuestion = asksByLine(line) && line.length < LONG_LINE;
    const isField = FIELD.test(line) && line.length < LONG_LINE;
    const isElement = line.length < LONG_LINE && ownElement(line, lines, i);
    if (!(isSlot || isQuestion || isField || isElement)) break;
    if (isSlot) slots++;
    if (isQuestion || isElement || (isField && !isSlot && slots > 0)) asks = true;
    start = i;
  }
  if (!asks || start === lines.length) return closingInstructions(lines);
  // A template may put an instruction or two between the material's end and its field.
  const head = instructionsAbove(lines, start);
  if (!isBoundaryLine(lines[head - 1] ?? '') && !endsRecords(lines, head)) {
    // A form that ends in a blank to fill (`Question: …?` / `Answer:`) is the asker's even
    // right under the material's last line; a filled-in pair (an FAQ's last `Q:`/`A:`) is not.
    const blankAtEnd = SLOT.test((lines.slice(start).filter((l) => l.trim() !== '').at(-1)) ?? '');
    return blankAtEnd && start > 1 ? lines.slice(0, start).join('\n').length : -1;
  }
  // The template's own rule stays with its words, so the prompt keeps its shape.
  const ruled = head > 1 && SEPARATOR.test((lines[head - 1] ?? '').trim()) ? head - 1 : head;
  return lines.slice(0, ruled).join('\n').length;
}

/** The non-letter opening of a line, digits masked: `[00:01:20] ` and `[01:42:35] ` agree. */
function opening(line: string): string {
  return (/^[^\p{L}]*/u.exec(line)?.[0] ?? '').replace(/\p{N}/gu, '#');
}

export function sameOpening(a: string, b: string): boolean {
  const o = opening(a);
  return o.trim().length >= 3 && o === opening(b);
}

/** Delimiters of a delimited line (CSV, TSV, semicolon exports) outside its quoted cells. */
function cells(line: string, delimiter: string): number {
  let n = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) n++;
  }
  return n;
}

/** A header row: column names and nothing else (`row,passage`, `order_id;status`). */
const HEADER_ROW = /^[\p{L}_][\p{L}\p{N}_. -]{0,40}(?:[,;\t|][\p{L}_][\p{L}\p{N}_. -]{0,40})+$/u;

/**
 * Two lines are rows of one export: split by the same delimiter into as many cells (a header
 * and its first row). Two cells only when the first line is a header: prose lines share one comma.
 */
function sameColumns(a: string, b: string): boolean {
  return [',', '\t', ';', '|'].some((d) => {
    const n = cells(a, d);
    return n > 0 && n === cells(b, d) && (n >= 2 || HEADER_ROW.test(a.trim()));
  });
}

/** Two lines are records of one kind: opened alike (a log's timestamps) or cut into the same columns. */
function recordsAlike(a: string, b: string): boolean {
  return sameOpening(a, b) || sameColumns(a, b);
}

/**
 * The lines above line `at` are records (`2024-05-14T14:10:00Z INFO …` twice over, opened
 * alike) that the lines from `at` on do not continue: a log's end, where the asker's words begin.
 */
function endsRecords(lines: string[], at: number): boolean {
  const above = lines[at - 1] ?? '';
  return at >= 2 && recordsAlike(above, lines[at - 2] ?? '') && !lines.slice(at).some((line) => recordsAlike(line, above));
}

/** Where a paragraph's last line starts when it is a blank to fill (`Ответ:`, `Answer:`) right under material: else the paragraph's length. */
export function trailingSlot(paragraph: string): number {
  const trimmed = paragraph.trimEnd();
  const at = trimmed.lastIndexOf('\n');
  return at > 0 && SLOT.test(trimmed.slice(at + 1)) ? at : paragraph.length;
}

/**
 * Where the asking lines begin under a paragraph's opening run of instruction lines (blank lines
 * before them too), when a question follows the run (a field alone is a record's as often): else `from`.
 */
function instructionsFirst(lines: string[], from: number): number {
  let at = from;
  while (at < lines.length && (lines[at] ?? '').trim() === '') at++;
  const top = at;
  while (at - top < MAX_FRAMED_INSTRUCTION_LINES && isInstructionLine(lines[at] ?? '') && !asksByLine(lines[at] ?? '') && !FIELD.test(lines[at] ?? '') && !recordsAlike(lines[at] ?? '', lines[at + 1] ?? '')) at++;
  const next = lines[at] ?? '';
  return at > from && next.length < LONG_LINE && asksByLine(next) ? at : from;
}

/** Lines at the start of a paragraph that ask (a field or a question) before material. */
export function leadingLines(paragraph: string): number {
  // A data file's own comment lines (`# query: …?`, `-- question: …`) ask like fields, in or out of
  // the fence that opens the file (` ```csv `), which stays with them.
  const raw = paragraph.split('\n');
  const lines = raw.map((l) => l.replace(COMMENT_MARK, ''));
  // Offsets are the paragraph's own, comment marks included.
  const upTo = (n: number): number => raw.slice(0, n).join('\n').length;
  let end = /^(`{3,}|~{3,})[\w+-]*\s*$/.test(raw[0] ?? '') && COMMENT_MARK.test(raw[1] ?? '') ? 1 : 0;
  let asks = false;
  // A rule under the opening lines closes them off from the material, so the first line may
  // run long (a task line quoting a long question: `Úkol: odpověz na otázku „…?“ pouze podle …`).
  const ruledOff = lines.slice(1, 2 + MAX_INSTRUCTION_LINES).some((l) => SEPARATOR.test(l.trim()));
  // A template's instructions may come first, a line each ("Ты специалист …" / "Если ответа ты не
  // знаешь, …" / `Вопрос: …?` / `Контекст: …`): they go with the question under them.
  const start = instructionsFirst(lines, end);
  for (let i = start; i < lines.length - 1; i++) {
    const line = lines[i] ?? '';
    const limit = i === 0 && ruledOff ? MAX_PARAGRAPH_CHARS : LONG_LINE;
    const isQuestion = asksByLine(line) && line.length < limit;
    const isField = FIELD.test(line) && !SLOT.test(line) && line.length < limit;
    if (!(isQuestion || isField || SLOT.test(line))) break;
    // A commented field (`# source: tms.shipments`) is the file's metadata: only a commented question asks.
    if (isQuestion || (isField && !COMMENT_MARK.test(raw[i] ?? ''))) asks = true;
    end = i + 1;
  }
  // A template may put an instruction or two, then a rule, between its question and the material.
  let ruled = end;
  while (asks && ruled < end + MAX_INSTRUCTION_LINES && isInstructionLine(lines[ruled] ?? '')) ruled++;
  if (asks && SEPARATOR.test((lines[ruled] ?? '').trim()) && ruled + 1 < lines.length) return upTo(ruled + 1) + 1;
  const next = lines[end] ?? '';
  if (!asks || end === 0 || !(next.length >= LONG_LINE || SLOT.test(next) || isDataLike(next) || recordsAlike(next, lines[end + 1] ?? ''))) return -1;
  // A line opened like the material's lines (`[00:01:20] Zofia: … ?` above `[00:01:27] Maya: …`) is its first record.
  if (lines.slice(0, end).some((line) => recordsAlike(line, next))) return -1;
  return upTo(end) + 1;
}

/** A comment mark opening a line of a data file or script: `# `, `-- `, `// `. */
const COMMENT_MARK = /^\s*(?:#|--|\/\/)\s+(?=\p{L})/u;
