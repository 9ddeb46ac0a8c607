/**
 * @module compress/query-split
 * Finds where the asker's own words stand in a message, by structure alone: what is short
 * and sits before or after long material. The question may come first or last, as a
 * sentence, a labelled field (`Key: …`, `Q:`, `Input:`), a form with a blank to fill
 * (`Answer:`), a short XML element (`<question>…</question>`) or a markdown section — in any
 * language. Those words are kept byte-exact; the material between is what a lossy level may
 * select from. A message that is all short is all query; one with no short edge is all
 * material.
 */
import { countAnchor, extractAnchors } from './anchors.js';
import { type AskedPlace, carriedQuestions, recordKey } from './carried-questions.js';
import { quotedReply } from './quoted-reply.js';
import { requested } from './requests.js';

export interface QuerySplit {
  /** The asker's words before the material, with their separator. */
  head: string;
  material: string;
  /** The asker's words after the material, with the separator before them. */
  tail: string;
  /** The head is a few-shot frame (format and worked examples): kept whole, but it does not ask. */
  frame?: boolean;
  /** The asker's words in the middle of the material (pasted, asked, pasted on): kept in place, byte-exact. */
  inside?: AskedPlace;
  /**
   * The few questions the material carries (an e-mail's P.S., a ticket's open item): kept in
   * place, byte-exact, and read with the asker's words, which may only point at them.
   */
  carried?: AskedPlace[];
}

/** Longest paragraph, and longest run of edge paragraphs, that can still be the asker's words. */
const MAX_PARAGRAPH_CHARS = 1000;
const MAX_EDGE_CHARS = 2000;
const MAX_TAIL_PARAGRAPHS = 4;
const MAX_HEAD_PARAGRAPHS = 2;
const MAX_PARAGRAPH_LINES = 8;
/** A line at least this long is material, never a field or a question. */
const LONG_LINE = 200;

// Labels in any script (Devanagari's vowel signs are marks, \p{M}); French sets a space before the colon.
const FIELD = /^\s*[\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40}[:：]\s*(.*)$/u;
const SLOT = /^\s*[\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40}[:：]\s*$/u;
const QUESTION_MARK = /[?？؟]|¿/u;
/** `<?xml version="1.0"?>`: its marks ask nothing. */
const XML_DECLARATION = /<\?[^>]*\?>/gu;

