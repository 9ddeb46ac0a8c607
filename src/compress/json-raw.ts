/**
 * @module compress/json-raw
 * A small JSON parser that keeps every literal's source text (numbers stay "1.50", big
 * integers stay exact, strings keep their escapes), so minifying or re-shaping JSON never
 * alters a number or a string. JSON.parse/stringify would turn 1.50 into 1.5 and lose
 * digits of 64-bit ids.
 */
export type RawNode =
  | { kind: 'lit'; raw: string }
  | { kind: 'arr'; items: RawNode[] }
  | { kind: 'obj'; entries: Array<[string, RawNode]> };

/** A number or a keyword, read where the parser stands (sticky: no slice of the rest per literal). */
const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** Thrown inside the parser only, and caught by parseRawJson: one shared value, no stack captured per text tried. */
const NOT_JSON = Symbol('not JSON');

class Parser {
  i = 0;
  constructor(private readonly s: string) {}

  fail(): never {
    throw NOT_JSON;
  }

  ws(): void {
    const s = this.s;
    while (this.i < s.length) {
      const c = s.charCodeAt(this.i);
      if (c === 32 || c === 10 || c === 13 || c === 9) this.i++;
      else break;
    }
  }

  value(depth: number): RawNode {
    if (depth > 200) this.fail();
    this.ws();
    const c = this.s[this.i];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return { kind: 'lit', raw: this.string() };
    LITERAL.lastIndex = this.i;
    const m = LITERAL.exec(this.s);
    if (!m) this.fail();
    this.i += m[0].length;
    return { kind: 'lit', raw: m[0] };
  }

  string(): string {
    const start = this.i;
    this.i++;
    const s = this.s;
    while (this.i < s.length) {
      const c = s.charCodeAt(this.i);
      if (c === 92) this.i += 2;
      else if (c === 34) {
        this.i++;
        return s.slice(start, this.i);
      } else if (c < 32) this.fail();
      else this.i++;
    }
    return this.fail();
  }

  array(depth: number): RawNode {
    this.i++;
    const items: RawNode[] = [];
    this.ws();
    if (this.s[this.i] === ']') {
      this.i++;
      return { kind: 'arr', items };
    }
    for (;;) {
      items.push(this.value(depth + 1));
      this.ws();
      const c = this.s[this.i++];
      if (c === ']') return { kind: 'arr', items };
      if (c !== ',') this.fail();
    }
  }

  object(depth: number): RawNode {
    this.i++;
    const entries: Array<[string, RawNode]> = [];
    this.ws();
    if (this.s[this.i] === '}') {
      this.i++;
      return { kind: 'obj', entries };
    }
    for (;;) {
      this.ws();
      if (this.s[this.i] !== '"') this.fail();
      const key = this.string();
      this.ws();
      if (this.s[this.i++] !== ':') this.fail();
      entries.push([key, this.value(depth + 1)]);
      this.ws();
      const c = this.s[this.i++];
      if (c === '}') return { kind: 'obj', entries };
      if (c !== ',') this.fail();
    }
  }
}

/** Parse a whole JSON text (object or array at the top); undefined if it is not exactly that. */
export function parseRawJson(text: string): RawNode | undefined {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return undefined;
  try {
    const p = new Parser(t);
    const node = p.value(0);
    p.ws();
    return p.i === t.length ? node : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A string literal's text between its quotes as a selector reads it: escapes kept byte for byte
 * except `\n`, which is the line break it stands for (and becomes one again on the way back).
 */
export function viewOf(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, (m: string, c: string) => (c === 'n' ? '\n' : m));
}

/** Minified JSON text of a node, literals byte-exact. */
export function stringifyRaw(node: RawNode): string {
  if (node.kind === 'lit') return node.raw;
  if (node.kind === 'arr') return `[${node.items.map(stringifyRaw).join(',')}]`;
  return `{${node.entries.map(([k, v]) => `${k}:${stringifyRaw(v)}`).join(',')}}`;
}

/**
 * The value of a literal the parser accepted: a string without escapes is its inner text and a
 * number's grammar was checked, so JSON.parse (a costly call per literal on a large table) is
 * needed only for escapes, which it also validates.
 */
function literalValue(raw: string): unknown {
  const c = raw.charCodeAt(0);
  if (c === 34) return raw.includes('\\') ? JSON.parse(raw) : raw.slice(1, -1);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  return Number(raw);
}

/** Turn a raw node into a plain JS value (for TOON and tests); undefined if a number would not round-trip. */
export function toPlainValue(node: RawNode): unknown {
  if (node.kind === 'lit') {
    const value = literalValue(node.raw);
    if (typeof value === 'number' && String(value) !== node.raw) throw new RangeError('number does not round-trip');
    return value;
  }
  if (node.kind === 'arr') return node.items.map(toPlainValue);
  const out: Record<string, unknown> = {};
  for (const [k, v] of node.entries) out[literalValue(k) as string] = toPlainValue(v);
  return out;
}
