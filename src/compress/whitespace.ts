/**
 * @module compress/whitespace
 * The whitespace a text ends with, found by scanning back from its end: `/\s*$/` tries a match
 * at every position from the start, which costs the whole text on every call — quadratic
 * when called on a growing output.
 */
export function trailingWhitespace(text: string): string {
  let i = text.length;
  while (i > 0) {
    const c = text.charCodeAt(i - 1);
    // space, tab, LF, VT, FF, CR, NBSP and the Unicode spaces \s knows
    if (c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x2028 || c === 0x2029 || c === 0xfeff || (c >= 0x2000 && c <= 0x200a) || c === 0x1680 || c === 0x202f || c === 0x205f || c === 0x3000) i--;
    else break;
  }
  return text.slice(i);
}
