/**
 * @module eval/score
 * Runs one set of the layout suite through the compressor's public API and scores what the
 * compressed request holds (what the upstream would receive): one row per layout × level.
 * Material tokens = tokens(request) − tokens(same layout with no material), before and after.
 */
import { isDeepStrictEqual } from 'node:util';
import { type CompressionLevel, type Compressor, countRequestTokens, createCompressor } from '../src/compress/index.js';
import type { ChatRequest } from '../src/wire/chat.js';
import { type BaselineCase, baselineCase, baselineKeeps, totalTokens } from './bm25.js';
import { checkInvariants, holdsAnswer, messageText, normaliseAnswer } from './checks.js';
import { type Item, type Laid, type Layout, skeleton } from './layouts.js';
import type { SetSpec } from './set-spec.js';

export interface LostCase {
  id: string;
  detail: string;
}

export interface Row {
  set: string;
  family: SetSpec['family'];
  split: SetSpec['split'];
  layout: string;
  level: CompressionLevel;
  n: number;
  /** Cases with a scoreable target (answerable with an answer outside the scaffold, or any needle/task). */
  scored: number;
  kept: number;
  materialBefore: number;
  materialAfter: number;
  /** The part of the material an assistant reply already follows (sent whole by design: docs/compression.md, "Cache stability"). */
  frozenBefore: number;
  frozenAfter: number;
  frozen: number;
  /** BM25 whole-passage selection at each case's own kept budget / at the row's ratio (null: no baseline). */
  baselineMatched: number | null;
  baselineAtRatio: number | null;
  violations: number;
  ms: number[];
  lost: LostCase[];
}

const MAX_LOST = 3;
const texts = (r: ChatRequest): string[] => r.messages.map(messageText);

