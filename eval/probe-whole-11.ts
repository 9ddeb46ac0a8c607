/**
 * @module eval/probe-whole-11
 * Probe pool 11 (whole-material): 30 foreign-framed tasks that need ALL of the material.
 *
 * Written BLIND: the author did not read the compressor (`src/compress/`), its docs, the README,
 * the tests or any earlier probe / held-out / structure wording pool. Only the chat wire types
 * (`src/wire/chat.ts`) and the `Wording` interface were known.
 *
 * Each wording frames a whole-text task in another language (30 languages, one wording each):
 * translate everything, one-line summary per document, per-document summaries, counting documents /
 * words / place mentions, listing every person / place / date, a title table, conversion to CSV /
 * JSON, comparing document 1 with every other, proofreading, rewriting for children, topic
 * classification, duplicate detection, glossaries, keyword extraction, timelines, contradictions.
 * Fifteen task sentences carry a negation or restriction ("not a full summary, one line per
 * document", "no need to summarise, just list…", "don't answer the questions, just translate",
 * "no need to explain, just count"), and seven materials carry English question sentences
 * (worksheet questions, customer e-mails and tickets, chat messages, reviewer notes) that a naive
 * reader could mistake for a lookup. The item's question is ignored: `ask` returns the foreign task
 * text, which stands exactly once in the prompt. Containers vary as in pool 11's lookups: system,
 * developer, user, earlier turns, tool results (one, one per passage, a few per call, a task ticket),
 * JSON, XML, YAML, CSV, TSV, markdown sections and tables, e-mail quoting, chat exports.
 *
 * Self-check: `npx tsx eval/probe-whole-11.ts`
 */
import { pathToFileURL } from 'node:url';
import type { ChatMessage, ToolCall } from '../src/wire/chat.js';
import type { Wording } from './wording.js';
import { PLAIN_TEXTS, type Passage, SYNTH_TEXTS, clock, clock12, decodedStrings, groups, messageStrings, occurrences, parse, structureErrors } from './pool-11-common.js';

// ---------------------------------------------------------------------------------------------
// Material parsing and small builders
// ---------------------------------------------------------------------------------------------

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


// ---------------------------------------------------------------------------------------------
// Task texts (what `ask` returns; each stands exactly once in its prompt)
// ---------------------------------------------------------------------------------------------

