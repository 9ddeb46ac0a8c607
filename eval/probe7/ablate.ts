// Probe 7 ablations: each failing prompt re-run with exactly one change (wording, edge sentence, position),
// plus the same shape on sibling materials to measure how often it fires. Balanced level unless noted.
// Usage: npx tsx eval/probe7/ablate.ts
import { generate } from './gen.js';
import { scoreCase } from './run.js';
import { makeMaterial7, makeTables } from './materials.js';
import { Rng, type Case, type Msg } from '../probe4/lib.js';

const cases = new Map(generate().map((c) => [c.id, c]));
const q = (id: string) => { const c = cases.get(id); if (!c) throw new Error(id); return c; };
type Edit = (ms: Msg[]) => Msg[];
const same: Edit = (ms) => ms;
const onUser = (f: (s: string) => string): Edit => (ms) => ms.map((m) => (m.role === 'user' && typeof m.content === 'string' ? { ...m, content: f(m.content) } : m));
const swap = (from: string, to: string): Edit => onUser((s) => s.split(from).join(to));
let nFixed = 0;
function run(c: Case, edit: Edit, label: string, level: 'balanced' | 'aggressive' = 'balanced'): boolean {
  const c2: Case = { ...c, request: { ...c.request, messages: edit(structuredClone(c.request.messages)) } };
  const { row } = scoreCase(c2, level);
  const ratio = (row.tokBefore / row.tokAfter).toFixed(2);
  console.log(`  ${row.kept ? 'ok  ' : 'FAIL'} ${ratio.padStart(6)}× lost ${String(row.nLost).padStart(4)} [${row.transforms.join(',')}]  ${label}`);
  if (row.kept) nFixed++;
  return row.kept;
}
const mk = (c: Case, messages: Msg[], question = c.question): Case => ({ ...c, question, request: { ...c.request, messages } });

console.log('# A. ask_nothing-11: kb article pasted with no instruction, ending in a "## Questions?" section');
const EDGE = '\n\n## Questions?\n\nWhat is the default timeout for a component you do not see here? Ask the platform team in #platform-help.';
const a = q('p7-ask_nothing-11');
run(a, same, 'as generated');
run(a, onUser((s) => s.replace(EDGE, '')), 'edge section removed');
run(a, onUser((s) => s.replace('What is the default timeout for a component you do not see here? ', '')), 'question sentence removed (heading + "Ask the platform team" kept)');
run(a, onUser((s) => s.replace('## Questions?\n\n', '')), 'heading "## Questions?" removed (question kept)');
run(a, swap('What is the default timeout for a component you do not see here?', 'Who do I contact about a component that is missing here?'), 'question with no content word shared with the article');
run(a, swap('What is the default timeout for a component you do not see here?', 'The default timeout for a component you do not see here is listed in the console.'), 'same words as a statement (no "?")');
run(a, onUser((s) => EDGE.trim() + '\n\n' + s.replace(EDGE, '')), 'edge section moved to the top of the paste');
run(a, swap('Ask the platform team in #platform-help.', 'Ask the platform team in #platform-help.\n\nLast updated by the platform team.'), 'one more line after the question');
console.log('  sibling kb materials with the same edge (no instruction):');
for (let s = 0; s < 6; s++) {
  const m = makeMaterial7('kb', new Rng(9100 + s), new Rng(9200 + s).int(2000, 6000));
  run(mk(a, [{ role: 'user', content: m.text + EDGE }], ''), same, `kb seed ${9100 + s} + edge`);
}
console.log('  the same shape on other no-question materials (question-like sentence as the last paragraph):');
for (const [kind, edge] of [['rag', '\n\nWhere is the company headquartered if it is not listed here? Write to research@example.org.'], ['contract', '\n\nWhat is the deadline for deliverables not listed in this Agreement? Contact the Customer.'], ['email', '\n\nWhat is the PO number for orders not mentioned here? Ask procurement.'], ['chat', '\n\nWhich tag did releases not listed here get? See the release page.']] as const) {
  for (let s = 0; s < 2; s++) {
    const m = makeMaterial7(kind, new Rng(9300 + s), 4000);
    run(mk(a, [{ role: 'user', content: m.text + edge }], ''), same, `${kind} seed ${9300 + s} + "${edge.trim().slice(0, 50)}…"`);
  }
}

