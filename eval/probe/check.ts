import type { Case, Span, Msg } from './gen.ts';
export const MARK = /omitted|elided|truncated|removed|skipped|…|\.\.\./gi;
const nows = (s: string) => s.replace(/\s+/g, '');
export function contentOf(m: Msg): string { return typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? (m.content as any[]).map((p) => p.text ?? '').join('\n') : ''; }
export function allText(msgs: Msg[]): string { return msgs.map(contentOf).join('\n\u0000\n'); }
function unescapeJsonish(s: string) { return s.replace(/\\"/g, '"').replace(/\\n/g, '\n').replace(/\\\\/g, '\\'); }
export function spanKept(sp: Span, hay: string): boolean {
  const h1 = nows(hay), h2 = nows(unescapeJsonish(hay));
  if (sp.t === 'text') { const n = nows(sp.s); const n2 = nows(unescapeJsonish(sp.s)); return h1.includes(n) || h2.includes(n2) || h2.includes(n); }
  const strip = (x: string) => nows(x).replace(/["\\]/g, '');
  const H = strip(unescapeJsonish(hay)); const vals = sp.vals.map(strip);
  let pos = H.indexOf(vals[0]);
  while (pos >= 0) {
    const win = H.slice(Math.max(0, pos - sp.w), pos + sp.w);
    if (vals.slice(1).every((v) => win.includes(v))) return true;
    pos = H.indexOf(vals[0], pos + 1);
  }
  return false;
}
export function tokens(s: string): Set<string> {
  const out = new Set<string>();
  for (const m of s.matchAll(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}_]+/gu)) out.add(m[0].toLowerCase());
  return out;
}
export function lostTokens(a: string, b: string): string[] { const B = tokens(b); return [...tokens(a)].filter((t) => !B.has(t)); }
export function markerCount(s: string) { return (s.match(MARK) ?? []).length; }
