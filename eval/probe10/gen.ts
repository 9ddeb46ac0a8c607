// Probe 10 generator: twelve prompt SHAPES, each over invented multi-passage material (materials.ts):
//   yaml_frontmatter     markdown note, question in a front-matter field, passages as sections, closing line
//   ticket               pasted Jira / GitHub / Linear ticket: title/Summary holds the question, quoted articles
//   latex                LaTeX document, question in \begin{quote} under "Open question" or in a % TODO: comment
//   tsv_slot             id<TAB>title<TAB>body export, then a completion slot "Q: … / A:"
//   thread_midway        Slack thread, the question asked mid-thread, chatter, then "@assistant can you answer that?"
//   feed                 Atom / RSS feed, question in the system prompt, before or after the feed
//   editor_agent         coding agent: read_file tool result = Python/TS source; "# TODO(faq): …?" holds the question
//   raw_email            raw RFC-822 e-mail (headers, MIME parts), long preamble, question, attachments after it
//   system_after_answer  material in the system prompt, a first Q answered (about something else), then the real Q
//   search_fetch         retrieval agent: search_index then get_documents tool results, the user's question first
//   policy_ask           numbered policies + JSON output spec + <source id=…> blocks; user ">>> ask: …"
//   paraphrase_exact     user gives a keyword paraphrase, the assistant asks for the exact wording, then the question
// 14 prompts per family: 9 lookups (0–8; one 2-hop in half the families), 3 whole-material tasks (9–11),
// 2 pastes with no request (12–13). ~15 % framed in Turkish, Korean, Hindi or Arabic.
// Deterministic (seeded). Every gold span is asserted to occur exactly once in the request and never in the
// question's own words.
import { Rng, allText, haystack, normSpan, type Case, type Msg, type Kind } from '../probe4/lib.js';
import * as M from './materials.js';

export interface Case10 extends Case { wording: string; hops: number; matTokens: number }

const MODEL = 'gpt-4o';
const user = (c: string): Msg => ({ role: 'user', content: c });
const asst = (c: string): Msg => ({ role: 'assistant', content: c });
const sysm = (c: string): Msg => ({ role: 'system', content: c });
const SYS = ['You are a helpful assistant.', 'You are a concise assistant. Answer briefly and accurately.'];

export type W = 'q' | 'order' | 'label' | 'nopunct' | 'polite' | 'lower' | 'long' | 'constraint';
export const WS: W[] = ['q', 'order', 'label', 'nopunct', 'polite', 'lower', 'long', 'constraint'];
const LONG = ["I'm putting together the weekly update for my manager and want to double-check one detail before it goes out, because last time a number was wrong and it caused confusion, so bear with me:", 'Some context first: a colleague asked me this in a meeting, I said I would check the source and get back to them today, and I would rather not guess. Here it is:'];
function phrase(f: M.Fact, w: W, r: Rng, lang: M.Lang): string {
  if (lang !== 'en') return f.qx![lang]!;
  const q = f.q;
  switch (w) {
    case 'q': return q;
    case 'order': return `${r.pick(['Find', 'Look up', 'Tell me', 'Give me', 'Pull out'])} ${f.np}.`;
    case 'label': return `${r.pick(['Q:', 'Query:', 'Task:', 'Question:'])} ${q}`;
    case 'nopunct': return (q[0]!.toLowerCase() + q.slice(1)).replace(/\?$/, '');
    case 'polite': return `Could you please tell me ${f.np}? Thank you so much!`;
    case 'lower': return q.toLowerCase();
    case 'long': return `${r.pick(LONG)} ${q}`;
    default: return `${q} ${f.num ? 'Answer with just the number.' : 'Reply with only the value, nothing else.'}`;
  }
}
const STOP = new Set(['the', 'of', 'to', 'on', 'a', 'an', 'for', 'how', 'does', 'do', 'which', 'what', 'is', 'that', 'in', 'at', 'by', 'with', 'number']);
const keywords = (np: string) => np.replace(/[?.,]/g, '').split(' ').filter((w) => !STOP.has(w.toLowerCase())).join(' ');

export const FAMILIES = ['yaml_frontmatter', 'ticket', 'latex', 'tsv_slot', 'thread_midway', 'feed', 'editor_agent', 'raw_email', 'system_after_answer', 'search_fetch', 'policy_ask', 'paraphrase_exact'] as const;
const N = 14;
const kindOf = (i: number): Kind => (i < 9 ? 'lookup' : i < 12 ? 'whole' : 'noq');
const XL: M.Lang[] = ['tr', 'ko', 'hi', 'ar'];
const KINDS: M.Kind[] = ['devices', 'incidents', 'studies'];

const md = (rec: M.Rec) => `## ${rec.title}\n\n${rec.paras.join('\n\n')}`;
const body = (rec: M.Rec) => rec.paras.join('\n\n');
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const lastSentence = (p: string) => { const s = p.split(/(?<=\.) /); return s[s.length - 1]!; };

