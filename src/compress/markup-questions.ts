/**
 * @module compress/markup-questions
 * A question carried in markup rather than in words of its own: an attribute's value that asks
 * (`<documents question="When was it built?">`, `<input name="q" value="…?">`). Stripping the
 * tag as markup would strip the question with it.
 */
import { type Passage, splitPassages, xmlPassages } from './passages.js';

/**
 * A quoted value that asks in words: a "?" closing a word after a space, or a full-width "？" (a
 * URL's `?q=` asks nothing). Each quote excludes only itself: `value="Who led Russia in the 1960's?"`.
 */
const quoted = (q: string): string => String.raw`${q}((?:[^${q}<>]*\s[^${q}<>]*[?؟](?=\s|${q})|[^${q}<>]*？)[^${q}<>]*)${q}`;
const VALUE = `(?:${quoted('"')}|${quoted("'")})`;

const ASKING_ATTRIBUTE = new RegExp(String.raw`[\p{L}_][\p{L}\p{M}\p{N}_.:-]*\s*=\s*${VALUE}`, 'gu');

/** Characters of a caption an element that asks may hold (`<button data-q="…?">Send</button>`). */
const CAPTION_CHARS = 40;

/** A line that is one tag carrying such a value (`<query text="…?" lang="en"/>`), or one element of it with a short caption. */
export const ASKING_TAG = new RegExp(String.raw`^\s*<([\p{L}_][\p{L}\p{M}\p{N}_.-]*)\s[^<>]*?[\p{L}\p{M}\p{N}_.:-]+\s*=\s*${VALUE}[^<>]*>(?:[^<>\n]{0,${CAPTION_CHARS}}<\/\1\s*>)?\s*$`, 'u');

/** The values of a tag's attributes that ask. */
export function attributeQuestions(tag: string): string[] {
  return [...tag.matchAll(ASKING_ATTRIBUTE)].map((m) => m[1] ?? m[2] ?? '');
}

/** A line of closing tags only (`</form>`, `</td></tr>`). */
const CLOSING_TAGS = /^\s*(?:<\/[\p{L}_][\p{L}\p{M}\p{N}_.-]*\s*>\s*)+$/u;

/** Where the closing tags (`</form>`) that end the lines under a tag that asks begin, or -1. */
export function closingTagsUnderAsking(lines: string[]): number {
  let last = lines.length - 1;
  while (last >= 1 && (lines[last] ?? '').trim() === '') last--;
  let closing = last;
  while (closing >= 1 && CLOSING_TAGS.test(lines[closing] ?? '')) closing--;
  return closing < last && ASKING_TAG.test(lines[closing] ?? '') ? closing + 1 : -1;
}

/**
 * A question carried in an attribute at the material's edge: the wrapper's opening tag
 * (`<documents question="…?">`) or a form's last field (`<input name="q" value="…?">` over
 * `</form>`). Where the material proper starts and ends without those lines; the same offsets
 * when neither edge carries one.
 */
export function askingTagEdges(material: string): { start: number; end: number } {
  const lines = material.split('\n');
  let first = 0;
  while (first < lines.length - 1 && (lines[first] ?? '').trim() === '') first++;
  const start = first < lines.length - 1 && ASKING_TAG.test(lines[first] ?? '') ? lines.slice(0, first + 1).join('\n').length + 1 : 0;
  const closing = closingTagsUnderAsking(lines);
  let asking = closing >= 0 ? closing - 1 : lines.length - 1;
  while (closing < 0 && asking > 0 && (lines[asking] ?? '').trim() === '') asking--;
  const end = asking > first && ASKING_TAG.test(lines[asking] ?? '') ? lines.slice(0, asking).join('\n').length : material.length;
  return { start, end: Math.max(start, end) };
}

/** An RFC 2047 encoded word of a raw mail header (`=?UTF-8?B?zp3Or…?=`): its marks ask nothing. */
export const ENCODED_WORD = /=\?[\w.-]+\?[BbQq]\?[^?\s]*\?=/g;

