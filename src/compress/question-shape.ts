/**
 * @module compress/question-shape
 * The shapes a line has when it asks without its "?" — an asking word first, an auxiliary and
 * its subject — and when it only names something (a title). Pure predicates over one line,
 * shared by the readers of the asker's words (`query-kind.ts`) and of the material's questions.
 */

/** English asking words, and the auxiliaries a question inverts ("When was …", "Was the …"), as regex alternations. */
export const ASKING_WORDS = 'what|which|who|whom|whose|when|where|why|how';
export const AUXILIARIES = 'is|are|was|were|do|does|did|can|could|should|would|will|has|have|had';

/** A question typed without its "?" opens with an interrogative, at the start or after a lead-in's colon (Thai, which asks without "?", anywhere). */
export const INTERROGATIVE_OPENING = new RegExp(`(?:^|[:：]\\s+)(?:${ASKING_WORDS})(?:['’]s)?\\s|ใคร|อะไร|ที่ไหน|เมื่อไ|เท่าไ|อย่างไร|ไหม|กี่`, 'iu');

/** A line that asks like a question, though typed without its "?" ("Objective: what did Davies develop"). */
export function opensLikeQuestion(line: string): boolean {
  return INTERROGATIVE_OPENING.test(line.trim());
}

/** Whether any clause of a line (split at commas and semicolons) opens like a question ("In the effort of …, what choice is left independent"). */
export function clauseOpensLikeQuestion(line: string): boolean {
  return line.split(/[,;]\s+/u).some(opensLikeQuestion);
}

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

/** A yes/no question's opening: an auxiliary, then its subject ("Was the name correct", "Does it ship"). */
export const YES_NO_OPENING = new RegExp(`^(?:${AUXILIARIES})\\s+(?:the|a|an|this|that|these|those|there|it|they|he|she|we|you|i|any|all)\\s`, 'iu');
