// Inspect one failing row written by run.ts: `npx tsx eval/probe10/peek.ts <id> <level> [substring] [context chars]`.
import fs from 'node:fs';
const [id, lv, pat, ctx] = process.argv.slice(2);
const j = JSON.parse(fs.readFileSync(`/tmp/pith-probe10/out/${id}-${lv}.json`, 'utf8'));
console.log('spans', j.case.spans, 'missing', j.row.missing, 'transforms', j.row.transforms, 'verified', j.row.verified);
j.compressed.forEach((m: any, i: number) => {
  const t = (m.content ?? '') + (m.tool_calls ? ' TOOLCALLS ' + m.tool_calls.map((t: any) => t.function.arguments).join(' ; ') : '');
  const o = j.case.request.messages[i]; const ot = (o.content ?? '');
  console.log(`--- [${i}] ${m.role} ${ot.length} -> ${t.length} chars`);
  if (pat) { let k = t.indexOf(pat); while (k >= 0) { console.log('  ...' + t.slice(Math.max(0, k - Number(ctx ?? 400)), k + Number(ctx ?? 400)) + '...'); k = t.indexOf(pat, k + 1); } }
  else console.log(t.length > 3000 ? t.slice(0, 1500) + '\n[...]\n' + t.slice(-1500) : t);
});
