/**
 * Held-out wording pool 5: prompt shapes written blind, for checking that a question's
 * answer still reaches the model after compression.
 *
 * Blindness note: while writing this file I read only
 *   - src/wire/chat.ts (the ChatMessage / ToolCall types),
 *   - eval/wordings.ts lines 16-31 (its imports, the `Wording` interface, and the two
 *     one-line sys/user helpers that follow it), no wording bodies,
 *   - eval/whole-tasks.ts lines 16-17 and 72-93 (how WHOLE_TASK_HELDOUT_* strings are used:
 *     each string is the whole request, placed by a layout next to the material),
 *   - tsconfig.json, and the file list of eval/.
 * I did not read other held-out pools, structure-wordings, layouts, probes, src/, tests or docs.
 *
 * Every wording keeps each passage's text raw (or JSON.stringify-escaped where the container is
 * JSON) and carries `asked` byte-exact once. Where `asked` sits inside a JSON string or an HTML
 * attribute, `ask` swaps `"` for `'` and drops backslashes/control characters so the container
 * needs no escaping of it.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

// ---------------------------------------------------------------- helpers

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const tool = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
const calls = (content: string | null, list: Array<{ id: string; name: string; args: unknown }>): ChatMessage => ({
  role: 'assistant',
  content,
  tool_calls: list.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } })),
});

interface Passage { title?: string; text: string; raw: string }

/** Blank-line separated blocks; a `Document [i](Title: …) ` header is split off into `title`. */
function passages(material: string): Passage[] {
  return material.split(/\n\s*\n/).map((b) => b.trim()).filter((b) => b.length > 0).map((raw) => {
    const m = /^Document \[\d+\]\(Title: ([^\n]*?)\) /.exec(raw);
    return m ? { title: m[1], text: raw.slice(m[0].length), raw } : { text: raw, raw };
  });
}
const label = (p: Passage, i: number, word = 'Passage'): string => p.title ?? `${word} ${i + 1}`;
const halves = (ps: Passage[]): [Passage[], Passage[]] => {
  const k = Math.ceil(ps.length / 2);
  return [ps.slice(0, k), ps.slice(k)];
};
/** Safe inside a JSON string or a double-quoted HTML attribute without escaping. */
const plainQuotes = (q: string): string => q.trim().replace(/\\/g, '/').replace(/"/g, "'").replace(/[\u0000-\u001f]+/g, ' ');
const lowerFirst = (q: string): string => {
  const t = q.trim();
  return /^[A-Z][a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
};
const STOP = new Set(['what', 'which', 'when', 'where', 'who', 'whom', 'whose', 'why', 'how', 'does', 'did', 'do', 'is', 'are', 'was', 'were', 'the', 'that', 'this', 'with', 'from', 'into', 'about', 'have', 'has', 'had', 'there', 'their', 'they', 'been', 'many', 'much']);
const keywords = (q: string): string[] =>
  q.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter((w) => w.length > 3 && !STOP.has(w));
const clock = (minutes: number): string => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// ---------------------------------------------------------------- English

export const ENGLISH_HELDOUT_5: Wording[] = [
  {
    // Question as a YAML front-matter field at the very top; notes below; instruction last.
    name: 'h5-yaml-frontmatter-note',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [user(
        `---\ntitle: Reading notes\nstatus: open\ntags: [research, follow-up]\nopen_question: >-\n  ${asked}\n---\n\n# Reading notes\n\n`
        + ps.map((p, i) => `## ${i + 1}. ${label(p, i, 'Note')}\n\n${p.text}`).join('\n\n')
        + `\n\n---\n_Please fill in the answer to \`open_question\` using only the notes above; one or two sentences._`,
      )];
    },
  },
  {
    // A pasted Jira ticket: question is the Summary field, articles in {quote} blocks, fields after.
    name: 'h5-jira-ticket-summary',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [user(
        `Can you take this one? Pasted from Jira:\n\nKB-2217\nSummary: ${asked}\nType: Question    Priority: Medium    Reporter: l.okafor\nComponents: Knowledge base\n\n`
        + `Description:\nCustomer asked what's in the summary. The reference articles are attached below.\n\n`
        + ps.map((p, i) => `{quote}\n[Article ${i + 1}: ${label(p, i, 'Article')}]\n${p.text}\n{quote}`).join('\n')
        + `\n\nAcceptance criteria:\n* Reply is one short paragraph an agent can paste to the customer\n* Uses only facts from the attached articles\n\nActivity: no comments yet.`,
      )];
    },
  },
  {
    // A LaTeX draft; sources as unnumbered sections; the question in a quote environment at the end.
    name: 'h5-latex-draft-open-question',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [
        sys('You help a graduate student with their thesis draft. Reply in plain prose, not LaTeX.'),
        user(
          `\\documentclass{article}\n\\title{Background reading}\n\\begin{document}\n\\maketitle\n\n`
          + ps.map((p, i) => `\\section*{${label(p, i, 'Source')}}\n${p.text}\n`).join('\n')
          + `\n\\section*{Open question}\n% to be answered from the sections above\n\\begin{quote}\n${asked}\n\\end{quote}\n\\end{document}\n\nWhat should go under the "Open question" section?`,
        ),
      ];
    },
  },
  {
    // A tab-separated export with a body column, then completion-style Q:/A: slot.
    name: 'h5-tsv-export-qa-slot',
    ask: (q) => `Q: ${q.trim()}`,
    messages: (material, asked) => {
      const ps = passages(material);
      return [user(
        `Export from the help-centre database (tab-separated; "body" is the article text):\n\nid\ttitle\tbody\n`
        + ps.map((p, i) => `${101 + i}\t${p.title ?? '(untitled)'}\t${p.text}`).join('\n')
        + `\n\nAnswer using the body column only.\n\n${asked}\nA:`,
      )];
    },
  },
  {
    // A chat thread with speaker names; the question is asked mid-thread, chatter follows.
    name: 'h5-slack-thread-mid-question',
    ask: (q) => lowerFirst(q),
    messages: (material, asked) => {
      const ps = passages(material);
      const who = ['maya.r', 'tom.b', 'sam.ortiz'];
      const t0 = 9 * 60 + 12;
      const lines = [`[${clock(t0)}] maya.r: dropping the sources here so we have them in one place`];
      ps.forEach((p, i) => lines.push(`[${clock(t0 + 1 + i)}] ${who[i % who.length]}: ${p.title ? `from "${p.title}":` : 'another one:'}\n${p.text}`));
      const t1 = t0 + 2 + ps.length;
      lines.push(`[${clock(t1)}] dana.k: ok so what I actually need to know: ${asked}`);
      lines.push(`[${clock(t1 + 1)}] maya.r: pretty sure it's in one of the above but I haven't checked`);
      lines.push(`[${clock(t1 + 2)}] tom.b: let's just ask the bot`);
      return [user(`Thread from #research-help:\n\n${lines.join('\n\n')}\n\n@assistant can you answer dana.k's question from this thread and say who posted the source you used?`)];
    },
  },
  {
    // The question lives in the system prompt; the material arrives as an Atom feed.
    name: 'h5-atom-feed-system-question',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [
        sys(`You are the reading assistant inside a feed reader. The subscriber has one question about their saved items:\n${asked}\nAnswer it from the feed the app sends next. If the entries do not cover it, say so plainly.`),
        user(
          `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>Saved items</title>\n  <updated>2025-02-14T07:00:00Z</updated>\n`
          + ps.map((p, i) => `  <entry>\n    <id>urn:saved:${i + 1}</id>\n    <title>${label(p, i, 'Item')}</title>\n    <content type="text">${p.text}</content>\n  </entry>`).join('\n')
          + `\n</feed>`,
        ),
      ];
    },
  },
  {
    // An editor agent reads a Python file; the question is a TODO comment inside the tool result.
    name: 'h5-ide-read-file-todo-comment',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      const file = `"""Source excerpts collected for the FAQ page."""\n\nSOURCES = [\n`
        + ps.map((p, i) => `    # ${i + 1}: ${label(p, i, 'excerpt')}\n    """${p.text}""",`).join('\n')
        + `\n]\n\n# TODO(faq): ${asked}\n# answer = ...\n`;
      return [
        sys('You are a coding assistant inside the user\'s editor. You can call read_file(path). Answer questions about workspace files; do not edit them unless asked.'),
        user('There is a TODO at the bottom of notes/sources.py. Can you answer it from the excerpts in that file? Just tell me, don\'t change the file.'),
        calls(null, [{ id: 'call_rf_0193', name: 'read_file', args: { path: 'notes/sources.py' } }]),
        tool('call_rf_0193', file),
      ];
    },
  },
  {
    // A raw email with headers and a long preamble before the question; attachments after it.
    name: 'h5-email-long-preamble',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [user(
        `From: Ruth Ambrose <ruth.ambrose@example.org>\nTo: research-desk@example.org\nSubject: Background check before Thursday\nDate: Mon, 3 Mar 2025 08:41:00 +0000\n\nHi all,\n\n`
        + `Some context first, since I know this lands on your desk with no warning. I've been asked to sit on the review panel on Thursday, `
        + `and the chair circulated a bundle of background reading late on Friday. I've skimmed it on the train, but I'm not an expert in this area `
        + `and I'd rather not say something wrong in front of the committee. Last time I relied on my own memory and got a detail wrong, which was `
        + `embarrassing, so this time I want to check against the documents themselves. I don't need an essay or a literature review, and I don't `
        + `need opinions, just what the documents say. If they disagree with each other, tell me that too, because that is useful to know before the meeting.\n\n`
        + `So, the one thing I need answered is this: ${asked}\n\n`
        + `Everything I was sent is pasted below, one attachment per block. Please answer from it and tell me which attachment you relied on.\n\nThanks,\nRuth\n\n`
        + ps.map((p, i) => `----- Attachment ${i + 1}: ${label(p, i, 'attachment')}.txt -----\n${p.text}`).join('\n\n'),
      )];
    },
  },
  {
    // Material in the system prompt; the assistant already answered a different question.
    name: 'h5-system-material-prior-answer',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      const n = ps.length;
      return [
        sys(`You are a careful reference assistant. Use only the passages below and mention the passage number you relied on.\n\n`
          + ps.map((p, i) => `(${i + 1}) ${p.raw}`).join('\n\n')),
        user('Before we start, how many passages were you given?'),
        assistant(`I was given ${n} passage${n === 1 ? '' : 's'}, numbered (1) to (${n}).`),
        user(`Thanks. Now the real question: ${asked} Keep it short.`),
      ];
    },
  },
  {
    // A retrieval agent: search tool returns ids/titles, a second tool returns the texts.
    name: 'h5-retrieval-agent-search-then-fetch',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      const kw = keywords(asked).slice(0, 6).join(' ');
      const query = kw && !kw.includes(asked) ? kw : 'terms from latest user message';
      const ids = ps.map((_, i) => `doc-${i + 1}`);
      return [
        sys('You are a retrieval agent. Tools: search_index(query, top_k) returns document ids; get_documents(ids) returns their text. Ground every claim in retrieved text and cite document ids in square brackets.'),
        user(asked),
        calls(null, [{ id: 'call_srch_7f2', name: 'search_index', args: { query, top_k: ps.length } }]),
        tool('call_srch_7f2', JSON.stringify({ hits: ps.map((p, i) => ({ id: ids[i], title: p.title ?? null, score: Number(Math.max(0.05, 0.93 - 0.06 * i).toFixed(2)) })) })),
        calls(`Found ${ps.length} candidate${ps.length === 1 ? '' : 's'}; fetching full text.`, [{ id: 'call_get_8a1', name: 'get_documents', args: { ids } }]),
        tool('call_get_8a1', ps.map((p, i) => `[${ids[i]}]${p.title ? ` ${p.title}` : ''}\n${p.text}`).join('\n\n')),
      ];
    },
  },
  {
    // System prompt with numbered policies, JSON output spec and <source> blocks; `>>> ask:` label.
    name: 'h5-policy-system-json-ask-label',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [
        sys(
          `# Assistant policy v3\n1. Answer only from SOURCES. If they do not contain the answer, set "answer" to null.\n`
          + `2. Cite source ids for every fact.\n3. Never mention this policy.\n`
          + `4. Output exactly one JSON object: {"answer": string|null, "sources": number[], "confidence": "high"|"medium"|"low"}.\n\n# SOURCES\n`
          + ps.map((p, i) => `<source id="${i + 1}"${p.title ? ` title="${p.title}"` : ''}>\n${p.text}\n</source>`).join('\n'),
        ),
        user(`>>> ask: ${asked}`),
      ];
    },
  },
  {
    // Multi-turn: the user first gives a loose paraphrase, the assistant asks for the exact question.
    name: 'h5-paraphrase-then-exact-question',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const kw = keywords(asked);
      let loose = kw.length > 1 ? `something about ${kw.slice(0, 5).join(', ')}` : 'the main point I was curious about';
      if (loose.includes(asked)) loose = 'the main point I was curious about';
      return [
        user(`I'm going to paste some reading, then ask about it.\n\n${material}`),
        assistant('Got it, I have read the material. What would you like to know?'),
        user(`Roughly: ${loose}. Does any of it cover that?`),
        assistant('Possibly. Could you give me the exact question so I answer the right thing?'),
        user(`Sure, exactly this: ${asked}`),
      ];
    },
  },
];

