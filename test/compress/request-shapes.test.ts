/**
 * Questions worded as orders (the fifth blind probe's imperative families, eval/probe5): "Find
 * out …", "Tell me …", "I'd like to know …", `Task: Identify ….` ask exactly what the question
 * would, and were sent whole. And what must stay whole though it reads like them: work on the
 * material ("Review … and point out …"), questions about the material itself ("What is this
 * document about?" — which had every passage cut).
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { selectPassages } from '../../src/compress/passage-select.js';
import { splitPassages } from '../../src/compress/passages.js';
import type { ChatRequest } from '../../src/wire/chat.js';
import { allText, document, request, serviceLog, system, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const sentWhole = (r: ChatRequest, level: CompressionLevel): void => {
  expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
};
/** Compressed to at most this share of its tokens, with `kept` in what the upstream receives. */
const cutKeeping = (r: ChatRequest, level: CompressionLevel, kept: string, share = 0.6): void => {
  const out = compress(r, level);
  expect(allText(out.request)).toContain(kept);
  expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * share);
};

const documents = Array.from({ length: 14 }, (_, i) => `[Document ${i + 1}] Title: ${townName(i)}\n${townParagraph(i)}`).join('\n\n');

describe('a request for information is read as the question it asks', () => {
  for (const level of LOSSY) {
    it(`${level}: "Find out …, thanks" before a document, "I'd like to know …" after it`, () => {
      cutKeeping(request(user(`Find out when Dunmere was founded, thanks\n\n${document(24)}`)), level, 'Dunmere was founded in 1141');
      cutKeeping(request(user(`${document(24)}\n\nI'd like to know the year Ferrow was founded.`)), level, 'Ferrow was founded in 1155');
    });
    it(`${level}: "Task: Identify …" above a log written as one paragraph`, () => {
      const r = request(system('You are a helpful assistant.'), user(`Task: Identify the status code request req-4153 failed with.\nInput:\n${serviceLog()}`));
      cutKeeping(r, level, 'request req-4153 failed with 503');
    });
    it(`${level}: "Show me …" over numbered documents`, () => {
      cutKeeping(request(user(`Show me the founding year of Kestrel.\n\n${documents}`)), level, 'Kestrel was founded in 1190');
    });
  }
});

describe('orders that ask for work, and questions about the material itself, stay whole', () => {
  for (const level of LOSSY) {
    it(`${level}: review, explain and overview requests are no lookups`, () => {
      sentWhole(request(user(`Review this text and point out the mistakes.\n\n${document(24)}`)), level);
      sentWhole(request(user(`${document(24)}\n\nExplain how these towns grew.`)), level);
      sentWhole(request(user(`${documents}\n\nGive me the gist of it.`)), level);
    });
    it(`${level}: "What is this document about?" and "Tell me what this document is about." keep every passage`, () => {
      sentWhole(request(user(`${documents}\n\nWhat is this document about?`)), level);
      sentWhole(request(user(`Tell me what this document is about.\n\n${documents}`)), level);
    });
  }
});

describe('passage selection never cuts blind', () => {
  it('keeps the text when no passage shares a word with the question and none holds an anchor', () => {
    const out = selectPassages(documents, splitPassages(documents), { query: 'zebra quantum telescope', anchors: [], keepRatio: 0.26, countTokens: (t) => Math.ceil(t.length / 4) });
    expect(out).toBe(documents);
  });
});

