/**
 * One question's material split over several messages or parts — two pages fetched in
 * parallel, an MCP server's documents returned one text part each — and the asker's words that
 * tools and chat apps put around it: an optional parameter's `?` in a tool's signature, a
 * question whose asking word stands where its answer would ("… as what — thanks a lot").
 * Before, each page kept its own best passages at the level's ratio (the page that answers
 * as little as the page that only mentions the subject), the parts went whole, and the
 * system prompt's `include_content?: boolean` was taken for the question.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const ASKED = 9;
const FIRE = `The town council met in a hall built of grey stone, rebuilt after a fire in ${1400 + ASKED * 3}.`;
const question = `When was the town hall of ${townName(ASKED)} rebuilt after the fire?`;
const towns = (from: number, to: number): string => Array.from({ length: to - from }, (_, k) => townParagraph(from + k)).join('\n\n');
const call = (id: string, url: string) => ({ id, type: 'function' as const, function: { name: 'fetch_page', arguments: JSON.stringify({ url }) } });
const tool = (id: string, content: ChatMessage['content']): ChatMessage => ({ role: 'tool', tool_call_id: id, content }) as ChatMessage;

/** The agent fetched two pages in parallel for the question. */
const twoPages = (first: string, second: string): ChatRequest =>
  request(
    system('You are a research agent. Use the tools to answer.'),
    user(question),
    { role: 'assistant', content: null, tool_calls: [call('c1', 'https://example.org/towns/1'), call('c2', 'https://example.org/towns/2')] },
    tool('c1', first),
    tool('c2', second),
  );

describe('two pages fetched for one question are selected as one material', () => {
  // Both pages are about towns (every passage shares words with the question); the fires, and the asked town, are on the second.
  const first = Array.from({ length: 8 }, (_, i) => townParagraph(i).replace(/, rebuilt after a fire in \d+\./, '.')).join('\n\n');
  const second = towns(8, 16);
  for (const level of LOSSY) {
    it(`${level}: the page that holds the asked town keeps more of itself than the page that does not, the answer with it`, () => {
      const out = compress(twoPages(first, second), level);
      const [sentFirst, sentSecond] = [text(out.request.messages[3]), text(out.request.messages[4])];
      expect(sentSecond).toContain(FIRE);
      expect(sentSecond.length / second.length).toBeGreaterThan((sentFirst.length / first.length) * 1.3);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: the first page's form does not depend on which page came back second (each pair is its own turn)`, () => {
      const a = text(compress(twoPages(first, second), level).request.messages[3]);
      const b = text(compress(twoPages(first, towns(16, 24)), level).request.messages[3]);
      // Against pages that hold nothing asked, the first keeps at least as much of itself.
      expect(b.length).toBeGreaterThanOrEqual(a.length);
    });
  }
  it('lossless: both pages as they came', () => {
    const r = twoPages(first, second);
    const out = compress(r, 'lossless');
    expect(text(out.request.messages[3])).toBe(first);
    expect(text(out.request.messages[4])).toBe(second);
  });
});

