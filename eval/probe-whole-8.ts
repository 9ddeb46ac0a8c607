/**
 * @module eval/probe-whole-8
 * Probe 8 of whole-material tasks, written blind: 60 wordings in which the user asks for a task
 * over the whole material (translate it, summarise it, count over it, list every X, proofread,
 * compare, convert to a table/CSV/JSON, simplify, extract names/dates, outline, key points) —
 * never a single fact. `ask(q)` ignores q and returns the task text exactly as it stands in the
 * prompt (once). Twelve containers, five wordings each, each with its own task and its own way
 * of stating it. `messages` ignores its second argument: the task text is fixed per wording.
 *
 * Run `npx tsx eval/probe-whole-8.ts` for the self-check.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

// ---------------------------------------------------------------------------------------------
// helpers

interface Doc {
  n: number;
  title: string;
  text: string;
  line: string;
}

/** Splits the material into its passages; a line that does not parse keeps its whole text. */
function docs(material: string): Doc[] {
  return material
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((line, i) => {
      const m = /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/.exec(line);
      if (m) return { n: Number(m[1]), title: m[2] ?? '', text: m[3] ?? '', line };
      return { n: i + 1, title: `Passage ${i + 1}`, text: line, line };
    });
}

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

interface Call {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

const calls = (...cs: Call[]): ChatMessage => ({
  role: 'assistant',
  content: null,
  tool_calls: cs.map((c) => ({
    id: c.id,
    type: 'function' as const,
    function: { name: c.name, arguments: JSON.stringify(c.args) },
  })),
});
const call = (id: string, name: string, args: Record<string, unknown>): ChatMessage => calls({ id, name, args });
const tool = (tool_call_id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id, content });

/** A wording whose task text is fixed: ask() returns it whatever the question. */
function whole(name: string, task: string, build: (material: string, task: string) => ChatMessage[]): Wording {
  return { name, ask: () => task, messages: (material) => build(material, task) };
}

const slug = (title: string): string =>
  title
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_\-().]/gu, '');

const halves = (material: string): [string, string] => {
  const parts = material.split(/\n\s*\n/).filter((s) => s.trim().length > 0);
  const cut = Math.ceil(parts.length / 2);
  return [parts.slice(0, cut).join('\n\n'), parts.slice(cut).join('\n\n')];
};

// ---------------------------------------------------------------------------------------------
// 1. yaml-frontmatter-note

const frontMatter = (lines: string[]): string => ['---', ...lines, '---'].join('\n');

