/**
 * @module eval/wordings
 * Instruction templates that wrap the material (M) and the question (Q) the way real prompts
 * do: several English wordings and wordings in other languages around English material. The
 * held-back split has its own pools (other wordings, other languages), so a compressor tuned
 * on the dev phrasings meets phrasings it has never seen there.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Split } from './split.js';

export interface Wording {
  name: string;
  /** The question as it appears in the prompt (what scoring excludes). */
  ask(q: string): string;
  messages(material: string, asked: string): ChatMessage[];
}

const sys = (content: string): ChatMessage => ({ role: 'system', content });
const user = (content: string): ChatMessage => ({ role: 'user', content });
const same = (q: string): string => q;
const lowerFirst = (q: string): string => q.charAt(0).toLowerCase() + q.slice(1);

const ENGLISH_DEV: Wording[] = [
  { name: 'based-on-above', ask: lowerFirst, messages: (m, q) => [user(`${m}\n\nBased only on the passages above, ${q}`)] },
  {
    name: 'here-are-documents', ask: same,
    messages: (m, q) => [sys('You are a research assistant. Answer briefly.'), user(`Here are some documents:\n\n${m}\n\nUsing them, answer: ${q}`)],
  },
  { name: 'dashes', ask: same, messages: (m, q) => [user(`I'll give you some reference material and then a question.\n\n---\n${m}\n---\n\nMy question: ${q}`)] },
  {
    name: 'developer-question-first', ask: same,
    messages: (m, q) => [{ role: 'developer', content: 'Answer using the reference text only.' }, user(`Question: ${q}\n\nReference:\n${m}`)],
  },
];

const ENGLISH_HELDOUT: Wording[] = [
  { name: 'query-dash', ask: same, messages: (m, q) => [user(`Read the following and respond to the query at the end.\n\n${m}\n\nQuery — ${q}`)] },
  { name: 'quoted', ask: (q) => `"${q}"`, messages: (m, q) => [sys('Use the retrieved snippets.'), user(`Retrieved snippets:\n${m}\n\nUser asked: ${q}`)] },
  { name: 'notes-after', ask: same, messages: (m, q) => [user(`${q}\nPlease answer using these notes:\n${m}`)] },
];

const FOREIGN_DEV: Wording[] = [
  {
    name: 'de', ask: same,
    messages: (m, q) => [sys('Beantworte die Frage ausschließlich anhand der folgenden Dokumente. Antworte kurz.'), user(`Dokumente:\n${m}\n\nFrage: ${q}\nAntwort:`)],
  },
  {
    name: 'fr', ask: same,
    messages: (m, q) => [sys('Tu es un assistant. Réponds uniquement à partir du contexte fourni.'), user(`Contexte :\n${m}\n\nQuestion : ${q}\nRéponse :`)],
  },
  { name: 'es', ask: same, messages: (m, q) => [user(`Lee los siguientes documentos y responde a la pregunta.\n\n${m}\n\nPregunta: ${q}`)] },
  { name: 'zh', ask: same, messages: (m, q) => [sys('请仅根据以下资料回答问题。'), user(`资料：\n${m}\n\n问题：${q}\n答案：`)] },
];

const FOREIGN_HELDOUT: Wording[] = [
  { name: 'it', ask: same, messages: (m, q) => [sys('Rispondi alla domanda usando solo i documenti forniti.'), user(`Domanda: ${q}\n\nDocumenti:\n${m}`)] },
  { name: 'pt', ask: same, messages: (m, q) => [user(`Com base no texto abaixo, responda à pergunta.\n\nTexto:\n${m}\n\nPergunta: ${q}\nResposta:`)] },
  { name: 'ja', ask: same, messages: (m, q) => [sys('以下の文書だけに基づいて質問に答えてください。'), user(`文書：\n${m}\n\n質問：${q}`)] },
  { name: 'nl', ask: same, messages: (m, q) => [user(`${m}\n\nBeantwoord de volgende vraag op basis van de bovenstaande tekst: ${q}`)] },
];

export function englishWordings(split: Split): Wording[] {
  return split === 'dev' ? ENGLISH_DEV : ENGLISH_HELDOUT;
}

export function foreignWordings(split: Split): Wording[] {
  return split === 'dev' ? FOREIGN_DEV : FOREIGN_HELDOUT;
}
