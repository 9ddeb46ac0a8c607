/**
 * @module compress/message
 * Compresses one chat message given what came before it. Decides per role what may change:
 * system/developer/assistant text gets lossless transforms only; a user message's own
 * question is kept byte-exact while the reference material around it is compressed with that
 * question as the query; tool output is compressed with the conversation's latest question
 * and the assistant turn that asked for it as the query. tool_calls, ids, names and
 * non-text parts are never touched.
 */
import type { ChatMessage } from '../wire/chat.js';
import { splitInstruction } from './instruction.js';
import { type TextContext, compressText } from './text-pipeline.js';

/** The compressed text of each text slot (string content = slot 0; parts = one slot per text part). */
export type TextSlots = Array<string | null>;

export function textSlots(message: ChatMessage): TextSlots {
  const { content } = message;
  if (typeof content === 'string') return [content];
  if (Array.isArray(content)) return content.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : null));
  return [];
}

/** Rebuild a message with new slot texts: same object if nothing changed, else only `content` differs. */
export function withSlots(message: ChatMessage, slots: TextSlots): ChatMessage {
  const { content } = message;
  if (typeof content === 'string') return slots[0] === content || slots[0] == null ? message : { ...message, content: slots[0] };
  if (!Array.isArray(content)) return message;
  let changed = false;
  const parts = content.map((part, i) => {
    const text = slots[i];
    if (text == null || part.text === text) return part;
    changed = true;
    return { ...part, text };
  });
  return changed ? { ...message, content: parts } : message;
}

export interface MessageContext extends Omit<TextContext, 'lossy' | 'query'> {
  /** The query for tool output: latest user question plus the assistant turn before it. */
  contextQuery: string;
}

/** Compress the text slots of one message. Returns the new slots and the user question found (if any). */
export function compressSlots(message: ChatMessage, ctx: MessageContext): { slots: TextSlots; question: string } {
  const slots = textSlots(message);
  const role = message.role;
  if (role === 'user') return compressUserSlots(slots, ctx);
  const lossy = (role === 'tool' || role === 'function') && ctx.settings.lossy;
  const textCtx: TextContext = { ...ctx, lossy, query: ctx.contextQuery, observation: true };
  return { slots: slots.map((s) => (s == null ? s : compressText(s, textCtx))), question: '' };
}

function compressUserSlots(slots: TextSlots, ctx: MessageContext): { slots: TextSlots; question: string } {
  const splits = slots.map((s) => (s == null ? null : splitInstruction(s)));
  const question = splits.map((s) => (s ? `${s.head} ${s.tail}` : '')).join(' ').trim();
  // Reference material is judged against the question in the same message; an observation
  // with no question of its own is judged against the conversation so far.
  const query = question !== '' ? question : ctx.contextQuery;
  const observation = question === '';
  const textCtx: TextContext = { ...ctx, lossy: ctx.settings.lossy, query, protectProse: observation, observation };
  const out = splits.map((split) => {
    if (split == null) return null;
    const material = split.material === '' ? '' : compressText(split.material, textCtx);
    return split.head + material + split.tail;
  });
  return { slots: out, question };
}
