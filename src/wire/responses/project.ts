/**
 * @module wire/responses/project
 * A Responses request as chat messages for the compressor (wire/projection.ts), item by item
 * in request order:
 * - `instructions` → a system message; a string `input` → a user message;
 * - a message item → a message of its role (system, developer, user, assistant), its
 *   input_text / output_text parts as text, other parts (images, files) kept in place;
 * - `function_call` / `custom_tool_call` → an assistant message with that one tool call
 *   (arguments as given); `function_call_output` / `custom_tool_call_output` → a tool message
 *   answering its `call_id`;
 * - every other item (reasoning, item_reference, built-in tool calls) is not projected, so
 *   nothing can touch it.
 * One item makes at most one message, so the projection of an item never depends on the
 * items after it (cache stability).
 */
import type { ChatRole } from '../chat.js';
import { type Path, type Projection, ProjectionBuilder, type Slot } from '../projection.js';
import type { ResponsesContentPart, ResponsesItem, ResponsesRequest } from './types.js';

const ROLES: ReadonlySet<string> = new Set<ChatRole>(['system', 'developer', 'user', 'assistant']);
const TEXT_PARTS: ReadonlySet<string> = new Set(['input_text', 'output_text', 'text']);

function partSlots(parts: ResponsesContentPart[], path: Path): Slot[] {
  return parts.map((p, k) => (TEXT_PARTS.has(p.type) && typeof p.text === 'string' ? { text: p.text, path: [...path, k, 'text'] } : { opaque: p.type }));
}

/** Adds `content` (a string or parts at `path`) as one message. */
function contentMessage(b: ProjectionBuilder, role: ChatRole, content: unknown, path: Path, extra: { tool_call_id?: string } = {}): void {
  if (typeof content === 'string') b.text(role, content, path, extra);
  else b.slots(role, Array.isArray(content) ? partSlots(content as ResponsesContentPart[], path) : [], extra);
}

function projectItem(b: ProjectionBuilder, item: ResponsesItem, path: Path): void {
  const type = item.type ?? 'message';
  if (type === 'message' && typeof item.role === 'string' && ROLES.has(item.role)) {
    return contentMessage(b, item.role as ChatRole, item.content, [...path, 'content']);
  }
  if (type === 'function_call' || type === 'custom_tool_call') {
    const args = type === 'function_call' ? item.arguments : item.input;
    const call = { id: String(item.call_id), type: 'function', function: { name: String(item.name), arguments: String(args ?? '') } };
    return b.slots('assistant', [], { tool_calls: [call] });
  }
  if (type === 'function_call_output' || type === 'custom_tool_call_output') {
    contentMessage(b, 'tool', item.output, [...path, 'output'], { tool_call_id: String(item.call_id) });
  }
}

export function projectResponses(request: Pick<ResponsesRequest, 'instructions' | 'input'>): Projection {
  const b = new ProjectionBuilder();
  if (typeof request.instructions === 'string') b.text('system', request.instructions, ['instructions']);
  const { input } = request;
  if (typeof input === 'string') b.text('user', input, ['input']);
  else if (Array.isArray(input)) input.forEach((item, i) => projectItem(b, item, ['input', i]));
  return b.build();
}
