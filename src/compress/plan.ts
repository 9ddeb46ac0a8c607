/**
 * @module compress/plan
 * Decides, for every message of a request, what a lossy level may do to it and against which
 * query — before any text is touched. Messages are read in *turns*: a turn is a run of
 * system/developer/user messages that no assistant message interrupts (one request's worth of
 * instructions, context and question, in whatever order and however many messages). A turn's
 * query is every asking part of its user messages; its material — in the system message, in
 * a user message around the question or in another one, in tool output a user message
 * follows — is selected against that query, and only when it is a lookup. A turn with a
 * whole-material task, or none, stays lossless. Once an assistant message follows, a turn never
 * changes, so its compressed form is stable across the requests of a conversation
 * (docs/compression.md, "Reading a prompt"). Tool output and an agent's observations are
 * reduced against the question and the call that produced them.
 */
import { type QueryInfo, NO_QUERY, queryInfo } from './query-kind.js';
import { turnQuery, withCarried } from './turn-query.js';
import { carriesTask } from './carried-questions.js';
import { blankAsks, carriedAsks, namedFieldAsk, pointedAt, withOwnQuestions, withPlace } from './material-questions.js';
import { agentAsks, ranCommand, textSlots } from './turn-text.js';
import { acknowledgesOnly, asksForMore, mayAcknowledge } from './acknowledgement.js';
import type { QuerySplit } from './query-split.js';
import { lookupHolds } from './lookup-gate.js';
import { contentTerms, isCommonVerb } from './stem.js';
import { fastKey } from './hash.js';
import { namesAnyOf, pointsAtQuestion } from './pointers.js';
import { MIN_SIBLINGS } from './sibling-select.js';
import { type MemberReading, readMember } from './member-reading.js';
import type { ChatMessage } from '../wire/chat.js';

/**
 * Policies of material may carry `shareWith`: the material compressed with it in this request for
 * the same question, whose budget it shares (`turn-share.ts`) — the outputs of the same calls, the
 * turn's other messages of material; never an earlier round's output, whose form was sent before.
 */
export type MessagePolicy =
  | { mode: 'lossless' }
  /**
   * Tool output, or an agent's observation pasted back as a user message: read against the
   * question and the call before it; `beside`, the outputs of the same calls after it (a second
   * search's results), which the question is checked against with it.
   */
  | { mode: 'observation'; question: QueryInfo; after: ChatMessage | undefined; earlier: string[]; batch?: SiblingBatch; beside?: string[]; shareWith?: string[] }
  /**
   * Material of a lookup turn: `splits` (per text slot) say what is the asker's and what is
   * material; `beside`, the turn's other material (a knowledge base's passages in one message,
   * a web search's in the next), which the question is checked against with this one.
   */
  | { mode: 'lookup'; query: QueryInfo; splits: Array<QuerySplit | null>; batch?: SiblingBatch; beside?: string[]; shareWith?: string[] };

/** Outputs of one batch of parallel tool calls (`sibling-select.ts`): their texts, and which one this is. */
export interface SiblingBatch {
  texts: string[];
  index: number;
  /** What each output is, by its call (`fetch_page {"url": …/Warsaw}`): a title to rank it by, not words of the question. */
  titles?: string[];
}

export interface MessagePlan {
  policy: MessagePolicy;
  /** Everything outside the message that its compressed form depends on (part of the cache key). */
  key: string;
  /** The turn this message belongs to (-1 for assistant and tool messages). */
  turn: number;
}

export interface RequestPlan {
  messages: MessagePlan[];
  /** Each turn's query, in order: a later turn's query can ask for what an earlier one cut. */
  turnQueries: QueryInfo[];
  /** Whether each turn brought material of its own (a fresh retrieval) — then its question is about that. */
  turnMaterial: boolean[];
}

const LOSSLESS: MessagePlan = { policy: { mode: 'lossless' }, key: 'l', turn: -1 };

interface TurnReading {
  splits: Array<Array<QuerySplit | null>>;
  infos: QueryInfo[];
}

