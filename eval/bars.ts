/**
 * @module eval/bars
 * The quality bars of issue 16, each judged on a set's worst layout: every layout of the set
 * must reach the retention bar and the reduction bar. Request-level bars (SWE-agent replay,
 * BFCL) are judged on their single row.
 */
import type { CompressionLevel } from '../src/compress/index.js';
import type { RequestRow } from './request-sets.js';
import { CONVERSATION_LAYOUTS } from './layouts.js';
import type { Row } from './score.js';
import type { SetFamily } from './set-spec.js';

export interface Bar {
  family: SetFamily;
  level: CompressionLevel;
  retention: number;
  /** Minimum reduction of the material (before/after), if any. */
  reduction?: number;
  /** Retention must also reach BM25 whole-passage selection at the same budget. */
  beatBaseline?: boolean;
  source: string;
}

const ALL_LEVELS: CompressionLevel[] = ['lossless', 'balanced', 'aggressive'];
const ISSUE = 'issue 16';

export const BARS: Bar[] = [
  { family: 'multi-R', level: 'balanced', retention: 0.99, reduction: 3, beatBaseline: true, source: ISSUE },
  { family: 'multi-R', level: 'aggressive', retention: 0.97, reduction: 4, beatBaseline: true, source: ISSUE },
  { family: 'multi-T', level: 'balanced', retention: 0.98, reduction: 3, beatBaseline: true, source: ISSUE },
  { family: 'multi-T', level: 'aggressive', retention: 0, beatBaseline: true, source: `${ISSUE} (BM25 only)` },
  { family: 'squad-windows', level: 'balanced', retention: 0.98, reduction: 2, beatBaseline: true, source: 'docs/compression.md' },
  { family: 'squad-windows', level: 'aggressive', retention: 0.95, reduction: 3, beatBaseline: true, source: 'docs/compression.md' },
  ...(['squad-windows', 'multi-R', 'multi-T'] as const).map((family): Bar => ({ family, level: 'lossless', retention: 1, source: ISSUE })),
  ...ALL_LEVELS.flatMap((level) =>
    (['needles', 'whole-material', 'no-query'] as const).map((family): Bar => ({ family, level, retention: 1, source: ISSUE }))),
];

export interface Verdict {
  bar: Bar;
  worst: Row;
  lowest: Row;
  /** The layout where retention falls furthest below BM25 at matched budget, and by how much. */
  baselineGap?: { row: Row; gap: number };
  /** Layouts (of `layouts`) under the retention bar, under the reduction bar, under BM25. */
  short: { retention: number; reduction: number; baseline: number; layouts: number };
  pass: boolean;
}

export const retention = (r: Row): number => (r.scored === 0 ? 1 : r.kept / r.scored);
export const reduction = (r: Row): number => r.materialBefore / Math.max(1, r.materialAfter);
/** Reduction over the requests whose material no assistant reply follows yet (where Pith may select), and their share. */
export const openReduction = (r: Row): number => (r.materialBefore - r.frozenBefore) / Math.max(1, r.materialAfter - r.frozenAfter);
export const baselineRate = (r: Row): number | null => (r.baselineMatched === null || r.scored === 0 ? null : r.baselineMatched / r.scored);

/** Judges every bar whose set and level have rows; rows of several sets of a family count together. */
export function judgeBars(rows: Row[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const bar of BARS) {
    const mine = rows.filter((r) => r.family === bar.family && r.level === bar.level && r.n > 0);
    if (mine.length === 0) continue;
    const worst = mine.reduce((a, b) => (retention(b) < retention(a) ? b : a));
    // Material an assistant reply follows is sent as it was before (the cache rule): no reduction is owed there.
    const owing = mine.filter((r) => !CONVERSATION_LAYOUTS.has(r.layout));
    const lowest = (owing.length > 0 ? owing : mine).reduce((a, b) => (reduction(b) < reduction(a) ? b : a));
    const gaps = bar.beatBaseline ? mine.map((row) => ({ row, gap: retention(row) - (baselineRate(row) ?? 0) })) : [];
    const baselineGap = gaps.reduce<Verdict['baselineGap']>((a, b) => (!a || b.gap < a.gap ? b : a), undefined);
    const short = {
      retention: mine.filter((r) => retention(r) < bar.retention).length,
      reduction: bar.reduction === undefined ? 0 : owing.filter((r) => reduction(r) < (bar.reduction ?? 0)).length,
      baseline: gaps.filter((g) => g.gap < 0).length,
      layouts: mine.length,
    };
    verdicts.push({ bar, worst, lowest, baselineGap, short, pass: short.retention + short.reduction + short.baseline === 0 });
  }
  return verdicts;
}

/** Agent replays and BFCL: 0 prefix breaks, 0 signal lines lost, cost not above the figure at 63dcba8, JSON value kept. */
const REPLAY_COST_AT_63DCBA8: Partial<Record<CompressionLevel, number>> = { lossless: 0.735, balanced: 0.728, aggressive: 0.713 };

export interface RequestVerdict {
  row: RequestRow;
  text: string;
  pass: boolean;
}

export function judgeRequestRows(rows: RequestRow[]): RequestVerdict[] {
  const out: RequestVerdict[] = [];
  for (const row of rows) {
    if (row.replay) {
      const today = REPLAY_COST_AT_63DCBA8[row.level] ?? 1;
      out.push({
        row, pass: row.replay.prefixBreaks === 0 && row.replay.signalLost === 0 && row.replay.cost <= today + 0.0005,
        text: `0 prefix breaks, 0 signal lines lost, cost ≤ ×${today.toFixed(3)} (63dcba8)`,
      });
    } else if (row.jsonSame !== undefined && row.level === 'lossless') {
      out.push({ row, pass: row.jsonSame === row.n && row.violations === 0, text: 'exact JSON values, 0 violations' });
    }
  }
  return out;
}
