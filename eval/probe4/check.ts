// Double-check every failure written by run.ts: the lost span / word is truly in the original and truly
// absent from the compressed output (raw text, not only the normalised haystack), and show the evidence.
// Usage: npx tsx eval/probe4/check.ts [level]   (reads $PITH_PROBE_OUT or <tmp>/pith-probe4)
import fs from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { allText, stripMarkers, type Case, type Msg } from './lib.js';

const OUT = process.env.PITH_PROBE_OUT ?? join(tmpdir(), 'pith-probe4');
const level = process.argv[2] ?? 'balanced';
const files = fs.readdirSync(join(OUT, 'out')).filter((f) => f.endsWith(`-${level}.json`)).sort();
let real = 0, artefact = 0;
for (const f of files) {
  const { case: c, row, compressed } = JSON.parse(fs.readFileSync(join(OUT, 'out', f), 'utf8')) as { case: Case; row: any; compressed: Msg[] };
  if (row.kept && !row.unmarked.length) continue;
  const orig = allText(c.request.messages);
  const comp = allText(compressed);
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  let ok = true, evidence = '';
  if (c.kind === 'lookup') {
    for (const s of row.missing as string[]) {
      const inOrig = flat(orig).includes(flat(s)) || orig.includes(JSON.stringify(s).slice(1, -1));
      const inComp = flat(comp).includes(flat(s)) || comp.includes(JSON.stringify(s).slice(1, -1)) || comp.replace(/\s/g, '').includes(s.replace(/\s/g, ''));
      if (!inOrig || inComp) ok = false;
      const line = orig.split('\n').find((l) => l.includes(s)) ?? '';
      evidence = `"${s}" (orig line: ${line.trim().slice(0, 140)})`;
    }
  } else {
    // the first three lost words: find an original line holding them, confirm that line's words are gone
    const lw = (row.lostWords as string[]).slice(0, 3);
    const lowerComp = stripMarkers(comp).toLowerCase().replace(/\s+/g, '');
    for (const w of lw) {
      if (!orig.toLowerCase().includes(w)) ok = false;
      if (lowerComp.includes(w.replace(/\s+/g, ''))) ok = false;
    }
    const line = orig.split('\n').find((l) => l.toLowerCase().includes(lw[0] ?? '\u0000')) ?? '';
    evidence = `lost ${row.nLost} words, e.g. ${lw.join(', ')} (orig line: ${line.trim().slice(0, 140)})`;
  }
  if (ok) real++; else artefact++;
  console.log(`${ok ? 'REAL    ' : 'ARTEFACT'} ${c.id} ${level} ${c.family} ${c.material} ${c.position} Q=${JSON.stringify(c.question.slice(0, 80))} :: ${evidence}`);
}
console.log(`\n${level}: ${real} real failures, ${artefact} possible scoring artefacts`);
