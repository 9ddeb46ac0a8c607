/**
 * @module compress/message
 * Compresses one chat message as its plan says (`plan.ts`). Lossless messages — assistant
 * text, system instructions, turns that set a task or ask nothing — get meaning-preserving
 * rewrites only, and a user's own prose stays byte-exact. Lookup material is selected
 * against its turn's question, with the asker's words around it kept byte-exact. Tool output
 * and agent observations are reduced against the question and the call that produced them.
 * tool_calls, ids, names and non-text parts are never touched.
 */
import type { ChatMessage } from '../wire/chat.js';
import type { MessagePolicy, SiblingBatch } from './plan.js';
import { type TextSlots, assistantAsk, assistantText, callArguments, textSlots } from './turn-text.js';
import { type AskedPlace, carriedQuestions, carriesTask, jsonCarriedQuestions } from './carried-questions.js';
import type { QuerySplit } from './query-split.js';
import { type QueryInfo, clauseOpensLikeQuestion } from './query-kind.js';
import { recordHopAnchors } from './record-hops.js';
import type { TextContext } from './text-context.js';
import { compressText } from './text-pipeline.js';
import { MIN_SIBLINGS, type SiblingQuestion, keptSentenceRatio, siblingVerdict } from './sibling-select.js';
import { omittedMessage, omittedOutput, omittedPart } from './markers.js';
import { turnShare } from './turn-share.js';

export { type TextSlots, textSlots } from './turn-text.js';

/** Rebuild a message with new slot texts: same object if nothing changed, else only `content` differs. */
export function withSlots(message: ChatMessage, slots: TextSlots): ChatMessage {
  const { content } = message;
  if (typeof content === 'string') return slots[0] === content || slots[0] == null ? message : { ...message, content: slots[0] };
  if (!Array.isArray(content)) return message;
  let changed = false;
  const parts = content.map((part, i) => {
    const text = slots[i];
    if (text == null || part.text === text) return part;
    changed = true;
    return { ...part, text };
  });
  return changed ? { ...message, content: parts } : message;
}

export type MessageContext = Omit<TextContext, 'lossy' | 'query' | 'queryParts' | 'anchors' | 'lookup' | 'gateProse' | 'observation' | 'protectProse' | 'keepSignals'>;

