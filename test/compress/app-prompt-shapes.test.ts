/**
 * Shapes a ninth blind pool (eval/probe-wordings-15.ts: few-shot prompts, framework templates,
 * agent transcripts, chatty users, output-format rules, verification prompts) sent whole or cut
 * by the wrong question: a chatty paragraph that asks inside it, AutoGen's instructions above its
 * question, output-format rules read as tasks, an agent's call query the person points at, a
 * one-word nudge after tool output, two rounds of tool output, a message's content parts, a
 * question after a colon closed by a full stop, a question quoted as typed inside a sentence,
 * worked examples whose `Answer:` blank stands under the last passage, and a last record whose
 * label is written with combining marks. Each failed before; the guards beside them did not.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { describeQuery } from '../../src/compress/query-kind.js';
import { readMember } from '../../src/compress/member-reading.js';
import { asksWholeTask } from '../../src/compress/whole-task.js';
import { cutKeeping } from './fixtures/cut.js';
import { allText, request, system, townName, townParagraph, user } from './fixtures/prompts.js';
import type { ChatMessage } from '../../src/wire/chat.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const FIRE_9 = `rebuilt after a fire in ${1400 + 9 * 3}`;
const asked = `When was the town hall of ${townName(9)} rebuilt after the fire?`;
const towns = (from = 0, to = 16): number[] => Array.from({ length: to - from }, (_, i) => from + i);
const documents = (from = 0, to = 16): string => towns(from, to).map((i) => `Document [${i + 1}](Title: ${townName(i)}) ${townParagraph(i)}`).join('\n\n');
const calling = (id: string, name: string, args: object): ChatMessage => ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] });
const output = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
/** A paragraph that shares one word of the question's five ("town"): alone, it cannot be scored against the question. */
const brook = (i: number): string => `The ${['Aller', 'Bode', 'Carrow', 'Dee', 'Esk', 'Frome'][i % 6]} brook runs north past the town through pine forest for ${i + 4} kilometres. It feeds a lake known for trout and pike. Anglers come each May.`;
const json = (from: number, to: number): string => JSON.stringify(towns(from, to).map((i) => ({ document_id: i + 1, title: townName(i), content: townParagraph(i) })), null, 2);

