/**
 * @module eval/digest
 * `npx tsx eval/digest.ts`: a SHA-256 per data set and level of every compressed request and
 * its report (all fields but `ms`). A speed-only change must leave every line unchanged:
 * run it before and after and `diff` the outputs. Covers the eval data (../shared/eval), each
 * SWE-agent replay request by request (warm message cache and a fresh compressor), the bench
 * generator's conversations (o200k and cl100k) and a few pathological texts.
 */
import { createHash } from 'node:crypto';
import { type CompressionLevel, COMPRESSION_LEVELS, createCompressor } from '../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../src/wire/chat.js';
import { conversation, makeTurn, rng } from '../bench/compress.js';
import { bfclCases, kvCases, mtBenchCases, squadCases, sweReplays } from './data.js';

function digest(requests: Iterable<ChatRequest>, level: CompressionLevel, fresh = false): string {
  const h = createHash('sha256');
  let compressor = createCompressor();
  for (const request of requests) {
    if (fresh) compressor = createCompressor();
    const { request: out, report } = compressor.compressRequest(request, { level });
    const { ms: _ms, ...rest } = report;
    h.update(JSON.stringify(out));
    h.update(JSON.stringify(rest));
    h.update(out === request ? '=' : '≠');
  }
  return h.digest('hex').slice(0, 16);
}

function* replayRequests(): Iterable<ChatRequest> {
  for (const replay of sweReplays()) {
    for (let n = 2; n <= replay.messages.length; n++) yield { model: 'gpt-4o', messages: replay.messages.slice(0, n) };
  }
}

function* benchRequests(model: string): Iterable<ChatRequest> {
  for (const [size, seed] of [[10_000, 1], [10_000, 2], [100_000, 3]] as const) {
    const request = { ...conversation(size, seed), model };
    yield request;
    yield { ...request, messages: [...request.messages, ...makeTurn(rng(seed + 1), 999)] };
  }
}

function pathological(): ChatRequest[] {
  const r = rng(42);
  const noise = (n: number, alphabet: string): string => Array.from({ length: n }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
  const texts = [
    noise(200_000, 'abcdefghij0123456789'),
    noise(50_000, 'ab \n\t.,;:!?'),
    noise(30_000, 'éàü中文😀 \n'),
    'x'.repeat(5000) + ' ' + 'y\r\n'.repeat(3000),
    '\u001b[31mred\u001b[0m 45%|####      | 45/100\r 90%|#########| 90/100\n'.repeat(500),
    `${'| a | b |\n|---|---|\n'}${'|  1  |  2  |\n'.repeat(400)}`,
    `Intro.\n\n\`\`\`python\n${'def f(x):\n    return x\n'.repeat(300)}\`\`\`\n\nWhat does f return?`,
  ];
  return texts.flatMap((t, i): ChatRequest[] => {
    const messages: ChatMessage[] = [{ role: 'system', content: 'sys' }, { role: 'user', content: `${t}\n\nWhat is in item ${i}?` }];
    return [
      { model: 'gpt-4o', messages },
      { model: 'gpt-4', messages: [...messages, { role: 'assistant', content: 'ok' }, { role: 'tool', tool_call_id: 'x', content: t }] },
    ];
  });
}

const sets: Array<[string, () => Iterable<ChatRequest>, boolean?]> = [
  ['squad (every 3rd)', () => squadCases(3).map((c) => c.request)],
  ['kv', () => kvCases().map((c) => c.request)],
  ['bfcl', () => bfclCases().map((c) => c.request)],
  ['mt-bench', () => mtBenchCases()],
  ['swe replays (warm)', replayRequests],
  ['swe replays (fresh)', replayRequests, true],
  ['bench gpt-4o', () => benchRequests('gpt-4o')],
  ['bench gpt-4', () => benchRequests('gpt-4')],
  ['pathological', pathological, true],
];

for (const level of COMPRESSION_LEVELS) {
  for (const [name, make, fresh] of sets) console.log(`${level.padEnd(10)} ${name.padEnd(20)} ${digest(make(), level, fresh)}`);
}
