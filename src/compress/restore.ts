/**
 * @module compress/restore
 * Whether a follow-up question needs what an earlier selection left out.
 * - It names a literal that only the cut part holds: yes.
 * - It brought material of its own (a fresh retrieval): that is what it asks about — no.
 * - It can be scored against the material (its words are there): the selector is asked what
 *   it would keep for the new question; if any of that was not sent, yes.
 * - It cannot be scored against it ("and what fixed it?"), or it sets a task over material:
 *   it is about the conversation's latest material — yes for that one only, and only when
 *   the follow-up brought no material of its own (a fresh retrieval is what it asks about).
 * A turn that asks nothing changes nothing. Only material of the last few turns that carried
 * material can come back, so the work per request, and the breaks, stay bounded.
 */
import { containsAnchor } from './anchors.js';
import { MIN_COVERAGE } from './lookup-gate.js';
import type { QueryInfo } from './query-kind.js';
import { contentTerms } from './stem.js';

export interface CutMaterial {
  /** The message's text slots as the client sent them, and as Pith sent them after selection. */
  original: Array<string | null>;
  slots: Array<string | null>;
  /** Memo of earlier answers, by the follow-up's words. */
  checked?: Map<string, boolean>;
  /** The original's terms, made once. */
  terms?: Set<string>;
}

/**
 * How the follow-up stands to the material: its turn brought none of its own, this is the
 * latest material before it, and whether it can be scored against another message cut in the
 * same turn (a question about the document says nothing of the log beside it).
 */
export interface FollowUpContext {
  latest: boolean;
  ownMaterial: boolean;
  scoredElsewhere?: boolean;
}

/** Material turns a follow-up may reach back over. */
export const RESTORE_WINDOW = 4;

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

export function followUpNeedsWhole(material: CutMaterial, query: QueryInfo, where: FollowUpContext, selectFor: SelectFor): boolean {
  if (query.kind === 'none') return false;
  const unsure = where.latest && !where.ownMaterial && where.scoredElsewhere !== true;
  if (query.kind === 'task') return unsure;
  const memo = (material.checked ??= new Map());
  const key = `${unsure ? 'u' : where.ownMaterial ? 'o' : 's'}\u0000${query.text}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const needs = decide(material, query, unsure, where.ownMaterial, selectFor);
  memo.set(key, needs);
  return needs;
}

function decide(material: CutMaterial, query: QueryInfo, unsure: boolean, ownMaterial: boolean, selectFor: SelectFor): boolean {
  const original = material.original.filter((s) => s != null).join('\n');
  const sent = material.slots.filter((s) => s != null).join('\n');
  const lowerOriginal = original.toLowerCase();
  const lowerSent = sent.toLowerCase();
  if (query.anchors.some((a) => containsAnchor(lowerOriginal, a) && !containsAnchor(lowerSent, a))) return true;
  if (ownMaterial) return false;
  if (!scorableAgainst(material, query)) return unsure;
  return pieces(selectFor(query)).some((piece) => !sent.includes(piece));
}

/** Whether some part of the question has enough of its words in the material to be scored against it. */
export function scorableAgainst(material: CutMaterial, query: QueryInfo): boolean {
  const terms = (material.terms ??= new Set(contentTerms(material.original.filter((s) => s != null).join('\n'))));
  return query.parts.some((part) => {
    const own = [...new Set(contentTerms(part))];
    return own.length > 0 && own.filter((t) => terms.has(t)).length / own.length >= MIN_COVERAGE;
  });
}
