/**
 * @module compress/system-material
 * Finds reference material in a system (or developer) message: retrieved documents that a
 * RAG app puts after its instructions ("Use the context below…" then the passages). The
 * instructions themselves are never material — cutting one changes how the model behaves —
 * so a system message counts as holding material only when the text after its leading
 * instructions reads as content about something, not as words addressed to the model:
 * few of its paragraphs speak to "you" or give orders. When unsure, the message stays whole.
 */
import type { QuerySplit } from './query-split.js';

/** Words that address the reader, in the languages Pith's users write most. */
const ADDRESS = /\b(you|your|yours|yourself|du|dich|dir|dein|deine|ihnen|vous|votre|vos|toi|usted|ustedes|tú|você|voi)\b|你|您|あなた|당신/iu;
const ORDER = /^\s*(?:[-*•]|\d+[.)])?\s*(?:always|never|do not|don't|must|only|avoid|ensure|make sure|remember|note that|important)\b/im;
const MAX_INSTRUCTION_PARAGRAPHS = 3;
const MAX_INSTRUCTION_CHARS = 1500;
const MIN_MATERIAL_CHARS = 600;

function addressesReader(paragraph: string): boolean {
  return ADDRESS.test(paragraph) || ORDER.test(paragraph);
}

export function systemMaterial(text: string): QuerySplit | null {
  const parts = text.split(/(\n(?:[ \t]*\n)+)/);
  const count = Math.ceil(parts.length / 2);
  const paragraph = (k: number): string => parts[2 * k] ?? '';
  // Leading instructions: the paragraphs up to and including the last one that addresses the reader, at most three.
  let first = 0;
  let chars = 0;
  for (let k = 0; k < Math.min(count - 1, MAX_INSTRUCTION_PARAGRAPHS); k++) {
    chars += paragraph(k).length;
    if (chars > MAX_INSTRUCTION_CHARS) break;
    if (addressesReader(paragraph(k)) || /[:：]\s*$/.test(paragraph(k))) first = k + 1;
  }
  // Trailing instructions ("Answer in one sentence.") after the material.
  let last = count - 1;
  while (last > first && paragraph(last).length < 400 && addressesReader(paragraph(last))) last--;
  const material = parts.slice(2 * first, 2 * last + 1).join('');
  if (material.trim().length < MIN_MATERIAL_CHARS) return null;
  const lines = material.split('\n').filter((l) => l.trim() !== '');
  const addressing = lines.filter(addressesReader).length;
  if (addressing > Math.max(1, Math.floor(lines.length * 0.15))) return null;
  return { head: parts.slice(0, 2 * first).join(''), material, tail: parts.slice(2 * last + 1).join('') };
}
