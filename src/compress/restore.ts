/**
 * @module compress/restore
 * Whether a follow-up question needs what an earlier selection left out. The selector is
 * asked what it would keep of the same material for the new question: if any of that is
 * missing from what was sent, the material goes back whole. A task over the material needs
 * all of it; a question the material cannot be scored against ("and what fixed it?") makes
 * the selector keep everything, which was not all sent — so it comes back too. A turn that
 * asks nothing, or whose own selection lies within what was sent, changes nothing.
 */
import { containsAnchor } from './anchors.js';
import type { QueryInfo } from './query-kind.js';

export interface CutMaterial {
  /** The message's text slots as the client sent them, and as Pith sent them after selection. */
  original: Array<string | null>;
  slots: Array<string | null>;
  /** Memo of earlier answers, by the follow-up's words. */
  checked?: Map<string, boolean>;
}

/** What the selector keeps of the original text slots when the question is `query`. */
export type SelectFor = (query: QueryInfo) => Array<string | null>;

const MARKER = /\[… \d+ [^\]]*omitted …\]|… \d+ more items omitted/g;

/** Kept pieces of a selection: the text between its markers, cut at sentence and line ends. */
function pieces(slots: Array<string | null>): string[] {
  return slots
    .filter((s): s is string => s != null)
    .flatMap((s) => s.split(MARKER))
    .flatMap((s) => s.split(/(?<=[.!?])\s+|\n+/))
    .map((s) => s.trim())
    .filter((s) => s.length >= 12);
}

export function followUpNeedsWhole(material: CutMaterial, query: QueryInfo, selectFor: SelectFor): boolean {
  if (query.kind === 'none') return false;
  if (query.kind === 'task') return true;
  const memo = (material.checked ??= new Map());
  const known = memo.get(query.text);
  if (known !== undefined) return known;
  const sent = material.slots.filter((s) => s != null).join('\n');
  const original = material.original.filter((s) => s != null).join('\n').toLowerCase();
  const lowerSent = sent.toLowerCase();
  const needs =
    query.anchors.some((a) => containsAnchor(original, a) && !containsAnchor(lowerSent, a)) ||
    pieces(selectFor(query)).some((piece) => !sent.includes(piece));
  memo.set(query.text, needs);
  return needs;
}
