// Probe 4 generator: deterministic (seeded) prompts — whole-material tasks in many wordings and
// languages, lookups in unusual shapes, and pastes with no question.
import { Rng, type Case, type Msg, type Req } from './lib.js';
import * as M from './materials.js';
import { CAT_MATERIALS, EN_WHOLE, LANGS, SYN_Q, CONTRACT_SYN, type Wording } from './i18n.js';
import { TOPICS } from './vocab.js';

const MODEL = 'gpt-4o';
const TOOLS = [
  { type: 'function', function: { name: 'search_orders', description: 'Search the order database', parameters: { type: 'object', properties: { query: { type: 'string' } } } } },
  { type: 'function', function: { name: 'read_file', description: 'Read a file from the repository', parameters: { type: 'object', properties: { path: { type: 'string' } } } } },
];

type Mat = M.Material;

function material(r: Rng, type: string): Mat {
  switch (type) {
    case 'kb': return M.kbDocs(r, r.int(18, 55), r.pick(['doc', 'xml', 'md', 'cite'] as const));
    case 'article': return M.article(r, r.int(22, 44));
    case 'log': return M.serverLog(r, r.int(120, 380));
    case 'json': return r.chance(0.6) ? M.jsonOrders(r, r.int(18, 60), r.chance(0.6)) : M.jsonEmployees(r, r.int(40, 110));
    case 'csv': return M.storeTable(r, r.int(90, 300), 'csv');
    case 'md': return M.storeTable(r, r.int(80, 250), 'md');
    case 'code': return M.codeModule(r, r.int(45, 120));
    case 'email': return M.emailThread(r, r.int(22, 60));
    case 'transcript': return M.transcript(r, r.int(140, 420));
    case 'contract': return M.contract(r, r.int(34, 70));
    case 'tickets': return M.tickets(r, r.int(45, 130));
    case 'reviews': return M.reviews(r, r.int(60, 170), `${r.pick(['Aria', 'Nova', 'Prism'])} ${r.pick(['air purifier', 'kettle', 'headset'])}`);
    case 'events': return M.events(r, r.int(110, 260));
    case 'answers': return M.answers(r, r.int(60, 140));
    default: throw new Error('unknown material ' + type);
  }
}

const INTRO: Record<string, string[]> = {
  kb: ['Here are the search results:', 'Context documents:', 'Retrieved passages follow.'],
  article: ['Here is the article:', 'Draft below:', ''],
  log: ['Logs from prod last night:', '```', 'Here is the output of `kubectl logs`:'],
  json: ['API response:', 'Output of the export:', ''],
  csv: ['store_report.csv:', 'Here is the CSV:', ''],
  md: ['Quarterly store table:', ''],
  code: ['Here is our code:', 'Relevant files:', ''],
  email: ['Forwarding the whole thread:', 'Email chain below.', ''],
  transcript: ['Transcript of today\'s call:', 'Auto-generated meeting transcript:', ''],
  contract: ['The contract we received:', 'Agreement text:', ''],
  tickets: ['This week\'s support queue:', 'Open tickets:', ''],
  reviews: ['Customer reviews scraped from the shop:', 'Reviews:', ''],
  events: ['', 'Notes:'],
  answers: ['', 'Submissions:'],
};
const intro = (r: Rng, t: string) => {
  const s = r.pick(INTRO[t] ?? ['']);
  return s === '```' ? '' : s ? s + '\n\n' : '';
};

/** Term to fill `{X}` in counting tasks. */
function xTerm(r: Rng, m: Mat): string {
  if (m.type === 'transcript') return r.pick(TOPICS);
  if (m.type === 'log') return r.pick(['checkout-svc', 'timeout', 'card_declined', 'ERROR']);
  if (m.type === 'reviews') return r.pick(['battery', 'support', 'noise', 'the app']);
  return 'the company';
}

