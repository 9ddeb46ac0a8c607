/**
 * @module eval/heldout-wordings-3
 * A fresh held-out split of wordings, written in session 25 by a helper who never read the
 * compressor's source (src/compress/) and never ran it or the eval. Every template here is a
 * structure not used by any wording in eval/wordings.ts (dev and retired pools),
 * eval/heldout-wordings.ts or eval/whole-tasks.ts. NEVER tune on these: do not read their
 * lost cases, do not change the compressor because of a row they produce, do not move them
 * into dev.
 *
 * - ENGLISH_HELDOUT_3: six English templates. The question stands in a different place in
 *   each (inside a quoted e-mail reply, at the top of a CSV export, in its own turn before an
 *   HTML page, between two halves of the numbered results, after unrelated small-talk turns,
 *   in the system message of an agent whose documents come back as a tool result).
 * - FOREIGN_HELDOUT_3: instructions in Ukrainian, Finnish, Romanian and Thai (no other part
 *   of the eval uses them) around the English material and the English question.
 * - WHOLE_TASK_HELDOUT_3: per task of eval/whole-tasks.ts, two new English phrasings (a need,
 *   a deliverable or a checklist rather than a plain command) and one each in Finnish,
 *   Ukrainian and Romanian.
 *
 * The question (`ask(q)`) occurs byte-exact in the content of one message of every template
 * (not always the last user message: checks.ts looks in every message).
 * Two English templates contain an assistant message (small talk; a tool call), so
 * eval/layouts.ts's `isChat` puts them in the chat rotation, not the plain English one.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const same = (q: string): string => q;

/** Lower-cases the first letter only when the question opens with a function word (never a name). */
const FUNCTION_OPENER = /^(What|When|Where|Which|Who|Whom|Whose|Why|How|In|On|At|By|From|To|For|During|After|Before|Of|Along|Did|Does|Do|Is|Are|Was|Were|Has|Have|Had|Can|Could|Would|Will|Should|The|A|An)\b/;
const softLowerFirst = (q: string): string => (FUNCTION_OPENER.test(q) ? q.charAt(0).toLowerCase() + q.slice(1) : q);
const noMark = (q: string): string => q.replace(/\?\s*$/, '');

/** Passages as separate strings (the rendered material is blank-line separated). */
const chunks = (m: string): string[] => m.split(/\n{2,}/).filter((p) => p.trim() !== '');

/** E-mail quoting: every line behind "> " (an empty line becomes a bare ">"). */
const quoteMail = (m: string): string =>
  m
    .split('\n')
    .map((l) => (l.trim() === '' ? '>' : `> ${l}`))
    .join('\n');

/** One CSV field, RFC 4180 style: always quoted, inner quotes doubled. */
const csvField = (s: string): string => `"${s.replace(/"/g, '""')}"`;

