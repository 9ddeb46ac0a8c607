/**
 * @module compress/query-kind
 * What the asker's words ask for. Lossy selection needs a *lookup*: a question (a sentence
 * with a question mark, in any script) or a filled-in field (`Key: "…"`, `Q: …`, `Lookup: …`)
 * whose answer lies in part of the material. A task over the whole material — translate,
 * summarise, proofread, rewrite, convert, count, list or extract all, compare — needs all of
 * it, and so does a request that asks nothing: both get lossless rewrites only. The task
 * words below are the one list here, and it can only make Pith keep more text, never less.
 */
import { negatedAt } from './negation.js';
import { escapeRegExp } from '../lib/regexp.js';
import { type Anchor, extractAnchors } from './anchors.js';
import { aggregateShaped } from './lookup-gate.js';
import { requested } from './requests.js';

export type QueryKind = 'lookup' | 'task' | 'none';

export interface QueryInfo {
  kind: QueryKind;
  /** The asking parts (questions, filled fields): what material is scored against. */
  lookup: string;
  /** The same, part by part: a lookup holds when one of its parts can be scored against the material. */
  parts: string[];
  /** Every word of the asker's (instructions included), for the task check and follow-ups. */
  text: string;
  anchors: Anchor[];
  /** What a message compressed against this query depends on (part of the message cache's key): made once. */
  key: string;
  /** Read from a system message (counts only when no user message of the turn asks). */
  system?: boolean;
  /** Its one part is a line read as a question typed without its "?" — a guess a question the material carries outranks. */
  bare?: boolean;
}

export const NO_QUERY: QueryInfo = { kind: 'none', lookup: '', parts: [], text: '', anchors: [], key: 'none' };

export function queryInfo(kind: QueryKind, parts: string[], text: string, anchors: Anchor[]): QueryInfo {
  return { kind, lookup: parts.join('\n'), parts, text, anchors, key: `${kind}\u0000${text}` };
}

const QUESTION = /[?？؟]|¿/u;
/** A blank to fill in a line of words: a run of underscores (or full-width ones). */
const BLANK = /_{3,}|＿{2,}/u;
const BLANKS = new RegExp(BLANK.source, 'gu');
/** A filled field asks when its label is a word or two (`Key:`, `Q:`, `Input:`, `Search query:`), not a sentence ending in a colon. */
const FIELD_VALUE = /^\s*[\p{L}][\p{L}\p{M}\p{N}_'’-]{0,24}(?:[ ][\p{L}\p{M}\p{N}_'’-]{1,24})?[ \u00a0\u202f]?[:：]\s*(\S.*)$/u;
// Elements, and an XML declaration or processing instruction (`<?xml version="1.0"?>` asks nothing).
const TAG = /<\/?[\p{L}_][\w.-]*(\s[^>]*)?>|<\?[^>]*\?>/gu;
const HEADING_MARK = /^\s{0,3}#{1,6}\s+/;

/**
 * Operations over the whole material, by stem, in the languages Pith's users write most.
 * Matched on word starts (Latin, Cyrillic) or anywhere (CJK, which has no spaces).
 */
