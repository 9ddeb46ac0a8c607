// Generator of realistic prompts with known answer spans.
import { rng, type R, type Case, type Msg, normSpan } from './lib.ts';
import * as D from './domains.ts';
import { LANGS } from './i18n.ts';

interface Doc { title: string; text: string; source?: string }
interface Item { domain: string; lang: string; docs: Doc[]; question: string; spans: string[]; qtype: string; kind: 'lookup' | 'whole' | 'none'; topic: string; single?: boolean }

// ---------------------------------------------------------------- domain question builders
function dCompany(r: R): Item {
  const n = r.int(6, 60);
  const cs = D.companyProfiles(r, n);
  const docs: Doc[] = cs.map((c) => ({ title: c.name, text: c.text, source: `https://wiki.example.org/wiki/${c.name.replace(/ /g, '_')}` }));
  const c = r.pick(cs), c2 = r.pick(cs.filter((x) => x !== c));
  const kinds = ['fact', 'paraphrase', 'superlative', 'compare', 'multihop', 'multihop-doc', 'id-number', 'count-filter'];
  const k = r.pick(kinds);
  let q = '', spans: string[] = [];
  switch (k) {
    case 'fact': {
      const f = r.pick(['hq', 'founded', 'revenue', 'ceo', 'product'] as const);
      q = { hq: `Where is ${c.name} headquartered?`, founded: `When was ${c.name} founded and by whom?`, revenue: `What revenue did ${c.name} report?`, ceo: `Who is the CEO of ${c.name}?`, product: `What is ${c.name}'s flagship product?` }[f];
      spans = [c.facts[f]]; break;
    }
    case 'paraphrase': {
      const f = r.pick(['hq', 'founded', 'employees', 'ceo'] as const);
      q = { hq: `In which city is ${c.name} based?`, founded: `Who started ${c.name}, and in what year?`, employees: `How big is the workforce at ${c.name}?`, ceo: `Who runs ${c.name} these days?` }[f];
      spans = [c.facts[f]]; break;
    }
    case 'superlative': {
      const m = cs.reduce((a, b) => (b.revenue > a.revenue ? b : a));
      q = 'Which of these companies reported the highest revenue, and how much was it?'; spans = [m.facts.revenue, m.name]; break;
    }
    case 'compare': q = `Which has more employees, ${c.name} or ${c2.name}?`; spans = [c.facts.employees, c2.facts.employees]; break;
    case 'multihop': q = `Where is the company that makes the ${c.product} headquartered?`; spans = [c.facts.product, c.facts.hq]; break;
    case 'multihop-doc': {
      const news = `${c2.name} announced on Tuesday that it has completed the acquisition of a minority stake in ${c.name}'s logistics subsidiary. The deal, valued at an undisclosed sum, is expected to close next quarter. Regulators approved the transaction without conditions.`;
      docs.splice(r.int(0, docs.length), 0, { title: 'Press release', text: news, source: 'https://news.example.com/pr/4411' });
      q = `Who founded the company that bought a stake in ${c.name}'s logistics subsidiary?`;
      spans = [`${c2.name} announced on Tuesday that it has completed the acquisition`, c2.facts.founded]; break;
    }
    case 'id-number': q = `Which company was founded in ${c.year}?`; spans = cs.filter((x) => x.year === c.year).map((x) => x.facts.founded); break;
    case 'count-filter': {
      const city = c.city; q = `How many of the companies described are headquartered in ${city}? Name them.`;
      spans = cs.filter((x) => x.city === city).map((x) => `${x.name} is a ${x.industry} company ${x.facts.hq}`); break;
    }
  }
  return { domain: 'company', lang: 'en', docs, question: q, spans, qtype: k, kind: 'lookup', topic: 'European mid-cap companies' };
}

function dKB(r: R): Item {
  const product = r.pick(['Flowdesk', 'Notable', 'Trackly', 'Boardwise', 'Shipfast']);
  const { arts, plans } = D.kbArticles(r, product);
  const docs = arts.map((a) => ({ title: a.title, text: a.text, source: `kb/${a.title.toLowerCase().replace(/[^a-z]+/g, '-')}.md` }));
  const k = r.pick(['fact', 'paraphrase', 'negation', 'exception', 'quote-id', 'compare']);
  let q = '', spans: string[] = [];
  const withFacts = arts.filter((a) => Object.keys(a.facts).length);
  if (k === 'fact') { const a = r.pick(withFacts); const f = r.pick(Object.keys(a.facts)); q = { reset: 'How long is the password reset link valid?', lock: 'How many wrong password attempts before my account gets locked?', export: 'How long can I download my export for?', refund: 'What is your refund window for annual plans?', upload: 'What is the maximum file size I can upload on a paid plan?', retention: 'How long do deleted projects stay in the trash?', seats: 'How many guest seats does the Team plan include?', sync777: 'What should I do about error SYNC-777?', breach: '' }[f]!; spans = [a.facts[f]]; }
  else if (k === 'paraphrase') { const a = arts.find((x) => x.facts.refund)!; q = r.pick(['I bought the yearly subscription two weeks ago and regret it — can I still get my money back?', 'Is there a money-back period if I change my mind on the annual plan?']); spans = [a.facts.refund]; }
  else if (k === 'negation') { const f = plans[3].features[r.int(3, 8)]; q = `Which plans do NOT include ${f}?`; spans = plans.map((p) => p.line); }
  else if (k === 'exception') { q = `Apart from the Starter plan, which plans include ${plans[1].features[4]}? List all of them.`; spans = plans.map((p) => p.line); }
  else if (k === 'quote-id') { q = 'My app keeps showing "SYNC-409". What does that mean?'; spans = ['Error code SYNC-409 means two devices edited the same item offline']; }
  else { q = `What's the price difference per user between the ${plans[1].name} and ${plans[2].name} plans?`; spans = [plans[1].line.split(' includes')[0], plans[2].line.split(' includes')[0]]; }
  return { domain: 'kb', lang: 'en', docs, question: q, spans, qtype: k, kind: 'lookup', topic: product };
}

