/**
 * @module eval/probe-wordings-11
 * Probe pool 11: foreign-framed lookup prompts (48 wordings).
 *
 * Written BLIND: the author did not read the compressor (`src/compress/`), its docs, the README,
 * the tests or any earlier probe / held-out / structure wording pool. Only the chat wire types
 * (`src/wire/chat.ts`) and the `Wording` interface were known.
 *
 * Each wording is a lookup prompt the way a non-English-speaking team writes it: the framing
 * (system prompts, instructions, labels, field names, chat turns, headings, e-mail bodies) is in
 * another language, while the retrieved passages and the question stay English and verbatim.
 * 32 languages, at most 2 wordings each. The shapes vary where the question stands (first, last,
 * between instructions and material, mid-material, system/developer message, a later user turn,
 * after an assistant "send me the question", inside a tool call's arguments, labelled fields, JSON,
 * YAML, XML/HTML elements, forms, markdown headings, quoted inside a foreign sentence) and where the
 * material stands (same user message, system, developer, earlier user turns, one tool result,
 * one tool result per passage, a few passages per tool result, JSON, XML, HTML, markdown sections
 * and tables, numbered lists, CSV, TSV, YAML, e-mail quoting, chat exports).
 *
 * Invariants (checked by the self-check below): `ask(q)` occurs exactly once across all message
 * strings (contents and tool-call arguments); every passage text occurs verbatim (JSON-escaped only
 * where it sits inside a JSON string); tool calls carry JSON arguments and are each answered by a
 * following `tool` message; output is deterministic. When the question sits inside JSON or a
 * double-quoted YAML scalar, `ask` swaps `"` for `'` and `\` for `/` so it stays byte-identical.
 *
 * Self-check: `npx tsx eval/probe-wordings-11.ts`
 */
import { pathToFileURL } from 'node:url';
import type { ChatMessage, ToolCall } from '../src/wire/chat.js';
import type { Wording } from './wording.js';
import { PLAIN_TEXTS, type Passage, SYNTH_TEXTS, clock, clock12, decodedStrings, groups, messageStrings, occurrences, parse, structureErrors } from './pool-11-common.js';

// ---------------------------------------------------------------------------------------------
// Material parsing and small builders
// ---------------------------------------------------------------------------------------------

const same = (q: string): string => q;
/** The question without its trailing question mark. */
const noMark = (q: string): string => q.replace(/\s*\?+\s*$/, '') || q;
/** The question with a lower-case first letter. */
const lower = (q: string): string => q.charAt(0).toLowerCase() + q.slice(1);
/** The question made byte-stable inside a JSON string / double-quoted YAML scalar. */
const jsonSafe = (q: string): string =>
  q.replace(/"/g, "'").replace(/\\/g, '/').replace(/[\u0000-\u001f\u2028\u2029]/g, ' ');

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const dev = (content: string): ChatMessage => ({ role: 'developer', content });
const usr = (content: string): ChatMessage => ({ role: 'user', content });
const bot = (content: string): ChatMessage => ({ role: 'assistant', content });
const calls = (content: string | null, tool_calls: ToolCall[]): ChatMessage => ({ role: 'assistant', content, tool_calls });
const result = (tool_call_id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id, content });
const call = (id: string, name: string, args: Record<string, unknown>): ToolCall => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
});

/** Escape a title for an XML/HTML attribute (titles need not stay verbatim, passage texts do). */
const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** Double-quoted YAML scalar (JSON string syntax is valid YAML). */
const yq = (s: string): string => JSON.stringify(s);

function halve<T>(xs: T[]): [T[], T[]] {
  const k = Math.ceil(xs.length / 2);
  return [xs.slice(0, k), xs.slice(k)];
}


// ---------------------------------------------------------------------------------------------
// The pool
// ---------------------------------------------------------------------------------------------

