/**
 * @module eval/heldout-wordings-6
 * Held-out split 6: prompt wordings (30 framed in English, 30 framed in other languages) and
 * whole-task requests (8 tasks × 4), for judging only — never for tuning.
 *
 * Written blind. Read while writing it: `src/wire/chat.ts` (the ChatMessage / ToolCall types),
 * `eval/wording.ts` (the Wording interface), `tsconfig.json` and `package.json`. Also seen, but
 * not opened: the file names in `eval/` (a directory listing) and the file names that
 * `git status` printed. Not read: anything else under `src/`, anything under `test/`, `docs/`,
 * `bench/`, any README, and every other file in `eval/` (no other wording pool, probe, layout or
 * whole-task file). So these shapes were written without knowing how the gateway reads prompts
 * or which shapes it has already met.
 *
 * Shapes in short: chat-completions requests like the ones RAG apps, agent frameworks (single,
 * parallel and multi-step tool calls), support bots, IDE assistants, e-mail, group chats,
 * spreadsheet and notebook pastes, forms, templates and markup or data formats (XML, HTML, JSON,
 * JSONL, YAML, Markdown, TSV, LaTeX) send. The question sits first, last, in the middle, in its
 * own message, in the system or developer message, or in a content part. It is marked as a plain
 * sentence, a labelled field, a template slot, a form field, markup, a JSON value, an attribute,
 * a quote, or sits inside a transcribed voice note. The passages are either kept as given or
 * re-wrapped, and may be split over several messages or tool results.
 *
 * Run `npx tsx eval/heldout-wordings-6.ts` for the self-check; it prints `ok`.
 */
import { pathToFileURL } from 'node:url';
import type { ChatMessage, ToolCall } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

type Content = NonNullable<ChatMessage['content']>;

interface Passage {
  n: number;
  title: string;
  text: string;
  raw: string;
  parsed: boolean;
}

const BLOCK = /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/;

function passages(material: string): Passage[] {
  return material
    .trim()
    .split(/\n\s*\n/)
    .filter((b) => b.trim() !== '')
    .map((raw, i): Passage => {
      const m = BLOCK.exec(raw);
      if (m) return { n: Number(m[1]), title: m[2] ?? '', text: m[3] ?? '', raw, parsed: true };
      return { n: i + 1, title: '', text: raw, raw, parsed: false };
    });
}

/** A title to show; blocks that did not parse have none. */
const tt = (p: Passage): string => (p.parsed && p.title !== '' ? p.title : `Untitled ${p.n}`);

const FENCE = '```';
const same = (q: string): string => q;
/** For a question placed inside a JSON string: nothing left that JSON would escape. */
const jsonSafe = (q: string): string =>
  q.replace(/\\/g, '').replace(/"/g, "'").replace(/[\x00-\x1f\x7f]/g, ' ');
/** For a question placed inside a double-quoted markup attribute. */
const attrSafe = (q: string): string =>
  jsonSafe(q).replace(/&/g, 'and').replace(/</g, '‹').replace(/>/g, '›');
const xmlText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xmlAttr = (s: string): string => xmlText(s).replace(/"/g, '&quot;');
const cell = (s: string): string => s.replace(/\|/g, '\\|');
const slug = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '_') || 'page';

function chunks<T>(xs: T[], k: number): T[][] {
  const size = Math.max(1, Math.ceil(xs.length / k));
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

/** What an agent would type into a search box: lower-case words, never the question itself. */
function keywords(asked: string): string {
  const words = asked
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((x) => x.length > 3);
  return words.slice(0, 6).join(' ') || 'reading pack';
}

const raws = (ps: Passage[]): string => ps.map((p) => p.raw).join('\n\n');

const system = (content: string): ChatMessage => ({ role: 'system', content });
const developer = (content: string): ChatMessage => ({ role: 'developer', content });
const user = (content: Content, name?: string): ChatMessage =>
  name === undefined ? { role: 'user', content } : { role: 'user', name, content };
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const call = (id: string, name: string, args: unknown): ToolCall => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});
const calling = (calls: ToolCall[], content: string | null = null): ChatMessage => ({
  role: 'assistant',
  content,
  tool_calls: calls,
});
const result = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
const part = (text: string) => ({ type: 'text' as const, text });

function wording(
  name: string,
  ask: (q: string) => string,
  build: (ps: Passage[], asked: string, material: string) => ChatMessage[],
): Wording {
  return { name, ask, messages: (material, asked) => build(passages(material), asked, material) };
}

// ---------------------------------------------------------------------------------------------
// English framing
// ---------------------------------------------------------------------------------------------

