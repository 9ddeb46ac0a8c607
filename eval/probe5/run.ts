// Probe 5 runner: compress every prompt at three levels; lookup kept = every gold span survives,
// whole kept = no content word lost. Per-family kept/n and token reduction; low-reduction families.
// Usage: npx tsx eval/probe5/run.ts [--only id,id] [--jobs N]
// Results go to $PITH_PROBE_OUT (default: <tmp>/pith-probe5), never into the repo.
import { createCompressor, omittedBy } from '../../src/compress/index.js';
import { generate } from './gen.js';
import { allText, msgText, haystack, normSpan, lostWords, hasMarker, countMarkers, stripMarkers, runSharded, type Case, type Msg } from './lib.js';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = process.env.PITH_PROBE_OUT ?? join(tmpdir(), 'pith-probe5');
const LEVELS = ['lossless', 'balanced', 'aggressive'] as const;
const argv = process.argv.slice(2);
const arg = (k: string) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : undefined; };
const shard = arg('--shard');
const only = arg('--only')?.split(',');

export interface Row {
  id: string; family: string; kind: string; lang: string; material: string; position: string; note?: string; level: string;
  tokBefore: number; tokAfter: number; kept: boolean; missing: string[]; lostWords: string[]; nLost: number;
  markers: number; unmarked: number[]; lossy: string[]; transforms: string[]; ms: number; question: string; verified?: boolean;
}

/** A span survives if its normalised form (or its JSON-escaped form) is in the normalised output. */
function survives(hay: string, compRaw: string, span: string): boolean {
  if (hay.includes(normSpan(span))) return true;
  const esc = JSON.stringify(span).slice(1, -1);
  return compRaw.includes(esc) || normSpan(compRaw).includes(normSpan(esc));
}

