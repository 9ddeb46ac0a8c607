// Generator of realistic chat-completions requests with known answer spans.
import { LANGS, PACKS, type Lang, type Person } from './lang.ts';

export type Span = { t: 'text'; s: string } | { t: 'vals'; vals: string[]; w: number };
export type Msg = { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string; name?: string };
export interface Case {
  id: string; cat: string; layout: string; shape: string; lang: string; qkind: string;
  task: 'lookup' | 'whole' | 'none'; req: { model: string; messages: Msg[]; tools?: unknown[] }; spans: Span[]; question?: string;
}

// ---------- rng ----------
let seed = 12345;
export function setSeed(s: number) { seed = s; }
export function rnd() { seed |= 0; seed = (seed + 0x6d2b79f5) | 0; let t = Math.imul(seed ^ (seed >>> 15), 1 | seed); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }
export const ri = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
export const pick = <T,>(a: T[]): T => a[Math.floor(rnd() * a.length)];
export function shuffle<T>(a: T[]): T[] { const b = a.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [b[i], b[j]] = [b[j], b[i]]; } return b; }
const T = (s: string): Span => ({ t: 'text', s });
const V = (vals: (string | number)[], w = 400): Span => ({ t: 'vals', vals: vals.map(String), w });

// ---------- people ----------
function makePeople(lang: Lang, n: number): Person[] {
  const P = PACKS[lang];
  const used = new Set<string>(); const people: Person[] = [];
  const ids = new Set<string>();
  while (people.length < n) {
    const f = pick(P.first), l = pick(P.last);
    const female = rnd() < 0.5;
    let last = l; if (lang === 'ru' && female && /в$/.test(l)) last = l + 'а';
    const name = P.cjk ? (lang === 'zh' ? last + f : `${last}${f}`) : `${f} ${last}`;
    if (used.has(name)) { if (used.size > P.first.length * P.last.length * 0.6) break; continue; }
    used.add(name);
    let id; do { id = `E-${ri(1000, 9999)}`; } while (ids.has(id)); ids.add(id);
    const translit = `${String.fromCharCode(97 + ri(0, 25))}${String.fromCharCode(97 + ri(0, 25))}${ri(10, 99)}`;
    const emailUser = /^[\x00-\x7f ]+$/.test(name) ? name.toLowerCase().replace(/ /g, '.') : `staff.${translit}`;
    people.push({
      name, female, id, year: ri(1998, 2023), role: pick(P.roles), dept: pick(P.depts), city: pick(P.cities),
      salary: `${ri(38, 140)},${pick(['000', '500', '250', '750'])}`.replace(/^(\d+),(\d+)$/, (_, a, b) => (lang === 'de' || lang === 'es' || lang === 'ru' || lang === 'fr') ? `${a}.${b}` : `${a},${b}`),
      manager: '', email: `${emailUser.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}@nordwind.example`, topic: pick(P.topics), club: pick(P.clubs),
    });
  }
  // unique salaries
  const sal = new Set<string>();
  for (const p of people) { while (sal.has(p.salary)) p.salary = p.salary.replace(/^\d+/, (m) => String(+m + 1)); sal.add(p.salary); }
  for (const p of people) { let m; do { m = pick(people); } while (m === p && people.length > 1); p.manager = m.name; }
  return people;
}

type Field = 'name' | 'dept' | 'id' | 'salary' | 'manager' | 'email';
interface Rendered { text: string; sentences: Record<Field, string> }
function renderPerson(lang: Lang, p: Person): Rendered {
  const P = PACKS[lang];
  const s = { name: P.s.name(p), dept: P.s.dept(p), id: P.s.id(p), salary: P.s.salary(p), manager: P.s.manager(p), email: P.s.email(p) };
  const order: string[] = [s.name];
  const rest = shuffle([s.dept, s.id, s.salary, s.manager, s.email]);
  const fill = shuffle(P.fillers).slice(0, ri(1, 4)).map((f) => f(p));
  for (const x of rest) { order.push(x); if (fill.length && rnd() < 0.5) order.push(fill.pop()!); }
  order.push(...fill);
  return { text: order.join(P.sep), sentences: s };
}

// ---------- layouts & shapes ----------
const SHAPES = ['plain', 'plain', 'query', 'q', 'input', 'heading', 'json', 'imperative'];
function shapeQ(q: string, shape: string): string {
  switch (shape) {
    case 'query': return `Query: ${q}`;
    case 'q': return `Q: ${q}`;
    case 'input': return `Input: ${q}`;
    case 'heading': return `### Question\n${q}`;
    case 'json': return JSON.stringify({ question: q, max_words: 50 });
    case 'imperative': return `Please answer the following based on the material: ${q}`;
    default: return q;
  }
}
const LAYOUTS = ['last', 'last', 'first', 'first-trailer', 'split', 'separate', 'after-assistant', 'system', 'system-q'];
interface Built { messages: Msg[] }
function buildLayout(layout: string, intro: string, material: string, q: string, prevQ?: { q: string; a: string }): Built {
  const sys: Msg = { role: 'system', content: 'You are a helpful assistant for Nordwind Logistics. Answer precisely and only from the provided material.' };
  switch (layout) {
    case 'first': return { messages: [sys, { role: 'user', content: `${q}\n\n${intro}\n\n${material}` }] };
    case 'first-trailer': return { messages: [sys, { role: 'user', content: `${q}\n\nContext:\n"""\n${material}\n"""\n\nAnswer in one sentence and say which part of the context you used.` }] };
    case 'split': {
      const parts = material.split('\n\n'); const mid = Math.floor(parts.length / 2);
      return { messages: [sys, { role: 'user', content: `${intro}\n\n${parts.slice(0, mid).join('\n\n')}\n\n${q}\n\n(The rest of the material follows.)\n\n${parts.slice(mid).join('\n\n')}` }] };
    }
    case 'separate': return { messages: [sys, { role: 'user', content: `${intro} I will ask you questions about it afterwards.\n\n${material}` }, { role: 'assistant', content: 'Thanks, I have read the material. What would you like to know?' }, { role: 'user', content: q }] };
    case 'after-assistant': return { messages: [sys, { role: 'user', content: `${intro}\n\n${material}\n\n${prevQ!.q}` }, { role: 'assistant', content: prevQ!.a }, { role: 'user', content: `Thanks. ${q}` }] };
    case 'system': return { messages: [{ role: 'system', content: `${sys.content}\n\n${intro}\n\n${material}` }, { role: 'user', content: q }] };
    case 'system-q': return { messages: [{ role: 'system', content: `${sys.content} The user will paste material. Answer this question about it: ${q}` }, { role: 'user', content: material }] };
    default: return { messages: [sys, { role: 'user', content: `${intro}\n\n${material}\n\n${q}` }] };
  }
}