export const ENGLISH_HELDOUT_6: Wording[] = [
  wording('en-chain-system-context', same, (_ps, asked, material) => [
    system(
      "Use the following pieces of context to answer the user's question.\n" +
        "If you don't know the answer, just say that you don't know, don't try to make up an answer.\n" +
        '----------------\n' +
        material,
    ),
    user(asked),
  ]),

  wording('en-index-metadata-query', same, (ps, asked) => [
    system(
      'You are an expert Q&A system that is trusted around the world.\n' +
        'Always answer the query using the provided context information, and not prior knowledge.\n' +
        'Some rules to follow:\n' +
        '1. Never directly reference the given context in your answer.\n' +
        "2. Avoid statements like 'Based on the context, ...' or 'The context information ...' or anything along those lines.",
    ),
    user(
      'Context information is below.\n---------------------\n' +
        ps
          .map(
            (p) =>
              `page_label: ${p.n}\nfile_path: /srv/data/reading-pack/${slug(tt(p))}.md\ntitle: ${tt(p)}\n\n${p.text}`,
          )
          .join('\n\n') +
        '\n---------------------\nGiven the context information and not prior knowledge, answer the query.\nQuery: ' +
        asked +
        '\nAnswer: ',
    ),
  ]),

  wording('en-question-first-bracket-sources', same, (ps, asked) => [
    user(
      asked +
        '\n\nAnswer using only the sources below and cite them inline like [3]. If two sources disagree, say which ones.\n\n' +
        ps.map((p) => `[${p.n}] ${tt(p)}\n${p.text}`).join('\n\n'),
    ),
  ]),

  wording('en-xml-documents-question-tag', same, (ps, asked) => [
    user(
      '<documents>\n' +
        ps
          .map(
            (p, i) =>
              `<document index="${i + 1}">\n<source>${xmlText(tt(p))}</source>\n<document_content>\n${p.text}\n</document_content>\n</document>`,
          )
          .join('\n') +
        '\n</documents>\n\nFirst pull out the quotes from the documents that matter for the question, inside <quotes></quotes> tags, then give the answer inside <answer></answer> tags.\n\n<question>\n' +
        asked +
        '\n</question>',
    ),
  ]),

  wording('en-agent-search-json-result', same, (ps, asked) => [
    system(
      'You are a research assistant with a search tool. Always search before answering and ground every claim in the results. Current date: 2024-11-02.',
    ),
    user(asked),
    calling([call('call_8fK2mQpL0aZ1', 'search_corpus', { query: keywords(asked), top_k: ps.length })]),
    result(
      'call_8fK2mQpL0aZ1',
      JSON.stringify(
        {
          status: 'ok',
          took_ms: 41,
          results: ps.map((p, i) => ({
            rank: i + 1,
            doc_id: `wiki-${String(p.n).padStart(4, '0')}`,
            title: tt(p),
            score: Number((0.93 - i * 0.021).toFixed(3)),
            snippet: p.text,
          })),
        },
        null,
        2,
      ),
    ),
  ]),

  wording('en-agent-parallel-fetch-then-nudge', same, (ps, asked) => {
    const groups = chunks(ps, 4);
    const ids = groups.map((_, i) => `call_pg${i + 1}x7Rw`);
    return [
      system(
        'You are an autonomous agent working over the team wiki. Tools: fetch_pages(start, end). Think step by step, but only output the final answer.',
      ),
      user(`Wiki pages 1-${ps.length} are the relevant ones for this. ${asked}`),
      calling(
        groups.map((g, i) =>
          call(ids[i] ?? `call_${i}`, 'fetch_pages', { start: g[0]?.n ?? 0, end: g[g.length - 1]?.n ?? 0 }),
        ),
        "I'll pull the pages in batches.",
      ),
      ...groups.map((g, i) =>
        result(ids[i] ?? `call_${i}`, g.map((p) => `=== page ${p.n}: ${tt(p)} ===\n${p.text}`).join('\n\n')),
      ),
      user('Thanks, that is everything. Write the answer now, under 80 words.'),
    ];
  }),

  wording('en-agent-open-file-then-ask', same, (_ps, asked, material) => [
    user('Open reading_pack_06.md and keep it handy.'),
    calling([call('call_Zq91opEnF', 'open_file', { path: 'reading_pack_06.md' })]),
    result('call_Zq91opEnF', material),
    user(asked + '\n(quote the line you relied on)'),
  ]),

  wording('en-support-bot-kb-system', same, (ps, asked) => [
    system(
      'You are Ava, the virtual support assistant for Northwind Home. Be warm and brief. Answer from the knowledge base articles below. If the answer is not there, offer to open a ticket.\n\n# Knowledge base\n\n' +
        ps.map((p) => `## KB-${1000 + p.n} · ${tt(p)}\n${p.text}`).join('\n\n'),
    ),
    user(`hi! quick one – ${asked} ty`),
  ]),

  wording('en-email-quoted-question-mid', same, (ps, asked) => [
    user(
      'Subject: Re: reading pack for Thursday\n\nHi team,\n\n' +
        "Priya's question from the thread below is the one we still need to close out:\n\n> " +
        asked +
        '\n\nThe source notes are pasted under my signature. Please reply inline and keep it short.\n\n' +
        'Best,\nJonas\n--\nJonas Ekberg | Research Ops\n+46 8 555 0199\n\n-----Original attachments-----\n\n' +
        ps.map((p) => `Attachment ${p.n} — ${tt(p)}.txt:\n${p.text}`).join('\n\n'),
    ),
  ]),

  wording('en-voice-note-after-paste', same, (_ps, asked, material) => [
    user(
      material +
        '\n\n[voice message, auto-transcribed] okay um so I pasted all of that above and uh I have been going back and forth on it, anyway what I actually need is, ' +
        asked +
        " and yeah if you could just keep it short that'd be great thanks",
    ),
  ]),

  wording('en-notion-table-export', same, (ps, asked) => [
    user(
      "Here's my research table (exported from Notion):\n\n| # | Title | Excerpt |\n|---|---|---|\n" +
        ps.map((p) => `| ${p.n} | ${cell(tt(p))} | ${p.text} |`).join('\n') +
        '\n\n**Q:** ' +
        asked +
        '\n\n_Answer in one sentence and name the row._',
    ),
  ]),

  wording('en-json-request-body', jsonSafe, (ps, asked) => [
    user(
      JSON.stringify(
        {
          task: 'answer_question',
          question: asked,
          answer_format: { max_words: 50, cite_ids: true },
          documents: ps.map((p) => ({ id: p.n, title: tt(p), text: p.text })),
        },
        null,
        2,
      ),
    ),
  ]),

  wording('en-yaml-eval-item', same, (ps, asked) => [
    user(
      'Run this eval item and reply with just the answer string.\n\n' +
        FENCE +
        'yaml\nid: item-0417\nquery: >-\n  ' +
        asked +
        '\nsources:\n' +
        ps.map((p) => `  - id: ${p.n}\n    title: ${JSON.stringify(tt(p))}\n    body: |\n      ${p.text}`).join('\n') +
        '\n' +
        FENCE,
    ),
  ]),

  wording('en-sheet-tsv-cell', same, (ps, asked) => [
    user(
      "Pasted from Sheets (tab 'Sources'):\n\nid\ttitle\tpassage\tchecked\n" +
        ps.map((p) => `${p.n}\t${tt(p)}\t${p.text}\tFALSE`).join('\n') +
        "\n\nand from tab 'Questions', cell A2:\n" +
        asked +
        '\n\nPlease fill B2 with the answer and C2 with the source id.',
    ),
  ]),

  wording('en-notebook-markdown-cell', same, (_ps, asked, material) => [
    user(
      'Output of my notebook so far:\n\nIn [7]: for d in docs:\n   ...:     print(d, end="\\n\\n")\n\n' +
        material +
        '\n\nIn [8]: %%markdown\n   ...: ## Open question\n   ...: ' +
        asked +
        '\n\nWrite the answer as the next markdown cell, using only what was printed in Out above.',
    ),
  ]),

  wording('en-request-form-after-files', same, (ps, asked) => [
    user(`Attached files (${ps.length}):\n\n` + ps.map((p) => `📎 ${tt(p)}.txt\n${p.text}`).join('\n\n')),
    user(
      'RESEARCH DESK — REQUEST FORM\nRequester: M. Osei\nTeam: Policy\nDue: Friday\nQuestion: ' +
        asked +
        '\nSources to use: attached files only\nPreferred length: 1–2 sentences\nNotes: —',
    ),
  ]),

  wording('en-parts-question-between', same, (ps, asked) => {
    const [a = [], b = [], c = []] = chunks(ps, 3);
    return [
      user("Part 1/3 of my notes, don't reply yet.\n\n" + raws(a)),
      user('Part 2/3.\n\n' + raws(b)),
      user('My question, so you know what to look for in the last part: ' + asked),
      user('Part 3/3, that is the lot.\n\n' + raws(c)),
    ];
  }),

  wording('en-system-exam-question', same, (_ps, asked, material) => [
    system(
      'You are a patient tutor. The student is working on this exam question:\n\n' +
        asked +
        '\n\nGuide them to the answer using only the reading they paste, and state the answer clearly at the end.',
    ),
    user('here is the reading\n\n' + material),
  ]),

  wording('en-ide-attachment-request', same, (ps, asked) => [
    system(
      'You are an AI programming assistant inside VS Code. Follow the user requirements carefully. Use Markdown formatting. Keep answers short and impersonal.',
    ),
    user(
      '<attachments>\n<attachment id="file:corpus.md" filePath="/home/dev/proj/docs/corpus.md">\n' +
        FENCE +
        'markdown\n' +
        ps.map((p) => `## ${p.n}. ${tt(p)}\n\n${p.text}`).join('\n\n') +
        '\n' +
        FENCE +
        '\n</attachment>\n</attachments>\n\n<userRequest>\n#file:corpus.md ' +
        asked +
        '\n</userRequest>',
    ),
  ]),

  wording('en-html-meta-query', attrSafe, (ps, asked) => [
    user(
      'The page I saved from our search portal is below. Answer the query it was saved for.\n\n' +
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="user-query" content="' +
        asked +
        '">\n<title>Saved results</title>\n</head>\n<body>\n' +
        ps.map((p) => `<article id="r${p.n}">\n<h2>${xmlText(tt(p))}</h2>\n<p>${p.text}</p>\n</article>`).join('\n') +
        '\n</body>\n</html>',
    ),
  ]),

  wording('en-group-chat-named', same, (_ps, asked, material) => [
    system('You are a helpful assistant in a team group chat. Several people may write; answer whoever mentions you.'),
    user('dumping the source notes for the brief here 👇\n\n' + material, 'maria_k'),
    user('@assistant ' + asked, 'li_wei'),
    user('+1, and cite the doc number pls', 'maria_k'),
  ]),

  wording('en-reported-speech-quote', same, (ps, asked) => [
    user(
      `My manager asked me this morning, and I'm quoting her exactly: "${asked}" I told her I'd check the background notes before the 3pm call. They're below. Give me the answer plus the line it comes from.\n\n` +
        ps.map((p) => `(${p.n}) ${tt(p)}: ${p.text}`).join('\n\n'),
    ),
  ]),

  wording('en-prior-turn-then-batch', same, (_ps, asked, material) => [
    user('Quick definition first: primary vs secondary source, one line each.'),
    assistant(
      'Primary source: first-hand evidence from the time or person being studied. Secondary source: a later account that interprets primary sources.',
    ),
    user('Great. Now the real task. Background:\n\n' + material + '\n\nBased on that: ' + asked),
  ]),

  wording('en-developer-rules-label-first', same, (_ps, asked, material) => [
    developer(
      'Rules:\n- Answer only from CONTEXT.\n- Cite passage numbers in square brackets.\n- If CONTEXT is insufficient, reply exactly: INSUFFICIENT_CONTEXT.\n- Output plain text, no markdown.',
    ),
    user('QUESTION: ' + asked + '\n\nCONTEXT:\n' + material + '\n\nREMINDER: follow the rules in the developer message.'),
  ]),

  wording('en-search-results-user-query', same, (ps, asked) => [
    system(
      'You are a search assistant. Write an accurate, concise answer using the provided search results, citing them like [1][2]. Current date: Saturday, June 14, 2025.',
    ),
    user(
      '# Search results\n\n' +
        ps.map((p, i) => `[${i + 1}] ${tt(p)} — https://en.wikipedia.org/wiki/${slug(tt(p))}\n${p.text}`).join('\n\n') +
        '\n\n# User query\n' +
        asked,
    ),
  ]),

  wording('en-agent-two-step-jsonl', same, (ps, asked) => [
    system('You are a ReAct-style agent. Use list_hits to find candidate documents, then read_docs to read them.'),
    user(asked),
    calling([call('call_h1tsA9', 'list_hits', { q: keywords(asked), limit: ps.length })], 'Searching first.'),
    result('call_h1tsA9', JSON.stringify({ hits: ps.map((p) => ({ id: p.n, title: tt(p) })) })),
    calling([call('call_rd0cs4', 'read_docs', { ids: ps.map((p) => p.n) })], 'Reading all hits.'),
    result('call_rd0cs4', ps.map((p) => JSON.stringify({ id: p.n, title: tt(p), text: p.text })).join('\n')),
  ]),

  wording('en-support-ticket-internal-notes', same, (ps, asked) => [
    system('You are a Tier-2 support copilot. Draft a reply to the customer ticket using the internal notes. Never paste the notes verbatim.'),
    user(
      'Ticket #48213 · Priority: Normal · Channel: email\nCustomer: Dana R.\nSubject: About the reading materials\n\nMessage:\n' +
        asked +
        '\n\nSent from my iPhone\n\n--- Internal notes (not visible to customer) ---\n' +
        ps.map((p) => `• [note ${p.n}] ${tt(p)}\n  ${p.text}`).join('\n'),
    ),
  ]),

  wording('en-latex-solution-sheet', same, (ps, asked) => [
    user(
      "Compile-ready please, I'll paste your answer into the solution sheet.\n\n\\section*{Sources}\n\\begin{enumerate}\n" +
        ps.map((p) => `  \\item \\textbf{${tt(p)}} ${p.text}`).join('\n') +
        '\n\\end{enumerate}\n\n\\begin{question}\n' +
        asked +
        '\n\\end{question}\n\n\\begin{solution}\n% answer here\n\\end{solution}',
    ),
  ]),

  wording('en-content-parts-separate', same, (_ps, asked, material) => [
    user([part('Read these excerpts carefully.'), part(material), part(asked), part('Respond in British English.')]),
  ]),

  wording('en-instruction-input-response', same, (_ps, asked, material) => [
    user(
      'Below is an instruction that describes a task, paired with an input that provides further context. Write a response that appropriately completes the request.\n\n### Instruction:\n' +
        asked +
        '\n\n### Input:\n' +
        material +
        '\n\n### Response:\n',
    ),
  ]),
];

