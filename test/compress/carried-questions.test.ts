/**
 * Questions the material carries (the sixth probe pool, eval/probe-wordings-6.ts, written blind
 * from held-out pool 5's category names): the asker's words only point at them — "tell me what
 * she wants to know", "sort out the TODO" — and the question stands in an e-mail's P.S., a chat
 * message between two batches of a bot's posts, a comment in a file the agent read first. An
 * Atom feed's XML declaration asks nothing. Each test failed before its rule.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { allText, request, system, townName, townParagraph, user } from './fixtures/prompts.js';
import { cutKeeping } from './fixtures/cut.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const towns = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

const DISCLAIMER =
  'This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error, ' +
  'please notify the sender immediately and delete it from your system; any use, disclosure or copying of its contents by anyone ' +
  'other than the intended recipient is prohibited. The institute accepts no liability for any damage caused by viruses transmitted by this e-mail.';

describe("a question in an e-mail's P.S., under pasted attachments", () => {
  const asked = `P.S. Before I forget — in which year was the town hall of ${townName(7)} rebuilt after the fire? I promised the committee an answer.`;
  const mail =
    'Please read this e-mail from our partner and tell me the one thing she actually wants to know.\n\n' +
    'From: Ingrid Solberg <ingrid.solberg@partner.example.no>\nSubject: Materials for the workshop\n\n' +
    'Hello again,\n\nMany thanks for hosting us last month. As promised, I am attaching the background material we collected ' +
    'for the workshop; it comes from several archives, so some of it repeats itself.\n\n' +
    towns(20).map((i) => `[Attachment ${i + 1} of 20: ${townName(i).toLowerCase()}.txt]\n${townParagraph(i)}`).join('\n\n') +
    `\n\nWith best wishes,\nIngrid\n\n${asked}\n\n${DISCLAIMER}`;
  for (const level of LOSSY) {
    it(`${level}: the P.S.'s question is kept and answered from the attachments (the e-mail's header fields ask nothing)`, () => {
      cutKeeping(request(user(mail)), level, [asked, `rebuilt after a fire in ${1400 + 7 * 3}`]);
    });
  }
});

describe("a question posted mid-thread, between a bot's posts", () => {
  const post = (i: number): string => `RefBot [APP] · ${townName(i)}\n${townParagraph(i)}`;
  const asked = `Sung-min · When was ${townName(10)} founded?`;
  const thread = `${towns(14).map(post).join('\n\n')}\n\n${asked}\n\n${towns(6).map((i) => post(i + 14)).join('\n\n')}\n\nSung-min · 👍 whoever knows, reply in thread`;
  for (const level of LOSSY) {
    it(`${level}: the question is read and kept in place, and the founding year survives`, () => {
      const r = request(system('You are the team assistant in a group chat. Reply in-thread with one short answer.'), user(thread));
      cutKeeping(r, level, [asked, `${townName(10)} was founded in ${1120 + 10 * 7}`]);
    });
  }
});

describe('a TODO in the file a coding agent read first', () => {
  const call = (id: string, path: string): ChatMessage => ({
    role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name: 'read_file', arguments: JSON.stringify({ path }) } }],
  });
  const result = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
  const code =
    "import { passages } from '../../fixtures/passages.js';\n\nexport interface Expected {\n  question: string;\n  answer: string;\n}\n\n" +
    `// TODO(#212): In which year was ${townName(6)} founded?\n// The answer is in fixtures/passages.txt somewhere; put it in \`answer\` below.\n` +
    "export const expected: Expected = { question: QUESTION_212, answer: '' };\n";
  const r = request(
    system('You are an AI pair programmer in an IDE. Use the tools to read files.'),
    user('can you sort out the TODO in src/quiz/expected.ts? the data it refers to is in fixtures/'),
    call('call_1', 'src/quiz/expected.ts'),
    result('call_1', code),
    call('call_2', 'fixtures/passages.txt'),
    result('call_2', towns(20).map(townParagraph).join('\n\n')),
  );
  for (const level of LOSSY) {
    it(`${level}: the second file is read against the TODO's question`, () => {
      cutKeeping(r, level, [`${townName(6)} was founded in ${1120 + 6 * 7}`]);
    });
  }
});

describe('a TODO inside the very file the agent opened', () => {
  const open = (id: string, path: string): ChatMessage => ({
    role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name: 'open_file', arguments: JSON.stringify({ path }) } }],
  });
  const result = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
  for (const level of LOSSY) {
    it(`${level}: a question a comment quotes without its "?" is asked of the data block above it, which is selected inside, not dropped whole`, () => {
      // The towns' paragraphs sit in a list literal with no blank line: one passage of most of the file.
      const corpus = towns(20).map((i) => `    # ${i + 1}: ${townName(i)}\n    """${townParagraph(i)}""",`).join('\n');
      const file =
        `import pytest\n\nfrom lookup import answer\n\nCORPUS = [\n${corpus}\n]\n\n` +
        `# TODO(jlee): answer "In the year the hall of ${townName(8)} burned, what was rebuilt" from CORPUS and set EXPECTED\nEXPECTED = None\n\n\n` +
        'def test_lookup():\n    assert answer(CORPUS) == EXPECTED\n';
      const r = request(system('You are a pair programmer in the editor.'), user('what should EXPECTED be in the lookup test? the TODO says'), open('c1', 'tests/test_lookup.py'), result('c1', file));
      cutKeeping(r, level, [`rebuilt after a fire in ${1400 + 8 * 3}`]);
    });
    it(`${level}: a comment saying what the question was written against reports no question of its own`, () => {
      // "# Raw corpus the question was written against (one passage per paragraph)." read as a reported
      // question ("the question was …") made the TODO's turn a task over every paragraph.
      const corpus = towns(20).map((i) => townParagraph(i)).join('\n\n');
      const file =
        `"""Fixtures for the quiz generator tests."""\n\n# Raw corpus the question was written against (one passage per paragraph).\nCORPUS = """\n${corpus}\n"""\n\n` +
        `# TODO(lena): When was the town hall of ${townName(8)} rebuilt after the fire?\n#   -> fill EXPECTED below once someone checks CORPUS\nEXPECTED: str | None = None\n`;
      const r = request(system('You are a coding agent. You can call open_file.'), user("There's a TODO in quiz/fixtures.py I need resolved — look at it and just tell me the answer, don't edit the file."), open('c1', 'quiz/fixtures.py'), result('c1', file));
      cutKeeping(r, level, [`rebuilt after a fire in ${1400 + 8 * 3}`]);
    });
    it(`${level}: an HTML comment's TODO in a numbered file view is read, its line number and comment marks no words of it`, () => {
      const lines = ['# Sources', '', ...towns(20).flatMap((i) => [`## ${townName(i)}`, townParagraph(i), '']), `<!-- TODO: when was ${townName(13)} founded -->`];
      const view = lines.map((l, i) => `${String(i + 1).padStart(6)}\t${l}`).join('\n');
      const r = request(system('You are a coding agent.'), user("there's a TODO somewhere in docs/ that nobody picked up. find it and answer it"), open('c1', 'docs/sources.md'), result('c1', view));
      cutKeeping(r, level, [`${townName(13)} was founded in ${1120 + 13 * 7}`]);
    });
  }
});

describe('a raw e-mail pasted with its transport headers', () => {
  const raw =
    'Return-Path: <ingrid.solberg@partner.example.no>\nDate: Tue, 3 Feb 2026 08:12:44 +0000\nFrom: Ingrid Solberg <ingrid.solberg@partner.example.no>\n' +
    'To: Sam Osei <sam.osei@example.net>\nSubject: Materials for the workshop\nMIME-Version: 1.0\nContent-Type: text/plain; charset="UTF-8"\n\n' +
    `Hi Sam,\n\nThe background material for the workshop is below (the archive's export 1.0, plain text in UTF-8).\n\n${towns(20).map(townParagraph).join('\n\n')}\n\nBest,\nIngrid`;
  for (const level of LOSSY) {
    it(`${level}: its Return-Path, MIME-Version and Content-Type fields ask nothing: with nothing else asked, the mail is sent whole`, () => {
      const r = request(system('You are an e-mail assistant. Draft a one-line reply to what the user pastes.'), user(raw));
      expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
    });
  }
});

describe('tool output whose turn asks nothing', () => {
  for (const level of LOSSY) {
    it(`${level}: "Go ahead." over a tool output that holds a question of its own: the output's question asks nothing of us`, () => {
      const r = request(
        user('Go ahead.'),
        { role: 'assistant', content: null, tool_calls: [{ id: 'a', type: 'function', function: { name: 'read_notes', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'a', content: `${towns(20).map(townParagraph).join('\n\n')}\n\nWhy was the hall of ${townName(2)} rebuilt?` },
      );
      expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
    });
  }
});

describe("an Atom feed's XML declaration", () => {
  const feed =
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <title>Town histories</title>\n' +
    towns(20).map((i) => `  <entry>\n    <title>${townName(i)}</title>\n    <id>urn:town:${i + 1}</id>\n    <summary>${townParagraph(i)}</summary>\n  </entry>`).join('\n') +
    '\n</feed>';
  for (const level of LOSSY) {
    it(`${level}: asks nothing: the system message's question is the query`, () => {
      const r = request(system(`Answer from the feed the user sends. Question: When was ${townName(3)} founded?`), user(feed));
      cutKeeping(r, level, [`${townName(3)} was founded in ${1120 + 3 * 7}`]);
    });
  }
});

describe('a Slack thread copied with its posters and times', () => {
  const lines = (from: number, n: number): string => towns(n).map((i) => `[${from + i + 1}] ${townName(from + i)}: ${townParagraph(from + i)}`).join('\n');
  const thread =
    "Can you answer Jon's question from this Slack thread? Copying it all in.\n\n#research-desk — thread\n\n" +
    `Maya Okafor  10:02 AM\ndumping the first half of what the search tool found\n${lines(0, 10)}\n\n` +
    `Jon Whitfield  10:05 AM\nIn which year was ${townName(4)} founded?\n\n` +
    `Maya Okafor  10:06 AM\nnot sure tbh, here's the rest\n${lines(10, 10)}\n\n` +
    'Jon Whitfield  10:09 AM\nok someone smarter than me pls answer my q above 😅';
  for (const level of LOSSY) {
    it(`${level}: a post's time (\`10:05 AM\`) is no field label, so the thread is no few-shot frame: Jon's question is read`, () => {
      cutKeeping(request(user(thread)), level, [`In which year was ${townName(4)} founded?`, `${townName(4)} was founded in ${1120 + 4 * 7}`]);
    });
  }
});

describe("a ticket's Summary field", () => {
  const ticket =
    'Exported issue — answer what the Summary asks, briefly.\n\n' +
    `Key: KB-2209\nSummary: When was ${townName(9)} founded?\nIssue Type: Question\nSprint: KB Sprint 41\n\n` +
    `Description:\nh2. Candidate sources\n\n${towns(20).map((i) => `h3. [${i + 1}] ${townName(i)}\n${townParagraph(i)}`).join('\n\n')}`;
  for (const level of LOSSY) {
    it(`${level}: names a field, not a task: the question in it is looked up`, () => {
      cutKeeping(request(user(ticket)), level, [`${townName(9)} was founded in ${1120 + 9 * 7}`]);
    });
    it(`${level}: ...typed without its "?" too (\`Summary: When was … founded\`)`, () => {
      cutKeeping(request(user(ticket.replace('founded?', 'founded'))), level, [`${townName(9)} was founded in ${1120 + 9 * 7}`]);
    });
    it(`${level}: a task named before a colon is no field: "Translate to German: what does it say about …?" and "Proofread this: is the part on … right?" are sent whole`, () => {
      for (const asked of [`Translate to German: what does it say about ${townName(10)}'s market?`, `Proofread this: is the part on the town hall of ${townName(5)} right?`]) {
        const r = request(user(`${towns(20).map(townParagraph).join('\n\n')}\n\n${asked}`));
        expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
      }
    });
  }
});

describe('a TODO in the very file an agent read', () => {
  const file =
    '"""Fixtures for the quiz generator tests."""\n\nfrom __future__ import annotations\n\n# Raw corpus the question was written against.\nCORPUS = """\n' +
    towns(20).map(townParagraph).join('\n\n') +
    `\n"""\n\n# TODO(lena): In which year was ${townName(2)} founded?\n#   -> fill EXPECTED below once someone checks CORPUS\nEXPECTED: str | None = None\n`;
  const r = request(
    system('You are a coding agent working in the user\'s repository. You can call read_file to inspect files.'),
    user("There's a TODO in quiz/fixtures.py — can you resolve it? Just tell me the answer."),
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'read_file', arguments: '{"path":"quiz/fixtures.py"}' } }] },
    { role: 'tool', tool_call_id: 'call_1', content: file },
  );
  for (const level of LOSSY) {
    it(`${level}: the file's corpus is read against its own TODO, which stays`, () => {
      cutKeeping(r, level, [`# TODO(lena): In which year was ${townName(2)} founded?`, `${townName(2)} was founded in ${1120 + 2 * 7}`]);
    });
  }
});

describe("a task's settings written as fields", () => {
  for (const level of LOSSY) {
    it(`${level}: "Summary: the founding years and trades of the towns" / "Audience: school pupils" is a task over the whole document: sent whole`, () => {
      const r = request(user(`Summary: the founding years and trades of the towns\nAudience: school pupils\n\n${towns(20).map(townParagraph).join('\n\n')}`));
      expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
    });
  }
});

describe('the second blind pool of these shapes (eval/probe-wordings-7.ts)', () => {
  const corpus = towns(20).map((i) => `(${i + 1}) ${townName(i)}\n${townParagraph(i)}`).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: a user's line only guessed to be a question does not outrank the system message's question`, () => {
      const r = request(
        system(`Research question (from the user's saved search): "When was ${townName(11)} founded?"\n\nUse the fetch_feed tool, then answer in under ten words.`),
        user('check the feed and answer my saved search pls'),
        { role: 'assistant', content: null, tool_calls: [{ id: 'f1', type: 'function', function: { name: 'fetch_feed', arguments: '{"limit":50}' } }] },
        { role: 'tool', tool_call_id: 'f1', content: corpus },
      );
      cutKeeping(r, level, [`${townName(11)} was founded in ${1120 + 11 * 7}`]);
    });
    it(`${level}: a saved search quoted without its "?" behind an aside ("Research question (quoted from …): \"When was …\"") outranks the user's bare line`, () => {
      const r = request(
        system(`Research question (quoted from the user's saved search): "When was ${townName(11)} founded"\n\nUse the fetch_feed tool, then answer in under ten words.`),
        user('check the feed and answer my saved search pls'),
        { role: 'assistant', content: null, tool_calls: [{ id: 'f1', type: 'function', function: { name: 'fetch_feed', arguments: '{"limit":50}' } }] },
        { role: 'tool', tool_call_id: 'f1', content: corpus },
      );
      cutKeeping(r, level, [`${townName(11)} was founded in ${1120 + 11 * 7}`]);
    });
    it(`${level}: a question in a forwarded mail's quoted lines is read, its "> " marker no word of it`, () => {
      const mail =
        'fwd below — can you answer the question Jonas asks in his original mail? one line is plenty\n\n---------- Forwarded message ---------\n' +
        'From: Ruth <ruth@example.org>\nDate: Mon, 2 Feb 2026 at 16:04\nSubject: Re: sources for the quiz\nTo: me\n\nHi! Forwarding Jonas\'s mail.\n\n' +
        `On Mon, 2 Feb 2026 at 11:37, Jonas <jonas@example.org> wrote:\n> Hi Ruth,\n>\n> Could you (or whoever has the sources) tell me: in which year was ${townName(3)} founded?\n>\n> Jonas\n\n[attachment: sources.txt]\n${corpus}`;
      cutKeeping(request(user(mail)), level, [`${townName(3)} was founded in ${1120 + 3 * 7}`]);
    });
  }
});

describe("a document's own question (an article's worked example) is no question of the asker's", () => {
  const example =
    "To show what a surveyor's question looks like, the guide then gives an instance of one: " +
    `Was the town hall of ${townName(3)} rebuilt after the fire of ${1400 + 3 * 3}? The answer to this one instance tells little about ` +
    'the others, which is why the guide describes the method and not the single town, and why its maps leave such questions to the reader.';
  const docA = [...towns(6).map(townParagraph), example, ...towns(6).map((i) => townParagraph(i + 6))].join('\n\n');
  const docB = towns(12).map((i) => townParagraph(i + 12)).join('\n\n');
  const titled = `Document [1](Title: A guide to the river towns) ${docA}\n\nDocument [2](Title: Notes on the coast) ${docB}`;
  for (const level of LOSSY) {
    // (A heading over the first paragraph heads that paragraph; it makes no retrieval's titled document of it.)
    for (const [name, material] of [['two titled documents', titled], ['plain paragraphs', `${docA}\n\n${docB}`], ['plain paragraphs under one heading', `# The river towns\n\n${docA}\n\n${docB}`]] as const) {
      it(`${level}, ${name}: "What do they have in common, and how are they different?" is sent whole`, () => {
        const r = request(system('You are a helpful assistant.'), user(`${material}\n\nWhat do they have in common, and how are they different?`));
        expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
      });
    }
    it(`${level}: a cover note's question on a long line above the titled documents is still read`, () => {
      const asked = `in which year was ${townName(9)} founded?`;
      const note =
        'Hello all, and thanks again for the long planning session on Thursday; I know the room mix-up cost us half an hour. ' +
        'I have gone through the extracts the library search returned, pasted below since the attachment kept bouncing, and most look ' +
        `fine for background reading, but there is one thing I could not pin down before I finalise the handout: ${asked[0]!.toUpperCase()}${asked.slice(1)} ` +
        'If someone could confirm it from the extracts, that would be wonderful.';
      const docs = towns(20).map((i) => `Document [${i + 1}](Title: ${townName(i)}) ${townParagraph(i)}`).join('\n\n');
      const r = request(user(`Can you answer what Helen is asking in this e-mail? Just the fact.\n\n${note}\n\n${docs}`));
      cutKeeping(r, level, [`${townName(9)} was founded in ${1120 + 9 * 7}`]);
    });
  }
});

describe('a form sent to be filled: one question whose answer field is left blank', () => {
  const asked = `When was the town hall of ${townName(7)} rebuilt after the fire?`;
  const sections = towns(20).map((i) => `### ${townName(i)}\n\n${townParagraph(i)}`).join('\n\n');
  const forms = {
    'front matter, `answer: ""`': `content/faq/entry-0931.md\n\n---\nlayout: faq\nweight: 931\nfaq:\n  question: >-\n    ${asked}\n  answer: ""\n  reviewed_by: null\n---\n\n${sections}\n\n<!-- answer must come from one of the sections above -->`,
    'front matter in Turkish, `cevap:`':
      'Merhaba! Aşağıda not uygulamamdan bir not var. Ön bilgideki "soru" alanı hâlâ cevapsız. Lütfen notun gövdesindeki kaynaklara bakarak sadece bu soruyu kısaca cevapla; notun tamamını özetlemene gerek yok.\n\n' +
      `---\nbaslik: Okuma notları\netiketler: [kaynaklar, açık-soru]\nsoru: |\n  ${asked}\ncevap:\n---\n\n# Kaynaklar\n\n${sections}\n\nŞimdiden teşekkürler!`,
    'a TSV export, `answer\\t-\\t`': `kind\tref\tvalue\n${towns(20).map((i) => `passage\t[${i + 1}] ${townName(i)}\t${townParagraph(i)}`).join('\n')}\nquestion\t-\t${asked}\nanswer\t-\t`,
  };
  const instructions = system('When an entry is missing its answer, reply with only the text that belongs in the answer field.');
  for (const level of LOSSY) {
    for (const [name, body] of Object.entries(forms)) {
      it(`${level}: ${name} — the blank's question is read, the material selected for it`, () => {
        cutKeeping(request(instructions, user(body)), level, [asked, `rebuilt after a fire in ${1400 + 7 * 3}`]);
      });
    }
    it(`${level}: a question already answered, or two blanks, leave the paste whole (it asks nothing of ours)`, () => {
      const answered = forms['a TSV export, `answer\\t-\\t`'].replace(/answer\t-\t$/, `answer\t-\tIn ${1400 + 21}.`);
      const two = forms['front matter, `answer: ""`'].replace('  answer: ""', `  answer: ""\n  follow_up: >-\n    How many inhabitants had ${townName(3)}?\n  follow_up_answer: ""`);
      expect(answered).toContain(`answer\t-\tIn ${1400 + 21}.`);
      for (const body of [answered, two]) {
        const r = request(instructions, user(body));
        expect(allText(compress(r, level).request)).toBe(allText(compress(r, 'lossless').request));
      }
    });
  }
});

describe('a note that points to its question: a label after its first sentence, an arrow', () => {
  const asked = `when was the town hall of ${townName(7)} rebuilt after the fire`;
  const answer = `rebuilt after a fire in ${1400 + 7 * 3}`;
  for (const level of LOSSY) {
    it(`${level}: "# TODO: check the documents and fill EXPECTED. Kysymys: …" (no "?") in a file an agent read`, () => {
      const docs = towns(20).map((i) => `    {"id": ${i + 1}, "text": ${JSON.stringify(townParagraph(i))}},`).join('\n');
      const file = `# TODO(aino.virtanen): selvitä dokumenteista ja täytä EXPECTED_ANSWER. Kysymys: ${asked.replace(/^w/, 'W')}\n\nDOCUMENTS = [\n${docs}\n]\n\nEXPECTED_ANSWER = None\n`;
      const view = file.split('\n').map((l, i) => `${String(i + 1).padStart(6)}\t${l}`).join('\n');
      const r: ChatRequest = {
        model: 'gpt-4o',
        messages: [
          system('Olet koodausagentti. Voit lukea tiedostoja työkalulla view.'),
          user('Hei! Tiedostossa tests/fixtures/lahteet.py on TODO, jossa kysytään yhtä asiaa dokumenteista. Katso tiedosto ja kerro, mikä EXPECTED_ANSWER pitäisi olla.'),
          { role: 'assistant', content: null, tool_calls: [{ id: 'v1', type: 'function', function: { name: 'view', arguments: '{"path":"tests/fixtures/lahteet.py"}' } }] },
          { role: 'tool', tool_call_id: 'v1', content: view },
        ],
      };
      cutKeeping(r, level, [answer]);
    });
    it(`${level}: "% TODO: settle this before submitting -> …?" in a LaTeX chapter, the asker's words running on into its preamble`, () => {
      const items = towns(20).map((i) => `  \\item \\textbf{${townName(i)}}\\\\\n  ${townParagraph(i)}`).join('\n');
      const tex =
        'Szia! Bemásolom a szakdolgozatom fejezetét. Van benne egy kommentbe írt kérdés, amit a konzulensem hagyott – nézd meg a lenti idézetek alapján, mi rá a válasz.\n\n' +
        `% !TEX program = xelatex\n\\chapter{Elméleti háttér}\n\n% TODO (Dr. Kovács): ezt még tisztázni kell leadás előtt -> ${asked}?\n\n\\section{Források}\n\\begin{enumerate}\n${items}\n\\end{enumerate}\n`;
      cutKeeping(request(user(tex)), level, [answer]);
    });
  }
});
