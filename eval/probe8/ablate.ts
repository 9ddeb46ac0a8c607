// Probe 8 ablations: one change at a time to a generated case, scored at balanced with run.ts's scoreCase.
// Each line: case, change, kept?, reduction, transforms. Usage: npx tsx eval/probe8/ablate.ts
import { generate, type Case8 } from './gen.js';
import { scoreCase } from './run.js';
import type { Msg } from '../probe4/lib.js';

const cases = new Map(generate().map((c) => [c.id, c]));
const get = (id: string) => { const c = cases.get(id); if (!c) throw new Error(id); return c; };
const text = (m: Msg) => m.content ?? '';
const withMsgs = (c: Case8, messages: Msg[], question = c.question): Case8 => ({ ...c, question, request: { ...c.request, messages } });
const last = <T>(xs: T[]) => xs[xs.length - 1]!;

function show(label: string, c: Case8): void {
  const out: string[] = [];
  for (const lv of ['balanced', 'aggressive'] as const) {
    const { row } = scoreCase(c, lv);
    out.push(`${lv.slice(0, 3)} ${row.kept ? 'kept' : c.kind === 'lookup' ? 'LOST' : 'CUT '} ${(row.tokBefore / row.tokAfter).toFixed(2)}× [${row.transforms.join(',')}]`);
  }
  console.log(`${c.id.replace('p8-', '').padEnd(20)} ${label.padEnd(58)} ${out.join('  ·  ')}`);
}
const section = (s: string) => console.log(`\n## ${s}`);

// A. agent: objective in the system prompt vs the user turn; question after the tool result
section('A1 agent: objective in system prompt -> moved into the user turn');
for (const id of ['p8-agent_yaml-00', 'p8-agent_yaml-05', 'p8-agent_yaml-10', 'p8-agent_yaml-13', 'p8-agent_yaml-20', 'p8-agent_yaml-25', 'p8-agent_yaml-28']) {
  const c = get(id);
  show('as generated (objective in system)', c);
  const sysText = text(c.request.messages[0]!).split('\n\n')[0]!;
  show('objective moved to the user turn', withMsgs(c, [{ role: 'system', content: sysText }, { role: 'user', content: c.question }, ...c.request.messages.slice(2)]));
  show('system objective kept, user turn "Start." removed', withMsgs(c, [c.request.messages[0]!, ...c.request.messages.slice(2)]));
}
section('A2 agent: question in a user turn after the tool result -> before the tool call');
for (const id of ['p8-agent_yaml-02', 'p8-agent_yaml-12', 'p8-agent_yaml-17']) {
  const c = get(id);
  const ms = c.request.messages;
  show('as generated (question after the tool result)', c);
  show('question replaces the fetch instruction (before the call)', withMsgs(c, [ms[0]!, { role: 'user', content: c.question }, ms[2]!, ms[3]!]));
}
section('A3 agent: counting question over every record');
{
  const c = get('p8-agent_yaml-26');
  show('as generated', c);
  for (const q of ['Count the hosts in each group.', 'List every group with its number of hosts.', 'For each group, how many hosts does it have?']) show(`"${q}"`, withMsgs(c, c.request.messages.map((m) => (m.role === 'user' ? { ...m, content: q } : m)), q));
}

// B. i18n pastes with no request that were cut
section('B i18n: pastes with no request');
for (const id of ['p8-i18n-09', 'p8-i18n-19', 'p8-i18n-29', 'p8-i18n-39']) {
  const c = get(id);
  const [sys, u] = c.request.messages as [Msg, Msg];
  const body = text(u).replace(/^[^\n]*:\n\n/, '');
  show('as generated', c);
  show('no system prompt', withMsgs(c, [u]));
  show('no lead line ("Here is the document:")', withMsgs(c, [sys, { role: 'user', content: body }]));
  show('neither', withMsgs(c, [{ role: 'user', content: body }]));
  show('English system prompt ("You are a helpful assistant.")', withMsgs(c, [{ role: 'system', content: 'You are a helpful assistant.' }, u]));
}