/** A line that asks: a question, or a request for information worded as an order ("Find out the X for Y."). */
function asksByLine(line: string): boolean {
  return QUESTION_MARK.test(line.replace(XML_DECLARATION, '')) || requested(line) !== undefined;
}
const SHORT_XML = /^\s*<([\p{L}_][\w.-]*)(\s[^>]*)?>[^<]*<\/\1>\s*$/u;
const HEADING = /^\s{0,3}#{1,6}\s+\S/;
/** A rule that templates put between material and the asker's words: `-----`, `=====`, `"""`. */
const SEPARATOR = /^(-{3,}|={3,}|\*{3,}|_{3,}|~{3,}|"{3}|'{3})$/;
/** Instruction lines a template may put between material and its trailing field (`Given the context …, answer the query.`). */
const MAX_INSTRUCTION_LINES = 2;

/** JSON, fenced code, tables, markup and lines of code are material, never the asker's words. */
export function isDataLike(paragraph: string): boolean {
  const p = paragraph.trim();
  if (SHORT_XML.test(p) || HEADING.test(p)) return false;
  if (/^[[{`|<]/.test(p) || !/\p{L}{2}/u.test(p)) return true;
  const lines = p.split('\n');
  return lines.filter((l) => /[;{}]\s*$|^\s*(def|class|import|function|return)\b/.test(l)).length / lines.length > 0.5;
}

/** A multiple-choice option: `(A) …`, `A) …`, `b. …`, lettered, short. */
const OPTION_LINE = /^\s*(?:\(?[A-Za-z]\)|[A-Za-z][.:])\s+\S.{0,150}$/;

/** The options of a multiple-choice question, one per line (a question's own list, however many). */
function isOptionList(paragraph: string): boolean {
  const lines = paragraph.trim().split('\n');
  return lines.length >= 2 && lines.filter((l) => OPTION_LINE.test(l)).length >= lines.length - 1;
}

/** A paragraph that can be the asker's: short lines, or (at the very start or end) a question however long its line. */
function isEdgeParagraph(paragraph: string, outermost = false, openings?: Map<string, number>): boolean {
  const p = paragraph.trim();
  if (p === '' || p.length > MAX_PARAGRAPH_CHARS * 2 || isDataLike(p)) return false;
  if (isOptionList(p)) return true;
  if (p.length > MAX_PARAGRAPH_CHARS) return false;
  const lines = p.split('\n');
  if (lines.length > MAX_PARAGRAPH_LINES) return false;
  if (lines.every((l) => l.length < LONG_LINE)) return true;
  // A long question alone at the very start or end is the asker's — unless it opens the way the
  // material's passages open (`Document [1](Title: …) … vertices?` above `Document [2]…`).
  return outermost && /[?？؟]["'”’)]?$/u.test(p) && (openings?.get(paragraphOpening(p)) ?? 0) < 3;
}

/**
 * A paragraph of prose that ends in a colon introduces what follows ("… I dumped the source
 * text below so you don't have to dig for it:"): the asker's, however long its line.
 */
function leadIn(paragraph: string): boolean {
  const p = paragraph.trim();
  if (!(p.endsWith(':') || p.endsWith('：')) || p.length > MAX_PARAGRAPH_CHARS) return false;
  const lines = p.split('\n');
  return lines.length <= MAX_PARAGRAPH_LINES && /\p{L}/u.test(lines.at(-1) ?? '') && !isDataLike(p);
}

/** A paragraph that asks: a question, or a request to be told something. */
function asks(paragraph: string): boolean {
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

function openingWords(paragraphs: string[]): Map<string, number> {
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

/** Where the run of at most MAX_INSTRUCTION_LINES instruction lines just above line `at` begins. */
function instructionsAbove(lines: string[], at: number): number {
  let top = at;
  // A record like the line above it (a CSV row, a log line) is material, however short.
  while (top > 1 && at - top < MAX_INSTRUCTION_LINES && isInstructionLine(lines[top - 1] ?? '') && !recordsAlike(lines[top - 1] ?? '', lines[top - 2] ?? '')) top--;
  return top;
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
function trailingLines(paragraph: string): number {
  const lines = paragraph.split('\n');
  let start = lines.length;
  let asks = false;
  let slots = 0;
  for (let i = lines.length - 1; i >= 1; i--) {
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

function sameOpening(a: string, b: string): boolean {
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

/** Lines at the start of a paragraph that ask (a field or a question) before material. */
function leadingLines(paragraph: string): number {
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
  for (let i = end; i < lines.length - 1; i++) {
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

const LINE_LABEL = /^[ \t]*([\p{L}][\p{L}\p{N} _'’-]{0,40})[:：]/gmu;
/** A label, not a time's colon (`Jon Whitfield  10:05 AM`): a form's fields are named, never timed. */
const FORM_LABEL = /^[ \t]*([\p{L}][\p{L}\p{N} _'’-]{0,40})[:：](?!\p{N})/gmu;

/**
 * How often each field label starts a line of the material (`Price:`, `From:`, `Q:`) — a chat's
 * `Maya Okafor  10:` too, whose lines it opens again and again (with `times`).
 */
function materialLabels(material: string, times = true): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of material.matchAll(times ? LINE_LABEL : FORM_LABEL)) {
    const label = (m[1] ?? '').toLowerCase();
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return counts;
}

/**
 * A paragraph at the edge that repeats the material's own shape is the material's last (or
 * first) record, not the asker's: a field whose label starts lines of the material again and
 * again (`Price: $646.49` after a catalogue of `Price:` lines, an e-mail's `From:`) unless its
 * value asks a question or is blank, or a heading of the level the material's sections use.
 */
function repeatsMaterial(paragraph: string, labels: Map<string, number>, headings: Map<string, number>): boolean {
  return paragraph.split('\n').some((line) => {
    const heading = /^\s{0,3}(#{1,6})\s/.exec(line);
    if (heading) return (headings.get(heading[1] ?? '') ?? 0) >= 2;
    const field = /^[ \t]*([\p{L}][\p{L}\p{N} _'’-]{0,40})[:：]\s*(.*)$/u.exec(line);
    // A blank to fill (`Answer:`) is the asker's form, however often the material fills it in.
    const value = (field?.[2] ?? '').trim();
    return field !== null && value !== '' && !QUESTION_MARK.test(value) && (labels.get((field[1] ?? '').toLowerCase()) ?? 0) >= 2;
  });
}

/** Lines cut from the material's edge that repeat its shape (a ticket's `Title:` / `Priority:` lines) are its record. */
function isRecordOf(piece: string, material: string): boolean {
  return repeatsMaterial(piece, materialLabels(material), headingLevels(material));
}

/** The labels of a text's field lines (`Question:`, `Answer:`), lower-cased: a post's time (`10:05 AM`) is none. */
function fieldLabels(text: string): Set<string> {
  return new Set(materialLabels(text, false).keys());
}

function headingLevels(material: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of material.matchAll(/^\s{0,3}(#{1,6})\s+\S/gm)) counts.set(m[1] ?? '', (counts.get(m[1] ?? '') ?? 0) + 1);
  return counts;
}

/** A comment mark opening a line of a data file or script: `# `, `-- `, `// `. */
const COMMENT_MARK = /^\s*(?:#|--|\/\/)\s+(?=\p{L})/u;

/** A code fence's line: ``` or ~~~ (with an info string when it opens). */
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})[^`\n]*$/gm;

/**
 * A paste in code fences with the asker's words after the last one: the fences enclose the
 * material, whatever its lines look like (a chat export's short questions, a CSV's comment
 * lines); what follows the last closing fence is the asker's, and so is what precedes the
 * first opening one. Only when words follow the fence and the fences hold most of the text —
 * a question written inside the fence (`# query: …?` atop a ```csv block) is the rules' below.
 */
function fencedSplit(text: string): QuerySplit | undefined {
  const fences = [...text.matchAll(FENCE_LINE)];
  if (fences.length < 2 || fences.length % 2 !== 0) return undefined;
  const open = fences[0]!.index;
  const closing = fences.at(-1)!;
  const close = closing.index + closing[0].length;
  const head = text.slice(0, open);
  const tail = text.slice(close);
  if (tail.trim() === '' || close - open < text.length * 0.5 || head.length > MAX_EDGE_CHARS || tail.length > MAX_EDGE_CHARS) return undefined;
  // A notebook's cell marker (`<!-- markdown cell -->`) is no word of the material's.
  const paragraphs = tail.replace(/^\s*<!--[^\n]*-->\s*$/gm, '').split(/\n\s*\n/).filter((p) => p.trim() !== '');
  if (paragraphs.length > MAX_TAIL_PARAGRAPHS || !paragraphs.every((p) => isEdgeParagraph(p, true) || leadIn(p) || isOptionList(p))) return undefined;
  // The file's own commented question (```csv / # query: …?) is the asker's: the rules below find it.
  if (leadingLines(text.slice(open, close)) > 0) return undefined;
  // A bare fence's lines go with the asker's words, so that what it encloses is read as what it
  // is (a transcript's cues, a chat's messages), not as a block of code; a fence tagged with a
  // language (```python) is code, and stays so.
  const opener = fences[0]![0];
  if (!/^\s*(`{3,}|~{3,})\s*$/.test(opener)) return { head, material: text.slice(open, close), tail };
  const inside = open + opener.length + 1;
  return { head: text.slice(0, inside), material: text.slice(inside, closing.index), tail: text.slice(closing.index) };
}

export function splitQuery(text: string): QuerySplit {
  const reply = quotedReply(text);
  if (reply) return reply;
  const fenced = fencedSplit(text);
  if (fenced) return fenced;
  // Paragraphs with their separators: even indices are paragraphs, odd ones the blank runs.
  const parts = text.split(/(\n(?:[ \t]*\n)+)/);
  const count = Math.ceil(parts.length / 2);
  if (count === 1) return splitSingle(text);
  let last = count - 1;
  let tailChars = 0;
  // Blank space after the last paragraph belongs to the tail.
  while (last >= 1 && (parts[2 * last] ?? '').trim() === '') last--;
  const final = last;
  const openings = openingWords(parts.filter((_, i) => i % 2 === 0));
  while (last >= 1 && final - last < MAX_TAIL_PARAGRAPHS && isEdgeParagraph(parts[2 * last] ?? '', last === final, openings) && tailChars + (parts[2 * last]?.length ?? 0) <= MAX_EDGE_CHARS) {
    tailChars += parts[2 * last]?.length ?? 0;
    last--;
  }
  let first = 0;
  let headChars = 0;
  // A heading whose section is long material opens the material: it is not the asker's.
  const opensMaterial = (k: number): boolean => HEADING.test(parts[2 * k] ?? '') && !isEdgeParagraph(parts[2 * k + 2] ?? '');
  // A leading instruction needs material after it and something more after that (≥ 3 paragraphs).
  // What a lead-in introduces ("Here is the document:") is material, its title too — unless it asks ("… this question:").
  const introduced = (k: number): boolean => k > 0 && leadIn(parts[2 * k - 2] ?? '') && !asks(parts[2 * k] ?? '');
  while (first < last && count >= 3 && first < MAX_HEAD_PARAGRAPHS && (isEdgeParagraph(parts[2 * first] ?? '', first === 0, openings) || leadIn(parts[2 * first] ?? '')) && !opensMaterial(first) && !introduced(first) && headChars + (parts[2 * first]?.length ?? 0) <= MAX_EDGE_CHARS) {
    headChars += parts[2 * first]?.length ?? 0;
    first++;
  }
  // Every paragraph short (a chat message, a question turn): all of it is the asker's.
  if (last === 0 && isEdgeParagraph(parts[0] ?? '') && count <= MAX_TAIL_PARAGRAPHS + 1) return { head: '', material: '', tail: text };
  // Edge paragraphs that repeat the material's shape go back to it (and so does everything beyond them).
  if (first < last) {
    const body = parts.slice(2 * first, 2 * last + 1).join('');
    const labels = materialLabels(body);
    const headings = headingLevels(body);
    for (let k = last + 1; k <= final; k++) {
      if (repeatsMaterial(parts[2 * k] ?? '', labels, headings)) last = k;
    }
    for (let k = first - 1; k >= 0; k--) {
      if (repeatsMaterial(parts[2 * k] ?? '', labels, headings)) first = k;
    }
  }
  // Worked examples before the material (a few-shot frame: `Question: … Answer: …` blocks, as
  // DSPy writes them) use the labels of the asker's own trailing fields: they are the asker's too.
  const tailLabels = fieldLabels(parts.slice(2 * last + 1).join(''));
  let frame = false;
  if (tailLabels.size > 0) {
    for (let k = last - 1; k >= first; k--) {
      if (![...fieldLabels(parts[2 * k] ?? '')].some((label) => tailLabels.has(label))) continue;
      let next = k + 1;
      if (SEPARATOR.test((parts[2 * next] ?? '').trim()) && next < last) next++;
      first = next;
      frame = true;
      break;
    }
  }
  let head = parts.slice(0, 2 * first).join('');
  let material = parts.slice(2 * first, 2 * last + 1).join('');
  let tail = parts.slice(2 * last + 1).join('');
  if (tail === '') {
    const cut = trailingLines(material);
    if (cut > 0 && !isRecordOf(material.slice(cut), material.slice(0, cut))) [material, tail] = [material.slice(0, cut), material.slice(cut)];
  }
  if (head === '') {
    const cut = leadingLines(material);
    if (cut > 0 && !isRecordOf(material.slice(0, cut), material.slice(cut))) [head, material] = [material.slice(0, cut), material.slice(cut)];
    else if (first === 0 && last >= 1 && isEdgeParagraph(parts[0] ?? '', true)) {
      // Instructions, then the question opening the material's paragraph (LangChain's map-reduce
      // prompt: `…create a final answer.` / `QUESTION: …?` / `=========` / the extracts).
      const lead = (parts[0] ?? '') + (parts[1] ?? '');
      const asked = leadingLines(material.slice(lead.length));
      if (asked > 0) [head, material] = [material.slice(0, lead.length + asked), material.slice(lead.length + asked)];
    }
  }
  if (frame) return { head, material, tail, frame };
  return withinMaterial(head, material, tail);
}

/** The split with what asks inside its material: a question in its middle, or the questions it carries. */
function withinMaterial(head: string, material: string, tail: string): QuerySplit {
  // Nothing asked at the edges (they are the material's own title and last lines, if anything): the question may stand inside.
  if (![head, tail].some((t) => t.split('\n').some(asksByLine))) {
    const inside = middleQuestion(material);
    if (inside) return { head, material, tail, inside };
  }
  // Questions the material carries (a P.S. under pasted sources, a ticket's open quiz item, a
  // post mid-thread) are read with the asker's words, which may only point at them ("answer what she is asking").
  const carried = carriedQuestions(material);
  return carried.length > 0 ? { head, material, tail, carried } : { head, material, tail };
}

/** Material on each side of a question asked in its middle, at least. */
const MIN_SIDE_CHARS = 500;

/**
 * A question asked between two halves of the material, with nothing asked at its edges: the
 * one short paragraph of the material that asks, which stands apart from it — ruled off
 * (`---` / `Question: …?` / `---`), labelled, or naming an id the material holds ("What error
 * code did request req-dff85a fail with?" between two halves of a log). An article's own
 * rhetorical question ("So why did Kestrel grow so fast?") names no id: it stays material.
 */
function middleQuestion(material: string): AskedPlace | undefined {
  const parts = material.split(/(\n(?:[ \t]*\n)+)/);
  const k = askedInside(parts, Math.ceil(parts.length / 2));
  return k > 0 ? { asked: parts[2 * k] ?? '', at: parts.slice(0, 2 * k).join('').length } : undefined;
}

function askedInside(parts: string[], count: number): number {
  let found = -1;
  for (let k = 1; k < count - 1; k++) {
    const p = parts[2 * k] ?? '';
    if (!isEdgeParagraph(p) || !p.split('\n').some(asksByLine)) continue;
    // Two asking paragraphs: the material's own questions (an FAQ), not the asker's.
    if (found >= 0) return -1;
    found = k;
  }
  if (found < 0) return -1;
  const before = parts.slice(0, 2 * found).join('');
  const after = parts.slice(2 * found + 1).join('');
  if (before.trim().length < MIN_SIDE_CHARS || after.trim().length < MIN_SIDE_CHARS) return -1;
  const p = parts[2 * found] ?? '';
  const rest = `${before}\n${after}`;
  if (isRecordOf(p, rest)) return -1;
  const lines = p.trim().split('\n');
  const neighbours = [before.trimEnd().split('\n').at(-1) ?? '', after.trimStart().split('\n')[0] ?? ''];
  // A transcript's line (`[00:26:51] Samuel: …?`) opened like the lines around it is a record.
  if (lines.some((line) => neighbours.some((n) => sameOpening(line, n)))) return -1;
  const ruled = lines.some((l) => SEPARATOR.test(l.trim())) || neighbours.some((n) => SEPARATOR.test(n.trim()));
  const labelled = lines.some((l) => FIELD.test(l) && QUESTION_MARK.test(l));
  // An id (`req-dff85a`, `INC-7083`), not a name: an article's rhetorical question names its subjects too.
  const lower = rest.toLowerCase();
  const pointed = extractAnchors(p).some((a) => a.strength === 'strong' && /\p{L}/u.test(a.text) && /\p{N}/u.test(a.text) && countAnchor(lower, a, 1) > 0);
  // The next batch introduced right after it ("Second batch:"): the question stands between two parts of the paste.
  const introduces = leadIn(parts[2 * found + 2] ?? '');
  return ruled || labelled || pointed || introduces ? found : -1;
}

function splitSingle(text: string): QuerySplit {
  if (isEdgeParagraph(text, true)) return { head: '', material: '', tail: text };
  const tailAt = trailingLines(text);
  if (tailAt > 0 && !isRecordOf(text.slice(tailAt), text.slice(0, tailAt))) {
    // A template may frame the material on both sides (a question above a rule, instructions below another).
    const body = text.slice(0, tailAt);
    const headAt = leadingLines(body);
    return headAt > 0 ? withinMaterial(body.slice(0, headAt), body.slice(headAt), text.slice(tailAt)) : withinMaterial('', body, text.slice(tailAt));
  }
  const headAt = leadingLines(text);
  if (headAt > 0 && !isRecordOf(text.slice(0, headAt), text.slice(headAt))) return withinMaterial(text.slice(0, headAt), text.slice(headAt), '');
  return withinMaterial('', text, '');
}
