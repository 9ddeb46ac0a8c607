/**
 * @module wire/anthropic/project
 * A Messages request as chat messages for the compressor (wire/projection.ts), block by block
 * in request order:
 * - `system` → a system message (its text blocks);
 * - a user message's text blocks, text documents and opaque blocks (images, PDFs, citable
 *   documents) → user messages, split wherever a `tool_result` block sits; each `tool_result`
 *   → a tool message answering its `tool_use_id`, with its text;
 * - an assistant message's text blocks → an assistant message whose `tool_calls` are its
 *   `tool_use` blocks (arguments as given); thinking and redacted_thinking blocks are not
 *   projected at all, so nothing can touch them.
 * Only the `text` of text blocks, the `content` of tool results and the text of plain-text
 * documents go back; a document with citations enabled stays as it came, since Anthropic's
 * citations point into the text the client sent.
 */
import type { ToolCall } from '../chat.js';
import { type Path, type Projection, ProjectionBuilder, type Slot } from '../projection.js';
import type { AnthropicBlock, AnthropicDocumentBlock, AnthropicMessage, AnthropicToolResultBlock, MessagesRequest } from './types.js';

function documentSlots(block: AnthropicDocumentBlock, path: Path): Slot[] {
  const { source } = block;
  if (block.citations?.enabled === true || typeof source !== 'object' || source === null) return [{ opaque: block.type }];
  if (source.type === 'text' && typeof source.data === 'string') return [{ text: source.data, path: [...path, 'source', 'data'] }];
  if (source.type === 'content') {
    if (typeof source.content === 'string') return [{ text: source.content, path: [...path, 'source', 'content'] }];
    if (Array.isArray(source.content)) return (source.content as AnthropicBlock[]).flatMap((b, k) => blockSlots(b, [...path, 'source', 'content', k]));
  }
  return [{ opaque: block.type }];
}

/** A non-tool_result block of user content (or of a tool result's content). */
function blockSlots(block: AnthropicBlock, path: Path): Slot[] {
  if (block.type === 'text' && typeof block.text === 'string') return [{ text: block.text, path: [...path, 'text'] }];
  if (block.type === 'document') return documentSlots(block as AnthropicDocumentBlock, path);
  return [{ opaque: block.type }];
}

function projectToolResult(b: ProjectionBuilder, block: AnthropicToolResultBlock, path: Path): void {
  const extra = { tool_call_id: block.tool_use_id };
  const { content } = block;
  if (typeof content === 'string') return b.text('tool', content, [...path, 'content'], extra);
  const slots = Array.isArray(content) ? content.flatMap((inner, k) => blockSlots(inner, [...path, 'content', k])) : [];
  b.slots('tool', slots, extra);
}

function projectUser(b: ProjectionBuilder, message: AnthropicMessage, path: Path): void {
  if (typeof message.content === 'string') return b.text('user', message.content, path);
  let pending: Slot[] = [];
  message.content.forEach((block, i) => {
    if (block.type !== 'tool_result') {
      pending.push(...blockSlots(block, [...path, i]));
      return;
    }
    b.slots('user', pending);
    pending = [];
    projectToolResult(b, block as AnthropicToolResultBlock, [...path, i]);
  });
  b.slots('user', pending);
}

function projectAssistant(b: ProjectionBuilder, message: AnthropicMessage, path: Path): void {
  if (typeof message.content === 'string') return b.text('assistant', message.content, path);
  const slots: Slot[] = [];
  const calls: ToolCall[] = [];
  message.content.forEach((block, i) => {
    if (block.type === 'text' && typeof block.text === 'string') slots.push({ text: block.text, path: [...path, i, 'text'] });
    else if (block.type === 'tool_use' || block.type === 'server_tool_use') {
      calls.push({ id: String(block.id), type: 'function', function: { name: String(block.name), arguments: JSON.stringify(block.input ?? {}) } });
    }
  });
  b.slots('assistant', slots, calls.length > 0 ? { tool_calls: calls } : {});
}

export function projectMessages(request: Pick<MessagesRequest, 'system' | 'messages'>): Projection {
  const b = new ProjectionBuilder();
  const { system } = request;
  if (typeof system === 'string') b.text('system', system, ['system']);
  else if (Array.isArray(system)) b.slots('system', system.flatMap((block, i) => blockSlots(block, ['system', i])));
  request.messages.forEach((message, i) => {
    if (message.role === 'assistant') projectAssistant(b, message, ['messages', i, 'content']);
    else projectUser(b, message, ['messages', i, 'content']);
  });
  return b.build();
}
