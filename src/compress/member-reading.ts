/**
 * @module compress/member-reading
 * How one member of a turn is read before the turn is planned: for a user message, where the
 * asker's words stand in each text slot and what they ask (a question may come as JSON's own
 * field); for a system message, whether it is a short app instruction that holds the question,
 * worked examples that show the answer's form, or instructions over reference material; for
 * tool output, all of it is material.
 */
import { type QueryInfo, NO_QUERY, describeQuery, opensLikeQuestion } from './query-kind.js';
import { parseJson } from './json-strings.js';
import { ASKS_IN_WORDS, frameQuestions } from './markup-questions.js';
import { textSlots } from './turn-text.js';
import { type QuerySplit, splitQuery } from './query-split.js';
import { requested } from './requests.js';
import { systemMaterial } from './system-material.js';
import type { ChatMessage } from '../wire/chat.js';

/**
 * A turn member read once: for a user message, where its asker's words stand in each text slot
 * and what they ask; for a system message, where reference material stands after its
 * instructions; for tool output, all of it is material.
 */
export interface MemberReading {
  splits: Array<QuerySplit | null>;
  info: QueryInfo;
}

/**
 * Worked examples: a question answered on the next line (`Question: …?` / `Answer: Legal`) shows
 * the format; it asks nothing. An answer is short or its label recurs (several examples); an
 * agent's `Objective: …?` above `Tools: search_kb(query) returns …` is its question and an instruction.
 */