function readTurn(messages: ChatMessage[], members: number[], read: (message: ChatMessage, index: number) => MemberReading): TurnReading {
  const splits: Array<Array<QuerySplit | null>> = [];
  const infos: QueryInfo[] = [];
  for (const i of members) {
    const reading = read(messages[i] as ChatMessage, i);
    splits.push(reading.splits);
    infos.push(reading.info);
  }
  return { splits, infos };
}

export interface PlanOptions {
  /** The request declares tools: its system messages are an agent's instructions and state, never reference material. */
  tools?: boolean;
  /** How a turn member is read (a memo of `readMember` for a resent conversation). */
  read?: (message: ChatMessage, index: number) => MemberReading;
}

export function planRequest(messages: ChatMessage[], options: PlanOptions = {}): RequestPlan {
  const plans: MessagePlan[] = new Array<MessagePlan>(messages.length);
  const turnQueries: QueryInfo[] = [];
  const turnMaterial: boolean[] = [];
  // The request's instructions, where a form's field may be named as the one that asks (read only for a turn that asks nothing).
  let instructions: string | undefined;
  const readInstructions = (): string => (instructions ??= messages.filter((m) => m.role === 'system' || m.role === 'developer').flatMap((m) => textSlots(m).filter((t): t is string => t != null)).join('\n'));
  let lastQuery: QueryInfo = NO_QUERY;
  // Whether the latest person's turn asked something: if not, the agent's own questions stand for it.
  let personAsked = false;
  // The person's words pointed at a question ("tell me the answer to the TODO in notes/quiz.md",
  // "draft an answer to the question in it"): the tool output read next may carry it.
  let pointedAtOne = false;
  let lastAssistant: ChatMessage | undefined;
  // Tool output since the last user turn: a later call may look up what an earlier one returned.
  let outputs: string[] = [];
  // System messages holding material their own turn could not be scored against, for a later turn's question.
  let unread: Array<{ index: number; splits: Array<QuerySplit | null>; terms: Set<string>; acknowledged: boolean }> = [];
  const isReply = (role: string | undefined): boolean => role === 'tool' || role === 'function';
  // Material held for a later question: always when it was only acknowledged, else while the person's words do not speak of it.
  const holdUnread = (index: number, slots: Array<QuerySplit | null>, acknowledged: boolean, words = ''): void => {
    if (!slots.some((x) => x !== null && x.material.trim() !== '')) return;
    const terms = new Set(contentTerms(slots.map((x) => x?.material ?? '').join('\n')));
    if (acknowledged || !speaksOf(words, terms)) unread.push({ index, splits: slots, terms, acknowledged });
  };
  for (let i = 0; i < messages.length; ) {
    const role = messages[i]?.role;
    if (role === 'assistant') {
      plans[i] = LOSSLESS;
      lastAssistant = messages[i];
      // An agent may state the task itself, in a call's arguments (a todo, a search's goal) — its
      // turn asking nothing ("Pick up the job from your plan.") or only vaguely: it reads what comes back for it.
      // Its questions (a search's query) are what it reads the turn's later output for when the
      // person asked nothing ("Research task #4471. Use search, then fetch."): each adds to the last.
      const own = agentAsks(lastAssistant as ChatMessage);
      if (own?.kind === 'task' && lastQuery.kind !== 'task') lastQuery = own;
      else if (own?.kind === 'lookup' && !personAsked && lastQuery.kind !== 'task') lastQuery = lastQuery.kind === 'lookup' ? turnQuery([lastQuery, own]) : own;
      i++;
      continue;
    }
    if (isReply(role)) {
      let end = i;
      while (end < messages.length && isReply(messages[end]?.role)) end++;
      // Tool output that a user turn follows directly is that turn's material; otherwise the agent reads it next.
      if (end >= messages.length || messages[end]?.role === 'assistant') {
        const batch = siblingTexts(messages, i, end, lastAssistant);
        const titles = batch ? callTitles(messages, i, end, lastAssistant) : undefined;
        const batchKey = batchKeyOf(batch);
        // The question it carries is read with what the person asked (alone when they asked nothing
        // else), in this output and in the turn's later ones (the thread fetched after the issue).
        // (A task it carries stands only for a person who asked nothing: "close out CS-2210?" stays a lookup.)
        const found = pointedAtOne && lastQuery.kind !== 'task' ? pointedAt(messages.slice(i, end)) : undefined;
        const carried = found !== undefined && (found.kind === 'lookup' || lastQuery.kind === 'none') ? found : undefined;
        const readFor = carried === undefined ? lastQuery : lastQuery.kind === 'lookup' ? turnQuery([lastQuery, carried]) : carried;
        if (carried !== undefined) {
          lastQuery = readFor;
          pointedAtOne = false;
        }
        // Outputs of the same calls come together, and the question is asked of all of them: each is checked against the question with those after it too.
        const run = messages.slice(i, end).map((m) => textSlots(m).filter((t): t is string => t != null).join('\n\n'));
        // Output fetched on an order that asks nothing of it ("pull up all the articles first, my
        // question comes next"; "pull up the pages from my reading list"), which the assistant
        // then only acknowledges, is for the question that comes next, as an upload is.
        // (The outputs are read only when the reply after them is short enough to acknowledge: this runs on every tool call.)
        const fetched = readFor.kind !== 'task' && !options.tools && mayAcknowledge(messages[end]) ? messages.slice(i, end).map((m, k) => ({ index: i + k, splits: (options.read ?? readMember)(m, i + k).splits })) : [];
        const held = fetched.length > 0 && acknowledgesOnly(messages[end], fetched.flatMap((f) => f.splits));
        for (let k = 0; i < end; i++, k++) {
          // It belongs to the latest user turn: a later user turn may need what its reading cut.
          const shareWith = run.filter((t, j) => j !== k && t.trim() !== '');
          plans[i] = { ...observation(readFor, lastAssistant, outputs, batch && { texts: batch, index: k, titles }, batchKey, run.slice(k + 1).filter((t) => t.trim() !== ''), shareWith), turn: turnQueries.length - 1 };
          outputs = [...outputs, ...textSlots(messages[i] as ChatMessage).filter((t): t is string => t != null)];
        }
        if (held) for (const f of fetched) holdUnread(f.index, f.splits, true);
        continue;
      }
    }
    const members: number[] = [];
    while (i < messages.length && messages[i]?.role !== 'assistant') members.push(i++);
    const turn = turnQueries.length;
    const reading = readTurn(messages, members, options.read ?? readMember);
    const words = reading.infos.filter((q) => !q.system).map((q) => q.text).join('\n');
    // Material in a system message carries the question only when the asker's words point at one ("@assistant what I asked above, pls").
    const pointed = pointsAtQuestion(words);
    const read = pointed ? reading.splits.map((slots, k) => (messages[members[k] ?? -1]?.role === 'user' ? slots : slots.map(withOwnQuestions))) : reading.splits;
    const own = turnQuery(reading.infos);
    const field = own.kind === 'none' ? namedFieldAsk(read.flat().map((x) => x?.material ?? ''), readInstructions()) : undefined;
    // The named field's question stays where it stands, out of what is scored (as a carried one does).
    const splits = field === undefined ? read : read.map((slots) => slots.map((x) => withPlace(x, field)));
    const carried = withCarried(own, splits.flat().flatMap(carriedAsks), words, splits.flat().flatMap(blankAsks), field);
    // Words that send us to a to-do ("Can you take care of the TODO in my draft?") whose comment sets a task over the material: a task.
    const query = carried.kind !== 'task' && pointed && splits.flat().some((s) => s !== null && carriesTask(s.material)) ? queryInfo('task', carried.parts, carried.text, carried.anchors) : carried;
    const previous = members[0] !== undefined ? messages[members[0] - 1] : undefined;
    // The environment answering a command (a text-protocol agent's shell): an observation, whatever it says.
    const observed = ranCommand(previous) && messages[members[0] ?? 0]?.role === 'user';
    // An observation asks nothing of what earlier turns cut: only a person's turn does.
    turnQueries.push(observed ? NO_QUERY : query);
    turnMaterial.push(splits.some((slots) => slots.some((x) => x !== null && x.material.trim() !== '')));
    // Material the user brings when the assistant asked for it ("Could you paste the sources you
    // found?"), with no asking words of its own, is for the question asked before that.
    // So is tool output the person's turn brings back with words that ask nothing of it ("Teşekkürler.
    // Cevabı Türkçe yaz." — none of them in the output; "sort all the hotels by price" names what it holds).
    const returned = (): boolean => {
      const texts = members.filter((m) => isReply(messages[m]?.role)).flatMap((m) => textSlots(messages[m] as ChatMessage).filter((t): t is string => t != null));
      // One word ("continue", "weiter") is a nudge to go on, whichever output happens to hold it.
      return texts.length > 0 && (contentTerms(words).length <= 1 || !namesAnyOf(words, texts));
    };
    // Or that only points at the question asked before ("Answer the query from the retrieval call above."), whatever words of the output it names.
    const answered = query.kind === 'none' && !observed && lastQuery.kind === 'lookup' && turnMaterial.at(-1) === true && (asksForMore(previous) || returned() || pointed);
    const asked = answered ? lastQuery : query;
    // User messages that are all material (a thread pasted post by post, documents sent one per
    // message) are one material; so are system messages that are (files an app sends one per message).
    const pasted = observed ? [] : members.filter((m, k) => messages[m]?.role !== 'tool' && allMaterial(messages[m] as ChatMessage, splits[k] ?? []));
    const batch = pasted.length >= MIN_SIBLINGS ? pasted.map((m) => messages[m]?.content as string) : undefined;
    const batchKey = batchKeyOf(batch);
    members.forEach((m, k) => {
      const message = messages[m] as ChatMessage;
      if (observed && message.role === 'user') plans[m] = { ...observation(lastQuery, lastAssistant, []), turn };
      else if (options.tools && (message.role === 'system' || message.role === 'developer')) plans[m] = { ...LOSSLESS, key: 'l\u0000tools', turn };
      else {
        const plan = materialPlan(asked, splits[k] ?? []);
        const index = batch ? pasted.indexOf(m) : -1;
        plans[m] = { ...inBatch(plan, batch, batchKey, index), turn };
      }
    });
    besideEachOther(plans, members);
    // Output the agent read earlier in this turn, for the same question, is beside what the person's nudge ("go on") brings back: the question is checked against both.
    if (answered && outputs.length > 0) besideOutputs(plans, members, outputs);
    // Material in a system message that nothing the person said before speaks of was retrieved
    // for a later question (a RAG app rebuilds its system prompt for each question, over a
    // conversation about other things): it is read with the first question that can be scored
    // against it, and that turn's reading is its own from then on. Once the person speaks of
    // it, it stays as its own turn read it (a document the chat is about: its cache holds).
    if (!observed && !options.tools) {
      if (unread.length > 0 && words.trim() !== '') {
        const reached: typeof unread = [];
        // A question that can be scored against the material speaks of it (or names a strong anchor it holds).
        const spoken = (u: (typeof unread)[number]): boolean => speaksOf(words, u.terms) || query.anchors.some((a) => a.strength === 'strong');
        // Material only acknowledged waits for a turn that asks (the next part of an upload names
        // its words too), and is then read together: all of it was for that question.
        const acknowledged = query.kind !== 'none' && unread.some((u) => u.acknowledged && spoken(u));
        unread = unread.filter((u) => {
          if (u.acknowledged ? !acknowledged : !spoken(u)) return true;
          reached.push(u);
          return false;
        });
        // Held messages the question reaches are one material, as a turn's members are (a file uploaded in two parts),
        // and carry their questions as the turn's own material does ("fill in the todo at the bottom" of the file read before).
        const held = reached.map((u) => (pointed ? u.splits.map(withOwnQuestions) : u.splits));
        const heldSplits = held.flat();
        const heldQuery = reached.length > 0 ? withCarried(query, heldSplits.flatMap(carriedAsks), words, heldSplits.flatMap(blankAsks)) : query;
        if (heldQuery.kind === 'lookup' && reached.length > 0 && readsMaterial(heldSplits, heldQuery)) {
          // Outputs of parallel calls (a page per fetch) are chosen among as one batch, as when the question came first.
          const outputs = reached.map((u) => messages[u.index]);
          const batch = reached.length >= MIN_SIBLINGS && outputs.every((m) => isReply(m?.role) && typeof m?.content === 'string') ? outputs.map((m) => m?.content as string) : undefined;
          const batchKey = batchKeyOf(batch);
          reached.forEach((u, k) => (plans[u.index] = { ...inBatch(materialPlan(heldQuery, held[k] ?? u.splits), batch, batchKey, k), turn }));
          besideEachOther(plans, reached.map((u) => u.index));
        }
      }
      // So is material the person brings asking nothing, which the assistant only acknowledges by
      // asking what they want to know ("Thanks, I have read the file. What would you like to
      // know about it?"): it is for the question that comes next.
      const uploaded = query.kind === 'none' && acknowledgesOnly(messages[i], splits.flat());
      members.forEach((m, k) => {
        const role = messages[m]?.role;
        if (role === 'system' || role === 'developer' || (uploaded && role === 'user')) holdUnread(m, splits[k] ?? [], uploaded, words);
      });
    }
    if (query.kind !== 'none') lastQuery = query;
    if (!observed) personAsked = query.kind !== 'none';
    if (!observed) pointedAtOne = pointed && query.kind !== 'task';
    outputs = [];
  }
  return { messages: plans, turnQueries, turnMaterial };
}

