/**
 * Prompts written wholly inside line comments — a .sql file whose `-- Q:` line asks and whose
 * result set is pasted as `-- ` lines, a script's `# ` header — are read without their marks:
 * the question is found, the documents are selected, and every line goes out with its own mark.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { commentFrame } from '../../src/compress/comment-frame.js';
import { cutKeeping } from './fixtures/cut.js';
import { allText, request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (content: string, level: CompressionLevel) => createCompressor().compressRequest(request(system('Reply with a single SQL comment line.'), user(content)), { level });
const documents = (n = 16): string => Array.from({ length: n }, (_, i) => `Document [${i + 1}](Title: ${townName(i)}) ${townParagraph(i)}`).join('\n\n');
const marked = (body: string, mark: string): string => body.split('\n').map((l) => (l === '' ? mark : `${mark} ${l}`)).join('\n');
const FIRE_9 = `rebuilt after a fire in ${1400 + 9 * 3}`;

/** The layout of a SQL analyst's scratch file: question, source query, result set, a TODO that points back at the question. */
const sqlFile = (question: string, body = documents()): string =>
  `-- ask.sql\n-- Q: ${question}\n-- Source query:\nSELECT body FROM kb_chunks ORDER BY score DESC LIMIT 16;\n-- Result set:\n--\n${marked(body, '--')}\n--\n-- TODO: answer Q from the result set above.`;

describe('a prompt written in line comments', () => {
  for (const level of LOSSY) {
    it(`${level}: a .sql file's "-- Q:" line (no question mark) selects the result set's documents, and every line keeps its mark`, () => {
      const content = sqlFile(`In which year was the town hall of ${townName(9)} rebuilt after the fire`);
      const out = compress(content, level);
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(FIRE_9);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.5);
      // The asker's lines are byte-exact, the material's kept lines and markers carry the mark.
      expect(sent.startsWith(content.slice(0, content.indexOf('-- Result set:')))).toBe(true);
      expect(sent.endsWith('-- TODO: answer Q from the result set above.')).toBe(true);
      for (const line of sent.split('\n')) if (!line.startsWith('SELECT')) expect(line).toMatch(/^--(?: |$)/);
      expect(sent).toMatch(/^-- \[… \d+ passages? omitted …\]$/m);
    });
    it(`${level}: a script's "# " header with the question last is read the same way`, () => {
      const content = `# notes.py\n# Context:\n#\n${marked(documents(), '#')}\n#\n# Question: When was ${townName(9)}'s town hall rebuilt?`;
      const sent = cutKeeping(request(user(content)), level, [FIRE_9, `# Question: When was ${townName(9)}'s town hall rebuilt?`], 0.5);
      for (const line of sent.split('\n')) expect(line).toMatch(/^#(?: |$)/);
    });
    it(`${level}: a task over the whole result set written in the comments is sent whole`, () => {
      const content = sqlFile('Translate every document of the result set into German, one by one');
      expect(allText(compress(content, level).request)).toBe(allText(compress(content, 'lossless').request));
    });
  }
});

describe('what is no comment frame', () => {
  it('C preprocessor lines, markdown headings and code with a few comments are read as they stand', () => {
    expect(commentFrame(Array.from({ length: 8 }, (_, i) => `#include <lib${i}.h>`).join('\n'))).toBeNull();
    expect(commentFrame(Array.from({ length: 8 }, (_, i) => `## Section ${i}\n\n${townParagraph(i)}`).join('\n\n'))).toBeNull();
    const code = Array.from({ length: 8 }, (_, i) => `# step ${i}\nvalue_${i} = compute_something_long(${i}, previous_value, options)`).join('\n');
    expect(commentFrame(code)).toBeNull();
  });
  it('a frame maps its inner text back to the marked lines', () => {
    const frame = commentFrame('-- alpha beta gamma\n--\n-- bc delta epsilon\nSELECT 1;\n-- zeta eta theta iota\n-- kappa lambda mu nu');
    expect(frame?.inner).toBe('alpha beta gamma\n\nbc delta epsilon\nSELECT 1;\nzeta eta theta iota\nkappa lambda mu nu');
    // "bc" starts at inner 18: its line starts at the mark, its text after it.
    expect(frame?.outer(18)).toBe(23);
    expect(frame?.outer(18, true)).toBe(26);
    expect(frame?.outer(19)).toBe(27);
  });
});
