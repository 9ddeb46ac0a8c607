import { describe, expect, it } from 'vitest';
import { selectCodePassages } from '../../src/compress/code-select.js';
import { dedupeText } from '../../src/compress/dedupe.js';
import { joinBlocks, splitBlocks } from '../../src/compress/detect.js';
import { collapseSimilarLines, reduceLog } from '../../src/compress/logs.js';
import { selectRelevant } from '../../src/compress/select.js';
import { splitSentences } from '../../src/compress/sentences.js';
import { countTextTokens, createCompressor } from '../../src/compress/index.js';

const count = (t: string): number => countTextTokens(t);

describe('content detection', () => {
  it('splitting into blocks and joining again restores the text exactly', () => {
    const text = 'Intro.\n\n```py\ndef f():\n\treturn 1\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n{"x": [1, 2]}\n';
    expect(joinBlocks(splitBlocks(text))).toBe(text);
  });

  it('recognises fenced code, tables, JSON, HTML and logs', () => {
    const kinds = (t: string): string[] => splitBlocks(t).filter((b) => b.text.trim() !== '').map((b) => b.kind);
    expect(kinds('```\nx = 1\n```')).toEqual(['code']);
    expect(kinds('| a | b |\n|---|---|\n| 1 | 2 |')).toEqual(['table']);
    expect(kinds('{"a": 1}')).toEqual(['json']);
    expect(kinds('<html>\n<body>\n<p>hi</p>\n</body>\n</html>')).toEqual(['html']);
    expect(kinds('2024-01-01 INFO start\n2024-01-01 WARN slow\n2024-01-01 INFO done')).toEqual(['log']);
    expect(kinds('def f(x):\n\tif x:\n\t\treturn x;\n\treturn 0;')).toEqual(['code']);
  });
});

describe('sentence splitting', () => {
  it('does not split inside abbreviations, initials or decimals', () => {
    const s = splitSentences('Dr. J. R. Smith paid $3.50 in the U.S. on Jan. 5. He left. Then he came back!');
    expect(s.map((x) => x.text)).toEqual(['Dr. J. R. Smith paid $3.50 in the U.S. on Jan. 5.', 'He left.', 'Then he came back!']);
  });
});

describe('query-aware selection', () => {
  const doc = [
    'The Loire is the longest river in France. It flows for 1,012 kilometres.',
    'Paris hosts many museums. The Louvre opened in 1793 and is the most visited museum in the world.',
    'Cheese is made in every region. Brie comes from the Île-de-France region near Paris.',
    'The Tour de France is a bicycle race. It was first held in 1903 and is run every July.',
  ].join('\n\n');

  it('keeps the sentence answering the question, verbatim, whole', () => {
    const out = selectRelevant(doc, { query: 'When did the Louvre open?', keepRatio: 0.35, countTokens: count });
    expect(out).toContain('The Louvre opened in 1793 and is the most visited museum in the world.');
    expect(count(out)).toBeLessThan(count(doc));
    expect(out).toMatch(/\[… \d+ sentences? omitted …\]/);
    for (const piece of out.split(/\s*\[… \d+ sentences? omitted …\]\s*|\n\n/).filter((p) => p.trim() !== '')) expect(doc).toContain(piece.trim());
  });

  it('keeps the predecessor of a sentence that starts with a pronoun', () => {
    const out = selectRelevant(doc, { query: 'How long does it flow, in kilometres?', keepRatio: 0.4, countTokens: count });
    expect(out).toContain('The Loire is the longest river in France. It flows for 1,012 kilometres.');
  });
});

describe('log reduction', () => {
  const lines = Array.from({ length: 200 }, (_, i) => `step ${i} ok`);
  lines[120] = 'WARNING: disk almost full';
  lines[150] = 'Traceback (most recent call last):';
  lines.splice(151, 0, '  File "app.py", line 3, in <module>', 'ValueError: bad input');
  const log = lines.join('\n');

  it('never drops an error, warning or stack trace line', () => {
    const out = reduceLog(log, { query: '', context: 1, head: 3, tail: 3, relevant: 0 }).text;
    for (const keep of ['WARNING: disk almost full', 'Traceback (most recent call last):', '  File "app.py", line 3, in <module>', 'ValueError: bad input']) {
      expect(out).toContain(keep);
    }
    expect(out.split('\n').length).toBeLessThan(40);
  });

  it('accounts for every dropped line in its markers', () => {
    const { text, dropped } = reduceLog(log, { query: '', context: 1, head: 3, tail: 3, relevant: 0 });
    const marked = [...text.matchAll(/\[… (\d+) lines omitted …\]/g)].reduce((s, m) => s + Number(m[1]), 0);
    const kept = text.split('\n').filter((l) => !l.startsWith('[…')).length;
    expect(marked).toBe(dropped);
    expect(kept + dropped).toBe(log.split('\n').length);
  });

  it('collapses near-identical lines but not warnings', () => {
    const out = collapseSimilarLines(['fetch 1 ok', 'fetch 2 ok', 'fetch 3 ok', 'fetch 4 ok', 'fetch 5 ok', 'warn: 6'].join('\n'));
    expect(out).toBe('fetch 1 ok\n[… 3 similar lines omitted …]\nfetch 5 ok\nwarn: 6');
  });
});