/** Wrap material + task into a request according to the position. */
function assemble(r: Rng, pos: string, matText: string, matType: string, task: string, kind: 'whole' | 'lookup'): Msg[] {
  const sys = r.pick(['You are a helpful assistant.', 'You are an analyst assistant for the operations team. Be precise.', 'You are a helpful assistant. Answer in the language of the user.']);
  switch (pos) {
    case 'after': return [{ role: 'system', content: sys }, { role: 'user', content: `${intro(r, matType)}${matText}\n\n${task}` }];
    case 'before': return [{ role: 'system', content: sys }, { role: 'user', content: `${task}\n\n${intro(r, matType)}${matText}` }];
    case 'system':
      if (kind === 'whole') return [{ role: 'system', content: `You are a document assistant. Task for every text the user sends: ${task}` }, { role: 'user', content: matText }];
      return [{ role: 'system', content: `Answer the user's question using only the reference material below. If the answer is not there, say so.\n\n### Reference material\n${matText}` }, { role: 'user', content: task }];
    case 'later': return [
      { role: 'system', content: sys },
      { role: 'user', content: `${intro(r, matType) || 'Have a look at this:\n\n'}${matText}` },
      { role: 'assistant', content: r.pick(['Thanks — I have read it. What would you like me to do with it?', 'Got it. How can I help with this?', 'I have the text. What do you need?']) },
      { role: 'user', content: task },
    ];
    case 'tool': {
      const fn = matType === 'code' ? 'read_file' : 'search_orders';
      return [
        { role: 'system', content: sys },
        { role: 'user', content: task },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: fn, arguments: JSON.stringify(fn === 'read_file' ? { path: 'src/' } : { query: '*' }) } }] },
        { role: 'tool', tool_call_id: 'call_1', content: matText },
      ];
    }
    default: throw new Error(pos);
  }
}

let seq = 0;
const mk = (c: Omit<Case, 'id'>): Case => ({ id: `p4-${String(++seq).padStart(4, '0')}`, ...c });
const req = (messages: Msg[], tools = false): Req => (tools ? { model: MODEL, messages, tools: TOOLS } : { model: MODEL, messages });

// ------------------------------------------------------------------ whole-material tasks
function wholeCases(r: Rng): Case[] {
  const out: Case[] = [];
  const positions = ['after', 'before', 'system', 'later'];
  // English: every wording, 2-3 times with different materials/positions
  for (const w of EN_WHOLE) {
    const reps = w.cat === 'sum' || w.cat === 'tldr' ? 2 : 3;
    for (let i = 0; i < reps; i++) out.push(wholeCase(r, w, 'en', positions[(i + w.text.length) % positions.length]!));
  }
  // other languages
  for (const L of LANGS) for (const w of L.whole) out.push(wholeCase(r, w, L.code, r.pick(positions)));
  return out;
}

function wholeCase(r: Rng, w: Wording, lang: string, pos: string): Case {
  const mt = r.pick(CAT_MATERIALS[w.cat]!);
  let m = material(r, mt);
  if (w.cat === 'proofread') m = M.article(r, r.int(22, 40), true);
  const task = w.text.replace('{X}', xTerm(r, m));
  const msgs = assemble(r, pos, m.text, m.type, task, 'whole');
  return mk({ family: lang === 'en' ? 'whole-en' : 'whole-i18n', kind: 'whole', lang, material: m.type, position: pos, question: task, spans: [], note: w.cat, request: req(msgs) });
}

// ------------------------------------------------------------------ no-question pastes
function noqCases(r: Rng, n: number): Case[] {
  const out: Case[] = [];
  const types = ['kb', 'log', 'json', 'csv', 'code', 'email', 'transcript', 'contract', 'tickets', 'reviews', 'article', 'md'];
  const leads = ['', 'FYI', 'Here you go:', 'Pasting this for later.', 'see below', 'Context for the next steps:', 'From the customer:', '(attached)'];
  for (let i = 0; i < n; i++) {
    const t = types[i % types.length]!;
    const m = material(r, t);
    const lead = r.pick(leads);
    const shape = r.int(0, 3);
    const msgs: Msg[] =
      shape === 0 ? [{ role: 'user', content: m.text }]
      : shape === 1 ? [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: `${lead}\n\n${m.text}` }]
      : shape === 2 ? [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: 'I will paste something in the next message.' }, { role: 'assistant', content: 'Sure, go ahead.' }, { role: 'user', content: m.text }]
      : [{ role: 'system', content: `Reference material for this session:\n\n${m.text}` }, { role: 'user', content: r.pick(['Hi!', 'Thanks.', 'ok', 'Let us start.']) }];
    out.push(mk({ family: 'noq', kind: 'noq', lang: 'en', material: m.type, position: ['bare', 'lead', 'later', 'system'][shape]!, question: shape === 1 ? lead : shape === 3 ? String(msgs[1]!.content) : '', spans: [], request: req(msgs) }));
  }
  return out;
}

