/**
 * @module eval/probe-wordings-14
 * Probe pool 14: 36 wordings that put the question and the retrieved passages inside document
 * formats and markup the way real applications emit them, with the human-language framing
 * (instructions, labels, natural field names) in a language other than English while the
 * material and the question stay English.
 *
 * Written blind: the author read only `eval/wording.ts` (the Wording interface) and
 * `src/wire/chat.ts` (ChatMessage / ToolCall types). Nothing else under `src/`, nothing under
 * `test/` or `docs/`, no other file in `eval/`, and not README.md — so these shapes are not
 * tuned to how the system under test reads prompts.
 *
 * Languages × containers (Q = where the question stands):
 *   el  Greek        SSML voice prompt (Q: last <s>, after)    | MediaWiki template param (Q: before)
 *   hy  Armenian     HTML form <input value> (Q: after)        | TOML config in system (Q: system, before)
 *   ka  Georgian     DOCX document.xml w:t (Q: before)         | SVG poster <text> (Q: between columns)
 *   am  Amharic      SOAP 1.2 envelope element (Q: before)     | BBCode forum post (Q: after)
 *   ja  Japanese     React JSX prop (Q: after)                 | EPUB XHTML chapter 設問 (Q: after)
 *   ko  Korean       Teams Adaptive Card Input.Text (Q: after) | Vue SFC prop (Q: before)
 *   zh-TW Trad. Chinese Confluence storage info macro (before)| rendered Jinja RAG prompt (Q: between)
 *   th  Thai         LINE Flex carousel, content parts (before)| HTTP multipart request dump (Q: after)
 *   my  Burmese      HTML <meta content> in <head> (Q: before) | org-mode TODO heading (Q: before)
 *   hi  Hindi        Jupyter .ipynb code-cell variable (before)| reStructuredText admonition (Q: after)
 *   bn  Bengali      Slack Block Kit input initial_value(after)| AsciiDoc header attribute (Q: before)
 *   ta  Tamil        GraphQL request variables (Q: after)      | MIME e-mail Subject header (Q: before)
 *   fa  Persian      XML API, question as attribute (before)   | GitLab CI YAML variable (Q: before)
 *   he  Hebrew       Svelte component blockquote (Q: after)    | INI config in system (Q: system, before)
 *   tr  Turkish      HCL variable default (Q: before)          | RSS tool result, then user turn (after)
 *   pl  Polish       ODT content.xml office:annotation(before) | HTML <textarea> form (Q: after)
 *   pt-BR Portuguese HTML data- attribute on button (Q: after) | Markdown YAML front matter (Q: before)
 *   sw  Swahili      REST JSON payload in system (Q: after)    | schema.org microdata HTML (Q: before)
 *
 * Self-check: `npx tsx eval/probe-wordings-14.ts` builds every wording on a synthetic material
 * and asserts each passage text appears exactly once (verbatim, or JSON-escaped inside JSON
 * strings), the asked string appears exactly once byte-exact, no assistant message stands between
 * the material and the question, and tool messages answer a matching assistant tool call.
 */
import { pathToFileURL } from 'node:url';
import type { ChatMessage, ToolCall } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

// ---------------------------------------------------------------------------------------------
// helpers

interface Doc {
  n: number;
  title: string;
  text: string;
}

const HEADER = /^Document \[(\d+)\]\(Title: (.*?)\) ([\s\S]*)$/;

/**
 * Header with balanced parentheses, so a title such as `Tam (river) estuary` stays whole; the
 * lazy HEADER regex is the fallback when the parentheses in a title do not balance.
 */
function balanced(block: string): Doc | null {
  const m = /^Document \[(\d+)\]\(Title: /.exec(block);
  if (!m || m[1] === undefined) return null;
  let depth = 1;
  for (let i = m[0].length; i < block.length; i++) {
    const c = block[i];
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) {
        if (block[i + 1] !== ' ') return null;
        return { n: Number(m[1]), title: block.slice(m[0].length, i), text: block.slice(i + 2) };
      }
    }
  }
  return null;
}

