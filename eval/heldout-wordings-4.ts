/**
 * @module eval/heldout-wordings-4
 * A fourth held-out pool of prompt wordings, written blind (without reading the compressor or
 * the earlier pools): the same rendered material and question, wrapped the way other
 * applications and users send retrieval-augmented questions. Every wording is deterministic;
 * `ask(q)` gives the question as it stands in the prompt, and `messages` places that text
 * exactly once and every passage of the material intact (containers may change: quote lines,
 * SQL comments, subtitle cues, a markdown table, JSON strings via JSON.stringify).
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

/** The question without its trailing question mark(s). */
const stripQ = (q: string): string => q.trim().replace(/[?？]+\s*$/, '');
const lcFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** The rendered material's passages (blank-line separated chunks). */
const chunks = (m: string): string[] => m.split(/\n\s*\n/).filter((c) => c.trim() !== '');

/** A numbered chunk `Document [i](Title: …) text` split into title and text; plain chunks keep all as text. */
function parseChunk(c: string): { title: string; text: string } {
  const hit = /^Document \[\d+\]\(Title: (.*?)\) ([\s\S]*)$/.exec(c);
  return hit ? { title: hit[1] ?? '', text: hit[2] ?? '' } : { title: '', text: c };
}

/** Every line prefixed (quote lines, SQL comments); blank lines keep the bare marker. */
const prefixLines = (text: string, mark: string): string =>
  text.split('\n').map((l) => (l.trim() === '' ? mark.trimEnd() : `${mark}${l}`)).join('\n');

const oneLine = (s: string): string => s.replace(/\s*\n\s*/g, ' ');

/** Markdown table cell: one line, pipes escaped. */
const cell = (s: string): string => oneLine(s).replace(/\|/g, '\\|');

