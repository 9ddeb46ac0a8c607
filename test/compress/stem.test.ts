import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentTerms, isStopWord, stem } from '../../src/compress/stem.js';

/** The straightforward regex form of contentTerms, kept as the reference for the fast scanner. */
function referenceTerms(text: string): string[] {
  const lower = text.toLowerCase();
  const folded = /[^\u0000-\u007f]/.test(lower) ? lower.normalize('NFD').replace(/\p{M}+/gu, '') : lower;
  const out: string[] = [];
  for (const m of folded.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)) {
    let word = m[0];
    if (word.endsWith("'s") || word.endsWith('’s')) word = word.slice(0, -2);
    while (word.length > 0 && /['’-]$/.test(word)) word = word.slice(0, -1);
    if (word.length === 0 || isStopWord(word)) continue;
    out.push(stem(word));
  }
  return out;
}

const ALPHABET = "aAbzZ09 '’_-.,;\n\tséÉﬁİKſ‘s".split('');

describe('contentTerms', () => {
  it('matches the regex reference on ASCII and non-ASCII text', () => {
    const word = fc.constantFrom('the', 'running', "James's", 'cats', "don't", 'x-ray', 'a--', "o'", 'Nations', 'fiancée', 'ÉCOLE', '12th', 'foo_bar');
    const text = fc.array(fc.oneof(word, fc.constantFrom(...ALPHABET)), { maxLength: 60 }).map((a) => a.join(''));
    fc.assert(fc.property(text, (t) => {
      expect(contentTerms(t)).toEqual(referenceTerms(t));
    }), { numRuns: 2000 });
  });
});
