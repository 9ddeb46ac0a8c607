/**
 * @module compress/tokens
 * Token counting with the model family's real tokenizer (o200k_base for GPT-4o and later,
 * cl100k_base for GPT-4/3.5 and unknown older names). Message overhead follows OpenAI's
 * published accounting: 3 tokens per message, 1 per name, 3 to prime the reply.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as countCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { CL100K_TOKEN_SPLIT_REGEX, O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import type { ChatMessage, ChatRequest } from '../wire/chat.js';
import { BoundedCache as LruCache } from '../lib/bounded-cache.js';
import { ShortKeyTable } from './short-keys.js';

export type EncodingName = 'o200k_base' | 'cl100k_base';

const CL100K_MODELS = /^(gpt-4(?!o|\.1|\.5)|gpt-3\.5|text-embedding-(ada|3))/;

export function encodingForModel(model: string): EncodingName {
  return CL100K_MODELS.test(model) ? 'cl100k_base' : 'o200k_base';
}

// Counting is the dominant cost of the 'off' level on a hot path; a growing conversation
// resends the same messages, so per-text counts are memoised (bounded by characters held).
const MEMO_MIN_CHARS = 256;
const memo: Record<EncodingName, LruCache<number>> = {
  o200k_base: new LruCache({ maxEntries: 20_000, maxWeight: 32_000_000 }),
  cl100k_base: new LruCache({ maxEntries: 20_000, maxWeight: 32_000_000 }),
};


// A prompt that spells a special token ("<|endoftext|>", in a chat about tokenizers, say) is
// billed as ordinary text by the API; the library's default would throw on it instead.
const AS_TEXT = { disallowedSpecial: new Set<string>() };

function libraryCount(text: string, encoding: EncodingName): number {
  return encoding === 'cl100k_base' ? countCl100k(text, AS_TEXT) : countO200k(text, AS_TEXT);
}

/**
 * Counting is the library's own pre-tokeniser regex plus a small memo of pre-token → token
 * count, instead of `countTokens`' lookup of every pre-token in the 200k-entry rank table
 * (cache-unfriendly) and its iterator: ~1.3–1.5× faster, same numbers. Exact because a
 * pre-token, tokenised on its own, is that one pre-token again (an alternative that failed in
 * context cannot match a prefix of it, and the only look-arounds, `(?!\S)` and `$`, belong to
 * whitespace alternatives that then yield the same whitespace run), so the library counts it
 * as it would in context. A special token's spelling ("<|…|>") is split like any other text,
 * as the library does when told to treat it as text (`AS_TEXT`). ASCII text under o200k
 * (most code, logs, JSON, and compressed prose with its … markers) is split by a
 * hand-written scanner equivalent to the regex (`o200kAsciiPieceEnd`), ~1.5× faster.
 */
const PIECE_MEMO_MAX_CHARS = 64;
const splitters: Record<EncodingName, RegExp> = {
  o200k_base: new RegExp(O200K_TOKEN_SPLIT_REGEX.source, 'gu'),
  cl100k_base: new RegExp(CL100K_TOKEN_SPLIT_REGEX.source, 'gu'),
};

