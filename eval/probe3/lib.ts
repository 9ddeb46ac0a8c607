// Shared helpers: PRNG, pools, text extraction, normalisation, checking.
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    shuffle: <T>(xs: T[]): T[] => {
      const a2 = xs.slice();
      for (let i = a2.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [a2[i], a2[j]] = [a2[j], a2[i]];
      }
      return a2;
    },
  };
}
export type R = ReturnType<typeof rng>;

export interface Msg {
  role: string;
  content?: any;
  tool_calls?: any[];
  tool_call_id?: string;
  name?: string;
}
export interface Case {
  id: string;
  family: string; // framework / product shape
  domain: string;
  lang: string;
  kind: 'lookup' | 'whole' | 'none';
  qtype: string;
  request: { model: string; messages: Msg[]; tools?: any[] };
  spans: string[]; // for lookup: all must survive
  question?: string;
}

export function msgText(m: Msg): string {
  let s = '';
  if (typeof m.content === 'string') s += m.content;
  else if (Array.isArray(m.content)) for (const p of m.content) if (p && p.type === 'text') s += p.text + '\n';
  if (m.tool_calls) for (const tc of m.tool_calls) s += '\n' + (tc.function?.name ?? '') + ' ' + (tc.function?.arguments ?? '');
  return s;
}
export function allText(msgs: Msg[]): string {
  return msgs.map(msgText).join('\n');
}

// Known marker shapes (learned empirically from output, not from source).
export const MARKER_RE = /\[…[^\]\n]{0,200}?…\]|\[[^\]\n]{0,120}\b(omitted|truncated|elided|removed|skipped|dropped)\b[^\]\n]{0,120}\]|<[^>\n]{0,80}\b(omitted|truncated|elided)\b[^>\n]{0,80}>|…\s*\(?\d+(\s+\w+){1,3}\s+omitted\)?/gi;

export function stripMarkers(s: string): string {
  return s.replace(MARKER_RE, ' \u0001 ');
}
export function hasMarker(s: string): boolean {
  MARKER_RE.lastIndex = 0;
  const r = MARKER_RE.test(s);
  MARKER_RE.lastIndex = 0;
  return r;
}

// Fair comparison: NFKC, drop whitespace, quotes, backslashes; also add decoded JSON string values.
export function normSpan(s: string): string {
  return s.normalize('NFKC').replace(/\s+/g, '').replace(/["'\\`]/g, '').toLowerCase();
}
function jsonStrings(v: any, out: string[]) {
  if (typeof v === 'string') out.push(v);
  else if (typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
  else if (Array.isArray(v)) v.forEach((x) => jsonStrings(x, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { out.push(k); jsonStrings(x, out); }
}
export function haystack(msgs: Msg[]): string {
  const parts: string[] = [];
  for (const m of msgs) {
    const t = msgText(m);
    parts.push(t);
    const tt = t.trim();
    if (tt.startsWith('{') || tt.startsWith('[')) {
      try { const out: string[] = []; jsonStrings(JSON.parse(tt), out); parts.push(out.join(' ')); } catch {}
    }
  }
  return normSpan(parts.join('\n'));
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
export function tokens(s: string): string[] {
  const out: string[] = [];
  const re = /[\p{L}\p{N}\p{M}]+/gu;
  for (const m of s.normalize('NFKC').matchAll(re)) {
    const w = m[0].toLowerCase();
    if (CJK.test(w)) {
      let buf = '';
      for (const ch of w) {
        if (CJK.test(ch)) { if (buf) out.push(buf); buf = ''; out.push(ch); } else buf += ch;
      }
      if (buf) out.push(buf);
    } else out.push(w);
  }
  return out;
}
export function contentTokens(s: string): string[] {
  return tokens(s).filter((w) => w.length >= 2 || CJK.test(w) || /\d/.test(w));
}
/** Distinct content tokens of `orig` that are absent from `comp`. */
export function lostWords(orig: string, comp: string): string[] {
  const have = new Set(contentTokens(comp));
  const lost = new Set<string>();
  for (const w of contentTokens(orig)) if (!have.has(w)) lost.add(w);
  return [...lost];
}
