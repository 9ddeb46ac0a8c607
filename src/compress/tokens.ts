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

const RUN_PIECE = 512;

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
const PIECE_MEMO_MAX_ENTRIES = 100_000;
const PIECE_MEMO_MAX_CHARS = 64;
const splitters: Record<EncodingName, RegExp> = {
  o200k_base: new RegExp(O200K_TOKEN_SPLIT_REGEX.source, 'gu'),
  cl100k_base: new RegExp(CL100K_TOKEN_SPLIT_REGEX.source, 'gu'),
};
const pieceMemo: Record<EncodingName, Map<string, number>> = { o200k_base: new Map(), cl100k_base: new Map() };

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

/** End of an optional contraction suffix '(s|d|m|t|ll|ve|re), any case, starting at k. */
function contractionEnd(text: string, k: number): number {
  if (k >= text.length || text.charCodeAt(k) !== 39) return k;
  const a = text.charCodeAt(k + 1) | 0x20;
  if (a === 115 || a === 100 || a === 109 || a === 116) return k + 2;
  const b = text.charCodeAt(k + 2) | 0x20;
  return (a === 108 && b === 108) || (a === 118 && b === 101) || (a === 114 && b === 101) ? k + 3 : k;
}

/**
 * End of the o200k pre-token starting at i, for ASCII text (plus – — ‘ ’ “ ” …): the alternatives of
 * O200K_TOKEN_SPLIT_REGEX in order, with its backtracking worked out by hand (checked
 * against the regex on random and real text in test/compress/tokens.test.ts).
 */
export function o200kAsciiPieceEnd(text: string, i: number): number {
  const len = text.length;
  const cls = ASCII_CLASS;
  const c = cls[text.charCodeAt(i)] as number;
  const next = i + 1 < len ? (cls[text.charCodeAt(i + 1)] as number) : -1;
  // 1–2. [^\r\n\p{L}\p{N}]? then upper* lower+ ('…)?, or upper+ lower* ('…)?
  let k = -1;
  if ((c & (LOWER | UPPER)) !== 0) k = i;
  else if ((c & (DIGIT | NEWLINE)) === 0 && next > 0 && (next & (LOWER | UPPER)) !== 0) k = i + 1;
  if (k >= 0) {
    while (k < len && cls[text.charCodeAt(k)] === UPPER) k++;
    while (k < len && cls[text.charCodeAt(k)] === LOWER) k++;
    return contractionEnd(text, k);
  }
  // 3. \p{N}{1,3}
  if (c === DIGIT) {
    k = i + 1;
    if (k < len && k < i + 3 && cls[text.charCodeAt(k)] === DIGIT) k++;
    if (k < len && k < i + 3 && cls[text.charCodeAt(k)] === DIGIT) k++;
    return k;
  }
  // 4. " ?[^\s\p{L}\p{N}]+[\r\n/]*" (class 0: neither letter, digit nor space)
  if (c === 0) k = i;
  else if (text.charCodeAt(i) === 32 && next === 0) k = i + 1;
  if (k >= 0) {
    while (k < len && cls[text.charCodeAt(k)] === 0) k++;
    while (k < len) {
      const d = text.charCodeAt(k);
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
    const d = cls[text.charCodeAt(end)] as number;
    if ((d & SPACE) === 0) break;
    if ((d & NEWLINE) !== 0) lastNewline = end;
    end++;
  }
  if (lastNewline >= 0) return lastNewline + 1;
  if (end === len) return end;
  return end - 1 > i ? end - 1 : end;
}

function pieceCount(piece: string, encoding: EncodingName, memoMap: Map<string, number>): number {
  let n = memoMap.get(piece);
  if (n === undefined) {
    n = libraryCount(piece, encoding);
    if (piece.length <= PIECE_MEMO_MAX_CHARS) {
      if (memoMap.size >= PIECE_MEMO_MAX_ENTRIES) memoMap.clear();
      memoMap.set(piece, n);
    }
  }
  return n;
}

function rawCount(text: string, encoding: EncodingName): number {
  const memoMap = pieceMemo[encoding];
  let total = 0;
  if (encoding === 'o200k_base' && !NON_ASCII.test(text)) {
    for (let i = 0, end = 0; i < text.length; i = end) {
      end = o200kAsciiPieceEnd(text, i);
      total += pieceCount(text.slice(i, end), encoding, memoMap);
    }
    return total;
  }
  const re = splitters[encoding];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) total += pieceCount(m[0], encoding, memoMap);
  return total;
}

/**
 * BPE merging is quadratic in the length of one pre-token, so a 1 MB line without spaces
 * would stall the process for minutes. Runs over 1,024 non-space characters are counted in
 * 512-character pieces: exact for normal text, within a token or two per piece otherwise.
 */
function boundedCount(text: string, encoding: EncodingName): number {
  if (text.length <= 1024) return rawCount(text, encoding);
  let total = 0;
  let last = 0;
  let runStart = 0;
  // One linear scan for non-space runs (a regex here backtracks on every long run).
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    if (c !== 32 && c !== 10 && c !== 9 && c !== 13) continue;
    if (i - runStart > 1024) {
      total += rawCount(text.slice(last, runStart), encoding);
      for (let k = runStart; k < i; k += RUN_PIECE) total += rawCount(text.slice(k, Math.min(i, k + RUN_PIECE)), encoding);
      last = i;
    }
    runStart = i + 1;
  }
  return total + rawCount(text.slice(last), encoding);
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
 * checked against the tokenizer in test/compress/tokens.test.ts. The long-run splitting of
 * `boundedCount` is unaffected: runs end at whitespace, so none crosses a boundary.
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
  let charged = false;
  const count = (paragraph: string): number => {
    if (paragraph.length < PARAGRAPH_MEMO_MIN_CHARS) return boundedCount(paragraph, encoding);
    const cached = m.map.get(paragraph);
    if (cached !== undefined) return cached;
    const n = boundedCount(paragraph, encoding);
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
      total += count(text.slice(start, p));
      start = p;
    }
  }
  return start === 0 ? boundedCount(text, encoding) : total + count(text.slice(start));
}

export function countTextTokens(text: string, encoding: EncodingName = 'o200k_base'): number {
  if (text.length === 0) return 0;
  if (text.length < MEMO_MIN_CHARS) return rawCount(text, encoding);
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