// ------------------------------------------------------------------ lookups
const KB_Q: Record<string, string> = {
  founded: 'When was {k} founded?', founder: 'Who founded {k}?', city: 'Where is {k} headquartered?', ceo: 'Who is the CEO of {k}?',
  employees: 'How many employees does {k} have?', revenue: 'What was the annual revenue of {k}?', warranty: 'How long is the warranty on the {k}?', price: 'How much does the {k} cost?',
};
const ORDER_Q: Record<string, string> = {
  tracking: 'What is the tracking number for order {k}?', eta: 'When is order {k} expected to arrive?', total: 'What was the order total for {k}?', customer: 'Who placed order {k}, and what is their e-mail?',
};
function kbQuestion(f: M.Fact): string { return KB_Q[f.attr]!.replace('{k}', f.key); }

function lookupCase(r: Rng, family: string, m: Mat, f: M.Fact, question: string, pos: string, lang = 'en', extra: Partial<Case> = {}): Case {
  const tools = pos === 'tool';
  const msgs = assemble(r, pos, m.text, m.type, question, 'lookup');
  return mk({ family, kind: 'lookup', lang, material: m.type, position: pos, question, spans: f.spans, together: extra.together, note: extra.note ?? f.attr, request: req(msgs, tools) });
}

function middle(r: Rng, n: number): Case[] {
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    const t = ['kb', 'email', 'transcript', 'log', 'csv'][i % 5]!;
    const m = material(r, t);
    const f = r.pick(m.facts);
    const q = t === 'kb' ? kbQuestion(f) : t === 'email' ? emailQ(f, m as any) : t === 'transcript' ? `What did ${f.key} say about ${f.attr.split('#')[0]}?` : t === 'log' ? `Why did request ${f.key} fail?` : csvQ(f);
    const sep = t === 'kb' ? '\n\n' : '\n';
    const parts = m.text.split(sep);
    const cut = Math.floor(parts.length * (0.3 + r.next() * 0.4));
    const a = parts.slice(0, cut).join(sep), b = parts.slice(cut).join(sep);
    const qline = r.pick([`\n\n---\nQuestion: ${q}\n(The rest of the material follows.)\n---\n\n`, `\n\n>>> ${q} <<<\n\n`, `\n\n[My question: ${q} — more context below]\n\n`]);
    const msgs: Msg[] = [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: a + qline + b }];
    out.push(mk({ family: 'lk-middle', kind: 'lookup', lang: 'en', material: m.type, position: 'middle', question: q, spans: f.spans, note: `${f.attr}; answer in ${m.text.indexOf(f.spans[0]!) < a.length ? 'first' : 'second'} half`, request: req(msgs) }));
  }
  return out;
}