const cases: Case[] = [];
let counter = 0;
function add(c: Omit<Case, 'id'>) { counter++; cases.push({ id: `c${String(counter).padStart(3, '0')}-${c.cat}`, ...c }); }
const MODEL = () => pick(['gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'gpt-3.5-turbo']);

// ---------- people in various formats ----------
type PFormat = 'prose' | 'numbered' | 'xml' | 'markdown' | 'html' | 'csv' | 'json' | 'table' | 'yaml' | 'jsonpayload';
function renderPeople(lang: Lang, people: Person[], fmt: PFormat) {
  const R = people.map((p) => renderPerson(lang, p));
  const structured = ['csv', 'json', 'table', 'yaml'].includes(fmt);
  let text = '';
  if (fmt === 'prose') text = R.map((r) => r.text).join('\n\n');
  if (fmt === 'numbered') text = R.map((r, i) => `[${i + 1}] ${r.text}`).join('\n\n');
  if (fmt === 'xml') text = '<documents>\n' + R.map((r, i) => `<document index="${i + 1}">\n<source>hr/profiles/${people[i].id}.txt</source>\n<document_content>${r.text}</document_content>\n</document>`).join('\n') + '\n</documents>';
  if (fmt === 'markdown') text = '# Staff directory\n\n' + R.map((r, i) => `## ${people[i].name}\n\n${r.text}`).join('\n\n');
  if (fmt === 'html') text = '<html><body>\n<h1>Staff</h1>\n' + R.map((r, i) => `<div class="profile" id="p${i}">\n  <h2>${people[i].name}</h2>\n  <p>${r.text}</p>\n</div>`).join('\n') + '\n</body></html>';
  if (fmt === 'jsonpayload') text = JSON.stringify({ documents: R.map((r, i) => ({ id: `doc-${i + 1}`, title: people[i].name, text: r.text })) }, null, 2);
  if (fmt === 'csv') text = 'name,employee_id,joined,department,office,salary_eur,manager,email\n' + people.map((p) => [p.name, p.id, p.year, p.dept, p.city, `"${p.salary}"`, p.manager, p.email].join(',')).join('\n');
  if (fmt === 'json') text = JSON.stringify(people.map((p) => ({ name: p.name, employee_id: p.id, joined: p.year, department: p.dept, office: p.city, salary_eur: p.salary, manager: p.manager, email: p.email, notes: `Training on ${p.topic}; volunteers at ${p.club}.` })), null, 2);
  if (fmt === 'table') text = '| Name | ID | Joined | Department | Office | Salary (EUR) | Manager | Email |\n|---|---|---|---|---|---|---|---|\n' + people.map((p) => `| ${p.name} | ${p.id} | ${p.year} | ${p.dept} | ${p.city} | ${p.salary} | ${p.manager} | ${p.email} |`).join('\n');
  if (fmt === 'yaml') text = 'employees:\n' + people.map((p) => `  - name: ${p.name}\n    employee_id: ${p.id}\n    joined: ${p.year}\n    department: ${p.dept}\n    office: ${p.city}\n    salary_eur: "${p.salary}"\n    manager: ${p.manager}\n    email: ${p.email}`).join('\n');
  const val = (p: Person, f: Field | 'year' | 'city'): string => ({ name: p.name, dept: p.dept, id: p.id, salary: p.salary, manager: p.manager, email: p.email, year: String(p.year), city: p.city } as any)[f];
  // spans: for field f of person i
  const spans = (i: number, f: Field | 'year' | 'city'): Span[] => {
    const p = people[i];
    if (structured) return [V([p.name, val(p, f)], 300)];
    const s = R[i].sentences;
    const sf = f === 'year' ? s.name : f === 'city' ? s.dept : s[f as Field];
    const esc = (x: string) => (fmt === 'jsonpayload' ? JSON.stringify(x).slice(1, -1) : x);
    return sf === s.name ? [T(esc(s.name))] : [T(esc(s.name)), T(esc(sf))];
  };
  return { text, spans };
}

function peopleCases() {
  const fmts: PFormat[] = ['prose', 'numbered', 'xml', 'markdown', 'html', 'csv', 'json', 'table', 'yaml', 'jsonpayload'];
  const kinds = ['year', 'dept', 'id', 'salary', 'email', 'manager', 'synYear', 'idkey', 'compare', 'count', 'multihop', 'negation', 'list', 'yesno', 'largest', 'average', 'template', 'fewshot'];
  for (let k = 0; k < 230; k++) {
    const lang: Lang = k < 110 ? 'en' : LANGS[1 + (k % 6)];
    const fmt: PFormat = lang === 'en' ? fmts[k % fmts.length] : pick(['prose', 'prose', 'numbered', 'markdown', 'xml', 'jsonpayload', 'html'] as PFormat[]);
    let qkind = lang === 'en' ? kinds[k % kinds.length] : pick(['year', 'dept', 'id', 'salary', 'email', 'manager', 'synYear', 'idkey', 'compare', 'count', 'multihop']);
    const n = ri(12, structured(fmt) ? 80 : 40);
    const people = makePeople(lang, n);
    const P = PACKS[lang];
    const { text, spans } = renderPeople(lang, people, fmt);
    const i = ri(0, people.length - 1); const p = people[i];
    let q = ''; let sp: Span[] = [];
    const idx = (x: Person) => people.indexOf(x);
    switch (qkind) {
      case 'year': q = P.q.year(p); sp = spans(i, 'year'); break;
      case 'dept': q = P.q.dept(p); sp = spans(i, 'dept'); break;
      case 'id': q = P.q.id(p); sp = spans(i, 'id'); break;
      case 'salary': q = P.q.salary(p); sp = spans(i, 'salary'); break;
      case 'email': q = P.q.email(p); sp = spans(i, 'email'); break;
      case 'manager': q = P.q.manager(p); sp = spans(i, 'manager'); break;
      case 'synYear': q = lang === 'en' ? pick([`When was ${p.name} hired?`, `How long has ${p.name} been with us — what was the start date?`, `Since when has ${p.name} been on the payroll?`]) : P.q.synYear(p); sp = spans(i, 'year'); break;
      case 'idkey': q = P.q.idkey(p); sp = [...spans(i, 'id')]; break;
      case 'compare': { const j = (i + 1 + ri(0, people.length - 2)) % people.length; q = P.q.compare(p, people[j]); sp = [...spans(i, 'salary'), ...spans(j, 'salary')]; break; }
      case 'count': { const c = p.city; q = P.q.count(c); sp = people.flatMap((x, xi) => (x.city === c ? spans(xi, 'city') : [])); break; }
      case 'multihop': { const m = people.find((x) => x.name === p.manager)!; q = P.q.multihop(p); sp = [...spans(i, 'manager'), ...spans(idx(m), 'email')]; break; }
      case 'negation': {
        const same = people.filter((x) => x.city === p.city && x !== p); const diff = people.filter((x) => x.city !== p.city);
        if (!same.length) { q = P.q.dept(p); sp = spans(i, 'dept'); qkind = 'dept'; break; }
        const a = same[0], c = pick(diff); const trio = shuffle([p, a, c]);
        q = `Of ${trio[0].name}, ${trio[1].name} and ${trio[2].name}, which one does NOT work at the ${p.city} office?`;
        sp = trio.flatMap((x) => spans(idx(x), 'city')); break;
      }
      case 'list': q = pick([`List all employees in the ${p.dept} department.`, `Give me every person who works in ${p.dept}, with their office.`]); sp = people.flatMap((x, xi) => (x.dept === p.dept ? spans(xi, 'dept') : [])); break;
      case 'yesno': q = pick([`Does ${p.name} work at the ${p.city} office?`, `Is there an employee with ID ${p.id}? If so, who?`]); sp = q.includes('ID') ? spans(i, 'id') : spans(i, 'city'); break;
      case 'largest': q = pick(['Who has the highest annual salary?', 'Who joined the company earliest?']); sp = people.flatMap((_, x) => spans(x, q.includes('salary') ? 'salary' : 'year')); break;
      case 'average': q = 'What is the average annual salary across all employees listed?'; sp = people.flatMap((_, x) => spans(x, 'salary')); break;
      case 'template': q = `Fill in the blank using the material: "${p.name}'s email address is ______."`; sp = spans(i, 'email'); break;
      case 'fewshot': q = P.q.dept(p); sp = spans(i, 'dept'); break;
    }
    const shape = lang === 'en' && qkind !== 'template' ? pick(SHAPES) : 'plain';
    const qs = shapeQ(q, shape);
    let layout = fmt === 'jsonpayload' ? 'json-payload' : pick(LAYOUTS);
    const intro = lang === 'en' ? pick(['Here is our staff directory.', 'Below are the HR profiles retrieved for your query.', 'Context documents:']) : '';
    let msgs: Msg[];
    if (fmt === 'jsonpayload') {
      const obj = JSON.parse(text); const content = JSON.stringify({ question: q, documents: obj.documents }, null, 2);
      msgs = [{ role: 'system', content: 'Answer the question in the JSON payload using only its documents. Cite document ids.' }, { role: 'user', content }];
    } else if (qkind === 'fewshot') {
      layout = 'fewshot';
      msgs = [{ role: 'system', content: 'You extract facts from staff material. Examples:\n\nContext: Jan Berg joined in 2001. He works in the Legal department at the Oslo office.\nQuestion: Which department does Jan Berg work in?\nAnswer: Legal\n\nContext: Ida Holm joined in 2015. Her email address is ida.holm@example.org.\nQuestion: What is Ida Holm\'s email address?\nAnswer: ida.holm@example.org' },
        { role: 'user', content: `Context: ${text}\nQuestion: ${q}\nAnswer:` }];
    } else {
      let prevQ;
      if (layout === 'after-assistant') { const j = (i + 3) % people.length; prevQ = { q: P.q.year(people[j]), a: `According to the material, ${people[j].name} joined in ${people[j].year}.` }; }
      msgs = buildLayout(layout, intro, text, qs, prevQ).messages;
    }
    add({ cat: `people-${fmt}`, layout, shape, lang, qkind, task: 'lookup', req: { model: MODEL(), messages: msgs }, spans: sp, question: q });
  }
}
const structured = (f: string) => ['csv', 'json', 'table', 'yaml'].includes(f);

// ---------- whole-material / no-question tasks on people ----------
function wholeCases() {
  for (let k = 0; k < 70; k++) {
    const lang: Lang = LANGS[k % 7];
    const P = PACKS[lang];
    const people = makePeople(lang, ri(9, 25));
    const fmt: PFormat = pick(['prose', 'prose', 'numbered', 'markdown']);
    let { text } = renderPeople(lang, people, fmt);
    const task = pick(['translate', 'summarise', 'countPara', 'extractEmails', 'proofread', 'convert', 'rewrite', 'none', 'none-sys', 'compare']);
    let msgs: Msg[]; let qkind = task;
    if (task === 'proofread') {
      text = text.replace(/the /g, (m) => (rnd() < 0.1 ? 'teh ' : m)).replace(/ment/g, (m) => (rnd() < 0.2 ? 'mnet' : m));
      msgs = [{ role: 'user', content: `${lang === 'en' ? 'Proofread the following text and list every spelling mistake with its correction.' : 'Proofread this text (keep the language) and fix all typos:'}\n\n${text}` }];
    } else if (task === 'convert') {
      msgs = [{ role: 'system', content: 'You convert unstructured text to JSON.' }, { role: 'user', content: `Convert these profiles to a JSON array with fields name, id, year, department, office, salary, manager, email.\n\n${text}` }];
    } else if (task === 'rewrite') {
      msgs = [{ role: 'user', content: `${text}\n\nRewrite the above in a more formal register, keeping every fact.` }];
    } else if (task === 'compare') {
      const half = text.split('\n\n'); const m = Math.floor(half.length / 2);
      msgs = [{ role: 'user', content: `Version A:\n${half.slice(0, m).join('\n\n')}\n\nVersion B:\n${half.slice(m).join('\n\n')}\n\nCompare the two lists and describe all differences in tone and content.` }];
    } else if (task === 'none') {
      msgs = [{ role: 'user', content: text }];
    } else if (task === 'none-sys') {
      msgs = [{ role: 'system', content: `Reference material for this session:\n\n${text}` }, { role: 'user', content: 'Hi!' }];
    } else {
      const instr = (P.whole as any)[task] as string;
      msgs = rnd() < 0.5 ? [{ role: 'user', content: `${instr}\n\n${text}` }] : [{ role: 'user', content: `${text}\n\n${instr}` }];
    }
    add({ cat: `whole-${fmt}`, layout: 'user', shape: 'plain', lang, qkind, task: task.startsWith('none') ? 'none' : 'whole', req: { model: MODEL(), messages: msgs }, spans: [] });
  }
}

// ---------- services config (YAML/TOML/INI/JSON object/env) ----------
const SVC = ['payments-api', 'auth-service', 'inventory-sync', 'search-indexer', 'notification-worker', 'billing-gateway', 'report-builder', 'media-transcoder', 'geo-lookup', 'session-store', 'audit-log', 'pricing-engine', 'cart-service', 'email-dispatcher', 'fraud-scorer', 'catalog-api', 'recommendation-svc', 'webhook-relay', 'ledger-writer', 'image-resizer', 'tax-calculator', 'shipping-quotes', 'loyalty-points', 'feature-flags', 'rate-limiter', 'pdf-renderer', 'sms-gateway', 'user-profile', 'order-router', 'metrics-collector'];
const TEAMS = ['team-atlas', 'team-borealis', 'team-cobalt', 'team-delta', 'team-ember', 'team-fjord'];
function configCases() {
  for (let k = 0; k < 70; k++) {
    const fmt = ['yaml', 'toml', 'ini', 'jsonobj', 'env'][k % 5];
    const n = ri(10, 30);
    const svcs = shuffle(SVC).slice(0, n).map((name, i) => ({ name, host: `${name}.prod.internal`, port: 8000 + i * 7 + ri(1, 6), replicas: ri(1, 12) + i * 0, region: pick(['eu-west-1', 'eu-central-1', 'us-east-2', 'ap-southeast-1']), owner: pick(TEAMS), timeout: ri(5, 120) * 100 + i, image: `registry.example.com/${name}:v${ri(1, 4)}.${ri(0, 20)}.${ri(0, 9)}`, db: `postgres://${name.replace(/-/g, '_')}@db-${ri(1, 9)}.internal:5432/${name.split('-')[0]}`, maxConn: 50 + i * 13 }));
    let text = '';
    const sp = (s: typeof svcs[0], key: string, v: string | number): Span[] => [V([s.name, key, v], 700)];
    if (fmt === 'yaml') text = 'services:\n' + svcs.map((s) => `  ${s.name}:\n    host: ${s.host}\n    port: ${s.port}\n    replicas: ${s.replicas}\n    region: ${s.region}\n    owner: ${s.owner}\n    timeout_ms: ${s.timeout}\n    image: ${s.image}\n    database_url: "${s.db}"\n    max_connections: ${s.maxConn}\n    healthcheck:\n      path: /healthz\n      interval_s: 15`).join('\n');
    if (fmt === 'toml') text = '# Production service registry\n\n' + svcs.map((s) => `[services.${s.name}]\nhost = "${s.host}"\nport = ${s.port}\nreplicas = ${s.replicas}\nregion = "${s.region}"\nowner = "${s.owner}"\ntimeout_ms = ${s.timeout}\nimage = "${s.image}"\ndatabase_url = "${s.db}"\nmax_connections = ${s.maxConn}`).join('\n\n');
    if (fmt === 'ini') text = '; generated by deployctl\n' + svcs.map((s) => `[${s.name}]\nhost=${s.host}\nport=${s.port}\nreplicas=${s.replicas}\nregion=${s.region}\nowner=${s.owner}\ntimeout_ms=${s.timeout}\nimage=${s.image}\ndatabase_url=${s.db}\nmax_connections=${s.maxConn}`).join('\n\n');
    if (fmt === 'jsonobj') text = JSON.stringify({ version: 3, services: Object.fromEntries(svcs.map((s) => [s.name, { host: s.host, port: s.port, replicas: s.replicas, region: s.region, owner: s.owner, timeout_ms: s.timeout, image: s.image, database_url: s.db, max_connections: s.maxConn }])) }, null, 2);
    if (fmt === 'env') text = svcs.map((s) => { const P = s.name.toUpperCase().replace(/-/g, '_'); return `# ${s.name}\n${P}_HOST=${s.host}\n${P}_PORT=${s.port}\n${P}_REPLICAS=${s.replicas}\n${P}_REGION=${s.region}\n${P}_OWNER=${s.owner}\n${P}_TIMEOUT_MS=${s.timeout}\n${P}_IMAGE=${s.image}\n${P}_DATABASE_URL=${s.db}`; }).join('\n\n');
    const s = pick(svcs); const s2 = pick(svcs.filter((x) => x !== s));
    const envKey = (sv: typeof s, key: string) => fmt === 'env' ? [V([`${sv.name.toUpperCase().replace(/-/g, '_')}_${key.toUpperCase()}`, (sv as any)[({ timeout_ms: 'timeout', database_url: 'db' } as any)[key] ?? key]], 200)] : null;
    const qk = pick(['port', 'replicas', 'owner', 'timeout', 'image', 'db', 'compare', 'count', 'list', 'synonym', 'valuekey', 'total']);
    let q = ''; let spans: Span[] = [];
    const sv = (x: typeof s, key: string, v: string | number) => envKey(x, key) ?? sp(x, key, v);
    switch (qk) {
      case 'port': q = `Which port does ${s.name} listen on?`; spans = sv(s, 'port', s.port); break;
      case 'replicas': q = `How many replicas are configured for ${s.name} in production?`; spans = sv(s, 'replicas', s.replicas); break;
      case 'owner': q = `Which team owns ${s.name}?`; spans = sv(s, 'owner', s.owner); break;
      case 'timeout': q = `What's the timeout for the ${s.name} service?`; spans = sv(s, 'timeout_ms', s.timeout); break;
      case 'image': q = `What image tag is ${s.name} deployed with?`; spans = sv(s, 'image', s.image); break;
      case 'db': q = `Which database host does ${s.name} connect to?`; spans = fmt === 'env' ? sv(s, 'database_url', s.db) : sp(s, 'database_url', s.db); break;
      case 'compare': q = `Does ${s.name} have a longer timeout than ${s2.name}?`; spans = [...sv(s, 'timeout_ms', s.timeout), ...sv(s2, 'timeout_ms', s2.timeout)]; break;
      case 'count': q = `How many services are deployed in ${s.region}?`; spans = svcs.filter((x) => x.region === s.region).flatMap((x) => sv(x, 'region', x.region)); break;
      case 'list': q = `List all services owned by ${s.owner}.`; spans = svcs.filter((x) => x.owner === s.owner).flatMap((x) => sv(x, 'owner', x.owner)); break;
      case 'total': q = `What is the total number of replicas across all services?`; spans = svcs.flatMap((x) => sv(x, 'replicas', x.replicas)); break;
      case 'synonym': q = `How many instances of ${s.name} do we run?`; spans = sv(s, 'replicas', s.replicas); break;
      case 'valuekey': q = `Which service is exposed on port ${s.port}?`; spans = sv(s, 'port', s.port); break;
    }
    const shape = pick(SHAPES);
    const layout = pick(LAYOUTS);
    const label = { yaml: 'config/services.yaml', toml: 'services.toml', ini: 'deploy.ini', jsonobj: 'services.json', env: '.env.production' }[fmt]!;
    const mat = rnd() < 0.5 ? '```' + (fmt === 'jsonobj' ? 'json' : fmt) + '\n' + text + '\n```' : text;
    let prevQ; if (layout === 'after-assistant') prevQ = { q: `What region is ${s2.name} in?`, a: `${s2.name} runs in ${s2.region}.` };
    const msgs = buildLayout(layout, `Here is our ${label}:`, mat, shapeQ(q, shape), prevQ).messages;
    add({ cat: `config-${fmt}`, layout, shape, lang: 'en', qkind: qk, task: 'lookup', req: { model: MODEL(), messages: msgs }, spans, question: q });
  }
}

// ---------- orders: CSV / JSON / tool output / table / HTML ----------
const CUST = ['Acme GmbH', 'Blue Harbor Ltd', 'Cortex SA', 'Dunmore & Co', 'Elbe Trading', 'Fjordline AS', 'Granite Foods', 'Helios Pharma', 'Iberia Tiles', 'Juniper Labs', 'Kestrel Air', 'Lumen Retail', 'Marlow Books', 'Nimbus Cloud', 'Orchid Textiles'];
const COUNTRY = ['DE', 'FR', 'ES', 'NL', 'PL', 'IT', 'AT', 'SE'];
const STATUS = ['shipped', 'pending', 'refunded', 'cancelled', 'delivered', 'on_hold'];
function makeOrders(n: number) {
  const used = new Set<string>();
  return Array.from({ length: n }, (_, i) => {
    let id; do { id = `ORD-${ri(10000, 99999)}`; } while (used.has(id)); used.add(id);
    const d = new Date(Date.UTC(2024, 0, 1) + ri(0, 300) * 86400000 + i * 3600000);
    return { order_id: id, customer: pick(CUST), country: pick(COUNTRY), amount: (ri(1000, 500000) / 100).toFixed(2), currency: 'EUR', status: pick(STATUS), created_at: d.toISOString().slice(0, 10), sku: `SKU-${ri(100, 999)}-${pick(['A', 'B', 'C', 'X'])}`, items: ri(1, 40), tracking: rnd() < 0.5 ? `1Z${ri(100000, 999999)}${ri(1000, 9999)}` : null };
  });
}
function orderCases() {
  for (let k = 0; k < 90; k++) {
    const fmt = ['csv', 'json', 'tool', 'table', 'html', 'tool-nested'][k % 6];
    const orders = makeOrders(ri(25, 110));
    const o = pick(orders); const o2 = pick(orders.filter((x) => x !== o)); const o3 = pick(orders.filter((x) => x !== o && x !== o2));
    let text = '';
    if (fmt === 'csv') text = 'order_id,customer,country,amount,currency,status,created_at,sku,items,tracking\n' + orders.map((r) => [r.order_id, /[&,]/.test(r.customer) ? `"${r.customer}"` : r.customer, r.country, r.amount, r.currency, r.status, r.created_at, r.sku, r.items, r.tracking ?? ''].join(',')).join('\n');
    if (fmt === 'json' || fmt === 'tool') text = JSON.stringify(fmt === 'tool' ? { total: orders.length, page: 1, results: orders } : orders, null, fmt === 'tool' && rnd() < 0.5 ? 0 : 2);
    if (fmt === 'tool-nested') text = JSON.stringify({ data: { orders: orders.map((r) => ({ id: r.order_id, customer: { name: r.customer, country: r.country }, totals: { amount: r.amount, currency: r.currency }, status: r.status, created_at: r.created_at, lines: [{ sku: r.sku, qty: r.items }] })) }, meta: { request_id: 'req_9f8e7d', took_ms: 132 } });
    if (fmt === 'table') text = '| order_id | customer | country | amount | status | created_at | sku |\n|---|---|---|---|---|---|---|\n' + orders.map((r) => `| ${r.order_id} | ${r.customer} | ${r.country} | ${r.amount} | ${r.status} | ${r.created_at} | ${r.sku} |`).join('\n');
    if (fmt === 'html') text = '<table class="orders">\n<thead><tr><th>Order</th><th>Customer</th><th>Country</th><th>Amount</th><th>Status</th><th>Date</th></tr></thead>\n<tbody>\n' + orders.map((r) => `<tr><td>${r.order_id}</td><td>${r.customer.replace('&', '&amp;')}</td><td>${r.country}</td><td>${r.amount}</td><td>${r.status}</td><td>${r.created_at}</td></tr>`).join('\n') + '\n</tbody>\n</table>';
    const cust = (r: typeof o) => (fmt === 'html' ? r.customer.replace('&', '&amp;') : r.customer);
    const qk = pick(['status', 'customer', 'amount', 'date', 'compare', 'negation', 'count', 'total', 'largest', 'earliest', 'list', 'yesno', 'synonym', 'sku-key']);
    let q = ''; let spans: Span[] = [];
    const row = (r: typeof o, ...v: (string | number)[]) => V([r.order_id, ...v], 350);
    switch (qk) {
      case 'status': q = `What is the status of order ${o.order_id}?`; spans = [row(o, o.status)]; break;
      case 'customer': q = `Which customer placed ${o.order_id}?`; spans = [row(o, cust(o))]; break;
      case 'amount': q = `How much was order ${o.order_id}?`; spans = [row(o, o.amount)]; break;
      case 'date': q = `When was order ${o.order_id} created?`; spans = [row(o, o.created_at)]; break;
      case 'synonym': q = `Has ${o.order_id} gone out to the customer yet, or is it still waiting?`; spans = [row(o, o.status)]; break;
      case 'sku-key': q = `Which order contains ${o.sku}, and what's its status?`; spans = fmt === 'html' || fmt === 'table' && false ? [row(o, o.status)] : [row(o, o.sku, o.status)]; if (fmt === 'html') q = `Which customer's order was created on ${o.created_at} with amount ${o.amount}?`, spans = [row(o, o.created_at, o.amount, cust(o))]; break;
      case 'compare': q = `Which is larger, ${o.order_id} or ${o2.order_id}?`; spans = [row(o, o.amount), row(o2, o2.amount)]; break;
      case 'negation': q = `Among ${o.order_id}, ${o2.order_id} and ${o3.order_id}, which one is not ${o.status}?`; spans = [row(o, o.status), row(o2, o2.status), row(o3, o3.status)]; break;
      case 'count': q = `How many orders have status ${o.status}?`; spans = orders.filter((r) => r.status === o.status).map((r) => row(r, r.status)); break;
      case 'total': q = `What is the total amount of all orders from ${o.country}?`; spans = orders.filter((r) => r.country === o.country).map((r) => row(r, r.country, r.amount)); break;
      case 'largest': q = `Which order has the largest amount?`; spans = orders.map((r) => row(r, r.amount)); break;
      case 'earliest': q = `What is the earliest order date in this data?`; spans = orders.map((r) => row(r, r.created_at)); break;
      case 'list': q = `List all orders placed by ${o.customer}.`; spans = orders.filter((r) => r.customer === o.customer).map((r) => row(r, cust(r))); break;
      case 'yesno': q = `Is there an order from ${o.customer} with status ${o.status}?`; spans = [row(o, cust(o), o.status)]; break;
    }
    const shape = pick(SHAPES);
    let msgs: Msg[]; let layout: string;
    if (fmt.startsWith('tool')) {
      layout = 'tool';
      const callId = `call_${ri(100000, 999999)}`;
      msgs = [{ role: 'system', content: 'You are an order-support agent. Use tools to look up orders.' }, { role: 'user', content: shapeQ(q, shape) },
        { role: 'assistant', content: null, tool_calls: [{ id: callId, type: 'function', function: { name: 'search_orders', arguments: JSON.stringify({ query: 'recent', limit: orders.length }) } }] },
        { role: 'tool', tool_call_id: callId, content: text }];
      if (rnd() < 0.3) { layout = 'tool-then-user'; msgs.push({ role: 'assistant', content: 'I retrieved the orders. Anything specific?' }, { role: 'user', content: 'Yes, just answer my original question please.' }); }
    } else {
      layout = pick(LAYOUTS);
      let prevQ; if (layout === 'after-assistant') prevQ = { q: `What's the status of ${o3.order_id}?`, a: `${o3.order_id} is ${o3.status}.` };
      msgs = buildLayout(layout, `Export from the order system (${fmt.toUpperCase()}):`, text, shapeQ(q, shape), prevQ).messages;
    }
    add({ cat: `orders-${fmt}`, layout, shape, lang: 'en', qkind: qk, task: 'lookup', req: { model: MODEL(), messages: msgs, ...(fmt.startsWith('tool') ? { tools: [{ type: 'function', function: { name: 'search_orders', parameters: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } } } } }] } : {}) }, spans, question: q });
  }
}

