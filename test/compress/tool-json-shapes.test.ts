/**
 * Tool output as JSON, found by the ninth blind probe pool (eval/probe-wordings-9.ts): a chat
 * API's thread whose one asking post stands between the posted snippets, and a page fetched as
 * one `{id, title, text}` record per call. Each test failed before its rule.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage } from '../../src/wire/chat.js';
import { request, system, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const towns = (n: number, from = 0): number[] => Array.from({ length: n }, (_, i) => i + from);
const call = (id: string, name: string, args: unknown): ChatMessage => ({
  role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
});
const result = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
const compress = (messages: ChatMessage[], level: CompressionLevel) => createCompressor().compressRequest(request(...messages), { level });

describe('a thread fetched from a chat API, its question posted between the snippets', () => {
  const post = (user: string, text: string, ts: number) => ({ type: 'message', user, text, ts: `${1707489012 + ts}.000100` });
  const asked = `When was ${townName(9)} founded?`;
  const thread = {
    ok: true,
    messages: [
      post('U01ANNA', 'dumping the reference snippets for the quiz here', 0),
      ...towns(10).map((i) => post('U01ANNA', `*${townName(i)}*\n${townParagraph(i)}`, i + 1)),
      post('U03BEN', asked, 20),
      ...towns(10, 10).map((i) => post('U01ANNA', `*${townName(i)}*\n${townParagraph(i)}`, i + 21)),
    ],
    has_more: false,
  };
  for (const level of LOSSY) {
    it(`${level}: "can you answer this one?" reads the thread's own question, and the founding year survives`, () => {
      const out = compress([
        system('You are a Slack bot. When mentioned, fetch the thread and answer the open question in it.'),
        user('<@U04KBOT> can you answer this one?'),
        call('c1', 'conversations_replies', { channel: 'C02', ts: '1707489012.000100' }),
        result('c1', JSON.stringify(thread)),
      ], level);
      const sent = JSON.stringify(out.request.messages);
      expect(sent).toContain(`${townName(9)} was founded in ${1120 + 9 * 7}`);
      expect(sent).toContain(asked);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }
});

describe('a page fetched as one {id, title, text} record', () => {
  for (const level of LOSSY) {
    it(`${level}: the record's text is a field of it, not one of three documents to choose among`, () => {
      const page = { id: 'doc_3', title: townName(3), text: [townParagraph(3), townParagraph(15)].join(' ') };
      const out = compress([
        user(`When was ${townName(3)} founded?`),
        call('c1', 'open_page', { id: 'doc_3' }),
        result('c1', JSON.stringify(page)),
      ], level);
      const sent = JSON.stringify(out.request.messages);
      expect(sent).toContain(`${townName(3)} was founded in ${1120 + 3 * 7}`);
      // Its title stays with it: a page without its title is not the page the agent opened.
      expect(sent).toContain(`\\"title\\":\\"${townName(3)}\\"`);
    });
  }
});