function dContract(r: R): Item {
  const [A, B] = D.companies(r, 2) as [string, string];
  const cl = D.contract(r, [A, B]);
  const docs = [{ title: `Master Services Agreement between ${A} and ${B}`, text: `MASTER SERVICES AGREEMENT\n\nThis Agreement is made between ${A} ("Client") and ${B} ("Supplier").\n\n` + cl.map((c) => `${c.num} ${c.title}. ${c.text}`).join('\n\n') }];
  const k = r.pick(['clause-number', 'paraphrase', 'fact', 'existence', 'yesno', 'number']);
  const by = (n: string) => cl.find((c) => c.num === n)!;
  let q = '', spans: string[] = [];
  if (k === 'clause-number') { const c = r.pick(cl.filter((x) => Object.keys(x.facts).length)); q = `What does clause ${c.num} say?`; spans = [c.text]; }
  else if (k === 'paraphrase') { const p = r.pick([['How much warning do we have to give if we just want to walk away from this deal?', 'notice'], ['How quickly do we need to pay their bills?', 'net'], ['What is the most either side could ever owe the other?', 'cap'], ['How long do we have to keep their secrets after the deal ends?', 'conf']]); const c = cl.find((x) => x.facts[p[1]])!; q = p[0]; spans = [c.facts[p[1]]]; }
  else if (k === 'fact') { const f = r.pick(['law', 'insurance', 'warranty', 'term', 'late']); const c = cl.find((x) => x.facts[f])!; q = { law: 'Which law governs this agreement?', insurance: 'How much professional indemnity insurance must the Supplier carry?', warranty: 'How long is the warranty period on deliverables?', term: 'What is the initial term?', late: 'What interest applies to late payments?' }[f]!; spans = [c.facts[f]]; }
  else if (k === 'existence') { q = 'Is there any mention of a deadline for notifying a personal data breach?'; spans = [by('5.2').facts.breach, 'personal data breach']; }
  else if (k === 'yesno') { q = `Can ${B} hand part of the work to a subcontractor without asking ${A}?`; spans = [by('2.2').facts.sub]; }
  else { q = `In section 8.1, what's the liability cap?`; spans = [by('8.1').facts.cap]; }
  return { domain: 'contract', lang: 'en', docs, question: q, spans, qtype: k, kind: 'lookup', topic: 'the agreement', single: true };
}

function dTranscript(r: R): Item {
  const t = D.transcript(r, r.int(40, 400));
  const k = r.pick(['fact', 'paraphrase', 'who', 'number']);
  const m: Record<string, [string, string]> = { fact: ['When are we launching the beta?', t.facts.launch], paraphrase: ['Which content delivery provider did the team settle on?', t.facts.vendor], who: ['Who is responsible for writing the incident post-mortem?', t.facts.owner], number: ['How much money was approved for the migration?', t.facts.budget] };
  return { domain: 'transcript', lang: 'en', docs: [{ title: 'Weekly sync — transcript', text: t.text }], question: m[k][0], spans: [m[k][1]], qtype: k, kind: 'lookup', topic: 'the meeting', single: true };
}

function dEmail(r: R): Item {
  const e = D.emailThread(r, r.int(6, 40));
  const k = r.pick(['id', 'number', 'temporal']);
  const m: Record<string, [string, string]> = { id: ["What's the PO number for this order?", e.facts.po], number: ['What is the final total after the discount?', e.facts.amount], temporal: ['When will the shipment go out?', e.facts.ship] };
  return { domain: 'email', lang: 'en', docs: [{ title: 'Email thread: Order for Q4 components', text: e.text }], question: m[k][0], spans: [m[k][1]], qtype: k, kind: 'lookup', topic: 'the email thread', single: true };
}

function dClinical(r: R): Item {
  const c = D.clinical(r, r.int(6, 45));
  const k = r.pick(['fact', 'temporal', 'superlative', 'count-filter', 'existence']);
  let q = '', spans: string[] = [];
  if (k === 'fact') { q = 'Does the patient have any documented drug allergies?'; spans = [c.facts.allergy]; }
  else if (k === 'temporal') { const v = r.pick(c.visits); q = `What was the blood pressure at the ${v.date} visit?`; spans = [`VISIT ${v.date}`, `BP ${v.bp} mmHg`]; }
  else if (k === 'superlative') { const m = c.visits.reduce((a, b) => (parseFloat(b.a1c) > parseFloat(a.a1c) ? b : a)); q = 'What was the highest HbA1c recorded, and when?'; spans = [`VISIT ${m.date}`, `HbA1c ${m.a1c}%`]; }
  else if (k === 'count-filter') { q = 'How many visits recorded a systolic blood pressure of 150 or higher? List the dates.'; spans = c.visits.filter((v) => parseInt(v.bp) >= 150).flatMap((v) => [`VISIT ${v.date}`, `BP ${v.bp} mmHg`]); }
  else { const v = r.pick(c.visits); q = `Was ${v.med} ever prescribed at ${v.dose}?`; spans = [`${v.med} ${v.dose}`]; }
  return { domain: 'clinical', lang: 'en', docs: [{ title: 'Outpatient notes — patient #48213', text: c.text }], question: q, spans, qtype: k, kind: 'lookup', topic: 'the patient record', single: true };
}