// ---------- logs ----------
const LSVC = ['api-gateway', 'payment-svc', 'auth-svc', 'worker', 'scheduler', 'cache'];
const INFO_MSG = ['request completed status=200 duration_ms={d}', 'cache hit key=user:{u}', 'job enqueued queue=emails id=job_{u}', 'health check ok', 'token refreshed for user u_{u}', 'connection pool size=20 active={a}'];
const ERR_MSG = ['upstream timeout after 30000ms calling /v1/charges', 'card_declined for user u_{u}: insufficient funds', 'failed to open /var/lib/app/cache/{u}.db: permission denied', 'NullPointerException in OrderMapper.toDto', 'deadlock detected on table invoices', 'TLS handshake failed with partner-bank.example.com', 'disk usage 97% on /dev/nvme0n1p2'];
function logCases() {
  for (let k = 0; k < 55; k++) {
    const n = ri(40, 200);
    let t = Date.UTC(2024, 4, 12, 8, 0, 0);
    const lines: { line: string; lvl: string; svc: string; req: string; msg: string }[] = [];
    const styleJson = k % 3 === 2;
    for (let i = 0; i < n; i++) {
      t += ri(50, 9000);
      const lvl = rnd() < 0.06 ? 'ERROR' : rnd() < 0.1 ? 'WARN' : rnd() < 0.15 ? 'DEBUG' : 'INFO';
      const svc = pick(LSVC); const req = `req-${Math.floor(rnd() * 0xffffff).toString(16).padStart(6, '0')}`;
      const msg = (lvl === 'ERROR' ? pick(ERR_MSG) : pick(INFO_MSG)).replace('{d}', String(ri(3, 900))).replace('{u}', String(ri(1000, 9999))).replace('{a}', String(ri(1, 20)));
      const ts = new Date(t).toISOString();
      const line = styleJson ? JSON.stringify({ ts, level: lvl.toLowerCase(), service: svc, request_id: req, msg }) : `${ts} ${lvl.padEnd(5)} [${svc}] ${req} ${msg}`;
      lines.push({ line, lvl, svc, req, msg });
    }
    // guaranteed unique error
    const target = lines[ri(Math.floor(n * 0.1), n - 5)];
    const special = pick(['stack', 'path', 'quoted']);
    const errs0 = lines.filter((l) => l.lvl === 'ERROR');
    let q = ''; let spans: Span[] = []; let qk = '';
    const sl = (l: typeof target) => T(l.line);
    const r = rnd();
    if (r < 0.2) { qk = 'req-key'; q = `What went wrong with request ${target.req}?`; target.lvl = 'ERROR'; }
    else if (r < 0.35) { qk = 'count-errors'; q = `How many ERROR entries are in this log?`; }
    else if (r < 0.5) { qk = 'first-error-svc'; q = `When did ${target.svc} log its first error?`; }
    else if (r < 0.65) { qk = 'quoted'; q = `Which user hit "card_declined"?`; }
    else if (r < 0.8) { qk = 'path'; q = `Why couldn't the service open /var/lib/app/cache/7777.db?`; }
    else { qk = 'stack'; q = `Explain the stack trace from the OrderMapper crash and how to fix it.`; }
    // set up target content
    if (qk === 'req-key') { target.msg = 'failed to serialize response: field "shipping_address" is null'; }
    if (qk === 'quoted') { for (const l of lines) if (l.msg.startsWith('card_declined')) { l.lvl = 'WARN'; l.msg = 'payment retry scheduled'; } target.lvl = 'ERROR'; target.svc = 'payment-svc'; target.msg = 'card_declined for user u_4242: insufficient funds'; }
    if (qk === 'path') { target.lvl = 'ERROR'; target.msg = 'failed to open /var/lib/app/cache/7777.db: read-only file system'; }
    if (qk === 'stack') { for (const l of lines) if (l.msg.startsWith('NullPointer')) { l.msg = 'deadlock detected on table invoices'; } target.lvl = 'ERROR'; target.svc = 'worker'; target.msg = 'NullPointerException in OrderMapper.toDto\n    at com.shop.orders.OrderMapper.toDto(OrderMapper.java:88)\n    at com.shop.orders.OrderService.find(OrderService.java:41)\n    at com.shop.api.OrderController.get(OrderController.java:27)\nCaused by: java.lang.NullPointerException: Cannot invoke "Address.getCity()" because "order.shippingAddress" is null'; }
    // rebuild lines
    for (const l of lines) { const ts = l.line.match(/\d{4}-\d\d-\d\dT[\d:.]+Z/)![0]; l.line = styleJson ? JSON.stringify({ ts, level: l.lvl.toLowerCase(), service: l.svc, request_id: l.req, msg: l.msg }) : `${ts} ${l.lvl.padEnd(5)} [${l.svc}] ${l.req} ${l.msg}`; }
    const errs = lines.filter((l) => l.lvl === 'ERROR');
    if (qk === 'req-key' || qk === 'quoted' || qk === 'path' || qk === 'stack') spans = [sl(target)];
    if (qk === 'count-errors') spans = errs.map(sl);
    if (qk === 'first-error-svc') { target.lvl = 'ERROR'; const svcErr = lines.filter((l) => l.svc === target.svc && (l.lvl === 'ERROR' || l === target)); target.line = lines.includes(target) ? target.line : target.line; const e = svcErr.length ? svcErr : [target]; spans = [sl(e[0])]; /* the first one in order */ }
    if (qk === 'first-error-svc') { for (const l of lines) { const ts = l.line.match(/\d{4}-\d\d-\d\dT[\d:.]+Z/)![0]; l.line = styleJson ? JSON.stringify({ ts, level: l.lvl.toLowerCase(), service: l.svc, request_id: l.req, msg: l.msg }) : `${ts} ${l.lvl.padEnd(5)} [${l.svc}] ${l.req} ${l.msg}`; } const first = lines.find((l) => l.svc === target.svc && l.lvl === 'ERROR')!; spans = [sl(first)]; }
    void errs0;
    const text = lines.map((l) => l.line).join('\n');
    const layout = pick(['last', 'first', 'separate', 'tool', 'system', 'after-assistant']);
    const shape = pick(SHAPES);
    let msgs: Msg[];
    if (layout === 'tool') {
      msgs = [{ role: 'user', content: shapeQ(q, shape) }, { role: 'assistant', content: null, tool_calls: [{ id: 'call_logs1', type: 'function', function: { name: 'fetch_logs', arguments: '{"since":"2024-05-12T08:00:00Z","limit":500}' } }] }, { role: 'tool', tool_call_id: 'call_logs1', content: text }];
    } else {
      let prevQ; if (layout === 'after-assistant') prevQ = { q: 'Roughly what time range does this log cover?', a: 'It covers the morning of 12 May 2024.' };
      msgs = buildLayout(layout, 'Production logs from this morning:', '```\n' + text + '\n```', shapeQ(q, shape), prevQ).messages;
    }
    add({ cat: styleJson ? 'logs-jsonl' : 'logs-text', layout, shape, lang: 'en', qkind: qk, task: 'lookup', req: { model: MODEL(), messages: msgs, ...(layout === 'tool' ? { tools: [{ type: 'function', function: { name: 'fetch_logs', parameters: { type: 'object' } } }] } : {}) }, spans, question: q });
  }
}

