/**
 * @module compress/json-strings
 * JSON read for the words it carries: a tool call's arguments, a chat API's thread, a JSON
 * message's fields. Parsing that fails means the text is read as text.
 */

/** The parsed value, or undefined when the text is no JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every string value, depth first, in document order (keys are names, not words). */
export function stringValues(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return out;
}