// ---------------------------------------------------------------------------------------------
// Framing in other languages (material and question stay English)
// ---------------------------------------------------------------------------------------------

export const FOREIGN_HELDOUT_6: Wording[] = [
  wording('es-pregunta-primero-fragmentos', same, (ps, asked) => [
    user(
      `Pregunta: ${asked}\n\nResponde basándote únicamente en los fragmentos siguientes. Cita el número de fragmento entre corchetes.\n\n` +
        ps.map((p) => `Fragmento ${p.n} — «${tt(p)}»\n${p.text}`).join('\n\n'),
    ),
  ]),

  wording('fr-contexte-question-reponse', same, (_ps, asked, material) => [
    system('Tu es un assistant documentaire. Réponds en français, de façon concise, uniquement à partir du contexte fourni.'),
    user('Contexte :\n\n' + material + '\n\nQuestion : ' + asked + '\n\nRéponse :'),
  ]),

  wording('de-xml-anfrage-attribut', attrSafe, (ps, asked) => [
    user(
      '<Dokumente>\n' +
        ps.map((p) => `  <Dokument nr="${p.n}" titel="${xmlAttr(tt(p))}">${p.text}</Dokument>`).join('\n') +
        '\n</Dokumente>\n<Anfrage sprache="de" frage="' +
        asked +
        '"/>\n\nBitte beantworte die Frage aus dem Anfrage-Element ausschließlich anhand der Dokumente oben und nenne die Dokumentnummer.',
    ),
  ]),

  wording('it-agente-cerca-documenti', same, (ps, asked) => [
    system('Sei un assistente di ricerca. Usa lo strumento cerca_documenti prima di rispondere. Rispondi sempre in italiano.'),
    user('Domanda: ' + asked),
    calling([call('call_it7Hs2', 'cerca_documenti', { testo: keywords(asked), max_risultati: ps.length })]),
    result(
      'call_it7Hs2',
      JSON.stringify({ risultati: ps.map((p, i) => ({ posizione: i + 1, titolo: tt(p), testo: p.text })) }),
    ),
  ]),

  wording('pt-conversa-whatsapp', same, (ps, asked) => [
    user(
      'Conversa exportada do WhatsApp abaixo. Responda à dúvida do Bruno com base nos textos que a Ana mandou.\n\n' +
        '[14/03 09:12] Ana Souza: segue o material que o professor mandou\n' +
        ps.map((p) => `[14/03 09:13] Ana Souza: *${tt(p)}* ${p.text}`).join('\n') +
        '\n[14/03 09:20] Bruno Lima: gente, a dúvida da lista é esta: ' +
        asked +
        '\n[14/03 09:21] Ana Souza: <Mídia oculta>',
    ),
  ]),

  wording('nl-email-bijlagen', same, (ps, asked) => [
    user(
      'Onderwerp: Vraag over het leesdossier\n\nHoi,\n\nHieronder staan de teksten uit de bijlagen die we voor het werkcollege kregen.\n\n' +
        ps.map((p) => `Bijlage ${p.n}: ${tt(p)}\n${p.text}`).join('\n\n') +
        '\n\nMijn vraag is: ' +
        asked +
        '\n\nAlvast bedankt!\nGroet,\nSanne',
    ),
  ]),

  wording('pl-formularz-zapytania', same, (_ps, asked, material) => [
    user('Materiały źródłowe:\n\n' + material),
    user(
      'FORMULARZ ZAPYTANIA\nImię i nazwisko: Katarzyna Nowak\nDział: Analizy\nTreść pytania: ' +
        asked +
        '\nTermin odpowiedzi: 3 dni robocze\nŹródła: wyłącznie załączone materiały',
    ),
  ]),

  wording('ru-vopros-istochniki-markdown', same, (ps, asked) => [
    user(
      '**Вопрос:** ' +
        asked +
        '\n\nОтветь кратко, опираясь только на источники ниже, и укажи номер источника.\n\n' +
        ps.map((p) => `### Источник ${p.n}. ${tt(p)}\n\n${p.text}`).join('\n\n'),
    ),
  ]),

  wording('uk-pytannia-v-systemi', same, (_ps, asked, material) => [
    system(
      'Ти — асистент викладача. Студент працює над таким питанням:\n\n' +
        asked +
        '\n\nДопоможи знайти відповідь у матеріалах, які він надішле. Відповідай українською.',
    ),
    user('Ось матеріали:\n\n' + material),
  ]),

  wording('tr-json-istek', jsonSafe, (ps, asked) => [
    user(
      'Aşağıdaki isteği işle ve yalnızca cevabı döndür.\n\n' +
        FENCE +
        'json\n' +
        JSON.stringify(
          {
            soru: asked,
            belgeler: ps.map((p) => ({ no: p.n, baslik: tt(p), metin: p.text })),
            talimatlar: 'Kısa ve kaynak numaralı yanıt ver.',
          },
          null,
          2,
        ) +
        '\n' +
        FENCE,
    ),
  ]),

  wording('ar-maqati-sual-akhir', same, (_ps, asked, material) => [
    user(
      'استخدم المقاطع التالية للإجابة عن السؤال في النهاية. إذا لم تجد الإجابة فقل إنك لا تعرفها، ولا تختلق إجابة.\n\n' +
        material +
        '\n\nالسؤال: ' +
        asked +
        '\nالإجابة:',
    ),
  ]),

  wording('he-content-parts', same, (ps, asked) => [
    user([
      part('קרא את הקטעים הבאים בעיון.'),
      part(ps.map((p) => `קטע ${p.n} – ${tt(p)}\n${p.text}`).join('\n\n')),
      part('השאלה: ' + asked),
      part('ענה בעברית, במשפט אחד או שניים.'),
    ]),
  ]),

  wording('fa-jadval-porsesh', same, (ps, asked) => [
    user(
      'جدول منابع:\n\n| شماره | عنوان | متن |\n|---|---|---|\n' +
        ps.map((p) => `| ${p.n} | ${cell(tt(p))} | ${p.text} |`).join('\n') +
        '\n\nپرسش: ' +
        asked +
        '\nلطفاً فقط بر اساس جدول بالا پاسخ دهید و شمارهٔ ردیف را ذکر کنید.',
    ),
  ]),

  wording('hi-voice-note-alag-sandesh', same, (_ps, asked, material) => [
    user('नीचे सारे नोट्स चिपका रहा हूँ:\n\n' + material),
    user(
      '[वॉइस मैसेज का ट्रांसक्रिप्ट] हाँ तो, अम्म, मैंने ऊपर सब डाल दिया है, और देखो असल में मुझे ये जानना है कि — ' +
        asked +
        ' — बस इतना ही, छोटा सा जवाब दे देना, ठीक है, धन्यवाद',
    ),
  ]),

  wording('bn-nirdeshona-template', same, (_ps, asked, material) => [
    user(
      'নিচে একটি নির্দেশনা এবং প্রাসঙ্গিক তথ্য দেওয়া হলো। অনুরোধটি যথাযথভাবে সম্পূর্ণ করে এমন একটি উত্তর লেখো।\n\n### নির্দেশনা:\nনিচের প্রশ্নের উত্তর দাও: ' +
        asked +
        '\n\n### প্রসঙ্গ:\n' +
        material +
        '\n\n### উত্তর:\n',
    ),
  ]),

  wording('zh-hans-yizhi-xinxi-tags', same, (ps, asked) => [
    user(
      '<指令>根据已知信息，简洁和专业地回答问题。如果无法从中得到答案，请说“根据已知信息无法回答该问题”，不允许在答案中添加编造成分，答案请使用中文。</指令>\n<已知信息>\n' +
        ps.map((p) => `【${p.n}】${tt(p)}\n${p.text}`).join('\n\n') +
        '\n</已知信息>\n<问题>' +
        asked +
        '</问题>',
    ),
  ]),

  wording('zh-hant-agent-parallel-read', same, (ps, asked) => {
    const groups = chunks(ps, 2);
    const ids = ['call_tw01Kd', 'call_tw02Lm'];
    return [
      system('你是一位知識庫助理。請先呼叫工具取得資料，再以繁體中文回答，並標註文件編號。'),
      user('請幫我查這個問題：' + asked),
      calling(
        groups.map((g, i) =>
          call(ids[i] ?? `call_tw${i}`, 'read_documents', { range: `${g[0]?.n ?? 0}-${g[g.length - 1]?.n ?? 0}` }),
        ),
      ),
      ...groups.map((g, i) =>
        result(ids[i] ?? `call_tw${i}`, g.map((p) => `文件 ${p.n}：${tt(p)}\n內容：${p.text}`).join('\n\n')),
      ),
      user('資料都到齊了，請作答。'),
    ];
  }),

  wording('ja-shitsumon-shiryo-midashi', same, (ps, asked) => [
    system('あなたは社内ヘルプデスクのアシスタントです。丁寧語で簡潔に答えてください。'),
    user(
      '以下の資料を参考に、質問に答えてください。\n\n# 質問\n' +
        asked +
        '\n\n# 資料\n' +
        ps.map((p) => `## 資料${p.n}：${tt(p)}\n${p.text}`).join('\n\n') +
        '\n\n# 回答の条件\n- 資料に書かれていないことは推測しない\n- 根拠となる資料番号を示す',
    ),
  ]),

  wording('ko-munseo-jilmun-junggan', same, (ps, asked) => {
    const half = Math.ceil(ps.length / 2);
    const a = ps.slice(0, half);
    const b = ps.slice(half);
    const span = (g: Passage[]): string => `${g[0]?.n ?? ''}~${g[g.length - 1]?.n ?? ''}`;
    return [
      user(
        `[참고 문서 ${span(a)}]\n\n` +
          raws(a) +
          '\n\n[질문]\n' +
          asked +
          `\n\n[참고 문서 ${span(b)}]\n\n` +
          raws(b) +
          '\n\n위 참고 문서를 바탕으로 질문에 답해 주세요. 답변은 한국어로, 세 문장 이내로 작성해 주세요.',
      ),
    ];
  }),

  wording('vi-html-textarea', same, (ps, asked) => [
    user(
      'Đây là trang kết quả tìm kiếm tôi đã lưu lại. Hãy trả lời câu hỏi trong ô nhập liệu, chỉ dựa vào các kết quả trên trang.\n\n' +
        '<html lang="vi">\n<body>\n<form action="/tim-kiem">\n<label for="cau-hoi">Câu hỏi</label>\n<textarea id="cau-hoi" name="q">' +
        asked +
        '</textarea>\n<button>Tìm</button>\n</form>\n<section id="ket-qua">\n' +
        ps.map((p) => `<div class="ket-qua">\n<h3>${xmlText(tt(p))}</h3>\n<p>${p.text}</p>\n</div>`).join('\n') +
        '\n</section>\n</body>\n</html>',
    ),
  ]),

  wording('th-ekasan-kham-tham', same, (ps, asked) => [
    system('คุณเป็นผู้ช่วยที่ตอบคำถามจากเอกสารอ้างอิงที่ได้รับเท่านั้น'),
    user(
      'เอกสารอ้างอิง:\n' +
        ps.map((p) => `${p.n}. ${tt(p)} — ${p.text}`).join('\n') +
        '\n\nคำถาม: ' +
        asked +
        '\nกรุณาตอบเป็นภาษาไทยและระบุหมายเลขเอกสาร',
    ),
  ]),

  wording('id-bot-layanan-pelanggan', same, (ps, asked) => [
    system(
      'Kamu adalah Sari, asisten virtual layanan pelanggan TokoKita. Jawab dengan ramah dan singkat berdasarkan artikel pusat bantuan di bawah ini. Jika jawabannya tidak ada, tawarkan untuk menghubungkan ke agen.\n\n=== ARTIKEL PUSAT BANTUAN ===\n' +
        ps.map((p) => `[Artikel #${200 + p.n}] ${tt(p)}\n${p.text}`).join('\n\n'),
    ),
    user('halo kak, mau tanya dong. ' + asked + ' makasih ya kak'),
  ]),

  wording('sv-utvecklare-fraga', same, (_ps, asked, material) => [
    developer('Du är en faktagranskare. Svara på svenska och hänvisa till källnummer.\n\nFråga att besvara:\n' + asked),
    user('Källor:\n\n' + material + '\n\nSvara kort, tack.'),
  ]),

  wording('el-yaml-erotima', same, (ps, asked) => [
    user(
      'Παρακαλώ απάντησε στο ερώτημα του αρχείου YAML χρησιμοποιώντας μόνο τις πηγές του.\n\n' +
        FENCE +
        'yaml\nερώτημα: |\n  ' +
        asked +
        '\nπηγές:\n' +
        ps.map((p) => `  - αριθμός: ${p.n}\n    τίτλος: ${JSON.stringify(tt(p))}\n    κείμενο: >\n      ${p.text}`).join('\n') +
        '\nοδηγίες:\n  γλώσσα: ελληνικά\n  μέγιστο_μήκος: 3 προτάσεις\n' +
        FENCE,
    ),
  ]),

  wording('cs-nastroj-jsonl-otazka-po', same, (ps, asked) => [
    system('Jsi asistent pro studijní podklady. Odpovídej česky.'),
    user('Načti prosím sbírku „Studijní podklady 6“.'),
    calling([call('call_cz5Nb0', 'nacti_sbirku', { nazev: 'Studijní podklady 6' })]),
    result('call_cz5Nb0', ps.map((p) => JSON.stringify({ cislo: p.n, nazev: tt(p), text: p.text })).join('\n')),
    user('Otázka: ' + asked + '\nOdpověz česky a uveď číslo dokumentu.'),
  ]),

  wording('sw-maandiko-swali', same, (ps, asked) => [
    user(
      'Habari! Soma maandiko haya kisha unijibu.\n\n' +
        ps.map((p) => `Andiko la ${p.n} (${tt(p)}): ${p.text}`).join('\n\n') +
        '\n\nSwali langu: ' +
        asked +
        '\n\nJibu kwa Kiswahili tafadhali, kwa ufupi.',
    ),
  ]),

  wording('ta-pagudhigal-kelvi-kadaisi', same, (ps, asked) => {
    const groups = chunks(ps, 3);
    return [
      ...groups.map((g, i) =>
        user(`பகுதி ${i + 1}/${groups.length}${i === 0 ? ' — இன்னும் பதில் சொல்ல வேண்டாம்.' : ''}\n\n` + raws(g)),
      ),
      user('எல்லாம் அனுப்பிவிட்டேன். கேள்வி: ' + asked + '\nதமிழில் சுருக்கமாக பதில் சொல்லவும்.'),
    ];
  }),

  wording('hu-tablazat-cella', same, (ps, asked) => [
    user(
      'Táblázatból másolva (munkalap: „Források”):\n\nsorszám\tcím\tszöveg\n' +
        ps.map((p) => `${p.n}\t${tt(p)}\t${p.text}`).join('\n') +
        '\n\nA „Kérdések” munkalap B2 cellája:\n' +
        asked +
        '\n\nKérlek, írd meg a C2 cellába való választ és a forrás sorszámát.',
    ),
  ]),

  wording('fi-esimiehen-kysymys-lainaus', same, (ps, asked) => [
    user(
      `Esimieheni kysyi minulta tänä aamuna sanatarkasti näin: "${asked}" Lupasin selvittää asian taustamateriaalista ennen iltapäivän palaveria. Materiaali on alla. Kerro vastaus ja kohta, josta se löytyy.\n\n` +
        ps.map((p) => `(${p.n}) ${tt(p)}: ${p.text}`).join('\n\n'),
    ),
  ]),

  wording('ro-editor-fisier-deschis', same, (ps, asked) => [
    system('Ești un asistent de programare integrat în editor. Răspunde concis, în limba română.'),
    user(
      'Fișier deschis în editor: docs/surse.md\n\n' +
        FENCE +
        'markdown\n' +
        ps.map((p) => `## ${p.n}. ${tt(p)}\n\n${p.text}`).join('\n\n') +
        '\n' +
        FENCE +
        '\n\nSelecția utilizatorului: (niciuna)\nCerere: ' +
        asked,
    ),
  ]),
];

