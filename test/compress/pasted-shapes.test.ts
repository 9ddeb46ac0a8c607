/**
 * Shapes users paste material in (the ninth blind probe, eval/probe9): a chat export in a code
 * fence with the request after it, a chat in Japanese, a formulary asked about a name written in
 * lower case, three numbered questions against a reference in the system prompt, a notebook's
 * training log (exported, and as raw .ipynb JSON). Each test failed before its rule.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatRequest } from '../../src/wire/chat.js';
import { allText, document, request, system, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const sentWhole = (r: ChatRequest, level: CompressionLevel): void => {
  expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
};
const cutKeeping = (r: ChatRequest, level: CompressionLevel, kept: string[], share = 0.8): void => {
  const out = compress(r, level);
  for (const k of kept) expect(allText(out.request)).toContain(k);
  expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * share);
};
const pick = <T>(xs: T[], i: number): T => xs[i % xs.length] as T;

const PEOPLE = ['Freya Sorensen', 'Yara Moreau', 'Kwame Silva', 'Elena Oyelaran', 'Omar Holm', 'Nadia Lindqvist'];
const SERVICES = ['cart-service', 'media-resizer', 'reports-cron', 'search-api', 'ledger', 'webhooks-out'];

/** A Slack export: short messages, many of them questions of the team's own. */
function slackExport(n: number): string {
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const time = `${1 + ((8 + Math.floor(i / 8)) % 12)}:${String((i * 7) % 60).padStart(2, '0')} ${i < 32 ? 'AM' : 'PM'}`;
    const s = pick(SERVICES, i * 5 + 1);
    const said = [
      `who's on call for ${s} this week?`,
      `PR #${6000 + i * 37} fixes the ${s} retry thing, can someone review?`,
      `hotfix v6.${i % 9}.${i} for ${s} is out, please redeploy your envs`,
      'did we ever pay Kestrel Cloud for last month?',
      `I'll look at ${s} after lunch`,
      '+1',
      'ugh flaky tests again',
      'brb',
      'ok merged',
    ];
    lines.push(`${pick(PEOPLE, i * 5 + 2)}  ${time}\n${pick(said, i * 4 + 1)}`);
  }
  return lines.join('\n\n');
}

describe('a paste in a code fence with the request after it', () => {
  for (const level of LOSSY) {
    it(`${level}: "Summarise the whole chat." under a fenced Slack export cuts nothing (the export's own questions do not ask)`, () => {
      sentWhole(request(user(`Here's the export of #dev-general:\n\`\`\`\n${slackExport(120)}\n\`\`\`\nSummarise the whole chat.`)), level);
    });
  }
});

describe('text without spaces between its words', () => {
  const names = ['中村誠', '田中拓也', '伊藤彩', '松本直子'];
  const chatter = ['またテストがflakyです', 'ありがとうございます！', 'すみません、会議中でした', 'マージしました', '笑'];
  const teams = ['platform', 'data', 'mobile', 'billing'];
  const chat = (): string => {
    const lines: string[] = [];
    for (let i = 0; i < 160; i++) {
      const time = `${String(8 + Math.floor(i / 12)).padStart(2, '0')}:${String((i * 5) % 60).padStart(2, '0')}`;
      let said = pick(chatter, i * 7 + 3);
      if (i % 9 === 4) said = `${pick(teams, i)}の朝会は${9 + (i % 3)}:${String((i * 13) % 60).padStart(2, '0')}に変更になります`;
      if (i === 93) said = 'infraの朝会は8:50に変更になります';
      lines.push(`[${time}] ${pick(names, i)}: ${said}`);
    }
    return lines.join('\n');
  };
  for (const level of LOSSY) {
    it(`${level}: a Japanese question over a Japanese chat keeps the message that answers it (its words are matched by character pairs)`, () => {
      cutKeeping(request(user(`infraの朝会は何時に変更されますか？\n\n${chat()}`)), level, ['infraの朝会は8:50に変更になります']);
    });
  }
});

