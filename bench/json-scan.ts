/**
 * Cost of the pre-parse JSON scan (src/http/json-scan.ts: depth and duplicate keys) next to
 * `JSON.parse` alone, on chat requests of 1 MB and 10 MB: one built like a long conversation
 * (prose in many messages), one heavy in structure (tools with nested schemas and many small
 * objects). Prints the medians of several alternating runs per case and the median ratio scan/parse.
 *
 *   npx tsx bench/json-scan.ts
 */
import { scanJson } from '../src/http/json-scan.js';

function conversation(bytes: number): string {
  const words = 'the gateway forwards every request and compresses the prompt while keeping the meaning intact'.split(' ');
  const messages: Array<{ role: string; content: string }> = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const content = Array.from({ length: 400 }, (_, j) => words[(i * 7 + j) % words.length]).join(' ') + ` "quoted \\ part" é ${i}`;
    messages.push({ role: i % 2 === 0 ? 'user' : 'assistant', content });
    size += content.length + 40;
  }
  return JSON.stringify({ model: 'gpt-4o', stream: true, messages });
}

function structured(bytes: number): string {
  const tools: unknown[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const tool = {
      type: 'function',
      function: {
        name: `tool_${i}`,
        description: 'Looks something up.',
        parameters: { type: 'object', properties: Object.fromEntries(Array.from({ length: 12 }, (_, j) => [`p${j}`, { type: j % 2 ? 'string' : 'number', enum: [1, 2, 3], items: { a: { b: { c: j } } } }])), required: ['p0'] },
      },
    };
    const text = JSON.stringify(tool);
    tools.push(tool);
    size += text.length;
  }
  return JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], tools });
}

function time(fn: () => void): number {
  const t = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Parse and scan alternate (A B B A), so that a machine busy with something else slows both alike. */
function measure(text: string, runs: number): { parse: number; scan: number; ratio: number } {
  const parse: number[] = [];
  const scan: number[] = [];
  const ratio: number[] = [];
  for (let i = 0; i < runs; i++) {
    const p1 = time(() => JSON.parse(text));
    const s1 = time(() => scanJson(text, 128));
    const s2 = time(() => scanJson(text, 128));
    const p2 = time(() => JSON.parse(text));
    parse.push(p1, p2);
    scan.push(s1, s2);
    ratio.push((s1 + s2) / (p1 + p2));
  }
  return { parse: median(parse), scan: median(scan), ratio: median(ratio) };
}

console.log('body                 size      JSON.parse   scan      scan/parse');
for (const [name, make] of [['conversation', conversation], ['tools (structure)', structured]] as const) {
  for (const mb of [1, 10]) {
    const text = make(mb * 1024 * 1024);
    const runs = mb === 1 ? 60 : 15;
    for (let i = 0; i < 5; i++) {
      JSON.parse(text);
      scanJson(text, 128);
    }
    if (scanJson(text, 128) !== undefined) throw new Error('the bench body should pass the scan');
    const { parse, scan, ratio } = measure(text, runs);
    console.log(`${name.padEnd(20)} ${(text.length / 1048576).toFixed(1).padStart(5)} MB  ${parse.toFixed(2).padStart(8)} ms ${scan.toFixed(2).padStart(7)} ms   ${ratio.toFixed(2)}`);
  }
}