/** Splits the material into passages; a block that does not match keeps its raw text. */
function parse(material: string): Doc[] {
  const blocks = material
    .split(/\r?\n[ \t]*\r?\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
  return blocks.map((block, i) => {
    const b = balanced(block);
    if (b) return b;
    const m = HEADER.exec(block);
    if (m && m[1] !== undefined && m[2] !== undefined && m[3] !== undefined) {
      return { n: Number(m[1]), title: m[2], text: m[3] };
    }
    return { n: i + 1, title: '', text: block };
  });
}

/** Element text escaping for titles (never used on passage text or on the question). */
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Double-quoted attribute escaping for titles. */
const escAttr = (s: string): string => esc(s).replace(/"/g, '&quot;');

/** Question as typed: byte-exact. */
const plain = (q: string): string => q;
/** Question that must sit inside a double-quoted attribute / string literal: no `"`, no newline. */
const attrSafe = (q: string): string => q.replace(/"/g, "'").replace(/\r?\n/g, ' ');
/** Question that must sit inside a JSON string (or JSON-compatible literal): nothing to escape. */
const jsonSafe = (q: string): string =>
  q
    .replace(/\\/g, '')
    .replace(/"/g, "'")
    .replace(/[\u0000-\u001f\u2028\u2029]/g, ' ');

const localDigits = (digits: string) => (n: number): string =>
  String(n).replace(/[0-9]/g, (d) => digits[Number(d)] ?? d);
const bnNum = localDigits('০১২৩৪৫৬৭৮৯');
const myNum = localDigits('၀၁၂၃၄၅၆၇၈၉');
const faNum = localDigits('۰۱۲۳۴۵۶۷۸۹');

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const dev = (content: string): ChatMessage => ({ role: 'developer', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });

const titleOr = (d: Doc, fallback: string): string => (d.title ? d.title : fallback);

// ---------------------------------------------------------------------------------------------
// Greek

const elSsml: Wording = {
  name: 'el-ssml',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const body = docs
      .map((d) =>
        [
          '  <p>',
          `    <mark name="doc-${d.n}"/>`,
          `    <s>Απόσπασμα ${d.n}${d.title ? `: <lang xml:lang="en-US">${esc(d.title)}</lang>` : ''}</s>`,
          `    <s><lang xml:lang="en-US">${d.text}</lang></s>`,
          '  </p>',
          '  <break time="400ms"/>',
        ].join('\n'),
      )
      .join('\n');
    const ssml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="el-GR">',
      '  <p><s>Ακολουθούν τα αποσπάσματα που βρήκε η αναζήτηση.</s></p>',
      body,
      '  <p>',
      '    <s>Η ερώτηση του χρήστη είναι:</s>',
      `    <s><prosody rate="95%"><lang xml:lang="en-US">${asked}</lang></prosody></s>`,
      '  </p>',
      '</speak>',
    ].join('\n');
    return [
      sys(
        'Είσαι ο φωνητικός βοηθός της εφαρμογής. Το μήνυμα του χρήστη είναι ένα έγγραφο SSML που παράγει η μηχανή ομιλίας μας. ' +
          'Απάντησε στην ερώτηση που βρίσκεται στο τέλος του, στηριζόμενος αποκλειστικά στα αποσπάσματα. ' +
          'Η απάντηση θα διαβαστεί φωναχτά: γράψε μία σύντομη πρόταση στα αγγλικά, χωρίς μορφοποίηση και χωρίς παραπομπές.',
      ),
      user(ssml),
    ];
  },
};

const elMediawiki: Wording = {
  name: 'el-mediawiki',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const page = [
      '{{Ερώτηση κατανόησης',
      `| ερώτηση = ${asked}`,
      '| γλώσσα απάντησης = αγγλικά',
      '| μέγιστο μήκος = 2 προτάσεις',
      '}}',
      "Η σελίδα αυτή συγκεντρώνει τις πηγές που επέστρεψε η αναζήτηση. Απάντησε στην ερώτηση του προτύπου '''μόνο''' με βάση τις πηγές και παράθεσε την πηγή ως <nowiki>[n]</nowiki>.",
      '',
      '== Πηγές ==',
      '',
      ...docs.map((d) => `=== Πηγή ${d.n}: ${titleOr(d, 'χωρίς τίτλο')} ===\n${d.text}\n`),
      '[[Κατηγορία:Ερωτήσεις κατανόησης κειμένου]]',
    ].join('\n');
    return [user(page)];
  },
};

// ---------------------------------------------------------------------------------------------
// Armenian

const hyHtmlForm: Wording = {
  name: 'hy-html-form',
  ask: attrSafe,
  messages(material, asked) {
    const docs = parse(material);
    const html = [
      '<!DOCTYPE html>',
      '<html lang="hy">',
      '<head>',
      '  <meta charset="utf-8">',
      '  <title>Հարց ու պատասխան</title>',
      '</head>',
      '<body>',
      '  <main>',
      '    <h1>Որոնման արդյունքներ</h1>',
      ...docs.map((d) =>
        [
          `    <article class="result" data-doc="${d.n}" lang="en">`,
          `      <h2>${esc(titleOr(d, `Փաստաթուղթ ${d.n}`))}</h2>`,
          `      <p>${d.text}</p>`,
          '    </article>',
        ].join('\n'),
      ),
      '    <form action="/api/answer" method="post">',
      '      <label for="q">Ձեր հարցը</label>',
      `      <input type="text" id="q" name="q" value="${asked}">`,
      '      <p class="hint">Պատասխանը կտրվի անգլերեն՝ միայն վերևի արդյունքների հիման վրա։</p>',
      '      <button type="submit">Ուղարկել</button>',
      '    </form>',
      '  </main>',
      '</body>',
      '</html>',
    ].join('\n');
    return [
      sys('Դու կայքի օգնականն ես։ Օգտատերը ուղարկել է էջը իր լրացրած ձևով։ Պատասխանիր ձևի դաշտում գրված հարցին՝ հենվելով միայն էջի արդյունքների վրա։ Պատասխանը գրիր անգլերեն, մեկ-երկու նախադասությամբ։'),
      user(html),
    ];
  },
};

const hyToml: Wording = {
  name: 'hy-toml',
  ask: jsonSafe,
  messages(material, asked) {
    const docs = parse(material);
    const config = [
      '# Հարց ու պատասխանի ծառայության կարգավորումներ',
      '[task]',
      'locale = "hy-AM"',
      'answer_language = "en"',
      'max_sentences = 2',
      'instruction = "Պատասխանիր հարցին միայն [[documents]] բաժինների տեքստերի հիման վրա։ Աղբյուրը նշիր [n] ձևով։"',
      `question = "${asked}"`,
    ].join('\n');
    const data = [
      '# Փաստաթղթեր — documents.toml',
      ...docs.map((d) =>
        [
          '',
          '[[documents]]',
          `id = ${d.n}`,
          `title = ${JSON.stringify(d.title)}`,
          `text = '''${d.text}'''`,
        ].join('\n'),
      ),
    ].join('\n');
    return [sys(config), user(data)];
  },
};

// ---------------------------------------------------------------------------------------------
// Georgian

const kaDocxXml: Wording = {
  name: 'ka-docx-xml',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const p = (style: string | null, text: string): string =>
      `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
    const xml =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>' +
      p('Title', 'კითხვა-პასუხის სამუშაო დოკუმენტი') +
      p('Heading1', 'კითხვა') +
      p(null, asked) +
      p('Heading1', 'წყაროები') +
      docs.map((d) => p('Heading2', `${d.n}. ${esc(titleOr(d, 'უსათაურო'))}`) + p(null, d.text)).join('') +
      '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/></w:sectPr></w:body></w:document>';
    return [
      sys(
        'მომხმარებელმა ატვირთა Word-ის ფაილი; ქვემოთ მოცემულია მისი word/document.xml. უპასუხე „კითხვის“ განყოფილებაში დასმულ კითხვას მხოლოდ იმავე ფაილის წყაროების მიხედვით. პასუხი დაწერე ინგლისურად, ერთი-ორი წინადადებით.',
      ),
      user(xml),
    ];
  },
};

const kaSvgText: Wording = {
  name: 'ka-svg-text',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const half = Math.ceil(docs.length / 2);
    const col = (list: Doc[], x: number): string =>
      list
        .map((d, i) => {
          const y = 60 + i * 90;
          return [
            `    <g id="doc-${d.n}">`,
            `      <text class="h" x="${x}" y="${y}">[${d.n}] ${esc(titleOr(d, 'უსათაურო'))}</text>`,
            `      <text class="b" x="${x}" y="${y + 24}">${d.text}</text>`,
            '    </g>',
          ].join('\n');
        })
        .join('\n');
    const height = 120 + half * 90;
    const svg = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="${height}" viewBox="0 0 1800 ${height}" xml:lang="ka">`,
      '  <title>კითხვა-პასუხის დაფა</title>',
      '  <desc>მარცხენა სვეტი — წყაროები; ცენტრში — კითხვა; მარჯვენა სვეტი — დანარჩენი წყაროები.</desc>',
      '  <style>.h{font:700 18px sans-serif}.b{font:14px serif}.q{font:700 24px sans-serif;fill:#b00020}</style>',
      '  <g id="col-left">',
      col(docs.slice(0, half), 20),
      '  </g>',
      '  <g id="question">',
      '    <rect x="640" y="20" width="520" height="110" rx="12" fill="#fff4f4" stroke="#b00020"/>',
      '    <text class="h" x="900" y="55" text-anchor="middle">კითხვა</text>',
      `    <text class="q" x="900" y="95" text-anchor="middle">${asked}</text>`,
      '  </g>',
      '  <g id="col-right">',
      col(docs.slice(half), 1200),
      '  </g>',
      '</svg>',
    ].join('\n');
    return [
      sys('დიზაინერმა გამოგვიგზავნა SVG დაფა. წაიკითხე ტექსტური ელემენტები და უპასუხე ცენტრში მოცემულ კითხვას მხოლოდ სვეტებში მოყვანილი წყაროების საფუძველზე. პასუხი — ინგლისურად, მოკლედ, წყაროს ნომრით [n].'),
      user(svg),
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// Amharic

const amSoap: Wording = {
  name: 'am-soap',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const env = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:qa="urn:et:example:qa:v1">',
      '  <soap:Header>',
      '    <qa:RequestInfo><qa:Locale>am-ET</qa:Locale><qa:Channel>mobile</qa:Channel></qa:RequestInfo>',
      '  </soap:Header>',
      '  <soap:Body>',
      '    <qa:AnswerQuestionRequest>',
      '      <qa:Instruction>ከዚህ በታች ባሉት ሰነዶች ላይ ብቻ ተመስርተህ ጥያቄውን መልስ።</qa:Instruction>',
      `      <qa:Question>${asked}</qa:Question>`,
      '      <qa:Documents>',
      ...docs.map(
        (d) =>
          `        <qa:Document id="${d.n}"><qa:Title>${esc(d.title)}</qa:Title><qa:Content><![CDATA[${d.text}]]></qa:Content></qa:Document>`,
      ),
      '      </qa:Documents>',
      '    </qa:AnswerQuestionRequest>',
      '  </soap:Body>',
      '</soap:Envelope>',
    ].join('\n');
    return [
      dev('የሚከተለው የSOAP ጥያቄ ከሞባይል መተግበሪያችን የመጣ ነው። መልሱን በእንግሊዝኛ፣ በአጭሩ ጻፍ፤ የተጠቀምክበትን ሰነድ ቁጥር [n] ብለህ ጥቀስ።'),
      user(env),
    ];
  },
};