const T = {
  hi: 'पूरा सारांश नहीं, हर दस्तावेज़ की एक पंक्ति: दस्तावेज़ संख्या, शीर्षक और उसका मुख्य तथ्य एक वाक्य में लिखें। कोई भी दस्तावेज़ छूटना नहीं चाहिए।',
  tr: 'Özetlemene gerek yok, sadece her belgenin başlığını ve metinde geçen tüm tarihleri (yıllar dahil) belge belge listele.',
  pl: 'Nie odpowiadaj na pytania z arkusza — przetłumacz cały arkusz na język polski, tekst po tekście, razem z pytaniami dla uczniów.',
  ja: '説明は不要です。記事の本数と、各記事の英単語数だけを表にしてください（列：番号、タイトル、語数）。',
  ko: '아래 문서를 하나도 빠짐없이 주제별로 분류하세요(역사, 과학, 스포츠, 정치, 문화, 기타). 문서마다 한 줄씩 "문서 번호 – 주제 – 근거가 된 핵심 단어" 형식으로 쓰세요.',
  zhtw: '請根據上面全部文件，建立一份專有名詞對照表：列出每一個人名、地名與機構名，附上英文原文、建議的中文譯名，以及出現在哪幾篇文件。',
  ptbr: 'Não resuma e não omita nenhum documento: converta todos para CSV com as colunas id, titulo e texto, mantendo o texto original em inglês.',
  it: 'Le chiedo di correggere le bozze di tutti gli estratti qui sotto: segnali, estratto per estratto, ogni refuso, errore di punteggiatura o incoerenza, con la correzione proposta.',
  nl: 'Herschrijf elke tekst afzonderlijk in eenvoudige taal voor kinderen van tien jaar, in het Nederlands, met korte zinnen. Sla geen enkele tekst over.',
  ru: 'Составь по каждому документу список всех упомянутых людей, мест и дат; ничего не пропускай и не объединяй документы.',
  uk: 'Знайди серед усіх документів дублікати та майже однакові тексти; для кожної пари вкажи номери документів і що саме збігається. Якщо дублікатів немає, так і напиши, але перевір кожен документ.',
  fa: 'سند شمارهٔ ۱ را با تک‌تک اسناد دیگر مقایسه کن و برای هر کدام در یک سطر بنویس چه شباهت یا تفاوتی با سند ۱ دارد.',
  vi: 'KHÔNG trả lời các câu hỏi của khách trong email. Hãy tóm tắt từng tài liệu đính kèm bằng tiếng Việt, mỗi tài liệu hai đến ba câu.',
  th: 'ช่วยแปลเอกสารทั้งหมดที่ค้นได้เป็นภาษาไทย ทีละฉบับ โดยคงหมายเลขและชื่อเรื่องเดิมไว้',
  sw: 'Hesabu ni mara ngapi kila jina la mahali (nchi, mji au mto) linatajwa katika makala zote, kisha toa jedwali lenye jina la mahali, idadi na nambari za makala.',
  tl: 'Huwag mo nang sagutin ang mga tanong sa chat — gawan mo lang ng tig-isang linyang buod ang bawat dokumentong na-share, sa Tagalog.',
  hu: 'Készíts táblázatot az összes dokumentumról: sorszám, cím és az első mondat szó szerint, angolul. Egyetlen dokumentumot se hagyj ki.',
  da: 'Konvertér alle dokumenterne ovenfor til et JSON-array med felterne nr, titel og tekst. Teksten skal gengives ordret på engelsk.',
  cs: 'Na otázku studenta neodpovídej. Místo toho z celého textu sestav časovou osu: vypiš všechna data a letopočty, které se v dokumentech objevují, seřaď je chronologicky a ke každému uveď číslo dokumentu.',
  ro: 'Pentru fiecare document din lista primită, extrage cinci cuvinte-cheie în limba română și o categorie tematică. Răspunde cu o listă numerotată, în aceeași ordine ca documentele.',
  he: 'תרגם לעברית את כל המסמכים שבהודעת המערכת, מסמך אחר מסמך, ושמור על המספור ועל הכותרות המקוריות בסוגריים.',
  el: 'Μην απαντήσεις στις ερωτήσεις των επιμελητών. Κατάταξε κάθε απόσπασμα σε θεματική κατηγορία (ιστορία, επιστήμη, αθλητισμός, πολιτική, πολιτισμός, άλλο) και δώσε μια σύντομη αιτιολόγηση για το καθένα.',
  id: 'Tolong proofread semua dokumen hasil crawling: perbaiki ejaan dan tanda baca di setiap dokumen, lalu tampilkan versi yang sudah diperbaiki secara lengkap beserta daftar perubahannya.',
  ms: 'Tak perlu terangkan apa-apa, kira sahaja bilangan perkataan bagi setiap dokumen dan jumlah keseluruhannya.',
  bn: 'সবগুলো নথিতে যত ব্যক্তির নাম আছে, প্রত্যেকের একটি তালিকা তৈরি করুন — নাম, সংক্ষিপ্ত পরিচয় এবং কোন কোন নথিতে উল্লেখ আছে।',
  ta: 'ஒவ்வொரு ஆவணத்தையும் தமிழில் இரண்டு வாக்கியங்களில் சுருக்கவும்',
  ur: 'سوالوں کے جواب مت دو، صرف پورا متن اردو میں ترجمہ کرو — ہر ٹکٹ اور ہر دستاویز الگ الگ۔',
  ka: 'დაითვალე, სულ რამდენი დოკუმენტია, და თითოეულისთვის ჩამოწერე სათაური და პირველი წინადადება.',
  sr: 'Направи појмовник свих стручних термина из свих докумената: термин на енглеском, превод на српски и кратко објашњење, уз број документа у коме се појављује.',
  no: 'Ikke svar på spørsmålene i tråden. Gå gjennom alle dokumentene og finn påstander som motsier hverandre; oppgi dokumentnumrene og forklar motsigelsen kort.',
} as const;

