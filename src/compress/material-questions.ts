/**
 * @module compress/material-questions
 * The questions a turn's material carries, as the plan reads them: those a tool's output holds
 * for a person who only pointed at it (a TODO in the file the agent read), those a slot's
 * material and the asker's tail below it hold, the one whose answer field is left blank, and a
 * system message's own, read only when the asker points at one.
 */
import { escapeRegExp } from '../lib/regexp.js';
import { carriedQuestions, fillsSlot } from './carried-questions.js';
import { type QueryInfo, describeQuery } from './query-kind.js';
import type { QuerySplit } from './query-split.js';
import { textSlots } from './turn-text.js';
import { QUESTION_MARK } from './query-edges.js';
import type { ChatMessage } from '../wire/chat.js';

/** The question tool output carries (a TODO's in the file the agent read), for a person who only pointed at it: a lookup, or none. */
export function pointedAt(outputs: ChatMessage[]): QueryInfo | undefined {
  const asked = outputs.flatMap((m) => textSlots(m).flatMap((t) => (t == null ? [] : carriedQuestions(t, true).map((q) => q.asked))));
  if (asked.length === 0) return undefined;
  const query = describeQuery('', asked.join('\n'));
  return query.kind === 'none' ? undefined : query;
}

/**
 * The questions a slot's material carries, and those typed without their "?" in the asker's own
 * tail below it (a quoted mail's `> Was the name correct` under "answer Ravi's question at the
 * bottom"): the tail's questions with their "?" are read with the asker's words already.
 */
export function carriedAsks(split: QuerySplit | null): string[] {
  if (split === null) return [];
  const inMaterial = (split.carried ?? []).map((q) => q.words ?? q.asked);
  const tail = split.unmarked?.tail ?? split.tail;
  const inTail = split.material.trim() !== '' && tail !== '' ? carriedQuestions(tail).map((q) => q.words ?? q.asked).filter((q) => !/[?？؟]/u.test(q)) : [];
  return [...inMaterial, ...inTail];
}

/** The questions a slot's material carries whose answer field is left blank. */
export function blankAsks(split: QuerySplit | null): string[] {
  return (split?.carried ?? []).filter((q) => fillsSlot(split?.material ?? '', q)).map((q) => q.words ?? q.asked);
}

/** A system message's material with the questions it carries, read only when the asker points at one. */
export function withOwnQuestions(split: QuerySplit | null): QuerySplit | null {
  if (split === null || split.carried) return split;
  const carried = carriedQuestions(split.material);
  return carried.length > 0 ? { ...split, carried } : split;
}

/** A field's value longer than this is material, not a question. */
const MAX_FIELD_QUESTION_CHARS = 400;

/** A name the instructions quote (« question », „kusimus“, `питање`): a field of the form they describe. */
const QUOTED_NAME = /[«„“"'‘`‹]\s*([\p{L}\p{N}_.-]{1,40})\s*[»“”"'’`›]/gu;

/** The value of the field `name` in a form's text: a `name: value` line, an input's value, a JSON member. */
function fieldValues(text: string, name: string): string[] {
  const n = escapeRegExp(name);
  const line = new RegExp(`^[ \\t]*${n}[ \\t]*[:：=][ \\t]*(\\S.*)$`, 'gimu');
  const input = new RegExp(`<input\\b[^>]*\\bname=["']${n}["'][^>]*\\bvalue="([^"]*)"`, 'giu');
  const member = new RegExp(`"${n}"\\s*:\\s*"((?:[^"\\\\]|\\\\.)*)"`, 'giu');
  return [...text.matchAll(line), ...text.matchAll(input), ...text.matchAll(member)].map((m) => m[1] ?? '');
}

/**
 * The question in a field the instructions name (`Réponds à la valeur du champ « question »`,
 * `Vasta välja „kusimus“ küsimusele`): a form sent with no words of the asker's but its fields.
 * The instructions say which field asks; its value, when it is one question, is the query.
 */
export function namedFieldAsk(materials: string[], instructions: string): string | undefined {
  if (instructions === '') return undefined;
  const names = new Set([...instructions.matchAll(QUOTED_NAME)].map((m) => m[1] ?? ''));
  const values = [...names].flatMap((name) => materials.flatMap((text) => fieldValues(text, name)));
  const asking = values.filter((v) => v.length <= MAX_FIELD_QUESTION_CHARS && QUESTION_MARK.test(v));
  return asking.length === 1 ? asking[0] : undefined;
}

/** The split with `asked` where it first stands in its material as one more carried place (none when it is not there, or a place holds it already). */
export function withPlace(split: QuerySplit | null, asked: string): QuerySplit | null {
  const at = split?.material.indexOf(asked) ?? -1;
  const overlaps = (p: { asked: string; at: number }): boolean => p.at < at + asked.length && at < p.at + p.asked.length;
  if (split === null || at < 0 || (split.carried ?? []).some(overlaps) || (split.inside && overlaps(split.inside))) return split;
  const carried = [...(split.carried ?? []), { asked, at }].sort((a, b) => a.at - b.at);
  return { ...split, carried };
}
