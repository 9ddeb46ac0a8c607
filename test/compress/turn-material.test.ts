/**
 * Material a question meets only when it is read together with the rest of what came with it.
 * A turn's material in several messages (yudao's `<Reference>` passages in one user message and
 * its `<WebSearch>` pages in the next, after the question), or two parallel searches' outputs:
 * the question is checked against the material together, as it would be were it one message. The message whose words the question
 * barely meets (one word of five) was sent whole before (its own gate failed); now it is
 * selected too, wherever the answer stands. A question that meets neither still sends both
 * whole, and so does a message none of whose passages shares a word with the question (it may be
 * in another language: nothing is cut blind).
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';
import type { ChatRequest } from '../../src/wire/chat.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const FIRE_9 = `rebuilt after a fire in ${1400 + 9 * 3}`;
const asked = `When was the town hall of ${townName(9)} rebuilt after the fire?`;

/** Paragraph i of a survey of reefs: one of the question's words ("town"), not where it asks. */
function reefParagraph(i: number): string {
  return [
    `Survey dive ${i + 1} left the harbour town at dawn and counted ${40 + i * 3} parrotfish along the outer slope.`,
    `Coral cover on that transect was ${12 + (i % 7) * 4} percent, mostly branching species.`,
    `Visibility reached ${8 + (i % 5)} metres and the current ran gently northward.`,
    `Divers logged sea turtles twice and noted bleaching on ${i % 4} colonies.`,
  ].join(' ');
}

const references = (paragraphs: string[]): string =>
  `Use the content inside <Reference></Reference> as the reference for this conversation:\n\n${paragraphs.map((p) => `<Reference>${p}</Reference>`).join('\n\n')}\n\nRules:\n- Do not say the knowledge came from <Reference></Reference>.`;
const webPages = (paragraphs: string[]): string =>
  `Use the content inside <WebSearch></WebSearch> as the reference for this conversation:\n\n${paragraphs.map((p, i) => `<WebSearch title="page ${i + 1}" url="https://example.com/${i + 1}">${p}</WebSearch>`).join('\n\n')}\n\nRules:\n- Do not say the knowledge came from <WebSearch></WebSearch>.`;

const towns = Array.from({ length: 14 }, (_, i) => townParagraph(i));
const reefs = Array.from({ length: 10 }, (_, i) => reefParagraph(i));

function sent(r: ChatRequest, level: CompressionLevel): { texts: string[]; before: number; after: number } {
  const out = createCompressor().compressRequest(r, { level });
  return { texts: out.request.messages.map(text), before: out.report.tokensBefore, after: out.report.tokensAfter };
}

describe('material of one turn in several messages', () => {
  for (const level of LOSSY) {
    it(`${level}: the web pages the question is not about are selected too, not sent whole`, () => {
      const r = request(system('You answer from the references.'), user(asked), user(references(towns)), user(webPages(reefs)));
      const { texts } = sent(r, level);
      expect(texts[2]).toContain(FIRE_9);
      expect(texts[3]?.length).toBeLessThan(webPages(reefs).length * 0.7);
      expect(texts[3]).toMatch(/omitted/);
      // The app's rules around each block are the asker's: kept.
      expect(texts[3]).toContain('Do not say the knowledge came from <WebSearch></WebSearch>.');
    });
    it(`${level}: the answer in the second message, the first not about it`, () => {
      const r = request(user(asked), user(references(reefs)), user(webPages(towns)));
      const { texts } = sent(r, level);
      expect(texts[2]).toContain(FIRE_9);
      expect(texts[1]?.length).toBeLessThan(references(reefs).length * 0.7);
    });
    it(`${level}: a message none of whose passages shares a word with the question stays whole (guard: it may be in another language)`, () => {
      const far = Array.from({ length: 10 }, (_, i) => `第${i + 1}次潜水在外坡记录到${40 + i * 3}条鹦嘴鱼。珊瑚覆盖率为百分之${12 + (i % 7) * 4}。`);
      const r = request(user(asked), user(references(towns)), user(webPages(far)));
      const { texts } = sent(r, level);
      expect(texts[1]).toContain(FIRE_9);
      expect(texts[2]).toBe(webPages(far));
    });
    it(`${level}: a question neither message can be scored against leaves both whole`, () => {
      const unrelated = 'What did the critics say about the ending of the novel?';
      const r = request(user(unrelated), user(references(towns)), user(webPages(reefs)));
      const { texts } = sent(r, level);
      expect(texts[1]).toBe(references(towns));
      expect(texts[2]).toBe(webPages(reefs));
    });
  }
  for (const level of LOSSY) {
    it(`${level}: two parallel searches' outputs: the first, which the question barely meets, is checked with the second`, () => {
      const calls = [1, 2].map((n) => ({ id: `call_${n}`, type: 'function' as const, function: { name: 'search_documents', arguments: JSON.stringify({ query: n === 1 ? `${townName(9)} rebuilt` : `${townName(9)} reconstruction date` }) } }));
      const docs = (ps: string[]): string => ps.map((p) => `<document><content>${p}</content></document>`).join('\n');
      const r = request(
        system('You answer from the documents the search tool returns.'),
        user(asked),
        { role: 'assistant', content: null, tool_calls: calls },
        { role: 'tool', tool_call_id: 'call_1', content: docs(reefs) },
        { role: 'tool', tool_call_id: 'call_2', content: docs(towns) },
      );
      const { texts } = sent(r, level);
      expect(texts[4]).toContain(FIRE_9);
      expect(texts[3]?.length).toBeLessThan(docs(reefs).length * 0.7);
    });
  }
  it('lossless: both messages as sent', () => {
    const r = request(user(asked), user(references(towns)), user(webPages(reefs)));
    const { texts } = sent(r, 'lossless');
    expect(texts[1]).toBe(references(towns));
    expect(texts[2]).toBe(webPages(reefs));
  });
});