/** Decode JSON string escapes so words inside escaped JSON text (\\nThis) tokenise like the decoded text. */
const dec = (s: string) => s.replace(/\\u([0-9a-fA-F]{4})/g, (_, h) => String.fromCharCode(parseInt(h, 16))).replace(/\\[nrt]/g, ' ').replace(/\\(["\\/])/g, '$1');

function runCases(cases: Case[]): { rows: Row[]; invalid: string[] } {
  const rows: Row[] = [];
  const invalid: string[] = [];
  for (const c of cases) {
    const origText = allText(c.request.messages);
    const origHay = haystack(c.request.messages);
    const bad = c.spans.filter((s) => !origHay.includes(normSpan(s)));
    if (bad.length) { invalid.push(`${c.id}: ${bad.join(' | ')}`); continue; }
    for (const level of LEVELS) {
      const out = createCompressor().compressRequest(structuredClone(c.request) as never, { level });
      const cm = (out.request as unknown as { messages: Msg[] }).messages;
      const compText = allText(cm);
      const hay = haystack(cm);
      const missing = c.spans.filter((s) => !survives(hay, compText, s));
      const lost = lostWords(dec(origText), dec(stripMarkers(compText)));
      const unmarked: number[] = [];
      c.request.messages.forEach((m, i) => {
        const cmi = cm[i];
        if (!cmi) { unmarked.push(i); return; }
        const l = lostWords(dec(msgText(m)), dec(stripMarkers(msgText(cmi))));
        if (l.length && !hasMarker(msgText(cmi))) unmarked.push(i);
      });
      const markers = cm.reduce((a, m, i) => a + Math.max(0, countMarkers(msgText(m)) - countMarkers(msgText(c.request.messages[i]))), 0);
      const kept = c.kind === 'lookup' ? missing.length === 0 : lost.length === 0;
      // verification of a failure: span present verbatim in the original text, absent from the raw output
      let verified: boolean | undefined;
      if (!kept && c.kind === 'lookup') verified = missing.every((s) => origText.includes(s) || origText.includes(JSON.stringify(s).slice(1, -1))) && missing.every((s) => !compText.includes(s) && !compText.replace(/\s+/g, ' ').includes(s.replace(/\s+/g, ' ')));
      if (!kept && c.kind === 'whole') verified = lost.every((w) => dec(origText).toLowerCase().includes(w) && !dec(compText).toLowerCase().includes(w));
      const row: Row = {
        id: c.id, family: c.family, kind: c.kind, lang: c.lang, material: c.material, position: c.position, note: c.note, level,
        tokBefore: out.report.tokensBefore, tokAfter: out.report.tokensAfter, kept, missing, lostWords: lost.slice(0, 25), nLost: lost.length,
        markers, unmarked, lossy: omittedBy(out.report), transforms: out.report.transforms, ms: +out.report.ms.toFixed(1), question: c.question.slice(0, 300), verified,
      };
      rows.push(row);
      if (!kept || unmarked.length || (c.kind !== 'lookup' && markers)) {
        fs.writeFileSync(join(OUT, 'out', `${c.id}-${level}.json`), JSON.stringify({ case: c, row, compressed: cm }, null, 1));
      }
    }
  }
  return { rows, invalid };
}

fs.mkdirSync(join(OUT, 'out'), { recursive: true });
let cases = generate();
if (only) cases = cases.filter((c) => only.includes(c.id));

const t0 = performance.now();
const { rows, invalid } = await runSharded({ self: import.meta.url, out: OUT, cases, levels: LEVELS, shard, jobs: arg('--jobs'), inProcess: !!only, runCases });

fs.writeFileSync(join(OUT, 'results.json'), JSON.stringify(rows));
fs.writeFileSync(join(OUT, 'cases.json'), JSON.stringify(cases));

const red = (rs: Row[]) => rs.reduce((a, x) => a + x.tokBefore, 0) / Math.max(1, rs.reduce((a, x) => a + x.tokAfter, 0));
const L: string[] = [];
L.push(`[${cases.length} prompts, ${((performance.now() - t0) / 1000).toFixed(0)}s] results in ${OUT}`);
if (invalid.length) L.push(`INVALID cases (span not in original): ${invalid.length}: ${invalid.slice(0, 10).join('; ')}`);
for (const lv of LEVELS) {
  const rs = rows.filter((x) => x.level === lv);
  const lk = rs.filter((x) => x.kind === 'lookup'), wh = rs.filter((x) => x.kind === 'whole');
  L.push(`${lv.padEnd(10)} lookup kept ${lk.filter((x) => x.kept).length}/${lk.length} · whole intact ${wh.filter((x) => x.kept).length}/${wh.length} · whole with marker ${wh.filter((x) => x.markers).length} · unmarked cuts ${rs.filter((x) => x.unmarked.length).length} · lookups reduced at all ${lk.filter((x) => x.lossy.length).length}/${lk.length} · lookup ${red(lk).toFixed(2)}× · all ${red(rs).toFixed(2)}×`);
}
L.push('', 'family        lookup kept (lossless/balanced/aggressive)   whole kept (l/b/a)   lookup reduction bal / agg   cut at bal');
const fams = [...new Set(rows.map((x) => x.family))];
const low: string[] = [];
for (const f of fams) {
  const g = (lv: string, k: string) => rows.filter((x) => x.family === f && x.level === lv && x.kind === k);
  const kk = (lv: string, k: string) => `${g(lv, k).filter((x) => x.kept).length}/${g(lv, k).length}`;
  const rb = red(g('balanced', 'lookup')), ra = red(g('aggressive', 'lookup'));
  if (rb < 1.3 || ra < 1.3) low.push(`${f} (balanced ${rb.toFixed(2)}×, aggressive ${ra.toFixed(2)}×; lookups left whole at balanced: ${g('balanced', 'lookup').filter((x) => !x.lossy.length).length}/${g('balanced', 'lookup').length})`);
  L.push(`${f.padEnd(13)} ${LEVELS.map((lv) => kk(lv, 'lookup')).join(' ').padEnd(45)}${LEVELS.map((lv) => kk(lv, 'whole')).join(' ').padEnd(21)}${rb.toFixed(2)}× / ${ra.toFixed(2)}×`.padEnd(110) + `${g('balanced', 'lookup').filter((x) => x.lossy.length).length}/${g('balanced', 'lookup').length}`);
}
L.push('', `families under 1.3× (missed savings): ${low.length}`, ...low.map((s) => '  ' + s));
const fails = rows.filter((x) => !x.kept || x.unmarked.length || (x.kind === 'whole' && x.markers));
L.push('', `failing rows: ${fails.length}`);
for (const x of fails) L.push(`${x.id} ${x.level.padEnd(10)} ${x.material.padEnd(10)} ${x.position.padEnd(10)} ${x.kind === 'lookup' ? 'missing: ' + x.missing.join(' | ') : `lost ${x.nLost}: ${x.lostWords.slice(0, 8).join(' ')}`}${x.unmarked.length ? ' UNMARKED' : ''}${x.verified === false ? ' (NOT VERIFIED)' : ''} [${x.transforms.join(',')}] q="${x.question.replace(/\n/g, ' ').slice(0, 90)}"`);
const noLossy = rows.filter((x) => x.kind === 'lookup' && x.level === 'balanced' && !x.lossy.length);
L.push('', `lookups not cut at balanced: ${noLossy.length}`);
for (const x of noLossy) L.push(`${x.id} ${x.material.padEnd(10)} ${x.position.padEnd(10)} ${(x.tokBefore / x.tokAfter).toFixed(2)}× [${x.transforms.join(',')}] q="${x.question.replace(/\n/g, ' ').slice(0, 90)}" ${x.note ?? ''}`);
fs.writeFileSync(join(OUT, 'summary.txt'), L.join('\n'));
console.log(L.join('\n').split('\nlookups not cut')[0]);