/** SRT timestamp for a number of seconds. */
function srtTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)},000`;
}

/** Casual typing: lower case, no question mark, a few habitual typos. */
function typo(q: string): string {
  return lcFirst(stripQ(q))
    .replace(/\bthe\b/g, 'teh')
    .replace(/\bwhat\b/gi, 'wat')
    .replace(/\byou\b/gi, 'u')
    .replace(/\bwhich\b/gi, 'wich');
}

const optionLabel = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : `Z${i - 25}`);

const SHORT_THEN_LONG_PREFIX = 'going only by the snippets I pasted, ';

export const ENGLISH_HELDOUT_4: Wording[] = [
  {
    // A notebook export: a code cell that printed the retrieved chunks, then a markdown cell with the question.
    name: 'notebook-cell',
    ask: (q) => q,
    messages: (m, asked) => [
      sys('You are a data-science assistant embedded in JupyterLab. The user shares cells from their notebook; answer the question in the last markdown cell.'),
      user(
        '```python\n# In [7]:\nhits = retriever.get_relevant_documents(query, k=8)\nfor h in hits:\n    print(h.page_content, end="\\n\\n")\n```\n\n' +
          `Out [7]:\n\`\`\`text\n${m}\n\`\`\`\n\n<!-- markdown cell -->\n#### Question for the assistant\n${asked}`,
      ),
    ],
  },
  {
    // A GitHub issue comment mentioning a bot; the question first, the chunks folded in a <details> block.
    name: 'github-details',
    ask: (q) => q,
    messages: (m, asked) => [
      user(
        `@kb-helper ${asked}\n\nI ran the retriever on this and got the chunks below, but I can't tell which one actually covers it.\n\n` +
          `<details>\n<summary>Retrieved chunks (${chunks(m).length})</summary>\n\n${m}\n\n</details>\n\ncc @docs-team`,
      ),
    ],
  },
  {
    // A refine-chain step: original question, an existing answer, new context in a fenced block.
    name: 'refine-fenced',
    ask: (q) => q,
    messages: (m, asked) => [
      user(
        `Original question: ${asked}\nExisting answer: The first batch of sources did not mention this.\n\n` +
          'Refine the existing answer using the new context below, but only if the context helps. If it does not, repeat the existing answer unchanged.\n\n' +
          `New context:\n\`\`\`\n${m}\n\`\`\`\n\nRefined answer:`,
      ),
    ],
  },
  {
    // Function calling: the question is only an argument of the assistant's tool call; the passages come back as the tool message.
    name: 'tool-call-argument',
    ask: (q) => q.replace(/"/g, "'").replace(/\\/g, '/'),
    messages: (m, asked) => [
      sys('You are HelpDeskGPT. Results of ask_knowledge_base are the only facts you may rely on. Once results arrive, answer the question you sent to the tool.'),
      user('Can you check the knowledge base for the thing I put on the ticket? Thanks.'),
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_kb_01', type: 'function', function: { name: 'ask_knowledge_base', arguments: JSON.stringify({ question: asked, max_results: 8 }) } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_kb_01', content: m },
    ],
  },
  {
    // A .sql scratch file: the question as a comment header, the result set as comment lines.
    name: 'sql-comment-header',
    ask: (q) => stripQ(q),
    messages: (m, asked) => [
      sys('You are an analyst who works in SQL files. Reply with a single SQL comment line.'),
      user(
        `-- ask.sql\n-- Q: ${asked}\n-- Source query:\nSELECT body FROM kb_chunks ORDER BY score DESC LIMIT 8;\n-- Result set:\n--\n${prefixLines(m, '-- ')}\n--\n-- TODO: answer Q from the result set above.`,
      ),
    ],
  },
  {
    // A subtitle file: each passage one caption cue; the question in its own later user turn.
    name: 'srt-captions',
    ask: (q) => q,
    messages: (m, asked) => {
      const cues = chunks(m).map((c, i) => `${i + 1}\n${srtTime(i * 15)} --> ${srtTime(i * 15 + 14)}\n${c}`);
      return [
        sys('You help employees with recorded training sessions.'),
        user(`Captions exported from the training video, one retrieved segment per cue:\n\n\`\`\`srt\n${cues.join('\n\n')}\n\`\`\``),
        user(asked),
      ];
    },
  },
  {
    // Multiple choice over the passages: the question after the material, then lettered options.
    name: 'passage-choice',
    ask: (q) => q,
    messages: (m, asked) => {
      const n = chunks(m).length;
      const options = Array.from({ length: n }, (_, i) => `(${optionLabel(i)}) Passage ${i + 1}`);
      options.push(`(${optionLabel(n)}) None of the passages`);
      return [
        sys('You grade retrieval results for a search team.'),
        user(`${m}\n\nQ1. ${asked}\n\nWhich passage answers Q1?\n${options.join('\n')}\n\nReply with the letter, then the exact answer span copied from that passage.`),
      ];
    },
  },
  {
    // The question twice: a terse fragment first, then the full question after the material.
    name: 'short-then-long',
    ask: (q) => `${SHORT_THEN_LONG_PREFIX}${lcFirst(q)}`,
    messages: (m, asked) => {
      const core = asked.startsWith(SHORT_THEN_LONG_PREFIX) ? asked.slice(SHORT_THEN_LONG_PREFIX.length) : asked;
      const words = core.split(/\s+/).filter((w) => w !== '');
      const short = `${words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ').replace(/[?.!,;:]+$/, '')}…`;
      return [user(`quick one: ${short}\n\n${m}\n\nsorry, that was terse. properly: ${asked}`)];
    },
  },
  {
    // An auto-transcribed voice memo: filler words, no question mark, the search results attached after.
    name: 'voice-memo',
    ask: (q) => `um so the question is basically ${lcFirst(stripQ(q))}`,
    messages: (m, asked) => [
      user(`[voice note, auto-transcribed]\nokay so I'm looking at the stuff the search pulled up and uh ${asked}, yeah that's it, thanks\n\n[attachment: search_results.txt]\n${m}`),
    ],
  },
  {
    // Material in the system message as a reference pack; the question inside step 2 of a numbered checklist.
    name: 'checklist-system-pack',
    ask: (q) => q,
    messages: (m, asked) => [
      sys(`Reference pack, retrieved for this conversation:\n\n${m}`),
      user(
        `Work through this checklist before replying:\n1. Skim every passage in the reference pack.\n2. Find the passage that answers: ${asked}\n` +
          '3. Copy the answering phrase exactly as written.\n4. If no passage answers it, reply "not in the pack".\n5. Keep the reply under 30 words.',
      ),
    ],
  },
  {
    // A worksheet with Title Case headings; the question as a fill-in-the-blank line after the passages.
    name: 'fill-in-the-blank',
    ask: (q) => `${stripQ(q)}: ________.`,
    messages: (m, asked) => [
      user(
        `# Reading Check\n\n## Source Passages\n\n${m}\n\n## Fill In The Blank\n\n${asked}\n\n## Rules For Your Answer\n\nUse The Exact Words From The Source Passages. Reply With The Missing Words Only.`,
      ),
    ],
  },
  {
    // The user asks first (casual, typos), the assistant asks for the sources, the user pastes them.
    name: 'paste-on-request',
    ask: (q) => `hey quick q ${typo(q)} ??`,
    messages: (m, asked) => [
      user(asked),
      assistant("Happy to help, but I can't see your files. Could you paste the sources you found?"),
      user(`ok heres wht the search gave me:\n\n${m}`),
    ],
  },
];

