/**
 * @module wire/projection
 * A front door's request seen as chat messages. The compressor works on chat messages only,
 * so each wire format (wire/anthropic, wire/responses) projects the text it may compress onto
 * chat messages, in request order, and remembers where each text came from; after
 * compression `writeBack` puts the compressed texts at those places in a copy of the request
 * and changes nothing else — ids, tool arguments, thinking blocks, images, `cache_control`
 * objects and every field Pith does not know stay the very same values.
 *
 * Cache stability carries over: the projection of a block depends only on that block and the
 * blocks before it, and a growing conversation projects to a growing list of chat messages,
 * whose compressed forms the compressor keeps byte-identical.
 */
import type { ChatMessage, ChatRole, ContentPart } from './chat.js';

/** Keys and indices from the request's root to a string. */
export type Path = readonly (string | number)[];

/**
 * One piece of a projected message's content: a text and where it lives, or a part the
 * compressor must see but never rewrite (an image, a file, a citable document) — it keeps
 * the texts around it in their places.
 */
export type Slot = { text: string; path: Path | undefined } | { opaque: string };

export interface Projection {
  messages: ChatMessage[];
  /** Per message, per text of its content (string content: one; parts: one per part), where it goes back. */
  paths: Array<Array<Path | undefined>>;
}

/** Collects projected messages in request order. */
export class ProjectionBuilder {
  readonly messages: ChatMessage[] = [];
  readonly paths: Array<Array<Path | undefined>> = [];

  /** A message whose content is one string. */
  text(role: ChatRole, text: string, path: Path | undefined, extra: Partial<ChatMessage> = {}): void {
    this.messages.push({ role, content: text, ...extra });
    this.paths.push([path]);
  }

  /** A message whose content is parts; no message at all when there is nothing in it and nothing else to say. */
  slots(role: ChatRole, slots: readonly Slot[], extra: Partial<ChatMessage> = {}): void {
    if (slots.length === 0 && Object.keys(extra).length === 0) return;
    const parts: ContentPart[] = slots.map((s) => ('opaque' in s ? { type: s.opaque } : { type: 'text', text: s.text }));
    this.messages.push({ role, content: parts.length > 0 ? parts : null, ...extra });
    this.paths.push(slots.map((s) => ('opaque' in s ? undefined : s.path)));
  }

  build(): Projection {
    return { messages: this.messages, paths: this.paths };
  }
}

/** The texts of a chat message's content, by slot (undefined where a part is not text). */
function contentTexts(message: ChatMessage): Array<string | undefined> {
  const { content } = message;
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : undefined));
}

/**
 * Copies only the objects and arrays on the way to a changed string, each once: the rest of
 * the result is the original's own values.
 */
class CopyOnWrite<T extends object> {
  readonly #copies = new Set<object>();
  #root: T;

  constructor(root: T) {
    this.#root = root;
  }

  #own<O extends object>(value: O): O {
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as O;
    this.#copies.add(copy);
    return copy;
  }

  set(path: Path, value: string): void {
    if (!this.#copies.has(this.#root)) this.#root = this.#own(this.#root);
    let at = this.#root as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      let child = at[key] as Record<string | number, unknown>;
      if (!this.#copies.has(child)) at[key] = child = this.#own(child);
      at = child;
    }
    at[path[path.length - 1]!] = value;
  }

  get result(): T {
    return this.#root;
  }
}

/**
 * The request with each compressed text at its place. Returns `request` itself when the
 * compressor changed nothing (so its bytes can be forwarded as the client sent them).
 */
export function writeBack<T extends object>(request: T, projection: Projection, compressed: readonly ChatMessage[]): T {
  const out = new CopyOnWrite(request);
  projection.messages.forEach((before, i) => {
    const after = compressed[i];
    if (after === undefined || after === before) return;
    const was = contentTexts(before);
    const now = contentTexts(after);
    const paths = projection.paths[i]!;
    now.forEach((text, j) => {
      const path = paths[j];
      if (path !== undefined && text !== undefined && text !== was[j]) out.set(path, text);
    });
  });
  return out.result;
}
