/**
 * @module eval/layouts
 * Prompt layouts of our own writing. Every layout turns one item — material passages with
 * titles, a question (or task), an instruction — into a chat request, so every set can be put
 * in every layout. `skeleton` is the same layout with no material: the material's tokens are
 * the difference between the two.
 */
import type { ChatMessage, ChatRequest } from '../src/wire/chat.js';
import { type Split, pick, rngFrom } from './split.js';
import { type Wording, englishWordings, foreignWordings } from './wordings.js';

export const MODEL = 'gpt-4o';

export interface Passage {
  title: string;
  text: string;
}

export interface Item {
  id: string;
  split: Split;
  passages: Passage[];
  /** The query or task as the user writes it. */
  question: string;
  /** The set's instruction (system-style), e.g. "Answer from the context." */
  instruction: string;
  /** 'numbered': passages as `Document [i](Title: …)`; 'plain': blank-line separated text. */
  render: 'plain' | 'numbered';
  /** A task over the whole material (labels say Task, not Question). */
  task?: boolean;
  answers?: string[];
  /** Index in `passages` of the passage that holds the answer. */
  answerPassage?: number;
  /** Set-specific data for judges and set-specific layouts. */
  meta?: Record<string, unknown>;
}

export interface Laid {
  request: ChatRequest;
  /** The question exactly as placed in the prompt (excluded when scoring an answer). */
  questionText: string;
}

export interface Layout {
  name: string;
  build(item: Item): Laid;
  /** Whether the split has wordings for this layout (the held-out pool may have no chat wordings). */
  available?(split: Split): boolean;
}

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const req = (...messages: ChatMessage[]): ChatRequest => ({ model: MODEL, messages });

export const plainText = (passages: Passage[]): string => passages.map((p) => p.text).join('\n\n');

export function renderMaterial(item: Pick<Item, 'passages' | 'render'>): string {
  if (item.render === 'plain') return plainText(item.passages);
  return item.passages.map((p, i) => `Document [${i + 1}](Title: ${p.title}) ${p.text}`).join('\n\n');
}

function xmlMaterial(item: Item): string {
  const docs = item.passages.map((p, i) => {
    const title = p.title ? `<title>${p.title}</title>` : '';
    return `<document index="${i + 1}">${title}<content>\n${p.text}\n</content></document>`;
  });
  return `<documents>\n${docs.join('\n')}\n</documents>`;
}

function markdownMaterial(item: Item): string {
  const docs = item.passages.map((p, i) => `### Document ${i + 1}${p.title ? `: ${p.title}` : ''}\n\n${p.text}`);
  return `## Context\n\n${docs.join('\n\n')}`;
}

const label = (item: Item): string => (item.task ? 'Task' : 'Question');

/** A simple layout: the question text is the item's question unchanged. */
function layout(name: string, messages: (item: Item, m: string, q: string) => ChatMessage[]): Layout {
  return { name, build: (item) => ({ request: req(...messages(item, renderMaterial(item), item.question)), questionText: item.question }) };
}

/**
 * A wording whose material an assistant reply follows before the question (a file uploaded,
 * acknowledged, then asked about). Small talk before the material, or a tool call whose output
 * is the material, is no such reply: that material is read with the question as usual.
 */
function isChat(w: Wording): boolean {
  const messages = w.messages('MATERIAL_SENTINEL', w.ask('QUESTION_SENTINEL'));
  const at = (mark: string): number => messages.findIndex((m) => JSON.stringify(m.content).includes(mark));
  const material = at('MATERIAL_SENTINEL');
  const question = at('QUESTION_SENTINEL');
  return messages.some((m, i) => m.role === 'assistant' && i > material && i < question);
}

/**
 * Layouts where the material precedes an assistant reply: by the cache rule of
 * docs/compression.md ("Cache stability") that turn is sent as it was the first time, so they are
 * judged on retention only, and their reduction is reported but owes no bar.
 */
