/**
 * @module compress/passages
 * Splits reference material into passages — the units a retriever put there — by the
 * structure that repeats in it: sibling XML elements (`<document>…</document>`), header lines
 * of one shape (`Document [3](Title: …)`, `[3]`, `Doc 3:`, `### Title`, `Title: …`), underlined
 * headings (`Title` over `=====`), LaTeX sectioning commands, separator lines (`---`), else
 * blank-line paragraphs (a paragraph of long lines, one passage per line). Each passage carries
 * its header as a title. Pure and linear; concatenating the passages' texts restores the material exactly.
 */
import { MARKUP_COMMAND } from './detect.js';

export interface Passage {
  /** Offsets into the material: `material.slice(start, end)` is the passage with its separator. */
  start: number;
  end: number;
  /** The header line or title element (empty for plain paragraphs): scored like the body, and more. */
  title: string;
  /** Text around the passages (a wrapper's opening and closing tags): always kept. */
  glue: boolean;
}

// A namespaced name (`qa:Document`, `w:p`) is one name: its prefix alone would count every element of the namespace.
const OPEN_TAG = /^[ \t]*<([\p{L}_][\p{L}\p{M}\p{N}_.-]*(?::[\p{L}_][\p{L}\p{M}\p{N}_.-]*)?)(?:\s[^>]*)?>/gmu;
const SEPARATOR = /^[ \t]*([-=*_~])\1{2,}[ \t]*$/;
const TITLE_ELEMENT = /<(title|name|source|heading)(?:\s[^>]*)?>([^<]{1,200})<\/\1>/i;
/** HTML's cells, terms and inline elements are fields of a record (a row, an entry), never one on their own: a kept cell naming an option would lose the cell with its value. */
const FIELD_ELEMENT = /^(?:td|th|dt|dd|code|span|a|b|i|em|strong|small|sup|sub|abbr|kbd|var|samp|mark|s|u|label|option|img|br|time|data|cite|q)$/i;
const TITLE_ATTRIBUTE = /\b(?:title|name|source)\s*=\s*"([^"]{1,200})"/i;

export interface Line {
  text: string;
  start: number;
}

export function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const text_ of text.split('\n')) {
    out.push({ text: text_, start });
    start += text_.length + 1;
  }
  return out;
}

/** Cut the material at the given offsets; text before the first cut is glue. */
function cutAt(text: string, starts: number[], titleOf: (start: number, end: number) => string): Passage[] {
  const out: Passage[] = [];
  if ((starts[0] ?? 0) > 0) out.push({ start: 0, end: starts[0] ?? 0, title: '', glue: true });
  starts.forEach((start, i) => {
    const end = starts[i + 1] ?? text.length;
    out.push({ start, end, title: titleOf(start, end), glue: false });
  });
  // Markup that closes the document after its last passage (`\end{document}`) is the frame's, not the passage's.
  const last = out[out.length - 1];
  const closing = last ? closingMarkup(text, last.start) : -1;
  if (last && closing > last.start) {
    out.push({ start: closing, end: last.end, title: '', glue: true });
    last.end = closing;
  }
  return out;
}

/** Where the paragraphs of LaTeX commands alone that end `text` begin (after a blank line, past `from`), or -1. */
function closingMarkup(text: string, from: number): number {
  let end = text.length;
  let start = -1;
  while (end > from) {
    const lineStart = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(lineStart, end);
    if (line.trim() !== '') {
      if (!MARKUP_COMMAND.test(line)) break;
      start = lineStart;
    }
    end = lineStart - 1;
  }
  // Only after a blank line: a command on the passage's own last line is its text.
  return start > from && /\n[ \t]*\n[ \t]*$/.test(text.slice(Math.max(from, start - 200), start)) ? start : -1;
}

interface Element {
  start: number;
  end: number;
  depth: number;
}

/** The closed elements of one tag that open lines, with their nesting depth in the same tag (a card `<div>` inside a grid `<div>`). */
function elementsOf(text: string, tag: string, opens: number[]): Element[] {
  const escaped = tag.replace(/[.-]/g, '\\$&');
  const re = new RegExp(`<(/?)${escaped}(?=[\\s>/])[^>]*>`, 'g');
  const lineOpen = new Set(opens);
  const stack: Array<{ start: number; counted: boolean }> = [];
  const out: Element[] = [];
  for (const m of text.matchAll(re)) {
    if (m[0].endsWith('/>')) continue;
    if (m[1] === '') {
      stack.push({ start: m.index, counted: lineOpen.has(m.index) });
      continue;
    }
    const open = stack.pop();
    if (!open) return [];
    if (open.counted) out.push({ start: open.start, end: m.index + m[0].length, depth: stack.length });
  }
  // An element left open before every closed one is a wrapper the text was cut inside (a question box split off after it): its children still stand.
  return stack.every((open) => out.every((e) => open.start < e.start)) ? out.sort((a, b) => a.start - b.start) : [];
}