export const FOREIGN_HELDOUT_4: Wording[] = [
  {
    // Swedish: intranet FAQ; the question first with a label, the passages as quote lines.
    name: 'sv-quoted-faq',
    ask: (q) => q,
    messages: (m, asked) => [
      sys('Du är intranätets FAQ-assistent. Svara kort och bara utifrån de citerade utdragen.'),
      user(`Fråga från en medarbetare (på engelska): ${asked}\n\nUtdrag ur kunskapsbanken:\n\n${prefixLines(m, '> ')}\n\nSvara på svenska.`),
    ],
  },
  {
    // Czech: the material in the system message; the question mid-sentence in the user turn, rules after it.
    name: 'cs-system-podklady',
    ask: (q) => q,
    messages: (m, asked) => [
      sys(`Podklady k dotazu (výsledky vyhledávání):\n\n${m}`),
      user(`Odpověz stručně česky. Otázka zní: ${asked} Pokud odpověď v podkladech není, napiš „nevím“ a nic si nevymýšlej.`),
    ],
  },
  {
    // Indonesian: the question first without a question mark, the passages as rows of a markdown table.
    name: 'id-tabel-hasil',
    ask: (q) => stripQ(q),
    messages: (m, asked) => {
      const rows = chunks(m).map((c, i) => {
        const p = parseChunk(c);
        return `| ${i + 1} | ${cell(p.title || '-')} | ${cell(p.text)} |`;
      });
      return [
        user(
          `Tolong jawab pertanyaan ini: ${asked}\n\nHasil pencarian:\n\n| No | Judul | Isi |\n|---|---|---|\n${rows.join('\n')}\n\nJawab dalam bahasa Indonesia dan sebutkan nomor baris sumbernya.`,
        ),
      ];
    },
  },
  {
    // Turkish: agent flow; the question in the user turn, an assistant tool call, the tool result, then a follow-up with format only.
    name: 'tr-ajan-arac',
    ask: (q) => q,
    messages: (m, asked) => [
      sys('Sen bir araştırma ajanısın. Kullanıcının sorusunu yanıtlamak için belge_ara aracını kullan ve yalnızca aracın çıktısına dayan.'),
      user(`Şunu araştırır mısın: ${asked}`),
      {
        role: 'assistant',
        content: 'Belgeleri arıyorum.',
        tool_calls: [{ id: 'call_tr_1', type: 'function', function: { name: 'belge_ara', arguments: JSON.stringify({ koleksiyon: 'ansiklopedi', adet: 8 }) } }],
      },
      { role: 'tool', tool_call_id: 'call_tr_1', content: m },
      user('Teşekkürler. Cevabı Türkçe ve tek cümleyle yaz.'),
    ],
  },
  {
    // Vietnamese: each passage between [[Nguồn i]] markers; the question last, no question mark.
    name: 'vi-the-nguon',
    ask: (q) => stripQ(q),
    messages: (m, asked) => {
      const blocks = chunks(m).map((c, i) => `[[Nguồn ${i + 1}]]\n${c}\n[[/Nguồn ${i + 1}]]`);
      return [
        sys('Bạn là trợ lý tra cứu. Chỉ dùng nội dung nằm giữa các thẻ [[Nguồn]] để trả lời.'),
        user(`${blocks.join('\n\n')}\n\nHỏi: ${asked}\nTrả lời bằng tiếng Việt, ngắn gọn, ghi rõ số nguồn.`),
      ];
    },
  },
  {
    // Hebrew: the English question alone in the first user turn; the material in a second user turn that refers back to it.
    name: 'he-question-then-material',
    ask: (q) => q,
    messages: (m, asked) => [
      sys('אתה עוזר מחקר. ענה בעברית, בקצרה, וציין את מספר המסמך שעליו התבססת.'),
      user(asked),
      user(`חומר רקע מהחיפוש (${chunks(m).length} קטעים):\n\n${m}\n\nענה על השאלה מההודעה הקודמת. אם התשובה לא מופיעה בחומר, כתוב "לא נמצא".`),
    ],
  },
  {
    // Greek: a reading-comprehension exam sheet; numbered excerpts, then the question and an answer blank.
    name: 'el-exam-sheet',
    ask: (q) => q,
    messages: (m, asked) => {
      const excerpts = chunks(m).map((c, i) => `Απόσπασμα ${i + 1}\n${c}`);
      return [
        user(
          `ΚΑΤΑΝΟΗΣΗ ΚΕΙΜΕΝΟΥ\n\nΔιαβάστε προσεκτικά τα αποσπάσματα.\n\n${excerpts.join('\n\n')}\n\n` +
            `Ερώτηση 1 (απαντήστε στα αγγλικά, με λέξεις του κειμένου): ${asked}\n\nΑπάντηση: ______`,
        ),
      ];
    },
  },
  {
    // Korean: a search API response as JSON (passages as JSON strings), the question last with Korean format rules.
    name: 'ko-api-json',
    ask: (q) => q,
    messages: (m, asked) => {
      const body = JSON.stringify({ status: 'ok', results: chunks(m).map((c, i) => ({ rank: i + 1, text: c })) }, null, 2);
      return [
        sys('당신은 사내 문서 검색 도우미입니다. 검색 결과에 없는 내용은 추측하지 마세요.'),
        user(`검색 API 응답:\n\`\`\`json\n${body}\n\`\`\`\n\n질문: ${asked}\n답변은 한국어로 두세 문장 이내로 작성하고, 근거가 된 rank를 괄호 안에 표시하세요.`),
      ];
    },
  },
];
