/**
 * @module eval/probe-wordings-10
 * Blind probe pool 10: 60 English wordings, five per prompt shape, written from the twelve shape
 * names only (its author read neither the compressor, its docs, nor any earlier probe or
 * held-out pool). The shapes: YAML front matter, a Jira ticket, a LaTeX draft, a TSV export with
 * a Q:/A: slot, a Slack thread asked mid-way, an Atom feed, a file read by an editor agent, a raw
 * e-mail, material in the system prompt after a first answer, a search-then-fetch agent,
 * numbered policies with a `>>> ask:` line, and the question paraphrased then asked exactly.
 *
 * Each wording re-wraps the numbered material (`Document [i](Title: …) text`, or plain
 * blank-line paragraphs) into its own container — front-matter keys and block scalars, Jira
 * text views / wiki markup / REST JSON, LaTeX sections and todos, TSV rows, Slack exports and
 * API JSON, Atom <entry> elements, numbered file-view lines (`    12\t…`), RFC 822 messages,
 * search results and fetched pages — and places the question (`asked`) exactly once: first,
 * last, mid-material, in a system or developer message, in a header field, in a code comment,
 * in a tool call's arguments or a tool result, or in a later user turn after an assistant reply.
 * Phrasing varies too: plain, imperative, labelled field, no "?", polite, terse, typo'd, or
 * embedded in a longer sentence. Passage text is never altered, except JSON-escaping where a
 * passage sits inside JSON; where the question itself sits inside JSON (a tool call's arguments
 * or a JSON tool result) `ask` drops the characters JSON would escape.
 *
 * Self-check: `npx tsx eval/probe-wordings-10.ts`. Measured by
 * `npx tsx eval/wording-check.ts --probe10 [--topic]`.
 */
import { pathToFileURL } from 'node:url';
import type { ChatMessage, ToolCall } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

// ---------------------------------------------------------------------------------------------
// Material parsing and small helpers
// ---------------------------------------------------------------------------------------------

interface Doc {
  n: number;
  title: string;
  text: string;
}

const DOC = /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/;

