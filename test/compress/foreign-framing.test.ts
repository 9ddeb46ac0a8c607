/**
 * Prompts framed in other languages around English material, as the eleventh blind pool wrote
 * them (eval/probe-wordings-11.ts, eval/probe-whole-11.ts): a task the asker negates, words that
 * point away from the material's questions, a mail client's header fields in Hindi, the tool
 * output of a turn that asks nothing yet, twenty parallel fetches told apart only by a number, and
 * a plural the question spells differently from the text ("Langlades" / "Langlade").
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { stem } from '../../src/compress/stem.js';
import type { ChatMessage, ChatRequest, ToolCall } from '../../src/wire/chat.js';
import { cutKeeping } from './fixtures/cut.js';
import { allText, document, request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const sentWhole = (r: ChatRequest, level: CompressionLevel): void => {
  const lossy = compress(r, level).request;
  const whole = compress(r, 'lossless').request;
  expect(allText(lossy)).toBe(allText(whole));
};
const call = (id: string, name: string, args: unknown): ToolCall => ({ id, type: 'function', function: { name, arguments: JSON.stringify(args) } });
const calls = (content: string | null, ...tc: ToolCall[]): ChatMessage => ({ role: 'assistant', content, tool_calls: tc });
const tool = (id: string, content: string): ChatMessage => ({ role: 'tool', tool_call_id: id, content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const numbered = (n = 16): string => Array.from({ length: n }, (_, i) => `Document [${i + 1}](Title: ${townName(i)}) ${townParagraph(i)}`).join('\n\n');
const FIRE_9 = `rebuilt after a fire in ${1400 + 9 * 3}`;

describe('a whole-material task the asker negates asks none', () => {
  for (const level of LOSSY) {
    it(`${level}: "no need to summarise the note" (Turkish) and "not a full summary" (Hindi) leave the question in the material to be answered`, () => {
      const asked = `When was the town hall of ${townName(9)} rebuilt?`;
      const turkish = `Merhaba! Lütfen aşağıdaki kaynaklara bakarak sadece şu soruyu kısaca cevapla: ${asked} Notun tamamını özetlemene gerek yok.\n\n${numbered()}`;
      cutKeeping(request(user(turkish)), level, [FIRE_9]);
      const hindi = `कृपया इस सवाल का छोटा-सा जवाब दीजिए — बस तथ्य चाहिए, पूरा सारांश नहीं।\n\nसवाल: ${asked}\n\n${numbered()}`;
      cutKeeping(request(user(hindi)), level, [FIRE_9]);
    });
    it(`${level}: a task negated beside one that stands ("not a full summary, one line per document"; "don't just summarise it") is still a task`, () => {
      sentWhole(request(user(`पूरा सारांश नहीं, हर दस्तावेज़ की एक पंक्ति दीजिए।\n\n${numbered()}`)), level);
      sentWhole(request(user(`${document()}\n\nDon't just summarise it: translate every paragraph into German.`)), level);
      sentWhole(request(user(`Keine Zusammenfassung, bitte — übersetze den ganzen Text ins Deutsche.\n\n${document()}`)), level);
    });
    it(`${level}: a task the asker says they will do themself ("I'll edit the .tex myself") is no order to us`, () => {
      const asked = `When was the town hall of ${townName(9)} rebuilt?`;
      cutKeeping(request(user(`Could you tell me: ${asked} I only need the fact itself — I'll edit the draft myself.\n\n${numbered()}`)), level, [FIRE_9]);
      cutKeeping(request(user(`${numbered()}\n\nWe will translate the draft later; for now, ${asked}`)), level, [FIRE_9]);
      // "Translate it yourself" and "I need you to summarise it" are orders still.
      sentWhole(request(user(`${document()}\n\nI need you to summarise it; I myself have no time.`)), level);
      sentWhole(request(user(`${document()}\n\nPlease translate the whole text into German yourself.`)), level);
    });
    it(`${level}: words that tell us not to answer the material's questions point at none of them`, () => {
      // "Don't answer the reviewers' questions. Put each passage in a topic category." — a task over all of it.
      const notes = Array.from({ length: 12 }, (_, i) => `### ${townName(i)}\n${townParagraph(i)}\n\n_Reviewer note: Is this still accurate?_`).join('\n\n');
      sentWhole(request(user(`Μην απαντήσεις στις ερωτήσεις των επιμελητών. Κατάταξε κάθε απόσπασμα σε θεματική κατηγορία.\n\n${notes}`)), level);
    });
  }
});

describe('whole-material tasks in the languages pool 11 framed them in', () => {
  // Each material ends in a reviewer's question that would otherwise be read as the asker's.
  const notes = `${Array.from({ length: 12 }, (_, i) => `### ${townName(i)}\n${townParagraph(i)}`).join('\n\n')}\n\n_Reviewer note: When was the town hall of ${townName(9)} rebuilt after the fire?_`;
  const tasks = [
    'Κατάταξε κάθε απόσπασμα σε θεματική κατηγορία και δώσε μια σύντομη αιτιολόγηση.',
    'Przetłumacz cały arkusz na język polski, tekst po tekście.',
    'Vertaal alle teksten naar het Nederlands.',
    'Hãy tóm tắt từng tài liệu bằng tiếng Việt.',
    'Tafsiri makala zote kwa Kiswahili.',
    'תרגם לעברית את כל המסמכים.',
    'Le chiedo di correggere le bozze di tutti gli estratti qui sotto.',
  ];
  for (const level of LOSSY) {
    it(`${level}: translate, summarise, classify and proofread in Greek, Polish, Dutch, Vietnamese, Swahili, Hebrew and Italian send the material whole`, () => {
      for (const task of tasks) sentWhole(request(user(`${task}\n\n${notes}`)), level);
    });
    it(`${level}: a lone subject line ("Oggetto: …") is the envelope, not the question`, () => {
      const quoted = Array.from({ length: 12 }, (_, i) => `> [${i + 1}] ${townName(i)}\n> ${townParagraph(i)}`).join('\n>\n');
      const mail = `Oggetto: Bozze da rivedere – numero di aprile\n\nGentile Marta,\n\nLe chiedo di correggere le bozze di tutti gli estratti qui sotto: segnali ogni refuso.\n\nGrazie mille,\nLuca\n\n-------- Messaggio originale --------\n${quoted}`;
      sentWhole(request(user(mail)), level);
    });
  }
});

describe('a Korean list: the noun names the material, the verb makes one', () => {
  const docs = Array.from({ length: 12 }, (_, i) => `### ${townName(i)}\n${townParagraph(i)}`).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: "목록으로 정리해 주세요" (make it a list) is a task over every passage: sent whole`, () => {
      sentWhole(request(user(`각 문서의 핵심 내용을 목록으로 정리해 주세요.\n\n${docs}`)), level);
    });
    it(`${level}: "목록의 문서만 근거로 답해 주세요" (answer from the listed documents only) beside a question is a lookup`, () => {
      const out = createCompressor().compressRequest(request(user(`${docs}\n\nWhen was the hall of ${townName(7)} rebuilt after the fire?\n목록의 문서만 근거로 답해 주세요.`)), { level });
      expect(allText(out.request)).toContain(String(1400 + 7 * 3));
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }
});

describe('an e-mail pasted with its header fields in another language', () => {
  for (const level of LOSSY) {
    it(`${level}: Hindi header fields (विषय, प्रेषक, प्राप्तकर्ता, दिनांक) ask nothing; the question in the body is the one answered`, () => {
      const mail =
        'नमस्ते, नीचे एक ईमेल है जो मुझे आज मिला। कृपया उसमें पूछे गए सवाल का छोटा-सा जवाब बता दीजिए — बस तथ्य चाहिए, पूरा सारांश नहीं।\n\n' +
        'विषय: स्रोत-जाँच — एक छोटा सवाल\nप्रेषक: अनन्या शर्मा <ananya.sharma@example.org>\nप्राप्तकर्ता: शोध टीम\nदिनांक: मंगलवार, 10 फ़रवरी 2026\n\n' +
        'प्रिय साथियों,\n\nआशा है आप सब कुशल से होंगे। पिछले सप्ताह की बैठक में आने के लिए सभी का धन्यवाद — मुझे पता है कि बैठक काफ़ी लंबी चली और ' +
        'कमरे की बुकिंग में भी गड़बड़ी हुई थी। कुछ ज़रूरी सूचनाएँ: कार्यशाला अब 19 तारीख़ को होगी, चाय-नाश्ता साढ़े नौ बजे से मिलेगा, और दोपहर के सत्र की ' +
        'अध्यक्षता डॉ. मेहता करेंगे। कृपया बुधवार तक अपनी उपस्थिति की पुष्टि कर दें।\n\n' +
        'पुस्तकालय की खोज से जो अंश मिले हैं, वे मैंने नीचे चिपका दिए हैं क्योंकि संलग्नक बार-बार वापस आ रहा था। एक सवाल है जिसका जवाब ' +
        `मुझे शुक्रवार तक चाहिए: When was the town hall of ${townName(9)} rebuilt?\n\nअगर कोई इन अंशों से पुष्टि कर सके तो बहुत अच्छा होगा।\n\n` +
        'सादर,\nअनन्या शर्मा\nवरिष्ठ शोध सहयोगी, मानविकी विभाग\nफ़ोन: +91 98765 43210\n\n' +
        'यह ईमेल और इसके संलग्नक गोपनीय हैं और केवल इच्छित प्राप्तकर्ता के लिए हैं। यदि आप इच्छित प्राप्तकर्ता नहीं हैं, तो कृपया ' +
        `प्रेषक को सूचित करें और इस संदेश को हटा दें।\n\n=== अंश ===\n\n${numbered()}`;
      cutKeeping(request(user(mail)), level, [FIRE_9]);
    });
  }
});

describe('tool output an assistant reply follows before the question is asked', () => {
  for (const level of LOSSY) {
    it(`${level}: documents fetched "for the question I'll send next" are not sampled by the call's words, and the later question finds its answer`, () => {
      const docs = JSON.stringify({ docs: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: townName(i), text: townParagraph(i) })) });
      const r = request(
        system('Ти — асистент служби підтримки. Для пошуку в базі знань використовуй інструмент kb_search.'),
        user('Привіт! Спочатку підтягни всі статті з бази знань, а питання я напишу окремим повідомленням.'),
        calls(null, call('kb', 'kb_search', { запит: 'усі статті', ліміт: 20 })),
        tool('kb', docs),
        assistant('Документи отримано (20 шт.). Яке у вас питання?'),
        user(`When was the town hall of ${townName(9)} rebuilt — дай відповідь одним реченням.`),
      );
      const sent = allText(compress(r, level).request);
      expect(sent).toContain(FIRE_9);
      for (let i = 0; i < 20; i++) expect(sent).toContain(townName(i));
    });
  }
});

describe('parallel fetches told apart only by their arguments', () => {
  for (const level of LOSSY) {
    it(`${level}: each page is read with its own call, not all twenty ("nr": 1 … 20 would score every number in every page)`, () => {
      const ids = Array.from({ length: 20 }, (_, i) => `c${i}`);
      const page = (i: number): string =>
        `Tytuł: ${townName(i)}\nTreść: ${townName(i)} fought its neighbours during the ${i === 9 ? 'salt war against Ostmark' : 'long wars'} of ${1500 + i}. ` +
        `${townParagraph(i)} The ${i + 3} guild houses of the old square date from ${1600 + i * 2}. The ${i + 11} bridges were rebuilt in ${1700 + i}.`;
      const r = request(
        system('Jesteś asystentem kancelarii. Dokumenty pobierasz narzędziem pobierz_dokument.'),
        user(`Dzień dobry, proszę odpowiedzieć na pytanie: Who did ${townName(9)} fight in the salt war?\nWszystkie materiały są w teczce 2024/117.`),
        calls('Pobieram dokumenty z teczki 2024/117.', ...ids.map((id, i) => call(id, 'pobierz_dokument', { teczka: '2024/117', nr: i + 1 }))),
        ...ids.map((id, i) => tool(id, page(i))),
      );
      cutKeeping(r, level, ['salt war against Ostmark']);
    });
  }
});

describe('a possessive written without its apostrophe ("Langlades mission")', () => {
  it('stems like the name it belongs to, and singular and plural of words ending in "e" meet', () => {
    expect(stem('langlades')).toBe(stem('langlade'));
    expect(stem('states')).toBe(stem('state'));
    expect(stem('created')).toBe(stem('create'));
    expect(stem('employees')).toBe(stem('employee'));
    expect(stem('agreed')).toBe(stem('agree'));
  });
  for (const level of LOSSY) {
    it(`${level}: the document that names "Langlade" survives the sampling of a JSON search result asked about "Langlades mission"`, () => {
      const results = Array.from({ length: 20 }, (_, i) => ({
        rank: i + 1,
        title: townName(i),
        snippet: i === 13 ? `Longueuil sent an expedition under Charles Langlade. Langlade was given 300 men. His objective was to punish the traders of ${townName(13)}.` : `${townParagraph(i)} The mission of the envoy was planned for the spring.`,
      }));
      const r = request(
        system('あなたは社内ナレッジ検索アシスタントです。'),
        user('お客様から「What was the plan for Langlades mission?」というお問い合わせが届いています。'),
        calls(null, call('s', 'search_knowledge', { query: 'お客様問い合わせ 関連記事', top_k: 20 })),
        tool('s', JSON.stringify({ total: 20, results })),
      );
      cutKeeping(r, level, [`punish the traders of ${townName(13)}`]);
    });
  }
});

describe('a count no record states', () => {
  const offices = Array.from({ length: 14 }, (_, i) =>
    [
      `<div class="office"><h3>${townName(i)}</h3>`,
      `<p>Phone: +47 53 321 ${6500 + i}</p>`,
      `<p>Office hours: ${i % 3 === 0 ? 'Mon–Sat 9:00–17:00' : i % 3 === 1 ? 'Mon–Fri 9:00–17:00' : 'Mon–Fri 9:00–17:00, Saturdays 10:00–14:00'}</p>`,
      `<p>${townParagraph(i)}</p></div>`,
    ].join('\n'),
  ).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: "How many offices are open on Saturdays?" sends every office — a phone number over the next line's "Office hours" states no count, and "Saturdays" names no one office`, () => {
      sentWhole(request(user(`<h2>Our offices</h2>\n\n${offices}\n\nHow many offices are open on Saturdays?`)), level);
    });
  }
  it('"the phone number of branch 82" is no count', () => {
    expect(text(compress(request(user(`What is the phone number of ${townName(3)}'s office?\n\n${offices}`)), 'balanced').request.messages[0]).length).toBeLessThan(offices.length);
  });
});

describe('where pool 11 put the question and the material', () => {
  const asked = `When was the town hall of ${townName(9)} rebuilt?`;
  const yamlDocs = (key: string): string =>
    `${key}:\n${Array.from({ length: 16 }, (_, i) => `  - nr: ${i + 1}\n    titel: "${townName(i)}"\n    tekst: |-\n      ${townParagraph(i)}`).join('\n')}`;
  for (const level of LOSSY) {
    it(`${level}: two paragraphs — an instruction that asks over a TSV export ("…bulurmusun\\nSoru: …?")`, () => {
      const tsv = ['no\tbaşlık\tmetin', ...Array.from({ length: 16 }, (_, i) => `${i + 1}\t${townName(i)}\t${townParagraph(i)}`)].join('\n');
      cutKeeping(request(user(`selam, asagidaki tablodan cevabı bulurmusun, tek kelimeyle yaz\nSoru: ${asked}\n\n${tsv}`)), level, [FIRE_9]);
    });
    it(`${level}: a short XML request whose element asks, the documents in the system message`, () => {
      const r = request(
        system(`Rispondi usando esclusivamente i documenti qui sotto.\n\n<documenti>\n${Array.from({ length: 16 }, (_, i) => `  <documento id="${i + 1}" titolo="${townName(i)}">${townParagraph(i)}</documento>`).join('\n')}\n</documenti>`),
        user(`<richiesta>\n  <domanda>${asked}</domanda>\n  <lingua_risposta>inglese</lingua_risposta>\n</richiesta>`),
      );
      cutKeeping(r, level, [FIRE_9]);
    });
    it(`${level}: a YAML export in a fence, its question in a field the instruction points at ("Одговори на поље \`питање\`")`, () => {
      const yaml = `\`\`\`yaml\nзахтев: ПР-5521\nпитање: "${asked}"\n${yamlDocs('документи')}\n\`\`\``;
      cutKeeping(request(user(`Извоз из система (YAML). Одговори на поље \`питање\` искључиво на основу поља \`документи\`; кратко, уз број документа.\n\n${yaml}`)), level, [FIRE_9]);
    });
    it(`${level}: a fenced YAML export in the system message under one line of instruction`, () => {
      const r = request(system(`Anda pembantu pusat khidmat pelanggan. Rujuk hanya dokumen di bawah.\n\n\`\`\`yaml\n${yamlDocs('dokumen')}\n\`\`\``), user(`Soalan: ${asked}\nArahan: jawab dalam satu ayat sahaja.`));
      cutKeeping(r, level, [FIRE_9]);
    });
    it(`${level}: an HTML page whose visitor question stands in an <aside> the instruction points at`, () => {
      const articles = Array.from({ length: 16 }, (_, i) => `<article id="doc-${i + 1}">\n<h2>${townName(i)}</h2>\n<p>${townParagraph(i)}</p>\n</article>`).join('\n');
      const page = `<!DOCTYPE html>\n<html lang="uk">\n<body>\n${articles}\n<aside class="visitor-question">\n<h3>Питання відвідувача</h3>\n<p>${asked}</p>\n</aside>\n</body>\n</html>`;
      cutKeeping(request(user(`Нижче — HTML-сторінка з нашої вікі. Дай відповідь на питання з блоку «Питання відвідувача», спираючись лише на статті. Вкажи id статті.\n\n${page}`)), level, [FIRE_9]);
    });
    it(`${level}: a semicolon CSV export whose text cells are not quoted, in a fence`, () => {
      const csv = ['id;titulo;texto', ...Array.from({ length: 16 }, (_, i) => `${i + 1};${townName(i)};${townParagraph(i)}`)].join('\n');
      cutKeeping(request(user(`Oi! Responda em uma palavra só.\n\nPergunta: ${asked}\n\nExportação da base (CSV, separado por ponto e vírgula):\n\`\`\`csv\n${csv}\n\`\`\`\nValeu!`)), level, [FIRE_9]);
    });
    it(`${level}: the system message's question outranks a user's question that only points at it ("em pots ajudar amb aquesta consulta?")`, () => {
      const r = request(
        system(`Ets l'assistent del servei d'atenció. La consulta del client és: «${asked}» Respon només amb els documents que retorni l'eina.`),
        user('Bon dia, em pots ajudar amb aquesta consulta?'),
        calls(null, call('k', 'cerca_documents', { consulta: 'ajuntament' })),
        tool('k', `<resultats>\n${Array.from({ length: 16 }, (_, i) => `<document id="${i + 1}"><titol>${townName(i)}</titol><text>${townParagraph(i)}</text></document>`).join('\n')}\n</resultats>`),
      );
      cutKeeping(r, level, [FIRE_9]);
    });
  }
  it('"кратко" (briefly) asks for no summary: a Serbian or Russian lookup answered briefly is still a lookup', () => {
    cutKeeping(request(user(`Ответь кратко: ${asked}\n\n${numbered()}`)), 'balanced', [FIRE_9]);
  });
});

describe('a record that reads like an order is no asker', () => {
  it('the first search result of a pasted batch ("… and report a drop of 13.2 points on BEIR") does not become the question', () => {
    const papers = (from: number): string =>
      Array.from({ length: 40 }, (_, k) => {
        const i = from + k;
        return `[${i}] "${townName(i)} Query Rewriting". H. Quinn, L. Okafor. SIGIR ${2000 + (i % 24)}. doi:10.${8000 + i}/sigir.${2000 + (i % 24)}.${1000 + i}\n    This paper studies query rewriting for ${townName(i)} and report a drop of ${(i % 20) + 1}.2 points on BEIR. Cited by ${i * 7}.`;
      }).join('\n\n');
    const r = request(
      user(`results 1–40 for "query rewriting":\n\n${papers(1)}`),
      user(`what's the DOI of "${townName(30)} Query Rewriting"`),
      user(`…and results 41–80:\n\n${papers(41)}`),
    );
    for (const level of LOSSY) expect(allText(compress(r, level).request)).toContain(`doi:10.${8000 + 30}/`);
  });
});

describe("a person who points at the question an agent's file holds", () => {
  for (const level of LOSSY) {
    it(`${level}: "TODO コメントの答えを教えてください" — the TODO in the file read next is the question, and a sentence opening with inline code is words`, () => {
      const file = `# クイズ用ソース\n\n<!-- TODO(山田): When was the town hall of ${townName(9)} rebuilt? ← 下の出典から答えを確認すること -->\n\n${Array.from({ length: 16 }, (_, i) => `## ${i + 1}. ${townName(i)}\n\n${townParagraph(i)}`).join('\n\n')}\n`;
      const r = request(
        system('あなたはコーディングエージェントです。ツールでファイルを読み、ユーザーの依頼に簡潔に応えてください。'),
        user('`notes/quiz_sources.md` に残した TODO コメントの答えを教えてください。ファイルは編集しないでください。'),
        calls(null, call('r', 'read_file', { path: 'notes/quiz_sources.md' })),
        tool('r', file),
      );
      const sent = cutKeeping(r, level, [FIRE_9]);
      expect(sent).toContain(`TODO(山田): When was the town hall of ${townName(9)} rebuilt?`);
    });
  }
});

describe('a transcribed voice note that reports its question above the attachment', () => {
  for (const level of LOSSY) {
    it(`${level}: "[voice note, auto-transcribed] … so the question is basically …" is the asker's words (a bracketed label is no JSON, "auto-transcribed" no task)`, () => {
      const note = `[voice note, auto-transcribed]\nokay so I'm looking at the stuff the search pulled up and uh um so the question is basically when was the town hall of ${townName(9)} rebuilt after the fire, yeah that's it, thanks`;
      cutKeeping(request(user(`${note}\n\n[attachment: search_results.txt]\n${numbered()}`)), level, [FIRE_9]);
    });
  }
  it('"I need this transcribed" and "translated into German" still ask for all of it', () => {
    for (const ask of ['I need this whole interview transcribed, word for word.', 'Please have the document below translated into German.']) sentWhole(request(user(`${ask}\n\n${document()}`)), 'balanced');
  });
});

describe('a LaTeX draft whose last section is short', () => {
  for (const level of LOSSY) {
    it(`${level}: the last \\section is the draft's, not the asker's words — "Can you take care of the TODO in my draft?" over "% TODO: rewrite every section …" stays a task`, () => {
      const sections = Array.from({ length: 12 }, (_, i) => `\\section{${townName(i)}}\\label{sec:${i + 1}}\n${i === 11 ? `${townName(i)} has several districts, among them the following:` : townParagraph(i)}`).join('\n\n');
      const draft = `\\documentclass{article}\n\\title{Background Readings}\n\\author{Draft}\n\\begin{document}\n\\maketitle\n% TODO: rewrite every section in plain English, keeping all sections and their order\n${sections}\n\n\\end{document}`;
      sentWhole(request(user(`Can you take care of the TODO in my draft?\n\n\`\`\`latex\n${draft}\n\`\`\``)), level);
    });
  }
});