const amBbcode: Wording = {
  name: 'am-bbcode',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const post = [
      '[size=150][b]የንባብ ግንዛቤ ጥያቄ[/b][/size]',
      'ሰላም ለሁላችሁ፤ ከዚህ በታች ያሉትን ምንጮች አንብባችሁ ጥያቄዬን መልሱልኝ። መልሱ በእንግሊዝኛ ይሁን፣ የምንጩንም ቁጥር [n] ብላችሁ ጥቀሱ።',
      '',
      ...docs.map((d) => `[quote="ምንጭ ${d.n} — ${titleOr(d, 'ርዕስ የለውም').replace(/["\]]/g, "'")}"]${d.text}[/quote]\n`),
      '[hr]',
      `[b]ጥያቄ፦[/b] [i]${asked}[/i]`,
    ].join('\n');
    return [user(post)];
  },
};

// ---------------------------------------------------------------------------------------------
// Japanese

const jaJsx: Wording = {
  name: 'ja-jsx',
  ask: attrSafe,
  messages(material, asked) {
    const docs = parse(material);
    const tsx = [
      '// 質問応答画面：検索結果（資料）と質問フォームを表示する',
      "import { QaLayout, SourceList, Source, QuestionForm } from '@/components/qa';",
      '',
      'export default function AnswerPage() {',
      '  return (',
      '    <QaLayout lang="ja" answerLanguage="en">',
      '      {/* 以下の資料のみに基づいて、英語で簡潔に（2文以内）回答してください。出典は [番号] で示すこと。 */}',
      '      <SourceList heading="参考資料">',
      ...docs.map((d) =>
        [`        <Source id={${d.n}} title={${JSON.stringify(d.title)}}>`, `          ${d.text}`, '        </Source>'].join('\n'),
      ),
      '      </SourceList>',
      `      <QuestionForm label="質問" defaultValue="${asked}" submitLabel="送信" />`,
      '    </QaLayout>',
      '  );',
      '}',
    ].join('\n');
    return [
      sys('あなたは社内ナレッジ検索アプリのアシスタントです。ユーザーが送ってきたページのJSXから資料と質問を読み取り、資料の内容だけで回答してください。'),
      user('このページの質問フォームに入っている質問に答えてください。\n\n```tsx\n' + tsx + '\n```'),
    ];
  },
};

const jaEpubXhtml: Wording = {
  name: 'ja-epub-xhtml',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const xhtml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE html>',
      '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="ja" lang="ja">',
      '<head>',
      '  <meta charset="UTF-8"/>',
      '  <title>第3章　読解資料</title>',
      '  <link rel="stylesheet" type="text/css" href="../Styles/style.css"/>',
      '</head>',
      '<body epub:type="bodymatter">',
      '<section epub:type="chapter" id="chap03">',
      '  <h1>第3章　読解資料</h1>',
      '  <p class="lead">次の資料を読み、章末の設問に英語で答えなさい。解答は一文でよい。</p>',
      ...docs.map((d) =>
        [
          `  <section id="doc${String(d.n).padStart(2, '0')}" xml:lang="en" lang="en">`,
          `    <h2><span class="num">資料${d.n}</span>　${esc(d.title)}</h2>`,
          `    <p>${d.text}</p>`,
          '  </section>',
        ].join('\n'),
      ),
      '  <section epub:type="assessment" class="exercise">',
      '    <h2>設問</h2>',
      '    <ol>',
      `      <li xml:lang="en" lang="en"><p>${asked}</p></li>`,
      '    </ol>',
      '  </section>',
      '</section>',
      '</body>',
      '</html>',
    ].join('\n');
    return [user('電子書籍（EPUB）の OEBPS/Text/chap03.xhtml の中身です。章末の設問に答えてください。\n\n' + xhtml)];
  },
};

// ---------------------------------------------------------------------------------------------
// Korean

const koAdaptiveCard: Wording = {
  name: 'ko-adaptive-card',
  ask: jsonSafe,
  messages(material, asked) {
    const docs = parse(material);
    const card = {
      type: 'AdaptiveCard',
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
      version: '1.5',
      body: [
        { type: 'TextBlock', text: '검색된 문서', weight: 'Bolder', size: 'Medium' },
        ...docs.map((d) => ({
          type: 'Container',
          id: `doc-${d.n}`,
          separator: true,
          items: [
            { type: 'TextBlock', text: `[${d.n}] ${titleOr(d, '제목 없음')}`, weight: 'Bolder', wrap: true },
            { type: 'TextBlock', text: d.text, wrap: true },
          ],
        })),
        { type: 'Input.Text', id: 'question', label: '질문', isMultiline: true, value: asked },
      ],
      actions: [{ type: 'Action.Submit', title: '답변 요청', data: { action: 'answer' } }],
    };
    return [
      sys(
        'Teams 봇으로 전달된 Adaptive Card 내용입니다. 카드에 포함된 문서만 근거로, 입력란(question)의 질문에 답하세요. 답변은 영어로 세 문장 이내로 작성하고, 근거 문서 번호를 [n] 형식으로 표시하세요.',
      ),
      user(JSON.stringify(card, null, 2)),
    ];
  },
};