/** The sixth blind probe's two-hop prompts (eval/probe6): the question names the first record only. */
describe('a second hop inside one material', () => {
  const FIRST = ['Ines', 'Hana', 'Omar', 'Lena', 'Pavel', 'Keiko', 'Mateo', 'Amara'];
  const LAST = ['Markawy', 'Scaka', 'Delorme', 'Vesmartis', 'Nakfel', 'Tisther', 'Osttisves', 'Felost'];
  const founder = (i: number): string => `${FIRST[i % 8]} ${LAST[(i * 3) % 8]}`;
  const companies = Array.from({ length: 8 }, (_, i) => `${townName(i)} Systems`);
  const filler = 'Changes take effect within a few minutes and do not require a restart of the worker fleet. Audit events are emitted for every modification and retained according to the workspace retention policy.';
  for (const level of LOSSY) {
    it(`${level}: "the birthplace of the founder of X" keeps the founder's biography, which the question never names`, () => {
      const docs = [
        ...companies.map((c, i) => `Title: ${c} company profile\n${c} was founded by ${founder(i)}. ${filler}`),
        ...companies.map((_, i) => `Title: ${founder(i)} — biography\n${founder(i)} was born in ${townName(i + 3)} and studied engineering before starting a company. ${filler}`),
      ].map((d, k) => `[Document ${k + 1}] ${d}`).join('\n\n');
      const out = compress(request(user(`Find the birthplace of the founder of ${companies[5]}.\n\n${docs}`)), level);
      expect(allText(out.request)).toContain(`${founder(5)} was born in ${townName(8)}`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: an id the asked e-mail holds leads to the e-mail that answers ("INV-7608 was paid on …")`, () => {
      const mails = Array.from({ length: 12 }, (_, i) => [
        `From: billing@vendor.example\nSubject: Invoice for the ${townName(i)} project\nThe invoice for the ${townName(i)} project is INV-${7600 + i}. ${filler}`,
        `From: ar@vendor.example\nSubject: Payment received\nThanks — INV-${7600 + i} was paid on ${i + 1} March 2024. ${filler}`,
      ]).flat();
      const thread = [...mails.filter((_, k) => k % 2 === 0), ...mails.filter((_, k) => k % 2 === 1)].join('\n\n---\n\n');
      const out = compress(request(user(`${thread}\n\nWhen was the invoice for the ${townName(8)} project paid?`)), level);
      expect(allText(out.request)).toContain('INV-7608 was paid on 9 March 2024');
    });
    it(`${level}: two tables pasted together: the order's row points at its customer's row`, () => {
      const orders = Array.from({ length: 300 }, (_, i) => `ORD-${40000 + i * 97},C-${1000 + ((i * 37) % 300)},SKU-${500 + (i % 9)},${(i % 7) + 1}`);
      const customers = Array.from({ length: 300 }, (_, i) => `C-${1000 + i},${founder(i)},${founder(i).toLowerCase().replace(' ', '.')}.${i}@shop-mail.com,${i % 3 ? 'basic' : 'gold'}`);
      const r = request(user(`orders.csv\norder_id,customer_id,sku,qty\n${orders.join('\n')}\n\ncustomers.csv\ncustomer_id,name,email,tier\n${customers.join('\n')}\n\nWhat is the e-mail address of the customer who placed order ORD-${40000 + 21 * 97}?`));
      const out = compress(r, level);
      expect(allText(out.request)).toContain(customers[(21 * 37) % 300]);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});

/** Dev wordings that sent their material whole or barely cut (eval/wordings.ts). */
describe('the question in a chatty message, a quote, a JSON body', () => {
  const asked = 'When was Kestrel founded';
  for (const level of LOSSY) {
    it(`${level}: a question mid-chit-chat above documents pasted in a bare fence is read, and the fence's prose selected`, () => {
      const r = request(user(`hey! hope the offsite went well\n\nokay so quick one while I have you — ${asked}? it's for the one-pager. I dumped the source text below so you don't have to dig for it:\n\n\`\`\`\n${documents}\n\`\`\`\n\nno rush at all :coffee:`));
      const out = compress(r, level);
      expect(allText(out.request)).toContain('Kestrel was founded in 1190');
      expect(allText(out.request)).toMatch(/```\n[\s\S]*\n```/);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: 'answer the question "…"' without its "?", and "…, tell me …" after a clause`, () => {
      cutKeeping(request(user(`${document(24)}\n\nPlease answer the question "${asked}" using only the text above, in one sentence.`)), level, 'Kestrel was founded in 1190');
      cutKeeping(request(user(`The context is between the markers.\n<<<\n${document(24)}\n>>>\nConsidering nothing but that context, tell me when Kestrel was founded. One sentence.\nReply:`)), level, 'Kestrel was founded in 1190');
    });
    it(`${level}: a question without its "?" above a line saying how to answer, in a later turn`, () => {
      // The documents wait in the system message through a greeting; the question comes with "(answer in English, in one line)" in Hindi.
      const later = (words: string) =>
        request(system(`Answer only from the reference documents below.\n\n=== Documents ===\n${documents}\n=== End ===`), user('नमस्ते'), { role: 'assistant', content: 'नमस्ते! आपका प्रश्न क्या है?' }, user(words));
      for (const words of [`${asked}\n(उत्तर अंग्रेज़ी में, एक ही पंक्ति में दीजिए)`, `${asked}\nKeep it to one sentence.`]) cutKeeping(later(words), level, 'Kestrel was founded in 1190', 0.5);
      // Two unpunctuated lines, or a byline over a remark, are no question typed without its "?".
      sentWhole(later(`thanks for the documents\nsee you tomorrow then`), level);
      sentWhole(later(`lee 10:20 AM\nthanks all, talk tomorrow`), level);
    });
    it(`${level}: a question quoted after a colon in a long closing sentence of another language`, () => {
      const xml = `<documents>\n${Array.from({ length: 14 }, (_, i) => `<doc id="${i + 1}">\n${townParagraph(i)}\n</doc>`).join('\n')}\n</documents>`;
      const closing = `Tafadhali jibu swali hili la mteja wetu kutoka ofisi ya kaskazini: "${asked}?" Jibu kwa ufupi, kwa sentensi moja tu, na utaje nambari ya makala uliyotumia ili tuweze kuikagua baadaye. Asante sana!`;
      expect(closing.length).toBeGreaterThan(200);
      cutKeeping(request(user(`Habari, hapa chini kuna makala za hifadhi yetu ya maarifa.\n\n${xml}\n\n${closing}`)), level, 'Kestrel was founded in 1190');
      // A story's last paragraph quoting a question in its dialogue asks nothing of the asker's.
      const dialogue = `"Was the hall of Kestrel really rebuilt after the fire?" asked the old woman at the well, and the mayor, who had lived in Kestrel all his life, told her the whole story of the fire, the market and the hall.`;
      sentWhole(request(user(`${document(14)}\n\n${dialogue}`)), level);
    });
    it(`${level}: documents sent as a JSON array of strings are selected like passages`, () => {
      const body = JSON.stringify({ instructions: 'Answer from the documents only.', documents: Array.from({ length: 16 }, (_, i) => townParagraph(i)), question: `${asked}?` }, null, 2);
      cutKeeping(request(user(body)), level, 'Kestrel was founded in 1190', 0.5);
    });
    it(`${level}: the whole JSON request in the system message, the user only pointing at it`, () => {
      const body = JSON.stringify({ maelekezo: 'Jibu kwa kutumia nyaraka pekee.', nyaraka: Array.from({ length: 16 }, (_, i) => ({ namba: i + 1, maandishi: townParagraph(i) })), swali: `${asked}?` }, null, 2);
      cutKeeping(request(system(body), user('Tafadhali jibu swali lililo kwenye ombi hapo juu.')), level, 'Kestrel was founded in 1190', 0.5);
    });
  }
  it('a line guessed to be a question typed without its "?" is outranked by the one question a JSON part asks (a chat card)', () => {
    const card = JSON.stringify({ type: 'carousel', contents: [{ type: 'bubble', header: { type: 'text', text: 'คำถาม' }, body: { type: 'text', text: `${asked}?` } }, ...Array.from({ length: 16 }, (_, i) => ({ type: 'bubble', size: 'giga', body: { type: 'box', contents: [{ type: 'text', text: `Document ${i + 1}: ${townName(i)}` }, { type: 'text', text: townParagraph(i), wrap: true }] } }))] });
    const r: ChatRequest = { model: 'gpt-4o', messages: [{ role: 'user', content: [{ type: 'text', text: 'ข้อความ Flex Message ที่ระบบค้นหาส่งมามีดังนี้ กรุณาตอบคำถามในบับเบิลแรกเป็นภาษาอังกฤษ ไม่เกินสองประโยค และระบุเลขเอกสารในวงเล็บเหลี่ยม' }, { type: 'text', text: card }] }] };
    for (const level of LOSSY) cutKeeping(r, level, 'Kestrel was founded in 1190', 0.75);
  });
  it('a notebook pasted under a line naming it: the question in a code cell\'s source line is read, the markdown cells selected', () => {
    const cell = (type: string, source: string[]) => ({ cell_type: type, metadata: {}, source, ...(type === 'code' ? { execution_count: 1, outputs: [] } : {}) });
    const notebook = {
      cells: [cell('markdown', ['# QA experiment\n', 'Answer from the documents only.']), cell('code', [`question = "${asked}?"\n`, 'documents = []']), ...Array.from({ length: 16 }, (_, i) => cell('markdown', [`## Document ${i + 1}: ${townName(i)}\n`, '\n', townParagraph(i)])), cell('code', ['answer = qa(question, documents)'])],
      metadata: { kernelspec: { name: 'python3' } },
      nbformat: 4,
    };
    for (const level of LOSSY) cutKeeping(request(user(`मेरी नोटबुक (qa_experiment.ipynb):\n${JSON.stringify(notebook, null, 1)}`)), level, 'Kestrel was founded in 1190', 0.6);
  });
  it('a JSON system message whose records each ask their own question (an FAQ) names no question: sent whole', () => {
    const faq = JSON.stringify({ faq: Array.from({ length: 16 }, (_, i) => ({ q: `When was ${townName(i)} founded?`, a: townParagraph(i) })) }, null, 2);
    for (const level of LOSSY) sentWhole(request(system(faq), user('Thanks, that is all.')), level);
  });
});

describe('English words that other languages\' task stems collide with', () => {
  for (const level of LOSSY) {
    it(`${level}: "Polish", "resumed", "converted" and "a list of" in a lookup do not make it a task`, () => {
      const towns = document(24).replace('Dunmere was founded', 'Dunmere, a Polish town, was founded');
      cutKeeping(request(user(`${towns}\n\nWhen was the Polish town founded?`)), level, 'Dunmere, a Polish town, was founded in 1141');
      cutKeeping(request(user(`${document(24)}\n\nWhen was trade in Kestrel resumed after the fire of 1433?`)), level, 'Kestrel was founded');
      cutKeeping(request(user(`${document(24)}\n\nIn which year was the hall of Ferrow converted after the fire?`)), level, 'rebuilt after a fire in 1415');
    });
    it(`${level}: "For each …, name …" and "make a list of …" still read every record`, () => {
      sentWhole(request(user(`${document(24)}\n\nFor each town, name the year it was founded.`)), level);
      sentWhole(request(user(`${document(24)}\n\nCould you make a list of the towns and their trades?`)), level);
    });
    it(`${level}: a question without its "?" in a short XML element under the material`, () => {
      const r = request(system('<instructions>Answer from the context. Be brief.</instructions>'), user(`<context>\n${document(24)}\n</context>\n<query>When was Kestrel founded</query>`));
      cutKeeping(r, level, 'Kestrel was founded in 1190');
    });
  }
});

/** Probe 6's question between two halves of the material (pasted, asked, pasted on). */
describe('a question asked inside the material', () => {
  const half = (from: number): string => Array.from({ length: 10 }, (_, i) => townParagraph(from + i)).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: ruled off as a form, it is read, kept byte-exact where it stands, and the material around it selected`, () => {
      const asked = '---\nQuestion: When was Kestrel founded?\n---';
      const out = compress(request(user(`${half(0)}\n\n${asked}\n\n${half(10)}`)), level);
      const sent = allText(out.request);
      expect(sent).toContain('Kestrel was founded in 1190');
      expect(sent).toContain(`\n\n${asked}\n\n`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: between two halves of a log, naming a request id`, () => {
      const lines = serviceLog().split('\n');
      const r = request(user(`${lines.slice(0, 200).join('\n')}\n\nWhat status code did request req-4153 fail with?\n\n${lines.slice(200).join('\n')}`));
      cutKeeping(r, level, 'request req-4153 failed with 503');
    });
    it(`${level}: an article's own rhetorical question, or an FAQ's questions, ask nothing: pasted alone, it is sent whole`, () => {
      sentWhole(request(user(`${half(0)}\n\nSo why did Kestrel grow so fast?\n\n${half(10)}`)), level);
      const costs = `${half(0)} Request REQ-77 cost 40 euros and REQ-78 cost 12 euros.`;
      sentWhole(request(user(`${costs}\n\nWhat did request REQ-77 cost?\n\n${half(10)}\n\nAnd what did REQ-78 cost?\n\n${half(4)}`)), level);
    });
  }
});

