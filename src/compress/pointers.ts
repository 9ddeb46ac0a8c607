/**
 * @module compress/pointers
 * Words of the asker's that point rather than ask: an order to answer what someone asked, or
 * words that name a question, an answer or a to-do ("@assistant answer priya's question pls",
 * "Resolve the inline todo", "위 질문에 … 답해 주세요") — the question then stands in the
 * material (`plan.ts`, "Words that only point at the question" in docs/compression.md) — and
 * whether words speak of what a text holds.
 */
import { negatedAt } from './negation.js';
import { contentTerms } from './stem.js';

/** An order to answer what someone asked, or words that name a question, a to-do or an ask. */
const POINTS_AT_QUESTION = new RegExp(
  // Word starts in scripts with spaces: English, then German, French, Spanish, Portuguese,
  // Italian, Russian, Ukrainian, Turkish, Indonesian, Polish, Dutch, Swedish, Czech, Greek,
  // Hebrew, Finnish, Romanian, Swahili, Vietnamese, Hindi, Arabic, and more below.
  '(?<![\\p{L}])(?:answer(?:s|ing)?(?![\\p{L}])|enquiry|inquiry|consulta(?![\\p{L}])|respond(?:s|ing)? to|questions?(?![\\p{L}])|todo|to-do|asked(?![\\p{L}])|asks(?![\\p{L}])|' +
    'frage|antwort|beantwort|réponds|répondre|réponse|pregunta|respond[ae]|respuesta|pergunta|resposta|domanda|rispond|risposta|' +
    'вопрос|ответ|питанн|відповід|soru|cevap|yanıtla|pertanyaan|jawab|pytani|odpowi|vraag|antwoord|fråga|svara|otázk|odpověz|odpověď|' +
    'ερώτησ|απάντ|שאלה|ענה|תשובה|kysymy|vastaa|vastaus|întrebar|răspun|swali|jibu|câu hỏi|trả lời|सवाल|प्रश्न|जवाब|उत्तर|سؤال|أجب|إجابة|جواب|' +
    // Norwegian, Danish, Serbian/Croatian, Bulgarian, Hungarian, Malay, Tagalog, Persian, Urdu, Bengali, Tamil, Georgian, Amharic, Armenian
    'spørsmål|spørgsmål|svar på|besvar|питање|pitanje|одговор|odgovor|въпрос|kérdés|válaszol|soalan|tanong|sagot|پرسش|پاسخ|سوال|প্রশ্ন|উত্তর|கேள்வி|பதில்|კითხვ|პასუხ|ጥያቄ|መልስ|հարց|պատասխան)' +
    // Anywhere in scripts without spaces: Chinese, Japanese, Korean, Thai.
    '|问题|問題|質問|回答|答え|答案|질문|답해|답변|คำถาม|ตอบ',
  'iu',
);
/** Asker's words this long are more than a pointer. */
const MAX_POINTER_CHARS = 300;

const POINTERS = new RegExp(POINTS_AT_QUESTION.source, 'giu');

/** Words that point at a question — not negated: "Μην απαντήσεις στις ερωτήσεις" ("don't answer the questions") points away from them. */
/** The labels a line opens with (`Запрос: QUESTION: In the effort …?`, a blank `FINAL ANSWER:`): they name a field, they point at nothing. */
const FIELD_LABELS = /^([ \t]*[\p{L}][\p{L}\p{M} _-]{0,30}[:：][ \t]*)+/gmu;

export function pointsAtQuestion(words: string): boolean {
  // Paragraph by paragraph: the asker's words may run on into a file's first lines (a LaTeX
  // preamble under "there is a question in a comment, tell me its answer").
  return words.split(/\n[ \t]*\n/).some(pointsInParagraph);
}

function pointsInParagraph(words: string): boolean {
  const said = words.replace(FIELD_LABELS, '').trim();
  if (said === '' || said.length > MAX_POINTER_CHARS) return false;
  POINTERS.lastIndex = 0;
  for (let m = POINTERS.exec(said); m !== null; m = POINTERS.exec(said)) {
    if (!negatedAt(said, m.index, m.index + m[0].length)) return true;
  }
  return false;
}

/** Whether any content word of `words` occurs in the texts (the asker speaks of what they hold). */
export function namesAnyOf(words: string, texts: string[]): boolean {
  const terms = contentTerms(words);
  if (terms.length === 0) return false;
  const held = new Set(texts.flatMap((t) => contentTerms(t)));
  return terms.some((t) => held.has(t));
}
