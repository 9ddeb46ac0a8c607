/**
 * @module compress/whole-task
 * Words that ask for an operation over the whole material — translate, summarise, proofread,
 * rewrite, convert, count, list or extract all, compare — in the languages Pith's users write,
 * unless the asker negates them in their clause (`negation.ts`) or asks them of the reply
 * ("translate your answer into French"), not of the material. A request read as such a task
 * is sent with lossless rewrites only (`query-kind.ts`).
 */
import { negatedAt } from './negation.js';

/** Before "verbatim": a quotation, or one sentence, line or passage of the material — a part is quoted, not the whole copied. */
const NOT_QUOTING = '(?<!(?:a|an)\\s+(?:nearly\\s+|almost\\s+)?|(?:quot|cit)\\p{L}*[^.!?\\n]{0,60}|(?:one|a|an|single)\\s+(?:[\\p{L}-]+\\s+){0,3}(?:sentence|line|phrase|passage|excerpt|snippet|span|clause|quote)s?[^.!?\\n]{0,60})';

/**
 * Operations over the whole material, by stem, in the languages Pith's users write most.
 * Matched on word starts (Latin, Cyrillic) or anywhere (CJK, which has no spaces).
 */
const WHOLE_TASK = new RegExp(
  // (After a modal the verb describes what something can do — "an enzyme that can transform skin cells" — it orders nothing.)
  // (Inside an identifier a word is a name: `execution_count`, `auto_summary` order nothing.)
  '(?<![\\p{L}\\p{N}_])(?<!(?:can|could|may|might|must|will|would|should|cannot) )(?:' +
  [
    // English
    'translat', '(?<!-)summar', 'tl;?dr', 'proofread', 'rewrite', 'rephras', 'paraphras', 'reword', 'reformulat', 'polish (?:this|that|the|it|my|our|up)', 'shorten', 'condens',
    'simplif', 'convert(?!ed|s(?![\\p{L}]))', 'transform(?!ed|s(?![\\p{L}]))', 'count(?:s|ed|ing)?(?![\\p{L}])', 'tally(?: up)? (?:the|all|every|each)', 'enumerat', 'compar(?!ed (?:to|with))', 'contrast (?:the|these|those|this|them|both|it)', 'outline', '(?<!-)transcri(?!pts?(?![\\p{L}]))', 'format as', 'turn (?:this|it|the|every|each|all)',
    '(?:list|extract|find|name|give|show|return|collect|identify|highlight|mark|check|review|audit|scan|inspect|verify) (?:me )?(?:all|every|each|the full)', 'each (?:sentence|paragraph|line|item|word)', '(?<=^|\\n|[.!?:]\\s{1,3})for (?:each|every) ',
    '(?:sentence|paragraph|line) by (?:sentence|paragraph|line)',
    // Aggregations asked as nouns: "Could you make a list of the people mentioned?"
    '(?:make|give|create|produce|write|prepare|draw up|build|compile|provide|want|need|like)(?: me| us)? (?:a|an|the) (?:list|table|timeline|outline|overview|breakdown|index|tally|catalog(?:ue)?) of', 'in total', 'altogether',
    // A count per group is a count over every record: "How many hosts are in each group?"
    '(?:how many|number of)(?:\\s+[\\p{L}\\p{N}_-]+){1,6}\\s+(?:in|per|for|by) (?:each|every)(?![\\p{L}])',
    '(?:all|every|each) (?:the |of the )?(?:names?|people|persons?|dates?|places?|numbers?|figures?|items?|entr(?:y|ies)|errors?|mentions?|events?|steps?|points?)(?![\\p{L}])',
    // Counting the material's own units: "how many paragraphs…", "combien de lignes…", "wie viele Absätze…"
    '(?:how many|number of|combien de|wie viele|anzahl der|cu[aá]nt[oa]s|quant[ie]|сколько) (?:\\p{L}+ ){0,2}(?:paragraph|sentence|line|word|document|item|entr|row|record|page|section|chapter|character|token|paragraphe|phrase|ligne|mot|absätz|absatz|sätz|satz|zeile|wört|wort|p[aá]rrafo|frase|l[ií]nea|palabra|parágrafo|linha|абзац|предложени|строк|слов)', 'entire', 'whole (?:text|document|article|file|log|thing|draft|paper|chapter|report|page|thread|ticket|e-?mail|note|notebook|transcript)',
    // (Quoting a part word for word — "quote the supporting sentence verbatim", "one exact sentence copied verbatim" — is the answer's form, not a task.)
    `${NOT_QUOTING}(?:word for word|verbatim)`,
    // The material made again in another form: "a French version of the draft", "an easier version"
    // — not the question made shorter for a search ("with a short keyword version of the user's question").
    '(?:a|an) (?:[\\p{L}-]+ ){0,2}version of (?:the|this|that|my|our|it)(?![\\p{L}])(?! (?:\\p{L}+[\'’]s )?(?:question|query|request|prompt|search)s?(?![\\p{L}]))',
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
    'tradu', 'résum', 'reformul', 'corrig', 'compar(?!ed (?:to|with))', 'compt', 'énumér', 'lister', 'extra(?:ire|is|yez)(?![\\p{L}])',
    // ("resumed", "converted", "Polish" are English words of a lookup: only the other languages' forms.)
    'resum(?:ir|en|o|a|elo|ela|e (?:el|la|los|las|este|esta|esto|en))(?![\\p{L}])', 'reescrib', 'cont(?:ar|a) ', 'enumer', 'list(?:a|e) (?:todo|toda)',
    'riassum', 'riscriv', 'confronta(?:re|li|le|mi)?(?![\\p{L}])', 'elenc',
    // One of something for each of the material's units ("für jedes Dokument", "pour chaque passage", "por documento"):
    // the "for each" form only — "lee cada documento y responde" asks a lookup.
    '(?:für jede[nsm]?|pro|pour chaque|par|para cada|por cada|por|per ogni|per|для каждого|по каждому) (?:dokument|absatz|abschnitt|quelle|artikel|document|paragraphe|passage|source|article|documento|párrafo|parágrafo|sección|seção|fuente|fonte|pasaje|artículo|artigo|paragrafo|sezione|articolo|документ|абзац|раздел|источник|стать)',
    // Ukrainian, Finnish, Romanian
    'переклад', 'підсум', 'стисл(?:ий|ого|о) (?:переказ|виклад|зміст)', 'переказ', 'перелічи', 'порахуй', 'порівня', 'перепиши',
    'käännä', 'tiivist', 'luettele', 'laske (?:kaikki|montako)', 'vertaa', 'yhteenveto',
    'rezum', 'listeaz', 'numără', 'rescrie',
    // Russian
    'перев(?:од|ед|есть|ест)', 'резюм', 'кратк(?:ое|ий|ая) (?:содержание|изложение|пересказ|обзор)', 'перескаж', 'перепиш', 'исправ', 'сравн', 'посчит', 'подсчит', 'перечисл',
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
    ')|변환|목록(?:을|를|으로|로)?\\s*(?:만들|작성|정리|뽑|나열)|모든|แปล|สรุป|翻译|翻譯|翻訳|번역|总结|總結|摘要|概括|概述|要約|まとめ|요약|改写|改寫|润色|潤色|校对|校對|转换|轉換|変換|比较|比較|对比|對比|列出|列举|列挙|全文|逐句|每一|统计|計数|数一数|多少段|多少行|多少句|一覧|箇条書き|一行ずつ|各(?:ドキュメント|文書|段落|項目|記事|セクション|ページ|資料)',
  'iu',
);

const WHOLE_TASKS = new RegExp(WHOLE_TASK.source, 'giu');

/** A task over the whole material that the asker does not negate ("no need to summarise the note" asks none). */
export function asksWholeTask(text: string): boolean {
  // One scan, stopping at the first task the asker does not negate (as a plain test would).
  WHOLE_TASKS.lastIndex = 0;
  for (let m = WHOLE_TASKS.exec(text); m !== null; m = WHOLE_TASKS.exec(text)) {
    const end = m.index + m[0].length;
    if (!negatedAt(text, m.index, end) && !namedSummary(text, m.index) && !onTheAnswer(text, m.index, end) && !listsSources(m[0], text.slice(end, end + 48)) && !machineTranscript(text, m.index, end)) return true;
  }
  return false;
}

/** A transcript a machine made ("transcripción automática", "the app transcribes them automatically", "auto-transcribed"). */
const AUTOMATIC = /(?<![\p{L}])(?:auto|автомат)/iu;

/**
 * A transcript the text says a machine made — a voice note's label, an app's description of
 * itself — names where the words came from; it asks for no transcription of the material.
 */
function machineTranscript(text: string, start: number, end: number): boolean {
  if (!/^transcri/iu.test(text.slice(start, end))) return false;
  // The word before it or the word after it: "automatically transcribed", "transcripción automática".
  const before = /(\S+)\s+$/u.exec(text.slice(Math.max(0, start - 40), start))?.[1] ?? '';
  const word = /^\S*\s+(\S+)/u.exec(text.slice(start, start + 80));
  // ("auto-transcribed" never gets here: WHOLE_TASK skips a "transcri" after a hyphen.)
  return AUTOMATIC.test(before) || AUTOMATIC.test(word?.[1] ?? '');
}

/**
 * "Summary" as a thing the text names, not one asked for: a ticket's summary field ("When a
 * ticket's summary is a question", "The summary line is the question", "the blank in the
 * summary"). A definite or possessive word before the noun, and after it a field's word or a
 * verb it is the subject of — or a preposition before it. "What's the summary of this
 * article?" and "write the summary" still ask for one.
 */
function namedSummary(text: string, at: number): boolean {
  const noun = /^summar(?:y|ies)(?![\p{L}])/iu.exec(text.slice(at, at + 12));
  if (!noun) return false;
  const before = text.slice(Math.max(0, at - 40), at);
  const after = text.slice(at + noun[0].length, at + noun[0].length + 30);
  return (DEFINITE.test(before) && FIELD.test(after)) || (POSSESSIVE.test(before) && SUBJECT.test(after)) || INSIDE.test(before);
}

/**
 * A task done to the reply, not to the material: "translate your answer into French", "After you
 * answer, turn it into a quiz item" — its object is the answer, or "it" in a sentence that has
 * just spoken of answering. (English; elsewhere the task stands, and the text is kept.)
 */
function onTheAnswer(text: string, start: number, end: number): boolean {
  const rest = text.slice(end).replace(/^\p{L}*/u, '');
  if (REPLY_OBJECT.test(rest)) return true;
  const sentence = text.slice(Math.max(0, start - 120), start).split(/[.!?\n]/).at(-1) ?? '';
  return /^\s+it(?![\p{L}])/u.test(text.slice(start).replace(/^\p{L}+/u, '')) && ANSWERING.test(sentence);
}

/**
 * Listing the sources used ("Listează sursele folosite", "list all the sources you used",
 * "出典を列挙") is the answer's citations, not a list made of the material.
 */
function listsSources(task: string, after: string): boolean {
  return LIST_VERB.test(task) && SOURCES.test(after.split(/[.!?;\n]/)[0] ?? '');
}

const LIST_VERB = /^(?:list|liste|lister|listeaz|listele|luettele|liệt kê|wypisz|vypiš|перелічи|перечисл|sorold fel|orodhesha|তালিকা|наброј|enumer|énumér|nenn|elenc|name|give|show|列出|列举|列挙|一覧)/iu;
const SOURCES = /(?<![\p{L}])(?:sources?|references?|citations?|fuentes?|fontes?|fonti|quellen?|belege|źródł|zdroj|источник|джерел|surse|forrás|kaynak|lähte|kild|källor|bronnen|منابع|مصادر|מקורות|स्रोत|উৎস|sumber|nguồn|来源|來源|出典|출처|document (?:numbers|ids)|numéros? d|números? de)/iu;

const REPLY_OBJECT = /^\s+(?:your|the|my) (?:answer|reply|response|output)(?![\p{L}])/iu;
const ANSWERING = /(?<![\p{L}])(?:answer|answered|answering|reply|replied|respond|responded)(?![\p{L}])/iu;

const DEFINITE = /(?:^|\s)(?:the|this|that|its|their|his|her|our|your|\p{L}+['’]s)\s+$/iu;
const POSSESSIVE = /(?:^|\s)(?:its|their|his|her|\p{L}+['’]s)\s+$/iu;
const FIELD = /^\s+(?:line|field|column|row|cell|title|box|section)(?![\p{L}])/iu;
const SUBJECT = /^\s+(?:is|was|reads|says|holds|contains|asks)(?![\p{L}])/iu;
const INSIDE = /(?:^|\s)(?:in|under|of)\s+(?:the|its|their|this|that|\p{L}+['’]s)\s+$/iu;