/** The longest run of elements that follow one another with only blank space between (siblings in one list). */
function longestRun(text: string, elements: Element[]): number {
  let best = elements.length > 0 ? 1 : 0;
  let run = 1;
  for (let i = 1; i < elements.length; i++) {
    run = text.slice((elements[i - 1] as Element).end, (elements[i] as Element).start).trim() === '' ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

/** Tags looked at for records, most frequent first: enough for any page, bounded for a long one. */
const MAX_TAGS = 12;

/**
 * Sibling elements of one tag name and depth, at least three, each closed: one passage per
 * element. The records of a page are the elements that stand in the longest run of siblings
 * (a shop's product cards, a table's rows), not the most frequent tag (each card's three spec
 * lines, each row's cells).
 */
export function xmlPassages(text: string): Passage[] | null {
  const counts = new Map<string, number[]>();
  for (const m of text.matchAll(OPEN_TAG)) {
    const at = m.index + (m[0].length - m[0].trimStart().length);
    const list = counts.get(m[1] ?? '') ?? [];
    list.push(at);
    counts.set(m[1] ?? '', list);
  }
  const tags = [...counts].filter(([tag, opens]) => opens.length >= 3 && !FIELD_ELEMENT.test(tag)).sort((a, b) => b[1].length - a[1].length).slice(0, MAX_TAGS);
  let best: { elements: Element[]; run: number } | null = null;
  for (const [tag, opens] of tags) {
    const all = elementsOf(text, tag, opens);
    for (const depth of new Set(all.map((e) => e.depth))) {
      const elements = all.filter((e) => e.depth === depth);
      if (elements.length < 3) continue;
      const run = longestRun(text, elements);
      if (!best || run > best.run || (run === best.run && elements.length > best.elements.length)) best = { elements, run };
    }
  }
  if (!best) return null;
  const out: Passage[] = [];
  let last = 0;
  for (const element of best.elements) {
    if (element.start > last) out.push({ start: last, end: element.start, title: '', glue: true });
    // The whitespace after a closing tag belongs to its element, so a dropped element leaves no gap.
    let end = element.end;
    while (end < text.length && (text[end] === '\n' || text[end] === ' ' || text[end] === '\t' || text[end] === '\r')) end++;
    const body = text.slice(element.start, end);
    const title = TITLE_ELEMENT.exec(body)?.[2] ?? TITLE_ATTRIBUTE.exec(body.slice(0, 300))?.[1] ?? '';
    out.push({ start: element.start, end, title: title.trim(), glue: false });
    last = end;
  }
  if (last < text.length) out.push({ start: last, end: text.length, title: '', glue: true });
  return out;
}

/** A LaTeX sectioning command (or a list's `\item[…]`) opening a line. */
const LATEX_SECTION = /^\s*(\\(?:part|chapter|section|subsection|subsubsection|paragraph|subparagraph|item)\*?)[{[]/;

/** The shape of a line's start: digits masked, so `Document [3](Title:` and `Document [12](Title:` agree. */
function shape(line: string): string {
  // LaTeX's sectioning commands open passages by their name, whatever their title (`\section*{VIKIS-9: …}`).
  const command = LATEX_SECTION.exec(line)?.[1];
  if (command) return command;
  const tokens = line.trimStart().split(/\s+/, 3);
  const first = (tokens[0] ?? '').replace(/\p{N}+/gu, '#');
  if (first === '') return '';
  if (first.includes('#') || !/\p{L}/u.test(first) || /[:：]$/.test(first)) return first.slice(0, 24);
  const second = (tokens[1] ?? '').replace(/\p{N}+/gu, '#');
  return second.includes('#') ? `${first} ${second}`.slice(0, 32) : '';
}

/** Header lines of one repeated shape (not dates or times: those start log lines). */
function headerPassages(text: string, lines: Line[]): Passage[] | null {
  const byShape = new Map<string, Line[]>();
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    // A header opens a paragraph, or is a one-line passage of its own among others of its shape.
    if (line.text.trim() === '' || (prev && prev.text.trim() !== '' && line.text.length < 80)) return;
    const s = shape(line.text);
    if (s === '' || /#[-:/.]#/.test(s)) return;
    const list = byShape.get(s) ?? [];
    list.push(line);
    byShape.set(s, list);
  });
  let best: Line[] | null = null;
  for (const list of byShape.values()) if (list.length >= 3 && (!best || list.length > best.length)) best = list;
  if (!best) return null;
  return cutAt(text, best.map((l) => l.start), (start) => {
    const line = text.slice(start, text.indexOf('\n', start) < 0 ? text.length : text.indexOf('\n', start));
    return line.slice(0, 160).trim();
  });
}

/** A heading's text line: short, with letters, not itself a rule. */
const HEADING_TEXT_CHARS = 120;

/**
 * Setext headings (`Huguenot` over `========`), each opening its passage at its text line: the
 * underline is the heading's, not a separator between passages (which would leave each title
 * at the end of the passage before it). A heading stands after a blank line or at the start.
 */
function setextPassages(text: string, lines: Line[]): Passage[] | null {
  const heads = lines.filter((line, i) => {
    const under = lines[i + 1]?.text ?? '';
    const before = lines[i - 1]?.text ?? '';
    return /^[ \t]*(=+|-+)[ \t]*$/.test(under) && under.trim().length >= 3 && (i === 0 || before.trim() === '') &&
      line.text.trim().length > 0 && line.text.length <= HEADING_TEXT_CHARS && /\p{L}/u.test(line.text) && !SEPARATOR.test(line.text);
  });
  if (heads.length < 3) return null;
  return cutAt(text, heads.map((l) => l.start), (start) => text.slice(start, text.indexOf('\n', start)).trim());
}

function separatorPassages(text: string, lines: Line[]): Passage[] | null {
  const seps = lines.filter((l) => SEPARATOR.test(l.text));
  if (seps.length < 2) return null;
  return cutAt(text, seps.map((l) => l.start), () => '');
}

function paragraphPassages(text: string): Passage[] {
  const out: Passage[] = [];
  const re = /\n(?:[ \t]*\n)+/g;
  let start = 0;
  for (const m of text.matchAll(re)) {
    const end = m.index + m[0].length;
    out.push({ start, end, title: '', glue: false });
    start = end;
  }
  if (start < text.length) out.push({ start, end: text.length, title: '', glue: false });
  return withHeadings(text, out);
}

/** Short lines that head a paragraph, at most this many in a row (a source line, then a heading). */
const MAX_HEADING_RUN = 3;

/** A paragraph that is one short line and no sentence: a heading, a `URL: …` or `Source: …` line. */
function headingLine(text: string, p: Passage): boolean {
  const body = text.slice(p.start, p.end).trim();
  return body !== '' && !body.includes('\n') && body.length <= HEADING_TEXT_CHARS && !/[.!?。！？]["'»”)\]]*$/.test(body);
}

/**
 * A heading paragraph belongs to the paragraph it stands over, in one passage: alone,
 * a page's `URL: …/Harwick` line outscored its own body for the name it carries, and the body
 * that answers was left out. A longer run of such lines is a list, left as it is.
 */
function withHeadings(text: string, paragraphs: Passage[]): Passage[] {
  const out: Passage[] = [];
  let run: Passage[] = [];
  for (const p of paragraphs) {
    if (headingLine(text, p)) {
      run.push(p);
      continue;
    }
    // No title: its words are the passage's own, and a titled passage is a document of a retrieval's (carried-questions.ts).
    if (run.length > 0 && run.length <= MAX_HEADING_RUN) out.push({ start: run[0]!.start, end: p.end, title: '', glue: false });
    else out.push(...run, p);
    run = [];
  }
  out.push(...run);
  return out;
}

/** A label alone on its line: `Context:`, `Documents :`. */
const LEAD_LABEL = /^[\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40}[:：]$/u;

/** A line this long is a paragraph of its own (text pasted with single line breaks). */
const PARAGRAPH_LINE = 200;

/**
 * A paragraph whose long lines are paragraphs themselves (documents pasted one per line,
 * `{quote}…{quote}` under `{quote}…{quote}`): one passage per long line, with the short lines
 * above it (its title) — else the paragraph as it is.
 */
function lineParagraphs(text: string, p: Passage): Passage[] {
  const lines = text.slice(p.start, p.end).split(/(?<=\n)/);
  const long = lines.filter((l) => l.trim().length >= PARAGRAPH_LINE);
  if (long.length < 2 || long.reduce((n, l) => n + l.length, 0) < (p.end - p.start) * 0.8) return [p];
  const out: Passage[] = [];
  let at = p.start;
  let open = false;
  // A label that introduces every line under it (`Context:` above the documents, one per line) is
  // the frame's, not the first document's title: kept whether or not that document is.
  const lead = lines[0] ?? '';
  if (LEAD_LABEL.test(lead.trim()) && (lines[1] ?? '').trim().length >= PARAGRAPH_LINE) {
    out.push({ start: at, end: at + lead.length, title: '', glue: true });
    at += lead.length;
    lines.shift();
  }
  for (const line of lines) {
    if (!open) out.push({ start: at, end: at, title: '', glue: false });
    const last = out[out.length - 1] as Passage;
    last.end = at + line.length;
    open = line.trim().length < PARAGRAPH_LINE;
    at += line.length;
  }
  return out;
}

/** Lines a record of a directory or report holds (a name line and its fields). */
const RECORD_LINES = { min: 2, max: 15 };

/**
 * Line material that is a list of records, one blank-line-separated paragraph each (a branch
 * directory: name, address, manager, phone): its records, or null. A line of such a record
 * means nothing without its name line, so they are selected whole, not line by line.
 */
export function recordParagraphs(text: string): Passage[] | null {
  const paragraphs = paragraphPassages(text);
  if (paragraphs.length < 3) return null;
  const records = paragraphs.filter((p) => {
    const lines = text.slice(p.start, p.end).trim().split('\n').length;
    return lines >= RECORD_LINES.min && lines <= RECORD_LINES.max;
  });
  return records.length >= paragraphs.length * 0.8 ? paragraphs : null;
}

/**
 * A row of a delimited export whose text sits in a quoted cell (`8,"Harwick was founded …"`), or
 * unquoted after an id and a title on a long line (`1;European Union law;Often rules apply …`).
 */
const QUOTED_ROW = /^[^",;\t|\n]{0,60}[,;\t|]"|^\d{1,6}([,;\t|])[^,;\t|\n]{1,120}\1(?=[^\n]{160})/;

/**
 * A delimited export of documents (`row,passage` over `1,"…"`): one passage per row, a header
 * row as glue; null unless nearly every line is such a row. A row is kept or dropped whole: a
 * quoted cell that lost its first or last sentence would lose its quotes.
 */
export function delimitedRows(text: string): Passage[] | null {
  const out: Passage[] = [];
  let start = 0;
  let rows = 0;
  let lines = 0;
  for (const line of text.split('\n')) {
    const end = Math.min(text.length, start + line.length + 1);
    if (line.trim() !== '') {
      lines++;
      const row = QUOTED_ROW.test(line);
      if (row) rows++;
      out.push({ start, end, title: '', glue: !row });
    } else if (out.length > 0) (out[out.length - 1] as Passage).end = end;
    else out.push({ start, end, title: '', glue: true });
    start = end;
  }
  return rows >= 3 && rows >= (lines - 1) * 0.9 ? out : null;
}

const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/**
 * A markdown table's body rows, one passage each; the header row and its rule (and anything
 * around the table) are glue. Null unless it is one table of at least three rows.
 */
export function tableRows(text: string): Passage[] | null {
  const out: Passage[] = [];
  const lines = text.split('\n');
  let start = 0;
  let rows = 0;
  let ruled = false;
  lines.forEach((line, i) => {
    const end = Math.min(text.length, start + line.length + 1);
    const rule = TABLE_RULE.test(line);
    if (rule && i > 0 && TABLE_ROW.test(lines[i - 1] ?? '')) ruled = true;
    const row = ruled && !rule && TABLE_ROW.test(line);
    if (row) rows++;
    const last = out[out.length - 1];
    // Glue runs (the header, blank lines) are one passage; each body row is its own.
    if (!row && last?.glue) last.end = end;
    else out.push({ start, end, title: '', glue: !row });
    start = end;
  });
  return rows >= 3 ? out : null;
}

export function splitPassages(text: string): Passage[] {
  const lines = linesOf(text);
  return xmlPassages(text) ?? headerPassages(text, lines) ?? setextPassages(text, lines) ?? separatorPassages(text, lines) ?? paragraphPassages(text).flatMap((p) => lineParagraphs(text, p));
}
