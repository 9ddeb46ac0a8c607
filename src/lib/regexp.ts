/**
 * @module lib/regexp
 * The one regular-expression escaper, and the glob form built on it (`*` matches any run of
 * characters) that routing-table patterns and price-table entries use.
 */

/** `text` as a pattern that matches exactly `text` (outside a character class). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern matching the whole of a string that `glob` describes: `*` is any run of characters, the rest is literal. */
export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.split('*').map(escapeRegExp).join('.*')}$`);
}