const WHOLE_TASK = new RegExp(
  '(?<![\\p{L}\\p{N}])(?:' +
  [
    // English
    'translat', 'summar', 'tl;?dr', 'proofread', 'rewrite', 'rephras', 'paraphras', 'reword', 'reformulat', 'polish (?:this|that|the|it|my|our|up)', 'shorten', 'condens',
    'simplif', 'convert(?!ed)', 'transform(?!ed)', 'count(?:s|ed|ing)?(?![\\p{L}])', 'tally(?: up)? (?:the|all|every|each)', 'enumerat', 'compar', 'contrast (?:the|these|those|this|them|both|it)', 'outline', '(?<!-)transcri', 'format as', 'turn (?:this|it|the|every|each|all)',
    '(?:list|extract|find|name|give|show|return|collect|identify|highlight|mark|check|review|audit|scan|inspect|verify) (?:me )?(?:all|every|each|the full)', 'each (?:sentence|paragraph|line|item|word)', '(?<=^|\\n|[.!?:]\\s{1,3})for (?:each|every) ',
    '(?:sentence|paragraph|line) by (?:sentence|paragraph|line)',
    // Aggregations asked as nouns: "Could you make a list of the people mentioned?"
    '(?:make|give|create|produce|write|prepare|draw up|build|compile|provide|want|need|like)(?: me| us)? (?:a|an|the) (?:list|table|timeline|outline|overview|breakdown|index|tally|catalog(?:ue)?) of', 'in total', 'altogether',
    // A count per group is a count over every record: "How many hosts are in each group?"
    '(?:how many|number of)(?:\\s+[\\p{L}\\p{N}_-]+){1,6}\\s+(?:in|per|for|by) (?:each|every)(?![\\p{L}])',
    '(?:all|every|each) (?:the |of the )?(?:names?|people|persons?|dates?|places?|numbers?|figures?|items?|entr(?:y|ies)|errors?|mentions?|events?|steps?|points?)(?![\\p{L}])',
    // Counting the material's own units: "how many paragraphs…", "combien de lignes…", "wie viele Absätze…"
    '(?:how many|number of|combien de|wie viele|anzahl der|cu[aá]nt[oa]s|quant[ie]|сколько) (?:\\p{L}+ ){0,2}(?:paragraph|sentence|line|word|document|item|entr|row|record|page|section|chapter|character|token|paragraphe|phrase|ligne|mot|absätz|absatz|sätz|satz|zeile|wört|wort|p[aá]rrafo|frase|l[ií]nea|palabra|parágrafo|linha|абзац|предложени|строк|слов)', 'entire', 'whole (?:text|document|article|file|log|thing|draft|paper|chapter|report|page|thread|ticket|e-?mail|note|notebook|transcript)', 'word for word', 'verbatim',
    // The material made again in another form: "a French version of the draft", "an easier version".
    '(?:a|an) (?:[\\p{L}-]+ ){0,2}version of (?:the|this|that|my|our|it)(?![\\p{L}])',
    // The material's units counted as a set ("set the two texts side by side", "both articles"): a question about how they relate.
    '(?:the|these|those|all) (?:two|three|four) (?:documents|texts|articles|passages|files|versions|drafts|sources|excerpts|reports|letters|e-?mails|contracts|policies|stories|pieces|accounts|descriptions)(?![\\p{L}])',
    'both (?:the |of the |these |those )?(?:documents|texts|articles|passages|files|versions|drafts|sources|excerpts|reports|letters|e-?mails|contracts|policies|stories|pieces|accounts|descriptions)(?![\\p{L}])',
    // Laying the material out in another form: "put every document into a table with columns for …".
    '(?:put|arrange|organi[sz]e|lay out|sort|group|place) (?:[\\p{L}\\p{N}-]+ ){0,4}(?:in|into) (?:a|one) (?:table|spreadsheet|grid|matrix|csv)(?![\\p{L}])', 'tabulate(?![\\p{L}])',
    // One of something for each of the material's units: "write one key point per passage".
    '(?:per|for each|for every) (?:[\\p{L}-]+ )?(?:passage|document|paragraph|section|page|article|chapter|source|file|excerpt|attachment|snippet|chunk|post|message)(?![\\p{L}])',
    // Cataloguing the material is listing all of it: "Catalogue the imported excerpts".
    'catalog(?:ue)? (?:the|these|those|all|every|each)(?![\\p{L}])',
    'write (?:up|out)', 'minutes (?:of|from|for)', 'recap', 'gist', 'takeaway', 'highlights', '(?:key|main) (?:points|ideas|themes|messages|findings)', 'go (?:through|over) (?:the|this|it|all|every)',
    'correct (?:the|any|all|this|its|spelling|grammar)', 'fix (?:the|any|all) (?:grammar|spelling|typos)', 'edit (?:this|the)', 'improve (?:this|the)',
    // German, French, Spanish, Portuguese, Italian
    // ("all" alone is no task — "use all the documents" asks a lookup — but list/extract/name + all is)
    '(?:list|liste|lister|enum|énum|extra|nenn|elenc|name|give|show|find|return|перечисл|назов|выпиш)\\p{L}* (?:\\p{L}+ ){0,2}(?:all|every|each|tous|toutes|chaque|todos|todas|cada|tutti|tutte|ogni|alle|jede|jeden|все|каждый)(?![\\p{L}])',
    'übersetz', 'zusammenfass', 'fasse', 'umschreib', 'formulier', 'korrigier', 'vergleich', 'zähl', 'auflist', 'liste (?:alle|jede)', 'extrahier',
    'tradu', 'résum', 'reformul', 'corrig', 'compar', 'compt', 'énumér', 'lister', 'extrai',
    // ("resumed", "converted", "Polish" are English words of a lookup: only the other languages' forms.)
    'resum(?:ir|en|o|a|elo|ela|e (?:el|la|los|las|este|esta|esto|en))(?![\\p{L}])', 'reescrib', 'cont(?:ar|a) ', 'enumer', 'list(?:a|e) (?:todo|toda)',
    'riassum', 'riscriv', 'confront', 'elenc',
    // One of something for each of the material's units ("für jedes Dokument", "pour chaque passage", "por documento"):
    // the "for each" form only — "lee cada documento y responde" asks a lookup.
    '(?:für jede[nsm]?|pro|pour chaque|par|para cada|por cada|por|per ogni|per|для каждого|по каждому) (?:dokument|absatz|abschnitt|quelle|artikel|document|paragraphe|passage|source|article|documento|párrafo|parágrafo|sección|seção|fuente|fonte|pasaje|artículo|artigo|paragrafo|sezione|articolo|документ|абзац|раздел|источник|стать)',
    // Ukrainian, Finnish, Romanian
    'переклад', 'підсум', 'стисл(?:ий|ого|о) (?:переказ|виклад|зміст)', 'переказ', 'перелічи', 'порахуй', 'порівня', 'перепиши',
    'käännä', 'tiivist', 'luettele', 'laske (?:kaikki|montako)', 'vertaa', 'yhteenveto',
    'rezum', 'listeaz', 'numără', 'rescrie',
    // Russian
    'перев', 'резюм', 'кратк(?:ое|ий|ая) (?:содержание|изложение|пересказ|обзор)', 'перескаж', 'перепиш', 'исправ', 'сравн', 'посчит', 'подсчит', 'перечисл',
    // Turkish, Hindi, Arabic (for Arabic only the verbs' marked forms: حول alone is "about")
    'çevir', 'özetle', 'özetini', 'dönüştür', 'listele', 'her (?:bölüm|paragraf|satır|cümle|madde)', 'tümünü', 'her (?:belge|kaynak|metin|doküman|makale)(?:nin|nın|in|ın)?(?: için)?(?![\\p{L}])(?<!(?:belge|kaynak|metin|doküman|makale))',
    'अनुवाद', 'सारांश', 'संक्षेप', 'सूची (?:बना|में)', 'गिन', 'हर (?:खंड|अनुच्छेद|पंक्ति|वाक्य)', 'हर (?:दस्तावेज़|दस्तावेज|लेख|स्रोत|अंश) (?:की|के|का)(?![\\p{L}\\p{M}])', 'प्रत्येक',
    'ترجم', 'لخّص', 'لخص', 'ملخص', 'حوّل', 'تحويل', 'اذكر (?:جميع|كل)', 'كل (?:قسم|فقرة|سطر|جملة)',
    // Italian, Catalan, Greek: translate, summarise, correct, classify, count, list, compare; one per excerpt
    'corregg', 'tradueix', 'resumeix', 'per (?:ogni |cada )?(?:estratto|extracte|brano|fragment)', 'μετάφρασ', 'μετάφραζ', 'περίληψ', 'συνόψισ', 'κατάταξ', 'ταξινόμ', 'μέτρησ', 'σύγκριν', 'απαρίθμησ', 'διόρθωσ', 'κάθε (?:απόσπασμα|έγγραφο|κείμενο|παράγραφο|άρθρο)',
    // Polish, Czech, Serbian, Dutch, Hungarian, Nordic
    'przetłumacz', 'streść', 'streszcz', 'podsumuj', 'policz', 'wypisz', 'porównaj', 'przelož', 'přelož', 'shrň', 'spočítej', 'vypiš', 'porovnej', 'преведи', 'сажми', 'преброј', 'наброј', 'упореди',
    'vertaal', 'samenvat', 'vat (?:\\p{L}+ ){0,3}samen', 'vergelijk', 'fordítsd', 'foglald össze', 'számold', 'sorold fel', 'hasonlítsd', 'översätt', 'oversæt', 'oversett', 'sammanfatta', 'opsummer', 'oppsummer', 'jämför', 'sammenlign',
    // Indonesian/Malay, Vietnamese, Swahili, Tagalog
    'terjemahkan', 'ringkaskan', 'rangkum', 'bandingkan', 'setiap (?:dokumen|artikel|paragraf|bagian)', 'tóm tắt', 'liệt kê', 'so sánh', 'dịch (?:sang|toàn bộ|tất cả|từng)', 'từng (?:tài liệu|đoạn|bài)', 'tafsiri', 'fupisha', 'orodhesha', 'linganisha', 'kila (?:hati|makala|aya)', 'isalin', 'ibuod', 'buod', 'bilangin', 'ihambing', 'bawat (?:dokumento|artikulo|talata)',
    // Hebrew, Persian, Urdu, Bengali, Tamil, Georgian
    'תרגם', 'סכם', 'סכמי', 'השווה', 'ترجمه', 'خلاصه', 'مقایسه', 'ترجمہ', 'خلاصہ', 'অনুবাদ', 'সারাংশ', 'তালিকা', 'மொழிபெயர்', 'சுருக்க', 'ஒவ்வொரு', 'თარგმნ', 'შეაჯამ', 'ჩამოთვალ',
  ].join('|') +
    ')|변환|목록|모든|แปล|สรุป|翻译|翻譯|翻訳|번역|总结|總結|摘要|概括|概述|要約|まとめ|요약|改写|改寫|润色|潤色|校对|校對|转换|轉換|変換|比较|比較|对比|對比|列出|列举|列挙|全文|逐句|每一|统计|計数|数一数|多少段|多少行|多少句|一覧|箇条書き|一行ずつ|各(?:ドキュメント|文書|段落|項目|記事|セクション|ページ|資料)',
  'iu',
);

