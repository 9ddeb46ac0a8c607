/**
 * @module bench/profile
 * Where a gateway target spends its CPU under load: runs one bench target (see
 * bench/targets.ts) under an in-process CPU profiler at 50 connections (or --connections) and prints the functions with the
 * most self time. A tool for finding hot-path costs, not a benchmark.
 * Usage (after `npm run build`): npx tsx bench/profile.ts [--seconds 6] [--top 40] [--connections 50] -- pith off
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chatLoad, startTarget } from './fixtures.js';

const { values, positionals } = parseArgs({
  options: { seconds: { type: 'string', default: '6' }, top: { type: 'string', default: '40' }, heap: { type: 'boolean', default: false }, connections: { type: 'string', default: '50' } },
  allowPositionals: true,
});
const [kind = 'pith', level = 'off', auth] = positionals;

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

const fake = await startTarget(['fake']);
const dir = mkdtempSync(join(tmpdir(), 'pith-prof-'));
const upstream = fake.url;
const out = join(dir, 'target.cpuprofile');
const target = await startTarget([kind, upstream, level, ...(auth ? [auth] : [])], { env: { PITH_PROFILE_OUT: out, PITH_PROFILE_HEAP: values.heap ? '1' : '0' } });
const chat = { url: `${new URL(target.url).origin}${kind === 'pith' ? '/api/v1/chat/completions' : '/v1/chat/completions'}`, apiKey: target.apiKey };
const connections = Number(values.connections);
await chatLoad(chat, connections, 2);
target.child.kill('SIGUSR2');
await new Promise((r) => setTimeout(r, 100));
const result = await chatLoad(chat, connections, Number(values.seconds));
console.log(`${result.rps.toFixed(0)} req/s, ${result.errors} errors`);
await new Promise<void>((resolve) => {
  target.child.once('exit', () => resolve());
  target.child.kill('SIGINT');
});
fake.child.kill('SIGKILL');

interface HeapNode {
  callFrame: Node['callFrame'];
  selfSize: number;
  children: HeapNode[];
}
const raw = JSON.parse(readFileSync(out, 'utf8')) as { nodes?: Node[]; head?: HeapNode; startTime?: number; endTime?: number; samples?: number[] };
// A heap sampling profile is a tree of sampled allocation sizes; flatten it to the CPU shape.
const flatten = (n: HeapNode, into: Node[]): Node[] => {
  const node: Node = { id: into.length, callFrame: n.callFrame, hitCount: n.selfSize, children: [] };
  into.push(node);
  for (const c of n.children) node.children!.push(flatten(c, into).at(-1)!.id);
  return into;
};
const profile = { nodes: raw.nodes ?? flatten(raw.head!, []) };
const total = profile.nodes.reduce((s, n) => s + n.hitCount, 0);
if (raw.head) console.log(`sampled allocation: ${(total / 1024 / result.requests).toFixed(2)} KB per request (approximate)`);
const self = new Map<string, number>();
for (const n of profile.nodes) {
  const where = n.callFrame.url.replace(/^.*\/(node_modules|src)\//, '$1/');
  const name = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`;
  self.set(name, (self.get(name) ?? 0) + n.hitCount);
}
const byFile = new Map<string, number>();
for (const n of profile.nodes) {
  const m = /(node_modules\/(?:@[^/]+\/)?[^/]+|(?:src|dist)\/[^:]+|node:[^:]+)/.exec(n.callFrame.url);
  const key = m?.[1] ?? (n.callFrame.functionName || '(native)');
  byFile.set(key, (byFile.get(key) ?? 0) + n.hitCount);
}
// Inclusive figures for Pith's own functions (dist/): where the gateway's own work goes.
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const subtree = new Map<number, number>();
const inclusiveOf = (n: Node): number => {
  let sum = subtree.get(n.id);
  if (sum === undefined) {
    sum = n.hitCount;
    for (const c of n.children ?? []) sum += inclusiveOf(byId.get(c)!);
    subtree.set(n.id, sum);
  }
  return sum;
};
const inclusive = new Map<string, number>();
const walk = (n: Node, onStack: Set<string>) => {
  const own = /\/dist\//.test(n.callFrame.url);
  const name = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/dist\//, 'dist/')}:${n.callFrame.lineNumber + 1}`;
  const counted = own && !onStack.has(name);
  if (counted) {
    inclusive.set(name, (inclusive.get(name) ?? 0) + inclusiveOf(n));
    onStack.add(name);
  }
  for (const c of n.children ?? []) walk(byId.get(c)!, onStack);
  if (counted) onStack.delete(name);
};
walk(profile.nodes[0]!, new Set());
// A CPU profile also gives each sample's share of wall time: figures per request, comparable across runs.
const usPerHit = raw.samples && raw.endTime && raw.startTime ? (raw.endTime - raw.startTime) / raw.samples.length : 0;
const show = (m: Map<string, number>, top: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([k, v]) => {
      const perRequest = usPerHit ? `${((v * usPerHit) / result.requests).toFixed(1).padStart(6)} µs/req  ` : '';
      console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${perRequest}${k}`);
    });
console.log(`\nself ${raw.head ? 'allocation' : 'time'} by function (${out})`);
show(self, Number(values.top));
console.log(`\nself ${raw.head ? 'allocation' : 'time'} by module`);
show(byFile, 25);
console.log(`\ninclusive ${raw.head ? 'allocation' : 'time'} of Pith's own functions`);
show(inclusive, Number(values.top));