// ---------- code ----------
function codeCases() {
  const ents = ['Invoice', 'Customer', 'Shipment', 'Coupon', 'Warehouse', 'Refund', 'Subscription', 'Address', 'Product', 'Payment', 'Ticket', 'Review', 'Supplier', 'Carrier', 'Basket', 'Voucher', 'Report', 'Session'];
  for (let k = 0; k < 50; k++) {
    const py = k % 2 === 1;
    const es = shuffle(ents).slice(0, ri(6, 18));
    const fnLines: Record<string, string[]> = {};
    const blocks = es.map((e, i) => {
      const lower = e.toLowerCase(); const retries = ri(2, 9); const timeout = ri(2, 60) * 500 + i; const path = `/api/v${ri(1, 3)}/${lower}s`;
      const lines = py ? [
        `def fetch_${lower}(client, ${lower}_id, retries=${retries}, timeout_ms=${timeout}):`,
        `    """Fetch a ${lower} by id, retrying on transient errors."""`,
        `    url = f"${path}/{${lower}_id}"`,
        `    for attempt in range(retries):`,
        `        resp = client.get(url, timeout=timeout_ms / 1000)`,
        `        if resp.status_code == 200:`,
        `            return ${e}.from_dict(resp.json())`,
        `        if resp.status_code == 404:`,
        `            return None`,
        `        time.sleep(0.2 * (2 ** attempt))`,
        `    raise ${e}FetchError(f"gave up on {${lower}_id} after {retries} attempts")`,
      ] : [
        `export async function fetch${e}(client: HttpClient, id: string, retries = ${retries}, timeoutMs = ${timeout}): Promise<${e} | null> {`,
        `  const url = \`${path}/\${encodeURIComponent(id)}\`;`,
        `  for (let attempt = 0; attempt < retries; attempt++) {`,
        `    const res = await client.get(url, { timeout: timeoutMs });`,
        `    if (res.status === 200) return parse${e}(await res.json());`,
        `    if (res.status === 404) return null;`,
        `    await sleep(200 * 2 ** attempt);`,
        `  }`,
        `  throw new ${e}FetchError(\`gave up on \${id} after \${retries} attempts\`);`,
        `}`,
      ];
      fnLines[e] = lines;
      return { e, retries, timeout, path, lines };
    });
    const header = py ? 'import time\nfrom .models import *\nfrom .errors import *\n\nMAX_PAGE_SIZE = 250\nDEFAULT_REGION = "eu-central-1"\n' : "import { HttpClient, sleep } from './http';\nimport type * as M from './models';\n\nexport const MAX_PAGE_SIZE = 250;\nexport const DEFAULT_REGION = 'eu-central-1';\n";
    const text = header + '\n' + blocks.map((b) => b.lines.join('\n')).join('\n\n\n');
    const b = pick(blocks); const b2 = pick(blocks.filter((x) => x !== b));
    const qk = pick(['retries', 'endpoint', 'path-key', 'fix', 'const', 'compare', 'list', 'explain']);
    const fname = py ? `fetch_${b.e.toLowerCase()}` : `fetch${b.e}`;
    const f2 = py ? `fetch_${b2.e.toLowerCase()}` : `fetch${b2.e}`;
    let q = ''; let spans: Span[] = [];
    switch (qk) {
      case 'retries': q = `What's the default number of retries in \`${fname}\`?`; spans = [T(b.lines[0])]; break;
      case 'endpoint': q = `Which endpoint does ${fname} call?`; spans = [T(b.lines[0]), T(b.lines[py ? 2 : 1])]; break;
      case 'path-key': q = `Which function hits ${b.path}?`; spans = [T(b.lines[0]), T(b.lines[py ? 2 : 1])]; break;
      case 'fix': q = `There's a bug in ${fname}: a 500 response is retried but a 429 is not respected. Rewrite ${fname} to honour Retry-After.`; spans = b.lines.map(T); break;
      case 'const': q = `What is MAX_PAGE_SIZE set to?`; spans = [T(py ? 'MAX_PAGE_SIZE = 250' : 'export const MAX_PAGE_SIZE = 250;')]; break;
      case 'compare': q = `Which has the longer default timeout, ${fname} or ${f2}?`; spans = [T(b.lines[0]), T(b2.lines[0])]; break;
      case 'list': q = `List every function in this file together with its default retry count.`; spans = blocks.map((x) => T(x.lines[0])); break;
      case 'explain': q = `Explain what happens in ${fname} when the server returns 404.`; spans = [T(b.lines[0]), ...b.lines.filter((l) => l.includes('404')).map(T)]; break;
    }
    const layout = pick(['last', 'first', 'separate', 'system', 'after-assistant', 'last']);
    const shape = pick(['plain', 'plain', 'heading', 'imperative', 'query']);
    const lang = py ? 'python' : 'typescript';
    let prevQ; if (layout === 'after-assistant') prevQ = { q: 'Is this code idiomatic?', a: 'Mostly yes; the retry helpers follow a consistent pattern with exponential backoff.' };
    const msgs = buildLayout(layout, `Here's ${py ? 'clients.py' : 'clients.ts'} from our repo:`, '```' + lang + '\n' + text + '\n```', shapeQ(q, shape), prevQ).messages;
    add({ cat: `code-${lang}`, layout, shape, lang: 'en', qkind: qk, task: 'lookup', req: { model: MODEL(), messages: msgs }, spans, question: q });
  }
  // whole tasks over code
  for (let k = 0; k < 12; k++) {
    const es = shuffle(ents).slice(0, ri(11, 18));
    const text = es.map((e) => `export function total${e}(items: ${e}[]): number {\n  // TODO: handle currency conversion for ${e.toLowerCase()}s\n  return items.reduce((sum, x) => sum + x.amount, 0);\n}`).join('\n\n');
    const task = pick(['Review this code and point out every issue.', 'Find all TODO comments in this file.', 'Convert this TypeScript file to Python.', 'Add JSDoc comments to every function.', 'Write unit tests for all functions in this file.']);
    add({ cat: 'whole-code', layout: 'user', shape: 'plain', lang: 'en', qkind: task.split(' ')[0].toLowerCase(), task: 'whole', req: { model: MODEL(), messages: [{ role: 'user', content: `${task}\n\n\`\`\`ts\n${text}\n\`\`\`` }] }, spans: [] });
  }
}

