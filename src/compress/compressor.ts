/**
 * @module compress/compressor
 * The request-level loop: compresses messages oldest first, each from itself and what came
 * before (cache-stable), with a bounded LRU keyed by the conversation so far — a growing
 * conversation only pays for its new messages. Each entry is keyed by a fast non-crypto hash
 * of its parent entry's id and its own message, and a hit counts only when the parent id, role,
 * tool calls and every original text compare equal — so a match is exact whatever the hash
 * does, and the warm path hashes each message once with no crypto objects or digest strings.
 * Entries whose keys collide share a small bucket, so two messages that hash alike (templated
 * prompts differing only where the hash does not sample) cost one more comparison each, never
 * evict each other on every request. Enforces the hard time budget: past it, the remaining
 * messages are forwarded as they are.
 */
import type { ChatMessage, ChatRequest } from '../wire/chat.js';
import type { DedupeRegistry } from './dedupe.js';
import { fastKey } from './hash.js';
import { COMPRESSION_LEVELS, type CompressionLevel } from './levels.js';
import { BoundedCache } from '../lib/bounded-cache.js';
import { type TextSlots, compressSlots, textSlots, withSlots } from './message.js';
import { type RequestPlan, planRequest } from './plan.js';
import { type MemberReading, readMember } from './member-reading.js';
import { RESTORE_WINDOW, followUpNeedsWhole, scorableAgainst } from './restore.js';
import type { QueryInfo } from './query-kind.js';
import { LEVEL_SETTINGS, type LevelSettings } from './settings.js';
import { BudgetExceeded } from './text-context.js';
import { type EncodingName, countMessageTextTokens, countTextTokens, encodingForModel, messageOverheadTokens } from './tokens.js';

interface CachedMessage {
  /** Unique per entry: the next message's entry names it as its parent. */
  id: number;
  /** The entry (or level/encoding root) of the message before; part of the key, verified on a hit. */
  parentId: number;
  role: string;
  calls: string;
  /** The original slot texts, compared in full on a hit (the numeric key may collide). */
  original: TextSlots;
  /** What the message's compressed form depends on outside itself (its plan's key). */
  context: string;
  slots: TextSlots;
  /** Lookup material that selection cut: a later question may need it back (see `#restore`). */
  cut: boolean;
  /** Its lossless form, made when a later question first needs it. */
  whole?: TextSlots;
  /** Follow-up questions already checked against it, and whether they needed it whole. */
  checked?: Map<string, boolean>;
  registered: string[];
  transforms: string[];
  /** Text tokens of the message before and after: a warm request is counted without re-reading its text. */
  textTokensBefore: number;
  textTokensAfter: number;
}

export interface RunResult {
  messages: ChatMessage[];
  transforms: Set<string>;
  timedOut: boolean;
  /** Tokens of the messages (overheads included) before and after compression. */
  tokensBefore: number;
  tokensAfter: number;
  /** Messages sent whole again because a later question needed what their selection left out. */
  restored: number[];
}

export interface RunOptions {
  level: Exclude<CompressionLevel, 'off'>;
  deadline: number;
  /** The request declares tools (see `plan.ts`). */
  tools?: boolean;
}

/** Transforms that leave something out (each leaves a marker saying what and how much): a message they touched may be asked for again. */
export const LOSSY_TRANSFORMS: ReadonlySet<string> = new Set(['select-passages', 'select-siblings', 'select-sentences', 'select-code', 'select-records', 'log-reduce', 'similar-lines', 'json-sample', 'select-json-prose', 'select-string-document']);

/** Messages kept under one key: more than this many colliding messages is no longer a coincidence worth keeping. */
const BUCKET_MAX = 8;

function sameSlots(a: TextSlots, b: TextSlots): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Characters an entry holds: the original texts, the compressed ones, the tool calls. */
function entryWeight(entry: CachedMessage): number {
  return entry.original.reduce((s, t) => s + (t?.length ?? 0), 0) * 2 + entry.calls.length + 64;
}

const ENCODINGS: readonly EncodingName[] = ['o200k_base', 'cl100k_base'];

/** The plan of a request whose prompt is not read: every message lossless, no turns. */
const UNREAD: RequestPlan = { messages: [], turnQueries: [], turnMaterial: [] };

/** Turn members read for their asker's words and material, by role and text: a resent conversation is not read again. */
class ReadingMemo {
  readonly #cache = new BoundedCache<Array<{ role: string; slots: TextSlots; reading: MemberReading }>, number>({ maxEntries: 4096, maxWeight: 32_000_000 });

  read(message: ChatMessage, slots: TextSlots, key: number): MemberReading {
    const bucket = this.#cache.get(key);
    const hit = bucket?.find((e) => e.role === message.role && sameSlots(e.slots, slots));
    if (hit) return hit.reading;
    const reading = readMember(message);
    const entries = [...(bucket ?? []), { role: message.role, slots, reading }].slice(-BUCKET_MAX);
    this.#cache.set(key, entries, entries.reduce((w, e) => w + e.slots.reduce((n, t) => n + (t?.length ?? 0), 64), 0));
    return reading;
  }
}

