/**
 * @module compress/negation
 * Whether a word an asker wrote is negated in its clause: "no need to summarise the whole
 * note", "बस तथ्य चाहिए, पूरा सारांश नहीं" ("just the facts, not a full summary"), "keine
 * Übersetzung", "要約は不要です". Negation is a closed class of words in every language —
 * a particle before the word (English, German, French, Spanish, Russian, Chinese …) or after it
 * (Hindi, Turkish, Japanese, Korean) — so it is read by position in the clause, not by phrase.
 * "Don't just summarise it" negates only "just": the word stands.
 */

/** Where a clause ends: its sentence or its comma, in any script. */
const CLAUSE_END = /[.!?;:,\n。！？；：，、—–]/u;

/** A negation a few words before the word, in its clause. */
const BEFORE = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      // English
      "no need to", "needn'?t", "don'?t", 'do not', 'does not', "doesn'?t", 'not', 'no', 'never', 'without', 'rather than', 'instead of', "won'?t need", 'neither', 'nor',
      // German, Dutch, French, Spanish, Portuguese, Italian
      'nicht', 'kein(?:e|en|er|em|es)?', 'ohne', 'niet', 'geen', 'zonder', 'pas', 'sans', 'inutile de', 'ni', 'sin', 'nem', 'não', 'nao', 'senza', 'non',
      // Slavic, Greek, Romanian, Hungarian, Nordic, Indonesian/Malay, Vietnamese, Swahili, Tagalog
      'не', 'без', 'нет', 'ні', 'nie', 'bez', 'ne', 'не треба', 'δεν', 'μην', 'χωρίς', 'nu', 'fără', 'fara', 'nem kell', 'ne', 'ikke', 'inte', 'utan', 'uden', 'ei', 'älä', 'ilman',
      'tidak(?: perlu)?', 'tak(?: perlu)?', 'jangan', 'tanpa', 'không(?: cần)?', 'đừng', 'usi', 'bila', 'hindi(?: na kailangang?)?', 'huwag', 'walang',
      // Hebrew, Arabic, Persian, Urdu, Hindi (before: मत, बिना)
      'לא', 'אל', 'בלי', 'ללא', 'لا', 'دون', 'بدون', 'ليس', 'لست', 'نه', 'بدون', 'نہ', 'مت', 'بغیر', 'मत', 'बिना', 'ना',
    ].join('|') +
    ')(?:\\s+[\\p{L}\\p{M}\'’-]+){0,3}\\s*$' +
    // Chinese: a negating verb a few characters before ("不需要全部翻译"); a bare 不/别 only right before it ("不翻译", not "不同的文件翻译").
    '|(?:不用|无需|無需|不需要|不要|不必|毋须|毋須|无须|無須)\\p{Script=Han}{0,4}\\s*$|(?:不|别|別|勿)\\s*$',
  'iu',
);

/** A negation a few words after the word, in its clause (languages whose negation follows). */
const AFTER = new RegExp(
  '^\\s*(?:[\\p{L}\\p{M}\'’-]+\\s+){0,3}?(?:' +
    [
      // English ("a summary is not needed")
      "(?:is|are)?\\s*(?:not|n't) (?:needed|necessary|required|wanted)", 'unnecessary',
      // Hindi, Urdu, Bengali, Tamil
      'नहीं', 'न(?![\\p{L}\\p{M}])', 'मत', 'नहीं चाहिए', 'نہیں', 'نہ', 'مت', 'না', 'নয়', 'வேண்டாம்', 'இல்லை',
      // Turkish ("özetlemene gerek yok", "özetleme istemiyorum"), Persian, Georgian, Amharic
      'gerek yok', 'gerekmez', 'lazım değil', 'istemiyorum', 'değil', 'yapma', 'نیست', 'نکن', 'لازم نیست', 'არ', 'አያስፈልግም',
    ].join('|') +
    ')(?![\\p{L}\\p{M}])|^\\s*[\\p{L}\\p{M}]{0,4}\\s?(?:不要|不用|不需要|不必|は不要|不要|しないで|しなくて|ないで|せず|いらない|要らない|は要りません|なくていい|なくて結構|는 필요 없|필요 없|필요는 없|하지 마|하지 말|지 마|지 말|말고|아닌|아니라|아니고)',
  'u',
);

/** Negated only for a word itself: "don't just summarise", "not only translate" still ask for it. */
const ONLY = /(?<![\p{L}])(?:just|only|merely|simply|nur|seulement|solo|sólo|apenas|только|tylko|alleen|sadece|sirf|केवल|सिर्फ़|सिर्फ|只)(?![\p{L}])/iu;

/** Whether the text's word at [start, end) is negated in its clause. */
export function negatedAt(text: string, start: number, end: number): boolean {
  const before = clauseBefore(text.slice(Math.max(0, start - 48), start));
  const after = clauseAfter(text.slice(end, end + 48));
  if (ONLY.test(before) || ONLY.test(after.split(/\s+/).slice(0, 3).join(' '))) return false;
  return BEFORE.test(before) || AFTER.test(after) || NEGATIVE_SUFFIX.test(after) || SELF.test(`${before} ${after}`) || BY_ME.test(before);
}

/**
 * A verb closed by its negative suffix at the clause's end: Turkish's negative imperative
 * ("Pasajları özetleme.", "çevirmeyin") — the verbal noun runs on into its clause ("özetleme işlemi").
 */
const NEGATIVE_SUFFIX = /^m[ae](?:y[iı]n(?:[iı]z)?)?\s*$/u;

/**
 * A task the asker does themself is no order to us either ("I'll edit the .tex myself", "je le
 * traduirai moi-même"): the clause names the asker as the one who does it — a reflexive of the
 * first person, or "I'll"/"we'll" right before the word. Also a closed class of words.
 */
const SELF = /(?<![\p{L}])(?:myself|ourselves|moi-même|nous-mêmes|yo mismo|yo misma|nosotros mismos|eu mesmo|eu mesma|io stesso|io stessa|ich selbst|wir selbst|kendim|kendimiz|我自己)(?![\p{L}])/iu;
const BY_ME = /(?<![\p{L}])(?:I|[Ww]e)(?:['’]ll| will| shall| am going to|['’]m going to| are going to|['’]re going to)\s+(?:[\p{L}'’-]+\s+){0,1}$/u;

function clauseBefore(text: string): string {
  let at = -1;
  for (let i = text.length - 1; i >= 0; i--) {
    if (CLAUSE_END.test(text[i] ?? '')) {
      at = i;
      break;
    }
  }
  return text.slice(at + 1);
}

function clauseAfter(text: string): string {
  const m = CLAUSE_END.exec(text);
  return m ? text.slice(0, m.index) : text;
}
