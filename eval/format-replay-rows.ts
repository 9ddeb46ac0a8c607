/**
 * @module eval/format-replay-rows
 * The format replays (eval/format-replay.ts) as `npm run eval` request rows, one per wire
 * format and level, so the runner can list them beside the chat replay:
 *   `if (o.sets.includes('replay')) rows.push(...formatReplayRequestRows(level));`
 * The chat replay's cost bar (bars.ts) was measured at every prefix of a trajectory; these
 * rows replay only the requests an agent sends (each model call) and price Anthropic's cache
 * by its breakpoints, so compare them with the `chat` row of eval/format-replay-run.ts, not
 * with that bar.
 */
import type { CompressionLevel } from '../src/compress/index.js';
import type { ChatMessage } from '../src/wire/chat.js';
import { percentile } from './checks.js';
import { sweReplays } from './data.js';
import { formatReplayRows } from './format-replay.js';
import type { RequestRow } from './request-sets.js';

const NAMES = { chat: 'swe-agent replay, chat at model calls', anthropic: 'swe-agent replay, Anthropic Messages', responses: 'swe-agent replay, OpenAI Responses' } as const;

export function formatReplayRequestRows(level: CompressionLevel, conversations: ReadonlyArray<{ messages: readonly ChatMessage[] }> = sweReplays()): RequestRow[] {
  return formatReplayRows(conversations, level)
    .filter((r) => r.format !== 'chat')
    .map((r) => ({
      set: NAMES[r.format],
      level,
      n: r.conversations,
      saved: 1 - r.tokensAfter / Math.max(1, r.tokensBefore),
      violations: r.untouchedViolations,
      p50: percentile(r.ms, 50),
      p99: percentile(r.ms, 99),
      replay: {
        cost: r.costAfter / Math.max(1, r.costBefore),
        prefixBreaks: r.prefixBreaks,
        signalLost: r.signalLost,
        toolOutputSaved: 1 - r.outputAfter / Math.max(1, r.outputBefore),
        fixedShare: r.fixedTokens / Math.max(1, r.tokensBefore),
      },
    }));
}
