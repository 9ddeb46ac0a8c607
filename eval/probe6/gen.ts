// Probe 6 generator: lookup shapes probe 5 did not cover (question in the middle, imperatives / labelled
// tasks before the material, new JSON bodies and tool messages, small talk before the material,
// lower-case / typo questions, paraphrase-only questions, two-hop lookups) plus whole-material controls
// that look like lookups. Deterministic (seeded).
import { Rng, normSpan, type Case, type Msg, type Req } from '../probe5/lib.js';
import { makeMaterial, makeAssign, makeHop, KINDS, ASSIGN_FMTS, HOP_KINDS, type Kind, type Material } from './materials.js';

const MODEL = 'gpt-4o-mini';

interface QT { q: string; np: string; np2: string }
const QS: Record<Kind, QT> = {
  kb: { q: 'What is the default timeout for {k}?', np: 'the default timeout of {k}', np2: 'the default timeout for {k}' },
  rag: { q: 'Where is {k} headquartered?', np: 'the headquarters city of {k}', np2: 'the headquarters city for {k}' },
  contract: { q: 'What is the submission deadline for the final deliverables?', np: 'the submission deadline of the final deliverables', np2: 'the submission deadline for the final deliverables' },
  log: { q: 'What error code did request {k} fail with?', np: 'the error code of request {k}', np2: 'the error code for request {k}' },
  json: { q: 'Who is the owner of {k}?', np: 'the owner of {k}', np2: 'the owner for {k}' },
  transcript: { q: 'What budget was approved for the {k} project?', np: 'the approved budget of the {k} project', np2: 'the approved budget for the {k} project' },
  email: { q: 'What is the PO number for the {k} order?', np: 'the PO number of the {k} order', np2: 'the PO number for the {k} order' },
  table: { q: 'When did order {k} ship?', np: 'the ship date of order {k}', np2: 'the ship date for order {k}' },
  code: { q: 'Which port does {k} connect to?', np: 'the port of {k}', np2: 'the port number for {k}' },
  chat: { q: 'Which tag did release {k} get?', np: 'the tag of release {k}', np2: 'the build tag for release {k}' },
};
const fill = (t: string, k: string) => t.replace(/\{k\}/g, k);

// ---------- whole-material tasks ----------
const WHOLE_GEN = [
  'Summarise the whole thing section by section.', 'Translate everything into French.', 'Proofread the full text and list every error you find.',
  'Count the entries and describe each one in a sentence.', 'Rewrite all of it in plain English, keeping every detail.', 'Convert the whole material into a bullet list, one bullet per entry.',
  'Compare all the entries with each other and point out any inconsistencies.',
];
/** Look-alike controls: imperatives / labels that read like lookups but need every record. */
const LOOK: Record<Kind, string[]> = {
  log: ['Go through the log and list every line that mentions a timeout.', 'Extract all request ids that returned a 5xx status.', 'Pull out every ERROR line with its code.', 'Identify every request that took longer than 500 ms.'],
  json: ['Check each incident for a missing owner.', 'Extract the owner for every incident.', 'List all incidents that are still open, with their owners.', 'Identify every sev1 incident.'],
  contract: ['Identify every clause that limits liability or imposes an obligation.', 'Extract all dates.', 'Pull out every obligation of the Supplier.', 'Rewrite clause 1 and everything after it in plain English.'],
  kb: ['For each section, give its title and one sentence.', 'Extract all timeout values with their components.', 'Locate every troubleshooting step and merge them into one checklist.', 'Rewrite the first section and everything after it in plain English.'],
  rag: ['For each document, give its title and one sentence.', 'Extract all founding years.', 'Identify every company founded before 2000.', 'Pull out every founder name.'],
  transcript: ['Extract all action items and who said them.', 'List every budget figure mentioned.', 'Pull out every decision made in the meeting.', 'Identify each speaker and summarise what they said.'],
  email: ['Pull out all e-mail addresses.', 'Summarise each e-mail in the thread.', 'Extract all dates mentioned in the thread.', 'Identify every open question in the thread.'],
  table: ['Which of the records are missing a field?', 'Convert this table to JSON.', 'Extract all customers with their e-mail addresses.', 'Return the total quantity per warehouse.'],
  code: ['Add type hints and docstrings to every method.', 'Identify every class that lacks error handling.', 'Convert this module to TypeScript.', 'Extract all URLs and ports.'],
  chat: ['List every release mentioned with its tag.', 'Extract all decisions from this chat.', 'Summarise the channel day by day.', 'Pull out every message that mentions CI or a build.'],
};
/** Look-alikes that also name one record's key. */
const LOOK_KEY = ['Locate {k} and then list every other entry as well.', 'Extract the details for {k} and for every other entry too.', 'Start with {k}, then go through all remaining entries and summarise each.'];
const LOOK_I18N: Record<string, string[]> = {
  de: ['Extrahiere alle Datumsangaben und Namen aus dem gesamten Text.', 'Fasse jeden Eintrag in einem Satz zusammen.', 'Gehe alles durch und liste jeden Eintrag mit seinen Werten auf.'],
  fr: ['Relève toutes les adresses e-mail et tous les noms.', 'Pour chaque entrée, donne son titre et une phrase.', 'Identifie chaque entrée à laquelle il manque un champ.'],
  es: ['Extrae todas las fechas.', 'Identifica cada registro al que le falte un campo.', 'Resume cada entrada en una frase.'],
  ja: ['すべての日付と名前を抽出してください。', '各項目について、タイトルと一文の要約を書いてください。'],
  it: ['Estrai tutte le date.', 'Per ogni voce, indica il titolo e una frase.'],
  pt: ['Extraia todos os valores numéricos com o contexto.', 'Liste todas as entradas com seus valores.'],
};

