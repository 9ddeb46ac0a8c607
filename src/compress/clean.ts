/**
 * @module compress/clean
 * Lossless clean-up of terminal output and text: ANSI escape sequences, carriage-return
 * overwrites (what a terminal finally shows), progress-bar and download-meter lines, line
 * endings, trailing whitespace and runs of blank lines. Never applied to code.
 */
import { repeatedLine } from './markers.js';

// CSI (ESC [ … final byte), OSC (ESC ] … BEL/ST) and two-byte escapes.
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

/** Lines that only draw progress: tqdm/pip bars, curl's transfer meter, percentage counters. */
const PROGRESS_LINE = [
  /^\s*\d{1,3}(?:\.\d+)?%\s*\|[█▉▊▋▌▍▎▏#= >-]*\|/, // tqdm
  /^\s*[━─═█▇▆▅▄▃▂▁#=>.-]{10,}\s*(?:\d|$)/, // pip / generic bars
  /^\s*% Total\s+% Received\s+% Xferd/, // curl header
  /^\s+Dload\s+Upload\s+Total\s+Spent/, // curl header, second line
  /^\s*\d{1,3}\s+\S+\s+\d{1,3}\s+\S+\s+\d{1,3}\s+\S+\s+\S+\s+\S+\s+[\d:-]{8}\s+[\d:-]{8}\s+[\d:-]{8}\s+\S+\s*$/, // curl meter row
  /^\s*(?:Downloading|Progress|Uploading)?[^\n]{0,40}\[\s*[=#>.-]{5,}\s*\]\s*\d{1,3}(?:\.\d+)?%/, // [=====>   ] 45%
];

export function stripAnsi(text: string): string {
  return text.includes('\u001b') ? text.replace(ANSI, '') : text;
}

/** Apply carriage returns as a terminal would: only what follows the last \r on a line stays visible. */
export function applyCarriageReturns(text: string): string {
  if (!text.includes('\r')) return text;
  return text
    .replace(/\r+\n/g, '\n')
    .split('\n')
    .map((line) => {
      const i = line.lastIndexOf('\r', line.length - 2);
      return i >= 0 ? line.slice(i + 1).replace(/\r$/, '') : line.replace(/\r$/, '');
    })
    .join('\n');
}

const PROGRESS_HINT = /%|━|█|─|═|Dload|--:--|\d:\d\d:\d\d|={5}|#{5}/;

/** A line that reports an outcome is never a meter, however many `=` frame it (pytest's `===== 1 failed, 3 passed in 1.2s =====`). */
const OUTCOME = /\b(passed|failed|failures?|errors?|warnings?|skipped|xfailed|xpassed|deselected|exception|traceback)\b/i;

/** A rule of one mark (`==========`, `----------`): a heading's underline or a section break, which a document means. */
const RULE = /^\s*([=_*~-])\1+\s*$/;

export function isProgressLine(line: string): boolean {
  if (line.length > 400 || !PROGRESS_HINT.test(line) || OUTCOME.test(line) || RULE.test(line)) return false;
  return PROGRESS_LINE.some((re) => re.test(line));
}

/** Terminal noise removal; returns the same string when there is nothing to remove. */
export function removeTerminalNoise(text: string): string {
  const cleaned = applyCarriageReturns(stripAnsi(text));
  if (!/%|━|█|\[/.test(cleaned)) return cleaned;
  const lines = cleaned.split('\n');
  const progress = lines.map(isProgressLine);
  // A blank line touching a removed meter was part of the meter's layout.
  const kept = lines.filter((line, i) => !progress[i] && !(line.trim() === '' && (progress[i - 1] || progress[i + 1])));
  return kept.length === lines.length ? cleaned : kept.join('\n');
}

/** Trailing whitespace per line and runs of blank lines (at most one blank line kept). */
export function normaliseBlankSpace(text: string): string {
  return text.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n');
}

/**
 * Consecutive identical lines become the line once plus an exact count, so nothing is lost:
 * "x\nx\nx" → "x\n[… previous line repeated 2 more times]".
 */
export function collapseRepeatedLines(text: string, minRepeats = 3): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    const line = lines[i] ?? '';
    let j = i + 1;
    while (j < lines.length && lines[j] === line) j++;
    const count = j - i;
    out.push(line);
    if (count >= minRepeats && line.trim().length > 0) out.push(repeatedLine(count - 1));
    else for (let k = 1; k < count; k++) out.push(line);
    i = j;
  }
  return out.length === lines.length ? text : out.join('\n');
}