// ---------- emails ----------
function emailCases() {
  const names = ['Priya Nair', 'Tom Becker', 'Lea Fischer', 'Marco Rossi', 'Ines Duarte', 'Ken Watanabe', 'Olga Ivanova', 'Sam Carter'];
  const topics = [
    (x: number) => `The on-site visit at the Lyon supplier is now scheduled for ${x % 28 + 1} March at 10:00.`,
    (x: number) => `Invoice INV-${x} was paid on Friday, so the account can be unblocked.`,
    (x: number) => `The new contract caps the annual price increase at ${x % 7 + 2} percent.`,
    (x: number) => `Please note that the Warsaw warehouse will close early on ${x % 28 + 1} April for the inventory count.`,
    (x: number) => `The shipping label printer in bay ${x % 40} has been replaced and is working again.`,
    (x: number) => `The customer asked us to deliver pallet batch B-${x} to the Hamburg dock instead of Bremen.`,
    (x: number) => `Our budget for the trade fair stand has been approved at ${x * 10} EUR.`,
  ];
  const chat = ['Thanks for the quick reply.', 'I have looped in the finance team.', 'Let me know if anything else is needed.', 'Sorry for the late answer, I was travelling.', 'As discussed in yesterday\'s call, we will proceed as planned.', 'Could you double-check this with the warehouse team?', 'I will update the tracker accordingly.', 'See the attached spreadsheet for details.'];
  for (let k = 0; k < 40; k++) {
    const n = ri(10, 30);
    const mails = Array.from({ length: n }, (_, i) => {
      const from = pick(names); const to = pick(names.filter((x) => x !== from));
      const fact = topics[(k + i) % topics.length](ri(100, 9999));
      const body = shuffle(chat).slice(0, ri(2, 5)); body.splice(ri(0, body.length), 0, fact);
      const date = `Mon, ${i % 28 + 1} Jan 2024 ${String(8 + (i % 10)).padStart(2, '0')}:${String(ri(10, 59))}:00 +0100`;
      return { from, to, date, subject: `Re: Supplier coordination #${k}`, fact, text: `From: ${from} <${from.toLowerCase().replace(' ', '.')}@nordwind.example>\nTo: ${to} <${to.toLowerCase().replace(' ', '.')}@nordwind.example>\nDate: ${date}\nSubject: Re: Supplier coordination #${k}\n\nHi ${to.split(' ')[0]},\n\n${body.join(' ')}\n\nBest,\n${from.split(' ')[0]}` };
    });
    const m = pick(mails);
    const qk = pick(['fact', 'who-sent', 'whole-summary', 'whole-actions', 'extract-dates']);
    let q = ''; let spans: Span[] = []; let task: Case['task'] = 'lookup';
    const f = m.fact;
    if (qk === 'fact') { q = f.includes('Lyon') ? 'When is the Lyon supplier visit?' : f.includes('INV-') ? `Has invoice ${f.match(/INV-\d+/)![0]} been paid?` : f.includes('price increase') ? 'What is the cap on annual price increases in the new contract?' : f.includes('Warsaw') ? 'When does the Warsaw warehouse close early?' : f.includes('printer') ? 'Which bay had its label printer replaced?' : f.includes('pallet') ? `Where should batch ${f.match(/B-\d+/)![0]} be delivered?` : 'How much was approved for the trade fair stand?'; spans = [T(f)];
      // ensure uniqueness: only one mail with this topic kind
      const key = f.slice(0, 20); for (const x of mails) if (x !== m && x.fact.slice(0, 20) === key) { x.text = x.text.replace(x.fact, 'No update on my side yet.'); }
    }
    if (qk === 'who-sent') { const key = f.slice(0, 20); for (const x of mails) if (x !== m && x.fact.slice(0, 20) === key) x.text = x.text.replace(x.fact, 'No update on my side yet.'); q = `Who told us about this: "${f.slice(0, 45)}…"?`; spans = [T(m.text.split('\n')[0]), T(f)]; }
    if (qk.startsWith('whole') || qk === 'extract-dates') { task = 'whole'; q = qk === 'whole-summary' ? 'Summarise this email thread.' : qk === 'whole-actions' ? 'List all action items from this thread, with owners.' : 'Extract every date mentioned in these emails into a table.'; }
    const text = mails.map((x) => x.text).join('\n\n-----\n\n');
    const layout = task === 'whole' ? pick(['last', 'first']) : pick(LAYOUTS);
    const shape = task === 'whole' ? 'plain' : pick(SHAPES);
    const msgs = buildLayout(layout, 'Here is the email thread:', text, shapeQ(q, shape), { q: 'Who is involved in this thread?', a: `Mostly ${names.slice(0, 4).join(', ')} and others.` }).messages;
    add({ cat: 'emails', layout, shape, lang: 'en', qkind: qk, task, req: { model: MODEL(), messages: msgs }, spans, question: q });
  }
}

