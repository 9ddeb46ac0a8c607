// Probe 8 generator: seven prompt STRUCTURES, each with invented material (materials.ts), lookups (gold
// spans that must survive), whole-material tasks and pastes with no request (must stay intact):
//   email_reply      a reply to a quoted e-mail thread ("> ", ">> ", "On … wrote:", Outlook headers, forwards,
//                    signatures); the user's words on top, at the bottom or in the next turn; some threads end
//                    with their own question that is not the user's
//   csv_comment      a CSV export (hundreds of rows) with the question as `# question: …`, `-- …`, a NOTE row,
//                    a plain line or a separate turn
//   html_page        a full HTML page (head, scripts, nav, footer); question before/after/next turn, or a page
//                    turn (page 1, assistant "ready for page 2", page 2 + the question)
//   between_batches  the question between two batches of results (one message, two user turns, or two tool
//                    calls with the user's question between the two tool results)
//   small_talk       greetings / jokes / thanks before or after the question and the material
//   agent_yaml       an agent: objective in the system prompt or the user turn, tool_calls, a YAML (k8s, CI,
//                    Ansible) or JSON array-of-objects tool result
//   i18n             Ukrainian, Finnish, Romanian, Thai material with questions in the same language; and
//                    English material with the question in another language (mixed)
// Deterministic (seeded). Every gold span is asserted to occur exactly once in the request and never in the
// question's own words.
import { Rng, allText, haystack, normSpan, type Case, type Msg, type Kind } from '../probe4/lib.js';
import * as M from './materials.js';

export interface Case8 extends Case { wording: string; hops: number; matTokens: number }

const MODEL = 'gpt-4o';
const user = (c: string): Msg => ({ role: 'user', content: c });
const asst = (c: string): Msg => ({ role: 'assistant', content: c });
const SYS = ['You are a helpful assistant.', 'You are a concise assistant for the operations team. Answer briefly.', 'You are ChatGPT, a large language model. Be accurate; say so when you are unsure.'];

type W = 'q' | 'order' | 'label' | 'nopunct' | 'polite';
const WS: W[] = ['q', 'order', 'label', 'nopunct', 'polite'];
const lc1 = (s: string) => s[0]!.toLowerCase() + s.slice(1);
/** The fact asked in one of five wordings, in the question's language. */
function phrase(f: M.Fact, w: W, r: Rng, lang: M.Lang = 'en'): string {
  const { q, np } = f;
  const noQ = q.replace(/[?？]\s*$/, '');
  switch (lang) {
    case 'uk': return w === 'q' ? q : w === 'order' ? `Знайди ${np}.` : w === 'label' ? `Питання: ${q}` : w === 'nopunct' ? lc1(noQ) : `Підкажіть, будь ласка: ${lc1(q)}`;
    case 'fi': return w === 'q' ? q : w === 'order' ? `Etsi ${np}.` : w === 'label' ? `Kysymys: ${q}` : w === 'nopunct' ? lc1(noQ) : `Osaisitko kertoa: ${lc1(q)}`;
    case 'ro': return w === 'q' ? q : w === 'order' ? `Găsește ${np}.` : w === 'label' ? `Întrebare: ${q}` : w === 'nopunct' ? lc1(noQ) : `Te rog, spune-mi: ${lc1(q)}`;
    case 'th': return w === 'q' ? `${q}?` : w === 'order' ? `ช่วยหา${np}ให้หน่อย` : w === 'label' ? `คำถาม: ${q}` : w === 'nopunct' ? q : `รบกวนช่วยบอกหน่อยครับ ${q}`;
    default: return w === 'q' ? q : w === 'order' ? `${r.pick(['Find', 'Look up', 'Tell me', 'Give me', 'Pull out'])} ${np}.` : w === 'label' ? `${r.pick(['Question:', 'Q:'])} ${q}` : w === 'nopunct' ? lc1(noQ) : `Could you tell me ${np}?`;
  }
}

