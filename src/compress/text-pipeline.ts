/**
 * @module compress/text-pipeline
 * Compresses one piece of text: terminal noise removal, exact-duplicate references, then the
 * transform made for each detected block kind. Lossy steps run only when the level allows
 * and only on reference material (never on system/assistant text or the user's question).
 * Material for a lookup is first checked against its question (`lookupHolds`): when the
 * question's words are not in it, nothing is selected from it. Prose material made of
 * passages (documents, sections, paragraphs) is selected passage by passage.
 */
import { type Anchor, countAnchor } from './anchors.js';
import { selectCodePassages } from './code-select.js';
import { carriesMark } from './comment-frame.js';
import { configRecords } from './config-records.js';
import { collapseRepeatedLines, normaliseBlankSpace, removeTerminalNoise } from './clean.js';
import { type DedupeRegistry, dedupeText } from './dedupe.js';
import { type Block, joinBlocks, splitBlocks } from './detect.js';
import { compactNode } from './json-compact.js';
import { selectJsonLinesProse, selectJsonProse } from './json-prose.js';
import { parseRawJson } from './json-raw.js';
import { sampleJson } from './json-sample.js';
import { asksOverAll, lookupHolds } from './lookup-gate.js';
import { SIGNAL_LINE, collapseSimilarLines, reduceLog } from './logs.js';
import { selectPassages } from './passage-select.js';
import { delimitedRows, recordParagraphs, splitPassages, tableRows } from './passages.js';
import { recordHopAnchors } from './record-hops.js';
import { selectRelevant } from './select.js';
import type { LevelSettings } from './settings.js';
import { trailingWhitespace } from './whitespace.js';

export interface TextContext {
  settings: LevelSettings;
  /** Lossy transforms allowed for this text (reference material only). */
  lossy: boolean;
  /** Prose is left byte-exact: a user's own words when no question could be told apart. */
  protectProse?: boolean;
  /** Tool output (or an agent observation): long unfenced code in it is reference material. */
  observation?: boolean;
  /** Tool output: a line reporting an error, failure or warning survives every selection. */
  keepSignals?: boolean;
  /** Material for a lookup question: selected only when the question's words are in it. */
  lookup?: boolean;
  query: string;
  /** Literal tokens of the question: a unit holding one is kept. */
  anchors: Anchor[];
  /** Prose is selected only when the question can be scored against it (tool output read against the turn's question). */
  gateProse?: boolean;
  /**
   * The turn's other material, gated with this text: an agent's earlier tool outputs (its outputs
   * answer one question together), or a lookup turn's other messages of material.
   */
  gateWith?: readonly string[];
  /** The question part by part (for the lookup gate); `query` is all of them together. */
  queryParts?: string[];
  messageNumber: number;
  registry: DedupeRegistry;
  countTokens: (text: string) => number;
  transforms: Set<string>;
  deadline: number;
}

export class BudgetExceeded extends Error {}

const isSignal = (line: string): boolean => SIGNAL_LINE.test(line);
/** A line that reports an error in records or passages: a log's length, not a paragraph of prose that says "failed". */
const SIGNAL_LINE_CHARS = 300;
const isRecordSignal = (line: string): boolean => line.length <= SIGNAL_LINE_CHARS && isSignal(line);