const koVueSfc: Wording = {
  name: 'ko-vue-sfc',
  ask: attrSafe,
  messages(material, asked) {
    const docs = parse(material);
    const sfc = [
      '<template>',
      '  <div class="qa-page">',
      '    <!-- 사용자 질문 -->',
      `    <QuestionBox label="질문" text="${asked}" :answer-lang="'en'" />`,
      '    <h2>참고 문서</h2>',
      '    <ul class="docs">',
      ...docs.map((d) =>
        [`      <li class="doc" data-id="${d.n}">`, `        <h3>${esc(titleOr(d, '제목 없음'))}</h3>`, `        <p>${d.text}</p>`, '      </li>'].join('\n'),
      ),
      '    </ul>',
      '  </div>',
      '</template>',
      '',
      '<script setup lang="ts">',
      "import QuestionBox from '@/components/QuestionBox.vue'",
      '// 답변은 영어로, 한두 문장으로 작성한다',
      '</script>',
    ].join('\n');
    return [
      user(
        '아래는 저희 서비스 화면을 렌더링하는 Vue 단일 파일 컴포넌트입니다. QuestionBox에 들어 있는 질문에 대해 목록의 문서만 근거로 답해 주세요. 답변은 영어로 짧게 부탁드립니다.\n\n```vue\n' +
          sfc +
          '\n```',
      ),
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// Traditional Chinese (Taiwan)

const zhTwConfluence: Wording = {
  name: 'zh-tw-confluence',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const page = [
      '<h1>知識庫問答</h1>',
      '<ac:structured-macro ac:name="info" ac:schema-version="1" ac:macro-id="q-0001">',
      '<ac:parameter ac:name="title">使用者提問</ac:parameter>',
      `<ac:rich-text-body><p>${asked}</p></ac:rich-text-body>`,
      '</ac:structured-macro>',
      '<h2>參考文件</h2>',
      ...docs.map(
        (d) =>
          `<ac:structured-macro ac:name="expand" ac:schema-version="1"><ac:parameter ac:name="title">文件 ${d.n}：${esc(titleOr(d, '未命名'))}</ac:parameter><ac:rich-text-body><p>${d.text}</p></ac:rich-text-body></ac:structured-macro>`,
      ),
      '<ac:structured-macro ac:name="note" ac:schema-version="1"><ac:rich-text-body><p>請以英文作答，不超過兩句，並在句末以 [文件編號] 標註出處。</p></ac:rich-text-body></ac:structured-macro>',
    ].join('\n');
    return [
      sys('以下是從 Confluence REST API 取得的頁面內容（storage format）。請依頁面中的參考文件回答頁面上方的使用者提問。'),
      user(page),
    ];
  },
};

const zhTwJinjaRendered: Wording = {
  name: 'zh-tw-jinja-rendered',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const k = Math.min(5, docs.length);
    const block = (d: Doc): string =>
      [`<document index="${d.n}">`, `<source>${esc(d.title)}</source>`, '<document_content>', d.text, '</document_content>', '</document>', ''].join('\n');
    const prompt = [
      '你是客服知識庫助理。請只根據下列資料回答使用者的問題。',
      '',
      '',
      '## 主要參考資料（相關度最高）',
      '',
      ...docs.slice(0, k).map(block),
      '',
      '## 使用者問題',
      '',
      asked,
      '',
      '',
      '## 延伸資料',
      '',
      ...docs.slice(k).map(block),
      '',
      '## 回答規則',
      '- 以英文回答，不超過兩句。',
      '- 若資料中沒有答案，請回覆「資料不足」。',
      '- 引用時標註 document index，例如 [3]。',
      '',
    ].join('\n');
    return [user(prompt)];
  },
};

// ---------------------------------------------------------------------------------------------
// Thai

const thLineFlex: Wording = {
  name: 'th-line-flex',
  ask: jsonSafe,
  messages(material, asked) {
    const docs = parse(material);
    const docBox = (d: Doc) => ({
      type: 'box',
      layout: 'vertical',
      spacing: 'sm',
      contents: [
        { type: 'text', text: `เอกสาร ${d.n}: ${titleOr(d, 'ไม่มีชื่อ')}`, weight: 'bold', size: 'sm', wrap: true },
        { type: 'text', text: d.text, size: 'xs', wrap: true, color: '#555555' },
      ],
    });
    const bubbles: unknown[] = [
      {
        type: 'bubble',
        header: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'คำถาม', weight: 'bold', color: '#06C755' }] },
        body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: asked, wrap: true }] },
      },
    ];
    for (let i = 0; i < docs.length; i += 2) {
      bubbles.push({
        type: 'bubble',
        size: 'giga',
        body: { type: 'box', layout: 'vertical', spacing: 'md', contents: docs.slice(i, i + 2).map(docBox) },
      });
    }
    const flex = { type: 'flex', altText: `ผลการค้นหาเอกสาร ${docs.length} รายการ`, contents: { type: 'carousel', contents: bubbles } };
    return [
      sys('คุณคือแชตบอตบน LINE Official Account ของเรา ตอบคำถามโดยอ้างอิงเฉพาะเอกสารที่แนบมาเท่านั้น'),
      {
        role: 'user',
        content: [
          { type: 'text', text: 'ข้อความ Flex Message ที่ระบบค้นหาส่งมามีดังนี้ กรุณาตอบคำถามในบับเบิลแรกเป็นภาษาอังกฤษ ไม่เกินสองประโยค และระบุเลขเอกสารในวงเล็บเหลี่ยม' },
          { type: 'text', text: JSON.stringify(flex) },
        ],
      },
    ];
  },
};