const WHOLE_TASKS = new RegExp(WHOLE_TASK.source, 'giu');

/** A task over the whole material that the asker does not negate ("no need to summarise the note" asks none). */
function asksWholeTask(text: string): boolean {
  // One scan, stopping at the first task the asker does not negate (as a plain test would).
  WHOLE_TASKS.lastIndex = 0;
  for (let m = WHOLE_TASKS.exec(text); m !== null; m = WHOLE_TASKS.exec(text)) {
    if (!negatedAt(text, m.index, m.index + m[0].length)) return true;
  }
  return false;
}

/** The object of a request that names every one of something. */
const UNIVERSAL = /^(?:(?:me|us)\s+)?(?:all|every|each|the (?:full|complete|whole) list)(?![\p{L}])/iu;

/** A prompt's or a quotation's marks before a line (`>>> ask: …`, `> …`): no words of it. */
const PROMPT_MARK = /^\s*>{1,3}\s+/;

function clean(line: string): string {
  return line.replace(TAG, ' ').replace(HEADING_MARK, '').replace(PROMPT_MARK, '').trim();
}

/** A YAML front-matter rule (`---`) and the `key: value` / `- item` lines it encloses. */
const RULE_LINE = /^\s*---\s*$/;
const YAML_LINE = /^\s*(?:[\p{L}_][\p{L}\p{N}_-]*\s*:(?:\s.*)?|-\s.*)$/u;

