/**
 * @module compress/text-context
 * What every transform of one piece of text is given (the level's settings, the question, its
 * anchors, the time budget) and the two things each does with it: record which transform
 * changed the text, and stop when the budget is spent.
 */
import type { Anchor } from './anchors.js';
import type { DedupeRegistry } from './dedupe.js';
import { SIGNAL_LINE } from './logs.js';
import type { LevelSettings } from './settings.js';

export interface TextContext {
  settings: LevelSettings;
  /** Lossy transforms allowed for this text (reference material only). */
  lossy: boolean;
  /** Prose is left byte-exact: a user's own words when no question could be told apart. */
  protectProse?: boolean;
  /** Tool output (or an agent observation): long unfenced code in it is reference material. */
  observation?: boolean;
  /** Tool output: a line reporting an error, failure or warning survives every selection. */
  keepSignals?: boolean;
  /** Material for a lookup question: selected only when the question's words are in it. */
  lookup?: boolean;
  query: string;
  /** Literal tokens of the question: a unit holding one is kept. */
  anchors: Anchor[];
  /** Prose is selected only when the question can be scored against it (tool output read against the turn's question). */
  gateProse?: boolean;
  /**
   * The turn's other material, gated with this text: an agent's earlier tool outputs (its outputs
   * answer one question together), or a lookup turn's other messages of material.
   */
  gateWith?: readonly string[];
  /** The question part by part (for the lookup gate); `query` is all of them together. */
  queryParts?: string[];
  messageNumber: number;
  registry: DedupeRegistry;
  countTokens: (text: string) => number;
  transforms: Set<string>;
  deadline: number;
}

export class BudgetExceeded extends Error {}

export const isSignal = (line: string): boolean => SIGNAL_LINE.test(line);
/** A line that reports an error in records or passages: a log's length, not a paragraph of prose that says "failed". */
const SIGNAL_LINE_CHARS = 300;
export const isRecordSignal = (line: string): boolean => line.length <= SIGNAL_LINE_CHARS && isSignal(line);

/** Checked between blocks; the clock is read only after a few blocks' worth of text, since reading it costs more than a small block. */
let sinceCheck = 0;
export function checkDeadline(ctx: TextContext, chars = Infinity): void {
  sinceCheck += chars;
  if (sinceCheck < 8192) return;
  sinceCheck = 0;
  if (performance.now() > ctx.deadline) throw new BudgetExceeded('compression time budget exceeded');
}

export function track(ctx: TextContext, name: string, before: string, after: string): string {
  if (before !== after) ctx.transforms.add(name);
  return after;
}