const thHttpMultipart: Wording = {
  name: 'th-http-multipart',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const b = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
    const body = [
      `--${b}`,
      'Content-Disposition: form-data; name="instruction"',
      '',
      'ตอบคำถามโดยอ้างอิงเฉพาะเอกสารที่แนบมาเท่านั้น ตอบเป็นภาษาอังกฤษ ไม่เกินสองประโยค',
      `--${b}`,
      'Content-Disposition: form-data; name="documents"; filename="documents.txt"',
      'Content-Type: text/plain; charset=utf-8',
      '',
      docs.map((d) => `[${d.n}] ${d.title}\n${d.text}\n`).join('\n'),
      `--${b}`,
      'Content-Disposition: form-data; name="question"',
      '',
      asked,
      `--${b}--`,
      '',
    ].join('\r\n');
    const dump = [
      'POST /v1/qa/answer HTTP/1.1',
      'Host: api.example.co.th',
      'User-Agent: okhttp/4.12.0',
      'Accept: application/json',
      'Accept-Language: th-TH',
      'Authorization: Bearer <redacted>',
      `Content-Type: multipart/form-data; boundary=${b}`,
      `Content-Length: ${Buffer.byteLength(body, 'utf8')}`,
      '',
      body,
    ].join('\r\n');
    return [
      sys('ด้านล่างคือ HTTP request ที่แอปมือถือส่งมายังเซิร์ฟเวอร์ของเรา ให้ทำหน้าที่เป็นเซิร์ฟเวอร์และตอบคำถามในฟิลด์ question ตามคำสั่งในฟิลด์ instruction'),
      user(dump),
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// Burmese

const myHtmlMeta: Wording = {
  name: 'my-html-meta',
  ask: attrSafe,
  messages(material, asked) {
    const docs = parse(material);
    const html = [
      '<!DOCTYPE html>',
      '<html lang="my">',
      '<head>',
      '  <meta charset="utf-8">',
      '  <meta name="viewport" content="width=device-width, initial-scale=1">',
      `  <meta name="qa:question" content="${asked}">`,
      '  <meta name="qa:answer-language" content="en">',
      '  <title>မေးခွန်းနှင့် အဖြေ</title>',
      '</head>',
      '<body>',
      '  <h1>စာရွက်စာတမ်းများ</h1>',
      '  <p>အောက်ပါ စာရွက်စာတမ်းများကိုသာ အခြေခံ၍ မေးခွန်းကို ဖြေဆိုပါ။</p>',
      ...docs.map((d) =>
        [`  <div class="doc" id="doc-${d.n}" title="${escAttr(d.title)}" lang="en">`, `    <h2>စာတမ်း ${myNum(d.n)}</h2>`, `    <p>${d.text}</p>`, '  </div>'].join('\n'),
      ),
      '</body>',
      '</html>',
    ].join('\n');
    return [
      sys('သင်သည် ဝဘ်စာမျက်နှာ ဖတ်ပေးသည့် လက်ထောက် ဖြစ်သည်။ မေးခွန်းကို <meta name="qa:question"> တွင် တွေ့ရမည်။ အဖြေကို အင်္ဂလိပ်ဘာသာဖြင့် တိုတိုရှင်းရှင်း ရေးပါ။'),
      user(html),
    ];
  },
};

const myOrgMode: Wording = {
  name: 'my-org-mode',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const org = [
      '#+TITLE: မေးခွန်းနှင့် အဖြေ မှတ်စု',
      '#+LANGUAGE: my',
      '#+OPTIONS: toc:nil num:nil',
      '',
      '* TODO မေးခွန်း ဖြေရန်',
      '  DEADLINE: <2024-06-03 Mon>',
      asked,
      '',
      '* ညွှန်ကြားချက်',
      '- အောက်ပါ စာရွက်စာတမ်းများကိုသာ အခြေခံ၍ ဖြေဆိုပါ။',
      '- အဖြေကို အင်္ဂလိပ်ဘာသာဖြင့် ဝါကျ နှစ်ကြောင်းအတွင်း ရေးပါ၊ ရင်းမြစ်ကို [n] ဖြင့် ဖော်ပြပါ။',
      '',
      '* စာရွက်စာတမ်းများ',
      ...docs.map((d) =>
        [`** ${d.n}. ${titleOr(d, 'ခေါင်းစဉ်မဲ့')}`, '   :PROPERTIES:', `   :CUSTOM_ID: doc-${d.n}`, '   :LANG: en', '   :END:', d.text, ''].join('\n'),
      ),
    ].join('\n');
    return [user(org)];
  },
};

// ---------------------------------------------------------------------------------------------
// Hindi

const hiIpynb: Wording = {
  name: 'hi-ipynb',
  ask: jsonSafe,
  messages(material, asked) {
    const docs = parse(material);
    const md = (lines: string[]) => ({ cell_type: 'markdown', metadata: {}, source: lines });
    const nb = {
      cells: [
        md(['# प्रश्नोत्तर प्रयोग\n', '\n', 'नीचे दिए गए दस्तावेज़ों के आधार पर ही प्रश्न का उत्तर दें। उत्तर अंग्रेज़ी में, अधिकतम दो वाक्यों में।']),
        {
          cell_type: 'code',
          execution_count: 1,
          metadata: {},
          outputs: [],
          source: [`question = "${asked}"\n`, 'answer_language = "en"  # उत्तर अंग्रेज़ी में\n', 'top_k = 20'],
        },
        md(['## दस्तावेज़']),
        ...docs.map((d) => md([`### दस्तावेज़ ${d.n}: ${titleOr(d, 'शीर्षकहीन')}\n`, '\n', d.text])),
        {
          cell_type: 'code',
          execution_count: null,
          metadata: {},
          outputs: [],
          source: ['# यहाँ मॉडल का उत्तर आएगा\n', 'answer = qa(question, documents)'],
        },
      ],
      metadata: {
        kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' },
        language_info: { name: 'python', version: '3.11.6' },
      },
      nbformat: 4,
      nbformat_minor: 5,
    };
    return [
      sys('आप एक सहायक हैं जो उपयोगकर्ता की Jupyter नोटबुक पढ़कर काम करते हैं। नोटबुक में `question` वेरिएबल में रखे प्रश्न का उत्तर केवल markdown सेल के दस्तावेज़ों से दें।'),
      user('मेरी नोटबुक (qa_experiment.ipynb):\n\n' + JSON.stringify(nb, null, 1)),
    ];
  },
};

const hiRst: Wording = {
  name: 'hi-rst',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const title = 'प्रश्नोत्तर: संदर्भ दस्तावेज़';
    const bar = '='.repeat([...title].length + 10);
    const rst = [
      bar,
      title,
      bar,
      '',
      '.. note::',
      '   केवल नीचे दिए गए दस्तावेज़ों के आधार पर उत्तर दें। उत्तर अंग्रेज़ी में, अधिकतम दो वाक्यों में दें और स्रोत को [n] के रूप में उद्धृत करें।',
      '',
      ...docs.map((d) => {
        const h = `दस्तावेज़ ${d.n}: ${titleOr(d, 'शीर्षकहीन')}`;
        return [h, '-'.repeat([...h].length + 10), '', d.text, ''].join('\n');
      }),
      '.. admonition:: प्रश्न',
      '',
      `   ${asked}`,
      '',
    ].join('\n');
    return [user(rst)];
  },
};

// ---------------------------------------------------------------------------------------------
// Bengali

const bnSlackBlocks: Wording = {
  name: 'bn-slack-blocks',
  ask: jsonSafe,
  messages(material, asked) {
    const docs = parse(material);
    const payload = {
      channel: 'C05QAHELP01',
      text: 'প্রশ্নোত্তর সহায়ক',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'প্রশ্নোত্তর সহায়ক', emoji: true } },
        { type: 'context', elements: [{ type: 'mrkdwn', text: 'নিচের নথিগুলো অনুসন্ধান থেকে পাওয়া গেছে।' }] },
        ...docs.flatMap((d) => [
          { type: 'section', block_id: `doc_${d.n}`, text: { type: 'mrkdwn', text: `*নথি ${bnNum(d.n)}: ${titleOr(d, 'শিরোনামহীন')}*` } },
          { type: 'section', text: { type: 'plain_text', text: d.text } },
        ]),
        { type: 'divider' },
        {
          type: 'input',
          block_id: 'question',
          label: { type: 'plain_text', text: 'প্রশ্ন' },
          element: { type: 'plain_text_input', action_id: 'question_input', multiline: true, initial_value: asked },
        },
        { type: 'context', elements: [{ type: 'mrkdwn', text: 'উত্তর ইংরেজিতে দিন, দুই বাক্যের মধ্যে, এবং সূত্র হিসেবে নথির নম্বর [n] লিখুন।' }] },
      ],
    };
    return [
      sys('তুমি আমাদের Slack বটের উত্তরদাতা। ব্যবহারকারীর পাঠানো Block Kit পেলোডে থাকা প্রশ্নের উত্তর শুধু পেলোডের নথিগুলোর ভিত্তিতে দাও।'),
      user(JSON.stringify(payload)),
    ];
  },
};

const bnAsciidoc: Wording = {
  name: 'bn-asciidoc',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const adoc = [
      '= প্রশ্নোত্তর নথি',
      ':lang: bn',
      `:question: ${asked}`,
      ':answer-language: ইংরেজি',
      ':toc:',
      '',
      '[NOTE]',
      '====',
      'কেবল নিচের নথিগুলোর ভিত্তিতে _{question}_ প্রশ্নের উত্তর দিন। উত্তর {answer-language}তে, সংক্ষেপে; সূত্র হিসেবে নথির নম্বর [n] উল্লেখ করুন।',
      '====',
      '',
      ...docs.map((d) => [`[[doc-${d.n}]]`, `== নথি ${bnNum(d.n)}: ${titleOr(d, 'শিরোনামহীন')}`, '', d.text, ''].join('\n')),
    ].join('\n');
    return [user(adoc)];
  },
};

// ---------------------------------------------------------------------------------------------
// Tamil

