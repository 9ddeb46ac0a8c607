/**
 * @module bench/compress
 * `npx tsx bench/compress.ts`: compression time per 100k prompt tokens on one core, for each
 * level and for 10k / 100k / 1M-token requests, token counting included. Every measurement
 * gets freshly generated text (a new seed), so neither the message cache nor the token-count
 * memo can help — that is the cold cost. The "+1 turn" column is the warm case the gateway
 * sees: the same conversation resent with one new user turn appended. The median of 7 runs
 * (1 for 1M tokens) is shown, after 3 warm-up runs per level on other text.
 */
import { pathToFileURL } from 'node:url';
import { COMPRESSION_LEVELS, type CompressionLevel, countRequestTokens, createCompressor } from '../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../src/wire/chat.js';

const WORDS = (
  'the of and to in is was for on with as by that at from his her it an were are which this be or has had not but ' +
  'city river museum army report system value server request error function return table user data model version ' +
  'France Paris London Norman century government people history became during after before between under over ' +
  'first second third new old large small many most other such only also when where while because through'
).split(' ');

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

export function makeTurn(r: () => number, i: number): ChatMessage[] {
  const pick = (): string => WORDS[Math.floor(r() * WORDS.length)] ?? 'x';
  const sentence = (): string => {
    const n = 8 + Math.floor(r() * 18);
    const w = Array.from({ length: n }, pick);
    w[0] = (w[0] ?? 'x').replace(/^./, (c) => c.toUpperCase());
    return `${w.join(' ')} ${Math.floor(r() * 2000)}.`;
  };
  const doc = Array.from({ length: 6 }, () => Array.from({ length: 5 }, sentence).join(' ')).join('\n\n');
  const log = Array.from({ length: 60 }, (_, k) =>
    r() < 0.05 ? `ERROR worker ${k} failed: ${pick()} ${pick()}` : `2024-05-0${1 + (k % 9)} 12:${10 + (k % 50)}:00 INFO ${pick()} ${pick()} ok ${k}`,
  ).join('\n');
  const rows = Array.from({ length: 40 }, (_, k) => ({ id: k + i * 100, name: `${pick()}_${k}`, score: Math.floor(r() * 1000), active: r() < 0.5 }));
  const code = Array.from({ length: 50 }, (_, k) => `${k + 1}:    ${k % 7 === 0 ? 'def' : 'return'} ${pick()}_${k}(${pick()}, ${pick()})`).join('\n');
  const id = `call_${i}`;
  return [
    { role: 'user', content: `${doc}\n\nWhat does the ${pick()} ${pick()} say about ${pick()}?` },
    { role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name: 'run', arguments: `{"step":${i}}` } }] },
    { role: 'tool', tool_call_id: id, content: [log, JSON.stringify(rows, null, 2), code][i % 3] ?? '' },
  ];
}

export function conversation(tokens: number, seed: number): ChatRequest {
  const r = rng(seed);
  const messages: ChatMessage[] = [{ role: 'system', content: 'You are a careful assistant.' }];
  const request: ChatRequest = { model: 'gpt-4o', messages };
  let estimate = 0;
  for (let i = 0; estimate < tokens; i++) {
    const turn = makeTurn(r, i);
    messages.push(...turn);
    estimate += turn.reduce((s, m) => s + (typeof m.content === 'string' ? m.content.length / 3.6 : 10), 0);
  }
  return request;
}

function measure(level: CompressionLevel, size: number, seed: number): { tokens: number; ms: number; warmMs: number } {
  const request = conversation(size, seed);
  const compressor = createCompressor();
  const t0 = performance.now();
  const out = compressor.compressRequest(request, { level });
  const ms = performance.now() - t0;
  const next = { ...request, messages: [...request.messages, ...makeTurn(rng(seed + 1), 999).slice(0, 1)] };
  const t1 = performance.now();
  compressor.compressRequest(next, { level });
  return { tokens: out.report.tokensBefore, ms, warmMs: performance.now() - t1 };
}

function main(): void {
  const sizes = [10_000, 100_000, 1_000_000];
  // Warm up the JIT and the tokenizer's tables on throwaway text (other seeds: the measured
  // text stays unseen by every cache), right before each level, so a level's first sizes do
  // not pay for compiling its code paths.
  console.log('| level | request tokens | ms | ms per 100k tokens | +1 turn ms (warm cache) |');
  console.log('|---|---|---|---|---|');
  let seed = 100;
  for (const level of COMPRESSION_LEVELS) {
    for (let k = 0; k < 3; k++) measure(level, 100_000, 7 + k);
    for (const size of sizes) {
      const runs = size >= 1_000_000 ? 1 : 7;
      const results = Array.from({ length: runs }, () => measure(level, size, seed++)).sort((a, b) => a.ms - b.ms);
      const m = results[Math.floor(runs / 2)] ?? results[0];
      if (!m) continue;
      const per100k = (x: number): string => ((x * 100_000) / m.tokens).toFixed(1);
      console.log(`| ${level} | ${m.tokens.toLocaleString('en')} | ${m.ms.toFixed(1)} | ${per100k(m.ms)} | ${m.warmMs.toFixed(1)} |`);
    }
  }
  const probe = conversation(100_000, 3);
  const t = performance.now();
  const n = countRequestTokens(probe);
  console.log(`\ntoken counting alone (o200k_base, cold): ${((performance.now() - t) * 100_000 / n).toFixed(1)} ms per 100k tokens`);
  console.log(`node ${process.version}, one core; command: npx tsx bench/compress.ts`);
}

// Importable (eval/digest.ts reuses the generator); runs only as a script.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