export const FOREIGN_PROBE_11: Wording[] = [
  // ---------------------------------------------------------------- Polish
  {
    name: 'p11-pl-form-blanks',
    ask: same,
    messages(material, asked) {
      const list = parse(material)
        .map((p) => `${p.n}. ${p.title !== null ? `[Tytuł: ${p.title}] ` : ''}${p.text}`)
        .join('\n\n');
      return [
        usr(
          'Dział Obsługi Klienta — karta weryfikacji odpowiedzi (BOK/KW-07)\n\n' +
            'Poniżej znajdują się fragmenty artykułów z naszej bazy wiedzy. Wypełnij kartę na końcu, korzystając wyłącznie z tych fragmentów. ' +
            'Jeżeli odpowiedzi nie ma w tekście, wpisz „brak danych”.\n\n' +
            `Fragmenty z bazy wiedzy:\n${list}\n\n` +
            '=== KARTA DO WYPEŁNIENIA ===\n' +
            `Pytanie klienta: ${asked}\n` +
            'Odpowiedź (maks. 5 słów): ______________________\n' +
            'Nr fragmentu źródłowego: ______\n' +
            'Pewność (niska / średnia / wysoka): ______\n' +
            'Uwagi konsultanta: ______________________',
        ),
      ];
    },
  },
  {
    name: 'p11-pl-tools-per-doc',
    ask: same,
    messages(material, asked) {
      const ps = parse(material);
      const ids = ps.map((_, i) => `call_pl_${String(i + 1).padStart(2, '0')}`);
      return [
        sys(
          'Jesteś asystentem kancelarii prawnej. Dokumenty sprawy pobierasz narzędziem pobierz_dokument. ' +
            'Odpowiadaj krótko i zawsze wskazuj numer dokumentu, na którym się opierasz.',
        ),
        usr(
          `Dzień dobry, proszę odpowiedzieć na pytanie: ${asked}\n` +
            'Wszystkie potrzebne materiały są w teczce sprawy 2024/117 — proszę przejrzeć dokumenty po kolei.',
        ),
        calls(
          'Pobieram dokumenty z teczki 2024/117.',
          ps.map((p, i) => call(ids[i] ?? '', 'pobierz_dokument', { teczka: '2024/117', nr: p.n })),
        ),
        ...ps.map((p, i) =>
          result(ids[i] ?? '', p.title !== null ? `Tytuł: ${p.title}\nTreść: ${p.text}` : `Treść: ${p.text}`),
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Dutch
  {
    name: 'p11-nl-heading-yaml',
    ask: same,
    messages(material, asked) {
      const yaml = parse(material)
        .map(
          (p) =>
            `  - nr: ${p.n}\n` + (p.title !== null ? `    titel: ${yq(p.title)}\n` : '') + `    tekst: |-\n      ${p.text}`,
        )
        .join('\n');
      return [
        usr(
          `# Vraag: ${asked}\n\n` +
            'Beantwoord bovenstaande vraag uitsluitend op basis van de bronnen hieronder (export uit ons kennisbanksysteem). ' +
            'Geef een kort antwoord en vermeld het bronnummer tussen haakjes, bijvoorbeeld (bron 4).\n\n' +
            '```yaml\nbronnen:\n' +
            yaml +
            '\n```',
        ),
      ];
    },
  },
  {
    name: 'p11-nl-after-ok',
    ask: lower,
    messages(material, asked) {
      return [
        sys('Je bent de archiefassistent van de redactie. Baseer je antwoorden alleen op wat de gebruiker aanlevert.'),
        usr(
          'Hoi! Ik plak hieronder eerst de zoekresultaten uit het archief. De vraag stuur ik zo meteen apart, dus nog even niks beantwoorden.\n\n' +
            material,
        ),
        bot('Oké, de zoekresultaten zijn binnen. Stuur de vraag maar door.'),
        usr(`vraag: ${asked}\nkort antwoord graag, met het nummer van het document erbij`),
      ];
    },
  },

  // ---------------------------------------------------------------- Portuguese (Brazil)
  {
    name: 'p11-ptbr-developer-q',
    ask: same,
    messages(material, asked) {
      const sections = parse(material)
        .map((p) => `### Documento ${p.n}${p.title !== null ? ` — ${p.title}` : ''}\n\n${p.text}`)
        .join('\n\n');
      return [
        dev(
          'Você é o assistente de pesquisa da redação. Responda somente com base nos documentos que o usuário enviar. ' +
            'Se a resposta não estiver nos documentos, diga "Não encontrado".\n\n' +
            `Pergunta do leitor: ${asked}\n\n` +
            'Formato da resposta: resposta curta + número do documento entre colchetes, ex.: Lisboa [7].',
        ),
        usr(`Seguem os documentos recuperados pela busca:\n\n${sections}`),
      ];
    },
  },
  {
    name: 'p11-ptbr-csv-between',
    ask: same,
    messages(material, asked) {
      const rows = parse(material)
        .map((p) => `${p.n};${p.title ?? ''};${p.text}`)
        .join('\n');
      return [
        usr(
          'Oi, tudo bem? Preciso de uma ajuda rápida com a base de conhecimento da loja.\n' +
            'Instruções: responda em uma palavra só (no máximo três, se for nome próprio) e não invente nada que não esteja na planilha.\n\n' +
            `Pergunta: ${asked}\n\n` +
            'Exportação da base (CSV, separado por ponto e vírgula):\n```csv\nid;titulo;texto\n' +
            rows +
            '\n```\nValeu!',
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Italian
  {
    name: 'p11-it-email-quoted',
    ask: same,
    messages(material, asked) {
      const quoted = parse(material)
        .map((p) => `> Estratto ${p.n}${p.title !== null ? ` – ${p.title}` : ''}\n> ${p.text}`)
        .join('\n>\n');
      return [
        usr(
          'Oggetto: I: Estratti per parere – pratica n. 2024/318\n\n' +
            'Gentile collega,\n\n' +
            `il cliente ci chiede, testualmente: «${asked}». ` +
            "Le inoltro qui sotto gli estratti che il nostro sistema documentale ha recuperato. La prego di rispondere in modo sintetico, citando il numero dell'estratto da cui trae la risposta.\n\n" +
            'Cordiali saluti,\nAvv. Giulia Ferraris\nStudio Legale Ferraris & Bassi\n\n' +
            '-------- Messaggio inoltrato --------\n' +
            'Da: archivio@studioferraris.it\nData: lun 4 mar 2024, 09:12\nOggetto: Risultati ricerca\n\n' +
            quoted,
        ),
      ];
    },
  },
  {
    name: 'p11-it-system-xml',
    ask: same,
    messages(material, asked) {
      const docs = parse(material)
        .map((p) => `  <documento id="${p.n}"${p.title !== null ? ` titolo="${attr(p.title)}"` : ''}>${p.text}</documento>`)
        .join('\n');
      return [
        sys(
          "Sei l'assistente dell'ufficio studi. Rispondi alle domande usando esclusivamente i documenti qui sotto; " +
            "se l'informazione non c'è, scrivi «Non presente nei documenti». Indica sempre l'id del documento.\n\n" +
            `<documenti>\n${docs}\n</documenti>`,
        ),
        usr(
          '<richiesta>\n' +
            `  <domanda>${asked}</domanda>\n` +
            '  <lingua_risposta>inglese</lingua_risposta>\n' +
            '  <lunghezza_massima>dieci parole</lunghezza_massima>\n' +
            '</richiesta>',
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Japanese
  {
    name: 'p11-ja-label-last',
    ask: same,
    messages(material, asked) {
      return [
        usr(
          '以下の資料を読んで、最後の質問に答えてください。資料に書かれていないことは推測しないでください。\n\n' +
            `【資料】\n${material}\n\n` +
            `質問：${asked}\n` +
            '回答は一語（または固有名詞一つ）で、根拠となる文書番号を括弧で添えてください。',
        ),
      ];
    },
  },
  {
    name: 'p11-ja-tool-json-quoted',
    ask: same,
    messages(material, asked) {
      const ps = parse(material);
      return [
        sys('あなたは社内ナレッジ検索アシスタントです。回答には検索ツールの結果だけを使い、根拠となる記事番号を必ず示してください。'),
        usr(`お客様から「${asked}」というお問い合わせが届いています。社内ナレッジを検索して、簡潔な回答案を作成してください。`),
        calls(null, [call('call_ja_search', 'search_knowledge', { query: 'お客様問い合わせ 関連記事', top_k: 20, language: 'en' })]),
        result(
          'call_ja_search',
          JSON.stringify(
            {
              total: ps.length,
              results: ps.map((p, i) => ({ rank: i + 1, doc_id: p.n, title: p.title, snippet: p.text })),
            },
            null,
            2,
          ),
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Korean
  {
    name: 'p11-ko-json-request',
    ask: jsonSafe,
    messages(material, asked) {
      const body = {
        요청유형: '문서 기반 질의응답',
        지시사항: [
          '아래 문서만 근거로 답하세요.',
          '답은 한 문장 이내로 쓰고, 근거 문서 번호를 함께 적으세요.',
          "문서에 없는 내용이면 '확인 불가'라고 답하세요.",
        ],
        질문: asked,
        문서목록: parse(material).map((p) => ({ 번호: p.n, 제목: p.title, 본문: p.text })),
      };
      return [usr(JSON.stringify(body, null, 2))];
    },
  },
  {
    name: 'p11-ko-chat-export-turn',
    ask: same,
    messages(material, asked) {
      const lines = parse(material)
        .map((p, i) => `[자료봇] [오후 ${clock12(14 * 60, i + 1)}] ${p.title !== null ? `《${p.title}》 ` : ''}${p.text}`)
        .join('\n');
      return [
        usr(
          '팀 단톡방에 공유된 자료를 내보내기 한 파일입니다. 질문은 다음 메시지로 따로 보낼게요.\n\n' +
            '자료공유방 님과 카카오톡 대화\n저장한 날짜 : 2024-03-05 15:40:12\n\n' +
            '--------------- 2024년 3월 5일 화요일 ---------------\n' +
            lines,
        ),
        usr(`질문: ${asked}\n위 대화방에 올라온 자료만 보고 답해 주세요. 어느 자료에서 찾았는지도 함께 알려 주세요.`),
      ];
    },
  },

  // ---------------------------------------------------------------- Chinese (Traditional)
  {
    name: 'p11-zhtw-mid-material',
    ask: same,
    messages(material, asked) {
      const [first, second] = halve(parse(material));
      return [
        usr(
          '以下是檢索系統回傳的參考文件，請先閱讀再回答。\n\n' +
            '〔主要參考文件〕\n\n' +
            first.map((p) => p.raw).join('\n\n') +
            `\n\n【問題】${asked}\n\n` +
            '〔補充參考文件〕\n\n' +
            second.map((p) => p.raw).join('\n\n') +
            '\n\n作答要求：只寫答案本身，並在括號內註明出處文件編號，例如：倫敦（文件 3）。',
        ),
      ];
    },
  },
  {
    name: 'p11-zhtw-system-q-tools',
    ask: same,
    messages(material, asked) {
      const pages = groups(parse(material), 5);
      const turns: ChatMessage[] = [];
      pages.forEach((page, k) => {
        const id = `call_tw_page${k + 1}`;
        turns.push(calls(null, [call(id, 'retrieve_passages', { collection: 'kb_zh_tw', page: k + 1, page_size: 5 })]));
        turns.push(
          result(
            id,
            page.map((p) => `段落 ${p.n}｜${p.title !== null ? `標題：${p.title}\n` : ''}內容：${p.text}`).join('\n\n'),
          ),
        );
      });
      return [
        sys(
          '你是客服知識庫助理。\n' +
            `本輪使用者問題：${asked}\n` +
            '請先以 retrieve_passages 工具分頁取回所有相關段落，再用一句話回答，並附上段落編號。',
        ),
        usr('麻煩幫我查一下，謝謝！'),
        ...turns,
      ];
    },
  },

  // ---------------------------------------------------------------- Hindi
  {
    name: 'p11-hi-first-terse',
    ask: same,
    messages(material, asked) {
      const list = parse(material)
        .map((p) => (p.title !== null ? `${p.n}) शीर्षक: ${p.title}\n${p.text}` : `${p.n}) ${p.text}`))
        .join('\n\n');
      return [
        usr(
          `सवाल: ${asked}\n` +
            'नीचे के दस्तावेज़ों से जवाब दो। जवाब छोटा रखो, दस्तावेज़ नंबर के साथ। अंदाज़ा मत लगाना।\n\n' +
            list,
        ),
      ];
    },
  },
  {
    name: 'p11-hi-system-docs-greeting',
    ask: noMark,
    messages(material, asked) {
      return [
        sys(
          'आप एक सहायक हैं जो केवल नीचे दिए गए संदर्भ दस्तावेज़ों के आधार पर उत्तर देता है। ' +
            'यदि उत्तर दस्तावेज़ों में नहीं है, तो साफ़ कहें कि जानकारी उपलब्ध नहीं है।\n\n' +
            `=== संदर्भ दस्तावेज़ ===\n${material}\n=== समाप्त ===`,
        ),
        usr('नमस्ते'),
        bot('नमस्ते! मैं दिए गए दस्तावेज़ों के आधार पर आपकी मदद कर सकता हूँ। आपका प्रश्न क्या है?'),
        usr(`${asked}\n(उत्तर अंग्रेज़ी में, एक ही पंक्ति में दीजिए)`),
      ];
    },
  },

  // ---------------------------------------------------------------- Urdu
  {
    name: 'p11-ur-xml-quoted-last',
    ask: same,
    messages(material, asked) {
      const docs = parse(material)
        .map((p) => `<doc id="${p.n}"${p.title !== null ? ` title="${attr(p.title)}"` : ''}>\n${p.text}\n</doc>`)
        .join('\n');
      return [
        usr(
          'آپ ہمارے نیوز ڈیسک کے معاون ہیں۔ نیچے دی گئی دستاویزات غور سے پڑھیں۔\n\n' +
            `<documents>\n${docs}\n</documents>\n\n` +
            `براہِ کرم اس سوال کا جواب دیں: “${asked}” — جواب صرف انہی دستاویزات کی بنیاد پر ہو اور دستاویز کا نمبر ضرور لکھیں۔`,
        ),
      ];
    },
  },
  {
    name: 'p11-ur-tool-args',
    ask: jsonSafe,
    messages(material, asked) {
      const hits = parse(material)
        .map((p) => (p.title !== null ? `نتیجہ ${p.n} — عنوان: ${p.title}\n${p.text}` : `نتیجہ ${p.n}\n${p.text}`))
        .join('\n\n');
      return [
        sys(
          'آپ کسٹمر سپورٹ ٹیم کے اسسٹنٹ ہیں۔ صارف کا سوال ویب فارم سے براہِ راست search_kb ٹول کو بھیجا جاتا ہے؛ ' +
            'اسی تلاش کے نتائج کی بنیاد پر مختصر جواب دیں اور نتیجے کا نمبر بتائیں۔',
        ),
        usr('السلام علیکم، میں نے فارم میں اپنا سوال لکھ دیا ہے۔ براہِ کرم جلدی جواب دے دیں، شکریہ۔'),
        calls('جی، میں آپ کا سوال نالج بیس میں تلاش کر رہا ہوں۔', [
          call('call_ur_kb', 'search_kb', { query: asked, locale: 'ur-PK', max_results: 20 }),
        ]),
        result('call_ur_kb', `تلاش کے نتائج:\n\n${hits}`),
      ];
    },
  },

  // ---------------------------------------------------------------- Persian
  {
    name: 'p11-fa-md-table',
    ask: same,
    messages(material, asked) {
      const rows = parse(material)
        .map((p) => `| ${p.n} | ${p.title ?? '—'} | ${p.text} |`)
        .join('\n');
      return [
        usr(
          'سلام. جدول زیر خروجی سامانهٔ بایگانی ماست. لطفاً فقط بر اساس همین جدول پاسخ بده.\n\n' +
            '| ردیف | عنوان | متن |\n|---|---|---|\n' +
            rows +
            `\n\nلطفاً به این پرسش پاسخ بده: «${asked}» — پاسخ کوتاه باشد و شمارهٔ ردیف منبع را هم بنویس.`,
        ),
      ];
    },
  },
  {
    name: 'p11-fa-system-everything',
    ask: same,
    messages(material, asked) {
      return [
        sys(
          'شما دستیار پژوهشی هستید. اسناد بازیابی‌شده در ادامه آمده است و پرسش کاربر پس از آن.\n\n' +
            `اسناد:\n${material}\n\n` +
            `پرسش کاربر: ${asked}\n\n` +
            'دستورالعمل: پاسخ را در یک جمله بنویس و شمارهٔ سند را در کروشه بیاور. اگر پاسخ در اسناد نیست، بنویس «یافت نشد».',
        ),
        usr('منتظرم، جواب رو بده لطفاً.'),
      ];
    },
  },

  // ---------------------------------------------------------------- Turkish
  {
    name: 'p11-tr-tsv-typo',
    ask: same,
    messages(material, asked) {
      const rows = parse(material)
        .map((p) => `${p.n}\t${p.title ?? ''}\t${p.text}`)
        .join('\n');
      return [
        usr(
          'selam, asagidaki tablodan cevabı bulurmusun , tek kelimeyle yaz lütfen belge nosunuda ekle\n' +
            `Soru: ${asked}\n\n` +
            `no\tbaşlık\tmetin\n${rows}`,
        ),
      ];
    },
  },
  {
    name: 'p11-tr-split-turns',
    ask: same,
    messages(material, asked) {
      const [first, second] = halve(parse(material));
      return [
        sys('Sen bir hukuk bürosunun araştırma asistanısın. Sadece kullanıcının paylaştığı belgelere dayanarak cevap ver.'),
        usr(
          'Merhaba, belgeleri iki parça halinde gönderiyorum, soru en sonda gelecek.\n\nBölüm 1/2:\n\n' +
            first.map((p) => p.raw).join('\n\n'),
        ),
        bot('Birinci bölümü aldım. İkinci bölümü gönderebilirsiniz.'),
        usr(`Bölüm 2/2:\n\n${second.length > 0 ? second.map((p) => p.raw).join('\n\n') : '(bu bölümde belge yok)'}`),
        bot('Tüm belgeler elimde. Sorunuz nedir?'),
        usr(`Şimdi soru şu: ${asked} Lütfen kısa cevap verin ve hangi belgeden aldığınızı belirtin.`),
      ];
    },
  },

  // ---------------------------------------------------------------- Ukrainian
  {
    name: 'p11-uk-tool-then-ask',
    ask: noMark,
    messages(material, asked) {
      const ps = parse(material);
      return [
        sys(
          'Ти — асистент служби підтримки інтернет-магазину. Для пошуку в базі знань використовуй інструмент kb_search. ' +
            'Відповідай коротко і вказуй номер документа.',
        ),
        usr('Привіт! Спочатку підтягни, будь ласка, всі статті з бази знань, а питання я напишу окремим повідомленням.'),
        calls(null, [call('call_uk_kb', 'kb_search', { запит: 'усі статті', ліміт: 20 })]),
        result('call_uk_kb', JSON.stringify({ docs: ps.map((p) => ({ id: p.n, title: p.title, text: p.text })) })),
        bot(`Документи отримано (${ps.length} шт.). Яке у вас питання?`),
        usr(`${asked} — дай відповідь одним реченням і вкажи номер документа.`),
      ];
    },
  },
  {
    name: 'p11-uk-html-page',
    ask: same,
    messages(material, asked) {
      const articles = parse(material)
        .map(
          (p) =>
            `<article id="doc-${p.n}">\n` + (p.title !== null ? `<h2>${p.title}</h2>\n` : '') + `<p>${p.text}</p>\n</article>`,
        )
        .join('\n');
      return [
        usr(
          'Нижче — HTML-сторінка з нашої внутрішньої вікі. Дай відповідь на питання з блоку «Питання відвідувача», спираючись лише на статті на цій сторінці. Вкажи id статті.\n\n' +
            '<!DOCTYPE html>\n<html lang="uk">\n<head><meta charset="utf-8"><title>Довідкові статті</title></head>\n<body>\n' +
            '<h1>Довідкові статті</h1>\n' +
            articles +
            '\n<aside class="visitor-question">\n<h3>Питання відвідувача</h3>\n' +
            `<p>${asked}</p>\n` +
            '</aside>\n</body>\n</html>',
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Russian
  {
    name: 'p11-ru-developer-docs',
    ask: same,
    messages(material, asked) {
      const sections = parse(material)
        .map((p) => `## Документ ${p.n}${p.title !== null ? `. ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        sys('Ты — помощник аналитического отдела. Отвечай строго по контексту, ничего не додумывай.'),
        dev(`Контекст для ответа (выгрузка из базы знаний):\n\n${sections}`),
        usr(`Вопрос: ${asked}\nОтветь одним словом или коротким словосочетанием, без пояснений.`),
      ];
    },
  },
  {
    name: 'p11-ru-telegram-typo',
    ask: (q) => `«${q}»`,
    messages(material, asked) {
      const forwarded = parse(material)
        .map(
          (p, i) =>
            `Поиск-бот, [05.03.2024 ${clock(14 * 60, i + 2)}]\n${p.title !== null ? `📄 ${p.title}\n` : ''}${p.text}`,
        )
        .join('\n\n');
      return [
        usr(`привет, глянь плз, ответь на вопрос ${asked} по докам ниже, токо коротко и напиши из какого дока взял\n\n${forwarded}`),
      ];
    },
  },

  // ---------------------------------------------------------------- Hungarian
  {
    name: 'p11-hu-kv-end',
    ask: same,
    messages(material, asked) {
      const list = parse(material)
        .map((p) => `**${p.n}.${p.title !== null ? ` ${p.title}` : ''}**\n${p.text}`)
        .join('\n\n');
      return [
        usr(
          'Az alábbi szövegrészletek a belső tudásbázisunkból származnak. Kérlek, csak ezek alapján válaszolj, röviden, és add meg a részlet sorszámát.\n\n' +
            list +
            `\n\nK: ${asked}\nV:`,
        ),
      ];
    },
  },
  {
    name: 'p11-hu-system-quoted',
    ask: same,
    messages(material, asked) {
      return [
        sys(
          `Egy hírszerkesztőség tényellenőrző asszisztense vagy. A szerkesztő ezt kérdezi: „${asked}” ` +
            'A választ kizárólag a felhasználó által beküldött cikkrészletekből add meg, és jelöld meg a forrás sorszámát.',
        ),
        usr(`Itt vannak a cikkrészletek:\n\n${material}`),
      ];
    },
  },

  // ---------------------------------------------------------------- Thai
  {
    name: 'p11-th-md-heading-last',
    ask: same,
    messages(material, asked) {
      const sections = parse(material)
        .map((p) => `### เอกสารที่ ${p.n}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        usr(
          'กรุณาอ่านเอกสารต่อไปนี้แล้วตอบคำถามที่อยู่ท้ายข้อความ ตอบสั้น ๆ พร้อมระบุหมายเลขเอกสาร\n\n' +
            sections +
            `\n\n## คำถาม: ${asked}`,
        ),
      ];
    },
  },
  {
    name: 'p11-th-developer-json',
    ask: same,
    messages(material, asked) {
      const docs = parse(material).map((p) => ({ doc_id: p.n, title: p.title, text: p.text }));
      return [
        dev(
          'คุณเป็นผู้ช่วยตอบคำถามจากเอกสารที่ผู้ใช้แนบมา\n' +
            `คำถาม: ${asked}\n` +
            'รูปแบบคำตอบ: คำตอบสั้น ๆ ไม่เกิน 10 คำ ตามด้วย [doc_id] ของเอกสารที่ใช้อ้างอิง',
        ),
        usr('ข้อมูลอ้างอิงในรูปแบบ JSON:\n```json\n' + JSON.stringify({ docs }, null, 2) + '\n```'),
      ];
    },
  },

  // ---------------------------------------------------------------- Vietnamese
  {
    name: 'p11-vi-form-system',
    ask: same,
    messages(material, asked) {
      return [
        sys(`Bạn là trợ lý tra cứu của phòng pháp chế. Chỉ sử dụng các tài liệu dưới đây.\n\nTÀI LIỆU:\n${material}`),
        usr(
          'Vui lòng điền vào mẫu sau:\n\n' +
            `Câu hỏi: ${asked}\n` +
            'Câu trả lời: ____________________\n' +
            'Số hiệu tài liệu: ______\n' +
            'Trích nguyên văn câu chứa đáp án: ____________________',
        ),
      ];
    },
  },
  {
    name: 'p11-vi-lower-first',
    ask: lower,
    messages(material, asked) {
      const list = parse(material)
        .map((p) => `[${p.n}] ${p.title !== null ? `${p.title} — ` : ''}${p.text}`)
        .join('\n\n');
      return [usr(`hỏi nhanh: ${asked}\ntrả lời ngắn gọn thôi nhé, dựa vào mấy đoạn dưới đây, ghi kèm số đoạn.\n\n${list}`)];
    },
  },

  // ---------------------------------------------------------------- Bengali
  {
    name: 'p11-bn-xml-q-first',
    ask: same,
    messages(material, asked) {
      const sections = parse(material)
        .map((p) => `## নথি ${p.n}${p.title !== null ? `: ${p.title}` : ''}\n\n${p.text}`)
        .join('\n\n');
      return [
        usr(
          `<প্রশ্ন>${asked}</প্রশ্ন>\n\n` +
            'উপরের প্রশ্নের উত্তর দিন শুধুমাত্র নিচের নথিগুলো থেকে। উত্তর সংক্ষিপ্ত রাখুন এবং নথি নম্বর উল্লেখ করুন।\n\n' +
            sections,
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Tamil
  {
    name: 'p11-ta-tools-later-turn',
    ask: same,
    messages(material, asked) {
      const [first, second] = halve(parse(material));
      const fmt = (ps: Passage[]): string =>
        ps.length === 0
          ? '(முடிவுகள் இல்லை)'
          : ps.map((p) => `ஆவணம் ${p.n}${p.title !== null ? ` — தலைப்பு: ${p.title}` : ''}\n${p.text}`).join('\n\n');
      return [
        sys('நீங்கள் ஒரு பள்ளி ஆசிரியருக்கு உதவும் உதவியாளர். தேடல் கருவியின் முடிவுகளை மட்டுமே பயன்படுத்தவும்.'),
        usr('பாடப்புத்தகப் பகுதிகளைத் தேடி எடுத்து வையுங்கள். கேள்வியை அடுத்ததாக அனுப்புகிறேன்.'),
        calls(null, [
          call('call_ta_1', 'search_textbook', { பகுதி: 1, அளவு: 10 }),
          call('call_ta_2', 'search_textbook', { பகுதி: 2, அளவு: 10 }),
        ]),
        result('call_ta_1', fmt(first)),
        result('call_ta_2', fmt(second)),
        bot('இரண்டு தேடல்களின் முடிவுகளும் கிடைத்தன. கேள்வியை அனுப்புங்கள்.'),
        usr(`கேள்வி: ${asked}\nபதிலை ஒரு வார்த்தையில் அல்லது சிறு சொற்றொடரில் கொடுங்கள்; ஆவண எண்ணையும் குறிப்பிடுங்கள்.`),
      ];
    },
  },

  // ---------------------------------------------------------------- Swahili
  {
    name: 'p11-sw-csv-quoted-last',
    ask: same,
    messages(material, asked) {
      const rows = parse(material)
        .map((p) => `${p.n},${p.title !== null ? yq(p.title) : ''},${p.text}`)
        .join('\n');
      return [
        usr(
          'Habari, mimi ni wakala wa huduma kwa wateja. Hapa chini kuna nakala ya makala za hifadhi yetu ya maarifa (CSV).\n\n' +
            `nambari,kichwa,maandishi\n${rows}\n\n` +
            `Tafadhali jibu swali hili la mteja: "${asked}" Jibu kwa ufupi na utaje nambari ya makala uliyotumia. Asante!`,
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Tagalog
  {
    name: 'p11-tl-after-ok-taglish',
    ask: same,
    messages(material, asked) {
      return [
        usr(`Hi po! Eto po yung mga dokumento galing sa search namin. Mamaya ko na po ibibigay yung tanong.\n\n${material}`),
        bot('Sige po, natanggap ko na ang mga dokumento. Ano po ang tanong?'),
        usr(`Eto po: ${asked} Paki-sagot lang po nang maikli, tapos pakilagay kung anong document number. Salamat po!`),
      ];
    },
  },

  // ---------------------------------------------------------------- Malay
  {
    name: 'p11-ms-yaml-system',
    ask: same,
    messages(material, asked) {
      const yaml = parse(material)
        .map(
          (p) =>
            `  - no: ${p.n}\n` + (p.title !== null ? `    tajuk: ${yq(p.title)}\n` : '') + `    kandungan: |-\n      ${p.text}`,
        )
        .join('\n');
      return [
        sys(`Anda pembantu pusat khidmat pelanggan. Rujuk hanya dokumen di bawah.\n\n\`\`\`yaml\ndokumen:\n${yaml}\n\`\`\``),
        usr(`Soalan: ${asked}\nArahan: jawab dalam satu ayat sahaja dan nyatakan nombor dokumen.`),
      ];
    },
  },

  // ---------------------------------------------------------------- Danish
  {
    name: 'p11-da-numbered-mid',
    ask: same,
    messages(material, asked) {
      const ps = parse(material);
      const item = (p: Passage): string => `${p.n}. ${p.title !== null ? `${p.title}: ` : ''}${p.text}`;
      const top = ps.slice(0, 3);
      const rest = ps.slice(3);
      return [
        usr(
          'Her er søgeresultaterne fra arkivet.\n\nMest relevante resultater:\n' +
            top.map(item).join('\n\n') +
            `\n\nSpørgsmål: ${asked}\n\n` +
            'Øvrige resultater:\n' +
            (rest.length > 0 ? rest.map(item).join('\n\n') : '(ingen)') +
            '\n\nSvar kort og angiv nummeret på det resultat, du bygger svaret på.',
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Norwegian
  {
    name: 'p11-no-json-header-raw',
    ask: jsonSafe,
    messages(material, asked) {
      const header = {
        sak: 'KS-20931',
        kanal: 'chat',
        kundens_språk: 'engelsk',
        spørsmål: asked,
        prioritet: 'normal',
      };
      return [
        usr(
          'Forespørsel fra kundeserviceportalen:\n```json\n' +
            JSON.stringify(header, null, 2) +
            '\n```\n\n' +
            'Svar på spørsmålet i feltet «spørsmål» ut fra dokumentene nedenfor. Hold svaret kort og oppgi dokumentnummeret.\n\n' +
            material,
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Catalan
  {
    name: 'p11-ca-system-quoted-tool-xml',
    ask: same,
    messages(material, asked) {
      const docs = parse(material)
        .map((p) => `<doc num="${p.n}"${p.title !== null ? ` titol="${attr(p.title)}"` : ''}>${p.text}</doc>`)
        .join('\n');
      return [
        sys(
          `Ets l'assistent de l'hemeroteca del diari. La pregunta de la lectora és «${asked}». ` +
            "Fes servir l'eina cerca_arxiu i respon breument, indicant el número del document.",
        ),
        usr("Bon dia, em pots ajudar amb aquesta consulta?"),
        calls(null, [call('call_ca_arxiu', 'cerca_arxiu', { fons: 'hemeroteca', max: 20 })]),
        result('call_ca_arxiu', `<resultats>\n${docs}\n</resultats>`),
      ];
    },
  },

  // ---------------------------------------------------------------- Amharic
  {
    name: 'p11-am-label-first',
    ask: same,
    messages(material, asked) {
      return [
        usr(
          `ጥያቄ፦ ${asked}\n\n` +
            'ከዚህ በታች ያሉትን ሰነዶች ብቻ በመጠቀም ጥያቄውን ይመልሱ። መልሱን በአንድ ቃል ወይም በአጭር ሐረግ ይስጡ፤ የሰነዱንም ቁጥር ይጥቀሱ።\n\n' +
            `ሰነዶች፦\n${material}`,
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Hebrew
  {
    name: 'p11-he-system-q-numbered',
    ask: same,
    messages(material, asked) {
      const list = parse(material)
        .map((p) => `מסמך ${p.n}${p.title !== null ? ` — כותרת: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        sys(
          `אתה עוזר מחקר במחלקה המשפטית. שאלת המשתמש: ${asked}\n` +
            'ענה אך ורק על סמך המסמכים שהמשתמש שולח, בקצרה, וציין את מספר המסמך.',
        ),
        usr(`מצורפים המסמכים שנמצאו במאגר:\n\n${list}`),
      ];
    },
  },

  // ---------------------------------------------------------------- Greek
  {
    name: 'p11-el-tsv-nomark-last',
    ask: noMark,
    messages(material, asked) {
      const rows = parse(material)
        .map((p) => `${p.n}\t${p.title ?? ''}\t${p.text}`)
        .join('\n');
      return [
        usr(
          'Καλησπέρα. Παρακάτω είναι η εξαγωγή (TSV) από τη βάση άρθρων μας. Απάντησε σύντομα, με βάση μόνο αυτά τα κείμενα, και ανέφερε τον αριθμό του άρθρου.\n\n' +
            `α/α\tτίτλος\tκείμενο\n${rows}\n\n` +
            `Ερώτηση πελάτη: ${asked}`,
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Czech
  {
    name: 'p11-cs-tool-args-json',
    ask: jsonSafe,
    messages(material, asked) {
      const ps = parse(material);
      return [
        sys(
          'Jsi asistent zákaznické podpory e-shopu. Odpovídej stručně, pouze podle výsledků nástroje hledej_v_bazi, a uveď číslo dokumentu.',
        ),
        usr('Dobrý den, zákazník poslal dotaz přes kontaktní formulář, prosím zpracujte ho.'),
        calls('Vyhledávám dotaz zákazníka v databázi znalostí.', [
          call('call_cs_1', 'hledej_v_bazi', { dotaz: asked, pocet: 20, jazyk: 'en' }),
        ]),
        result('call_cs_1', JSON.stringify({ vysledky: ps.map((p) => ({ cislo: p.n, nazev: p.title, text: p.text })) })),
      ];
    },
  },

  // ---------------------------------------------------------------- Romanian
  {
    name: 'p11-ro-heading-between',
    ask: same,
    messages(material, asked) {
      const sections = parse(material)
        .map((p) => `#### Documentul ${p.n}${p.title !== null ? ` – ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        usr(
          'Bună ziua! Vă rog să răspundeți la întrebarea de mai jos folosind exclusiv documentele atașate. Răspunsul trebuie să fie scurt și să indice numărul documentului.\n\n' +
            `### Întrebare: ${asked}\n\n---\n\n` +
            sections,
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Serbian (Cyrillic)
  {
    name: 'p11-sr-yaml-field',
    ask: jsonSafe,
    messages(material, asked) {
      const yaml = parse(material)
        .map(
          (p) =>
            `  - број: ${p.n}\n` + (p.title !== null ? `    наслов: ${yq(p.title)}\n` : '') + `    текст: |-\n      ${p.text}`,
        )
        .join('\n');
      return [
        usr(
          'Извоз из система за праћење захтева (YAML). Одговори на поље `питање` искључиво на основу поља `документи`; кратко, уз број документа.\n\n' +
            '```yaml\nзахтев: ПР-5521\n' +
            `питање: "${asked}"\n` +
            'документи:\n' +
            yaml +
            '\n```',
        ),
      ];
    },
  },

  // ---------------------------------------------------------------- Georgian
  {
    name: 'p11-ka-xml-later-lower',
    ask: lower,
    messages(material, asked) {
      const docs = parse(material)
        .map((p) => `<doc n="${p.n}"${p.title !== null ? ` title="${attr(p.title)}"` : ''}>${p.text}</doc>`)
        .join('\n');
      return [
        usr(
          'გამარჯობა! ქვემოთ არის საძიებო სისტემის მიერ მოძიებული დოკუმენტები. კითხვას მომდევნო შეტყობინებაში გამოგიგზავნით.\n\n' +
            `<documents>\n${docs}\n</documents>`,
        ),
        bot('კარგი, დოკუმენტები მივიღე. გამომიგზავნეთ კითხვა.'),
        usr(`კითხვა: ${asked}\nუპასუხეთ მოკლედ და მიუთითეთ დოკუმენტის ნომერი.`),
      ];
    },
  },

  // ---------------------------------------------------------------- Indonesian
  {
    name: 'p11-id-json-tool-per-doc',
    ask: jsonSafe,
    messages(material, asked) {
      const ps = parse(material);
      const ids = ps.map((_, i) => `call_id_dok${i + 1}`);
      const request = {
        sumber: 'aplikasi-helpdesk',
        pertanyaan: asked,
        instruksi: 'Jawab singkat berdasarkan dokumen yang diambil, sertakan nomor dokumen.',
        bahasa_jawaban: 'Inggris',
      };
      return [
        usr(JSON.stringify(request, null, 2)),
        calls(
          null,
          ps.map((p, i) => call(ids[i] ?? '', 'ambil_dokumen', { id: p.n })),
        ),
        ...ps.map((p, i) => result(ids[i] ?? '', p.title !== null ? `Judul: ${p.title}\n\n${p.text}` : p.text)),
      ];
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Self-check (only when run directly)
// ---------------------------------------------------------------------------------------------

const SYNTH_QUESTIONS: string[] = [
  'In what year did the Normans conquer England?',
  'What does the abbreviation "UNESCO" stand for?',
  'which folder path did the clerk use, C:\\archive or D:\\files',
];

function selfCheck(pool: Wording[], expected: number, prefix: string): string[] {
  const failures: string[] = [];
  const docMaterial = SYNTH_TEXTS.map((t, i) => `Document [${i + 1}](Title: T ${i + 1}) ${t}`).join('\n\n');
  const plainMaterial = PLAIN_TEXTS.join('\n\n');
  const materials: Array<[string, string[]]> = [
    [docMaterial, SYNTH_TEXTS],
    [plainMaterial, PLAIN_TEXTS],
  ];
  if (pool.length !== expected) failures.push(`expected ${expected} wordings, got ${pool.length}`);
  const names = new Set<string>();
  const perLang = new Map<string, number>();
  for (const w of pool) {
    if (names.has(w.name)) failures.push(`${w.name}: duplicate name`);
    names.add(w.name);
    if (!w.name.startsWith(prefix)) failures.push(`${w.name}: name must start with ${prefix}`);
    const lang = w.name.split('-')[1] ?? '';
    perLang.set(lang, (perLang.get(lang) ?? 0) + 1);
    for (const q of SYNTH_QUESTIONS) {
      const asked = w.ask(q);
      if (asked !== w.ask(q)) failures.push(`${w.name}: ask is not deterministic`);
      if (asked.trim() === '') failures.push(`${w.name}: ask(q) is empty`);
      for (const [material, texts] of materials) {
        const kind = material === docMaterial ? 'docs' : 'plain';
        const msgs = w.messages(material, asked);
        if (JSON.stringify(msgs) !== JSON.stringify(w.messages(material, asked))) {
          failures.push(`${w.name}/${kind}: messages are not deterministic`);
        }
        for (const e of structureErrors(msgs)) failures.push(`${w.name}/${kind}: ${e}`);
        const strs = messageStrings(msgs);
        const n = strs.reduce((acc, s) => acc + occurrences(s, asked), 0);
        if (n !== 1) failures.push(`${w.name}/${kind}: ask(q) occurs ${n} times for ${JSON.stringify(q)}`);
        const hay = [...strs, ...strs.flatMap(decodedStrings)];
        for (const t of texts) {
          if (!hay.some((h) => h.includes(t))) failures.push(`${w.name}/${kind}: passage missing: ${JSON.stringify(t.slice(0, 40))}`);
        }
        for (const s of strs) {
          if (s.includes('undefined') || s.includes('[object ')) failures.push(`${w.name}/${kind}: stray undefined/[object]`);
        }
        if (kind === 'plain' && strs.some((s) => /Title: |T 1\b/.test(s))) {
          failures.push(`${w.name}/plain: invented a title for an untitled passage`);
        }
      }
    }
  }
  return failures.concat(languageFailures(perLang));
}

function languageFailures(perLang: Map<string, number>): string[] {
  const out: string[] = [];
  if (perLang.size < 20) out.push(`only ${perLang.size} languages (need >= 20)`);
  for (const [lang, n] of perLang) if (n > 3) out.push(`${lang}: ${n} wordings (max 3)`);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failures = selfCheck(FOREIGN_PROBE_11, 48, 'p11-');
  if (failures.length === 0) {
    const langs = new Set(FOREIGN_PROBE_11.map((w) => w.name.split('-')[1] ?? ''));
    console.log(
      `ok: ${FOREIGN_PROBE_11.length} wordings, ${langs.size} languages, ` +
        `${SYNTH_QUESTIONS.length} questions × 2 materials (20 titled docs, 6 plain paragraphs) checked`,
    );
  } else {
    for (const f of failures) console.log(`FAIL ${f}`);
    console.log(`${failures.length} failure(s)`);
    process.exitCode = 1;
  }
}
