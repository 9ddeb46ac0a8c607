/**
 * @module eval/format-convert
 * Chat conversations (the SWE-agent trajectories of eval/data.ts, or generated ones) written
 * in the agent front doors' wire formats, the way their clients send them:
 * - Anthropic Messages, as Claude Code does: the system prompt as a text block with a cache
 *   breakpoint, strictly alternating user/assistant messages (consecutive tool outputs and
 *   user turns merge into one user message: tool_result blocks, then text blocks), assistant
 *   turns as a text block plus tool_use blocks with parsed inputs, and one more breakpoint on
 *   the newest block of each request.
 * - OpenAI Responses, as Codex and the Agents SDK do: `instructions`, user messages, the
 *   assistant's output message items (output_text parts) and function_call items, and
 *   function_call_output items.
 */
import type { AnthropicBlock, AnthropicMessage, MessagesRequest } from '../src/wire/anthropic/types.js';
import type { ChatMessage } from '../src/wire/chat.js';
import type { ResponsesItem, ResponsesRequest } from '../src/wire/responses/types.js';

const MODEL = 'replay-model';
const BREAKPOINT = { type: 'ephemeral' };

function text(m: ChatMessage): string {
  if (typeof m.content === 'string') return m.content;
  if (Array.isArray(m.content)) return m.content.map((p) => (typeof p.text === 'string' ? p.text : '')).join('\n');
  return '';
}

function toolInput(args: string | undefined): unknown {
  try {
    const value = JSON.parse(args ?? '{}') as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { value };
  } catch {
    return { raw: args };
  }
}

function anthropicBlocks(m: ChatMessage): AnthropicBlock[] {
  const t = text(m);
  if (m.role === 'tool') return [{ type: 'tool_result', tool_use_id: String(m.tool_call_id), content: t }];
  const blocks: AnthropicBlock[] = t !== '' ? [{ type: 'text', text: t }] : [];
  for (const call of m.tool_calls ?? []) blocks.push({ type: 'tool_use', id: call.id, name: call.function?.name ?? 'tool', input: toolInput(call.function?.arguments) });
  return blocks;
}

/** The conversation as one Messages request, with Claude Code's breakpoints (system, newest block). */
export function toAnthropic(messages: readonly ChatMessage[]): MessagesRequest {
  const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map(text);
  const out: AnthropicMessage[] = [];
  for (const m of messages) {
    if (m.role === 'system' || m.role === 'developer') continue;
    const role = m.role === 'assistant' ? 'assistant' : 'user';
    const blocks = anthropicBlocks(m);
    if (blocks.length === 0) continue;
    const last = out[out.length - 1];
    if (last && last.role === role) (last.content as AnthropicBlock[]).push(...blocks);
    else out.push({ role, content: blocks });
  }
  const newest = out[out.length - 1]?.content as AnthropicBlock[] | undefined;
  if (newest && newest.length > 0) newest[newest.length - 1] = { ...newest[newest.length - 1]!, cache_control: BREAKPOINT };
  const request: MessagesRequest = { model: MODEL, max_tokens: 4096, messages: out };
  if (system.length > 0) request.system = [{ type: 'text', text: system.join('\n\n'), cache_control: BREAKPOINT }];
  return request;
}

function responsesItems(m: ChatMessage): ResponsesItem[] {
  const t = text(m);
  if (m.role === 'tool') return [{ type: 'function_call_output', call_id: String(m.tool_call_id), output: t }];
  if (m.role !== 'assistant') return [{ role: m.role === 'function' ? 'user' : m.role, content: t }];
  const items: ResponsesItem[] = t !== '' ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: t, annotations: [] }] }] : [];
  for (const call of m.tool_calls ?? []) items.push({ type: 'function_call', call_id: call.id, name: call.function?.name ?? 'tool', arguments: call.function?.arguments ?? '{}' });
  return items;
}

/** The conversation as one Responses request (stateless: every item sent again, as Codex does). */
export function toResponses(messages: readonly ChatMessage[]): ResponsesRequest {
  const system = messages.filter((m) => m.role === 'system' || m.role === 'developer').map(text);
  const input = messages.filter((m) => m.role !== 'system' && m.role !== 'developer').flatMap(responsesItems);
  return { model: MODEL, ...(system.length > 0 ? { instructions: system.join('\n\n') } : {}), input };
}

/**
 * Where an agent calls the model: after every run of non-assistant messages that an
 * assistant turn answers, and at the end. Returns the prefix lengths.
 */
export function callPoints(messages: readonly ChatMessage[]): number[] {
  const points: number[] = [];
  for (let n = 1; n < messages.length; n++) {
    if (messages[n]!.role === 'assistant' && messages[n - 1]!.role !== 'assistant' && messages.slice(0, n).some((m) => m.role === 'user')) points.push(n);
  }
  if (messages[messages.length - 1]?.role !== 'assistant') points.push(messages.length);
  return points;
}
