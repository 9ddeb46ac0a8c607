/**
 * @module web/diff
 * A small text diff for the playground: lines first (LCS), then words inside each changed
 * block, so large prompts stay fast and small edits show up word by word. Pure.
 */
export type DiffKind = 'same' | 'removed' | 'added';
export interface DiffOp {
  kind: DiffKind;
  text: string;
}

/** Above this many LCS cells a block is shown as replaced rather than diffed. */
const MAX_CELLS = 4_000_000;

export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

export function splitWords(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];
}

function push(out: DiffOp[], kind: DiffKind, text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last && last.kind === kind) last.text += text;
  else out.push({ kind, text });
}

/** Longest-common-subsequence diff of two token lists (common prefix and suffix trimmed first). */
export function diffTokens(a: readonly string[], b: readonly string[]): DiffOp[] {
  const out: DiffOp[] = [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  push(out, 'same', a.slice(0, start).join(''));
  const n = endA - start;
  const m = endB - start;
  if (n === 0 || m === 0 || (n + 1) * (m + 1) > MAX_CELLS) {
    push(out, 'removed', a.slice(start, endA).join(''));
    push(out, 'added', b.slice(start, endB).join(''));
  } else {
    // lcs[i][j] = LCS length of a[start+i..endA) and b[start+j..endB)
    const w = m + 1;
    const lcs = new Uint32Array((n + 1) * w);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * w + j] = a[start + i] === b[start + j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (a[start + i] === b[start + j]) {
        push(out, 'same', a[start + i]!);
        i++;
        j++;
      } else if (lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!) push(out, 'removed', a[start + i++]!);
      else push(out, 'added', b[start + j++]!);
    }
    while (i < n) push(out, 'removed', a[start + i++]!);
    while (j < m) push(out, 'added', b[start + j++]!);
  }
  push(out, 'same', a.slice(endA).join(''));
  return out;
}

/** Line diff, refined to words where a block of lines was replaced by another. */
export function diffText(before: string, after: string): DiffOp[] {
  const lines = diffTokens(splitLines(before), splitLines(after));
  const out: DiffOp[] = [];
  for (let k = 0; k < lines.length; k++) {
    const op = lines[k]!;
    const next = lines[k + 1];
    if (op.kind === 'removed' && next?.kind === 'added') {
      for (const w of diffTokens(splitWords(op.text), splitWords(next.text))) push(out, w.kind, w.text);
      k++;
    } else push(out, op.kind, op.text);
  }
  return out;
}

/** Characters removed and added, for a one-line summary. */
export function diffStats(ops: readonly DiffOp[]): { removed: number; added: number } {
  let removed = 0;
  let added = 0;
  for (const op of ops) {
    if (op.kind === 'removed') removed += op.text.length;
    if (op.kind === 'added') added += op.text.length;
  }
  return { removed, added };
}
