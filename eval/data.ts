/**
 * @module eval/data
 * Reads the public data sets (folder: see eval/config.ts) and turns them into chat requests
 * in the layouts that folder's README prescribes. Read-only; nothing is copied into the
 * repository. The layout-robustness sets build their own layouts from `squadArticles` and
 * `kvItems` (eval/layouts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ChatMessage, ChatRequest } from '../src/wire/chat.js';
import { dataPath } from './config.js';

const MODEL = 'gpt-4o';

export interface QaCase {
  request: ChatRequest;
  question: string;
  /** Gold answers (any may survive); empty for unanswerable questions. */
  answers: string[];
  context: string;
}

/** SQuAD v2: a window of SQUAD_WINDOW consecutive paragraphs of one article, then the question. */
export const SQUAD_WINDOW = 6;

export interface SquadQa {
  id: string;
  question: string;
  is_impossible: boolean;
  answers: Array<{ text: string }>;
}
export interface SquadArticle {
  title: string;
  paragraphs: Array<{ context: string; qas: SquadQa[] }>;
}

let squadMemo: SquadArticle[] | undefined;
export function squadArticles(): SquadArticle[] {
  squadMemo ??= (JSON.parse(fs.readFileSync(dataPath('squad'), 'utf8')) as { data: SquadArticle[] }).data;
  return squadMemo;
}

export function squadCases(every: number): QaCase[] {
  const cases: QaCase[] = [];
  let n = 0;
  for (const article of squadArticles()) {
    const ps = article.paragraphs;
    ps.forEach((p, pi) => {
      const start = Math.max(0, Math.min(ps.length - SQUAD_WINDOW, pi - (pi % SQUAD_WINDOW)));
      const context = ps.slice(start, start + SQUAD_WINDOW).map((x) => x.context).join('\n\n');
      for (const qa of p.qas) {
        if (n++ % every !== 0) continue;
        const question = qa.question.trim();
        cases.push({
          question,
          context,
          answers: qa.is_impossible ? [] : qa.answers.map((a) => a.text),
          request: {
            model: MODEL,
            messages: [
              { role: 'system', content: 'Answer from the context.' },
              { role: 'user', content: `${context}\n\n${question}` },
            ],
          },
        });
      }
    });
  }
  return cases;
}

/** KV retrieval: the JSON object (Python json.dumps layout, as the source prints it) and the question. */
export interface KvItem {
  ordered_kv_records: Array<[string, string]>;
  key: string;
  value: string;
}

export function kvItems(): KvItem[] {
  const lines = zlib.gunzipSync(fs.readFileSync(dataPath('kv'))).toString('utf8').split('\n');
  return lines.filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as KvItem);
}

/** The object on one line, as Python's json.dumps prints it. */
export function kvObjectText(item: KvItem): string {
  return `{${item.ordered_kv_records.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')}}`;
}

export function kvCases(): QaCase[] {
  return kvItems()
    .map((item) => {
      const body = kvObjectText(item);
      const question = `What is the value of key ${item.key}?`;
      return {
        question,
        context: body,
        answers: [item.value],
        request: { model: MODEL, messages: [{ role: 'user', content: `${body}\n\n${question}` }] },
      };
    });
}

export interface Replay {
  name: string;
  messages: ChatMessage[];
}

interface TrajMessage {
  role: ChatMessage['role'];
  content: string;
  tool_calls?: ChatMessage['tool_calls'];
  tool_call_ids?: string[];
}

/** SWE-agent trajectories as chat messages (agent bookkeeping fields dropped). */
export function sweReplays(): Replay[] {
  const dir = dataPath('swe');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.traj'))
    .sort()
    .map((f) => {
      const traj = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { history: TrajMessage[] };
      const messages = traj.history.map((m): ChatMessage => {
        const out: ChatMessage = { role: m.role, content: m.content };
        if (Array.isArray(m.tool_calls)) out.tool_calls = m.tool_calls;
        if (m.role === 'tool' && Array.isArray(m.tool_call_ids)) out.tool_call_id = m.tool_call_ids[0];
        return out;
      });
      return { name: f.replace(/\.traj$/, ''), messages };
    });
}

export interface BfclCase {
  request: ChatRequest;
  config: unknown;
}

/** BFCL multi-turn long context: the environment state as pretty JSON in the system prompt, tools, turns. */
export function bfclCases(): BfclCase[] {
  return fs
    .readFileSync(dataPath('bfcl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const item = JSON.parse(l) as { id: string; question: Array<Array<{ role: 'user'; content: string }>>; initial_config: unknown; path: string[] };
      const names = [...new Set(item.path)];
      const tools = names.map((name) => ({
        type: 'function',
        function: { name: name.replace('.', '_'), description: `${name} of the environment`, parameters: { type: 'object', properties: { turn: { type: 'integer' } } } },
      }));
      const messages: ChatMessage[] = [
        { role: 'system', content: `You operate the environment below through the tools.\n\nEnvironment state:\n${JSON.stringify(item.initial_config, null, 2)}` },
      ];
      item.question.forEach((turn, t) => {
        if (t > 0) {
          const id = `call_${item.id}_${t}`;
          const name = tools[t % tools.length]?.function.name ?? 'noop';
          messages.push({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: `{"turn": ${t}}` } }] });
          messages.push({ role: 'tool', tool_call_id: id, content: `{"status": "ok", "turn": ${t}}` });
        }
        for (const m of turn) messages.push({ role: m.role, content: m.content });
      });
      return { config: item.initial_config, request: { model: MODEL, messages, tools, temperature: 0 } };
    });
}

/** MT-Bench: two user turns with a short assistant reply between them. */
export function mtBenchCases(): ChatRequest[] {
  return fs
    .readFileSync(dataPath('mtBench'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const item = JSON.parse(l) as { turns: string[] };
      const messages: ChatMessage[] = [{ role: 'system', content: 'You are a helpful assistant.' }];
      item.turns.forEach((turn, i) => {
        if (i > 0) messages.push({ role: 'assistant', content: 'Here is my answer to the first question.' });
        messages.push({ role: 'user', content: turn });
      });
      return { model: MODEL, messages };
    });
}