/**
 * The texts of a batch of parallel tool outputs (`start`…`end`, answering one assistant message
 * that made as many calls), or undefined. The batch's later outputs are part of each member's
 * cache key by their hash (`fastKey` samples long texts: two batches that differ only in an
 * unsampled middle share a verdict — which outputs are relevant, never what any of them says).
 */
function siblingTexts(messages: ChatMessage[], start: number, end: number, after: ChatMessage | undefined): string[] | undefined {
  if (end - start < MIN_SIBLINGS || (after?.tool_calls ?? []).length < end - start) return undefined;
  // An output in text parts (an MCP server's result: a title part, a body part) is its parts' text together.
  const texts = messages.slice(start, end).map((m) => (typeof m.content === 'string' ? m.content : Array.isArray(m.content) ? textSlots(m).filter((t) => t != null).join('\n\n') : null));
  return texts.every((t): t is string => t !== null) ? texts : undefined;
}

/** Each output's call, as its name and arguments (`fetch_page {"url":"…/wiki/Warsaw"}`). */
function callTitles(messages: ChatMessage[], start: number, end: number, after: ChatMessage | undefined): string[] {
  const calls = new Map((after?.tool_calls ?? []).map((c) => [c.id, `${c.function?.name ?? ''} ${c.function?.arguments ?? ''}`] as const));
  return messages.slice(start, end).map((m) => calls.get(m.tool_call_id ?? '') ?? '');
}

