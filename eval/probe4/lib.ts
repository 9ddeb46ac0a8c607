// Probe 4 helpers: seeded randomness and the scoring primitives (span survival, lost words, markers).
import fs from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Msg {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
  name?: string;
}

export interface Req {
  model: string;
  messages: Msg[];
  tools?: unknown[];
}

export type Kind = 'lookup' | 'whole' | 'noq';

export interface Case {
  id: string;
  family: string;
  kind: Kind;
  /** Language of the task / question wording. */
  lang: string;
  /** Material type (kb, log, json, csv, md, code, email, transcript, contract, tickets, reviews, events, answers …). */
  material: string;
  /** Where the task sits: after, before, middle, system, later-turn, tool. */
  position: string;
  question: string;
  /** Exact substrings of the original material a correct answer needs (lookups). */
  spans: string[];
  /** Optional pairs of spans that must stay in the same record (key, value). */
  together?: [string, string][];
  note?: string;
  request: Req;
}

// ---------- seeded randomness ----------
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    // mulberry32
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const t = a[i] as T;
      a[i] = a[j] as T;
      a[j] = t;
    }
    return a;
  }
  sample<T>(xs: readonly T[], n: number): T[] {
    return this.shuffle(xs).slice(0, n);
  }
  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(0, 15)];
    return s;
  }
}

/** Unique-value factory: never hands out the same string twice within one material. */
export class Uniq {
  private seen = new Set<string>();
  constructor(private rng: Rng) {}
  take(make: (r: Rng) => string): string {
    for (let i = 0; i < 1000; i++) {
      const v = make(this.rng);
      if (!this.seen.has(v)) {
        this.seen.add(v);
        return v;
      }
    }
    throw new Error('Uniq exhausted');
  }
  has(v: string): boolean {
    return this.seen.has(v);
  }
  add(v: string): void {
    this.seen.add(v);
  }
}

// ---------- text of a request ----------
export function msgText(m: Msg | undefined): string {
  if (!m) return '';
  let s = typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? (m.content as { text?: string }[]).map((p) => p.text ?? '').join('\n') : '';
  if (m.tool_calls) s += '\n' + m.tool_calls.map((t) => t.function.arguments).join('\n');
  return s;
}
export function allText(ms: Msg[]): string {
  return ms.map(msgText).join('\n\n');
}

// ---------- markers ----------
/** Marker shapes seen in the compressor's output (learned from output, not from source). */
export const MARKER_RE = /\[…[^\]\n]{0,120}?omitted[^\]\n]{0,40}?…?\]|"?…\s*\d+\s+more\s+[a-z]+\s+omitted"?|…\s*\d+\s+[a-z ]{0,30}omitted\s*…?/gi;
export function hasMarker(s: string): boolean {
  MARKER_RE.lastIndex = 0;
  return MARKER_RE.test(s) || /\bomitted\b/i.test(s);
}
export function countMarkers(s: string): number {
  return (s.match(MARKER_RE) ?? []).length;
}
export function stripMarkers(s: string): string {
  return s.replace(MARKER_RE, ' ');
}

// ---------- normalisation ----------
/** NFKC, drop whitespace, quotes, backslashes and table pipes; lower-case. */
export function normSpan(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/\\[nrt]/g, '')
    .replace(/[\s"'`\\|\u00a0\u200b]+/g, '')
    .toLowerCase();
}

/** Decoded string values of any JSON found in the text (so a span that was escaped in JSON still matches). */
function jsonStrings(text: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v as Record<string, unknown>).forEach(walk);
  };
  const t = text.trim();
  if ((t.startsWith('{') || t.startsWith('[')) && t.length < 3_000_000) {
    try {
      walk(JSON.parse(t));
    } catch {
      /* not JSON */
    }
  }
  return out;
}

export function haystack(ms: Msg[]): string {
  const parts: string[] = [];
  for (const m of ms) {
    const t = msgText(m);
    parts.push(normSpan(t));
    for (const s of jsonStrings(t)) parts.push(normSpan(s));
  }
  return parts.join('\u0001');
}