/** A fact whose spans occur exactly once in `text`, preferring the requested region (0 early, 1 middle, 2 late). */
function pickFact(r: Rng, text: string, facts: M.Fact[], region: number, pred: (f: M.Fact) => boolean = () => true): M.Fact {
  const ok = M.uniqueFacts(text, facts).filter((f) => !f.hops && pred(f));
  const inR = ok.filter((f) => Math.min(2, Math.floor((f.at ?? 0) * 3)) === region);
  const pool = inR.length ? inR : ok;
  if (!pool.length) throw new Error('no unique fact');
  return r.pick(pool);
}
function hopFact(text: string, facts: M.Fact[]): M.Fact | undefined {
  return M.uniqueFacts(text, facts).find((f) => f.hops);
}

export const FAMILIES = ['email_reply', 'csv_comment', 'html_page', 'between_batches', 'small_talk', 'agent_yaml', 'i18n'] as const;

export function generate(): Case8[] {
  const cases: Case8[] = [];
  const push = (family: string, i: number, kind: Kind, c: Omit<Case8, 'id' | 'family' | 'kind' | 'matTokens'>, material: string) => {
    const id = `p8-${family}-${String(i).padStart(2, '0')}`;
    const all = allText(c.request.messages);
    const hay = haystack(c.request.messages);
    for (const s of c.spans) {
      if (M.countIn(all, s) !== 1) throw new Error(`${id}: span occurs ${M.countIn(all, s)}× in the request: ${s}`);
      if (!hay.includes(normSpan(s))) throw new Error(`${id}: span not in request: ${s}`);
      if (normSpan(c.question).includes(normSpan(s))) throw new Error(`${id}: span in the question: ${s}`);
    }
    if (kind === 'lookup' && !c.spans.length) throw new Error(`${id}: lookup without spans`);
    cases.push({ id, family, kind, ...c, matTokens: M.tok(material) });
  };
  const sys = (r: Rng, p = 0.35): Msg[] => (r.chance(p) ? [{ role: 'system', content: r.pick(SYS) }] : []);

  // ======================= 1. email_reply (34) =======================
  for (let i = 0; i < 34; i++) {
    const r = new Rng(8100 + i);
    const kind: Kind = i < 22 ? 'lookup' : i < 30 ? 'whole' : 'noq';
    const topic = (['procurement', 'offsite', 'escalation'] as const)[i % 3]!;
    const twoHop = i === 6 || i === 18;
    const threadQ = (kind === 'lookup' && i % 4 === 1) || i === 31;
    const th = M.emailThread(r, topic, r.int(1500, 6000), { threadQ, twoHop });
    const style: M.QuoteStyle = (['nested', 'nested', 'nested', 'outlook', 'nested', 'outlook', 'forward'] as const)[i % 7]!;
    const wrap = !twoHop && r.chance(0.4);
    const { text: quoted, attribution } = M.renderThread(th, style, wrap);
    const thread = attribution ? `${attribution}\n${quoted}` : quoted;
    const pos = (['top', 'bottom', 'turn', 'top', 'bottom', 'top'] as const)[i % 6]!;
    const last = th.mails[th.mails.length - 1]!;
    let question = '', spans: string[] = [], wording = '-', note = `${topic} ${style}${wrap ? ' wrapped' : ''} ${th.mails.length} mails`, hops = 1;
    if (kind === 'lookup') {
      const hf = twoHop ? hopFact(thread, th.facts) : undefined;
      const f = hf ?? pickFact(r, thread, th.facts, i % 3);
      const w = WS[i % WS.length]!;
      wording = w;
      question = phrase(f, w, r);
      if (r.chance(0.3)) question = `${r.pick(['Quick one before I reply:', 'Before I answer this —', 'Can you check the thread for me?'])} ${question}`;
      spans = f.spans;
      hops = f.hops ?? 1;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${th.threadQ ? ' thread-ends-with-its-own-question' : ''}${hf ? ' 2-hop' : ''}`;
    } else if (kind === 'whole') {
      const W = ['Summarise this thread in five bullet points.', th.listTask, `Draft a reply to ${last.from.first} that addresses every open point in the thread.`, 'Translate the whole thread into German, keeping the quoting.', 'Give me a timeline of this thread: who wrote what, and when.', 'Rewrite this thread as a short status memo for my manager.', 'How many e-mails are in this thread, and who sent each one?', 'Compare what each person in the thread wants and point out where they disagree.'];
      question = W[i - 22]!;
    } else {
      question = '';
      note += i === 31 ? ' thread-ends-with-its-own-question (arguable: the quoted question is addressed to the user)' : '';
    }
    let messages: Msg[];
    if (kind === 'noq') {
      const lead = ['', 'Forwarding this for context.', 'Looping you in on this thread.', ''][i - 30]!;
      const body = style === 'forward' || !lead ? thread : `${lead}\n\n${thread}`;
      messages = [...sys(r), user(i === 33 ? `Thanks,\n${th.me.first}\n\n${thread}` : body)];
    } else if (pos === 'top') messages = [...sys(r), user(`${question}\n\n${thread}`)];
    else if (pos === 'bottom') messages = [...sys(r), user(`${thread}\n\n${question}`)];
    else messages = [...sys(r), user(`${r.pick(['Here is the thread:', 'E-mail thread below.', 'Pasting the whole chain.'])}\n\n${thread}`), ...(r.chance(0.5) ? [asst('Thanks — I have the thread. What would you like to do with it?')] : []), user(question)];
    push('email_reply', i, kind, { lang: 'en', material: `email-${topic}`, position: kind === 'noq' ? 'none' : pos, question, spans, note, wording, hops, request: { model: MODEL, messages } }, thread);
  }

  // ======================= 2. csv_comment (32) =======================
  for (let i = 0; i < 32; i++) {
    const r = new Rng(8200 + i);
    const kind: Kind = i < 20 ? 'lookup' : i < 28 ? 'whole' : 'noq';
    const ck = (['shipments', 'timesheets', 'sensors', 'invoices'] as const)[i % 4]!;
    const twoHop = i === 8 || i === 16;
    const csv = M.csvExport(r, ck, r.int(3000, 8000), twoHop);
    let question = '', spans: string[] = [], wording = '-', hops = 1, note = `${ck} ${csv.rows.length} rows`;
    const shape = (['comment-above', 'comment-below', 'turn', 'note-row', 'sql-below', 'plain-above', 'note-row-top'] as const)[i % 7]!;
    let q = '';
    if (kind === 'lookup') {
      const hf = twoHop ? hopFact(csv.text, csv.facts) : undefined;
      const f = hf ?? pickFact(r, csv.text, csv.facts, i % 3);
      const w = WS[(i * 2) % WS.length]!;
      wording = w;
      q = phrase(f, w, r);
      spans = f.spans;
      hops = f.hops ?? 1;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${hf ? ' 2-hop' : ''}`;
    } else if (kind === 'whole') q = csv.whole[i % csv.whole.length]!;
    let messages: Msg[];
    let position = shape as string;
    const noteRow = (s: string) => ['NOTE', `"${s.replace(/"/g, "'")}"`, ...Array(csv.ncol - 2).fill('')].join(',');
    if (kind === 'noq') {
      position = 'none';
      messages = [...sys(r), user(`${csv.noq.join('\n')}\n${csv.text}${i === 30 ? `\n${noteRow('rows with status customs_hold are being checked by the broker')}` : ''}`)];
      if (i === 30) note += ' note-row-without-question';
    } else {
      switch (shape) {
        case 'comment-above': question = `# ${kind === 'lookup' && wording !== 'label' ? 'question: ' : kind === 'whole' ? 'task: ' : ''}${q}`; messages = [...sys(r), user(`${question}\n${csv.text}`)]; break;
        case 'comment-below': question = `# ${q}`; messages = [...sys(r), user(`${csv.text}\n${question}`)]; break;
        case 'sql-below': question = `-- ${q}`; messages = [...sys(r), user(`${csv.text}\n${question}`)]; break;
        case 'plain-above': question = q; messages = [...sys(r), user(`${question}\n\n${csv.file}\n${csv.text}`)]; break;
        case 'turn': question = q; messages = [...sys(r), user(`${csv.file}:\n${csv.text}`), ...(r.chance(0.5) ? [asst(`Got it — ${csv.rows.length} rows with columns ${csv.header.split(',').slice(0, 4).join(', ')}, …. What do you need?`)] : []), user(question)]; break;
        case 'note-row': { question = noteRow(wording === 'label' ? q : `Q: ${q}`); messages = [...sys(r), user(`${csv.text}\n${question}`)]; break; }
        default: { question = noteRow(wording === 'label' ? q : `Q: ${q}`); const [h, ...rows] = csv.text.split('\n'); messages = [...sys(r), user([h, question, ...rows].join('\n'))]; break; }
      }
    }
    push('csv_comment', i, kind, { lang: 'en', material: `csv-${ck}`, position, question, spans, note, wording, hops, request: { model: MODEL, messages } }, csv.text);
  }

  // ======================= 3. html_page (32) =======================
  for (let i = 0; i < 32; i++) {
    const r = new Rng(8300 + i);
    const kind: Kind = i < 20 ? 'lookup' : i < 28 ? 'whole' : 'noq';
    const hk = (['catalog', 'docs', 'offices', 'changelog'] as const)[i % 4]!;
    const h = M.htmlPage(r, hk, r.int(1800, 8000));
    const pageTurn = (kind === 'lookup' && i % 5 >= 3) || i === 26 || i === 27 || i === 30;
    let question = '', spans: string[] = [], wording = '-', note = `${hk}${pageTurn ? ' page-turn' : ''}`, position: string;
    const material = pageTurn ? `${h.pages[0]}\n\n${h.pages[1]}` : h.text;
    let factPage = 0;
    if (kind === 'lookup') {
      const wantPage = pageTurn ? (i % 5 === 3 ? 2 : 1) : 0;
      const f = pickFact(r, material, h.facts, i % 3, (g) => !pageTurn || h.factPage.get(g) === wantPage);
      factPage = pageTurn ? h.factPage.get(f)! : 0;
      const w = WS[(i * 3) % WS.length]!;
      wording = w;
      question = phrase(f, w, r);
      spans = f.spans;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${pageTurn ? ` fact-on-page-${factPage}` : ''}`;
    } else if (kind === 'whole') question = pageTurn ? `That's the second and last page. ${h.whole[i % h.whole.length]!.replace('this page', 'both pages')}` : h.whole[i % h.whole.length]!;
    let messages: Msg[];
    const ACK = ["Got it — that's page 1. Paste page 2 when you're ready.", 'Thanks, I have page 1. Ready for page 2.', "Page 1 received (it ends at the pagination links). Send page 2 and I'll read both together."];
    if (pageTurn) {
      position = kind === 'noq' ? 'page-turn-none' : r.chance(0.7) ? 'page-turn-after' : 'page-turn-before';
      const p2 = kind === 'noq' ? `Page 2:\n\n${h.pages[1]}` : position === 'page-turn-after' ? `${h.pages[1]}\n\n${question}` : `${question}\n\n${h.pages[1]}`;
      messages = [...sys(r), user(`I'll paste the "${h.title}" page in two parts because it's long. Part 1:\n\n${h.pages[0]}`), asst(r.pick(ACK)), user(p2)];
    } else if (kind === 'noq') { position = 'none'; messages = [...sys(r), user(h.text)]; }
    else {
      position = (['before', 'after', 'turn'] as const)[i % 3]!;
      if (position === 'before') messages = [...sys(r), user(`${question}\n\n${h.text}`)];
      else if (position === 'after') messages = [...sys(r), user(`${h.text}\n\n${question}`)];
      else messages = [...sys(r), user(h.text), user(question)];
    }
    push('html_page', i, kind, { lang: 'en', material: `html-${hk}`, position, question, spans, note, wording, hops: 1, request: { model: MODEL, messages } }, material);
  }

  // ======================= 4. between_batches (30) =======================
  for (let i = 0; i < 30; i++) {
    const r = new Rng(8400 + i);
    const kind: Kind = i < 18 ? 'lookup' : i < 26 ? 'whole' : 'noq';
    const bk = (['web', 'hotels', 'logs', 'papers'] as const)[i % 4]!;
    const b = M.resultBatches(r, bk, r.int(1500, 7000));
    const shape = kind === 'noq' ? 'single' : (['single', 'tools', 'turns'] as const)[i % 3]!;
    let question = '', spans: string[] = [], wording = '-', note = `${bk}`;
    if (kind === 'lookup') {
      const want = i % 2 ? 1 : 2;
      const f = pickFact(r, b.text, b.facts, i % 3, (g) => b.batchOf.get(g) === want);
      const w = WS[(i * 2 + 1) % WS.length]!;
      wording = w;
      question = phrase(f, w, r);
      spans = f.spans;
      note += ` fact-in-batch-${b.batchOf.get(f)}`;
    } else if (kind === 'whole') question = shape === 'tools' ? `When you have the next page too: ${lc1(b.whole[i % b.whole.length]!)}` : b.whole[i % b.whole.length]!;
    let messages: Msg[];
    if (shape === 'single') {
      const mid = kind === 'noq' ? r.pick(['--- page 2 ---', '(more results below)', '…']) : question;
      messages = [...sys(r), user(`${r.pick([`Results for "${b.query}"`, `Output of ${b.tool} (${b.query})`])} — ${b.aLabel}:\n\n${b.a}\n\n${mid}\n\n${b.bLabel}:\n\n${b.b}`)];
    } else if (shape === 'turns') {
      messages = [...sys(r), user(`${b.aLabel} for "${b.query}":\n\n${b.a}`), user(question), user(`…and ${b.bLabel}:\n\n${b.b}`)];
    } else {
      const ask = bk === 'logs' ? 'Pull the batch-runner logs for the last 24 hours.' : bk === 'hotels' ? `Search hotels: ${b.query}.` : `Search for: ${b.query}.`;
      messages = [
        { role: 'system', content: 'You are a research agent. Use the tools to fetch results page by page, then answer the user.' },
        user(ask),
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_p1', type: 'function', function: { name: b.tool, arguments: JSON.stringify({ query: b.query, page: 1 }) } }] },
        { role: 'tool', tool_call_id: 'call_p1', content: `${b.aLabel}\n\n${b.a}` },
        user(question),
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_p2', type: 'function', function: { name: b.tool, arguments: JSON.stringify({ query: b.query, page: 2 }) } }] },
        { role: 'tool', tool_call_id: 'call_p2', content: `${b.bLabel}\n\n${b.b}` },
      ];
    }
    const tools = shape === 'tools' ? [{ type: 'function', function: { name: b.tool, description: `Run ${b.tool} and return one page of results`, parameters: { type: 'object', properties: { query: { type: 'string' }, page: { type: 'integer' } }, required: ['query'] } } }] : undefined;
    push('between_batches', i, kind, { lang: 'en', material: `batch-${bk}`, position: kind === 'noq' ? 'none' : `between-${shape}`, question, spans, note, wording, hops: 1, request: { model: MODEL, messages, ...(tools ? { tools } : {}) } }, b.text);
  }

  // ======================= 5. small_talk (30) =======================
  const HI = ["Hi! Hope you're well 🙂 Quick one…", 'Hey there, happy Friday! Sorry to bother you again —', "Morning! Coffee's kicking in slowly here ☕ Quick question about the doc below.", 'Hello hello! Why do programmers prefer dark mode? Because light attracts bugs 😄 Anyway, work stuff:', "Hi, hope your week's going better than mine haha. Got a quick one for you.", 'Hey! How was your weekend? Mine was way too short.', 'Good afternoon! Thanks again for the help yesterday, it saved me hours.'];
  const BYE = ["Thanks a million, you're a star!", 'No rush btw. Have a lovely weekend!', 'Cheers! (also, did you catch the match last night? unreal)', 'Thank you!! 🙏', "Appreciate it — coffee's on me next time ☕", 'Thanks! Hope the rest of your day is quiet.'];
  for (let i = 0; i < 30; i++) {
    const r = new Rng(8500 + i);
    const kind: Kind = i < 18 ? 'lookup' : i < 26 ? 'whole' : 'noq';
    const dk = (['policy', 'release', 'minutes', 'schedule'] as const)[i % 4]!;
    const d = M.smallTalkDoc(r, dk, r.int(1500, 7500));
    const shape = (['st-doc-q', 'st-q-doc', 'doc-q-st', 'q-st-doc', 'turns', 'st-doc-q-st'] as const)[i % 6]!;
    const hi = HI[i % HI.length]!, bye = BYE[i % BYE.length]!;
    let q = '', spans: string[] = [], wording = '-', note = `${dk} ${shape}${hi.includes('?') ? ' small-talk-has-a-question' : ''}`;
    if (kind === 'lookup') {
      const f = pickFact(r, d.text, d.facts, i % 3);
      const w = WS[(i * 3 + 1) % WS.length]!;
      wording = w;
      q = phrase(f, w, r);
      spans = f.spans;
      note += ` fact@${(f.at ?? 0).toFixed(2)}`;
    } else if (kind === 'whole') q = d.whole[i % d.whole.length]!;
    let messages: Msg[];
    let position: string = shape;
    if (kind === 'noq') {
      position = 'none';
      const NOQ = [`Hi! hope you're well 🙂 here's ${d.name} from yesterday's call, for reference:\n\n${d.text}\n\nHave a good one!`, `How was your holiday?? Here's ${d.name} we talked about.\n\n${d.text}`, `${d.text}\n\nThat's everything from me for today, thanks for all the help this week! 😊`, `Hey, hope all's well! Sharing ${d.name} so you have it.\n\n${d.text}\n\nCheers!`];
      messages = [...sys(r), user(NOQ[i - 26]!)];
      if (i === 27) note += ' small-talk-has-a-question';
    } else {
      switch (shape) {
        case 'st-doc-q': messages = [...sys(r), user(`${hi}\n\n${d.text}\n\n${q}`)]; break;
        case 'st-q-doc': messages = [...sys(r), user(`${hi} ${q}\n\n${d.text}`)]; break;
        case 'doc-q-st': messages = [...sys(r), user(`${d.text}\n\n${q} ${bye}`)]; break;
        case 'q-st-doc': messages = [...sys(r), user(`${q}\n${bye}\n\n${d.text}`)]; break;
        case 'turns': messages = [...sys(r), user(hi.replace(/ (Quick|Got|Anyway).*$/, '')), asst("Doing well, thanks for asking! What can I help you with today?"), user(`${d.text}\n\n${q}`)]; break;
        default: messages = [...sys(r), user(`${hi}\n\n${d.text}\n\n${q}\n\n${bye}`)]; break;
      }
    }
    push('small_talk', i, kind, { lang: 'en', material: `doc-${dk}`, position, question: q, spans, note, wording, hops: 1, request: { model: MODEL, messages } }, d.text);
  }

  // ======================= 6. agent_yaml (32) =======================
  const AGENT_TOOLS = [
    { type: 'function', function: { name: 'kubectl_get', description: 'Read Kubernetes resources (read-only)', parameters: { type: 'object', properties: { resource: { type: 'string' }, namespace: { type: 'string' }, output: { type: 'string', enum: ['yaml', 'json'] } }, required: ['resource'] } } },
    { type: 'function', function: { name: 'read_file', description: 'Read a file from the infrastructure repository', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } } },
    { type: 'function', function: { name: 'list_instances', description: 'List cloud instances', parameters: { type: 'object', properties: { project: { type: 'string' }, region: { type: 'string' }, state: { type: 'string' } } } } },
  ];
  const AGENT_SYS = 'You are OpsAgent, an autonomous infrastructure assistant with read-only access to clusters, repositories and cloud inventories. Use the tools; never guess values you have not read.';
  for (let i = 0; i < 32; i++) {
    const r = new Rng(8600 + i);
    const kind: Kind = i < 20 ? 'lookup' : i < 29 ? 'whole' : 'noq';
    const ak = (['k8s', 'ci', 'inventory', 'json'] as const)[i % 4]!;
    const twoHop = i === 8 || i === 16;
    const m = M.agentMaterial(r, ak, r.int(1500, 8000), twoHop);
    let q = '', spans: string[] = [], wording = '-', hops = 1, note = `${ak}`;
    if (kind === 'lookup') {
      const hf = twoHop ? hopFact(m.text, m.facts) : undefined;
      const f = hf ?? pickFact(r, m.text, m.facts, i % 3);
      const shape0 = (['system-objective', 'user', 'user-after', 'system-objective-md', 'user'] as const)[i % 5]!;
      let w = WS[(i * 4 + 2) % WS.length]!;
      if (shape0.startsWith('system') && (w === 'polite' || w === 'label')) w = w === 'polite' ? 'order' : 'q';
      wording = w;
      q = phrase(f, w, r);
      spans = f.spans;
      hops = f.hops ?? 1;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${hf ? ' 2-hop' : ''}`;
    } else if (kind === 'whole') q = m.whole[i % m.whole.length]!;
    const shape = kind === 'noq' ? 'paste' : (['system-objective', 'user', 'user-after', 'system-objective-md', 'user'] as const)[i % 5]!;
    const call: Msg = { role: 'assistant', content: null, tool_calls: [{ id: `call_${r.hex(8)}`, type: 'function', function: { name: m.tool, arguments: m.args } }] };
    const result: Msg = { role: 'tool', tool_call_id: call.tool_calls![0]!.id, content: m.text };
    let messages: Msg[];
    switch (shape) {
      case 'system-objective': messages = [{ role: 'system', content: `${AGENT_SYS}\n\nObjective: ${q}\nWhen you have the answer, reply in one or two sentences.` }, user(r.pick(['Start.', 'Go ahead.', 'begin'])), call, result]; break;
      case 'system-objective-md': messages = [{ role: 'system', content: `${AGENT_SYS}\n\n## Objective\n${q}\n\n## Constraints\n- read-only\n- cite the resource you used` }, user('Run the objective.'), call, result]; break;
      case 'user': messages = [{ role: 'system', content: AGENT_SYS }, user(q), call, result]; break;
      case 'user-after': messages = [{ role: 'system', content: AGENT_SYS }, user(ak === 'k8s' ? 'Fetch the manifests for all namespaces.' : ak === 'ci' ? 'Open the CI config.' : ak === 'inventory' ? 'Read the production inventory.' : 'List the prod instances in eu-west-1.'), call, result, user(q)]; break;
      default: messages = [{ role: 'system', content: AGENT_SYS }, user(`${m.noq}\n\n${ak === 'json' ? m.text : '```yaml\n' + m.text + '\n```'}`)]; break;
    }
    const position = shape === 'paste' ? 'none' : shape.startsWith('system') ? 'system' : shape;
    push('agent_yaml', i, kind, { lang: 'en', material: `agent-${ak}`, position, question: q, spans, note, wording, hops, request: { model: MODEL, messages, tools: AGENT_TOOLS } }, m.text);
  }

  // ======================= 7. i18n (4 × 10 + 8 mixed) =======================
  const LSYS: Record<string, [string, string]> = {
    uk: ['Ти — корисний асистент. Відповідай українською.', 'Ось документ:'],
    fi: ['Olet avulias avustaja. Vastaa suomeksi.', 'Tässä asiakirja:'],
    ro: ['Ești un asistent util. Răspunde în limba română.', 'Iată documentul:'],
    th: ['คุณเป็นผู้ช่วยที่เป็นประโยชน์ ตอบเป็นภาษาไทย', 'นี่คือเอกสาร:'],
  };
  let n7 = 0;
  for (const lang of ['uk', 'fi', 'ro', 'th'] as const) {
    for (let j = 0; j < 10; j++) {
      const i = n7++;
      const r = new Rng(8700 + i);
      const kind: Kind = j < 6 ? 'lookup' : j < 9 ? 'whole' : 'noq';
      const dk = (['directory', 'report'] as const)[j % 2]!;
      const d = M.langDoc(r, lang, dk, r.int(1500, 7000));
      const [sysT, lead] = LSYS[lang]!;
      let q = '', spans: string[] = [], wording = '-', note = `${lang} ${dk}`;
      if (kind === 'lookup') {
        const f = pickFact(r, d.text, d.facts, j % 3);
        const w = WS[(j + i) % WS.length]!;
        wording = w;
        q = phrase(f, w, r, lang);
        spans = f.spans;
        note += ` fact@${(f.at ?? 0).toFixed(2)}`;
      } else if (kind === 'whole') q = d.whole[(j + i) % d.whole.length]!;
      const pos = kind === 'noq' ? 'none' : (['after', 'before', 'turn', 'system', 'after', 'before'] as const)[j % 6]!;
      const doc = r.chance(0.5) ? `${lead}\n\n${d.text}` : d.text;
      let messages: Msg[];
      if (pos === 'none') messages = [{ role: 'system', content: sysT }, user(doc)];
      else if (pos === 'after') messages = [...(r.chance(0.5) ? [{ role: 'system' as const, content: sysT }] : []), user(`${doc}\n\n${q}`)];
      else if (pos === 'before') messages = [...(r.chance(0.5) ? [{ role: 'system' as const, content: sysT }] : []), user(`${q}\n\n${doc}`)];
      else if (pos === 'turn') messages = [{ role: 'system', content: sysT }, user(doc), user(q)];
      else messages = [{ role: 'system', content: `${sysT} ${d.label} ${q}` }, user(doc)];
      push('i18n', i, kind, { lang, material: `${lang}-${dk}`, position: pos, question: q, spans, note, wording, hops: 1, request: { model: MODEL, messages } }, d.text);
    }
  }
  // mixed: English material, question (or task) in another language
  const MIXQ: Record<string, { dir: (n: string, slot: number) => string | undefined; rep: (p: string, slot: number) => string | undefined }> = {
    uk: { dir: (n, s) => [`Хто керує філією ${n}?`, `Який номер телефону філії ${n}?`][s], rep: (p, s) => [`Який бюджет проєкту ${p}?`, `Хто відповідає за проєкт ${p}?`][s] },
    fi: { dir: (n, s) => [`Kuka on haarakonttorin ${n} johtaja?`, `Mikä on haarakonttorin ${n} puhelinnumero?`][s], rep: (p, s) => [`Mikä on projektin ${p} budjetti?`, `Kuka vastaa projektista ${p}?`][s] },
    ro: { dir: (n, s) => [`Cine conduce sucursala ${n}?`, `Care este numărul de telefon al sucursalei ${n}?`][s], rep: (p, s) => [`Care este bugetul proiectului ${p}?`, `Cine răspunde de proiectul ${p}?`][s] },
    th: { dir: (n, s) => [`ใครเป็นผู้จัดการสาขา ${n}`, `เบอร์โทรของสาขา ${n} คืออะไร`][s], rep: (p, s) => [`งบประมาณของโครงการ ${p} เท่าไร`, `ใครรับผิดชอบโครงการ ${p}`][s] },
  };
  const MIX_WHOLE: [string, string][] = [['uk', 'Переклади цей документ українською.'], ['fi', 'Tiivistä tämä asiakirja suomeksi ja luettele kaikki projektit.']];
  for (let j = 0; j < 8; j++) {
    const i = n7++;
    const r = new Rng(8700 + i);
    const kind: Kind = j < 6 ? 'lookup' : 'whole';
    const qlang = kind === 'whole' ? MIX_WHOLE[j - 6]![0] : (['uk', 'fi', 'ro', 'th', 'uk', 'ro'] as const)[j]!;
    const dk = (['directory', 'report'] as const)[j % 2]!;
    const d = M.langDoc(r, 'en', dk, r.int(1500, 6000));
    let q = '', spans: string[] = [], note = `en-material ${qlang}-question ${dk}`;
    if (kind === 'lookup') {
      const f = pickFact(r, d.text, d.facts, j % 3, (g) => (g.slot ?? 9) < 2);
      const mq = MIXQ[qlang]!;
      q = (dk === 'directory' ? mq.dir(f.key, f.slot!) : mq.rep(f.key, f.slot!))!;
      spans = f.spans;
      note += ` fact@${(f.at ?? 0).toFixed(2)}`;
    } else q = MIX_WHOLE[j - 6]![1];
    const pos = (['after', 'before', 'turn', 'after'] as const)[j % 4]!;
    const messages: Msg[] = pos === 'after' ? [user(`${d.text}\n\n${q}`)] : pos === 'before' ? [user(`${q}\n\n${d.text}`)] : [user(d.text), user(q)];
    push('i18n', i, kind, { lang: `${qlang}/en`, material: `en-${dk}`, position: pos, question: q, spans, note, wording: kind === 'lookup' ? (qlang === 'th' ? 'nopunct' : 'q') : '-', hops: 1, request: { model: MODEL, messages } }, d.text);
  }
  return cases;
}

// `npx tsx eval/probe8/gen.ts` prints the case mix.
if (process.argv[1]?.endsWith('gen.ts')) {
  const cs = generate();
  const by = new Map<string, Case8[]>();
  for (const c of cs) by.set(c.family, [...(by.get(c.family) ?? []), c]);
  for (const [f, xs] of by) {
    const t = xs.map((x) => x.matTokens).sort((a, b) => a - b);
    console.log(`${f.padEnd(16)} n=${xs.length} lookup=${xs.filter((x) => x.kind === 'lookup').length} whole=${xs.filter((x) => x.kind === 'whole').length} noq=${xs.filter((x) => x.kind === 'noq').length} 2hop=${xs.filter((x) => x.hops > 1).length} material tok min/med/max ${t[0]}/${t[t.length >> 1]}/${t[t.length - 1]}`);
  }
  console.log(`total ${cs.length}`);
}
