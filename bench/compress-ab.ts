/**
 * @module bench/compress-ab
 * `npx tsx bench/compress-ab.ts OLD_DIST [NEW_DIST] [--levels a,b] [--rounds N]`: cold
 * compression cost of two builds, as CPU time per 100k tokens, each measured in a fresh
 * process (its own heap and JIT) over ten generated ~100k-token conversations after three
 * warm-up ones, the two builds alternating round by round (A B, then B A) so that a busy
 * machine slows both alike. Prints the median of the rounds and the ratio NEW ÷ OLD.
 * NEW_DIST defaults to this checkout's `dist` (run `npm run build` first).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dirs = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const [oldDir, newDir = 'dist'] = dirs;
if (!oldDir) {
  console.error('usage: npx tsx bench/compress-ab.ts OLD_DIST [NEW_DIST] [--levels lossless,balanced] [--rounds 3]');
  process.exit(2);
}
const levels = (flag('--levels') ?? 'lossless,balanced,aggressive').split(',');
const rounds = Number(flag('--rounds') ?? 3);
const generator = pathToFileURL(resolve('bench/compress.ts')).href;

/** One sample: a fresh node process measuring one build at one level. */
function sample(dir: string, level: string): number {
  const index = pathToFileURL(resolve(dir, 'compress/index.js')).href;
  const script = `
    const { createCompressor } = await import(${JSON.stringify(index)});
    const { conversation } = await import(${JSON.stringify(generator)});
    for (let k = 0; k < 3; k++) createCompressor().compressRequest(conversation(100000, 7 + k), { level: ${JSON.stringify(level)} });
    const requests = Array.from({ length: 10 }, (_, k) => conversation(100000, 1000 + k));
    const t = process.cpuUsage();
    let tokens = 0;
    for (const r of requests) tokens += createCompressor().compressRequest(r, { level: ${JSON.stringify(level)} }).report.tokensBefore;
    const u = process.cpuUsage(t);
    console.log(((u.user + u.system) / 1000 / tokens) * 100000);`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(out.trim().split('\n').pop());
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

console.log(`| level | ${oldDir} CPU ms per 100k | ${newDir} CPU ms per 100k | ${newDir} ÷ ${oldDir} |`);
console.log('|---|---|---|---|');
for (const level of levels) {
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      a.push(sample(oldDir, level));
      b.push(sample(newDir, level));
    } else {
      b.push(sample(newDir, level));
      a.push(sample(oldDir, level));
    }
  }
  console.log(`| ${level} | ${median(a).toFixed(1)} | ${median(b).toFixed(1)} | ${(median(b) / median(a)).toFixed(2)} |`);
}
console.log(`\ncommand: npx tsx bench/compress-ab.ts ${args.join(' ')}   (node ${process.version})`);