describe('app prompts: where the question stands', () => {
  for (const level of LOSSY) {
    it(`${level}: a long chatty first paragraph that asks inside it, above records that all open alike, is the asker's`, () => {
      const chat = `oii tudo bem?? 😅 entao, to fazendo um trabalho e essa aqui eu travei: ${asked} nao faço ideia kkkk copiei umas coisas da internet aqui embaixo, me ajuda?? pode responder curtinho 🙏🙏`;
      expect(chat.length).toBeGreaterThan(200);
      cutKeeping(request(user(`${chat}\n\n${documents()}`)), level, [FIRE_9, chat]);
    });
    it(`${level}: instructions in a paragraph, then the labelled question, then the context (AutoGen's retrieval prompt)`, () => {
      const rules = "You're a retrieval-augmented chatbot. You answer the user's questions based on your own knowledge and the context provided by the user. If you can't answer the question with or without the current context, reply exactly `UPDATE CONTEXT`. Give as short an answer as possible.";
      const context = `Context is: ${towns().map(townParagraph).join('\n')}`;
      cutKeeping(request(system('You are a helpful AI assistant.'), user(`${rules}\n\nUser's question is: ${asked}\n\n${context}`)), level, [FIRE_9, rules, `User's question is: ${asked}`]);
    });
    it(`${level}: an output-format rule that quotes one sentence verbatim sets no task over the documents`, () => {
      const format = 'Output format — a markdown table:\n\n| answer | source | quote |\n|---|---|---|\n\nRules:\n- quote: one exact sentence copied verbatim from that document, in double quotes.\n- Nothing before or after the table.';
      cutKeeping(request(system(`${format}\n\nQuestion to answer: ${asked}`), user(documents())), level, [FIRE_9]);
    });
    it(`${level}: the person points at the query of the agent's retrieval call ("Answer the query from the retrieval call above.")`, () => {
      const r = request(system('You are HelpDesk Assistant. Retrieval runs automatically before every answer; the call and its results appear in the transcript.'), calling('call_r1', 'retrieve', { query: asked, top_k: 16 }), output('call_r1', json(0, 16)), user('Answer the query from the retrieval call above. Cite document ids in square brackets.'));
      cutKeeping(r, level, [FIRE_9]);
    });
    it(`${level}: one word after the tool output ("continue") asks nothing new, whichever output holds the word`, () => {
      const continued = `${townParagraph(3)} Trade continued through the winter.`;
      const r = request(user(asked), { role: 'assistant', content: null, tool_calls: [{ id: 'call_a', type: 'function', function: { name: 'web_search', arguments: '{"q":"town hall fire"}' } }, { id: 'call_b', type: 'function', function: { name: 'kb_search', arguments: '{"query":"town hall fire"}' } }] }, output('call_a', JSON.stringify({ results: towns(0, 8).map((i) => ({ title: townName(i), content: i === 3 ? continued : townParagraph(i) })) })), output('call_b', json(8, 16)), user('continue'));
      cutKeeping(r, level, [FIRE_9]);
    });
    it(`${level}: the second round of tool output, which the question's words are not in, is selected beside the first ("go on")`, () => {
      const chunks = (from: number, to: number): string => towns(from, to).map((i) => `--- chunk c-${i} ---\ntitle: ${townName(i)}\n${townParagraph(i)}`).join('\n\n');
      const streams = towns(0, 8).map((i) => `--- chunk s-${i} ---\ntitle: stream ${i}\n${brook(i)}`).join('\n\n');
      const r = request(user(asked), calling('call_1', 'vector_search', { query: 'town hall fire', k: 10 }), output('call_1', chunks(0, 16)), calling('call_2', 'read_chunk', { ids: ['s-0', 's-7'] }), output('call_2', streams), user('go on'));
      const out = createCompressor().compressRequest(r, { level });
      const second = out.request.messages[4]?.content as string;
      expect(allText(out.request)).toContain(FIRE_9);
      expect(second.length).toBeLessThan((r.messages[4]?.content as string).length * 0.8);
    });
    it(`${level}: a message's text parts (knowledge-base results, the question, web results) are one material`, () => {
      const parts = [{ type: 'text' as const, text: `Knowledge base results:\n\n${documents()}` }, { type: 'text' as const, text: `Question: ${asked}` }, { type: 'text' as const, text: `Web results:\n\n${towns(0, 8).map((i) => `[${i + 1}] ${brook(i)}`).join('\n\n')}` }];
      const out = createCompressor().compressRequest(request(user(parts as never)), { level });
      const sent = out.request.messages[0]?.content as Array<{ text: string }>;
      expect(sent.map((p) => p.text).join('\n')).toContain(FIRE_9);
      expect(sent[2]?.text.length).toBeLessThan(parts[2]!.text.length * 0.8);
    });
    it(`${level}: a question after a colon, closed by a full stop, with more instructions after it`, () => {
      const bare = `Zoek voor mij uit: In ${townName(9)}, when was the town hall rebuilt after the fire. Gebruik alleen de documenten hierboven en vermeld het documentnummer.`;
      cutKeeping(request(user(`Hieronder staan de zoekresultaten uit ons archief.\n\n${documents()}\n\n${bare}`)), level, [FIRE_9, bare]);
    });
    it(`${level}: a question quoted as typed inside a chatty sentence ("the question was basically When was …")`, () => {
      const chat = `Hi!! So my dad and I were watching a quiz show and the question was basically ${asked} and I said I'd look it up because I'm the "computer person" in the family, so I copied a bunch of pages below, can you read them and tell me what they actually say? thanks!`;
      cutKeeping(request(user(`${chat}\n\n${documents()}`)), level, [FIRE_9, chat]);
    });
    it(`${level}: worked examples, then the question under "### Task" above the documents, the "Answer:" blank under the last one`, () => {
      const examples = '### Example 1\nContext: The Orvel Point lighthouse was automated in 1962.\nQuestion: In what year was the Orvel Point lighthouse automated?\nAnswer: 1962\n\n### Example 2\nContext: Quillon is a card game that uses a 48-card deck.\nQuestion: How many cards are in a Quillon deck?\nAnswer: 48';
      const docs = towns().map((i) => `Title: ${townName(i)}\n${townParagraph(i)}`).join('\n\n');
      const bare = `When was the town hall of ${townName(9)} rebuilt after the fire`;
      const sent = cutKeeping(request(user(`Answer the question using only the context. Follow the format of the examples.\n\n${examples}\n\n### Task\nQuestion: ${bare}\nContext:\n${docs}\nAnswer:`)), level, [FIRE_9, examples, `Question: ${bare}`]);
      expect(sent.endsWith('\nAnswer:')).toBe(true);
    });
    it(`${level}: a ReAct trace's "Thought:" blank under the last document frames no examples: its own question is read`, () => {
      const template = 'Answer the following questions as best you can.\n\nUse the following format:\n\nQuestion: the input question you must answer\nThought: you should always think about what to do\nAction: the action to take\nObservation: the result of the action\nFinal Answer: the final answer to the original input question\n\nBegin!';
      const trace = `Question: ${asked}\nThought: I should search for relevant documents.\nAction: search\nAction Input: town hall fire\nObservation: ${towns().map((i) => `[${i + 1}] ${townName(i)}`).join('; ')}\n\n${towns().map(townParagraph).join('\n\n')}\nThought:`;
      const sent = cutKeeping(request(system(template), user(trace)), level, [FIRE_9, `Question: ${asked}`]);
      expect(sent.endsWith('\nThought:')).toBe(true);
    });
    it(`${level}: a label that introduces documents one per line (Haystack's \`Context:\`) is kept with whatever documents are`, () => {
      const lines = towns().map((i) => `    ${townName(i)}: ${townParagraph(i)}`).join('\n');
      cutKeeping(request(user(`Given the following information, answer the question.\n\nContext:\n${lines}\n\nQuestion: ${asked}\nAnswer:`)), level, [FIRE_9, 'Context:\n', `Question: ${asked}\nAnswer:`]);
    });
    it(`${level}: a question typed without its "?" under a label in lenticular brackets (【질문】)`, () => {
      const bare = `When was the town hall of ${townName(9)} rebuilt after the fire`;
      const asking = `【질문】${bare}\n【답변 형식】두세 문장, 근거 자료 번호를 괄호 안에 표기`;
      cutKeeping(request(system(`아래 자료만 근거로 답하세요.\n\n=== 자료 ===\n${towns().map((i) => `[자료 ${i + 1}] 제목: ${townName(i)}\n${townParagraph(i)}`).join('\n')}\n=== 자료 끝 ===`), user(asking)), level, [FIRE_9, asking]);
    });
    it(`${level}: a form's input whose value asks with an apostrophe inside its double quotes`, () => {
      const q = `When was the town hall of ${townName(9)} rebuilt after the town's fire?`;
      const form = `<form id="ask">\n  <label for="q">Sorunuz</label>\n  <input type="text" id="q" name="q" value="${q}">\n</form>`;
      const articles = `<section>\n${towns().map((i) => `<article data-no="${i + 1}">\n<h2>${townName(i)}</h2>\n<p>${townParagraph(i)}</p>\n</article>`).join('\n')}\n</section>`;
      cutKeeping(request(user(`Formdaki soruyu yalnızca makalelere dayanarak yanıtla.\n\n${form}\n${articles}`)), level, [FIRE_9, q]);
    });
    it(`${level}: a last record labelled in a script with combining marks ("তথ্যসূত্র 16: …") is the material's, not the question`, () => {
      const records = towns().map((i) => `তথ্যসূত্র ${i + 1}: ${townName(i)}\n${townParagraph(i)}`);
      records.push(`তথ্যসূত্র 17: Lunford 2\nLunford 2 has a short chronicle. Its pages are listed here:`);
      const sys = system(`তুমি একজন গবেষণা সহকারী। ব্যবহারকারীর অনুরোধ: ${asked}`);
      cutKeeping(request(sys, user(`তথ্যসূত্রগুলো নিচে দিলাম:\n\n${records.join('\n\n')}`)), level, [FIRE_9]);
    });
  }
});

