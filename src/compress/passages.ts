/**
 * @module compress/passages
 * Splits reference material into passages — the units a retriever put there — by the
 * structure that repeats in it: sibling XML elements (`<document>…</document>`), header lines
 * of one shape (`Document [3](Title: …)`, `[3]`, `Doc 3:`, `### Title`, `Title: …`), separator
 * lines (`---`), else blank-line paragraphs. Each passage carries its header as a title.
 * Pure and linear; concatenating the passages' texts restores the material exactly.
 */

export interface Passage {
  /** Offsets into the material: `material.slice(start, end)` is the passage with its separator. */
  start: number;
  end: number;
  /** The header line or title element (empty for plain paragraphs): scored like the body, and more. */
  title: string;
  /** Text around the passages (a wrapper's opening and closing tags): always kept. */
  glue: boolean;
}

const OPEN_TAG = /^[ \t]*<([\p{L}_][\w.-]*)(?:\s[^>]*)?>/gmu;
const SEPARATOR = /^[ \t]*([-=*_~])\1{2,}[ \t]*$/;
const TITLE_ELEMENT = /<(title|name|source|heading)(?:\s[^>]*)?>([^<]{1,200})<\/\1>/i;
const TITLE_ATTRIBUTE = /\b(?:title|name|source)\s*=\s*"([^"]{1,200})"/i;

interface Line {
  text: string;
  start: number;
}

function linesOf(text: string): Line[] {
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
  return out;
}

/** Sibling elements of one tag name, at least three, each closed: one passage per element. */
function xmlPassages(text: string): Passage[] | null {
  const counts = new Map<string, number[]>();
  for (const m of text.matchAll(OPEN_TAG)) {
    const at = m.index + (m[0].length - m[0].trimStart().length);
    const list = counts.get(m[1] ?? '') ?? [];
    list.push(at);
    counts.set(m[1] ?? '', list);
  }
  let best: [string, number[]] | null = null;
  for (const entry of counts) if (entry[1].length >= 3 && (!best || entry[1].length > best[1].length)) best = entry;
  if (!best) return null;
  const [tag, starts] = best;
  const close = `</${tag}>`;
  const ends: number[] = [];
  for (let i = 0; i < starts.length; i++) {
    const end = text.indexOf(close, starts[i]);
    if (end < 0 || end > (starts[i + 1] ?? Infinity)) return null;
    ends.push(end + close.length);
  }
  const out: Passage[] = [];
  let last = 0;
  starts.forEach((start, i) => {
    if (start > last) out.push({ start: last, end: start, title: '', glue: true });
    // The whitespace after a closing tag belongs to its element, so a dropped element leaves no gap.
    let end = ends[i] ?? start;
    while (end < text.length && (text[end] === '\n' || text[end] === ' ' || text[end] === '\t' || text[end] === '\r')) end++;
    const body = text.slice(start, end);
    const title = TITLE_ELEMENT.exec(body)?.[2] ?? TITLE_ATTRIBUTE.exec(body.slice(0, 300))?.[1] ?? '';
    out.push({ start, end, title: title.trim(), glue: false });
    last = end;
  });
  if (last < text.length) out.push({ start: last, end: text.length, title: '', glue: true });
  return out;
}

/** The shape of a line's start: digits masked, so `Document [3](Title:` and `Document [12](Title:` agree. */
function shape(line: string): string {
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
  return out;
}

export function splitPassages(text: string): Passage[] {
  const lines = linesOf(text);
  return xmlPassages(text) ?? headerPassages(text, lines) ?? separatorPassages(text, lines) ?? paragraphPassages(text);
}