const taGraphql: Wording = {
  name: 'ta-graphql',
  ask: jsonSafe,
  messages(material, asked) {
    const docs = parse(material);
    const query = [
      '# கேள்விக்கு passages-ஐ மட்டும் அடிப்படையாகக் கொண்டு பதில் அளிக்கவும்',
      'query AnswerQuestion($passages: [PassageInput!]!, $question: String!, $lang: Locale) {',
      '  answer(passages: $passages, question: $question, answerLanguage: $lang) {',
      '    text',
      '    citations { passageId }',
      '  }',
      '}',
    ].join('\n');
    const request = {
      operationName: 'AnswerQuestion',
      query,
      variables: {
        lang: 'EN',
        passages: docs.map((d) => ({ id: String(d.n), title: d.title, text: d.text })),
        question: asked,
      },
    };
    return [
      sys('கீழே உள்ளது எங்கள் செயலி அனுப்பும் GraphQL கோரிக்கை. variables-இல் உள்ள question-க்கு, passages-ஐ மட்டும் அடிப்படையாகக் கொண்டு ஆங்கிலத்தில், இரண்டு வாக்கியங்களுக்குள் பதில் அளிக்கவும்.'),
      user(JSON.stringify(request, null, 2)),
    ];
  },
};

const taMimeEmail: Wording = {
  name: 'ta-mime-email',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const b = 'b1_7f3c9a2e41d04f5b';
    const html = [
      '<html lang="ta"><body>',
      '<p>வணக்கம்,</p>',
      '<p>இந்த மின்னஞ்சலின் பொருளில் (Subject) உள்ள கேள்விக்கு, கீழே உள்ள ஆவணங்களை மட்டும் அடிப்படையாகக் கொண்டு பதில் அளிக்கவும். பதிலை ஆங்கிலத்தில், இரண்டு வாக்கியங்களுக்குள் எழுதி, ஆதார ஆவண எண்ணை [n] எனக் குறிப்பிடவும்.</p>',
      ...docs.map((d) => `<h3>ஆவணம் ${d.n}: ${esc(titleOr(d, 'தலைப்பு இல்லை'))}</h3>\n<p lang="en">${d.text}</p>`),
      '<p>நன்றி,<br>கவிதா</p>',
      '</body></html>',
    ].join('\n');
    const mail = [
      'From: "கவிதா ராமசாமி" <kavitha@example.in>',
      'To: "ஆவண உதவியாளர்" <docs-bot@example.in>',
      `Subject: Re: ${asked}`,
      'Date: Tue, 14 May 2024 09:42:17 +0530',
      'Message-ID: <CAJx8f2k9Q@mail.example.in>',
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${b}"`,
      '',
      `--${b}`,
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      'ஆவணங்கள் HTML பகுதியில் உள்ளன.',
      '',
      `--${b}`,
      'Content-Type: text/html; charset=UTF-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      html,
      '',
      `--${b}--`,
    ].join('\n');
    return [
      sys('பயனர் அனுப்பிய மின்னஞ்சல் கீழே மூல வடிவில் (raw MIME) உள்ளது. அதற்கான பதில் மின்னஞ்சலின் உடல் பகுதியை மட்டும் எழுதவும்.'),
      user(mail),
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// Persian

const faXmlAttributes: Wording = {
  name: 'fa-xml-attributes',
  ask: attrSafe,
  messages(material, asked) {
    const docs = parse(material);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<qa:AnswerRequest xmlns:qa="https://api.example.ir/qa/v2" xml:lang="fa" answerLang="en" maxSentences="2">',
      '  <qa:Instruction>فقط بر اساس اسناد زیر به پرسش پاسخ دهید و شمارهٔ سند را داخل کروشه بیاورید؛ پاسخ به زبان انگلیسی باشد.</qa:Instruction>',
      `  <qa:Query type="reading-comprehension" text="${asked}"/>`,
      `  <qa:Documents count="${docs.length}">`,
      ...docs.map((d) => `    <qa:Document id="${d.n}" title="${escAttr(d.title)}" lang="en"><![CDATA[${d.text}]]></qa:Document>`),
      '  </qa:Documents>',
      '</qa:AnswerRequest>',
    ].join('\n');
    return [
      sys('شما سرویس پاسخ‌گویی ما هستید و درخواست‌ها را به صورت XML دریافت می‌کنید. پرسش در ویژگی text از عنصر Query آمده است.'),
      user(xml),
    ];
  },
};

const faGitlabCiYaml: Wording = {
  name: 'fa-gitlab-ci-yaml',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const ci = [
      '# .gitlab-ci.yml — ارزیابی سامانهٔ پرسش و پاسخ',
      'stages: [eval]',
      '',
      'variables:',
      '  ANSWER_LANG: "en"',
      '  # پرسشی که در این اجرا ارزیابی می‌شود',
      '  QUESTION: |',
      `    ${asked}`,
      '',
      'qa-eval:',
      '  stage: eval',
      '  image: node:20',
      '  script:',
      '    - npx tsx scripts/ask.ts --question "$QUESTION" --docs fixtures/docs.yml --lang "$ANSWER_LANG"',
      '  artifacts:',
      '    paths: [out/answer.json]',
    ].join('\n');
    const fixture = [
      '# fixtures/docs.yml — اسناد بازیابی‌شده',
      'documents:',
      ...docs.map((d) => [`  - id: ${d.n}`, `    title: ${JSON.stringify(d.title)}`, '    text: |', `      ${d.text}`].join('\n')),
    ].join('\n');
    return [
      user(
        'این دو فایل از مخزن ارزیابی ماست. کار CI پرسشِ متغیر QUESTION را با اسناد fixtures/docs.yml پاسخ می‌دهد؛ لطفاً همان پاسخ را تولید کن: به انگلیسی، حداکثر دو جمله، با ارجاع [n].\n\n```yaml\n' +
          ci +
          '\n```\n\n```yaml\n' +
          fixture +
          '\n```',
      ),
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// Hebrew

const heSvelte: Wording = {
  name: 'he-svelte',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const svelte = [
      '<script lang="ts">',
      '  // רכיב תשובה: מציג את המסמכים שנשלפו ואת שאלת המשתמש',
      "  export let answerLang = 'en';",
      '</script>',
      '',
      '<svelte:head><title>שאלות ותשובות</title></svelte:head>',
      '',
      '<main dir="rtl">',
      '  <h1>מסמכים רלוונטיים</h1>',
      ...docs.map((d) =>
        [`  <article dir="ltr" lang="en" id="doc-${d.n}">`, `    <h2>[${d.n}] ${esc(d.title)}</h2>`, `    <p>${d.text}</p>`, '  </article>'].join('\n'),
      ),
      '  <section class="question">',
      '    <h2>שאלה</h2>',
      `    <blockquote dir="ltr" lang="en">${asked}</blockquote>`,
      '    <p>ענה באנגלית, במשפט אחד או שניים, וציין את מספר המסמך בסוגריים מרובעים.</p>',
      '  </section>',
      '</main>',
    ].join('\n');
    return [user('זה הקובץ Answer.svelte כפי שהוא מרונדר אצלנו. תענה על השאלה שבסוף לפי המסמכים בלבד.\n\n' + svelte)];
  },
};

const heIni: Wording = {
  name: 'he-ini',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const config = [
      '; הגדרות שירות שאלות ותשובות',
      '[general]',
      'locale = he-IL',
      'answer_language = en',
      'max_sentences = 2',
      'instructions = ענה אך ורק על סמך המסמכים שבקובץ documents.ini; אם אין תשובה במסמכים, כתוב "לא נמצא".',
      '',
      '[query]',
      `text = ${asked}`,
    ].join('\n');
    const data = [
      '; documents.ini — מסמכים שנשלפו',
      ...docs.map((d) => ['', `[doc.${d.n}]`, `title = ${d.title}`, `body = ${d.text}`].join('\n')),
    ].join('\n');
    return [sys(config), user(data)];
  },
};

// ---------------------------------------------------------------------------------------------
// Turkish

const trHcl: Wording = {
  name: 'tr-hcl',
  ask: jsonSafe,
  messages(material, asked) {
    const docs = parse(material);
    const hcl = [
      '# Soru-cevap değerlendirme görevi',
      'variable "soru" {',
      '  type        = string',
      '  description = "Kullanıcının sorusu"',
      `  default     = "${asked}"`,
      '}',
      '',
      'resource "qa_task" "okuma" {',
      '  answer_language = "en"',
      '  instruction     = "Yalnızca aşağıdaki belgelere dayanarak soruyu yanıtla. Cevap en fazla iki cümle olsun; kaynağı [n] biçiminde belirt."',
      '  question        = var.soru',
      ...docs.map((d) =>
        ['', '  document {', `    id    = ${d.n}`, `    title = ${JSON.stringify(d.title)}`, '    text  = <<-EOT', `      ${d.text}`, '    EOT', '  }'].join('\n'),
      ),
      '}',
    ].join('\n');
    return [
      user('Aşağıdaki HCL yapılandırması soru-cevap servisimizin test görevini tanımlıyor. Görevi sen çalıştır ve sadece cevabı yaz.\n\n```hcl\n' + hcl + '\n```'),
    ];
  },
};

const trRssTool: Wording = {
  name: 'tr-rss-tool',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const call: ToolCall = {
      id: 'call_arsiv_7Hq2',
      type: 'function',
      function: { name: 'arsiv_ara', arguments: JSON.stringify({ sorgu: 'son eklenen kaynaklar', adet: docs.length }) },
    };
    const rss = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '<channel>',
      '  <title>Arşiv arama sonuçları</title>',
      '  <link>https://arsiv.example.com.tr/ara</link>',
      '  <description>Arşivde bulunan kaynaklar</description>',
      '  <language>en</language>',
      ...docs.map((d) =>
        [
          '  <item>',
          `    <guid isPermaLink="false">kaynak-${d.n}</guid>`,
          `    <title>${esc(d.title)}</title>`,
          `    <description><![CDATA[${d.text}]]></description>`,
          '  </item>',
        ].join('\n'),
      ),
      '</channel>',
      '</rss>',
    ].join('\n');
    return [
      sys('Sen bir haber arşivi asistanısın. Arama aracının döndürdüğü RSS beslemesindeki içeriklere dayanarak yanıt ver. Yanıtı İngilizce ver, kaynağı [kaynak-n] biçiminde göster.'),
      user('Önce arşivden ilgili kaynakları getir.'),
      { role: 'assistant', content: null, tool_calls: [call] },
      { role: 'tool', tool_call_id: call.id, content: rss },
      user(`Soru: ${asked}\n\nLütfen yalnızca yukarıdaki kaynaklara göre cevapla.`),
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// Polish

const plOdtXml: Wording = {
  name: 'pl-odt-xml',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3"><office:body><office:text>' +
      '<text:h text:style-name="Heading_20_1" text:outline-level="1">Materiały źródłowe</text:h>' +
      '<text:p text:style-name="Standard"><office:annotation><dc:creator>Anna Kowalska</dc:creator><dc:date>2024-05-14T10:12:00</dc:date>' +
      `<text:p>${asked}</text:p></office:annotation>Proszę odpowiedzieć na pytanie z komentarza na podstawie poniższych dokumentów.</text:p>` +
      docs
        .map(
          (d) =>
            `<text:h text:style-name="Heading_20_2" text:outline-level="2">Dokument ${d.n}: ${esc(titleOr(d, 'bez tytułu'))}</text:h><text:p text:style-name="Text_20_body">${d.text}</text:p>`,
        )
        .join('') +
      '</office:text></office:body></office:document-content>';
    return [
      sys('Poniżej treść pliku content.xml z dokumentu ODT przesłanego przez użytkownika. Odpowiedz po angielsku na pytanie zapisane w komentarzu, wyłącznie na podstawie dokumentów. Maksymalnie dwa zdania.'),
      user(xml),
    ];
  },
};

const plHtmlTextarea: Wording = {
  name: 'pl-html-textarea',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const html = [
      '<form id="zapytanie" method="post" action="/pytania">',
      '  <fieldset>',
      `    <legend>Źródła (${docs.length})</legend>`,
      ...docs.map(
        (d) => `    <blockquote data-nr="${d.n}" cite="#dok-${d.n}" lang="en"><p><strong>${esc(d.title)}</strong></p><p>${d.text}</p></blockquote>`,
      ),
      '  </fieldset>',
      '  <label for="pytanie">Treść pytania</label>',
      `  <textarea id="pytanie" name="pytanie" rows="3">${asked}</textarea>`,
      '  <label><input type="checkbox" name="cytaty" checked> Dołącz numery źródeł w odpowiedzi</label>',
      '  <select name="jezyk_odpowiedzi"><option value="pl">polski</option><option value="en" selected>angielski</option></select>',
      '  <button type="submit">Wyślij</button>',
      '</form>',
    ].join('\n');
    return [
      sys('Jesteś backendem formularza „Zadaj pytanie”. Dostajesz zserializowany HTML formularza po wysłaniu. Odpowiedz na pytanie z pola tekstowego, korzystając tylko ze źródeł, w języku wybranym w formularzu.'),
      user(html),
    ];
  },
};

