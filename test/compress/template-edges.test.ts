/**
 * Where the asker's words stand in the templates RAG apps outside the English-speaking world
 * ship (eval/probe-wordings-12.ts found them): a list of answer rules between `</data>` and the
 * question, passages each on one long `### Contenu :` line, the answer's JSON format after the
 * question, closing instructions on one long line under it, instructions first and the question
 * on a `Вопрос:` line above the context, with an `Ответ:` blank under it; a "QUESTION:" label
 * beside a system message's worked example; files sent one system message each. Each failed
 * before (the worked example at aggressive only); the `"""`-delimited question is a guard (the
 * pool's own prompt went whole, this one did not).
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { cutKeeping } from './fixtures/cut.js';
import { request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';
import type { ChatMessage } from '../../src/wire/chat.js';

const assistantSays = (content: string): ChatMessage => ({ role: 'assistant', content });

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const FIRE_9 = `rebuilt after a fire in ${1400 + 9 * 3}`;
const asked = `When was the town hall of ${townName(9)} rebuilt after the fire?`;
const towns = (n = 16): number[] => Array.from({ length: n }, (_, i) => i);

describe('the asker’s words around material in RAG templates', () => {
  for (const level of LOSSY) {
    it(`${level}: seven answer rules between the last <data> element and the question field`, () => {
      const data = towns().map((i) => `<data>${townName(i)}:${townParagraph(i)}</data>`).join('\n');
      const rules = ['回答要求：', '- 用简洁的语言回答。', '- 不知道就说不知道。', '- 不要编造内容。', '- 与已知信息保持一致。', '- 用 Markdown 排版。', '- 用问题的语言回答。'].join('\n');
      const sent = cutKeeping(request(user(`已知信息：\n${data}\n${rules}\n问题：\n${asked}`)), level, [FIRE_9, rules, `问题：\n${asked}`]);
      expect(sent.endsWith(asked)).toBe(true);
    });
    it(`${level}: passages each on one long heading line ("### Contenu : …") are read as passages, not as markup`, () => {
      const docs = towns().map((i) => `## Document N° : ${i + 1}\n### Contenu : ${townParagraph(i)}`).join('\n');
      cutKeeping(request(system('Réponds uniquement à partir des documents.'), user(`${docs}\nEn t’appuyant sur les documents ci-dessus, réponds.\n## Question :\n${asked}\n## Réponse :`)), level, [FIRE_9, `## Question :\n${asked}\n## Réponse :`]);
    });
    it(`${level}: the answer's JSON format after the question, introduced by a lead-in, is the asker's`, () => {
      const format = '{\n  "respuesta": "<tu respuesta>",\n  "fuentes": ["fragmento 1", ...]\n}';
      const content = `Responde solo con el contexto.\n\n### Contexto:\n${towns().map(townParagraph).join('\n\n')}\n\n### Pregunta:\n${asked}\n\nDevuelve un JSON con este formato:\n\n${format}\n`;
      cutKeeping(request(user(content)), level, [FIRE_9, format, `### Pregunta:\n${asked}`]);
    });
    it(`${level}: closing instructions on one long line under the quoted question are the asker's`, () => {
      const closing = 'Scrivi una risposta dettagliata e pertinente che risponda in modo chiaro e completo alla domanda posta; se il contesto fornito non contiene la risposta, dillo apertamente invece di inventarla. Rispondi sempre in italiano.';
      expect(closing.length).toBeGreaterThanOrEqual(200);
      const content = `Tenendo conto del contesto fornito:\n\n${towns().map(townParagraph).join('\n\n')}\n\ne della domanda dell'utente: "${asked}"\n\n${closing}`;
      cutKeeping(request(user(content)), level, [FIRE_9, closing]);
    });
    it(`${level}: instructions first, then "Вопрос:" above the context, and the "Ответ:" blank under it stays`, () => {
      const head = 'Ты помощник службы поддержки.\nИспользуй только контекст ниже.\nЕсли ответа нет, так и скажи.\nОтвечай кратко.';
      const content = `\n${head}\nВопрос: ${asked}\nКонтекст: ${towns().map(townParagraph).join('\n\n')}\nОтвет:\n`;
      const sent = cutKeeping(request(user(content)), level, [FIRE_9, `${head}\nВопрос: ${asked}`]);
      expect(sent.endsWith('\nОтвет:\n')).toBe(true);
    });
    it(`${level}: the document and the question each between """ delimiters, the question typed without its "?"`, () => {
      // Opened by no asking word: only where it stands says it asks.
      const bare = `After the fire in ${townName(9)}, the town hall was rebuilt in which year`;
      const content = `从文档\n"""\n${towns().map((i) => `${townName(i)}\n${townParagraph(i)}`).join('\n\n')}\n"""\n中找问题\n"""\n${bare}\n"""\n的答案；只用文档里的语句作答。`;
      cutKeeping(request(user(content)), level, [FIRE_9, `中找问题\n"""\n${bare}\n"""`]);
    });
    it(`${level}: a "QUESTION:" label on the user's own question does not send us to the system message's worked example`, () => {
      // A worked example long enough to read as the system message's material (600 characters and more).
      const facts = ['Новое здание библиотеки открыли для читателей в сентябре 2015 года.', 'Проект здания подготовило бюро архитектора Анны Лебедевой.', 'В читальном зале установлено двести рабочих мест.', 'Фонд библиотеки насчитывает сто двадцать тысяч книг.', 'Библиотека работает ежедневно с девяти утра до девяти вечера.'];
      const example = `ПРИМЕР:\nQUESTION: Когда открылась новая библиотека и кто её спроектировал?\n=========\n${facts.map((f, i) => `Content: ${f}\nSource: ${i}-1-0_${i + 2}`).join('\n')}\n=========\nFINAL ANSWER: Библиотека открылась в сентябре 2015 года SOURCES[0-1-0_2], её спроектировало бюро Анны Лебедевой SOURCES[1-1-0_3].`;
      const docs = towns().map((i) => `Content: ${townParagraph(i)}\nSource: ${i}-0`).join('\n');
      const content = `QUESTION: ${asked}\n=========\n${docs}\n=========\nFINAL ANSWER:`;
      cutKeeping(request(system(`Отвечай только по отрывкам.\n\n${example}`), user(content)), level, [FIRE_9, example]);
    });
    it(`${level}: files sent one per system message are one material: those the question finds nothing in are left out`, () => {
      const file = (k: number): string => JSON.stringify({ content: [0, 1, 2, 3].map((j) => townParagraph(k * 4 + j)).join('\n\n'), filename: `reference_${k + 1}.pdf`, type: 'file' });
      const out = cutKeeping(request(system('你是一个助手。'), ...[0, 1, 2, 3].map((k) => system(file(k))), user(asked)), level, [FIRE_9]);
      expect(out).toMatch(/message omitted/);
    });
    it(`${level}: context a RAG app rebuilt in the system message for the latest question, under a chat about other things, is selected with it`, () => {
      const docs = towns().map((i) => `Document: ${townName(i)}\n${townParagraph(i)}`).join('\n\n');
      const r = request(system(`你是一个智能助手，请根据知识库回答问题。\n以下是知识库：\n\n${docs}\n\n以上是知识库。`), assistantSays('你好！我是你的助理，有什么可以帮你的吗？'), user('上传文档支持哪些格式？'), assistantSays('目前支持 PDF、Word 和 TXT。'), user(asked));
      cutKeeping(r, level, [FIRE_9, '你是一个智能助手，请根据知识库回答问题。']);
    });
    it(`${level}: a document in the system message that the first question already spoke of stays as that turn read it (its cache holds)`, () => {
      const docs = towns().map((i) => `Document: ${townName(i)}\n${townParagraph(i)}`).join('\n\n');
      const first = `Which of these towns had the largest harbour fleet in ${townName(9)}'s district?`;
      const sys = system(`Answer from the documents.\n\n${docs}`);
      const firstSent = createCompressor().compressRequest(request(sys, user(first)), { level });
      const r = request(sys, user(first), assistantSays('None of the documents mention a harbour fleet.'), user(asked));
      const later = text(createCompressor().compressRequest(r, { level }).request.messages[0]);
      const whole = text(createCompressor().compressRequest(r, { level: 'lossless' }).request.messages[0]);
      // As the first request sent it, or whole when the follow-up needs what it cut: never a new selection.
      expect([text(firstSent.request.messages[0]), whole]).toContain(later);
    });
  }
});
