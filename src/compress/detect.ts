/**
 * @module compress/detect
 * Content detection: splits a text into blocks and says what each is — fenced code, JSON,
 * logs/shell/grep output, markdown table, HTML, code (whole files, numbered file views) or
 * prose — so each gets the transform made for it. Heuristics are line statistics only
 * (linear time); a wrong guess falls back to the safer transform (code is byte-exact).
 */
import { parseRawJson } from './json-raw.js';

export type BlockKind = 'code' | 'json' | 'log' | 'table' | 'html' | 'prose';

export interface Block {
  kind: BlockKind;
  text: string;
  /** Fence lines around the block (```lang … ```); the inner text is `text`. */
  fence?: { open: string; close: string };
}

const FENCE = /^(`{3,}|~{3,})([^\n`]*)\n([\s\S]*?)\n\1[ \t]*$/gm;
const CODE_START = /^\s*(def |class |import |from \S+ import|function |const |let |var |#include|public |private |protected |return\b|if \(|for \(|while \(|package |func |fn |impl |struct |@\w+)/;
const CODE_LINE = new RegExp(`${CODE_START.source}|[;{}]\\s*$|^\\s*[})\\]];?\\s*$`);
/** Two sentence boundaries inside one line: a lower-case word's full stop, then a capital. */
const SENTENCE_BREAK = /\p{Ll}[.!?]["')\]]?\s+["'(]?\p{Lu}/gu;
/** A comment's lead, a key over a string, an assignment or an arrow: a code line even when it holds sentences. */
const CODE_MARKS = /^\s*(?:#|\/\/|\/\*|\*|--|%|;|["']?[\w-]+["']?\s*:\s*["'`])|\s=\s|=>|\)\s*\{/;
/** A line that is one LaTeX command and its arguments (`\end{document}`). */
export const MARKUP_COMMAND = /^\s*\\[A-Za-z]+\*?(?:\[[^\]\n]*\]|\{[^}\n]*\})*\s*$/;
const SENTENCE_LINE_CHARS = 150;
/** Share of a paragraph's characters in such lines for it to be prose. */
const SENTENCE_SHARE = 0.6;

/** A line of sentences that only ends like code (wiki markup's `{quote}`, LaTeX's `\item[…] …`) or stands among cue lines (captions): prose — never a log's line. */
function sentenceLine(line: string): boolean {
  if (line.length < SENTENCE_LINE_CHARS || CODE_START.test(line) || CODE_MARKS.test(line) || LOG_LINE.test(line)) return false;
  const words = line.trim().split(/\s+/);
  if (words.length >= SENTENCE_WORDS && words.filter((w) => PLAIN_WORD.test(w)).length >= words.length * 0.75) return true;
  let breaks = 0;
  for (const _ of line.matchAll(SENTENCE_BREAK)) if (++breaks >= 2) return true;
  return false;
}

/** A word of running text: letters, maybe an apostrophe or hyphen, maybe punctuation after. */
export const PLAIN_WORD = /^["'“‘(]?\p{L}[\p{L}\p{M}'’-]*[,.;:!?"'”’)]*$/u;
const SENTENCE_WORDS = 20;

/** A numbered line of a file view (`12:    def foo():`), not a clock time (`09:00 | Hall`). */
const FILE_VIEW_LINE = /^\d+:(?!\d)/;
/** A line of configuration: `[section]`, `key = value`, a YAML `key: short value` or `key:`, a list item, a comment. */
const CONFIG_LINE = /^\s*(?:\[[^\]\n]{1,80}\]|[A-Za-z_][\w.-]*\s*=(?!.*\s[\w.-]+=).*|[A-Za-z_][\w.-]*:(?:[ \t]+\S+(?:[ \t]+\S+){0,3})?[ \t]*|-[ \t]+\S.{0,80}|[#;].*)$/;
const LOG_LINE = /^\s*(\[?\d{4}-\d\d-\d\d|\[?\d\d:\d\d:\d\d|\[?(INFO|DEBUG|WARN|WARNING|ERROR|TRACE|FATAL)\b|[\w./-]+:\d+[:\s]|\$ |>>> |\+ |PASSED|FAILED|ok |E\s)|^(drwx|-rw)|^\s*at \S+ \(|^\s*File "/;

/** Share of the material one kind must hold for the material to be read as that kind. */
const KIND_SHARE = 0.7;

/** Whether blocks of this kind hold most of a text of `length` characters (it is read, and selected, as that kind). */
export function mostlyOfKind(blocks: readonly Block[], kind: BlockKind, length: number): boolean {
  return blocks.reduce((n, b) => n + (b.kind === kind ? b.text.length : 0), 0) >= length * KIND_SHARE;
}

/** The last few texts split (a turn's material is read for its kind before it is compressed). */
const recentBlocks = new Map<string, readonly Block[]>();
const MAX_RECENT_BLOCKS = 8;

/** Split text into fenced and unfenced blocks, then classify unfenced paragraphs. */
export function splitBlocks(text: string): readonly Block[] {
  const known = recentBlocks.get(text);
  if (known !== undefined) return known;
  const blocks = Object.freeze(splitFresh(text));
  if (recentBlocks.size >= MAX_RECENT_BLOCKS) recentBlocks.delete(recentBlocks.keys().next().value ?? '');
  recentBlocks.set(text, blocks);
  return blocks;
}

function splitFresh(text: string): Block[] {
  const blocks: Block[] = [];
  let last = 0;
  for (const m of text.matchAll(FENCE)) {
    if (m.index > last) blocks.push(...classifyRegion(text.slice(last, m.index)));
    // The info string's first word is the language (`markdown title="docs/sources.md"`).
    const lang = ((m[2] ?? '').trim().split(/\s+/)[0] ?? '').toLowerCase();
    const fence = { open: `${m[1]}${m[2]}\n`, close: `\n${m[1]}` };
    const inner = m[3] ?? '';
    const kind = lang === 'json' && parseRawJson(inner) ? 'json' : fencedKind(lang, inner);
    blocks.push({ kind, text: inner, fence });
    last = m.index + m[0].length;
  }
  if (last < text.length) blocks.push(...classifyRegion(text.slice(last)));
  return blocks;
}

/** JSON Lines: nearly every line one JSON object (the first few parsed to be sure). */
function jsonLines(lines: string[]): boolean {
  const records = lines.filter((l) => /^\s*\{".*\}\s*$/.test(l)).length;
  return records >= 3 && records / lines.length >= 0.9 && lines.slice(0, 3).every((l) => parseRawJson(l) !== null);
}

/** Languages a fence of program output is tagged with (or none at all). */
const OUTPUT_FENCE = /^(?:|log|logs|text|txt|plain|plaintext|console|output|stdout|stderr|jsonl|ndjson)$/;

/**
 * A fence holds code unless it is tagged as output (or not tagged) and most of its lines are
 * log lines: logs pasted in ``` are still logs, reduced like any other (the fence stays).
 */
function fencedKind(lang: string, inner: string): BlockKind {
  // A document's language (captions, LaTeX, markdown) holds text: prose when most of it reads as prose.
  if (DOCUMENT_FENCE.test(lang)) return proseChars(inner) >= inner.length * DOCUMENT_PROSE_SHARE ? 'prose' : 'code';
  if (!OUTPUT_FENCE.test(lang)) return 'code';
  const lines = inner.split('\n').filter((l) => l.trim() !== '');
  if (lines.length < 3) return 'code';
  const logLines = lines.filter((l) => LOG_LINE.test(l)).length;
  if (logLines / lines.length >= 0.6 || jsonLines(lines)) return 'log';
  // Documents pasted in a bare fence ("I dumped the source text below") are prose still.
  return proseChars(inner) >= inner.length * FENCED_PROSE_SHARE ? 'prose' : 'code';
}

function proseChars(inner: string): number {
  return classifyRegion(inner).reduce((n, b) => n + (b.kind === 'prose' ? b.text.length : 0), 0);
}

/** Languages of documents (captions, typeset text, markup for prose), whose fences hold text. */
const DOCUMENT_FENCE = /^(?:srt|vtt|webvtt|subtitles?|latex|tex|markdown|md|rst|asciidoc|adoc|org)$/;
/** Share of a document fence that must read as prose (its preamble and markup lines are the rest). */
const DOCUMENT_PROSE_SHARE = 0.7;

/** Share of an untagged fence that must read as prose for it to be prose (a code sample's comments are not). */
const FENCED_PROSE_SHARE = 0.9;

/** Reassemble blocks; `splitBlocks` followed by `joinBlocks` is the identity. */
export function joinBlocks(blocks: readonly Block[]): string {
  return blocks.map((b) => (b.fence ? `${b.fence.open}${b.text}${b.fence.close}` : b.text)).join('');
}

function classifyRegion(region: string): Block[] {
  if (parseRawJson(region)) return [{ kind: 'json', text: region }];
  // Keep the blank-line separators attached so that joining restores the region exactly.
  const parts = region.split(/(\n(?:[ \t]*\n)+)/);
  const blocks: Block[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const paragraph = parts[i] ?? '';
    const sep = parts[i + 1] ?? '';
    const framed = framedJson(paragraph);
    if (framed) {
      const [start, end] = framed;
      if (start > 0) blocks.push({ kind: classifyParagraph(paragraph.slice(0, start)), text: paragraph.slice(0, start) });
      if (end < paragraph.length) {
        blocks.push({ kind: 'json', text: paragraph.slice(start, end) });
        blocks.push({ kind: classifyParagraph(paragraph.slice(end)), text: paragraph.slice(end) + sep });
      } else blocks.push({ kind: 'json', text: paragraph.slice(start) + sep });
      continue;
    }
    const kind = paragraph.trim() === '' ? 'prose' : classifyParagraph(paragraph);
    blocks.push({ kind, text: paragraph + sep });
  }
  return mergeAdjacent(smoothShortParagraphs(blocks));
}

/** Lines around JSON that frame it: a header, tags, a label — short, so the JSON is most of the paragraph. */
const FRAME_CHARS = 400;

/**
 * "Header line(s):\n{…json…}", or JSON wrapped in tag lines ("<content>\n{…}\n</content>") —
 * the JSON's [start, end) when whole lines of the paragraph hold one JSON value and what
 * frames it is short; null otherwise.
 */
function framedJson(paragraph: string): [number, number] | null {
  const head = /\n(?=[{[])/.exec(paragraph.slice(0, FRAME_CHARS + 2));
  if (!head || head.index > FRAME_CHARS) return null;
  const start = head.index + 1;
  if (parseRawJson(paragraph.slice(start))) return [start, paragraph.length];
  const tailFrom = Math.max(start, paragraph.length - FRAME_CHARS - 2);
  const closes = [...paragraph.slice(tailFrom).matchAll(/[}\]](?=\n)/g)].map((m) => tailFrom + m.index + 1);
  // A few candidate ends only: each try parses up to the whole paragraph.
  for (const end of closes.reverse().slice(0, 4)) if (parseRawJson(paragraph.slice(start, end))) return [start, end];
  return null;
}

/** A line of a numbered file view: its number, a tab, the file's line. */
const TAB_NUMBERED = /^\s*\d+\t/;

/** Most of a numbered view's text stands in sentences (a notes file), not in lines of code. */
function numberedProse(lines: string[]): boolean {
  const content = lines.map((l) => l.replace(TAB_NUMBERED, ''));
  const total = content.reduce((n, l) => n + l.length, 0);
  const prose = content.filter((l) => !CODE_LINE.test(l) && (l.length > 120 || /\p{L}[.!?]\s+\p{Lu}/u.test(l))).reduce((n, l) => n + l.length, 0);
  return prose >= total * 0.5;
}

export function classifyParagraph(paragraph: string): BlockKind {
  const trimmed = paragraph.trim();
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && parseRawJson(trimmed)) return 'json';
  const lines = paragraph.split('\n').filter((l) => l.trim() !== '');
  const n = lines.length;
  const share = (re: RegExp): number => lines.filter((l) => re.test(l)).length / Math.max(1, n);
  if (/^<(!DOCTYPE|html|head|body|div|table|ul|ol|p|span|form|script|\?xml)\b/i.test(trimmed) && share(/^\s*</) >= 0.3) return 'html';
  if (n >= 2 && share(/^\s*\|.*\|\s*$/) >= 0.8 && lines.some((l) => /^\s*\|?\s*:?-{3,}/.test(l))) return 'table';
  // JSON Lines (one record per line: structured logs, exports) are read like a log, line by line.
  if (n >= 3 && jsonLines(lines)) return 'log';
  // A numbered view of a text file (`cat -n`, an editor agent's read): prose if its lines are, never a log.
  if (n >= 3 && share(TAB_NUMBERED) >= 0.8 && numberedProse(lines)) return 'prose';
  // Lines of markup commands alone (`\end{document}`, `\bibliography{refs}`) are the document's frame: kept as they are.
  if (lines.every((l) => MARKUP_COMMAND.test(l))) return 'code';
  // Lines of sentences that end like code (`{quote}…{quote}`) or stand under a markup command
  // (`\subsection{…}` over its paragraph) are prose when they hold most of its text and no line opens like code.
  // Read only when the paragraph would otherwise be code or a log (most prose never gets here).
  let markupRead: boolean | undefined;
  const markup = (): boolean =>
    (markupRead ??= !lines.some((l) => CODE_START.test(l)) && lines.filter(sentenceLine).reduce((k, l) => k + l.length, 0) >= trimmed.length * SENTENCE_SHARE);
  if (share(FILE_VIEW_LINE) >= 0.5 || (n >= 2 && share(CODE_LINE) >= 0.35 && !markup()) || (n >= 3 && share(/^(\t|    )\S/) >= 0.5 && !/[.!?]\s/.test(trimmed))) return 'code';
  // Configuration (INI, TOML, YAML, .env) is read like code: each line is a setting, and a
  // section that kept some of its lines would tell the model wrong values.
  if (n >= 3 && share(CONFIG_LINE) >= 0.8 && share(LOG_LINE) < 0.3 && lines.some((l) => /^\s*(?:\[[^\]]+\]\s*$|[\w.-]+\s*=|[\w.-]+:\s*$)/.test(l))) return 'code';
  if (n >= 3 && (share(LOG_LINE) >= 0.3 || (trimmed.length / n < 100 && share(/[.!?]["')]?$/) < 0.3)) && !markup()) return 'log';
  return 'prose';
}

/** A one- or two-line fragment next to code ("void main(void)") is code too: byte-exact is the safe side. */
function smoothShortParagraphs(blocks: readonly Block[]): Block[] {
  return blocks.map((b, i) => {
    if (b.kind !== 'prose' || b.text.trim() === '' || b.text.trim().split('\n').length > 2 || /[.!?]\s/.test(b.text)) return b;
    const near = [blocks[i - 1], blocks[i + 1]].some((x) => x?.kind === 'code');
    return near ? { ...b, kind: 'code' } : b;
  });
}

function mergeAdjacent(blocks: readonly Block[]): Block[] {
  const out: Block[] = [];
  for (const b of blocks) {
    const prev = out[out.length - 1];
    const blank = b.text.trim() === '';
    if (prev && !prev.fence && (prev.kind === b.kind || blank) && prev.kind !== 'json') prev.text += b.text;
    else out.push({ ...b });
  }
  return out;
}