function dChangelog(r: R): Item {
  const pkg = r.pick(['fetchkit', 'undertow-js', 'httpx-lite', 'reqwire']);
  const c = D.changelog(r, r.int(15, 150), pkg);
  const k = r.pick(['version', 'temporal-between', 'quote', 'existence']);
  let q = '', spans: string[] = [];
  const i = r.int(1, c.versions.length - 2);
  if (k === 'version') { const v = c.versions[i]; q = `What changed in ${v.v}?`; spans = [`## [${v.v}]`, ...v.items]; }
  else if (k === 'temporal-between') { const newer = c.versions[i - 1], older = c.versions[i]; q = `What changed between ${older.v} and ${newer.v}?`; spans = [`## [${newer.v}]`, ...newer.items]; }
  else if (k === 'quote') { const v = c.versions[i]; const it = v.items[0]; q = `Which release contains "${it}"?`; spans = [`## [${v.v}]`, it]; }
  else { const v = c.versions[i]; const it = v.items[v.items.length - 1]; const pr = it.match(/#\d+/)![0]; q = `Is there any mention of PR ${pr} in the changelog? Which version?`; spans = [`## [${v.v}]`, it]; }
  // uniqueness of bullet lines is not guaranteed across versions; spans keep the header too
  return { domain: 'changelog', lang: 'en', docs: [{ title: `${pkg} CHANGELOG.md`, text: c.text }], question: q, spans, qtype: k, kind: 'lookup', topic: pkg, single: true };
}

function dApi(r: R): Item {
  const eps = D.apiDocs(r);
  const seen = new Set<number>();
  for (const e of eps) { while (seen.has(e.rate)) e.rate++; seen.add(e.rate); e.text = e.text.replace(/Rate limit: \d+/, `Rate limit: ${e.rate}`); }
  const e = r.pick(eps);
  const k = r.pick(['path-key', 'scope']);
  const q = k === 'path-key' ? `What's the rate limit on ${e.method} ${e.path}?` : `Which scope do I need to call ${e.method} ${e.path}?`;
  const spans = [`### ${e.method} ${e.path}\n`, k === 'path-key' ? `Rate limit: ${e.rate} requests per minute` : `Required scope: \`${e.scope}\`. Rate limit: ${e.rate}`];
  return { domain: 'api', lang: 'en', docs: [{ title: 'REST API reference v2', text: '# REST API reference\n\nAll requests require a bearer token. Base URL: https://api.example.com\n\n' + eps.map((x) => x.text).join('\n') }], question: q, spans, qtype: k, kind: 'lookup', topic: 'the API', single: true };
}

function dI18n(r: R, lang: string): Item {
  const L = LANGS[lang];
  const n = r.int(12, 80);
  const names = r.shuffle(D.companies(r, 30).map((c) => c.split(' ')[0])).slice(0, 30);
  const recs: { name: string; rec: ReturnType<typeof L.rec> }[] = [];
  const used = new Set<string>();
  for (let i = 0; i < n; i++) {
    let name = `${r.pick(names)} ${r.pick(['A', 'S', 'X', 'Z'])}${r.int(10, 999)}`;
    while (used.has(name)) name += 'b';
    used.add(name);
    recs.push({ name, rec: L.rec(name, r.int(20, 3000), r.pick(D.CITIES), r.int(6, 60), `+49 30 ${r.int(1000000, 9999999)}`) });
  }
  const docs = recs.map((x) => ({ title: x.name, text: [x.rec.text, ...r.shuffle(L.fill).slice(0, r.int(1, 3))].join(lang === 'zh' || lang === 'ja' ? '' : ' ') }));
  const t = r.pick(recs);
  const k = r.pick(['warranty', 'price', 'city']);
  const q = k === 'warranty' ? L.qWarranty(t.name) : k === 'price' ? L.qPrice(t.name) : L.qCity(t.name);
  return { domain: 'catalogue-i18n', lang, docs, question: q, spans: [(t.rec as any)[k]], qtype: 'fact', kind: 'lookup', topic: 'products' };
}

// ---------------------------------------------------------------- wrappers (framework formats)
const SYS_QA = 'You are an expert Q&A system that is trusted around the world.\nAlways answer the query using the provided context information, and not prior knowledge.\nSome rules to follow:\n1. Never directly reference the given context in your answer.\n2. Avoid statements like \'Based on the context, ...\' or \'The context information ...\' or anything along those lines.';
type Wrap = (r: R, it: Item) => Msg[];
const joinDocs = (it: Item, sep = '\n\n') => it.docs.map((d) => d.text).join(sep);
const W: Record<string, Wrap> = {
  'openai-cookbook': (r, it) => [{ role: 'system', content: `You answer questions about ${it.topic}.` }, { role: 'user', content: `Use the below articles on ${it.topic} to answer the subsequent question. If the answer cannot be found in the articles, write "I could not find an answer."` + it.docs.map((d) => `\n\nWikipedia article section:\n"""\n${d.text}\n"""`).join('') + `\n\nQuestion: ${it.question}` }],
  'langchain-stuff': (r, it) => [{ role: 'user', content: `Use the following pieces of context to answer the question at the end. If you don't know the answer, just say that you don't know, don't try to make up an answer.\n\n${joinDocs(it)}\n\nQuestion: ${it.question}\nHelpful Answer:` }],
  'langchain-stuff-chat': (r, it) => [{ role: 'system', content: `Use the following pieces of context to answer the user's question. \nIf you don't know the answer, just say that you don't know, don't try to make up an answer.\n----------------\n${joinDocs(it)}` }, { role: 'user', content: it.question }],
  'langchain-refine': (r, it) => [{ role: 'user', content: `The original question is as follows: ${it.question}\nWe have provided an existing answer: I could not find this information in the previous documents.\nWe have the opportunity to refine the existing answer (only if needed) with some more context below.\n------------\n${joinDocs(it)}\n------------\nGiven the new context, refine the original answer to better answer the question. If the context isn't useful, return the original answer.` }],
  'langchain-mapreduce': (r, it) => [{ role: 'user', content: `Given the following extracted parts of a long document and a question, create a final answer with references ("SOURCES"). \nIf you don't know the answer, just say that you don't know. Don't try to make up an answer.\nALWAYS return a "SOURCES" part in your answer.\n\nQUESTION: ${it.question}\n=========\n${it.docs.map((d, i) => `Content: ${d.text}\nSource: ${d.source ?? `${i}-pl`}`).join('\n')}\n=========\nFINAL ANSWER:` }],
  'langchain-map': (r, it) => [{ role: 'user', content: `Use the following portion of a long document to see if any of the text is relevant to answer the question. \nReturn any relevant text verbatim.\n${joinDocs(it, '\n')}\nQuestion: ${it.question}\nRelevant text, if any:` }],
  'llamaindex-textqa': (r, it) => [{ role: 'system', content: SYS_QA }, { role: 'user', content: `Context information is below.\n---------------------\n${it.docs.map((d, i) => `file_path: ${d.source ?? `data/doc_${i}.txt`}\n\n${d.text}`).join('\n\n')}\n---------------------\nGiven the context information and not prior knowledge, answer the query.\nQuery: ${it.question}\nAnswer: ` }],
  'llamaindex-refine': (r, it) => [{ role: 'user', content: `The original query is as follows: ${it.question}\nWe have provided an existing answer: The documents reviewed so far do not state this.\nWe have the opportunity to refine the existing answer (only if needed) with some more context below.\n------------\n${joinDocs(it)}\n------------\nGiven the new context, refine the original answer to better answer the query. If the context isn't useful, return the original answer.\nRefined Answer: ` }],
  haystack: (r, it) => [{ role: 'user', content: `Given the following information, answer the question.\n\nContext:\n${it.docs.map((d) => `    ${d.text}\n`).join('')}\nQuestion: ${it.question}\nAnswer:` }],
  'anthropic-xml': (r, it) => [{ role: 'user', content: `<documents>\n${it.docs.map((d, i) => `<document index="${i + 1}">\n<source>${d.source ?? d.title}</source>\n<document_content>\n${d.text}\n</document_content>\n</document>`).join('\n')}\n</documents>\n\n${r.next() < 0.5 ? 'Find quotes from the documents that are relevant to answering the question, place them in <quotes> tags, then answer.\n\n' : ''}${it.question}` }],
  'rag-citations': (r, it) => [{ role: 'system', content: 'You are a helpful assistant. Answer using only the provided sources and cite them inline like [1]. If the sources do not contain the answer, say so.' }, { role: 'user', content: `Sources:\n${it.docs.map((d, i) => `[${i + 1}] ${d.title}\n${d.text}`).join('\n\n')}\n\nQuestion: ${it.question}` }],
  'support-bot': (r, it) => [{ role: 'system', content: `You are Ava, the support assistant for ${it.topic}. Answer customer questions using the knowledge base below. Be concise and friendly. If the answer is not in the knowledge base, offer to open a ticket.\n\n# Knowledge base\n\n${it.docs.map((d) => `## ${d.title}\n${d.text}`).join('\n\n')}` }, { role: 'user', content: 'hi there' }, { role: 'assistant', content: `Hi! I'm Ava from ${it.topic} support. How can I help you today?` }, { role: 'user', content: it.question }],
  'multi-turn-earlier': (r, it) => [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: `Here's the ${it.single ? it.docs[0].title : 'material'} I mentioned:\n\n${joinDocs(it)}` }, { role: 'assistant', content: "Thanks — I've read through it. What would you like to know?" }, { role: 'user', content: 'Before that, quick unrelated thing: what is a good name for a team offsite in spring? Something short.' }, { role: 'assistant', content: 'How about "Spring Reset", "Bloom Days" or "Fresh Start Summit"?' }, { role: 'user', content: 'Ha, Bloom Days it is. Also, is it "affect" or "effect" in "the change will ___ everyone"?' }, { role: 'assistant', content: 'It\'s "affect" — the change will affect everyone (verb). "Effect" is usually the noun.' }, { role: 'user', content: `Thanks. Going back to what I pasted earlier — ${it.question}` }],
  'agent-tools': (r, it) => {
    const half = Math.ceil(it.docs.length / 2);
    const res1 = JSON.stringify({ results: it.docs.slice(0, half).map((d, i) => ({ id: `doc_${i}`, title: d.title, url: d.source ?? `https://intranet.example.com/d/${i}`, snippet: d.text, score: +(0.9 - i * 0.01).toFixed(3) })) }, null, 2);
    const res2 = it.docs.slice(half).map((d) => `# ${d.title}\n${d.text}`).join('\n\n');
    return [{ role: 'system', content: 'You are a research agent. Use the tools to gather information, then answer the user. Cite document titles.' }, { role: 'user', content: it.question }, { role: 'assistant', content: null, tool_calls: [{ id: 'call_a1', type: 'function', function: { name: 'search_docs', arguments: JSON.stringify({ query: it.question.slice(0, 60), top_k: half }) } }, { id: 'call_a2', type: 'function', function: { name: 'fetch_documents', arguments: JSON.stringify({ ids: ['batch-2'] }) } }] }, { role: 'tool', tool_call_id: 'call_a1', content: res1 }, { role: 'tool', tool_call_id: 'call_a2', content: res2 || 'No further documents.' }];
  },
  'plain-q-last': (r, it) => [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: `${joinDocs(it)}\n\n${it.question}` }],
  'plain-q-first': (r, it) => [{ role: 'user', content: `${it.question}\n\n${joinDocs(it)}` }],
  'content-parts': (r, it) => [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: [{ type: 'text', text: joinDocs(it) }, { type: 'text', text: it.question }] }],
};
const TOOLS = [{ type: 'function', function: { name: 'search_docs', description: 'Search the document index', parameters: { type: 'object', properties: { query: { type: 'string' }, top_k: { type: 'integer' } }, required: ['query'] } } }, { type: 'function', function: { name: 'fetch_documents', description: 'Fetch documents by id', parameters: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } } } } } }];

