import { describe, expect, it } from 'vitest';
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import { codesOf, countByParagraphs, countTextTokens, o200kAsciiPieceEnd } from '../../src/compress/tokens.js';

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

  it('equals the tokenizer on ASCII texts, which take the hand-written scanner, paragraph by paragraph in place', () => {
    const r = rng(13);
    const ascii = PIECES.filter((p) => /^[\x00-\x7f]*$/.test(p));
    for (let k = 0; k < 300; k++) {
      let text = '';
      for (let i = 20 + Math.floor(r() * 400); i > 0; i--) text += ascii[Math.floor(r() * ascii.length)];
      expect(countTextTokens(text, 'o200k_base')).toBe(countO200k(text));
      expect(countTextTokens(text, 'cl100k_base')).toBe(countCl100k(text));
    }
  });

  it('counts long runs without spaces exactly, and a single huge word quickly and within a token per 512 characters', () => {
    const r = rng(17);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const blob = Array.from({ length: 6000 }, () => alphabet[Math.floor(r() * 64)]).join('');
    const text = `payload: ${blob}\n\nDone.`;
    expect(countTextTokens(text, 'o200k_base')).toBe(countO200k(text));
    const word = 'a'.repeat(200_000);
    const exact = countO200k('a'.repeat(2048)) * (200_000 / 2048);
    expect(Math.abs(countTextTokens(word, 'o200k_base') - exact)).toBeLessThanOrEqual(200_000 / 512);
  });

  it('counts a special token spelled in the text as ordinary text, as the API bills it', () => {
    const asText = { disallowedSpecial: new Set<string>() };
    for (const text of [`${'word '.repeat(100)}<|endoftext|>`, 'a <|im_start|>user<|im_end|> b', '<|endoftext|>']) {
      expect(countTextTokens(text, 'o200k_base')).toBe(countO200k(text, asText));
      expect(countTextTokens(text, 'cl100k_base')).toBe(countCl100k(text, asText));
    }
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

describe('o200k ASCII pre-tokeniser', () => {
  const split = (text: string): string[] => {
    const out: string[] = [];
    const codes = codesOf(text);
    for (let i = 0, end = 0; i < text.length; i = end) {
      end = o200kAsciiPieceEnd(codes, i);
      out.push(text.slice(i, end));
    }
    return out;
  };
  const regex = (text: string): string[] => [...text.matchAll(O200K_TOKEN_SPLIT_REGEX)].map((m) => m[0]);

  it('splits exactly like the regex on random ASCII (every character, weighted towards the tricky ones)', () => {
    const r = rng(3);
    const all = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
    const tricky = [' ', ' ', '\n', '\r', '\t', "'", "'s", "'LL", "'ve", "'Re", "'d", "'M", "'t", '/', '.', 'a', 'b', 'Z', 'AB', 'x', '1', '22', '333', '(', '"', '-', '\u000b', '\f', '…', '’', '‘', '“', '”', '–', '—'];
    for (let k = 0; k < 5000; k++) {
      let text = '';
      const n = 1 + Math.floor(r() * 40);
      for (let i = 0; i < n; i++) text += r() < 0.3 ? (all[Math.floor(r() * 128)] ?? '') : (tricky[Math.floor(r() * tricky.length)] ?? '');
      expect(split(text)).toEqual(regex(text));
    }
  });

  it('splits exactly like the regex on code, logs, JSON and prose', () => {
    const samples = [
      "def f(x):\n    return x  # it's\r\n\r\n  \n\tclass A_B(object): pass\n",
      '2024-05-01 12:00:00 ERROR worker 3 failed: PATH=/usr/bin:/bin // ok!!\n\n\n',
      '{"id": 12345, "name": "O\'Neil", "tags": ["a","b"], "x": -1.5e10}\n',
      "We'll see. THE END'S NEAR... (really?) I'M sure  they've  2x3=6 ---/// \\\\n",
      '   leading spaces\n   \n\ntrailing   ',
      'Kept sentence. … Another one’s “quoted” — dash – en …\n\n[… 12 lines identical to earlier output in message 3 …]',
    ];
    for (const s of samples) for (let a = 0; a < s.length; a++) expect(split(s.slice(a))).toEqual(regex(s.slice(a)));
  });
});
