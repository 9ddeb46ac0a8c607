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

describe('columnar JSON (a vector store\'s parallel arrays): read as records, selected in step', () => {
  const n = 16;
  const asked = 13;
  /** Every column's i-th value belongs to record i: the kept ones must still pair by position. */
  const aligned = (columns: { ids: unknown[]; documents: unknown[]; metadatas: unknown[]; distances: unknown[] }): void => {
    const { ids, documents, metadatas, distances } = columns;
    expect(new Set([ids.length, documents.length, metadatas.length, distances.length]).size).toBe(1);
    ids.forEach((id, i) => {
      if (typeof id === 'string' && id.startsWith('…')) {
        for (const column of [documents, metadatas, distances]) expect(String(column[i])).toMatch(/^… \d+ more items omitted/);
        return;
      }
      const k = Number(String(id).slice('doc-'.length));
      // Its own document, whole or with sentences left out (each run a marker): every piece kept is its own text.
      const pieces = String(documents[i]).split(/\[… \d+ sentences? omitted …\]/).map((p) => p.trim()).filter((p) => p !== '');
      for (const piece of pieces) expect(townParagraph(k)).toContain(piece);
      expect(metadatas[i]).toEqual({ title: townName(k) });
      expect(distances[i]).toBe(k / 100);
    });
  };
  const chroma = {
    ids: [towns(n).map((i) => `doc-${i}`)],
    embeddings: null,
    documents: [towns(n).map((i) => townParagraph(i))],
    metadatas: [towns(n).map((i) => ({ title: townName(i) }))],
    distances: [towns(n).map((i) => i / 100)],
    included: ['distances', 'documents', 'metadatas'],
  };
  const agent = (content: string): ChatMessage[] => [
    system(`You answer one question per run using a vector store.\n\nQuestion for this run: When was ${townName(asked)} founded?\n\nProcedure:\n- Query the "towns" collection once with a short keyword version of the question.\n- Pair each document with its metadata by position.\n- Reply with the answer, then "(source: <id>)".`),
    user('go ahead'),
    call('c1', 'chroma_query', { collection_name: 'towns', query_texts: [`${townName(asked)} founded`], n_results: n }),
    result('c1', content),
  ];
  for (const level of LOSSY) {
    it(`${level}: the kept documents keep their own ids, metadata and distances, the marker at one position in every column`, () => {
      const out = compress(agent(JSON.stringify(chroma)), level);
      const sent = JSON.parse(String(out.request.messages.at(-1)?.content));
      aligned({ ids: sent.ids[0], documents: sent.documents[0], metadatas: sent.metadatas[0], distances: sent.distances[0] });
      expect(sent.ids[0]).toContain(`doc-${asked}`);
      expect(sent.ids[0].length).toBeLessThan(n);
      // "a short keyword version of the question" is how to search, not a task over the material.
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: columns of short values (no documents) are sampled as records, in step`, () => {
      const people = Array.from({ length: 60 }, (_, i) => i);
      const frame = { employee: people.map((i) => `EMP-${1000 + i}`), office: people.map((i) => `Office ${String.fromCharCode(65 + (i % 26))}${i}`), salary: people.map((i) => 40000 + i * 250) };
      const out = compress([user('Which office does EMP-1037 work in, and at what salary?'), call('c1', 'query_frame', { table: 'staff' }), result('c1', JSON.stringify(frame))], level);
      const sent = JSON.parse(String(out.request.messages.at(-1)?.content));
      expect(new Set([sent.employee.length, sent.office.length, sent.salary.length]).size).toBe(1);
      expect(sent.employee.length).toBeLessThan(60);
      sent.employee.forEach((id: string, i: number) => {
        if (id.startsWith('…')) return expect(String(sent.office[i])).toMatch(/^… \d+ more items omitted/);
        const k = Number(id.slice('EMP-'.length)) - 1000;
        expect(sent.office[i]).toBe(`Office ${String.fromCharCode(65 + (k % 26))}${k}`);
        expect(sent.salary[i]).toBe(40000 + k * 250);
      });
      expect(sent.employee).toContain('EMP-1037');
    });
    it(`${level}: a data frame's columns (flat parallel arrays) are sampled in step too`, () => {
      const frame = { ids: towns(n).map((i) => `doc-${i}`), documents: towns(n).map((i) => townParagraph(i)), metadatas: towns(n).map((i) => ({ title: townName(i) })), distances: towns(n).map((i) => i / 100) };
      const out = compress([user(`When was ${townName(asked)} founded? Each row pairs by position.`), call('c1', 'load_frame', { name: 'towns' }), result('c1', JSON.stringify(frame))], level);
      const sent = JSON.parse(String(out.request.messages.at(-1)?.content));
      aligned(sent);
      expect(sent.ids).toContain(`doc-${asked}`);
      expect(sent.ids.length).toBeLessThan(n);
    });
  }
});
