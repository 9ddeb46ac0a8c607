/**
 * Pages an agent's tools fetch, in the shapes tools return them: one string of JSON or of a
 * Python dict's repr (`{"url", "title", "content"}`, `{"document": "…"}`), search results whose
 * pages have sections of their own (`raw_content`), an array of document strings, and a page
 * flattened to one line of text. Each is compressed as the text it holds, where it stands: the
 * same selection as the page pasted as text, the JSON valid, its other values and the kept text's
 * escapes byte for byte. Before, the JSON and one-line pages went whole at every level, and an
 * array of five documents kept one whole — not always the one that answers.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor, omittedBy } from '../../src/compress/index.js';
import { withinStringDocument } from '../../src/compress/string-document.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { allText, document, request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const ASKED = 9;
const FIRE = `The town council met in a hall built of grey stone, rebuilt after a fire in ${1400 + ASKED * 3}.`;
const question = `When was the town hall of ${townName(ASKED)} rebuilt after the fire?`;
const page = (content: string, pretty = false): string =>
  JSON.stringify({ url: 'https://example.org/towns', title: 'Towns of the river valley', status: 200, content }, null, pretty ? 2 : undefined);

/** An agent asked `asked`, called fetch, and got `output` back. */
const fetched = (asked: string, output: string): ChatRequest =>
  request(
    system('You are a research agent. Use the tools to answer.'),
    user(asked),
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'fetch_page', arguments: '{"url":"https://example.org/towns"}' } }] },
    { role: 'tool', tool_call_id: 'call_1', content: output } as ChatMessage,
  );
const toolText = (r: ChatRequest): string => text(r.messages[3]);

