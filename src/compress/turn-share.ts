/**
 * @module compress/turn-share
 * One question's material split over several messages — two pages fetched in parallel, a
 * retriever's results over two rounds, a knowledge base's passages in one message and a web
 * search's in the next — is compressed message by message, each at the level's ratio: each
 * keeps its own best passages, not the turn's, and a page holding the answer's passage among
 * two more on its subject cuts it as hard as a page that holds nothing asked. Here the turn's
 * passages are ranked together (BM25 over one vocabulary), the best taken up to the turn's
 * candidate budget, the sentence selector chooses among them, and each message is given the
 * share of the turn's budget its sentences won: never less than half its level's ratio (a
 * ranking's miss costs no page all of its answer), the floor paid by the messages given more.
 * Only material of one request shares: an earlier round's output was sent as it was cut then.
 */
import { mostlyOfKind, splitBlocks } from './detect.js';
import { fastKey } from './hash.js';
import { parseRawJson, type RawNode, viewOf } from './json-raw.js';
import type { Anchor } from './anchors.js';
import { scorePassages, takeBest } from './passage-select.js';
import { pickSentences } from './select.js';
import { splitPassages } from './passages.js';

export interface TurnShareQuestion {
  query: string;
  parts: string[];
  anchors: Anchor[];
}

/** Candidates take this many times the budget, as in passage selection. */
const CANDIDATE_FACTOR = 2;
/** A message keeps at least this share of its level's ratio, however its passages rank in the turn. */
const MIN_SHARE = 0.5;
/** A question part this long is looked for in the messages (a shorter one may be any phrase). */
const MIN_ASKED_CHARS = 12;
/** Material shorter than this (about the fewest tokens any level selects prose from) is kept whole. */
const MIN_SELECTED_CHARS = 600;
/** A string of JSON this long is text of its own (a page's body, a passage); shorter ones are fields. */
const MIN_STRING_CHARS = 200;

/**
 * The factor by which this message's keep ratios are scaled (1 when it stands alone in its turn,
 * nothing of the turn scores against the question, or the turn's ranking leaves every message its share).
 */
export function turnShare(text: string, beside: readonly string[], question: TurnShareQuestion, keepRatio: number): number {
  const others = beside.filter((t) => t.trim() !== '' && t !== text);
  if (others.length === 0 || text.trim() === '' || keepRatio >= 1) return 1;
  const texts = [...new Set([text, ...others])].sort();
  const key = `${keepRatio}\u0000${question.query}\u0000${question.parts.join('\u0001')}\u0000${question.anchors.map((a) => a.needle).join('\u0001')}`;
  // By hash (sampled: two turns that differ only in an unsampled middle would share shares — a
  // budget, never what any message says); joining the turn's text for every member cost more than the ranking.
  const turn = `${texts.length}\u0000${texts.map((t) => t.length).join(',')}\u0000${fastKey(texts.length, texts)}`;
  const memo = shares.get(turn) ?? new Map<string, Map<string, number>>();
  shares.set(turn, memo);
  let ranked = memo.get(key);
  if (ranked === undefined) {
    ranked = rank(texts, question, keepRatio);
    memo.set(key, ranked);
  }
  return ranked.get(text) ?? 1;
}

/** The last few turns ranked (a turn's members are compressed one after another: it is ranked once for all of them). */
const shares = new Map<string, Map<string, Map<string, number>>>();
const MAX_MEMO = 4;

