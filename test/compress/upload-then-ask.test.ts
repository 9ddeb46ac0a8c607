/**
 * Material a person uploads asking nothing, which the assistant only acknowledges by asking what
 * they want to know, is for the question that comes next: it is read with that question, as a
 * system message's material retrieved for a later question is (plan.ts). Before, the upload's
 * turn asked nothing, so it went whole in every later request. It stays whole when the reply
 * spoke of it, when the later turn sets a task over it or speaks of something else, and in the
 * request that only uploads it.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { allText, document, request, system, text, townName, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const FIRE_9 = `rebuilt after a fire in ${1400 + 9 * 3}`;
const doc = document(14);
const paragraphs14 = (): string[] => doc.split('\n\n');
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const ACK = 'Thanks, I have read the file. What would you like to know about it?';
const upload = (reply: string, ...later: ChatMessage[]): ChatRequest =>
  request(system('Answer questions about the file the user uploaded.'), user(`Uploading the file now.\n\n${doc}`), assistant(reply), ...later);
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });

describe('an upload acknowledged by a question, then asked about', () => {
  for (const level of LOSSY) {
    it(`${level}: the upload is selected for the question that follows the acknowledgement, its answer kept`, () => {
      const out = compress(upload(ACK, user(`When was the town hall of ${townName(9)} rebuilt after the fire?`)), level);
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(FIRE_9);
      expect(sent.startsWith('Uploading the file now.\n\n')).toBe(true);
      expect(sent.length).toBeLessThan(doc.length * 0.5);
      expect(sent).toMatch(/omitted/);
    });

    it(`${level}: the request that only uploads it sends it whole`, () => {
      const r = upload(ACK);
      expect(allText(compress(r, level).request)).toBe(allText(compress(r, 'lossless').request));
    });

    it(`${level}: a reply that spoke of the file (a summary) leaves it whole`, () => {
      const summary = `Thanks. The file describes ${townName(1)}, ${townName(2)} and ${townName(3)}: their markets, town halls and railway stations. What would you like to know?`;
      const out = compress(upload(summary, user(`When was the town hall of ${townName(9)} rebuilt after the fire?`)), level);
      expect(text(out.request.messages[1])).toBe(`Uploading the file now.\n\n${doc}`);
    });

    it(`${level}: a task over the file, or a question about something else, leaves it whole`, () => {
      for (const later of ['Translate the file into German, sentence by sentence.', 'What is the capital of Peru?']) {
        const out = compress(upload(ACK, user(later)), level);
        expect(text(out.request.messages[1])).toBe(`Uploading the file now.\n\n${doc}`);
      }
    });
  }

  // An acknowledgement need not ask: "Got it, send me the question." closes with a full stop.
  const QUESTION = `When was the town hall of ${townName(9)} rebuilt after the fire?`;
  for (const level of LOSSY) {
    it(`${level}: an acknowledgement that does not end by asking holds the upload for the question too`, () => {
      const out = compress(upload('Got it, the file is here. Send me your question.', user(QUESTION)), level);
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(FIRE_9);
      expect(sent.length).toBeLessThan(doc.length * 0.5);
    });

    it(`${level}: a file uploaded in two parts, each acknowledged, is one material for the question`, () => {
      const paragraphs = doc.split('\n\n');
      const [first, second] = [paragraphs.slice(0, 7).join('\n\n'), paragraphs.slice(7).join('\n\n')];
      const out = compress(
        request(system('Answer questions about the file the user uploads.'), user(`Part 1 of 2:\n\n${first}`), assistant('Received part 1. Send part 2.'), user(`Part 2 of 2:\n\n${second}`), assistant('Both parts received. What is your question?'), user(QUESTION)),
        level,
      );
      const [one, two] = [text(out.request.messages[1]), text(out.request.messages[3])];
      expect(two).toContain(FIRE_9);
      // The part without the answer is selected too, not sent whole because its own words miss the question.
      expect(one.length).toBeLessThan(`Part 1 of 2:\n\n${first}`.length * 0.5);
      expect(two.length).toBeLessThan(`Part 2 of 2:\n\n${second}`.length);
    });

    it(`${level}: articles a tool fetched before anything was asked, then acknowledged, are read with the question that follows`, () => {
      const articles = JSON.stringify({ docs: paragraphs14().map((p, i) => ({ id: i + 1, text: p })) });
      const fetched = (reply: string, ...later: ChatMessage[]): ChatRequest =>
        request(
          system('You are a support assistant. Use kb_search to read the knowledge base.'),
          user('Hi! First pull up all the articles, please; my question comes in the next message.'),
          { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'kb_search', arguments: '{"query":"all articles"}' } }] },
          { role: 'tool', tool_call_id: 'call_1', content: articles },
          assistant(reply),
          ...later,
        );
      const out = compress(fetched('I have the articles (14 of them). What would you like to know?', user(QUESTION)), level);
      const sent = text(out.request.messages[3]);
      expect(sent).toContain(FIRE_9);
      expect(sent.length).toBeLessThan(articles.length * 0.5);
      // A reply that spoke of what came back leaves it as the fetching turn read it; so does the request that only fetched.
      const summary = `The articles cover ${townName(1)}, ${townName(2)}, ${townName(3)} and ${townName(4)}: markets, halls, stations.`;
      expect(text(compress(fetched(summary, user(QUESTION)), level).request.messages[3])).toBe(text(compress(fetched(summary, user(QUESTION)), 'lossless').request.messages[3]));
      const only = fetched('I have the articles (14 of them). What would you like to know?');
      expect(allText(compress(only, level).request)).toBe(allText(compress(only, 'lossless').request));
    });
  }

  it('lossless: nothing is cut', () => {
    const out = compress(upload(ACK, user(`When was the town hall of ${townName(9)} rebuilt after the fire?`)), 'lossless');
    expect(text(out.request.messages[1])).toBe(`Uploading the file now.\n\n${doc}`);
  });
});

describe('pages fetched in parallel on an order that asks nothing of them, then acknowledged', () => {
  // "pull up the pages from my reading list" reads as a request, but nothing in it is asked of
  // the pages: the assistant fetched them, said so, and the question came next.
  const pages = doc.split('\n\n');
  const r = (...later: ChatMessage[]): ChatRequest =>
    request(
      system('You are a browsing assistant with a fetch(url) tool.'),
      user('pull up the pages from my reading-list bookmarks'),
      { role: 'assistant', content: null, tool_calls: pages.map((_, i) => ({ id: `f${i}`, type: 'function' as const, function: { name: 'fetch', arguments: JSON.stringify({ url: `https://read.example.com/${i}` }) } })) },
      ...pages.map((p, i): ChatMessage => ({ role: 'tool', tool_call_id: `f${i}`, content: `Title: page ${i + 1}\n\n${p}` })),
      assistant(`I've fetched ${pages.length} pages from your reading list. What would you like to know?`),
      ...later,
    );
  for (const level of LOSSY) {
    it(`${level}: the pages are chosen among for the question that follows, as one batch`, () => {
      const out = compress(r(user(`thanks! so when was the town hall of ${townName(9)} rebuilt after the fire?`)), level);
      const sent = out.request.messages.slice(3, 3 + pages.length).map(text);
      expect(sent.join('\n')).toContain(FIRE_9);
      expect(sent.filter((t) => /omitted/.test(t)).length).toBeGreaterThanOrEqual(4);
      expect(out.request.messages).toHaveLength(r().messages.length + 1);
    });
  }
});