// ASCII character classes of the o200k pre-tokeniser: \p{Ll}, \p{Lu}, \p{N}, \s, [\r\n].
const LOWER = 1;
const UPPER = 2;
const DIGIT = 4;
const SPACE = 8;
const NEWLINE = 16;
// Also covers – — ‘ ’ “ ” … (our own markers and typographic prose): punctuation for the
// regex (not \p{L}, \p{N} or \s), i.e. class 0 like ASCII punctuation.
const ASCII_CLASS = new Uint8Array(0x2027);
for (let c = 97; c <= 122; c++) ASCII_CLASS[c] = LOWER;
for (let c = 65; c <= 90; c++) ASCII_CLASS[c] = UPPER;
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] = DIGIT;
for (const c of [9, 11, 12, 32]) ASCII_CLASS[c] = SPACE;
for (const c of [10, 13]) ASCII_CLASS[c] = SPACE | NEWLINE;
const NON_ASCII = /[^\u0000-\u007f\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/;

/**
 * A text's UTF-16 code units, copied once into a typed array that every scan below reads: the
 * strings the compressor hands over are often slices or concatenations, and V8 compiles a
 * `charCodeAt` loop that has met those ~3× slower for every string after (measured on the
 * bench's texts: counting 150 → 60 ms per million tokens). One native copy costs far less.
 */
export function codesOf(text: string): Uint16Array {
  const bytes = Buffer.from(text, 'utf16le');
  // Buffers from the shared pool start at an even offset (the pool aligns to 8); copy if one does not.
  return bytes.byteOffset % 2 === 0 ? new Uint16Array(bytes.buffer, bytes.byteOffset, text.length) : new Uint16Array(text.length).map((_, i) => text.charCodeAt(i));
}

/** End of an optional contraction suffix '(s|d|m|t|ll|ve|re), any case, starting at k. */
function contractionEnd(codes: Uint16Array, k: number): number {
  if (k >= codes.length || codes[k] !== 39) return k;
  const a = ((codes[k + 1] ?? 0) | 0x20) as number;
  if (a === 115 || a === 100 || a === 109 || a === 116) return k + 2;
  const b = ((codes[k + 2] ?? 0) | 0x20) as number;
  return (a === 108 && b === 108) || (a === 118 && b === 101) || (a === 114 && b === 101) ? k + 3 : k;
}

/**
 * End of the o200k pre-token starting at i, for ASCII text (plus – — ‘ ’ “ ” …): the alternatives of
 * O200K_TOKEN_SPLIT_REGEX in order, with its backtracking worked out by hand (checked
 * against the regex on random and real text in test/compress/tokens.test.ts).
 */
export function o200kAsciiPieceEnd(codes: Uint16Array, i: number): number {
  const len = codes.length;
  const cls = ASCII_CLASS;
  const c = cls[codes[i] as number] as number;
  const next = i + 1 < len ? (cls[codes[i + 1] as number] as number) : -1;
  // 1–2. [^\r\n\p{L}\p{N}]? then upper* lower+ ('…)?, or upper+ lower* ('…)?
  let k = -1;
  if ((c & (LOWER | UPPER)) !== 0) k = i;
  else if ((c & (DIGIT | NEWLINE)) === 0 && next > 0 && (next & (LOWER | UPPER)) !== 0) k = i + 1;
  if (k >= 0) {
    while (k < len && cls[codes[k] as number] === UPPER) k++;
    while (k < len && cls[codes[k] as number] === LOWER) k++;
    return contractionEnd(codes, k);
  }
  // 3. \p{N}{1,3}
  if (c === DIGIT) {
    k = i + 1;
    if (k < len && k < i + 3 && cls[codes[k] as number] === DIGIT) k++;
    if (k < len && k < i + 3 && cls[codes[k] as number] === DIGIT) k++;
    return k;
  }
  // 4. " ?[^\s\p{L}\p{N}]+[\r\n/]*" (class 0: neither letter, digit nor space)
  if (c === 0) k = i;
  else if (codes[i] === 32 && next === 0) k = i + 1;
  if (k >= 0) {
    while (k < len && cls[codes[k] as number] === 0) k++;
    while (k < len) {
      const d = codes[k];
      if (d !== 10 && d !== 13 && d !== 47) break;
      k++;
    }
    return k;
  }
  // 5–7. whitespace: up to the run's last newline; else the run but its last character when
  // a non-space follows; else the single character.
  let end = i;
  let lastNewline = -1;
  while (end < len) {
    const d = cls[codes[end] as number] as number;
    if ((d & SPACE) === 0) break;
    if ((d & NEWLINE) !== 0) lastNewline = end;
    end++;
  }
  if (lastNewline >= 0) return lastNewline + 1;
  if (end === len) return end;
  return end - 1 > i ? end - 1 : end;
}

/**
 * BPE merging is quadratic in the length of one pre-token, so a 1 MB word (a run of letters
 * or of punctuation) would stall the process for minutes. A pre-token over 1,024 characters is
 * counted in 512-character pieces: within a token or two per piece. Every other text is exact,
 * a base64 blob or a minified line too (their pre-tokens are short).
 */
const LONG_PIECE = 1024;
const LONG_PIECE_CHUNK = 512;
function pieceLibraryCount(piece: string, encoding: EncodingName): number {
  if (piece.length <= LONG_PIECE) return libraryCount(piece, encoding);
  let total = 0;
  for (let k = 0; k < piece.length; k += LONG_PIECE_CHUNK) total += libraryCount(piece.slice(k, k + LONG_PIECE_CHUNK), encoding);
  return total;
}

/**
 * Pre-token → token count, keyed by the pre-token's code units where they stand in the text: a
 * hash over them picks one slot (direct-mapped; a collision only overwrites), verified against
 * the stored key, so a hit neither slices a string nor hashes one. A miss is counted by the
 * library and remembered. Exact whatever the hash does: only a verified key counts. Short
 * pre-tokens of Latin-1 characters (most: a word, a space and a word, a number, a punctuation
 * run) are packed into two integers and compared as numbers in one flat array.
 */
const SHORT_SLOTS = 1 << 15;
const LONG_SLOTS = 1 << 14;
class PieceTable {
  readonly #short = new ShortKeyTable<number>(SHORT_SLOTS);
  readonly #longKeys: Array<Uint16Array | undefined> = new Array<Uint16Array | undefined>(LONG_SLOTS).fill(undefined);
  readonly #longCounts = new Int32Array(LONG_SLOTS);
  constructor(readonly encoding: EncodingName) {}

  count(codes: Uint16Array, text: string, start: number, end: number): number {
    const length = end - start;
    if (length <= 8) {
      let a = 0;
      let b = 0;
      let k = 0;
      for (; k < length; k++) {
        const c = codes[start + k] as number;
        if (c > 0xff) break;
        if (k < 4) a |= c << (k * 8);
        else b |= c << ((k - 4) * 8);
      }
      if (k === length) {
        const slot = this.#short.slotOf(a, b, length);
        const known = this.#short.at(slot, a, b, length);
        if (known !== undefined) return known;
        const n = libraryCount(text.slice(start, end), this.encoding);
        this.#short.put(slot, a, b, length, n);
        return n;
      }
    }
    let h = 0x811c9dc5;
    for (let k = start; k < end; k++) h = Math.imul(h ^ (codes[k] as number), 16777619);
    const slot = (h ^ (h >>> 15)) & (LONG_SLOTS - 1);
    const key = this.#longKeys[slot];
    if (key !== undefined && key.length === length && sameAt(codes, start, key)) return this.#longCounts[slot] as number;
    const n = pieceLibraryCount(text.slice(start, end), this.encoding);
    if (length <= PIECE_MEMO_MAX_CHARS) {
      this.#longKeys[slot] = codes.slice(start, end);
      this.#longCounts[slot] = n;
    }
    return n;
  }
}

function sameAt(codes: Uint16Array, start: number, key: Uint16Array): boolean {
  for (let k = 0; k < key.length; k++) if (codes[start + k] !== key[k]) return false;
  return true;
}

const pieceTables: Record<EncodingName, PieceTable> = { o200k_base: new PieceTable('o200k_base'), cl100k_base: new PieceTable('cl100k_base') };

/**
 * Tokens of text[from, to), counted where the text stands: `to` must end a pre-token (the
 * text's end or a paragraph boundary, see below). The regex (other encodings, non-ASCII text)
 * finds the pre-tokens; the table is read from the code units.
 */
function rawCount(text: string, codes: Uint16Array, encoding: EncodingName, ascii: boolean, from = 0, to = text.length): number {
  const table = pieceTables[encoding];
  let total = 0;
  if (encoding === 'o200k_base' && ascii) {
    for (let i = from, end = from; i < to; i = end) {
      end = o200kAsciiPieceEnd(codes, i);
      total += table.count(codes, text, i, end);
    }
    return total;
  }
  const re = splitters[encoding];
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null && m.index < to; m = re.exec(text)) total += table.count(codes, text, m.index, m.index + m[0].length);
  return total;
}

