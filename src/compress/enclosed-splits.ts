/**
 * @module compress/enclosed-splits
 * Material enclosed by lines of its own — code fences, `"""` delimiters, a multipart body's
 * MIME boundaries — and the asker's words around it. query-split.ts tries these before reading
 * the message paragraph by paragraph.
 */
import { carriedQuestions } from './carried-questions.js';
import { describeQuery } from './query-kind.js';
import { MAX_EDGE_CHARS, MAX_TAIL_PARAGRAPHS, isDataLike, isEdgeParagraph, isOptionList, leadIn, leadingLines } from './query-edges.js';
import type { QuerySplit } from './split-types.js';

/** A code fence's line: ``` or ~~~ (with an info string when it opens). */
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})[^`\n]*$/gm;

/**
 * A paste in code fences with the asker's words after the last one: the fences enclose the
 * material, whatever its lines look like (a chat export's short questions, a CSV's comment
 * lines); what follows the last closing fence is the asker's, and so is what precedes the
 * first opening one. Only when words follow the fence and the fences hold most of the text —
 * a question written inside the fence (`# query: …?` atop a ```csv block) is the rules' below.
 */
export function fencedSplit(text: string): QuerySplit | undefined {
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

/** A MIME boundary line (`------=_Part_4821_1715678631`, `----WebKitFormBoundary7MA4YWxkTrZu0gW--`). */
const BOUNDARY_LINE = /^--([^\s-][^\s]{5,69}?|-[^\s]{5,69}?)(--)?\r?$/gm;

/**
 * A raw multipart body — an e-mail with its attachment, a form posted as multipart/form-data: its
 * largest part's content is the material; the envelope, the mail's own body and the form's other
 * fields (each part short) are the asker's words.
 */
export function multipartSplit(text: string, asksNothing = false): QuerySplit | undefined {
  const lines = [...text.matchAll(BOUNDARY_LINE)];
  const token = lines[0]?.[1];
  if (token === undefined) return undefined;
  const marks = lines.filter((m) => m[1] === token);
  if (marks.length < 3) return undefined;
  let best: { start: number; end: number } | undefined;
  for (let k = 0; k + 1 < marks.length; k++) {
    const from = (marks[k]?.index ?? 0) + (marks[k]?.[0].length ?? 0);
    const end = marks[k + 1]?.index ?? from;
    // A part's headers end at its first blank line.
    const blank = /\r?\n\r?\n/.exec(text.slice(from, end));
    const start = blank ? from + blank.index + blank[0].length : from;
    if (!best || end - start > best.end - best.start) best = { start, end };
  }
  if (!best || best.end - best.start < text.length * 0.5 || best.start > MAX_EDGE_CHARS || text.length - best.end > MAX_EDGE_CHARS) return undefined;
  const head = text.slice(0, best.start);
  const tail = text.slice(best.end);
  // Only when the parts around it ask or set a task (or `asksNothing`, when nothing else was
  // found): a question typed without its mark among them is found as a line the material carries.
  return !asksNothing && describeQuery(head, tail).kind === 'none' ? undefined : { head, material: text.slice(best.start, best.end), tail };
}

/** A delimiter line of its own: three double or single quotes, as prompt guides teach to fence off what the model reads. */
const DELIMITER_LINE = /^ {0,3}("""|''')[ \t]*$/gm;

/**
 * Blocks delimited by `"""` lines (`从文档 """…""" 中找问题 """…""" 的答案`): the block that holds
 * most of the text is the material; the words around it, other blocks included (the question in
 * its own pair of delimiters), are the asker's.
 */
export function delimitedSplit(text: string): QuerySplit | undefined {
  const lines = [...text.matchAll(DELIMITER_LINE)];
  if (lines.length < 2 || lines.length % 2 !== 0) return undefined;
  let best: [number, number] | undefined;
  for (let i = 0; i < lines.length; i += 2) {
    const open = lines[i]!.index + lines[i]![0].length + 1;
    const close = lines[i + 1]!.index;
    if (!best || close - open > best[1] - best[0]) best = [open, close];
  }
  if (!best || best[1] - best[0] < text.length * 0.5 || text.length - (best[1] - best[0]) > MAX_EDGE_CHARS) return undefined;
  return { head: text.slice(0, best[0]), material: text.slice(best[0], best[1]), tail: text.slice(best[1]) };
}

/**
 * Words above one fence that closes the message, when nothing else was found to be the asker's:
 * theirs ("There is a question in the TODO comment; answer it from the sources" over ```latex),
 * and the fence's own questions are carried (the TODO that asks).
 */
export function wordsAboveFence(text: string): QuerySplit | null {
  const fences = [...text.matchAll(FENCE_LINE)];
  if (fences.length !== 2) return null;
  const open = fences[0]!.index;
  const head = text.slice(0, open);
  const material = text.slice(open);
  if (head.trim() === '' || head.length > MAX_EDGE_CHARS || isDataLike(head) || material.trim().length < text.length * 0.5 || !/^ {0,3}(?:`{3,}|~{3,})\s*$/.test(material.trimEnd().split('\n').at(-1) ?? '')) return null;
  const carried = carriedQuestions(material);
  return carried.length > 0 ? { head, material, tail: '', carried } : { head, material, tail: '' };
}
