/**
 * @module compress/code-select
 * Lossy passage selection for long code pasted back as tool output (file views, decompiler
 * output) at balanced/aggressive. Kept lines stay byte-exact (indentation is meaning); whole
 * passages — runs of lines cut at blank lines or every few lines — are kept or dropped, the
 * first and last passage (file header, shell footer) and any passage reporting an error
 * always stay, and each dropped run becomes one marker with its exact line count. Code that
 * nothing of the question or call scores against stays whole (it would be cut blind).
 */
import { SIGNAL_LINE } from './logs.js';
import { omittedLines } from './markers.js';
import { queryScores } from './relevance.js';

export interface CodeSelectOptions {
  query: string;
  keepRatio: number;
  minLines: number;
  countTokens: (text: string) => number;
}

const PASSAGE_LINES = 10;
const TOP_ALWAYS = 2;

interface Passage {
  start: number;
  end: number;
  tokens: number;
  score: number;
  forced: boolean;
}

function toPassages(lines: string[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const blank = /^(\d+:)?\s*$/.test(lines[i] ?? '');
    if (blank || i - start + 1 >= PASSAGE_LINES || i === lines.length - 1) {
      out.push({ start, end: i + 1 });
      start = i + 1;
    }
  }
  return out;
}

export function selectCodePassages(text: string, options: CodeSelectOptions): string {
  const lines = text.split('\n');
  if (lines.length < options.minLines) return text;
  const passages: Passage[] = toPassages(lines).map((p, i, all) => {
    const body = lines.slice(p.start, p.end).join('\n');
    return { ...p, tokens: options.countTokens(body) + 1, score: 0, forced: i === 0 || i === all.length - 1 || SIGNAL_LINE.test(body) };
  });
  scorePassages(passages, lines, options.query);
  // Nothing the call or question names is in it: no passage can be told to matter, so none is cut.
  if (!passages.some((p) => !p.forced && p.score > 0)) return text;
  const total = passages.reduce((s, p) => s + p.tokens, 0);
  const budget = total * options.keepRatio;
  const keep = new Set<number>();
  let used = 0;
  passages.forEach((p, i) => {
    if (!p.forced) return;
    keep.add(i);
    used += p.tokens;
  });
  const order = passages.map((_, i) => i).sort((a, b) => (passages[b]?.score ?? 0) - (passages[a]?.score ?? 0) || a - b);
  let picked = 0;
  for (const i of order) {
    const p = passages[i] as Passage;
    if (keep.has(i) || p.score <= 0) continue;
    // The best matches for the question are kept even when error-mentioning passages used the budget.
    if (picked >= TOP_ALWAYS && used + p.tokens > budget) continue;
    keep.add(i);
    used += p.tokens;
    picked++;
  }
  return render(lines, passages, keep);
}

function scorePassages(passages: Passage[], lines: string[], query: string): void {
  const raw = queryScores(passages.map((p) => lines.slice(p.start, p.end).join('\n')), query);
  // "open fields.py at line 1474": a numbered view's line the question names is the place to look.
  const named = new Set(query.match(/\b\d{2,6}\b/g) ?? []);
  if (named.size > 0) {
    passages.forEach((p, i) => {
      for (let k = p.start; k < p.end; k++) if (named.has(/^(\d+):/.exec(lines[k] ?? '')?.[1] ?? '')) raw[i] = (raw[i] ?? 0) + 100;
    });
  }
  // A passage next to a relevant one is usually its context (the function around a line).
  passages.forEach((p, i) => {
    p.score = (raw[i] ?? 0) + 0.5 * Math.max(raw[i - 1] ?? 0, raw[i + 1] ?? 0);
  });
}

function render(lines: string[], passages: Passage[], keep: Set<number>): string {
  const out: string[] = [];
  let dropped = 0;
  const flush = (): void => {
    if (dropped > 0) out.push(omittedLines(dropped));
    dropped = 0;
  };
  passages.forEach((p, i) => {
    if (keep.has(i)) {
      flush();
      out.push(...lines.slice(p.start, p.end));
    } else dropped += p.end - p.start;
  });
  flush();
  return out.join('\n');
}