describe('the records’ own questions stay theirs', () => {
  it('a last document whose text asks inside it ("Are we all agreed?") is a record, not the asker’s words', () => {
    // The first part of an upload: documents 1–9, then the one two-digit number of the batch.
    const last = `Document [10](Title: ${townName(3)}) At the council meeting the mayor reads out each motion, asking "Are we all agreed?", to which the hall first votes aloud. ${townParagraph(3)}`;
    const r = request(user(`Habari! Nitakutumia makala kwa sehemu mbili. Usijibu chochote hadi nikuulize swali.\n\nSehemu ya kwanza:\n\n${documents(0, 9)}\n\n${last}`));
    expect(readMember(r.messages[0]!).info.kind).toBe('none');
    const out = createCompressor().compressRequest(r, { level: 'balanced' });
    expect(out.request.messages[0]?.content).toBe(r.messages[0]?.content);
  });
});

describe('the last body under titles that stand apart', () => {
  it('a last text that asks inside it, under its own `**name.txt**` title paragraph, is the material’s', () => {
    const files = towns(0, 15).map((i) => `**kb-${1000 + i}.txt**\n\n${townParagraph(i)}`).join('\n\n');
    const last = `**kb-1015.txt**\n\nAt the council meeting the mayor reads out each motion, asking "Are we all agreed?", to which the hall first votes aloud. ${townParagraph(15)}`;
    expect(readMember(user(`**HELP-311: Customer follow-up**\n\n${files}\n\n${last}`)).info.kind).toBe('none');
  });
});

