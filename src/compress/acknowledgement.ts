/**
 * @module compress/acknowledgement
 * What an assistant's reply says of the material before it: a short reply that names almost none
 * of its words and calls no tool only acknowledges it ("Got both parts, send the question."), so
 * the material is for the question that comes next (`plan.ts`); a reply that ends by asking wants
 * more from the person. Pure: messages in, verdicts out.
 */
import type { QuerySplit } from './query-split.js';
import { contentTerms, isCommonVerb } from './stem.js';
import { textSlots } from './turn-text.js';
import type { ChatMessage } from '../wire/chat.js';

/** The longest reply that can be an acknowledgement only, and the material's words it may repeat. */
const MAX_ACK_CHARS = 300;
const MAX_ACK_MATERIAL_TERMS = 3;
const MAX_ASKING_ACK_MATERIAL_TERMS = 6;
/** An object's key in JSON (`"title":`). */
const JSON_KEY = /"[^"\n]{1,40}"\s*:/g;

/** What an assistant said in words, when it called no tool: undefined for any other message. */
function saidOnly(message: ChatMessage | undefined): string | undefined {
  if (message?.role !== 'assistant' || (message.tool_calls ?? []).length > 0) return undefined;
  return textSlots(message).filter((s) => s != null).join('\n');
}

/** A reply short enough to be an acknowledgement, before the material is read (cheap: no material needed). */
export function mayAcknowledge(reply: ChatMessage | undefined): boolean {
  const said = saidOnly(reply);
  return said !== undefined && said.trim() !== '' && said.length <= MAX_ACK_CHARS;
}

/**
 * An assistant's short reply that says nothing of the material (it names at most three of its
 * words) and calls no tool, to a turn that asked nothing: it can only acknowledge ("Got both
 * parts, send the question."), whether or not it ends by asking.
 */
export function acknowledgesOnly(reply: ChatMessage | undefined, splits: Array<QuerySplit | null>): boolean {
  if (!mayAcknowledge(reply)) return false;
  // A JSON key is the material's shape, not its content: "20 records, each with id, title, url and text" says what came, no more.
  const material = new Set(contentTerms(splits.map((x) => x?.material ?? '').join('\n').replace(JSON_KEY, ' ')));
  if (material.size === 0) return false;
  // "What would you like to know about it?": a common verb the material uses too names none of it.
  // A reply that ends by asking what the person wants may say what came first ("Got the export —
  // 20 records. What would you like me to do with it?").
  const named = new Set(contentTerms(saidOnly(reply) ?? '').filter((t) => material.has(t) && !isCommonVerb(t))).size;
  return named <= (asksForMore(reply) ? MAX_ASKING_ACK_MATERIAL_TERMS : MAX_ACK_MATERIAL_TERMS);
}

/** An assistant's reply that ends by asking the user something, and called no tool. */
export function asksForMore(message: ChatMessage | undefined): boolean {
  const said = saidOnly(message);
  return said !== undefined && /[?？؟]\s*$/u.test(said);
}
