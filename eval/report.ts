/**
 * @module eval/report
 * Printing: the per set × layout × level table (with the split of each row), the request-level
 * sets, the summary per split and level against the bars, lost cases (--verbose) and a JSON
 * dump of every row (--json FILE) for diffing runs.
 */
import fs from 'node:fs';
import { percentile } from './checks.js';
import { type RequestVerdict, type Verdict, baselineRate, openReduction, reduction, retention } from './bars.js';
import type { RequestRow } from './request-sets.js';
import type { Row } from './score.js';

const pct = (x: number | null): string => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);
const times = (x: number): string => `${x.toFixed(2)}×`;

function table(header: string[], body: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...body.map((l) => `| ${l.join(' | ')} |`)].join('\n');
}

export function layoutTable(rows: Row[]): string {
  const header = ['set', 'split', 'layout', 'level', 'n', 'material tokens before → after', 'reduction', 'reduction, material no reply follows (share answered)', 'retention', 'BM25 @ same budget', 'BM25 @ row ratio', 'violations', 'p50 ms', 'p99 ms'];
  const body = rows.map((r) => [
    r.set, r.split, r.layout, r.level, r.scored === r.n ? String(r.n) : `${r.n} (${r.scored} scored)`,
    `${r.materialBefore.toLocaleString('en')} → ${r.materialAfter.toLocaleString('en')}`, times(reduction(r)),
    r.frozen === 0 ? '—' : r.frozen === r.n ? '— (100.0%)' : `${times(openReduction(r))} (${pct(r.frozen / Math.max(1, r.n))})`, pct(retention(r)),
    pct(baselineRate(r)), r.baselineAtRatio === null ? '—' : pct(r.baselineAtRatio / Math.max(1, r.scored)), String(r.violations),
    percentile(r.ms, 50).toFixed(2), percentile(r.ms, 99).toFixed(2),
  ]);
  return table(header, body);
}

export function requestTable(rows: RequestRow[]): string {
  const header = ['data set', 'level', 'n', 'tokens saved', 'kept', 'violations', 'p50 ms', 'p99 ms', 'details'];
  const body = rows.map((r) => {
    const kept = r.replay ? `signal lost ${r.replay.signalLost}` : r.jsonSame !== undefined ? `JSON same value ${r.jsonSame}/${r.n}` : 'n/a (chat)';
    const details = r.replay
      ? `prefix breaks ${r.replay.prefixBreaks}; cost ×${r.replay.cost.toFixed(3)}; tool output −${pct(r.replay.toolOutputSaved)}; system+task+assistant ${pct(r.replay.fixedShare)} of tokens`
      : (r.transforms ?? '');
    return [r.set, r.level, String(r.n), pct(r.saved), kept, String(r.violations), r.p50.toFixed(2), r.p99.toFixed(2), details];
  });
  return table(header, body);
}

/** A row's name in the summary: its layout, prefixed by its set where a family has several sets. */
const where = (r: Row): string => (r.family === 'needles' ? `${r.set.replace(/^needle: /, '')} / ${r.layout}` : r.layout);

export function summaryTable(split: string, verdicts: Verdict[]): string {
  const header = ['split', 'level', 'set', 'bar', 'worst layout', 'its retention', 'its reduction', 'least-reduced layout', 'its reduction', 'retention − BM25 (same budget), worst layout', 'layouts short of: retention / reduction / BM25', 'result'];
  const body = verdicts.map((v) => {
    const bar = `${v.bar.retention > 0 ? `≥ ${pct(v.bar.retention)}` : 'report'}${v.bar.reduction ? ` at ≥ ${v.bar.reduction}×` : ''}${v.bar.beatBaseline ? ', ≥ BM25' : ''} (${v.bar.source})`;
    const gap = v.baselineGap ? `${v.baselineGap.gap >= 0 ? '+' : ''}${(100 * v.baselineGap.gap).toFixed(1)} pts (${where(v.baselineGap.row)})` : '—';
    return [
      split, v.bar.level, v.bar.family, bar, where(v.worst), pct(retention(v.worst)), times(reduction(v.worst)),
      where(v.lowest), times(reduction(v.lowest)), gap,
      `${v.short.retention} / ${v.short.reduction} / ${v.short.baseline} of ${v.short.layouts}`, v.pass ? 'PASS' : '**FAIL**',
    ];
  });
  return table(header, body);
}

export function requestSummary(verdicts: RequestVerdict[]): string {
  const body = verdicts.map((r) => {
    const figures = r.row.replay
      ? `${pct(r.row.saved)} tokens saved, cost ×${r.row.replay.cost.toFixed(3)}, prefix breaks ${r.row.replay.prefixBreaks}, signal lines lost ${r.row.replay.signalLost}`
      : `JSON same value ${r.row.jsonSame}/${r.row.n}, violations ${r.row.violations}`;
    return [r.row.level, r.row.set, r.text, figures, r.pass ? 'PASS' : '**FAIL**'];
  });
  return table(['level', 'set', 'bar', 'figures', 'result'], body);
}

export function lostCases(rows: Row[]): string {
  const out: string[] = [];
  for (const r of rows) {
    if (r.lost.length === 0) continue;
    out.push(`${r.set} / ${r.split} / ${r.layout} / ${r.level}: ${r.scored - r.kept} lost`);
    for (const l of r.lost) out.push(`  ${l.id}: ${l.detail}`);
  }
  return out.join('\n');
}

export function writeJson(file: string, data: { command: string; rows: Row[]; requests: RequestRow[]; verdicts: Record<string, Verdict[]> }): void {
  const slim = (r: Row): object => {
    const { ms, ...rest } = r;
    return { ...rest, retention: retention(r), reduction: reduction(r), p50: percentile(ms, 50), p99: percentile(ms, 99) };
  };
  const verdicts = Object.fromEntries(Object.entries(data.verdicts).map(([split, vs]) =>
    [split, vs.map((v) => ({ bar: v.bar, pass: v.pass, worst: `${v.worst.set}/${v.worst.layout}`, worstRetention: retention(v.worst), lowestReduction: reduction(v.lowest) }))]));
  fs.writeFileSync(file, `${JSON.stringify({ command: data.command, rows: data.rows.map(slim), requests: data.requests, verdicts }, null, 1)}\n`);
}