function emailQ(f: M.Fact, m: M.Material & { mails: M.Mail[] }): string {
  const words = f.key.split(' ');
  const from = words.slice(0, 2).join(' ');
  const date = words.slice(2).join(' ');
  const first = from!.split(' ')[0];
  switch (f.attr) {
    case 'delivery': return `How many units did ${first} confirm in the e-mail of ${date}, and for which date?`;
    case 'quote': return `What did the revised quote from ${from} on ${date} come to?`;
    case 'workshop': return `Where and when did ${first} want to move the workshop (mail from ${date})?`;
    case 'discount': return `What discount did ${from} say finance approved, in the message dated ${date}?`;
    default: return `Which PO number did ${first} ask us to put on invoices in the ${date} e-mail?`;
  }
}
function csvQ(f: M.Fact): string {
  if (f.attr === 'revenue') return `What revenue did store ${f.key} report?`;
  if (f.attr === 'units') return `How many units did the store managed by ${f.key} sell?`;
  return `Who manages store ${f.key}?`;
}
/** Facts whose key identifies exactly one fact of that attribute. */
function uniqueFacts(m: Mat): M.Fact[] {
  const c = new Map<string, number>();
  for (const f of m.facts) c.set(f.key + '|' + f.attr, (c.get(f.key + '|' + f.attr) ?? 0) + 1);
  return m.facts.filter((f) => c.get(f.key + '|' + f.attr) === 1);
}

function xlang(r: Rng): Case[] {
  const out: Case[] = [];
  for (const L of LANGS) {
    for (let j = 0; j < 3; j++) {
      const t = ['kb', 'json', 'log'][j]!;
      let m: Mat, f: M.Fact, q: string;
      if (t === 'kb') {
        m = material(r, 'kb');
        f = r.pick(m.facts.filter((x) => ['ceo', 'city', 'founded', 'employees'].includes(x.attr)));
        q = L.q[f.attr]!.replace('{k}', f.key);
      } else if (t === 'json') {
        m = M.jsonOrders(r, r.int(20, 60), r.chance(0.5));
        f = r.pick(m.facts.filter((x) => x.attr === 'tracking'));
        q = L.q.tracking!.replace('{k}', f.key);
      } else {
        m = material(r, 'log');
        f = r.pick(m.facts);
        q = L.q.error!.replace('{k}', f.key);
      }
      const pos = t === 'json' ? r.pick(['tool', 'after']) : r.pick(['after', 'before', 'system', 'later']);
      const full = r.chance(0.4) ? `${L.frame}\n${q}` : q;
      out.push(lookupCase(r, 'lk-xlang', m, f, full, pos, L.code, { together: t === 'json' ? [[f.key, f.spans[0]!]] : undefined }));
    }
  }
  return out;
}

function synonym(r: Rng, n: number): Case[] {
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 3 === 2) {
      const m = M.contract(r, r.int(34, 70));
      const attr = r.pick(Object.keys(CONTRACT_SYN));
      const f = m.facts.find((x) => x.attr === attr)!;
      out.push(lookupCase(r, 'lk-synonym', m, f, r.pick(CONTRACT_SYN[attr]!), r.pick(['after', 'before', 'later', 'system'])));
    } else {
      const m = material(r, 'kb');
      const f = r.pick(m.facts);
      out.push(lookupCase(r, 'lk-synonym', m, f, r.pick(SYN_Q[f.attr]!).replace('{k}', f.key), r.pick(['after', 'before', 'later', 'system'])));
    }
  }
  return out;
}