function rank(texts: string[], question: TurnShareQuestion, keepRatio: number): Map<string, number> {
  if (shares.size > MAX_MEMO) shares.clear();
  // The question's own words where a message carries it (an issue that asks, fetched before its
  // comments) would rank that message first: it is read without them.
  const asked = question.parts.filter((p) => p.length >= MIN_ASKED_CHARS);
  // Material too short to be selected from keeps all it has whatever the ranking: it takes no share.
  const views = texts.map((t) => proseViews(asked.reduce((rest, p) => rest.split(p).join(' '), t)));
  if (views.filter((v) => v.length > 0).length < 2) return new Map();
  const units = views.map(unitsOf).map((u) => (u.reduce((n, x) => n + x.length, 0) >= MIN_SELECTED_CHARS ? u : []));
  if (units.filter((u) => u.length > 0).length < 2) return new Map();
  const owner = units.flatMap((u, i) => u.map(() => i));
  const flat = units.flat();
  const sizes = flat.map((u) => u.length);
  const total = sizes.reduce((n, s) => n + s, 0);
  const out = new Map<string, number>();
  if (total === 0) return out;
  // The turn selected as one material (sizes in characters: only shares are wanted): passages
  // ranked over one vocabulary are the candidates, the sentence selector chooses among them.
  const scores = scorePassages(flat, flat.map(() => ''), question.query);
  const taken = new Set<number>();
  takeBest(scores, sizes, taken, 0, total * keepRatio * CANDIDATE_FACTOR);
  if (taken.size === 0) return out;
  const candidates = [...taken].sort((a, b) => a - b);
  const picked = pickSentences(candidates.map((i) => flat[i] ?? ''), { query: question.query, queryParts: question.parts, anchors: question.anchors, budget: total * keepRatio, tokensPerChar: 1 });
  if (picked === null) return out;
  const kept = texts.map(() => 0);
  candidates.forEach((i, k) => {
    const o = owner[i] ?? 0;
    kept[o] = (kept[o] ?? 0) + (picked[k] ?? []).reduce((n, p) => n + (p.kept ? p.text.length : 0), 0);
  });
  // Shares of what the selection kept (it may keep less than its budget): the turn's budget is
  // divided among its messages, not cut.
  const keptAll = kept.reduce((n, k) => n + k, 0);
  if (keptAll === 0) return out;
  // A message raised to the floor takes its extra from those given more than their own ratio: the turn's budget holds.
  const owns = units.map((u) => u.reduce((n, x) => n + x.length, 0));
  const raw = texts.map((_, i) => ((kept[i] ?? 0) / keptAll) * (total / Math.max(1, owns[i] ?? 0)));
  const excess = raw.reduce((n, s, i) => n + Math.max(0, MIN_SHARE - s) * (owns[i] ?? 0), 0);
  const above = raw.reduce((n, s, i) => n + Math.max(0, s - 1) * (owns[i] ?? 0), 0);
  texts.forEach((t, i) => {
    const own = owns[i] ?? 0;
    if (own === 0) return;
    let share = raw[i] ?? 1;
    if (share > 1 && above > 0) share = Math.max(1, share - (excess * (share - 1)) / above);
    out.set(t, Math.min(1 / keepRatio, Math.max(MIN_SHARE, share)));
  });
  return out;
}

/**
 * The texts of a message the turn's ranking reads: JSON's long strings each as text, escaped line
 * breaks as breaks — only those the prose selector reads (logs, code and tables are selected line
 * by line at their own ratio: their lines' scores are not on the prose sentences' scale).
 */
function proseViews(text: string): string[] {
  const json = parseRawJson(text);
  const views = json ? longStrings(json) : [escapedBreaks(text) ? text.replace(/\\n/g, '\n') : text];
  return views.filter(readAsProse);
}

/** A message's passages, as the turn's ranking reads them. */
function unitsOf(views: string[]): string[] {
  return views.flatMap((view) =>
    splitPassages(view)
      .filter((p) => !p.glue)
      .map((p) => `${p.title}\n${view.slice(p.start, p.end)}`)
      .filter((u) => u.trim() !== ''),
  );
}

/** More escaped line breaks (`\\n`) than real ones: text quoted into a string. */
function escapedBreaks(text: string): boolean {
  const escaped = text.split('\\n').length;
  return escaped > 1 && text.split('\n').length < escaped;
}

function readAsProse(view: string): boolean {
  const blocks = splitBlocks(view);
  return mostlyOfKind(blocks, 'prose', view.length) || mostlyOfKind(blocks, 'html', view.length);
}

function longStrings(node: RawNode): string[] {
  if (node.kind === 'lit') return node.raw.startsWith('"') && node.raw.length >= MIN_STRING_CHARS ? [viewOf(node.raw)] : [];
  if (node.kind === 'arr') return node.items.flatMap(longStrings);
  return node.entries.flatMap(([, v]) => longStrings(v));
}
