// Probe 9 ablations: one change at a time, seen from outside (the compressor's public API only). Each variant is
// scored at balanced and aggressive with run.ts's scoring and printed as `kept/cut/reduction`.
//   §A  case: lower-casing a question (and restoring the case of the three failing lower-case questions)
//   §B  notebook stream arrays: does `json-sample` pair an "Epoch k" line with another epoch's metrics?
//   §C  "Summarise the whole chat." after a fenced Slack export (chat_export-16) and the same shape on other chats
//   §D  Japanese chat, Japanese question (chat_export-13): English question / question after
//   §E  every uncut lookup re-shaped to the plainest prompt: material, blank line, the fact's question
//       (tells "the material is never selected" apart from "this question shape is not used")
//   §F  family-specific one-change variants for the uncut families (md table → CSV, checklist reference / form,
//       voice → plain question, SQL comment syntax removed, multiple-choice options removed, tool_arg question in
//       the user turn too)
// Usage: npx tsx eval/probe9/ablate.ts [section letters, e.g. AE]
import { generate, type Case9 } from './gen.js';
import { scoreCase } from './run.js';
import { type Msg } from '../probe4/lib.js';

const want = (process.argv[2] ?? 'ABCDEF').toUpperCase();
const cases = generate();
const byId = new Map(cases.map((c) => [c.id, c]));
const get = (id: string) => byId.get(id)!;
const r2 = (a: number, b: number) => (a / Math.max(1, b)).toFixed(2);

type V = { c: Case9; label: string };
function score(v: V): string {
  const out: string[] = [];
  for (const lv of ['balanced', 'aggressive'] as const) {
    const { row } = scoreCase(v.c, lv);
    out.push(`${lv.slice(0, 3)} ${row.kept ? 'kept' : 'LOST'} ${row.lossy.length ? 'cut' : 'uncut'} ${r2(row.tokBefore, row.tokAfter)}×${row.missing.length ? ' missing ' + row.missing.join('|') : ''}${row.kind !== 'lookup' && row.nLost ? ` lost ${row.nLost} words` : ''}`);
  }
  return `  ${v.c.id.replace('p9-', '').padEnd(26)} ${v.label.padEnd(40)} ${out.join(' · ')}`;
}
const msgs = (c: Case9, messages: Msg[], extra: Partial<Case9> = {}): Case9 => ({ ...c, ...extra, request: { ...c.request, messages } });
/** Replace every occurrence of `from` (also JSON-escaped, in tool-call arguments) in the request. */
function replaceAll(c: Case9, from: string, to: string): Case9 {
  const esc = (s: string) => JSON.stringify(s).slice(1, -1);
  const m = c.request.messages.map((x) => ({
    ...x,
    content: typeof x.content === 'string' ? x.content.split(from).join(to) : x.content,
    ...(x.tool_calls ? { tool_calls: x.tool_calls.map((t) => ({ ...t, function: { ...t.function, arguments: t.function.arguments.split(esc(from)).join(esc(to)) } })) } : {}),
  }));
  return msgs(c, m, { question: c.question.split(from).join(to) });
}
const plainAfter = (c: Case9): Case9 => msgs(c, [{ role: 'user', content: `${c.mat}\n\n${(c.fq ?? [c.question]).join('\n')}` }], { question: (c.fq ?? [c.question]).join('\n') });
const base = (c: Case9): V => ({ c, label: `as generated (${c.position}, ${c.wording})` });

const baseline = new Map<string, { kept: boolean; cut: boolean }>();
for (const c of cases) if (c.kind === 'lookup') { const { row } = scoreCase(c, 'balanced'); baseline.set(c.id, { kept: row.kept, cut: row.lossy.length > 0 }); }

if (want.includes('A')) {
  console.log('§A1 the failing lower-case questions, case restored');
  for (const id of ['p9-multiple_choice-06', 'p9-checklist-03', 'p9-checklist-10']) {
    const c = get(id);
    let v = c;
    for (const q of c.fq ?? []) v = replaceAll(v, q.toLowerCase(), q);
    console.log(score(base(c)));
    console.log(score({ c: v, label: 'case restored' }));
  }
  console.log('§A2 every English lookup cut and kept at balanced, question lower-cased');
  let lost = 0, n = 0;
  for (const c of cases.filter((x) => x.kind === 'lookup' && x.lang === 'en' && baseline.get(x.id)!.cut && baseline.get(x.id)!.kept && x.question !== x.question.toLowerCase())) {
    const v = replaceAll(c, c.question, c.question.toLowerCase());
    const line = score({ c: v, label: 'question lower-cased' });
    n++;
    if (line.includes('LOST')) { lost++; console.log(score(base(c))); console.log(line); }
  }
  console.log(`  → ${lost} of ${n} lose an answer when only the question is lower-cased (shown above)`);
}