// ---------------------------------------------------------------- special families (code, data, tools)
function famCoding(r: R, i: number): Case {
  const f = D.codeFile(r, r.int(80, 700));
  const name = r.pick(Object.keys(f.fns));
  const fn = f.fns[name];
  const throwLine = fn.start + 11;
  const numbered = f.lines.map((l, j) => `${String(j + 1).padStart(4)} | ${l}`).join('\n');
  const file = `src/lib/${r.pick(['core', 'util', 'runtime'])}.js`;
  const trace = `Error: ${name}: unexpected state ${fn.special.match(/state (\d+)/)![1]}\n    at ${name} (${file}:${throwLine}:11)\n    at processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at async main (src/index.js:42:3)`;
  const testOut = ` FAIL  test/${name}.test.js\n  ● ${name} › handles large inputs\n\n    ${trace.split('\n')[0]}\n\n  ${Array.from({ length: r.int(5, 40) }, (_, j) => `  ✓ ${['parses', 'rejects', 'caches', 'retries', 'normalises'][j % 5]} case ${j} (${r.int(1, 40)} ms)`).join('\n')}\n\nTests: 1 failed, ${r.int(5, 40)} passed`;
  const k = r.pick(['stack-trace', 'line-number', 'fn-behaviour', 'diff']);
  let q = '', spans: string[] = [], msgs: Msg[];
  if (k === 'stack-trace') { q = 'Why is this test failing and how do I fix it?'; spans = [fn.special.trim(), `if (result.length > opts.retries *`]; msgs = [{ role: 'system', content: 'You are an expert software engineer helping with a JavaScript codebase.' }, { role: 'user', content: `Here is ${file}:\n\n\`\`\`js\n${numbered}\n\`\`\`\n\nTest output:\n\`\`\`\n${testOut}\n\`\`\`\n\n${q}` }]; spans = [f.lines[throwLine - 1].trim(), f.lines[throwLine - 2].trim()]; }
  else if (k === 'line-number') { const ln = fn.start + 1; q = `What does line ${ln} do?`; spans = [f.lines[ln - 1].trim()]; msgs = [{ role: 'user', content: `\`\`\`js\n${numbered}\n\`\`\`\n\n${q}` }]; }
  else if (k === 'fn-behaviour') { q = `What does \`${name}\` return when input is falsy, and what are its default retries?`; spans = [`export function ${name}(input, options = {}) {`, f.lines[fn.start].trim()]; msgs = [{ role: 'system', content: 'You are a coding assistant.' }, { role: 'user', content: `File: ${file}\n\`\`\`javascript\n${f.lines.join('\n')}\n\`\`\`` }, { role: 'assistant', content: 'Got it. What would you like to know about this file?' }, { role: 'user', content: q }]; }
  else {
    const old = f.lines[fn.start]; const nw = old.replace(/retries: \d+/, 'retries: 0');
    const diff = `diff --git a/${file} b/${file}\nindex 3f2a1c0..9b7e4d2 100644\n--- a/${file}\n+++ b/${file}\n@@ -${fn.start},7 +${fn.start},7 @@\n ${f.lines[fn.start - 1]}\n-${old}\n+${nw}\n ${f.lines[fn.start + 1]}\n ${f.lines[fn.start + 2]}`;
    q = `Review this diff. Could setting retries to 0 change when ${name} throws?`;
    spans = ['-' + old.trim(), '+' + nw.trim(), fn.special.trim()];
    msgs = [{ role: 'user', content: `${diff}\n\nFull file after the change:\n\`\`\`js\n${f.lines.join('\n').replace(old, nw)}\n\`\`\`\n\n${q}` }];
    spans = ['-' + old, '+' + nw, fn.special.trim()];
  }
  return { id: '', family: 'coding', domain: 'code', lang: 'en', kind: 'lookup', qtype: k, request: { model: 'gpt-4o', messages: msgs }, spans, question: q };
}