/** Compress the text slots of one message as its policy allows. */
export function compressSlots(message: ChatMessage, policy: MessagePolicy, ctx: MessageContext): TextSlots {
  const slots = textSlots(message);
  const plain: TextContext = { ...ctx, lossy: false, query: '', anchors: [] };
  // At the lossless level the reading of the prompt changes nothing: what a lossless rewrite
  // does to a message must not depend on whether its turn was read as a lookup — a JSON string
  // holding "?" that the first pass minifies would otherwise flip it, and lossless would not be
  // idempotent.
  const effective: MessagePolicy = policy.mode === 'lookup' && !ctx.settings.lossy ? { mode: 'lossless' } : policy;
  switch (effective.mode) {
    case 'lossless': {
      // A user's own words are theirs: only data in them (JSON, logs, tables) is rewritten.
      const protectProse = message.role === 'user';
      return slots.map((s) => (s == null ? s : compressText(s, { ...plain, protectProse })));
    }
    case 'observation': {
      const { question, after, earlier } = effective;
      const call = after ? assistantAsk(after, message.tool_call_id) : '';
      // An agent's objective is read without the system prompt's rules around it; a user's turn is
      // read whole (its other sentences say what the output is wanted for).
      const asked = question.system === true && question.kind === 'lookup' && question.lookup !== '' ? question.lookup : question.text;
      // A question an earlier output of this turn carries (the TODO in the file the agent read
      // first) is asked of what it reads next — only when the turn asks: "Go ahead." leaves the
      // output's own questions its own.
      const lookup = question.kind === 'lookup';
      const carried = lookup ? carriedQuestions(earlier.join('\n\n'), true).map((q) => q.asked) : [];
      const query = [asked, ...carried, call].join(' ').trim();
      const anchors = question.kind === 'task' ? [] : [...question.anchors, ...recordHopAnchors(earlier, question.anchors)];
      // A task over what the tool returned (summarise it, translate it, list every…) needs all of it;
      // otherwise its prose is selected only when the question or the call can be scored against it
      // (logs keep their signal lines and JSON its asked items whatever the question).
      // A call's name and its paths, URLs and ids say where to look, not what is asked — the output
      // echoes them (`read_file notes/history.md` over `# History notes`), so they hold for any
      // output: only what its words ask (its sentence-like arguments, the text said with it) is a
      // part. A text-protocol agent's message is its reasoning and its command together.
      const said = after && (after.tool_calls ?? []).length > 0 ? assistantText(after) : call;
      const parts = [...(lookup ? question.parts : []), ...carried, said, ...(after ? callArguments(after) : [])].filter((p) => p.trim() !== '');
      const lossy = ctx.settings.lossy && question.kind !== 'task';
      const asking = { query: [asked, ...carried].join(' ').trim(), parts: [...(lookup ? question.parts : []), ...carried], anchors };
      const ranked = lossy && lookup && !guessed(question);
      const gateWith = [...earlier, ...(effective.beside ?? [])];
      // (The turn is ranked once for all its outputs: by the question's own anchors, not those each output's earlier ones lend.)
      const settings = !ranked ? ctx.settings : effective.batch ? keptSettings(effective.batch, asking, ctx) : sharedSettings(ctx.settings, slots.filter((s) => s != null).join('\n\n'), effective.shareWith ?? [], { ...asking, anchors: question.anchors });
      const textCtx: TextContext = { ...ctx, settings, lossy, query, queryParts: parts, gateProse: true, gateWith, anchors, observation: true, protectProse: message.role === 'user', lookup };
      // The context with more questions asked of this output.
      const askingToo = (more: string[], textCtx: TextContext): TextContext => ({ ...textCtx, query: [query, ...more].join(' '), queryParts: [...parts, ...more] });
      // One of a batch of parallel outputs that the question's candidates leave out: a marker, the message kept.
      // Only for a question the person asked: a line only guessed to be one ("next task please") drops no page.
      // The batch is ranked for what the turn asks; each output's own call is its title, not a question
      // word (every page fetched by its URL would otherwise rank itself first).
      if (ranked && leftOut(effective.batch, asking, ctx)) return slots.map((s) => (s == null ? s : omittedOutput(ctx.countTokens(s))));
      const compressSlot = (s: string, textCtx: TextContext): string => {
        // A TODO that sets a task (in this file, or one the agent read first), read while the turn asks nothing else: whole.
        if (question.kind === 'none' && (carriesTask(s) || earlier.some(carriesTask))) return compressText(s, { ...textCtx, lossy: false });
        // A question the output itself carries (the TODO in the file just read) is asked of it too, and kept where it stands.
        const here = lookup ? carriedQuestions(s, true) : [];
        if (here.length === 0) {
          // JSON's own strings may ask too (a thread fetched from a chat API): asked of it, not kept in place.
          const inJson = lookup ? jsonCarriedQuestions(s) : [];
          return compressText(s, inJson.length === 0 ? textCtx : askingToo(inJson, textCtx));
        }
        // Each is a question of its own, typed with its "?" or not: its best passage is a candidate.
        const asks = here.map((q) => (/[?？؟]\s*$/u.test(q.asked) ? q.asked : `${q.asked}?`));
        return aroundQuestion(s, here, askingToo(asks, textCtx));
      };
      // A result in many text parts (an MCP server's documents, one part each) is a batch in one
      // message: parts outside the candidates become markers, the rest share their budget.
      const partBatch = ranked && !effective.batch ? slotBatch(slots) : undefined;
      return slots.map((s, i) => {
        if (s == null) return s;
        const part = partBatch?.(i);
        if (part && leftOut(part, asking, ctx)) return omittedPart(ctx.countTokens(s));
        if (part) return compressSlot(s, { ...textCtx, settings: keptSettings(part, asking, ctx) });
        return compressSlot(s, textCtx);
      });
    }
    case 'lookup': {
      const { query, splits } = effective;
      const asking = { query: query.lookup, parts: query.parts, anchors: query.anchors };
      if (ctx.settings.lossy && !guessed(query) && leftOut(effective.batch, asking, ctx)) return slots.map((s) => (s == null ? s : omittedMessage(ctx.countTokens(s))));
      const keepSignals = message.role === 'tool' || message.role === 'function';
      const settings = guessed(query) ? ctx.settings : keptSettings(effective.batch, asking, ctx);
      const lookupCtx: TextContext = { ...ctx, settings, lossy: ctx.settings.lossy, query: query.lookup, queryParts: query.parts, anchors: query.anchors, lookup: true, keepSignals, gateWith: effective.beside };
      const system = message.role !== 'user';
      // A message's text parts are one material (knowledge-base results, the question, web results): each is gated beside the others.
      const materials = slots.map((s, i) => (s == null ? '' : splits[i]?.material ?? s));
      const besideParts = (i: number): TextContext => {
        const others = materials.filter((t, j) => j !== i && t.trim() !== '');
        const gateWith = [...(effective.beside ?? []), ...others];
        if (gateWith.length === 0) return lookupCtx;
        const shared = effective.batch || guessed(query) ? settings : sharedSettings(settings, materials[i] ?? '', [...(effective.shareWith ?? []), ...others], asking);
        return { ...lookupCtx, settings: shared, gateWith };
      };
      return slots.map((s, i) => (s == null ? s : withMaterial(s, splits[i] ?? null, besideParts(i), system ? plain : null)));
    }
  }
}

/** A line only guessed to be a question (typed without "?") that opens like none in any clause ("next task please"). */
function guessed(query: QueryInfo): boolean {
  return query.bare === true && !query.parts.some((p) => clauseOpensLikeQuestion(p));
}

