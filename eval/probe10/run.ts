// Probe 10 runner (probe 8's scoring): compress every prompt at three levels.
//   lookup kept  = every gold span survives;
//   whole / noq  = intact (no content word lost) AND not cut (no lossy transform, no new `omitted` marker);
//   unmarked cut = a message lost words without any marker;
//   uncut lookup = a lookup kept with no lossy transform at balanced (a missed saving, lesser than a lost answer).
// Reports family × level (kept, reduction), per language, per position and wording, every failing row.
// Usage: npx tsx eval/probe10/run.ts [--only id,id] [--jobs N]
// Results go to $PITH_PROBE_OUT (default: /tmp/pith-probe10), never into the repo.
import { createCompressor, omittedBy } from '../../src/compress/index.js';
import { generate, type Case10 } from './gen.js';
import { haystack, normSpan, hasMarker, stripMarkers, judge, runSharded, type Msg } from '../probe4/lib.js';
import fs from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = process.env.PITH_PROBE_OUT ?? '/tmp/pith-probe10';
const LEVELS = ['lossless', 'balanced', 'aggressive'] as const;
const argv = process.argv.slice(2);
const arg = (k: string) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : undefined; };
const shard = arg('--shard');
const only = arg('--only')?.split(',');

export interface Row {
  id: string; family: string; kind: string; lang: string; material: string; position: string; note?: string; level: string;
  tokBefore: number; tokAfter: number; chars: number; compChars: number; kept: boolean; intact: boolean; cut: boolean; missing: string[]; lostWords: string[]; nLost: number;
  lostOcc: number; markers: number; unmarked: number[]; lossy: string[]; transforms: string[]; ms: number; question: string; verified?: boolean;
  wording: string; hops: number; matTokens: number;
}

/** Probe 8's addition: the lossless dedupe back-reference ("[… 7 lines identical to earlier output in message 1 …]") is a marker, not a cut. */
const REF_RE = /\[…[^\]\n]{0,40}identical to earlier[^\]\n]{0,60}…?\]/g;
const hasMarker9 = (s: string) => hasMarker(s) || /\[…[^\]\n]{0,40}identical to earlier/.test(s);
const strip9 = (s: string) => stripMarkers(s).replace(REF_RE, ' ');

export function scoreCase(c: Case10, level: (typeof LEVELS)[number]): { row: Row; compressed: Msg[] } {
  const out = createCompressor().compressRequest(structuredClone(c.request) as never, { level });
  const cm = (out.request as unknown as { messages: Msg[] }).messages;
  const lossy = omittedBy(out.report);
  const { origText, compText, missing, lost, lostOcc, unmarked, markers, intact, cut, kept, verified } = judge(c, cm, lossy, strip9, hasMarker9);
  const row: Row = {
    id: c.id, family: c.family, kind: c.kind, lang: c.lang, material: c.material, position: c.position, note: c.note, level,
    tokBefore: out.report.tokensBefore, tokAfter: out.report.tokensAfter, chars: origText.length, compChars: compText.length, kept, intact, cut, missing, lostWords: lost.slice(0, 25), nLost: lost.length,
    lostOcc, markers, unmarked, lossy, transforms: out.report.transforms, ms: +out.report.ms.toFixed(1), question: c.question.slice(0, 300), verified,
    wording: c.wording, hops: c.hops, matTokens: c.matTokens,
  };
  return { row, compressed: cm };
}

function runCases(cases: Case10[]): { rows: Row[]; invalid: string[] } {
  const rows: Row[] = [];
  const invalid: string[] = [];
  for (const c of cases) {
    const origHay = haystack(c.request.messages);
    const bad = c.spans.filter((s) => !origHay.includes(normSpan(s)));
    if (bad.length) { invalid.push(`${c.id}: ${bad.join(' | ')}`); continue; }
    for (const level of LEVELS) {
      const { row, compressed } = scoreCase(c, level);
      rows.push(row);
      if (!row.kept || row.unmarked.length) fs.writeFileSync(join(OUT, 'out', `${c.id}-${level}.json`), JSON.stringify({ case: c, row, compressed }, null, 1));
    }
  }
  return { rows, invalid };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1]);
