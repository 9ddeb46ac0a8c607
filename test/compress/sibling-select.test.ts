/**
 * A batch of parallel tool outputs (an agent fetching every page a search found, one page per
 * call) is read as one material: the pages the question's candidates leave out are sent as a
 * marker, each tool message kept so its call stays answered. Before, each page was read alone
 * and kept whole (the search-then-fetch agent of the tenth blind pool: 1.03×).
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest, ToolCall } from '../../src/wire/chat.js';
import { system, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const towns = Array.from({ length: 12 }, (_, i) => i);
const call = (id: string, name: string, args: unknown): ToolCall => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
const calls = (...tc: ToolCall[]): ChatMessage => ({ role: 'assistant', content: null, tool_calls: tc });
const tool = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
const page = (i: number): string => `# ${townName(i)}\n\n${townParagraph(i)} ${townParagraph(i).replace(/^\S+ was founded/, "The old town was founded")}`;
const OMITTED = /^\[… tool output omitted \(\d+ tokens\)/;

/** A research agent's turn: the person's question, a search, then one fetch per hit, all in parallel. */
function fetched(asked: string, pages: (i: number) => string = page): ChatRequest {
  return {
    model: 'gpt-4o',
    tools: [{ type: 'function', function: { name: 'fetch', parameters: { type: 'object', properties: { url: { type: 'string' } } } } }],
    messages: [
      system('You are a research agent with web_search(query) and fetch(url) tools. Search, fetch the relevant pages, then answer.'),
      user(asked),
      calls(call('s', 'web_search', { query: 'town hall fire rebuilt' })),
      tool('s', JSON.stringify({ results: towns.map((i) => ({ title: townName(i), url: `https://wiki.example.org/${i}` })) })),
      calls(...towns.map((i) => call(`f${i}`, 'fetch', { url: `https://wiki.example.org/${i}` }))),
      ...towns.map((i) => tool(`f${i}`, pages(i))),
    ],
  };
}

