/**
 * @module compress/block-transforms
 * The transform made for each kind of block (code, JSON, table, HTML, log, prose): lossless
 * clean-up always, selection by the question only when the text is reference material and the
 * level allows it. Records (configuration, table rows, log paragraphs) are selected whole.
 */
import { selectCodePassages } from './code-select.js';
import { configRecords } from './config-records.js';
import { collapseRepeatedLines, normaliseBlankSpace } from './clean.js';
import type { Block } from './detect.js';
import { compactNode } from './json-compact.js';
import { selectJsonLinesProse, selectJsonProse } from './json-prose.js';
import { parseRawJson } from './json-raw.js';
import { sampleJson } from './json-sample.js';
import { asksOverAll, lookupHolds } from './lookup-gate.js';
import { collapseSimilarLines, reduceLog } from './logs.js';
import { type PassageSelectOptions, selectPassages } from './passage-select.js';
import { delimitedRows, recordParagraphs, tableRows } from './passages.js';
import { selectRelevant } from './select.js';
import { type TextContext, isRecordSignal, isSignal, track } from './text-context.js';
import { trailingWhitespace } from './whitespace.js';

export function transformBlock(block: Block, ctx: TextContext): Block {
  switch (block.kind) {
    case 'code': {
      if (block.fence || !ctx.lossy) return block;
      const records = selectConfigRecords(block.text, ctx);
      if (records !== null) return { ...block, text: records };
      return ctx.observation ? { ...block, text: transformCode(block.text, ctx) } : block;
    }
    case 'json':
      return { ...block, text: transformJson(block.text, ctx) };
    case 'table': {
      const text = track(ctx, 'table-padding', block.text, stripTablePadding(normaliseBlankSpace(block.text)));
      return { ...block, text: ctx.lossy && ctx.lookup ? selectTableRows(text, ctx) : text };
    }
    case 'html':
      return { ...block, text: track(ctx, 'html-indent', block.text, stripHtmlIndent(normaliseBlankSpace(block.text))) };
    case 'log':
      return { ...block, text: transformLog(block.text, ctx) };
    case 'prose':
      return { ...block, text: transformProse(block.text, ctx) };
  }
}

/**
 * Whole records that hold prose (a directory's entries, CSV rows in a log block) cannot lose
 * sentences inside them, so half as much budget again goes to them: toward the candidates a
 * prose selection would take before choosing sentences.
 */
export function wholeKeepRatio(text: string, ctx: TextContext, whole: boolean): number {
  return whole && mostlyProse(text) ? Math.min(1, ctx.settings.passageKeepRatio * PROSE_RECORD_FACTOR) : ctx.settings.passageKeepRatio;
}
const PROSE_RECORD_FACTOR = 1.5;

/** Most of the text is in sentences (a line with a full stop inside, or a long one), not in settings. */
export function mostlyProse(text: string): boolean {
  let prose = 0;
  for (const line of text.split('\n')) if (line.length > 120 || /\p{L}[.!?]\s+\p{Lu}/u.test(line)) prose += line.length;
  return prose >= text.length * 0.5;
}

/**
 * How records and passages are selected against the text's question: at this budget, whole or
 * sentence by sentence. A long line of prose that says "failed" is no error report: only a short
 * line is forced, in tool output and in a turn's material read from it.
 */
export function recordSelection(ctx: TextContext, keepRatio: number, wholePassages: boolean): PassageSelectOptions {
  return {
    query: ctx.query,
    queryParts: ctx.queryParts,
    anchors: ctx.anchors,
    keepRatio,
    countTokens: ctx.countTokens,
    mustKeepLine: ctx.keepSignals || ctx.observation ? isRecordSignal : undefined,
    wholePassages,
  };
}

/**
 * Configuration asked about (a job's timeout, a host's address, a deployment's image) is
 * selected record by record, whole, like passages: a question's anchors keep their records.
 * Only with a question: the call that fetched tool output is no question to select by.
 */
function selectConfigRecords(text: string, ctx: TextContext): string | null {
  if (!ctx.lookup && !(ctx.observation && ctx.anchors.length > 0)) return null;
  const records = configRecords(text);
  if (records === null) return null;
  // Records that hold prose (search results as YAML `text: |` blocks) are passages: their
  // sentences are selected too. Settings are kept whole.
  const selected = selectPassages(text, records, recordSelection(ctx, ctx.settings.passageKeepRatio, !mostlyProse(text)));
  return selected === null ? null : track(ctx, 'select-records', text, selected);
}

/**
 * A markdown table asked about is selected row by row, like a CSV export's rows: the asked rows
 * whole (by anchors and BM25, up to the passage budget), the header row and its rule always.
 */
function selectTableRows(text: string, ctx: TextContext): string {
  const rows = tableRows(text);
  if (rows === null) return text;
  const selected = selectPassages(text, rows, recordSelection(ctx, wholeKeepRatio(text, ctx, true), true));
  return selected === null ? text : track(ctx, 'select-records', text, selected);
}

function transformCode(text: string, ctx: TextContext): string {
  const { codeKeepRatio, codeMinLines } = ctx.settings;
  const trailing = trailingWhitespace(text);
  const body = text.slice(0, text.length - trailing.length);
  const selected = selectCodePassages(body, { query: ctx.query, keepRatio: codeKeepRatio, minLines: codeMinLines, countTokens: ctx.countTokens });
  return track(ctx, 'select-code', text, selected + trailing);
}