/**
 * Paragraph counts, so that a changed message (or a block of it) only pays for the paragraphs
 * that changed. Exact, not an estimate: a paragraph boundary here is a position p with
 * text[p-2..p) = "\n\n" and text[p] an ASCII letter or digit. No o200k/cl100k pre-token can
 * span "\n" followed by a letter/digit (letter runs never start with a newline, digit runs
 * hold digits only, punctuation runs end in newlines), the pre-tokeniser has no look-behind,
 * and the whitespace run before p, which ends in a newline, is one pre-token both inside the
 * text and at the end of the paragraph (o200k: \s*[\r\n]+; cl100k: \s*[\r\n] there, \s+$
 * here). Hence count(text) = Σ count(paragraph) —
 * checked against the tokenizer in test/compress/tokens.test.ts. Long pre-tokens are split
 * the same either way: none crosses a boundary.
 */
const PARAGRAPH_MEMO_MAX_ENTRIES = 100_000;
const PARAGRAPH_MEMO_MAX_CHARS = 16_000_000;
const PARAGRAPH_MEMO_MIN_CHARS = 32;
// A memoised paragraph is a slice that may keep its whole source text alive, so the memo is
// charged the source's length once (not the slices'): retained memory stays within the bound
// (texts over a quarter of it are not memoised by paragraph at all).
const paragraphMemo: Record<EncodingName, { map: Map<string, number>; chars: number }> = {
  o200k_base: { map: new Map(), chars: 0 },
  cl100k_base: { map: new Map(), chars: 0 },
};