describe('task words that are about the answer, or name things, ask no task', () => {
  it('reads quoting and past participles as no task, and keeps the tasks beside them', () => {
    expect(asksWholeTask('- quote: one exact sentence copied verbatim from that document.')).toBe(false);
    expect(asksWholeTask('Quote the supporting sentence verbatim.')).toBe(false);
    expect(asksWholeTask('Copy the document verbatim.')).toBe(true);
    expect(asksWholeTask('Copy each sentence verbatim.')).toBe(true);
    expect(asksWholeTask('## Conversation memory (auto-summarised)')).toBe(false);
    expect(asksWholeTask('Summarise the notes.')).toBe(true);
    expect(asksWholeTask('The retrieval call and its results appear in the transcript.')).toBe(false);
    expect(asksWholeTask('Transcribe the recording.')).toBe(true);
    // Ukrainian "перевір" checks; Russian "переведи" translates.
    expect(asksWholeTask('Перевір, будь ласка, відповідь за джерелами.')).toBe(false);
    expect(asksWholeTask('Переведи текст на английский.')).toBe(true);
    // A task done to the reply: its object is the answer, or "it" once answering was spoken of.
    expect(asksWholeTask('After you answer, turn it into a multiple-choice quiz item.')).toBe(false);
    expect(asksWholeTask('Translate your answer into French.')).toBe(false);
    expect(asksWholeTask('Answer the question, then translate the document into German.')).toBe(true);
    expect(asksWholeTask('Translate it into German.')).toBe(true);
    // Korean: "not a summary" negates it after the word.
    expect(asksWholeTask('요약이 아닌 실제 완전한 내용을 최종 답변으로 반환해야 합니다.')).toBe(false);
    expect(asksWholeTask('이 문서를 요약해 주세요.')).toBe(true);
  });
  it('reads task words that describe (a third person, a modal, "compared to", an Italian noun) as no order', () => {
    // Dev questions that had read as whole-material tasks.
    expect(asksWholeTask('US is concerned about confrontation of the Middle East with which other country?')).toBe(false);
    expect(asksWholeTask('Reduction essentially takes one problem and converts into what?')).toBe(false);
    expect(asksWholeTask('What is an example of an enzyme that can transform skin cells into tumors?')).toBe(false);
    expect(asksWholeTask('Where were Persians more successful compared to Chinese in the Yuan?')).toBe(false);
    expect(asksWholeTask('What contains a nearly verbatim of parliamentary debates?')).toBe(false);
    // The orders beside them stay tasks.
    expect(asksWholeTask('Confronta i due documenti.')).toBe(true);
    expect(asksWholeTask('Convert the table to JSON.')).toBe(true);
    expect(asksWholeTask('Can you translate the document into German?')).toBe(true);
    expect(asksWholeTask('Compare the two documents.')).toBe(true);
    expect(asksWholeTask('Give me the text verbatim.')).toBe(true);
  });
  it('reads a relative clause after a comma (", which would be …") as no question, and "what is" after one as a question', () => {
    expect(describeQuery('', 'The island was taken in 1169, which would be under Western European domination for the following 380 years.').kind).toBe('none');
    expect(describeQuery('', 'The hall stood by the river, where it was rebuilt after the fire.').kind).toBe('none');
    expect(describeQuery('', 'Spune-mi, te rog, what is the capital of Xland.').kind).toBe('lookup');
  });
  it('leaves a reported question to its own reader: what it asks before the comma stays part of it', () => {
    const parts = describeQuery('', "okay so uh the question is basically in May 2002, where would you go to address the Parliament, yeah that's it, thanks").parts;
    expect(parts.join(' ')).toContain('May 2002');
  });
  it('reads "what follows" after a colon as an announcement, not a question', () => {
    expect(describeQuery('Note: what follows is the transcript of the meeting. Read it carefully.').kind).toBe('none');
    expect(describeQuery('Zoek voor mij uit: In Harwick, when was the town hall rebuilt after the fire. Gebruik alleen de documenten.').kind).toBe('lookup');
  });
});

