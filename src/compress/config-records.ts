/**
 * @module compress/config-records
 * Configuration pasted as material (Kubernetes manifests, CI pipelines, inventories, INI files)
 * split into its records — the units a reader looks one thing up in: `---` documents, `[section]`s,
 * else the shallowest level of YAML keys or list items that has at least three siblings with
 * bodies (a pipeline's jobs, an inventory's groups). A record runs to the next one and is kept
 * or dropped whole, since a job missing some of its lines would tell the model wrong settings.
 * Concatenating the records' texts restores the material exactly, as for passages.
 */
import { type Line as TextLine, type Passage, linesOf as textLines } from './passages.js';

const MIN_RECORDS = 3;
/** A YAML key (`name:`, `build:notifier:`, `"quoted key":`), a list item, a comment, `---`, or `[section]` / `key = value`. */
const CONFIG_SHAPE = /^\s*(?:#.*|---\s*|-(?:\s.*)?|\[[^\]\n]{1,80}\]\s*|[^\s#:][^:\n]*?:(?:\s.*)?|"[^"\n]+":(?:\s.*)?|[\w.-]+\s*=.*)$/;
const DOCUMENT_SEPARATOR = /^---\s*$/;
const INI_SECTION = /^\[[^\]\n]{1,80}\]\s*$/;
const COMMENT = /^\s*#/;
/** A key whose value is the indented block below it: `text: |`, `description: >-`. */
const BLOCK_SCALAR = /^\s*(?:-\s+)?[^\s#:][^:\n]*:\s*[|>][-+0-9]*\s*$/;

interface Line extends TextLine {
  indent: number;
  /** Inside a block scalar's value. */
  block?: boolean;
}

const linesOf = (text: string): Line[] => textLines(text).map((l) => ({ ...l, indent: l.text.length - l.text.trimStart().length }));

/** Cut at the given lines, each record taking the comment lines right above it; text before the first is glue. */
function cutAtLines(text: string, lines: Line[], at: number[], title: (line: Line) => string): Passage[] {
  const starts = at.map((i) => {
    let k = i;
    while (k > 0 && COMMENT.test(lines[k - 1]?.text ?? '')) k--;
    return { start: lines[k]?.start ?? 0, title: title(lines[i] as Line) };
  });
  const out: Passage[] = [];
  if ((starts[0]?.start ?? 0) > 0) out.push({ start: 0, end: starts[0]?.start ?? 0, title: '', glue: true });
  starts.forEach((s, i) => out.push({ start: s.start, end: starts[i + 1]?.start ?? text.length, title: s.title, glue: false }));
  return out;
}

/** A document's title: what it is and its name (`Deployment checkout`), from its first lines. */
function documentTitle(text: string, from: number): string {
  const head = text.slice(from, from + 400);
  const kind = /^kind:\s*(\S+)/m.exec(head)?.[1];
  const name = /^\s+name:\s*(\S+)/m.exec(head)?.[1];
  return [kind, name].filter(Boolean).join(' ');
}

/** The records of configuration text, or null when it is not configuration or has fewer than three. */
export function configRecords(text: string): Passage[] | null {
  const lines = linesOf(text);
  // The lines of a YAML block scalar (`text: |` and what is indented under it) are a value, whatever they say.
  let blockIndent = -1;
  for (const l of lines) {
    if (blockIndent >= 0 && (l.text.trim() === '' || l.indent > blockIndent)) {
      l.block = true;
      continue;
    }
    blockIndent = BLOCK_SCALAR.test(l.text) ? l.indent : -1;
  }
  const content = lines.filter((l) => l.text.trim() !== '' && !l.block);
  if (content.length < MIN_RECORDS * 2) return null;
  if (content.filter((l) => CONFIG_SHAPE.test(l.text)).length < content.length * 0.9) return null;
  const index = (pred: (l: Line) => boolean): number[] => lines.flatMap((l, i) => (pred(l) ? [i] : []));
  const documents = index((l) => !l.block && DOCUMENT_SEPARATOR.test(l.text));
  if (documents.length >= MIN_RECORDS) return cutAtLines(text, lines, documents, (l) => documentTitle(text, l.start));
  const sections = index((l) => !l.block && INI_SECTION.test(l.text));
  if (sections.length >= MIN_RECORDS) return cutAtLines(text, lines, sections, (l) => l.text.trim());
  // A key or item with a body: the next content line is indented deeper (a list item's fields sit two past its dash).
  const next = new Array<Line | undefined>(lines.length);
  for (let i = lines.length - 1, after: Line | undefined; i >= 0; i--) {
    next[i] = after;
    if ((lines[i] as Line).text.trim() !== '' && !COMMENT.test((lines[i] as Line).text)) after = lines[i];
  }
  const opens = (l: Line, i: number): boolean => !l.block && !COMMENT.test(l.text) && l.text.trim() !== '' && (next[i]?.indent ?? -1) > l.indent;
  const levels = [...new Set(content.map((l) => l.indent))].sort((a, b) => a - b);
  for (const level of levels) {
    const at = index((l) => l.indent === level && !l.block).filter((i) => opens(lines[i] as Line, i));
    if (at.length >= MIN_RECORDS) return cutAtLines(text, lines, at, (l) => l.text.trim().replace(/^-\s*/, '').replace(/:\s*$/, ''));
  }
  return null;
}
