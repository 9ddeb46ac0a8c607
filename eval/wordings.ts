/**
 * @module eval/wordings
 * Instruction templates that wrap the material (M) and the question (Q) the way real prompts
 * do: several English wordings and wordings in other languages around English material. The
 * held-back split has its own pools (other wordings, other languages), so a compressor tuned
 * on the dev phrasings meets phrasings it has never seen there. In session 24 the pools that had
 * been held out since session 17 joined dev and a fresh held-out pool replaced them
 * (eval/heldout-wordings.ts, written by someone who never read the compressor); in session 25
 * that pool joined dev too (its shapes had been met in probe 5's dev work) and
 * eval/heldout-wordings-3.ts, again written blind, became the held-out split. In session 26
 * eval/structure-wordings.ts added dev wordings of the containers that pool's categories name;
 * after one last held-out run pool 3's wordings joined dev as well, and eval/heldout-wordings-4.ts
 * (written blind: its author read neither the compressor nor any earlier pool) became the held-out
 * wordings. In session 27, after probe 9 (blind) was tuned on and pool 4 had its last held-out
 * run, pool 4 (and pool 3's whole-task wordings) joined dev, and eval/heldout-wordings-5.ts —
 * written blind, with its own whole-task wordings — was the held-out split. In session 37 an aggregate
 * of that split's structure (no row read) and blind pool 14 showed the compressor missing questions
 * carried in markup; after pool 5's last held-out run it joined dev, and eval/heldout-wordings-6.ts —
 * written blind by a helper who read neither the compressor nor any pool, its shapes reported only
 * as counts — is the held-out split.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import type { Split } from './split.js';
import type { Wording } from './wording.js';
import { ENGLISH_HELDOUT_2, FOREIGN_HELDOUT_2 } from './heldout-wordings.js';
import { ENGLISH_HELDOUT_3, FOREIGN_HELDOUT_3 } from './heldout-wordings-3.js';
import { ENGLISH_HELDOUT_4, FOREIGN_HELDOUT_4 } from './heldout-wordings-4.js';
import { ENGLISH_HELDOUT_5, FOREIGN_HELDOUT_5 } from './heldout-wordings-5.js';
import { ENGLISH_HELDOUT_6, FOREIGN_HELDOUT_6 } from './heldout-wordings-6.js';
import { ENGLISH_STRUCTURES } from './structure-wordings.js';

export type { Wording } from './wording.js';


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
  // Added in session 5 (dev only): more structures a RAG app uses.
  { name: 'quoted-question', ask: same, messages: (m, q) => [user(`${m}\n\nPlease answer the question "${q}" using only the text above, in one sentence.`)] },
  { name: 'question-in-system', ask: same, messages: (m, q) => [sys(`Answer this question from the user's documents: ${q}`), user(m)] },
  { name: 'bold-labels', ask: same, messages: (m, q) => [user(`**Sources**\n\n${m}\n\n**Question:** ${q}\n\n**Answer:**`)] },
  {
    name: 'question-then-rules', ask: same,
    messages: (m, q) => [user(`${q}\n\n${m}\n\nRules: cite the passage you used, and say "not found" if the text does not say.`)],
  },
  { name: 'know-without-mark', ask: (q) => `I would like to know ${lowerFirst(q).replace(/\?\s*$/, '')}`, messages: (m, q) => [user(`${m}\n\n${q}`)] },
  {
    name: 'xml-instructions', ask: same,
    messages: (m, q) => [sys('<instructions>Answer from the context. Be brief.</instructions>'), user(`<context>\n${m}\n</context>\n<query>${q}</query>`)],
  },
  // Added in session 22 (dev only): framework defaults and a question that opens a sentence.
  {
    name: 'llamaindex-default', ask: same,
    messages: (m, q) => [user(`Context information is below.\n---------------------\n${m}\n---------------------\nGiven the context information and not prior knowledge, answer the query.\nQuery: ${q}\nAnswer: `)],
  },
  {
    name: 'cookbook-articles', ask: same,
    messages: (m, q) => [
      sys('You answer questions using the provided articles. If the answer cannot be found in the articles, write "I could not find an answer."'),
      user(`Use the below articles to answer the subsequent question.\n\nArticles:\n"""\n${m}\n"""\n\nQuestion: ${q}`),
    ],
  },
  { name: 'question-in-first-sentence', ask: lowerFirst, messages: (m, q) => [user(`Tell me, from the notes below, ${q}\n\n${m}`)] },
];

/** The held-out pool of sessions 17–23, measured there and retired into dev in session 24 (its replacement: eval/heldout-wordings.ts). */
const ENGLISH_RETIRED: Wording[] = [
  {
    name: 'ticket-form', ask: same,
    messages: (m, q) => [
      sys('You are the help-centre assistant. Answer the customer from the knowledge-base excerpts only; if they do not say, reply that you cannot tell.'),
      user(`Customer question (from the ticket form): ${q}\n\nKnowledge-base excerpts attached to the ticket:\n\n${m}\n\nDraft reply:`),
    ],
  },
  {
    name: 'markers-inline-slot', ask: lowerFirst,
    messages: (m, q) => [user(`The context is between the markers.\n<<<\n${m}\n>>>\nConsidering nothing but that context, tell me ${q} One sentence, then the supporting quote.\nReply:`)],
  },
  {
    name: 'upload-then-ask', ask: same,
    messages: (m, q) => [
      sys('Answer questions about the file the user uploaded. Copy figures and names exactly as the file has them.'),
      user(`Uploading the file now.\n\n${m}`),
      { role: 'assistant', content: 'Thanks, I have read the file. What would you like to know about it?' },
      user(q),
    ],
  },
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

/** Retired with ENGLISH_RETIRED. */
const FOREIGN_RETIRED: Wording[] = [
  {
    name: 'cs', ask: (q) => `„${q}“`,
    messages: (m, q) => [user(`Úkol: odpověz na otázku uživatele ${q} pouze podle přiložených podkladů. Pokud v nich odpověď není, napiš, že nevíš.\n---\nPodklady:\n${m}\n---\nOdpověď:`)],
  },
  {
    name: 'id', ask: same,
    messages: (m, q) => [sys(`Kamu adalah asisten layanan pelanggan. Jawablah dengan singkat dan hanya berdasarkan dokumen berikut.\n\n${m}`), user(`Pertanyaan saya: ${q}`)],
  },
  {
    name: 'ar', ask: same,
    messages: (m, q) => [sys('أنت مساعد بحثي. أجب باختصار، ولا تعتمد إلا على المقاطع المرفقة.'), user(`المقاطع المرفقة:\n${m}`), user(`السؤال: ${q}`)],
  },
  {
    name: 'hi', ask: same,
    messages: (m, q) => [user(`नीचे दिए गए संदर्भ को पढ़िए और प्रश्न का उत्तर केवल उसी के आधार पर दीजिए।\n\nसंदर्भ:\n"""\n${m}\n"""\n\nप्रश्न: ${q}\n\nउत्तर (एक या दो वाक्यों में):`)],
  },
];

export function englishWordings(split: Split): Wording[] {
  return split === 'dev' ? [...ENGLISH_DEV, ...ENGLISH_RETIRED, ...ENGLISH_HELDOUT_2, ...ENGLISH_STRUCTURES, ...ENGLISH_HELDOUT_3, ...ENGLISH_HELDOUT_4, ...ENGLISH_HELDOUT_5] : ENGLISH_HELDOUT_6;
}

export function foreignWordings(split: Split): Wording[] {
  return split === 'dev' ? [...FOREIGN_DEV, ...FOREIGN_RETIRED, ...FOREIGN_HELDOUT_2, ...FOREIGN_HELDOUT_3, ...FOREIGN_HELDOUT_4, ...FOREIGN_HELDOUT_5] : FOREIGN_HELDOUT_6;
}