describe("a tool result of many text parts (an MCP server's documents, one part each)", () => {
  const parts = [`Found 16 documents in collection "towns".`, ...Array.from({ length: 16 }, (_, i) => `Title: ${townName(i)}\nURI: kb://towns/${i}\n\n${townParagraph(i)}`)];
  const mcp = (asked: string): ChatRequest =>
    request(
      system('You are a helpful assistant. Tools: kb__list_documents(collection: string, include_content?: boolean, limit?: number) — lists documents.'),
      user(asked),
      { role: 'assistant', content: null, tool_calls: [{ id: 'k1', type: 'function', function: { name: 'kb__list_documents', arguments: '{"collection":"towns","include_content":true}' } }] },
      tool('k1', parts.map((t) => ({ type: 'text', text: t })) as never),
    );
  const sentParts = (r: ChatRequest): string[] => ((r.messages[3]?.content ?? []) as Array<{ text: string }>).map((p) => p.text);
  for (const level of LOSSY) {
    it(`${level}: parts outside the question's candidates become markers, one per part; the asked town's part and the header stay`, () => {
      const out = compress(mcp(question), level);
      const sent = sentParts(out.request);
      expect(sent).toHaveLength(parts.length);
      expect(sent[0]).toBe(parts[0]);
      expect(sent.join('\n')).toContain(FIRE);
      expect(sent.filter((p) => /^\[… content part omitted \(\d+ tokens\)/.test(p)).length).toBeGreaterThanOrEqual(4);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
    it(`${level}: "list every town" is a task over all of them: the parts go as they came`, () => {
      const sent = sentParts(compress(mcp('List every town in the collection with its founding year.'), level).request);
      expect(sent).toEqual(parts);
    });
  }
});

describe('question marks of code are not questions', () => {
  for (const level of LOSSY) {
    it(`${level}: a tool signature's \`include_content?: boolean\` in the system prompt is not what the person asked`, () => {
      // The person types keywords, as into a search box: only a line with a "?" could outrank them as the question.
      const out = compress(
        request(
          system('Tools:\n  search_docs(query: string, include_content?: boolean, limit?: number)\n    Searches the handbook (paginated: add ?page=2 for more).'),
          user(`${townName(ASKED)} town hall rebuilt after the fire year`),
          { role: 'assistant', content: null, tool_calls: [{ id: 's1', type: 'function', function: { name: 'search_docs', arguments: '{"query":"town hall fire"}' } }] },
          tool('s1', towns(0, 16)),
        ),
        level,
      );
      expect(text(out.request.messages[3])).toContain(FIRE);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});

describe('a question whose asking word stands where its answer would', () => {
  for (const level of LOSSY) {
    for (const asked of [`${townName(ASKED)}'s town hall was rebuilt after the fire in which year`, `hi, the town hall of ${townName(ASKED)} burned and was rebuilt when — thanks!`]) {
      it(`${level}: "${asked}" asks: the material is selected for it`, () => {
        const out = compress(request(user(`${towns(0, 16)}\n\n${asked}`)), level);
        const sent = text(out.request.messages[0]);
        expect(sent).toContain(FIRE);
        expect(sent.endsWith(asked)).toBe(true);
        expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
      });
    }
    it(`${level}: rules that end in "when possible" or "where relevant" ask nothing: a document with them and no question goes as lossless sends it`, () => {
      const r = request(system(`Answer in the user's language when possible. Cite the towns where relevant.\n\n${towns(0, 16)}`), user('Thanks, that is all for now.'));
      expect(text(compress(r, level).request.messages[0])).toBe(text(compress(r, 'lossless').request.messages[0]));
    });
  }
});

describe('pages fetched in parallel, one call each, in the shapes fetch tools return', () => {
  const N = 12;
  const calls = Array.from({ length: N }, (_, i) => call(`p${i}`, `https://example.org/towns/${i}`));
  const fetchedAll = (output: (i: number) => ChatMessage['content']): ChatRequest =>
    request(system('You are a research agent. Use the tools to answer.'), user(question), { role: 'assistant', content: null, tool_calls: calls }, ...calls.map((c, i) => tool(c.id, output(i))));
  const shapes: Record<string, (i: number) => ChatMessage['content']> = {
    'an MCP read: a title part and a body part': (i) => [{ type: 'text', text: townName(i) }, { type: 'text', text: townParagraph(i) }] as never,
    'JSON with the page in markdown (`{"url", "title", "status", "markdown": "# …"}`)': (i) => JSON.stringify({ url: `https://example.org/towns/${i}`, title: townName(i), status: 200, markdown: `# ${townName(i)}\n\n${townParagraph(i)}` }),
    "a page summary: the extract beside the page's ids, URLs and language": (i) =>
      JSON.stringify({
        type: 'standard',
        title: townName(i),
        displaytitle: `<span class="mw-page-title-main">${townName(i)}</span>`,
        namespace: { id: 0, text: '' },
        wikibase_item: `Q${880100 + i}`,
        titles: { canonical: townName(i), normalized: townName(i), display: `<span class="mw-page-title-main">${townName(i)}</span>` },
        pageid: 4410 + i,
        lang: 'en',
        dir: 'ltr',
        revision: `${1207001000 + i}`,
        timestamp: '2025-10-30T08:12:44Z',
        description: 'Town of the river valley',
        content_urls: {
          desktop: { page: `https://en.example.org/wiki/${townName(i)}`, revisions: `https://en.example.org/wiki/${townName(i)}?action=history`, edit: `https://en.example.org/wiki/${townName(i)}?action=edit` },
          mobile: { page: `https://en.m.example.org/wiki/${townName(i)}`, revisions: `https://en.m.example.org/wiki/Special:History/${townName(i)}` },
        },
        extract: townParagraph(i),
      }),
  };
  for (const level of LOSSY) {
    for (const [shape, output] of Object.entries(shapes)) {
      it(`${level}: ${shape} — pages outside the question's candidates become markers, the asked town's page stays`, () => {
        const r = fetchedAll(output);
        const out = compress(r, level);
        const sent = out.request.messages.slice(3).map(text);
        expect(sent.find((t) => t.includes(townName(ASKED)))).toContain(FIRE);
        expect(sent.filter((t) => /tool output omitted \(\d+ tokens\)/.test(t)).length).toBeGreaterThanOrEqual(2);
        // Every call stays answered, in its place.
        expect(out.request.messages.slice(3).map((m) => (m as { tool_call_id?: string }).tool_call_id)).toEqual(calls.map((c) => c.id));
      });
    }
  }
});

describe("what an agent's prompt and replies say of the output", () => {
  const jsonl = Array.from({ length: 16 }, (_, i) => JSON.stringify({ id: i, title: townName(i), url: `https://example.org/towns/${i}`, text: townParagraph(i) })).join('\n');
  for (const level of LOSSY) {
    it(`${level}: an export fetched on an order, which the assistant acknowledges by its fields ("16 records, each with id, title, url and text. What would you like …?"), is read for the question that comes next`, () => {
      const r = request(
        system('You are a data assistant. Tools: storage_get_object(bucket, key).'),
        user('grab the latest crawler export for me (daily/towns.jsonl)'),
        { role: 'assistant', content: null, tool_calls: [{ id: 'g1', type: 'function', function: { name: 'storage_get_object', arguments: '{"bucket":"exports","key":"daily/towns.jsonl"}' } }] },
        tool('g1', jsonl),
        { role: 'assistant', content: 'Got daily/towns.jsonl — 16 records, each with id, title, url and text. What would you like me to do with it?' },
        user(question),
      );
      const out = compress(r, level);
      expect(text(out.request.messages[3])).toContain(FIRE);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: a tool described as returning "JSON with execution_count, status and outputs" asks for no count: the question in the prompt is looked up`, () => {
      const cell = JSON.stringify({ execution_count: 7, status: 'ok', outputs: [{ output_type: 'stream', name: 'stdout', text: towns(0, 16) }] });
      const r = request(
        { role: 'developer', content: `You are a notebook agent.\n\nYour question to answer: ${question}\n\nTool: execute_cell(code) — runs code in the kernel; returns JSON with execution_count, status and outputs.` } as ChatMessage,
        user('start'),
        { role: 'assistant', content: null, tool_calls: [{ id: 'e1', type: 'function', function: { name: 'execute_cell', arguments: '{"code":"print(df.text)"}' } }] },
        tool('e1', cell),
      );
      const out = compress(r, level);
      const sent = JSON.parse(text(out.request.messages[3])) as { outputs: Array<{ text: string }> };
      expect(sent.outputs[0]?.text).toContain(FIRE);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});

describe('material of three passages (a page fetched in halves, a retriever returning three chunks)', () => {
  // Written for this test: the passage BM25 ranks first (immune system, molecules twice) is not the one that answers.
  const A = 'The main response of the immune system to tumours is to destroy abnormal cells with killer cells, sometimes helped by other white cells. Tumour antigens are presented on surface molecules in much the same way as viral antigens are. This lets killer cells recognise a tumour cell as abnormal and attack it. Natural killer cells also destroy tumour cells, above all when those cells carry fewer surface molecules than healthy ones do, which is common in tumours. Sometimes antibodies are made against tumour cells, which then lets the complement system destroy them.';
  const B = 'A slow decline in hormone levels with age is thought to be partly responsible for weaker immune responses in older people. Conversely, some hormones are regulated by the immune system, notably thyroid hormone activity. The decline in immune function with age is also linked to falling vitamin D levels in the elderly. As people age, two things lower their vitamin D. First, they spend more time indoors and get less sun. Second, the skin becomes less able to make vitamin D as a person grows older.';
  const C = 'People who sleep too little may respond less well to vaccines, with lower antibody production and a weaker immune response than a rested person would show. Proteins tied to both cell maturation and daily rhythms can be disturbed by broken light and dark cycles, such as those of night shifts. Over time such disruptions are linked to chronic conditions such as heart disease, chronic pain and asthma. Doctors therefore advise regular hours of sleep for patients with long illnesses.';
  const asked = 'The production of what signalling molecules is regulated by the immune system?';
  const chunks = [A, B, C].map((t, i) => `Source: https://reference.example.org/article#p${i + 1}\nTitle: Section ${i + 1}\n${t}`).join('\n\n---\n\n');
  for (const level of LOSSY) {
    it(`${level}: the best two passages are read for sentences, not the best one alone — the answering sentence of the second is kept`, () => {
      const r = request(system('You are an agent.'), user(asked), { role: 'assistant', content: null, tool_calls: [{ id: 'r1', type: 'function', function: { name: 'retrieve', arguments: '{"collection":"immunology"}' } }] }, tool('r1', chunks));
      const out = compress(r, level);
      const sent = text(out.request.messages[3]);
      expect(sent).toContain('Conversely, some hormones are regulated by the immune system, notably thyroid hormone activity.');
      // The `---` between chunks frames them: it stays, never a "[… 1 sentence omitted …]" longer than itself.
      expect(sent).toMatch(/\n---\n/);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: a count in the call's arguments ("top_k": 3) is no word of the question — "Section 3" is not ranked for it`, () => {
      const r = request(system('You are an agent.'), user(asked), { role: 'assistant', content: null, tool_calls: [{ id: 'r1', type: 'function', function: { name: 'retrieve', arguments: '{"collection":"immunology","top_k":3}' } }] }, tool('r1', chunks));
      const sent = text(compress(r, level).request.messages[3]);
      expect(sent).toContain('Conversely, some hormones are regulated by the immune system, notably thyroid hormone activity.');
    });
  }
});

describe('a file read on an order, acknowledged, then "fill in the todo at the bottom"', () => {
  const lines = ['# Research notes', '', ...Array.from({ length: 16 }, (_, i) => [`## ${i + 1}. ${townName(i)}`, '', townParagraph(i), '']).flat(), '---', '', `<!-- TODO which decade saw the town hall of ${townName(ASKED)} rebuilt after the fire -->`, ''];
  const numbered = lines.map((l, i) => `${String(i + 1).padStart(6)}\t${l}`).join('\n');
  const chat = (todo: string): ChatRequest =>
    request(
      system('You are an IDE agent. Use the tools to inspect the project; answer the user concisely.'),
      user('open notes/research.md'),
      { role: 'assistant', content: null, tool_calls: [{ id: 'f1', type: 'function', function: { name: 'read_file', arguments: '{"path":"notes/research.md"}' } }] },
      tool('f1', todo === '' ? numbered : numbered.replace(/<!-- TODO .* -->/, todo)),
      { role: 'assistant', content: `I've read notes/research.md (${lines.length} lines, 16 sections). What should I change?` },
      user('fill in the todo at the bottom. only from the notes, one sentence'),
    );
  for (const level of LOSSY) {
    it(`${level}: the file is read for the TODO's question, which stays where it stands`, () => {
      const out = compress(chat(''), level);
      const sent = text(out.request.messages[3]);
      expect(sent).toContain(FIRE);
      expect(sent).toContain(`<!-- TODO which decade saw the town hall of ${townName(ASKED)} rebuilt after the fire -->`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: a file whose TODO asks nothing is not selected for the words that point at it`, () => {
      const r = chat('<!-- TODO @maria -->');
      expect(text(compress(r, level).request.messages[3])).toBe(text(compress(r, 'lossless').request.messages[3]));
    });
  }
});
