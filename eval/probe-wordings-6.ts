/**
 * @module eval/probe-wordings-6
 * Probe pool 6: wordings written blind (without reading the compressor or any earlier wording
 * pool). Twelve container categories, three English wordings each, plus twelve wordings whose
 * framing is in another language around the English question and English material.
 *
 * Every wording keeps each passage's text verbatim (the three policy-system-json-ask-label
 * wordings JSON-encode it) and puts whatever `ask` returns into the prompt exactly once.
 * Run `npx tsx eval/probe-wordings-6.ts` for the self-check.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

// ---------------------------------------------------------------------------------------------
// helpers

interface Doc {
  n: number;
  title: string;
  text: string;
}

const DOC_RX = /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/;

/** Splits the numbered material into passages; anything unrecognised becomes an untitled passage. */
function docs(material: string): Doc[] {
  const blocks = DOC_RX.test(material.split('\n')[0] ?? '')
    ? material.split(/\n\n(?=Document \[\d+\]\(Title: )/)
    : material.split(/\n\n+/);
  return blocks
    .filter((b) => b.trim() !== '')
    .map((b, i) => {
      const m = DOC_RX.exec(b);
      return m ? { n: Number(m[1]), title: m[2] ?? '', text: m[3] ?? '' } : { n: i + 1, title: '', text: b };
    });
}

const titleOf = (d: Doc): string => (d.title === '' ? `Document ${d.n}` : d.title);

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const dev = (content: string): ChatMessage => ({ role: 'developer', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const asst = (content: string): ChatMessage => ({ role: 'assistant', content });
const call = (...calls: { id: string; name: string; args: unknown }[]): ChatMessage => ({
  role: 'assistant',
  content: null,
  tool_calls: calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: JSON.stringify(c.args) } })),
});
const result = (tool_call_id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id, content });

const same = (q: string): string => q;
const lowerFirst = (q: string): string => q.charAt(0).toLowerCase() + q.slice(1);
const noMark = (q: string): string => q.replace(/\s*\?+\s*$/, '');
/** A question that JSON.stringify leaves unchanged (quotes become apostrophes). */
const jsonSafe = (q: string): string => q.replace(/\\/g, '/').replace(/"/g, "'").replace(/[\u0000-\u001f]/g, ' ');

const STOP = new Set(
  ('a an the of in on at to for from by with and or but is are was were be been being do does did what which who whom whose ' +
    'when where why how that this these those it its as into than then there their they he she his her him them not no ' +
    'have has had can could would should will may might many much most more some any about after before during over under ' +
    'between also such if so one two name named called type kind year years').split(' '),
);

/** A loose, lower-case gist of the question: a few of its content words. */
function gist(q: string, max = 4): string[] {
  const words = q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));
  const out = [...new Set(words)].slice(0, max);
  return out.length > 0 ? out : ['that topic'];
}

const snippet = (text: string, n = 90): string => (text.length <= n ? text : `${text.slice(0, n).replace(/\s+\S*$/, '')}…`);
const pad2 = (n: number): string => String(n).padStart(2, '0');
const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'untitled';
const chunks = <T>(xs: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
};
/** Distinct titles in order of first appearance, with their passages. */
const byTitle = (ds: Doc[]): [string, Doc[]][] => {
  const map = new Map<string, Doc[]>();
  for (const d of ds) {
    const t = titleOf(d);
    const list = map.get(t);
    if (list) list.push(d);
    else map.set(t, [d]);
  }
  return [...map.entries()];
};

// ---------------------------------------------------------------------------------------------
// English

const EMAIL_DISCLAIMER =
  'CONFIDENTIALITY NOTICE: This e-mail message, including any attachments, is for the sole use of the intended ' +
  'recipient(s) and may contain confidential and privileged information. Any unauthorized review, use, disclosure or ' +
  'distribution is prohibited. If you are not the intended recipient, please contact the sender by reply e-mail and ' +
  'destroy all copies of the original message. Please consider the environment before printing this e-mail.';