function isBoundary(text: string, p: number): boolean {
  const c = text.charCodeAt(p);
  const alnum = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  return alnum && text.charCodeAt(p - 1) === 10 && text.charCodeAt(p - 2) === 10;
}

/** Exact count of `text` as the sum of its paragraphs' (memoised) counts. */
export function countByParagraphs(text: string, encoding: EncodingName): number {
  const m = paragraphMemo[encoding];
  const memoise = text.length <= PARAGRAPH_MEMO_MAX_CHARS / 4;
  const ascii = !NON_ASCII.test(text);
  const codes = codesOf(text);
  let charged = false;
  const count = (from: number, to: number): number => {
    if (to - from < PARAGRAPH_MEMO_MIN_CHARS) return rawCount(text, codes, encoding, ascii, from, to);
    const paragraph = text.slice(from, to);
    const cached = m.map.get(paragraph);
    if (cached !== undefined) return cached;
    const n = rawCount(text, codes, encoding, ascii, from, to);
    if (!memoise) return n;
    if (!charged && (m.map.size >= PARAGRAPH_MEMO_MAX_ENTRIES || m.chars + text.length > PARAGRAPH_MEMO_MAX_CHARS)) {
      m.map.clear();
      m.chars = 0;
    }
    if (!charged) m.chars += text.length;
    charged = true;
    m.map.set(paragraph, n);
    return n;
  };
  let total = 0;
  let start = 0;
  for (let i = text.indexOf('\n\n'); i !== -1; i = text.indexOf('\n\n', i + 1)) {
    const p = i + 2;
    if (p < text.length && isBoundary(text, p)) {
      total += count(start, p);
      start = p;
    }
  }
  return start === 0 ? rawCount(text, codes, encoding, ascii) : total + count(start, text.length);
}

export function countTextTokens(text: string, encoding: EncodingName = 'o200k_base'): number {
  if (text.length === 0) return 0;
  if (text.length < MEMO_MIN_CHARS) return rawCount(text, codesOf(text), encoding, !NON_ASCII.test(text));
  const cached = memo[encoding].get(text);
  if (cached !== undefined) return cached;
  const n = countByParagraphs(text, encoding);
  memo[encoding].set(text, n, text.length);
  return n;
}

function messageText(message: ChatMessage): string {
  let text = '';
  const { content } = message;
  if (typeof content === 'string') text += content;
  else if (Array.isArray(content)) {
    for (const part of content) if (part.type === 'text' && typeof part.text === 'string') text += part.text;
  }
  if (message.tool_calls) {
    for (const call of message.tool_calls) text += (call.function?.name ?? '') + (call.function?.arguments ?? '');
  }
  return text;
}

/** Tokens of a message's text (content text parts and tool calls): the part compression changes. */
export function countMessageTextTokens(message: ChatMessage, encoding: EncodingName): number {
  return countTextTokens(messageText(message), encoding);
}

/** A message's fixed overhead: 3 tokens, its role, 1 for a name. */
export function messageOverheadTokens(message: ChatMessage, encoding: EncodingName): number {
  return 3 + countTextTokens(message.role, encoding) + (message.name ? 1 : 0);
}

export function countMessageTokens(message: ChatMessage, encoding: EncodingName): number {
  return messageOverheadTokens(message, encoding) + countMessageTextTokens(message, encoding);
}

/** What a request costs besides its messages: 3 tokens to prime the reply, plus tool definitions. */
export function requestOverheadTokens(request: Pick<ChatRequest, 'tools'>, encoding: EncodingName): number {
  return 3 + (request.tools && request.tools.length > 0 ? countTextTokens(JSON.stringify(request.tools), encoding) : 0);
}

/** Prompt tokens of a request: messages plus tool definitions, as the upstream would bill them (approximately for tools). */
export function countRequestTokens(request: Pick<ChatRequest, 'model' | 'messages' | 'tools'>): number {
  const encoding = encodingForModel(request.model);
  let total = requestOverheadTokens(request, encoding);
  for (const message of request.messages) total += countMessageTokens(message, encoding);
  return total;
}
