/**
 * @module compress/quoted-reply
 * A reply written around a quoted e-mail: where the quotation (its `>` lines and the attribution
 * over them) is the material and the replier's own words are the asker's.
 */
/** The asker's words before and after the material (a `QuerySplit`, without importing it back). */
interface Split {
  head: string;
  material: string;
  tail: string;
}

/** A quoted line of an e-mail (`> …`, or `>` alone for a quoted blank line). */
const QUOTED = /^>(?: |>|$)/;
/** The attribution above a quotation: "On Tue, 4 Jun 2024, Dana <d@x.org> wrote:". */
const ATTRIBUTION = /\b(?:wrote|writes|schrieb|a écrit|escribió|scrisse|napisał|写道)\s*:\s*$/iu;
/** Quoted lines a reply quotes at least, and the share of the message they hold, to be the material. */
const MIN_QUOTED_LINES = 5;
const QUOTED_SHARE = 0.5;

/**
 * A reply above (or below) a quoted e-mail: the quotation — its `>` lines and the attribution
 * line over them — is the material, everything the replier wrote around it is the asker's.
 */
export function quotedReply(text: string): Split | null {
  const lines = text.split('\n');
  let best: [number, number] | null = null;
  for (let i = 0; i < lines.length; ) {
    if (!QUOTED.test(lines[i] ?? '')) {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && QUOTED.test(lines[j] ?? '')) j++;
    if (!best || j - i > best[1] - best[0]) best = [i, j];
    i = j;
  }
  if (!best || best[1] - best[0] < MIN_QUOTED_LINES) return null;
  const [from, to] = best;
  const top = from > 0 && ATTRIBUTION.test(lines[from - 1] ?? '') ? from - 1 : from;
  const head = lines.slice(0, top).join('\n');
  const material = lines.slice(top, to).join('\n');
  const tail = lines.slice(to).join('\n');
  if (material.length < text.length * QUOTED_SHARE || (head.trim() === '' && tail.trim() === '')) return null;
  return { head: head === '' ? '' : `${head}\n`, material, tail: tail === '' && to >= lines.length ? '' : `\n${tail}` };
}