function transformLog(text: string, ctx: TextContext): string {
  let out = track(ctx, 'whitespace', text, normaliseBlankSpace(text));
  out = track(ctx, 'repeated-lines', out, collapseRepeatedLines(out));
  if (!ctx.lossy) return out;
  const trailing = trailingWhitespace(out);
  const body = out.slice(0, out.length - trailing.length);
  // JSON Lines of passages (a search export) are selected as a JSON array of them is.
  const passages = ctx.lookup && !(ctx.gateProse && asksOverAll(body, ctx.queryParts ?? [ctx.query], ctx.anchors)) ? selectJsonLinesProse(body, { query: ctx.query, queryParts: ctx.queryParts, anchors: ctx.anchors, keepRatio: ctx.settings.passageKeepRatio }) : null;
  if (passages !== null) return track(ctx, 'select-json-prose', out, passages + trailing);
  const records = ctx.lookup ? recordParagraphs(body) ?? delimitedRows(body) : null;
  if (records !== null) {
    const selected = selectPassages(body, records, {
      query: ctx.query,
      queryParts: ctx.queryParts,
      anchors: ctx.anchors,
      keepRatio: wholeKeepRatio(body, ctx, true),
      countTokens: ctx.countTokens,
      mustKeepLine: ctx.keepSignals ? isSignal : ctx.observation ? isRecordSignal : undefined,
      wholePassages: true,
    });
    return selected === null ? out : track(ctx, 'select-passages', out, selected + trailing);
  }
  out = track(ctx, 'similar-lines', out, collapseSimilarLines(out, ctx.anchors));
  const log = ctx.settings.log;
  if (out.split('\n').length < log.minLines) return out;
  return track(ctx, 'log-reduce', out, reduceLog(out, { query: ctx.query, anchors: ctx.anchors, ...log }).text);
}

function transformProse(text: string, ctx: TextContext): string {
  if (ctx.protectProse) return text;
  let out = track(ctx, 'whitespace', text, normaliseBlankSpace(text));
  out = track(ctx, 'repeated-lines', out, collapseRepeatedLines(out));
  if (!ctx.lossy || ctx.query.trim() === '' || out.length < ctx.settings.minProseTokens * 3) return out;
  if (ctx.countTokens(out) < ctx.settings.minProseTokens) return out;
  if (ctx.gateProse && !lookupHolds(out, ctx.queryParts ?? [ctx.query], ctx.anchors)) return out;
  const trailing = trailingWhitespace(out);
  const selected = selectRelevant(out.slice(0, out.length - trailing.length), {
    query: ctx.query,
    keepRatio: ctx.settings.keepRatio,
    countTokens: ctx.countTokens,
    anchors: ctx.anchors,
    mustKeepLine: ctx.observation || ctx.keepSignals ? isRecordSignal : undefined,
  });
  return track(ctx, 'select-sentences', out, selected + trailing);
}

function transformJson(text: string, ctx: TextContext): string {
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const trail = trailingWhitespace(text);
  let node = parseRawJson(text);
  if (!node) return text;
  // Tool output read against the turn's question: a question over every record of the data
  // (the largest, a total, how many with status X) needs every item. Tool output of a turn that
  // asks nothing ("fetch every article, my question comes next") is not sampled by the call's
  // words alone: that would be blind.
  const blind = ctx.observation === true && ctx.lookup !== true;
  const lossy = ctx.lossy && !blind && !(ctx.gateProse && asksOverAll(text, ctx.queryParts ?? [ctx.query], ctx.anchors));
  // JSON that is mostly prose (retrieved passages as `results: [{rank, text}]`) is selected as passages are, sentences included.
  const prose = lossy && ctx.lookup === true ? selectJsonProse(node, { query: ctx.query, queryParts: ctx.queryParts, anchors: ctx.anchors, keepRatio: ctx.settings.passageKeepRatio }) : null;
  if (prose) {
    ctx.transforms.add('select-json-prose');
    node = prose;
  } else if (lossy) {
    const sampled = sampleJson(node, { maxItems: ctx.settings.jsonMaxItems, query: ctx.query, anchors: ctx.anchors, documentKeepRatio: ctx.settings.passageKeepRatio });
    if (sampled.dropped > 0) ctx.transforms.add('json-sample');
    node = sampled.node;
  }
  const compact = compactNode(node, ctx.countTokens);
  const body = text.slice(lead.length, text.length - trail.length);
  if (compact.text === body) return text;
  for (const t of compact.transforms) ctx.transforms.add(t);
  return lead + compact.text + (trail.includes('\n\n') ? '\n\n' : trail);
}

function stripTablePadding(text: string): string {
  return text
    .split('\n')
    .map((line) => (/^\s*\|.*\|\s*$/.test(line) ? line.trim().replace(/\s*\|\s*/g, '|').replace(/-{3,}/g, '---') : line))
    .join('\n');
}

function stripHtmlIndent(text: string): string {
  if (/<(pre|textarea)\b/i.test(text)) return text;
  return text.replace(/^[ \t]+(?=<)/gm, '');
}
