/**
 * Shapes the tenth blind probe pool (eval/probe-wordings-10.ts, written from twelve prompt-shape
 * names by a helper who never saw the compressor) found lost or cut blind: setext headings, a
 * search agent whose only question is its search query, a Slack thread pasted as one paragraph,
 * a JSON thread whose question has no "?", a quoted mail's question at the bottom without its
 * "?", and a task file an agent read on its own. Each test failed before its rule.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest, ToolCall } from '../../src/wire/chat.js';
import { allText, request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';
import { cutKeeping } from './fixtures/cut.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const lossless = (r: ChatRequest) => compress(r, 'lossless').request;
const towns = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const call = (id: string, name: string, args: unknown): ToolCall => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
const calls = (...tc: ToolCall[]): ChatMessage => ({ role: 'assistant', content: null, tool_calls: tc });
const tool = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
const rebuilt = (i: number): string => String(1400 + i * 3);
/** Each town under its name, underlined (a setext heading). */
const underlined = (n: number): string => towns(n).map((i) => `${townName(i)}\n${'='.repeat(townName(i).length)}\n${townParagraph(i)}`).join('\n\n');

describe('documents under setext headings (`Title` over `=====`)', () => {
  for (const level of LOSSY) {
    it(`${level}: are selected passage by passage, each kept one with its own title above its underline`, () => {
      const r = request(user(`${underlined(12)}\n\nWhen was the hall of ${townName(7)} rebuilt after the fire?`));
      const sent = cutKeeping(r, level, [rebuilt(7)]);
      const lines = sent.split('\n');
      lines.forEach((line, k) => {
        if (/^=+$/.test(line)) expect(towns(12).map(townName)).toContain(lines[k - 1]);
      });
    });
  }
});

describe('a research agent whose only question is its search query', () => {
  const tools = [{ type: 'function' as const, function: { name: 'search', parameters: { type: 'object', properties: { q: { type: 'string' } } } } }];
  const page = (from: number): string => `URL: https://kb.example.org/page-${from}\n\n${underlined(12).split('\n\n').slice(from, from + 6).join('\n\n')}`;
  for (const level of LOSSY) {
    it(`${level}: reads the pages it fetches for that query ("When was Harwick Town Hall rebuilt", no "?")`, () => {
      const r: ChatRequest = {
        model: 'gpt-4o',
        tools,
        messages: [
          system('You are a research sub-agent. Tools: search(q), fetch(url).'),
          user('Research task #4471 (auto-generated from the intake form). Use search, then fetch.'),
          calls(call('a', 'search', { q: `When was ${townName(7)} Town Hall rebuilt` })),
          tool('a', JSON.stringify({ hits: [{ url: 'https://kb.example.org/page-0' }, { url: 'https://kb.example.org/page-6' }] })),
          calls(call('b', 'fetch', { url: 'https://kb.example.org/page-0' })),
          tool('b', page(0)),
          calls(call('c', 'fetch', { url: 'https://kb.example.org/page-6' })),
          tool('c', page(6)),
        ],
      };
      const out = compress(r, level).request;
      expect(text(out.messages[7])).toContain(rebuilt(7));
      expect(text(out.messages[5]).length).toBeLessThan(page(0).length * 0.8);
    });
  }
});

describe('a Slack thread pasted as one paragraph, its question posted mid-thread', () => {
  const post = (who: string, minute: number, i: number): string => `[9:${minute} AM] ${who}: *${townName(i)}* — ${townParagraph(i)}`;
  const asked = `When was the town hall of ${townName(9)} rebuilt after the fire?`;
  const thread = [
    '#research-help — thread',
    ...towns(6).map((i) => post('maya.r', 15 + i, i)),
    `[9:22 AM] jon.k: ${asked}`,
    ...towns(6).map((i) => post('sam', 24 + i, i + 6)),
    '[9:31 AM] jon.k: @kb-bot can you answer my question above from this thread?',
  ].join('\n');
  for (const level of LOSSY) {
    it(`${level}: keeps the question where it was posted and the post that answers it`, () => {
      cutKeeping(request(system('You are kb-bot. Answer questions from the thread you are shown.'), user(thread)), level, [`[9:22 AM] jon.k: ${asked}`, rebuilt(9)]);
    });
  }
});

describe('a thread fetched as JSON whose question has no "?"', () => {
  const asks = [`The hall of ${townName(4)} was rebuilt after a fire in what year`, `In what year was the hall of ${townName(4)} rebuilt after the fire`];
  for (const level of LOSSY) {
    for (const q of asks) {
      it(`${level}: "${q}" is asked of the thread`, () => {
        const posts = [...towns(12).map((i) => ({ user: 'U01MAYA', text: `*${townName(i)}*\n${townParagraph(i)}` })), { user: 'U03PRIYA', text: q }, ...towns(12).map((i) => ({ user: 'U02OSCAR', text: `*${townName(i + 12)}*\n${townParagraph(i + 12)}` }))];
        const r = request(
          system('You are a Slack app. When mentioned, fetch the thread and answer the question asked in it.'),
          user('<@U0KBBOT> can you take a look at this thread'),
          calls(call('s', 'slack_conversations_replies', { channel: 'C02', ts: '1714050000.000100' })),
          tool('s', JSON.stringify({ ok: true, messages: posts })),
        );
        cutKeeping(r, level, [rebuilt(4)]);
      });
    }
  }
});

describe("a quoted mail's question at the bottom, typed without its \"?\"", () => {
  for (const level of LOSSY) {
    it(`${level}: is read for the question the asker points at`, () => {
      const mail = [
        "Can you help me answer Ravi's question at the bottom of this thread?",
        '',
        'From: Sam Ortiz <sam@fabrikam.example>\nTo: Ravi Patel <ravi@fabrikam.example>\nSubject: Re: background check',
        '',
        'Ravi, pasting what I found; your question is below.',
        '',
        towns(12).map(townParagraph).join('\n\n'),
        '',
        'Sam',
        '',
        'On Tue, 7 May 2024 at 09:12, Ravi Patel <ravi@fabrikam.example> wrote:\n> Hi Sam,\n>\n> Was the hall of Kestrel rebuilt after the fire in 1430\n>\n> Cheers,\n> Ravi',
      ].join('\n');
      cutKeeping(request(user(mail)), level, [`rebuilt after a fire in ${rebuilt(10)}`]);
    });
  }
});

describe('a file an agent reads while its turn asks nothing of its own', () => {
  const numbered = (lines: string[]): string => lines.map((l, i) => `${String(i + 1).padStart(6)}\t${l}`).join('\n');
  const notes = numbered(['# History notes', '', ...towns(12).flatMap((i) => [`## ${townName(i)}`, '', townParagraph(i), ''])]);
  for (const level of LOSSY) {
    it(`${level}: is not cut by the words of its own path (read_file notes/history.md over "# History notes")`, () => {
      const r: ChatRequest = {
        model: 'gpt-4o',
        tools: [{ type: 'function', function: { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } } }],
        messages: [
          system('You are an autonomous coding agent. Tools: read_file(path), write_file(path, content).'),
          user('Do what TASK.md says.'),
          calls(call('t1', 'read_file', { path: 'TASK.md' })),
          tool('t1', numbered(['# Task', '', 'Read the notes in notes/history.md and reply in chat.'])),
          calls(call('t2', 'read_file', { path: 'notes/history.md' })),
          tool('t2', notes),
        ],
      };
      expect(text(compress(r, level).request.messages[5])).toBe(text(lossless(r).messages[5]));
    });
  }
});
