/**
 * @module eval/structure-wordings
 * Dev wordings (session 26) that put the same passages in containers real prompts use: a reply
 * above a quoted e-mail, a CSV export with a comment question, an HTML page pasted after a turn,
 * a question between two batches of results, small talk around the ask, an agent whose
 * objective sits in its system prompt and whose tool returned YAML. Written from the category
 * names of the third held-out pool only (its rows were never read); they are dev data, tuned on.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Wording } from './wording.js';

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const same = (q: string): string => q;

/** The rendered material's passages (blank-line separated). */
const passagesOf = (m: string): string[] => m.split(/\n\n+/);
const quoted = (text: string, depth = 1): string => text.split('\n').map((l) => `${'>'.repeat(depth)} ${l}`.trimEnd()).join('\n');
const csvCell = (text: string): string => `"${text.replace(/"/g, '""').replace(/\n/g, ' ')}"`;
const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const halves = (m: string): [string, string] => {
  const ps = passagesOf(m);
  const cut = Math.ceil(ps.length / 2);
  return [ps.slice(0, cut).join('\n\n'), ps.slice(cut).join('\n\n')];
};

export const ENGLISH_STRUCTURES: Wording[] = [
  {
    name: 'email-reply-above-quote', ask: same,
    messages: (m, q) => [
      user(`Hi Dana,\n\nThanks for pulling these together. ${q}\n\nBest,\nMarek\n\nOn Tue, 4 Jun 2024 at 16:02, Dana Whitfield <dana@research.example> wrote:\n> Hi Marek,\n>\n> As promised, the sources from the archive search are below.\n>\n${quoted(m)}\n>\n> Cheers,\n> Dana`),
    ],
  },
  {
    name: 'csv-export-comment', ask: same,
    messages: (m, q) => [user(`# question: ${q}\nrow,passage\n${passagesOf(m).map((p, i) => `${i + 1},${csvCell(p)}`).join('\n')}`)],
  },
  {
    name: 'html-after-turn', ask: same,
    messages: (m, q) => [
      user("I'm going to paste a saved search-results page, then ask you about it."),
      assistant('Sure, go ahead and paste it.'),
      user(`<!DOCTYPE html>\n<html>\n<head><title>Archive search</title></head>\n<body>\n<nav><a href="/">Home</a> | <a href="/search">Search</a></nav>\n<main>\n${passagesOf(m).map((p) => `<article class="result">\n<p>${escapeHtml(p)}</p>\n</article>`).join('\n')}\n</main>\n<footer>© Archive</footer>\n</body>\n</html>\n\n${q}`),
    ],
  },
  {
    name: 'question-between-batches', ask: same,
    messages: (m, q) => {
      const [first, second] = halves(m);
      return [user(`Search results, first batch:\n\n${first}\n\n${q}\n\nSecond batch:\n\n${second}`)];
    },
  },
  {
    name: 'small-talk-around', ask: same,
    messages: (m, q) => [sys('You are a friendly assistant.'), user(`Hey! Hope your week's going well 😊 I dug up some reading for a quiz night.\n\n${m}\n\nAnyway — ${q} Thanks so much, you're a star!`)],
  },
  {
    name: 'agent-objective-yaml', ask: same,
    messages: (m, q) => [
      sys(`You are ResearchAgent. Use the tools to find facts; never guess.\n\nObjective: ${q}`),
      user('Start.'),
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search_archive', arguments: '{"limit":20}' } }] },
      { role: 'tool', tool_call_id: 'call_1', content: `results:\n${passagesOf(m).map((p, i) => `  - rank: ${i + 1}\n    text: |\n${p.split('\n').map((l) => `      ${l}`).join('\n')}`).join('\n')}` },
    ],
  },
];
