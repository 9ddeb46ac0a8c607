// Probe 9 generator: ten prompt SHAPES real apps and users send, each with invented material (materials.ts),
// lookups (gold spans that must survive), whole-material tasks and pastes with no request (must stay intact):
//   notebook              raw .ipynb JSON or the "# In[3]:" / "# Out[3]:" export; the material is in outputs
//                         (printed DataFrame, training log, printed dict); the question in a markdown cell,
//                         the user turn (before/after/next turn) or the system prompt
//   tool_arg              retrieval agents: the question exists ONLY as a tool-call argument (search / retrieve_
//                         documents), the tool result holds passages (JSON array, JSONL, wrapped, plain chunks)
//   sql                   the question as SQL comments (-- Q:, /* */, -- TODO) above/below INSERT dumps, mysqldump,
//                         CREATE TABLE + rows, psql / mysql grids, passages stored as string literals
//   subtitles             SRT / WebVTT transcripts of meetings, lectures, podcasts; "what was said" and "when"
//   multiple_choice       material + question with options A) / (a) / 1. / A. and "answer with the letter"
//   voice_memo            spoken-style transcribed questions (lowercase, fillers, run-on, chatter)
//   checklist             reference in the SYSTEM prompt; the user sends a form / blank / three numbered questions
//   question_first_paste  "quick q — what's X? here's the export:" + block (+ a closing line that is no question)
//   md_table              markdown tables of 80–200 rows
//   chat_export           Slack / "[10:42] alice:" / WhatsApp / Discord exports where the answer is one message
// ~16 % of prompts are in German, Spanish, Polish, Japanese or Indonesian (some mixed with English material).
// Deterministic (seeded). Every gold span is asserted to occur exactly once in the request and never in the
// question's own words.
import { Rng, allText, haystack, normSpan, type Case, type Msg, type Kind } from '../probe4/lib.js';
import * as M from './materials.js';

export interface Case9 extends Case {
  wording: string; hops: number; matTokens: number;
  /** The asked facts' questions in their original form (for outside ablations, e.g. restoring case). */
  fq?: string[];
  /** The material as it stands in the request (for outside ablations that re-shape the prompt). */
  mat: string;
}

const MODEL = 'gpt-4o';
const user = (c: string): Msg => ({ role: 'user', content: c });
const asst = (c: string): Msg => ({ role: 'assistant', content: c });
const sysm = (c: string): Msg => ({ role: 'system', content: c });
const SYS = ['You are a helpful assistant.', 'You are a concise assistant. Answer briefly and accurately.', 'You are ChatGPT, a large language model. Be accurate; say so when you are unsure.'];

export type W = 'q' | 'order' | 'label' | 'nopunct' | 'polite' | 'lower' | 'long' | 'constraint';
export const WS: W[] = ['q', 'order', 'label', 'nopunct', 'polite', 'lower', 'long', 'constraint'];
const lc1 = (s: string) => s[0]!.toLowerCase() + s.slice(1);
const noQ = (s: string) => s.replace(/[?？]\s*$/, '').replace(/^¿/, '');

interface LP { label: string[]; order: (np: string, r: Rng) => string; polite: (np: string) => string; long: string[]; cnum: string; cval: string }
const LPS: Record<M.Lang, LP> = {
  en: {
    label: ['Q:', 'Query:', 'Task:', 'Question:'], order: (np, r) => `${r.pick(['Find', 'Look up', 'Tell me', 'Give me', 'Pull out'])} ${np}.`, polite: (np) => `Could you please tell me ${np}? Thank you so much!`,
    long: ["I'm putting together the weekly update for my manager and I want to double-check one detail before it goes out, because last time I got a number wrong and it caused a bit of confusion in the leadership meeting, so bear with me:", 'Okay, so some context first: a colleague asked me this in a meeting earlier, I said I would check the source and get back to them today, and I would rather not guess. Here is the question:'],
    cnum: 'Answer with just the number.', cval: 'Reply with only the value, nothing else.',
  },
  de: {
    label: ['Frage:'], order: (np) => `Nenne mir ${np}.`, polite: (np) => `Könntest du mir bitte ${np} sagen? Vielen Dank!`,
    long: ['Ich bereite gerade den Wochenbericht für meine Chefin vor und möchte eine Angabe noch einmal prüfen, bevor ich ihn verschicke, weil ich mich letztes Mal bei einer Zahl vertan habe:'],
    cnum: 'Antworte nur mit der Zahl.', cval: 'Antworte nur mit dem Wert, sonst nichts.',
  },
  es: {
    label: ['Pregunta:'], order: (np) => `Dime ${np}.`, polite: (np) => `¿Podrías decirme ${np}, por favor? ¡Gracias!`,
    long: ['Estoy preparando el informe semanal para mi jefa y quiero comprobar un dato antes de enviarlo, porque la última vez me equivoqué con una cifra y se armó un lío en la reunión:'],
    cnum: 'Responde solo con el número.', cval: 'Responde solo con el valor, nada más.',
  },
  pl: {
    label: ['Pytanie:'], order: (np) => `Podaj ${np}.`, polite: (np) => `Czy możesz mi proszę podać ${np}? Dziękuję!`,
    long: ['Przygotowuję cotygodniowy raport dla szefowej i chcę sprawdzić jedną rzecz, zanim go wyślę, bo ostatnio pomyliłem się w liczbach i zrobiło się zamieszanie:'],
    cnum: 'Odpowiedz tylko liczbą.', cval: 'Podaj tylko wartość, nic więcej.',
  },
  ja: {
    label: ['質問：'], order: (np) => `${np}を教えて。`, polite: (np) => `${np}を教えていただけますか？よろしくお願いします。`,
    long: ['上司向けの週次レポートを作っていて、送る前にひとつだけ確認したいことがあります。前回数字を間違えて会議で混乱させてしまったので、念のため：'],
    cnum: '数字だけで答えてください。', cval: '値だけで答えてください。',
  },
  id: {
    label: ['Pertanyaan:'], order: (np) => `Carikan ${np}.`, polite: (np) => `Boleh tolong kasih tahu ${np}? Terima kasih banyak!`,
    long: ['Aku lagi menyiapkan laporan mingguan untuk atasan dan mau cek satu hal dulu sebelum kukirim, soalnya minggu lalu aku salah angka dan jadi ribet di rapat:'],
    cnum: 'Jawab dengan angkanya saja.', cval: 'Jawab dengan nilainya saja, tanpa yang lain.',
  },
};
const isCjk = (l: M.Lang) => l === 'ja';
/** The fact asked in one of eight wordings, in the fact's language. */
export function phrase(f: M.Fact, w: W, r: Rng, lang: M.Lang = 'en'): string {
  const P = LPS[lang];
  const q = f.q, sp = isCjk(lang) ? '' : ' ';
  switch (w) {
    case 'q': return q;
    case 'order': return P.order(f.np, r);
    case 'label': return `${r.pick(P.label)}${sp}${q}`;
    case 'nopunct': return isCjk(lang) ? noQ(q) : lc1(noQ(q));
    case 'polite': return P.polite(f.np);
    case 'lower': return q.toLowerCase();
    case 'long': return `${r.pick(P.long)}${sp}${q}`;
    default: return `${q}${sp}${f.num ? P.cnum : P.cval}`;
  }
}
const STOP_EN = new Set(['the', 'of', 'to', 'on', 'a', 'an', 'for', 'how', 'does', 'do', 'which', 'what', 'is', 'that', 'you', 'in', 'at', 'by', 'with']);
const keywords = (np: string) => np.replace(/[?.,]/g, '').split(' ').filter((w) => !STOP_EN.has(w.toLowerCase())).join(' ');