// ---------- long real chats (history) ----------
function chatCases() {
  const small = ['Can you explain the difference between a Deployment and a StatefulSet?', 'How do I set resource limits?', 'What does CrashLoopBackOff mean?', 'Should I use Helm or Kustomize?', 'How can I rotate secrets without downtime?', 'Why are my pods pending?', 'What is a PodDisruptionBudget for?', 'How do I debug DNS inside the cluster?'];
  const longA = (t: string) => `Good question. ${t} In short: it depends on your workload. ` + 'For stateless services a Deployment is usually enough, because pods are interchangeable and can be rescheduled anywhere. Stateful workloads need stable identities and persistent volumes, which is what StatefulSets provide. Keep an eye on readiness probes, resource requests and limits, and make sure your rollout strategy matches your availability goals. '.repeat(ri(2, 4));
  for (let k = 0; k < 40; k++) {
    const facts = [
      { s: `Our cluster runs Kubernetes 1.${ri(24, 29)}.${ri(0, 9)} on three nodes in Frankfurt.`, q: 'Which Kubernetes version did I say we run?' },
      { s: `The database password is stored in the secret named pg-cred-${ri(100, 999)} in namespace billing.`, q: 'What was the name of the secret holding the database password?' },
      { s: `My staging ingress IP is 10.${ri(0, 255)}.${ri(0, 255)}.${ri(1, 254)}.`, q: 'Remind me of the staging ingress IP I mentioned earlier.' },
      { s: `We must stay under ${ri(8, 64)} vCPUs in total because of the budget.`, q: 'What was our vCPU budget limit again?' },
    ];
    const fact = pick(facts);
    const msgs: Msg[] = [{ role: 'system', content: 'You are a senior DevOps assistant.' }];
    const turns = ri(6, 18); const factTurn = ri(0, Math.floor(turns / 2));
    for (let t = 0; t < turns; t++) {
      const u = pick(small);
      msgs.push({ role: 'user', content: t === factTurn ? `Some context first. ${fact.s} ${u}` : u });
      msgs.push({ role: 'assistant', content: longA(u) });
    }
    msgs.push({ role: 'user', content: fact.q });
    add({ cat: 'longchat', layout: 'history', shape: 'plain', lang: 'en', qkind: 'recall', task: 'lookup', req: { model: MODEL(), messages: msgs }, spans: [T(fact.s)], question: fact.q });
  }
}

