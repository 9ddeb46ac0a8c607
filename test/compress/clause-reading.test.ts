/**
 * The lookup gate reads a question's last clause on its own ("Based only on the passages above,
 * what were …?"), but only a clause that names two things: "I do not have time to read all of
 * this — what does it say?" asks about the whole, and its one common word ("say", which the
 * article uses) let the clause through, so the article was cut to a third (found by probe 4's
 * whole-material request read in a later turn).
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { request, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const doc = Array.from({ length: 14 }, (_, i) => `${townParagraph(i)} The mayor says the wall will be repaired.`).join('\n\n');

describe('a question read by its last clause', () => {
  for (const level of LOSSY) {
    it(`${level}: "… — what does it say?" is about the whole: nothing is cut`, () => {
      const content = `Have a look at this:\n\n${doc}\n\nI do not have time to read all of this — what does it say?`;
      const out = createCompressor().compressRequest(request(user(content)), { level });
      expect(text(out.request.messages[0])).toBe(content);
    });
    it(`${level}: a clause that names what it asks is still read on its own`, () => {
      const content = `${doc}\n\nBased only on the passages above, when was the town hall of ${townName(9)} rebuilt after the fire?`;
      const out = createCompressor().compressRequest(request(user(content)), { level });
      expect(text(out.request.messages[0])).toContain(`rebuilt after a fire in ${1400 + 9 * 3}`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});
