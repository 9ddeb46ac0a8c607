/**
 * Whole-material tasks an agent meets without a user wording them in the turn (the blind
 * whole-task probe, eval/probe-whole-8.ts): the agent states the task in its own call's
 * arguments (a todo, a search's goal), a TODO in the file it opened sets it, or the user asks
 * for the material laid out ("put every document into a table", "one key point per passage").
 * Nothing may be cut. Each test failed before its rule.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { request, system, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const towns = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const passages = towns(20).map((i) => `Document [${i + 1}](Title: ${townName(i)}) ${townParagraph(i)}`).join('\n\n');
const call = (id: string, name: string, args: unknown): ChatMessage => ({
  role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
});
const result = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });

function sentWhole(r: ChatRequest, level: CompressionLevel): void {
  const compress = (l: CompressionLevel) => createCompressor().compressRequest(r, { level: l }).request.messages;
  expect(compress(level)).toEqual(compress('lossless'));
}

describe('whole-material tasks an agent meets', () => {
  for (const level of LOSSY) {
    it(`${level}: the task the agent wrote in its own todo ("List every year … in the file") reads the file it then opens whole`, () => {
      sentWhole(request(
        system('You are a coding agent in the repository.'),
        user('Pick up the town/founded/river/market.txt job from your plan.'),
        call('t1', 'todo_write', { todos: [{ id: '1', content: 'List every year mentioned in town/founded/river/market.txt in chronological order, with the passage number for each', status: 'in_progress' }] }),
        result('t1', 'Todo list updated (1 item).'),
        call('r1', 'read_file', { path: 'town/founded/river/market.txt' }),
        result('r1', passages),
      ), level);
    });
    it(`${level}: a search's goal argument ("Outline all fetched pages …") reads the fetched pages whole under a vague request`, () => {
      sentWhole(request(
        system('You are a research agent. Tools: search(query), fetch_many(urls).'),
        user("Run the weekly background job: search for this week's reading pack and handle it as usual."),
        call('s1', 'search', { query: 'reading pack week 11', goal: 'Outline all fetched pages as a hierarchical list of topics with page numbers' }),
        result('s1', towns(20).map((i) => `${i + 1}. ${townName(i)}\n   https://wiki.example.org/${townName(i).toLowerCase()}`).join('\n')),
        call('f1', 'fetch_many', { urls: towns(20).map((i) => `https://wiki.example.org/${townName(i).toLowerCase()}`) }),
        result('f1', towns(20).map((i) => `URL: https://wiki.example.org/${townName(i).toLowerCase()}\nTitle: ${townName(i)}\n\n${townParagraph(i)}`).join('\n\n=====\n\n')),
      ), level);
    });
    it(`${level}: a TODO at the top of the file the agent opened sets the task ("one key point per passage")`, () => {
      sentWhole(request(
        system('You are a coding agent in the repository.'),
        user('There is a TODO at the top of town/founded/river/market.txt. Handle it.'),
        call('r1', 'read_file', { path: 'town/founded/river/market.txt' }),
        result('r1', `<!-- TODO(agent): write one key point per passage in this file and save them to notes/key-points.md -->\n# Passages\n\n${passages}\n`),
      ), level);
    });
    it(`${level}: a shell command's words set no task (\`grep … | wc -l  # count them all\`): the turn's question still selects`, () => {
      const r = request(
        system('You are a coding agent.'),
        user(`When was ${townName(7)} founded?`),
        call('b1', 'bash', { command: "cat towns/*.txt | grep -v '^#' # then count them all with wc -l" }),
        result('b1', towns(20).map(townParagraph).join('\n\n')),
      );
      const out = createCompressor().compressRequest(r, { level });
      expect(JSON.stringify(out.request.messages)).toContain(`${townName(7)} was founded in ${1120 + 7 * 7}`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
    it(`${level}: a TODO in the file the agent read first sets the task over the data file it reads next`, () => {
      sentWhole(request(
        system('You are a coding agent in the repository.'),
        user('Handle the TODO in src/fixtures.ts.'),
        call('r1', 'read_file', { path: 'src/fixtures.ts' }),
        result('r1', '// fixtures.ts\n// TODO(agent): turn every document in town/founded/river/market.txt into a fixture object, all of them\nexport const fixtures = [];\n'),
        call('r2', 'read_file', { path: 'town/founded/river/market.txt' }),
        result('r2', passages),
      ), level);
    });
    it(`${level}: "tell me which are about a place, which about a person" sorts every entry of a fetched feed`, () => {
      const feed = `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n${towns(20).map((i) => `<entry>\n<title>${townName(i)}</title>\n<content type="text">${townParagraph(i)}</content>\n</entry>`).join('\n')}\n</feed>`;
      sentWhole(request(
        system('You can fetch feeds with the fetch_feed tool.'),
        user('Could you read all of the feed entries and tell me which are about a town founded on a river, which about a market and which about something else?'),
        call('f1', 'fetch_feed', { url: 'https://example.org/towns.atom' }),
        result('f1', feed),
      ), level);
    });
    it(`${level}: a Japanese request for one line per document (各ドキュメントの要点を一行ずつ箇条書き) is a task over all of them`, () => {
      sentWhole(request(
        system('You are a coding agent in the repository.'),
        user('town/founded/river/market.txt のすべてのドキュメントを読んで、各ドキュメントの要点を一行ずつ箇条書きにしてください。'),
        call('r1', 'read_file', { path: 'town/founded/river/market.txt' }),
        result('r1', passages),
      ), level);
    });
    it(`${level}: "Can you put every document into a table with columns for number, title and subject?" is a task over them all`, () => {
      const docs = towns(20).map((i) => ({ number: i + 1, title: townName(i), subject: 'town history', text: townParagraph(i) }));
      sentWhole(request(system(`Reference documents (JSON):\n${JSON.stringify(docs, null, 2)}`), user('Can you put every document into a table with columns for number, title and subject?')), level);
    });
  }
});