const task =
  (text: string) =>
  (_q: string): string =>
    text;

/** Wordings whose task sentence carries a negation/restriction, with the negating words. */
const NEGATED: Record<string, string> = {
  'w11-hi-system-oneline': 'नहीं',
  'w11-tr-json-titles-dates': 'gerek yok',
  'w11-pl-worksheet-translate': 'Nie odpowiadaj',
  'w11-ja-tool-count': '不要',
  'w11-ptbr-raw-to-csv': 'Não resuma',
  'w11-nl-turns-children': 'geen enkele',
  'w11-ru-tool-per-doc-entities': 'не пропускай',
  'w11-vi-email-summaries': 'KHÔNG',
  'w11-tl-chat-oneliners': 'Huwag',
  'w11-hu-xml-titles-table': 'se hagyj',
  'w11-cs-student-timeline': 'neodpovídej',
  'w11-el-review-classify': 'Μην',
  'w11-ms-tsv-wordcount': 'Tak perlu',
  'w11-ur-tickets-translate': 'مت',
  'w11-no-slack-contradictions': 'Ikke svar',
};

/** Wordings whose material carries English question sentences next to the passages. */
const ENGLISH_QUESTIONS: string[] = [
  'w11-pl-worksheet-translate',
  'w11-vi-email-summaries',
  'w11-tl-chat-oneliners',
  'w11-cs-student-timeline',
  'w11-el-review-classify',
  'w11-ur-tickets-translate',
  'w11-no-slack-contradictions',
];

const REVIEWER_NOTES = [
  'Is this passage still accurate?',
  'Which year does this actually refer to?',
  'Can we cite this in the print edition?',
];

// ---------------------------------------------------------------------------------------------
// The pool
// ---------------------------------------------------------------------------------------------