function forms(r: Rng, n: number): Case[] {
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    const k = i % 4;
    let m: Mat, q: string, spans: string[], note: string, pos = r.pick(['after', 'before', 'later']);
    if (k === 0) {
      const o = M.jsonOrders(r, r.int(20, 60), true);
      const rec = r.pick(o.records);
      m = o;
      q = `Fill in the blanks of this shipment form from the data:\n\nOrder no.: ${rec.order_id}\nCustomer name: ________\nCustomer e-mail: ________\nCarrier tracking no.: ________\nExpected delivery: ________`;
      spans = [rec.customer.name, rec.customer.email, rec.shipping.tracking, rec.shipping.eta];
      note = 'order form';
      pos = r.pick(['tool', 'after']);
    } else if (k === 1) {
      const e = M.jsonEmployees(r, r.int(50, 110));
      const rec = r.pick(e.records);
      m = e;
      q = `Complete the badge request template:\n\nEmployee ID: ___\nFull name: ${rec.name}\nDesk phone extension: ___\nFirst day at the company: ___`;
      spans = [rec.id, rec.phone_ext, rec.start_date];
      note = 'badge form';
    } else if (k === 2) {
      const kb = M.kbDocs(r, r.int(20, 50), 'cite');
      const c = r.pick(kb.companies);
      m = kb;
      q = `Please fill this supplier onboarding sheet for ${c.name}:\n- Year established: [ ]\n- Head office city: [ ]\n- Chief executive: [ ]\n- Staff count: [ ]`;
      spans = [c.founded, c.city, c.ceo, c.employees];
      note = 'supplier sheet';
    } else {
      const ct = M.contract(r, r.int(34, 70));
      m = ct;
      q = `Contract summary card (fill in):\nTermination notice: ______\nLiability cap: ______\nGoverning law: ______\nPayment due within: ______`;
      spans = [ct.terms.notice, ct.terms.cap, ct.terms.law, ct.terms.net];
      note = 'contract card (a whole-ish extraction of four named fields)';
    }
    const msgs = assemble(r, pos, m.text, m.type, q, 'lookup');
    out.push(mk({ family: 'lk-form', kind: 'lookup', lang: 'en', material: m.type, position: pos, question: q, spans, note, request: req(msgs, pos === 'tool') }));
  }
  return out;
}

function multihop(r: Rng, n: number): Case[] {
  const out: Case[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 3 === 2) {
      // customer e-mail (user directory JSON) -> user id -> the ERROR line in the log
      const l = M.serverLog(r, r.int(150, 380));
      const users = [...new Set(l.text.match(/user=u_\d+/g)!.map((x) => x.slice(5)))];
      const errs = new Map<string, number>();
      for (const t of l.targets) errs.set(t.user, (errs.get(t.user) ?? 0) + 1);
      const tg = r.pick(l.targets.filter((t) => errs.get(t.user) === 1));
      const dir = users.map((u) => { const n = `${r.pick(['Amara', 'Jonas', 'Mei', 'Pavel', 'Rosa', 'Kenji', 'Noor', 'Ivo', 'Leila', 'Zofia'])} ${r.pick(['Berg', 'Costa', 'Ito', 'Khan', 'Lund', 'Moreau', 'Nowak', 'Silva'])}`; return { user_id: u, name: n, email: `${n.toLowerCase().replace(' ', '.')}.${r.int(10, 99)}@mail.example`, plan: r.pick(['free', 'pro', 'team']), country: r.pick(['SE', 'FI', 'VN', 'KE', 'RO', 'HU', 'GR']) }; });
      const who = dir.find((d) => d.user_id === tg.user)!;
      const q = `Customer ${who.email} says their last action failed. What error did they hit?`;
      const msgs: Msg[] = [
        { role: 'system', content: 'You are an SRE assistant with access to tools.' },
        { role: 'user', content: q },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_u', type: 'function', function: { name: 'search_orders', arguments: JSON.stringify({ query: who.email }) } }, { id: 'call_l', type: 'function', function: { name: 'read_file', arguments: '{"path":"/var/log/app.log"}' } }] },
        { role: 'tool', tool_call_id: 'call_u', content: JSON.stringify({ users: dir }, null, 2) },
        { role: 'tool', tool_call_id: 'call_l', content: l.text },
      ];
      out.push(mk({ family: 'lk-multihop', kind: 'lookup', lang: 'en', material: 'json+log', position: 'tool', question: q, spans: [tg.user, tg.detail], together: [[who.email, tg.user]], note: `bridge ${tg.user}`, request: req(msgs, true) }));
    } else if (i % 3 === 0) {
      // acquisition news + profile of the buyer
      const kb = M.kbDocs(r, r.int(20, 45), 'doc');
      const [buyer, target] = r.sample(kb.companies, 2) as [M.Company, M.Company];
      const news = `News (${r.pick(['Reuters', 'Bloomberg', 'local press'])}): ${buyer.name} agreed to acquire a majority stake in ${target.name}'s ${r.pick(['logistics', 'software', 'retail'])} unit for an undisclosed sum.`;
      const others = r.sample(kb.companies.filter((c) => c !== buyer && c !== target), 4).map((c, j) => `News: ${c.name} ${['opened a training centre', 'won a regional sustainability award', 'announced a share buyback', 'hired a new head of research'][j]}.`);
      const docs = kb.text.split('\n\n');
      const all = r.shuffle([...docs, news, ...others]);
      const m: Mat = { type: 'kb', text: all.join('\n\n'), facts: [] };
      const attr = r.pick(['ceo', 'city', 'founded'] as const);
      const q = attr === 'ceo' ? `Who runs the company that bought into ${target.name}'s unit?` : attr === 'city' ? `In which city is the buyer of the stake in ${target.name} headquartered?` : `When was the company that acquired a stake in ${target.name} founded?`;
      const pos = r.pick(['after', 'before', 'system', 'later']);
      const msgs = assemble(r, pos, m.text, 'kb', q, 'lookup');
      out.push(mk({ family: 'lk-multihop', kind: 'lookup', lang: 'en', material: 'kb', position: pos, question: q, spans: [`${buyer.name} agreed to acquire`, buyer[attr]], together: [[buyer.name + ' —', buyer[attr]]], note: `bridge ${buyer.name}`, request: req(msgs) }));
    } else {
      // employee directory (tool 1) + store table (tool 2): extension -> name -> store revenue
      const e = M.jsonEmployees(r, r.int(40, 90));
      const s = M.storeTable(r, r.int(80, 200), 'csv');
      const emp = r.pick(e.records);
      const row = r.pick(s.rows);
      const oldName = row[2]!;
      row[2] = emp.name;
      const csv = s.text.replace(`,${oldName},`, `,${emp.name},`);
      const q = `What revenue did the store run by the employee on extension ${emp.phone_ext} report?`;
      const msgs: Msg[] = [
        { role: 'system', content: 'You are an internal analytics assistant.' },
        { role: 'user', content: q },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'search_orders', arguments: '{"query":"employees"}' } }, { id: 'call_b', type: 'function', function: { name: 'read_file', arguments: '{"path":"reports/stores.csv"}' } }] },
        { role: 'tool', tool_call_id: 'call_a', content: e.text },
        { role: 'tool', tool_call_id: 'call_b', content: csv },
      ];
      out.push(mk({ family: 'lk-multihop', kind: 'lookup', lang: 'en', material: 'json+csv', position: 'tool', question: q, spans: [emp.phone_ext, emp.name, row[4]!], together: [[emp.phone_ext, emp.name], [emp.name, row[4]!]], note: `bridge ${emp.name}`, request: req(msgs, true) }));
    }
  }
  return out;
}

