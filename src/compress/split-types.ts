/**
 * @module compress/split-types
 * What a message's reading gives: the asker's words around the material, and the questions
 * asked inside it. Its own module, so the readers of enclosed material (enclosed-splits.ts) and
 * of paragraphs (query-split.ts) share it without importing one another.
 */
import type { AskedPlace } from './carried-questions.js';

export interface QuerySplit {
  /** The asker's words before the material, with their separator. */
  head: string;
  material: string;
  /** The asker's words after the material, with the separator before them. */
  tail: string;
  /** The head is a few-shot frame (format and worked examples): kept whole, but it does not ask. */
  frame?: boolean;
  /** The asker's words in the middle of the material (pasted, asked, pasted on): kept in place, byte-exact. */
  inside?: AskedPlace;
  /**
   * The few questions the material carries (an e-mail's P.S., a ticket's open item): kept in
   * place, byte-exact, and read with the asker's words, which may only point at them.
   */
  carried?: AskedPlace[];
  /** The head and tail as read when the message stands in a comment frame (`-- `, `# `): without the marks. */
  unmarked?: { head: string; tail: string };
}