export class MessageCompressor {
  readonly #readings = new ReadingMemo();
  readonly #cache: BoundedCache<CachedMessage[], number>;
  // Ids below this are the roots (one per level and encoding); entries count up from it.
  #nextId = COMPRESSION_LEVELS.length * ENCODINGS.length;

  constructor(cacheEntries: number, cacheChars: number) {
    this.#cache = new BoundedCache<CachedMessage[], number>({ maxEntries: cacheEntries, maxWeight: cacheChars });
  }

  #find(key: number, parentId: number, message: ChatMessage, calls: string, context: string, original: TextSlots): CachedMessage | undefined {
    const bucket = this.#cache.get(key);
    if (bucket === undefined) return undefined;
    for (const entry of bucket) {
      if (entry.parentId === parentId && entry.role === message.role && entry.calls === calls && entry.context === context && sameSlots(entry.original, original)) {
        return entry;
      }
    }
    return undefined;
  }

  #store(key: number, entry: CachedMessage): void {
    const bucket = [...(this.#cache.get(key) ?? []), entry].slice(-BUCKET_MAX);
    this.#cache.set(key, bucket, bucket.reduce((w, e) => w + entryWeight(e), 0));
  }

  run(messages: ChatMessage[], encoding: EncodingName, options: RunOptions): RunResult {
    const settings = LEVEL_SETTINGS[options.level];
    const registry: DedupeRegistry = { seen: new Map(), added: [] };
    const pending: Array<string[] | number> = []; // [registered, message number] pairs not yet replayed
    const transforms = new Set<string>();
    const countTokens = (text: string): number => countTextTokens(text, encoding);
    const out: ChatMessage[] = [];
    let parentId = COMPRESSION_LEVELS.indexOf(options.level) * ENCODINGS.length + ENCODINGS.indexOf(encoding);
    // One content hash per message keys both the reading memo and (mixed with its parent) the message cache.
    const originals = messages.map(textSlots);
    const hashes = originals.map((slots) => fastKey(0, slots));
    // At the lossless level the reading of the prompt changes nothing (every policy is a lossless
    // rewrite, see compressSlots), so the prompt is not read: a third of that level's CPU.
    const plan = settings.lossy ? planRequest(messages, { tools: options.tools, read: (m, i) => this.#readings.read(m, originals[i] ?? [], hashes[i] ?? 0) }) : UNREAD;
    const entries: Array<CachedMessage | undefined> = [];
    let timedOut = false;
    let tokensBefore = 0;
    let tokensAfter = 0;
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i] as ChatMessage;
      const overhead = messageOverheadTokens(message, encoding);
      if (timedOut) {
        const n = overhead + countMessageTextTokens(message, encoding);
        tokensBefore += n;
        tokensAfter += n;
        out.push(message);
        continue;
      }
      const original = originals[i] ?? [];
      // Tool-call arguments feed the next tool output's query, so they belong in the key.
      const calls = message.tool_calls ? JSON.stringify(message.tool_calls.map((c) => c.function ?? null)) : '';
      const { policy, key: context } = plan.messages[i] ?? { policy: { mode: 'lossless' as const }, key: '' };
      const key = ((hashes[i] ?? 0) + parentId * 2654435761) % 9007199254740881; // role, tool calls and plan are verified, not hashed
      let entry = this.#find(key, parentId, message, calls, context, original);
      if (entry) {
        // Replayed into the registry only if a later message misses: a fully warm request never builds it.
        if (entry.registered.length > 0) pending.push(entry.registered, i + 1);
      } else {
        for (let p = 0; p < pending.length; p += 2) {
          const number = pending[p + 1] as number;
          for (const h of pending[p] as string[]) if (!registry.seen.has(h)) registry.seen.set(h, number);
        }
        pending.length = 0;
        const mark = registry.added.length;
        const local = new Set<string>();
        try {
          const ctx = { settings, messageNumber: i + 1, registry, countTokens, transforms: local, deadline: options.deadline };
          const slots = compressSlots(message, policy, ctx);
          const id = this.#nextId++;
          const textTokensBefore = countMessageTextTokens(message, encoding);
          const compressed = withSlots(message, slots);
          const textTokensAfter = compressed === message ? textTokensBefore : countMessageTextTokens(compressed, encoding);
          const registered = registry.added.slice(mark);
          const cut = (policy.mode === 'lookup' || policy.mode === 'observation') && [...local].some((t) => LOSSY_TRANSFORMS.has(t));
          entry = { id, parentId, role: message.role, calls, context, original, slots, cut, registered, transforms: [...local], textTokensBefore, textTokensAfter };
          this.#store(key, entry);
        } catch (error) {
          // Past the budget (or on an unexpected input) forward the rest untouched: never stall, never fail a request.
          timedOut = error instanceof BudgetExceeded;
          if (!timedOut) transforms.add('error-skipped');
          // The messages after this one must not match entries keyed without it: a fresh parent id.
          parentId = this.#nextId++;
          const n = overhead + countMessageTextTokens(message, encoding);
          tokensBefore += n;
          tokensAfter += n;
          out.push(message);
          continue;
        }
      }
      parentId = entry.id;
      tokensBefore += overhead + entry.textTokensBefore;
      tokensAfter += overhead + entry.textTokensAfter;
      for (const t of entry.transforms) transforms.add(t);
      out.push(withSlots(message, entry.slots));
      entries[i] = entry;
    }
    const restored: number[] = [];
    tokensAfter += this.#restore(messages, out, entries, plan, encoding, options.level, restored);
    if (restored.length > 0) transforms.add('restore');
    return { messages: out, transforms, timedOut, tokensBefore, tokensAfter, restored };
  }

  /**
   * A later turn whose question needs what an earlier turn's selection left out gets that
   * material back whole, in this request and every later one (the later question stays in
   * the conversation): one cache break, never a wrong answer. Returns the tokens it adds.
   */
  #restore(messages: ChatMessage[], out: ChatMessage[], entries: Array<CachedMessage | undefined>, plan: RequestPlan, encoding: EncodingName, level: RunOptions['level'], restored: number[]): number {
    let added = 0;
    // Turns whose material selection cut something, oldest first: a follow-up reaches back over the last few only.
    const cutTurns = [...new Set(entries.flatMap((e, i) => (e?.cut ? [plan.messages[i]?.turn ?? -1] : [])))].filter((t) => t >= 0).sort((a, b) => a - b);
    // The cut messages of each turn, and per turn and follow-up those the follow-up can be scored against.
    const cutOf = new Map<number, number[]>();
    entries.forEach((e, j) => {
      const turn = plan.messages[j]?.turn ?? -1;
      if (e?.cut === true && turn >= 0) cutOf.set(turn, [...(cutOf.get(turn) ?? []), j]);
    });
    const scored = new Map<string, number[]>();
    const scoredIn = (turn: number, u: number): number[] => {
      const key = `${turn}:${u}`;
      let found = scored.get(key);
      if (found === undefined) {
        const query = plan.turnQueries[u] as QueryInfo;
        found = (cutOf.get(turn) ?? []).filter((j) => scorableAgainst(entries[j] as CachedMessage, query));
        scored.set(key, found);
      }
      return found;
    };
    entries.forEach((entry, i) => {
      const turn = plan.messages[i]?.turn ?? -1;
      const policy = plan.messages[i]?.policy;
      if (!entry?.cut || turn < 0 || (policy?.mode !== 'lookup' && policy?.mode !== 'observation')) return;
      const message = messages[i] as ChatMessage;
      // A side render: nothing it makes is registered for dedupe, so nothing later can point at it.
      const render = (settings: LevelSettings, query: QueryInfo): TextSlots =>
        compressSlots(message, policy.mode === 'lookup' ? { ...policy, query } : { ...policy, question: query, after: undefined }, {
          settings,
          messageNumber: i + 1,
          registry: { seen: new Map(), added: [], frozen: true },
          countTokens: (text) => countTextTokens(text, encoding),
          transforms: new Set(),
          deadline: Number.POSITIVE_INFINITY,
        });
      // The follow-up turns that can reach this material: those with fewer than RESTORE_WINDOW
      // cut turns between; it is their latest cut material until the next cut turn.
      const at = cutTurns.indexOf(turn);
      const next = cutTurns[at + 1] ?? Infinity;
      const last = Math.min(plan.turnQueries.length - 1, cutTurns[at + RESTORE_WINDOW] ?? Infinity);
      let needed = false;
      for (let u = turn + 1; u <= last && !needed; u++) {
        const query = plan.turnQueries[u] as QueryInfo;
        const scoredElsewhere = query.kind === 'lookup' && scoredIn(turn, u).some((j) => j !== i);
        const where = { latest: u <= next, ownMaterial: plan.turnMaterial[u] ?? false, scoredElsewhere };
        needed = followUpNeedsWhole(entry, query, where, (q) => render(LEVEL_SETTINGS[level], q));
      }
      if (!needed) return;
      entry.whole ??= render(LEVEL_SETTINGS.lossless, policy.mode === 'lookup' ? policy.query : policy.question);
      out[i] = withSlots(message, entry.whole);
      added += countMessageTextTokens(out[i] as ChatMessage, encoding) - entry.textTokensAfter;
      restored.push(i);
    });
    return added;
  }
}

export function requestEncoding(request: Pick<ChatRequest, 'model'>): EncodingName {
  return encodingForModel(typeof request.model === 'string' ? request.model : '');
}
