// Runner: compress every generated prompt at three levels, record kept/ratio/lost words/unmarked cuts.
import { createCompressor } from '../../src/compress/index.js';
import { generate } from './gen.ts';
import { allText, msgText, haystack, normSpan, lostWords, hasMarker, stripMarkers, contentTokens, type Case } from './lib.ts';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
/** Where results go: $PITH_PROBE_OUT, default a folder in the system's temp dir. */
const OUT = process.env.PITH_PROBE_OUT ?? join(tmpdir(), 'pith-probe3');

const LEVELS = ['lossless', 'balanced', 'aggressive'] as const;
const verbose = process.argv.includes('-v');
const cases = generate();
fs.mkdirSync(join(OUT, 'out'), { recursive: true });
const rows: any[] = [];
const newTok = new Map<string, number>();
let invalid = 0;
for (const c of cases) {
  const origText = allText(c.request.messages);
  const origHay = haystack(c.request.messages);
  const badSpans = c.spans.filter((s) => !origHay.includes(normSpan(s)));
  if (badSpans.length) { invalid++; if (verbose) console.error('invalid span', c.id, badSpans); continue; }
  const matChars = origText.length;
  for (const level of LEVELS) {
    const out = createCompressor().compressRequest(structuredClone(c.request) as any, { level });
    const cm = out.request.messages as any[];
    const compText = allText(cm);
    const hay = haystack(cm);
    const missing = c.spans.filter((s) => !hay.includes(normSpan(s)));
    const lost = lostWords(origText, stripMarkers(compText));
    const unmarkedMsgs: number[] = [];
    c.request.messages.forEach((m, i) => {
      const cmi = cm[i];
      if (!cmi) { unmarkedMsgs.push(i); return; }
      const l = lostWords(msgText(m), stripMarkers(msgText(cmi)));
      if (l.length && !hasMarker(msgText(cmi))) unmarkedMsgs.push(i);
    });
    const origSet = new Set(contentTokens(origText));
    for (const w of contentTokens(stripMarkers(compText))) if (!origSet.has(w)) newTok.set(w, (newTok.get(w) ?? 0) + 1);
    const kept = c.kind === 'lookup' ? missing.length === 0 : lost.length === 0;
    const row = { id: c.id, family: c.family, domain: c.domain, lang: c.lang, kind: c.kind, qtype: c.qtype, level, chars: matChars, ratio: +(origText.length / Math.max(1, compText.length)).toFixed(3), tokRatio: +(out.report.tokensBefore / Math.max(1, out.report.tokensAfter)).toFixed(3), kept, missing, lostWords: lost.slice(0, 20), nLost: lost.length, unmarked: unmarkedMsgs, transforms: out.report.transforms, question: c.question };
    rows.push(row);
    if (!kept || unmarkedMsgs.length) fs.writeFileSync(`${OUT}/out/${c.id}-${level}.json`, JSON.stringify({ case: c, row, compressed: cm }, null, 1));
  }
}
fs.writeFileSync(join(OUT, 'results.json'), JSON.stringify(rows));
fs.writeFileSync(join(OUT, 'cases.json'), JSON.stringify(cases));
fs.writeFileSync(join(OUT, 'newtokens.json'), JSON.stringify([...newTok].sort((a, b) => b[1] - a[1]).slice(0, 200)));
const line = (lv: string) => {
  const rs = rows.filter((x) => x.level === lv);
  const lk = rs.filter((x) => x.kind === 'lookup'), wh = rs.filter((x) => x.kind !== 'lookup');
  const tb = rs.reduce((a, x) => a + x.chars, 0), ta = rs.reduce((a, x) => a + x.chars / x.ratio, 0);
  return `${lv.padEnd(10)} lookup kept ${lk.filter((x) => x.kept).length}/${lk.length} · whole/no-q intact ${wh.filter((x) => x.kept).length}/${wh.length} · unmarked cuts ${rs.filter((x) => x.unmarked.length).length} · chars ${(tb / ta).toFixed(2)}×`;
};
console.log(LEVELS.map(line).join('\n').replace('lossless  ', `[${cases.length} prompts] lossless`));