/** A batch's part of its members' cache keys: its texts by their hash. */
function batchKeyOf(batch: string[] | undefined): string {
  return batch ? `\u0000b${fastKey(batch.length, batch)}` : '';
}

/** A member's lookup plan as one of the batch (its outputs, or pasted messages, chosen among together); any other plan as it is. */
function inBatch(plan: MessagePlan, batch: string[] | undefined, batchKey: string, index: number): MessagePlan {
  if (!batch || index < 0 || plan.policy.mode !== 'lookup') return plan;
  return { policy: { ...plan.policy, batch: { texts: batch, index } }, key: `${plan.key}${batchKey}:${index}`, turn: plan.turn };
}

/** A user message of one text that is material from end to end: no words of the asker's around it, no question in it. */
function allMaterial(message: ChatMessage, splits: Array<QuerySplit | null>): boolean {
  const [split] = splits;
  return typeof message.content === 'string' && splits.length === 1 && split != null && split.head === '' && split.tail === '' && split.material.trim() !== '' && !split.inside && !split.carried;
}

/** The question and the call it follows come from earlier messages, which the cache key already chains; the outputs after it are keyed by their hash. */
function observation(question: QueryInfo, after: ChatMessage | undefined, earlier: string[], batch?: SiblingBatch, batchKey = '', beside: string[] = [], shareWith: string[] = []): MessagePlan {
  const policy = { mode: 'observation' as const, question, after, earlier, ...(batch ? { batch } : {}), ...(beside.length > 0 ? { beside } : {}), ...(shareWith.length > 0 ? { shareWith } : {}) };
  return { policy, key: `o${batch ? `${batchKey}:${batch.index}` : ''}${besideKey(beside)}`, turn: -1 };
}