/** The material's passages (numbered layout), or its blank-line chunks when it is plain. */
function docs(material: string): Doc[] {
  if (material.trim() === '') return [];
  const numbered = material.startsWith('Document [');
  const chunks = numbered ? material.split(/\n\n(?=Document \[\d+\]\(Title: )/) : material.split(/\n\n/);
  return chunks.map((chunk, i) => {
    const m = DOC.exec(chunk);
    return m ? { n: Number(m[1]), title: m[2] ?? '', text: m[3] ?? '' } : { n: i + 1, title: '', text: chunk };
  });
}

/** A passage's title, or a stand-in when the material is plain paragraphs. */
const T = (d: Doc): string => d.title || `Passage ${d.n}`;
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'page';

const halves = <X>(xs: X[]): [X[], X[]] => {
  const k = Math.ceil(xs.length / 2);
  return [xs.slice(0, k), xs.slice(k)];
};

/** Editor-style numbered file view: `    12\tline`. */
const numberedView = (lines: string[], start = 1): string => lines.map((l, i) => `${String(i + start).padStart(6)}\t${l}`).join('\n');

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const dev = (content: string): ChatMessage => ({ role: 'developer', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const named = (name: string, content: string): ChatMessage => ({ role: 'user', name, content });
const asst = (content: string): ChatMessage => ({ role: 'assistant', content });
const call = (id: string, name: string, args: unknown): ToolCall => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
/** An assistant turn that only calls tools (content null, as most agent runtimes send it). */
const calls = (...tc: ToolCall[]): ChatMessage => ({ role: 'assistant', content: null, tool_calls: tc });
const tool = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });

// Question transforms (what `ask` returns is exactly what the prompt carries).
const same = (q: string): string => q;
const lowerFirst = (q: string): string => q.charAt(0).toLowerCase() + q.slice(1);
const noMark = (q: string): string => q.replace(/\s*\?+\s*$/, '');
const terse = (q: string): string => lowerFirst(noMark(q));
/** For a question placed inside JSON: drop what JSON.stringify would escape. */
const noQuotes = (q: string): string => q.replace(/["\\\u0000-\u001f]/g, '');
const jsonAsk = (q: string): string => noMark(noQuotes(q));

/** One deterministic typo, in a function word when there is one (the answer-bearing words stay intact). */
function typo(q: string): string {
  const swaps: Array<[RegExp, string]> = [
    [/\bthe\b/, 'teh'], [/\bWhat\b/, 'Waht'], [/\bwhat\b/, 'waht'], [/\bWhich\b/, 'Whcih'], [/\bwhich\b/, 'whcih'],
    [/\bWhen\b/, 'Wehn'], [/\bwhen\b/, 'wehn'], [/\bdoes\b/, 'deos'], [/\bHow\b/, 'Hwo'], [/\bWho\b/, 'Woh'], [/\bwas\b/, 'waz'],
  ];
  for (const [re, rep] of swaps) if (re.test(q)) return q.replace(re, rep);
  const w = /\b([A-Za-z])([A-Za-z])([A-Za-z])([A-Za-z]+)/.exec(q);
  return w ? q.replace(w[0], `${w[1]}${w[3]}${w[2]}${w[4]}`) : q;
}
const typoLower = (q: string): string => typo(lowerFirst(q));
const typoTerse = (q: string): string => typo(terse(q));

const STOP = new Set(
  ('a an the of to in on at for by with from and or is are was were be been being did do does what when where who whom whose which why how ' +
    'many much that this these those it its as into about than there their they he she his her has have had can could would should will ' +
    'i me my we our you your')
    .split(' '),
);
/** Content words of the question, in order (the material of a paraphrase). */
const keywords = (q: string): string[] =>
  q.split(/\s+/).map((w) => w.replace(/^["'“‘(]+|["'”’),.?!:;]+$/g, '')).filter((w) => w !== '' && !STOP.has(w.toLowerCase()));
/** What kind of answer the question wants, from its wh-word. */
function focus(q: string): string {
  const s = q.trim().toLowerCase();
  if (/^(how many|how much)\b/.test(s)) return 'the number';
  if (/^(what|which) year\b/.test(s) || /^when\b/.test(s)) return 'the date';
  if (/^(who|whom|whose)\b/.test(s)) return 'the person';
  if (/^where\b/.test(s)) return 'the place';
  if (/^why\b/.test(s)) return 'the reason';
  return 'the details';
}
/** A paraphrase of the question: its focus plus its content words. */
const gist = (q: string): string => {
  const kw = keywords(q);
  return kw.length > 0 ? `${focus(q)} for ${kw.join(' ')}` : 'that one fact';
};
const searchQuery = (q: string): string => keywords(q).join(' ') || 'reference';

// ---------------------------------------------------------------------------------------------
// Container builders
// ---------------------------------------------------------------------------------------------

const mdSections = (ds: Doc[]): string => ds.map((d) => `## ${T(d)}\n\n${d.text}`).join('\n\n');
const yamlSources = (ds: Doc[]): string => ds.map((d) => `  - title: ${T(d)}\n    id: ${d.n}\n    text: |\n      ${d.text}`).join('\n');
const tsvRows = (ds: Doc[]): string => ds.map((d) => `${d.n}\t${T(d)}\t${d.text}`).join('\n');

function atomEntry(d: Doc): string {
  return [
    '  <entry>',
    `    <title>${T(d)}</title>`,
    `    <link href="https://notes.example.org/kb/${slug(T(d))}"/>`,
    `    <id>tag:notes.example.org,2024:kb-${d.n}</id>`,
    `    <updated>2024-04-${String(10 + (d.n % 18)).padStart(2, '0')}T09:00:00Z</updated>`,
    '    <author><name>KB team</name></author>',
    `    <content type="text"><![CDATA[${d.text}]]></content>`,
    '  </entry>',
  ].join('\n');
}
function atomFeed(title: string, entries: string[]): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${title}</title>`,
    '  <link href="https://notes.example.org/"/>',
    '  <link rel="self" href="https://notes.example.org/feed.atom"/>',
    '  <updated>2024-04-30T12:00:00Z</updated>',
    '  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>',
    ...entries,
    '</feed>',
  ].join('\n');
}

const mdFileLines = (ds: Doc[], heading = '# Reference notes'): string[] => [heading, '', ...ds.flatMap((d) => [`## ${T(d)}`, '', d.text, ''])];

function rawEmail(headers: Array<[string, string]>, body: string): string {
  return `${headers.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${body}`;
}
const emailHeaders = (from: string, to: string, subject: string, date: string, id: string): Array<[string, string]> => [
  ['Return-Path', `<${from.replace(/^.*<|>$/g, '')}>`],
  ['Received', 'from mail-sor-f41.google.com (mail-sor-f41.google.com. [209.85.220.41]) by mx.example.com with SMTPS id a1si; ' + date],
  ['From', from],
  ['To', to],
  ['Subject', subject],
  ['Date', date],
  ['Message-ID', `<${id}@mail.example.com>`],
  ['MIME-Version', '1.0'],
  ['Content-Type', 'text/plain; charset="UTF-8"'],
  ['Content-Transfer-Encoding', '8bit'],
];
const emailExcerpts = (ds: Doc[]): string => ds.map((d) => `${T(d)}\n${d.text}`).join('\n\n');

const POLICIES_A = [
  '1. Answer only from the documents supplied in this conversation.',
  '2. If the documents do not contain the answer, say "I don\'t know."',
  '3. Keep the answer under 40 words and name the document you used.',
  '4. Do not speculate or use outside knowledge.',
];
const POLICIES_B = [
  '1. You are the support knowledge assistant for Northwind.',
  '2. Use only the reference material; never invent facts.',
  '3. Questions arrive on a line starting with `>>> ask:`.',
  '4. Reply with the answer first, then the source title in brackets.',
  '5. If two documents disagree, prefer the more specific one.',
];

// ---------------------------------------------------------------------------------------------
// The wordings
// ---------------------------------------------------------------------------------------------

export const ENGLISH_PROBE_10: Wording[] = [
  // 1. YAML front matter ------------------------------------------------------------------------
  {
    // header field: `question:` in the front matter, body holds the passages
    name: 'w10-yaml-front-matter-a', ask: same,
    messages: (m, q) => [
      sys('You are a notes assistant. Answer the question recorded in the note\'s front matter, using the note\'s body.'),
      user(`---\ntitle: Reading notes\nauthor: jpark\ndate: 2024-03-09\ntags: [notes, reference]\nquestion: ${q}\nstatus: open\n---\n\n${mdSections(docs(m))}\n`),
    ],
  },
  {
    // last, imperative "tell me", embedded; passages as `sources:` block scalars in the front matter
    name: 'w10-yaml-front-matter-b', ask: terse,
    messages: (m, q) => [
      user(`---\nlayout: research-log\ntitle: Research log, week 14\nsources:\n${yamlSources(docs(m))}\n---\n\n# Research log\n\nAll the sources I collected are in the front matter above. Tell me ${q}.`),
    ],
  },
  {
    // in the system message, a Jekyll post as the user turn
    name: 'w10-yaml-front-matter-c', ask: same,
    messages: (m, q) => [
      sys(`You help the authors of a Jekyll site. The author's question about the page below: ${q}`),
      user(`_posts/2023-11-02-background.md\n\n---\nlayout: post\ntitle: Background reading\ncategories: [reference]\npermalink: /background/\n---\n\n${mdSections(docs(m))}\n`),
    ],
  },
  {
    // mid-material: a question file between content files, terse labelled `ask:` field
    name: 'w10-yaml-front-matter-d', ask: terse,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const file = (d: Doc): string => `==> content/kb/${String(d.n).padStart(3, '0')}.md <==\n---\ntitle: ${T(d)}\nweight: ${d.n}\ndraft: false\n---\n\n${d.text}`;
      return [
        sys('The user pasted a Hugo content folder. One file is a question (kind: question); answer its ask field from the other files.'),
        user([...a.map(file), `==> content/kb/_question.md <==\n---\nkind: question\nask: ${q}\nowner: mlopez\n---`, ...b.map(file)].join('\n\n')),
      ];
    },
  },
  {
    // later user turn after an assistant reply, typo'd; titles as YAML keys
    name: 'w10-yaml-front-matter-e', ask: typo,
    messages: (m, q) => [
      user(`here's the page source, question coming in a sec\n\n---\ntitle: Glossary\nsummary: Short reference entries\ndraft: true\nglossary:\n${docs(m).map((d) => `  "${T(d)}": >-\n    ${d.text}`).join('\n')}\n---\n\n{{< glossary >}}\n`),
      asst('Got it, I have the page source with its front matter. What\'s the question?'),
      user(q),
    ],
  },

  // 2. Jira ticket ------------------------------------------------------------------------------
  {
    // header field: the Summary line, without "?"
    name: 'w10-jira-ticket-a', ask: noMark,
    messages: (m, q) => [
      sys('You are an assistant built into Jira. Answer the question in the issue summary from the issue description.'),
      user(
        `KB-1432\nSummary: ${q}\nType: Question    Priority: Medium    Status: Open\nReporter: Dana Whitfield    Assignee: Unassigned\n` +
          `Labels: customer-question, needs-answer\nComponents: Knowledge Base\n\nDescription\n-----------\nCustomer asked this on a call. Pasting the extracts support pulled from the KB:\n\n` +
          docs(m).map((d) => `h3. ${T(d)}\n${d.text}`).join('\n\n'),
      ),
    ],
  },
  {
    // first, imperative "look up … and tell me:"; the ticket arrives as REST JSON in a tool result
    name: 'w10-jira-ticket-b', ask: same,
    messages: (m, q) => {
      const comments = docs(m).map((d, i) => ({
        id: String(10400 + i),
        author: { displayName: i % 2 === 0 ? 'Priya Natarajan' : 'Tom Becker' },
        body: `*${T(d)}*\n${d.text}`,
        created: `2024-05-0${(i % 9) + 1}T10:1${i % 10}:00.000+0000`,
      }));
      const issue = {
        key: 'SUP-2207',
        fields: { summary: 'Customer research follow-up', status: { name: 'In Progress' }, priority: { name: 'Medium' }, description: 'Reference material is attached as comments.', comment: { total: comments.length, comments } },
      };
      return [
        sys('You are a support engineer\'s assistant with read access to Jira.'),
        user(`Look up SUP-2207 in Jira and tell me: ${q}`),
        calls(call('call_jira_1', 'jira_get_issue', { issueIdOrKey: 'SUP-2207', fields: 'summary,status,description,comment' })),
        tool('call_jira_1', JSON.stringify(issue)),
      ];
    },
  },
  {
    // mid-material: a comment in the Activity section between two batches of excerpts
    name: 'w10-jira-ticket-c', ask: same,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const quote = (d: Doc): string => `{quote}*${T(d)}* ${d.text}{quote}`;
      return [
        sys('You are Jira\'s AI assistant. Answer the open question raised in the ticket activity.'),
        user(
          `[OPS-58] Collect background for onboarding doc\nStatus: In Review | Assignee: Lee Chen | Sprint: OPS Sprint 14\n\nDescription:\nCollected excerpts below.\n\n${a.map(quote).join('\n')}\n\n` +
            `Activity:\nRahul Menon added a comment - 2 days ago\n    ${q}\n\nLee Chen added a comment - yesterday\n    More excerpts, from the second batch:\n\n${b.map(quote).join('\n')}`,
        ),
      ];
    },
  },
  {
    // developer message, embedded in a longer sentence
    name: 'w10-jira-ticket-d', ask: terse,
    messages: (m, q) => [
      dev(`You triage Jira tickets for the support team. The reporter wants to know ${q}, so answer from the ticket's attachments only and keep it short.`),
      user(
        `**HELP-311: Customer follow-up**\n\n| Field | Value |\n|---|---|\n| Status | Waiting for support |\n| Reporter | g.alvarez |\n| Created | 2024-02-19 |\n\n### Attachments (text extracted)\n\n` +
          docs(m).map((d) => `**${slug(T(d))}.txt**\n\n${d.text}`).join('\n\n'),
      ),
    ],
  },
  {
    // last, polite, embedded; excerpts in a Jira wiki-markup table
    name: 'w10-jira-ticket-e', ask: terse,
    messages: (m, q) => [
      user(
        `*Issue:* DOCS-902 — Verify facts for the FAQ page\n*Status:* To Do  *Fix Version:* FAQ refresh\n\n*Description:*\nThe writer pasted the candidate excerpts:\n\n||Source||Excerpt||\n` +
          docs(m).map((d) => `|${T(d)}|${d.text}|`).join('\n') +
          `\n\nHi! Could you please look at the ticket above and let me know ${q}? Thanks so much.`,
      ),
    ],
  },

  // 3. LaTeX draft ------------------------------------------------------------------------------
  {
    // a code comment at the top of the file (first)
    name: 'w10-latex-draft-a', ask: same,
    messages: (m, q) => [
      sys('You are a writing assistant for LaTeX papers.'),
      user(
        'Can you resolve the comment at the top of my file?\n\n```latex\n% !TEX program = pdflatex\n' +
          `% QUESTION FOR CO-AUTHOR: ${q}\n` +
          '\\documentclass[11pt]{article}\n\\usepackage[utf8]{inputenc}\n\\title{Background Notes}\n\\author{J. Park}\n\\begin{document}\n\\maketitle\n\n\\section{Background}\n\n' +
          docs(m).map((d) => `\\subsection{${T(d)}}\n${d.text}`).join('\n\n') +
          '\n\n\\end{document}\n```',
      ),
    ],
  },
  {
    // first, plain, in a longer user turn before the chapter
    name: 'w10-latex-draft-b', ask: same,
    messages: (m, q) => [
      user(
        `Working on my thesis chapter. ${q}\n\nHere's the relevant part:\n\n\\chapter{Related work}\n\\label{ch:related}\n\n` +
          docs(m).map((d) => `\\paragraph{${T(d)}} ${d.text}`).join('\n\n') +
          '\n\n% end of related work',
      ),
    ],
  },
  {
    // the draft in the system prompt, terse question as the user turn
    name: 'w10-latex-draft-c', ask: terse,
    messages: (m, q) => [
      sys(
        'You are an assistant embedded in an online LaTeX editor. The user\'s current project, main.tex:\n\n' +
          '\\documentclass{article}\n\\begin{document}\n\\section*{Notes}\n\\begin{description}\n' +
          docs(m).map((d) => `  \\item[${T(d)}] ${d.text}`).join('\n') +
          '\n\\end{description}\n\\end{document}',
      ),
      user(q),
    ],
  },
  {
    // mid-material: an inline \todo between subsections
    name: 'w10-latex-draft-d', ask: same,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const sec = (d: Doc): string => `\\subsection{${T(d)}}\n${d.text}`;
      return [
        user(
          'Resolve the inline todo in this draft, please.\n\n\\documentclass{article}\n\\usepackage{todonotes}\n\\begin{document}\n\\section{Context}\n\n' +
            a.map(sec).join('\n\n') +
            `\n\n\\todo[inline]{${q}}\n\n` +
            b.map(sec).join('\n\n') +
            '\n\n\\end{document}',
        ),
      ];
    },
  },
  {
    // later user turn after an assistant reply, polite, embedded
    name: 'w10-latex-draft-e', ask: lowerFirst,
    messages: (m, q) => [
      user(
        '\\documentclass{article}\n\\begin{document}\n\\begin{abstract}\nDraft for internal review.\n\\end{abstract}\n\\section{Background}\n' +
          docs(m).map((d) => `\\subsection{${T(d)}}\n${d.text}`).join('\n\n') +
          '\n\n\\bibliographystyle{plain}\n\\bibliography{refs}\n\\end{document}',
      ),
      asst('Thanks, I\'ve read the draft and it looks like it should compile. What do you need help with?'),
      user(`Could you tell me, going by my background section, ${q}`),
    ],
  },

  // 4. TSV export with a Q:/A: slot ---------------------------------------------------------------
  {
    // last: the Q:/A: slot after the export
    name: 'w10-tsv-qa-slot-a', ask: same,
    messages: (m, q) => [user(`export.tsv\n\nid\ttitle\ttext\n${tsvRows(docs(m))}\n\nQ: ${q}\nA:`)],
  },
  {
    // first: the slot above the export, instruction in the system message
    name: 'w10-tsv-qa-slot-b', ask: same,
    messages: (m, q) => [
      sys('Fill in the A: line using only the rows of the export.'),
      user(`Q: ${q}\nA: \n\n-- kb_export_2024-05-01.tsv --\nid\ttitle\ttext\n${tsvRows(docs(m))}`),
    ],
  },
  {
    // in a tool result: the Q: row at the end of an exported sheet, without "?"
    name: 'w10-tsv-qa-slot-c', ask: noMark,
    messages: (m, q) => {
      const ds = docs(m);
      const rows = ds.map((d, i) => `${i + 1}\tpassage\t${T(d)}\t${d.text}`);
      const sheet = `row\tkind\tsource\ttext\n${rows.join('\n')}\n${ds.length + 1}\tQ:\t\t${q}\n${ds.length + 2}\tA:\t\t`;
      return [
        sys('You are a data assistant with spreadsheet tools.'),
        user('The QA batch sheet is ready, fill the empty A: cell.'),
        calls(call('call_sheet_1', 'export_sheet', { sheet: 'qa_batch_7', format: 'tsv' })),
        tool('call_sheet_1', sheet),
      ];
    },
  },
  {
    // developer message carries the slot; the user turn is only the export
    name: 'w10-tsv-qa-slot-d', ask: same,
    messages: (m, q) => [
      dev(`Respond in exactly this format:\nQ: ${q}\nA: <one line>`),
      user(`doc_id\tsource_title\tpassage\n${tsvRows(docs(m))}`),
    ],
  },
  {
    // later user turn after an assistant reply, lower-first and typo'd
    name: 'w10-tsv-qa-slot-e', ask: typoLower,
    messages: (m, q) => {
      const ds = docs(m);
      return [
        user(`pasting the export first, question after\n\n#\ttitle\tbody\n${tsvRows(ds)}`),
        asst(`Got the export, ${ds.length} rows. Go ahead.`),
        user(`Q: ${q}\nA:`),
      ];
    },
  },

  // 5. Slack thread asked mid-way ---------------------------------------------------------------
  {
    // mid-thread in a text export, plain
    name: 'w10-slack-thread-a', ask: same,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const line = (who: string, min: number, d: Doc): string => `[9:${String(min).padStart(2, '0')} AM] ${who}: *${T(d)}* — ${d.text}`;
      return [
        sys('You are kb-bot, a Slack assistant. Answer questions from the thread you are shown.'),
        user(
          ['#research-help — thread', '[9:14 AM] maya.r: dumping what I found so far 🧵', ...a.map((d, i) => line('maya.r', 15 + i, d)), `[9:21 AM] jon.k: ${q}`, '[9:23 AM] sam: more context from the wiki:', ...b.map((d, i) => line('sam', 24 + i, d)), '[9:31 AM] jon.k: @kb-bot can you answer my question above from this thread?'].join('\n'),
        ),
      ];
    },
  },
  {
    // mid-thread as one named user message among many, terse
    name: 'w10-slack-thread-b', ask: terse,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const people = ['aisha', 'ken', 'lucia', 'marek'];
      const post = (d: Doc, i: number): ChatMessage => named(people[i % people.length] ?? 'ken', `sharing this from the handbook — ${T(d)}\n${d.text}`);
      return [
        sys('You are a Slack bot in #eng-onboarding. The user messages are the thread, oldest first, each from its author.'),
        ...a.map(post),
        named('tomas', q),
        ...b.map((d, i) => post(d, i + a.length)),
        named('tomas', '<@assistant> ^ that one, from what\'s in this thread'),
      ];
    },
  },
  {
    // mid-thread inside a Slack API JSON tool result
    name: 'w10-slack-thread-c', ask: jsonAsk,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      let ts = 1714050000;
      const msg = (u: string, text: string) => ({ type: 'message', user: u, text, ts: `${(ts += 37)}.000${100 + (ts % 800)}` });
      const messages = [
        msg('U01MAYA', 'starting a thread for the background material'),
        ...a.map((d) => msg('U01MAYA', `*${T(d)}*\n${d.text}`)),
        msg('U03PRIYA', q),
        ...b.map((d) => msg('U02OSCAR', `*${T(d)}*\n${d.text}`)),
        msg('U03PRIYA', '<@U0KBBOT> any idea?'),
      ];
      return [
        sys('You are a Slack app. When mentioned, fetch the thread and answer the question asked in it.'),
        named('U03PRIYA', '<@U0KBBOT> can you take a look at this thread'),
        calls(call('call_slack_1', 'slack_conversations_replies', { channel: 'C02RESEARCH', ts: '1714050000.000100', limit: 50 })),
        tool('call_slack_1', JSON.stringify({ ok: true, messages, has_more: false })),
      ];
    },
  },
  {
    // mid-thread, embedded in a longer message with a follow-on clause
    name: 'w10-slack-thread-d', ask: terse,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const post = (who: string, time: string, d: Doc): string => `**${who}** ${time}\n> ${T(d)}\n${d.text}`;
      return [
        user(
          [
            ...a.map((d, i) => post('lee', `10:0${i % 10} AM`, d)),
            `**priya** 10:12 AM\nok before we go further, does anyone know ${q}? I keep seeing conflicting info`,
            ...b.map((d, i) => post('omar', `10:1${(i + 4) % 10} AM`, d)),
            '**lee** 10:20 AM\n@assistant answer priya\'s question pls',
          ].join('\n\n'),
        ),
      ];
    },
  },
  {
    // the thread in the system prompt, typo'd question mid-thread; the user turn only points at it
    name: 'w10-slack-thread-e', ask: typo,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const line = (u: string, d: Doc): string => `<${u}>: ${T(d)} — ${d.text}`;
      return [
        sys(
          'You are the Acme Slack assistant.\n\nThread context (#support, oldest first):\n' +
            [...a.map((d) => line('U05|nina', d)), `<U07|ben>: ${q}`, ...b.map((d) => line('U09|ravi', d))].join('\n'),
        ),
        named('ben', '@assistant what I asked above, pls'),
      ];
    },
  },

  // 6. Atom feed --------------------------------------------------------------------------------
  {
    // first, plain, before the pasted feed
    name: 'w10-atom-feed-a', ask: same,
    messages: (m, q) => [user(`${q}\n\nHere's the feed I'm subscribed to:\n\n${atomFeed('Reference notes', docs(m).map(atomEntry))}`)],
  },
  {
    // in a tool call's arguments (a feed search), the feed as the tool result
    name: 'w10-atom-feed-b', ask: jsonAsk,
    messages: (m, q) => [
      sys('You are a feed-reading agent. Tools: search_feed(feed_url, query) returns matching entries as Atom XML.'),
      user('Check the engineering blog feed for me, use the search tool.'),
      calls(call('call_feed_1', 'search_feed', { feed_url: 'https://notes.example.org/feed.atom', query: q })),
      tool('call_feed_1', atomFeed('Engineering notes — search results', docs(m).map(atomEntry))),
    ],
  },
  {
    // header field: the feed's <title> is the question (Q&A-site question feed)
    name: 'w10-atom-feed-c', ask: same,
    messages: (m, q) => [
      user(`This is the feed for a question on our Q&A site. Please answer it using the entries.\n\n${atomFeed(`${q} - Ask Locals Q&amp;A`, docs(m).map(atomEntry))}`),
    ],
  },
  {
    // mid-feed: a reader-mail entry between the others, polite
    name: 'w10-atom-feed-d', ask: same,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const mail = ['  <entry>', '    <title>Reader mail</title>', '    <id>tag:notes.example.org,2024:mail-77</id>', '    <updated>2024-04-29T17:40:00Z</updated>', '    <category term="reader-question"/>', `    <content type="text">Hello! I'd love to know: ${q} Thanks!</content>`, '  </entry>'].join('\n');
      return [
        sys('Answer the reader question that was submitted through the feed, using the other entries.'),
        user(atomFeed('Community notes', [...a.map(atomEntry), mail, ...b.map(atomEntry)])),
      ];
    },
  },
  {
    // feed in the system prompt; later user turn after a greeting, imperative "look up"
    name: 'w10-atom-feed-e', ask: terse,
    messages: (m, q) => [
      sys(`You are a news assistant. Latest entries of the subscribed feed:\n\n${atomFeed('Daily digest', docs(m).map(atomEntry))}`),
      user('hi'),
      asst('Hi! I\'ve got the latest entries from your feed loaded. What should I look up?'),
      user(`look up ${q}`),
    ],
  },

  // 7. File read by an editor agent ---------------------------------------------------------------
  {
    // first: the user turn, then read_file returns a numbered view
    name: 'w10-editor-file-read-a', ask: same,
    messages: (m, q) => [
      sys('You are a coding agent working in the user\'s repository. Use the tools to read files before answering.'),
      user(`${q} It should be somewhere in docs/faq.md.`),
      calls(call('toolu_01', 'read_file', { path: 'docs/faq.md' })),
      tool('toolu_01', numberedView(mdFileLines(docs(m), '# FAQ'))),
    ],
  },
  {
    // a code comment (# FIXME) mid-file, in the tool result
    name: 'w10-editor-file-read-b', ask: same,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const lines = [
        '"""Reference notes for the onboarding quiz.',
        '',
        ...a.flatMap((d) => [T(d), d.text, '']),
        '"""',
        '',
        `# FIXME: ${q}`,
        '',
        'NOTES_PART_2 = """',
        ...b.flatMap((d) => [T(d), d.text, '']),
        '"""',
        '',
        '',
        'def main() -> None:',
        '    print(__doc__)',
      ];
      return [
        sys('You are an AI pair programmer inside the user\'s editor. Tools: read_file(path).'),
        user('There\'s a FIXME in scripts/kb_notes.py that\'s really a question. Can you answer it?'),
        calls(call('call_rf_1', 'read_file', { path: 'scripts/kb_notes.py' })),
        tool('call_rf_1', numberedView(lines)),
      ];
    },
  },
  {
    // later user turn after the agent paged the file in two reads and replied
    name: 'w10-editor-file-read-c', ask: same,
    messages: (m, q) => {
      const lines = mdFileLines(docs(m), '# Reference');
      const k = Math.ceil(lines.length / 2);
      return [
        sys('You are a coding assistant with a view tool that shows files with line numbers.'),
        user('open wiki/reference.md'),
        calls(call('view_1', 'view', { path: 'wiki/reference.md', view_range: [1, k] })),
        tool('view_1', numberedView(lines.slice(0, k))),
        calls(call('view_2', 'view', { path: 'wiki/reference.md', view_range: [k + 1, -1] })),
        tool('view_2', numberedView(lines.slice(k), k + 1)),
        asst(`I've read wiki/reference.md (${lines.length} lines). What do you want to know?`),
        user(q),
      ];
    },
  },
  {
    // developer message: labelled task field without "?"
    name: 'w10-editor-file-read-d', ask: noMark,
    messages: (m, q) => [
      dev(`Current task (from issue #212): ${q}\nRead notes/glossary.md with the tools; do not edit any file.`),
      user('Continue.'),
      calls(call('call_01', 'read_file', { path: 'notes/glossary.md' })),
      tool('call_01', numberedView(mdFileLines(docs(m), '# Glossary'))),
    ],
  },
  {
    // in a tool result: TASK.md holds the ask (imperative "find out"), then the notes file is read
    name: 'w10-editor-file-read-e', ask: terse,
    messages: (m, q) => [
      sys('You are an autonomous coding agent. Tools: read_file(path), write_file(path, content).'),
      user('Do what TASK.md says.'),
      calls(call('call_t1', 'read_file', { path: 'TASK.md' })),
      tool('call_t1', numberedView(['# Task', '', `Please find out ${q}; the notes are in notes/history.md.`, '', 'Reply in chat, no file changes needed.'])),
      calls(call('call_t2', 'read_file', { path: 'notes/history.md' })),
      tool('call_t2', numberedView(mdFileLines(docs(m), '# History notes'))),
    ],
  },

  // 8. Raw e-mail -------------------------------------------------------------------------------
  {
    // header field: the Subject line, without "?"
    name: 'w10-raw-email-a', ask: noMark,
    messages: (m, q) => [
      sys('You are an email assistant. Answer the question the sender asks, using the message body.'),
      user(
        rawEmail(
          emailHeaders('Dana Whitfield <dana@northwind.example>', 'support@northwind.example', `Question: ${q}`, 'Tue, 7 May 2024 09:12:44 -0700', 'CAF3k9xQ2'),
          `Hi team,\n\nForwarding the notes I dug up, see below.\n\n${emailExcerpts(docs(m))}\n\nThanks,\nDana`,
        ),
      ),
    ],
  },
  {
    // first line of the body, plain
    name: 'w10-raw-email-b', ask: same,
    messages: (m, q) => [
      sys('Draft a short reply that answers the incoming email.'),
      user(
        rawEmail(
          emailHeaders('Marcus Lee <mlee@contoso.example>', 'help@contoso.example', 'quick question', 'Mon, 13 May 2024 16:03:10 +0100', 'a81c2e.5510'),
          `${q}\n\nBackground I found:\n\n${emailExcerpts(docs(m))}\n\n--\nMarcus Lee\nOperations, Contoso`,
        ),
      ),
    ],
  },
  {
    // last: in the quoted original message (> prefix) at the bottom of a reply
    name: 'w10-raw-email-c', ask: same,
    messages: (m, q) => [
      user(
        'Can you help me answer Ravi\'s question at the bottom of this thread?\n\n' +
          rawEmail(
            [...emailHeaders('Sam Ortiz <sam@fabrikam.example>', 'Ravi Patel <ravi@fabrikam.example>', 'Re: background check', 'Wed, 8 May 2024 11:20:05 +0000', 'sam.0508.1120'), ['In-Reply-To', '<ravi.0507@mail.example.com>']],
            `Ravi, pasting what I found; your question is below.\n\n${emailExcerpts(docs(m))}\n\nSam\n\nOn Tue, 7 May 2024 at 09:12, Ravi Patel <ravi@fabrikam.example> wrote:\n> Hi Sam,\n>\n> ${q}\n>\n> Cheers,\n> Ravi`,
          ),
      ),
    ],
  },
  {
    // mid-body of a raw message returned by a mail tool, embedded ("Also, …")
    name: 'w10-raw-email-d', ask: lowerFirst,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const raw = rawEmail(
        emailHeaders('Dana Whitfield <dana@northwind.example>', 'me@northwind.example', 'notes + one question', 'Thu, 9 May 2024 08:45:00 -0700', 'CAF3k9xR7'),
        `Morning!\n\nHere is the first batch of what I collected:\n\n${emailExcerpts(a)}\n\nAlso, ${q}\n\nAnd here's the rest of what I collected:\n\n${emailExcerpts(b)}\n\nD.`,
      );
      return [
        sys('You are an inbox assistant with Gmail tools.'),
        user('Handle the latest email from Dana please.'),
        calls(call('call_gm_1', 'gmail_get_raw', { messageId: '18f2a7c91be04d3e', format: 'raw' })),
        tool('call_gm_1', raw),
      ];
    },
  },
  {
    // later user turn after an assistant reply, typo'd and embedded; multipart message with an attachment
    name: 'w10-raw-email-e', ask: typoLower,
    messages: (m, q) => {
      const ds = docs(m);
      const headers = emailHeaders('Lin Zhao <lin@adatum.example>', 'team@adatum.example', 'excerpts for Friday', 'Fri, 10 May 2024 14:30:00 +0800', 'lz.0510.1430').filter(([k]) => k !== 'Content-Type' && k !== 'Content-Transfer-Encoding');
      const body = [
        'This is a multi-part message in MIME format.',
        '',
        '--b1_5f2c',
        'Content-Type: text/plain; charset="UTF-8"',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Hi, see the attached excerpts. I\'ll send my question separately.',
        '',
        '--b1_5f2c',
        'Content-Type: text/plain; charset="UTF-8"; name="excerpts.txt"',
        'Content-Disposition: attachment; filename="excerpts.txt"',
        'Content-Transfer-Encoding: 8bit',
        '',
        emailExcerpts(ds),
        '',
        '--b1_5f2c--',
      ].join('\n');
      return [
        user(rawEmail([...headers, ['Content-Type', 'multipart/mixed; boundary="b1_5f2c"']], body)),
        asst(`I've parsed the message: a short note and a text attachment with ${ds.length} excerpts. What would you like to know?`),
        user(`given that email, ${q}`),
      ];
    },
  },

  // 9. Material in the system prompt after a first answer -----------------------------------------
  {
    // plain question as the second user turn
    name: 'w10-system-material-followup-a', ask: same,
    messages: (m, q) => [
      sys(`You are a helpful assistant. Reference documents:\n\n${m}`),
      user('hi, are you able to see the reference docs?'),
      asst('Yes, I can see the reference documents in my instructions. What would you like to know?'),
      user(q),
    ],
  },
  {
    // embedded after "ok." in the second user turn; material in <context> tags
    name: 'w10-system-material-followup-b', ask: lowerFirst,
    messages: (m, q) => [
      sys(`Answer the user's questions from the context.\n\n<context>\n${m}\n</context>`),
      user('Answer in one sentence from now on please.'),
      asst('Understood, I\'ll keep each answer to one sentence.'),
      user(`ok. ${q}`),
    ],
  },
  {
    // terse, after an unanswerable first question
    name: 'w10-system-material-followup-c', ask: terse,
    messages: (m, q) => [
      sys(`You are a study helper. Use only these sources:\n\n${docs(m).map((d) => `[${d.n}] ${T(d)}: ${d.text}`).join('\n')}`),
      user('What\'s today\'s date?'),
      asst('I don\'t have access to today\'s date, and the sources don\'t mention it.'),
      user(`fair enough. next one - ${q}`),
    ],
  },
  {
    // polite, embedded, after a warm-up exchange; material as markdown sections
    name: 'w10-system-material-followup-d', ask: terse,
    messages: (m, q) => [
      sys(`# Role\nYou are a friendly tutor.\n\n# Knowledge base\n\n${mdSections(docs(m))}\n\n# Style\nBe concise.`),
      user('Thanks for helping me study tonight.'),
      asst('Happy to help! Ask away whenever you\'re ready.'),
      user(`Could you please tell me ${q}? Thank you!`),
    ],
  },
  {
    // typo'd, from a named user, after a first exchange about the notes
    name: 'w10-system-material-followup-e', ask: typo,
    messages: (m, q) => [
      sys(`### Knowledge base\n${m}\n### End of knowledge base\nAnswer questions about the knowledge base.`),
      named('kofi', 'What sort of things do these notes cover?'),
      asst('They cover a handful of unrelated topics. I can answer specific questions about any of them.'),
      named('kofi', q),
    ],
  },

  // 10. Search-then-fetch agent -----------------------------------------------------------------
  {
    // first: the user turn; keyword search, then parallel fetches of each page
    name: 'w10-search-fetch-agent-a', ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const results = ds.map((d) => ({ title: T(d), url: `https://wiki.example.org/${slug(T(d))}` }));
      return [
        sys('You are a research agent with web_search(query) and fetch(url) tools. Search, fetch the relevant pages, then answer.'),
        user(q),
        calls(call('call_s1', 'web_search', { query: searchQuery(q) })),
        tool('call_s1', JSON.stringify({ results })),
        calls(...results.map((r, i) => call(`call_f${i + 1}`, 'fetch', { url: r.url }))),
        ...ds.map((d, i) => tool(`call_f${i + 1}`, `# ${T(d)}\n\n${d.text}`)),
      ];
    },
  },
  {
    // in a tool call's arguments (the search query), then two fetched pages
    name: 'w10-search-fetch-agent-b', ask: jsonAsk,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const page = (ds: Doc[], url: string): string => `URL: ${url}\n\n${ds.map((d) => `${T(d)}\n${'='.repeat(Math.min(40, T(d).length))}\n${d.text}`).join('\n\n')}`;
      return [
        sys('You are a research sub-agent. Tools: search(q), fetch(url).'),
        user('Research task #4471 (auto-generated from the intake form). Use search, then fetch.'),
        calls(call('call_a', 'search', { q })),
        tool('call_a', JSON.stringify({ hits: [{ url: 'https://kb.example.org/page-1', title: 'Reference, part 1' }, { url: 'https://kb.example.org/page-2', title: 'Reference, part 2' }] })),
        calls(call('call_b', 'fetch', { url: 'https://kb.example.org/page-1' })),
        tool('call_b', page(a, 'https://kb.example.org/page-1')),
        calls(call('call_c', 'fetch', { url: 'https://kb.example.org/page-2' })),
        tool('call_c', page(b, 'https://kb.example.org/page-2')),
      ];
    },
  },
  {
    // in the system message (labelled field); fetched pages come back as JSON
    name: 'w10-search-fetch-agent-c', ask: same,
    messages: (m, q) => {
      const ds = docs(m);
      const urls = ds.map((d) => `https://docs.example.net/${slug(T(d))}`);
      return [
        sys(`Research agent.\nCurrent question: ${q}\nTools: search, fetch. Search first, then fetch the best hits.`),
        user('start'),
        calls(call('c1', 'search', { query: searchQuery(q), top_k: ds.length })),
        tool('c1', JSON.stringify(ds.map((d, i) => ({ rank: i + 1, title: T(d), url: urls[i] })))),
        calls(call('c2', 'fetch', { urls })),
        tool('c2', JSON.stringify(ds.map((d, i) => ({ url: urls[i], status: 200, content: `${T(d)}\n\n${d.text}` })))),
      ];
    },
  },
  {
    // later user turn after the agent searched and fetched and replied
    name: 'w10-search-fetch-agent-d', ask: lowerFirst,
    messages: (m, q) => {
      const ds = docs(m);
      const links = ds.map((d) => ({ title: T(d), url: `https://read.example.com/${slug(T(d))}` }));
      return [
        sys('You are a browsing assistant. Tools: search_bookmarks(query), fetch(url).'),
        user('pull up the pages from my reading-list bookmarks'),
        calls(call('bk_1', 'search_bookmarks', { query: 'folder:reading-list' })),
        tool('bk_1', JSON.stringify(links)),
        calls(...links.map((l, i) => call(`ft_${i + 1}`, 'fetch', { url: l.url }))),
        ...ds.map((d, i) => tool(`ft_${i + 1}`, `Title: ${T(d)}\n\n${d.text}`)),
        asst(`I've fetched ${ds.length} pages from your reading list. What would you like to know?`),
        user(`thanks! so ${q}`),
      ];
    },
  },
  {
    // in a tool result: the task queue hands over the question, then search and fetch
    name: 'w10-search-fetch-agent-e', ask: noQuotes,
    messages: (m, q) => {
      const ds = docs(m);
      const results = ds.map((d) => ({ title: T(d), link: `https://ref.example.org/${slug(T(d))}` }));
      return [
        sys('You are a research worker. Tools: get_next_task(queue), web_search(query), fetch(url).'),
        user('next task please'),
        calls(call('t_1', 'get_next_task', { queue: 'research' })),
        tool('t_1', JSON.stringify({ task_id: 'R-9031', question: q, created_by: 'intake-form', priority: 'normal' })),
        calls(call('t_2', 'web_search', { query: searchQuery(q) })),
        tool('t_2', JSON.stringify({ organic: results })),
        calls(...results.map((r, i) => call(`t_f${i}`, 'fetch', { url: r.link }))),
        ...ds.map((d, i) => tool(`t_f${i}`, `${T(d)}\n${d.text}`)),
      ];
    },
  },

  // 11. Numbered policies with a `>>> ask:` line --------------------------------------------------
  {
    // last: ask line after the material, policies in the system prompt
    name: 'w10-policies-ask-line-a', ask: same,
    messages: (m, q) => [sys(`Policies:\n${POLICIES_A.join('\n')}`), user(`${m}\n\n>>> ask: ${q}`)],
  },
  {
    // first: ask line above the material, policies in a developer message
    name: 'w10-policies-ask-line-b', ask: same,
    messages: (m, q) => [dev(`Operating policies\n${POLICIES_B.join('\n')}`), user(`>>> ask: ${q}\n\n${m}`)],
  },
  {
    // policies and material in the system prompt; the user turn is only a terse ask line
    name: 'w10-policies-ask-line-c', ask: terse,
    messages: (m, q) => [sys(`${POLICIES_B.join('\n')}\n\nReference material:\n\n${m}`), user(`>>> ask: ${q}`)],
  },
  {
    // mid-material: the ask line between two batches of documents
    name: 'w10-policies-ask-line-d', ask: same,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const block = (ds: Doc[]): string => ds.map((d) => `(${d.n}) ${T(d)}\n${d.text}`).join('\n\n');
      return [
        user(`POLICIES\n${POLICIES_A.join('\n')}\n\nDOCUMENTS (batch 1)\n\n${block(a)}\n\n>>> ask: ${q}\n\nDOCUMENTS (batch 2)\n\n${block(b)}`),
      ];
    },
  },
  {
    // later user turn after an acknowledgement, typo'd; documents as a JSON payload
    name: 'w10-policies-ask-line-e', ask: typo,
    messages: (m, q) => [
      user(`${POLICIES_B.join('\n')}\n\nPayload:\n${JSON.stringify({ documents: docs(m).map((d) => ({ id: d.n, title: T(d), text: d.text })) }, null, 2)}`),
      asst('Acknowledged: policies 1 to 5 noted and the documents loaded. Send the ask line when ready.'),
      user(`>>> ask: ${q}`),
    ],
  },

  // 12. The question paraphrased, then asked exactly ----------------------------------------------
  {
    // both last, paraphrase first in the same sentence run
    name: 'w10-paraphrase-then-exact-a', ask: same,
    messages: (m, q) => [user(`${m}\n\nBasically I'm after ${gist(q)}. To put it exactly: ${q}`)],
  },
  {
    // paraphrase in the system message (detected intent), exact question first in the user turn
    name: 'w10-paraphrase-then-exact-b', ask: same,
    messages: (m, q) => [sys(`User intent (auto-detected): ${gist(q)}\nAnswer from the user's material.`), user(`${q}\n\n${m}`)],
  },
  {
    // paraphrase as a keyword query after the material, exact question in a later turn
    name: 'w10-paraphrase-then-exact-c', ask: same,
    messages: (m, q) => [
      user(`${m}\n\n${searchQuery(q)}?`),
      asst('Could you phrase that as a full question so I look in the right place?'),
      user(q),
    ],
  },
  {
    // paraphrase as a Topic header, exact question mid-material
    name: 'w10-paraphrase-then-exact-d', ask: same,
    messages: (m, q) => {
      const [a, b] = halves(docs(m));
      const block = (ds: Doc[]): string => ds.map((d) => (d.title ? `Document [${d.n}](Title: ${d.title}) ${d.text}` : d.text)).join('\n\n');
      return [user(`Topic: ${gist(q)}\n\n${block(a)}\n\nExact question: ${q}\n\n${block(b)}`)];
    },
  },
  {
    // vague paraphrase, retrieval tool, then the exact question (lower-first) after an assistant reply
    name: 'w10-paraphrase-then-exact-e', ask: lowerFirst,
    messages: (m, q) => [
      sys('You are a help-desk assistant. Tools: retrieve(query) returns knowledge-base passages.'),
      user(`need stuff about ${gist(q).toLowerCase()}`),
      calls(call('r_1', 'retrieve', { query: searchQuery(q) })),
      tool('r_1', m),
      asst('I found a few passages. What exactly do you want to know?'),
      user(`sorry, precisely: ${q}`),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Self-check
// ---------------------------------------------------------------------------------------------

/** Everything a reader of the request sees: contents, content parts, tool-call arguments. */
function fullText(ms: ChatMessage[]): string {
  return ms
    .map((msg) => {
      const content = typeof msg.content === 'string' ? msg.content : msg.content ? JSON.stringify(msg.content) : '';
      return [content, ...(msg.tool_calls ?? []).map((t) => t.function?.arguments ?? '')].join('\n');
    })
    .join('\n');
}
/** The text eval/wording-check.ts looks at (content, or the tool calls when there is none). */
const checkText = (ms: ChatMessage[]): string => ms.map((msg) => (typeof msg.content === 'string' ? msg.content : JSON.stringify(msg.content ?? msg.tool_calls ?? ''))).join('\n');
const count = (hay: string, needle: string): number => (needle === '' ? 0 : hay.split(needle).length - 1);
const jsonEsc = (s: string): string => JSON.stringify(s).slice(1, -1);

function selfCheck(): void {
  const SAMPLE: Array<[string, string]> = [
    ['Forest Park Line', 'The Blue Line extension to Forest Park opened on 14 March 1998 after four years of construction; the "Park & Ride" lots at Kessler Road were added in 2001.'],
    ['Kessler Road', 'Kessler Road is a two-lane county road named for the surveyor Amos Kessler, who mapped the valley in 1871 <per county records>.'],
    ['Harbor Ferry', 'The Harbor Ferry carries roughly 2,400 passengers a day between Pier 9 and Gull Island; service is suspended when winds exceed 40 knots.'],
    ['Gull Island Lighthouse', 'Gull Island Lighthouse was automated in 1964. Its Fresnel lens, a third-order lens made in Paris, is now displayed at the Maritime Museum.'],
    ['Pier 9', "Pier 9 was rebuilt in 1989 following storm damage and now houses the ferry terminal, a bait shop and the harbormaster's office."],
  ];
  const materials = {
    numbered: SAMPLE.map(([t, x], i) => `Document [${i + 1}](Title: ${t}) ${x}`).join('\n\n'),
    plain: SAMPLE.map(([, x]) => x).join('\n\n'),
  };
  const questions: Array<[string, string]> = [
    ['When did the Blue Line extension to Forest Park open?', '14 March 1998'],
    ['Where are the "Park & Ride" lots for the Blue Line?', 'Kessler'],
    ['How many passengers does Harbor Ferry carry per day?', '2,400'],
  ];
  const problems: string[] = [];
  const names = new Set<string>();
  for (const w of ENGLISH_PROBE_10) {
    if (names.has(w.name)) problems.push(`duplicate name ${w.name}`);
    names.add(w.name);
    if (!/^w10-[a-z0-9-]+-[a-e]$/.test(w.name)) problems.push(`bad name ${w.name}`);
    for (const [kind, material] of Object.entries(materials)) {
      for (const [q, answer] of questions) {
        const where = `${w.name} (${kind}, ${JSON.stringify(q)})`;
        const asked = w.ask(q);
        if (asked.trim() === '') problems.push(`${where}: empty ask`);
        const ms = w.messages(material, asked);
        const all = fullText(ms);
        const n = count(all, asked);
        if (n !== 1) problems.push(`${where}: question appears ${n} times`);
        const nc = count(checkText(ms), asked);
        if (nc !== 1) problems.push(`${where}: question appears ${nc} times in wording-check's text`);
        for (const d of docs(material)) {
          if (!all.includes(d.text) && !all.includes(jsonEsc(d.text))) problems.push(`${where}: passage ${d.n} missing or altered`);
        }
        // Assistant turns carry neither passages nor the answer; tool calls are answered in order.
        const pending = new Set<string>();
        for (const msg of ms) {
          if (msg.role === 'assistant') {
            const said = fullText([msg]);
            if (said.includes(answer)) problems.push(`${where}: an assistant turn contains the answer`);
            for (const d of docs(material)) if (said.includes(d.text.slice(0, 40))) problems.push(`${where}: an assistant turn contains passage ${d.n}`);
            if (pending.size > 0) problems.push(`${where}: assistant turn before all tool results`);
            for (const t of msg.tool_calls ?? []) pending.add(t.id);
          } else if (msg.role === 'tool') {
            if (!msg.tool_call_id || !pending.delete(msg.tool_call_id)) problems.push(`${where}: tool result without a matching call`);
          } else if (pending.size > 0) problems.push(`${where}: ${msg.role} turn before all tool results`);
        }
        if (pending.size > 0) problems.push(`${where}: unanswered tool calls`);
        const last = ms[ms.length - 1];
        if (!last || (last.role !== 'user' && last.role !== 'tool')) problems.push(`${where}: prompt does not end on a user or tool turn`);
      }
    }
  }
  if (ENGLISH_PROBE_10.length !== 60) problems.push(`expected 60 wordings, found ${ENGLISH_PROBE_10.length}`);
  const shapes = new Map<string, number>();
  for (const w of ENGLISH_PROBE_10) {
    const shape = w.name.replace(/^w10-|-[a-e]$/g, '');
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
  }
  for (const [shape, k] of shapes) if (k !== 5) problems.push(`shape ${shape} has ${k} wordings`);
  if (shapes.size !== 12) problems.push(`expected 12 shapes, found ${shapes.size}`);
  const runs = ENGLISH_PROBE_10.length * Object.keys(materials).length * questions.length;
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`probe-wordings-10: ${problems.length} problem(s) in ${runs} builds`);
    process.exit(1);
  }
  console.log(`probe-wordings-10: ${ENGLISH_PROBE_10.length} wordings, ${shapes.size} shapes x 5, ${runs} builds (2 materials x ${questions.length} questions): question once, every passage present, names unique: OK`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) selfCheck();