// ---------------------------------------------------------------------------------------------
// Whole-task requests (the harness puts each next to a document)
// ---------------------------------------------------------------------------------------------

export const WHOLE_TASK_HELDOUT_6: Record<string, string[]> = {
  translate: [
    "Translate the document below into Spanish. Keep the formatting and don't skip anything.",
    'Bitte übersetze das angehängte Dokument vollständig ins Englische, Absatz für Absatz.',
    'Could you put this whole thing into French for me? Every paragraph, please.',
    '请把上面的文档完整翻译成日语，保留原有的段落结构。',
  ],
  summarise: [
    'Summarise the attached document in five bullet points covering all of it.',
    'tl;dr of the doc above pls, main points only, nothing from outside it',
    'Fais-moi un résumé de ce document en un paragraphe, en couvrant toutes les sections.',
    'Resume el documento de abajo en 100 palabras como máximo.',
  ],
  'count paragraphs': [
    'How many paragraphs are in the document above?',
    'Count the paragraphs in this text and give me just the number.',
    'Wie viele Absätze hat das Dokument unten? Bitte nur die Zahl.',
    'Сколько абзацев в приложенном документе?',
  ],
  proofread: [
    'Proofread the document below and fix spelling, grammar and punctuation. Return the corrected text in full.',
    'Can you go through the attached draft and flag every typo you find?',
    "Corrigez les fautes d'orthographe et de grammaire dans le texte ci-dessus, sans changer le style.",
    'Por favor, revise este texto e corrija todos os erros, devolvendo o texto completo.',
  ],
  'list dates': [
    'List every date mentioned in the document above, in order of appearance.',
    'Pull out all the dates from the attached text and put them in a table with what happened on each.',
    'Extrae todas las fechas que aparecen en el documento de abajo.',
    'この文書に出てくる日付をすべて書き出してください。',
  ],
  'convert to CSV': [
    'Convert the JSON records below to CSV with a header row.',
    'Turn this JSON into a CSV I can open in Excel, all records and all fields.',
    'Konvertiere die angehängten JSON-Datensätze in CSV (Semikolon als Trennzeichen).',
    '把上面的 JSON 数据转换成 CSV 格式，保留所有记录。',
  ],
  'list errors': [
    'List all the errors in the service log above, with their timestamps.',
    'Go through the attached log and give me every ERROR line and what caused it.',
    "Quelles sont toutes les erreurs dans ce journal de service ? Donne l'heure et le message pour chacune.",
    '아래 서비스 로그에서 발생한 오류를 모두 나열해 주세요.',
  ],
  compare: [
    'Compare the two versions of the text below and list every change.',
    "What's different between version A and version B in the attached document?",
    'Vergleiche die beiden Fassungen oben und nenne alle Unterschiede, auch kleine.',
    'Porównaj dwie wersje tego tekstu i wypisz wszystkie różnice.',
  ],
};

