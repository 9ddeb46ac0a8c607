/**
 * @module compress/turn-query
 * What a turn asks: the questions of its user messages together (or the task one of them sets),
 * a short system message's question when the user's words ask nothing, and the questions its
 * material carries (an e-mail's P.S. under "answer what she asks", a form's named field).
 */
import { type QueryInfo, NO_QUERY, describeQuery, queryInfo } from './query-kind.js';
import { pointsAtQuestion } from './pointers.js';
import { statesQuestion } from './member-reading.js';

/**
 * The turn's query: every question its user messages ask, together — unless any of them sets
 * a task. A short system message's question counts only when no user message asks anything
 * (an app that puts the question in its instructions and the documents in the user turn, or an
 * agent whose short system prompt states its objective and whose user only says "Go ahead").
 */
export function turnQuery(infos: QueryInfo[]): QueryInfo {
  const users = infos.filter((q) => !q.system);
  const system = infos.filter((q) => q.system && !q.example && q.kind === 'lookup' && statesQuestion(q));
  // A user line only guessed to be a question typed without its "?" ("check the feed and answer my
  // saved search pls") does not outrank a question the system message states (with its "?", or opening like one).
  // Nor does a user's question that only points at one ("can you help me with this enquiry?").
  const guessed = users.every((q) => q.kind === 'none' || (q.kind === 'lookup' && (q.bare || q.parts.every(pointsAtQuestion))));
  const pool = users.some((q) => q.kind !== 'none') && !(guessed && system.length > 0) ? users : infos.filter((q) => q.system);
  const task = pool.find((q) => q.kind === 'task');
  if (task) return task;
  const asking = pool.filter((q) => q.kind === 'lookup');
  if (asking.length === 0) return NO_QUERY;
  if (asking.length === 1) return asking[0] as QueryInfo;
  const anchors = new Map(asking.flatMap((q) => q.anchors).map((a) => [a.needle, a] as const));
  return queryInfo('lookup', asking.flatMap((q) => q.parts), asking.map((q) => q.text).join('\n'), [...anchors.values()]);
}

/**
 * The turn's query with the questions its material carries (an e-mail's P.S. under "answer what
 * she asks"): added to what the asker's words ask, never in place of it (but in place of a line
 * only guessed to be a question typed without its "?") — a question in the
 * system message still counts — and only when they ask something: material pasted with no
 * words of the asker's is sent whole, whatever its own questions (an article's rhetorical one).
 * One that sets a task over the material makes the turn a task.
 */
export function withCarried(query: QueryInfo, asked: string[], words: string, blanks: string[] = [], field?: string): QueryInfo {
  // The one question in a field the instructions name (a form: « question », `питање`) is the query of a turn that asks nothing else.
  if (query.kind === 'none' && field !== undefined) return describeQuery('', field);
  if (asked.length === 0) return query;
  // Words that ask nothing themselves but send us to a question ("@assistant answer priya's
  // question pls", "Resolve the inline todo in this draft"): the material's question is the one.
  if (query.kind === 'none' && pointsAtQuestion(words)) return describeQuery('', asked.join('\n'));
  // So is the one question whose answer field is left blank (a form sent to be filled, with no words but its file name).
  if (query.kind === 'none' && blanks.length === 1) return describeQuery('', blanks[0]);
  if (query.kind !== 'lookup') return query;
  const carried = describeQuery('', asked.join('\n'));
  if (carried.kind !== 'lookup') return carried.kind === 'task' ? carried : query;
  // A line read as a question typed without its "?" was a guess, and words that only send us to
  // the question ("can you answer my question above from this thread?") name nothing of it: the
  // material's own question outranks them.
  // (Only parts that are themselves such pointers: "Answer the question below: When was it built?" still asks its own.)
  const outranked = query.bare === true || (pointsAtQuestion(words) && query.parts.every(pointsAtQuestion));
  const own = outranked ? [] : query.parts;
  const anchors = new Map([...(query.bare ? [] : query.anchors), ...carried.anchors].map((a) => [a.needle, a] as const));
  return { ...queryInfo('lookup', [...own, ...carried.parts], `${query.text}\n${carried.text}`, [...anchors.values()]), ...(query.system ? { system: true } : {}) };
}