// ---------- FAQ as material, support transcripts ----------
function faqCases() {
  const faqs = [
    ['How do I reset my password?', 'Go to Settings → Security and click "Send reset link"; the link is valid for 30 minutes.'],
    ['Can I change my delivery address after ordering?', 'Yes, as long as the order status is still "pending"; open the order and choose "Edit address".'],
    ['What payment methods do you accept?', 'We accept Visa, Mastercard, SEPA direct debit and PayPal. Invoices are available for business accounts only.'],
    ['How long does a refund take?', 'Refunds are issued within 5 business days after we receive the returned item.'],
    ['Do you ship to Switzerland?', 'Yes. Shipments to Switzerland take 3–6 days and customs fees are paid by the recipient.'],
    ['How do I delete my account?', 'Email privacy@shop.example from the address registered on the account; deletion completes within 14 days.'],
    ['Is there a student discount?', 'Students get 10% off with a valid UNiDAYS verification.'],
    ['What is the warranty on electronics?', 'All electronics carry a 24-month warranty; batteries are covered for 12 months.'],
    ['Can I pick up my order in store?', 'Click & collect is available in Berlin, Cologne and Leipzig stores.'],
    ['How do I track my parcel?', 'Use the tracking link in your dispatch email or enter the order number on the Track page.'],
    ['What happens if my parcel is damaged?', 'Take photos within 48 hours and open a claim under Orders → Report a problem.'],
    ['Do gift cards expire?', 'Gift cards are valid for three years from the date of purchase.'],
    ['Can I order by phone?', 'Phone orders are possible on weekdays from 9:00 to 17:00 at +49 30 1234567.'],
    ['How do I unsubscribe from the newsletter?', 'Click "unsubscribe" at the bottom of any newsletter or toggle it off in your profile.'],
    ['Are prices shown including VAT?', 'Yes, all consumer prices include VAT; business accounts can switch to net prices.'],
    ['Do you offer installation services?', 'Installation for large appliances is available in Germany for a flat fee of 79 EUR.'],
  ];
  const qvar: Record<number, string> = { 0: 'I forgot my login password, what now?', 3: 'When will I get my money back after returning something?', 4: 'Can you deliver to Zurich?', 7: 'How long is the guarantee on a laptop?', 11: 'Is my voucher card still valid after two years?', 12: 'Can I place an order over the telephone?', 5: 'I want to close my account permanently.', 9: 'Where can I see where my package is?' };
  for (let k = 0; k < 35; k++) {
    const chosen = shuffle(faqs.map((f, i) => ({ f, i })));
    const reps = ri(1, 3);
    const items = Array.from({ length: reps }, () => chosen).flat().map((x, j) => ({ ...x, f: [x.f[0], j >= chosen.length ? x.f[1] + ` (Policy revision ${j}.)` : x.f[1]] }));
    const style = pick(['qa', 'md', 'json']);
    const text = style === 'qa' ? items.map((x) => `Q: ${x.f[0]}\nA: ${x.f[1]}`).join('\n\n') : style === 'md' ? '# Help Center FAQ\n\n' + items.map((x) => `### ${x.f[0]}\n${x.f[1]}`).join('\n\n') : JSON.stringify(items.map((x) => ({ question: x.f[0], answer: x.f[1] })), null, 2);
    const keys = Object.keys(qvar).map(Number); const target = pick(keys);
    const syn = rnd() < 0.6;
    const q = syn ? qvar[target] : faqs[target][0];
    const ans = faqs[target][1];
    const spans = [T(style === 'json' ? JSON.stringify(ans).slice(1, -1) : ans)];
    const layout = pick(['system', 'system', 'last', 'separate']);
    const msgs: Msg[] = layout === 'system' ? [{ role: 'system', content: `You are the support bot of shop.example. Answer only from this FAQ:\n\n${text}` }, { role: 'user', content: q }]
      : buildLayout(layout, 'Our FAQ:', text, q).messages;
    add({ cat: `faq-${style}`, layout, shape: 'plain', lang: 'en', qkind: syn ? 'synonym' : 'fact', task: 'lookup', req: { model: MODEL(), messages: msgs }, spans, question: q });
  }
  // whole tasks over FAQ (contains questions!)
  for (let k = 0; k < 10; k++) {
    const text = shuffle(faqs).slice(0, ri(10, 16)).map((f) => `Q: ${f[0]}\nA: ${f[1]}`).join('\n\n');
    const task = pick(['Translate this FAQ into French.', 'Translate the following FAQ into Spanish, keeping the Q:/A: format.', 'Proofread this FAQ and make the tone friendlier.', 'Convert this FAQ to JSON with fields question and answer.', 'Count how many questions are in this FAQ and list them.']);
    add({ cat: 'whole-faq', layout: pick(['first', 'last']), shape: 'plain', lang: 'en', qkind: task.split(' ')[0].toLowerCase(), task: 'whole', req: { model: MODEL(), messages: [{ role: 'user', content: rnd() < 0.5 ? `${task}\n\n${text}` : `${text}\n\n${task}` }] }, spans: [] });
  }
}

