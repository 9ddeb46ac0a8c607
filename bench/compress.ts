/**
 * @module bench/compress
 * `npx tsx bench/compress.ts`: compression time per 100k prompt tokens on one core, for each
 * level and for 10k / 100k / 1M-token requests, token counting included. Every measurement
 * gets freshly generated text (a new seed), so neither the message cache nor the token-count
 * memo can help — that is the cold cost. The "+1 turn" column is the warm case the gateway
 * sees: the same conversation resent with one new user turn appended. The median of 7 runs
 * (1 for 1M tokens) is shown, after 3 warm-up runs per level on other text. Times are the
 * process's CPU time (user + system), so other jobs on a shared machine do not inflate them.
 * It measures the build (`dist/`, as `npm run bench` makes it; `--this DIR` for another).
 * `--baseline DIR` measures another build's compressor (`DIR/compress/index.js`, e.g. the
 * `dist` of an older commit checked out with `git worktree add` and built) in the same run,
 * alternating with this one, and prints the ratio: the machine's speed drifts, ratios do not.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
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
  // A fetched page: prose beside the next turn's pasted document, so that one question's material
  // in two messages is ranked jointly (turn-share) as it is for an agent that fetches pages.
  const page = Array.from({ length: 8 }, () => Array.from({ length: 4 }, sentence).join(' ')).join('\n\n');
  const id = `call_${i}`;
  return [
    { role: 'user', content: `${doc}\n\nWhat does the ${pick()} ${pick()} say about ${pick()}?` },
    { role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name: 'run', arguments: `{"step":${i}}` } }] },
    { role: 'tool', tool_call_id: id, content: [log, JSON.stringify(rows, null, 2), code, page][i % 4] ?? '' },
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

type Create = typeof createCompressor;

/** The process's own CPU time, ms: on a shared machine, time other processes take from this one is not its cost. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function measure(level: CompressionLevel, size: number, seed: number, create: Create = createCompressor): { tokens: number; ms: number; warmMs: number } {
  const request = conversation(size, seed);
  const compressor = create();
  const t0 = cpuMs();
  const out = compressor.compressRequest(request, { level });
  const ms = cpuMs() - t0;
  const next = { ...request, messages: [...request.messages, ...makeTurn(rng(seed + 1), 999).slice(0, 1)] };
  const t1 = cpuMs();
  compressor.compressRequest(next, { level });
  return { tokens: out.report.tokensBefore, ms, warmMs: cpuMs() - t1 };
}

const median = <T extends { ms: number }>(xs: T[]): T | undefined => [...xs].sort((a, b) => a.ms - b.ms)[Math.floor(xs.length / 2)];

const flag = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** A build's compressor: `DIR/compress/index.js` of an `npm run build` output. */
async function built(dir: string): Promise<Create> {
  return ((await import(pathToFileURL(resolve(dir, 'compress/index.js')).href)) as { createCompressor: Create }).createCompressor;
}

async function main(): Promise<void> {
  const sizes = [10_000, 100_000, 1_000_000];
  // This build as users run it (the compiled output, as `npm run bench` builds it); the
  // TypeScript sources through tsx only when there is no build.
  const thisDir = flag('--this') ?? 'dist';
  const mineCreate = existsSync(resolve(thisDir, 'compress/index.js')) ? await built(thisDir) : createCompressor;
  const baselineDir = flag('--baseline');
  const baseline = baselineDir ? await built(baselineDir) : undefined;
  // Warm up the JIT and the tokenizer's tables on throwaway text (other seeds: the measured
  // text stays unseen by every cache), right before each level, so a level's first sizes do
  // not pay for compiling its code paths.
  console.log(`| level | request tokens | ms | ms per 100k tokens | +1 turn ms (warm cache) |${baseline ? ' baseline ms per 100k | this ÷ baseline |' : ''}`);
  console.log(`|---|---|---|---|---|${baseline ? '---|---|' : ''}`);
  let seed = 100;
  for (const level of COMPRESSION_LEVELS) {
    for (let k = 0; k < 3; k++) {
      measure(level, 100_000, 7 + k, mineCreate);
      if (baseline) measure(level, 100_000, 7 + k, baseline);
    }
    for (const size of sizes) {
      const runs = size >= 1_000_000 ? 1 : 7;
      const mine: Array<ReturnType<typeof measure>> = [];
      const theirs: Array<ReturnType<typeof measure>> = [];
      for (let r = 0; r < runs; r++, seed++) {
        // A B B A: the same text for both builds, in alternating order.
        const pair = r % 2 === 0 ? [mineCreate, baseline] : [baseline, mineCreate];
        for (const create of pair) if (create) (create === baseline ? theirs : mine).push(measure(level, size, seed, create));
      }
      const m = median(mine);
      if (!m) continue;
      const per100k = (x: { ms: number; tokens: number }): number => (x.ms * 100_000) / x.tokens;
      const b = median(theirs);
      const cmp = b ? ` ${per100k(b).toFixed(1)} | ${(per100k(m) / per100k(b)).toFixed(2)} |` : '';
      console.log(`| ${level} | ${m.tokens.toLocaleString('en')} | ${m.ms.toFixed(1)} | ${per100k(m).toFixed(1)} | ${m.warmMs.toFixed(1)} |${cmp}`);
    }
  }
  const probe = conversation(100_000, 3);
  const t = performance.now();
  const n = countRequestTokens(probe);
  console.log(`\ntoken counting alone (o200k_base, cold): ${((performance.now() - t) * 100_000 / n).toFixed(1)} ms per 100k tokens`);
  console.log(`node ${process.version}, one core, ${mineCreate === createCompressor ? 'TypeScript sources via tsx' : `the build in ${thisDir}`}; command: npx tsx bench/compress.ts${baselineDir ? ` --baseline ${baselineDir}` : ''}`);
}

// Importable (eval/digest.ts reuses the generator); runs only as a script.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