describe("a grader's short system message: the question and the answer to check", () => {
  const passages = `Retrieved passages:\n\n${documents()}`;
  const grader = `You check facts. Below are a question and an answer another model wrote. Check the answer against the passages in the user's message only.\n\nQuestion: ${asked}\nAnswer to check: "I think it was in 1820."\n\nReply in exactly this form:\nVerdict: correct / wrong / unsupported\nSupporting passage: its number and a short quote`;
  for (const level of LOSSY) {
    it(`${level}: the user's message only brings the passages; they are selected against the question to check`, () => {
      cutKeeping(request(system(grader), user(passages)), level, [FIRE_9, passages.split('\n')[0] ?? '']);
    });
  }

  it('several worked examples in a system message ask nothing: passages with no question of the user are sent whole', () => {
    const examples = 'Answer in the form of these examples.\n\nQuestion: In what year was the Orvel Point lighthouse automated?\nAnswer: 1962\n\nQuestion: How many cards are in a Quillon deck?\nAnswer: 48';
    for (const level of LOSSY) {
      const r = request(system(examples), user(passages));
      expect(createCompressor().compressRequest(r, { level }).request.messages).toEqual(createCompressor().compressRequest(r, { level: 'lossless' }).request.messages);
    }
  });

  it("one worked example outranks no user's words: a question typed without its \"?\" is still the one read", () => {
    const example = 'Answer like this example.\n\nQuestion: In what year was the Orvel Point lighthouse automated?\nAnswer: 1962';
    const bare = `when was the town hall of ${townName(9)} rebuilt after the fire`;
    for (const level of LOSSY) cutKeeping(request(system(example), user(`${bare}\n\n${documents()}`)), level, [FIRE_9]);
  });
});
