/**
 * @module upstream/swap-model
 * A request body with another `model`, for a fallback upstream that serves the model under
 * another name. Only the top-level `model` value's text is replaced; every other byte goes as
 * the client wrote it (re-serialising would change unknown fields, e.g. `1e400` → `null`).
 * Every top-level `model` key is replaced, so a body with the key twice stays consistent.
 */

/** [start, end) of each top-level `"model"` string value in `text`. */
function modelValueSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let depth = 0;
  /** At depth 1: the next string is a key (after `{` or `,`), and which key was last read. */
  let expectKey = false;
  let lastKey: string | undefined;
  let afterColon = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (depth === 1 && expectKey) {
        lastKey = JSON.parse(text.slice(i, j + 1)) as string;
        expectKey = false;
      } else if (depth === 1 && afterColon && lastKey === 'model') spans.push([i, j + 1]);
      afterColon = false;
      i = j;
    } else if (c === '{' || c === '[') {
      depth++;
      if (depth === 1) expectKey = true;
      afterColon = false;
    } else if (c === '}' || c === ']') depth--;
    else if (depth === 1 && c === ',') expectKey = true;
    else if (depth === 1 && c === ':') afterColon = true;
    else if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') afterColon = false;
  }
  return spans;
}

export function withModel(body: string | Buffer, model: string): string | Buffer {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  const spans = modelValueSpans(text);
  const value = JSON.stringify(model);
  let out: string;
  if (spans.length === 0) {
    const open = text.indexOf('{');
    out = `${text.slice(0, open + 1)}"model":${value}${/^\s*\}/.test(text.slice(open + 1)) ? '' : ','}${text.slice(open + 1)}`;
  } else {
    out = text;
    for (const [start, end] of spans.reverse()) out = out.slice(0, start) + value + out.slice(end);
  }
  return typeof body === 'string' ? out : Buffer.from(out);
}