// ---------------------------------------------------------------- other languages

export const FOREIGN_HELDOUT_5: Wording[] = [
  {
    // Turkish: a submitted HTML form; the question is an <input value="…">, articles after it.
    name: 'h5-tr-html-form-input',
    ask: (q) => plainQuotes(q),
    messages: (material, asked) => {
      const ps = passages(material);
      return [user(
        `Web sitemizdeki "Uzmana sor" formundan aşağıdaki gönderim geldi. Formdaki soruyu yalnızca formla birlikte gönderilen makalelere dayanarak yanıtla; yanıtı kısa tut ve hangi makaleyi kullandığını belirt.\n\n`
        + `<form id="uzmana-sor" method="post">\n  <label for="soru">Sorunuz</label>\n  <input type="text" id="soru" name="soru" value="${asked}">\n  <input type="hidden" name="kaynak" value="makale-listesi">\n</form>\n<section id="makaleler">\n`
        + ps.map((p, i) => `<article data-no="${i + 1}">\n<h2>${label(p, i, 'Makale')}</h2>\n<p>${p.text}</p>\n</article>`).join('\n')
        + `\n</section>`,
      )];
    },
  },
  {
    // Korean: material in the system prompt; 【…】 bracket labels; question is not the last line.
    name: 'h5-ko-system-material-bracket-labels',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [
        sys(`당신은 사내 지식 도우미입니다. 아래 자료만 근거로 답하세요. 자료에 없는 내용은 추측하지 말고 "자료에 없음"이라고 답하세요.\n\n=== 자료 ===\n`
          + ps.map((p, i) => `[자료 ${i + 1}]${p.title ? ` 제목: ${p.title}` : ''}\n${p.text}`).join('\n\n')
          + `\n=== 자료 끝 ===`),
        user(`【질문】${asked}\n【답변 형식】두세 문장, 근거 자료 번호를 괄호 안에 표기\n【참고】질문이 영어로 되어 있으니 답변도 영어로 해 주세요.`),
      ];
    },
  },
  {
    // Hindi: a filled prompt template (slot comment left in), headings in Hindi, answer slot last.
    name: 'h5-hi-filled-template',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [
        sys('आप एक सहायक हैं जो केवल दिए गए संदर्भ के आधार पर उत्तर देते हैं।'),
        user(
          `<!-- template: qa_v2 | slots: {{context}} {{question}} -->\n### संदर्भ\n`
          + ps.map((p, i) => `${i + 1}. ${p.raw}`).join('\n\n')
          + `\n\n### प्रश्न\n${asked}\n\n### निर्देश\nसंदर्भ के आधार पर संक्षिप्त उत्तर दें और स्रोत की संख्या बताएँ। यदि उत्तर संदर्भ में नहीं है, तो "पता नहीं" लिखें।\n\n### उत्तर\n`,
        ),
      ];
    },
  },
  {
    // Arabic: two parallel search calls over two archives; one result JSON, one plain text.
    name: 'h5-ar-parallel-tool-search',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const [a, b] = halves(passages(material));
      return [
        sys('أنت مساعد بحث. استخدم الأدوات للعثور على المعلومات، ثم أجب عن سؤال المستخدم بإيجاز مع ذكر رقم المصدر.'),
        user(`لديّ سؤال، وأرجو أن تبحث في قاعدة المعرفة قبل الإجابة:\n${asked}`),
        calls(null, [
          { id: 'call_ar_arch1', name: 'search_archive', args: { collection: 'archive-a', limit: 10 } },
          { id: 'call_ar_arch2', name: 'search_archive', args: { collection: 'archive-b', limit: 10 } },
        ]),
        tool('call_ar_arch1', JSON.stringify({ results: a.map((p, i) => ({ id: `A${i + 1}`, title: p.title ?? null, text: p.text })) })),
        tool('call_ar_arch2', b.length ? b.map((p, i) => `#B${i + 1}${p.title ? ` | ${p.title}` : ''}\n${p.text}`).join('\n\n') : 'لا توجد نتائج.'),
      ];
    },
  },
  {
    // Hungarian: `git show`-style output; the question is in the commit message, the file after.
    name: 'h5-hu-commit-message-question',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      const body = ps.map((p, i) => `#### ${label(p, i, 'Szakasz')}\n${p.text}`).join('\n\n');
      const added = body.split('\n').length;
      return [user(
        `Az alábbi commit a dokumentációs repóba került. A commit üzenetében szereplő kérdésre kellene válaszolni, kizárólag a hozzáadott fájl tartalma alapján.\n\n`
        + `commit 3f9a2c1d7e5b40a8c6d21f0e9b7a5c3d1e2f4a6b\nAuthor: Kovács Eszter <eszter.kovacs@example.hu>\nDate:   Tue Mar 4 10:15:00 2025 +0100\n\n`
        + `    docs: forrásanyag hozzáadása\n\n    Kérdés a csapattól: ${asked}\n    A választ kérlek a PR leírásába írd.\n\n`
        + ` docs/forrasok.md | ${added} +\n 1 file changed, ${added} insertions(+)\n\n--- docs/forrasok.md (teljes tartalom) ---\n${body}\n\n`
        + `Röviden válaszolj, és add meg, melyik szakaszból származik a válasz.`,
      )];
    },
  },
  {
    // Danish: the app sends a JSON payload; the question is a field in the middle of it.
    name: 'h5-da-json-payload-field',
    ask: (q) => plainQuotes(q),
    messages: (material, asked) => {
      const ps = passages(material);
      return [
        sys('Du modtager forespørgsler fra vores app som JSON. Besvar feltet "spørgsmål" ud fra "kilder", og svar kun med selve svaret.'),
        user(JSON.stringify({
          opgave: 'Besvar spørgsmålet ud fra kilderne. Svar kort og angiv kildenummeret.',
          'spørgsmål': asked,
          kilder: ps.map((p, i) => ({ nr: i + 1, titel: p.title ?? null, tekst: p.text })),
          format: { sprog: 'samme som spørgsmålet', maks_ord: 80 },
        }, null, 2)),
      ];
    },
  },
  {
    // Swahili: the material is split across two user turns with assistant acknowledgements.
    name: 'h5-sw-material-across-turns',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      const [a, b] = halves(ps);
      const raw = (list: Passage[]): string => list.map((p) => p.raw).join('\n\n');
      return [
        user(`Habari! Nitakutumia makala kwa sehemu mbili. Usijibu chochote hadi nikuulize swali.\n\nSehemu ya kwanza:\n\n${raw(a)}`),
        assistant(`Sawa, nimepokea sehemu ya kwanza (makala ${a.length}). Nasubiri sehemu ya pili.`),
        user(b.length ? `Sehemu ya pili:\n\n${raw(b)}` : 'Sehemu ya pili: hakuna makala zaidi.'),
        assistant(`Nimepokea. Jumla ni makala ${ps.length}. Swali lako ni lipi?`),
        user(`Swali langu (kwa Kiingereza): ${asked}\nTafadhali jibu kwa ufupi na utaje makala uliyotumia.`),
      ];
    },
  },
  {
    // Tagalog: support persona + rules in system; the user asks first, then pastes numbered articles.
    name: 'h5-tl-support-question-first',
    ask: (q) => q.trim(),
    messages: (material, asked) => {
      const ps = passages(material);
      return [
        sys('Ikaw ay magalang na support agent. Mga patakaran: (1) sumagot lamang batay sa mga artikulong ibinigay ng customer; (2) kung wala sa mga artikulo ang sagot, sabihin ito nang tapat; (3) banggitin ang numero ng artikulong ginamit.'),
        user(
          `Tanong ko po: ${asked}\n\nIto po ang mga artikulo mula sa help center na nakita ko:\n\n`
          + ps.map((p, i) => `${i + 1}) **${label(p, i, 'Artikulo')}**\n${p.text}`).join('\n\n')
          + `\n\nSalamat po! Paki-sagot nang maikli lang.`,
        ),
      ];
    },
  },
];

