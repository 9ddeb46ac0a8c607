// Probe 6 ablations: re-run a failing / uncut case with ONE change, to attribute the cause.
// Usage: npx tsx eval/probe6/ablate.ts   (prints one line per run; balanced and aggressive)
import { createCompressor, omittedBy } from '../../src/compress/index.js';
import { generate } from './gen.js';
import { TASKS } from './materials.js';
import { haystack, normSpan, together, type Case, type Msg } from '../probe4/lib.js';

const cases = new Map(generate().map((c) => [c.id, c]));
const q = (id: string) => cases.get(id)!;

function run(c: Case, edit: (ms: Msg[]) => Msg[], label: string, spans = c.spans): void {
  const cells: string[] = [];
  for (const level of ['balanced', 'aggressive'] as const) {
    const req = structuredClone(c.request);
    req.messages = edit(req.messages);
    const out = createCompressor().compressRequest(req as never, { level });
    const cm = (out.request as unknown as { messages: Msg[] }).messages;
    const hay = haystack(cm);
    const kept = spans.every((s) => hay.includes(normSpan(s))) && (c.together ?? []).every(([a, b]) => together(hay, a, b));
    cells.push(`${level.slice(0, 3)} kept=${kept ? 'Y' : 'N'} ${(out.report.tokensBefore / out.report.tokensAfter).toFixed(2)}× [${omittedBy(out.report).join(',')}]`);
  }
  console.log(`${c.id.padEnd(20)} ${label.slice(0, 70).padEnd(70)} ${cells.join('  ')}`);
}
const same = (ms: Msg[]) => ms;
const lastUser = (ms: Msg[]) => [...ms].reverse().find((m) => m.role === 'user')!;
const swapQ = (c: Case, nq: string) => (ms: Msg[]) => ms.map((m) => (typeof m.content === 'string' ? { ...m, content: m.content.split(c.question).join(nq) } : m));
/** Remove the question (and its wrapper up to the surrounding blank lines) from the middle, then put it before/after. */
function moveMid(c: Case, where: 'after' | 'before') {
  return (ms: Msg[]) => {
    const u = lastUser(ms);
    const s = u.content as string;
    const lcq = c.question[0]!.toLowerCase() + c.question.slice(1);
    const i = s.includes(c.question) ? s.indexOf(c.question) : s.indexOf(lcq);
    const a = s.lastIndexOf('\n\n', i), b = s.indexOf('\n\n', i);
    const mat = s.slice(0, a) + '\n' + s.slice(b + 2);
    u.content = where === 'after' ? `${mat}\n\n${c.question}` : `${c.question}\n\n${mat}`;
    return ms;
  };
}
const longStrings = (v: unknown, out: string[] = []): string[] => {
  if (typeof v === 'string') { if (v.length > 200) out.push(v); }
  else if (Array.isArray(v)) v.forEach((x) => longStrings(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => longStrings(x, out));
  return out;
};

console.log('# 1. two-hop failures: the same fact asked by the bridge (one hop), or with key and bridge both named');
const hop: [string, string, string][] = [
  ['p6-two_hop-05', 'What is the e-mail address of customer {b}?', 'What is the e-mail address of the customer who placed order {k} (customer {b})?'],
  ['p6-two_hop-06', 'When was {b} paid?', 'When was the invoice for the {k} project ({b}) paid?'],
  ['p6-two_hop-12', 'Where was {b} born?', 'Find the birthplace of {b}, the founder of {k}.'],
  ['p6-two_hop-14', 'When was {b} paid?', 'When was the invoice for the {k} project ({b}) paid?'],
];
for (const [id, one, both] of hop) {
  const c = q(id);
  const b = c.spans[0]!;
  const k = (c.together?.[0]?.[0] ?? '');
  run(c, same, `as generated: ${c.question}`);
  run(c, swapQ(c, one.replace('{b}', b)), `bridge only: ${one.replace('{b}', b)}`, [c.spans[1]!]);
  run(c, swapQ(c, both.replace('{b}', b).replace('{k}', k)), `key + bridge: ${both.replace('{b}', b).replace('{k}', k)}`);
}

console.log('\n# 2. question in the middle: the same question moved after / before the material');
for (const c of [...cases.values()].filter((x) => x.family === 'mid_q' && x.kind === 'lookup').slice(0, 8)) {
  run(c, same, `as generated (${c.material}, ${c.note})`);
  run(c, moveMid(c, 'after'), 'moved after the material');
  run(c, moveMid(c, 'before'), 'moved before the material');
}

console.log('\n# 3. paraphrase: the paraphrase replaced by the literal task name');
for (const c of [...cases.values()].filter((x) => x.family === 'paraphrase' && x.kind === 'lookup').slice(0, 7)) {
  const lit = /literal="([^"]+)"/.exec(c.note ?? '')![1]!;
  run(c, same, `as generated (${c.material}): ${c.question}`);
  run(c, swapQ(c, `Who owns the ${lit}?`), `literal: Who owns the ${lit}?`);
}

