/**
 * Retrieved passages sent as JSON (a search API's `results: [{rank, title, text}]`, a page
 * fetched as `{"url", "content"}`) are selected as prose passages are: the best results, then
 * their sentences — and the JSON stays valid, each kept sentence byte for byte, escapes and all.
 * Before this, three of these failed (the twenty results at balanced, the four long ones at both
 * levels); the others are guards.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor, omittedBy } from '../../src/compress/index.js';
import { allText, request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (content: string, level: CompressionLevel) => createCompressor().compressRequest(request(system('Answer from the search results only.'), user(content)), { level });
const FIRE_9 = `The town council met in a hall built of grey stone, rebuilt after a fire in ${1400 + 9 * 3}.`;
const asked = `When was the town hall of ${townName(9)} rebuilt after the fire?`;

const searchResponse = (results: unknown[]): string => `Search API response:\n\`\`\`json\n${JSON.stringify({ status: 'ok', results }, null, 2)}\n\`\`\`\n\nQuestion: ${asked}`;
/** The JSON inside the message's fence, parsed: it must still be JSON. */
const fencedJson = (content: string): unknown => JSON.parse(/```json\n([\s\S]*?)\n```/.exec(content)?.[1] ?? 'not found');

describe('JSON that is mostly prose', () => {
  for (const level of LOSSY) {
    it(`${level}: twenty search results — the asked result's sentence is kept, the others go as one marker item, and the JSON parses`, () => {
      const results = Array.from({ length: 20 }, (_, i) => ({ rank: i + 1, title: townName(i), text: townParagraph(i) }));
      const content = searchResponse(results);
      const out = compress(content, level);
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(FIRE_9);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.4);
      const json = JSON.stringify(fencedJson(sent));
      expect(json).toMatch(/more items omitted/);
      expect(sent.endsWith(`Question: ${asked}`)).toBe(true);
    });
    it(`${level}: four long results (one article) are cut sentence by sentence inside their strings`, () => {
      // Result 2 holds paragraphs 1, 5 and 9; the others three paragraphs each that do not answer.
      const results = [0, 1, 2, 3].map((i) => ({ rank: i + 1, text: [townParagraph(i), townParagraph(i + 4), townParagraph(i === 1 ? 9 : i + 8)].join(' ') }));
      const content = searchResponse(results);
      const out = compress(content, level);
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(FIRE_9);
      expect(sent).toMatch(/\[… \d+ sentences? omitted …\]/);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
      expect(() => fencedJson(sent)).not.toThrow();
    });
    it(`${level}: escapes inside a kept sentence are sent as they came (\\" and \\n), and the JSON parses`, () => {
      const quoted = `Locals still call ${townName(9)}'s hall "the grey one".\nIts records were lost in the fire of ${1400 + 9 * 3}.`;
      const results = Array.from({ length: 8 }, (_, i) => ({ rank: i + 1, text: i === 5 ? `${townParagraph(9)} ${quoted}` : townParagraph(i) }));
      const content = searchResponse(results);
      const sent = text(compress(content, level).request.messages[1]);
      expect(sent).toContain(JSON.stringify(FIRE_9).slice(1, -1));
      const parsed = JSON.stringify(fencedJson(sent));
      expect(parsed).toContain(`rebuilt after a fire in ${1400 + 9 * 3}`);
    });
    it(`${level}: a question none of the results shares a word with leaves the JSON as the lossless level sends it`, () => {
      const results = Array.from({ length: 20 }, (_, i) => ({ rank: i + 1, text: townParagraph(i) }));
      const content = `Search API response:\n\`\`\`json\n${JSON.stringify({ status: 'ok', results }, null, 2)}\n\`\`\`\n\nQuestion: Which quarterback threw the most touchdown passes in 1998?`;
      expect(allText(compress(content, level).request)).toBe(allText(compress(content, 'lossless').request));
    });
    it(`${level}: "translate every result" over the JSON is a task over all of it, sent whole`, () => {
      const results = Array.from({ length: 20 }, (_, i) => ({ rank: i + 1, text: townParagraph(i) }));
      const content = `\`\`\`json\n${JSON.stringify({ results }, null, 2)}\n\`\`\`\n\nTranslate every result's text into German.`;
      expect(allText(compress(content, level).request)).toBe(allText(compress(content, 'lossless').request));
    });
  }
});

describe('what a JSON prose selection tells the client', () => {
  it('the report names it among the transforms that left something out, so a follow-up can bring it back', () => {
    const results = Array.from({ length: 20 }, (_, i) => ({ rank: i + 1, title: townName(i), text: townParagraph(i) }));
    const out = compress(searchResponse(results), 'balanced');
    expect(omittedBy(out.report)).toContain('select-json-prose');
  });
});