/** A message that is one JSON document (a request body pasted as the prompt) also read as its string values, unescaped. */
function withDecodedStrings(text: string): string {
  const t = text.trim();
  if (!/^[[{]/.test(t)) return text;
  try {
    const leaves: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') leaves.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(JSON.parse(t));
    return `${text}\n${leaves.join('\n')}`;
  } catch {
    return text;
  }
}
/**
 * The text also as a reader decodes it: HTML entities, a CSV field's doubled quotes, an
 * e-mail's `> ` quoting, JSON string escapes, a markdown table's `\|` — a wording that wraps the material so must not make a needle unfindable
 * before anything is cut (the lossless row is the check).
 */
function decoded(text: string): string {
  const html = text.replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const csv = text.replace(/""/g, '"');
  const quoted = text.replace(/^(?:>[ \t]?)+/gm, '');
  // JSON strings inside a message (an API response in a fence), and a markdown table's escaped pipes.
  const escaped = text.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\(["\\/])/g, '$1');
  const table = text.replace(/\\\|/g, '|');
  return [withDecodedStrings(text), html, csv, quoted, escaped, table].filter((t, i) => i === 0 || t !== text).join('\n');
}
const without = (text: string, part: string): string => (part ? text.split(part).join(' ') : text);

/** Gold answers that the layout's own words (instruction, labels, question) do not already spell. */
function scoreableAnswers(item: Item, skel: ChatRequest, questionText: string): string[] {
  const scaffold = normaliseAnswer(without(texts(skel).join('\n'), questionText));
  return (item.answers ?? []).filter((a) => !scaffold.includes(normaliseAnswer(a)));
}

/**
 * Extraction only: every kept line piece of an unanswerable question's prompt is original text,
 * as sent or as the lossless level respells it (a table without its padding, JSON re-encoded).
 */
function invented(original: ChatRequest, compressed: ChatRequest, lossless: ChatRequest | undefined): string[] {
  const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
  const source = [original, lossless].map((r) => (r ? squash(texts(r).join('\n')) : '')).join('\n');
  // JSON's own syntax around a left-out item (`["… 2 more items omitted",{"rank":3,"text":"`) is
  // no text: the pieces are cut at it too, so only the strings' words are checked.
  const pieces = texts(compressed)
    .join('\n')
    .split(/\[…[^\]]*\]|… \d+ more items? omitted|…|\n|"\s*[,:]\s*"?|[{}[\]]|"/)
    .map(squash)
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  return pieces.filter((p) => !source.includes(p)).map((p) => `invented text: ${p.slice(0, 40)}`);
}

function passageReport(item: Item, kept: string): string {
  const i = item.answerPassage;
  const p = i === undefined ? undefined : item.passages[i];
  if (!p) return '';
  const sentences = p.text.split(/(?<=[.!?])\s+/);
  const survived = sentences.filter((s) => kept.includes(s)).length;
  return `; answer passage #${(i ?? 0) + 1}/${item.passages.length} "${p.title}": ${survived}/${sentences.length} sentences kept`;
}

// The baseline's ranking and passage sizes do not depend on the layout: one per item and answer set.
const baselines = new Map<string, BaselineCase>();
function baselineFor(item: Item, answers: string[]): BaselineCase {
  const key = `${item.id}\n${answers.join('\n')}`;
  let c = baselines.get(key);
  if (!c) baselines.set(key, (c = baselineCase(item.passages, item.question, answers)));
  return c;
}

interface Prepared {
  item: Item;
  laid: Laid;
  before: number;
  /** An assistant reply follows the material: its turn was answered before this question. */
  frozen: boolean;
  skelTokens: number;
  answers: string[];
  baseline?: BaselineCase;
  /** The request at the lossless level: the lossless judge's reference, and an unanswerable question's spellings. */
  reference?: ChatRequest;
}

function prepare(spec: SetSpec, layout: Layout, item: Item, reference: Compressor): Prepared {
  const laid = layout.build(item);
  const skel = skeleton(layout, item);
  const skelTokens = countRequestTokens(skel);
  const answers = spec.judge === 'answer' ? scoreableAnswers(item, skel, laid.questionText) : [];
  return {
    item, laid, skelTokens, answers, before: countRequestTokens(laid.request) - skelTokens, frozen: answeredAfterMaterial(laid.request, skel),
    baseline: spec.baseline && answers.length > 0 ? baselineFor(item, answers) : undefined,
    reference: spec.judge === 'lossless' || item.meta?.unanswerable === true ? reference.compressRequest(laid.request, { level: 'lossless' }).request : undefined,
  };
}

/** Whether an assistant message comes after a message that holds material (one that differs from the layout's skeleton). */
function answeredAfterMaterial(request: ChatRequest, skel: ChatRequest): boolean {
  const skelTexts = texts(skel);
  const first = texts(request).findIndex((t, i) => t !== skelTexts[i]);
  return first >= 0 && request.messages.slice(first + 1).some((m) => m.role === 'assistant');
}

function judge(spec: SetSpec, p: Prepared, out: ChatRequest): boolean | undefined {
  if (spec.judge === 'lossless') return isDeepStrictEqual(out.messages, p.reference?.messages);
  if (spec.judge !== 'answer') return spec.judge(p.item, texts(out).map(decoded), p.laid);
  if (p.answers.length === 0) return undefined;
  return holdsAnswer(without(texts(out).join('\n'), p.laid.questionText), p.answers);
}

function lostDetail(spec: SetSpec, p: Prepared, out: ChatRequest): string {
  const q = p.laid.questionText.replace(/\s+/g, ' ').slice(0, 90);
  if (spec.judge === 'answer') return `${q} → ${p.answers[0]}${passageReport(p.item, texts(out).join('\n'))}`;
  const chars = (r?: ChatRequest): number => (r ? texts(r).join('').length : 0);
  if (spec.judge === 'lossless') return `${q || '(no query)'} — ${chars(out)} of ${chars(p.reference)} lossless characters sent`;
  return `${q} — needle: ${JSON.stringify(p.item.meta?.line ?? p.item.meta?.asked ?? `${p.item.meta?.key}: ${p.item.meta?.value}`).slice(0, 120)}`;
}

function emptyRow(spec: SetSpec, layout: Layout, level: CompressionLevel): Row {
  return {
    set: spec.name, family: spec.family, split: spec.split, layout: layout.name, level, n: 0, scored: 0, kept: 0,
    materialBefore: 0, materialAfter: 0, frozenBefore: 0, frozenAfter: 0, frozen: 0, baselineMatched: spec.baseline ? 0 : null, baselineAtRatio: spec.baseline ? 0 : null,
    violations: 0, ms: [], lost: [],
  };
}

function scoreCase(spec: SetSpec, p: Prepared, row: Row, compressor: Compressor, verbose: boolean): void {
  const out = compressor.compressRequest(p.laid.request, { level: row.level });
  const after = Math.max(0, countRequestTokens(out.request) - p.skelTokens);
  row.n++;
  row.ms.push(out.report.ms);
  row.materialBefore += p.before;
  row.materialAfter += after;
  if (p.frozen) {
    row.frozen++;
    row.frozenBefore += p.before;
    row.frozenAfter += after;
  }
  const v = checkInvariants(p.laid.request, out.request, { question: p.laid.questionText || undefined, lossless: row.level === 'lossless' });
  if (p.item.meta?.unanswerable === true) v.push(...invented(p.laid.request, out.request, p.reference));
  if (v.length > 0) {
    row.violations++;
    if (verbose) console.error(`violation ${row.set}/${row.split}/${row.layout}/${row.level} ${p.item.id}: ${v.slice(0, 3).join('; ')}`);
  }
  const ok = judge(spec, p, out.request);
  if (ok === undefined) return;
  row.scored++;
  if (ok) row.kept++;
  else if (row.lost.length < MAX_LOST) row.lost.push({ id: p.item.id, detail: lostDetail(spec, p, out.request) });
  if (p.baseline && row.baselineMatched !== null) {
    const share = p.before > 0 ? after / p.before : 1;
    if (baselineKeeps(p.baseline, share * totalTokens(p.baseline))) row.baselineMatched++;
  }
}

/** One row per layout × level. Compressors are shared across the set, as a gateway shares one. */
export function scoreSet(spec: SetSpec, levels: CompressionLevel[], compressors: Map<CompressionLevel, Compressor>, verbose: boolean): Row[] {
  const reference = createCompressor();
  const rows: Row[] = [];
  // A layout the split has no wordings for (the held-out pool has no chat wording) is not judged there.
  const splits = new Set(spec.items.map((item) => item.split));
  for (const layout of spec.layouts.filter((l) => [...splits].every((split) => l.available?.(split) ?? true))) {
    const prepared = spec.items.map((item) => prepare(spec, layout, item, reference));
    for (const level of levels) {
      const row = emptyRow(spec, layout, level);
      const compressor = compressors.get(level) ?? createCompressor();
      for (const p of prepared) scoreCase(spec, p, row, compressor, verbose);
      if (row.baselineAtRatio !== null) {
        const ratio = row.materialBefore / Math.max(1, row.materialAfter);
        row.baselineAtRatio = prepared.filter((p) => p.baseline && baselineKeeps(p.baseline, totalTokens(p.baseline) / ratio)).length;
      }
      rows.push(row);
    }
  }
  return rows;
}
