/**
 * @module compress/passage-links
 * How passages name one another, for the passage selector: the passage a name is the subject
 * of, passages that mention an entity another passage is titled by, the second hop of a question
 * ("the e-mail of Daniel Okafor's manager"), and what a question asks beyond its names. Pure.
 */
import type { Anchor } from './anchors.js';
import type { Passage } from './passages.js';
import { contentTerms, prefixTerms } from './stem.js';

/** A personal or proper name of two or more capitalised words, in any cased script. */
const NAME = /\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)+/gu;
/** An id: letters and digits joined by a dash or underscore (`INV-7608`, `C-1234`), not a date. */
const ID = /(?<![\p{L}\p{N}_-])(?=[\p{L}\p{N}_-]*\p{L})(?=[\p{L}\p{N}_-]*\p{N})[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+(?![\p{L}\p{N}_-])/gu;
const MAX_HOPS = 3;
/** Passages besides its own that may mention the asked entity and still be read as about it. */
export const MAX_MENTIONS = 2;
/** Passages a literal may stand in and still point at each one's subject (four: a count pinned by a place). */
export const MAX_HEADED_PLACES = 4;
/** How far into an untitled passage its subject is named ("Olivia Castillo joined …"). */
const HEAD_CHARS = 100;

/**
 * Passages that name an entity titling another passage, in a sentence that relates them as the
 * question does ("the trial that extended BRESA-5" over `\section*{KESLO-4: …}` "… extended the
 * BRESA-5 trial …"): one or two such are the asked passages.
 */
export function relatedPassages(passages: Passage[], lowered: () => string[], anchors: Anchor[], query: string): number[] {
  const titles = passages.map((p) => p.title.toLowerCase());
  const out: number[] = [];
  for (const a of anchors) {
    if (!titles.some((t) => t.includes(a.needle))) continue;
    const mentions = lowered().flatMap((t, i) => (!passages[i]?.glue && !(titles[i] ?? '').includes(a.needle) && t.includes(a.needle) ? [i] : []));
    if (mentions.length <= MAX_MENTIONS) out.push(...mentions.filter((i) => relatesAs(lowered()[i] ?? '', a.needle, query, a.text)));
  }
  return out;
}

/**
 * Whether a passage's sentence naming the entity also says what the question relates it by: a
 * word of the question's beside the entity's own ("extended" in "the trial that extended BRESA-5").
 */
function relatesAs(lower: string, needle: string, query: string, name: string): boolean {
  const own = new Set(contentTerms(name));
  const asked = new Set(contentTerms(query).filter((t) => !own.has(t)));
  for (const sentence of lower.split(/(?<=[.!?])\s+/)) {
    if (!sentence.includes(needle)) continue;
    const words = contentTerms(sentence).filter((t) => !own.has(t) && asked.has(t));
    if (words.length >= RELATING_WORDS) return true;
  }
  return false;
}

/** Words of the question a mentioning sentence must share (beyond the entity) to relate as asked. */
const RELATING_WORDS = 2;

/** A passage's opening without its tags and its title (only the opening is read). */
function openingText(text: string, passage: Passage): string {
  return text.slice(0, HEAD_CHARS * 4).replace(/<[^>\n]*>/g, ' ').replace(passage.title, ' ');
}

/** A passage's first words, lower-cased, after its tags, its title and a list mark (`[3] `, `2. `, `- `). */
function subjectOpening(text: string, passage: Passage): string {
  if (passage.glue) return '';
  return openingText(text, passage).replace(/^[\s[\]().\d#*:-]*/, '').slice(0, HEAD_CHARS).toLowerCase();
}

/** What each passage is about, lower-cased: its title and its first words (outside tags). */
export function passageHeads(texts: string[], passages: Passage[]): string[] {
  return passages.map((p, i) => (p.glue ? '' : `${p.title}\n${openingText(texts[i] ?? '', p).trimStart().slice(0, HEAD_CHARS)}`.toLowerCase()));
}

/**
 * The passages a name is the subject of: its own passage opens with the name, and no other does
 * ("Daniel Brennan joined …"), not a topic every passage names early ("Warsaw"), nor a word a
 * first sentence happens to hold ("… commander of the French forces").
 */
export function soleSubjects(texts: string[], passages: Passage[], anchors: Anchor[]): Set<number> {
  const openings = passages.map((p, i) => subjectOpening(texts[i] ?? '', p));
  const out = new Set<number>();
  for (const a of anchors) {
    const opening = openings.flatMap((o, i) => (o.startsWith(a.needle) ? [i] : []));
    if (opening.length === 1) out.add(opening[0] as number);
  }
  return out;
}

/**
 * The second hop of a question about one passage: "the e-mail of Daniel Okafor's manager" is
 * answered by the passage Daniel Okafor's names ("… reports to Olivia Castillo"). A name the
 * asked passage holds that heads exactly one other passage (its title, or its first words),
 * or an id it holds that exactly one other passage holds anywhere ("the invoice is INV-7608" /
 * "INV-7608 was paid on …"), brings that passage along whole, and the sentence naming it stays
 * in the asked one.
 */
export function secondHops(heads: string[], texts: string[], lowered: () => string[], passages: Passage[], forced: boolean[], own: boolean[], query: string): { passages: number[]; names: Anchor[]; via: number[] } {
  const from = forced.flatMap((f, i) => (f && !passages[i]?.glue ? [i] : []));
  if (from.length === 0 || from.length > 1 + MAX_MENTIONS) return { passages: [], names: [], via: [] };
  const asked = query.toLowerCase();
  const linked = new Set<number>();
  const via = new Set<number>();
  const names: Anchor[] = [];
  for (const i of from) {
    // The asked entity's own passage names its subject in its head; a passage that only mentions
    // the entity (a press release) may be headed by the very name that leads on.
    // Its subject is what its title names (or, untitled, its first words): "Breporka Systems
    // was founded by Ines Markawy" is headed by the company, and the founder leads on.
    const ownHead = own[i] ? ((passages[i]?.title ?? '') || (heads[i] ?? '')).toLowerCase() : '';
    const pointers = [...(texts[i] ?? '').matchAll(NAME)].map((m) => ({ text: m[0], id: false }));
    for (const m of (texts[i] ?? '').matchAll(ID)) pointers.push({ text: m[0], id: true });
    for (const pointer of pointers) {
      const needle = pointer.text.toLowerCase();
      if (asked.includes(needle) || ownHead.includes(needle) || names.some((n) => n.needle === needle)) continue;
      const holders = (pointer.id ? lowered() : heads).flatMap((h, k) => (k !== i && h.includes(needle) && !forced[k] && !passages[k]?.glue ? [k] : []));
      if (holders.length !== 1) continue;
      linked.add(holders[0] as number);
      via.add(i);
      names.push({ text: pointer.text, needle, strength: 'strong' });
      if (linked.size >= MAX_HOPS) return { passages: [...linked], names, via: [...via] };
    }
  }
  return { passages: [...linked], names, via: [...via] };
}

/**
 * What the question asks beyond the names in it, as terms a sentence may hold. The passage a
 * name heads, and no other ("Daniel Brennan joined …"), is kept whole when none of its sentences holds one:
 * "Who earns more, Samuel Quinn or Daniel Brennan?" asks in a word ("earns") that his passage
 * never uses — its answer is "His annual salary is 45,000 EUR." — so no sentence of it can be
 * told from another.
 */
export function askedBeyondNames(parts: readonly string[], anchors: Anchor[]): { meets: (text: string) => boolean } {
  const asking = parts.filter((p) => /[?？؟]/u.test(p));
  const named = new Set(anchors.flatMap((a) => contentTerms(a.text)));
  const terms = new Set(contentTerms((asking.length > 0 ? asking : parts).join('\n')).filter((t) => !named.has(t)));
  const prefixes = new Set(prefixTerms([...terms]));
  return {
    meets: (text) => {
      const own = contentTerms(text);
      return own.some((t) => terms.has(t)) || prefixTerms(own).some((p) => prefixes.has(p));
    },
  };
}
