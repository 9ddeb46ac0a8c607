// Probe 7 generator: hunts over-cutting. Six families of ~20 prompts (the lookup family 40):
//   order_whole  requests worded as orders ("Tell me everything this says about X", "Find all the …") that need the whole text
//   ask_nothing  pastes with no instruction, but with request-/question-like sentences inside or at the edges
//   fenced_task  a document in a bare ``` fence or a JSON array of strings + translate/proofread/summarise (several languages)
//   two_tables   two CSV/MD/TSV tables pasted together + a task over every row
//   mid_task     tasks placed between parts of the material ("--- Summarise the section above ---"), or a
//                middle question plus an instruction over everything at the end
//   lookup       the same shapes used honestly for one fact (Tell me / Find / Identify …; before, after, between halves)
// Deterministic (seeded).
import { Rng, normSpan, type Case, type Msg, type Req, type Kind } from '../probe4/lib.js';
import { makeMaterial7, makeTables, twoVersions, P6_KINDS, NEW_KINDS, type Kind7, type Material } from './materials.js';

const MODEL = 'gpt-4o-mini';
const user = (c: string): Msg => ({ role: 'user', content: c });

interface KInfo { X: string; things: string; thing: string; overall: string; walk: string }
const INFO: Record<string, KInfo> = {
  kb: { X: 'the platform components', things: 'timeout values', thing: 'troubleshooting step', overall: 'state of the platform defaults', walk: 'this article' },
  rag: { X: 'these companies', things: 'founders', thing: 'company and where it is headquartered', overall: 'picture of these companies', walk: 'these documents' },
  contract: { X: 'the Supplier', things: 'dates', thing: 'obligation of the Supplier', overall: 'risk in this agreement', walk: 'the contract clause by clause' },
  log: { X: 'the failing requests', things: 'error codes', thing: 'request that returned a 5xx status', overall: 'error rate', walk: 'this log' },
  json: { X: 'the incidents', things: 'incident owners', thing: 'sev2 incident', overall: 'incident status', walk: 'these incidents' },
  transcript: { X: 'the projects', things: 'budget figures', thing: 'action item', overall: 'mood of the meeting', walk: 'the meeting' },
  email: { X: '{topic}', things: 'PO numbers', thing: 'order that is still waiting for a PO', overall: 'status of the thread', walk: 'this thread' },
  table: { X: 'the orders', things: 'returned orders', thing: 'order shipped from DUB-3', overall: 'revenue', walk: 'this table' },
  code: { X: 'the service clients', things: 'ports', thing: 'class and its base URL', overall: 'code quality', walk: 'this module' },
  chat: { X: 'the releases', things: 'release tags', thing: 'release that was shipped to canary', overall: 'mood in the channel', walk: 'what happened in the channel' },
};
const ORDER_T = [
  'Tell me everything this says about {X}.', 'Give me a rundown of {X}.', 'Show me the differences between the two documents.', 'Find all the {things}.',
  'Identify every {thing}.', 'I need the full list of {things}.', 'Report the overall {overall}.', 'Tell me what this is about.', 'Walk me through {walk}.', 'Give me the gist.',
];

// lookups: question wordings per material kind
interface QT { q: string; np: string }
const QS: Record<Kind7, QT> = {
  kb: { q: 'What is the default timeout for {k}?', np: 'the default timeout for {k}' },
  rag: { q: 'Where is {k} headquartered?', np: 'the headquarters city of {k}' },
  contract: { q: 'What is the submission deadline for the final deliverables?', np: 'the submission deadline for the final deliverables' },
  log: { q: 'What error code did request {k} fail with?', np: 'the error code of request {k}' },
  json: { q: 'Who is the owner of {k}?', np: 'the owner of {k}' },
  transcript: { q: 'What budget was approved for the {k} project?', np: 'the approved budget for the {k} project' },
  email: { q: 'What is the PO number for the {k} order?', np: 'the PO number for the {k} order' },
  table: { q: 'When did order {k} ship?', np: 'the ship date of order {k}' },
  code: { q: 'Which port does {k} connect to?', np: 'the port of {k}' },
  chat: { q: 'Which tag did release {k} get?', np: 'the tag of release {k}' },
  faq: { q: 'What is the upload limit on the {k} plan?', np: 'the upload limit on the {k} plan' },
  rhet: { q: 'Why did {k} fail?', np: 'the reason {k} failed' },
  emailask: { q: 'When will the {k} order be delivered?', np: 'the delivery date of the {k} order' },
  qtranscript: { q: "What's the ETA for the {k} migration?", np: 'the ETA for the {k} migration' },
  tables: { q: 'What is the e-mail address of customer {k}?', np: 'the e-mail address of customer {k}' },
};
const fill = (t: string, k: string) => t.replace(/\{k\}/g, k);