// ---------------------------------------------------------------------------------------------
// Self-check
// ---------------------------------------------------------------------------------------------

function selfCheck(): void {
  const fail = (msg: string): never => {
    throw new Error(`heldout-wordings-6 self-check: ${msg}`);
  };
  const occ = (hay: string, needle: string): number => {
    if (needle === '') return 0;
    let n = 0;
    for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1)) n++;
    return n;
  };
  const esc = (s: string): string => JSON.stringify(s).slice(1, -1);

  const titles = [
    'Harbor Bridge',
    'The "Blue" Lagoon',
    "Smith's Mill",
    'A & B <Partners>',
    'Pipes | and Tabs',
    'Café Mélange',
    'Ōsaka Castle',
    'Route 66 (highway)',
    'Data: a primer',
    'Nguyễn Trãi',
    'Zürich Tram',
    'The 1998 Floods',
    'Back\\slash Inc',
    'Mount Kōya',
    'Lighthouse #4',
    'Old Town Hall',
    'Brasília',
    'Tea & Sympathy',
    'The {Curly} Press',
    'Last Station',
  ];
  const texts = titles.map(
    (t, i) =>
      `Marker ${i + 1}-${'qxzv'[i % 4]}: the ${t.toLowerCase()} entry records that in ${1900 + i * 3} a committee of ${i + 4} members voted, ` +
      `and the chair said "we're done here" while the clerk wrote 'noted'. ` +
      [
        'It cost $& and 50% more.',
        'See C:\\temp\\data for the raw file.',
        'The tag <b>bold</b> & friends stayed.',
        'A | B | C were the columns.',
        'Emoji 🚋 and tab-free text, key: value # not a comment.',
      ][i % 5],
  );
  const material = texts.map((x, i) => `Document [${i + 1}](Title: ${titles[i]}) ${x}`).join('\n\n');
  // A second material where one block does not parse, to exercise the fallback.
  const oddBlock = 'Loose note without a header, saying "keep this" and it\'s marker ODD-1.';
  const material2 = [...material.split('\n\n').slice(0, 19), oddBlock].join('\n\n');
  const texts2 = [...texts.slice(0, 19), oddBlock];

  const questions = [
    'What did the "Harbor Bridge" report say about the mayor\'s plan?',
    'Which committee\'s chair said "we\'re done here"?',
    'Is the path C:\\temp mentioned in the "data" note\'s summary?',
  ];

  const ENGLISH_ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function']);

  const piecesOf = (m: ChatMessage): string[] => {
    const out: string[] = [];
    if (typeof m.content === 'string') out.push(m.content);
    else if (Array.isArray(m.content))
      for (const p of m.content) if (p.type === 'text' && typeof p.text === 'string') out.push(p.text);
    for (const c of m.tool_calls ?? []) if (c.function) out.push(c.function.arguments);
    return out;
  };

  const checkJson = (s: string, where: string): void => {
    const t = s.trim();
    const bare = (t.startsWith('{') && t.endsWith('}')) || (t.startsWith('[') && t.endsWith(']'));
    const blocks: string[] = bare ? [t] : [];
    for (const m of s.matchAll(/```json\n([\s\S]*?)\n```/g)) blocks.push(m[1] ?? '');
    for (const b of blocks) {
      try {
        JSON.parse(b);
      } catch {
        // JSONL: every line must parse instead.
        for (const line of b.split('\n')) {
          try {
            JSON.parse(line);
          } catch {
            fail(`${where}: JSON content does not parse`);
          }
        }
      }
    }
  };

  const all = [...ENGLISH_HELDOUT_6, ...FOREIGN_HELDOUT_6];
  if (ENGLISH_HELDOUT_6.length !== 30) fail(`expected 30 English wordings, got ${ENGLISH_HELDOUT_6.length}`);
  if (FOREIGN_HELDOUT_6.length !== 30) fail(`expected 30 foreign wordings, got ${FOREIGN_HELDOUT_6.length}`);
  const names = new Set(all.map((w) => w.name));
  if (names.size !== all.length) fail('wording names are not unique');
  const langs = new Set(FOREIGN_HELDOUT_6.map((w) => w.name.split('-')[0]));
  if (langs.size < 20) fail(`only ${langs.size} languages in the foreign split`);

  const scripts: Record<string, RegExp> = {
    Cyrillic: /\p{Script=Cyrillic}/u,
    Arabic: /\p{Script=Arabic}/u,
    Hebrew: /\p{Script=Hebrew}/u,
    Devanagari: /\p{Script=Devanagari}/u,
    Bengali: /\p{Script=Bengali}/u,
    Han: /\p{Script=Han}/u,
    Hangul: /\p{Script=Hangul}/u,
    Thai: /\p{Script=Thai}/u,
    Greek: /\p{Script=Greek}/u,
    Tamil: /\p{Script=Tamil}/u,
  };
  const seenScripts = new Set<string>();

  for (const [mat, ptexts] of [
    [material, texts],
    [material2, texts2],
  ] as const) {
    for (const q of questions) {
      for (const w of all) {
        const where = `${w.name} / ${JSON.stringify(q)}`;
        const asked = w.ask(q);
        if (asked.trim() === '') fail(`${where}: empty asked`);
        const msgs = w.messages(mat, asked);
        if (msgs.length === 0) fail(`${where}: no messages`);
        const per = msgs.map(piecesOf);

        // Roles, tool pairing, last message.
        const pending = new Set<string>();
        msgs.forEach((m, i) => {
          if (!ENGLISH_ROLES.has(m.role)) fail(`${where}: bad role ${m.role}`);
          if (m.role === 'tool') {
            const prev = msgs[i - 1];
            if (!prev || !(prev.role === 'tool' || (prev.role === 'assistant' && prev.tool_calls?.length)))
              fail(`${where}: tool message not after a tool_calls message`);
            if (!m.tool_call_id || !pending.has(m.tool_call_id)) fail(`${where}: tool message answers no pending call`);
            pending.delete(m.tool_call_id ?? '');
          } else {
            if (pending.size) fail(`${where}: tool calls left unanswered`);
            if (m.role === 'assistant')
              for (const c of m.tool_calls ?? []) {
                pending.add(c.id);
                try {
                  JSON.parse(c.function?.arguments ?? '');
                } catch {
                  fail(`${where}: tool call arguments do not parse`);
                }
              }
          }
          for (const s of per[i] ?? []) checkJson(s, where);
        });
        if (pending.size) fail(`${where}: tool calls left unanswered at the end`);
        const last = msgs[msgs.length - 1];
        if (!last || (last.role !== 'user' && last.role !== 'tool')) fail(`${where}: last message is ${last?.role}`);

        // The question: exactly once, byte-exact.
        let qCount = 0;
        let qi = -1;
        per.forEach((ps, i) => {
          for (const s of ps) {
            const c = occ(s, asked);
            if (c) qi = i;
            qCount += c;
          }
        });
        if (qCount !== 1) fail(`${where}: asked appears ${qCount} times`);
        // Inside a double-quoted attribute, the question must not close the quotes itself.
        for (const s of per[qi] ?? []) {
          const at = s.indexOf(asked);
          if (at >= 2 && s.slice(at - 2, at) === '="' && /["&<\\]/.test(asked))
            fail(`${where}: asked needs escaping inside its attribute`);
        }

        // Every passage text: exactly once, verbatim or (inside JSON) escaped.
        const matIdx = new Set<number>();
        for (const t of ptexts) {
          const e = esc(t);
          let c = 0;
          per.forEach((ps, i) => {
            for (const s of ps) {
              const k = occ(s, t) + (e !== t ? occ(s, e) : 0);
              if (k) matIdx.add(i);
              c += k;
            }
          });
          if (c !== 1) fail(`${where}: passage ${JSON.stringify(t.slice(0, 30))} appears ${c} times`);
        }
        // Titles are moved, never dropped.
        const flat = per.flat().join('\n');
        for (const t of titles.slice(0, mat === material ? 20 : 19)) {
          const forms = [t, esc(t), xmlText(t), xmlAttr(t), cell(t)];
          if (!forms.some((f) => flat.includes(f))) fail(`${where}: title ${t} missing`);
        }
        // No assistant turn between the material and the question, except a tool_calls message.
        const lo = Math.min(qi, ...matIdx);
        const hi = Math.max(qi, ...matIdx);
        for (let i = lo + 1; i < hi; i++) {
          const m = msgs[i];
          if (m?.role === 'assistant' && !m.tool_calls?.length)
            fail(`${where}: plain assistant message between material and question`);
        }
        // The framing asks nothing else.
        let frame = flat;
        for (const t of ptexts) frame = frame.split(t).join('').split(esc(t)).join('');
        frame = frame.split(asked).join('');
        if (/[?？؟]/.test(frame)) fail(`${where}: framing contains a question mark`);

        if (FOREIGN_HELDOUT_6.includes(w))
          for (const [name, re] of Object.entries(scripts)) if (re.test(frame)) seenScripts.add(name);
      }
    }
  }
  if (seenScripts.size < 6) fail(`only ${seenScripts.size} non-Latin scripts in the foreign framing`);

  // JSON and attribute placements: the transformed question needs no escaping.
  for (const w of all) {
    const a = w.ask(questions[2] ?? '');
    if (a !== (questions[2] ?? '') && /["\\]/.test(a)) fail(`${w.name}: ask leaves characters that need escaping`);
  }

  const keys = [
    'translate',
    'summarise',
    'count paragraphs',
    'proofread',
    'list dates',
    'convert to CSV',
    'list errors',
    'compare',
  ];
  const got = Object.keys(WHOLE_TASK_HELDOUT_6);
  if (got.length !== keys.length || !keys.every((k) => got.includes(k))) fail('whole-task keys are wrong');
  let nonAscii = 0;
  for (const k of keys) {
    const xs = WHOLE_TASK_HELDOUT_6[k] ?? [];
    if (xs.length !== 4) fail(`whole-task ${k}: ${xs.length} strings`);
    if (xs.some((x) => x.trim() === '')) fail(`whole-task ${k}: empty string`);
    if (new Set(xs).size !== 4) fail(`whole-task ${k}: duplicate strings`);
    nonAscii += xs.filter((x) => /[^\x00-\x7f]/.test(x)).length;
  }
  if (nonAscii < 8) fail('whole-task requests are not mixed enough across languages');

  console.log('ok');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) selfCheck();
