/**
 * @module compress/logs
 * Lossy reduction of long logs, shell and test output and grep results (balanced/aggressive).
 * Keeps every line that reports an error, exception, failure or warning (never dropped, at
 * any level), stack traces, summary lines, the head and tail, the lines most relevant to the
 * question and a few lines of context around each signal; runs of near-identical lines
 * (equal once digits and hex are masked) collapse to first and last.
 */
import { type Anchor, anchoredUnits, containsAnchor } from './anchors.js';
import { omittedLines, similarLines } from './markers.js';
import { headsNextLine, topByQuery } from './relevance.js';

export interface LogOptions {
  query: string;
  /** A line holding one of the question's anchors is kept. */
  anchors?: Anchor[];
  context: number;
  head: number;
  tail: number;
  /** Lines worth keeping for relevance to the question. */
  relevant: number;
}

/** A line that must reach the model: errors, exceptions, failures, warnings. */
export const SIGNAL_LINE = /error|exception|traceback|fail|fatal|warn|panic|denied|abort|critical|segmentation fault|assert|refused|not found|undefined reference|cannot|can't|unable/i;
const SUMMARY_LINE = /\b(passed|failed|skipped|total|summary|result|finished|completed|done|exit(ed)? (code|status)|returned|ran \d+|tests?\b.*\d)/i;
const STACK_LINE = /^\s+(at |File "|from |\.\.\.|\^)|^\s*#\d+ |^\S+\.(py|js|ts|go|rs|java|c|cc|cpp|rb):\d+/;

export function reduceLog(text: string, options: LogOptions): { text: string; dropped: number } {
  const lines = text.split('\n');
  const keep = new Uint8Array(lines.length);
  const mark = (i: number): void => {
    if (i >= 0 && i < lines.length) keep[i] = 1;
  };
  for (let i = 0; i < Math.min(options.head, lines.length); i++) mark(i);
  for (let i = Math.max(0, lines.length - options.tail); i < lines.length; i++) mark(i);
  let inTrace = false;
  lines.forEach((line, i) => {
    if (/^Traceback|^\s*(Caused by|During handling)/.test(line)) inTrace = true;
    else if (inTrace && !/^\s/.test(line)) inTrace = false;
    if (SIGNAL_LINE.test(line)) for (let k = i - options.context; k <= i + options.context; k++) mark(k);
    if (inTrace || STACK_LINE.test(line) || SUMMARY_LINE.test(line)) mark(i);
  });
  for (const i of topByQuery(lines, options.query, options.relevant)) {
    mark(i);
    // A short header line ("Epoch 8/26", "Run 3:") carries its values on the longer line under it.
    if (headsNextLine((lines[i] ?? '').trim().length, (lines[i + 1] ?? '').trim().length)) mark(i + 1);
  }
  anchoredUnits(lines, options.anchors ?? []).forEach((a, i) => {
    if (a) for (let k = i - options.context; k <= i + options.context; k++) mark(k);
  });
  return render(lines, keep);
}

function render(lines: string[], keep: Uint8Array): { text: string; dropped: number } {
  const out: string[] = [];
  let dropped = 0;
  for (let i = 0; i < lines.length; ) {
    if (keep[i]) {
      out.push(lines[i] ?? '');
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && !keep[j]) j++;
    // Omitting a single line saves nothing once the marker is paid for.
    if (j - i <= 1) out.push(...lines.slice(i, j));
    else {
      out.push(omittedLines(j - i));
      dropped += j - i;
    }
    i = j;
  }
  return { text: out.join('\n'), dropped };
}

/** Collapse runs of ≥ 4 lines that are equal once numbers and hex are masked (never signal lines, never anchored ones). */
export function collapseSimilarLines(text: string, anchors: Anchor[] = []): string {
  const lines = text.split('\n');
  const held = (l: string): boolean => anchors.length > 0 && anchors.some((a) => containsAnchor(l.toLowerCase(), a));
  const masked = lines.map((l) => (SIGNAL_LINE.test(l) || l.trim() === '' || held(l) ? null : l.replace(/0x[0-9a-f]+|\d+(\.\d+)?/gi, '#')));
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i + 1;
    const m = masked[i];
    while (m !== null && j < lines.length && masked[j] === m) j++;
    if (j - i >= 4) out.push(lines[i] ?? '', similarLines(j - i - 2), lines[j - 1] ?? '');
    else out.push(...lines.slice(i, j));
    i = j;
  }
  return out.length === lines.length ? text : out.join('\n');
}