/**
 * Lines of a front-matter block (`---` / `title: …` / `tags: […]` / `---`): a document's
 * metadata, whose fields ask nothing — only a field whose value is a question does.
 */
function frontMatterLines(lines: string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (!RULE_LINE.test(lines[i] ?? '')) continue;
    let j = i + 1;
    while (j < lines.length && YAML_LINE.test(lines[j] ?? '')) j++;
    if (j > i + 1 && j < lines.length && RULE_LINE.test(lines[j] ?? '')) {
      for (let k = i + 1; k < j; k++) out.add(k);
      i = j;
    }
  }
  return out;
}

/**
 * An e-mail's header field (`From:`, `Subject:`, a raw message's `Return-Path:` / `MIME-Version:` /
 * `Content-Type:`, and the names mail clients print in other languages: `Von:`, `Objet:`,
 * `प्रेषक:`, `件名：`, `보낸 사람:` …).
 */
const SUBJECT_NAMES = [
  'subject', 'betreff', 'objet', 'asunto', 'assunto', 'oggetto', 'onderwerp', 'temat', 'předmět', 'predmet', 'тема', 'konu', 'ämne', 'emne', 'aihe', 'tárgy', 'subiect',
  'θέμα', 'נושא', 'الموضوع', 'موضوع', 'विषय', 'perihal', 'subjek', 'chủ đề', 'เรื่อง', '件名', '主题', '主題', '主旨', '제목', 'mada', 'paksa',
];
const MAIL_HEADER_NAMES = [
  ...SUBJECT_NAMES,
  'from', 'to', 'cc', 'bcc', 'date', 'sent', 'reply-to', 'return-path', 'mime-version', 'message-id', 'in-reply-to', 'references', 'received', 'delivered-to', 'content-[a-z-]+', 'x-[a-z0-9-]+', 'list-[a-z-]+', 'dkim-signature', 'authentication-results',
  'von', 'an', 'gesendet', 'datum', 'de', 'envoyé', 'à', 'para', 'enviado', 'enviada em', 'fecha', 'data', 'da', 'inviato', 'van', 'aan', 'verzonden', 'od', 'do', 'wysłano', 'dw', 'komu', 'odesláno', 'kopie',
  'от', 'кому', 'дата', 'отправлено', 'копия', 'від', 'надіслано', 'kimden', 'kime', 'tarih', 'gönderildi', 'gönderilme tarihi', 'bilgi', 'från', 'till', 'skickat', 'fra', 'til', 'sendt', 'dato',
  'lähettäjä', 'vastaanottaja', 'lähetetty', 'päivämäärä', 'feladó', 'címzett', 'elküldve', 'dátum', 'de la', 'către', 'trimis', 'dată', 'από', 'προς', 'ημερομηνία', 'στάλθηκε', 'מאת', 'אל', 'תאריך', 'נשלח',
  'من', 'إلى', 'التاريخ', 'تاريخ', 'از', 'به', 'تاریخ', 'प्रेषक', 'प्राप्तकर्ता', 'दिनांक', 'प्रतिलिपि', 'भेजा गया', 'dari', 'kepada', 'tanggal', 'terkirim', 'tarikh', 'từ', 'đến', 'ngày', 'đã gửi',
  'จาก', 'ถึง', 'วันที่', '差出人', '宛先', '日付', '送信日時', '送信者', '发件人', '收件人', '日期', '发送时间', '寄件者', '收件者', '寄件日期', '抄送', '副本', '보낸 사람', '받는 사람', '날짜', '참조', '보낸 날짜', 'kutoka', 'kwa', 'tarehe', 'mula kay', 'para kay', 'petsa',
];
const MAIL_HEADER = new RegExp(`^\\s*(?:${MAIL_HEADER_NAMES.join('|')})(?:\\s?:\\s|\\s?：\\s*)`, 'iu');