// ---------------------------------------------------------------------------------------------
// Portuguese (Brazil)

const ptBrDataAttr: Wording = {
  name: 'pt-br-data-attr',
  ask: attrSafe,
  messages(material, asked) {
    const docs = parse(material);
    const html = [
      '<div id="assistente" class="widget-perguntas" data-idioma-resposta="en" data-max-frases="2">',
      '  <h2>Documentos encontrados</h2>',
      '  <ol class="documentos">',
      ...docs.map((d) => `    <li id="doc-${d.n}" data-titulo="${escAttr(d.title)}"><p>${d.text}</p></li>`),
      '  </ol>',
      '  <p class="aviso">Responda somente com base nos documentos acima, em inglês, citando o número do documento entre colchetes.</p>',
      `  <button type="button" class="btn-responder" data-pergunta="${asked}">Responder</button>`,
      '</div>',
    ].join('\n');
    return [
      user(
        'Oi! Nosso widget guarda a pergunta do usuário no atributo data-pergunta do botão "Responder". Segue o HTML que o front mandou pro back — pode responder?\n\n' +
          html,
      ),
    ];
  },
};

const ptBrFrontMatter: Wording = {
  name: 'pt-br-front-matter',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const md = [
      '---',
      'title: "Base de conhecimento — pergunta do usuário"',
      'lang: pt-BR',
      'pergunta: |-',
      `  ${asked}`,
      'idioma_da_resposta: inglês',
      'tags: [suporte, rag]',
      '---',
      '',
      '> **Instruções:** responda à pergunta do cabeçalho usando apenas os documentos abaixo. Seja breve (até duas frases) e cite as fontes no formato [n].',
      '',
      ...docs.map((d) => [`## Documento ${d.n} — ${titleOr(d, 'sem título')}`, '', d.text, ''].join('\n')),
    ].join('\n');
    return [sys('Você recebe páginas Markdown do nosso site de documentação (Docusaurus) e responde à pergunta definida no front matter.'), user(md)];
  },
};

