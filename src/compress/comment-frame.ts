/**
 * @module compress/comment-frame
 * A message written wholly inside line comments (`-- ` in a .sql file, `# ` in a script, `// `,
 * `; `, `% `): the comment marks are a frame around the text, as `> ` is around a quoted e-mail.
 * The text is read without them — where the asker's words stand, what is material — and every
 * line is sent back with its own mark.
 */

/** A line comment's mark: alone on its line, or followed by a space. `#!`, `#include`, `##` and `//x` are no frame. */
const MARK = /^(--|\/\/|#|;|%)(?: |$)/;
/** Marked lines a frame holds at least, and the share of the non-blank characters they hold. */
const MIN_MARKED_LINES = 5;
const MARKED_SHARE = 0.9;

export interface CommentFrame {
  /** The text with each marked line's mark (and the space after it) taken off. */
  inner: string;
  /**
   * The offset in the original text of an offset in `inner`. A line's start maps to the start of
   * its mark (where a part of the text that begins there begins), or after it with `afterMark`.
   */
  outer(at: number, afterMark?: boolean): number;
}

/** Whether a line opens with the mark, alone on the line or followed by a space (`-- x`, `--`; not `---`). */
export function carriesMark(line: string, mark: string): boolean {
  return line.startsWith(mark) && (line.length === mark.length || line[mark.length] === ' ');
}

/** The text's comment frame, or null when its lines are not, nearly all, comments of one kind. */
export function commentFrame(text: string): CommentFrame | null {
  const mark = MARK.exec(text.trimStart())?.[1];
  if (mark === undefined) return null;
  const lines = text.split('\n');
  const cut = lines.map((line) => (carriesMark(line, mark) ? Math.min(line.length, mark.length + 1) : 0));
  let marked = 0;
  let markedChars = 0;
  let chars = 0;
  lines.forEach((line, i) => {
    const size = line.trim().length;
    chars += size;
    if ((cut[i] ?? 0) > 0) {
      marked++;
      markedChars += size;
    }
  });
  if (marked < MIN_MARKED_LINES || markedChars < chars * MARKED_SHARE) return null;
  const innerStarts: number[] = [];
  const outerStarts: number[] = [];
  let inner = 0;
  let outer = 0;
  const innerLines = lines.map((line, i) => {
    innerStarts.push(inner);
    outerStarts.push(outer);
    inner += line.length - (cut[i] ?? 0) + 1;
    outer += line.length + 1;
    return line.slice(cut[i] ?? 0);
  });
  return {
    inner: innerLines.join('\n'),
    outer(at, afterMark = false) {
      let i = innerStarts.length - 1;
      while (i > 0 && (innerStarts[i] ?? 0) > at) i--;
      const column = at - (innerStarts[i] ?? 0);
      return (outerStarts[i] ?? 0) + (column === 0 && !afterMark ? 0 : column + (cut[i] ?? 0));
    },
  };
}
