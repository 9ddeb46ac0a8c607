/**
 * @module eval/data
 * Turns the public data sets in ../shared/eval into chat requests, exactly as that folder's
 * README prescribes. Read-only; nothing is copied into the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { ChatMessage, ChatRequest } from '../src/wire/chat.js';

export const EVAL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '../shared/eval');
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
export function squadCases(every: number): QaCase[] {
  const data = JSON.parse(fs.readFileSync(path.join(EVAL_DIR, 'squad-v2-dev.json'), 'utf8')) as {
    data: Array<{ paragraphs: Array<{ context: string; qas: Array<{ question: string; is_impossible: boolean; answers: Array<{ text: string }> }> }> }>;
  };
  const cases: QaCase[] = [];
  let n = 0;
  for (const article of data.data) {
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
export function kvCases(): QaCase[] {
  const lines = zlib.gunzipSync(fs.readFileSync(path.join(EVAL_DIR, 'kv-retrieval-75.jsonl.gz'))).toString('utf8').split('\n');
  return lines
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const item = JSON.parse(l) as { ordered_kv_records: Array<[string, string]>; key: string; value: string };
      const body = `{${item.ordered_kv_records.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')}}`;
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
  const dir = path.join(EVAL_DIR, 'swe-agent');
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
    .readFileSync(path.join(EVAL_DIR, 'bfcl-multi-turn-long-context.json'), 'utf8')
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
    .readFileSync(path.join(EVAL_DIR, 'mt-bench-questions.jsonl'), 'utf8')
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