function splitMid(text: string, kind: string): [string, string] {
  if (kind === 'json') {
    try {
      const o = JSON.parse(text) as Record<string, unknown[]>;
      const key = Object.keys(o)[0]!;
      const arr = o[key]!;
      const h = arr.length >> 1;
      return [JSON.stringify({ [key]: arr.slice(0, h) }, null, 2), JSON.stringify({ [key]: arr.slice(h) }, null, 2)];
    } catch { /* fall through */ }
  }
  const mid = Math.floor(text.length / 2);
  let cut = text.indexOf('\n\n', mid);
  if (cut < 0 || cut > text.length * 0.8) cut = text.indexOf('\n', mid);
  if (cut < 0) cut = mid;
  return [text.slice(0, cut), text.slice(cut).replace(/^\n+/, '')];
}

/** Material whose first fact's spans are unique (normalised), retried with the same rng. */
function material(kind: Kind7, r: Rng, target: number): Material {
  for (let tries = 0; tries < 30; tries++) {
    let m: Material;
    try { m = makeMaterial7(kind, r, target, 1); } catch { continue; }
    const hay = normSpan(m.text);
    const cnt = (s: string) => hay.split(normSpan(s)).length - 1;
    if (m.facts[0] && m.facts[0].spans.every((s) => cnt(s) === 1)) return m;
  }
  throw new Error(`no unique material for ${kind}`);
}
const SYS = ['You are a helpful assistant.', 'You are an operations assistant for the logistics team. Be concise.'];

// ---------- family 3: fenced documents / JSON arrays ----------
const FENCE_TASKS: [string, string][] = [
  ['en', 'Translate this into German.'], ['en', 'Proofread the text below and return the corrected version.'], ['en', 'Summarise this.'],
  ['en', 'Please translate the following into Spanish, keeping the formatting.'], ['en', 'Fix any typos and grammar mistakes in this.'],
  ['de', 'Übersetze den folgenden Text ins Englische.'], ['de', 'Fasse das bitte zusammen.'], ['de', 'Korrigiere bitte Rechtschreibung und Grammatik.'],
  ['fr', 'Traduis ce texte en anglais.'], ['fr', 'Résume ce document.'], ['fr', 'Corrige les fautes.'],
  ['es', 'Traduce esto al inglés.'], ['es', 'Resume el texto.'], ['ja', '以下の文章を英語に翻訳してください。'], ['ja', '要約してください。'], ['pt', 'Revise o texto abaixo.'],
];
const ARRAY_TASKS: [string, string][] = [
  ['en', 'Translate every string in this array into French and return the array in the same order.'], ['en', 'Proofread each string and return the corrected array.'],
  ['de', 'Übersetze alle Strings ins Deutsche.'], ['en', 'Summarise these paragraphs.'], ['es', 'Traduce cada cadena al inglés.'], ['ja', 'この配列の各文字列を日本語に翻訳してください。'],
];

// ---------- family 4: two tables ----------
const TABLE_TASKS: [string, string][] = [
  ['en', "Join the two tables and list every customer's orders."], ['en', 'Which customers have no orders?'], ['en', 'For each customer, give the total order amount.'],
  ['en', 'Are there orders whose customer_id is not in the customers table?'], ['en', 'Merge the two tables into one: one row per order, with the customer name and e-mail.'],
  ['en', 'Count the orders per country.'], ['en', 'Find all the gold-tier customers and list their orders.'], ['en', 'List every order with the name of the customer who placed it.'],
  ['de', 'Welche Kunden haben keine Bestellungen?'], ['fr', 'Joins les deux tables et liste les commandes de chaque client.'],
];

