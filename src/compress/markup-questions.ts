/**
 * @module compress/markup-questions
 * A question carried in markup rather than in words of its own: an attribute's value that asks
 * (`<documents question="When was it built?">`, `<input name="q" value="…?">`). Stripping the
 * tag as markup would strip the question with it.
 */
import { xmlPassages } from './passages.js';

/** A quoted value that asks in words: a "?" closing a word after a space, or a full-width "？" (a URL's `?q=` asks nothing). */
const VALUE = String.raw`(["'])((?:[^"'<>]*\s[^"'<>]*[?؟](?=\s|\1)|[^"'<>]*？)[^"'<>]*)\1`;

const ASKING_ATTRIBUTE = new RegExp(String.raw`[\p{L}_][\w.:-]*\s*=\s*${VALUE}`, 'gu');

/** A line that is one tag carrying such a value (`<query text="…?" lang="en"/>`). */
export const ASKING_TAG = new RegExp(String.raw`^\s*<[\p{L}_][\w.-]*\s[^<>]*?[\w.:-]+\s*=\s*${VALUE}[^<>]*>\s*$`, 'u');

/** The values of a tag's attributes that ask. */
export function attributeQuestions(tag: string): string[] {
  return [...tag.matchAll(ASKING_ATTRIBUTE)].map((m) => m[2] ?? '');
}

/** Questions in a frame, at most: more is a page's own FAQ, not one request. */
const MAX_FRAME_QUESTIONS = 3;
const MAX_FRAME_QUESTION_CHARS = 400;
const TAG = /<\/?[\p{L}_][\w.:-]*(?:\s[^<>]*)?\/?>|<!\[CDATA\[|\]\]>|<!--|-->|<\?[^>]*\?>|<!DOCTYPE[^>]*>/giu;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decoded(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|nbsp|#\d+);/g, (_, e: string) => (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e] ?? _)));
}

/**
 * A request sent as one markup document (a form posted back, an XML API call, a page with a
 * question box): the question is what asks in its frame — the markup around the repeated
 * elements that hold the material (`<article>` results, `<qa:Document>`s) — as an attribute
 * (`<qa:Query text="…?"/>`, `<input value="…?">`) or as text (`<textarea>…?</textarea>`). A
 * question inside one of those elements is the material's own. None when the frame asks more
 * than a few things.
 */
export function frameQuestions(material: string): string[] {
  const passages = xmlPassages(material);
  if (!passages) return [];
  const out: string[] = [];
  for (const part of passages.filter((p) => p.glue).map((p) => material.slice(p.start, p.end))) {
    for (const tag of part.match(TAG) ?? []) out.push(...attributeQuestions(tag).map(decoded));
    for (const line of decoded(part.replace(TAG, '\n')).split('\n')) {
      const t = line.trim();
      if (t.length <= MAX_FRAME_QUESTION_CHARS && /[?？؟]/u.test(t) && t.split(/\s+/).length >= 3) out.push(t);
    }
  }
  return out.length <= MAX_FRAME_QUESTIONS ? out : [];
}