function workedExamples(text: string): 'none' | 'one' | 'many' {
  let found: 'none' | 'one' = 'none';
  // A rule may stand between the example's question and what answers it (`QUESTION: …?` / `=========` / `Content: …`).
  for (const m of text.matchAll(/[?？؟]["'”’)]?[ \t]*\n(?:[ \t]*[=_*-]{3,}[ \t]*\n)?[ \t]*([\p{L}][\p{L} _-]{0,30})[:：][ \t]*(\S[^\n]*)/gu)) {
    const label = (m[1] ?? '').trim();
    const recurs = text.split(`\n${label}:`).length > 2;
    // A placeholder under the question (`A: <one line>`, `Answer: ___`, `A: …`) is the blank the reply fills: a format, not an example.
    if (PLACEHOLDER_ANSWER.test((m[2] ?? '').trim()) && !recurs) continue;
    if (recurs || found === 'one') return 'many';
    if ((m[2] ?? '').trim().length <= MAX_EXAMPLE_ANSWER_CHARS) found = 'one';
  }
  return found;
}

/** An answer that only marks where the reply goes: `<one line>`, `{answer}`, `[your answer]`, `___`, `...`. */
const PLACEHOLDER_ANSWER = /^(?:<[^<>\n]{1,60}>|\{\{?[^{}\n]{1,60}\}\}?|\[[^[\]\n]{1,60}\]|_{2,}|\.{3}|…)$/u;

/** An example's answer this short is one (`Answer: Legal`, `Label: positive`). */
const MAX_EXAMPLE_ANSWER_CHARS = 40;

/** A system message this short is an app's instruction for one request, which may hold the question itself; an agent's is longer. */
const MAX_ASKING_SYSTEM_CHARS = 1000;

export function readMember(message: ChatMessage): MemberReading {
  const slots = textSlots(message);
  if (message.role === 'system' || message.role === 'developer') {
    const text = slots.filter((s) => s != null).join('\n');
    // One question answered under it is an example of the form, or the question and an answer to
    // check (a grader's, a fact-checker's): it counts, as a system message's question does, only
    // when no user message asks anything (turnQuery). Several are examples only.
    const examples = workedExamples(text);
    // An app may send its whole request as one JSON object in the system message (instructions, documents, the question as a field).
    const asked = text.length > MAX_ASKING_SYSTEM_CHARS ? jsonQuestions(text) : [];
    const info = asked.length > 0 ? describeQuery('', asked.join('\n')) : text.length <= MAX_ASKING_SYSTEM_CHARS && examples !== 'many' ? describeQuery(text) : NO_QUERY;
    // Only a question (with its "?" or opening like one) or a request to be told something
    // counts here ("Objective: Look up the IP of db-04."): a system message's fields and other
    // bare lines are instructions.
    const asking = (line: string): boolean => /[?？؟]/u.test(line) || requested(line) !== undefined || opensLikeQuestion(line);
    const asks = info.kind === 'task' || (info.kind === 'lookup' && (statesQuestion(info) || text.split('\n').some(asking))) ? { ...info, system: true, ...(examples === 'one' ? { example: true } : {}) } : NO_QUERY;
    // Worked examples show the answer's form: the instructions' own, never reference material.
    return { splits: slots.map((t) => (t == null || workedExamples(t) !== 'none' ? null : systemMaterial(t))), info: asks };
  }
  if (message.role !== 'user') return { splits: slots.map((t) => (t == null ? null : { head: '', material: t, tail: '' })), info: NO_QUERY };
  const splits = slots.map((t) => (t == null ? null : splitQuery(t)));
  // A question sent as a JSON object of its own (`{"question": "…?", "max_words": 50}`) asks in
  // its asking strings: its keys and settings are not literals the answer must hold.
  const own = slots.map((t, i) => (t != null && splits[i]?.material === '' ? jsonQuestions(t) : []));
  const heads = splits.map((x, i) => ((own[i] ?? []).length > 0 || x?.frame ? '' : x?.unmarked?.head ?? x?.head ?? ''));
  const tails = splits.map((x, i) => ((own[i] ?? []).length > 0 ? (own[i] ?? []).join('\n') : `${x?.inside?.asked ?? ''}\n${x?.unmarked?.tail ?? x?.tail ?? ''}`));
  const info = describeQuery(heads.join('\n'), tails.join('\n'));
  // A line only guessed to be a question typed without its "?" is outranked by a question the JSON or markup asks.
  if (info.kind !== 'none' && !info.bare) return { splits, info };
  // An app may send its question as JSON (`{"question": "…?", "documents": […]}`): the
  // question is a short string of it that asks. It stays where it is, inside the JSON.
  // (Its material alone when the asker's words stand around the object: "أعد الإجابة بصيغة JSON …" under it.)
  const asked = slots.flatMap((t, i) => {
    if (t == null) return [];
    const whole = jsonQuestions(t);
    return whole.length > 0 ? whole : jsonQuestions(splits[i]?.material ?? '');
  });
  if (asked.length > 0) return { splits, info: describeQuery('', asked.join('\n')) };
  // Or as one markup document (a form posted back, an XML API call): what asks in the frame around its records.
  const framed = splits.flatMap((x) => (x ? frameQuestions(x.material) : []));
  return { splits, info: framed.length > 0 ? describeQuery('', framed.join('\n')) : info };
}

const MAX_JSON_QUESTION_CHARS = 400;
/** Characters of the line or two that may introduce a JSON object sent as the request. */
const MAX_INTRODUCTION_CHARS = 200;

/** The short string values of a JSON object message that ask a question. */
function jsonQuestions(text: string): string[] {
  const whole = text.trim();
  // A line introducing the object ("My notebook (qa.ipynb):") is the asker's, not the object's.
  const opening = whole.startsWith('{') ? 0 : whole.indexOf('\n{') + 1;
  if (opening > MAX_INTRODUCTION_CHARS) return [];
  const t = whole.slice(opening);
  if (!t.startsWith('{') || !t.endsWith('}')) return [];
  const value = parseJson(t);
  // A line of a notebook cell's source ends in its line break: `"question = \"…?\"\n"` asks on one line still.
  const asks = (v: string): boolean => v.trimEnd().length <= MAX_JSON_QUESTION_CHARS && /[?？؟]/u.test(v) && !v.trimEnd().includes('\n');
  const out: string[] = [];
  const visit = (v: unknown, depth: number): void => {
    if (typeof v === 'string') {
      if (asks(v)) out.push(v.trimEnd());
    } else if (depth < 2 && v !== null && typeof v === 'object' && !Array.isArray(v)) {
      // Only the object's own fields (and one level down): strings inside arrays are its data.
      for (const child of Object.values(v)) visit(child, depth + 1);
    }
  };
  visit(value, 0);
  return out.length > 0 ? out : nestedQuestions(value, asks);
}

/** Questions in a payload at most: more are its records' own (an FAQ's `q` fields). */
const MAX_NESTED_QUESTIONS = 1;
const MAX_JSON_DEPTH = 8;

/**
 * A payload an app built around its records (Slack's Block Kit, an Adaptive Card: the question
 * in an input's `initial_value` among the documents' blocks): the one string anywhere in it that
 * asks a question of a few words, when no field near the top does. Two or more are the data's own.
 */
function nestedQuestions(value: unknown, asks: (v: string) => boolean): string[] {
  const out: string[] = [];
  const visit = (v: unknown, depth: number): void => {
    if (out.length > MAX_NESTED_QUESTIONS || depth > MAX_JSON_DEPTH) return;
    if (typeof v === 'string') {
      if (asks(v) && ASKS_IN_WORDS.test(v) && v.trim().split(/\s+/).length >= 3) out.push(v.trimEnd());
    } else if (Array.isArray(v)) {
      // An item shaped like others of its array is a record: its question is its own (an
      // incident's summary, a notebook cell's text), not the payload's.
      const shapes = v.map(shapeOf);
      v.forEach((item, i) => {
        if (shapes.filter((s) => s !== '' && s === shapes[i]).length < MIN_RECORDS) visit(item, depth + 1);
      });
    } else if (v !== null && typeof v === 'object') for (const child of Object.values(v)) visit(child, depth + 1);
  };
  visit(value, 0);
  return out.length <= MAX_NESTED_QUESTIONS ? out : [];
}

/** Items of one shape this often in an array are its records. */
const MIN_RECORDS = 3;

/** An object's keys, as the shape it shares with its siblings ('' for anything else). */
function shapeOf(v: unknown): string {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).sort().join('\u0000') : '';
}

/**
 * A lookup stated as a question: with its "?", or a part opening like one (a quotation named as
 * the question: `Research question (from the saved search): "What is …"`).
 */
export function statesQuestion(query: QueryInfo): boolean {
  return /[?？؟]/u.test(query.lookup) || query.parts.some(opensLikeQuestion);
}
