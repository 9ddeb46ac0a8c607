/**
 * Shapes from blind pool 17 (eval/probe-wordings-17.ts) that were sent whole or lost their
 * answer: a chat export whose question is posted under the sources another member pasted, a
 * web form whose instructions name the field that asks, a voice app whose notes are transcribed
 * automatically, and one search sent to several indexes in parallel.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest, ToolCall } from '../../src/wire/chat.js';
import { request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const sent = (r: ChatRequest): string => r.messages.map(text).join('\n');
const towns = Array.from({ length: 12 }, (_, i) => i);
const ASKED = 7;
const answer = `rebuilt after a fire in ${1400 + ASKED * 3}`;

describe('a chat export: the question posted under the sources another member pasted', () => {
  // Every source opens alike ("Source n: Town history (part n)"), so the last one's paragraph
  // runs on into the posts under it; the post is a record of its own all the same.
  const sources = towns.map((i) => `Source ${i + 1}: Town history (part ${i + 1})\n${townParagraph(i)}`).join('\n\n');
  const exported = (asked: string): ChatRequest =>
    request(
      system('You get an exported group chat. Answer only Emma\'s question, from the sources Joris pasted.'),
      user(
        `Can you help Emma? Here is the export:\n\n[14-03-2024 19:02:11] Sanne de Vries: Hi all! Who still has the sources for the essay?\n` +
          `[14-03-2024 19:03:40] Joris Bakker: Me, pasting them here\n[14-03-2024 19:03:52] Joris Bakker: ${sources}\n` +
          `[14-03-2024 19:05:10] Sanne de Vries: Great, thanks!\n[14-03-2024 19:06:27] Emma Visser: ${asked}\n` +
          `[14-03-2024 19:07:02] Joris Bakker: No idea, still have to read them\n[14-03-2024 19:07:15] Sanne de Vries: Ask the AI then`,
      ),
    );
  for (const level of LOSSY) {
    it(`${level}: a question with its mark, in a post dated as WhatsApp dates it`, () => {
      const out = compress(exported(`ok quick one, does it say: when was the town hall of ${townName(ASKED)} rebuilt after the fire?`), level);
      expect(sent(out.request)).toContain(answer);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: a yes/no question typed without its mark after a lead-in ("it says here: Was the …")`, () => {
      const out = compress(exported(`ok quick one, it says here: Was the town hall of ${townName(ASKED)} rebuilt after a fire`), level);
      expect(sent(out.request)).toContain(answer);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
  }
});

describe('a web form whose instructions name the field that asks', () => {
  const question = `When was the town hall of ${townName(ASKED)} rebuilt after the fire?`;
  const fields = (asked: string): string =>
    [
      'New submission — form #4471', 'submitted: 2024-11-18 09:42', 'name: Gagnon', 'email: me.gagnon@example.ca', 'topic: Local history',
      `question: ${asked}`, `sources: ${towns.length}`,
      ...towns.map((i) => `source_${i + 1}_text: ${townParagraph(i)}`), 'comment: Thanks! No need for a long answer.',
    ].join('\n');
  const html = (asked: string): string =>
    `<form action="/ask-a-librarian" method="post">\n  <input type="text" name="name" value="Kadri Tamm">\n  <input type="email" name="epost" value="kadri.tamm@example.ee">\n` +
    `  <input type="text" name="kusimus" value="${asked}">\n` +
    `  <textarea name="allikad">${towns.map((i) => `Document [${i + 1}](Title: ${townName(i)}) ${townParagraph(i)}`).join('\n\n')}</textarea>\n` +
    `  <select name="vastuse_keel"><option value="et" selected>eesti</option></select>\n  <input type="submit" value="Saada">\n</form>`;
  for (const level of LOSSY) {
    it(`${level}: \`Réponds à la valeur du champ « question »\` over \`field: value\` lines`, () => {
      const out = compress(request(system('Réponds en français à la valeur du champ « question », en t\'appuyant uniquement sur les champs source_N_text.'), user(fields(question))), level);
      expect(sent(out.request)).toContain(answer);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: \`Vasta välja „kusimus“ küsimusele\` over an HTML form`, () => {
      const out = compress(request(system('Kasutaja saatis veebivormi. Vasta välja „kusimus“ küsimusele ainult välja „allikad“ põhjal.'), user(html(question))), level);
      expect(sent(out.request)).toContain(answer);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: instructions that name no field leave the form whole`, () => {
      const r = request(system('Réponds en français, en t\'appuyant uniquement sur les sources.'), user(fields(question)));
      expect(sent(compress(r, level).request)).toBe(sent(compress(r, 'lossless').request));
    });
  }
});

describe('a voice app whose instructions say its notes are transcribed automatically', () => {
  const material = towns.map((i) => `Document [${i + 1}](Title: ${townName(i)}) ${townParagraph(i)}`).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: "the app transcribes them automatically" and a note's "automatic transcription" caption order no transcription`, () => {
      const r = request(
        system('You are the voice assistant of the NotesNow app. The user dictates voice notes and the app transcribes them automatically. Answer only from the texts the user pasted.'),
        user(`Texts I pasted from the browser:\n\n${material}\n\n🎤 Voice note (0:41) · automatic transcription:\nWhen was the town hall of ${townName(ASKED)} rebuilt after the fire?`),
      );
      const out = compress(r, level);
      expect(sent(out.request)).toContain(answer);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: "Transcribe the audio notes below." is still a task over all of them`, () => {
      const r = request(user(`Transcribe the audio notes below.\n\n${material}`));
      expect(sent(compress(r, level).request)).toBe(sent(compress(r, 'lossless').request));
    });
  }
});

describe('one search sent to several indexes in parallel', () => {
  // The calls' shared query words title every output alike, and a word in every output ranks none
  // of them: a short page holding three common words of the question ranked above the one that answers.
  const pages = [
    'The mill kept its account books in a locked chest, and the miller usually left the key with the priest on market days. Farmers brought grain from the valley, and the stones turned from dawn until the evening bell.',
    'In the old days the north gate of the town was usually left open at night, in keeping with custom.',
    'Keeping sheep on the upper pasture was hard work in winter. The shepherds usually left the flock in the fold at night and walked down to the village, where the inn stayed open late for travellers.',
    'The bridge over the river was rebuilt twice. Its first span was wooden and burned in a summer fire; the second, of stone, still stands and carries the road to the northern towns.',
    'The guild hall was open to members only. Its records list the masters of each trade, the fees they paid, and the fines for poor work, kept in a ledger that survives in the town archive.',
    'Even when proofs assume a concrete encoding, one tries to keep the discussion abstract enough that the choice of encoding is left independent of the result.',
    'A choice of routes led over the hills: the old drovers road, steep and direct, or the longer valley road that merchants preferred because it stayed dry in the wet months of the year.',
    'The chapel on the hill was left unfinished when the money ran out. Its walls stand open to the sky, and in spring the grass inside is full of flowers that the village children pick.',
    'Markets were held every Thursday in the square. Traders set up stalls before dawn, selling cloth, salt, cheese and tools, and the council collected a small fee from each stall holder.',
    'The school opened in a single room above the bakery. Its first teacher kept an account of every pupil, noting their progress in reading and sums, and the book is now in the museum.',
    'Travellers usually stopped at the ford to water their horses. In dry summers the river was low enough to cross on foot, and a ferry ran only when the spring floods came down from the hills.',
    'The castle was held by the same family for three centuries. Its towers were rebuilt after a siege, and the great hall was hung with tapestries showing the hunts of the old lords.',
  ].map((t, i) => `[${i + 1}] Source ${i + 1}\n${t}`);
  const indexes = ['search_encyclopedia', 'search_archive', 'search_press'];
  const call = (k: number): ToolCall => ({ id: `c${k}`, type: 'function', function: { name: indexes[k] ?? '', arguments: JSON.stringify({ query: 'keeping account abstract choice usually left open' }) } });
  const r = (): ChatRequest => ({
    model: 'gpt-4o',
    messages: [
      system('You are a research assistant. You may call the search tools in parallel. Cite the extracts [n].'),
      user('In keeping the account abstract, what choice is usually left open?'),
      { role: 'assistant', content: null, tool_calls: indexes.map((_, k) => call(k)) },
      ...indexes.map((_, k): ChatMessage => ({ role: 'tool', tool_call_id: `c${k}`, content: pages.slice(k * 4, k * 4 + 4).join('\n\n') })),
    ],
  });
  for (const level of LOSSY) {
    it(`${level}: the output holding the answer is kept, the others left out`, () => {
      const out = compress(r(), level);
      expect(sent(out.request)).toContain('the choice of encoding is left independent');
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.5);
    });
  }
});

describe('questions in files and records: quoted, in a TODO, in a JSON Lines record or a notebook cell', () => {
  const question = `When was the town hall of ${townName(ASKED)} rebuilt after the fire?`;
  const expectCut = (r: ChatRequest, level: CompressionLevel): void => {
    const out = compress(r, level);
    expect(sent(out.request)).toContain(answer);
    expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
  };
  const expectWhole = (r: ChatRequest, level: CompressionLevel): void => {
    expect(sent(compress(r, level).request)).toBe(sent(compress(r, 'lossless').request));
  };
  const sources = towns.map((i) => `Извор ${i + 1}: Town history (part ${i + 1})\n${townParagraph(i)}`).join('\n\n');
  const fence = '```';
  const docs = `# Sources\n\n${towns.map((i) => `## ${i + 1}. ${townName(i)}\n\n${townParagraph(i)}`).join('\n\n')}\n`;
  const jsonl = (lead: string): string =>
    `${lead}\n\n${JSON.stringify({ tur: 'soru', metin: question })}\n${towns.map((i) => JSON.stringify({ tur: 'pasaj', no: i + 1, baslik: townName(i), metin: townParagraph(i) })).join('\n')}`;
  const tsv = (rule: string): string =>
    `السلام علیکم! میں نے یہ جدول کاپی کیا ہے۔\n\nنمبر\tعنوان\tمتن\n${towns.map((i) => `${i + 1}\t${townName(i)}\t${townParagraph(i)}`).join('\n')}\n\nسوال: ${question}\n\n${rule}`;
  const notebook = JSON.stringify(
    { cells: [{ cell_type: 'markdown', source: `## Otázka\n\n${question}\n\n**Odpověď:** _doplnit_` }, { cell_type: 'markdown', source: '## Zdroje' }, ...towns.map((i) => ({ cell_type: 'markdown', source: `### [${i + 1}] ${townName(i)}\n\n${townParagraph(i)}` }))] },
    null,
    1,
  );
  for (const level of LOSSY) {
    it(`${level}: a colleague's question quoted „…?“ inside the opening paragraph, above the sources`, () => {
      expectCut(request(user(`Здраво! Колега ме је данас на састанку питао „${question}“ и нисам знао шта да му кажем. Ево материјала који имамо у тиму — одговори само на основу њега и наведи број извора. Немој да препричаваш материјал.\n\n${sources}\n\nХвала унапред,\nНикола`)), level);
    });
    it(`${level}: a fence whose info string names its file (\`\`\`markdown title="docs/sources.md"), the question in another file's TODO`, () => {
      const files = `Below are the files the user has open.\n\n${fence}markdown title="docs/sources.md"\n${docs}${fence}\n\n${fence}rust title="src/lib.rs"\n// TODO(marko): answer the ticket's question — ${question}\npub fn answer() -> &'static str {\n    todo!()\n}\n${fence}`;
      expectCut(request(system(files), user('Answer the question in the TODO comment in src/lib.rs, only from docs/sources.md. No code.')), level);
    });
    it(`${level}: an Armenian request to answer the JSDoc comment's question (հարց)`, () => {
      const files = `<open_file path="src/answer.ts">\n/**\n * Question (see README.md):\n * ${question}\n */\nexport function answer(): string {\n  throw new Error('TODO');\n}\n</open_file>\n\n<open_file path="README.md">\n${docs}</open_file>`;
      expectCut(request(system(files), user('Պատասխանիր JSDoc մեկնաբանության հարցին՝ օգտվելով միայն README.md-ից։ Կոդ մի գրիր։')), level);
    });
    it(`${level}: words above a JSON Lines file whose first record asks ("Pasajları özetleme." forbids a summary)`, () => {
      expectCut(request(user(jsonl('Aşağıda bir JSONL dosyası var. İlk satır soru, diğerleri kaynak pasajlar. Yalnızca pasajlara dayanarak cevap ver ve cevabı JSON olarak döndür: {"cevap": "...", "kaynak_no": n}. Bilmiyorsan "bilmiyorum" yaz. Pasajları özetleme.'))), level);
    });
    it(`${level}: "Pasajları özetle." over the same file orders a summary`, () => {
      expectWhole(request(user(jsonl('Aşağıda bir JSONL dosyası var. Yalnızca pasajlara dayanarak cevap ver. Pasajları özetle.'))), level);
    });
    it(`${level}: an Urdu rule "جدول کا خلاصہ نہ کریں" (do not summarise the table) under the question`, () => {
      expectCut(request(user(tsv('براہ کرم صرف جدول کی بنیاد پر جواب دیں۔ جدول کا خلاصہ نہ کریں۔'))), level);
    });
    it(`${level}: "جدول کا خلاصہ کریں" (summarise the table) is a task`, () => {
      expectWhole(request(user(tsv('جدول کا خلاصہ کریں۔'))), level);
    });
    it(`${level}: words above a LaTeX fence that closes the message point at its TODO comment`, () => {
      const tex = `\\documentclass{article}\n\\begin{document}\n\\section{Intro}\n% TODO (question for the intro): ${question}\n% answer: \n\\section{Sources}\n${towns.map((i) => `\\paragraph{${townName(i)}} ${townParagraph(i)}`).join('\n\n')}\n\\end{document}`;
      expectCut(request(user(`I am writing a paper in LaTeX. There is a question in the TODO comment that I need answered from the cited sources (section Sources). Answer in one sentence and give the source's number; if the answer is not there, write that you do not know.\n\n${fence}latex\n${tex}\n${fence}`)), level);
    });
    // (At balanced, cells alike as these go as a TOON table, none left out; aggressive selects among them.)
    it.runIf(level === 'aggressive')(`${level}: a notebook's first cell asks, its question a JSON string with escaped line breaks`, () => {
      // (Measured against the lossless level: minifying the notebook's JSON saves tokens by itself.)
      const r = request(user(`Ahoj, posílám svůj notebook (analyza.ipynb). Odpověz prosím na otázku z první buňky, jen podle buněk v sekci Zdroje.\n\n${fence}json\n${notebook}\n${fence}`));
      const out = compress(r, level);
      expect(sent(out.request)).toContain(answer);
      expect(out.report.tokensAfter).toBeLessThan(compress(r, 'lossless').report.tokensAfter * 0.9);
    });
  }
});