export const CONVERSATION_LAYOUTS: ReadonlySet<string> = new Set(['wording-chat']);

function rotating(name: string, pool: (split: Split) => Wording[]): Layout {
  return {
    name,
    available: (split) => pool(split).length > 0,
    build(item) {
      const w = pick(pool(item.split), rngFrom(`${item.id}/${name}`));
      const asked = w.ask(item.question);
      return { request: req(...w.messages(renderMaterial(item), asked)), questionText: asked };
    },
  };
}

/** Material as a tool's output in an agent flow; the question comes before the call or after the result. */
function toolFlow(name: string, questionAfter: boolean): Layout {
  return {
    name,
    build(item) {
      const tool = String(item.meta?.tool ?? 'search_documents');
      const args = String(item.meta?.toolArgs ?? JSON.stringify({ query: item.question }));
      const call: ChatMessage = { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: tool, arguments: args } }] };
      const result: ChatMessage = { role: 'tool', tool_call_id: 'call_1', content: renderMaterial(item) };
      const messages = questionAfter
        ? [sys(item.instruction), user(String(item.meta?.fetch ?? 'Fetch the documents.')), call, result, user(item.question)]
        : [sys(item.instruction), user(item.question), call, result];
      return { request: req(...messages), questionText: item.question };
    },
  };
}

export const LAYOUTS = {
  last: layout('last', (i, m, q) => [sys(i.instruction), user(`${m}\n\n${q}`)]),
  first: layout('first', (i, m, q) => [sys(i.instruction), user(`${q}\n\n${m}`)]),
  system: layout('system-context', (i, m, q) => [sys(`${i.instruction}\n\n${m}`), user(q)]),
  turns: layout('two-turns', (i, m, q) => [sys(i.instruction), user(m), user(q)]),
  labelled: layout('labelled', (i, m, q) => [user(`${i.instruction}\n\nContext:\n${m}\n\n${label(i)}: ${q}\nAnswer:`)]),
  qa: layout('q-a', (i, m, q) => [sys(i.instruction), user(`${m}\n\nQ: ${q}\nA:`)]),
  xml: layout('xml', (i, _m, q) => {
    const tag = i.task ? 'task' : 'question';
    return [sys(i.instruction), user(`${xmlMaterial(i)}\n\n<${tag}>${q}</${tag}>`)];
  }),
  markdown: layout('markdown', (i, _m, q) => [sys(i.instruction), user(`${markdownMaterial(i)}\n\n## ${label(i)}\n\n${q}`)]),
  lookup: {
    name: 'lookup-field',
    build(item) {
      const asked = `lookup: ${item.question.replace(/\?\s*$/, '').toLowerCase()}`;
      return { request: req(sys(item.instruction), user(`${renderMaterial(item)}\n\n${asked}`)), questionText: asked };
    },
  } satisfies Layout,
  wording: rotating('wording-en', (split) => englishWordings(split).filter((w) => !isChat(w))),
  foreign: rotating('wording-intl', (split) => foreignWordings(split).filter((w) => !isChat(w))),
  chat: rotating('wording-chat', (split) => [...englishWordings(split), ...foreignWordings(split)].filter(isChat)),
  toolQuestionFirst: toolFlow('tool-output', false),
  toolFollowUp: toolFlow('tool-then-question', true),
} as const;

/** The twelve layouts every QA set is judged on. */
export const QA_LAYOUTS: Layout[] = [
  LAYOUTS.last, LAYOUTS.first, LAYOUTS.system, LAYOUTS.turns, LAYOUTS.labelled, LAYOUTS.qa,
  LAYOUTS.xml, LAYOUTS.markdown, LAYOUTS.lookup, LAYOUTS.wording, LAYOUTS.foreign, LAYOUTS.chat,
];

export function skeleton(l: Layout, item: Item): ChatRequest {
  return l.build({ ...item, passages: [] }).request;
}
