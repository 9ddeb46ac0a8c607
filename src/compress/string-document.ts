/**
 * @module compress/string-document
 * Data whose weight is one string — a page fetched as `{"url": …, "title": …, "content": "…"}`,
 * a notebook cell's output, `{"document": "…"}`, a Python dict's repr — holds a document, not
 * records: the string is read as the text it holds (its `\n` escapes as line breaks) and
 * compressed as that text would be, then written back into its place as a string literal with
 * the same quotes. Every other byte stays as it was, kept text keeps its escapes byte for byte,
 * and JSON stays valid JSON — or nothing is done.
 */
import { viewOf } from './json-raw.js';

/** Share of the text's characters the one string must hold to be the document. */
const DOCUMENT_SHARE = 0.6;
/** Shorter strings are values, not documents: a few sentences are not worth selecting among. */
const MIN_DOCUMENT_CHARS = 1_000;
/** Lines (paragraphs) a document string holds at least: passages to choose among. */
const MIN_DOCUMENT_LINES = 3;
/** Where a string literal may open: at the start, or after a bracket, a separator or a space (not inside a word: "it's"). */
const OPENS_LITERAL = /[\s[{(,:=]/;

interface Literal {
  start: number;
  /** Offset after the closing quote. */
  end: number;
  quote: '"' | "'";
}

/**
 * The quoted string literal opening at `start` (escapes skipped in pairs), or where the scan
 * stopped (a line break or the end) when it does not close on its line.
 */
function literalAt(text: string, start: number): Literal | { stopped: number } {
  const quote = text[start] === "'" ? "'" : '"';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === quote) return { start, end: i + 1, quote };
    else if (c === '\n') return { stopped: i };
  }
  return { stopped: text.length };
}

/** The longest string literal of a text written as data (JSON, a Python or JavaScript literal). */
function longestLiteral(text: string): Literal | null {
  let best: Literal | null = null;
  // A quote that did not close on its line: no later one of its kind opens a literal before that line's end (one pass, however many quotes).
  const open = { '"': -1, "'": -1 };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ((c !== '"' && c !== "'") || i < open[c] || (i > 0 && !OPENS_LITERAL.test(text[i - 1] as string))) continue;
    const literal = literalAt(text, i);
    if ('stopped' in literal) {
      open[c] = literal.stopped;
      continue;
    }
    if (!best || literal.end - literal.start > best.end - best.start) best = literal;
    i = literal.end - 1;
  }
  return best;
}


/** The literal of a compressed view: its escape pairs as they were; its quote, a backslash or a control character added since escaped. */
function literalOf(view: string, quote: Literal['quote']): string {
  let out = quote;
  for (let i = 0; i < view.length; i++) {
    const c = view[i] as string;
    if (c === '\\' && i + 1 < view.length && view[i + 1] !== '\n') {
      out += c + (view[++i] as string);
    } else if (c === '\n') out += '\\n';
    else if (c === quote || c === '\\') out += `\\${c}`;
    else if (c < ' ') out += `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += c;
  }
  return out + quote;
}

/**
 * The text with its document string compressed by `compress` (given the string as text), or
 * null when it holds no such string, when the string is unchanged, or when it would not stay one
 * string literal. The document string is the text's longest literal, holding most of it; in
 * text that is not JSON (`json`: the caller's reading; a Python dict's repr) it must break lines
 * with `\n` escapes, so that a quotation in prose is never taken for one.
 */
export function withinStringDocument(text: string, json: boolean, compress: (view: string) => string): string | null {
  const literal = longestLiteral(text);
  if (!literal) return null;
  const raw = text.slice(literal.start, literal.end);
  if (raw.length < MIN_DOCUMENT_CHARS || raw.length < text.trim().length * DOCUMENT_SHARE) return null;
  if (!json && !/\\n/.test(raw)) return null;
  const view = viewOf(raw);
  // One paragraph is one passage (a search hit's text, which its result list or batch chose): not a document to select in.
  if (view.split('\n').filter((line) => line.trim() !== '').length < MIN_DOCUMENT_LINES) return null;
  const compressed = compress(view);
  if (compressed === view) return null;
  const replaced = literalOf(compressed, literal.quote);
  // It must read back as one literal (and, in JSON, as one JSON string).
  const reread = literalAt(replaced, 0);
  if ('stopped' in reread || reread.end !== replaced.length) return null;
  if (json) {
    try {
      JSON.parse(replaced);
    } catch {
      return null;
    }
  }
  return text.slice(0, literal.start) + replaced + text.slice(literal.end);
}
