/**
 * A question carried in markup: an attribute of the material's wrapper, a lone tag after it, a
 * form's field. Tags were stripped as markup, question and all, so these requests were read as
 * asking nothing and sent whole.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { allText, request, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (content: string, level: CompressionLevel) => createCompressor().compressRequest(request(user(content)), { level });
const asked = `When was the hall of ${townName(7)} rebuilt after the fire?`;
const answer = String(1400 + 7 * 3);
const docs = Array.from({ length: 12 }, (_, i) => `<doc id="${i + 1}">\n${townParagraph(i)}\n</doc>`).join('\n');
/** Text with its indentation gone (a lossless level may drop a page's indent): every word, in order. */
const words = (t: string): string => t.replace(/\s+/g, ' ').trim();
const plain = Array.from({ length: 12 }, (_, i) => townParagraph(i)).join('\n\n');

const FRAMES: Record<string, string> = {
  'the wrapper\'s attribute, under an instruction that asks nothing': `Antworte auf Deutsch, kurz.\n\n<documents question="${asked}">\n${docs}\n</documents>`,
  'the wrapper\'s attribute, an instruction after the material': `<documents question="${asked}">\n${docs}\n</documents>\n\nRéponds en une phrase.`,
  'a lone tag after the material': `${docs}\n\n<query text="${asked}" lang="en"/>\n\nОтветь одним предложением.`,
  'single quotes around plain paragraphs': `<context ask='${asked}'>\n${plain}\n</context>`,
  'a form\'s field over its closing tag': `<form>\n<textarea name="context">\n${plain}\n</textarea>\n<input type="text" name="q" value="${asked}">\n</form>\n\n答えだけを書いてください。`,
  'a component with the question as a prop': `<Retrieval>\n${docs}\n</Retrieval>\n<Question text="${asked}" />`,
  'a button whose data attribute holds the question, under its caption': `Segue o HTML que o front mandou — pode responder?\n\n<div class="widget">\n${docs}\n<p class="aviso">Responda só com base nos documentos acima.</p>\n<button type="button" data-pergunta="${asked}">Responder</button>\n</div>`,
  'a question in Chinese, full-width mark, no spaces': `<文档 问题="${townName(7)}的议事厅在火灾后哪一年重建？">\n${docs}\n</文档>`,
};

describe('a question carried in an attribute', () => {
  for (const [name, content] of Object.entries(FRAMES)) {
    for (const level of LOSSY) {
      it(`${level}: ${name} is the question; the material is selected against it`, () => {
        const out = compress(content, level);
        const sent = allText(out.request);
        expect(sent).toContain(answer);
        expect(sent).toMatch(/<[^>]*(?:question|text|ask|value|pergunta|问题)=["'][^"']*[?？]["']/u);
        expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
      });
    }
  }

  it('a URL\'s query string in an attribute asks nothing: the wrapped material with no question is sent whole', () => {
    const content = `<source url="https://wiki.example.org/search?q=harwick+hall&lang=en">\n${docs}\n</source>`;
    for (const level of LOSSY) expect(allText(compress(content, level).request)).toBe(content);
  });

  it('a question in an attribute inside the material (a page\'s link title) is the page\'s, not the asker\'s', () => {
    const page = `${plain.split('\n\n').slice(0, 6).join('\n\n')}\n\n<a href="/faq" title="Why did the hall burn down?">FAQ</a>\n\n${plain.split('\n\n').slice(6).join('\n\n')}`;
    for (const level of LOSSY) expect(words(allText(compress(page, level).request))).toBe(words(page));
  });
});

