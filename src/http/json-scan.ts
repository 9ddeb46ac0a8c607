/**
 * @module http/json-scan
 * One linear pass over a JSON text, before it is parsed, for the two things `JSON.parse` does
 * not refuse: nesting deeper than a limit (deep values later overflow the stack of every
 * recursive walk — schema checks, serialisers — and became 5xx), and a key written twice in
 * one object (`JSON.parse` keeps the last, but the raw body forwarded upstream holds both, so
 * the gateway and the upstream could act on different values).
 *
 * No recursion: a stack of frames in arrays. Strings are skipped with `indexOf('"')`, so a
 * prompt's text costs a native search, not a loop per character. The scan assumes nothing about
 * validity: on text that is not JSON it may report nothing, and `JSON.parse` then refuses it.
 */

export type ScanProblem = { kind: 'too_deep' } | { kind: 'duplicate_key'; path: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** Objects with more keys than this look keys up in a Set instead of the list. */
const LIST_KEYS = 12;

/** The index of the quote that closes the string opened at `open`, or -1. */
function stringEnd(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at >= 0) {
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

/** A key as JSON means it: escapes decoded, so `"model"` and `"\u006dodel"` are the same key. */
function keyText(text: string, open: number, close: number): string {
  const raw = text.slice(open + 1, close);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(text.slice(open, close + 1)) as string;
  } catch {
    return raw;
  }
}

interface Frame {
  object: boolean;
  /** Arrays: the index of the current item. */
  index: number;
  /** Objects: the key being read or whose value is being read. */
  key: string;
  keys: string[];
  set: Set<string> | undefined;
}

function describe(stack: Frame[], depth: number): string {
  let path = '';
  for (let d = 0; d < depth; d++) {
    const f = stack[d]!;
    if (f.object) path += path === '' ? f.key : `.${f.key}`;
    else path += `[${f.index}]`;
  }
  return path;
}

/** Adds `key` to the object frame; false when it was already there. */
function addKey(frame: Frame, key: string): boolean {
  if (frame.set !== undefined) {
    if (frame.set.has(key)) return false;
    frame.set.add(key);
    return true;
  }
  if (frame.keys.includes(key)) return false;
  frame.keys.push(key);
  if (frame.keys.length > LIST_KEYS) frame.set = new Set(frame.keys);
  return true;
}

/** The first problem in `text`, or undefined. `maxDepth` counts objects and arrays (`{}` is depth 1). */
export function scanJson(text: string, maxDepth: number): ScanProblem | undefined {
  const stack: Frame[] = [];
  let depth = 0;
  let expectKey = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      if (expectKey && depth > 0) {
        const frame = stack[depth - 1]!;
        const key = keyText(text, i, end);
        frame.key = key;
        if (!addKey(frame, key)) return { kind: 'duplicate_key', path: describe(stack, depth) };
        expectKey = false;
      }
      i = end;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth >= maxDepth) return { kind: 'too_deep' };
      const object = c === OPEN_OBJECT;
      let frame = stack[depth];
      if (frame === undefined) {
        frame = { object, index: 0, key: '', keys: [], set: undefined };
        stack.push(frame);
      } else {
        frame.object = object;
        frame.index = 0;
        frame.key = '';
        frame.keys.length = 0;
        frame.set = undefined;
      }
      depth++;
      expectKey = object;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth > 0) depth--;
      expectKey = false;
    } else if (c === COMMA && depth > 0) {
      const frame = stack[depth - 1]!;
      if (frame.object) expectKey = true;
      else frame.index++;
    } else if (c === COLON) {
      expectKey = false;
    }
  }
  return undefined;
}