describe('a heading names what its lines are about', () => {
  const DRUGS = ['Taanol', 'Hulzenide', 'Tazenane', 'Finorex', 'Vikbreide', 'Seltaam', 'Dorselex', 'Sellenex', 'Molenide', 'Vikvikide', 'Lodorane', 'Tavikam', 'Huldorane', 'Garonex', 'Mirtazole', 'Pelanide', 'Quorvane', 'Ristolex', 'Sumavine', 'Tolbrane'];
  const CLASSES = ['beta blocker', 'antihistamine', 'ACE inhibitor', 'NSAID', 'SSRI', 'statin'];
  const formulary = DRUGS.map((d, i) => [
    `### ${d} (${pick(CLASSES, i)})`,
    `- Adults: up to ${150 + i * 45} mg per day, split into ${pick(['two', 'three'], i)} doses.`,
    `- Renal impairment: ${i % 3 === 0 ? `reduce to ${75 + i * 20} mg daily if eGFR < 30.` : 'no adjustment needed.'}`,
    `- Storage: below ${pick(['25', '30'], i)} °C, protect from light.`,
    `- Order code: ${d.slice(0, 2).toUpperCase()}-${2000 + ((i * 7919) % 8000)}`,
    `- Note: ${pick(['take with food.', 'may cause dizziness.', 'do not take with grapefruit juice.'], i)}`,
  ].join('\n'));
  const code = `SE-${2000 + ((5 * 7919) % 8000)}`;
  for (const level of LOSSY) {
    it(`${level}: "the order code for seltaam" (lower case, no anchor) keeps the line under the ### Seltaam heading`, () => {
      const text = `# Internal medicine formulary — excerpt\n\n${formulary.join('\n\n')}\n\nwhat is the order code for seltaam?\n1. ${code}\n2. LE-2868\n3. GA-2734\nReply with only the option number.`;
      cutKeeping(request(user(text)), level, [`- Order code: ${code}`]);
    });
  }
});

describe('several numbered questions against a reference in the system prompt', () => {
  const PLANS = ['Starter', 'Startup', 'Business', 'Legacy Pro', 'Enterprise'];
  const REGIONS = ['US', 'UK', 'EU', 'LATAM', 'APAC'];
  const sections = PLANS.flatMap((plan, p) => REGIONS.map((region, r) => {
    const n = p * 5 + r;
    return [
      `## ${plan} plan — ${region} region`,
      `- Max upload size: ${100 + ((n * 131) % 900)} MB`,
      `- API rate limit: ${400 + ((n * 977) % 7000)} requests per minute`,
      `- Data retention: ${90 + ((n * 61) % 700)} days`,
      `- Seats included: ${10 + ((n * 53) % 900)} seats`,
      `- SSO: ${n % 3 === 0 ? 'not available' : 'included'}`,
      `- Notes: ${pick(['extra seats are billed monthly', 'data stays in region', 'rate limit is counted per API key', 'uploads above the limit are rejected with 413'], n)}`,
    ].join('\n');
  }));
  const upload = `${100 + (((1 * 5 + 3) * 131) % 900)} MB`;
  const seats = `${10 + (((3 * 5 + 1) * 53) % 900)} seats`;
  const retention = `${90 + (((4 * 5 + 0) * 61) % 700)} days`;
  for (const level of LOSSY) {
    it(`${level}: each question keeps its own section, the one asked in lower case too (others' region anchors do not spend its budget)`, () => {
      const r = request(
        system(`You are the internal assistant for Taltal Cloud. Use only the reference below when you answer.\n\n${sections.join('\n\n')}`),
        user('Three quick ones:\n1. How many seats are included on the Legacy Pro plan in the UK region?\n2. what is the max upload size on the startup plan in the latam region?\n3. How long is data retained on the Enterprise plan in the US region?'),
      );
      const out = compress(r, level);
      for (const k of [`Max upload size: ${upload}`, `Seats included: ${seats}`, `Data retention: ${retention}`]) expect(allText(out.request)).toContain(k);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.9);
    });
  }
});