/** A subject field's value, its reply and forward marks and a label taken off (`Re: Question: …`). */
const SUBJECT = new RegExp(`^\\s*(?:${SUBJECT_NAMES.join('|')})\\s?[:：]\\s*((?:(?:re|fwd?|aw|wg|tr|rv)\\s?:\\s*)*(?:[\\p{L}]+\\s?:\\s*)?)(.*)$`, 'iu');

/** Words after a colon that ask in one of their clauses (typed without "?"), at least a few of them and no title. */
function orderedQuestion(line: string): string | undefined {
  const after = /[:：]\s+([^:：]+)$/u.exec(line)?.[1]?.trim();
  if (!after || after.split(/\s+/).length < 4 || /[.!。！]$/u.test(after) || titleLike(after)) return undefined;
  return clauseOpensLikeQuestion(after) ? after : undefined;
}

/** A mail's subject that opens like a question in one of its clauses, typed without its "?". */
function askedSubject(line: string): string | undefined {
  const value = SUBJECT.exec(line)?.[2]?.trim() ?? '';
  if (value.split(/\s+/).length < 4 || titleLike(value)) return undefined;
  return clauseOpensLikeQuestion(value) ? value : undefined;
}

/** Lines of an e-mail's header block (two or more header fields in a row): the message's envelope, which asks nothing (a subject with its "?" is read as a question first). */
function mailHeaderLines(lines: string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && MAIL_HEADER.test(lines[j] ?? '')) j++;
    // A subject line alone is the envelope too ("Oggetto: Bozze da rivedere", "件名：…"): only a subject worded as a question asks.
    if (j - i >= 2 || (j - i === 1 && SUBJECT.test(lines[i] ?? ''))) for (let k = i; k < j; k++) out.add(k);
    i = Math.max(j, i + 1);
  }
  return out;
}