function transcriptCases() {
  const lines = ['Agent: Thanks for contacting support, how can I help?', 'Customer: My parcel hasn\'t arrived yet.', 'Agent: I\'m sorry to hear that. Let me check.', 'Customer: It was supposed to arrive on Tuesday.', 'Agent: I can see the carrier had a delay in the hub.', 'Customer: That is really annoying, I needed it for a birthday.', 'Agent: I completely understand. I will escalate this.', 'Customer: Will I get a refund for the shipping fee?', 'Agent: Yes, I have refunded the express fee to your card.', 'Customer: Okay, thank you.', 'Agent: Is there anything else I can help you with?', 'Customer: No, that is all.'];
  for (let k = 0; k < 25; k++) {
    const sessions = ri(6, 20);
    const target = ri(0, sessions - 1); const code = `#${ri(100000, 999999)}`;
    let targetLine = '';
    const text = Array.from({ length: sessions }, (_, s) => {
      const body = lines.slice(0, ri(6, 12)).slice();
      if (s === target) { targetLine = `Customer: The order number is ${code} and my postcode is ${ri(10000, 99999)}.`; body.splice(3, 0, targetLine); }
      return `=== Session ${s + 1} (2024-06-${String(s % 28 + 1).padStart(2, '0')}, agent: ${pick(['Mia', 'Jon', 'Aylin', 'Pedro'])}) ===\n` + body.join('\n');
    }).join('\n\n');
    const whole = k % 5 === 4;
    const q = whole ? 'Summarise the main complaints across all sessions and count how many sessions ended with a refund.' : `In which session did the customer give order number ${code}, and what postcode did they give?`;
    add({ cat: 'transcripts', layout: 'last', shape: 'plain', lang: 'en', qkind: whole ? 'summarise-count' : 'id-key', task: whole ? 'whole' : 'lookup', req: { model: MODEL(), messages: [{ role: 'system', content: 'You are a QA analyst for support conversations.' }, { role: 'user', content: `${text}\n\n${q}` }] }, spans: whole ? [] : [T(`=== Session ${target + 1} (`), T(targetLine)], question: q });
  }
}

export function generate(): Case[] {
  setSeed(20240611); counter = 0; cases.length = 0;
  peopleCases(); wholeCases(); configCases(); orderCases(); logCases(); codeCases(); emailCases(); chatCases(); faqCases(); transcriptCases();
  const len = (c: Case) => c.req.messages.reduce((a, m) => a + (m.content?.length ?? 0), 0);
  return cases.filter((c) => len(c) >= 2000 && len(c) <= 30000);
}

if (process.argv[1]?.endsWith('gen.ts')) {
  const cs = generate();
  const len = (c: Case) => c.req.messages.reduce((a, m) => a + (m.content?.length ?? 0), 0);
  console.log(cs.length, 'cases');
  const by: Record<string, number[]> = {};
  for (const c of cs) (by[c.cat.split('-')[0]] ??= []).push(len(c));
  for (const [k, v] of Object.entries(by)) console.log(k, v.length, Math.min(...v), Math.max(...v));
}
