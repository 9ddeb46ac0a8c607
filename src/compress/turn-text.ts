/**
 * @module compress/turn-text
 * The words of a message as the plan and the observation reader see them: its text slots
 * (string content, or one slot per text part), what an assistant turn said and asked, the
 * sentence-like arguments of its tool calls, and whether it ran a command.
 */
import type { ChatMessage } from '../wire/chat.js';
import { PLAIN_WORD } from './detect.js';
import { parseJson, stringValues } from './json-strings.js';
import { type QueryInfo, describeQuery } from './query-kind.js';

/** The text of each slot of a message (string content = slot 0; parts = one slot per text part, null for others). */
export type TextSlots = Array<string | null>;

const ASSISTANT_QUERY_CHARS = 2000;

export function textSlots(message: ChatMessage): TextSlots {
  const { content } = message;
  if (typeof content === 'string') return [content];
  if (Array.isArray(content)) return content.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : null));
  return [];
}

function spokenText(message: ChatMessage): string {
  return textSlots(message).filter((s) => s != null).join(' ');
}

/** What an assistant turn said in words (beside any calls it made). */
export function assistantText(message: ChatMessage): string {
  return spokenText(message).slice(-ASSISTANT_QUERY_CHARS);
}

/**
 * What an assistant turn asked for: its text and its tool calls (name and arguments) — of its
 * parallel calls, only the one that returned `callId` when it is among them: twenty calls of
 * `fetch {"nr": 1}` … `{"nr": 20}` ask nothing of one page but its own fetch.
 */
export function assistantAsk(message: ChatMessage, callId?: string): string {
  const text = spokenText(message);
  const all = message.tool_calls ?? [];
  const own = all.filter((c) => c.id === callId);
  const calls = (own.length > 0 ? own : all).map((c) => `${c.function?.name ?? ''} ${argumentWords(c.function?.arguments ?? '')}`).join(' ');
  return `${text} ${calls}`.slice(-ASSISTANT_QUERY_CHARS);
}

/** A number this large may be an id or a year the output holds; a smaller one alone is a count, a page, a depth (in a list, an id: `{"ids": [1, 2, 3]}`). */
const MIN_ASKED_NUMBER = 100;

/**
 * A call's arguments as words its output could hold: the values, not the keys (`"top_k"`), nor a
 * count or a flag (`"top_k": 3` would rank a passage titled "Section 3" first, `true` any JSON); numbers
 * in a list are ids the output holds (`fetch {"ids": [1, 2, 3]}` over `[1] Warsaw …`).
 * Arguments that are not JSON are read as they are.
 */
function argumentWords(raw: string): string {
  const parsed = parseJson(raw);
  if (parsed === undefined || parsed === null || typeof parsed !== 'object') return raw;
  const out: string[] = [];
  const walk = (v: unknown, listed = false): void => {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'number' && (listed || Math.abs(v) >= MIN_ASKED_NUMBER)) out.push(String(v));
    else if (Array.isArray(v)) v.forEach((x) => walk(x, true));
    else if (v !== null && typeof v === 'object') Object.values(v).forEach((x) => walk(x));
  };
  walk(parsed);
  return out.join(' ');
}

/** Words a question is asked in: three or more of them. */
const MIN_ASKED_WORDS = 3;

/** Words, most of them plain (not a shell command's flags and paths: `grep -rn 'count' src/`). */
function sentenceLike(value: string): boolean {
  const words = value.trim().split(/\s+/);
  return words.length >= MIN_ASKED_WORDS && words.filter((w) => PLAIN_WORD.test(w)).length >= words.length * 0.7;
}

/**
 * The string values of an assistant's tool-call arguments that are sentences
 * (`{"question": "What choice is left independent?", "max_results": 8}`): each asks on its own,
 * apart from the call's name and keys, which the returned material never holds.
 */
export function callArguments(message: ChatMessage): string[] {
  // Arguments that are no JSON are read only as the call's text.
  return (message.tool_calls ?? []).flatMap((call) => stringValues(parseJson(call.function?.arguments ?? '')).filter(sentenceLike).map((v) => v.trim()));
}

/**
 * What an assistant's call arguments ask, read as the agent's own words: a whole-material task
 * (`todo_write {"content": "List every year …"}`) or a lookup (`search {"q": "what choice is left
 * independent"}`), if any.
 */
export function agentAsks(message: ChatMessage): QueryInfo | undefined {
  const args = callArguments(message);
  return args.length === 0 ? undefined : describeQuery('', args.join('\n'));
}

/** An assistant turn that ran something: a tool call, or a command in a fence at its end (text-protocol agents). */
export function ranCommand(message: ChatMessage | undefined): boolean {
  if (!message || message.role !== 'assistant') return false;
  if ((message.tool_calls ?? []).length > 0) return true;
  const text = textSlots(message).filter((s) => s != null).join('\n').trimEnd();
  return /(^|\n)(`{3,}|~{3,})[^\n]*\n[\s\S]*\n\2$/.test(text);
}