describe('a request sent as one markup document: the question in the frame around its records', () => {
  const articles = Array.from({ length: 12 }, (_, i) => `    <article class="result" data-doc="${i + 1}">\n      <h2>${townName(i)}</h2>\n      <p>${townParagraph(i)}</p>\n    </article>`).join('\n');
  const xmlDocs = Array.from({ length: 12 }, (_, i) => `    <qa:Document id="${i + 1}" title="${townName(i)}"><![CDATA[${townParagraph(i)}]]></qa:Document>`).join('\n');
  const DOCUMENTS: Record<string, string> = {
    'a form posted back, the question in its textarea': `<form method="post" action="/ask">\n  <fieldset>\n${articles}\n  </fieldset>\n  <label for="q">Twoje pytanie</label>\n  <textarea id="q" name="q">${asked}</textarea>\n  <button type="submit">Wyślij</button>\n</form>`,
    'an XML API call with namespaced documents, the question in an attribute': `<?xml version="1.0" encoding="UTF-8"?>\n<qa:AnswerRequest xmlns:qa="https://api.example.org/qa/v2" answerLang="en">\n  <qa:Instruction>Antworte nur anhand der Dokumente.</qa:Instruction>\n  <qa:Query type="reading" text="${asked}"/>\n  <qa:Documents>\n${xmlDocs}\n  </qa:Documents>\n</qa:AnswerRequest>`,
    'a page whose head names the question in a meta tag': `<!DOCTYPE html>\n<html lang="my">\n<head>\n  <meta charset="utf-8">\n  <meta name="qa:question" content="${asked}">\n</head>\n<body>\n  <main>\n${articles}\n  </main>\n</body>\n</html>`,
  };
  for (const [name, content] of Object.entries(DOCUMENTS)) {
    for (const level of LOSSY) {
      it(`${level}: ${name}: the question stays in place and the records are selected against it`, () => {
        const out = compress(content, level);
        const sent = allText(out.request);
        expect(sent).toContain(answer);
        expect(sent).toContain(asked);
        expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
      });
    }
  }

  it('a page that asks nothing in its frame, its articles asking their own questions, is sent whole', () => {
    const own = articles.replace(`<h2>${townName(3)}</h2>`, `<h2>Why did ${townName(3)} grow so fast?</h2>`);
    const page = `<!DOCTYPE html>\n<html>\n<body>\n  <main>\n${own}\n  </main>\n</body>\n</html>`;
    for (const level of LOSSY) expect(words(allText(compress(page, level).request))).toBe(words(page));
  });

  it('a frame that asks many things (a page\'s FAQ box) names no one question: sent whole', () => {
    const faq = ['How do I book a tour?', 'Are dogs allowed on the wall?', 'Is the museum open on Mondays?', 'Where can I park near the old town?'].map((q) => `    <dt>${q}</dt><dd>See the visitor desk.</dd>`).join('\n');
    const page = `<!DOCTYPE html>\n<html>\n<body>\n  <main>\n${articles}\n  </main>\n  <dl class="faq">\n${faq}\n  </dl>\n</body>\n</html>`;
    for (const level of LOSSY) expect(words(allText(compress(page, level).request))).toBe(words(page));
  });
});

describe('a question box among the records: a short labelled element that asks, at either end', () => {
  const macro = (i: number): string => `<ac:structured-macro ac:name="expand"><ac:parameter ac:name="title">${townName(i)}</ac:parameter><ac:rich-text-body><p>${townParagraph(i)}</p></ac:rich-text-body></ac:structured-macro>`;
  const speech = (i: number): string => `<p>\n  <mark name="doc-${i + 1}"/>\n  <s>${townParagraph(i)}</s>\n</p>`;
  const BOXES: Record<string, string> = {
    'a wiki page\'s info box above the documents': `<ac:structured-macro ac:name="info"><ac:parameter ac:name="title">使用者提問</ac:parameter><ac:rich-text-body><p>${asked}</p></ac:rich-text-body></ac:structured-macro>\n${Array.from({ length: 12 }, (_, i) => macro(i)).join('\n')}`,
    'a speech document\'s last paragraph, "the user\'s question is:"': `<speak version="1.1" xml:lang="el-GR">\n${Array.from({ length: 12 }, (_, i) => speech(i)).join('\n')}\n<p>\n  <s>Η ερώτηση του χρήστη είναι:</s>\n  <s>${asked}</s>\n</p>\n</speak>`,
  };
  for (const [name, content] of Object.entries(BOXES)) {
    for (const level of LOSSY) {
      it(`${level}: ${name} is the question, kept as it was`, () => {
        const out = compress(content, level);
        const sent = allText(out.request);
        expect(sent).toContain(answer);
        expect(sent).toContain(asked);
        expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
      });
    }
  }

  it('a thread whose first post is only a question (no label) is the thread\'s: sent whole', () => {
    const thread = `<thread>\n<post>${asked}</post>\n${Array.from({ length: 12 }, (_, i) => `<post>${townParagraph(i)}</post>`).join('\n')}\n</thread>`;
    for (const level of LOSSY) expect(words(allText(compress(thread, level).request))).toBe(words(thread));
  });
});

