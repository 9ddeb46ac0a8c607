// Probe 5 ablations: re-run a failing / uncut case with one change to the question, to attribute the cause.
// Usage: npx tsx eval/probe5/ablate.ts
import { createCompressor, omittedBy } from '../../src/compress/index.js';
import { generate } from './gen.js';
import { allText, haystack, normSpan, type Case, type Msg } from './lib.js';

const cases = new Map(generate().map((c) => [c.id, c]));
function run(c: Case, edit: (s: string) => string, label: string): void {
  const req = structuredClone(c.request);
  for (const m of req.messages) if (typeof m.content === 'string') m.content = edit(m.content);
  const out = createCompressor().compressRequest(req as never, { level: 'balanced' });
  const cm = (out.request as unknown as { messages: Msg[] }).messages;
  const hay = haystack(cm);
  const kept = c.spans.every((s) => hay.includes(normSpan(s)));
  console.log(`${c.id.padEnd(22)} ${label.padEnd(48)} kept=${kept} ${(out.report.tokensBefore / out.report.tokensAfter).toFixed(2)}× [${omittedBy(out.report).join(',')}]`);
}
const q = (id: string) => cases.get(id)!;
const swapQ = (c: Case, nq: string) => (s: string) => s.split(c.question).join(nq);

// 1. Japanese: key glued to katakana vs separated by a space
for (const id of ['p5-lang_ja-09', 'p5-lang_ja-15', 'p5-lang_ja-21']) {
  const c = q(id);
  run(c, (s) => s, 'as generated');
  run(c, swapQ(c, c.question.replace('プロジェクト', ' プロジェクト')), 'space after key');
  run(c, swapQ(c, c.question.replace(/^(\w+)プロジェクト/, '「$1」プロジェクト')), 'key in 「」');
  run(c, swapQ(c, c.question.replace(/^(\w+)プロジェクト.*$/, 'What budget was approved for the $1 project?')), 'English question');
}
// 2. other languages: same case, English question
for (const id of ['p5-lang_de-00', 'p5-lang_pt-01', 'p5-lang_ru-02', 'p5-lang_pl-03', 'p5-lang_es-04']) {
  const c = q(id);
  run(c, (s) => s, `as generated (${c.material})`);
}
// 3. Task:/Input: — "Identify X." vs a question after "Task:"
for (const i of ['00', '01', '02', '04', '05']) {
  const c = q(`p5-task_input-${i}`); if (c.kind !== 'lookup') continue;
  run(c, (s) => s, `as generated (${c.position}, ${c.material})`);
  const np = c.question.replace(/^Identify /, '').replace(/\.$/, '');
  run(c, swapQ(c, `What is ${np}?`), 'Task: What is …?');
  run(c, (s) => s.replace('Task: ' + c.question, 'Identify ' + np + '.').replace('Input:\n', ''), 'no Task:/Input: labels');
}
// 4. imperatives placed before the material
for (const fam of ['imp_find', 'imp_tell', 'imp_need']) for (const c of [...cases.values()].filter((x) => x.family === fam && x.kind === 'lookup' && x.position === 'before').slice(0, 3)) {
  run(c, (s) => s, `as generated: ${c.question.slice(0, 40)}`);
  run(c, (s) => s.replace(c.question + '\n\n', '') + '\n\n' + c.question, 'same imperative moved after');
  run(c, swapQ(c, c.question.replace(/[.,]?( please| thanks| from this)?\.?$/, '') + '?'), 'same with "?"');
}
// 5. question in the system prompt
for (const c of [...cases.values()].filter((x) => x.family === 'system_q' && x.kind === 'lookup').slice(0, 6)) {
  run(c, (s) => s, `as generated (${c.material})`);
  const r2 = structuredClone(c); r2.request.messages.push({ role: 'user', content: c.question });
  run(r2, (s) => s, 'question repeated in a final user turn');
}
// 6. yaml after, log/transcript: indentation
for (const c of [...cases.values()].filter((x) => x.family === 'yaml' && x.kind === 'lookup' && (x.material === 'log' || x.material === 'transcript')).slice(0, 4)) {
  run(c, (s) => s, `as generated (${c.position}, ${c.material})`);
  run(c, (s) => s.replace(/\n  /g, '\n'), 'material not indented');
}
// 7. typos: uncut ones with the clean question
for (const c of [...cases.values()].filter((x) => x.family === 'typos' && x.kind === 'lookup').slice(0, 8)) {
  run(c, (s) => s, `as generated: ${c.question.slice(0, 40)}`);
}