function famData(r: R): Case {
  const items = D.catalogue(r, r.int(30, 300));
  const fmt = r.pick(['csv', 'json', 'markdown']);
  const k = r.pick(['fact-id', 'count-filter', 'total', 'superlative', 'compare']);
  const it = r.pick(items), it2 = r.pick(items.filter((x) => x !== it));
  const cat = it.category, wh = it.warehouse;
  const row = (x: typeof it) => fmt === 'csv' ? `${x.sku},${x.name},${x.category},${x.price},${x.stock},${x.rating},${x.warehouse}` : fmt === 'markdown' ? `| ${x.sku} | ${x.name} | ${x.category} | ${x.price} | ${x.stock} | ${x.rating} | ${x.warehouse} |` : x.sku;
  const body = fmt === 'csv' ? 'sku,name,category,price,stock,rating,warehouse\n' + items.map(row).join('\n') : fmt === 'markdown' ? '| sku | name | category | price | stock | rating | warehouse |\n|---|---|---|---|---|---|---|\n' + items.map(row).join('\n') : JSON.stringify(items, null, 2);
  let q = '', spans: string[] = [];
  const jsonSpans = (x: typeof it, fields: (keyof typeof it)[]) => fmt === 'json' ? [x.sku, ...fields.map((f) => String(x[f]))] : [row(x)];
  if (k === 'fact-id') { q = `What's the price and stock level of ${it.sku}?`; spans = jsonSpans(it, ['price', 'stock']); }
  else if (k === 'count-filter') { q = `How many ${cat} are stocked in the ${wh} warehouse? List their SKUs.`; spans = items.filter((x) => x.category === cat && x.warehouse === wh).flatMap((x) => jsonSpans(x, [])); }
  else if (k === 'total') { q = `What is the total stock across all ${cat} products?`; spans = items.filter((x) => x.category === cat).flatMap((x) => jsonSpans(x, ['stock'])); }
  else if (k === 'superlative') { const m = items.filter((x) => x.category === cat).reduce((a, b) => (b.price > a.price ? b : a)); q = `Which ${cat.toLowerCase().replace(/s$/, '')} is the most expensive?`; spans = jsonSpans(m, ['price']); }
  else { q = `Compare ${it.sku} and ${it2.sku}: which one has the better rating?`; spans = [...jsonSpans(it, ['rating']), ...jsonSpans(it2, ['rating'])]; }
  const shape = r.pick(['paste', 'tool']);
  let msgs: Msg[];
  if (shape === 'paste') msgs = [{ role: 'system', content: 'You are a data analyst. Answer precisely; show your calculation when totals are involved.' }, { role: 'user', content: `${q}\n\n${fmt === 'csv' ? '```csv\n' + body + '\n```' : fmt === 'json' ? '```json\n' + body + '\n```' : body}` }];
  else msgs = [{ role: 'system', content: 'You are an inventory assistant with database access.' }, { role: 'user', content: q }, { role: 'assistant', content: null, tool_calls: [{ id: 'call_inv', type: 'function', function: { name: 'query_inventory', arguments: JSON.stringify({ format: fmt, limit: 1000 }) } }] }, { role: 'tool', tool_call_id: 'call_inv', content: body }];
  return { id: '', family: `data-${shape}`, domain: `catalogue-${fmt}`, lang: 'en', kind: 'lookup', qtype: k, request: { model: 'gpt-4o-mini', messages: msgs, tools: shape === 'tool' ? [{ type: 'function', function: { name: 'query_inventory', parameters: { type: 'object', properties: {} } } }] : undefined }, spans, question: q };
}