const YAML: Wording[] = [
  whole(
    'w8-yaml-frontmatter-note-a',
    'Translate every passage in this note into German, keeping the Document numbers and titles as they are.',
    (m, t) => [
      sys('You process Markdown notes exported from Obsidian. Act on whatever the front matter of a note asks for.'),
      user(
        `${frontMatter([
          'title: "Reading pack, week 14"',
          'author: m.okafor',
          'created: 2024-03-11T09:40:00Z',
          'tags: [reading, pack, squad]',
          `task: ${t}`,
          'status: open',
        ])}\n\n# Reading pack, week 14\n\n${m}\n`,
      ),
    ],
  ),
  whole(
    'w8-yaml-frontmatter-note-b',
    'How many of these passages mention at least one year, and which ones are they?',
    (m, t) => [
      user(
        `${frontMatter([
          'title: Seminar sources',
          'source: squad-dev',
          'passages: 20',
          'tags:',
          '  - sources',
          '  - seminar',
          'updated: 2024-02-29',
        ])}\n\n${m}`,
      ),
      user(t),
    ],
  ),
  whole(
    'w8-yaml-frontmatter-note-c',
    'Proofread every passage in the note the user pastes and list each spelling, grammar or punctuation error with its document number.',
    (m, t) => [
      sys(`You are a careful copy editor for a Markdown knowledge base. ${t} Do not change any facts.`),
      user(
        `${frontMatter([
          'title: Draft reading list',
          'aliases: [reading-list-draft]',
          'cssclass: wide',
          'publish: false',
        ])}\n\n## Passages\n\n${m}`,
      ),
    ],
  ),
  whole(
    'w8-yaml-frontmatter-note-d',
    "I'll need an outline of this whole note, one heading per document with two or three sub-points under each.",
    (m, t) => [
      user(
        `${t}\n\n${frontMatter([
          'title: Background material',
          'course: HIST 204',
          'week: 7',
          'type: literature',
        ])}\n\n${m}\n`,
      ),
    ],
  ),
  whole(
    'w8-yaml-frontmatter-note-e',
    "Don't answer any questions the passages might raise, just pull out every personal name and every date that appears, grouped by document number.",
    (m, t) => [
      user(
        `${frontMatter([
          'title: Names and dates sweep',
          'owner: j.silva',
          'due: 2024-03-18',
          'checklist: true',
        ])}\n\n# Material\n\n${m}\n\n## To do\n\n- [ ] ${t}\n- [x] Paste the material\n`,
      ),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// 2. jira-ticket

const ticket = (o: { key: string; summary: string; body: string; m: string; extra?: string; comments?: string }): string =>
  [
    `${o.key}`,
    'Project: Data Platform',
    'Type: Task',
    'Priority: Medium',
    'Status: To Do',
    'Reporter: Jonas Weber',
    'Assignee: AI Assistant',
    'Created: 14/Mar/24 10:12 AM',
    'Labels: corpus, reading-pack',
    `Summary: ${o.summary}`,
    ...(o.extra ? [o.extra] : []),
    '',
    'Description:',
    o.body,
    '',
    'Attachment: passages.txt',
    '{noformat}',
    o.m,
    '{noformat}',
    ...(o.comments ? ['', 'Comments:', o.comments] : []),
  ].join('\n');

const JIRA: Wording[] = [
  whole(
    'w8-jira-ticket-a',
    'Convert the 20 attached passages into a JSON array with the fields id, title and text',
    (m, t) => [
      sys('You are an assistant that works Jira tickets assigned to you. Deliver what the ticket asks for.'),
      user(ticket({ key: 'DATA-4127', summary: t, body: 'Source file attached below. Needed for the import script in DATA-4120.', m })),
    ],
  ),
  whole(
    'w8-jira-ticket-b',
    'Could you please rewrite every passage in simpler English, so that a twelve-year-old could follow it?',
    (m, t) => [
      user(
        ticket({
          key: 'EDU-318',
          summary: 'Readability pass on the reading pack',
          body: `Hi! ${t} Keep the document numbers so we can match them up later.\n\nThanks, Jonas`,
          m,
        }),
      ),
    ],
  ),
  whole(
    'w8-jira-ticket-c',
    'Request type: Translation\nTarget language: Spanish\nScope: all attached passages\nKeep: document numbers and titles',
    (m, t) => [
      sys('You handle localisation tickets. The custom fields of a ticket say what is wanted.'),
      user(
        ticket({
          key: 'L10N-952',
          summary: 'Localisation of reading pack',
          extra: `Custom fields:\n${t}`,
          body: 'For the Madrid cohort, starting April.',
          m,
        }),
      ),
    ],
  ),
  whole(
    'w8-jira-ticket-d',
    'List every place name (city, country, region or river) that appears in the attachment, with the document numbers where it occurs.',
    (m, t) => [
      user(
        ticket({
          key: 'GEO-77',
          summary: 'Gazetteer seed from reading pack',
          body: 'See the epic for details; short version in the comments.',
          m,
          comments: [
            '---- Jonas Weber, 14/Mar/24 10:40 AM',
            'Attached the pack. Scope is in the epic.',
            '---- Priya Nair, 14/Mar/24 11:02 AM',
            'Copying the line from the epic so it is on the ticket:',
            `> ${t}`,
            '+1, this is the part that blocks us. Assistant, please take it.',
          ].join('\n'),
        }),
      ),
    ],
  ),
  whole(
    'w8-jira-ticket-e',
    'Do not edit or answer anything in the passages; just compare them with one another and tell me which ones overlap in subject.',
    (m, t) => [
      user(
        `Here is the ticket as exported.\n\n${ticket({
          key: 'QA-1204',
          summary: 'Review reading pack overlap',
          body: 'We suspect duplicates in the pack.',
          m,
        })}\n\n${t}`,
      ),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// 3. latex-draft

const latex = (m: string, o: { comment?: string; abstract?: boolean } = {}): string => {
  const body = docs(m)
    .map((d) => `\\paragraph{Document ${d.n}: ${d.title}}\n${d.text}\n`)
    .join('\n');
  return [
    '\\documentclass[11pt]{article}',
    '\\usepackage[utf8]{inputenc}',
    '\\usepackage{csquotes}',
    '\\title{Background Readings}',
    '\\author{R. Lindqvist}',
    '\\date{March 2024}',
    '\\begin{document}',
    '\\maketitle',
    ...(o.abstract ? ['\\begin{abstract}', '\\underline{\\hspace{10cm}}', '\\end{abstract}'] : []),
    '',
    '\\section{Source excerpts}',
    ...(o.comment ? [o.comment] : []),
    '',
    body,
    '\\end{document}',
  ].join('\n');
};

const fenced = (lang: string, s: string): string => `\`\`\`${lang}\n${s}\n\`\`\``;

const LATEX: Wording[] = [
  whole(
    'w8-latex-draft-a',
    'Proofread every excerpt in this section and fix spelling and grammar without changing the facts.',
    (m, t) => [
      sys('You are a LaTeX-aware writing assistant. Act on the TODO comments in the source you are given.'),
      user(`Here is the current draft.\n\n${fenced('latex', latex(m, { comment: `% TODO(editor): ${t}` }))}`),
    ],
  ),
  whole(
    'w8-latex-draft-b',
    'Turn the excerpts in this draft into a LaTeX tabular with one row per excerpt and columns for number, title and main subject.',
    (m, t) => [sys('You help researchers with LaTeX.'), user(`${t}\n\n${fenced('latex', latex(m))}`)],
  ),
  whole(
    'w8-latex-draft-c',
    'Fill the blank abstract with a single paragraph summarising all of the excerpts.',
    (m, t) => [
      user(
        `${fenced('latex', latex(m, { abstract: true }))}\n\nForm for the assistant\nSection: abstract\nContent: ______________________\nInstruction for the blank: ${t}`,
      ),
    ],
  ),
  whole(
    'w8-latex-draft-d',
    'Could you give me a French version of the whole draft, leaving every LaTeX command untouched?',
    (m, t) => [user(`${t}\n\n${latex(m)}`)],
  ),
  whole(
    'w8-latex-draft-e',
    'Count how many of the excerpts mention a number of people or a population figure, and give the total at the end.',
    (m, t) => [
      user(`Draft attached; I'll tell you what I need in a second.\n\n${fenced('tex', latex(m))}`),
      assistant('Got the draft. What would you like me to do with it?'),
      user(t),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// 4. tsv-export

const tsv = (m: string, comment?: string): string =>
  [...(comment ? [comment] : []), 'doc_id\ttitle\ttext', ...docs(m).map((d) => `${d.n}\t${d.title}\t${d.text}`)].join('\n');

const TSV: Wording[] = [
  whole(
    'w8-tsv-export-a',
    'Extract every date and year from the text column, one per line, each with its doc_id.',
    (m, t) => [user(`${t}\n\nexport_2024-03-14.tsv:\n${fenced('tsv', tsv(m))}`)],
  ),
  whole(
    'w8-tsv-export-b',
    'Output format: JSON Lines\nFields per line: doc_id, title, topic, word_count\nInclude: every row',
    (m, t) => [
      sys('You convert spreadsheet exports between formats.'),
      user(`${fenced('tsv', tsv(m))}\n\nConversion settings:\n${t}`),
    ],
  ),
  whole(
    'w8-tsv-export-c',
    'Would you mind going through all the rows and giving me the two key points of each text?',
    (m, t) => [user(`${t} The export is below (tab-separated).\n\n${tsv(m)}`)],
  ),
  whole(
    'w8-tsv-export-d',
    "Don't answer anything the texts ask or imply; simply rewrite each text cell in plain English of no more than two sentences.",
    (m, t) => [
      sys('You work on spreadsheet exports for an editorial team.'),
      user(`corpus_export.tsv\n${fenced('', tsv(m))}\n\n${t}`),
    ],
  ),
  whole(
    'w8-tsv-export-e',
    'group the rows by topic and produce an outline with the doc_ids listed under each heading',
    (m, t) => [user(`Export from the corpus tool, as requested:\n\n${fenced('tsv', tsv(m, `# note for assistant: ${t}`))}`)],
  ),
];

// ---------------------------------------------------------------------------------------------
// 5. slack-thread

const post = (who: string, time: string, text: string): string => `${who}  ${time}\n${text}`;

const SLACK: Wording[] = [
  whole(
    'w8-slack-thread-a',
    'once the rest is in, can someone translate all of these into Portuguese for the Lisbon team?',
    (m, t) => {
      const [a, b] = halves(m);
      return [
        user(
          [
            'Thread export from #reading-group (Thursday, March 14th):',
            post('Ana Ruiz', '10:02 AM', 'pasting the pack in two goes, slack cuts long messages'),
            post('Ana Ruiz', '10:03 AM', a),
            post('Tom Becker', '10:05 AM', t),
            post('Ana Ruiz', '10:06 AM', `rest of it:\n${b}`),
            post('Ana Ruiz', '10:07 AM', '@assistant over to you'),
          ].join('\n\n'),
        ),
      ];
    },
  ),
  whole('w8-slack-thread-b', 'Summarise the whole dump in five sentences for standup.', (m, t) => {
    const [a, b] = halves(m);
    return [
      sys('You are the assistant in a Slack workspace. You receive thread exports.'),
      user(
        [
          post('Mara Lind', '9:48 AM', 'dump for the reading group, part 1'),
          post('Mara Lind', '9:49 AM', a),
          post('Mara Lind', '9:51 AM', 'part 2'),
          post('Mara Lind', '9:51 AM', b),
          post('Lena Kraus', '10:14 AM', `> ${t}\n^ this, @assistant`),
        ].join('\n\n'),
      ),
    ];
  }),
  whole(
    'w8-slack-thread-c',
    "I'll need a count of how many passages are about a place and how many are about a person or group, by end of day.",
    (m, t) => {
      const [a, b] = halves(m);
      return [
        user(
          [
            '#data-curation',
            post('Sam Otieno', '2:31 PM', `batch 1/2\n\n${a}`),
            post('Sam Otieno', '2:33 PM', `batch 2/2\n\n${b}`),
            post('Tom Becker', '2:40 PM', `@assistant ${t}`),
          ].join('\n\n'),
        ),
      ];
    },
  ),
  whole(
    'w8-slack-thread-d',
    'a markdown table with one row per passage: number, title, one-sentence gist',
    (m, t) => {
      const [a, b] = halves(m);
      return [
        user(
          [
            post('Ana Ruiz', '10:03 AM', `@assistant request for the passages below\n*Output:* ${t}`),
            post('Ana Ruiz', '10:04 AM', a),
            post('Ana Ruiz', '10:05 AM', b),
            post('Tom Becker', '10:09 AM', ':eyes:'),
          ].join('\n\n'),
        ),
      ];
    },
  ),
  whole(
    'w8-slack-thread-e',
    'List every organisation, institution or dynasty named anywhere in the pasted passages, one per line, with the document number.',
    (m, t) => {
      const [a, b] = halves(m);
      return [
        sys(`You are ThreadBot in a Slack workspace. When a thread contains pasted documents: ${t}`),
        user(
          [
            post('Jia Chen', '11:20 AM', 'sources for the quiz night :tada:'),
            post('Jia Chen', '11:21 AM', a),
            post('Oskar Berg', '11:22 AM', 'nice, more?'),
            post('Jia Chen', '11:24 AM', b),
          ].join('\n\n'),
        ),
      ];
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// 6. atom-feed

const atom = (m: string, comment?: string): string =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    ...(comment ? [`  <!-- ${comment} -->`] : []),
    '  <title>Reading Pack</title>',
    '  <subtitle>Passages collected for the seminar</subtitle>',
    '  <link href="https://reading.example.org/feed.atom" rel="self"/>',
    '  <id>urn:uuid:5b1f3c2e-8d44-4a57-9f0e-2c6a1e7d9b10</id>',
    '  <updated>2024-03-14T10:05:00Z</updated>',
    '  <author><name>Library Bot</name></author>',
    ...docs(m).map((d) =>
      [
        '  <entry>',
        `    <title><![CDATA[${d.title}]]></title>`,
        `    <id>urn:reading-pack:doc:${d.n}</id>`,
        `    <link href="https://reading.example.org/doc/${d.n}"/>`,
        '    <updated>2024-03-14T10:05:00Z</updated>',
        `    <content type="text"><![CDATA[${d.text}]]></content>`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
  ].join('\n');

const ATOM: Wording[] = [
  whole(
    'w8-atom-feed-a',
    'summarise each entry in this feed in one sentence and keep the entry order',
    (m, t) => [user(`feed.atom\n\n${atom(m, `assistant: ${t}`)}`)],
  ),
  whole(
    'w8-atom-feed-b',
    'Convert this Atom feed to CSV with the columns id, title and first_sentence.',
    (m, t) => [sys('You are a data-conversion assistant.'), user(`${t}\n\n${fenced('xml', atom(m))}`)],
  ),
  whole(
    'w8-atom-feed-c',
    'Which of these entries deal with the same subject, and how do their accounts differ?',
    (m, t) => [user(`${fenced('xml', atom(m))}\n\n${t}`)],
  ),
  whole(
    'w8-atom-feed-d',
    'Please proofread all entries in the attached feed before we publish',
    (m, t) => [
      user(
        [
          'From: Clara Jensen <clara.jensen@example.org>',
          'To: Reading Assistant <assistant@example.org>',
          'Date: Thu, 14 Mar 2024 10:05:00 +0100',
          `Subject: ${t}`,
          '',
          'Feed pasted inline below.',
          '',
          '--',
          'Clara',
          '',
          atom(m),
        ].join('\n'),
      ),
    ],
  ),
  whole(
    'w8-atom-feed-e',
    "Don't answer anything the entries ask or state; just translate the content of every entry into Dutch.",
    (m, t) => [sys('You are a translation assistant for syndicated feeds.'), user(`${atom(m)}\n\n${t}`)],
  ),
];

// ---------------------------------------------------------------------------------------------
// 7. ide-agent-read-file

const IDE_SYS =
  'You are a coding agent running inside the user\'s IDE. Tools: read_file(path), list_dir(path), write_file(path, content), todo_write(todos). Work in the open workspace.';

const IDE: Wording[] = [
  whole(
    'w8-ide-agent-read-file-a',
    'List every year mentioned in data/passages.md in chronological order, with the passage number for each',
    (m, t) => [
      sys(IDE_SYS),
      user('Pick up the data/passages.md job from your plan.'),
      call('call_td_01', 'todo_write', { todos: [{ id: '1', content: t, status: 'in_progress' }] }),
      tool('call_td_01', 'Todo list updated (1 item).'),
      call('call_rf_02', 'read_file', { path: 'data/passages.md' }),
      tool('call_rf_02', m),
    ],
  ),
  whole(
    'w8-ide-agent-read-file-b',
    'write one key point per passage in this file and save them to notes/key-points.md',
    (m, t) => [
      sys(IDE_SYS),
      user('There is a TODO at the top of corpus/passages.md. Handle it.'),
      call('call_7b1', 'read_file', { path: 'corpus/passages.md' }),
      tool('call_7b1', `<!-- TODO(agent): ${t} -->\n# Passages\n\n${m}\n`),
    ],
  ),
  whole(
    'w8-ide-agent-read-file-c',
    'Read docs/reading-list.txt and outline its contents as a nested list grouped by title.',
    (m, t) => [
      sys(IDE_SYS),
      user(t),
      call('call_ls_1', 'list_dir', { path: 'docs' }),
      tool('call_ls_1', 'docs/\n  README.md\n  reading-list.txt\n  style-guide.md'),
      call('call_rf_2', 'read_file', { path: 'docs/reading-list.txt' }),
      tool('call_rf_2', m),
    ],
  ),
  whole('w8-ide-agent-read-file-d', 'Proofread all of it and give me back the corrected file in full.', (m, t) => [
    sys(IDE_SYS),
    user('Open docs/corpus.txt.'),
    call('call_open_1', 'read_file', { path: 'docs/corpus.txt' }),
    tool('call_open_1', m),
    assistant(`I've opened docs/corpus.txt; it holds ${docs(m).length} numbered passages. What should I do with it?`),
    user(`Thanks. ${t}`),
  ]),
  whole(
    'w8-ide-agent-read-file-e',
    'Simplify every paragraph in docs/reading.txt to plain B1-level English',
    (m, t) => [
      sys(IDE_SYS),
      user(`Task: ${t}\nFile: docs/reading.txt\nConstraints: keep the Document [n] labels; leave the titles alone`),
      call('call_e_1', 'read_file', { path: 'docs/reading.txt' }),
      tool('call_e_1', m),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// 8. raw-email-with-headers-and-preamble

const rawEmail = (o: { from: string; subject: string; body: string; m: string; id: string; date: string }): string =>
  [
    `Return-Path: <${o.from.replace(/^.*<|>.*$/g, '')}>`,
    'Received: from mail.uni-example.de (mail.uni-example.de [192.0.2.15])',
    `\tby mx.example.org with ESMTPS id ${o.id}; ${o.date}`,
    `Message-ID: <${o.id}@uni-example.de>`,
    `Date: ${o.date}`,
    `From: ${o.from}`,
    'To: Reading Assistant <assistant@example.org>',
    `Subject: ${o.subject}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="=_b7c1e0a9"',
    '',
    'This is a multi-part message in MIME format.',
    '',
    '--=_b7c1e0a9',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    o.body,
    '',
    '--=_b7c1e0a9',
    'Content-Type: text/plain; charset=utf-8; name="passages.txt"',
    'Content-Disposition: attachment; filename="passages.txt"',
    'Content-Transfer-Encoding: 8bit',
    '',
    o.m,
    '--=_b7c1e0a9--',
  ].join('\n');

const LENA = 'Lena Hoffmann <lena.hoffmann@uni-example.de>';

const EMAIL: Wording[] = [
  whole('w8-raw-email-with-headers-and-preamble-a', 'Translate all 20 passages into Italian by Friday', (m, t) => [
    user(
      `Raw message below, headers included.\n\n${rawEmail({
        from: LENA,
        subject: t,
        body: 'Hi,\n\nthe reading pack is attached.\n\nThanks,\nLena',
        m,
        id: '20240314100512.4f2a',
        date: 'Thu, 14 Mar 2024 10:05:12 +0100',
      })}`,
    ),
  ]),
  whole(
    'w8-raw-email-with-headers-and-preamble-b',
    'Could you please compile a list of every date that appears in the attached passages, with the passage number next to each?',
    (m, t) => [
      sys('You answer e-mails that reach the assistant@example.org mailbox. Messages are given to you raw.'),
      user(
        rawEmail({
          from: 'Dr. Felix Amsel <f.amsel@uni-example.de>',
          subject: 'Timeline for the seminar',
          body: `Dear assistant,\n\n${t}\n\nBest regards,\nFelix Amsel`,
          m,
          id: '20240313164002.9c1d',
          date: 'Wed, 13 Mar 2024 16:40:02 +0100',
        }),
      ),
    ],
  ),
  whole(
    'w8-raw-email-with-headers-and-preamble-c',
    'Can you boil all of the attached passages down to the five most important points?',
    (m, t) => [
      user(
        rawEmail({
          from: LENA,
          subject: 'Re: reading pack',
          body: [
            "Seconding Mark's request below; this is urgent for Monday.",
            '',
            'Lena',
            '',
            'On Wed, 13 Mar 2024 at 16:40, Mark Ellis <mark.ellis@uni-example.de> wrote:',
            `> ${t}`,
            '> Thanks, Mark',
          ].join('\n'),
          m,
          id: '20240314081130.77e0',
          date: 'Thu, 14 Mar 2024 08:11:30 +0100',
        }),
      ),
    ],
  ),
  whole(
    'w8-raw-email-with-headers-and-preamble-d',
    'a CSV with one row per attached passage: number, title, main subject',
    (m, t) => [
      user(
        rawEmail({
          from: LENA,
          subject: 'Request form: reading pack',
          body: [
            'REQUEST FORM (please fill in the blanks)',
            'Requester: Lena Hoffmann',
            'Department: Digital Humanities',
            'Deadline: 22 March',
            `Output wanted: __${t}__`,
          ].join('\n'),
          m,
          id: '20240314093301.1b8f',
          date: 'Thu, 14 Mar 2024 09:33:01 +0100',
        }),
      ),
    ],
  ),
  whole(
    'w8-raw-email-with-headers-and-preamble-e',
    'Count how many of the attached passages describe events before the year 1800, and list their numbers.',
    (m, t) => [
      sys(`You are an e-mail triage assistant. The user pastes raw messages with their attachments. ${t}`),
      user(
        rawEmail({
          from: 'Mark Ellis <mark.ellis@uni-example.de>',
          subject: 'FYI: pack for next week',
          body: 'FYI, the pack for next week.\n\nMark',
          m,
          id: '20240315120000.aa01',
          date: 'Fri, 15 Mar 2024 12:00:00 +0100',
        }),
      ),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// 9. system-material-after-prior-answer

const ctxSys = (m: string): ChatMessage =>
  sys(`You are a helpful assistant. Use the following documents when answering.\n\n${m}`);

const SYSMAT: Wording[] = [
  whole('w8-system-material-after-prior-answer-a', 'Translate every document into German and keep the numbering.', (m, t) => {
    const n = docs(m).length;
    return [
      ctxSys(m),
      user('How many documents do you have?'),
      assistant(`I have ${n} documents, numbered 1 to ${n}.`),
      user(`Great. ${t}`),
    ];
  }),
  whole(
    'w8-system-material-after-prior-answer-b',
    'Action: summarise\nScope: all documents in your context\nFormat: bullets\nLength: at most 10 bullets',
    (m, t) => {
      const d = docs(m)[2] ?? docs(m)[0];
      return [
        ctxSys(m),
        user("What's the title of document 3?"),
        assistant(d ? `Document [${d.n}] is titled "${d.title}".` : 'There is no document 3.'),
        user(`Next job:\n${t}`),
      ];
    },
  ),
  whole(
    'w8-system-material-after-prior-answer-c',
    'Stop answering single questions about them; list every person mentioned in any of the documents instead, with document numbers.',
    (m, t) => {
      const ds = docs(m);
      const longest = ds.reduce<Doc | undefined>((a, b) => (!a || b.title.length > a.title.length ? b : a), undefined);
      return [
        ctxSys(m),
        user('Which document has the longest title?'),
        assistant(longest ? `Document [${longest.n}], "${longest.title}".` : 'None of them has a title.'),
        user(t),
      ];
    },
  ),
  whole(
    'w8-system-material-after-prior-answer-d',
    'Could you compare all of the documents and tell me which two are most alike?',
    (m, t) => {
      const d = docs(m)[0];
      return [
        ctxSys(m),
        user('What is the first document about?'),
        assistant(d ? `Document [1] is about ${d.title}.` : 'There are no documents.'),
        user(t),
      ];
    },
  ),
  whole(
    'w8-system-material-after-prior-answer-e',
    "I'll need all the documents converted into a JSON array of objects with doc, title and summary keys.",
    (m, t) => {
      const ds = docs(m);
      const d = ds[ds.length - 1];
      return [
        ctxSys(m),
        user(d ? `Is there a document titled "${d.title}"?` : 'Are there any documents?'),
        assistant(d ? `Yes, Document [${d.n}].` : 'No.'),
        user(`Thanks. ${t}`),
      ];
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// 10. search-then-fetch-agent

const AGENT_SYS =
  'You are a research agent. Tools: search(query) returns a list of pages; fetch(url) and fetch_many(urls) return page text. Use the fetched pages for your final reply.';

const url = (d: Doc): string => `https://wiki.example.org/${slug(d.title) || 'page'}?p=${d.n}`;
const hits = (ds: Doc[]): string => ds.map((d, i) => `${i + 1}. ${d.title}\n   ${url(d)}`).join('\n');
const page = (d: Doc): string => `URL: ${url(d)}\nTitle: ${d.title}\n\n${d.text}`;

const AGENT: Wording[] = [
  whole(
    'w8-search-then-fetch-agent-a',
    'Outline all fetched pages as a hierarchical list of topics with page numbers',
    (m, t) => {
      const ds = docs(m);
      return [
        sys(AGENT_SYS),
        user('Run the weekly background job: search for this week\'s reading pack and handle it as usual.'),
        call('call_s1', 'search', { query: 'reading pack week 11', limit: ds.length, goal: t }),
        tool('call_s1', hits(ds)),
        call('call_f1', 'fetch_many', { urls: ds.map(url) }),
        tool('call_f1', ds.map(page).join('\n\n=====\n\n')),
      ];
    },
  ),
  whole('w8-search-then-fetch-agent-b', "I'll need every page you fetch translated into Spanish.", (m, t) => {
    const ds = docs(m);
    return [
      sys(AGENT_SYS),
      user(`Find this week's reading pack pages. ${t}`),
      call('call_b_search', 'search', { query: 'this week reading pack' }),
      tool('call_b_search', hits(ds)),
      calls(...ds.map((d, i) => ({ id: `call_b_fetch_${i + 1}`, name: 'fetch', args: { url: url(d) } }))),
      ...ds.map((d, i) => tool(`call_b_fetch_${i + 1}`, page(d))),
    ];
  }),
  whole(
    'w8-search-then-fetch-agent-c',
    'Count how many of the fetched pages mention a specific year, and name those pages.',
    (m, t) => {
      const ds = docs(m);
      return [
        sys(AGENT_SYS),
        user('Pull the seminar pages from the wiki.'),
        call('call_c1', 'search', { query: 'seminar pages' }),
        tool('call_c1', JSON.stringify({ results: ds.map((d) => ({ title: d.title, url: url(d) })) })),
        call('call_c2', 'fetch_many', { urls: ds.map(url) }),
        tool('call_c2', JSON.stringify({ pages: ds.map((d) => ({ url: url(d), title: d.title, text: d.text })) })),
        assistant(`Fetched ${ds.length} pages. What next?`),
        user(t),
      ];
    },
  ),
  whole(
    'w8-search-then-fetch-agent-d',
    'Once pages have been fetched, extract all personal names and all dates from them into a two-column list.',
    (m, t) => {
      const ds = docs(m);
      const [first, second] = [ds.slice(0, 10), ds.slice(10)];
      return [
        sys(`${AGENT_SYS} ${t}`),
        user('Gather the pages for the history seminar.'),
        call('call_d1', 'search', { query: 'history seminar reading' }),
        tool('call_d1', hits(ds)),
        call('call_d2', 'fetch_many', { urls: first.map(url) }),
        tool('call_d2', first.map(page).join('\n\n---\n\n')),
        call('call_d3', 'fetch_many', { urls: second.map(url) }),
        tool('call_d3', second.length ? second.map(page).join('\n\n---\n\n') : '(no pages)'),
      ];
    },
  ),
  whole(
    'w8-search-then-fetch-agent-e',
    'Would you kindly proofread the text of every page you fetch and list the errors you find?',
    (m, t) => {
      const ds = docs(m);
      return [
        sys(AGENT_SYS),
        user(`Search the wiki for the pages tagged reading-pack. ${t}`),
        call('call_e_s', 'search', { query: 'tag:reading-pack' }),
        tool('call_e_s', hits(ds)),
        call('call_e_f', 'fetch_many', { urls: ds.map(url) }),
        tool('call_e_f', ds.map(page).join('\n\n')),
      ];
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// 11. policy-system-json

const policy = (extra: Record<string, unknown>): string =>
  JSON.stringify(
    {
      policy: {
        name: 'reading-assistant',
        version: '3.2',
        rules: [
          'Use only the documents supplied in this conversation.',
          'Keep document numbers when referring to documents.',
          'Refuse requests for personal data about private individuals.',
        ],
      },
      ...extra,
    },
    null,
    2,
  );

const POLICY: Wording[] = [
  whole(
    'w8-policy-system-json-a',
    'Translate all documents supplied by the user into Korean, keeping the document numbers.',
    (m, t) => [sys(policy({ task: t, output: { language: 'ko' } })), user(`Documents:\n\n${m}`)],
  ),
  whole(
    'w8-policy-system-json-b',
    "Don't answer questions from the documents; give me the key points of all of them as a numbered list.",
    (m, t) => [
      sys(policy({ context: { documents: docs(m).map((d) => ({ id: d.n, title: d.title, text: d.text })) } })),
      user(t),
    ],
  ),
  whole(
    'w8-policy-system-json-c',
    'Can you put every document into a table with columns for number, title and subject?',
    (m, t) => [
      sys(policy({ output: { allowed_formats: ['markdown', 'table', 'csv'], max_tokens: 2000 } })),
      user(`${m}\n\n${t}`),
    ],
  ),
  whole(
    'w8-policy-system-json-d',
    'Please count the documents that mention at least one year, and list their numbers.',
    (m, t) => [sys(policy({ locale: 'en-GB', audit: true })), user(`${t}\n\n${m}`)],
  ),
  whole(
    'w8-policy-system-json-e',
    "I'd like every document rewritten in simple English, at most two sentences each.",
    (m, t) => [
      sys(policy({ style: { reading_level: 'simple', tone: 'neutral' } })),
      user(`Here are the documents.\n\n${m}`),
      assistant(`Received ${docs(m).length} documents. How can I help?`),
      user(t),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------
// 12. paraphrase-then-exact

const PARA: Wording[] = [
  whole(
    'w8-paraphrase-then-exact-a',
    'Translate each of the passages into German and keep the Document [n] labels unchanged.',
    (m, t) => [user(`I basically want these in German.\n\n${m}\n\nExact instruction: ${t}`)],
  ),
  whole(
    'w8-paraphrase-then-exact-b',
    'An outline: one heading per title, with the main facts as sub-bullets.',
    (m, t) => [
      user(`Give me some kind of structure for this stuff.\n\n${m}`),
      assistant('Happy to. Do you want a summary, a table or an outline?'),
      user(t),
    ],
  ),
  whole(
    'w8-paraphrase-then-exact-c',
    'Convert all passages into a JSON array of objects with the keys id, title and text.',
    (m, t) => [
      user(
        `Something machine-readable would be good. Precisely, this is what the import script expects:\n\n${fenced(
          'ts',
          `// ${t}\nconst passages: { id: number; title: string; text: string }[] = [];`,
        )}\n\n${m}`,
      ),
    ],
  ),
  whole(
    'w8-paraphrase-then-exact-d',
    'Compare every passage with every other one and report which pairs share a topic.',
    (m, t) => [
      user(`${m}\n\nRoughly: see how these relate to each other. My supervisor put it exactly like this:\n\n> ${t}`),
    ],
  ),
  whole(
    'w8-paraphrase-then-exact-e',
    'Proofread all twenty passages and return each corrected sentence with its document number',
    (m, t) => [
      sys('You are a writing assistant.'),
      user(`In short: check the writing.\n\nRequest form\nAction: ________ (filled in: ${t})\nDeadline: none\n\n${m}`),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------

export const WHOLE_PROBE_8: Wording[] = [
  ...YAML,
  ...JIRA,
  ...LATEX,
  ...TSV,
  ...SLACK,
  ...ATOM,
  ...IDE,
  ...EMAIL,
  ...SYSMAT,
  ...AGENT,
  ...POLICY,
  ...PARA,
];

// ---------------------------------------------------------------------------------------------
// self-check

if (process.argv[1]?.endsWith('probe-whole-8.ts')) {
  const CONTAINERS = [
    'yaml-frontmatter-note',
    'jira-ticket',
    'latex-draft',
    'tsv-export',
    'slack-thread',
    'atom-feed',
    'ide-agent-read-file',
    'raw-email-with-headers-and-preamble',
    'system-material-after-prior-answer',
    'search-then-fetch-agent',
    'policy-system-json',
    'paraphrase-then-exact',
  ];
  const PASSAGES: [string, string][] = [
    ['Harbour of Velmora', 'The harbour of Velmora was dredged in 1784 by the engineer Tomas Arvid, who widened the channel to admit ships of 400 tons.'],
    ['Quill Street Guild', 'The Quill Street Guild, founded by scribes & binders, controlled the sale of paper in the old town until its charter lapsed.'],
    ['Orrin Basalt', 'Orrin basalt is a dark volcanic rock; geologists call it "the black loaf" because of its rounded, bread-like columns.'],
    ['Marta Ilves', 'Marta Ilves (1821–1890) was a botanist who catalogued 3,200 species of moss. Why did she refuse the academy\'s medal? Nobody knows.'],
    ['Lake Sarn', 'Lake Sarn lies 1,140 metres above sea level and freezes for about four months each winter, from December to March.'],
    ['Tessaly Railway', 'The Tessaly Railway opened on 3 May 1867 and connected the mines at Kord with the port; its gauge was 1,000 mm.'],
    ['Brannoch Dynasty', 'The Brannoch dynasty ruled the highlands for six generations, ending with King Aldric III, "the Quiet", in 1602.'],
    ['Fennel Moth', 'The fennel moth <Pyralis fenicula> lays its eggs on wild fennel; larvae feed at night and pupate in the soil.'],
    ['Weaver Uprising', 'In 1838 about 12,000 weavers marched on the capital, demanding fixed piece rates and an end to truck wages.'],
    ['Cobalt Glaze', 'Cobalt glaze gives pottery its deep blue colour; potters in Hasdun mixed it with ash to soften the tone.'],
    ['University of Ardent', 'The University of Ardent, chartered in 1411, is the oldest in the region and has about 18,500 students today.'],
    ['River Oska', 'The River Oska rises in the Grey Hills and flows 312 km north-east before joining the Vell near the town of Brisk.'],
    ['Signal Towers', 'Optical signal towers, spaced about 12 km apart, could pass a short message across the country in under an hour.'],
    ['Idris Kell', 'Idris Kell wrote that "a map is a promise, not a picture"; his atlas of 1759 remained in print for a century.'],
    ['Salt Roads', 'The salt roads ran from the coastal pans to the inland markets, and tolls on them paid for the bridges at Merrow & Tain.'],
    ['Glasswing Festival', 'The Glasswing Festival is held every September; lanterns of coloured glass are floated down the canal at dusk.'],
    ['Copper Standard', 'Under the copper standard of 1702, one silver mark was fixed at 240 copper pence, a rate kept until 1790.'],
    ['Harrow Observatory', 'The Harrow Observatory houses a 60 cm refractor; astronomers there first measured the parallax of Vega\'s neighbour.'],
    ['Wool Exchange', 'The Wool Exchange traded fleeces by weight and grade; a \\ mark on a bale meant it had been inspected twice.'],
    ['Northern Clinics', 'The Northern Clinics treated about 40,000 patients a year; Dr. Ana Pell introduced boiled instruments in 1871.'],
  ];
  const material = PASSAGES.map(([title, text], i) => `Document [${i + 1}](Title: ${title}) ${text}`).join('\n\n');
  const failures: string[] = [];
  const fail = (s: string): void => {
    failures.push(s);
  };
  const count = (hay: string, needle: string): number => {
    if (!needle) return 0;
    let n = 0;
    for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) n++;
    return n;
  };
  const texts = (ms: ChatMessage[]): string[] => {
    const out: string[] = [];
    for (const msg of ms) {
      if (typeof msg.content === 'string') out.push(msg.content);
      for (const tc of msg.tool_calls ?? []) out.push(tc.function?.arguments ?? "");
    }
    return out;
  };

  if (WHOLE_PROBE_8.length !== 60) fail(`expected 60 wordings, got ${WHOLE_PROBE_8.length}`);
  const names = new Set(WHOLE_PROBE_8.map((w) => w.name));
  if (names.size !== WHOLE_PROBE_8.length) fail('names are not unique');
  for (const c of CONTAINERS)
    for (const x of 'abcde')
      if (!names.has(`w8-${c}-${x}`)) fail(`missing wording w8-${c}-${x}`);

  const asks = new Set<string>();
  let escapedWordings = 0;
  const Q1 = 'In what year was the harbour of Velmora dredged?';
  const Q2 = 'Who founded the Quill Street Guild?';
  for (const w of WHOLE_PROBE_8) {
    const a = w.ask(Q1);
    if (a !== w.ask(Q2) || a !== w.ask('')) fail(`${w.name}: ask depends on q`);
    if (!a.trim()) fail(`${w.name}: empty ask`);
    if (asks.has(a)) fail(`${w.name}: ask text shared with another wording`);
    asks.add(a);
    const m1 = w.messages(material, a);
    const m2 = w.messages(material, a);
    const m3 = w.messages(material, Q1);
    if (JSON.stringify(m1) !== JSON.stringify(m2)) fail(`${w.name}: not deterministic`);
    if (JSON.stringify(m1) !== JSON.stringify(m3)) fail(`${w.name}: messages depend on the asked argument`);
    const all = texts(m1);
    const joined = all.join('\u0000');
    const n = count(joined, a);
    if (n !== 1) fail(`${w.name}: ask appears ${n} times`);
    if (joined.includes(Q1)) fail(`${w.name}: the question leaks into the prompt`);
    let escaped = false;
    for (const [, text] of PASSAGES) {
      if (joined.includes(text)) continue;
      const esc = JSON.stringify(text).slice(1, -1);
      if (joined.includes(esc)) escaped = true;
      else fail(`${w.name}: passage missing: ${text.slice(0, 40)}…`);
    }
    if (escaped) escapedWordings++;
    // structural sanity: tool messages answer an earlier tool call, content null only with tool calls
    const ids = new Set<string>();
    for (const msg of m1) {
      for (const tc of msg.tool_calls ?? []) {
        ids.add(tc.id);
        try {
          JSON.parse(tc.function?.arguments ?? "");
        } catch {
          fail(`${w.name}: bad tool arguments`);
        }
      }
      if (msg.role === 'tool' && !ids.has(msg.tool_call_id ?? '')) fail(`${w.name}: tool message without a call`);
      if (msg.content === null && !(msg.tool_calls && msg.tool_calls.length)) fail(`${w.name}: null content`);
    }
    const last = m1[m1.length - 1];
    if (!last || last.role === 'assistant' || last.role === 'system') fail(`${w.name}: prompt does not end on a user/tool turn`);
  }
  if (escapedWordings > 3) fail(`${escapedWordings} wordings hold passages only JSON-escaped (max 3)`);

  if (failures.length) {
    console.log(failures.join('\n'));
    console.log(`${failures.length} failure(s)`);
    process.exitCode = 1;
  } else {
    console.log(`ok: ${WHOLE_PROBE_8.length} wordings, ${escapedWordings} with JSON-escaped passages`);
  }
}