/** The asking parts of the asker's words: question sentences and the values of filled fields. */
function askingParts(text: string): string[] {
  const parts: string[] = [];
  const lines = text.split('\n');
  const metadata = new Set([...frontMatterLines(lines), ...mailHeaderLines(lines)]);
  for (const [at, raw] of lines.entries()) {
    const line = clean(raw);
    if (line === '') continue;
    if (QUESTION.test(line)) {
      // A field's label is no word of the question (`Frage: What treaty …?` asks "What treaty …?").
      const value = FIELD_VALUE.exec(line)?.[1];
      const asked = value !== undefined && QUESTION.test(value) ? value : line;
      // Keep only the sentences that ask, not an instruction sharing their line.
      // ("… independent? One sentence, then the supporting quote." asks only up to its "?".)
      const sentences = asked.split(/(?<=[.!?？؟。！])\s+/u).filter((s) => QUESTION.test(s));
      for (const sentence of sentences.length > 0 ? sentences : [asked]) {
        const own: string[] = [];
        // "Answer the following question using the text above: When was it built?" — the
        // words after an instruction's colon are the question itself, in whatever language
        // the instruction was written.
        const after = /[:：]\s+([^:：]*[?？؟]\S*)$/u.exec(sentence)?.[1];
        if (after && after.split(/\s+/).length >= 2 && after.length < sentence.length * 0.8) own.push(after);
        // 'Please answer the question "When was it built?" using only the text above.'
        for (const quoted of sentence.matchAll(/["“«„]([^"”»“]{8,300}[?？؟])["”»“]/gu)) if (quoted[1]) own.push(quoted[1]);
        // The instruction around the question is read too only when it names something itself ("For ticket #4521: …?").
        const around = own.reduce((rest, q) => rest.split(q).join(' '), sentence);
        if (own.length === 0 || extractAnchors(around).length > 0) parts.push(sentence);
        parts.push(...own);
      }
      continue;
    }
    // A sentence with a blank to fill asks for what stands in it, the words around the blank being
    // the question: a blank inside the sentence ("The refund window for EU orders is ____ days.")
    // or after words that open like a question ("What deals with it: ____."). A form's slot
    // (`Customer name: ____`) is no sentence: the form is read as before.
    const blank = BLANK.exec(line);
    if (blank) {
      const asked = line.replace(BLANKS, ' ').replace(/[:：]?\s*[.。]?\s*$/u, '').replace(/\s+/g, ' ').trim();
      const words = asked.split(' ').filter((w) => /\p{L}{2}/u.test(w)).length;
      const inside = /\p{L}{2}/u.test(line.slice(blank.index + blank[0].length));
      if (words >= 3 && (inside || opensLikeQuestion(asked))) {
        parts.push(asked);
        continue;
      }
    }
    if (metadata.has(at)) {
      // A subject typed as a question without its "?" (`Subject: Question: In …, what choice is left independent`) asks.
      const subject = askedSubject(line);
      if (subject) parts.push(subject);
      continue;
    }
    const field = FIELD_VALUE.exec(line);
    // An order of more words than a label's, its question after a colon typed without its "?"
    // ("Tolong jawab pertanyaan ini: In the effort …, what choice is left independent").
    const ordered = field ? undefined : orderedQuestion(line);
    if (ordered) {
      parts.push(ordered);
      continue;
    }
    // A field whose value is a sentence that ends like a statement ("Rules: cite your source.") instructs; it does not ask.
    if (field?.[1] && !/[.!。！]["'”’)]?$/u.test(field[1].trim())) parts.push(field[1]);
  }
  return parts;
}

/** A quotation the asker names as the question or query, asked without its "?" (an aside may stand between: `Research question (from the saved search): "…"`). */
const NAMED_QUESTION = /\b(?:question|query|ask|asks|asked|asking)\b(?:\s*\([^)\n]{0,80}\))?[^"“«„\n]{0,20}["“«„]([^"”»“\n]{8,300})["”»“]/iu;

/** With no question and no filled field: the requests for information among the asker's lines (a field's value read too). */
function requestParts(text: string): string[] {
  const parts: string[] = [];
  for (const raw of text.split('\n')) {
    const line = clean(raw);
    if (line === '' || line.length >= 300) continue;
    const value = FIELD_VALUE.exec(line)?.[1] ?? line;
    // 'Please answer the question "What completed the triad" using only the text above.'
    const quoted = NAMED_QUESTION.exec(value)?.[1];
    if (quoted && quoted.split(/\s+/).length >= 3) {
      parts.push(quoted);
      continue;
    }
    for (const sentence of value.split(/(?<=[.!])\s+/u)) {
      const asked = requested(sentence);
      if (asked) parts.push(asked);
    }
  }
  return parts;
}

/**
 * Words after the material with no question mark and no field still ask when they read as a
 * question typed without its "?": one line that starts with a letter, has a few words and
 * ends with no punctuation at all. A statement ("… stood there."), a blank to fill
 * ("Answer:") or a prompt line (`(Current directory: /repo)\nbash-$`) does not.
 */
const BARE_QUERY = /^\p{L}[^\n]{10,398}[\p{L}\p{N}"'”’)]$/u;

/** English asking words, and the auxiliaries a question inverts ("When was …", "Was the …"), as regex alternations. */
export const ASKING_WORDS = 'what|which|who|whom|whose|when|where|why|how';
export const AUXILIARIES = 'is|are|was|were|do|does|did|can|could|should|would|will|has|have|had';

/** A question typed without its "?" opens with an interrogative, at the start or after a lead-in's colon (Thai, which asks without "?", anywhere). */
const INTERROGATIVE_OPENING = new RegExp(`(?:^|[:：]\\s+)(?:${ASKING_WORDS})(?:['’]s)?\\s|ใคร|อะไร|ที่ไหน|เมื่อไ|เท่าไ|อย่างไร|ไหม|กี่`, 'iu');

/** A line that asks like a question, though typed without its "?" ("Objective: what did Davies develop"). */
export function opensLikeQuestion(line: string): boolean {
  return INTERROGATIVE_OPENING.test(line.trim());
}

/** Whether any clause of a line (split at commas and semicolons) opens like a question ("In the effort of …, what choice is left independent"). */
export function clauseOpensLikeQuestion(line: string): boolean {
  return line.split(/[,;]\s+/u).some(opensLikeQuestion);
}

/** A line that only names what follows: a markdown heading or a lone label (`## Question`, `Query:`). */
const SECTION_NAME = /^\s{0,3}(?:#{1,6}\s+[^\n]{1,40}|[\p{L}][\p{L} _-]{0,30}[:：])\s*$/u;

/** Capitals alone, or most longer words capitalised: a heading, not a question typed without its "?". */
export function titleLike(line: string): boolean {
  if (line === line.toUpperCase()) return true;
  // The first word is capitalised in any sentence: "When was Otto von Bismarck born" is none.
  const words = line.split(/\s+/).slice(1).filter((w) => /^\p{L}{4,}/u.test(w));
  // A title lower-cases only its small words, and never the verb after its question word
  // ("What Is Life" names a book; "Who was Robert's son" asks); "What British General negotiated at Montreal" asks.
  if (/^(?:[Ww]hat|[Ww]hich|[Ww]ho|[Ww]hom|[Ww]hose|[Ww]hen|[Ww]here|[Ww]hy|[Hh]ow)\s+\p{Ll}/u.test(line)) return false;
  if (words.some((w) => /^\p{Ll}{5,}/u.test(w) && !TITLE_SMALL_WORDS.test(w.replace(/\P{L}+$/u, '')))) return false;
  return words.length > 0 && words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.7;
}

/** Prepositions a title may leave in lower case ("Notes from under the Floorboards"). */
const TITLE_SMALL_WORDS = /^(?:about|above|across|after|against|along|among|around|before|behind|below|beneath|beside|between|beyond|during|except|inside|outside|through|toward|towards|under|until|versus|within|without)$/u;

function bareQuery(text: string, labelled = false): string {
  // The words under the last heading or label ("## Question" / "What did vBNS do") are the line that asks.
  // Tag lines around it (`</context>` / `<query>…</query>`) are no words of the asker's.
  const written = text.split('\n').filter((l) => clean(l) !== '');
  let named = written.length - 1;
  while (named >= 0 && !SECTION_NAME.test(written[named] ?? '')) named--;
  // Above the material, an unlabelled line asks only when it opens like a question ("what's the phone number of …").
  if (labelled && named < 0 && !written.some((l) => INTERROGATIVE_OPENING.test(clean(l)))) return '';
  const lines = written.length > 1 && named >= 0 ? written.slice(named + 1) : written;
  if (lines.length !== 1) return '';
  const line = clean(lines[0]!.replace(TAG, ' ').trim());
  // A title names a thing ("MASTER SERVICES AGREEMENT", "Master Services Agreement"); it never asks.
  if (titleLike(line)) return '';
  return BARE_QUERY.test(line) && line.split(/\s+/).length >= 3 ? line : '';
}

/** A field's label with its value on the line (`Summary: …?`, `Issue Type: Question`). */
/** A question typed without its "?" by its form: an asking word, then the verb it inverts ("When was …", "What does …"). */
const INVERTED_QUESTION = new RegExp(`^\\s*(?:${ASKING_WORDS})\\s+(?:${AUXILIARIES})\\s`, 'iu');

/** A field line: a name of at most three words, a colon, a value (`Summary: …?`, `Issue Type: Question`). */
const FIELD_LINE = /^[ \t]*([\p{L}][\p{L}\p{N}/_-]*(?: [\p{L}\p{N}/_-]+){0,2})[ \t]?[:：][ \t]+(\S.*)$/u;

/**
 * The text without the names of its record's question fields, wherever they stand: a ticket's
 * `Summary: …?` field names no task, nor does "answer what the Summary asks" — the name is the
 * field's. Only a field whose value is a question, in a block of field lines (two or more in a
 * row: a ticket's): a lone "Translate into German: what does it say about …?" is an order, and
 * `Translate to: German` / `Keep: the formatting` are the task's own settings.
 */
function withoutLabels(text: string): string {
  const lines = text.split('\n');
  const names = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const field = FIELD_LINE.exec(lines[i] ?? '');
    const beside = [lines[i - 1], lines[i + 1]].some((l) => l !== undefined && FIELD_LINE.test(l));
    // Only a field that holds a question (with its "?", or its asking word and verb: `When was … founded`):
    // `Translate to: German` beside `Keep: the formatting` is the task itself, as is `Summary: how each town grew`.
    if (field?.[1] && beside && (QUESTION.test(field[2] ?? '') || INVERTED_QUESTION.test(field[2] ?? ''))) names.add(field[1]);
  }
  let out = text;
  for (const name of names) out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  return out;
}

/**
 * Classify the asker's words: those before the material (`head`) and after it (`tail`). The
 * asking parts are its questions and filled fields; with none, a short line after the material
 * (else before it under a label — `Query:`, `## Question` — or opening like a question) that reads as a question typed
 * without its "?", and is no title, is taken as the query. An unlabelled line above material
 * is its title ("Raport de stare a proiectelor — Q2 2024") as often as a query: no query.
 */
export function describeQuery(head: string, tail = ''): QueryInfo {
  const text = `${head.trim()}\n${tail.trim()}`.trim();
  if (text === '') return NO_QUERY;
  const asking = askingParts(text);
  const requests = asking.length === 0 ? requestParts(text) : [];
  const bare = asking.length === 0 && requests.length === 0 ? bareQuery(tail) || bareQuery(head, true) : '';
  const parts = asking.length > 0 ? asking : requests.length > 0 ? requests : bare !== '' ? [bare] : [];
  // A count or a total pinned to a name ("How many staff work in the Berlin office?") needs
  // every record that names it: its names hold as firmly as ids.
  const found = extractAnchors(parts.join('\n'));
  const anchors = parts.some(aggregateShaped) ? found.map((a) => (a.strength === 'name' ? { ...a, strength: 'strong' as const } : a)) : found;
  // A request for every one of something ("Pull out every founder name.") is a task over all of it, whatever its verb.
  if (asksWholeTask(withoutLabels(text.replace(TAG, ' '))) || requests.some((r) => UNIVERSAL.test(r))) return queryInfo('task', parts, text, anchors);
  const info = queryInfo(parts.length === 0 ? 'none' : 'lookup', parts, text, anchors);
  return bare !== '' ? { ...info, bare: true } : info;
}
