/**
 * @module eval/follow-ups
 * Multi-turn RAG chats: the material arrives once (with the first question, or in the system
 * message), then two follow-up questions about other paragraphs of it. A compressor that
 * freezes its first selection for the prompt cache cannot answer them; one that recompresses
 * every turn breaks the cache. Measured per layout and level: each turn's answer in what the
 * upstream received, how many messages came back whole (cache breaks), and what the chat
 * costs with automatic prompt caching against the same chat sent uncompressed.
 */
import { isDeepStrictEqual } from 'node:util';
import { type CompressionLevel, createCompressor } from '../src/compress/index.js';
import type { ChatMessage } from '../src/wire/chat.js';
import { messageText, normaliseAnswer } from './checks.js';
import { SQUAD_WINDOW, squadArticles } from './data.js';
import { replayCost } from './replay.js';
import { type Split, articleSplit, sample } from './split.js';

interface Turn {
  question: string;
  answers: string[];
}

interface Chat {
  context: string;
  turns: Turn[];
}

const TURNS = 3;
const SIZES: Record<Split, number> = { dev: 150, heldout: 60 };

/** Windows of 6 paragraphs with one answerable question from each of three different paragraphs. */
function chats(split: Split): Chat[] {
  const out: Chat[] = [];
  squadArticles().forEach((article, a) => {
    if (articleSplit(a) !== split) return;
    for (let start = 0; start + SQUAD_WINDOW <= article.paragraphs.length; start += SQUAD_WINDOW) {
      const window = article.paragraphs.slice(start, start + SQUAD_WINDOW);
      const turns = window
        .map((p) => p.qas.find((q) => !q.is_impossible))
        .filter((q) => q !== undefined)
        .slice(0, TURNS)
        .map((q) => ({ question: q.question.trim(), answers: q.answers.map((x) => x.text) }));
      if (turns.length === TURNS) out.push({ context: window.map((p) => p.context).join('\n\n'), turns });
    }
  });
  return sample(out, SIZES[split], `follow-ups/${split}`);
}

const LAYOUTS: Record<string, (chat: Chat) => ChatMessage[]> = {
  'material with first question': (c) => [
    { role: 'system', content: 'Answer from the context.' },
    { role: 'user', content: `${c.context}\n\n${c.turns[0]?.question ?? ''}` },
  ],
  'material in system message': (c) => [
    { role: 'system', content: `Use the following pieces of retrieved context to answer the question.\n\n${c.context}` },
    { role: 'user', content: c.turns[0]?.question ?? '' },
  ],
  // An assistant with a retrieval tool: the material is the tool's reply to the first question.
  'material from a tool call': (c) => [
    { role: 'system', content: 'Answer from what the search_docs tool returns.' },
    { role: 'user', content: c.turns[0]?.question ?? '' },
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search_docs', arguments: JSON.stringify({ query: c.turns[0]?.question ?? '' }) } }] },
    { role: 'tool', tool_call_id: 'call_1', content: c.context },
  ],
};

/** The tools a layout's requests declare. */
const SEARCH_TOOL = [{ type: 'function' as const, function: { name: 'search_docs', description: 'Search the knowledge base.', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } } }];
const TOOLS: Record<string, typeof SEARCH_TOOL | undefined> = { 'material from a tool call': SEARCH_TOOL };

export interface FollowUpRow {
  split: Split;
  layout: string;
  level: CompressionLevel;
  chats: number;
  /** Per turn: share of chats whose answer reached the upstream (outside the question itself). */
  kept: number[];
  /** Requests whose compressed prefix differs from the previous request's, per chat (prompt-cache breaks). */
  breaksPerChat: number;
  savedTokens: number;
  cost: number;
}

function run(split: Split, layout: string, level: CompressionLevel, list: Chat[]): FollowUpRow {
  const kept = new Array<number>(TURNS).fill(0);
  let breaks = 0;
  let tokensBefore = 0;
  let tokensAfter = 0;
  let costBefore = 0;
  let costAfter = 0;
  for (const chat of list) {
    const compressor = createCompressor();
    const originals: ChatMessage[][] = [];
    const sent: ChatMessage[][] = [];
    let messages = (LAYOUTS[layout] as (c: Chat) => ChatMessage[])(chat);
    chat.turns.forEach((turn, t) => {
      if (t > 0) messages = [...messages, { role: 'assistant', content: chat.turns[t - 1]?.answers[0] ?? 'I do not know.' }, { role: 'user', content: turn.question }];
      const tools = TOOLS[layout];
      const out = compressor.compressRequest({ model: 'gpt-4o', messages, ...(tools ? { tools } : {}) }, { level });
      const previous = sent[sent.length - 1];
      if (previous && !isDeepStrictEqual(out.request.messages.slice(0, previous.length), previous)) breaks++;
      tokensBefore += out.report.tokensBefore;
      tokensAfter += out.report.tokensAfter;
      originals.push(messages);
      sent.push(out.request.messages);
      const material = normaliseAnswer(out.request.messages.map(messageText).join('\n').split(turn.question).join(' '));
      if (turn.answers.some((a) => material.includes(normaliseAnswer(a)))) kept[t] = (kept[t] ?? 0) + 1;
    });
    costBefore += replayCost(originals).cost;
    costAfter += replayCost(sent).cost;
  }
  return {
    split, layout, level, chats: list.length, kept: kept.map((k) => k / Math.max(1, list.length)),
    breaksPerChat: breaks / Math.max(1, list.length), savedTokens: 1 - tokensAfter / Math.max(1, tokensBefore), cost: costAfter / Math.max(1, costBefore),
  };
}

export function followUpRows(splits: Split[], levels: CompressionLevel[]): FollowUpRow[] {
  const rows: FollowUpRow[] = [];
  for (const split of splits) {
    const list = chats(split);
    for (const layout of Object.keys(LAYOUTS)) for (const level of levels) rows.push(run(split, layout, level, list));
  }
  return rows;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function followUpTable(rows: FollowUpRow[]): string {
  const head = '| split | layout | level | chats | answer kept: turn 1 / 2 / 3 | cache breaks per chat (restores) | tokens saved | cost with caching vs uncompressed |\n|---|---|---|---|---|---|---|---|';
  const body = rows.map((r) => `| ${r.split} | ${r.layout} | ${r.level} | ${r.chats} | ${r.kept.map(pct).join(' / ')} | ${r.breaksPerChat.toFixed(2)} | ${pct(r.savedTokens)} | ×${r.cost.toFixed(3)} |`);
  return [head, ...body].join('\n');
}

/** Bar: every follow-up turn's answer reaches the upstream in ≥ 99% of chats on every layout, and the chat costs no more than uncompressed. */
export const FOLLOW_UP_BAR = { kept: 0.99, cost: 1 };

/** The follow-up rows under the bar (a later turn's answer lost, or a chat dearer than uncompressed). */
export function followUpShortfalls(rows: FollowUpRow[]): string[] {
  return rows
    .filter((r) => r.kept.slice(1).some((k) => k < FOLLOW_UP_BAR.kept) || r.cost > FOLLOW_UP_BAR.cost + 0.005)
    .map((r) => `follow-ups ${r.split} / ${r.layout} / ${r.level}: turns 2–3 kept ${r.kept.slice(1).map(pct).join(' / ')}, cost ×${r.cost.toFixed(3)} (bar ≥ ${pct(FOLLOW_UP_BAR.kept)}, ≤ ×${FOLLOW_UP_BAR.cost})`);
}
