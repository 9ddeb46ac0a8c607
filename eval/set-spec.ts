/**
 * @module eval/set-spec
 * What a set of the layout suite is: items, the layouts it is judged in, and how a compressed
 * request is judged. Sets live in squad-sets, needles and whole-tasks; eval/score runs them.
 */
import type { Item, Laid, Layout } from './layouts.js';
import type { Split } from './split.js';

/** Judges one compressed request: `texts` are its messages' texts. */
export type NeedleJudge = (item: Item, texts: string[], laid: Laid) => boolean;

export type SetFamily = 'squad-windows' | 'multi-R' | 'multi-T' | 'needles' | 'whole-material' | 'no-query';

export interface SetSpec {
  /** Row label, e.g. "multi-T" or "needle: kv". */
  name: string;
  family: SetFamily;
  split: Split | 'all';
  items: Item[];
  layouts: Layout[];
  /** 'answer': a gold answer survives outside the question; 'lossless': equals the lossless result. */
  judge: 'answer' | 'lossless' | NeedleJudge;
  /** Compare with BM25 whole-passage selection at the same budget. */
  baseline: boolean;
}