function records(r: Rng): Case[] {
  const out: Case[] = [];
  // JSON tool output
  for (let i = 0; i < 30; i++) {
    if (i % 3 === 2) {
      const e = M.jsonEmployees(r, r.int(50, 120));
      const rec = r.pick(e.records);
      const q = r.pick([`What is ${rec.name}'s phone extension?`, `When did ${rec.name} start?`, `Which employee ID belongs to ${rec.name}?`]);
      const spans = q.includes('extension') ? [rec.phone_ext] : q.includes('start') ? [rec.start_date] : [rec.id];
      const pos = r.pick(['tool', 'after', 'system']);
      out.push(mk({ family: 'lk-json', kind: 'lookup', lang: 'en', material: 'json', position: pos, question: q, spans, together: [[rec.name, spans[0]!]], request: req(assemble(r, pos, e.text, 'json', q, 'lookup'), pos === 'tool') }));
    } else {
      const o = M.jsonOrders(r, r.int(20, 80), r.chance(0.5));
      const f = r.pick(o.facts);
      const q = ORDER_Q[f.attr]!.replace('{k}', f.key);
      const pos = r.pick(['tool', 'tool', 'after', 'later']);
      out.push(lookupCase(r, 'lk-json', o, f, q, pos, 'en', { together: [[f.key, f.spans[0]!]] }));
    }
  }
  // log lines
  for (let i = 0; i < 25; i++) {
    const l = M.serverLog(r, r.int(150, 420));
    const tg = r.pick(l.targets);
    const k = i % 3;
    const q = k === 0 ? `Why did request ${tg.reqId} fail?` : k === 1 ? `What error did user ${tg.user} hit at ${tg.ts.slice(11, 19)}?` : `What exactly did ${tg.svc} log as the error for req=${tg.reqId}?`;
    const pos = r.pick(['after', 'before', 'later']);
    out.push(mk({ family: 'lk-log', kind: 'lookup', lang: 'en', material: 'log', position: pos, question: q, spans: [tg.detail], request: req(assemble(r, pos, l.text, 'log', q, 'lookup')) }));
  }
  // code functions
  for (let i = 0; i < 25; i++) {
    const c = M.codeModule(r, r.int(45, 120));
    const fn = r.pick(c.fns);
    const pos = r.pick(['after', 'before', 'tool', 'later']);
    const text = pos === 'tool' ? c.text : '```ts\n' + c.text + '\n```';
    const m: Mat = { ...c, text };
    out.push(mk({ family: 'lk-code', kind: 'lookup', lang: 'en', material: 'code', position: pos, question: fn.q, spans: fn.spans, together: [[`function ${fn.name}(`, fn.spans[0]!]], request: req(assemble(r, pos, m.text, 'code', fn.q, 'lookup'), pos === 'tool') }));
  }
  // CSV / markdown tables
  for (let i = 0; i < 33; i++) {
    const fmt = i < 18 ? 'csv' : 'md';
    const t = M.storeTable(r, r.int(90, 300), fmt);
    const f = r.pick(t.facts);
    const pos = r.pick(['after', 'before', 'later', 'system']);
    out.push(lookupCase(r, fmt === 'csv' ? 'lk-csv' : 'lk-md', t, f, csvQ(f), pos, 'en', { together: [[f.key, f.spans[0]!]] }));
  }
  // e-mail thread
  for (let i = 0; i < 25; i++) {
    const e = M.emailThread(r, r.int(22, 60));
    const f = r.pick(uniqueFacts(e));
    const pos = r.pick(['after', 'before', 'later']);
    out.push(lookupCase(r, 'lk-email', e, f, emailQ(f, e), pos));
  }
  // transcript speaker lines
  for (let i = 0; i < 25; i++) {
    const t = M.transcript(r, r.int(150, 420));
    const f = r.pick(uniqueFacts(t));
    const line = t.lines.find((l) => l.text === f.value)!;
    f.attr = f.attr.split('#')[0]!;
    const k = line.text.startsWith('For ') ? 'budget cap' : line.text.startsWith('My proposal') ? 'scope-freeze date' : line.text.startsWith('On ') ? 'owner' : line.text.startsWith('The numbers') ? 'backlog' : 'vendor decision';
    const q = k === 'budget cap' ? `What budget cap did ${f.key} suggest for ${f.attr}?` : k === 'scope-freeze date' ? `By when did ${f.key} want to freeze scope on ${f.attr}?` : k === 'owner' ? `Who did ${f.key} suggest should own ${f.attr}?` : k === 'backlog' ? `How far behind on tickets did ${f.key} say ${f.attr} was?` : `Which vendor did ${f.key} announce for ${f.attr}?`;
    const pos = r.pick(['after', 'before', 'later', 'system']);
    out.push(lookupCase(r, 'lk-transcript', t, f, q, pos, 'en', { note: k }));
  }
  return out;
}

export function generate(seed = 4004): Case[] {
  seq = 0;
  const r = new Rng(seed);
  return [...wholeCases(r), ...middle(r, 30), ...xlang(r), ...synonym(r, 36), ...forms(r, 24), ...multihop(r, 30), ...records(r), ...noqCases(r, 70)];
}

if (process.argv[1]?.endsWith('gen.ts')) {
  const cs = generate();
  const by = new Map<string, number>();
  for (const c of cs) by.set(c.family, (by.get(c.family) ?? 0) + 1);
  console.log(cs.length, Object.fromEntries(by));
}
