/**
 * @module compress/instruction
 * Finds the user's own question or instruction inside a user message, which is never altered
 * at any level, and the reference material around it (documents, pasted files, JSON), which
 * may be compressed with the question as the relevance query.
 */
const INSTRUCTION_START =
  /^(?:(?:question|q|task|instruction|instructions|query|request)\s*:\s*)?(what|who|whom|whose|when|where|why|which|how|is|are|was|were|does|do|did|can|could|should|would|will|please|explain|summari[sz]e|describe|list|find|give|tell|write|answer|compare|translate|extract|identify|rewrite|compose|draft|create|fix|make|use|show|help|generate|classify|name|based on|using|according to|given)\b/i;

export interface InstructionSplit {
  /** Protected leading instruction ("Summarise the text below:"), with its separator. */
  head: string;
  material: string;
  /** Protected trailing question/instruction, with the separator before it. */
  tail: string;
}

function looksLikeInstruction(paragraph: string): boolean {
  const p = paragraph.trim();
  return p.length > 0 && !isDataLike(p) && (p.includes('?') || INSTRUCTION_START.test(p));
}

/** JSON, markers and code fences are material, never the question. */
function isDataLike(p: string): boolean {
  return /^[[{`<]/.test(p) || !/\p{L}{2}/u.test(p);
}

/**
 * Split a user message. With no recognisable instruction the whole text is material (e.g. an
 * observation pasted back by an agent); the caller then keeps its prose byte-exact.
 */
export function splitInstruction(text: string): InstructionSplit {
  const parts = text.split(/(\n(?:[ \t]*\n)+)/);
  if (parts.length < 3) return looksLikeInstruction(text) ? { head: '', material: '', tail: text } : { head: '', material: text, tail: '' };
  const last = parts[parts.length - 1] ?? '';
  const first = parts[0] ?? '';
  const tailOk = looksLikeInstruction(last) && last.length <= 2000;
  const headOk = looksLikeInstruction(first) && first.length <= 600 && parts.length >= 5;
  if (!tailOk && !headOk) return { head: '', material: text, tail: '' };
  const start = headOk ? 2 : 0;
  const end = tailOk ? parts.length - 2 : parts.length;
  return {
    head: headOk ? first + (parts[1] ?? '') : '',
    material: parts.slice(start, end).join(''),
    tail: tailOk ? (parts[parts.length - 2] ?? '') + last : '',
  };
}
