/**
 * @module eval/format-replay-run
 * `npx tsx eval/format-replay-run.ts [--levels a,b]`: the SWE-agent trajectories replayed in
 * each front door's wire format (eval/format-replay.ts) beside the same turns as chat
 * completions, one table. Needs the eval data (eval/data.ts).
 */
import { COMPRESSION_LEVELS, type CompressionLevel } from '../src/compress/index.js';
import { sweReplays } from './data.js';
import { formatReplayRows, formatReplayTable } from './format-replay.js';

const args = process.argv.slice(2);
const levelsArg = args.includes('--levels') ? args[args.indexOf('--levels') + 1] : undefined;
const levels = (levelsArg?.split(',') ?? ['lossless', 'balanced', 'aggressive']).filter((l): l is CompressionLevel => COMPRESSION_LEVELS.includes(l as CompressionLevel));
const started = performance.now();
const replays = sweReplays();
console.log(formatReplayTable(levels.flatMap((level) => formatReplayRows(replays, level))));
console.log(`\n${replays.length} SWE-agent trajectories; command: npx tsx eval/format-replay-run.ts${levelsArg ? ` --levels ${levelsArg}` : ''}   (${((performance.now() - started) / 1000).toFixed(0)} s)`);