if (want.includes('B')) {
  console.log('§B1 notebook stream arrays under json-sample: kept "Epoch k/N" headers and the metric line right after them');
  for (const c of cases.filter((x) => x.family === 'notebook' && x.material === 'nb-training')) {
    for (const lv of ['balanced', 'aggressive'] as const) {
      const { row, compressed } = scoreCase(c, lv);
      if (!row.lossy.includes('json-sample')) continue;
      const orig = new Map<string, string>();
      const o = c.mat;
      for (const m of o.matchAll(/Epoch (\d+)\/(\d+)\\n",\s*"412\/412[^"]*val_loss: ([0-9.]+)/g)) orig.set(`${m[1]}/${m[2]}#${m[3]}`, 'ok');
      const comp = compressed.map((x) => (typeof x.content === 'string' ? x.content : '')).join('\n');
      const pairs = [...comp.matchAll(/"Epoch (\d+)\/(\d+)\\n","412\/412[^"]*val_loss: ([0-9.]+)/g)];
      const wrong = pairs.filter((m) => !orig.has(`${m[1]}/${m[2]}#${m[3]}`)).map((m) => `Epoch ${m[1]} → val_loss ${m[3]}`);
      console.log(`  ${c.id.replace('p9-', '')} ${lv}: ${pairs.length} header+metric pairs kept, ${wrong.length} paired with ANOTHER epoch's metrics${wrong.length ? ': ' + wrong.join('; ') : ''} (asked: ${c.question.slice(-45)})`);
    }
  }
  console.log('§B2 notebook-10 (ipynb, json-sample, lost): one change at a time');
  const c = get('p9-notebook-10');
  console.log(score(base(c)));
  console.log(score({ c: plainAfter(c), label: 'ipynb + fact question after' }));
  const q0 = c.fq![0]!;
  console.log(score({ c: replaceAll(c, c.question, q0), label: "short question ('q' wording)" }));
  const nb = JSON.parse(c.mat) as { cells: { cell_type: string; source: string[]; outputs?: { text?: string[]; data?: { 'text/plain': string[] } }[]; execution_count?: number }[] };
  const exported = nb.cells.map((x) => (x.cell_type === 'markdown' ? x.source.join('').split('\n').map((l) => `# ${l}`).join('\n') : `# In[${x.execution_count}]:\n\n${x.source.join('')}\n\n${(x.outputs ?? []).map((o) => (o.text ?? o.data?.['text/plain'] ?? []).join('')).join('\n')}`)).join('\n\n');
  console.log(score({ c: msgs(c, [c.request.messages[0]!, { role: 'user', content: exported }, c.request.messages[2]!], { mat: exported }), label: 'same cells, exported "# In[k]:" form' }));
}

if (want.includes('C')) {
  console.log('§C1 chat_export-16: "Summarise the whole chat." after a fenced Slack export — one change at a time');
  const c = get('p9-chat_export-16');
  const q = c.question;
  console.log(score(base(c)));
  console.log(score({ c: msgs(c, [{ role: 'user', content: `Here's the export of #dev-general:\n${c.mat}\n${q}` }]), label: 'no code fence' }));
  console.log(score({ c: msgs(c, [{ role: 'user', content: `${c.mat}\n\n${q}` }]), label: 'plain: export, blank line, task' }));
  console.log(score({ c: msgs(c, [{ role: 'user', content: `${q}\n\n${c.mat}` }]), label: 'task before the export' }));
  console.log(score({ c: msgs(c, [{ role: 'user', content: c.mat }, { role: 'user', content: q }]), label: 'task in the next turn' }));
  for (const w of ['Summarize this chat.', 'Give me a summary of the entire conversation above.', 'Summarise the whole chat, every thread in it.']) console.log(score({ c: msgs(c, [{ role: 'user', content: `Here's the export of #dev-general:\n\`\`\`\n${c.mat}\n\`\`\`\n${w}` }], { question: w }), label: `wording: ${w}` }));
  console.log('§C2 the same shape ("Here\'s the export of …:" + fence + "Summarise the whole chat.") on every other English chat material');
  for (const o of cases.filter((x) => x.family === 'chat_export' && x.lang === 'en' && x.id !== c.id)) {
    const v = msgs(o, [{ role: 'user', content: `Here's the export of #dev-general:\n\`\`\`\n${o.mat}\n\`\`\`\n${q}` }], { kind: 'whole', spans: [], question: q });
    const line = score({ c: v, label: `${o.material} + fenced + summarise` });
    if (line.includes(' cut ')) console.log(line);
  }
  console.log('  (only the cut ones are shown)');
}

if (want.includes('D')) {
  console.log('§D chat_export-13 (Japanese chat, Japanese question before, log-reduce): one change at a time');
  const c = get('p9-chat_export-13');
  console.log(score(base(c)));
  console.log(score({ c: msgs(c, [{ role: 'user', content: `${c.mat}\n\n${c.question}` }]), label: 'question after the chat' }));
  console.log(score({ c: msgs(c, [{ role: 'user', content: `What time is the infra standup moving to?\n\n${c.mat}` }], { question: 'What time is the infra standup moving to?' }), label: 'same question in English, before' }));
  console.log(score({ c: msgs(c, [{ role: 'user', content: `infraの朝会の時間は？\n\n${c.mat}` }], { question: 'infraの朝会の時間は？' }), label: 'shorter Japanese question' }));
  // the other Japanese lookups
  for (const o of cases.filter((x) => x.kind === 'lookup' && (x.lang === 'ja' || x.lang === 'ja/en'))) console.log(score(base(o)));
}

if (want.includes('E')) {
  console.log('§E every uncut lookup (kept, no lossy transform at balanced) re-shaped: material, blank line, the fact question(s)');
  const uncut = cases.filter((x) => x.kind === 'lookup' && baseline.get(x.id)!.kept && !baseline.get(x.id)!.cut);
  const fams = [...new Set(uncut.map((x) => x.family))];
  for (const f of fams) {
    const xs = uncut.filter((x) => x.family === f);
    let cutN = 0, lostN = 0;
    const lines: string[] = [];
    for (const c of xs) {
      const line = score({ c: plainAfter(c), label: `plain after (was ${c.position}, ${c.wording})` });
      if (line.includes('bal kept cut') || line.includes('bal LOST cut')) cutN++;
      if (line.includes('LOST')) lostN++;
      lines.push(line);
    }
    console.log(`  ${f}: ${xs.length} uncut → plain-after: ${cutN} cut at balanced, ${lostN} lose an answer at bal or agg`);
    for (const l of lines) console.log('  ' + l);
  }
}

if (want.includes('F')) {
  const lk = (f: string) => cases.filter((x) => x.family === f && x.kind === 'lookup' && baseline.get(x.id)!.kept && !baseline.get(x.id)!.cut);
  console.log('§F1 md_table: the same table as CSV (question after)');
  for (const c of lk('md_table')) {
    const csv = c.mat.split('\n').filter((l) => l.startsWith('|') && !/^\|[-:| ]+\|$/.test(l)).map((l) => l.slice(2, -2).split(' | ').map((x) => (x.includes(',') ? `"${x}"` : x)).join(',')).join('\n');
    const q = (c.fq ?? [c.question]).join('\n');
    const spans = c.spans.map((x) => x.replace(/^\| | \|$/g, '').split(' | ').join(','));
    console.log(score({ c: msgs(c, [{ role: 'user', content: `${csv}\n\n${q}` }], { question: q, spans }), label: 'CSV + question after' }));
  }
  console.log('§F2 checklist: the reference moved from the system prompt into the user turn, form unchanged');
  for (const c of lk('checklist')) {
    const sys = c.request.messages[0]!.content as string;
    const rest = c.request.messages.slice(1);
    const last = rest[rest.length - 1]!;
    console.log(score({ c: msgs(c, [...rest.slice(0, -1), { role: 'user', content: `${sys}\n\n---\n\n${last.content}` }]), label: `reference in user turn (${c.wording})` }));
  }
  console.log('§F3 checklist: reference in system, the form replaced by the plain question(s)');
  for (const c of lk('checklist')) {
    const q = (c.fq ?? []).join('\n');
    console.log(score({ c: msgs(c, [c.request.messages[0]!, { role: 'user', content: q }], { question: q }), label: `plain question(s) (was ${c.wording})` }));
  }
  console.log('§F4 voice_memo: spoken question replaced by the plain question, same position');
  for (const c of lk('voice_memo')) console.log(score({ c: replaceAll(c, c.question, c.fq![0]!), label: `plain question (${c.position})` }));
  console.log('§F5 sql: comment syntax removed (question as a plain line, same place)');
  for (const c of lk('sql')) {
    const plain = c.question.replace(/^--\s*(TODO\(me\):\s*)?(Q:|P:|F:)?\s*/, '').replace(/^\/\*\s*\n?\s*\*?\s*/, '').replace(/\s*\n?\s*\*\/$/, '').trim();
    console.log(score({ c: replaceAll(c, c.question, plain), label: `plain line (was ${c.position})` }));
  }
  console.log('§F6 multiple_choice: options removed (stem only), same position');
  for (const c of lk('multiple_choice')) {
    const stem = c.question.split('\n')[0]!;
    console.log(score({ c: replaceAll(c, c.question, stem), label: `stem only (${c.position})` }));
  }
  console.log('§F7 tool_arg: the same question also in the user turn (instead of the vague request)');
  for (const c of lk('tool_arg')) {
    const m = c.request.messages.map((x, i) => (x.role === 'user' && i === c.request.messages.findIndex((y) => y.role === 'user') ? { ...x, content: c.fq![0]! } : x));
    console.log(score({ c: msgs(c, m), label: `question in user turn too (${c.position})` }));
  }
}
