/**
 * @module eval/config
 * Where the eval's public data lives and what the command line asked for. The data folder is
 * `--data DIR`, else the `PITH_EVAL_DIR` environment variable, else `shared/eval` beside the
 * repository (`<repo>/../shared/eval`). Nothing is ever copied into the repository; a user who
 * lacks a file is told where it comes from and under which licence.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPRESSION_LEVELS, type CompressionLevel } from '../src/compress/index.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DATA_DIR = path.resolve(REPO, '..', 'shared', 'eval');

/** The public files, with where each comes from (the table of shared/eval/README.md). */
export const DATA_FILES = {
  squad: { file: 'squad-v2-dev.json', source: 'github.com/chrischute/squad, data/dev-v2.0.json (a split of the official SQuAD 2.0 dev set)', licence: 'CC BY-SA 4.0' },
  kv: { file: 'kv-retrieval-75.jsonl.gz', source: 'github.com/nelson-liu/lost-in-the-middle, kv_retrieval_data/ (the 75-pair file, gzipped)', licence: 'MIT' },
  swe: { file: 'swe-agent', source: 'github.com/princeton-nlp/SWE-agent, trajectories/demonstrations/ (*.traj files and LICENSE)', licence: 'MIT' },
  bfcl: { file: 'bfcl-multi-turn-long-context.json', source: 'github.com/ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/ (multi_turn_long_context)', licence: 'Apache-2.0' },
  mtBench: { file: 'mt-bench-questions.jsonl', source: 'github.com/lm-sys/FastChat, fastchat/llm_judge/data/mt_bench/question.jsonl', licence: 'Apache-2.0' },
} as const;
export type DataKey = keyof typeof DATA_FILES;

function flagValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i >= 0) return args[i + 1];
  const eq = args.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

let dataDir: string | undefined;
/** The data folder: `--data DIR`, `PITH_EVAL_DIR`, or `<repo>/../shared/eval`. */
export function evalDataDir(args: string[] = process.argv.slice(2)): string {
  dataDir ??= path.resolve(flagValue(args, '--data') ?? process.env.PITH_EVAL_DIR ?? DEFAULT_DATA_DIR);
  return dataDir;
}

export function dataPath(key: DataKey): string {
  return path.join(evalDataDir(), DATA_FILES[key].file);
}

/** Exits with status 2 and a table of sources when any needed file is missing. */
export function requireData(keys: DataKey[]): void {
  const missing = keys.filter((k) => !fs.existsSync(dataPath(k)));
  if (missing.length === 0) return;
  const lines = [
    `eval: missing data in ${evalDataDir()}`,
    'Set the folder with --data DIR or PITH_EVAL_DIR (default: shared/eval beside the repository).',
    'Needed files (fetch each from its source; never commit them to this repository):',
    '',
    '| file | source | licence |',
    '|---|---|---|',
    ...missing.map((k) => `| ${DATA_FILES[k].file} | ${DATA_FILES[k].source} | ${DATA_FILES[k].licence} |`),
  ];
  console.error(lines.join('\n'));
  process.exit(2);
}

export type SplitChoice = 'dev' | 'heldout' | 'all' | 'both';
export const SET_NAMES = ['squad', 'multi', 'needles', 'whole', 'noquery', 'followup', 'replay', 'bfcl', 'mtbench'] as const;
export type SetName = (typeof SET_NAMES)[number];

export interface EvalOptions {
  split: SplitChoice;
  /** Keep every Nth case of each sampled set (1 = all). */
  every: number;
  sets: SetName[];
  levels: CompressionLevel[];
  json?: string;
  verbose: boolean;
  /** The command line as typed, for the report's footer. */
  command: string;
}

function fail(message: string): never {
  console.error(`eval: ${message}`);
  process.exit(2);
}

export function parseOptions(args: string[] = process.argv.slice(2)): EvalOptions {
  const split = (flagValue(args, '--split') ?? 'both') as SplitChoice;
  if (!['dev', 'heldout', 'all', 'both'].includes(split)) fail(`--split must be dev, heldout, all or both (got ${split})`);
  const every = Number(flagValue(args, '--every') ?? flagValue(args, '--squad-every') ?? 1);
  if (!Number.isInteger(every) || every < 1) fail('--every must be a positive integer');
  const sets = (flagValue(args, '--sets')?.split(',') ?? [...SET_NAMES]) as SetName[];
  for (const s of sets) if (!SET_NAMES.includes(s)) fail(`unknown set ${s}; sets: ${SET_NAMES.join(',')}`);
  const levels = (flagValue(args, '--levels')?.split(',') ?? ['lossless', 'balanced', 'aggressive']) as CompressionLevel[];
  for (const l of levels) if (!COMPRESSION_LEVELS.includes(l) || l === 'off') fail(`unknown level ${l}; levels: lossless,balanced,aggressive`);
  const command = ['npm run eval', ...(args.length > 0 ? ['--', ...args] : [])].join(' ');
  return { split, every, sets, levels, json: flagValue(args, '--json'), verbose: args.includes('--verbose'), command };
}
