/**
 * @module eval/wording
 * What a wording is: an instruction template that wraps the material and the question the way a
 * real prompt does. Its own module, so the pools (eval/wordings.ts gathers them) and the pools'
 * files each import it without importing one another.
 */
import type { ChatMessage } from '../src/wire/chat.js';

export interface Wording {
  name: string;
  /** The question as it appears in the prompt (what scoring excludes). */
  ask(q: string): string;
  messages(material: string, asked: string): ChatMessage[];
}