// supplement (added after the first run showed a yes/no existence question over two tables being cut):
// existence / universal questions that read like a lookup but can only be answered from every record
const EXISTS: Record<string, string[]> = {
  kb: ['Is there any component whose default timeout is above 10 minutes?', 'Does every component have a troubleshooting section?'],
  rag: ['Are there any companies founded before 2000?', 'Is any company headquartered in the same city as another?'],
  contract: ['Are there any clauses that mention a penalty?', 'Does the Supplier have any obligation without a deadline?'],
  log: ['Are there any requests that failed with a 5xx?', 'Did any service return a 404?'],
  json: ['Are there incidents without an owner?', 'Is any incident still open?'],
  transcript: ['Did anyone disagree with a decision?', 'Was any budget above $500,000 approved?'],
  email: ['Is there any order that is still waiting for a PO?', 'Did anyone ask a question that was never answered?'],
  table: ['Are there rows with an empty field?', 'Are there orders with a quantity above 35?'],
  code: ['Is there any client with MAX_RETRIES above 5?', 'Does any class lack a docstring?'],
  chat: ['Was any release rolled back?', 'Did anyone mention a flaky CI run?'],
};

export const FAMILIES = ['order_whole', 'ask_nothing', 'fenced_task', 'two_tables', 'mid_task', 'lookup', 'exists_q'] as const;