/** A fact whose spans occur exactly once in `text`, preferring the requested region (0 early, 1 middle, 2 late). */
let picked: M.Fact[] = [];
function pickFact(r: Rng, text: string, facts: M.Fact[], region: number, pred: (f: M.Fact) => boolean = () => true): M.Fact {
  const ok = M.uniqueFacts(text, facts).filter((f) => !f.hops && pred(f));
  const inR = ok.filter((f) => Math.min(2, Math.floor((f.at ?? 0) * 3)) === region);
  const pool = inR.length ? inR : ok;
  if (!pool.length) throw new Error('no unique fact');
  const f = r.pick(pool);
  picked.push(f);
  return f;
}
function pickFacts(r: Rng, text: string, facts: M.Fact[], n: number): M.Fact[] {
  const out: M.Fact[] = [];
  for (let k = 0; k < n; k++) out.push(pickFact(r, text, facts, k % 3, (f) => !out.some((g) => g.key === f.key || g.spans[0] === f.spans[0])));
  return out;
}
const hopFact = (text: string, facts: M.Fact[]) => { const f = M.uniqueFacts(text, facts).find((g) => g.hops); if (f) picked.push(f); return f; };

export const FAMILIES = ['notebook', 'tool_arg', 'sql', 'subtitles', 'multiple_choice', 'voice_memo', 'checklist', 'question_first_paste', 'md_table', 'chat_export'] as const;
/** Case slots per family: 0–13 lookups, 14–19 whole-material tasks, 20–23 pastes with no request. */
const N = 24;
const kindOf = (i: number): Kind => (i < 14 ? 'lookup' : i < 20 ? 'whole' : 'noq');