export const FAMILIES = ['mid_q', 'imp_before', 'task_label', 'json_req', 'tool_docs', 'smalltalk', 'lower_typo', 'paraphrase', 'two_hop', 'ctl_lookalike', 'literal'] as const;
export type Family = (typeof FAMILIES)[number];

function typo(r: Rng, s: string, key: string): string {
  const keyWords = new Set(key.toLowerCase().split(/\s+/));
  const words = s.split(' ');
  const idx = words.map((w, i) => (w.length > 3 && !keyWords.has(w.replace(/[?,.]/g, '').toLowerCase()) && /^[a-z]+[?.,]?$/i.test(w) ? i : -1)).filter((i) => i >= 0);
  for (const i of r.sample(idx, Math.min(idx.length, r.int(1, 2)))) {
    const w = words[i]!;
    const p = r.int(1, w.length - 3);
    const m = r.int(0, 2);
    words[i] = m === 0 ? w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2) : m === 1 ? w.slice(0, p) + w.slice(p + 1) : w.slice(0, p) + w[p] + w.slice(p);
  }
  return words.join(' ');
}

const TOOLS = [
  { type: 'function', function: { name: 'retrieve_documents', description: 'Retrieve documents from the knowledge store', parameters: { type: 'object', properties: { query: { type: 'string' }, top_k: { type: 'integer' } } } } },
];
const SMALL: [string, string][] = [
  ['Hi! How is your day going?', 'Hi! I am doing well, thanks for asking. How can I help you today?'],
  ['Do you have a favourite book?', 'I do not have personal favourites, but many people love "The Pragmatic Programmer" and "Thinking, Fast and Slow".'],
  ['Haha fair. It is raining here again.', 'Sorry to hear that! A rainy day can be a good excuse for a warm drink and some focused work.'],
  ['Quick one: is it "affect" or "effect" when something changes a result?', '"Affect" is usually the verb ("it affects the result") and "effect" the noun ("it has an effect").'],
  ['Thanks! You are a lifesaver.', 'Happy to help! What else can I do for you?'],
  ['Can you recommend a good podcast for the commute?', 'Sure: "Hardcore History" if you like long stories, or "99% Invisible" for short episodes about design.'],
];

function splitMid(text: string): [string, string] {
  const mid = Math.floor(text.length / 2);
  let cut = text.indexOf('\n', mid);
  if (cut < 0) cut = mid;
  return [text.slice(0, cut), text.slice(cut + 1)];
}

