/**
 * @module compress/text-pipeline
 * Compresses one piece of text: terminal noise removal, exact-duplicate references, then the
 * transform made for each detected block kind. Lossy steps run only when the level allows
 * and only on reference material (never on system/assistant text or the user's question).
 * Material for a lookup is first checked against its question (`lookupHolds`): when the
 * question's words are not in it, nothing is selected from it. Prose material made of
 * passages (documents, sections, paragraphs) is selected passage by passage.
 */
import { countAnchor } from './anchors.js';
import { mostlyProse, recordSelection, transformBlock, wholeKeepRatio } from './block-transforms.js';
import { carriesMark } from './comment-frame.js';
import { configRecords } from './config-records.js';
import { removeTerminalNoise } from './clean.js';
import { dedupeText } from './dedupe.js';
import { withinStringDocument } from './string-document.js';
import { type Block, joinBlocks, mostlyOfKind, splitBlocks } from './detect.js';
import { lookupHolds } from './lookup-gate.js';
import { selectPassages } from './passage-select.js';
import { delimitedRows, splitPassages } from './passages.js';
import { recordHopAnchors } from './record-hops.js';
import { type TextContext, checkDeadline, track } from './text-context.js';

const FENCED = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm;
/** Share of the text a fence must hold to be the material (the rest: the lines that introduce it). */
const FENCE_SHARE = 0.8;
/** A fence tagged as data, not code: what it holds is selected record by record like unfenced data. */
const DATA_FENCE = /^\s*(?:`{3,}|~{3,})\s*(?:ya?ml|csv|tsv|toml|ini|xml)(?:\s[^\n]*)?\n$/i;

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
  const transformed = compressBody(text, ctx);
  // Duplicates are found and registered on the text as sent, so a reference always points
  // at lines the model really saw (not at lines a lossy transform dropped from that message).
  return track(ctx, 'dedupe', transformed, dedupeText(transformed, ctx.messageNumber, ctx.registry).text);
}

/** The text compressed, before duplicates of earlier messages are referenced. */
function compressBody(text: string, ctx: TextContext): string {
  if (text.length === 0) return text;
  const cleaned = track(ctx, 'terminal-noise', text, cleanOutsideFences(text));
  checkDeadline(ctx);
  const blocks = splitBlocks(cleaned);
  // Material that is one fence of prose, or of data (a YAML export, a CSV), is selected inside its
  // fence, which stays whole; a line or two around it ("Refer only to the documents below.") is
  // kept, and so are smaller fences beside it (a CI file that names the question, over its documents).
  const fenced = blocks.reduce<Block | undefined>((big, b) => (b.fence && b.text.length > (big?.text.length ?? 0) ? b : big), undefined);
  if (fenced && (fenced.kind === 'prose' || DATA_FENCE.test(fenced.fence?.open ?? '')) && fenced.text.length >= cleaned.length * FENCE_SHARE) {
    const inner = compressBody(fenced.text, ctx);
    const plain = { ...ctx, lossy: false };
    return joinBlocks(blocks.map((b) => (b === fenced ? { ...b, text: inner } : transformBlock(b, plain))));
  }
  const quoted = ctx.lookup && ctx.lossy && !ctx.protectProse ? withinQuotation(cleaned, ctx) ?? withinString(cleaned, blocks, ctx) : null;
  if (quoted !== null) return quoted;
  const prose = ctx.lookup === true && ctx.lossy && mostlyOfKind(blocks, 'prose', cleaned.length);
  // Tool output is gated piece by piece (its prose by `gateProse`; its JSON and logs keep their
  // asked items whatever the question), not as a whole: an agent's two outputs answer one question together.
  // The turn's other material counts: the question may be about it, and this text the rest.
  if (ctx.lookup && ctx.lossy && !ctx.observation && !lookupHolds(withGateText(cleaned, ctx), ctx.queryParts ?? [ctx.query], ctx.anchors, prose)) ctx = { ...ctx, lossy: false };
  if (ctx.lookup && ctx.lossy) ctx = withTableHops(blocks, ctx);
  // A user's own prose is theirs (an environment's answer pasted back as a user turn too): never selected by passage.
  const selected = ctx.lookup && ctx.lossy && !ctx.protectProse ? selectByPassage(cleaned, blocks, ctx, prose) : null;
  return (
    selected ??
    joinBlocks(
      blocks.map((block) => {
        checkDeadline(ctx, block.text.length);
        return transformBlock(block, ctx);
      }),
    )
  );
}

/**
 * Data whose weight is one string (a page fetched as `{"url": …, "content": "…"}`, a Python
 * dict's repr): the string is compressed as the text it holds, in its place; the rest of JSON
 * only losslessly, the rest of other data not at all — when it is the turn's one material.
 */
function withinString(text: string, blocks: readonly Block[], ctx: TextContext): string | null {
  // Only the turn's one material: pages fetched in rounds would each keep their own best passages
  // at the passage budget, not the turn's (blind pool 18's scraped pages: 100 -> 88 of 100 kept).
  if ((ctx.gateWith?.length ?? 0) > 0) return null;
  const json = blocks.find((b) => b.kind === 'json' && b.text.length >= text.length * FENCE_SHARE);
  // A JSON block holding most of the text was parsed as JSON by the block reader; any other text is not JSON.
  const inner = withinStringDocument(json?.text ?? text, json !== undefined, (view) => compressBody(view, ctx));
  if (inner === null) return null;
  track(ctx, 'select-string-document', json?.text ?? text, inner);
  if (!json) return inner;
  const plain = { ...ctx, lossy: false };
  return joinBlocks(blocks.map((b) => transformBlock(b === json ? { ...b, text: inner } : b, plain)));
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
  const out = compressBody(inner, ctx);
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

function withTableHops(blocks: readonly Block[], ctx: TextContext): TextContext {
  const tables = blocks.filter((b) => b.kind === 'log' || b.kind === 'table').map((b) => b.text);
  if (tables.length === 0) return ctx;
  // A value many rows share (a warehouse, a status) points at no one row.
  const lower = tables.join('\n').toLowerCase();
  // A name the question asks by ("the store managed by Ines Holm") points at its record as an id does.
  const pointers = ctx.anchors.map((a) => (a.strength === 'name' ? { ...a, strength: 'strong' as const } : a));
  const lent = recordHopAnchors(tables, pointers).filter((a) => countAnchor(lower, a, MAX_POINTED + 1) <= MAX_POINTED);
  return lent.length === 0 ? ctx : { ...ctx, anchors: [...ctx.anchors, ...lent] };
}

/** Prose material of three or more passages (`prose`: mostly prose): passages first, then lossless clean-up of what is kept. */
function selectByPassage(text: string, blocks: readonly Block[], ctx: TextContext, prose: boolean): string | null {
  // An HTML page of repeated elements (profiles, articles, table rows) is selected element by
  // element, each kept whole: cutting sentences out of markup would leave it unbalanced.
  const wholeElements = mostlyOfKind(blocks, 'html', text.length);
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
  const selected = selectPassages(text, passages, recordSelection(ctx, wholeKeepRatio(text, ctx, whole), whole));
  if (selected === null) return null;
  track(ctx, 'select-passages', text, selected);
  const plain = { ...ctx, lossy: false };
  return joinBlocks(splitBlocks(selected).map((block) => transformBlock(block, plain)));
}