export function generate(): Case9[] {
  const cases: Case9[] = [];
  const push = (family: string, i: number, kind: Kind, c: Omit<Case9, 'id' | 'family' | 'kind' | 'matTokens' | 'mat'>, material: string) => {
    const id = `p9-${family}-${String(i).padStart(2, '0')}`;
    const all = allText(c.request.messages);
    const hay = haystack(c.request.messages);
    for (const s of c.spans) {
      if (M.countIn(all, s) !== 1) throw new Error(`${id}: span occurs ${M.countIn(all, s)}× in the request: ${s}`);
      if (!hay.includes(normSpan(s))) throw new Error(`${id}: span not in request: ${s}`);
      if (normSpan(c.question).includes(normSpan(s))) throw new Error(`${id}: span in the question: ${s}`);
    }
    if (kind === 'lookup' && !c.spans.length) throw new Error(`${id}: lookup without spans`);
    if (kind !== 'lookup' && c.spans.length) throw new Error(`${id}: spans on a ${kind}`);
    const fq = picked.filter((f) => f.spans.every((s) => c.spans.includes(s))).map((f) => f.q);
    picked = [];
    cases.push({ id, family, kind, ...c, matTokens: M.tok(material), mat: material, ...(fq.length ? { fq } : {}) });
  };
  const sys = (r: Rng, p = 0.35): Msg[] => (r.chance(p) ? [sysm(r.pick(SYS))] : []);
  const wOf = (i: number, salt: number): W => WS[(i * 3 + salt) % WS.length]!;

  // ======================= 1. notebook =======================
  for (let i = 0; i < N; i++) {
    const r = new Rng(9100 + i);
    const kind = kindOf(i);
    const lang: 'en' | 'de' | 'ja' = i === 12 || i === 19 ? 'de' : i === 13 || i === 23 ? 'ja' : 'en';
    const nk = i === 5 ? 'sales' : (['sales', 'training', 'experiments'] as const)[i % 3]!;
    const exported = i % 2 === 1;
    const tgt = r.int(1500, 7000);
    const nb = M.notebook(r, nk, nk === 'training' ? tgt * 0.9 : exported ? tgt * 0.75 : tgt * 0.55, lang, i === 5);
    const render = (extra?: { at: number; cell: M.Cell }) => (exported ? M.renderExported(nb.cells, extra) : M.renderIpynb(nb.cells, extra));
    const plain = render();
    let q = '', spans: string[] = [], wording = '-', hops = 1, note = `${nk} ${exported ? 'exported' : 'ipynb'}`;
    if (kind === 'lookup') {
      const hf = i === 5 ? hopFact(plain, nb.facts) : undefined;
      const f = hf ?? pickFact(r, plain, nb.facts, i % 3);
      const w = wOf(i, 0);
      wording = w;
      q = phrase(f, w, r, lang);
      spans = f.spans;
      hops = f.hops ?? 1;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${hf ? ' 2-hop' : ''}`;
    } else if (kind === 'whole') q = nb.whole[i % nb.whole.length]!;
    const pos = kind === 'noq' ? 'none' : (['md-cell-end', 'after', 'before', 'turn', 'system', 'md-cell-top', 'turn-after-ack'] as const)[i % 7]!;
    const fname = `${nb.title.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'analysis'}.ipynb`;
    const wrap = (s: string) => (exported ? `${fname.replace('.ipynb', '.py')} (exported):\n\n${s}` : s);
    let messages: Msg[];
    let material = plain;
    if (pos === 'none') {
      const lead = nb.noq[(i - 20) % nb.noq.length]!;
      messages = [...sys(r), user(lead ? `${lead}\n\n${wrap(plain)}` : wrap(plain))];
    } else if (pos === 'md-cell-end' || pos === 'md-cell-top') {
      const lbl = lang === 'de' ? '**Frage:**' : lang === 'ja' ? '**質問：**' : r.pick(['**Question:**', '### Open question', '**TODO (for the assistant):**']);
      const cell: M.Cell = { type: 'markdown', src: `${lbl}\n\n${q}` };
      material = render({ at: pos === 'md-cell-end' ? nb.cells.length - 1 : 1, cell });
      messages = [...sys(r), user(r.chance(0.5) ? wrap(material) : `${lang === 'de' ? 'Siehe Notebook, die Frage steht in der Markdown-Zelle.' : lang === 'ja' ? 'ノートブックです。質問はマークダウンのセルに書きました。' : 'See the notebook, the question is in the markdown cell.'}\n\n${wrap(material)}`)];
    } else if (pos === 'after') messages = [...sys(r), user(`${wrap(plain)}\n\n${q}`)];
    else if (pos === 'before') messages = [...sys(r), user(`${q}\n\n${wrap(plain)}`)];
    else if (pos === 'turn') messages = [...sys(r), user(wrap(plain)), user(q)];
    else if (pos === 'turn-after-ack') messages = [...sys(r), user(wrap(plain)), asst(lang === 'ja' ? 'ノートブックを受け取りました。何を確認しましょうか？' : lang === 'de' ? 'Ich habe das Notebook. Was soll ich mir ansehen?' : "I've got the notebook. What would you like me to look at?"), user(q)];
    else messages = [sysm(`You are a data-science assistant. The user will paste a Jupyter notebook. ${lang === 'de' ? 'Aufgabe' : lang === 'ja' ? 'タスク' : 'Task'}: ${q}`), user(wrap(plain))];
    push('notebook', i, kind, { lang, material: `nb-${nk}`, position: pos, question: q, spans, note, wording, hops, request: { model: MODEL, messages } }, material);
  }

  // ======================= 2. tool_arg =======================
  const TOOLS = [
    { type: 'function', function: { name: 'search', description: 'Search the product knowledge base', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } } },
    { type: 'function', function: { name: 'retrieve_documents', description: 'Retrieve the top-k passages for a question', parameters: { type: 'object', properties: { question: { type: 'string' }, top_k: { type: 'integer' } }, required: ['question'] } } },
    { type: 'function', function: { name: 'get_ticket', description: 'Read a support ticket', parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } } },
  ];
  const AGENT_SYS: Record<string, string> = {
    en: 'You are SupportBot, a retrieval agent for the support team. For each request, search the knowledge base with the tools, then answer using only the retrieved passages and cite their sources.',
    es: 'Eres SupportBot, un agente de recuperación para el equipo de soporte. Busca en la base de conocimiento con las herramientas y responde solo con los pasajes recuperados, citando las fuentes.',
    id: 'Kamu adalah SupportBot, agen pencarian untuk tim dukungan. Cari di basis pengetahuan dengan alat yang tersedia, lalu jawab hanya dari bagian yang ditemukan dan sebutkan sumbernya.',
  };
  const VAGUE: Record<string, string[]> = {
    en: ["help me with my customer's problem", 'Customer ticket came in, can you sort it?', 'continue', 'Can you look into this for the customer on the call?', 'see ticket'],
    es: ['ayúdame con el problema de mi cliente', 'ha entrado un ticket, ¿lo miras?'],
    id: ['tolong bantu masalah pelanggan saya', 'ada tiket masuk, bisa dicek?'],
  };
  for (let i = 0; i < N; i++) {
    const r = new Rng(9200 + i);
    const kind = kindOf(i);
    const lang: 'en' | 'es' | 'id' = i === 12 || i === 19 ? 'es' : i === 13 || i === 23 ? 'id' : 'en';
    const kb = M.kbPassages(r, r.int(1500, 6000), lang, i === 5);
    const text = kb.text;
    let q = '', spans: string[] = [], wording = '-', hops = 1, note = '';
    let f: M.Fact | undefined;
    if (kind === 'lookup') {
      const hf = i === 5 ? hopFact(text, kb.facts) : undefined;
      f = hf ?? pickFact(r, text, kb.facts, i % 3);
      const forms = ['q', 'keywords', 'nopunct', 'lower', 'order', 'q', 'keywords'] as const;
      const w = lang === 'en' ? forms[i % forms.length]! : (['q', 'nopunct'] as const)[i % 2]!;
      wording = w;
      q = w === 'keywords' ? keywords(f.np) : phrase(f, w as W, r, lang);
      spans = f.spans;
      hops = f.hops ?? 1;
      note = `fact@${(f.at ?? 0).toFixed(2)}${hf ? ' 2-hop' : ''}`;
    } else if (kind === 'whole') q = kb.whole[i % kb.whole.length]!;
    const shape = kind === 'noq' ? 'paste' : kind === 'whole' ? (['user-then-tool', 'user-then-tool-chunks'] as const)[i % 2]! : (['single-json', 'single-chunks', 'two-calls', 'parallel', 'wrapped', 'jsonl'] as const)[i % 6]!;
    const id = (k: number) => `call_${r.hex(6)}${k}`;
    const callMsg = (calls: { id: string; name: string; args: unknown }[]): Msg => ({ role: 'assistant', content: null, tool_calls: calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: JSON.stringify(c.args) } })) });
    const toolMsg = (cid: string, content: string): Msg => ({ role: 'tool', tool_call_id: cid, content });
    const useRetrieve = i % 2 === 1;
    const qArgs = (qq: string) => (useRetrieve ? { question: qq, top_k: r.pick([8, 10, 20]) } : { query: qq });
    const tname = useRetrieve ? 'retrieve_documents' : 'search';
    let messages: Msg[];
    if (shape === 'paste') messages = [...sys(r, 0.3), user(`${kb.noq[(i - 20) % kb.noq.length]}\n\n${M.renderPassages(kb.passages, i % 2 ? 'chunks' : 'json')}`.trim())];
    else if (shape.startsWith('user-then-tool')) {
      const c1 = id(1);
      messages = [sysm(AGENT_SYS[lang]!), user(q), callMsg([{ id: c1, name: 'retrieve_documents', args: { question: `${kb.models[0]} ${kb.topic}`, top_k: 50 } }]), toolMsg(c1, M.renderPassages(kb.passages, shape.endsWith('chunks') ? 'chunks' : 'json'))];
    } else if (shape === 'two-calls') {
      // first call: a vague query; its results lack the answer. second call: the question; results hold it.
      const hasAns = (p: M.Passage) => spans.some((s) => M.countIn(`${p.title} ${p.text}`, s) > 0);
      const withAns = kb.passages.filter(hasAns), rest = kb.passages.filter((p) => !hasAns(p));
      const half = Math.floor(rest.length / 2);
      const r1 = rest.slice(0, half), r2 = r.shuffle([...rest.slice(half), ...withAns]);
      const c1 = id(1), c2 = id(2);
      messages = [sysm(AGENT_SYS[lang]!), user(r.pick(VAGUE[lang]!)), callMsg([{ id: c1, name: tname, args: qArgs(`${kb.models[r.int(0, kb.models.length - 1)]}`) }]), toolMsg(c1, M.renderPassages(r1, 'json')), callMsg([{ id: c2, name: tname, args: qArgs(q) }]), toolMsg(c2, M.renderPassages(r2, 'json'))];
      note += ' answer-in-2nd-result';
    } else if (shape === 'parallel') {
      const c1 = id(1), c2 = id(2);
      const tid = `T-${r.int(10000, 99999)}`;
      const ticket = JSON.stringify({ id: tid, customer: `${M.pseudo(r, 2)} ${r.pick(['GmbH', 'Ltd', 'S.L.', 'PT'])}`, status: 'open', priority: r.pick(['P2', 'P3']), subject: lang === 'en' ? 'Device problem at a branch office' : lang === 'es' ? 'Problema con un equipo en una sucursal' : 'Masalah perangkat di kantor cabang', created_at: '2024-05-14T09:12:00Z' }, null, 2);
      messages = [sysm(AGENT_SYS[lang]!), user(`${r.pick(VAGUE[lang]!)} (${tid})`), callMsg([{ id: c1, name: 'get_ticket', args: { id: tid } }, { id: c2, name: tname, args: qArgs(q) }]), toolMsg(c1, ticket), toolMsg(c2, M.renderPassages(kb.passages, 'json'))];
    } else {
      const c1 = id(1);
      const style = shape === 'single-json' ? 'json' : shape === 'single-chunks' ? 'chunks' : shape === 'wrapped' ? 'json-wrapped' : 'jsonl';
      messages = [sysm(AGENT_SYS[lang]!), user(r.pick(VAGUE[lang]!)), callMsg([{ id: c1, name: tname, args: qArgs(q) }]), toolMsg(c1, M.renderPassages(kb.passages, style))];
    }
    const position = kind === 'noq' ? 'none' : kind === 'whole' ? 'user-then-tool' : `tool-arg-${shape}`;
    push('tool_arg', i, kind, { lang, material: `kb-${lang}`, position, question: q, spans, note: `${note} ${tname}`.trim(), wording, hops, request: { model: MODEL, messages, tools: TOOLS } }, text);
  }

  // ======================= 3. sql =======================
  for (let i = 0; i < N; i++) {
    const r = new Rng(9300 + i);
    const kind = kindOf(i);
    const sk = (['insert', 'psql', 'mysqldump', 'mysql', 'create', 'literals'] as const)[i % 6]!;
    const dom: M.SqlDomain = i === 5 || sk === 'create' || (i % 4 === 1 && sk !== 'literals') ? 'employees' : 'orders';
    const lang: 'en' | 'de' = i === 12 || i === 23 ? 'de' : 'en';
    const qlang: 'en' | 'de' | 'pl' = i === 12 ? 'de' : i === 13 || i === 19 ? 'pl' : 'en';
    const kind2 = i === 12 ? 'mysql' : i === 13 ? 'insert' : i === 5 ? 'create' : sk;
    const s = M.sqlMaterial(r, kind2, dom, r.int(1900, 6500), lang, qlang, i === 5);
    let q = '', spans: string[] = [], wording = '-', hops = 1, note = `${kind2} ${s.domain} ${s.nrows} rows`;
    if (kind === 'lookup') {
      const hf = i === 5 ? hopFact(s.text, s.facts) : undefined;
      const f = hf ?? pickFact(r, s.text, s.facts, i % 3);
      const w = wOf(i, 1);
      wording = w;
      q = phrase(f, w, r, qlang);
      spans = f.spans;
      hops = f.hops ?? 1;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${hf ? ' 2-hop' : ''}`;
    } else if (kind === 'whole') q = s.whole[i % s.whole.length]!;
    const pos = kind === 'noq' ? 'none' : (['comment-above', 'comment-below', 'block-comment-above', 'turn', 'system', 'todo-comment', 'block-comment-below', 'after-plain'] as const)[i % 8]!;
    let question = q;
    let messages: Msg[];
    const lbl = qlang === 'pl' ? 'P:' : qlang === 'de' ? 'F:' : 'Q:';
    if (pos === 'none') messages = [...sys(r), user(`${s.noq[(i - 20) % s.noq.length]}\n${s.text}`.trim())];
    else if (pos === 'comment-above') { question = `-- ${wording === 'label' || kind === 'whole' ? '' : lbl + ' '}${q}`; messages = [...sys(r), user(`${question}\n${s.text}`)]; }
    else if (pos === 'comment-below') { question = `-- ${q}`; messages = [...sys(r), user(`${s.text}\n${question}`)]; }
    else if (pos === 'block-comment-above') { question = `/* ${q} */`; messages = [...sys(r), user(`${question}\n${s.text}`)]; }
    else if (pos === 'block-comment-below') { question = `/*\n * ${q}\n */`; messages = [...sys(r), user(`${s.text}\n\n${question}`)]; }
    else if (pos === 'todo-comment') { question = `-- TODO(me): ${q}`; messages = [...sys(r), user(`${question}\n-- source: ${s.table} on the reporting replica\n${s.text}`)]; }
    else if (pos === 'turn') messages = [...sys(r), user(`\`\`\`sql\n${s.text}\n\`\`\``), ...(r.chance(0.5) ? [asst(`Got it — ${s.nrows} rows from \`${s.table}\`. What do you need?`)] : []), user(q)];
    else if (pos === 'system') messages = [sysm(`You are a SQL assistant. The user pastes query output or dumps; answer from them. Question: ${q}`), user(s.text)];
    else messages = [...sys(r), user(`${s.text}\n\n${q}`)];
    push('sql', i, kind, { lang: kind === 'noq' || qlang === lang ? lang : `${qlang}/${lang}`, material: `sql-${kind2}`, position: pos, question, spans, note, wording, hops, request: { model: MODEL, messages } }, s.text);
  }

  // ======================= 4. subtitles =======================
  for (let i = 0; i < N; i++) {
    const r = new Rng(9400 + i);
    const kind = kindOf(i);
    const lang: 'en' | 'es' | 'ja' = i === 12 || i === 19 ? 'es' : i === 13 || i === 23 ? 'ja' : 'en';
    const sk: M.SubKind = lang === 'es' || i === 6 || i === 3 || i === 9 ? 'meeting' : lang === 'ja' ? 'lecture' : (['meeting', 'lecture', 'podcast'] as const)[i % 3]!;
    const fmt = i % 2 ? 'vtt' : 'srt';
    const sub = M.subtitles(r, sk, r.int(1300, 5400), fmt, lang, i === 6);
    let q = '', spans: string[] = [], wording = '-', hops = 1, note = `${sk} ${fmt} ${sub.speakers.length} speakers`;
    if (kind === 'lookup') {
      const when = i === 3 || i === 9;
      const hf = i === 6 ? hopFact(sub.text, sub.facts) : undefined;
      const f = hf ?? pickFact(r, sub.text, sub.facts, i % 3, (g) => (when ? g.tag === 'when' : g.tag !== 'when'));
      const w = wOf(i, 2);
      wording = w;
      q = phrase(f, w, r, lang);
      spans = f.spans;
      hops = f.hops ?? 1;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${hf ? ' 2-hop' : ''}${when ? ' when-question (span = cue start time)' : ''}`;
    } else if (kind === 'whole') q = sub.whole[i % sub.whole.length]!;
    const pos = kind === 'noq' ? 'none' : (['after', 'before', 'turn', 'system', 'file-then-question', 'turn-after-ack'] as const)[i % 6]!;
    const fname = `${sub.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'transcript'}.${fmt}`;
    let messages: Msg[];
    if (pos === 'none') messages = [...sys(r), user(`${sub.noq[(i - 20) % sub.noq.length]}\n\n${sub.text}`.trim())];
    else if (pos === 'after') messages = [...sys(r), user(`${sub.text}\n\n${q}`)];
    else if (pos === 'before') messages = [...sys(r), user(`${q}\n\n${sub.text}`)];
    else if (pos === 'turn') messages = [...sys(r), user(sub.text), user(q)];
    else if (pos === 'system') messages = [sysm(`You answer questions about recordings from their subtitle files. ${lang === 'es' ? 'Pregunta' : lang === 'ja' ? '質問' : 'Question'}: ${q}`), user(sub.text)];
    else if (pos === 'file-then-question') messages = [...sys(r), user(`${fname}:\n\`\`\`\n${sub.text}\n\`\`\`\n\n${q}`)];
    else messages = [...sys(r), user(`${fname}\n\n${sub.text}`), asst(lang === 'es' ? 'Tengo la transcripción. ¿Qué quieres saber?' : lang === 'ja' ? '字幕ファイルを受け取りました。何を確認しますか？' : "I have the transcript. What would you like to know?"), user(q)];
    push('subtitles', i, kind, { lang, material: `subs-${sk}-${fmt}`, position: pos, question: q, spans, note, wording, hops, request: { model: MODEL, messages } }, sub.text);
  }

  // ======================= 5. multiple_choice =======================
  for (let i = 0; i < N; i++) {
    const r = new Rng(9500 + i);
    const kind = kindOf(i);
    const lang: 'en' | 'de' | 'pl' = i === 12 || i === 19 ? 'de' : i === 13 || i === 23 ? 'pl' : 'en';
    const mk: M.McKind = lang === 'de' ? 'formulary' : lang === 'pl' ? 'fleet' : (['formulary', 'fleet', 'chronicle'] as const)[i % 3]!;
    const src = M.mcSource(r, mk, r.int(1500, 6500), lang);
    let q = '', spans: string[] = [], wording = '-', note = `${mk}`, opts = '';
    const style = (['A)', '(a)', '1.', 'A.'] as const)[i % 4]!;
    if (kind === 'lookup') {
      const f = pickFact(r, src.text, src.facts, i % 3);
      let w = wOf(i, 3);
      if (w === 'constraint') w = 'q';
      wording = w;
      const stem = phrase(f, w, r, lang);
      const all = r.shuffle([f.opts!.right, ...f.opts!.wrong]);
      const lab = (k: number) => (style === 'A)' ? `${'ABCD'[k]})` : style === '(a)' ? `(${'abcd'[k]})` : style === '1.' ? `${k + 1}.` : `${'ABCD'[k]}.`);
      opts = all.map((o, k) => `${lab(k)} ${o}`).join(i % 5 === 2 ? '  ' : '\n');
      const instr = lang === 'de' ? 'Antworte nur mit dem Buchstaben.' : lang === 'pl' ? 'Odpowiedz tylko numerem odpowiedzi.' : style === '1.' ? 'Reply with only the option number.' : r.pick(['Answer with the letter.', 'Answer with the letter only.', 'Choose one.', '']);
      q = `${stem}\n${opts}${instr ? `\n${instr}` : ''}`;
      spans = f.spans;
      note += ` ${style} fact@${(f.at ?? 0).toFixed(2)} right=${f.opts!.right}`;
    } else if (kind === 'whole') q = src.whole[i % src.whole.length]!;
    const pos = kind === 'noq' ? 'none' : (['after', 'before', 'turn', 'system-material', 'split-stem-options', 'after'] as const)[i % 6]!;
    let messages: Msg[];
    let question = q;
    if (pos === 'none') messages = [...sys(r), user(`${src.noq[(i - 20) % src.noq.length]}\n\n${src.text}`.trim())];
    else if (pos === 'after') messages = [...sys(r), user(`${src.text}\n\n${q}`)];
    else if (pos === 'before') messages = [...sys(r), user(`${q}\n\n${lang === 'en' ? 'Source text:' : lang === 'de' ? 'Quelltext:' : 'Tekst źródłowy:'}\n\n${src.text}`)];
    else if (pos === 'turn') messages = [...sys(r), user(src.text), user(q)];
    else if (pos === 'system-material') messages = [sysm(`You are a quiz assistant. Answer only from this reference.\n\n${src.text}`), user(q)];
    else {
      if (kind === 'lookup') {
        const [stem, ...rest] = q.split('\n');
        question = q;
        messages = [...sys(r), user(`${stem}\n\n${src.text}\n\n${rest.join('\n')}`)];
      } else messages = [...sys(r), user(`${q}\n\n${src.text}`)];
    }
    push('multiple_choice', i, kind, { lang, material: `mc-${mk}`, position: pos, question, spans, note, wording, hops: 1, request: { model: MODEL, messages } }, src.text);
  }

  // ======================= 6. voice_memo =======================
  const VOICE: Record<'en' | 'es' | 'id', { ask: ((np: string) => string)[]; chatterA: string[]; chatterB: string[] }> = {
    en: {
      ask: [
        (np) => `um so like what was uh ${np} i think it's in there somewhere`,
        (np) => `ok so uh quick thing um what's ${np} again`,
        (np) => `yeah so hey can you uh find me ${np} like from the thing below`,
        (np) => `so i'm driving right now so um i just need like ${np} because i'm gonna call them in a sec and i don't have it in front of me so yeah`,
        (np) => `hey uh what's the um ${np.replace(/^the /, '')} i keep forgetting`,
      ],
      chatterA: ['sorry the dog is barking um ok anyway', 'ok wait is this recording yeah ok', 'hi it me again lol', 'ugh sorry i am walking to the train'],
      chatterB: ['and uh yeah thanks', 'ok that is it bye', 'oh and also remind me to buy milk later haha', 'cool cool thank you'],
    },
    es: {
      ask: [(np) => `eh o sea cuál era ${np} creo que está por ahí`, (np) => `vale a ver eh necesito ${np} porque voy a llamar ahora y no lo tengo delante`, (np) => `oye eh búscame ${np} porfa`],
      chatterA: ['perdona que el perro está ladrando eh bueno', 'vale a ver si esto graba sí vale'],
      chatterB: ['y nada gracias', 'vale eso es todo venga'],
    },
    id: {
      ask: [(np) => `eh jadi anu ${np} itu berapa ya kayaknya ada di situ deh`, (np) => `oke bentar ya eh tolong cariin ${np} soalnya mau aku telpon sekarang`, (np) => `eh aku lupa ${np} tuh apa ya`],
      chatterA: ['maaf ya lagi di jalan nih eh oke', 'halo eh ini udah ngerekam belum oke'],
      chatterB: ['udah gitu aja makasih ya', 'oke makasih'],
    },
  };
  for (let i = 0; i < N; i++) {
    const r = new Rng(9600 + i);
    const kind = kindOf(i);
    const lang: 'en' | 'es' | 'id' = i === 12 || i === 19 ? 'es' : i === 13 || i === 23 ? 'id' : 'en';
    const vk: M.VoiceKind = lang !== 'en' ? 'listings' : i % 2 ? 'listings' : 'trip';
    const src = M.voiceSource(r, vk, r.int(1500, 7000), lang);
    const V = VOICE[lang];
    let q = '', spans: string[] = [], wording = '-', note = `${vk}`;
    const shape = (['filler', 'runon', 'chatter', 'bare', 'filler'] as const)[i % 5]!;
    if (kind === 'lookup') {
      const f = pickFact(r, src.text, src.facts, i % 3);
      const np = lang === 'en' ? f.np : f.np.replace(/^(el|la) /, '');
      const ask = shape === 'runon' && lang === 'en' ? V.ask[3]!(np) : shape === 'bare' && lang === 'en' ? V.ask[4]!(np) : r.pick(lang === 'en' ? V.ask.slice(0, 3) : V.ask)(np);
      q = (shape === 'chatter' ? `${r.pick(V.chatterA)} ${ask} ${r.pick(V.chatterB)}` : ask).toLowerCase();
      wording = `voice-${shape}`;
      spans = f.spans;
      note += ` fact@${(f.at ?? 0).toFixed(2)}`;
    } else if (kind === 'whole') { q = src.whole[i % src.whole.length]!; wording = 'voice'; }
    const pos = kind === 'noq' ? 'none' : (['before', 'after', 'turn', 'middle-chatter', 'before', 'after'] as const)[i % 6]!;
    let messages: Msg[];
    if (pos === 'none') messages = [...sys(r), user(`${src.noq[(i - 20) % src.noq.length]}\n\n${src.text}`.trim())];
    else if (pos === 'before') messages = [...sys(r), user(`${q}\n\n${src.text}`)];
    else if (pos === 'after') messages = [...sys(r), user(`${src.text}\n\n${q}`)];
    else if (pos === 'turn') messages = [...sys(r), user(src.text), user(q)];
    else messages = [...sys(r), user(`${r.pick(V.chatterA)}\n\n${src.text}\n\n${q} ${r.pick(V.chatterB)}`)];
    push('voice_memo', i, kind, { lang, material: `voice-${vk}`, position: pos, question: q, spans, note, wording, hops: 1, request: { model: MODEL, messages } }, src.text);
  }

  // ======================= 7. checklist (reference in the system prompt) =======================
  const FORM: Record<'en' | 'de' | 'pl', { intro: string; numbered: string; field: string; sysIntro: (p: string) => string; greet: string }> = {
    en: { intro: 'Please fill this in from the spec:', numbered: 'Three quick ones:', field: 'Customer onboarding form', sysIntro: (p) => `You are the internal assistant for ${p}. Use only the reference below when you answer.`, greet: 'Hi! How can I help you today?' },
    de: { intro: 'Bitte aus der Richtlinie ausfüllen:', numbered: 'Drei kurze Fragen:', field: 'Formular Kundenanfrage', sysIntro: (p) => `Du bist der interne Assistent von ${p}. Antworte nur auf Grundlage der folgenden Unterlage.`, greet: 'Hallo! Wie kann ich helfen?' },
    pl: { intro: 'Uzupełnij proszę na podstawie specyfikacji:', numbered: 'Trzy szybkie pytania:', field: 'Formularz wdrożenia klienta', sysIntro: (p) => `Jesteś wewnętrznym asystentem ${p}. Odpowiadaj wyłącznie na podstawie poniższego dokumentu.`, greet: 'Cześć! W czym mogę pomóc?' },
  };
  for (let i = 0; i < N; i++) {
    const r = new Rng(9700 + i);
    const kind = kindOf(i);
    const lang: 'en' | 'de' | 'pl' = i === 12 || i === 19 ? 'de' : i === 13 || i === 23 ? 'pl' : 'en';
    const rk: M.RefKind = lang === 'de' ? 'refund' : lang === 'pl' ? 'spec' : (['spec', 'refund', 'runbook'] as const)[i % 3]!;
    const ref = M.refDoc(r, rk, rk === 'runbook' ? r.int(1500, 7500) : r.int(1500, 4000), lang);
    const F = FORM[lang];
    let q = '', spans: string[] = [], wording = '-', note = `${rk}`;
    const form = (['form3', 'blank', 'field', 'numbered3', 'form1', 'blank-after-greeting', 'form3'] as const)[i % 7]!;
    if (kind === 'lookup') {
      const fs = form === 'form3' || form === 'numbered3' ? pickFacts(r, ref.text, ref.facts, 3) : [pickFact(r, ref.text, ref.facts, i % 3)];
      spans = fs.flatMap((f) => f.spans);
      wording = form;
      if (form === 'form3' || form === 'form1') q = `${F.intro}\n\n${fs.map((f) => `- [ ] ${f.label}: ___`).join('\n')}`;
      else if (form === 'numbered3') q = `${F.numbered}\n${fs.map((f, k) => `${k + 1}. ${k === 1 ? phrase(f, 'lower', r, lang) : f.q}`).join('\n')}`;
      else if (form === 'field') q = `${F.field}\n${lang === 'en' ? 'Customer' : lang === 'de' ? 'Kunde' : 'Klient'}: ${M.pseudo(r, 2)} ${r.pick(['Ltd', 'GmbH', 'sp. z o.o.'])}\n${fs[0]!.label}: ____\n${lang === 'en' ? 'Notes' : lang === 'de' ? 'Notizen' : 'Uwagi'}: (leave blank)`;
      else q = fs[0]!.blank!;
      note += ` ${fs.length} field(s) fact@${fs.map((f) => (f.at ?? 0).toFixed(2)).join(',')}`;
    } else if (kind === 'whole') q = ref.whole[i % ref.whole.length]!;
    const system = sysm(`${F.sysIntro(ref.product)}\n\n${ref.text}`);
    let messages: Msg[];
    let pos: string;
    if (kind === 'noq') {
      pos = i % 2 ? 'user-paste' : 'system-ref+fyi';
      messages = pos === 'user-paste' ? [...sys(r, 0.5), user(`${ref.noq[0]}\n\n${ref.text}`)] : [system, user(ref.noq[0]!)];
    } else if (form === 'blank-after-greeting' && kind === 'lookup') { pos = 'system-ref+turn'; messages = [system, user(lang === 'en' ? 'hi' : lang === 'de' ? 'hallo' : 'cześć'), asst(F.greet), user(q)]; }
    else { pos = 'system-ref'; messages = [system, user(q)]; }
    push('checklist', i, kind, { lang, material: `ref-${rk}`, position: pos, question: q, spans, note, wording, hops: 1, request: { model: MODEL, messages } }, ref.text);
  }

  // ======================= 8. question_first_paste =======================
  const OPEN = ['quick q —', 'hey, quick question:', '', 'sorry to bug you —', 'Q:'];
  const CLOSE = ['', '\n\nthanks!', "\n\nthat's all of it", '\n\n— Tom', '\n\nCheers,\nMarta\nSent from my phone'];
  for (let i = 0; i < N; i++) {
    const r = new Rng(9800 + i);
    const kind = kindOf(i);
    const qlang: 'en' | 'ja' | 'id' = i === 12 || i === 19 ? 'ja' : i === 13 || i === 23 ? 'id' : 'en';
    const bk = (['log', 'json', 'yaml', 'csv'] as const)[i % 4]!;
    const blk = M.pasteBlock(r, bk, r.int(1500, 7000), qlang);
    let q = '', spans: string[] = [], wording = '-', note = `${bk}`;
    if (kind === 'lookup') {
      const f = pickFact(r, blk.text, blk.facts, i % 3);
      const w = qlang === 'en' ? wOf(i, 4) : (['q', 'polite'] as const)[i % 2]!;
      wording = w;
      q = phrase(f, w, r, qlang);
      spans = f.spans;
      note += ` fact@${(f.at ?? 0).toFixed(2)}`;
    } else if (kind === 'whole') q = qlang === 'ja' ? 'このログのERROR行はサービスごとに何件ありますか？' : blk.whole[i % blk.whole.length]!;
    const close = CLOSE[i % CLOSE.length]!;
    const fenced = i % 3 === 0 ? `\`\`\`\n${blk.text}\n\`\`\`` : blk.text;
    let text: string;
    if (kind === 'noq') text = qlang === 'id' ? `ini datanya dari semalam ya, buat arsip aja:\n\n${fenced}\n\nmakasih!` : `${['here\'s the export:', 'this is everything from last night:', ''][(i - 20) % 3]}\n\n${fenced}${close || '\n\nthanks!'}`;
    else if (qlang === 'ja') text = `ちょっと質問です。${q} ${blk.kind === 'log' ? 'ログ' : 'エクスポート'}はこちら：\n\n${fenced}\n\nよろしくお願いします！`;
    else if (qlang === 'id') text = `mau nanya dong, ${q} ini datanya:\n\n${fenced}\n\nmakasih ya!`;
    else { const op = OPEN[i % OPEN.length]!; text = `${op ? op + ' ' : ''}${q} here's ${blk.what}:\n\n${fenced}${close}`; }
    const pos = kind === 'noq' ? 'none' : close && qlang === 'en' ? 'first+closing' : 'first';
    const bkFix = bk === 'log' && qlang === 'ja' && kind === 'whole' ? 'log' : bk;
    const blk2 = bkFix === bk ? blk : blk;
    push('question_first_paste', i, kind, { lang: kind === 'noq' ? qlang : qlang === 'en' ? 'en' : `${qlang}/en`, material: `paste-${blk2.kind}`, position: pos, question: q, spans, note, wording, hops: 1, request: { model: MODEL, messages: [...sys(r, 0.3), user(text)] } }, blk.text);
  }

  // ======================= 9. md_table =======================
  for (let i = 0; i < N; i++) {
    const r = new Rng(9900 + i);
    const kind = kindOf(i);
    const lang: 'en' | 'pl' | 'es' = i === 12 || i === 19 ? 'pl' : i === 13 || i === 23 ? 'es' : 'en';
    const tk: M.TableKind = i === 5 ? 'staff' : lang === 'pl' ? 'inventory' : lang === 'es' ? 'flights' : (['inventory', 'flights', 'staff'] as const)[i % 3]!;
    const t = M.mdTable(r, tk, r.int(80, 200), lang, i === 5);
    let q = '', spans: string[] = [], wording = '-', hops = 1, note = `${tk} ${t.rows} rows`;
    if (kind === 'lookup') {
      const hf = i === 5 ? hopFact(t.text, t.facts) : undefined;
      const f = hf ?? pickFact(r, t.text, t.facts, i % 3);
      const w = wOf(i, 5);
      wording = w;
      q = phrase(f, w, r, lang);
      spans = f.spans;
      hops = f.hops ?? 1;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${hf ? ' 2-hop' : ''}`;
    } else if (kind === 'whole') q = t.whole[i % t.whole.length]!;
    const pos = kind === 'noq' ? 'none' : (['after', 'before', 'turn', 'system', 'caption', 'after'] as const)[i % 6]!;
    let messages: Msg[];
    if (pos === 'none') messages = [...sys(r), user(`${t.noq[(i - 20) % t.noq.length]}\n\n${t.text}`.trim())];
    else if (pos === 'after') messages = [...sys(r), user(`${t.text}\n\n${q}`)];
    else if (pos === 'before') messages = [...sys(r), user(`${q}\n\n${t.text}`)];
    else if (pos === 'turn') messages = [...sys(r), user(t.text), user(q)];
    else if (pos === 'system') messages = [sysm(`You answer questions about tables the user pastes. ${lang === 'pl' ? 'Pytanie' : lang === 'es' ? 'Pregunta' : 'Question'}: ${q}`), user(t.text)];
    else messages = [...sys(r), user(`**${q}**\n\n${t.text}\n\n_${lang === 'pl' ? 'źródło: eksport z systemu' : lang === 'es' ? 'fuente: exportación del sistema' : 'source: system export'}_`)];
    push('md_table', i, kind, { lang, material: `md-${tk}`, position: pos, question: q, spans, note, wording, hops, request: { model: MODEL, messages } }, t.text);
  }

  // ======================= 10. chat_export =======================
  for (let i = 0; i < N; i++) {
    const r = new Rng(10000 + i);
    const kind = kindOf(i);
    const lang: 'en' | 'de' | 'id' | 'ja' = i === 12 ? 'de' : i === 13 ? 'ja' : i === 19 || i === 23 ? 'id' : 'en';
    const fmt = (['slack', 'simple', 'whatsapp', 'discord'] as const)[i % 4]!;
    const ch = M.chatExport(r, fmt, r.int(1500, 5600), lang, i === 5);
    let q = '', spans: string[] = [], wording = '-', hops = 1, note = `${fmt} ${ch.people.length} people`;
    if (kind === 'lookup') {
      const hf = i === 5 ? hopFact(ch.text, ch.facts) : undefined;
      const f = hf ?? pickFact(r, ch.text, ch.facts, i % 3);
      const w = wOf(i, 6);
      wording = w;
      q = phrase(f, w, r, lang);
      spans = f.spans;
      hops = f.hops ?? 1;
      note += ` fact@${(f.at ?? 0).toFixed(2)}${hf ? ' 2-hop' : ''}`;
    } else if (kind === 'whole') q = ch.whole[i % ch.whole.length]!;
    const pos = kind === 'noq' ? 'none' : (['after', 'before', 'turn', 'system', 'file', 'turn-after-ack'] as const)[i % 6]!;
    const chan = fmt === 'whatsapp' ? 'WhatsApp Chat with Dev team.txt' : fmt === 'discord' ? 'discord-general.txt' : '#dev-general';
    let messages: Msg[];
    if (pos === 'none') messages = [...sys(r), user(`${ch.noq[(i - 20) % ch.noq.length]}\n\n${ch.text}`.trim())];
    else if (pos === 'after') messages = [...sys(r), user(`${ch.text}\n\n${q}`)];
    else if (pos === 'before') messages = [...sys(r), user(`${q}\n\n${ch.text}`)];
    else if (pos === 'turn') messages = [...sys(r), user(ch.text), user(q)];
    else if (pos === 'system') messages = [sysm(`You help people find things in chat exports. ${lang === 'de' ? 'Frage' : lang === 'ja' ? '質問' : lang === 'id' ? 'Pertanyaan' : 'Question'}: ${q}`), user(ch.text)];
    else if (pos === 'file') messages = [...sys(r), user(`Here's the export of ${chan}:\n\`\`\`\n${ch.text}\n\`\`\`\n${q}`)];
    else messages = [...sys(r), user(ch.text), asst(lang === 'de' ? 'Danke, ich habe den Chatverlauf. Was soll ich heraussuchen?' : lang === 'ja' ? 'チャット履歴を受け取りました。何を探しますか？' : 'Thanks, I have the chat log. What should I look for?'), user(q)];
    push('chat_export', i, kind, { lang, material: `chat-${fmt}`, position: pos, question: q, spans, note, wording, hops, request: { model: MODEL, messages } }, ch.text);
  }
  return cases;
}

// `npx tsx eval/probe9/gen.ts` prints the case mix.
if (process.argv[1]?.endsWith('gen.ts')) {
  const cs = generate();
  const by = new Map<string, Case9[]>();
  for (const c of cs) by.set(c.family, [...(by.get(c.family) ?? []), c]);
  for (const [f, xs] of by) {
    const t = xs.map((x) => x.matTokens).sort((a, b) => a - b);
    console.log(`${f.padEnd(22)} n=${xs.length} lookup=${xs.filter((x) => x.kind === 'lookup').length} whole=${xs.filter((x) => x.kind === 'whole').length} noq=${xs.filter((x) => x.kind === 'noq').length} 2hop=${xs.filter((x) => x.hops > 1).length} non-en=${xs.filter((x) => x.lang !== 'en').length} material tok min/med/max ${t[0]}/${t[t.length >> 1]}/${t[t.length - 1]}`);
  }
  const langs = new Map<string, number>();
  for (const c of cs) langs.set(c.lang, (langs.get(c.lang) ?? 0) + 1);
  console.log(`total ${cs.length}; languages: ${[...langs].map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