const FENCED = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm;
/** Share of the text a fence must hold to be the material (the rest: the lines that introduce it). */
const FENCE_SHARE = 0.8;
/** A fence tagged as data, not code: what it holds is selected record by record like unfenced data. */
const DATA_FENCE = /^\s*(?:`{3,}|~{3,})\s*(?:ya?ml|csv|tsv|toml|ini|xml)\s*\n$/i;

/** Checked between blocks; the clock is read only after a few blocks' worth of text, since reading it costs more than a small block. */
let sinceCheck = 0;
function checkDeadline(ctx: TextContext, chars = Infinity): void {
  sinceCheck += chars;
  if (sinceCheck < 8192) return;
  sinceCheck = 0;
  if (performance.now() > ctx.deadline) throw new BudgetExceeded('compression time budget exceeded');
}

function track(ctx: TextContext, name: string, before: string, after: string): string {
  if (before !== after) ctx.transforms.add(name);
  return after;
}

/**
 * The text the lookup gate reads: this one with the turn's other material (`gateWith`). In one
 * order whichever member is gated (the gate reads words and paragraphs, not their order), so
 * the members of a turn share one reading of it (lookup-gate's memo).
 */
function withGateText(text: string, ctx: TextContext): string {
  return ctx.gateWith && ctx.gateWith.length > 0 ? [...ctx.gateWith, text].sort().join('\n\n') : text;
}

/** Terminal noise removal outside fenced code. */
function cleanOutsideFences(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(FENCED)) {
    out += removeTerminalNoise(text.slice(last, m.index)) + m[0];
    last = m.index + m[0].length;
  }
  return out + removeTerminalNoise(text.slice(last));
}

export function compressText(text: string, ctx: TextContext): string {
  if (text.length === 0) return text;
  const cleaned = track(ctx, 'terminal-noise', text, cleanOutsideFences(text));
  checkDeadline(ctx);
  const blocks = splitBlocks(cleaned);
  // Material that is one fence of prose, or of data (a YAML export, a CSV), is selected inside its
  // fence, which stays whole; a line or two around it ("Refer only to the documents below.") is kept.
  const fences = blocks.filter((b) => b.fence !== undefined);
  const fenced = fences.length === 1 ? fences[0] : undefined;
  if (fenced && (fenced.kind === 'prose' || DATA_FENCE.test(fenced.fence?.open ?? '')) && fenced.text.length >= cleaned.length * FENCE_SHARE) {
    const inner = compressText(fenced.text, ctx);
    const plain = { ...ctx, lossy: false };
    return joinBlocks(blocks.map((b) => (b === fenced ? { ...b, text: inner } : transformBlock(b, plain))));
  }
  const quoted = ctx.lookup && ctx.lossy && !ctx.protectProse ? withinQuotation(cleaned, ctx) : null;
  if (quoted !== null) return quoted;
  const prose = ctx.lookup === true && ctx.lossy && charsOf(blocks, 'prose') >= cleaned.length * KIND_SHARE;
  // Tool output is gated piece by piece (its prose by `gateProse`; its JSON and logs keep their
  // asked items whatever the question), not as a whole: an agent's two outputs answer one question together.
  // The turn's other material counts: the question may be about it, and this text the rest.
  if (ctx.lookup && ctx.lossy && !ctx.observation && !lookupHolds(withGateText(cleaned, ctx), ctx.queryParts ?? [ctx.query], ctx.anchors, prose)) ctx = { ...ctx, lossy: false };
  if (ctx.lookup && ctx.lossy) ctx = withTableHops(blocks, ctx);
  // A user's own prose is theirs (an environment's answer pasted back as a user turn too): never selected by passage.
  const selected = ctx.lookup && ctx.lossy && !ctx.protectProse ? selectByPassage(cleaned, blocks, ctx, prose) : null;
  const transformed =
    selected ??
    joinBlocks(
      blocks.map((block) => {
        checkDeadline(ctx, block.text.length);
        return transformBlock(block, ctx);
      }),
    );
  // Duplicates are found and registered on the text as sent, so a reference always points
  // at lines the model really saw (not at lines a lossy transform dropped from that message).
  return track(ctx, 'dedupe', transformed, dedupeText(transformed, ctx.messageNumber, ctx.registry).text);
}

/** A quoted or commented line: an e-mail's `> text` (or a bare `>`), a `-- `, `# `, `// `, `; ` or `% ` comment. */
const LINE_MARK = /^(>|--|\/\/|#|;|%)(?: |$)/;

/**
 * A quoted e-mail (an attribution line, then `> ` lines), or material written in line comments,
 * is selected as the text it quotes, each kept line marked again, the markers too: the thread's
 * passages are its quoted paragraphs. One level of marks is taken off and put back exactly.
 */
function withinQuotation(text: string, ctx: TextContext): string | null {
  const lines = text.split('\n');
  const first = lines.length > 0 && !LINE_MARK.test(lines[0] ?? '') ? 1 : 0;
  const end = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  const quoted = lines.slice(first, end);
  const mark = LINE_MARK.exec(quoted[0] ?? '')?.[1];
  if (mark === undefined || quoted.length < 5 || !quoted.every((l) => carriesMark(l, mark))) return null;
  const inner = quoted.map((l) => l.slice(mark.length + 1)).join('\n');
  const out = compressText(inner, ctx);
  if (out === inner) return null;
  const requoted = out.split('\n').map((l) => (l === '' ? mark : `${mark} ${l}`));
  return [...lines.slice(0, first), ...requoted, ...lines.slice(end)].join('\n');
}

/**
 * Tables pasted together are read like an agent's two tool calls: "the e-mail of the customer
 * who placed ORD-46875" finds the order's row (`ORD-46875,C-1790,…`), whose values then point
 * at the customer table's row (`C-1790,Kwame Crodor,…`). Only line records (logs, CSV,
 * tables) lend values: a prose line's comma-separated pieces are phrases, not pointers.
 */
/** Rows a lent value may stand in (its own and the one or two it points at). */
const MAX_POINTED = 3;

function withTableHops(blocks: Block[], ctx: TextContext): TextContext {
  const tables = blocks.filter((b) => b.kind === 'log' || b.kind === 'table').map((b) => b.text);
  if (tables.length === 0) return ctx;
  // A value many rows share (a warehouse, a status) points at no one row.
  const lower = tables.join('\n').toLowerCase();
  // A name the question asks by ("the store managed by Ines Holm") points at its record as an id does.
  const pointers = ctx.anchors.map((a) => (a.strength === 'name' ? { ...a, strength: 'strong' as const } : a));
  const lent = recordHopAnchors(tables, pointers).filter((a) => countAnchor(lower, a, MAX_POINTED + 1) <= MAX_POINTED);
  return lent.length === 0 ? ctx : { ...ctx, anchors: [...ctx.anchors, ...lent] };
}

/** Share of the material one kind must hold for the material to be read as that kind. */
const KIND_SHARE = 0.7;

/** Characters of the blocks of one kind. */
function charsOf(blocks: Block[], kind: Block['kind']): number {
  return blocks.reduce((n, b) => n + (b.kind === kind ? b.text.length : 0), 0);
}

/** Prose material of three or more passages (`prose`: mostly prose): passages first, then lossless clean-up of what is kept. */
function selectByPassage(text: string, blocks: Block[], ctx: TextContext, prose: boolean): string | null {
  // An HTML page of repeated elements (profiles, articles, table rows) is selected element by
  // element, each kept whole: cutting sentences out of markup would leave it unbalanced.
  const wholeElements = charsOf(blocks, 'html') >= text.length * KIND_SHARE;
  if (!prose && !wholeElements) return null;
  // Tool output's documents (prose, or a feed's or page's elements) are gated here, with what the turn's earlier outputs said: a request
  // to look ("Can you look at the KB sheet?") names no place in a sheet of documents, whose rows
  // are not cut blind; a second fetch of pages the question's words are not in is cut as the first.
  if (ctx.gateProse && !lookupHolds(withGateText(text, ctx), ctx.queryParts ?? [ctx.query], ctx.anchors, prose)) return null;
  // Documents exported as CSV rows, or returned as YAML (`- rank: 1` / `text: |`), are passages by their records.
  const rows = delimitedRows(text);
  const passages = rows ?? configRecords(text) ?? splitPassages(text);
  if (wholeElements && passages.some((p) => !p.glue && !/^\s*</.test(text.slice(p.start, p.end)))) return null;
  // Records of prose (articles, a CSV of documents) have their sentences chosen, wrappers kept
  // (passage-select's pieces); records of fields (product cards, table rows) are kept whole.
  const whole = wholeElements && !mostlyProse(text.replace(/<[^>\n]*>/g, ''));
  const selected = selectPassages(text, passages, {
    query: ctx.query,
    queryParts: ctx.queryParts,
    anchors: ctx.anchors,
    keepRatio: wholeKeepRatio(text, ctx, whole),
    countTokens: ctx.countTokens,
    // A long line of prose that says "failed" is no error report: only a short line is forced (tool output read as a turn's material too).
    mustKeepLine: ctx.keepSignals || ctx.observation ? isRecordSignal : undefined,
    wholePassages: whole,
  });
  if (selected === null) return null;
  track(ctx, 'select-passages', text, selected);
  const plain = { ...ctx, lossy: false };
  return joinBlocks(splitBlocks(selected).map((block) => transformBlock(block, plain)));
}

function transformBlock(block: Block, ctx: TextContext): Block {
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
function wholeKeepRatio(text: string, ctx: TextContext, whole: boolean): number {
  return whole && mostlyProse(text) ? Math.min(1, ctx.settings.passageKeepRatio * PROSE_RECORD_FACTOR) : ctx.settings.passageKeepRatio;
}
const PROSE_RECORD_FACTOR = 1.5;

/** Most of the text is in sentences (a line with a full stop inside, or a long one), not in settings. */
function mostlyProse(text: string): boolean {
  let prose = 0;
  for (const line of text.split('\n')) if (line.length > 120 || /\p{L}[.!?]\s+\p{Lu}/u.test(line)) prose += line.length;
  return prose >= text.length * 0.5;
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
  const selected = selectPassages(text, records, {
    query: ctx.query,
    queryParts: ctx.queryParts,
    anchors: ctx.anchors,
    keepRatio: ctx.settings.passageKeepRatio,
    countTokens: ctx.countTokens,
    mustKeepLine: ctx.keepSignals || ctx.observation ? isRecordSignal : undefined,
    // Records that hold prose (search results as YAML `text: |` blocks) are passages: their
    // sentences are selected too. Settings are kept whole.
    wholePassages: !mostlyProse(text),
  });
  return selected === null ? null : track(ctx, 'select-records', text, selected);
}

/**
 * A markdown table asked about is selected row by row, like a CSV export's rows: the asked rows
 * whole (by anchors and BM25, up to the passage budget), the header row and its rule always.
 */
function selectTableRows(text: string, ctx: TextContext): string {
  const rows = tableRows(text);
  if (rows === null) return text;
  const selected = selectPassages(text, rows, {
    query: ctx.query,
    queryParts: ctx.queryParts,
    anchors: ctx.anchors,
    keepRatio: wholeKeepRatio(text, ctx, true),
    countTokens: ctx.countTokens,
    mustKeepLine: ctx.keepSignals || ctx.observation ? isRecordSignal : undefined,
    wholePassages: true,
  });
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
    mustKeepLine: ctx.observation || ctx.keepSignals ? isSignal : undefined,
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
