/**
 * @module eval/pool-11-common
 * What the self-checks of the blind pools of session 32 (eval/probe-wordings-11.ts,
 * eval/probe-whole-11.ts) share: a request's strings, JSON decoding of passages, tool-call
 * structure, the synthetic passages every wording is tried on — and how both read the
 * material's passages (`parse`), and the small builders both pools' containers use.
 */
import type { ChatMessage } from '../src/wire/chat.js';

export function messageStrings(msgs: ChatMessage[]): string[] {
  const out: string[] = [];
  for (const m of msgs) {
    if (typeof m.content === 'string') out.push(m.content);
    else if (Array.isArray(m.content)) {
      for (const part of m.content) if (typeof part.text === 'string') out.push(part.text);
    }
    for (const c of m.tool_calls ?? []) if (c.function) out.push(c.function.arguments);
  }
  return out;
}

export function occurrences(hay: string, needle: string): number {
  let count = 0;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) count++;
  return count;
}

/** Every string value of any JSON found in `s` (the whole string, or a ```json fenced block). */
export function decodedStrings(s: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
  };
  const tryParse = (t: string): void => {
    try {
      walk(JSON.parse(t));
    } catch {
      // not JSON
    }
  };
  tryParse(s);
  for (const m of s.matchAll(/```json\n([\s\S]*?)\n```/g)) tryParse(m[1] ?? '');
  return out;
}

export function structureErrors(msgs: ChatMessage[]): string[] {
  const errs: string[] = [];
  const roles = new Set(['system', 'developer', 'user', 'assistant', 'tool']);
  const open = new Set<string>();
  const seen = new Set<string>();
  if (msgs.length === 0) errs.push('no messages');
  msgs.forEach((m, i) => {
    if (!roles.has(m.role)) errs.push(`#${i}: bad role ${m.role}`);
    if (m.role === 'tool') {
      const id = m.tool_call_id ?? '';
      if (!open.has(id)) errs.push(`#${i}: tool message answers no open call (${id})`);
      open.delete(id);
      if (typeof m.content !== 'string' || m.content === '') errs.push(`#${i}: empty tool content`);
      return;
    }
    if (open.size > 0) errs.push(`#${i}: ${m.role} message before all tool calls were answered`);
    if (m.tool_calls && m.tool_calls.length > 0) {
      if (m.role !== 'assistant') errs.push(`#${i}: tool_calls on a ${m.role} message`);
      for (const c of m.tool_calls) {
        if (c.type !== 'function' || !c.function) errs.push(`#${i}: malformed tool call`);
        if (seen.has(c.id)) errs.push(`#${i}: duplicate tool call id ${c.id}`);
        seen.add(c.id);
        open.add(c.id);
        try {
          JSON.parse(c.function?.arguments ?? '');
        } catch {
          errs.push(`#${i}: tool call ${c.id} arguments are not JSON`);
        }
      }
    } else if (typeof m.content !== 'string' || m.content.trim() === '') {
      errs.push(`#${i}: empty ${m.role} content`);
    }
  });
  if (open.size > 0) errs.push(`unanswered tool calls: ${[...open].join(', ')}`);
  const last = msgs[msgs.length - 1];
  if (last && last.role !== 'user' && last.role !== 'tool') errs.push(`last message is ${last.role}`);
  return errs;
}

export const SYNTH_TEXTS: string[] = [
  'The harbour of Valmore was rebuilt in 1874 after a storm destroyed the old wooden piers.',
  'Marta Kowalczyk founded the Eastbridge Choir in 1952 and conducted it for thirty years.',
  'The committee\'s motto, "Nothing about us without us", was adopted in 1987 & later printed on <b>posters</b>.',
  'Copper mining in the Brenner valley peaked in the 1890s, employing nearly four thousand workers.',
  'The Orvik lighthouse uses a third-order Fresnel lens installed by French engineers.',
  'In 2003 the city council voted to rename Station Square after the poet Ilse Brandt.',
  'The clerk stored the ledgers under C:\\archive\\1919 and drew a table with | pipes | between columns.',
  'Saltmarsh sparrows nest only a few centimetres above the spring high-tide line.',
  'The first Tallin–Riga telegraph line opened on 14 May 1861.',
  'Professor Anika Rao showed that the alloy stays brittle below minus forty degrees.',
  'First line of the eleventh record.\nSecond line continues after a single line break.',
  'The Kestrel Cup has been won by the Harbour Rovers eleven times since 1921.',
  'A treaty signed at Lundgate in 1648 ended the long dispute over the river tolls.',
  'The museum displays a 12th-century chess set carved from walrus ivory.',
  'Values were tab\tseparated in the original spreadsheet sent by the finance office.',
  'Engineer Paulo Mendes designed the suspension bridge that opened across the Tagra in 1966.',
  'The Northern Review printed its final issue in December 1998 after 140 years.',
  'The river (locally called the Ouse) floods the lower meadows almost every spring.',
  'Vaccination campaigns in the province reduced measles cases by ninety percent within a decade.',
  'The observatory on Mount Keller recorded its clearest night sky on 2 February 2011.',
];

export const PLAIN_TEXTS: string[] = [
  'The old mill on the Dene was converted into a library in 1979 and still houses the parish records.',
  'Tomas Lind won the regional chess championship three years in a row, from 1934 to 1936.',
  'Rainfall in the northern hills averages 1,200 millimetres a year, most of it between October and March.',
  'The bakery guild required every apprentice to bake "seven breads of the week" before qualifying.',
  'A narrow-gauge railway connected the quarry to the port of Selby until 1958.',
  'The festival of lanterns is held on the first full moon after the spring equinox.',
];

export interface Passage {
  /** Document number (from `Document [n]`) or, for an untitled paragraph, its position (1-based). */
  n: number;
  /** Title, or null for a plain paragraph. */
  title: string | null;
  /** Passage text, verbatim. */
  text: string;
  /** The whole chunk as it stood in the material. */
  raw: string;
}

const DOC_RE = /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/;

export function parse(material: string): Passage[] {
  const chunks = /^Document \[\d+\]\(Title: /.test(material)
    ? material.split(/\n\n(?=Document \[\d+\]\(Title: )/)
    : material.split(/\n\n/);
  const out: Passage[] = [];
  for (const raw of chunks) {
    if (raw.trim() === '') continue;
    const m = DOC_RE.exec(raw);
    if (m) out.push({ n: Number(m[1] ?? out.length + 1), title: m[2] ?? '', text: m[3] ?? '', raw });
    else out.push({ n: out.length + 1, title: null, text: raw, raw });
  }
  return out;
}

export function groups<T>(xs: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

/** 24-hour clock `H:MM`, `start` minutes after midnight plus `n` minutes. */
export function clock(start: number, n: number): string {
  const t = start + n;
  return `${Math.floor(t / 60) % 24}:${String(t % 60).padStart(2, '0')}`;
}

/** 12-hour clock without the am/pm marker (the caller writes it in its own language). */
export function clock12(start: number, n: number): string {
  const t = start + n;
  const h = Math.floor(t / 60) % 12;
  return `${h === 0 ? 12 : h}:${String(t % 60).padStart(2, '0')}`;
}