export function generate(): Case[] {
  const cases: Case[] = [];
  const push = (family: string, i: number, kind: Kind, c: Omit<Case, 'id' | 'family' | 'kind'>) =>
    cases.push({ id: `p7-${family}-${String(i).padStart(2, '0')}`, family, kind, ...c });

  // ===== 1. order_whole =====
  for (let i = 0; i < 20; i++) {
    const r = new Rng(7100 + i);
    const kind = P6_KINDS[(i * 3 + (i >= 10 ? 1 : 0)) % 10]!;
    const tmpl = ORDER_T[i % ORDER_T.length]!;
    const info = INFO[kind]!;
    const diff = tmpl.includes('differences');
    const m = material(kind, r, diff ? r.int(1500, 3000) : r.int(2500, 8000));
    let X = info.X;
    if (X === '{topic}') X = 'the ' + (m.text.match(/Subject: (?:Re: )?([^\n]+)/)?.[1] ?? 'order').toLowerCase();
    const question = tmpl.replace('{X}', X).replace('{things}', info.things).replace('{thing}', info.thing).replace('{overall}', info.overall).replace('{walk}', info.walk);
    let M = m.text;
    let note = kind;
    let spans: string[] = [];
    if (diff) {
      const v = twoVersions(M, r, 4);
      const hd = r.pick([['Document A:', 'Document B:'], ['--- OLD VERSION ---', '--- NEW VERSION ---'], ['Version 1', 'Version 2']]);
      M = `${hd[0]}\n\n${v.a}\n\n${hd[1]}\n\n${v.b}`;
      spans = v.changes.flat();
      note += ` changes=${v.changes.map((c) => c.join('→')).join(',')}`;
    }
    const position = i % 4 === 3 ? 'later-turn' : i % 2 ? 'before' : 'after';
    const sys = r.chance(0.5) ? [{ role: 'system' as const, content: r.pick(SYS) }] : [];
    const messages = [...sys, ...(position === 'before' ? [user(`${question}\n\n${M}`)] : position === 'after' ? [user(`${M}\n\n${question}`)] : [user(M), user(question)])];
    push('order_whole', i, 'whole', { lang: 'en', material: kind + (diff ? '-2docs' : ''), position, question, spans, note, request: { model: MODEL, messages } });
  }

  // ===== 2. ask_nothing =====
  for (let i = 0; i < 20; i++) {
    const r = new Rng(7200 + i);
    const slot = i % 10;
    const kind: Kind7 = (['faq', 'rhet', 'emailask', 'qtranscript', 'faq', 'rhet', 'emailask', 'qtranscript', 'chat', 'email'] as Kind7[])[slot]!;
    // odd: probe-6 materials with request-like edges
    const alt = i >= 10 ? (['contract', 'kb', 'log', 'transcript', 'json', 'rhet', 'faq', 'qtranscript', 'chat', 'email'] as Kind7[])[slot]! : kind;
    const m = material(alt, r, r.int(2000, 6000));
    let M = m.text;
    let note = `${alt}${m.format ? ' ' + m.format : ''}`;
    switch (alt) {
      case 'chat': M += `\n[2024-05-24 17:52] lea.b: can someone tell me which tag ${m.facts[0]!.key} got? and let me know the status of the canary`; note += ' edge=chat-question'; break;
      case 'email': M = `Please find attached the report on the open orders. Let me know the status of the ${m.facts[0]!.key} order.\n\n${M}`; note += ' edge=please-find-attached'; break;
      case 'contract': M += '\n\nPlease sign both copies of this Agreement and return one copy to the Customer. Let us know the status of the countersignature.'; note += ' edge=please-sign'; break;
      case 'kb': M += '\n\n## Questions?\n\nWhat is the default timeout for a component you do not see here? Ask the platform team in #platform-help.'; note += ' edge=questions-section'; break;
      case 'log': M = `Find attached the log excerpt from the incident window.\n\n${M}\n\nCan you tell me why these requests failed? -- (comment left by the on-call in the ticket export)`; note += ' edge=ticket-comment'; break;
      case 'transcript': M += '\n[00:59:58] Lea Brandt: Does anyone have questions? What is the budget for next half? We will find out next week.'; note += ' edge=closing-questions'; break;
      case 'json': M = M.replace(/"summary": "[^"]*"/, '"summary": "Why did this page fire at all? Please check the owner and let me know the status."'); note += ' edge=question-in-field'; break;
    }
    const sys = r.chance(0.4) ? [{ role: 'system' as const, content: r.pick(SYS) }] : [];
    const pre: Msg[] = r.chance(0.25) ? [user('Morning! Busy day ahead.'), { role: 'assistant', content: 'Good morning! Happy to help whenever you are ready.' }] : [];
    const position = pre.length ? 'later-turn' : 'only';
    push('ask_nothing', i, 'noq', { lang: 'en', material: alt, position, question: '', spans: [], note, request: { model: MODEL, messages: [...sys, ...pre, user(M)] } });
  }

  // ===== 3. fenced_task =====
  const PROSE: Kind7[] = ['kb', 'email', 'contract', 'transcript', 'rag', 'faq', 'rhet', 'chat', 'emailask', 'code'];
  for (let i = 0; i < 20; i++) {
    const r = new Rng(7300 + i);
    const kind = PROSE[i % PROSE.length]!;
    const m = material(kind, r, r.int(1200, 3500));
    const asArray = i % 3 === 2;
    let body: string, lang: string, task: string, note: string;
    if (asArray) {
      [lang, task] = ARRAY_TASKS[((i / 3) | 0) % ARRAY_TASKS.length]!;
      const parts = m.text.split(/\n{2,}/).filter((s) => s.trim());
      body = JSON.stringify(parts, null, r.chance(0.5) ? 2 : undefined);
      note = `${kind} json-array(${parts.length})`;
    } else {
      [lang, task] = FENCE_TASKS[i % FENCE_TASKS.length]!;
      const tag = r.pick(['', '', 'text', 'markdown']);
      body = '```' + tag + '\n' + m.text + '\n```';
      note = `${kind} fence=${tag || 'bare'}`;
    }
    const position = i % 2 ? 'after' : 'before';
    const sys = r.chance(0.4) ? [{ role: 'system' as const, content: r.pick(SYS) }] : [];
    push('fenced_task', i, 'whole', { lang, material: kind, position, question: task, spans: [], note, request: { model: MODEL, messages: [...sys, user(position === 'before' ? `${task}\n\n${body}` : `${body}\n\n${task}`)] } });
  }

  // ===== 4. two_tables =====
  for (let i = 0; i < 20; i++) {
    const r = new Rng(7400 + i);
    const t = makeTables(r, r.int(2000, 6000), i % 5 !== 4);
    const [lang, task] = TABLE_TASKS[i % TABLE_TASKS.length]!;
    const v = i % 4; // 0 after, 1 before, 2 between the tables, 3 two user messages then task
    let messages: Msg[];
    let position: string;
    if (v === 0) { position = 'after'; messages = [user(`${t.text}\n\n${task}`)]; }
    else if (v === 1) { position = 'before'; messages = [user(`${task}\n\n${t.text}`)]; }
    else if (v === 2) { position = 'between'; messages = [user(`${t.customersText}\n\n${task}\n\n${t.ordersText}`)]; }
    else { position = 'later-turn'; messages = [user(`Customers:\n${t.customersText}`), user(`Orders:\n${t.ordersText}`), user(task)]; }
    if (r.chance(0.4)) messages.unshift({ role: 'system', content: r.pick(SYS) });
    push('two_tables', i, 'whole', { lang, material: `tables-${t.fmt}`, position, question: task, spans: [], note: `${t.customers.length} customers, no orders: ${t.noOrders.join(' ')}`, request: { model: MODEL, messages } });
  }

  // ===== 5. mid_task =====
  for (let i = 0; i < 20; i++) {
    const r = new Rng(7500 + i);
    const kind = P6_KINDS[(i * 7) % 10]!;
    const m = material(kind, r, r.int(3000, 8000));
    const [a, b] = splitMid(m.text, kind);
    const v = i % 6;
    const k = m.facts[0]!.key;
    const q = fill(QS[kind].q, k);
    let body: string, question: string;
    switch (v) {
      case 0: question = '--- Summarise the section above ---'; body = `${a}\n\n${question}\n\n${b}\n\n${question}`; break;
      case 1: question = '(Translate the part above into German; more follows.) … Now translate this part too.'; body = `${a}\n\n(Translate the part above into German; more follows.)\n\n${b}\n\nNow translate this part too.`; break;
      case 2: question = '### Task: list every item in the part above … Same for this part, then merge both lists.'; body = `${a}\n\n### Task: list every item in the part above\n\n${b}\n\nSame for this part, then merge both lists.`; break;
      case 3: question = `${q} … Answer that, then summarise the whole document section by section.`; body = `${a}\n\n${q}\n\n${b}\n\nAnswer that, then summarise the whole document section by section.`; break;
      case 4: question = 'Which of the entries above look wrong? … And which of these? Then give me the overall count.'; body = `${a}\n\nWhich of the entries above look wrong?\n\n${b}\n\nAnd which of these? Then give me the overall count.`; break;
      default: question = '---\nSummarise the section above.\n---'; body = `${a}\n\n${question}\n\n${b}`; break;
    }
    const sys = r.chance(0.4) ? [{ role: 'system' as const, content: r.pick(SYS) }] : [];
    push('mid_task', i, 'whole', { lang: 'en', material: kind, position: 'middle', question, spans: [], note: `v${v}${v === 5 ? ' (second part has no task of its own)' : ''}`, request: { model: MODEL, messages: [...sys, user(body)] } });
  }

  // ===== 6. lookup =====
  const LK: Kind7[] = [...P6_KINDS, ...NEW_KINDS];
  const WORD = ['Tell me {np}.', 'Find {np}.', 'Identify {np}.', 'I need {np}.', 'Give me {np}.', '{q}', 'Tell me {np}', 'find {np}'];
  for (let i = 0; i < 40; i++) {
    const r = new Rng(7600 + i);
    const kind = LK[i % LK.length]!;
    const m = material(kind, r, r.int(2500, 8000));
    const f = m.facts[0]!;
    const qt = QS[kind];
    const w = WORD[(i * 3 + (i / LK.length | 0)) % WORD.length]!;
    const question = w.includes('{q}') ? fill(qt.q, f.key) : w.replace('{np}', fill(qt.np, f.key));
    const pos = ['after', 'before', 'middle', 'after', 'before', 'later-turn'][i % 6]!;
    let messages: Msg[];
    let note = `fact@${m.where.toFixed(2)}${m.format ? ' ' + m.format : ''} w=${w}`;
    if (pos === 'middle') {
      const [a, b] = splitMid(m.text, kind);
      note += f.spans.every((s) => normSpan(a).includes(normSpan(s))) ? ' in-first-half' : ' in-second-half';
      messages = [user(`${a}\n\n${question}\n\n${b}`)];
    } else if (pos === 'before') messages = [user(`${question}\n\n${m.text}`)];
    else if (pos === 'after') messages = [user(`${m.text}\n\n${question}`)];
    else messages = [user(m.text), user(question)];
    if (r.chance(0.4)) messages.unshift({ role: 'system', content: r.pick(SYS) });
    push('lookup', i, 'lookup', { lang: 'en', material: kind, position: pos, question, spans: [...f.spans], note, request: { model: MODEL, messages } });
  }

  // ===== 7. exists_q (supplement) =====
  for (let i = 0; i < 20; i++) {
    const r = new Rng(7700 + i);
    const kind = P6_KINDS[i % 10]!;
    const m = material(kind, r, r.int(2500, 8000));
    const question = EXISTS[kind]![(i / 10) | 0]!;
    const position = ['after', 'before', 'after', 'later-turn'][i % 4]!;
    const messages = position === 'before' ? [user(`${question}\n\n${m.text}`)] : position === 'after' ? [user(`${m.text}\n\n${question}`)] : [user(m.text), user(question)];
    if (r.chance(0.4)) messages.unshift({ role: 'system', content: r.pick(SYS) });
    push('exists_q', i, 'whole', { lang: 'en', material: kind, position, question, spans: [], note: kind, request: { model: MODEL, messages } });
  }
  return cases;
}