const LOSSLESS_BY_KIND = { none: { ...LOSSLESS, key: 'l-none' }, task: { ...LOSSLESS, key: 'l-task' } } as const;

/** Whether the person's words name anything the material holds (one content word is enough). */
function speaksOf(words: string, terms: Set<string>): boolean {
  // "How many passages were you given?": a common verb the material uses too names none of it.
  return contentTerms(words).some((t) => terms.has(t) && !isCommonVerb(t));
}

/** Whether a question can be scored against a message's material (its words, or a strong anchor, are there). */
function readsMaterial(splits: Array<QuerySplit | null>, query: QueryInfo): boolean {
  const material = splits.map((x) => x?.material ?? '').join('\n\n');
  return lookupHolds(material, query.parts.length > 0 ? query.parts : [query.lookup], query.anchors);
}

/**
 * A turn's material in two messages or more, no batch (a knowledge base's passages, then a web
 * search's; a document in the system prompt and another with the question): the question is
 * checked against all of it together, as it would be were it one message. A message whose own
 * words the question does not meet is then selected against it too (it is the material the
 * question is not about), instead of going whole. Each message's selection stays its own.
 */
function besideEachOther(plans: MessagePlan[], members: number[]): void {
  const lookups = members.flatMap((m) => {
    const plan = plans[m];
    return plan?.policy.mode === 'lookup' && !plan.policy.batch ? [{ m, plan, policy: plan.policy }] : [];
  });
  if (lookups.length < 2) return;
  const texts = lookups.map(({ policy }) => policy.splits.map((x) => x?.material ?? '').filter((t) => t.trim() !== '').join('\n\n'));
  lookups.forEach(({ m, plan, policy }, k) => {
    const beside = texts.filter((t, j) => j !== k && t !== '');
    if (beside.length > 0) plans[m] = { ...plan, policy: { ...policy, beside, shareWith: beside }, key: `${plan.key}${besideKey(beside)}` };
  });
}

/** Adds the turn's earlier tool outputs to what each lookup member is gated beside. */
function besideOutputs(plans: MessagePlan[], members: number[], outputs: string[]): void {
  for (const m of members) {
    const plan = plans[m];
    if (plan?.policy.mode !== 'lookup' || plan.policy.batch) continue;
    const beside = [...(plan.policy.beside ?? []), ...outputs];
    plans[m] = { ...plan, policy: { ...plan.policy, beside }, key: `${plan.key}${besideKey(outputs)}` };
  }
}

/** The material beside a message, in its cache key by hash (sampled, as a batch's is). */
function besideKey(beside: string[]): string {
  return beside.length > 0 ? `\u0000w${fastKey(beside.length, beside)}` : '';
}

/** A turn member's plan: lossless unless the turn looks something up; a user's own asking words are protected. */
function materialPlan(query: QueryInfo, splits: Array<QuerySplit | null>): MessagePlan {
  if (query.kind !== 'lookup') return LOSSLESS_BY_KIND[query.kind];
  if (splits.every((s) => s === null || s.material === '')) return { ...LOSSLESS, key: query.key };
  return { policy: { mode: 'lookup', query, splits }, key: query.key, turn: -1 };
}