if (isMain) await main();

async function main(): Promise<void> {
  fs.mkdirSync(join(OUT, 'out'), { recursive: true });
  let cases = generate();
  if (only) cases = cases.filter((c) => only.includes(c.id));
  if (!shard) for (const f of fs.readdirSync(join(OUT, 'out'))) fs.unlinkSync(join(OUT, 'out', f));
  const t0 = performance.now();
  const { rows, invalid } = await runSharded({ self: import.meta.url, out: OUT, cases, levels: LEVELS, shard, jobs: arg('--jobs'), inProcess: !!only, runCases });

  fs.writeFileSync(join(OUT, 'results.json'), JSON.stringify(rows));
  fs.writeFileSync(join(OUT, 'cases.json'), JSON.stringify(cases));

  const red = (rs: Row[]) => rs.reduce((a, x) => a + x.tokBefore, 0) / Math.max(1, rs.reduce((a, x) => a + x.tokAfter, 0));
  const redC = (rs: Row[]) => rs.reduce((a, x) => a + x.chars, 0) / Math.max(1, rs.reduce((a, x) => a + x.compChars, 0));
  const ok = (rs: Row[]) => `${rs.filter((x) => x.kept).length}/${rs.length}`;
  const r2 = (x: Row) => x.tokBefore / Math.max(1, x.tokAfter);
  const L: string[] = [];
  const nk = (k: string) => cases.filter((c) => c.kind === k).length;
  L.push(`[${cases.length} prompts (${nk('lookup')} lookups incl. ${cases.filter((c) => c.hops > 1).length} 2-hop, ${nk('whole')} whole-material tasks, ${nk('noq')} no-request pastes), ${((performance.now() - t0) / 1000).toFixed(0)}s] results in ${OUT}`);
  if (invalid.length) L.push(`INVALID cases (span not in original): ${invalid.length}: ${invalid.slice(0, 10).join('; ')}`);
  for (const lv of LEVELS) {
    const rs = rows.filter((x) => x.level === lv);
    const lk = rs.filter((x) => x.kind === 'lookup'), wh = rs.filter((x) => x.kind !== 'lookup');
    L.push(`${lv.padEnd(10)} lookup kept ${ok(lk)} · whole+noq kept ${ok(wh)} (lost words ${wh.filter((x) => !x.intact).length}, cut ${wh.filter((x) => x.cut).length}) · unmarked cuts ${rs.filter((x) => x.unmarked.length).length} · lookups cut ${lk.filter((x) => x.lossy.length).length}/${lk.length} · lookup tok ${red(lk).toFixed(2)}× chars ${redC(lk).toFixed(2)}× · whole tok ${red(wh).toFixed(2)}× · all tok ${red(rs).toFixed(2)}×`);
  }
  const table = (title: string, groups: [string, (x: Row) => boolean][]) => {
    L.push('', `| ${title} | kind | n | kept lossless | kept balanced | kept aggressive | tok reduction lossless / balanced / aggressive | cut at bal / agg | unmarked |`, '|---|---|---|---|---|---|---|---|---|');
    for (const [label, sel] of groups) {
      for (const [kind, ks] of [['lookup', (x: Row) => x.kind === 'lookup'], ['whole+noq', (x: Row) => x.kind !== 'lookup']] as const) {
        const g = (lv: string) => rows.filter((x) => sel(x) && ks(x) && x.level === lv);
        const n = g('balanced').length;
        if (!n) continue;
        const cut = (lv: string) => g(lv).filter((x) => x.lossy.length || x.markers).length;
        L.push(`| ${label} | ${kind} | ${n} | ${LEVELS.map((lv) => ok(g(lv))).join(' | ')} | ${LEVELS.map((lv) => red(g(lv)).toFixed(2) + '×').join(' / ')} | ${cut('balanced')} / ${cut('aggressive')} | ${rows.filter((x) => sel(x) && ks(x) && x.unmarked.length).length} |`);
      }
    }
  };
  const fams = [...new Set(rows.map((x) => x.family))];
  table('family', [...fams.map((f) => [f, (x: Row) => x.family === f] as [string, (x: Row) => boolean]), ['**all**', () => true]]);
  const langs = [...new Set(rows.map((x) => x.lang))].filter((l) => l !== 'en');
  table('language (non-English)', langs.map((l) => [l, (x: Row) => x.lang === l] as [string, (x: Row) => boolean]));
  // occurrence loss on whole controls beyond what lossless loses (dropped duplicates without a word loss)
  const occ: string[] = [];
  for (const c of cases.filter((x) => x.kind !== 'lookup')) {
    const base = rows.find((x) => x.id === c.id && x.level === 'lossless');
    for (const lv of ['balanced', 'aggressive']) {
      const x = rows.find((y) => y.id === c.id && y.level === lv);
      if (base && x && x.intact && x.lostOcc > base.lostOcc + 10) occ.push(`${x.id} ${lv}: lost occurrences ${x.lostOcc} (lossless ${base.lostOcc})`);
    }
  }
  L.push('', `whole/noq rows with no word lost but extra occurrence loss (>10 over lossless): ${occ.length}`, ...occ.map((s) => '  ' + s));
  const fails = rows.filter((x) => !x.kept || x.unmarked.length);
  L.push('', `failing rows: ${fails.length} (${new Set(fails.map((x) => x.id)).size} cases)`);
  for (const x of fails) L.push(`${x.id} ${x.level.padEnd(10)} ${x.kind.padEnd(6)} ${x.material.padEnd(16)} ${x.position.padEnd(22)} ${x.kind === 'lookup' ? 'missing: ' + x.missing.join(' | ') : `lost ${x.nLost}: ${x.lostWords.slice(0, 8).join(' ')}${x.cut && x.intact ? ' (cut, no word lost)' : ''}`}${x.unmarked.length ? ' UNMARKED' : ''}${x.verified === false ? ' (NOT VERIFIED)' : ''} ${r2(x).toFixed(2)}× [${x.transforms.join(',')}] w=${x.wording} q="${x.question.replace(/\n/g, ' ').slice(0, 110)}" ${x.note ?? ''}`);
  const lkb = rows.filter((x) => x.kind === 'lookup' && x.level === 'balanced');
  const uncut = lkb.filter((x) => x.kept && !x.lossy.length);
  L.push('', `uncut lookups (kept, no lossy transform at balanced): ${uncut.length}/${lkb.length} — per family: ${fams.map((f) => `${f} ${uncut.filter((x) => x.family === f).length}/${lkb.filter((x) => x.family === f).length}`).join(', ')}`);
  for (const x of uncut) {
    const ag = rows.find((y) => y.id === x.id && y.level === 'aggressive')!;
    L.push(`${x.id} ${x.material.padEnd(16)} ${x.position.padEnd(22)} w=${x.wording.padEnd(12)} bal ${r2(x).toFixed(2)}× agg ${r2(ag).toFixed(2)}×${ag.lossy.length ? ' (agg cut)' : ''} [${x.transforms.join(',')}] q="${x.question.replace(/\n/g, ' ').slice(0, 100)}" ${x.note ?? ''}`);
  }
  L.push('', 'lookups at balanced by position / wording / material / language (reduction, cut, kept):');
  for (const key of ['position', 'wording', 'material', 'lang'] as const) {
    const vals = [...new Set(lkb.map((x) => x[key]))];
    L.push(`  by ${key}: ` + vals.map((v) => { const rs = lkb.filter((x) => x[key] === v); return `${v} ${red(rs).toFixed(2)}× (${rs.filter((x) => x.lossy.length).length}/${rs.length} cut, ${rs.filter((x) => x.kept).length} kept)`; }).join(' · '));
  }
  for (const fam of fams) {
    const rs = lkb.filter((x) => x.family === fam);
    L.push(`  ${fam} by position: ` + [...new Set(rs.map((x) => x.position))].map((v) => { const g = rs.filter((x) => x.position === v); return `${v} ${red(g).toFixed(2)}× (${g.filter((x) => x.lossy.length).length}/${g.length} cut, ${g.filter((x) => x.kept).length} kept)`; }).join(' · '));
  }
  fs.writeFileSync(join(OUT, 'summary.txt'), L.join('\n'));
  console.log(L.join('\n').split('\nlookups at balanced by position')[0]);
}