interface Ctx { r: Rng; i: number; fi: number; kind: Kind; lang: M.Lang; coll: M.Coll; wording: string; hops: number; note: string; f?: M.Fact; q: string; spans: string[] }

export function generate(): Case10[] {
  const cases: Case10[] = [];
  const push = (x: Ctx, family: string, position: string, messages: Msg[], material: string, tools?: unknown[]) => {
    const id = `p10-${family}-${String(x.i).padStart(2, '0')}`;
    const req = { model: MODEL, messages, ...(tools ? { tools } : {}) };
    const all = allText(messages);
    const hay = haystack(messages);
    for (const s of x.spans) {
      if (M.countIn(all, s) !== 1) throw new Error(`${id}: span occurs ${M.countIn(all, s)}× in the request: ${s}`);
      if (!hay.includes(normSpan(s))) throw new Error(`${id}: span not in request: ${s}`);
      if (normSpan(x.q).includes(normSpan(s))) throw new Error(`${id}: span in the question: ${s}`);
      for (const m of messages) if (normSpan(m.content ?? '').includes(normSpan(x.q)) && m.content && x.q.length > 0 && normSpan(s) === normSpan(x.q)) throw new Error(`${id}: span = question`);
    }
    if (x.kind === 'lookup' && !x.spans.length) throw new Error(`${id}: lookup without spans`);
    if (x.kind !== 'lookup' && x.spans.length) throw new Error(`${id}: spans on a ${x.kind}`);
    if (x.kind !== 'noq' && !x.q) throw new Error(`${id}: no question`);
    cases.push({ id, family, kind: x.kind, lang: x.lang, material: x.coll.kind, position, question: x.q, spans: x.spans, note: x.note, wording: x.wording, hops: x.hops, matTokens: M.tok(material), request: req });
  };

  /** Sets up one case: material, language, and (once the material text is known) the fact and its question. */
  const ctx = (fi: number, i: number): Ctx => {
    const r = new Rng(10_000 + fi * 100 + i);
    const kind = kindOf(i);
    const lang: M.Lang = i === 7 ? XL[fi % 4]! : i === 12 ? XL[(fi + 1) % 4]! : i === 10 && fi % 3 === 0 ? XL[(fi + 2) % 4]! : 'en';
    const hop = kind === 'lookup' && i === 5 && fi % 2 === 0;
    const mk: M.Kind = hop ? (fi % 4 === 0 ? 'devices' : 'studies') : KINDS[(i + fi) % 3]!;
    const coll = M.collection(r, mk, r.int(1400, 6300), hop);
    return { r, i, fi, kind, lang, coll, wording: '-', hops: 1, note: '', q: '', spans: [] };
  };
  /** Pick the lookup fact (unique in `text`), phrase it, or set the whole task. */
  const ask = (x: Ctx, text: string, w?: W, region?: number): void => {
    if (x.kind === 'lookup') {
      const ok = M.uniqueFacts(text, x.coll.facts);
      const hopF = x.i === 5 ? ok.find((f) => f.hops) : undefined;
      let pool = ok.filter((f) => !f.hops && (x.lang === 'en' || f.qx));
      const reg = region ?? x.i % 3;
      const inR = pool.filter((f) => Math.min(2, Math.floor((f.at ?? 0) * 3)) === reg);
      if (inR.length) pool = inR;
      const f = hopF ?? x.r.pick(pool);
      if (!f) throw new Error(`no fact for ${x.fi}/${x.i}`);
      const ww = w ?? WS[(x.i * 3 + x.fi) % WS.length]!;
      x.f = f; x.spans = f.spans; x.hops = f.hops ?? 1;
      x.wording = x.lang === 'en' ? ww : `q-${x.lang}`;
      x.q = phrase(f, ww, x.r, x.lang);
      x.note = `fact@${(f.at ?? 0).toFixed(2)}${f.hops ? ' 2-hop' : ''} ${x.coll.recs.length} recs`;
    } else if (x.kind === 'whole') {
      x.q = x.lang === 'en' ? M.wholeTasks(x.coll.kind)[(x.i + x.fi) % 5]! : M.WHOLE_X[x.lang as Exclude<M.Lang, 'en'>];
      x.wording = 'whole';
      x.note = `${x.coll.recs.length} recs`;
    } else { x.wording = 'none'; x.note = `${x.coll.recs.length} recs`; }
  };
  const fyi = (x: Ctx) => x.r.pick(M.FYI[x.lang]);
  const lastPos = (x: Ctx, ps: string[]) => (x.kind === 'noq' ? 'none' : ps[x.i % ps.length]!);

  // ======================= 1. yaml_frontmatter =======================
  for (let i = 0; i < N; i++) {
    const x = ctx(0, i);
    const { r, coll } = x;
    const sections = coll.recs.map(md).join('\n\n');
    ask(x, sections);
    const pos = lastPos(x, ['fm-open_question', 'fm-ask-folded', 'fm-question-last-field', 'fm-ask+system']);
    const field = pos === 'fm-open_question' ? `open_question: ${x.q}` : pos === 'fm-ask-folded' ? `ask: >-\n  ${x.q}` : pos === 'fm-question-last-field' ? `question: ${x.q}` : `ask: ${x.q}`;
    const meta = [`title: Reading notes on ${coll.topic}`, `author: ${M.firstName(r)}`, `date: 2025-0${r.int(1, 9)}-1${r.int(0, 9)}`, `tags: [notes, ${coll.kind}, review]`];
    const fm = x.kind === 'noq' ? [...meta, 'status: draft'] : x.kind === 'whole' ? [...meta, `task: ${x.q}`, 'status: open'] : pos === 'fm-question-last-field' ? [...meta, 'status: open', `reviewers: [${M.firstName(r)}, ${M.firstName(r)}]`, 'related: []', field] : [meta[0]!, field, ...meta.slice(1), 'status: open'];
    const closing = x.lang !== 'en' ? M.ANSWER_FROM[x.lang] : pos === 'fm-open_question' ? 'Answer the open_question in the front matter using the sections above.' : pos === 'fm-ask-folded' ? 'Please answer the ask field; cite the section you used.' : x.kind === 'whole' ? 'Do the task in the front matter.' : 'Reply under this line.';
    const note = `---\n${fm.join('\n')}\n---\n\n# Reading notes on ${coll.topic}\n\n${sections}\n\n---\n${x.kind === 'noq' ? '(end of notes)' : closing}`;
    const messages = pos === 'none' ? [user(`${fyi(x)}\n\n${note}`)] : pos === 'fm-ask+system' ? [sysm('The user sends markdown notes. Answer the `ask` field of the YAML front matter using only the note.'), user(note)] : [...(r.chance(0.4) ? [sysm(r.pick(SYS))] : []), user(note)];
    push(x, 'yaml_frontmatter', pos, messages, sections);
  }

  // ======================= 2. ticket =======================
  for (let i = 0; i < N; i++) {
    const x = ctx(1, i);
    const { r, coll } = x;
    const style = (['jira', 'github', 'linear'] as const)[i % 3]!;
    const quoted = style === 'jira' ? coll.recs.map((rec) => `{quote}\n*${rec.title}*\n${body(rec)}\n{quote}`).join('\n\n') : coll.recs.map((rec) => `> **${rec.title}**\n>\n${rec.paras.map((p) => `> ${p}`).join('\n>\n')}`).join('\n\n');
    ask(x, quoted);
    const midDesc = x.kind === 'lookup' && i % 4 === 3;
    const title = x.kind === 'noq' ? `KB articles imported for batch ${r.int(3, 19)}` : midDesc ? 'Customer question from the renewal call' : x.q;
    const descLead = `${midDesc ? `The customer asked: ${x.q} ` : ''}The relevant articles from the knowledge base are quoted below.`;
    const ac = ['The answer quotes the exact value from the article.', 'The article title is cited.', 'Reply posted on the ticket within one business day.'];
    const key = `SUP-${r.int(100, 9999)}`;
    let t: string;
    if (style === 'jira') t = `${key}\nSummary: ${title}\nType: Question\nPriority: Medium\nReporter: ${M.firstName(r)}\nLabels: kb, customer\n\nDescription:\n${descLead}\n\n${quoted}\n\nAcceptance criteria:\n${ac.map((a) => `* ${a}`).join('\n')}`;
    else if (style === 'github') t = `# ${title} #${r.int(100, 999)}\n\n**Opened by** @${M.firstName(r).toLowerCase()} · labels: question, docs\n\n### Description\n\n${descLead}\n\n${quoted}\n\n### Acceptance criteria\n\n${ac.map((a) => `- [ ] ${a}`).join('\n')}`;
    else t = `Title: ${title}\nStatus: Todo\nTeam: Support\nAssignee: unassigned\n\nDescription:\n${descLead}\n\n${quoted}\n\nAcceptance criteria:\n${ac.map((a) => `- ${a}`).join('\n')}`;
    const lead = x.kind === 'noq' ? fyi(x) : x.lang !== 'en' ? M.ANSWER_FROM[x.lang] : r.pick(['', 'Can you handle this ticket?', 'pasting the ticket:']);
    const pos = x.kind === 'noq' ? 'none' : `${style}-${midDesc ? 'description-mid' : 'title'}`;
    push(x, 'ticket', pos, [...(r.chance(0.3) ? [sysm(r.pick(SYS))] : []), user(lead ? `${lead}\n\n${t}` : t)], quoted);
  }

  // ======================= 3. latex =======================
  const tex = (s: string) => s.replace(/%/g, '\\%');
  for (let i = 0; i < N; i++) {
    const x = ctx(2, i);
    const { r, coll } = x;
    const secs = coll.recs.map((rec) => `\\section*{${tex(rec.title)}}\n${rec.paras.map(tex).join('\n\n')}`).join('\n\n');
    ask(x, secs);
    const pos = lastPos(x, ['quote-end', 'todo-top', 'quote-top', 'todo-end']);
    const oq = `\\section*{${x.kind === 'whole' ? 'Task' : 'Open question'}}\n\\begin{quote}\n${x.q}\n\\end{quote}`;
    const pre = `\\documentclass[11pt]{article}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amsmath}\n\\usepackage{hyperref}\n\\title{Collected notes: ${coll.topic}}\n\\author{${M.firstName(r)}}\n\\date{\\today}\n\\begin{document}\n\\maketitle`;
    const top = pos === 'quote-top' ? `\n\n${oq}` : pos === 'todo-top' ? `\n% TODO: ${x.q}` : '';
    const end = pos === 'quote-end' || (x.kind === 'whole' && pos !== 'quote-top' && pos !== 'todo-top') ? `\n\n${oq}` : pos === 'todo-end' ? `\n\n% TODO: ${x.q}` : '';
    const doc = `${pre}${top}\n\n${secs}${end}\n\n\\end{document}`;
    const lead = x.kind === 'noq' ? fyi(x) : x.lang !== 'en' ? M.ANSWER_FROM[x.lang] : i % 2 ? (pos.startsWith('todo') ? 'Can you resolve the TODO in my LaTeX file? Just answer it here.' : 'Please answer the open question in this draft.') : '';
    push(x, 'latex', pos, [...(r.chance(0.3) ? [sysm(r.pick(SYS))] : []), user(lead ? `${lead}\n\n${doc}` : doc)], secs);
  }

  // ======================= 4. tsv_slot =======================
  for (let i = 0; i < N; i++) {
    const x = ctx(3, i);
    const { r, coll } = x;
    const base = r.int(1000, 8000);
    const tsv = ['id\ttitle\tbody', ...coll.recs.map((rec, k) => `${base + k * r.int(1, 7)}\t${rec.title}\t${rec.paras.join(' ')}`)].join('\n');
    ask(x, tsv, i % 8 === 2 ? 'q' : undefined);
    if (x.kind === 'whole' && x.lang === 'en') x.q = (['How many rows are in this export? List their titles.', 'Turn every row into a bullet list: title, then the body in one line.', 'Translate the body column of every row into Turkish.'] as const)[i - 9]!;
    const pos = lastPos(x, ['slot-end', 'instr-before+slot', 'slot-end+system', 'slot-next-turn']);
    const slot = `Q: ${x.q}\nA:`;
    let messages: Msg[];
    if (pos === 'none') messages = [user(`${fyi(x)}\n\n${tsv}`)];
    else if (pos === 'slot-end') messages = [user(`${tsv}\n\n${slot}`)];
    else if (pos === 'instr-before+slot') messages = [user(`${x.lang !== 'en' ? M.ANSWER_FROM[x.lang] : 'Fill in the line after A: using the export.'}\n\n${tsv}\n\n${slot}`)];
    else if (pos === 'slot-end+system') messages = [sysm('Complete the A: line with a short answer based on the export.'), user(`${tsv}\n\n${slot}`)];
    else messages = [user(tsv), user(slot)];
    push(x, 'tsv_slot', pos, messages, tsv);
  }

  // ======================= 5. thread_midway =======================
  const CHATTER = ['lol', '+1', 'brb coffee', 'did anyone see the deploy freeze email?', 'who has the standup link', 'ok', 'thanks!', 'same question here tbh', 'I think it was in one of those docs', 'not sure, maybe ask the bot', 'meeting moved to 3pm btw', 'can someone review my PR pls', 'on it', 'nice'];
  for (let i = 0; i < N; i++) {
    const x = ctx(4, i);
    const { r, coll } = x;
    const people = Array.from({ length: 5 }, () => `${M.firstName(r)} ${r.pick(['Weber', 'Park', 'Yilmaz', 'Sharma', 'Mansour', 'Costa'])}`);
    let h = 9, m = 0;
    const ts = () => { m += r.int(1, 6); if (m >= 60) { h++; m -= 60; } return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`; };
    const line = (who: string, text: string) => `${who}  ${ts()}\n${text}`;
    const arts = coll.recs.map((rec) => line(r.pick(people), `*${rec.title}*\n${body(rec)}`));
    ask(x, arts.join('\n\n'));
    const pos = lastPos(x, ['mid', 'mid-early', 'after-all-then-chatter']);
    const chat = (n: number) => Array.from({ length: n }, () => line(r.pick(people), r.pick(CHATTER)));
    const asker = r.pick(people);
    let lines: string[];
    if (x.kind === 'lookup') {
      const cut = pos === 'mid-early' ? 1 : pos === 'mid' ? Math.ceil(arts.length / 2) : arts.length;
      const rest = arts.slice(cut).flatMap((a) => [a, ...chat(r.int(0, 2))]);
      lines = [line(people[0]!, 'pasting the docs we keep going back to'), ...arts.slice(0, cut), line(asker, x.q), ...rest, ...chat(r.int(4, 9)), line(people[1]!, M.CAN_YOU[x.lang])];
    } else {
      lines = [line(people[0]!, 'pasting the docs we keep going back to'), ...arts.flatMap((a) => [a, ...chat(r.int(0, 2))]), ...chat(r.int(3, 6)), line(people[1]!, x.kind === 'whole' ? `@assistant ${x.q}` : 'fyi all, pinned these for later')];
    }
    const thread = `#${r.pick(['support-kb', 'eng-questions', 'ops-review', 'research-club'])} — thread\n\n${lines.join('\n\n')}`;
    push(x, 'thread_midway', pos, [...(r.chance(0.4) ? [sysm('You are the team assistant in a Slack workspace. You see the whole thread when someone mentions you.')] : []), user(thread)], arts.join('\n\n'));
  }

  // ======================= 6. feed =======================
  for (let i = 0; i < N; i++) {
    const x = ctx(5, i);
    const { r, coll } = x;
    const rss = i % 3 === 2;
    const d = () => `2025-0${r.int(1, 9)}-${String(r.int(10, 28))}T${String(r.int(10, 23))}:00:00Z`;
    const entries = coll.recs.map((rec) => rss
      ? `    <item>\n      <title>${rec.title}</title>\n      <link>https://kb.example.org/${slug(rec.title)}</link>\n      <pubDate>${d()}</pubDate>\n      <description>${body(rec)}</description>\n    </item>`
      : `  <entry>\n    <title>${rec.title}</title>\n    <id>urn:kb:${slug(rec.title)}</id>\n    <updated>${d()}</updated>\n    <author><name>${M.firstName(r)}</name></author>\n    <content type="text">${body(rec)}</content>\n  </entry>`).join('\n');
    const feed = rss
      ? `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n  <channel>\n    <title>${coll.topic}</title>\n    <link>https://kb.example.org/</link>\n    <description>Latest ${coll.topic}</description>\n${entries}\n  </channel>\n</rss>`
      : `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>${coll.topic}</title>\n  <id>urn:kb:feed</id>\n  <updated>${d()}</updated>\n${entries}\n</feed>`;
    ask(x, feed);
    if (x.kind === 'whole' && x.lang === 'en') x.q = (['Count the entries in this feed and list their titles.', 'Translate the feed into Turkish, entry by entry.', 'Turn every entry into a bullet list.'] as const)[i - 9]!;
    const pos = lastPos(x, ['system', 'after', 'before', 'after+system-role']);
    let messages: Msg[];
    if (pos === 'none') messages = [user(`${fyi(x)}\n\n${feed}`)];
    else if (pos === 'system') messages = [sysm(`You answer questions about feeds the user pastes. ${x.lang === 'en' ? 'Question' : M.ANSWER_FROM[x.lang]}: ${x.q}`), user(feed)];
    else if (pos === 'after') messages = [user(`${feed}\n\n${x.q}`)];
    else if (pos === 'before') messages = [user(`${x.q}\n\n${feed}`)];
    else messages = [sysm('You are a feed reader assistant.'), user(`${feed}\n\n${x.q}`)];
    push(x, 'feed', pos + (rss ? '-rss' : ''), messages, feed);
  }

  // ======================= 7. editor_agent =======================
  const ETOOLS = [
    { type: 'function', function: { name: 'read_file', description: 'Read a file from the workspace', parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } } },
    { type: 'function', function: { name: 'write_file', description: 'Write a file in the workspace', parameters: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] } } },
    { type: 'function', function: { name: 'run_command', description: 'Run a shell command', parameters: { type: 'object', properties: { cmd: { type: 'string' } }, required: ['cmd'] } } },
  ];
  const ESYS = 'You are CodePilot, an autonomous coding agent working in the user\'s repository. Use read_file to inspect files, write_file to change them and run_command to run tests. Explain what you do. Do not edit files unless asked.';
  for (let i = 0; i < N; i++) {
    const x = ctx(6, i);
    const { r, coll } = x;
    const ts = i % 3 === 1;
    const path = ts ? 'src/kb/articles.ts' : 'kb/faq_data.py';
    const arts = coll.recs.map((rec) => ts
      ? `  {\n    slug: '${slug(rec.title)}',\n    title: '${rec.title}',\n    body: \`${body(rec)}\`,\n  },`
      : `    Article(\n        slug="${slug(rec.title)}",\n        title="${rec.title}",\n        body="""\n${body(rec)}\n""",\n    ),`);
    ask(x, arts.join('\n'));
    const pos = lastPos(x, ['todo-top', 'todo-mid', 'user-after-tool', 'todo-end']);
    const todo = x.kind === 'lookup' && pos !== 'user-after-tool' ? `${ts ? '//' : '#'} TODO(faq): ${x.q}` : '';
    const mid = Math.floor(arts.length / 2);
    const artsT = pos === 'todo-mid' && todo ? [...arts.slice(0, mid), `${ts ? '  ' : '    '}${todo}`, ...arts.slice(mid)] : arts;
    const file = ts
      ? `// Help-widget FAQ content. Each entry is rendered as one article; keep slugs unique.\n${pos === 'todo-top' ? todo + '\n' : ''}export interface Article {\n  slug: string;\n  title: string;\n  body: string;\n}\n\nexport const ARTICLES: Article[] = [\n${artsT.join('\n')}\n];\n\nexport function bySlug(slug: string): Article {\n  const a = ARTICLES.find((x) => x.slug === slug);\n  if (!a) throw new Error(\`unknown article \${slug}\`);\n  return a;\n}\n${pos === 'todo-end' ? todo + '\n' : ''}`
      : `"""FAQ source data for the help widget.\n\nEach entry below is rendered as one article. Keep slugs unique.\n"""\nfrom dataclasses import dataclass\n\n${pos === 'todo-top' ? todo + '\n\n' : ''}@dataclass\nclass Article:\n    slug: str\n    title: str\n    body: str\n\n\nARTICLES = [\n${artsT.join('\n')}\n]\n\n\ndef by_slug(slug: str) -> Article:\n    """Return the article with the given slug."""\n    for a in ARTICLES:\n        if a.slug == slug:\n            return a\n    raise KeyError(slug)\n${pos === 'todo-end' ? '\n' + todo + '\n' : ''}`;
    const call = (id: string): Msg => ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name: 'read_file', arguments: JSON.stringify({ path }) } }] });
    const tool: Msg = { role: 'tool', tool_call_id: 'call_1', content: file };
    let messages: Msg[];
    if (pos === 'none') messages = [sysm(ESYS), user(`${fyi(x)} — this is the current ${path}:\n\n${file}`)];
    else if (x.kind === 'whole') messages = [sysm(ESYS), user(`Open ${path}.`), call('call_1'), tool, user(x.lang !== 'en' ? `${x.q} (${path})` : `${x.q.replace(/\.$/, '')} — for the articles in that file. Answer in chat, don't edit it.`)];
    else if (pos === 'user-after-tool') messages = [sysm(ESYS), user(`Open ${path}, I have a question about it.`), call('call_1'), tool, user(x.q)];
    else if (i % 2) messages = [sysm(ESYS), user(x.lang !== 'en' ? `${path} ${M.ANSWER_FROM[x.lang]} (TODO)` : `answer the TODO in ${path} — just reply here, don't edit the file`), call('call_1'), tool];
    else messages = [sysm(ESYS), user(`Open ${path}.`), call('call_1'), tool, user(x.lang !== 'en' ? `TODO — ${M.ANSWER_FROM[x.lang]}` : 'answer the TODO in that file')];
    push(x, 'editor_agent', `${pos}-${ts ? 'ts' : 'py'}`, messages, arts.join('\n'), pos === 'none' ? undefined : ETOOLS);
  }

  // ======================= 8. raw_email =======================
  const PRE = ['I hope you had a good weekend.', 'We are finishing the quarterly review this week and the steering group wants every open point closed before Thursday.', 'Most of the material has been circulating for a while, so apologies if some of it is familiar.', 'Legal asked us to keep the attachments exactly as exported, so please do not edit them.', 'I have also copied the regional leads, who will want the same answer.', 'For background, the attachments are the current exports from the knowledge base, in the same order as last time.', 'The previous thread got long, so I am starting a new one.', 'Nothing below is confidential, but please keep it internal.'];
  for (let i = 0; i < N; i++) {
    const x = ctx(7, i);
    const { r, coll } = x;
    const parts = [coll.recs.slice(0, Math.ceil(coll.recs.length / 2)), coll.recs.slice(Math.ceil(coll.recs.length / 2))];
    const att = parts.map((p, k) => `--b1_${i}\nContent-Type: text/plain; charset=utf-8; name="kb-export-${k + 1}.txt"\nContent-Disposition: attachment; filename="kb-export-${k + 1}.txt"\nContent-Transfer-Encoding: 8bit\n\n${p.map((rec) => `${rec.title}\n${'='.repeat(Math.min(60, rec.title.length))}\n${body(rec)}`).join('\n\n')}`).join('\n');
    ask(x, att);
    const from = M.firstName(r), to = M.firstName(r);
    const preamble = r.sample(PRE, r.int(4, 6)).join(' ');
    const ask2 = x.kind === 'noq' ? 'Sharing the attached exports for the archive. No action needed.' : x.kind === 'whole' ? (x.lang === 'en' ? `Could you do the following for the attachments: ${x.q}` : x.q) : x.lang === 'en' ? `My question: ${x.q}` : x.q;
    const bodyTxt = `Hi ${to},\n\n${preamble}\n\n${ask2}\n\nThanks,\n${from}`;
    const fwd = i % 4 === 3;
    const hdr = `Return-Path: <${from.toLowerCase()}@corp.example>\nReceived: from mail.corp.example (10.0.${r.int(1, 250)}.${r.int(1, 250)}) by mx.example.net; ${r.pick(['Mon', 'Tue', 'Wed'])}, ${r.int(1, 28)} Mar 2025 09:${r.int(10, 59)}:00 +0000\nFrom: ${from} <${from.toLowerCase()}@corp.example>\nTo: ${to} <${to.toLowerCase()}@corp.example>\nSubject: ${fwd ? 'Fwd: ' : ''}${x.kind === 'noq' ? 'KB exports for the archive' : `Question on the ${coll.topic}`}\nDate: ${r.pick(['Mon', 'Tue', 'Wed'])}, ${r.int(1, 28)} Mar 2025 09:${r.int(10, 59)}:00 +0000\nMessage-ID: <${r.hex(16)}@corp.example>\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b1_${i}"\n\n--b1_${i}\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n`;
    const email = `${hdr}${fwd ? '---------- Forwarded message ---------\n\n' : ''}${bodyTxt}\n\n${att}\n--b1_${i}--`;
    const pos = lastPos(x, ['raw', 'lead-before', 'lead-after', 'forwarded-raw']);
    const lead = x.lang !== 'en' ? M.ANSWER_FROM[x.lang] : 'Can you answer the question in this email?';
    const messages = pos === 'none' ? [user(`${fyi(x)}\n\n${email}`)] : pos === 'lead-before' ? [user(`${lead}\n\n${email}`)] : pos === 'lead-after' ? [user(`${email}\n\n${lead}`)] : [...(r.chance(0.5) ? [sysm(r.pick(SYS))] : []), user(email)];
    push(x, 'raw_email', pos, messages, att);
  }

  // ======================= 9. system_after_answer =======================
  for (let i = 0; i < N; i++) {
    const x = ctx(8, i);
    const { r, coll } = x;
    const ref = coll.recs.map(md).join('\n\n');
    const sys = `You are the assistant for the ${M.pseudo(r)} knowledge desk. Use only the reference below when you answer.\n\n# Reference: ${coll.topic}\n\n${ref}`;
    ask(x, ref);
    const variant = (['style', 'scope', 'other-fact'] as const)[i % 3]!;
    let first: [string, string];
    if (variant === 'style') first = ['Can you keep your answers short from now on?', "Sure, I'll keep my answers short."];
    else if (variant === 'scope') first = ['What kind of documents are in the reference?', `It holds ${coll.topic}, one section per ${coll.entity}, ${coll.recs.length} in total.`];
    else {
      const other = coll.facts.find((f) => !f.hops && f.key !== x.f?.key && f.spans.every((s) => !x.spans.includes(s)));
      first = [other!.q, `According to the reference: ${other!.spans[0]}.`];
    }
    const pos = x.kind === 'noq' ? 'none' : `after-${variant}`;
    const last = x.kind === 'noq' ? fyi(x) : x.kind === 'whole' ? (x.lang === 'en' ? `Now a different thing: ${x.q}` : x.q) : x.q;
    push(x, 'system_after_answer', pos, [sysm(sys), user(first[0]), asst(first[1]), user(last)], ref);
  }

  // ======================= 10. search_fetch =======================
  const STOOLS = [
    { type: 'function', function: { name: 'search_index', description: 'Search the document index; returns ids, titles and snippets', parameters: { type: 'object', properties: { query: { type: 'string' }, k: { type: 'integer' } }, required: ['query'] } } },
    { type: 'function', function: { name: 'get_documents', description: 'Fetch the full text of documents by id', parameters: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } } }, required: ['ids'] } } },
  ];
  for (let i = 0; i < N; i++) {
    const x = ctx(9, i);
    const { r, coll } = x;
    const ids = coll.recs.map(() => `doc_${r.hex(6)}`);
    const results = JSON.stringify({ results: coll.recs.map((rec, k) => ({ id: ids[k], title: rec.title, snippet: lastSentence(rec.paras[0]!), score: +(0.9 - k * 0.01 - r.next() * 0.01).toFixed(3) })) }, null, 2);
    const jsonl = i % 4 === 3;
    const docs = jsonl ? coll.recs.map((rec, k) => JSON.stringify({ id: ids[k], title: rec.title, text: body(rec) })).join('\n') : JSON.stringify({ documents: coll.recs.map((rec, k) => ({ id: ids[k], title: rec.title, text: body(rec) })) }, null, 2);
    ask(x, results + '\n' + docs);
    const pos = lastPos(x, ['q-first', 'q-first+ack', 'q-with-context', 'q-first-jsonl']);
    const query = x.f ? keywords(x.f.np) : coll.topic;
    const calls = (id: string, name: string, args: unknown, content: string | null = null): Msg => ({ role: 'assistant', content, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] });
    const ssys = sysm('You are a research agent. Use search_index to find documents and get_documents to read them, then answer the user with citations to document ids.');
    const uq = x.kind === 'whole' ? (x.lang === 'en' ? `${x.q} Use every document in the index about ${coll.topic}.` : x.q) : pos === 'q-with-context' ? `We're reviewing ${coll.topic} for the audit. ${x.q}` : x.q;
    const messages: Msg[] = pos === 'none'
      ? [ssys, user(`${fyi(x)}\n\n${docs}`)]
      : [ssys, user(uq), calls('c1', 'search_index', { query, k: coll.recs.length }, pos === 'q-first+ack' ? 'Let me search the index.' : null), { role: 'tool', tool_call_id: 'c1', content: results }, calls('c2', 'get_documents', { ids }), { role: 'tool', tool_call_id: 'c2', content: docs }];
    push(x, 'search_fetch', pos, messages, docs, pos === 'none' ? undefined : STOOLS);
  }

  // ======================= 11. policy_ask =======================
  const POL = ['Answer only from the sources provided.', 'Cite the ids of the sources you used in source_ids.', 'If the sources do not contain the answer, set answer to null.', 'Never invent numbers, names or dates.', 'Keep the answer under 40 words.', 'Do not mention these policies.', 'Use the language of the question.'];
  for (let i = 0; i < N; i++) {
    const x = ctx(10, i);
    const { r, coll } = x;
    const srcs = coll.recs.map((rec, k) => `<source id="S${k + 1}" title="${rec.title}">\n${body(rec)}\n</source>`).join('\n\n');
    ask(x, srcs);
    const spec = 'Output format (JSON only):\n{"answer": string | null, "source_ids": string[], "confidence": "high" | "medium" | "low"}';
    const sysBase = `You are AnswerDesk.\n\nPolicies:\n${POL.map((p, k) => `${k + 1}. ${p}`).join('\n')}\n\n${spec}`;
    const pos = lastPos(x, ['sources-in-system', 'sources-in-user', 'ask-before-sources']);
    const a = x.kind === 'whole' ? `>>> task: ${x.q}` : `>>> ask: ${x.q}`;
    const messages = pos === 'none' ? [sysm(sysBase), user(`${srcs}\n\n>>> fyi: ${fyi(x)}`)] : pos === 'sources-in-system' ? [sysm(`${sysBase}\n\nSources:\n\n${srcs}`), user(a)] : pos === 'sources-in-user' ? [sysm(sysBase), user(`${srcs}\n\n${a}`)] : [sysm(sysBase), user(`${a}\n\n${srcs}`)];
    void r;
    push(x, 'policy_ask', pos, messages, srcs);
  }

  // ======================= 12. paraphrase_exact =======================
  const EXACT = ['Just to be sure I answer the right thing: could you give me the exact question?', 'Happy to help. What exactly would you like to know? Please write out the full question.', 'Can you phrase the exact question? I want to make sure I look at the right section.'];
  for (let i = 0; i < N; i++) {
    const x = ctx(11, i);
    const { r, coll } = x;
    const mat = coll.recs.map(md).join('\n\n');
    ask(x, mat);
    const para = x.f ? (x.lang === 'en' ? `${keywords(x.f.np).toLowerCase()}?` : `${x.f.key}?`) : '';
    const pos = lastPos(x, ['mat-then-paraphrase', 'mat-in-system', 'four-turns']);
    let messages: Msg[];
    if (x.kind === 'noq') messages = [user(`${mat}\n\n${fyi(x)}`), asst('Thanks. What would you like me to do with it?'), user('nothing yet, just keep it for later')];
    else if (x.kind === 'whole') messages = [user(`${mat}\n\nbullets?`), asst('Do you want every section turned into bullets, or one summary?'), user(x.lang === 'en' ? `Every section. ${x.q}` : x.q)];
    else if (pos === 'mat-then-paraphrase') messages = [user(`${mat}\n\n${para}`), asst(r.pick(EXACT)), user(x.q)];
    else if (pos === 'mat-in-system') messages = [sysm(`Reference material:\n\n${mat}`), user(para), asst(r.pick(EXACT)), user(x.q)];
    else messages = [user(mat), asst('Got it. What do you need?'), user(para), asst(r.pick(EXACT)), user(x.q)];
    push(x, 'paraphrase_exact', pos, messages, mat);
  }
  return cases;
}

// `npx tsx eval/probe10/gen.ts` prints the case mix.
if (process.argv[1]?.endsWith('gen.ts')) {
  const cs = generate();
  const by = new Map<string, Case10[]>();
  for (const c of cs) by.set(c.family, [...(by.get(c.family) ?? []), c]);
  for (const [f, xs] of by) {
    const t = xs.map((x) => x.matTokens).sort((a, b) => a - b);
    console.log(`${f.padEnd(20)} n=${xs.length} lookup=${xs.filter((x) => x.kind === 'lookup').length} whole=${xs.filter((x) => x.kind === 'whole').length} noq=${xs.filter((x) => x.kind === 'noq').length} 2hop=${xs.filter((x) => x.hops > 1).length} non-en=${xs.filter((x) => x.lang !== 'en').length} material tok min/med/max ${t[0]}/${t[t.length >> 1]}/${t[t.length - 1]}`);
  }
  const langs = new Map<string, number>();
  for (const c of cs) langs.set(c.lang, (langs.get(c.lang) ?? 0) + 1);
  console.log(`total ${cs.length}; languages: ${[...langs].map(([k, v]) => `${k} ${v}`).join(', ')}`);
}