describe("a notebook's training log: a short header line carries its values on the line under it", () => {
  const epochs = (run: string, seed: number): string[] => {
    const lines = [`[${run}] lr=2e-5 batch_size=32 epochs=26`];
    for (let e = 1; e <= 26; e++) {
      const v = (1.2 - e * 0.03 + ((e * seed) % 7) / 100).toFixed(4);
      lines.push(`Epoch ${e}/26`, `412/412 [==============================] - ${30 + ((e * seed) % 19)}s ${70 + ((e * 3 + seed) % 40)}ms/step - loss: ${(Number(v) - 0.1).toFixed(4)} - accuracy: 0.${5000 + e * 97} - val_loss: ${v} - val_accuracy: 0.${4800 + e * 89}`);
    }
    return lines;
  };
  const answer = `val_loss: ${(1.2 - 8 * 0.03 + ((8 * 3) % 7) / 100).toFixed(4)}`;
  for (const level of LOSSY) {
    it(`${level}: exported (# In[k]:) — "at epoch 8" keeps the values line under "Epoch 8/26"`, () => {
      const exported = ['# In[2]:', '', 'history = model.fit(train_ds, epochs=26, run_name="ft-7b51")', '', ...epochs('ft-7b51', 3), '', '# In[3]:', '', 'history = model.fit(train_ds, epochs=26, run_name="ft-bc8e")', '', ...epochs('ft-bc8e', 5)].join('\n');
      cutKeeping(request(user(`churn_classifier.py (exported):\n\n${exported}\n\n\nwhat was the val_loss of run ft-7b51 at epoch 8`)), level, [`Epoch 8/26\n412/412`, answer]);
    });
    it(`${level}: raw .ipynb — the stream output's "Epoch 8/26\\n" keeps the item after it`, () => {
      const cell = (run: string, seed: number) => ({ cell_type: 'code', execution_count: 2, metadata: {}, source: [`history = model.fit(train_ds, epochs=26, run_name="${run}")`], outputs: [{ name: 'stdout', output_type: 'stream', text: epochs(run, seed).map((l) => `${l}\n`) }] });
      const notebook = JSON.stringify({ cells: [cell('ft-7b51', 3), cell('ft-bc8e', 5)], metadata: { kernelspec: { name: 'python3' } }, nbformat: 4, nbformat_minor: 5 });
      const out = compress(request(user(notebook), user('What was the val_loss of run ft-7b51 at epoch 8?')), level);
      const sent = allText(out.request);
      expect(sent).toContain(`"Epoch 8/26\\n","412/412`);
      expect(sent).toContain(answer);
    });
  }
});