// ---------------------------------------------------------------------------------------------
// Swahili

const swRestJson: Wording = {
  name: 'sw-rest-json',
  ask: jsonSafe,
  messages(material, asked) {
    const docs = parse(material);
    const payload = {
      maelekezo: 'Jibu swali kwa kutumia nyaraka zilizotolewa pekee. Jibu kwa Kiingereza, kwa sentensi moja au mbili, na taja namba ya hati kwenye mabano ya mraba.',
      lugha_ya_jibu: 'en',
      nyaraka: docs.map((d) => ({ namba: d.n, kichwa: d.title, maandishi: d.text })),
      swali: asked,
    };
    return [sys(JSON.stringify(payload, null, 2)), user('Tafadhali jibu swali lililo kwenye ombi hapo juu.')];
  },
};

const swMicrodata: Wording = {
  name: 'sw-microdata',
  ask: plain,
  messages(material, asked) {
    const docs = parse(material);
    const html = [
      '<main lang="sw">',
      '  <section itemscope itemtype="https://schema.org/Question">',
      '    <h2>Swali</h2>',
      `    <h3 itemprop="name" lang="en">${asked}</h3>`,
      '    <meta itemprop="answerCount" content="0">',
      '  </section>',
      '  <section>',
      '    <h2>Vyanzo</h2>',
      ...docs.map((d) =>
        [
          `    <article itemscope itemtype="https://schema.org/Article" id="hati-${d.n}" lang="en">`,
          `      <h3 itemprop="headline">${esc(titleOr(d, `Hati ${d.n}`))}</h3>`,
          `      <p itemprop="articleBody">${d.text}</p>`,
          '    </article>',
        ].join('\n'),
      ),
      '  </section>',
      '  <p class="maelekezo">Jibu swali kwa kuzingatia vyanzo vilivyo hapo juu pekee. Andika jibu kwa Kiingereza, kwa ufupi.</p>',
      '</main>',
    ].join('\n');
    return [user(html)];
  },
};

// ---------------------------------------------------------------------------------------------

export const FOREIGN_PROBE_14: Wording[] = [
  elSsml,
  elMediawiki,
  hyHtmlForm,
  hyToml,
  kaDocxXml,
  kaSvgText,
  amSoap,
  amBbcode,
  jaJsx,
  jaEpubXhtml,
  koAdaptiveCard,
  koVueSfc,
  zhTwConfluence,
  zhTwJinjaRendered,
  thLineFlex,
  thHttpMultipart,
  myHtmlMeta,
  myOrgMode,
  hiIpynb,
  hiRst,
  bnSlackBlocks,
  bnAsciidoc,
  taGraphql,
  taMimeEmail,
  faXmlAttributes,
  faGitlabCiYaml,
  heSvelte,
  heIni,
  trHcl,
  trRssTool,
  plOdtXml,
  plHtmlTextarea,
  ptBrDataAttr,
  ptBrFrontMatter,
  swRestJson,
  swMicrodata,
];

// ---------------------------------------------------------------------------------------------
// self-check

function textsOf(m: ChatMessage): string[] {
  const out: string[] = [];
  if (typeof m.content === 'string') out.push(m.content);
  else if (Array.isArray(m.content)) {
    for (const part of m.content) if (part.type === 'text' && typeof part.text === 'string') out.push(part.text);
  }
  for (const tc of m.tool_calls ?? []) if (tc.function) out.push(tc.function.arguments);
  return out;
}

function count(hay: string, needle: string): number {
  if (needle.length === 0) return 0;
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

function selfCheck(): void {
  const titles = [
    'Harwick Hall',
    'River Tam (Devon)',
    '"Quoted" <Title> & Co.',
    "St. Mary's Church, Oxford",
    'List of lighthouses (A–M)',
    'C:\\Path\\Title',
    'Élan Vital',
    'The [Bracketed] Case',
    'Tam (river) estuary',
    'Smile :)',
  ];
  const passages: string[] = [];
  for (let i = 1; i <= 20; i++) {
    const extra =
      i === 3
        ? ' The mayor said "never again" and left.'
        : i === 6
          ? ' A Windows path C:\\temp\\hall.txt was archived.'
          : i === 9
            ? " It's the village's oldest <b>building</b> & its pride."
            : '';
    passages.push(`Passage number ${i} describes topic ${i * 37} in some detail, mentioning event ${i} of year ${1700 + i}.${extra}`);
  }
  const material = passages
    .map((p, i) => `Document [${i + 1}](Title: ${titles[i % titles.length]} ${i + 1}) ${p}`)
    .join('\n\n');
  // A variant with one block that does not match the header pattern (raw fallback).
  const rawBlock = 'Loose block without a header: the hall stood empty for 12 years.';
  const material2 = material.replace(/^Document \[5\]\(Title: [^)]*\) .*$/m, rawBlock);
  const passages2 = passages.map((p, i) => (i === 4 ? rawBlock : p));

  const questions = [
    'When was the hall of Harwick rebuilt after the fire?',
    `Who said "never again" about Harwick's hall?`,
    'What is stored at C:\\temp according to the "archive"?',
  ];

  const names = new Set<string>();
  for (const w of FOREIGN_PROBE_14) {
    if (names.has(w.name)) throw new Error(`duplicate name ${w.name}`);
    names.add(w.name);
    for (const [mat, texts] of [
      [material, passages],
      [material2, passages2],
    ] as const) {
      for (const q of questions) {
        const asked = w.ask(q);
        const msgs = w.messages(mat, asked);
        const perMsg = msgs.map((m) => textsOf(m).join('\u0000'));
        const all = perMsg.join('\u0001');
        const where = `${w.name} / ${JSON.stringify(q)}`;

        const qCount = count(all, asked);
        if (qCount !== 1) throw new Error(`${where}: asked appears ${qCount} times`);
        const qIdx = perMsg.findIndex((s) => s.includes(asked));

        const matIdx: number[] = [];
        texts.forEach((t, i) => {
          const escd = JSON.stringify(t).slice(1, -1);
          const c = escd === t ? count(all, t) : count(all, t) + count(all, escd);
          if (c !== 1) throw new Error(`${where}: passage ${i + 1} appears ${c} times`);
          matIdx.push(perMsg.findIndex((s) => s.includes(t) || s.includes(escd)));
        });

        const lo = Math.min(qIdx, ...matIdx);
        const hi = Math.max(qIdx, ...matIdx);
        for (let i = lo + 1; i < hi; i++) {
          if (msgs[i]?.role === 'assistant') throw new Error(`${where}: assistant message ${i} between material and question`);
        }
        msgs.forEach((m, i) => {
          if (m.role !== 'tool') return;
          const prev = msgs.slice(0, i).reverse().find((x) => x.role !== 'tool');
          const ok = prev?.role === 'assistant' && (prev.tool_calls ?? []).some((tc) => tc.id === m.tool_call_id);
          if (!ok) throw new Error(`${where}: tool message ${i} has no matching assistant tool call`);
        });
        for (const m of msgs) {
          for (const tc of m.tool_calls ?? []) if (tc.function) JSON.parse(tc.function.arguments);
        }
      }
    }
  }
  if (FOREIGN_PROBE_14.length !== 36) throw new Error(`expected 36 wordings, got ${FOREIGN_PROBE_14.length}`);
  console.log(`ok ${FOREIGN_PROBE_14.length} wordings`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  selfCheck();
}