// C. whole-material task in another language over English material
section('C i18n mixed: whole task in another language over English material');
for (const [id, en] of [['p8-i18n-46', 'Translate this document into Ukrainian.'], ['p8-i18n-47', 'Summarise this document in Finnish and list all the projects.']] as const) {
  const c = get(id);
  show(`as generated ("${c.question}")`, c);
  show(`English wording: "${en}"`, withMsgs(c, c.request.messages.map((m) => ({ ...m, content: text(m).replace(c.question, en) })), en));
}
{
  const c = get('p8-i18n-06');
  show(`uk material, uk task as generated ("${c.question}")`, c);
}

// D. CSV: comment-style question vs a plain line / next turn
section('D csv: question as a comment line vs plain line vs next turn');
for (const id of ['p8-csv_comment-00', 'p8-csv_comment-01', 'p8-csv_comment-04', 'p8-csv_comment-07', 'p8-csv_comment-15']) {
  const c = get(id);
  const u = text(last(c.request.messages));
  const q = c.question.replace(/^(# (question: )?|-- )/, '');
  const csv = u.replace(c.question, '').trim();
  show(`as generated (${c.position})`, c);
  show('same words, plain line above the CSV (no #/--)', withMsgs(c, [{ role: 'user', content: `${q}\n\n${csv}` }], q));
  show('same words, plain line below the CSV', withMsgs(c, [{ role: 'user', content: `${csv}\n\n${q}` }], q));
  show('same words, next user turn', withMsgs(c, [{ role: 'user', content: csv }, { role: 'user', content: q }], q));
}

// E. e-mail: question in the next turn / escalation threads
section('E email: question in the next turn vs on top of the quoted thread');
for (const id of ['p8-email_reply-02', 'p8-email_reply-08', 'p8-email_reply-14', 'p8-email_reply-20', 'p8-email_reply-11', 'p8-email_reply-17']) {
  const c = get(id);
  const us = c.request.messages.filter((m) => m.role === 'user');
  const thread = text(us[0]!).replace(/^(Here is the thread:|E-mail thread below\.|Pasting the whole chain\.)\n\n/, '').replace(c.question, '').trim();
  show(`as generated (${c.position})`, c);
  show('question on top of the quoted thread', withMsgs(c, [{ role: 'user', content: `${c.question}\n\n${thread}` }]));
  show('question below the quoted thread', withMsgs(c, [{ role: 'user', content: `${thread}\n\n${c.question}` }]));
}

// F. small talk after the question
section('F small talk around the question');
for (const id of ['p8-small_talk-05', 'p8-small_talk-11', 'p8-small_talk-17', 'p8-small_talk-03', 'p8-small_talk-09', 'p8-small_talk-15']) {
  const c = get(id);
  const u = text(last(c.request.messages));
  const stripped = u.replace(/\n\n[^\n]*$/, '');
  show(`as generated (${c.position})`, c);
  if (c.position === 'st-doc-q-st') show('trailing thanks line removed', withMsgs(c, [...c.request.messages.slice(0, -1), { role: 'user', content: stripped }]));
  else show('"Thanks" line between question and document removed', withMsgs(c, [...c.request.messages.slice(0, -1), { role: 'user', content: u.replace(/^([^\n]*)\n[^\n]*\n\n/, '$1\n\n') }]));
}

// G. question between two batches in one message
section('G between batches: question in the middle of one message vs at its end');
for (const id of ['p8-between_batches-00', 'p8-between_batches-06', 'p8-between_batches-09', 'p8-between_batches-12', 'p8-between_batches-15']) {
  const c = get(id);
  const u = text(last(c.request.messages));
  show('as generated (between the batches)', c);
  show('question moved to the end', withMsgs(c, [...c.request.messages.slice(0, -1), { role: 'user', content: `${u.replace(`\n\n${c.question}\n\n`, '\n\n')}\n\n${c.question}` }]));
  show('question moved to the start', withMsgs(c, [...c.request.messages.slice(0, -1), { role: 'user', content: `${c.question}\n\n${u.replace(`\n\n${c.question}\n\n`, '\n\n')}` }]));
}

// F2. is it the small talk at all? the same document and question with no small talk
section('F2 small talk removed entirely (document + question only)');
for (const id of ['p8-small_talk-05', 'p8-small_talk-11', 'p8-small_talk-17', 'p8-small_talk-03', 'p8-small_talk-09', 'p8-small_talk-15', 'p8-small_talk-14']) {
  const c = get(id);
  const u = text(last(c.request.messages));
  // every document starts with its '# ' title; it ends where the question (or the end of the message) starts
  const fromDoc = u.slice(u.indexOf('# '));
  const body = (fromDoc.includes(`\n\n${c.question}`) ? fromDoc.slice(0, fromDoc.indexOf(`\n\n${c.question}`)) : fromDoc).trim();
  show(`as generated (${c.position}, ${c.material})`, c);
  show('document + question at the end, no small talk', withMsgs(c, [{ role: 'user', content: `${body}\n\n${c.question}` }]));
}

// B2. which part of a uk/fi/ro report pasted with no request triggers the cut?
section('B2 i18n pastes with no request: which part of the report triggers the cut');
for (const id of ['p8-i18n-09', 'p8-i18n-19', 'p8-i18n-29']) {
  const c = get(id);
  const u = text(c.request.messages[1]!).replace(/^[^\n]*:\n\n/, '');
  const blocks = u.split('\n\n');
  show('as generated', c);
  show('title line removed', withMsgs(c, [{ role: 'user', content: blocks.slice(1).join('\n\n') }]));
  show('first half of the records only', withMsgs(c, [{ role: 'user', content: blocks.slice(0, blocks.length >> 1).join('\n\n') }]));
  show('second half of the records only (no title)', withMsgs(c, [{ role: 'user', content: blocks.slice(blocks.length >> 1).join('\n\n') }]));
  show('status lines removed from every record', withMsgs(c, [{ role: 'user', content: u.split('\n').filter((l) => !/^(Статус|Tila|Stare):/.test(l)).join('\n') }]));
}

// B3. the same with other titles: English report, and uk/fi/ro/th/en directories, pasted with no request
section('B3 pastes with no request: report / directory titles in other languages and English');
for (const id of ['p8-i18n-41', 'p8-i18n-45', 'p8-i18n-00', 'p8-i18n-02', 'p8-i18n-10', 'p8-i18n-20', 'p8-i18n-30', 'p8-i18n-40']) {
  const c = get(id);
  const u = c.request.messages.filter((m) => m.role === 'user').map(text).join('\n\n').replace(c.question, '').replace(/^[^\n]*:\n\n/, '').trim();
  const noq: Case8 = { ...c, kind: 'noq', spans: [], question: '', request: { ...c.request, messages: [{ role: 'user', content: u }] } };
  show(`${c.material}: pasted alone, title "${u.split('\n')[0]!.slice(0, 40)}…"`, noq);
  show(`${c.material}: pasted alone, title removed`, { ...noq, request: { ...noq.request, messages: [{ role: 'user', content: u.split('\n\n').slice(1).join('\n\n') }] } });
}

// H. the thread's own last mail ends with a question that is not the user's
section("H email: the newest mail's own question (not the user's) removed");
for (const id of ['p8-email_reply-01', 'p8-email_reply-05', 'p8-email_reply-09', 'p8-email_reply-13', 'p8-email_reply-17', 'p8-email_reply-21']) {
  const c = get(id);
  const u = text(last(c.request.messages));
  // the thread's question is the one line of the newest mail that names the user and ends with "?" (it is quoted "> " in nested/outlook style)
  const lines = u.split('\n');
  const k = lines.findIndex((l) => /^(> )?[A-Z][a-z]+, (can you|do you know)/.test(l));
  show(`as generated (${c.position}) — thread question at line ${k}`, c);
  if (k >= 0) show('thread question removed', withMsgs(c, [...c.request.messages.slice(0, -1), { role: 'user', content: [...lines.slice(0, k), ...lines.slice(k + 1)].join('\n') }]));
}