describe('a markdown table asked about', () => {
  const CARRIERS = ['DSV', 'Kuehne+Nagel', 'DHL', 'Maersk', 'DB Schenker'];
  const CITIES = ['Porto', 'Vienna', 'Lyon', 'Gdansk', 'Ghent', 'Turin', 'Brno', 'Malmo'];
  const rows = Array.from({ length: 140 }, (_, i) => `| SH-${10000 + i * 37} | ${pick(CITIES, i)} | ${pick(CITIES, i * 3 + 1)} | ${pick(CARRIERS, i * 7)} | ${(1000 + ((i * 7919) % 9000) / 10).toFixed(1)} | 2024-03-${String(1 + (i % 28)).padStart(2, '0')} |`);
  const table = `| shipment | origin | destination | carrier | weight_kg | ship_date |\n|---|---|---|---|---|---|\n${rows.join('\n')}`;
  const asked = rows[93]!;
  for (const level of LOSSY) {
    it(`${level}: is selected row by row — the asked row and the header reach the model, most rows are cut with a marker`, () => {
      const out = compress(request(user(`Here's this week's shipments:\n\n${table}\n\nWhat is the weight of shipment SH-${10000 + 93 * 37}?`)), level);
      const sent = allText(out.request);
      // (Cell padding goes at every level.)
      const unpadded = (line: string) => line.replace(/\s*\|\s*/g, '|');
      expect(sent).toContain(unpadded(asked));
      expect(sent).toContain('|shipment|origin|destination|carrier|weight_kg|ship_date|\n|---|---|---|---|---|---|');
      expect(sent).toMatch(/omitted/);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.5);
    });
    it(`${level}: a count over every row cuts nothing`, () => {
      sentWhole(request(user(`${table}\n\nHow many shipments did DSV carry?`)), level);
    });
    it(`${level}: whether any row passes a threshold ("Are there … above …?") reads every row: nothing is cut`, () => {
      const orders = Array.from({ length: 120 }, (_, i) => `| ORD-${60000 + ((i * 7919) % 30000)} | ${pick(CITIES, i)} | SKU-${400 + ((i * 37) % 500)}-RED | ${1 + ((i * 13) % 40)} | ${(100 + ((i * 4019) % 900)).toFixed(2)} | ${pick(['packed', 'shipped', 'delivered'], i)} |`);
      const orderTable = `| order_id | city | sku | qty | unit_price | status |\n|---|---|---|---|---|---|\n${orders.join('\n')}`;
      sentWhole(request(user(`Are there orders with a quantity above 35?\n\n${orderTable}`)), level);
    });
  }
});