function famAgentMixed(r: R): Case {
  // several tool calls: web search JSON, HTML page, CSV, plain text
  const cs = D.companyProfiles(r, r.int(8, 30));
  const c = r.pick(cs);
  const items = D.catalogue(r, r.int(20, 120));
  const sku = r.pick(items);
  const search = JSON.stringify({ query: 'supplier profiles', results: cs.map((x, i) => ({ position: i + 1, title: x.name + ' - Company profile', link: `https://www.example.com/companies/${i}`, snippet: x.text })) });
  const html = `<!DOCTYPE html><html><head><title>Shipping policy</title><style>body{font-family:sans-serif}.nav{display:flex}</style><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}</script></head><body><nav class="nav"><a href="/">Home</a><a href="/shop">Shop</a><a href="/help">Help</a></nav><main><h1>Shipping policy</h1>${Array.from({ length: r.int(5, 25) }, (_, i) => `<p>Section ${i + 1}: Orders placed before ${r.int(10, 16)}:00 ship the same day from our ${r.pick(D.CITIES)} hub. Tracking numbers are emailed within ${r.int(1, 6)} hours.</p>`).join('')}<p id="intl">International orders to Switzerland and Norway incur a customs handling fee of €${r.int(5, 40)}.50.</p></main><footer>© 2024 Example Retail GmbH · <a href="/imprint">Imprint</a></footer></body></html>`;
  const fee = html.match(/customs handling fee of €\d+\.50/)![0];
  const csv = 'sku,name,category,price,stock,rating,warehouse\n' + items.map((x) => `${x.sku},${x.name},${x.category},${x.price},${x.stock},${x.rating},${x.warehouse}`).join('\n');
  const k = r.pick(['from-search', 'from-html', 'from-csv', 'multi-hop']);
  let q = '', spans: string[] = [];
  if (k === 'from-search') { q = `Who is the chief executive of ${c.name}?`; spans = [c.facts.ceo]; }
  else if (k === 'from-html') { q = 'Is there an extra fee for shipping to Switzerland?'; spans = [fee]; }
  else if (k === 'from-csv') { q = `How many units of ${sku.sku} are in stock?`; spans = [`${sku.sku},${sku.name},${sku.category},${sku.price},${sku.stock}`]; }
  else { q = `What is the customs fee for Norway, and where is ${c.name} headquartered?`; spans = [fee, c.facts.hq]; }
  const msgs: Msg[] = [{ role: 'system', content: 'You are a procurement agent. Use tools, then answer concisely.' }, { role: 'user', content: q }, { role: 'assistant', content: 'Let me look that up.', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'web_search', arguments: JSON.stringify({ q: 'supplier profiles' }) } }, { id: 'c2', type: 'function', function: { name: 'fetch_url', arguments: JSON.stringify({ url: 'https://shop.example.com/help/shipping' }) } }, { id: 'c3', type: 'function', function: { name: 'run_sql', arguments: JSON.stringify({ sql: 'SELECT * FROM inventory' }) } }] }, { role: 'tool', tool_call_id: 'c1', content: search }, { role: 'tool', tool_call_id: 'c2', content: html }, { role: 'tool', tool_call_id: 'c3', content: csv }];
  return { id: '', family: 'agent-mixed', domain: 'mixed', lang: 'en', kind: 'lookup', qtype: k, request: { model: 'gpt-4o', messages: msgs, tools: TOOLS }, spans, question: q };
}