export const ENGLISH_HELDOUT_3: Wording[] = [
  {
    // The user asks the assistant to answer a colleague's e-mail: instruction first, then the
    // colleague's new message holding the question, then the earlier mail with the material,
    // quoted line by line with "> " under an attribution line.
    name: 'email-quoted-reply',
    ask: same,
    messages: (m, q) => [
      user(
        "Could you help me reply to Marco's e-mail below? Please keep the reply short and base it only on Priya's notes, which are quoted at the bottom of his message. " +
          "If the notes don't cover his question, just write that we'll look into it and get back to him.\n\n" +
          'From: Marco Bellini\n' +
          'To: me\n' +
          'Subject: Re: background notes for the review\n\n' +
          'Hi,\n\n' +
          `Thanks for passing these on. One thing I couldn't work out from them: ${q}\n\n` +
          'Cheers,\n' +
          'Marco\n\n' +
          'On Tuesday morning, Priya Natarajan wrote:\n' +
          quoteMail(m),
      ),
    ],
  },
  {
    // A terse user pastes a search-console CSV export in a fenced block; the query sits in a
    // comment line at the very top of the file, the passages are quoted CSV fields, and the
    // (lower-case, telegraphic) instruction comes after the block.
    name: 'csv-export-query-comment',
    ask: same,
    messages: (m, q) => {
      const rows = chunks(m).map((p, i) => `${i + 1},${csvField(p)}`);
      return [
        user(
          '```csv\n' +
            `# query: ${q}\n` +
            '# source: search console export, top hits\n' +
            'rank,passage\n' +
            `${rows.join('\n')}\n` +
            '```\n' +
            'answer the query from these rows only. say which rank you used. no preamble.',
        ),
      ];
    },
  },
  {
    // A browser-sidebar extension: the user's request (an imperative "let me know …" with no
    // question mark) in its own user turn, then a second user turn carrying the page as HTML.
    name: 'browser-page-html',
    ask: (q) => `let me know ${noMark(softLowerFirst(q))}`,
    messages: (m, q) => [
      sys("You are a browser sidebar assistant. The user asks about the page they are viewing; the extension sends the page's HTML in the next message. Answer from the page only."),
      user(`hey, can you read the page I'm on and ${q}. thanks!`),
      user(
        '<!-- page captured by the sidebar extension -->\n' +
          '<html>\n<head><title>Saved page</title></head>\n<body>\n<article>\n' +
          chunks(m)
            .map((p) => `<p>\n${p}\n</p>`)
            .join('\n') +
          '\n</article>\n</body>\n</html>',
      ),
    ],
  },
  {
    // A web-search answer engine with bracketed citation numbers: the first half of the results,
    // then the user query, then a second batch of results from an expanded search, then the
    // closing instruction.
    name: 'citations-query-between-batches',
    ask: same,
    messages: (m, q) => {
      const all = chunks(m).map((p, i) => `[${i + 1}] ${p}`);
      const half = Math.ceil(all.length / 2);
      const first = all.slice(0, half);
      const second = all.slice(half);
      const more = second.length > 0 ? `More results (retrieved after the query was expanded):\n\n${second.join('\n\n')}\n\n` : '';
      return [
        sys('You are a search assistant. Write a concise answer and cite the results you rely on with their bracketed numbers. Do not use outside knowledge.'),
        user(`Web results:\n\n${first.join('\n\n')}\n\nUser query: ${q}\n\n${more}Answer the user query, citing results by number.`),
      ];
    },
  },
  {
    // A notes app chat: two rounds of unrelated small talk with the assistant, then a last
    // turn that asks the question first and pastes the excerpt after it, with a closing remark.
    name: 'smalltalk-then-lookup',
    ask: same,
    messages: (m, q) => [
      sys('You are Juno, a friendly assistant inside a personal notes app.'),
      user("good morning! how's your day going?"),
      assistant('Good morning! All good on my side, thanks for asking. How about yours?'),
      user('pretty good so far, the coffee place around the corner finally reopened so I am a happy person'),
      assistant("That's lovely news, a good coffee makes the whole morning better. Is there anything I can help you with today?"),
      user(`yes actually. ${q} I saved an excerpt about it a while ago, pasting it here:\n\n${m}\n\nplease only go by the excerpt, I don't trust my memory on this one`),
    ],
  },
  {
    // An agent framework: the question is the objective in the system prompt, the user turn
    // only starts the run, the assistant calls a search tool, and the tool message returns the
    // passages as YAML (block scalars). The request ends on the tool result.
    name: 'agent-objective-tool-yaml',
    ask: same,
    messages: (m, q) => {
      const yaml = chunks(m)
        .map((p, i) => `  - id: kb-${i + 1}\n    text: |\n${p.split('\n').map((l) => `      ${l}`).join('\n')}`)
        .join('\n');
      return [
        sys(
          'You are the executor agent of a multi-step workflow.\n' +
            `Objective: ${q}\n` +
            'Tools: search_kb(query) returns matching knowledge-base passages as YAML.\n' +
            'When you have enough information, give the final answer in one sentence followed by the id of the passage that supports it. Never answer from memory.',
        ),
        user('Start working on the objective.'),
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_kb_search', type: 'function', function: { name: 'search_kb', arguments: JSON.stringify({ query: q }) } }],
        },
        { role: 'tool', tool_call_id: 'call_kb_search', content: `status: ok\nresults:\n${yaml}\n` },
      ];
    },
  },
];

export const FOREIGN_HELDOUT_3: Wording[] = [
  {
    // Ukrainian: a filled request form (several fields) with the question in one field and the
    // material as the form's attachment, a note after it.
    name: 'uk',
    ask: same,
    messages: (m, q) => [
      user(
        'Форма запиту до бази знань\n' +
          "Ім'я: Олена Коваленко\n" +
          'Відділ: аналітика\n' +
          `Питання: ${q}\n` +
          'Терміновість: звичайна\n' +
          'Формат відповіді: одне речення та фрагмент, з якого взято відповідь\n' +
          'Вкладення (знайдені фрагменти):\n\n' +
          `${m}\n\n` +
          'Примітка: відповідай лише на основі вкладення; якщо відповіді там немає, так і напиши.',
      ),
    ],
  },
  {
    // Finnish: the question alone in a first user turn, the material in a second user turn with
    // the instructions after it (no system message, no assistant turn).
    name: 'fi',
    ask: same,
    messages: (m, q) => [
      user(`Hei, minulla olisi yksi kysymys: ${q}`),
      user(`Tässä on aineisto, josta vastauksen pitäisi löytyä:\n\n${m}\n\nVastaa lyhyesti ja käytä vain yllä olevaa aineistoa. Jos vastausta ei löydy, sano se suoraan.`),
    ],
  },
  {
    // Romanian: the question inside the system prompt among the rules; the user turn carries the
    // search hits and a closing request about the answer's form.
    name: 'ro',
    ask: same,
    messages: (m, q) => [
      sys(
        'Ești un asistent care răspunde pe baza documentelor trimise de utilizator.\n' +
          `Întrebarea utilizatorului: ${q}\n` +
          'Reguli: folosește doar informațiile din documente; dacă răspunsul nu se află acolo, spune că nu știi. Răspunde pe scurt.',
      ),
      user(`Iată fragmentele găsite de motorul de căutare:\n\n${m}\n\nTe rog să răspunzi într-o singură propoziție și să precizezi fragmentul folosit.`),
    ],
  },
  {
    // Thai: passages relabelled with Thai document numbers, the question after them, then the
    // answering rules after the question.
    name: 'th',
    ask: same,
    messages: (m, q) => {
      const docs = chunks(m).map((p, i) => `เอกสารที่ ${i + 1}:\n${p}`);
      return [
        user(
          `โปรดอ่านเอกสารต่อไปนี้\n\n${docs.join('\n\n')}\n\nคำถาม: ${q}\n\n` +
            'กรุณาตอบให้สั้นและกระชับ โดยอ้างอิงเฉพาะเอกสารข้างต้นเท่านั้น และระบุหมายเลขเอกสารที่ใช้ หากไม่พบคำตอบในเอกสาร ให้ตอบว่า "ไม่พบข้อมูล"',
        ),
      ];
    },
  },
];

