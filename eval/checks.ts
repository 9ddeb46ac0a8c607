/**
 * @module eval/checks
 * Invariant checks of a compressed request against its original, written independently of
 * the compressor's own code paths: what must pass through untouched, what must survive.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ChatMessage, ChatRequest } from '../src/wire/chat.js';

/** A line reporting an error, exception, failure or warning (the README's "signal line"). */
export const SIGNAL = /error|exception|fail|warn/i;
/** A signal line is a log's length: a longer one is a paragraph of prose (a retrieved passage in tool output). */
const MAX_SIGNAL_CHARS = 300;
const PROGRESS = /--:--:--|\d+%\s*\||% Total|Dload\s+Upload/;
const MARKER = /\[… [^\]]*\]|… \d+ more items omitted|…/g;

export function messageText(m: ChatMessage): string {
  if (typeof m.content === 'string') return m.content;
  if (Array.isArray(m.content)) return m.content.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : '')).join('\n');
  return '';
}

/** SQuAD's answer normalisation: lower case, no punctuation, no articles, single spaces. */
export function normaliseAnswer(s: string): string {
  return s.toLowerCase().replace(/[\p{P}\p{S}]/gu, ' ').replace(/\b(a|an|the)\b/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Some text with a gold answer in it (raw containment first: it implies the normalised one, and is cheap). */
export function holdsAnswer(text: string, answers: string[]): boolean {
  if (answers.some((a) => text.includes(a))) return true;
  const t = normaliseAnswer(text);
  return answers.some((a) => t.includes(normaliseAnswer(a)));
}

// A request's text is checked at every level; its atoms are computed once (bounded memo).
const atomMemo = new Map<string, Set<string>>();

/** Numbers, URLs, paths and identifiers with digits: the "atoms" that must never change. */
export function atoms(text: string): Set<string> {
  const memo = atomMemo.get(text);
  if (memo) return memo;
  if (atomMemo.size > 4000) atomMemo.clear();
  const out = new Set<string>();
  atomMemo.set(text, out);
  for (const m of text.replace(MARKER, ' ').matchAll(/https?:\/\/[^\s"'<>)\]]+|[\w./:-]*\d[\w./:-]*/g)) {
    const a = m[0].replace(/[.:,-]+$/, '').replace(/^[.:,-]+/, '');
    if (a.length > 0) out.add(a);
  }
  return out;
}

function holdsQuestion(r: ChatRequest, question: string): boolean {
  const escaped = JSON.stringify(question).slice(1, -1);
  return r.messages.some((m) => messageText(m).includes(question) || (m.tool_calls ?? []).some((c) => c.function?.arguments.includes(escaped) === true));
}

function requestText(r: ChatRequest, upTo = r.messages.length): string {
  return r.messages.slice(0, upTo).map(messageText).join('\n');
}

export interface CheckOptions {
  /** The last user message's own question, which must survive byte-exact. */
  question?: string;
  lossless: boolean;
  /** Same request compressed losslessly: system/developer messages must equal it at lossy levels. */
  losslessReference?: ChatRequest;
  /** Roles whose content counts as tool output for the signal-line rule. */
  outputRoles?: Array<ChatMessage['role']>;
}

/** Returns the list of violated invariants (empty when all hold). */
export function checkInvariants(original: ChatRequest, compressed: ChatRequest, options: CheckOptions): string[] {
  const v: string[] = [];
  for (const key of new Set([...Object.keys(original), ...Object.keys(compressed)])) {
    if (key !== 'messages' && original[key] !== compressed[key]) v.push(`field ${key} changed`);
  }
  if (original.messages.length !== compressed.messages.length) return [...v, 'message count changed'];
  original.messages.forEach((m, i) => {
    const c = compressed.messages[i] as ChatMessage;
    for (const key of new Set([...Object.keys(m), ...Object.keys(c)])) {
      if (key !== 'content' && !isDeepStrictEqual(m[key], c[key])) v.push(`message ${i} ${key} changed`);
    }
    if (Array.isArray(m.content) && Array.isArray(c.content)) {
      m.content.forEach((p, j) => {
        if (p.type !== 'text' && c.content?.[j as never] !== p) v.push(`message ${i} part ${j} changed`);
      });
    }
    const ref = options.losslessReference?.messages[i];
    if (ref && (m.role === 'system' || m.role === 'developer') && !isDeepStrictEqual(ref.content, c.content)) v.push(`message ${i} system beyond lossless`);
  });
  // Byte-exact wherever the layout put it: the last user turn, the system message that asks, or a
  // tool call's arguments (JSON-escaped there; tool calls are checked identical above).
  const question = options.question;
  if (question && holdsQuestion(original, question) && !holdsQuestion(compressed, question)) v.push('question altered');
  v.push(...atomViolations(original, compressed, options.lossless));
  v.push(...signalViolations(original, compressed, options.outputRoles ?? ['tool']).map((l) => `signal line lost: ${l.slice(0, 60)}`));
  return v;
}

function atomViolations(original: ChatRequest, compressed: ChatRequest, lossless: boolean): string[] {
  // TOON's "key[N]{…}:" / "key[N]:" length headers (a root array's at a line start) are structure, not content.
  // (The preceding character is tested in the callback: a look-behind here makes the scan ~10× slower.)
  const toonless = (t: string): string =>
    t.replace(/\[\d+[:|\t]?\](?=[{:])/g, (m, at: number) => (at === 0 || /[\w"\n]/.test(t.charAt(at - 1)) ? '' : m));
  const before = atoms(toonless(requestText(original)));
  const after = atoms(toonless(requestText(compressed)));
  const v: string[] = [];
  for (const a of after) if (!before.has(a)) v.push(`atom invented or altered: ${a}`);
  if (lossless) {
    const kept = atoms(toonless(requestText(original).split('\n').filter((l) => !PROGRESS.test(l)).join('\n')));
    for (const a of kept) if (!after.has(a)) v.push(`atom lost: ${a}`);
  }
  return v.slice(0, 5);
}

/** Signal lines of tool output that no longer reach the model (whitespace aside). */
export function signalViolations(original: ChatRequest, compressed: ChatRequest, roles: Array<ChatMessage['role']>): string[] {
  const lost: string[] = [];
  const squash = (s: string): string => s.replace(/\s+/g, '');
  original.messages.forEach((m, i) => {
    if (!roles.includes(m.role) || i === 0) return;
    // A log's line, not a paragraph of prose that happens to say "failed" (docs/compression.md: ≤ 300 characters).
    const lines = messageText(m).split('\n').filter((l) => SIGNAL.test(l) && l.trim() !== '' && l.length <= MAX_SIGNAL_CHARS);
    if (lines.length === 0) return;
    const upTo = squash(requestText(compressed, i + 1));
    for (const line of lines) if (!upTo.includes(squash(line).replace(/\r/g, ''))) lost.push(line);
  });
  return lost;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
