/**
 * @module compress/restore
 * Whether a follow-up question needs what an earlier selection left out. It does when it
 * sets a task over material, names a literal that only the cut part holds, uses more of
 * the material's words from the cut part than from the kept part, or shares no word with
 * the material at all ("and what fixed it?" — then Pith cannot tell, and keeps the text).
 * It does not when its words all lie in what was kept, or when it asks nothing.
 */
import { containsAnchor } from './anchors.js';
import type { QueryInfo } from './query-kind.js';
import { contentTerms } from './stem.js';

export interface CutMaterial {
  /** The message's text slots as the client sent them, and as Pith sent them after selection. */
  original: Array<string | null>;
  slots: Array<string | null>;
}

const termSets = new WeakMap<Array<string | null>, Set<string>>();

function termsOf(slots: Array<string | null>): Set<string> {
  let set = termSets.get(slots);
  if (!set) termSets.set(slots, (set = new Set(contentTerms(slots.filter((s) => s != null).join('\n')))));
  return set;
}

const join = (slots: Array<string | null>): string => slots.filter((s) => s != null).join('\n').toLowerCase();

export function followUpNeedsWhole(material: CutMaterial, query: QueryInfo): boolean {
  if (query.kind === 'none') return false;
  if (query.kind === 'task') return true;
  const sent = join(material.slots);
  const whole = join(material.original);
  if (query.anchors.some((a) => containsAnchor(whole, a) && !containsAnchor(sent, a))) return true;
  const terms = [...new Set(contentTerms(query.lookup))];
  const wholeTerms = termsOf(material.original);
  const sentTerms = termsOf(material.slots);
  const inWhole = terms.filter((t) => wholeTerms.has(t)).length;
  const inSent = terms.filter((t) => sentTerms.has(t)).length;
  return inWhole === 0 || inWhole > inSent;
}