describe('the pages an agent fetched in parallel for the person\'s question', () => {
  for (const level of LOSSY) {
    it(`${level}: the asked page is sent whole, pages the question's candidates leave out as a marker, every call still answered`, () => {
      const r = fetched(`When was the hall of ${townName(7)} rebuilt after the fire?`);
      const out = compress(r, level);
      const sent = out.request.messages;
      expect(sent).toHaveLength(r.messages.length);
      sent.forEach((m, k) => expect(m.tool_call_id).toBe(r.messages[k]?.tool_call_id));
      const pages = sent.slice(5).map(text);
      expect(pages[7]).toContain(String(1400 + 7 * 3));
      const omitted = pages.filter((p) => OMITTED.test(p)).length;
      expect(omitted).toBeGreaterThanOrEqual(4);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }

  it('a later question about a page left out brings it back whole', () => {
    const first = fetched(`When was the hall of ${townName(7)} rebuilt after the fire?`);
    const compressor = createCompressor();
    const turn1 = compressor.compressRequest(first, { level: 'balanced' });
    const left = turn1.request.messages.slice(5).findIndex((m) => OMITTED.test(text(m)));
    expect(left).toBeGreaterThanOrEqual(0);
    const followUp: ChatRequest = { ...first, messages: [...first.messages, { role: 'assistant', content: `It was rebuilt in ${1400 + 21}.` }, user(`And when was the hall of ${townName(left)} rebuilt?`)] };
    const turn2 = compressor.compressRequest(followUp, { level: 'balanced' });
    expect(text(turn2.request.messages[5 + left])).toBe(page(left));
    expect(turn2.report.restored).toContain(5 + left);
  });

  it('pages that all name the asked town hold no more than passages would: the name keeps its best page, not every page', () => {
    // Each page mentions the town asked about once (its traders); only its own page says when its hall was rebuilt.
    const mentions = (i: number): string => (i === 7 ? page(i) : `${page(i)} Traders from ${townName(7)} came to its market every spring.`);
    for (const level of LOSSY) {
      const out = compress(fetched(`When was the hall of ${townName(7)} rebuilt after the fire?`, mentions), level);
      const pages = out.request.messages.slice(5).map(text);
      expect(pages[7]).toContain(String(1400 + 7 * 3));
      expect(pages.filter((p) => OMITTED.test(p)).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('pages that are not prose (JSON records) are each read on their own, never left out by the batch', () => {
    const json = (i: number): string => JSON.stringify({ town: townName(i), founded: 1120 + i * 7, hall: { rebuilt: 1400 + i * 3 } });
    const out = compress(fetched(`When was the hall of ${townName(7)} rebuilt after the fire?`, json), 'aggressive');
    for (const m of out.request.messages.slice(5)) expect(text(m)).not.toMatch(OMITTED);
  });

  it('an agent loop whose person asked nothing leaves every page in', () => {
    const r = fetched('Go ahead.');
    const out = compress(r, 'aggressive');
    for (const m of out.request.messages.slice(5)) expect(text(m)).not.toMatch(OMITTED);
  });
});

describe('a notebook asked about a name that a printed mapping ties to a table row', () => {
  const stores = Array.from({ length: 40 }, (_, i) => ({ id: `ST-${1000 + i * 37}`, city: townName(i), revenue: (20000 + i * 9137.41).toFixed(2), manager: `${townName(i + 40).split(' ')[0]} Holm${i}` }));
  const table = ['    store_id        city  revenue_eur', ...stores.map((s, i) => `${String(i).padEnd(4)} ${s.id.padEnd(9)} ${s.city.padStart(12)} ${s.revenue.padStart(12)}`)].join('\n');
  const mapping = `{${stores.map((s) => `'${s.id}': '${s.manager}'`).join(',\n ')}}`;
  const asked = stores[23]!;
  for (const level of LOSSY) {
    it(`${level}: the row of the store the mapping names is kept ("the store managed by …")`, () => {
      const notebook = `# In[3]:\n\ndf.sort_values("region")\n\n# Out[3]:\n\n${table}\n\n# In[4]:\n\npprint(managers)\n\n${mapping}`;
      const r: ChatRequest = { model: 'gpt-4o', messages: [user(`${notebook}\n\nWhat revenue did the store managed by ${asked.manager} report?`)] };
      const out = compress(r, level);
      expect(text(out.request.messages[0])).toContain(asked.revenue);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore);
    });
  }
});

describe('a thread pasted post by post, one user message each, then the question', () => {
  const named = (name: string, content: string): ChatMessage => ({ role: 'user', name, content });
  const posts = towns.map((i) => named(i % 2 === 0 ? 'maya' : 'sam', `*${townName(i)}*\n${townParagraph(i)}`));
  const asked = `@kb-bot when was the hall of ${townName(9)} rebuilt after the fire?`;
  for (const level of LOSSY) {
    it(`${level}: posts the question's candidates leave out are sent as a marker, the asked one and the question as they were`, () => {
      const r: ChatRequest = { model: 'gpt-4o', messages: [system('You are kb-bot, a Slack assistant.'), ...posts, named('jon', asked)] };
      const out = compress(r, level);
      const sent = out.request.messages.map(text);
      expect(sent).toHaveLength(r.messages.length);
      expect(sent[1 + 9]).toBe(text(posts[9]));
      expect(sent.at(-1)).toBe(asked);
      expect(sent.filter((t) => /^\[… message omitted \(\d+ tokens\)/.test(t)).length).toBeGreaterThanOrEqual(4);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }
  it('posts that ask nothing of us (no question in the turn) are all sent', () => {
    const r: ChatRequest = { model: 'gpt-4o', messages: [system('You are kb-bot, a Slack assistant.'), ...posts, named('jon', 'thanks all, talk tomorrow')] };
    const out = compress(r, 'aggressive');
    expect(out.request.messages.map(text)).toEqual(r.messages.map(text));
  });
});

describe('pages fetched by URLs that name them', () => {
  // Each call's URL names its page (…/wiki/Kestrel): read as a question word, every page's own URL
  // made it rank first for its own member, and no page was left out (pool 13's web-search agent: 1.06×).
  const r: ChatRequest = {
    model: 'gpt-4o',
    messages: [
      system('Web research assistant: web_search(query), fetch_page(url).'),
      user(`When was the hall of ${townName(7)} rebuilt after the fire?`),
      calls(...towns.map((i) => call(`p${i}`, 'fetch_page', { url: `https://en.wikipedia.org/wiki/${townName(i)}` }))),
      ...towns.map((i) => tool(`p${i}`, page(i))),
    ],
  };
  for (const level of LOSSY) {
    it(`${level}: the pages the question's candidates leave out are markers; the asked page is kept`, () => {
      const pages = compress(r, level).request.messages.slice(3).map(text);
      expect(pages[7]).toContain(String(1400 + 7 * 3));
      expect(pages.filter((p) => OMITTED.test(p)).length).toBeGreaterThanOrEqual(4);
    });
  }
  // A fetcher that prints the page's address over it: alone, that line outscored the body for the
  // name it carries, and every kept page was sent as its URL line and "[… 2 passages omitted …]".
  const addressed: ChatRequest = { ...r, messages: r.messages.map((m, k) => (k >= 3 ? { ...m, content: `URL: https://en.wikipedia.org/wiki/${townName(k - 3)}\n\n${text(m)}` } : m)) };
  for (const level of LOSSY) {
    it(`${level}: a page's address line heads its body: the asked page keeps the answer under it`, () => {
      const pages = compress(addressed, level).request.messages.slice(3).map(text);
      expect(pages[7]).toContain(String(1400 + 7 * 3));
      expect(pages[7]).not.toMatch(/passages? omitted/);
      expect(pages.filter((p) => OMITTED.test(p)).length).toBeGreaterThanOrEqual(4);
    });
  }
});

describe('files of several passages each, fetched together', () => {
  // Three files touch the question's words in every passage; the fourth answers it in one passage among unrelated ones.
  const touching = (f: number, k: number): string =>
    [`Walkers of the ${townName(f * 5 + k)} circuit cross the ridge at dawn and rest by the chapel, where a choir sings on feast days and the bells ring twice.`, `A tunnel of old beech trees shades the lane to ${townName(f * 5 + k)}; in autumn the leaves fall early and the lane turns gold for weeks.`, `The market of ${townName(f * 5 + k)} stays open long into the summer evenings, selling cheese, honey and wool from the hill farms.`][k % 3] ?? '';
  const file = (f: number): string => Array.from({ length: 5 }, (_, k) => touching(f, k)).join('\n\n');
  const answering = [brookParagraph(0), brookParagraph(1), 'The tunnel under the ridge is 1,840 metres long and was cut by hand between 1861 and 1866.', brookParagraph(2), brookParagraph(3)].join('\n\n');
  const r = (): ChatRequest => ({
    model: 'gpt-4o',
    tools: [{ type: 'function', function: { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } } }],
    messages: [
      user('How long is the tunnel under the ridge?'),
      calls(...[0, 1, 2, 3].map((f) => call(`r${f}`, 'read_file', { path: `notes/${f}.md` }))),
      ...[0, 1, 2].map((f) => tool(`r${f}`, file(f))),
      tool('r3', answering),
    ],
  });
  for (const level of LOSSY) {
    it(`${level}: each file is ranked by its best passage: the file that answers in one passage is kept`, () => {
      const out = compress(r(), level);
      expect(out.request.messages.map(text).join('\n')).toContain('1,840 metres');
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore);
    });
  }
});

function brookParagraph(i: number): string {
  return `The ${['Aller', 'Bode', 'Carrow', 'Dee'][i]} brook feeds a lake known for trout and pike; anglers come each May, and herons nest in the alders along its banks.`;
}

describe('pages a batch keeps share the budget of the pages it left out', () => {
  // Each page one long paragraph; the asked one states its year in a sentence that shares one word
  // of the question, after two that share more. Cut again at the level's own ratio, the kept page
  // lost that sentence while the batch as a whole fell far under its budget.
  const page = (i: number): string =>
    [
      `The hall of ${townName(i)} burned in a great fire that began in a bakery on the market square.`,
      `Townspeople still tell how the fire spread from the hall to the granary within one night.`,
      `Masons from the coast came to help, and the council met in a barn for many years.`,
      `The work was rebuilt in stone in ${1400 + i * 3}, with a slate roof and a clock tower.`,
      `Its cellars held the town's grain, and the upper floor held a court and a school.`,
      `A painted ceiling shows the guilds of ${townName(i)} in procession behind their banners.`,
      `In the nineteenth century a library was added on the east side, facing the river.`,
      `Today the building houses a museum of local crafts that is open every day but Monday.`,
    ].join(' ');
  const r = (): ChatRequest => ({
    model: 'gpt-4o',
    tools: [{ type: 'function', function: { name: 'fetch', parameters: { type: 'object', properties: { url: { type: 'string' } } } } }],
    messages: [
      user(`When was the hall of ${townName(4)} rebuilt after the fire?`),
      calls(...towns.slice(0, 6).map((i) => call(`p${i}`, 'fetch', { url: `https://wiki.example.org/${i}` }))),
      ...towns.slice(0, 6).map((i) => tool(`p${i}`, page(i))),
    ],
  });
  it('aggressive: the asked page keeps the sentence that answers; pages left out are markers', () => {
    const out = compress(r(), 'aggressive');
    const pages = out.request.messages.slice(2).map(text);
    expect(pages[4]).toContain(`rebuilt in stone in ${1400 + 4 * 3}`);
    expect(pages.filter((p) => OMITTED.test(p)).length).toBeGreaterThanOrEqual(2);
  });
});