describe('a payload an app built around its records, the question deep in it', () => {
  const blocks = (question: string) => JSON.stringify({
    channel: 'C05QAHELP01',
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: 'Q&A helper' } },
      ...Array.from({ length: 12 }, (_, i) => ({ type: 'section', block_id: `doc_${i + 1}`, text: { type: 'mrkdwn', text: `*${townName(i)}*\n${townParagraph(i)}` } })),
      { type: 'input', label: { type: 'plain_text', text: 'Frage' }, element: { type: 'plain_text_input', action_id: 'question_input', initial_value: question } },
    ],
  });
  for (const level of LOSSY) {
    it(`${level}: a chat app's blocks with the question in an input's initial value: the question stays, the records are selected`, () => {
      const out = compress(blocks(asked), level);
      const sent = allText(out.request);
      expect(sent).toContain(answer);
      expect(sent).toContain(asked);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }

  it('records that each ask their own question (an FAQ export) name no one question: sent whole', () => {
    const faq = JSON.stringify({ items: Array.from({ length: 12 }, (_, i) => ({ q: `When was ${townName(i)} founded?`, a: townParagraph(i) })) });
    for (const level of LOSSY) {
      const sent = allText(compress(faq, level).request);
      // (A lossless re-encoding of the table may change its syntax, never its values.)
      for (const i of Array.from({ length: 12 }, (_, k) => k)) expect(sent).toContain(String(1400 + i * 3));
      expect(sent).not.toMatch(/omitted/);
    }
  });
});

describe('a letter that pastes its sources below it', () => {
  const mime = (to: string): string => `From: =?UTF-8?B?zp3Or866zr/PgiDOk861z4nPgc6zzq/Ov8+F?= <n.georgiou@example.gr>\nTo: =?UTF-8?B?zpzOsc+Bzq/OsSDOms6xz4HOsc67zq4=?= <${to}>\nSubject: =?UTF-8?Q?Background_reading?=`;
  const attachments = Array.from({ length: 12 }, (_, i) => `----- Attachment ${i + 1}: ${townName(i)}.txt -----\n${townParagraph(i)}`).join('\n\n');
  const letter = `From: Ruth Ambrose <ruth@example.org>\nSubject: Background check before Thursday\n\nHi all,\n\nSome context first: I sit on the review panel on Thursday and I would rather not get a detail wrong in front of the committee, so I want to check against the documents themselves, not my memory.\n\nSo, the one thing I need answered is this: ${asked}\n\nEverything I was sent is pasted below, one attachment per block.\n\nThanks,\nRuth\n\n${attachments}`;
  for (const level of LOSSY) {
    it(`${level}: the question in the letter, however long its preamble, is the question; the attachments are selected against it`, () => {
      const out = compress(letter, level);
      const sent = allText(out.request);
      expect(sent).toContain(answer);
      expect(sent).toContain(asked);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }

  it("a raw letter's encoded header fields (`=?UTF-8?B?…?=`) ask nothing: with no question, the letter and its attachments are sent whole", () => {
    const raw = `${mime('m.karali@example.com')}\n\nHi Maria,\n\nHere is the background reading for Thursday, as promised. I have not had time to go through it myself.\n\nBest,\nNikos\n\n${attachments}`;
    for (const level of LOSSY) expect(words(allText(compress(raw, level).request))).toBe(words(raw));
  });
});