/** Spans survive together: key and value occur within `win` normalised chars of each other. */
export function together(hay: string, a: string, b: string, win = 700): boolean {
  const na = normSpan(a), nb = normSpan(b);
  let i = hay.indexOf(na);
  while (i >= 0) {
    const lo = Math.max(0, i - win), hi = Math.min(hay.length, i + na.length + win);
    if (hay.slice(lo, hi).includes(nb)) return true;
    i = hay.indexOf(na, i + 1);
  }
  return false;
}

// ---------- lost words ----------
export function contentTokens(s: string): string[] {
  return (s.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}_\-.@]*[\p{L}\p{M}\p{N}]|[\p{N}]/gu) ?? []);
}
const STOP = new Set(['the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'is', 'are', 'for', 'it', 'at', 'be', 'by', 'as', 'we']);
/**
 * Distinct content tokens of the original that are absent from the compressed text. A token counts as
 * present if it occurs as a substring of the compressed text once whitespace/quotes are removed, so
 * whitespace and JSON re-encoding never count as loss.
 */
export function lostWords(orig: string, comp: string): string[] {
  const compN = normSpan(comp) + '\u0001' + jsonStrings(comp).map(normSpan).join('\u0001');
  const seen = new Set<string>();
  const lost: string[] = [];
  for (const t of contentTokens(orig)) {
    if (seen.has(t) || STOP.has(t)) continue;
    seen.add(t);
    const n = normSpan(t);
    if (!n) continue;
    if (!compN.includes(n)) {
      // allow number re-encodings like 12.50 -> 12.5
      if (/^\d+\.\d*0$/.test(t) && compN.includes(normSpan(String(Number(t))))) continue;
      lost.push(t);
    }
  }
  return lost;
}

/** Number of orig content-token occurrences missing (multiset), to catch cuts of repeated material. */
export function lostOccurrences(orig: string, comp: string): number {
  const count = (s: string) => {
    const m = new Map<string, number>();
    for (const t of contentTokens(s)) m.set(t, (m.get(t) ?? 0) + 1);
    return m;
  };
  const a = count(orig), b = count(comp);
  let lost = 0;
  for (const [k, v] of a) lost += Math.max(0, v - (b.get(k) ?? 0));
  return lost;
}

// ---------- sharded runner ----------
/** Decode JSON string escapes so words inside escaped JSON text tokenise like the decoded text. */
export const decodeEscapes = (s: string): string => s.replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16))).replace(/\\[nrt]/g, ' ').replace(/\\(["\\/])/g, '$1');

/** A span survives if its normalised form (or its JSON-escaped form) is in the normalised output. */
export function survives(hay: string, compRaw: string, span: string): boolean {
  if (hay.includes(normSpan(span))) return true;
  const esc = JSON.stringify(span).slice(1, -1);
  return compRaw.includes(esc) || normSpan(compRaw).includes(normSpan(esc));
}

/** What probes 7 and 8 judge of one compressed case: spans kept, words lost, cuts and their markers. */
export interface Judgement {
  origText: string; compText: string; compressed: Msg[]; missing: string[]; lost: string[]; lostOcc: number;
  unmarked: number[]; markers: number; intact: boolean; cut: boolean; kept: boolean; verified?: boolean;
}

/**
 * Judge a case's compressed messages: lookups keep every span; whole tasks and pastes lose no word
 * and are not cut. `strip` / `marked` say which marker forms a probe recognises.
 */
export function judge(c: Case, compressed: Msg[], lossy: string[], strip: (s: string) => string = stripMarkers, marked: (s: string) => boolean = hasMarker): Judgement {
  const dec = decodeEscapes;
  const origText = allText(c.request.messages);
  const compText = allText(compressed);
  const hay = haystack(compressed);
  const missing = c.spans.filter((s) => !survives(hay, compText, s));
  const lost = lostWords(dec(origText), dec(strip(compText)));
  const lostOcc = lostOccurrences(dec(origText), dec(strip(compText)));
  const unmarked: number[] = [];
  c.request.messages.forEach((m, i) => {
    const cmi = compressed[i];
    if (!cmi) { unmarked.push(i); return; }
    const l = lostWords(dec(msgText(m)), dec(strip(msgText(cmi))));
    if (l.length && !marked(msgText(cmi))) unmarked.push(i);
  });
  const markers = compressed.reduce((a, m, i) => a + Math.max(0, countMarkers(msgText(m)) - countMarkers(msgText(c.request.messages[i]))), 0);
  const intact = lost.length === 0;
  const cut = lossy.length > 0 || markers > 0;
  const kept = c.kind === 'lookup' ? missing.length === 0 : intact && !cut;
  let verified: boolean | undefined;
  if (c.kind === 'lookup' && missing.length) verified = missing.every((s) => origText.includes(s) || origText.includes(JSON.stringify(s).slice(1, -1))) && missing.every((s) => !compText.includes(s) && !compText.replace(/\s+/g, ' ').includes(s.replace(/\s+/g, ' ')));
  if (c.kind !== 'lookup' && !intact) {
    // whole-word check on the raw text, markers removed (so 'ines' does not match '38 lines omitted')
    const wre = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
    const o = dec(origText).normalize('NFKC').toLowerCase(), k = dec(strip(compText)).normalize('NFKC').toLowerCase();
    verified = lost.every((w) => wre(w).test(o) && !wre(w).test(k));
  }
  return { origText, compText, compressed, missing, lost, lostOcc, unmarked, markers, intact, cut, kept, verified };
}

export interface ShardOut<R> { rows: R[]; invalid: string[] }

/**
 * The probe 4–7 runners each carried a copy of this; one copy now. In a `--shard i/n` child: score every
 * n-th case from i, write `shard-i.json` to `out` and exit. Otherwise with `jobs` > 1 and not `inProcess`
 * (`--only`): spawn `jobs` such children of `self` (the runner's import.meta.url), merge their rows and
 * put them back in case order, then `levels` order. Else score all cases in this process.
 */
export async function runSharded<C extends { id: string }, R extends { id: string; level: string }>(o: {
  self: string; out: string; cases: C[]; levels: readonly string[];
  shard?: string; jobs?: string; inProcess?: boolean; runCases: (cases: C[]) => ShardOut<R>;
}): Promise<ShardOut<R>> {
  if (o.shard) {
    const [i, n] = o.shard.split('/').map(Number) as [number, number];
    fs.writeFileSync(join(o.out, `shard-${i}.json`), JSON.stringify(o.runCases(o.cases.filter((_, k) => k % n === i))));
    process.exit(0);
  }
  const jobs = Number(o.jobs ?? Math.min(4, cpus().length));
  if (jobs <= 1 || o.inProcess) return o.runCases(o.cases);
  const self = fileURLToPath(o.self);
  await Promise.all(Array.from({ length: jobs }, (_, i) => new Promise<void>((res, rej) => {
    const p = spawn(process.execPath, [...process.execArgv, self, '--shard', `${i}/${jobs}`], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, PITH_PROBE_OUT: o.out } });
    p.on('exit', (code) => (code === 0 ? res() : rej(new Error(`shard ${i} exit ${code}`))));
  })));
  const rows: R[] = [], invalid: string[] = [];
  for (let i = 0; i < jobs; i++) {
    const s = JSON.parse(fs.readFileSync(join(o.out, `shard-${i}.json`), 'utf8')) as ShardOut<R>;
    rows.push(...s.rows); invalid.push(...s.invalid);
  }
  const order = new Map(o.cases.map((c, k) => [c.id, k]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)! || o.levels.indexOf(a.level) - o.levels.indexOf(b.level));
  return { rows, invalid };
}
