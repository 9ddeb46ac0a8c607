import { describe, expect, it } from 'vitest';
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { countByParagraphs, countTextTokens } from '../../src/compress/tokens.js';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

// Pieces chosen to probe pre-token boundaries: newlines, blank lines with spaces, punctuation
// before newlines, contractions, digits, accents, CJK, emoji, CR.
const PIECES = ['\n', '\n\n', '\n\n\n', ' \n\n', '\n \n', '\r\n\r\n', '.\n\n', '/\n\n', "'s", "'S", ' ', '  ', '\t',
  'word', 'Word', 'WORD', 'x', '12', '1234567', 'é', 'École', '中文', '😀', '-', '...', '{"a": 1}', '//', "don't", 'I',
  "'RE", '<|', '<|im_end', '|', 'ǅ', '\u0301', 'x\u0301', '１２３', '٣', '\u00a0', '\u2028', '\r', '\t\n'];

function randomText(r: () => number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += PIECES[Math.floor(r() * PIECES.length)];
  return out;
}

describe('paragraph-wise token counting', () => {
  it('equals the tokenizer on texts that stress paragraph boundaries (o200k and cl100k)', () => {
    const r = rng(7);
    for (let k = 0; k < 400; k++) {
      const text = randomText(r, 20 + Math.floor(r() * 400));
      expect(countByParagraphs(text, 'o200k_base')).toBe(countO200k(text));
      expect(countByParagraphs(text, 'cl100k_base')).toBe(countCl100k(text));
    }
  });

  it('keeps the disallowed-special-token error of the tokenizer', () => {
    expect(() => countTextTokens(`${'word '.repeat(100)}<|endoftext|>`)).toThrow(/special token/);
  });

  it('is memo-independent: the same text counts the same cold and warm, whole or after an edit', () => {
    const r = rng(11);
    const paras = Array.from({ length: 30 }, () => randomText(r, 60));
    const text = paras.join('\n\nA ');
    const first = countTextTokens(text);
    expect(first).toBe(countO200k(text));
    const edited = paras.map((p, i) => (i === 3 ? `${p} changed` : p)).join('\n\nA ');
    expect(countTextTokens(edited)).toBe(countO200k(edited));
    expect(countTextTokens(text)).toBe(first);
  });
});