describe('duplicate detection', () => {
  const page = Array.from({ length: 12 }, (_, i) => `<li>item number ${i} with some text</li>`).join('\n');

  it('replaces a block seen in an earlier message by a reference to it', () => {
    const registry = { seen: new Map<string, number>(), added: [] };
    expect(dedupeText(page, 3, registry).replaced).toBe(0);
    const again = dedupeText(`$ curl again\n${page}\nnew line`, 5, registry);
    expect(again.text).toBe('$ curl again\n[… 12 lines identical to earlier output in message 3 …]\nnew line');
  });

  it('never replaces short runs, where the reference would cost more than it saves', () => {
    const registry = { seen: new Map<string, number>(), added: [] };
    dedupeText('a\nb\nc\nd', 1, registry);
    expect(dedupeText('a\nb\nc\nd', 2, registry).text).toBe('a\nb\nc\nd');
  });
});

describe('code passage selection in tool output', () => {
  it('keeps the lines the agent asked to see, even when error-handling code fills the budget', () => {
    const view = Array.from({ length: 120 }, (_, i) => {
      const n = 1400 + i;
      if (n === 1474) return `${n}:        return int(value.total_seconds() / unit)`;
      return i < 40 && i % 3 === 0 ? `${n}:        raise ValueError("bad ${i}")` : `${n}:        x_${i} = compute(${i})`;
    }).join('\n');
    const out = selectCodePassages(view, { query: 'open fields.py at line 1474', keepRatio: 0.3, minLines: 40, countTokens: count });
    expect(out).toContain('1474:        return int(value.total_seconds() / unit)');
    expect(out).toContain('1439:        raise ValueError("bad 39")');
    expect(out).toMatch(/\[… \d+ lines omitted …\]/);
    for (const line of out.split('\n')) if (!line.startsWith('[…')) expect(view).toContain(line);
  });
});

describe('the best-scoring sentence is kept whatever its size', () => {
  // The answer is the one long sentence of its passage; shorter sentences of the next passage
  // share a word of the question each. Skipped because it did not fit, none that answers was kept.
  const p3 = 'The name "Brasks" comes from the harbour speech of the fen villages, where brasken, brasker and braskin were said of the people who worked the salt pans along the shore, and which the chroniclers of the abbey wrote down variously as Braschus, Braskius or Brascanus in the Latin annals of the ninth century to mean "salt boiler, pan keeper".';
  const p4 =
    'In the course of the tenth century the scattered camps of the Brask salt boilers along the fen grew into market towns with walls and churches. The County of Braskland, which began in 911 as a fief, was set up by a treaty between the king of the coast and the famed pan keeper Aldo, and lay in the old kingdom of the marsh. The treaty gave Aldo and his men the lands between the river and the sea in exchange for their help against raiders from the north. The area matched the northern part of the present province down to the great river, but the county would later reach west beyond it. The territory was roughly the old diocese of the abbey, and kept the Roman layout of the marsh province.';
  for (const level of ['balanced', 'aggressive'] as const) {
    it(`${level}: an agent's fetched page keeps the long sentence that answers`, () => {
      const out = createCompressor().compressRequest(
        {
          model: 'gpt-4o',
          messages: [
            { role: 'system', content: 'You are a research agent. Read the documents with the tools, then answer.' },
            { role: 'user', content: 'What is the original meaning of the word Brask?' },
            { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'fetch', arguments: '{"ids":[3,4]}' } }] },
            { role: 'tool', tool_call_id: 'c1', content: `[3] Document 3\n${p3}\n\n[4] Document 4\n${p4}` },
          ],
        },
        { level },
      );
      expect(out.request.messages[3]?.content).toContain('to mean "salt boiler, pan keeper"');
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore);
    });
  }
});
