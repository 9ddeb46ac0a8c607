/**
 * @module compress/query-split
 * Finds where the asker's own words stand in a message, by structure alone: what is short
 * and sits before or after long material. The question may come first or last, as a
 * sentence, a labelled field (`Key: …`, `Q:`, `Input:`), a form with a blank to fill
 * (`Answer:`), a short XML element (`<question>…</question>`) or a markdown section — in any
 * language. Those words are kept byte-exact; the material between is what a lossy level may
 * select from. A message that is all short is all query; one with no short edge is all
 * material.
 */
import { countAnchor, extractAnchors } from './anchors.js';
import { type AskedPlace, carriedQuestions, recordKey } from './carried-questions.js';
import { commentFrame } from './comment-frame.js';
import { pointsAtQuestion } from './pointers.js';
import { quotedReply } from './quoted-reply.js';
import { askingEdgeRecords, askingTagEdges } from './markup-questions.js';
import { FIELD, HEADING, MAX_EDGE_CHARS, MAX_HEAD_PARAGRAPHS, MAX_TAIL_PARAGRAPHS, QUESTION_MARK, SEPARATOR, asks, asksByLine, closesQuestion, isFormatTemplate, isDataLike, isEdgeParagraph, leadIn, leadingLines, openingWords, sameOpening, trailingLines, trailingSlot } from './query-edges.js';
import { delimitedSplit, fencedSplit, multipartSplit, wordsAboveFence } from './enclosed-splits.js';
import type { QuerySplit } from './split-types.js';
import { fieldLabels, isRecordOf, labelKey, materialLabels, recordHeadingLevels, repeatsMaterial } from './material-labels.js';

export type { QuerySplit } from './split-types.js';




export function splitQuery(text: string): QuerySplit {
  const split = withinCommentFrame(text) ?? splitUnframed(text);
  if (split.head !== '' || split.tail !== '' || split.inside) return split;
  // Nothing found to be the asker's: words above a closing fence, or a multipart body's other parts
  // even when they ask nothing (a mail sent ahead of its question: "I'll send my question separately").
  return wordsAboveFence(text) ?? (split.carried ? undefined : multipartSplit(text, true)) ?? split;
}

/**
 * A message written inside line comments is read without their marks, and its parts are given
 * back as they stand, marks and all (the material's lines keep theirs; the text pipeline selects
 * inside them). A frame whose words are all the asker's, or that asks across a line break inside
 * the material, is read as it stands.
 */
function withinCommentFrame(text: string): QuerySplit | null {
  const frame = commentFrame(text);
  if (!frame) return null;
  const split = splitUnframed(frame.inner);
  const places = [...(split.inside ? [split.inside] : []), ...(split.carried ?? [])];
  if (split.material.trim() === '' || places.some((p) => p.asked.includes('\n'))) return null;
  const start = frame.outer(split.head.length);
  const end = frame.outer(split.head.length + split.material.length);
  const place = (p: AskedPlace): AskedPlace => {
    const at = frame.outer(split.head.length + p.at, true) - start;
    return { ...p, at, asked: text.slice(start + at, start + at + p.asked.length) };
  };
  return {
    head: text.slice(0, start),
    material: text.slice(start, end),
    tail: text.slice(end),
    ...(split.frame ? { frame: split.frame } : {}),
    ...(split.inside ? { inside: place(split.inside) } : {}),
    ...(split.carried ? { carried: split.carried.map(place) } : {}),
    unmarked: { head: split.head, tail: split.tail },
  };
}