function famLogs(r: R): Case[] {
  const out: Case[] = [];
  const comps = ['api-gateway', 'payments', 'auth', 'scheduler', 'search-indexer', 'mailer'];
  const normal = ['request completed in {ms}ms status=200', 'cache hit key=user:{id}', 'health check ok', 'connection pool size=12 idle=7', 'job heartbeat tick={id}', 'GET /v1/items/{id} 200 {ms}ms'];
  const mk = (n: number) => {
    const lines: string[] = []; const errs: string[] = []; const timeouts: string[] = [];
    let t = Date.UTC(2024, 9, 3, 8, 0, 0);
    for (let i = 0; i < n; i++) {
      t += r.int(50, 4000);
      const ts = new Date(t).toISOString();
      const c = r.pick(comps);
      let line: string;
      const x = r.next();
      if (x < 0.03) { line = `${ts} ERROR [payments] upstream timeout after ${r.int(3000, 9000)}ms txn=${code(r, 'TX')}`; timeouts.push(line); errs.push(line); }
      else if (x < 0.05) { line = `${ts} ERROR [${c}] ${r.pick(['NullPointerException in Handler.process', 'disk quota exceeded on /var/lib/' + c, 'TLS handshake failed peer=10.0.' + r.int(0, 255) + '.' + r.int(0, 255)])}`; errs.push(line); }
      else line = `${ts} ${r.pick(['INFO', 'INFO', 'DEBUG', 'WARN'])} [${c}] ${r.pick(normal).replace('{ms}', String(r.int(2, 900))).replace('{id}', String(r.int(1, 99999)))}`;
      lines.push(line);
    }
    return { text: lines.join('\n'), errs, timeouts };
  };
  const code = (rr: R, p: string) => D.code(rr, p);
  const whole = ['Summarise what happened in this log.', 'Find every ERROR line and list them with timestamps.', 'Go through the entire log and tell me everything unusual.', 'Convert these log lines into a CSV with columns timestamp, level, component, message.', 'Thoughts?', 'Any idea what is going on here?', ''];
  for (let k = 0; k < 28; k++) {
    const L = mk(r.int(60, 400));
    const w = whole[k % whole.length];
    const kind = w === '' ? 'none' : 'whole';
    const msgs: Msg[] = [{ role: 'system', content: 'You are an SRE assistant.' }, { role: 'user', content: w ? `${w}\n\n\`\`\`\n${L.text}\n\`\`\`` : L.text }];
    out.push({ id: '', family: 'logs-whole', domain: 'server-log', lang: 'en', kind, qtype: kind, request: { model: 'gpt-4o', messages: msgs }, spans: [], question: w });
  }
  for (let k = 0; k < 14; k++) {
    const L = mk(r.int(80, 400)); if (!L.timeouts.length) continue;
    const q = k % 2 ? 'How many times did the payments service time out? Give the transaction IDs.' : 'List the transaction IDs of all upstream timeouts.';
    out.push({ id: '', family: 'logs-lookup', domain: 'server-log', lang: 'en', kind: 'lookup', qtype: 'count-filter', request: { model: 'gpt-4o', messages: [{ role: 'user', content: `${q}\n\n${L.text}` }] }, spans: L.timeouts, question: q });
  }
  // transcripts with whole / no-question phrasing
  const tw = ['Thoughts?', 'Can you write up the minutes from this call?', 'What were all the decisions and action items?', 'Who said what? Give me a per-person breakdown of everything they said.', 'Could you go through the whole call and flag anything that sounds like a risk?', ''];
  for (let k = 0; k < 18; k++) {
    const t = D.transcript(r, r.int(60, 300));
    const w = tw[k % tw.length];
    const kind = w === '' ? 'none' : 'whole';
    out.push({ id: '', family: 'transcript-whole', domain: 'transcript', lang: 'en', kind, qtype: kind, request: { model: 'gpt-4o', messages: [{ role: 'system', content: 'You are a meeting assistant.' }, { role: 'user', content: w ? `${t.text}\n\n${w}` : t.text }] }, spans: [], question: w });
  }
  return out;
}

// ---------------------------------------------------------------- whole-material & no-question
const WHOLE_EN = [
  'Summarize all of the documents above in one paragraph.', 'Translate everything above into German.', 'Find every date mentioned and list them chronologically.', 'Convert this into a table with one row per item.',
  'Could you go through the whole thing and flag anything that looks inconsistent?', 'Please proofread the full text and return the corrected version.', 'Count how many distinct people are mentioned.', 'List all the numbers that appear, with what each refers to.',
  'Rewrite this in plain English for a non-expert, keeping every detail.', 'Grade this document from 1 to 10 for clarity and explain.', 'Extract all named entities (people, companies, places) as JSON.', 'Compare all the items and rank them.',
  'Check every clause for anything unusual and list the clause numbers.', 'Give me a TL;DR.', 'Would you mind summarising this for my manager? She only has two minutes.', 'Turn this into bullet-point meeting minutes.',
];
const NOQ = ['', 'FYI', 'See below.', 'Here is the document.', 'Thoughts?', 'for later'];
function wholeDomains(r: R): Item {
  const b = r.pick([dCompany, dKB, dContract, dTranscript, dEmail, dClinical, dChangelog, dApi]);
  return b(r);
}