/** Probe 7 (eval/probe7): yes/no questions that only every record can answer. */
describe('whether every record holds something, or any lacks it', () => {
  const orders = Array.from({ length: 300 }, (_, i) => `ORD-${40000 + i * 97},C-${1000 + ((i * 37) % 320)},SKU-${500 + (i % 9)},${(i % 7) + 1}`).join('\n');
  const customers = Array.from({ length: 300 }, (_, i) => `C-${1000 + i},${townName(i)} Traders,${i % 3 ? 'basic' : 'gold'}`).join('\n');
  const tables = `orders.csv\norder_id,customer_id,sku,qty\n${orders}\n\ncustomers.csv\ncustomer_id,name,tier\n${customers}`;
  for (const level of LOSSY) {
    it(`${level}: "Are there orders whose customer is not in the customers table?" and "Does every town have a railway station?" are sent whole`, () => {
      sentWhole(request(user(`${tables}\n\nAre there orders whose customer_id is not in the customers table?`)), level);
      sentWhole(request(user(`${document(24)}\n\nDoes every town have a railway station?`)), level);
    });
  }
});

describe('material pasted when the assistant asked for it', () => {
  const sources = Array.from({ length: 20 }, (_, i) => townParagraph(i)).join('\n\n');
  const asked = `hey quick q: when was ${townName(6)} founded??`;
  for (const level of ['balanced', 'aggressive'] as CompressionLevel[]) {
    it(`${level}: is read for the question asked before the assistant's "Could you paste the sources?"`, () => {
      const r = request(user(asked), { role: 'assistant', content: "Happy to help, but I can't see your files. Could you paste the sources you found?" }, user(`ok heres wht the search gave me:\n\n${sources}`));
      const out = createCompressor().compressRequest(r, { level });
      expect(allText(out.request)).toContain(`${townName(6)} was founded in ${1120 + 6 * 7}`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
    it(`${level}: is sent whole when the assistant asked nothing (the paste may be for a new question)`, () => {
      const r = request(user(asked), { role: 'assistant', content: `${townName(6)} was founded in ${1120 + 6 * 7}.` }, user(`ok heres wht the search gave me:\n\n${sources}`));
      const compress = (l: CompressionLevel) => createCompressor().compressRequest(r, { level: l }).request.messages;
      expect(compress(level)).toEqual(compress('lossless'));
    });
  }
});

describe("a ticket's summary field is named, not asked for", () => {
  const attachments = Array.from({ length: 16 }, (_, i) => `{quote}\n*doc-${i + 1} — ${townName(i)}*\n${townParagraph(i)}\n{quote}`).join('\n');
  for (const level of LOSSY) {
    it(`${level}: "When a ticket's summary is a question" and "The summary line is the question" leave the ticket's question a lookup`, () => {
      const r = request(
        system("You are an assistant embedded in the issue tracker. When a ticket's summary is a question, answer it from the ticket's attachments."),
        user(`[RES-4417] When was Kestrel founded?\nType: Question    Priority: Medium\n\nDescription:\nThe summary line is the question. Please answer from the attachments only.\n\nAttachments (16):\n${attachments}`),
      );
      const out = compress(r, level);
      expect(allText(out.request)).toContain('Kestrel was founded in 1190');
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: a question quoted without its "?" beside a request ('is literally "Was …" — answer that, and tell me which attachment') is what is asked`, () => {
      const r = request(
        system(`Current ticket: PROJ-77. The reporter attached reference documents.\n\nAttachments:\n\n${attachments}`),
        user('tl;dr PROJ-77?'),
        { role: 'assistant', content: 'PROJ-77 is a customer question with 16 attachments.' },
        user(`ok. the summary line on the ticket is literally "Was the town hall of ${townName(7)} rebuilt after a fire" — answer that from the attachments please, and tell me which attachment`),
      );
      const out = compress(r, level);
      expect(allText(out.request)).toContain(`rebuilt after a fire in ${1400 + 7 * 3}`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: a quoted review that opens like a question ("Does the job, nothing more. …") asks nothing: the paste stays whole`, () => {
      const reviews = Array.from({ length: 40 }, (_, i) => `Review ${i + 1} — ${townName(i)}\n"${i % 3 === 0 ? 'Does the job, nothing more. ' : ''}Quiet, fast and the support team answered within an hour." Verified purchase, order ${500100 + i * 37}.`).join('\n\n');
      sentWhole(request(user(reviews)), level);
    });
    it(`${level}: "What's the summary of …?", "Write the summary", "the summary is what I need" still ask for one: whole`, () => {
      for (const ask of ["What's the summary of these attachments?", 'Write the summary of the attachments for the ticket.', 'The summary is what I need, one line per attachment.']) {
        sentWhole(request(user(`${attachments}\n\n${ask}`)), level);
      }
    });
  }
});