export const WHOLE_PROBE_11: Wording[] = [
  {
    name: 'w11-hi-system-oneline',
    ask: task(T.hi),
    messages(material, asked) {
      return [
        sys(`आप एक समाचार संस्थान के शोध डेस्क के सहायक हैं। ${asked}`),
        usr(`आज के खोज परिणाम:\n\n${material}`),
      ];
    },
  },
  {
    name: 'w11-tr-json-titles-dates',
    ask: task(T.tr),
    messages(material, asked) {
      const docs = parse(material).map((p) => ({ no: p.n, baslik: p.title, metin: p.text }));
      return [
        usr(
          'Aşağıdaki JSON, arşiv taramasının çıktısı.\n```json\n' +
            JSON.stringify({ belgeler: docs }, null, 2) +
            `\n\`\`\`\n\n${asked} Tarih geçmeyen belgeler için "—" yaz.`,
        ),
      ];
    },
  },
  {
    name: 'w11-pl-worksheet-translate',
    ask: task(T.pl),
    messages(material, asked) {
      const texts = parse(material)
        .map((p, i) => `Text ${i + 1}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [
        sys('Jesteś asystentem nauczycielki języka angielskiego w szkole podstawowej.'),
        usr(
          `${asked}\n\n` +
            'Arkusz (wersja angielska):\n\nREADING WORKSHEET — Unit 7\n\n' +
            texts +
            '\n\nQuestions for students:\n' +
            '1. Which text mentions the earliest date?\n' +
            '2. Who is the main person described in the second text?\n' +
            '3. Why do you think the author chose this title?',
        ),
      ];
    },
  },
  {
    name: 'w11-ja-tool-count',
    ask: task(T.ja),
    messages(material, asked) {
      return [
        sys('あなたは編集部のアシスタントです。'),
        usr('アーカイブから今日の候補記事を取ってきてください。'),
        calls(null, [call('call_ja_fetch', 'fetch_articles', { date: '2024-03-05', limit: 50 })]),
        result('call_ja_fetch', material),
        usr(asked),
      ];
    },
  },
  {
    name: 'w11-ko-developer-xml-classify',
    ask: task(T.ko),
    messages(material, asked) {
      const docs = parse(material)
        .map((p) => `<문서 번호="${p.n}"${p.title !== null ? ` 제목="${attr(p.title)}"` : ''}>${p.text}</문서>`)
        .join('\n');
      return [
        dev(`콘텐츠 분류 담당 어시스턴트입니다. ${asked}`),
        usr(`<문서모음>\n${docs}\n</문서모음>`),
      ];
    },
  },
  {
    name: 'w11-zhtw-system-md-glossary',
    ask: task(T.zhtw),
    messages(material, asked) {
      const sections = parse(material)
        .map((p) => `## 文件 ${p.n}${p.title !== null ? `：${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [sys(`以下為本週專題的參考資料：\n\n${sections}`), usr(asked)];
    },
  },
  {
    name: 'w11-ptbr-raw-to-csv',
    ask: task(T.ptbr),
    messages(material, asked) {
      return [usr(`${asked}\n\n${material}\n\nObrigado!`)];
    },
  },
  {
    name: 'w11-it-email-proofread',
    ask: task(T.it),
    messages(material, asked) {
      const quoted = parse(material)
        .map((p) => `> [${p.n}]${p.title !== null ? ` ${p.title}` : ''}\n> ${p.text}`)
        .join('\n>\n');
      return [
        usr(
          'Oggetto: Bozze da rivedere – numero di aprile\n\nGentile Marta,\n\n' +
            `${asked}\n\n` +
            'Grazie mille,\nLuca\nRedazione Cultura\n\n-------- Messaggio originale --------\n' +
            quoted,
        ),
      ];
    },
  },
  {
    name: 'w11-nl-turns-children',
    ask: task(T.nl),
    messages(material, asked) {
      return [
        usr(`Hier zijn de teksten voor het lespakket van groep 6.\n\n${material}`),
        bot('Dank je, ik heb de teksten ontvangen. Wat wil je dat ik ermee doe?'),
        usr(asked),
      ];
    },
  },
  {
    name: 'w11-ru-tool-per-doc-entities',
    ask: task(T.ru),
    messages(material, asked) {
      const ps = parse(material);
      const ids = ps.map((_, i) => `call_ru_${i + 1}`);
      return [
        sys(`Ты — аналитик новостного агентства. ${asked}`),
        usr('Вот выгрузка из архива, документы пришли по одному.'),
        calls(
          null,
          ps.map((p, i) => call(ids[i] ?? '', 'get_doc', { id: p.n })),
        ),
        ...ps.map((p, i) => result(ids[i] ?? '', p.title !== null ? `Заголовок: ${p.title}\n${p.text}` : p.text)),
      ];
    },
  },
  {
    name: 'w11-uk-yaml-duplicates',
    ask: task(T.uk),
    messages(material, asked) {
      const yaml = parse(material)
        .map(
          (p) =>
            `  - id: ${p.n}\n` + (p.title !== null ? `    заголовок: ${yq(p.title)}\n` : '') + `    текст: |-\n      ${p.text}`,
        )
        .join('\n');
      return [usr(`Експорт із CMS:\n\`\`\`yaml\nматеріали:\n${yaml}\n\`\`\`\n\n${asked}`)];
    },
  },
  {
    name: 'w11-fa-table-compare',
    ask: task(T.fa),
    messages(material, asked) {
      const rows = parse(material)
        .map((p) => `| ${p.n} | ${p.title ?? '—'} | ${p.text} |`)
        .join('\n');
      return [usr(`| شماره | عنوان | متن |\n|---|---|---|\n${rows}\n\n${asked}`)];
    },
  },
  {
    name: 'w11-vi-email-summaries',
    ask: task(T.vi),
    messages(material, asked) {
      return [
        sys(`Bạn là nhân viên hỗ trợ nội bộ. ${asked}`),
        usr(
          'Email của khách (tiếng Anh) kèm tài liệu:\n\n---\n' +
            'From: j.miller@example.com\nSubject: Questions about your documents\n\n' +
            'Hi team,\nCould you tell me which of these documents is the most recent? Is any of this information still valid today? ' +
            'Who should I contact for more details?\n\nAttached documents:\n\n' +
            material +
            '\n---',
        ),
      ];
    },
  },
  {
    name: 'w11-th-tools-few-translate',
    ask: task(T.th),
    messages(material, asked) {
      const pages = groups(parse(material), 5);
      const ids = pages.map((_, k) => `call_th_${k + 1}`);
      return [
        usr(asked),
        calls(
          null,
          pages.map((_, k) => call(ids[k] ?? '', 'search_archive', { page: k + 1, per_page: 5 })),
        ),
        ...pages.map((page, k) => result(ids[k] ?? '', page.map((p) => p.raw).join('\n\n'))),
      ];
    },
  },
  {
    name: 'w11-sw-csv-count-places',
    ask: task(T.sw),
    messages(material, asked) {
      const rows = parse(material)
        .map((p) => `${p.n},${p.title !== null ? yq(p.title) : ''},${p.text}`)
        .join('\n');
      return [usr(`Makala kutoka hifadhi ya gazeti (CSV):\n\nnambari,kichwa,maandishi\n${rows}\n\n${asked}`)];
    },
  },
  {
    name: 'w11-tl-chat-oneliners',
    ask: task(T.tl),
    messages(material, asked) {
      const ps = parse(material);
      const shared = ps
        .map((p, i) => `[3/5/24, ${clock12(9 * 60, i + 3)} AM] SearchBot: ${p.title !== null ? `${p.title}: ` : ''}${p.text}`)
        .join('\n');
      return [
        usr(
          'Eto po yung export ng group chat namin:\n\n' +
            '[3/5/24, 9:01 AM] Carlo: guys, can you check these? Which one is the source for the report?\n' +
            '[3/5/24, 9:02 AM] Bea: Is this even accurate? When was this written?\n' +
            shared +
            `\n[3/5/24, ${clock12(9 * 60, ps.length + 4)} AM] Carlo: Who has time to read all of this?\n\n` +
            asked,
        ),
      ];
    },
  },
  {
    name: 'w11-hu-xml-titles-table',
    ask: task(T.hu),
    messages(material, asked) {
      const docs = parse(material)
        .map((p) => `  <dokumentum sorszam="${p.n}"${p.title !== null ? ` cim="${attr(p.title)}"` : ''}>${p.text}</dokumentum>`)
        .join('\n');
      return [usr(`${asked}\n\n<dokumentumok>\n${docs}\n</dokumentumok>`)];
    },
  },
  {
    name: 'w11-da-developer-json',
    ask: task(T.da),
    messages(material, asked) {
      return [dev(`Kildemateriale til opgaven:\n\n${material}`), usr(asked)];
    },
  },
  {
    name: 'w11-cs-student-timeline',
    ask: task(T.cs),
    messages(material, asked) {
      const list = parse(material)
        .map((p) => `${p.n}. ${p.title !== null ? `${p.title} — ` : ''}${p.text}`)
        .join('\n\n');
      return [
        usr(
          `Podklady k semináři z dějin:\n\n${list}\n\n` +
            "Student's question (posted on the course forum): What was the most important event described in these texts, and why did it happen?\n\n" +
            asked,
        ),
      ];
    },
  },
  {
    name: 'w11-ro-system-json-keywords',
    ask: task(T.ro),
    messages(material, asked) {
      return [
        sys(asked),
        usr(JSON.stringify({ docs: parse(material).map((p) => ({ title: p.title, text: p.text })) })),
      ];
    },
  },
  {
    name: 'w11-he-system-translate',
    ask: task(T.he),
    messages(material, asked) {
      return [sys(`חומרי מקור לתרגום:\n\n${material}`), usr(asked)];
    },
  },
  {
    name: 'w11-el-review-classify',
    ask: task(T.el),
    messages(material, asked) {
      const sections = parse(material)
        .map(
          (p, i) =>
            `### Απόσπασμα ${p.n}${p.title !== null ? ` — ${p.title}` : ''}\n${p.text}\n\n_Reviewer note: ${REVIEWER_NOTES[i % REVIEWER_NOTES.length] ?? ''}_`,
        )
        .join('\n\n');
      return [usr(`${asked}\n\n${sections}`)];
    },
  },
  {
    name: 'w11-id-ticket-tool-proofread',
    ask: task(T.id),
    messages(material, asked) {
      return [
        sys('Kamu asisten tim konten. Kerjakan tiket sesuai instruksi di dalamnya.'),
        usr('Kerjakan tiket TK-88 ya, lampirannya sudah ada di sistem.'),
        calls(null, [call('call_id_tiket', 'baca_tiket', { id: 'TK-88' })]),
        result(
          'call_id_tiket',
          JSON.stringify({ id: 'TK-88', pelapor: 'Koordinator konten', instruksi: asked, lampiran: 'crawl-0305' }),
        ),
        calls(null, [call('call_id_lampiran', 'ambil_lampiran', { nama: 'crawl-0305' })]),
        result('call_id_lampiran', material),
      ];
    },
  },
  {
    name: 'w11-ms-tsv-wordcount',
    ask: task(T.ms),
    messages(material, asked) {
      const rows = parse(material)
        .map((p) => `${p.n}\t${p.title ?? ''}\t${p.text}`)
        .join('\n');
      return [usr(`no\ttajuk\tteks\n${rows}\n\n${asked}`)];
    },
  },
  {
    name: 'w11-bn-system-xml-persons',
    ask: task(T.bn),
    messages(material, asked) {
      const docs = parse(material)
        .map((p) => `<doc id="${p.n}"${p.title !== null ? ` title="${attr(p.title)}"` : ''}>\n${p.text}\n</doc>`)
        .join('\n');
      return [sys(`নিচে সংবাদ আর্কাইভের নথিগুলো দেওয়া হলো।\n\n<docs>\n${docs}\n</docs>`), usr(asked)];
    },
  },
  {
    name: 'w11-ta-heading-summaries',
    ask: task(T.ta),
    messages(material, asked) {
      const sections = parse(material)
        .map((p) => `## ஆவணம் ${p.n}${p.title !== null ? `: ${p.title}` : ''}\n${p.text}`)
        .join('\n\n');
      return [usr(`# ${asked}\n\n${sections}`)];
    },
  },
  {
    name: 'w11-ur-tickets-translate',
    ask: task(T.ur),
    messages(material, asked) {
      return [
        usr(
          `${asked}\n\n` +
            'Ticket #4471 (customer): Why was my order delayed? Can you check where the package is now?\n' +
            'Ticket #4472 (customer): Is there a warranty on refurbished items?\n\n' +
            `منسلک دستاویزات:\n\n${material}`,
        ),
      ];
    },
  },
  {
    name: 'w11-ka-turns-count',
    ask: task(T.ka),
    messages(material, asked) {
      return [
        usr(`აი, დღევანდელი მასალა:\n\n${material}`),
        bot('მივიღე. რა გავაკეთო?'),
        usr(asked),
      ];
    },
  },
  {
    name: 'w11-sr-json-field-glossary',
    ask: task(T.sr),
    messages(material, asked) {
      const body = {
        задатак: asked,
        излаз: 'табела у Markdown формату',
        документи: parse(material).map((p) => ({ број: p.n, наслов: p.title, текст: p.text })),
      };
      return [usr(JSON.stringify(body, null, 2))];
    },
  },
  {
    name: 'w11-no-slack-contradictions',
    ask: task(T.no),
    messages(material, asked) {
      const ps = parse(material);
      const feed = ps
        .map((p, i) => `søkebot  ${clock(10 * 60, i + 3)}\n${p.title !== null ? `*${p.title}*\n` : ''}${p.text}`)
        .join('\n\n');
      return [
        sys('Du er faktasjekker i en nyhetsredaksjon.'),
        usr(
          'Eksport fra Slack-kanalen #faktasjekk:\n\n' +
            'ingrid.h  10:02\nWhich of these sources should we trust? Does anyone know who wrote the third one?\n\n' +
            feed +
            `\n\nmorten.l  ${clock(10 * 60, ps.length + 5)}\nAre any of these outdated?\n\n` +
            asked,
        ),
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
  'who painted the ceiling of the Sistine Chapel',
];

const ENGLISH_QUESTION_RE = /\b(?:What|Which|Who|When|Where|Why|How|Is|Are|Does|Did|Can|Could|Should)\b[^?\n]{3,}\?/;

function selfCheck(pool: Wording[]): string[] {
  const failures: string[] = [];
  const docMaterial = SYNTH_TEXTS.map((t, i) => `Document [${i + 1}](Title: T ${i + 1}) ${t}`).join('\n\n');
  const plainMaterial = PLAIN_TEXTS.join('\n\n');
  const materials: Array<[string, string[]]> = [
    [docMaterial, SYNTH_TEXTS],
    [plainMaterial, PLAIN_TEXTS],
  ];
  if ([...SYNTH_TEXTS, ...PLAIN_TEXTS].some((t) => t.includes('?'))) failures.push('synthetic passages must not contain "?"');
  if (pool.length !== 30) failures.push(`expected 30 wordings, got ${pool.length}`);
  const names = new Set<string>();
  const langs = new Set<string>();
  for (const w of pool) {
    if (names.has(w.name)) failures.push(`${w.name}: duplicate name`);
    names.add(w.name);
    if (!w.name.startsWith('w11-')) failures.push(`${w.name}: name must start with w11-`);
    langs.add(w.name.split('-')[1] ?? '');
    const taskText = w.ask(SYNTH_QUESTIONS[0] ?? '');
    if (taskText.trim() === '') failures.push(`${w.name}: empty task text`);
    for (const q of SYNTH_QUESTIONS) {
      const asked = w.ask(q);
      if (asked !== taskText) failures.push(`${w.name}: ask depends on the question`);
      for (const [material, texts] of materials) {
        const kind = material === docMaterial ? 'docs' : 'plain';
        const msgs = w.messages(material, asked);
        if (JSON.stringify(msgs) !== JSON.stringify(w.messages(material, asked))) {
          failures.push(`${w.name}/${kind}: messages are not deterministic`);
        }
        for (const e of structureErrors(msgs)) failures.push(`${w.name}/${kind}: ${e}`);
        const strs = messageStrings(msgs);
        const n = strs.reduce((acc, s) => acc + occurrences(s, asked), 0);
        if (n !== 1) failures.push(`${w.name}/${kind}: task text occurs ${n} times`);
        if (strs.some((s) => s.includes(q))) failures.push(`${w.name}/${kind}: the item question leaked into the prompt`);
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
        if (ENGLISH_QUESTIONS.includes(w.name) && !strs.some((s) => ENGLISH_QUESTION_RE.test(s))) {
          failures.push(`${w.name}/${kind}: listed as carrying English questions but none found`);
        }
      }
    }
  }
  if (langs.size < 15) failures.push(`only ${langs.size} languages (need >= 15)`);
  const negated = Object.entries(NEGATED);
  if (negated.length < 8) failures.push(`only ${negated.length} negated tasks (need >= 8)`);
  for (const [name, word] of negated) {
    const w = pool.find((x) => x.name === name);
    if (!w) failures.push(`NEGATED lists unknown wording ${name}`);
    else if (!w.ask('').includes(word)) failures.push(`${name}: task text lacks its negation ${JSON.stringify(word)}`);
  }
  if (ENGLISH_QUESTIONS.length < 6) failures.push(`only ${ENGLISH_QUESTIONS.length} materials with English questions (need >= 6)`);
  for (const name of ENGLISH_QUESTIONS) if (!names.has(name)) failures.push(`ENGLISH_QUESTIONS lists unknown wording ${name}`);
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failures = selfCheck(WHOLE_PROBE_11);
  if (failures.length === 0) {
    const langs = new Set(WHOLE_PROBE_11.map((w) => w.name.split('-')[1] ?? ''));
    console.log(
      `ok: ${WHOLE_PROBE_11.length} wordings, ${langs.size} languages, ${Object.keys(NEGATED).length} negated tasks, ` +
        `${ENGLISH_QUESTIONS.length} with English questions in the material; ` +
        `${SYNTH_QUESTIONS.length} questions × 2 materials (20 titled docs, 6 plain paragraphs) checked`,
    );
  } else {
    for (const f of failures) console.log(`FAIL ${f}`);
    console.log(`${failures.length} failure(s)`);
    process.exitCode = 1;
  }
}
