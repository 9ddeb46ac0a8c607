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

  it('lossless: nothing is cut', () => {
    const out = compress(upload(ACK, user(`When was the town hall of ${townName(9)} rebuilt after the fire?`)), 'lossless');
    expect(text(out.request.messages[1])).toBe(`Uploading the file now.\n\n${doc}`);
  });
});