export const ENGLISH_PROBE_6: Wording[] = [
  // 1. yaml-frontmatter-note ---------------------------------------------------------------------
  {
    name: 'p6-yaml-frontmatter-note-a',
    ask: same,
    messages: (m, q) => [
      user(
        `Hey! Pasting a note from my Obsidian vault below. The front matter has a question I still haven't answered — ` +
          `can you fill it in from the sources in the note body? Just the answer, I'll paste it into the \`answer:\` field myself.\n\n` +
          `---\ntitle: Reading notes — batch 14\ncreated: 2026-02-11\nupdated: 2026-02-12\ntags: [reading, sources, open-question]\n` +
          `status: draft\nquestion: |\n  ${q}\nanswer:\n---\n\n# Sources\n\n${m}\n\n## Scratch\n\n- several of these overlap, only one actually has it\n- keep the answer short`,
      ),
    ],
  },
  {
    name: 'p6-yaml-frontmatter-note-b',
    ask: same,
    messages: (m, q) => [
      sys(
        'You are the content assistant for a documentation site built with a static site generator. Authors send you ' +
          'Markdown files with YAML front matter. When an FAQ entry is missing its answer, reply with only the text that ' +
          'belongs in the answer field: one or two sentences, no Markdown, no quotes.',
      ),
      user(
        `content/faq/entry-0931.md\n\n---\nlayout: faq\nweight: 931\ndraft: true\nfaq:\n  question: >-\n    ${q}\n  answer: ""\n` +
          `  reviewed_by: null\nsources: retrieval-dump\n---\n\n` +
          docs(m)
            .map((d) => `### ${titleOf(d)}\n\n${d.text}`)
            .join('\n\n') +
          `\n\n<!-- answer must come from one of the sections above -->`,
      ),
    ],
  },
  {
    name: 'p6-yaml-frontmatter-note-c',
    ask: noMark,
    messages: (m, q) => [
      user(
        `---\nid: 20260207-1533\naliases: [dump]\nsource: search export\n---\n\n${m}\n\n> [!question] open\n> ${q}?\n\nanswer the callout. one line.`,
      ),
    ],
  },

  // 2. jira-ticket-summary -----------------------------------------------------------------------
  {
    name: 'p6-jira-ticket-summary-a',
    ask: same,
    messages: (m, q) => [
      sys('You help the content team triage tickets. Reply with the answer to the question raised in the ticket, in one sentence, and name the document it comes from.'),
      user(
        `[DATA-4172] Verify source for onboarding quiz item\n` +
          `Project: Content QA    Type: Task    Priority: Medium    Status: In Progress\n` +
          `Assignee: Priya Raman    Reporter: Tomás Lindqvist\nLabels: fact-check, quiz-bank\n` +
          `Created: 03/Feb/26 10:14    Updated: 05/Feb/26 16:02\n\n` +
          `Description:\nThe quiz bank has the following item with no answer key:\n\n    ${q}\n\n` +
          `The retrieval job pulled the extracts attached below. Please confirm the answer from them before the item ships.\n\n` +
          `Attachment: extracts.txt (20 extracts)\n${m}\n\n` +
          `Comments:\nTomás Lindqvist — 04/Feb/26 09:30\n  Skimmed a few. Several are on the same subject, so be careful which one actually answers it.\n` +
          `Priya Raman — 05/Feb/26 16:02\n  Passing this to the assistant. Only need the answer + doc number, not a write-up.`,
      ),
    ],
  },
  {
    name: 'p6-jira-ticket-summary-b',
    ask: noMark,
    messages: (m, q) => {
      const body = docs(m)
        .map((d) => `h3. [${d.n}] ${titleOf(d)}\n{quote}${d.text}{quote}`)
        .join('\n\n');
      return [
        user(
          `Exported issue (Jira wiki markup) — answer what the Summary asks, briefly.\n\n` +
            `Key: KB-2209\nSummary: ${q}?\nIssue Type: Question\nComponent/s: Knowledge Base\nFix Version/s: 2026.03\n` +
            `Story Points: 1\nSprint: KB Sprint 41\n\nDescription:\nh2. Candidate sources\n\n${body}\n\n` +
            `h2. Acceptance criteria\n* Answer is supported by exactly one of the sources above\n* Answer is a short phrase, not a paragraph`,
        ),
      ];
    },
  },
  {
    name: 'p6-jira-ticket-summary-c',
    ask: lowerFirst,
    messages: (m, q) => {
      const ds = docs(m);
      const cut = Math.ceil(ds.length * 0.6);
      const part = (xs: Doc[]): string => xs.map((d) => `> **${titleOf(d)}** — ${d.text}`).join('\n>\n');
      return [
        sys('You are a bot that lives in an issue tracker. When mentioned, answer the question addressed to you, using only what is in the issue thread.'),
        user(
          `#1184 · "Source check for FAQ rewrite" · open · label: docs\n\n` +
            `**@dkowalski** opened this issue\n> Pulling together sources for the FAQ rewrite. First batch:\n>\n${part(ds.slice(0, cut))}\n\n` +
            `**@mfernandes** commented\n> Rest of the batch:\n>\n${part(ds.slice(cut))}\n\n` +
            `**@dkowalski** commented\n> Thanks. @tracker-bot ${q} one line is fine.\n\n` +
            `**@mfernandes** added the label \`needs-answer\``,
        ),
      ];
    },
  },

  // 3. latex-draft-open-question ------------------------------------------------------------------
  {
    name: 'p6-latex-draft-open-question-a',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const body = ds.map((d) => `\\paragraph{${titleOf(d)}}\n${d.text}`).join('\n\n');
      return [
        user(
          `My co-author left a TODO in our draft (main.tex below). Could you resolve it? I only need the fact itself — ` +
            `I'll edit the .tex myself.\n\n` +
            `\\documentclass[11pt]{article}\n\\usepackage[utf8]{inputenc}\n\\usepackage{todonotes}\n\\usepackage{hyperref}\n` +
            `\\title{Sources for the Background Section}\n\\author{A. Kovač \\and L. Ferreira}\n\\date{Draft of February 2026}\n\n` +
            `\\begin{document}\n\\maketitle\n\n\\section{Background}\n\n${body}\n\n\\section{Discussion}\n` +
            `% TODO(ak): ${q} -- settle this from the sources above before we send it to Lucas\n` +
            `\\todo[inline]{answer the question in the comment above}\n\n\\end{document}`,
        ),
      ];
    },
  },
  {
    name: 'p6-latex-draft-open-question-b',
    ask: same,
    messages: (m, q) => [
      sys(
        'You are the writing assistant inside an online LaTeX editor. Users paste parts of their project. Answer their ' +
          'questions concisely; do not rewrite their LaTeX unless asked.',
      ),
      user(
        `Quick one before I submit tonight: ${q}\n\nIt should be somewhere in the appendix of my draft:\n\n` +
          `\\appendix\n\\section{Source excerpts}\n\\label{app:sources}\n\\begin{description}\n` +
          docs(m)
            .map((d) => `  \\item[${titleOf(d)}] ${d.text}`)
            .join('\n') +
          `\n\\end{description}\n\nThanks!!`,
      ),
    ],
  },
  {
    name: 'p6-latex-draft-open-question-c',
    ask: same,
    messages: (m, q) => [
      user(
        `resolve the \\openq below, answer only\n\n` +
          `\\newcommand{\\openq}[1]{\\textcolor{red}{[OPEN: #1]}}\n\\section{Related material}\n\\begin{itemize}\n` +
          docs(m)
            .map((d) => `\\item \\textbf{[${d.n}] ${titleOf(d)}.} ${d.text}`)
            .join('\n') +
          `\n\\end{itemize}\n\\openq{${q}}`,
      ),
    ],
  },

  // 4. tsv-export-qa-slot ------------------------------------------------------------------------
  {
    name: 'p6-tsv-export-qa-slot-a',
    ask: same,
    messages: (m, q) => [
      user(
        `Two tabs from our spreadsheet, pasted as TSV. Fill in the empty answer cell for q-0193 using the sources tab. ` +
          `Return only the cell value.\n\n` +
          `Tab "sources":\ndoc_id\ttitle\tpassage\n` +
          docs(m)
            .map((d) => `${d.n}\t${titleOf(d)}\t${d.text}`)
            .join('\n') +
          `\n\nTab "questions":\nqid\tquestion\tanswer\tsource_doc\nq-0193\t${q}\t\t`,
      ),
    ],
  },
  {
    name: 'p6-tsv-export-qa-slot-b',
    ask: same,
    messages: (m, q) => [
      sys('You fill in missing cells in tabular exports. Output only the value of the missing cell, nothing else.'),
      user(
        `kind\tref\tvalue\n` +
          docs(m)
            .map((d) => `passage\t[${d.n}] ${titleOf(d)}\t${d.text}`)
            .join('\n') +
          `\nquestion\t-\t${q}\nanswer\t-\t`,
      ),
    ],
  },
  {
    name: 'p6-tsv-export-qa-slot-c',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      return [
        user(
          `whats the gold answer for this query? short pls\n\n` +
            `# export: retrieval_eval_2026-01.tsv\n# run: bm25+rerank, k=${ds.length}\n# query: ${q}\n` +
            `rank\tscore\tdoc\ttitle\ttext\n` +
            ds.map((d, i) => `${i + 1}\t${(0.912 - i * 0.017).toFixed(3)}\t${d.n}\t${titleOf(d)}\t${d.text}`).join('\n') +
            `\n# gold_answer:\t<EMPTY>`,
        ),
      ];
    },
  },

  // 5. slack-thread-mid-question ------------------------------------------------------------------
  {
    name: 'p6-slack-thread-mid-question-a',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const cut = Math.floor(ds.length / 2);
      const lines = (xs: Doc[]): string => xs.map((d) => `[${d.n}] ${titleOf(d)}: ${d.text}`).join('\n');
      return [
        user(
          `Can you answer Jon's question from this Slack thread? Copying it all in.\n\n` +
            `#research-desk — thread\n\nMaya Okafor  10:02 AM\ndumping the first half of what the search tool found\n${lines(ds.slice(0, cut))}\n\n` +
            `Jon Whitfield  10:05 AM\n${q}\n\nMaya Okafor  10:06 AM\nnot sure tbh, here's the rest\n${lines(ds.slice(cut))}\n\n` +
            `Jon Whitfield  10:09 AM\nok someone smarter than me pls answer my q above 😅`,
        ),
      ];
    },
  },
  {
    name: 'p6-slack-thread-mid-question-b',
    ask: lowerFirst,
    messages: (m, q) => {
      const ds = docs(m);
      const cut = Math.min(ds.length, 7);
      const quote = (xs: Doc[]): string => xs.map((d) => `> *${titleOf(d)}*\n> ${d.text}`).join('\n>\n');
      return [
        sys('You are a workspace assistant for a chat app. Users forward threads to you. Reply with a short, direct answer.'),
        user('forwarding a thread from #fact-check, there is one question in it, can you answer it'),
        user(
          `**Renata** — Tue 9:14\nsources from the team drive:\n${quote(ds.slice(0, cut))}\n\n` +
            `**Kwame** — Tue 9:20\nhey does anyone know — ${q}\n\n` +
            `**Renata** — Tue 9:22\nmore results, maybe it's in these:\n${quote(ds.slice(cut))}\n\n` +
            `**Kwame** — Tue 9:31\n:eyes:`,
        ),
      ];
    },
  },
  {
    name: 'p6-slack-thread-mid-question-c',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const cut = Math.max(1, ds.length - 6);
      const bot = (xs: Doc[]): string => xs.map((d) => `RefBot [APP] · ${titleOf(d)}\n${d.text}`).join('\n\n');
      return [
        sys('You are the team assistant in a group chat. Reply in-thread with one short answer. Use only what was posted in the thread.'),
        user(`${bot(ds.slice(0, cut))}\n\nSung-min · ${q}\n\n${bot(ds.slice(cut))}\n\nSung-min · 👍 whoever knows, reply in thread`),
      ];
    },
  },

  // 6. atom-feed-system-question ------------------------------------------------------------------
  {
    name: 'p6-atom-feed-system-question-a',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const entries = ds
        .map(
          (d) =>
            `  <entry>\n    <title>${titleOf(d)}</title>\n    <id>tag:digest.example.org,2026:entry-${d.n}</id>\n` +
            `    <updated>2026-01-${pad2((d.n % 28) + 1)}T08:00:00Z</updated>\n    <content type="text"><![CDATA[${d.text}]]></content>\n  </entry>`,
        )
        .join('\n');
      return [
        sys(`You are a feed-reader assistant. The user wants to know: ${q}\nUse only the entries of the feed the user pastes. Reply in one sentence and cite the entry title.`),
        user(
          `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>Reference Digest</title>\n` +
            `  <id>tag:digest.example.org,2026:feed</id>\n  <updated>2026-02-01T08:00:00Z</updated>\n${entries}\n</feed>`,
        ),
      ];
    },
  },
  {
    name: 'p6-atom-feed-system-question-b',
    ask: same,
    messages: (m, q) => [
      sys(
        `Role: reading-list assistant.\nRules:\n1. Answer from the feed items only.\n2. If the items disagree, prefer the one that addresses the question directly.\n` +
          `3. Keep it to a short phrase or a single sentence.\n4. Do not summarise the feed.\n\nQuestion to answer: ${q}`,
      ),
      user(
        `here's the feed dump\n\n<rss version="2.0">\n<channel>\n<title>Saved articles</title>\n<link>https://reader.example.com/saved</link>\n` +
          docs(m)
            .map((d) => `<item>\n  <title>${titleOf(d)}</title>\n  <guid isPermaLink="false">saved-${d.n}</guid>\n  <description>${d.text}</description>\n</item>`)
            .join('\n') +
          `\n</channel>\n</rss>`,
      ),
    ],
  },
  {
    name: 'p6-atom-feed-system-question-c',
    ask: noMark,
    messages: (m, q) => [
      sys(`feed QA. q: ${q}? answer tersely.`),
      user(
        `<feed xmlns="http://www.w3.org/2005/Atom">\n` +
          docs(m)
            .map((d) => `<entry><title>${titleOf(d)}</title><summary>${d.text}</summary></entry>`)
            .join('\n') +
          `\n</feed>`,
      ),
    ],
  },

  // 7. ide-read-file-todo-comment ------------------------------------------------------------------
  {
    name: 'p6-ide-read-file-todo-comment-a',
    ask: same,
    messages: (m, q) => [
      sys(
        'You are a coding agent working in the user\'s repository. You can call read_file to inspect files. Do not modify ' +
          'files unless the user asks you to. Be concise.',
      ),
      user("There's a TODO in quiz/fixtures.py I need resolved — look at it and just tell me the answer, don't edit the file."),
      call({ id: 'call_read_01', name: 'read_file', args: { path: 'quiz/fixtures.py' } }),
      result(
        'call_read_01',
        `"""Fixtures for the quiz generator tests."""\n\nfrom __future__ import annotations\n\n` +
          `# Raw corpus the question was written against (one passage per paragraph).\nCORPUS = """\n${m}\n"""\n\n` +
          `# TODO(lena): ${q}\n#   -> fill EXPECTED below once someone checks CORPUS\nEXPECTED: str | None = None\n\n\n` +
          `def passages() -> list[str]:\n    return [p for p in CORPUS.split("\\n\\n") if p.strip()]\n`,
      ),
    ],
  },
  {
    name: 'p6-ide-read-file-todo-comment-b',
    ask: same,
    messages: (m, q) => [
      sys('You are an AI pair programmer in an IDE. Use the tools to read files. Answer the user when you have what you need.'),
      user('can you sort out the TODO in src/quiz/expected.ts? the data it refers to is in fixtures/'),
      call({ id: 'call_a1', name: 'read_file', args: { path: 'src/quiz/expected.ts' } }),
      result(
        'call_a1',
        `import { passages } from '../../fixtures/passages.js';\n\nexport interface Expected {\n  question: string;\n  answer: string;\n}\n\n` +
          `// TODO(#212): ${q}\n// The answer is in fixtures/passages.txt somewhere; put it in \`answer\` below.\n` +
          `export const expected: Expected = {\n  question: QUESTION_212,\n  answer: '',\n};\n\nexport const corpus = passages;\n`,
      ),
      call({ id: 'call_a2', name: 'read_file', args: { path: 'fixtures/passages.txt' } }),
      result('call_a2', m),
    ],
  },
  {
    name: 'p6-ide-read-file-todo-comment-c',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      return [
        sys('You are a terminal-based coding assistant. You can run shell commands with the `bash` tool.'),
        user('open data/corpus.md'),
        call({ id: 'toolu_01', name: 'bash', args: { command: 'cat data/corpus.md' } }),
        result('toolu_01', `# Corpus\n\n` + ds.map((d) => `## ${d.n}. ${titleOf(d)}\n\n${d.text}`).join('\n\n') + '\n'),
        asst(`I've read data/corpus.md — it has ${ds.length} entries, each a short passage under its own heading. What do you need from it?`),
        user(`${q}\n\n(it's for the TODO I left in quiz.py — just give me the answer, I'll paste it in)`),
      ];
    },
  },

  // 8. email-long-preamble -----------------------------------------------------------------------
  {
    name: 'p6-email-long-preamble-a',
    ask: same,
    messages: (m, q) => [
      user(
        `Can you answer what Helen is asking in this e-mail? Just the fact is fine, I'll write the reply.\n\n` +
          `---------- Forwarded message ---------\nFrom: Helen Marsh <h.marsh@example.ac.uk>\nDate: Mon, 9 Feb 2026 at 08:47\n` +
          `Subject: Re: Re: Source pack for the seminar (v3)\nTo: Seminar Team <seminar-team@example.ac.uk>\nCc: David Osei <d.osei@example.ac.uk>\n\n` +
          `Dear all,\n\nI hope you all had a restful weekend, and thank you again to everyone who came along to Thursday's planning ` +
          `session — I know it ran long, and I appreciate the patience with the room booking mix-up. A few housekeeping points ` +
          `before the substance: the seminar is now confirmed for the 19th in Room 2.14, coffee will be provided from 9:30, and ` +
          `David has kindly agreed to chair the afternoon panel. Please send me any dietary requirements by Wednesday.\n\n` +
          `On the source pack: I've gone through the extracts the library search returned (pasted at the bottom of this e-mail, ` +
          `since the attachment kept bouncing) and most of them look fine for background reading. There is one thing I could ` +
          `not pin down and would like settled before I finalise the handout: ${q} If someone could confirm from the extracts, ` +
          `that would be wonderful.\n\nI'll circulate the final running order once the room is confirmed with Estates.\n\n` +
          `Warm regards,\nHelen\n\n--\nDr Helen Marsh\nSenior Lecturer, School of Humanities\nRoom 3.07, Arts Tower\n` +
          `Tel: +44 (0)114 496 0123\nOffice hours: Tue 2–4pm, Thu 10–11am\nPronouns: she/her\n\n${EMAIL_DISCLAIMER}\n\n` +
          `=== Extracts ===\n\n${m}`,
      ),
    ],
  },
  {
    name: 'p6-email-long-preamble-b',
    ask: same,
    messages: (m, q) => {
      const quoted = docs(m)
        .map((d) => `> Result ${d.n} — ${titleOf(d)}\n> ${d.text}`)
        .join('\n>\n');
      return [
        sys('You are an e-mail assistant. Read the message the user pastes and answer the question the sender asks. Keep the answer short and factual.'),
        user(
          `Subject: quick question re: the search results\nFrom: Marco Bellini\nTo: me\n\n` +
            `Hi,\n\nHope you're well! Sorry for the slow reply, it has been a week — two deadlines, a sick kid and the office ` +
            `Wi-Fi going down on Thursday, so I'm only now getting to my inbox properly. Thanks for sending the search results ` +
            `over, they were really helpful for framing the intro, and I've already shared them with Annika, who says hello.\n\n` +
            `I've been through them twice now and there's one thing I still can't find a clear answer to, so I'm hoping you ` +
            `can help: ${q}\n\nNo rush at all, whenever you get a minute is fine.\n\nCheers,\nMarco\n\n` +
            `Marco Bellini | Project Coordinator\nNorthbridge Research Partners\n14 Canal Street, Floor 3\n` +
            `m: +39 333 555 0199 | w: northbridge.example.com\n\nSent from my iPhone\n\n${EMAIL_DISCLAIMER}\n\n` +
            `On Fri, 6 Feb 2026 at 17:12, Library Search <noreply@library.example.com> wrote:\n${quoted}`,
        ),
      ];
    },
  },
  {
    name: 'p6-email-long-preamble-c',
    ask: lowerFirst,
    messages: (m, q) => {
      const ds = docs(m);
      const att = ds.map((d, i) => `[Attachment ${i + 1} of ${ds.length}: ${slug(titleOf(d))}-${d.n}.txt]\n${d.text}`).join('\n\n');
      return [
        user(
          `Please read this e-mail from our partner and tell me the one thing she actually wants to know.\n\n` +
            `From: Ingrid Solberg <ingrid.solberg@partner.example.no>\nSubject: Materials for the workshop + small favour\n\n` +
            `Hello again,\n\nFirst of all, many thanks for hosting us last month; the team is still talking about the dinner. ` +
            `As promised, I'm attaching the background materials we collected for the workshop. We put them together from several ` +
            `archives, so the quality is a bit mixed and some of them repeat each other. The programme committee will meet on the ` +
            `24th to decide on the final agenda, and I will share the minutes as soon as they are approved. Until then, please ` +
            `treat the draft agenda as provisional. We are also still waiting on two speakers to confirm their travel, so the ` +
            `afternoon sessions may move around a little.\n\n${att}\n\n` +
            `With best wishes from a very snowy Tromsø,\nIngrid\n\nIngrid Solberg\nProgramme Manager, International Partnerships\n` +
            `Partner Institute, Tromsø, Norway\n\nP.S. Before I forget — ${q} I promised the committee an answer and I can't ` +
            `seem to find it in the attachments myself.\n\n${EMAIL_DISCLAIMER}`,
        ),
      ];
    },
  },

  // 9. system-material-prior-answer ---------------------------------------------------------------
  {
    name: 'p6-system-material-prior-answer-a',
    ask: same,
    messages: (m, q) => {
      const n = docs(m).length;
      return [
        sys(`You are a helpful assistant. Answer questions using the reference documents below.\n\nReference documents:\n\n${m}`),
        user('How many documents are in the reference set?'),
        asst(`There are ${n} documents in the reference set.`),
        user(q),
      ];
    },
  },
  {
    name: 'p6-system-material-prior-answer-b',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const last = ds[ds.length - 1];
      return [
        sys(
          `You are a research assistant. Only use the documents provided. Answer in at most two sentences and mention the document number.\n\n` +
            `<documents>\n` +
            ds.map((d) => `<doc id="${d.n}" title="${titleOf(d)}">\n${d.text}\n</doc>`).join('\n') +
            `\n</documents>`,
        ),
        user("What's the last document about? Just the title is fine."),
        asst(last ? `Document ${last.n} is titled “${titleOf(last)}”.` : 'There are no documents.'),
        user(`Thanks. Next one: ${q}`),
      ];
    },
  },
  {
    name: 'p6-system-material-prior-answer-c',
    ask: lowerFirst,
    messages: (m, q) => {
      const ds = docs(m);
      const first = ds[0];
      return [
        sys(`Context for this conversation:\n\n${m}\n\nAnswer from the context only. Be brief.`),
        user('which document comes first?'),
        asst(first ? `Document [${first.n}], titled “${titleOf(first)}”.` : 'The context is empty.'),
        user(`ok and ${q}`),
      ];
    },
  },

  // 10. retrieval-agent-search-then-fetch --------------------------------------------------------------
  {
    name: 'p6-retrieval-agent-search-then-fetch-a',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const half = Math.ceil(ds.length / 2);
      const full = (xs: Doc[]): string => xs.map((d) => `### doc-${d.n}: ${titleOf(d)}\n${d.text}`).join('\n\n');
      return [
        sys(
          'You are a research agent. Tools: search(query) returns ranked snippets; fetch(ids) returns full documents. ' +
            'Search, fetch what you need, then answer the user\'s question in one or two sentences.',
        ),
        user(q),
        call({ id: 'call_s1', name: 'search', args: { query: gist(q).join(' '), top_k: ds.length } }),
        result('call_s1', ds.map((d) => `doc-${d.n} | ${titleOf(d)} | ${snippet(d.text)}`).join('\n')),
        call({ id: 'call_f1', name: 'fetch', args: { ids: ds.slice(0, half).map((d) => `doc-${d.n}`) } }),
        result('call_f1', full(ds.slice(0, half))),
        call({ id: 'call_f2', name: 'fetch', args: { ids: ds.slice(half).map((d) => `doc-${d.n}`) } }),
        result('call_f2', full(ds.slice(half))),
      ];
    },
  },
  {
    name: 'p6-retrieval-agent-search-then-fetch-b',
    ask: lowerFirst,
    messages: (m, q) => {
      const ds = docs(m);
      const batches = chunks(ds, 5);
      return [
        sys('You have web_search and read_page tools. Look things up before answering. Answer the user in plain prose, briefly.'),
        user(`hey, ${q} thanks in advance!`),
        call({ id: 'call_ws', name: 'web_search', args: { q: gist(q, 5).join(' ') } }),
        result(
          'call_ws',
          `Found ${ds.length} results.\n\n` +
            ds.map((d, i) => `${i + 1}. ${titleOf(d)}\n   https://kb.example.org/${slug(titleOf(d))}#p${d.n}\n   ${snippet(d.text, 120)}`).join('\n'),
        ),
        call(...batches.map((b, i) => ({ id: `call_rp${i + 1}`, name: 'read_page', args: { urls: b.map((d) => `https://kb.example.org/${slug(titleOf(d))}#p${d.n}`) } }))),
        ...batches.map((b, i) =>
          result(`call_rp${i + 1}`, b.map((d) => `URL: https://kb.example.org/${slug(titleOf(d))}#p${d.n}\nTitle: ${titleOf(d)}\n\n${d.text}`).join('\n\n---\n\n')),
        ),
      ];
    },
  },
  {
    name: 'p6-retrieval-agent-search-then-fetch-c',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const groups = byTitle(ds);
      const fetches = chunks(groups, 4);
      return [
        user(q),
        call({ id: 'srch_0', name: 'search_docs', args: { query: gist(q, 3).join(' '), limit: 25 } }),
        result('srch_0', groups.map(([t, xs]) => `- ${t} (${xs.length} match${xs.length === 1 ? '' : 'es'})`).join('\n')),
        ...fetches.flatMap((g, i) => [
          call({ id: `fetch_${i}`, name: 'fetch_docs', args: { titles: g.map(([t]) => t) } }),
          result(`fetch_${i}`, g.map(([t, xs]) => `== ${t} ==\n` + xs.map((d) => d.text).join('\n\n')).join('\n\n')),
        ]),
      ];
    },
  },

  // 11. policy-system-json-ask-label (the only wordings that JSON-encode the passages) -------------------
  {
    name: 'p6-policy-system-json-ask-label-a',
    ask: jsonSafe,
    messages: (m, q) => [
      sys(
        'POLICY\n- Answer only from the documents in the request payload.\n- Do not speculate or use outside knowledge.\n' +
          '- If the documents do not contain the answer, say "not found".\n- Cite the id of the document you used.\n' +
          '- Keep the answer under 30 words.',
      ),
      user(JSON.stringify({ ask: q, documents: docs(m).map((d) => ({ id: d.n, title: titleOf(d), text: d.text })) }, null, 2)),
    ],
  },
  {
    name: 'p6-policy-system-json-ask-label-b',
    ask: jsonSafe,
    messages: (m, q) => [
      sys(
        'You are a lookup service behind an API. Safety and grounding policy: use only `context.passages`; never invent ' +
          'facts; respond with the shortest answer that fully answers `request.query`; no preamble.',
      ),
      user(
        JSON.stringify({
          request: { type: 'lookup', query: q, max_words: 25, locale: 'en-GB' },
          context: { source: 'kb-index-v7', passages: docs(m).map((d) => ({ ref: `P${d.n}`, heading: titleOf(d), body: d.text })) },
        }),
      ),
    ],
  },
  {
    name: 'p6-policy-system-json-ask-label-c',
    ask: same,
    messages: (m, q) => [
      dev(
        'Policy v3.2 — grounded answering.\n1. Treat the JSON payload as the only source of truth.\n2. Answer the line labelled "query".\n' +
          '3. One sentence; cite the doc id in brackets.\n4. Refuse requests unrelated to the payload.',
      ),
      user(
        'payload:\n```jsonl\n' +
          docs(m)
            .map((d) => JSON.stringify({ doc_id: d.n, title: titleOf(d), content: d.text }))
            .join('\n') +
          `\n\`\`\`\nquery: ${q}`,
      ),
    ],
  },

  // 12. paraphrase-then-exact-question ------------------------------------------------------------
  {
    name: 'p6-paraphrase-then-exact-question-a',
    ask: same,
    messages: (m, q) => [
      user(
        `I'm trying to find something about ${gist(q).join(', ')} — not sure how to phrase it properly. Here's what I've got:\n\n` +
          `${m}\n\nOK, the exact question on my sheet is: ${q}\nOne short answer please.`,
      ),
    ],
  },
  {
    name: 'p6-paraphrase-then-exact-question-b',
    ask: same,
    messages: (m, q) => [
      sys('You are a friendly study helper.'),
      user(`I need one detail out of a pile of passages, roughly to do with ${gist(q, 3).join(' and ')}. Passages:\n\n${m}`),
      asst('Sure — I have the passages. What exactly would you like to know?'),
      user(`Precisely this: ${q}`),
    ],
  },
  {
    name: 'p6-paraphrase-then-exact-question-c',
    ask: same,
    messages: (m, q) => [
      user(`gist: smth re ${gist(q, 3).join('/')}\nexact wording from the worksheet: "${q}"\n\ncontext ↓\n\n${m}`),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Other languages (framing only; question and material stay English)

export const FOREIGN_PROBE_6: Wording[] = [
  {
    name: 'p6-turkish-yaml-note',
    ask: same,
    messages: (m, q) => [
      user(
        `Merhaba! Aşağıda not uygulamamdan bir not var. Ön bilgideki (front matter) "soru" alanı hâlâ cevapsız. ` +
          `Lütfen notun gövdesindeki kaynaklara bakarak sadece bu soruyu kısaca cevapla; notun tamamını özetlemene gerek yok.\n\n` +
          `---\nbaslik: Okuma notları — kaynak taraması\nolusturma: 2026-01-27\netiketler: [kaynaklar, açık-soru]\ndurum: taslak\n` +
          `soru: |\n  ${q}\ncevap:\n---\n\n# Kaynaklar\n\n` +
          docs(m)
            .map((d) => `## ${titleOf(d)}\n\n${d.text}`)
            .join('\n\n') +
          `\n\nŞimdiden teşekkürler!`,
      ),
    ],
  },
  {
    name: 'p6-korean-slack-thread',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const cut = Math.floor(ds.length / 2) + 2;
      const lines = (xs: Doc[]): string => xs.map((d) => `[${d.n}] ${titleOf(d)}: ${d.text}`).join('\n');
      return [
        sys('당신은 팀 메신저의 업무 도우미입니다. 스레드에 올라온 자료만 근거로, 질문에 짧고 정확하게 답하세요.'),
        user(
          `[#리서치팀 스레드 내보내기]\n\n김지은  오전 9:41\n검색 도구가 찾은 자료 앞부분 붙여요\n${lines(ds.slice(0, cut))}\n\n` +
            `박민수  오전 9:44\n혹시 이거 아시는 분? ${q}\n\n김지은  오전 9:45\n잘 모르겠어요. 나머지 자료도 올릴게요\n${lines(ds.slice(cut))}\n\n` +
            `박민수  오전 9:50\n@어시스턴트 위 질문에 자료 기준으로 한 줄로 답해 주세요 🙏`,
        ),
      ];
    },
  },
  {
    name: 'p6-hindi-email-preamble',
    ask: same,
    messages: (m, q) => [
      user(
        `नमस्ते, नीचे एक ईमेल है जो मुझे आज मिला। कृपया उसमें पूछे गए सवाल का छोटा-सा जवाब बता दीजिए — बस तथ्य चाहिए, पूरा सारांश नहीं।\n\n` +
          `विषय: स्रोत-जाँच — एक छोटा सवाल\nप्रेषक: अनन्या शर्मा <ananya.sharma@example.org>\nप्राप्तकर्ता: शोध टीम\nदिनांक: मंगलवार, 10 फ़रवरी 2026\n\n` +
          `प्रिय साथियों,\n\nआशा है आप सब कुशल से होंगे। पिछले सप्ताह की बैठक में आने के लिए सभी का धन्यवाद — मुझे पता है कि बैठक ` +
          `काफ़ी लंबी चली और कमरे की बुकिंग में भी गड़बड़ी हुई थी। कुछ ज़रूरी सूचनाएँ: कार्यशाला अब 19 तारीख़ को होगी, चाय-नाश्ता ` +
          `साढ़े नौ बजे से मिलेगा, और दोपहर के सत्र की अध्यक्षता डॉ. मेहता करेंगे। कृपया बुधवार तक अपनी उपस्थिति की पुष्टि कर दें।\n\n` +
          `पुस्तकालय की खोज से जो अंश मिले हैं, वे मैंने नीचे चिपका दिए हैं क्योंकि संलग्नक बार-बार वापस आ रहा था। एक सवाल है ` +
          `जिसका जवाब मुझे शुक्रवार तक चाहिए: ${q}\n\nअगर कोई इन अंशों से पुष्टि कर सके तो बहुत अच्छा होगा।\n\n` +
          `सादर,\nअनन्या शर्मा\nवरिष्ठ शोध सहयोगी, मानविकी विभाग\nफ़ोन: +91 98765 43210\n\n` +
          `यह ईमेल और इसके संलग्नक गोपनीय हैं और केवल इच्छित प्राप्तकर्ता के लिए हैं। यदि आप इच्छित प्राप्तकर्ता नहीं हैं, तो कृपया ` +
          `प्रेषक को सूचित करें और इस संदेश को हटा दें।\n\n=== अंश ===\n\n${m}`,
      ),
    ],
  },
  {
    name: 'p6-arabic-system-prior-answer',
    ask: same,
    messages: (m, q) => [
      sys(`أنت مساعد بحثي. أجب فقط اعتمادًا على الوثائق التالية، وبإيجاز، واذكر رقم الوثيقة.\n\nالوثائق:\n\n${m}`),
      user('كم عدد الوثائق المرفقة؟'),
      asst(`عدد الوثائق المرفقة هو ${docs(m).length}.`),
      user(`شكرًا. والآن سؤال آخر:\n${q}`),
    ],
  },
  {
    name: 'p6-hungarian-jira-ticket',
    ask: same,
    messages: (m, q) => [
      user(
        `Szia! Kaptam egy jegyet, kérlek, válaszold meg a benne feltett kérdést egy mondatban, és írd mellé a dokumentum számát.\n\n` +
          `[TAR-882] Forrásellenőrzés a kvízkérdéshez\nProjekt: Tartalom-QA | Típus: Feladat | Prioritás: Közepes | Állapot: Folyamatban\n` +
          `Felelős: Kovács Eszter | Bejelentő: Nagy Bence\nCímkék: tényellenőrzés, kvíz\nLétrehozva: 2026. 02. 03. 10:14\n\n` +
          `Leírás:\nA kvízbankban az alábbi kérdésnek nincs megoldókulcsa. A keresőrendszer által talált kivonatok a mellékletben vannak.\n\n` +
          `Melléklet: kivonatok.txt\n${m}\n\nMegjegyzések:\nNagy Bence — 2026. 02. 04. 09:30\n` +
          `  Több kivonat ugyanarról a témáról szól, figyelj, melyik válaszol ténylegesen a kérdésre.\n` +
          `Kovács Eszter — 2026. 02. 05. 16:02\n  A kérdés szó szerint: ${q}`,
      ),
    ],
  },
  {
    name: 'p6-danish-tsv-slot',
    ask: same,
    messages: (m, q) => [
      sys('Du udfylder manglende celler i regnearkseksporter. Svar kun med værdien af den tomme celle.'),
      user(
        `Hej! Her er to faner fra vores regneark (tabulatorsepareret). Kan du udfylde den tomme svar-celle for spørgsmål q-0412? Tak!\n\n` +
          `Fane 1: kilder\nnr\ttitel\ttekst\n` +
          docs(m)
            .map((d) => `${d.n}\t${titleOf(d)}\t${d.text}`)
            .join('\n') +
          `\n\nFane 2: spørgsmål\nid\tspørgsmål\tsvar\nq-0412\t${q}\t`,
      ),
    ],
  },
  {
    name: 'p6-swahili-agent-search-fetch',
    ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const parts = chunks(ds, 7);
      return [
        sys('Wewe ni wakala wa utafiti. Tumia zana `search` na `fetch` kupata nyaraka, kisha ujibu swali la mtumiaji kwa sentensi moja fupi.'),
        user(`Habari! Naomba unisaidie na swali hili:\n${q}\nJibu kwa ufupi tafadhali, asante.`),
        call({ id: 'call_tafuta', name: 'search', args: { query: gist(q).join(' ') } }),
        result('call_tafuta', ds.map((d) => `[${d.n}] ${titleOf(d)} — ${snippet(d.text, 70)}`).join('\n')),
        ...parts.flatMap((p, i) => [
          call({ id: `call_leta_${i + 1}`, name: 'fetch', args: { ids: p.map((d) => d.n) } }),
          result(`call_leta_${i + 1}`, p.map((d) => `Hati [${d.n}] — ${titleOf(d)}\n${d.text}`).join('\n\n')),
        ]),
      ];
    },
  },
  {
    name: 'p6-tagalog-paraphrase-exact',
    ask: same,
    messages: (m, q) => [
      user(
        `Hi! May hinahanap akong isang detalye, parang tungkol sa ${gist(q).join(', ')}... hindi ko alam kung paano sasabihin nang maayos. ` +
          `Heto ang mga dokumento:\n\n${m}\n\nSige, ito ang eksaktong tanong: ${q}\nIsang maikling sagot lang po, salamat!`,
      ),
    ],
  },
  {
    name: 'p6-portuguese-latex-todo',
    ask: same,
    messages: (m, q) => [
      user(
        `Oi! Meu coorientador deixou um TODO no rascunho do artigo. Você pode resolver? Só preciso do fato — eu mesmo edito o .tex depois.\n\n` +
          `\\documentclass{article}\n\\usepackage[brazilian]{babel}\n\\usepackage[utf8]{inputenc}\n\\title{Rascunho --- revisão de fontes}\n` +
          `\\author{R. Albuquerque}\n\\begin{document}\n\\maketitle\n\n\\section{Fontes}\n\n` +
          docs(m)
            .map((d) => `\\subsection*{${titleOf(d)}}\n${d.text}`)
            .join('\n\n') +
          `\n\n\\section{Questões em aberto}\n% TODO (coorientador): ${q}\n% responder com base nas fontes acima\n\n\\end{document}`,
      ),
    ],
  },
  {
    name: 'p6-polish-atom-system',
    ask: same,
    messages: (m, q) => [
      sys(`Jesteś asystentem czytnika kanałów RSS/Atom. Użytkownik chce wiedzieć: ${q}\nOdpowiadaj wyłącznie na podstawie wpisów z kanału, jednym zdaniem.`),
      user(
        `Cześć, wklejam eksport kanału:\n\n<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>Przegląd źródeł</title>\n` +
          docs(m)
            .map((d) => `  <entry>\n    <title>${titleOf(d)}</title>\n    <id>urn:przeglad:${d.n}</id>\n    <content type="text"><![CDATA[${d.text}]]></content>\n  </entry>`)
            .join('\n') +
          `\n</feed>`,
      ),
    ],
  },
  {
    name: 'p6-japanese-ide-todo',
    ask: same,
    messages: (m, q) => [
      sys('あなたはコーディングエージェントです。ツールでファイルを読み、ユーザーの依頼に簡潔に応えてください。許可なくファイルを編集しないでください。'),
      user('`notes/quiz_sources.md` に残した TODO コメントの答えを教えてください。ファイルは編集しないでください。'),
      call({ id: 'call_yomu_1', name: 'read_file', args: { path: 'notes/quiz_sources.md' } }),
      result(
        'call_yomu_1',
        `# クイズ用ソース\n\n<!-- TODO(山田): ${q} ← 下の出典から答えを確認すること -->\n\n` +
          docs(m)
            .map((d) => `## ${d.n}. ${titleOf(d)}\n\n${d.text}`)
            .join('\n\n') +
          '\n',
      ),
    ],
  },
  {
    name: 'p6-vietnamese-policy-label',
    ask: same,
    messages: (m, q) => [
      sys(
        'Chính sách: Bạn là trợ lý tra cứu. Chỉ trả lời dựa trên tài liệu được cung cấp, không suy đoán. Nếu tài liệu không có ' +
          'câu trả lời, hãy nói rõ. Trả lời ngắn gọn trong một câu và nêu số tài liệu.',
      ),
      user(`Tài liệu:\n<<<\n${m}\n>>>\n\nCâu hỏi: ${q}`),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// self-check

if (process.argv[1]?.endsWith('probe-wordings-6.ts')) {
  const TITLES = [
    'Normans', 'Normans', 'Normans (part 3)', 'Computational complexity theory', 'Southern California', 'Normans',
    'Sky (United Kingdom)', 'Victoria (Australia)', 'Huguenot', 'Steam engine', 'Oxygen', '1973 oil crisis',
    'European Union law', 'Amazon rainforest', 'Ctenophora', 'Fresno, California', 'Packet switching', 'Black Death',
    'Geology', 'Pharmacy',
  ];
  const TEXTS = [
    'The Normans (Norman: Nourmands; French: Normands; Latin: Normanni) were the people who in the 10th and 11th centuries gave their name to Normandy, a region in France.',
    'The Norman dynasty had a major political, cultural and military impact on medieval Europe and even the Near East.',
    'In the course of the 10th century, the initially destructive incursions of Norse war bands into the rivers of France evolved into more permanent encampments.',
    'Computational complexity theory is a branch of the theory of computation that focuses on classifying problems by their "inherent difficulty" & relating classes to each other.',
    'Southern California, often abbreviated SoCal, is a geographic and cultural region that generally comprises California\'s southernmost 10 counties.',
    'Some historians speak of the "Norman yoke", a phrase referring to the supposed oppression of English institutions after 1066 < the earlier order.',
    'Sky UK Limited (formerly British Sky Broadcasting or BSkyB) is a British telecommunications company which serves the UK.',
    'Victoria (abbreviated as Vic) is a state in the south-east of Australia; its capital is Melbourne, with 50% of the population.',
    'The Huguenots were French Protestants. The tribe\'s name is of uncertain origin; the path C:\\temp\\x is irrelevant here.',
    'Steam engines are external combustion engines, where the working fluid is separate from the combustion products ($ costs aside).',
    'Oxygen is a chemical element with symbol O and atomic number 8. It is a member of the chalcogen group on the periodic table.',
    'The 1973 oil crisis began in October 1973 when the members of the Organization of Arab Petroleum Exporting Countries proclaimed an oil embargo.',
    'European Union law is a body of treaties and legislation, such as Regulations and Directives, which have direct effect or indirect effect.',
    'The Amazon rainforest, also known in English as Amazonia or the Amazon Jungle, is a moist broadleaf forest that covers most of the Amazon basin.',
    'Ctenophora (singular ctenophore) is a phylum of animals that live in marine waters worldwide; {they} use cilia to swim.',
    'Fresno is a city in California, United States. It is the county seat of Fresno County and is located in the center of the San Joaquin Valley.',
    'Packet switching is a digital networking communications method that groups all transmitted data into suitably sized blocks, called packets.',
    'The Black Death was one of the most devastating pandemics in human history, resulting in the deaths of an estimated 75 to 200 million people.',
    'Geology is an earth science concerned with the solid Earth, the rocks of which it is composed, and the processes by which they change.',
    'Pharmacy is the science and technique of preparing and dispensing drugs. It is a health profession that links health sciences with chemistry.',
  ];
  const material = TEXTS.map((t, i) => `Document [${i + 1}](Title: ${TITLES[i]}) ${t}`).join('\n\n');
  const questions = ['In what country is Normandy located?', 'What is the "Norman yoke" said to refer to?', 'Who were the Normans?'];
  const JSON_WORDINGS = new Set(['p6-policy-system-json-ask-label-a', 'p6-policy-system-json-ask-label-b', 'p6-policy-system-json-ask-label-c']);

  const count = (hay: string, needle: string): number => {
    let n = 0;
    for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1)) n++;
    return n;
  };

  const failures: string[] = [];
  const all = [...ENGLISH_PROBE_6, ...FOREIGN_PROBE_6];
  if (ENGLISH_PROBE_6.length !== 36) failures.push(`ENGLISH_PROBE_6 has ${ENGLISH_PROBE_6.length} wordings, expected 36`);
  if (FOREIGN_PROBE_6.length !== 12) failures.push(`FOREIGN_PROBE_6 has ${FOREIGN_PROBE_6.length} wordings, expected 12`);
  const names = all.map((w) => w.name);
  for (const n of names) if (names.indexOf(n) !== names.lastIndexOf(n)) failures.push(`duplicate name ${n}`);
  for (const n of names) if (!n.startsWith('p6-')) failures.push(`bad name ${n}`);

  // parser sanity
  const parsed = docs(material);
  if (parsed.length !== 20 || parsed.some((d, i) => d.text !== TEXTS[i] || d.title !== TITLES[i])) failures.push('docs() does not round-trip the sample material');

  for (const w of all) {
    for (const question of questions) {
      const asked = w.ask(question);
      const msgs = w.messages(material, asked);
      const again = JSON.stringify(w.messages(material, w.ask(question)));
      if (again !== JSON.stringify(msgs)) failures.push(`${w.name}: not deterministic`);
      const strings: string[] = [];
      const callIds = new Set<string>();
      for (const msg of msgs) {
        if (typeof msg.content === 'string') strings.push(msg.content);
        for (const tc of msg.tool_calls ?? []) {
          const args = tc.function?.arguments ?? '';
          strings.push(args);
          callIds.add(tc.id);
          JSON.parse(args);
        }
        if (msg.role === 'tool' && (!msg.tool_call_id || !callIds.has(msg.tool_call_id))) failures.push(`${w.name}: tool result without matching call`);
      }
      if (asked.trim() === '') failures.push(`${w.name}: empty asked`);
      const n = strings.reduce((s, x) => s + count(x, asked), 0);
      if (n !== 1) failures.push(`${w.name} [${question}]: asked appears ${n} times`);
      const hay = strings.join('\u0000');
      for (const [i, t] of TEXTS.entries()) {
        const ok = hay.includes(t) || (JSON_WORDINGS.has(w.name) && hay.includes(JSON.stringify(t).slice(1, -1)));
        if (!ok) failures.push(`${w.name}: passage ${i + 1} missing`);
      }
      if (JSON_WORDINGS.has(w.name)) {
        // the JSON part must parse and carry every passage
        const decoded: string[] = [];
        for (const s of strings) {
          const block = /```jsonl\n([\s\S]*?)\n```/.exec(s);
          const lines = block ? (block[1] ?? '').split('\n') : [s];
          for (const l of lines) {
            try {
              decoded.push(JSON.stringify(JSON.parse(l)));
            } catch {
              /* not JSON */
            }
          }
        }
        const parsedTexts = decoded.map((d) => JSON.stringify(JSON.parse(d)));
        for (const [i, t] of TEXTS.entries()) if (!parsedTexts.some((d) => d.includes(JSON.stringify(t)))) failures.push(`${w.name}: passage ${i + 1} not in parsed JSON`);
      }
    }
  }

  if (failures.length > 0) {
    console.log(`${failures.length} failure(s):`);
    for (const f of failures) console.log(`  - ${f}`);
    process.exitCode = 1;
  } else {
    console.log(`ok: ${ENGLISH_PROBE_6.length} English + ${FOREIGN_PROBE_6.length} foreign wordings, ${questions.length} questions each; asked once, all passages present.`);
  }
}