// ---------------------------------------------------------------- assemble
function matLen(it: Item) { return it.docs.reduce((a, d) => a + d.text.length, 0); }
function fits(it: Item) { const m = matLen(it); return m >= 2000 && m <= 40000; }

export function generate(): Case[] {
  const out: Case[] = [];
  const r = rng(20240917);
  const wrapNames = Object.keys(W);
  const lookupBuilders = [dCompany, dKB, dContract, dTranscript, dEmail, dClinical, dChangelog, dApi];
  const push = (c: Case) => { c.id = `c${String(out.length).padStart(4, '0')}`; out.push(c); };
  const render = (it: Item, wrap: string): Case => {
    const messages = W[wrap](r, it);
    return { id: '', family: wrap, domain: it.domain, lang: it.lang, kind: it.kind, qtype: it.qtype, request: { model: r.pick(['gpt-4o', 'gpt-4o-mini', 'gpt-4.1']), messages, tools: wrap === 'agent-tools' ? TOOLS : undefined }, spans: it.spans, question: it.question };
  };
  // 1) English lookups: every builder × every wrapper, 2 each
  for (const b of lookupBuilders) for (const w of wrapNames) for (let k = 0; k < 3; k++) {
    let it = b(r), tries = 0;
    while (!fits(it) && tries++ < 20) it = b(r);
    if (!fits(it)) continue;
    if (w === 'support-bot' && b !== dKB && r.next() < 0.6) continue;
    push(render(it, w));
  }
  // 2) multilingual lookups
  for (const lang of Object.keys(LANGS)) for (let k = 0; k < 7; k++) {
    let it = dI18n(r, lang); let tries = 0; while (!fits(it) && tries++ < 20) it = dI18n(r, lang);
    push(render(it, r.pick(['langchain-stuff', 'llamaindex-textqa', 'anthropic-xml', 'rag-citations', 'plain-q-last', 'multi-turn-earlier', 'langchain-stuff-chat'])));
  }
  // cross-lingual: English material, German/French/Spanish/Japanese question
  const xq: Record<string, (n: string) => string> = { de: (n) => `Wo hat ${n} seinen Hauptsitz?`, fr: (n) => `Où se trouve le siège de ${n} ?`, es: (n) => `¿Dónde tiene su sede ${n}?`, ja: (n) => `${n}の本社はどこにありますか？` };
  for (const lang of Object.keys(xq)) for (let k = 0; k < 3; k++) {
    let it = dCompany(r); while (!fits(it)) it = dCompany(r);
    const c = D.companyProfiles(r, 1); // unused entropy
    const tgt = it.docs[r.int(0, it.docs.length - 1)];
    const hq = tgt.text.match(/headquartered in [^.]+/);
    if (!hq) continue;
    it = { ...it, question: xq[lang](tgt.title), spans: [hq[0]], qtype: 'cross-lingual', lang: `${lang}>en` };
    push(render(it, r.pick(['langchain-stuff', 'llamaindex-textqa', 'plain-q-last'])));
  }
  // 3) special families
  for (let k = 0; k < 45; k++) push(famCoding(r, k));
  for (let k = 0; k < 50; k++) push(famData(r));
  for (let k = 0; k < 35; k++) push(famAgentMixed(r));
  for (const c of famLogs(r)) push(c);
  // 4) whole-material tasks (English, multiple wrappers)
  for (let k = 0; k < 80; k++) {
    let it = wholeDomains(r); while (!fits(it)) it = wholeDomains(r);
    it = { ...it, question: r.pick(WHOLE_EN), spans: [], kind: 'whole', qtype: 'whole' };
    push(render(it, r.pick(['plain-q-last', 'plain-q-first', 'multi-turn-earlier', 'langchain-stuff-chat', 'anthropic-xml', 'llamaindex-textqa', 'content-parts', 'agent-tools'])));
  }
  for (const lang of Object.keys(LANGS)) for (let k = 0; k < 4; k++) {
    let it = dI18n(r, lang); while (!fits(it)) it = dI18n(r, lang);
    it = { ...it, question: LANGS[lang].whole[k], spans: [], kind: 'whole', qtype: 'whole' };
    push(render(it, r.pick(['plain-q-last', 'plain-q-first', 'anthropic-xml', 'multi-turn-earlier'])));
  }
  // 5) no question
  for (let k = 0; k < 30; k++) {
    let it = wholeDomains(r); while (!fits(it)) it = wholeDomains(r);
    const noq = r.pick(NOQ);
    const msgs: Msg[] = [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: noq ? `${noq}\n\n${joinDocs(it)}` : joinDocs(it) }];
    push({ id: '', family: 'no-question', domain: it.domain, lang: 'en', kind: 'none', qtype: 'none', request: { model: 'gpt-4o', messages: msgs }, spans: [] });
  }
  for (const lang of ['de', 'zh', 'ar', 'hi', 'ko']) {
    let it = dI18n(r, lang); while (!fits(it)) it = dI18n(r, lang);
    push({ id: '', family: 'no-question', domain: it.domain, lang, kind: 'none', qtype: 'none', request: { model: 'gpt-4o', messages: [{ role: 'user', content: joinDocs(it) }] }, spans: [] });
  }
  return out;
}

export function spanUnique(c: Case): boolean {
  const h = normSpan(c.request.messages.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? ''))).join('\n'));
  return c.spans.every((s) => { const n = normSpan(s); const i = h.indexOf(n); return i >= 0; });
}