console.log('\n# 4. imperatives before the material, not cut: moved after; turned into a question before');
const np = (s: string) => s.replace(/^(Pull out|Locate|Identify|Extract|Return|Retrieve|Determine) /, '').replace(/( from the text below| please)?\.?$/, '');
for (const c of [...cases.values()].filter((x) => x.family === 'imp_before' && x.kind === 'lookup').slice(0, 13)) {
  run(c, same, `as generated (${c.material}): ${c.question}`);
  run(c, (ms) => { const u = lastUser(ms); const s = u.content as string; const i = s.indexOf(c.question); const rest = s.slice(i + c.question.length).replace(/^[.:]?\s*(---\s*|Text:\s*)?/, ''); u.content = `${rest}\n\n${c.question}`; return ms; }, 'same imperative moved after');
  run(c, swapQ(c, `What is ${np(c.question)}?`), `before, as a question: What is ${np(c.question)}?`);
}

console.log('\n# 5. JSON request bodies / JSON tool documents, not cut: the same question and documents as plain text');
for (const c of [...cases.values()].filter((x) => (x.family === 'json_req' || (x.family === 'tool_docs' && /json-docs/.test(x.note ?? ''))) && x.kind === 'lookup').slice(0, 14)) {
  run(c, same, `as generated (${c.family} ${c.material} ${c.note})`);
  run(c, (ms) => {
    const src = c.family === 'json_req' ? lastUser(ms) : ms.find((m) => m.role === 'tool')!;
    const docs = longStrings(JSON.parse(src.content as string)).filter((s) => s !== c.question).join('\n\n');
    return [...ms.filter((m) => m.role === 'system'), { role: 'user', content: `${docs}\n\n${c.question}` }];
  }, 'plain text: documents, then the question');
}

console.log('\n# 6. materials never cut (code, e-mail): a plain English question after the material');
const PLAIN: Record<string, string> = { code: 'Which port does {k} connect to?', email: 'What is the PO number for the {k} order?' };
for (const c of [...cases.values()].filter((x) => x.kind === 'lookup' && (x.material === 'code' || x.material === 'email') && ['lower_typo', 'task_label', 'smalltalk', 'mid_q'].includes(x.family)).slice(0, 8)) {
  run(c, same, `as generated (${c.family} ${c.material}): ${c.question.slice(0, 50)}`);
}

console.log('\n# 7. literal lookups over the statement-of-work layout (upper-case WORKSTREAM headings, numbered sub-clauses)');
const lc = new Map(TASKS.map(([lit]) => [lit.toUpperCase(), lit]));
const onMat = (f: (s: string) => string) => (ms: Msg[]) => ms.map((m) => (m.role === 'user' && typeof m.content === 'string' ? { ...m, content: f(m.content) } : m));
const lit5 = structuredClone(q('p6-paraphrase-05'));
const lit5q = 'Who owns the TLS cert renewal?';
lit5.request.messages = swapQ(lit5, lit5q)(lit5.request.messages); lit5.question = lit5q;
for (const c of [q('p6-literal-05'), q('p6-literal-11'), q('p6-literal-17'), lit5]) {
  run(c, same, `as generated (${c.position}): ${c.question}`);
  run(c, onMat((s) => s.replace(/WORKSTREAM (\d+): ([^\n]+)/g, (_, n, t) => `Workstream ${n}: ${lc.get(t) ?? t}`)), 'headings in original case');
  run(c, onMat((s) => s.replace(/\n(\d+)\.\d (?=Responsible|Target|[A-Z])/g, '\n')), 'sub-clause numbers (1.1, 1.2) removed');
  run(c, onMat((s) => s.replace(/\n\d+\.1 Responsible person: ([^\n]+)\n\d+\.2 Target completion date: ([^\n]+)/g, ' — responsible person: $1; target completion date: $2')), 'owner and date on the heading line');
  run(c, onMat((s) => (s.startsWith(c.question) ? s.slice(c.question.length + 2) + '\n\n' + c.question : s.slice(0, -c.question.length - 2).trimEnd() + '\n\n' + c.question)), 'question after the material');
}

console.log('\n# 8. e-mail threads never cut: quoted replies removed; headers removed (plain question after the material)');
for (const c of [...cases.values()].filter((x) => x.kind === 'lookup' && x.material === 'email' && x.position === 'after').slice(0, 4)) {
  run(c, same, `as generated (${c.family}): ${c.question.slice(0, 50)}`);
  run(c, onMat((s) => s.replace(/\n\nOn [^\n]+ wrote:\n(> [^\n]*\n?|>\n?)+/g, '\n')), 'quoted replies removed');
  run(c, onMat((s) => s.replace(/(From|To|Date|Subject): [^\n]*\n/g, '')), 'From/To/Date/Subject headers removed');
  run(c, onMat((s) => s.replace(/\n\nOn [^\n]+ wrote:\n(> [^\n]*\n?|>\n?)+/g, '\n').replace(/(From|To|Date|Subject): [^\n]*\n/g, '')), 'both removed');
}