describe('a page fetched as JSON: the one string that holds it is read as text', () => {
  for (const level of LOSSY) {
    for (const pretty of [false, true]) {
      it(`${level}: ${pretty ? 'pretty-printed' : 'one line'} — the answering sentence kept, the rest marked, the other values as they came`, () => {
        const out = compress(fetched(question, page(document(12), pretty)), level);
        const sent = toolText(out.request);
        const parsed = JSON.parse(sent) as Record<string, unknown>;
        expect(parsed.content).toContain(FIRE);
        expect(parsed.content).toMatch(/\[… \d+ (?:passages?|sentences?) omitted …\]/);
        expect({ ...parsed, content: '' }).toEqual({ url: 'https://example.org/towns', title: 'Towns of the river valley', status: 200, content: '' });
        expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
      });
    }
    it(`${level}: the same page in a user message under the question ("{"document": …}")`, () => {
      const out = compress(request(user(`${question}\n\n${JSON.stringify({ document: document(12) })}`)), level);
      const sent = text(out.request.messages[0]);
      expect(sent.startsWith(question)).toBe(true);
      expect((JSON.parse(sent.slice(question.length)) as { document: string }).document).toContain(FIRE);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: "summarise the page" is a task over all of it: sent as the lossless level sends it`, () => {
      const r = fetched('Fetch the towns page and summarise it in three bullet points.', page(document(12)));
      expect(toolText(compress(r, level).request)).toBe(toolText(compress(r, 'lossless').request));
    });
    it(`${level}: a question the page shares no word with leaves it whole`, () => {
      const r = fetched('Which quarterback threw the most touchdown passes in 1998?', page(document(12)));
      expect(toolText(compress(r, level).request)).toBe(toolText(compress(r, 'lossless').request));
    });
  }
  it('lossless: the JSON values are exactly those fetched', () => {
    const output = page(document(12), true);
    expect(JSON.parse(toolText(compress(fetched(question, output), 'lossless').request))).toEqual(JSON.parse(output));
  });
});

describe('withinStringDocument', () => {
  const body = `${'A sentence of the page that says little. '.repeat(20)}\\n${'Another line that says little. '.repeat(20)}\\nQuoted: \\"the grey one\\", caf\\u00e9\\tand a tab.`;
  const json = `{"id": 7, "content": "${body}"}`;
  it('gives the compressor the string as text (\\n as line breaks, other escapes as they stand) and writes back valid JSON', () => {
    let seen = '';
    const out = withinStringDocument(`{"content": "line one. \\"q\\"\\nline two.${' padding words here.'.repeat(60)}\\nline three."}`, true, (t) => {
      seen = t;
      return 'kept "new" part\nsecond\\';
    });
    expect(seen.startsWith('line one. \\"q\\"\nline two.')).toBe(true);
    expect(JSON.parse(out ?? '')).toEqual({ content: 'kept "new" part\nsecond\\' });
  });
  it('keeps the escapes of the text it keeps byte for byte, and every byte outside the string', () => {
    const out = withinStringDocument(json, true, (t) => t.slice(t.indexOf('Quoted:')));
    expect(out).toBe(`{"id": 7, "content": "Quoted: \\"the grey one\\", caf\\u00e9\\tand a tab."}`);
  });
  it('is null for one paragraph (a search hit its list chose: one passage, no document to select in)', () => {
    expect(withinStringDocument(`{"rank": 1, "text": "${'One long paragraph of a search hit. '.repeat(40)}"}`, true, () => 'cut')).toBeNull();
  });
  it('is null when no string holds most of the JSON, or the text comes back unchanged', () => {
    const records = JSON.stringify(Array.from({ length: 30 }, (_, i) => ({ id: i, name: `item ${i}`, note: 'short note here' })));
    expect(withinStringDocument(records, true, () => 'x')).toBeNull();
    expect(withinStringDocument(json, true, (t) => t)).toBeNull();
  });
});

describe('what selecting inside a JSON document tells the client', () => {
  it('the report names it among the transforms that left something out, so a follow-up can bring the page back', () => {
    const out = compress(fetched(question, page(document(12))), 'balanced');
    expect(omittedBy(out.report)).toContain('select-string-document');
  });
});

describe('search results that each carry a page with sections of its own (`raw_content` in markdown)', () => {
  const results = Array.from({ length: 12 }, (_, i) => ({
    title: townName(i),
    url: `https://example.org/towns/${i}`,
    content: `${townName(i)} is a town of the river valley.`,
    score: Number((0.95 - i * 0.01).toFixed(2)),
    raw_content: `# ${townName(i)}\n\n## History\n\n${townParagraph(i)}\n\n## See also\n\n- Towns of the river valley`,
  }));
  const output = JSON.stringify({ query: question, results });
  for (const level of LOSSY) {
    it(`${level}: the asked town's page is kept whole, pages of other towns go as a marker item, and the JSON parses`, () => {
      const out = compress(fetched(question, output), level);
      const parsed = JSON.parse(toolText(out.request)) as { results: Array<{ raw_content?: string } | string> };
      expect(parsed.results).toContainEqual(results[ASKED]);
      expect(parsed.results.some((r) => typeof r === 'string' && /more items omitted/.test(r))).toBe(true);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
  }
});

describe('a page in a Python dict\'s repr (a tool that returns `str(result)`)', () => {
  const pyString = (t: string): string => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  const repr = (content: string): string => `{'url': 'https://example.org/towns', 'status': 200, 'content': ${pyString(content)}}`;
  for (const level of LOSSY) {
    it(`${level}: the string is read as the page it holds — the answering sentence kept, the dict's other values and quotes as they came`, () => {
      const out = compress(fetched(question, repr(`${document(12)}\n\nIt's the valley's oldest record.`)), level);
      const sent = toolText(out.request);
      expect(sent.startsWith("{'url': 'https://example.org/towns', 'status': 200, 'content': '")).toBe(true);
      expect(sent.endsWith("'}")).toBe(true);
      expect(sent).toContain(FIRE);
      expect(sent).toMatch(/\[… \d+ (?:passages?|sentences?) omitted …\]/);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
  it('a quotation in one line of prose is no string to read as a document (no escaped line breaks)', () => {
    const prose = `The chronicle says: "${document(12).replace(/\n\n/g, ' ')}" and nothing more.`;
    expect(withinStringDocument(prose, false, () => 'cut')).toBeNull();
    expect(withinStringDocument(repr(document(12)), false, () => 'cut')).toBe("{'url': 'https://example.org/towns', 'status': 200, 'content': 'cut'}");
  });
});

describe('documents kept whole are the best three at least', () => {
  // Five sections of one article; a distractor names the town, its hall and the fire more often
  // than the section that answers, so the answer ranks second by the question's words.
  const gossip = `${townName(ASKED)} talk: the fire at the town hall of ${townName(ASKED)} is still talked about, and every guide to ${townName(ASKED)} mentions the hall and the fire. Nobody in ${townName(ASKED)} agrees on the year the hall burned, or when the town hall was rebuilt after it.`;
  const sections = [townParagraph(2), gossip.repeat(2), townParagraph(ASKED), townParagraph(4), townParagraph(5)];
  for (const level of LOSSY) {
    it(`${level}: an array of five document strings keeps the second-ranked one that answers`, () => {
      const out = compress(fetched(question, JSON.stringify({ documents: sections })), level);
      const parsed = JSON.parse(toolText(out.request)) as { documents: string[] };
      expect(parsed.documents).toContain(townParagraph(ASKED));
      expect(parsed.documents.some((d) => /more items omitted/.test(d))).toBe(true);
    });
  }
});

describe('a page flattened to one line of text (an HTML page\'s text joined with spaces)', () => {
  // A sentence that says "cannot" made the whole line a signal line (an error report), kept whole.
  const page = `${document(12).replace(/\n\n/g, ' ')} Visitors who cannot walk far take the valley railway instead.`;
  for (const level of LOSSY) {
    it(`${level}: its sentences are selected — a long line of prose that says "cannot" is no error line to keep whole`, () => {
      const out = compress(fetched(question, page), level);
      const sent = toolText(out.request);
      expect(sent).toContain(FIRE);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: a short line that reports an error, under the page, is still kept`, () => {
      const failed = 'ERROR fetch_page: 2 of 3 mirrors failed (timeout after 30 s)';
      const sent = toolText(compress(fetched(question, `${page}\n\n${failed}`), level).request);
      expect(sent).toContain(FIRE);
      expect(sent).toContain(failed);
    });
  }
});

describe('pages in JSON that share their turn with other material', () => {
  // Two fetched pages given to one question (one in the system message, one with the question):
  // selected apart, each would keep its own best passages at the passage budget rather than the
  // turn's (blind pool 18's pages scraped in rounds, read together for the question that followed:
  // 100 -> 88 of 100 answers kept). A page in one string is read as text only when it is its turn's one material.
  const page = (from: number): string => JSON.stringify({ url: `https://example.org/towns?page=${from / 6 + 1}`, content: Array.from({ length: 6 }, (_, k) => townParagraph(from + k)).join('\n\n') });
  const r = request(system(`Answer from the fetched pages.\n\n${page(0)}`), user(`${page(6)}\n\n${question}`));
  for (const level of LOSSY) {
    it(`${level}: both are sent as the lossless level sends them`, () => {
      expect(allText(compress(r, level).request)).toBe(allText(compress(r, 'lossless').request));
    });
  }
});

describe('a question quoted in a fetched issue\'s JSON body, answered from the comments fetched next', () => {
  // The issue's `body` holds the question on a line of its own between escaped line breaks; read
  // as one JSON line of 300+ characters it was prose, its question not carried, and the comments
  // were selected against "can you handle issue #1187?" (blind pool 18: 43 of 100 answers kept).
  const issue = JSON.stringify({
    url: 'https://api.github.com/repos/acme-learning/handbook/issues/1187', number: 1187, title: 'Reader question from the docs feedback widget',
    labels: [{ name: 'reader-question' }], state: 'open', comments: 12,
    body: `### Submitted question\n\n> ${question}\n\n### Context\nSubmitted via the feedback widget on the reading-list page. The reader did not leave an e-mail address.\n\n### Notes for maintainers\nReference excerpts were pasted into the comments below. Please answer in a comment and close.`,
  }, null, 2);
  const comments = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({
    id: 2400118800 + i, html_url: `https://github.com/acme-learning/handbook/issues/1187#issuecomment-${2400118800 + i}`,
    user: { login: 'jtan' }, body: `**Excerpt ${i + 1} — ${townName(i)}**\n\n${townParagraph(i)}`,
  })), null, 2);
  const call = (id: string, name: string): ChatMessage => ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: '{"owner":"acme-learning","repo":"handbook","issue_number":1187}' } }] });
  const r = request(
    system('You are a GitHub triage assistant. Answer reader questions from the excerpts the maintainers attached, never from memory.'),
    user('can you handle issue #1187 in acme-learning/handbook? draft an answer to the question in it using the thread'),
    call('call_1', 'get_issue'), { role: 'tool', tool_call_id: 'call_1', content: issue } as ChatMessage,
    call('call_2', 'list_issue_comments'), { role: 'tool', tool_call_id: 'call_2', content: comments } as ChatMessage,
  );
  for (const level of LOSSY) {
    it(`${level}: the comments are read for the issue's question, and the answering excerpt is kept`, () => {
      const out = compress(r, level);
      expect(out.request.messages.map(text).join('\n')).toContain(JSON.stringify(FIRE).slice(1, -1));
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }
});

describe('a question found in one tool output, then asked of the next ones in the turn', () => {
  // The person points at the question in a mail; the mail the agent reads first carries it, and
  // the course material it prints next is read for it. Before, a carried question was read only
  // in the output that carried it: the printed material, read for nothing, went whole (blind
  // pool 18's ru-email-repl, 1.00x).
  const mail = `From: Darya Ivanova <d.ivanova@example.ru>\nTo: support@reference.example.org\nSubject: Question about the course reading\nDate: Tue, 13 Jan 2026 10:41:07 +0300\nContent-Type: text/plain; charset=UTF-8\n\nHello!\n\nCould you tell me the answer to this question from the assignment:\n\n${question}\n\nThanks in advance,\nDarya\n`;
  const printed = Array.from({ length: 12 }, (_, i) => `[${i + 1}] ${townName(i)}\n${townParagraph(i)}\n`).join('\n');
  const call = (id: string, name: string, args: object): ChatMessage => ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] });
  const r = request(
    system('You are a support agent for a learning platform. Read the mail, load the course material with python_exec, and draft a reply from it.'),
    user("Handle the latest e-mail in the inbox: prepare an answer to the student's question from the course materials."),
    call('call_1', 'mail_read_latest', { folder: 'INBOX' }), { role: 'tool', tool_call_id: 'call_1', content: mail } as ChatMessage,
    call('call_2', 'python_exec', { code: "for d in docs: print(f\"[{d['id']}] {d['title']}\"); print(d['text'])" }), { role: 'tool', tool_call_id: 'call_2', content: printed } as ChatMessage,
  );
  for (const level of LOSSY) {
    it(`${level}: the printed material is read for the mail's question — the answer kept, the rest cut`, () => {
      const out = compress(r, level);
      expect(text(out.request.messages[5])).toContain(FIRE);
      expect(text(out.request.messages[5]).length).toBeLessThan(printed.length * 0.7);
    });
  }
});