describe('questions in forms: a blank, a notebook cell, lettered options', () => {
  const docs = document(20);
  const answer = 'Harwick was founded in 1169';
  for (const level of LOSSY) {
    it(`${level}: a blank to fill ("When was Harwick founded: ________.") is the question`, () => {
      cutKeeping(request(user(`# Reading check\n\n${docs}\n\n## Fill in the blank\n\nWhen was Harwick founded: ________.\n\n## Rules For Your Answer\n\nUse The Exact Words Of The Text.`)), level, [answer], 0.6);
    });
    it(`${level}: a blank after a sentence whose interrogative stands further on ("… Harwick was rebuilt after a fire in what year: ________.") is the question`, () => {
      const fire = 'rebuilt after a fire in 1421';
      cutKeeping(request(user(`# Reading check\n\n${docs}\n\n## Fill in the blank\n\nThe council hall of Harwick was rebuilt after a fire in what year: ________.\n\n## Rules For Your Answer\n\nReply with the missing words only.`)), level, [fire], 0.6);
    });
    it(`${level}: a form's slot is no question (guard): "Reviewer name: ________" leaves the document whole`, () => {
      const content = `# Review form\n\n${docs}\n\nReviewer name: ________\nDate of review: ________`;
      const out = compress(request(user(content)), level);
      expect(allText(out.request)).toBe(content);
    });
    it(`${level}: a notebook's markdown cell after the fenced output asks (its <!-- --> marker is no material)`, () => {
      const cells = `\`\`\`python\n# In [7]:\nfor d in docs:\n    print(d)\n\`\`\`\n\nOut [7]:\n\`\`\`text\n${docs}\n\`\`\`\n\n<!-- markdown cell -->\n#### Question for the assistant\nWhen was Harwick founded?`;
      cutKeeping(request(user(cells)), level, [answer], 0.6);
    });
    it(`${level}: a question with ten lettered options after the material asks (the options are the asker's too)`, () => {
      const options = Array.from({ length: 10 }, (_, i) => `(${String.fromCharCode(65 + i)}) ${1120 + i * 7}`).join('\n');
      const out = compress(request(user(`${docs}\n\nWhen was Harwick founded?\n${options}\n\nReply with the letter only.`)), level);
      expect(allText(out.request)).toContain(answer);
      expect(allText(out.request)).toContain(options);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});

describe('what asks nothing: front matter, tasks framed in Hindi, Arabic, Turkish', () => {
  const docs = document(20);
  for (const level of LOSSY) {
    it(`${level}: a note's YAML front matter (title, author, date, tags) asks nothing: the paste stays whole`, () => {
      sentWhole(request(user(`For the record, this is the version that went out on Friday.\n\n---\ntitle: When Harwick was founded, and its market\nauthor: Jonas\ndate: 2025-05-16\ntags: [notes, towns, review]\nstatus: draft\n---\n\n${docs}`)), level);
    });
    it(`${level}: a front-matter field that asks is still the question`, () => {
      cutKeeping(request(user(`---\ntitle: Reading notes\nopen_question: When was Harwick founded?\n---\n\n${docs}`)), level, ['Harwick was founded in 1169'], 0.6);
    });
    // Its block scalar's lines were no YAML line: the front matter went unseen, and its fields'
    // values ("Reading notes", "open", ">-") became the question.
    it(`${level}: a front-matter question in a block scalar, typed without its "?", is the question`, () => {
      const note = `---\ntitle: Reading notes\nstatus: open\ntags: [research, follow-up]\nopen_question: >-\n  What year was the town of Harwick founded in\n---\n\n${docs}\n\n_Please fill in the answer to \`open_question\` using only the notes above._`;
      cutKeeping(request(user(note)), level, ['Harwick was founded in 1169'], 0.6);
    });
    // An agent fetched documents for a user whose turn, read as nothing asked, would leave the
    // tool output to be read against the call's own words (and sampled).
    for (const task of ['हर खंड को बुलेट सूची में बदलें।', 'حوّل كل قسم إلى قائمة نقطية.', 'Her bölümü madde işaretli bir listeye dönüştür.']) {
      it(`${level}: "${task}" over fetched documents is a task over every one: nothing is cut`, () => {
        const documents = JSON.stringify({ documents: Array.from({ length: 24 }, (_, i) => ({ id: `doc_${1000 + i}`, title: `Town ${i}`, text: townParagraph(i) })) }, null, 2);
        const r: ChatRequest = {
          model: 'gpt-4o',
          messages: [
            system('You are a research agent. Use get_documents to read documents, then answer the user with citations.'),
            user(task),
            { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'get_documents', arguments: JSON.stringify({ query: 'town founding history', k: 24 }) } }] },
            { role: 'tool', tool_call_id: 'c1', content: documents },
          ],
        } as ChatRequest;
        sentWhole(r, level);
      });
    }
  }
});

describe("a git commit pasted with its header: the question is in the message, not in Author: and Date:", () => {
  const decoy = 'The archive was catalogued again in 2025, when its reading room moved to a new building near the station.';
  const paragraphs = Array.from({ length: 12 }, (_, i) => townParagraph(i));
  paragraphs.splice(6, 0, decoy);
  const pasted = (asked: string): ChatRequest =>
    request(
      user(
        `The commit below landed in the docs repo. Answer the question in its message, only from the added file.\n\ncommit 3f9a2c1d7e5b40a8c6d21f0e9b7a5c3d1e2f4a6b\nAuthor: Eszter Kovacs <eszter.kovacs@example.hu>\nDate:   Tue Mar 4 10:15:00 2025 +0100\n\n    docs: add source notes\n\n    Question from the team: ${asked}\n\ndiff --git a/notes.md b/notes.md\n+++ b/notes.md\n${paragraphs.join('\n\n')}\n\nAnswer briefly.`,
      ),
    );
  for (const level of LOSSY) {
    it(`${level}: the header's year and time lend no anchors (a paragraph that only shares "2025" is not kept for it)`, () => {
      const out = compress(pasted('When was the town hall of Dunmere rebuilt after the fire?'), level);
      expect(allText(out.request)).not.toContain(decoy);
      expect(allText(out.request)).toContain('Author: Eszter Kovacs');
      expect(allText(out.request)).toContain(`rebuilt after a fire in ${1400 + 3 * 3}`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});