console.log('\n# B. two_tables-03 / -13: "Are there orders whose customer_id is not in the customers table?"');
const QB = 'Are there orders whose customer_id is not in the customers table?';
for (const id of ['p7-two_tables-03', 'p7-two_tables-13']) {
  const c = q(id);
  console.log(` ${id} (${c.position})`);
  run(c, same, 'as generated');
  run(c, swap(QB, 'Which orders have a customer_id that is not in the customers table?'), '"Which orders have a customer_id that is not in …?"');
  run(c, swap(QB, 'List every order whose customer_id is not in the customers table.'), '"List every order whose customer_id is not in …" (order, no "?")');
  run(c, swap(QB, 'Are there orders whose customer is not in the customers table?'), '"customer_id" → "customer"');
  run(c, swap(QB, 'Are there customers with no orders?'), '"Are there customers with no orders?"');
  run(c, swap(QB, 'Do all orders reference a customer in the customers table?'), '"Do all orders reference a customer in the customers table?"');
  run(c, swap(QB, 'Are there orders whose customer_id is not in the customers table? Check every row.'), '+ "Check every row."');
}
console.log('  the question on 12 fresh two-table pastes (after the tables):');
let bad = 0;
for (let s = 0; s < 12; s++) {
  const t = makeTables(new Rng(9400 + s), new Rng(9500 + s).int(2000, 6000));
  if (!run(mk(q('p7-two_tables-03'), [{ role: 'user', content: `${t.text}\n\n${QB}` }], QB), same, `tables seed ${9400 + s} (${t.fmt})`)) bad++;
}
console.log(`  → ${bad}/12 cut`);

console.log('\n# C. exists_q-04: JSON incidents + "Are there incidents without an owner?"');
const c4 = q('p7-exists_q-04');
const Q4 = 'Are there incidents without an owner?';
run(c4, same, 'as generated');
run(c4, swap(Q4, 'Which incidents have no owner?'), '"Which incidents have no owner?"');
run(c4, swap(Q4, 'List every incident without an owner.'), '"List every incident without an owner."');
run(c4, swap(Q4, 'Check each incident for a missing owner.'), '"Check each incident for a missing owner." (probe-6 control wording)');
run(c4, swap(Q4, 'Are there incidents without a title?'), '"owner" → "title"');
run(c4, swap(Q4, 'Is any incident still open?'), '"Is any incident still open?"');
run(c4, swap(Q4, 'Are there incidents with an owner?'), '"without" → "with" (no negation)');
run(c4, swap(Q4, 'Do all incidents have an owner?'), '"Do all incidents have an owner?" (universal, no negation)');
run(c4, swap(Q4, 'Does each incident have an owner?'), '"Does each incident have an owner?"');
run(c4, swap(Q4, 'Is there an incident without an owner?'), '"Is there an incident without an owner?" (singular)');
run(c4, swap(Q4, 'Are there incidents without an owner? Go through all of them.'), '+ "Go through all of them."');
run(c4, (ms) => { const u = ms.find((m) => m.role === 'user')!; const body = (u.content as string).replace(`\n\n${Q4}`, ''); return ms.map((m) => (m === u ? { ...m, content: `${Q4}\n\n${body}` } : m)); }, 'question before the JSON');
console.log('  the question on 6 fresh JSON incident lists:');
for (let s = 0; s < 6; s++) {
  const m = makeMaterial7('json', new Rng(9600 + s), new Rng(9700 + s).int(2500, 8000));
  run(mk(c4, [{ role: 'user', content: `${m.text}\n\n${Q4}` }]), same, `json seed ${9600 + s}`);
}

console.log('\n# D. exists_q-10: kb + "Does every component have a troubleshooting section?"');
const c10 = q('p7-exists_q-10');
const Q10 = 'Does every component have a troubleshooting section?';
run(c10, same, 'as generated');
run(c10, swap(Q10, 'Which components have no troubleshooting section?'), '"Which components have no troubleshooting section?"');
run(c10, swap(Q10, 'Check every component for a troubleshooting section.'), '"Check every component for a troubleshooting section."');
run(c10, swap(Q10, 'Does every component have a health check?'), '"troubleshooting section" → "health check"');
run(c10, swap(Q10, 'Does each component have a troubleshooting section?'), '"every" → "each"');
console.log('  the question on 6 fresh kb articles:');
for (let s = 0; s < 6; s++) {
  const m = makeMaterial7('kb', new Rng(9800 + s), new Rng(9900 + s).int(2500, 8000));
  run(mk(c10, [{ role: 'user', content: `${m.text}\n\n${Q10}` }]), same, `kb seed ${9800 + s}`);
}

console.log('\n# E. exists_q-12: contract + "Does the Supplier have any obligation without a deadline?"');
const c12 = q('p7-exists_q-12');
const Q12 = 'Does the Supplier have any obligation without a deadline?';
run(c12, same, 'as generated');
run(c12, swap(Q12, 'Which obligations of the Supplier have no deadline?'), '"Which obligations of the Supplier have no deadline?"');
run(c12, swap(Q12, 'List every obligation of the Supplier that has no deadline.'), '"List every obligation … that has no deadline."');
run(c12, swap(Q12, 'Does the Supplier have any obligation?'), '"without a deadline" removed');
run(c12, swap(Q12, 'Does the Customer have any obligation without a deadline?'), '"Supplier" → "Customer"');
run(c12, swap(Q12, 'Are there any clauses that mention a penalty?'), '"Are there any clauses that mention a penalty?" (passes in exists_q-02)');
console.log('  the question on 6 fresh contracts:');
for (let s = 0; s < 6; s++) {
  const m = makeMaterial7('contract', new Rng(10000 + s), new Rng(10100 + s).int(2500, 8000));
  run(mk(c12, [{ role: 'user', content: `${m.text}\n\n${Q12}` }]), same, `contract seed ${10000 + s}`);
}
void nFixed;