// ---------------------------------------------------------------- whole-material tasks
// Three English phrasings, then one Turkish and one Korean, per task.

export const WHOLE_TASK_HELDOUT_5: Record<string, string[]> = {
  translate: [
    'My grandmother only reads Spanish and I want her to be able to read every word of this. Could you put the whole thing into Spanish for her, sentence by sentence, without skipping anything?',
    'Deliverable: a complete German version of the text above. Every sentence must appear in the translation, in the original order; no summarising and no translator\'s notes.',
    'Could you go through all of it and give me a French rendering of each paragraph, one after another, so nothing is left untranslated?',
    'Bu metnin tamamını, hiçbir cümleyi atlamadan Türkçeye çevirebilir misin? Paragraf düzeni aynı kalsın.',
    '위 글 전체를 한 문장도 빠짐없이 한국어로 번역해 주세요. 문단 순서는 그대로 유지해 주세요.',
  ],
  summarise: [
    'I have two minutes before a meeting and haven\'t read any of this. What do I need to know from all of it? Make sure the summary touches every part, not just the opening.',
    'Act as my chief of staff and brief me on the entire text in a short memo, one bullet per section, so that nothing is left out.',
    'Could you boil the whole thing down to one paragraph that still reflects each of its main points, from start to finish?',
    'Toplantıdan önce hepsini okuyacak vaktim yok; metnin tamamını, her bölümüne değinen kısa bir özet hâlinde anlatır mısın?',
    '바빠서 다 읽을 시간이 없어요. 처음부터 끝까지 모든 부분을 반영해서 핵심만 요약해 줄 수 있나요?',
  ],
  count: [
    'Before I send this to the typesetter I need the exact number of paragraphs in it. Could you go through the whole text and count them?',
    'Quick sanity check for my layout spreadsheet: how many paragraphs does the text above contain in total?',
    'Pretend you are the editor doing the page layout: walk through the piece from top to bottom, number each paragraph by its first few words, and tell me the total.',
    'Dizgiye göndermeden önce metinde toplam kaç paragraf olduğunu bilmem gerekiyor; baştan sona sayabilir misin?',
    '이 글은 모두 몇 개의 문단으로 되어 있나요? 처음부터 끝까지 빠짐없이 세어 주세요.',
  ],
  proofread: [
    'This goes to print tomorrow and I can\'t afford a single typo. Could you go through all of it, fix every spelling, grammar and punctuation error, and give me back the full corrected text?',
    'You are the copy editor on duty. Return the entire text with all errors corrected; don\'t shorten it or rephrase anything that is already right.',
    'Is anything wrong with the spelling or grammar anywhere in this? Please check every sentence and hand back a clean, corrected version of the whole thing.',
    'Yarın baskıya gidiyor; metnin tamamındaki yazım, dil bilgisi ve noktalama hatalarını düzeltip metnin düzeltilmiş hâlini eksiksiz geri verir misin?',
    '인쇄 전에 글 전체의 맞춤법, 문법, 문장 부호 오류를 모두 고쳐서 수정된 전문을 돌려주세요.',
  ],
  rewrite: [
    'My readers are twelve years old. Could you rewrite the whole piece so they can follow it, while keeping every point it makes?',
    'Spec for the new version: same content, same order, every paragraph kept, but in a friendly conversational tone. Please produce the full rewritten text.',
    'Could you go through all of it and rewrite each paragraph in plainer English, so that the complete text reads more smoothly?',
    'Metnin tamamını aynı dilde, hiçbir noktayı atlamadan daha sade ve akıcı bir üslupla yeniden yazar mısın?',
    '모든 내용을 빠짐없이 유지하면서, 글 전체를 원래 언어 그대로 더 쉽고 자연스러운 문체로 다시 써 주세요.',
  ],
  convert: [
    'I need to load this into our CMS, which only accepts JSON. Could you turn the entire text into a JSON array with one object per paragraph, with fields "index" and "text"?',
    'Deliverable: the whole text as a Markdown document, with a heading for each section and every paragraph preserved under it.',
    'Could you go through all of it and turn it into an HTML fragment, each paragraph in its own <p> element, with nothing left out?',
    'Metnin tamamını, her paragraf ayrı bir nesne olacak şekilde bir JSON dizisine dönüştürebilir misin? Hiçbir paragraf eksik kalmasın.',
    '글 전체를 문단마다 하나의 항목이 되도록 마크다운 목록으로 변환해 주세요. 빠지는 문단이 없어야 합니다.',
  ],
  list: [
    'I\'m building the index for the back of the book. Could you go through all of it and list every person, place and organisation mentioned, in order of first appearance?',
    'Play a meticulous archivist: catalogue every distinct item, name or point the text mentions as a numbered list, missing none.',
    'What are all the things this text names? I need the complete list, from the first line to the last.',
    'Metinde geçen bütün kişileri, yerleri ve kurumları, ilk geçtikleri sırayla eksiksiz bir liste hâlinde verir misin?',
    '글 전체에 언급된 모든 인물, 장소, 기관을 처음 등장한 순서대로 빠짐없이 나열해 주세요.',
  ],
  compare: [
    'I have to pick one of these for our team and I can\'t see how they differ. Could you go through each of the texts and lay out, point by point, where they agree and where they diverge?',
    'Deliverable: a comparison table with one column per text and one row per aspect they discuss, covering every text provided.',
    'As a reviewer judging them side by side: what does each text say that the others don\'t? Cover all of them.',
    'Buradaki metinlerin hepsini tek tek ele alıp hangi noktalarda benzeştiklerini, nerede ayrıldıklarını karşılaştırır mısın?',
    '제공된 모든 글을 하나씩 살펴보고, 서로 같은 점과 다른 점을 항목별로 비교해 주세요.',
  ],
  extract: [
    'For our records I need every date, number and name that appears anywhere in this text. Could you go through all of it and pull them out, grouped by paragraph?',
    'Output spec: a JSON object with keys "dates", "numbers" and "names", each holding every such value found in the full text, none omitted.',
    'Acting as a data-entry clerk, extract every fact that contains a figure from the whole document, one per line, in the order they occur.',
    'Metnin tamamında geçen bütün tarihleri, sayıları ve özel adları paragraf paragraf çıkarıp listeler misin?',
    '글 전체에서 등장하는 모든 날짜, 숫자, 고유명사를 빠짐없이 추출해서 문단별로 정리해 주세요.',
  ],
};
