// Probe 4 runner: compress every generated prompt at three levels; record kept / reduction / lost words / unmarked cuts.
// Usage: npx tsx eval/probe4/run.ts [-v] [--only id,id] [--jobs N]
// Results go to $PITH_PROBE_OUT (default: <tmp>/pith-probe4), never into the repo.
import { createCompressor } from '../../src/compress/index.js';
import { generate } from './gen.js';
import { allText, msgText, haystack, normSpan, lostWords, hasMarker, countMarkers, stripMarkers, together, runSharded, type Case, type Msg } from './lib.js';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = process.env.PITH_PROBE_OUT ?? join(tmpdir(), 'pith-probe4');
const LEVELS = ['lossless', 'balanced', 'aggressive'] as const;
const argv = process.argv.slice(2);
const arg = (k: string) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : undefined; };
const verbose = argv.includes('-v');
const shard = arg('--shard');
const only = arg('--only')?.split(',');

export interface Row {
  id: string; family: string; kind: string; lang: string; material: string; position: string; note?: string; level: string;
  chars: number; compChars: number; tokBefore: number; tokAfter: number; kept: boolean; missing: string[]; apart: string[];
  lostWords: string[]; nLost: number; markers: number; unmarked: number[]; transforms: string[]; ms: number; question: string;
}

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
      const missing = c.spans.filter((s) => !hay.includes(normSpan(s)));
      const apart = missing.length ? [] : (c.together ?? []).filter(([a, b]) => !together(hay, a, b)).map(([a, b]) => `${a} ~ ${b}`);
      const lost = lostWords(origText, stripMarkers(compText));
      const unmarked: number[] = [];
      c.request.messages.forEach((m, i) => {
        const cmi = cm[i];
        if (!cmi) { unmarked.push(i); return; }
        const l = lostWords(msgText(m), stripMarkers(msgText(cmi)));
        if (l.length && !hasMarker(msgText(cmi))) unmarked.push(i);
      });
      const markers = cm.reduce((a, m, i) => a + Math.max(0, countMarkers(msgText(m)) - countMarkers(msgText(c.request.messages[i]))), 0);
      const kept = c.kind === 'lookup' ? missing.length === 0 : lost.length === 0;
      const row: Row = {
        id: c.id, family: c.family, kind: c.kind, lang: c.lang, material: c.material, position: c.position, note: c.note, level,
        chars: origText.length, compChars: compText.length, tokBefore: out.report.tokensBefore, tokAfter: out.report.tokensAfter,
        kept, missing, apart, lostWords: lost.slice(0, 25), nLost: lost.length, markers, unmarked, transforms: out.report.transforms, ms: +out.report.ms.toFixed(1), question: c.question.slice(0, 300),
      };
      rows.push(row);
      if (!kept || unmarked.length || apart.length || (c.kind !== 'lookup' && markers)) {
        fs.writeFileSync(join(OUT, 'out', `${c.id}-${level}.json`), JSON.stringify({ case: c, row, compressed: cm }, null, 1));
      }
    }
    if (verbose) process.stderr.write('.');
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
if (invalid.length) console.log(`INVALID cases (span not in original): ${invalid.length}\n  ${invalid.slice(0, 10).join('\n  ')}`);

const ratio = (rs: Row[]) => {
  const tb = rs.reduce((a, x) => a + x.tokBefore, 0), ta = rs.reduce((a, x) => a + x.tokAfter, 0);
  const cb = rs.reduce((a, x) => a + x.chars, 0), ca = rs.reduce((a, x) => a + x.compChars, 0);
  return `tok ${(tb / Math.max(1, ta)).toFixed(2)}× chars ${(cb / Math.max(1, ca)).toFixed(2)}×`;
};
const lines: string[] = [];
lines.push(`[${cases.length} prompts, ${(performance.now() - t0) / 1000 | 0}s] results in ${OUT}`);
for (const lv of LEVELS) {
  const rs = rows.filter((x) => x.level === lv);
  const lk = rs.filter((x) => x.kind === 'lookup'), wh = rs.filter((x) => x.kind === 'whole'), nq = rs.filter((x) => x.kind === 'noq');
  lines.push(`${lv.padEnd(10)} lookup kept ${lk.filter((x) => x.kept).length}/${lk.length} (apart ${lk.filter((x) => x.apart.length).length}) · whole intact ${wh.filter((x) => x.kept).length}/${wh.length} · no-q intact ${nq.filter((x) => x.kept).length}/${nq.length} · whole/no-q with marker ${[...wh, ...nq].filter((x) => x.markers).length} · unmarked cuts ${rs.filter((x) => x.unmarked.length).length} · ${ratio(rs)}`);
}
lines.push('');
const fams = [...new Set(rows.map((x) => x.family))];
lines.push('family'.padEnd(14) + LEVELS.map((l) => l.padEnd(34)).join(''));
for (const f of fams) {
  lines.push(f.padEnd(14) + LEVELS.map((lv) => {
    const rs = rows.filter((x) => x.family === f && x.level === lv);
    return `${rs.filter((x) => x.kept).length}/${rs.length} ${ratio(rs)}`.padEnd(34);
  }).join(''));
}
const fails = rows.filter((x) => !x.kept || x.unmarked.length);
lines.push('', `failing rows: ${fails.length}`);
for (const x of fails) lines.push(`${x.id} ${x.level.padEnd(10)} ${x.family.padEnd(13)} ${x.material.padEnd(10)} ${x.position.padEnd(7)} ${x.kind === 'lookup' ? 'missing: ' + x.missing.join(' | ') : `lost ${x.nLost}: ${x.lostWords.slice(0, 8).join(' ')}`}${x.unmarked.length ? ' UNMARKED' : ''} [${x.transforms.join(',')}]`);
fs.writeFileSync(join(OUT, 'summary.txt'), lines.join('\n'));
console.log(lines.slice(0, 5 + fams.length + 2).join('\n'));
console.log(`(${fails.length} failing rows listed in ${join(OUT, 'summary.txt')})`);
