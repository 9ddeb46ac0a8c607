/**
 * @module web/transcript
 * Renders a chat request as readable text (one block per message) so the playground can
 * diff a whole request the same way it diffs a prompt.
 */
import type { ChatMessage, ChatRequest } from './types.js';

function contentText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : `[${p.type}]`)).join('\n');
}

export function requestToText(request: ChatRequest): string {
  const blocks = request.messages.map((m) => {
    const head = `── ${m.role}${m.name ? ` (${m.name})` : ''} ──\n`;
    const calls = (m.tool_calls ?? []).map((c) => `→ ${c.function?.name ?? 'tool'}(${c.function?.arguments ?? ''})`).join('\n');
    return head + contentText(m) + (calls ? `\n${calls}` : '');
  });
  if (request.tools?.length) blocks.push(`── tools ──\n${request.tools.length} tool definition(s)`);
  return blocks.join('\n\n');
}

export type ParsedInput =
  | { kind: 'prompt'; prompt: string }
  | { kind: 'request'; request: ChatRequest }
  | { kind: 'invalid'; message: string };

/** Text that starts with `{` is a chat request (and must parse); anything else is a prompt. */
export function parsePlaygroundInput(text: string): ParsedInput {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'invalid', message: 'Paste a prompt or a chat-completion request first.' };
  if (!trimmed.startsWith('{')) return { kind: 'prompt', prompt: text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (err) {
    return { kind: 'invalid', message: `This looks like JSON but does not parse: ${(err as Error).message}` };
  }
  const obj = parsed as Partial<ChatRequest>;
  if (!obj || typeof obj !== 'object' || !Array.isArray(obj.messages)) {
    return { kind: 'invalid', message: 'A request needs a "messages" array (and a "model").' };
  }
  return { kind: 'request', request: obj as ChatRequest };
}
