/** Debug aid: how the compressor reads one probe case (plan, query, splits, outcome). `npx tsx eval/debug-plan.ts <cases.json> <id> [level]` */
import { readFileSync } from 'node:fs';
import { planRequest } from '../src/compress/plan.js';
import { readMember } from '../src/compress/member-reading.js';
import { createCompressor } from '../src/compress/index.js';

const [file, id, level = 'balanced'] = process.argv.slice(2);
const cases = JSON.parse(readFileSync(file!, 'utf8')) as Array<{ id: string; request: { messages: never[] } }>;
const c = cases.find((x) => x.id === id)!;
const plan = planRequest(c.request.messages);
plan.messages.forEach((p, i) => {
  const pol = p.policy;
  const q = pol.mode === 'lookup' ? pol.query : pol.mode === 'observation' ? pol.question : undefined;
  console.log(i, c.request.messages[i]!['role'], pol.mode, q ? JSON.stringify({ kind: q.kind, parts: q.parts, anchors: q.anchors.map((a) => `${a.needle}:${a.strength}`) }) : '');
  const r = readMember(c.request.messages[i]!);
  console.log('   read', JSON.stringify({ kind: r.info.kind, parts: r.info.parts }));
  for (const s of r.splits) if (s) console.log('   head', JSON.stringify(s.head.slice(-200)), 'tail', JSON.stringify(s.tail.slice(0, 200)), 'material', s.material.length);
});
console.log('turnQueries', plan.turnQueries.map((q) => `${q.kind}:${JSON.stringify(q.parts)}`));
const out = createCompressor().compressRequest(c.request as never, { level: level as never });
console.log(JSON.stringify(out.report).slice(0, 800));