/** A "?" that closes a word (not one inside a token: a MIME header's `=?UTF-8?B?…?=`, a URL's `?q=`), or a full-width one. */
export const ASKS_IN_WORDS = /[^\s=][?؟](?=[\s)"'”’»“」』\]]|$)|？/u;

/** Questions in a frame, at most: more is a page's own FAQ, not one request. */
const MAX_FRAME_QUESTIONS = 3;
const MAX_FRAME_QUESTION_CHARS = 400;
const TAG = /<\/?[\p{L}_][\p{L}\p{M}\p{N}_.:-]*(?:\s[^<>]*)?\/?>|<!\[CDATA\[|\]\]>|<!--|-->|<\?[^>]*\?>|<!DOCTYPE[^>]*>/giu;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decoded(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|nbsp|#\d+);/g, (_, e: string) => (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e] ?? _)));
}

/**
 * A request sent as one markup document (a form posted back, an XML API call, a page with a
 * question box): the question is what asks in its frame — the markup around the repeated
 * elements that hold the material (`<article>` results, `<qa:Document>`s) — as an attribute
 * (`<qa:Query text="…?"/>`, `<input value="…?">`) or as text (`<textarea>…?</textarea>`); and so
 * is a letter's, around the titled documents it pastes. A question inside one of the records is
 * the material's own. None when the frame asks more than a few things.
 */
export function frameQuestions(material: string): string[] {
  const passages = xmlPassages(material) ?? titledDocuments(material);
  if (!passages) return [];
  const out: string[] = [];
  for (const part of passages.filter((p) => p.glue).map((p) => material.slice(p.start, p.end))) {
    for (const tag of part.match(TAG) ?? []) out.push(...attributeQuestions(tag).map(decoded));
    for (const line of decoded(part.replace(TAG, '\n')).split('\n')) {
      const t = line.trim();
      if (t.length <= MAX_FRAME_QUESTION_CHARS && ASKS_IN_WORDS.test(t) && t.split(/\s+/).length >= 3) out.push(t);
    }
  }
  return out.length <= MAX_FRAME_QUESTIONS ? out : [];
}

/** Titled documents a retrieval put there, at least this many. */
const MIN_DOCUMENTS = 3;

/**
 * Documents under header lines of one shape (`----- Attachment 3: … -----`, `Document [3](Title: …)`)
 * with words around them: a letter that pastes its sources below it asks in the letter ("So, the
 * one thing I need answered is this: …?"), however long its preamble.
 */
function titledDocuments(material: string): Passage[] | null {
  const passages = splitPassages(material);
  const titled = passages.filter((p) => !p.glue && p.title !== '');
  const above = passages[0]?.glue ? material.slice(passages[0].start, passages[0].end) : '';
  // A letter, not a collection's one-paragraph introduction (whose question is rhetorical).
  const letter = above.split(/\n\s*\n/).filter((p) => p.trim() !== '').length >= MIN_LETTER_PARAGRAPHS;
  return letter && titled.length >= MIN_DOCUMENTS && titled.length === passages.filter((p) => !p.glue).length ? passages : null;
}

/** Paragraphs above the documents that make a letter: a greeting, what it wants, a sign-off. */
const MIN_LETTER_PARAGRAPHS = 3;

/** A record this much shorter than the others' median, at least, stands apart from them. */
const APART_FACTOR = 3;
const MIN_RECORDS = 4;
/** A box's label: a few words (`使用者提問`, `The user's question is:`). */
const MAX_LABEL_CHARS = 60;

/** The words of an element: its text with the tags gone. */
function textOf(markup: string): string {
  return decoded(markup.replace(TAG, ' ')).replace(/\s+/g, ' ').trim();
}

/**
 * Where the material proper starts and ends without a first or last record that is the asker's:
 * a short labelled element that asks (a question box — Confluence's info macro titled "使用者提問",
 * SSML's last `<p>` "the user's question is: …?") among records of the same element several
 * times longer. A thread's first post, only a question, is the thread's.
 * The same offsets when neither edge has one.
 */
export function askingEdgeRecords(material: string): { start: number; end: number } {
  const records = (xmlPassages(material) ?? []).filter((p) => !p.glue);
  const none = { start: 0, end: material.length };
  if (records.length < MIN_RECORDS) return none;
  const lengths = records.map((r) => textOf(material.slice(r.start, r.end)).length).sort((a, b) => a - b);
  const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
  const asking = (r: { start: number; end: number }): boolean => {
    const markup = material.slice(r.start, r.end);
    const text = textOf(markup);
    if (text.length > MAX_FRAME_QUESTION_CHARS || text.length * APART_FACTOR > median) return false;
    // A question box names what it holds (a title, a lead-in): a thread's first post is only its question.
    const segments = decoded(markup.replace(TAG, '\n')).split('\n').map((t) => t.trim()).filter((t) => t !== '');
    const question = segments.findIndex((t) => ASKS_IN_WORDS.test(t) && t.split(/\s+/).length >= 3);
    return question >= 0 && segments.some((t, i) => i !== question && t.length <= MAX_LABEL_CHARS && !/[?？؟]/u.test(t));
  };
  const first = records[0]!;
  const last = records.at(-1)!;
  return { start: asking(first) ? first.end : 0, end: asking(last) && last !== first ? last.start : material.length };
}