/** Keyed by the task names of eval/whole-tasks.ts: two English phrasings, then Finnish, Ukrainian, Romanian. */
export const WHOLE_TASK_HELDOUT_3: Record<string, string[]> = {
  translate: [
    'A colleague who only reads German needs this text: translate every sentence of it into German, in order, leaving nothing out.',
    'Deliverable: a German translation of the full text, done sentence by sentence.',
    'Käännä tämä teksti saksaksi lause lauseelta.',
    'Переклади цей текст німецькою мовою, речення за реченням.',
    'Tradu acest text în limba germană, propoziție cu propoziție.',
  ],
  summarise: [
    'I only have a minute before my meeting, so condense the whole text into three bullet points for me.',
    'Expected output: exactly three bullet points that together summarise the entire text.',
    'Tiivistä tämä teksti kolmeksi ranskalaiseksi viivaksi.',
    'Стисло виклади зміст цього тексту у трьох пунктах.',
    'Rezumă acest text în trei puncte.',
  ],
  'count paragraphs': [
    'I need the number of paragraphs in this text for the layout spec; count them for me.',
    'Quick check before I format this: how many paragraphs are there in total?',
    'Montako kappaletta tässä tekstissä on?',
    'Скільки абзаців у цьому тексті?',
    'Câte paragrafe are acest text?',
  ],
  proofread: [
    'Checklist for this text: find every spelling mistake, find every grammar mistake, and list each one with its correction.',
    'Before this goes to print I need a list of all the spelling and grammar mistakes in it.',
    'Oikolue tämä teksti ja luettele kaikki kirjoitus- ja kielioppivirheet.',
    'Вичитай цей текст і перелічи всі орфографічні та граматичні помилки.',
    'Corectează acest text și enumeră fiecare greșeală de ortografie sau de gramatică.',
  ],
  'list dates': [
    'For the index I need every date and every year that occurs in this text, listed in the order they come up.',
    'Go through the text and note down each date or year it mentions; leave none out.',
    'Luettele kaikki tässä tekstissä mainitut päivämäärät ja vuosiluvut.',
    'Перелічи всі дати та роки, що згадуються в цьому тексті.',
    'Enumeră toate datele și anii menționați în acest text.',
  ],
  'convert to CSV': [
    'Our import tool only accepts CSV: rewrite this JSON as CSV, header row first, one record per line.',
    'Deliverable: this JSON as a CSV file, with a header row naming the fields.',
    'Muunna tämä JSON CSV-muotoon otsikkorivin kanssa.',
    'Перетвори цей JSON на CSV із рядком заголовків.',
    'Convertește acest JSON în CSV, cu un rând de antet.',
  ],
  'list errors': [
    'For the incident report I need each ERROR entry in this log, together with the timestamp it was logged at.',
    'Checklist: scan the whole log, copy out every ERROR line, keep its timestamp.',
    'Luettele tämän lokin jokainen ERROR-rivi aikaleimoineen.',
    'Випиши з цього журналу кожен рядок ERROR разом із його часовою міткою.',
    'Enumeră fiecare linie ERROR din acest jurnal, împreună cu marcajul ei de timp.',
  ],
  compare: [
    'I have to pick one of these two documents for a reading list, so lay out what they have in common and where they differ.',
    'Deliverable: two short lists, one of what the two documents share and one of how they differ.',
    'Vertaa näitä kahta asiakirjaa: mitä yhteistä niillä on ja miten ne eroavat toisistaan?',
    'Порівняй ці два документи: що в них спільного і чим вони відрізняються?',
    'Compară cele două documente: ce au în comun și prin ce se deosebesc?',
  ],
};