/** Whether this message is one of a batch (parallel tool outputs, a thread pasted post by post) that the question's candidates leave out. */
function leftOut(batch: SiblingBatch | undefined, question: SiblingQuestion, ctx: MessageContext): boolean {
  if (!batch || !siblingVerdict(batch.texts, question, ctx.settings.passageKeepRatio, ctx.countTokens, batch.titles).dropped.has(batch.index)) return false;
  ctx.transforms.add('select-siblings');
  return true;
}

/** Parts shorter than this (a result's one-line header, "Found 20 documents") stay: a marker would say no less. */
const MIN_PART_CHARS = 200;

/**
 * The text parts of one message as a batch (`sibling-select.ts`) — each part by its slot, or
 * undefined when the message has fewer than a batch's parts of a passage's size.
 */
function slotBatch(slots: TextSlots): ((slot: number) => SiblingBatch | undefined) | undefined {
  // (By characters: a tool message is one slot far more often than many, and counting its tokens cost a tokenisation of every output.)
  const indexed = slots.flatMap((s, i) => (s != null && s.length >= MIN_PART_CHARS ? [i] : []));
  if (indexed.length < MIN_SIBLINGS) return undefined;
  const texts = indexed.map((i) => slots[i] as string);
  return (slot) => {
    const index = indexed.indexOf(slot);
    return index < 0 ? undefined : { texts, index };
  };
}

/** The level's settings for an output its batch kept: its sentences share the budget of the outputs left out. */
function keptSettings(batch: SiblingBatch | undefined, question: SiblingQuestion, ctx: MessageContext): MessageContext['settings'] {
  if (!batch || !ctx.settings.lossy) return ctx.settings;
  const verdict = siblingVerdict(batch.texts, question, ctx.settings.passageKeepRatio, ctx.countTokens, batch.titles);
  return { ...ctx.settings, keepRatio: keptSentenceRatio(verdict, ctx.settings.passageKeepRatio, ctx.settings.keepRatio) };
}

/**
 * The level's settings scaled by the share of the turn's budget this message's passages win
 * against the turn's other material (`turn-share.ts`): one question's material split over messages.
 */
function sharedSettings(settings: MessageContext['settings'], text: string, beside: readonly string[], question: SiblingQuestion): MessageContext['settings'] {
  if (!settings.lossy || beside.length === 0) return settings;
  const share = turnShare(text, beside, question, settings.passageKeepRatio);
  if (share === 1) return settings;
  return { ...settings, keepRatio: Math.min(1, settings.keepRatio * share), passageKeepRatio: Math.min(1, settings.passageKeepRatio * share) };
}

/** The asker's head and tail kept (byte-exact for a user, lossless rewrites for a system message); the material between compressed. */
function withMaterial(text: string, split: QuerySplit | null, ctx: TextContext, edges: TextContext | null): string {
  if (split === null) return edges ? compressText(text, edges) : text;
  const edge = (t: string): string => (edges && t !== '' ? compressText(t, edges) : t);
  const places = [...(split.inside ? [split.inside] : []), ...(split.carried ?? [])].sort((a, b) => a.at - b.at);
  const material = split.material === '' ? '' : places.length > 0 ? aroundQuestion(split.material, places, ctx) : compressText(split.material, ctx);
  return edge(split.head) + material + edge(split.tail);
}

/** Stands in for a question asked inside the material while the material is selected as one text (a letter per place follows). */
const ASKED_HERE = 'pithaskedhere7f3a';

/**
 * Material with questions in it is selected as one text, each question standing in as a word
 * every selector must keep (an anchor); put back byte-exact afterwards. Were a stand-in not
 * kept exactly once, nothing is cut.
 */
function aroundQuestion(material: string, places: AskedPlace[], ctx: TextContext): string {
  const whole = (): string => compressText(material, { ...ctx, lossy: false });
  if (material.includes(ASKED_HERE)) return whole();
  const stands = places.map((_, k) => `${ASKED_HERE}${String.fromCharCode(97 + k)}x`);
  let marked = '';
  let from = 0;
  for (const [k, { asked, at }] of places.entries()) {
    if (at < from || material.slice(at, at + asked.length) !== asked) return whole();
    marked += material.slice(from, at) + stands[k];
    from = at + asked.length;
  }
  marked += material.slice(from);
  const anchors = stands.map((needle) => ({ text: needle, needle, strength: 'strong' as const }));
  let out = compressText(marked, { ...ctx, anchors: [...ctx.anchors, ...anchors] });
  for (const [k, stand] of stands.entries()) {
    const where = out.indexOf(stand);
    if (where < 0 || out.indexOf(stand, where + 1) >= 0) return whole();
    out = out.slice(0, where) + (places[k]?.asked ?? '') + out.slice(where + stand.length);
  }
  return out;
}