function splitUnframed(text: string): QuerySplit {
  const reply = quotedReply(text);
  if (reply) return reply;
  const fenced = fencedSplit(text) ?? delimitedSplit(text) ?? multipartSplit(text);
  if (fenced) return fenced;
  // Paragraphs with their separators: even indices are paragraphs, odd ones the blank runs.
  const parts = text.split(/(\n(?:[ \t]*\n)+)/);
  const count = Math.ceil(parts.length / 2);
  if (count === 1) return splitSingle(text);
  let last = count - 1;
  let tailChars = 0;
  // Blank space after the last paragraph belongs to the tail.
  while (last >= 1 && (parts[2 * last] ?? '').trim() === '') last--;
  const final = last;
  const openings = openingWords(parts.filter((_, i) => i % 2 === 0));
  // The answer's format, given last ("Devuelve un JSON con este formato:" / `{"answer": "<…>"}`), is the asker's too.
  const format = (k: number): boolean => k === final && k >= 2 && isFormatTemplate(parts[2 * k] ?? '', parts[2 * k - 2] ?? '');
  const closing = (k: number): boolean => k === final && k >= 2 && closesQuestion(parts[2 * k] ?? '', parts[2 * k - 2] ?? '');
  while (last >= 1 && final - last < MAX_TAIL_PARAGRAPHS && (isEdgeParagraph(parts[2 * last] ?? '', last === final, openings) || format(last) || closing(last)) && tailChars + (parts[2 * last]?.length ?? 0) <= MAX_EDGE_CHARS) {
    tailChars += parts[2 * last]?.length ?? 0;
    last--;
  }
  let first = 0;
  let headChars = 0;
  // A heading whose section is long material opens the material: it is not the asker's.
  // (A section that the next paragraph's own heading, as high or higher, closes — `## پرسش` / `…?` above `## اسناد` — opens nothing.)
  const opensMaterial = (k: number): boolean => HEADING.test(parts[2 * k] ?? '') && !isEdgeParagraph(parts[2 * k + 2] ?? '') && !closedBy(parts[2 * k] ?? '', parts[2 * k + 2] ?? '');
  // A leading instruction needs material after it and something more after that (≥ 3 paragraphs).
  // What a lead-in introduces ("Here is the document:") is material, its title too — unless it asks ("… this question:").
  const introduced = (k: number): boolean => k > 0 && leadIn(parts[2 * k - 2] ?? '') && !asks(parts[2 * k] ?? '');
  // Of two paragraphs, the first is the asker's when it asks or points at a question (neither is a
  // title: "…bulurmusun\nSoru: …?" over a TSV, "Одговори на поље `питање`" over a YAML export).
  // (A question by its mark: an order's verb — "report a drop of 13.2 points" — is a record's words as often.)
  const headRoom = count >= 3 || (count === 2 && (QUESTION_MARK.test(parts[0] ?? '') || pointsAtQuestion(parts[0] ?? '')));
  // A short request in markup or JSON that asks (a portal's `{"sak": …, "spørsmål": "…?"}` above the documents) is the asker's too.
  const request = (p: string): boolean => p.trim().length <= MAX_REQUEST_CHARS && /^\s*[[{<`]/m.test(p) && QUESTION_MARK.test(p);
  if (count >= 3 && last >= 2 && instructionsThenQuestion(parts, openings)) {
    first = 2;
    headChars = (parts[0]?.length ?? 0) + (parts[2]?.length ?? 0);
  }
  // Words above one block of data (a JSONL file whose first record asks) are of another kind than it: the asker's, however long their line.
  const aboveData = (k: number): boolean => count === 2 && k === 0 && isDataLike(parts[2] ?? '') && !isDataLike(parts[0] ?? '');
  while (first < last && headRoom && first < MAX_HEAD_PARAGRAPHS && (isEdgeParagraph(parts[2 * first] ?? '', first === 0, openings, first === 0) || leadIn(parts[2 * first] ?? '') || request(parts[2 * first] ?? '') || aboveData(first)) && !opensMaterial(first) && !introduced(first) && headChars + (parts[2 * first]?.length ?? 0) <= MAX_EDGE_CHARS) {
    headChars += parts[2 * first]?.length ?? 0;
    first++;
  }
  // Every paragraph short (a chat message, a question turn): all of it is the asker's.
  if (last === 0 && isEdgeParagraph(parts[0] ?? '') && count <= MAX_TAIL_PARAGRAPHS + 1) return { head: '', material: '', tail: text };
  // Edge paragraphs that repeat the material's shape go back to it (and so does everything beyond them).
  if (first < last) {
    const body = parts.slice(2 * first, 2 * last + 1).join('');
    const labels = materialLabels(body);
    const headings = recordHeadingLevels(body);
    for (let k = last + 1; k <= final; k++) {
      if (repeatsMaterial(parts[2 * k] ?? '', labels, headings)) last = k;
    }
    for (let k = first - 1; k >= 0; k--) {
      if (repeatsMaterial(parts[2 * k] ?? '', labels, headings)) first = k;
    }
  }
  // Worked examples before the material (a few-shot frame: `Question: … Answer: …` blocks, as
  // DSPy writes them) use the labels of the asker's own trailing fields: they are the asker's too.
  // (The tail may still be the last paragraph's own last lines: the form's blank under the material, `Answer:`.)
  const lastParagraph = parts[2 * last] ?? '';
  const trailing = parts.slice(2 * last + 1).join('');
  const ownLines = trailingLines(lastParagraph);
  const apart = trailing.trim() !== '';
  const tailLabels = fieldLabels(apart ? trailing : lastParagraph.slice(Math.min(ownLines > 0 ? ownLines : lastParagraph.length, trailingSlot(lastParagraph))));
  // (Under the last passage, the blank frames only examples that end in it, answered: `Answer: 1962` —
  // not a ReAct trace's first step, `Thought: …` above `Action:` and `Observation:`.)
  const endsIn = (paragraph: string): boolean => [...fieldLabels(paragraph.trim().split('\n').at(-1) ?? '')].some((label) => tailLabels.has(label));
  let frame = false;
  if (tailLabels.size > 0) {
    for (let k = last - 1; k >= first; k--) {
      if (![...fieldLabels(parts[2 * k] ?? '')].some((label) => tailLabels.has(label))) continue;
      if (!apart && !endsIn(parts[2 * k] ?? '')) break;
      let next = k + 1;
      if (SEPARATOR.test((parts[2 * next] ?? '').trim()) && next < last) next++;
      first = next;
      frame = true;
      break;
    }
  }
  let head = parts.slice(0, 2 * first).join('');
  let material = parts.slice(2 * first, 2 * last + 1).join('');
  let tail = parts.slice(2 * last + 1).join('');
  if (tail === '') {
    const cut = trailingLines(material);
    // Else the form's blank under the material (`Ответ:`) is the asker's.
    const at = cut > 0 && !isRecordOf(material.slice(cut), material.slice(0, cut)) ? cut : trailingSlot(material);
    [material, tail] = [material.slice(0, at), material.slice(at)];
  } else if (!QUESTION_MARK.test(tail)) {
    // A tail that only says how to answer ("השב בפורמט: תשובה: … | מקורות: …") under the question's
    // own lines at the material's end (`</מסמכים>` / `<שאלה>…?</שאלה>`): those lines are the asker's too.
    const cut = trailingLines(material);
    if (cut > 0 && QUESTION_MARK.test(material.slice(cut)) && !isRecordOf(material.slice(cut), material.slice(0, cut))) [material, tail] = [material.slice(0, cut), material.slice(cut) + tail];
  }
  if (head === '') {
    const cut = leadingLines(material);
    if (cut > 0 && !isRecordOf(material.slice(0, cut), material.slice(cut))) [head, material] = [material.slice(0, cut), material.slice(cut)];
    else if (first === 0 && last >= 1 && isEdgeParagraph(parts[0] ?? '', true)) {
      // Instructions, then the question opening the material's paragraph (LangChain's map-reduce
      // prompt: `…create a final answer.` / `QUESTION: …?` / `=========` / the extracts).
      const lead = (parts[0] ?? '') + (parts[1] ?? '');
      const asked = leadingLines(material.slice(lead.length));
      if (asked > 0) [head, material] = [material.slice(0, lead.length + asked), material.slice(lead.length + asked)];
    }
  }
  if (frame) {
    const asked = framedQuestion(material, askingLabels(head));
    return { head, material, tail, frame, ...(asked !== '' ? { inside: { asked, at: 0 } } : {}) };
  }
  return withinMaterial(head, material, tail);
}

/**
 * Words of the asker's that ask nothing ("Antworte auf Deutsch.") beside a question carried in
 * markup at the material's edge — a tag's attribute, or a question box among its records (a
 * short element that asks at either end): those are the asker's too. Null when neither edge has one.
 */
function markupEdges(head: string, material: string, tail: string): QuerySplit | null {
  const tagged = askingTagEdges(material);
  const edges = tagged.start > 0 || tagged.end < material.length ? tagged : askingEdgeRecords(material);
  if (edges.start === 0 && edges.end === material.length) return null;
  return { head: head + material.slice(0, edges.start), material: material.slice(edges.start, edges.end), tail: material.slice(edges.end) + tail };
}

/** The split with what asks inside its material: a question in its middle, or the questions it carries. */
function withinMaterial(head: string, material: string, tail: string): QuerySplit {
  // Nothing asked at the edges (they are the material's own title and last lines, if anything): the question may stand inside.
  if (![head, tail].some((t) => t.split('\n').some(asksByLine))) {
    const marked = markupEdges(head, material, tail);
    if (marked) return marked;
    const inside = middleQuestion(material);
    if (inside) return { head, material, tail, inside };
  }
  // Questions the material carries (a P.S. under pasted sources, a ticket's open quiz item, a
  // post mid-thread) are read with the asker's words, which may only point at them ("answer what she is asking").
  const carried = carriedQuestions(material);
  return carried.length > 0 ? { head, material, tail, carried } : { head, material, tail };
}

/** Material on each side of a question asked in its middle, at least. */
const MIN_SIDE_CHARS = 500;

/**
 * A question asked between two halves of the material, with nothing asked at its edges: the
 * one short paragraph of the material that asks, which stands apart from it — ruled off
 * (`---` / `Question: …?` / `---`), labelled, or naming an id the material holds ("What error
 * code did request req-dff85a fail with?" between two halves of a log). An article's own
 * rhetorical question ("So why did Kestrel grow so fast?") names no id: it stays material.
 */
function middleQuestion(material: string): AskedPlace | undefined {
  const parts = material.split(/(\n(?:[ \t]*\n)+)/);
  const k = askedInside(parts, Math.ceil(parts.length / 2));
  return k > 0 ? { asked: parts[2 * k] ?? '', at: parts.slice(0, 2 * k).join('').length } : undefined;
}

function askedInside(parts: string[], count: number): number {
  let found = -1;
  for (let k = 1; k < count - 1; k++) {
    const p = parts[2 * k] ?? '';
    if (!isEdgeParagraph(p) || !p.split('\n').some(asksByLine)) continue;
    // Two asking paragraphs: the material's own questions (an FAQ), not the asker's.
    if (found >= 0) return -1;
    found = k;
  }
  if (found < 0) return -1;
  const before = parts.slice(0, 2 * found).join('');
  const after = parts.slice(2 * found + 1).join('');
  if (before.trim().length < MIN_SIDE_CHARS || after.trim().length < MIN_SIDE_CHARS) return -1;
  const p = parts[2 * found] ?? '';
  const rest = `${before}\n${after}`;
  if (isRecordOf(p, rest)) return -1;
  const lines = p.trim().split('\n');
  const neighbours = [before.trimEnd().split('\n').at(-1) ?? '', after.trimStart().split('\n')[0] ?? ''];
  // A transcript's line (`[00:26:51] Samuel: …?`) opened like the lines around it is a record.
  if (lines.some((line) => neighbours.some((n) => sameOpening(line, n)))) return -1;
  const ruled = lines.some((l) => SEPARATOR.test(l.trim())) || neighbours.some((n) => SEPARATOR.test(n.trim()));
  const labelled = lines.some((l) => FIELD.test(l) && QUESTION_MARK.test(l));
  // An id (`req-dff85a`, `INC-7083`), not a name: an article's rhetorical question names its subjects too.
  const lower = rest.toLowerCase();
  const pointed = extractAnchors(p).some((a) => a.strength === 'strong' && /\p{L}/u.test(a.text) && /\p{N}/u.test(a.text) && countAnchor(lower, a, 1) > 0);
  // The next batch introduced right after it ("Second batch:"): the question stands between two parts of the paste.
  const introduces = leadIn(parts[2 * found + 2] ?? '');
  return ruled || labelled || pointed || introduces ? found : -1;
}

/**
 * Instructions in a paragraph of their own, then the question in the next, then the material
 * (AutoGen's retrieval prompt: "You're a retrieval-augmented chatbot. … as short as possible." /
 * "User's question is: …?" / "Context is: …"): both paragraphs are the asker's. The instructions
 * ask nothing and are prose on a line or three; the question is labelled or closed by its "?";
 * neither opens as the material's records do.
 */
function instructionsThenQuestion(parts: string[], openings: Map<string, number>): boolean {
  const rules = (parts[0] ?? '').trim();
  const question = (parts[2] ?? '').trim();
  if (rules.length > MAX_EDGE_CHARS / 2 || rules.split('\n').length > 3 || QUESTION_MARK.test(rules) || HEADING.test(rules) || isDataLike(rules) || !/\p{L}{2}/u.test(rules)) return false;
  if (!isEdgeParagraph(question) || !question.split('\n').some((l) => (FIELD.test(l) && QUESTION_MARK.test(l)) || /[?？؟]["'”’)]?$/u.test(l.trim()))) return false;
  const rest = parts.slice(4).join('');
  if (rest.trim().length < MIN_SIDE_CHARS || isRecordOf(question, rest)) return false;
  return [rules, question].every((p) => (openings.get(recordKey(p.split('\n')[0] ?? '')) ?? 0) < 2);
}

/**
 * The asker's own question under worked examples, atop the material, under the label of the
 * examples' questions (`### Task` / `Question: What does …` / `Context:` / the documents): the
 * filled lines so labelled, under a heading at most, up to the first line that is not (`Context:`
 * left blank, the material's first line). Asked in place. (A thread's speakers label no question.)
 */
function framedQuestion(material: string, labels: Set<string>): string {
  const lines = material.split('\n');
  let end = HEADING.test(lines[0] ?? '') ? 1 : 0;
  const top = end;
  for (; end < lines.length; end++) {
    const field = /^[ \t]*([\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40})[:：][ \t]*(\S.*)$/u.exec(lines[end] ?? '');
    if (!field || !labels.has(labelKey(field[1] ?? '')) || (lines[end] ?? '').length >= MAX_FRAMED_LINE) break;
  }
  return end > top && end < lines.length ? lines.slice(0, end).join('\n') : '';
}
const MAX_FRAMED_LINE = 300;

/** The labels of the examples' questions (`Question: In what year …?`): those that label a line asking with its "?". */
function askingLabels(head: string): Set<string> {
  return new Set(head.split('\n').filter((l) => QUESTION_MARK.test(l)).flatMap((l) => [...fieldLabels(l)]));
}

/** Whether a section's paragraph (`## پرسش` / its question) is closed by the next paragraph's heading of its level or higher. */
function closedBy(section: string, next: string): boolean {
  const own = /^\s{0,3}(#{1,6})\s/.exec(section)?.[1]?.length ?? 0;
  const following = /^\s{0,3}(#{1,6})\s/.exec(next)?.[1]?.length ?? 0;
  return section.trim().includes('\n') && following > 0 && following <= own;
}

/** A request this short is the asker's whatever its markup: too short to be material worth selecting from. */
const MAX_REQUEST_CHARS = 600;

function splitSingle(text: string): QuerySplit {
  if (isEdgeParagraph(text, true)) return { head: '', material: '', tail: text };
  // A short structured request (`<richiesta><domanda>…?</domanda><lingua>…</lingua></richiesta>`) whose lines ask.
  if (text.length <= MAX_REQUEST_CHARS && QUESTION_MARK.test(text.replace(/<\?[^>]*\?>/g, ''))) return { head: '', material: '', tail: text };
  const tailAt = trailingLines(text);
  if (tailAt > 0 && !isRecordOf(text.slice(tailAt), text.slice(0, tailAt))) {
    // A template may frame the material on both sides (a question above a rule, instructions below another).
    const body = text.slice(0, tailAt);
    const headAt = leadingLines(body);
    return headAt > 0 ? withinMaterial(body.slice(0, headAt), body.slice(headAt), text.slice(tailAt)) : withinMaterial('', body, text.slice(tailAt));
  }
  const headAt = leadingLines(text);
  if (headAt > 0 && !isRecordOf(text.slice(0, headAt), text.slice(headAt))) {
    // The form's blank under the material (`Ответ:`) stays the asker's too.
    const slot = headAt + trailingSlot(text.slice(headAt));
    return withinMaterial(text.slice(0, headAt), text.slice(headAt, slot), text.slice(slot));
  }
  return withinMaterial('', text, '');
}
