import { createCompressor, omittedBy } from '../../src/compress/index.js';
import { generate } from './gen.ts';
import { allText, contentOf, lostTokens, markerCount, spanKept } from './check.ts';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const cases = generate();
const levels = ['lossless', 'balanced', 'aggressive'] as const;
const rows: any[] = [];
const outs: Record<string, any> = {};
for (const c of cases) {
  for (const level of levels) {
    const comp = createCompressor();
    let r;
    try { r = comp.compressRequest(structuredClone(c.req) as any, { level }); }
    catch (e) { rows.push({ id: c.id, level, error: String(e) }); continue; }
    const inMsgs = c.req.messages, outMsgs = r.request.messages as any[];
    const before = allText(inMsgs), after = allText(outMsgs);
    const spanRes = c.spans.map((s) => spanKept(s, after));
    const lost = lostTokens(before, after);
    // per-message silent cut check
    const silent: number[] = [];
    inMsgs.forEach((m, i) => {
      const o = outMsgs[i]; if (!o) { silent.push(i); return; }
      const a = contentOf(m), b = contentOf(o);
      if (lostTokens(a, b).length > 0 && markerCount(b) <= markerCount(a)) silent.push(i);
    });
    const row = { id: c.id, cat: c.cat, layout: c.layout, shape: c.shape, lang: c.lang, qkind: c.qkind, task: c.task, level,
      nspans: c.spans.length, kept: spanRes.every(Boolean), lostSpans: spanRes.map((k, i) => (k ? -1 : i)).filter((i) => i >= 0),
      before: before.length, after: after.length, ratio: before.length / Math.max(1, after.length),
      transforms: r.report.transforms, lossy: omittedBy(r.report), lostTok: lost.length, lostSample: lost.slice(0, 12), silent,
      msgCountChanged: outMsgs.length !== inMsgs.length, restored: r.report.restored, ms: r.report.ms };
    rows.push(row);
    if (!row.kept || (c.task !== 'lookup' && lost.length) || silent.length || (level === 'lossless' && lost.length)) outs[`${c.id}@${level}`] = { after, spans: c.spans, question: c.question };
  }
}
writeFileSync(join(tmpdir(), 'pith-probe-results.json'), JSON.stringify(rows, null, 0));
writeFileSync(join(tmpdir(), 'pith-probe-outs.json'), JSON.stringify(outs));
const by = (lvl: string) => rows.filter((r) => r.level === lvl);
for (const l of levels) {
  const R = by(l); const look = R.filter((r) => r.task === 'lookup'); const wh = R.filter((r) => r.task !== 'lookup');
  console.log(l, 'cases', R.length, 'errors', R.filter((r) => r.error).length, 'lookup kept', look.filter((r) => r.kept).length, '/', look.length,
    'whole lossy', wh.filter((r) => r.lostTok > 0).length, '/', wh.length, 'silent', R.filter((r) => r.silent?.length).length,
    'ratio', (R.reduce((a, r) => a + r.before, 0) / R.reduce((a, r) => a + r.after, 0)).toFixed(2));
}