export function generate(): Case[] {
  const cases: Case[] = [];
  FAMILIES.forEach((family, fi) => {
    const PER = family === 'ctl_lookalike' ? 40 : 20;
    for (let i = 0; i < PER; i++) {
      const r = new Rng(6000 + fi * 1000 + i);
      const whole = family === 'ctl_lookalike' || i % 3 === 1; // 7 of 20 in each lookup family
      const target = r.int(3000, 11000);
      let kind: Kind = KINDS[(i + fi) % KINDS.length]!;
      let mat: Material | undefined;
      let hop: ReturnType<typeof makeHop> | undefined;
      let matLabel: string = kind;
      for (let tries = 0; tries < 30 && !mat; tries++) {
        let m: Material;
        try {
          if (family === 'paraphrase' || family === 'literal') { const f = ASSIGN_FMTS[i % ASSIGN_FMTS.length]!; m = makeAssign(f, r, target); matLabel = `assign-${f}`; }
          else if (family === 'two_hop') { const hk = HOP_KINDS[i % HOP_KINDS.length]!; hop = makeHop(hk, r, target); m = hop; matLabel = `hop-${hk}`; }
          else m = makeMaterial(kind, r, target, 1);
        } catch { continue; }
        const hay = normSpan(m.text);
        const f0 = m.facts[0]!;
        const cnt = (s: string) => hay.split(normSpan(s)).length - 1;
        const ok = family === 'two_hop' ? cnt(f0.spans[1]!) === 1 : f0.spans.every((s) => cnt(s) === 1);
        if (ok) mat = m;
      }
      if (!mat) throw new Error(`no unique material for ${family} ${i}`);
      kind = mat.kind;
      const fact = mat.facts[0]!;
      const k = fact.key;
      const qt = QS[kind];
      const M = mat.text;
      let lang = 'en';
      let spans = whole ? [] : [...fact.spans];
      const together = whole ? undefined : fact.together;
      let question = '';
      let position = 'after';
      let note = `fact@${mat.where.toFixed(2)}${mat.format ? ' ' + mat.format : ''}`;
      let messages: Msg[] = [];
      let tools = false;
      const sysDefault = r.chance(0.5) ? [{ role: 'system' as const, content: 'You are a helpful assistant.' }] : [];
      const user = (c: string): Msg => ({ role: 'user', content: c });
      const wholeTask = () => (r.chance(0.6) ? r.pick(LOOK[kind]) : r.pick(WHOLE_GEN));

      switch (family) {
        case 'mid_q': {
          question = whole ? wholeTask().replace(/\.$/, ' — the part above and the part below.') : fill(qt.q, k);
          let [a, b] = splitMid(M);
          if (kind === 'json') {
            const o = JSON.parse(M) as { incidents: unknown[] };
            const h = o.incidents.length >> 1;
            a = JSON.stringify(o.incidents.slice(0, h), null, 2); b = JSON.stringify(o.incidents.slice(h), null, 2);
          }
          if (!whole) note += fact.spans.every((s) => normSpan(a).includes(normSpan(s))) ? ' in-first-half' : ' in-second-half';
          const v = r.int(0, 3);
          note += ` v${v}`;
          position = 'middle';
          const body = v === 0 ? `${a}\n\n${question}\n\n${b}` : v === 1 ? `${a}\n\n(My question — the rest of the paste follows: ${question})\n\n${b}` : v === 2 ? `${a}\n\n---\nQuestion: ${question}\n---\n\n${b}` : `${a}\n\nbtw ${question[0]!.toLowerCase() + question.slice(1)} anyway, here is the rest:\n\n${b}`;
          messages = [...sysDefault, user(body)];
          break;
        }
        case 'imp_before': {
          const verb = r.pick(['Pull out', 'Locate', 'Identify', 'Extract', 'Return', 'Retrieve', 'Determine']);
          question = whole ? r.pick([...LOOK[kind], 'Pull out all e-mail addresses and names.', 'Locate every date and list them in order.', 'Identify every entry and summarise it in one line.', 'Extract all numbers with what they refer to.', 'Return the list of all ids in the material.'])
            : `${verb} ${fill(verb === 'Extract' ? qt.np2 : qt.np, k)}${r.pick(['', '.', ' from the text below.', ' please.'])}`;
          const sep = r.pick(['\n\n', ':\n\n', '\n\n---\n\n', '\n\nText:\n']);
          note += ` sep=${JSON.stringify(sep)}`;
          position = 'before';
          messages = [...sysDefault, user(`${sep.startsWith(':') ? question.replace(/[.]$/, '') : question}${sep}${M}`)];
          break;
        }
        case 'task_label': {
          const label = r.pick(['Task', 'Objective', 'Goal']);
          const inner = whole ? wholeTask() : r.pick([`Identify ${fill(qt.np, k)}.`, `Determine ${fill(qt.np, k)}.`, `Find ${fill(qt.np2, k)}.`, `Report ${fill(qt.np, k)}.`, fill(qt.q, k)]);
          question = `${label}: ${inner}`;
          const mlabel = r.pick(['', 'Context:\n', 'Input:\n', 'Material:\n', 'Data:\n']);
          position = r.chance(0.5) ? 'before' : 'after';
          note += ` label=${label}${mlabel ? ' mlabel=' + mlabel.trim() : ''}`;
          messages = [...sysDefault, user(position === 'before' ? `${question}\n\n${mlabel}${M}` : `${mlabel}${M}\n\n${question}`)];
          break;
        }
        case 'json_req': {
          question = whole ? wholeTask() : fill(r.pick([qt.q, qt.q, `Tell me ${qt.np}.`]), k);
          const ch = mat.chunks;
          const v = r.int(0, 5);
          let body: unknown;
          if (v === 0) body = { search: { query: { text: question } }, hits: { total: ch.length, hits: ch.map((c, j) => ({ _id: `d${j}`, _score: +(9 - j * 0.1).toFixed(2), _source: { content: c } })) } };
          else if (v === 1) body = { retrieval: { results: ch.map((c, j) => ({ page_content: c, metadata: { source: `kb/${j + 1}.md` } })) }, input: { user_message: question } };
          else if (v === 2) body = { conversation: [{ speaker: 'customer', text: question }], attachments: ch.map((c, j) => ({ filename: `part-${j + 1}.txt`, body: c })) };
          else if (v === 3) body = { data: { knowledgeBase: { articles: { edges: ch.map((c) => ({ node: { excerpt: c } })) } } }, variables: { userAsk: question } };
          else if (v === 4) body = { prompt_text: question, grounding_passages: ch };
          else body = { context_blocks: ch.map((c) => ({ type: 'text', value: c })), settings: { temperature: 0 }, user_input: question };
          note += ` v${v}`;
          position = 'json';
          messages = [...sysDefault, user(JSON.stringify(body, null, r.chance(0.5) ? 2 : undefined))];
          break;
        }
        case 'tool_docs': {
          question = whole ? wholeTask() : fill(r.pick([qt.q, `${qt.q} Thanks.`, `ok so ${qt.q[0]!.toLowerCase()}${qt.q.slice(1)}`]), k);
          const opener = r.pick(['Fetch the latest export for me, I have a question about it.', 'Can you pull up our docs on this?', 'Retrieve the records, please.', 'Search the store for everything from last week.']);
          const asJson = r.chance(0.5) && kind !== 'json';
          const content = asJson ? JSON.stringify({ documents: mat.chunks.map((c, j) => ({ id: `doc-${j + 1}`, content: c })) }) : M;
          note += asJson ? ' tool=json-docs' : ' tool=text';
          tools = true;
          position = 'tool';
          messages = [...sysDefault, user(opener), { role: 'assistant', content: null, tool_calls: [{ id: 'call_7', type: 'function', function: { name: 'retrieve_documents', arguments: JSON.stringify({ query: opener.slice(0, 30), top_k: mat.chunks.length }) } }] }, { role: 'tool', tool_call_id: 'call_7', content }, user(question)];
          break;
        }
        case 'smalltalk': {
          question = whole ? wholeTask() : fill(r.pick([qt.q, `Anyway — ${qt.q[0]!.toLowerCase()}${qt.q.slice(1)}`]), k);
          const pairs = r.sample(SMALL, r.int(1, 3));
          const pre: Msg[] = pairs.flatMap(([u0, a0]) => [user(u0), { role: 'assistant' as const, content: a0 }]);
          const sameTurn = r.chance(0.5);
          position = sameTurn ? 'after' : 'later-turn';
          note += ` pairs=${pairs.length}`;
          messages = [...sysDefault, ...pre, ...(sameTurn ? [user(`Ok, work stuff. Here is the material:\n\n${M}\n\n${question}`)] : [user(`Ok, work stuff. Pasting something:\n\n${M}`), user(question)])];
          break;
        }
        case 'lower_typo': {
          const base = whole ? wholeTask() : fill(r.pick([qt.q, `Tell me ${qt.np}`]), k);
          const mode = r.int(0, 2); // 0 all lower-case incl. key, 1 typos, 2 both
          let s = mode === 0 ? base : typo(r, base, k);
          if (mode !== 1) s = s.toLowerCase();
          question = s.replace(/[?.]$/, '');
          note += ` mode=${['lower', 'typo', 'lower+typo'][mode]}`;
          position = r.chance(0.7) ? 'after' : 'before';
          messages = [...sysDefault, user(position === 'after' ? `${M}\n\n${question}` : `${question}\n\n${M}`)];
          break;
        }
        case 'paraphrase': {
          const p = fact.para!;
          question = whole ? r.pick(['List every task with its owner and due date.', 'Which tasks are due in 2025? Check all of them.', 'For each task, who owns it?', 'Identify every task that has no owner yet.'])
            : r.pick([`Who is in charge of ${p}?`, `Who's responsible for ${p}?`, `Which person is handling ${p}?`, `Tell me who took on ${p}.`]);
          position = r.chance(0.75) ? 'after' : 'before';
          note += ` literal="${k}"`;
          messages = [...sysDefault, user(position === 'after' ? `${M}\n\n${question}` : `${question}\n\n${M}`)];
          break;
        }
        case 'literal': {
          // supplement: the paraphrase family's materials asked by the literal task name (found by ablation)
          const due = r.chance(0.35);
          if (due && !whole) spans = [...mat.facts[1]!.spans];
          question = whole ? r.pick(['List every workstream with its owner and due date.', 'Task: Check each task for a missing owner.', 'Which of the tasks are overdue? Go through all of them.', 'Translate the whole plan into German.'])
            : due ? r.pick([`When is the ${k} due?`, `What is the target date for the ${k}?`]) : r.pick([`Who owns the ${k}?`, `Who is responsible for the ${k}?`, `Who will take the ${k}?`, `Who is in charge of the ${k}?`]);
          position = r.chance(0.75) ? 'after' : 'before';
          messages = [...sysDefault, user(position === 'after' ? `${M}\n\n${question}` : `${question}\n\n${M}`)];
          break;
        }
        case 'two_hop': {
          const h = hop!;
          question = whole ? h.whole : r.pick([h.q, `Find ${h.np}.`]);
          position = r.chance(0.7) ? 'after' : 'before';
          messages = [...sysDefault, user(position === 'after' ? `${M}\n\n${question}` : `${question}\n\n${M}`)];
          break;
        }
        case 'ctl_lookalike': {
          const pick = r.int(0, 9);
          if (pick <= 4) question = r.pick(LOOK[kind]);
          else if (pick <= 6) question = fill(r.pick(LOOK_KEY), k);
          else if (pick === 7) question = `${r.pick(['Task', 'Objective', 'Goal'])}: ${r.pick(LOOK[kind])}`;
          else { lang = r.pick(Object.keys(LOOK_I18N)); question = r.pick(LOOK_I18N[lang]!); }
          position = r.pick(['before', 'after', 'after', 'later-turn']);
          messages = [...sysDefault, ...(position === 'before' ? [user(`${question}\n\n${M}`)] : position === 'after' ? [user(`${M}\n\n${question}`)] : [user(M), user(question)])];
          break;
        }
      }
      if (whole) spans = [];
      const request: Req = { model: MODEL, messages };
      if (tools) request.tools = TOOLS;
      cases.push({ id: `p6-${family}-${String(i).padStart(2, '0')}`, family, kind: whole ? 'whole' : 'lookup', lang, material: matLabel, position, question, spans, together, note, request });
    }
  });
  return cases;
}