describe('a raw multipart message: the body part asks, the attachment part is the material', () => {
  const boundary = '----=_Part_4821_1715678631';
  const mail = (body: string): string =>
    [
      'From: "Rui Carvalho" <rui.carvalho@example.pt>', 'To: reference@library.example', 'Subject: Question about the attached sources', 'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`, '', `--${boundary}`, 'Content-Type: text/plain; charset="UTF-8"', '', body, '',
      `--${boundary}`, 'Content-Type: text/plain; charset="UTF-8"; name="sources.txt"', 'Content-Disposition: attachment; filename="sources.txt"', '',
      towns.map((i) => townParagraph(i)).join('\n\n'), '', `--${boundary}--`,
    ].join('\n');
  const system = (content: string): ChatMessage => ({ role: 'system', content });
  for (const level of LOSSY) {
    it(`${level}: the question in the mail's own part, over plain paragraphs attached`, () => {
      const r = request(
        system('You triage the reference desk mailbox. Reply to the sender, answering only the doubt in the e-mail from the attachment.'),
        user(mail(`Good morning,\n\nI am preparing a paper and have one doubt:\n\nWhen was the town hall of ${townName(ASKED)} rebuilt after the fire?\n\nI attach the texts I gathered. I would be grateful if the answer relied on them only.\n\nBest regards,\nRui Carvalho\n--\nSent from my phone`)),
      );
      const out = compress(r, level);
      expect(sent(out.request)).toContain(answer);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: a mail sent ahead of its question, acknowledged, then asked about`, () => {
      const r = request(
        user(mail("Hi, see the attached excerpts. I'll send my question separately.")),
        { role: 'assistant', content: 'I have parsed the message: a short note and a text attachment. What would you like to know?' },
        user(`given that email, when was the town hall of ${townName(ASKED)} rebuilt after the fire?`),
      );
      const out = compress(r, level);
      expect(sent(out.request)).toContain(answer);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: a mail whose body asks for a summary of the attachment keeps it whole`, () => {
      const r = request(user(mail('Good morning,\n\nPlease summarise the attached texts for our newsletter.\n\nBest regards,\nRui')));
      expect(sent(compress(r, level).request)).toBe(sent(compress(r, 'lossless').request));
    });
  }
});

describe('a spreadsheet exported as CSV: the question in its own row, the answer row left blank', () => {
  const rows = towns.map((i) => `${i + 1},document,"${townName(i)}","${townParagraph(i)}"`).join('\n');
  const asked = `In which year was the town hall of ${townName(ASKED)} rebuilt after the fire?`;
  const sheet = (question: string, blank: string): ChatRequest =>
    request(
      system('Kamu adalah asisten yang membantu tim riset membaca data dari spreadsheet.'),
      user(`Halo! Ini hasil ekspor CSV dari sheet kami. Baris 1–12 berisi dokumen, baris 13 berisi pertanyaan. Tolong isikan jawabannya di baris 14.\n\nno,type,title,content\n${rows}\n${question}\n${blank}`),
    );
  for (const level of LOSSY) {
    it(`${level}: the row whose next row is its blank asks (its cells before the question are no words of it)`, () => {
      const out = compress(sheet(`13,question,,"${asked}"`, '14,answer,,'), level);
      expect(sent(out.request)).toContain(answer);
      expect(sent(out.request)).toContain(asked);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
    it(`${level}: with the answer row filled in, the sheet asks nothing and goes whole`, () => {
      const out = compress(sheet(`13,question,,"${asked}"`, `14,answer,,"${1400 + ASKED * 3}"`), level);
      expect(out.report.tokensAfter).toBe(out.report.tokensBefore);
    });
  }
});
