import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { FIX_LINE, LAYOUTS, allText, document, inventory, kvObject, request, serviceLog, system, text, townName, townParagraph, user } from './fixtures/prompts.js';

const LEVELS: CompressionLevel[] = ['lossless', 'balanced', 'aggressive'];
const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const lossless = (r: ChatRequest) => compress(r, 'lossless').request.messages;
const MARKER = /\[… \d+ (passages?|sentences?|lines|similar lines) omitted …\]|… \d+ more items omitted/;

describe('tasks over the whole material are never cut', () => {
  const doc = document(12);
  const tasks = [
    'Translate the document above into German, sentence by sentence.',
    'Summarise this document in three bullet points.',
    'How many paragraphs does the document above have?',
    'Proofread the text above and list every mistake.',
    'Fasse den Text oben in drei Sätzen zusammen.',
    'Combien de paragraphes ce document contient-il ?',
    '请总结上面的文章。',
    'Which of these towns were founded before 1150? List all of them.',
  ];
  for (const level of LEVELS) {
    for (const task of tasks) {
      it(`${level}: "${task}" — the upstream receives every sentence`, () => {
        for (const layout of ['last', 'first', 'turns', 'system'] as const) {
          const r = LAYOUTS[layout]!(doc, task);
          const out = compress(r, level).request;
          expect(out.messages).toEqual(lossless(r));
          for (let i = 0; i < 12; i++) expect(allText(out)).toContain(townParagraph(i));
        }
      });
    }
  }
});

describe('a log asked "what fixed it"', () => {
  const log = serviceLog();
  for (const level of LEVELS) {
    it(`${level}: keeps the line that answers, because the question cannot be scored against the log`, () => {
      const r = request(user(`Here is the log from the outage.\n\n${log}\n\nWhat caused the outage and what fixed it?`));
      const out = compress(r, level).request;
      expect(text(out.messages[0])).toContain(FIX_LINE);
      expect(out.messages).toEqual(lossless(r));
    });
  }

  for (const level of LOSSY) {
    it(`${level}: a question in another language that names an id the log holds cannot be judged: the log stays whole`, () => {
      const r = request(user(`${log}\n\nWas steht im Protokoll über req-4159 und warum?`));
      expect(compress(r, level).request.messages).toEqual(lossless(r));
    });

    it(`${level}: a follow-up asking what fixed it gets back the log a first, narrower question cut`, () => {
      const first: ChatMessage[] = [user(`${log}\n\nWhich request failed with 503 at 14:21:56?`)];
      const turn1 = compress(request(...first), level);
      expect(text(turn1.request.messages[0])).not.toContain(FIX_LINE);
      expect(text(turn1.request.messages[0])).toMatch(MARKER);
      const turn2 = compress(request(...first, { role: 'assistant', content: 'Request req-4159 failed.' }, user('And what fixed it?')), level);
      expect(turn2.report.restored).toEqual([0]);
      expect(text(turn2.request.messages[0])).toContain(FIX_LINE);
      // From then on the restored log is the stable prefix.
      const turn3 = compress(request(...first, { role: 'assistant', content: 'Request req-4159 failed.' }, user('And what fixed it?'), { role: 'assistant', content: 'The pool size.' }, user('Thanks.')), level);
      expect(turn3.request.messages.slice(0, 3)).toEqual(turn2.request.messages);
    });
  }
});

describe('conversations that retrieve fresh material every turn', () => {
  const docA = Array.from({ length: 12 }, (_, i) => townParagraph(i)).join('\n\n');
  const docB = Array.from({ length: 12 }, (_, i) => townParagraph(i + 12)).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: a question about its own fresh material leaves earlier material as it was sent`, () => {
      const turn1: ChatMessage[] = [user(`${docA}\n\nWhen was ${townName(3)} founded?`), { role: 'assistant', content: `In ${1120 + 21}.` }];
      const first = compress(request(...turn1), level).request.messages;
      const second = compress(request(...turn1, user(`${docB}\n\nWhen was ${townName(15)} founded?`)), level);
      expect(second.report.restored).toEqual([]);
      expect(second.request.messages.slice(0, 2)).toEqual(first);
      expect(allText(second.request)).toContain(String(1120 + 15 * 7));
    });

    it(`${level}: ...unless it names a literal only the earlier cut holds`, () => {
      const turn1: ChatMessage[] = [user(`${docA}\n\nWhen was ${townName(3)} founded?`), { role: 'assistant', content: `In ${1120 + 21}.` }];
      expect(allText(compress(request(...turn1), level).request)).not.toContain(`${(8 + 3) * 1375} inhabitants`);
      const second = compress(request(...turn1, user(`${docB}\n\nWhich town had ${(8 + 3) * 1375} inhabitants?`)), level);
      expect(second.report.restored).toEqual([0]);
      expect(text(second.request.messages[0])).toContain(`${(8 + 3) * 1375} inhabitants`);
    });
  }
});

describe('the JSON item the user asked about', () => {
  const items = inventory();
  const asked = items[87]!;
  const call: ChatMessage = { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'list_inventory', arguments: '{}' } }] };
  const output = (pretty: boolean): ChatMessage => ({ role: 'tool', tool_call_id: 'c1', content: JSON.stringify(items, null, pretty ? 2 : undefined) });
  for (const level of LEVELS) {
    for (const pretty of [false, true]) {
      it(`${level}${pretty ? ', pretty-printed' : ''}: survives in a 120-item tool output, asked before or after the call`, () => {
        const before = request(user(`How many units of ${asked.sku} are in stock?`), call, output(pretty));
        const after = request(user('Load the inventory.'), call, output(pretty), user(`How many units of ${asked.sku} are in stock?`));
        for (const r of [before, after]) {
          const sent = text(compress(r, level).request.messages[2]);
          expect(sent).toContain(asked.sku);
          expect(sent).toContain(String(asked.stock));
          if (level !== 'lossless') expect(sent).toMatch(/… \d+ more items omitted/);
        }
      });
    }
  }
});

describe('a question over every item of a tool\'s JSON output', () => {
  const items = inventory();
  const call: ChatMessage = { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'list_inventory', arguments: '{"limit":120}' } }] };
  const output: ChatMessage = { role: 'tool', tool_call_id: 'c1', content: JSON.stringify({ total: items.length, results: items }) };
  const tools = [{ type: 'function' as const, function: { name: 'list_inventory', parameters: { type: 'object' } } }];
  for (const level of LOSSY) {
    for (const ask of ['Which item has the largest stock?', 'How many items are stored in WH-3?', 'What is the total stock across all warehouses?']) {
      it(`${level}: "${ask}" — every item reaches the model`, () => {
        const sent = text(compress({ ...request(user(ask), call, output), tools }, level).request.messages[2]);
        for (const item of items) expect(sent).toContain(item.sku);
      });
    }
  }
});

describe('passages under header lines of their own', () => {
  const lines = ['Agent: Thanks for contacting support, how can I help?', "Customer: My parcel hasn't arrived yet.", "Agent: I'm sorry to hear that. Let me check.", 'Customer: It was supposed to arrive on Tuesday.', 'Agent: The carrier had a delay in the hub.', 'Customer: Will I get a refund for the shipping fee?', 'Agent: Yes, I have refunded the express fee to your card.'];
  const header = (s: number) => `=== Session ${s + 1} (2024-06-${String(s + 1).padStart(2, '0')}, agent: ${townName(s)}) ===`;
  const sessions = Array.from({ length: 14 }, (_, s) => {
    const body = [...lines];
    if (s === 8) body.splice(3, 0, 'Customer: The order number is #984197 and my postcode is 26376.');
    return `${header(s)}\n${body.join('\n')}`;
  }).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: "in which session…" keeps the kept passage's header line with its answer`, () => {
      const out = compress(request(user(`${sessions}\n\nIn which session did the customer give order number #984197, and what postcode did they give?`)), level);
      const sent = allText(out.request);
      expect(sent).toContain(`${header(8)}\n`);
      expect(sent).toContain('Customer: The order number is #984197 and my postcode is 26376.');
      expect(sent).toMatch(MARKER);
    });
  }
});

describe('a question sent as JSON', () => {
  const docs = Array.from({ length: 20 }, (_, i) => ({ id: `doc-${i + 1}`, title: townName(i), text: townParagraph(i) }));
  const question = `When was ${townName(13)} founded?`;
  for (const level of LOSSY) {
    it(`${level}: {"question", "documents"} — the question stays byte-exact, its document is kept, the rest sampled with a marker`, () => {
      const r = request(system('Answer the question in the JSON payload from its documents.'), user(JSON.stringify({ question, documents: docs }, null, 2)));
      const out = compress(r, level);
      const sent = allText(out.request);
      expect(sent).toContain(`"question":${JSON.stringify(question)}`);
      expect(sent).toContain(String(1120 + 13 * 7));
      expect(sent).toMatch(/… \d+ more items omitted/);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.5);
    });
    it(`${level}: a question sent alone as JSON with its settings ({"question", "max_words": 50}) asks in its question only: records holding 50 are not kept for the setting`, () => {
      const items = Array.from({ length: 60 }, (_, i) => ({ sku: `SKU-${48000 + i * 13}`, name: `crate ${i}`, price: i % 6 === 0 ? 50 : 20 + i, stock: (i * 37) % 500 }));
      const r = request(system(`Catalogue:\n${JSON.stringify(items, null, 2)}`), user(JSON.stringify({ question: 'What is the stock of SKU-48130?', max_words: 50 })));
      const out = compress(r, level);
      const sent = text(out.request.messages[0]);
      expect(sent).toMatch(/SKU-48130\D[^\n]*\D370\b|"SKU-48130"[\s\S]{0,80}\b370\b/);
      expect(sent.match(/\b50\b/g)?.length ?? 0).toBeLessThanOrEqual(2);
      expect(text(out.request.messages[1])).toBe(JSON.stringify({ question: 'What is the stock of SKU-48130?', max_words: 50 }));
    });
    it(`${level}: {"question": "…average…?"} over the documents asks over every one: nothing is cut`, () => {
      const r = request(user(JSON.stringify({ question: 'What is the average founding year across all towns listed?', documents: docs })));
      expect(allText(compress(r, level).request)).toBe(allText(request(...lossless(r))));
    });
  }
});

describe('configuration files are read whole, line for line', () => {
  const services = Array.from({ length: 18 }, (_, i) => `${townName(i).toLowerCase().replace(/\s+/g, '-')}-service`);
  const section = (s: string, i: number) => `[${s}]\nhost=${s}.prod.internal\nport=${8001 + i * 7}\nreplicas=${1 + ((i * 5) % 11)}\nowner=team-${i % 6}\ntimeout_ms=${500 + i * 313}\nimage=registry.example.com/${s}:v2.${i}.4`;
  const ini = services.map(section).join('\n\n');
  for (const level of LEVELS) {
    it(`${level}: "Which team owns …?" over an INI file — the asked section reaches the model with every line`, () => {
      const sent = allText(compress(request(user(`Here is our deploy.ini:\n\n${ini}\n\nQ: Which team owns ${services[9]}?`)), level).request);
      expect(sent).toContain(section(services[9]!, 9));
    });
  }
});

describe('a template with no blank line between the material and its form', () => {
  const rows = inventory().map((it) => `${it.sku},${it.name},${it.stock},${it.warehouse}`);
  const csv = `sku,name,stock,warehouse\n${rows.join('\n')}`;
  const asked = inventory()[77]!;
  const examples = system('You answer from inventory data. Example:\n\nContext: SKU-1,crate,5,WH-1\nQuestion: How many units of SKU-1 are in stock?\nAnswer: 5');
  for (const level of LOSSY) {
    it(`${level}: "Context: <csv>\\nQuestion: …?\\nAnswer:" — the form is the asker's: the asked row is kept, the rest cut`, () => {
      const out = compress(request(examples, user(`Context: ${csv}\nQuestion: How many units of ${asked.sku} are in stock?\nAnswer:`)), level);
      const sent = allText(out.request);
      expect(sent).toContain(rows[77]);
      expect(sent).toContain('sku,name,stock,warehouse');
      expect(sent).toMatch(MARKER);
    });
    it(`${level}: the system's worked examples ask nothing — with no question of the user's, the data stays whole`, () => {
      const r = request(examples, user(`Context: ${csv}`));
      expect(allText(compress(r, level).request)).toBe(allText(request(...lossless(r))));
    });
    it(`${level}: a format whose answer is a placeholder ("Q: …?" over "A: <one line>") asks its question: the data is read for it`, () => {
      const format = { role: 'developer' as const, content: `Respond in exactly this format:\nQ: How many units of ${asked.sku} are in stock?\nA: <one line>` };
      const sent = allText(compress(request(format, user(csv)), level).request);
      expect(sent).toContain(rows[77]);
      expect(sent).toMatch(MARKER);
    });
  }
});

describe('a question with two hops ("the e-mail of X\'s manager")', () => {
  const first = ['Maria', 'James', 'Olivia', 'Daniel', 'Sophie', 'Thomas', 'Emma', 'Lucas', 'Hannah', 'Noah'];
  const last = ['Keller', 'Whitfield', 'Brennan', 'Okafor', 'Lindqvist', 'Moreau'];
  const TRADE = ['Logistics', 'Finance', 'Marketing', 'Engineering', 'Legal', 'Procurement'];
  const people = Array.from({ length: 30 }, (_, i) => `${first[i % 10]} ${last[Math.floor(i / 10) % 6]}`);
  const manager = (i: number) => (i * 7 + 3) % 30;
  const email = (name: string) => `${name.toLowerCase().replace(' ', '.')}@nordwind.example`;
  const profile = (i: number) =>
    [
      `${people[i]} joined Nordwind Logistics in ${1998 + ((i * 3) % 25)} as a project manager.`,
      `They work in the ${TRADE[i % 6]} department at the ${townName(i)} office.`,
      `Their employee ID is E-${4000 + i * 37}.`,
      `Their annual salary is ${50 + i * 3},500 EUR.`,
      `They report to ${people[manager(i)]}.`,
      `Their email address is ${email(people[i]!)}.`,
      'Colleagues describe them as reliable and well organised.',
      'They recently completed a training course on cloud cost control.',
    ].join(' ');
  const asked = 3;
  const boss = people[manager(asked)]!;
  const layouts: Record<string, string> = {
    paragraphs: people.map((_, i) => profile(i)).join('\n\n'),
    xml: `<documents>\n${people.map((_, i) => `<document index="${i + 1}">\n<source>hr/E-${4000 + i * 37}.txt</source>\n<content>${profile(i)}</content>\n</document>`).join('\n')}\n</documents>`,
  };
  const records = people.map((name, i) => ({ name, id: `E-${4000 + i * 37}`, office: townName(i), manager: people[manager(i)], email: email(name) }));
  for (const level of LOSSY) {
    it(`${level}, JSON records: keeps the asked record and the record its "manager" names`, () => {
      const out = compress(request(user(`${JSON.stringify(records, null, 2)}\n\nWhat is the email address of ${people[asked]}'s manager?`)), level);
      const sent = allText(out.request);
      expect(sent).toContain(JSON.stringify(records[asked]));
      expect(sent).toContain(JSON.stringify(records.find((r) => r.name === boss)));
      expect(sent).toMatch(/… \d+ more items omitted/);
    });
    for (const [name, material] of Object.entries(layouts)) {
      it(`${level}, ${name}: keeps the asked profile's "reports to" and the manager's own profile`, () => {
        const out = compress(request(user(`${material}\n\nWhat is the email address of ${people[asked]}'s manager?`)), level);
        const sent = allText(out.request);
        expect(sent).toContain(`They report to ${boss}.`);
        expect(sent).toContain(email(boss));
        expect(sent).toMatch(MARKER);
      });
    }
  }
});

describe('a log pasted inside a fence', () => {
  const log = serviceLog();
  for (const level of LOSSY) {
    for (const tag of ['', 'log', 'text']) {
      it(`${level}: \`\`\`${tag} — reduced like any log: the asked request's line and every error survive, the fence stays`, () => {
        const out = compress(request(system(`Production logs from this morning:\n\n\`\`\`${tag}\n${log}\n\`\`\``), user('What happened to request req-4161?')), level);
        const sent = text(out.request.messages[0]);
        expect(sent.startsWith(`Production logs from this morning:\n\n\`\`\`${tag}\n`)).toBe(true);
        expect(sent.endsWith('\n```')).toBe(true);
        for (const line of log.split('\n').filter((l) => /ERROR|WARN|req-4161/.test(l))) expect(sent).toContain(line);
        expect(sent).toMatch(MARKER);
      });
    }
  }
  const records = log.split('\n').map((l) => {
    const [ts, level, ...rest] = l.split(/\s+/);
    return JSON.stringify({ ts, level: level?.toLowerCase(), msg: rest.join(' ') });
  });
  for (const level of LOSSY) {
    for (const [name, body] of [['JSON Lines', records.join('\n')], ['JSON Lines in a fence', `\`\`\`jsonl\n${records.join('\n')}\n\`\`\``]] as const) {
      it(`${level}: ${name} are read like a log: the asked record and every error record survive, the rest is cut`, () => {
        const sent = text(compress(request(user(`${body}\n\nWhat happened to request req-4161?`)), level).request.messages[0]);
        for (const record of records.filter((r) => /error|warn|req-4161/.test(r))) expect(sent).toContain(record);
        expect(sent).toMatch(MARKER);
      });
    }
  }
  it('a fence tagged with a language is code and stays byte-exact', () => {
    const r = request(user(`\`\`\`python\n${log}\n\`\`\`\n\nWhat happened to request req-4161?`));
    expect(text(compress(r, 'aggressive').request.messages[0])).toBe(text(lossless(r)[0]));
  });
});

describe('an HTML page of repeated elements', () => {
  const profiles = Array.from({ length: 16 }, (_, i) => `<div class="town" id="t${i}">\n  <h2>${townName(i)}</h2>\n  <p>${townParagraph(i)}</p>\n</div>`);
  const page = `<html><body>\n<h1>Towns</h1>\n${profiles.join('\n')}\n</body></html>`;
  const rows = inventory().slice(0, 60).map((it) => `<tr><td>${it.sku}</td><td>${it.name}</td><td>${it.stock}</td><td>${it.warehouse}</td></tr>`);
  const table = `<table>\n<tr><th>SKU</th><th>Name</th><th>Stock</th><th>Warehouse</th></tr>\n${rows.join('\n')}\n</table>`;
  const asked = inventory()[41]!;
  for (const level of LOSSY) {
    it(`${level}: the asked element is kept whole, the others are cut with a marker`, () => {
      const out = compress(request(user(`${page}\n\nWhen was ${townName(11)} founded?`)), level);
      const sent = allText(out.request);
      // Indentation before tags is a lossless rewrite; the element is otherwise whole.
      expect(sent).toContain(profiles[11]!.replace(/^[ \t]+/gm, ''));
      expect(sent).toContain('<html><body>\n<h1>Towns</h1>');
      expect(sent).toContain('</body></html>');
      expect(sent).toMatch(MARKER);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: a table keeps its header row with the asked row`, () => {
      const sent = allText(compress(request(user(`${table}\n\nHow many units of ${asked.sku} are in stock?`)), level).request);
      expect(sent).toContain('<tr><th>SKU</th><th>Name</th><th>Stock</th><th>Warehouse</th></tr>');
      expect(sent).toContain(rows[41]);
      expect(sent).toMatch(MARKER);
    });
  }
});

describe('a meeting transcript asked about as a whole', () => {
  const speakers = ['Arjun', 'Zofia', 'Keiko', 'Conor'];
  const chatter = ['Can everyone see my screen?', 'Sorry, I was on mute.', 'I\'ll write up the minutes after this call.', 'That decision is a risk for the launch.', 'Action items go in the tracker.', 'Any thoughts on the budget?', 'Let me check the numbers and get back to you.'];
  const lines = Array.from({ length: 160 }, (_, i) => {
    const t = `[${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}]`;
    const said = i === 97 ? `We're going with ${townName(5)} Networks as the CDN vendor.` : chatter[i % chatter.length];
    return `${t} ${speakers[i % 4]}: ${said}`;
  });
  const transcript = lines.join('\n');
  for (const level of LOSSY) {
    for (const ask of ['Thoughts?', 'Can you write up the minutes from this call?', 'What were all the decisions and action items?', 'Could you go through the call and flag anything that sounds like a risk?']) {
      it(`${level}: "${ask}" — every line of the call reaches the model`, () => {
        for (const r of [request(user(`${transcript}\n\n${ask}`)), request(user(`${ask}\n\n${transcript}`))]) {
          expect(allText(compress(r, level).request)).toBe(allText(request(...lossless(r))));
        }
      });
    }
  }
});

describe('product names written into Chinese and Japanese without spaces', () => {
  const models = Array.from({ length: 40 }, (_, i) => `${townName(i % 20)} ${'XZS'[i % 3]}${600 + i * 7}`);
  const zh = models.map((m, i) => `产品${m}的保修期为${12 + i}个月。该产品从${townName((i + 3) % 20)}仓库发货，价格为${100 + i * 9}元。`).join('\n\n');
  const ja = models.map((m, i) => `製品${m}の保証期間は${12 + i}か月です。価格は${100 + i * 9}円です。`).join('\n\n');
  const asked = 23;
  for (const level of LOSSY) {
    it(`${level}: "${models[asked]}的保修期是多久？" keeps the product's own passage`, () => {
      const sent = allText(compress(request(user(`${zh}\n\n${models[asked]}的保修期是多久？`)), level).request);
      expect(sent).toContain(`产品${models[asked]}的保修期为${12 + asked}个月`);
    });
    it(`${level}: "${models[asked]}の保証期間は？" keeps the product's own passage`, () => {
      const sent = allText(compress(request(user(`${ja}\n\n${models[asked]}の保証期間はどのくらいですか？`)), level).request);
      expect(sent).toContain(`製品${models[asked]}の保証期間は${12 + asked}か月です`);
    });
  }
});

describe('a negated question over records', () => {
  const features = ['single sign-on (SSO)', 'custom domains', 'audit logs', 'two-factor authentication', 'priority support', 'data residency in the EU'];
  const plans = ['Starter', 'Team', 'Business', 'Scale', 'Enterprise', 'Ultimate'].map((name, i) => {
    const has = features.filter((_, k) => (k + i) % 4 !== 0 || (i === 0 && k !== 3));
    return `${name} plan (€${i * 7 + 1}/user/month) includes: ${has.join(', ')}. ${townParagraph(i)}`;
  });
  const missing = plans.filter((p) => !p.includes('two-factor authentication'));
  for (const level of LOSSY) {
    it(`${level}: "Which plans do NOT include two-factor authentication?" keeps every plan that lacks it`, () => {
      const sent = allText(compress(request(user(`${plans.join('\n\n')}\n\nWhich plans do NOT include two-factor authentication?`)), level).request);
      expect(missing.length).toBeGreaterThan(0);
      for (const plan of missing) expect(sent).toContain(plan.split('. ')[0]!);
    });
  }
});

describe("LangChain's refine template", () => {
  const material = Array.from({ length: 20 }, (_, i) => townParagraph(i)).join(' ');
  const head = `The original question is as follows: When was ${townName(13)} founded?\nWe have provided an existing answer: I could not find this information.\nWe have the opportunity to refine the existing answer (only if needed) with some more context below.\n------------\n`;
  const tail = "\n------------\nGiven the new context, refine the original answer to better answer the question. If the context isn't useful, return the original answer.";
  for (const level of LOSSY) {
    it(`${level}: the question before the rule is read, the closing instructions after the rule are kept whole, the context is selected`, () => {
      const out = compress(request(user(`${head}${material}${tail}`)), level);
      const sent = text(out.request.messages[0]);
      expect(sent.startsWith(head)).toBe(true);
      expect(sent.endsWith(tail)).toBe(true);
      expect(sent).toContain(`${townName(13)} was founded in ${1120 + 13 * 7}`);
      expect(sent).toMatch(MARKER);
    });
  }
});

describe('a hop through a passage that mentions the asked entity', () => {
  const companies = Array.from({ length: 16 }, (_, i) => `${townName(i)} Holdings`);
  const profile = (i: number) => `${companies[i]} is a logistics company headquartered in ${townName((i + 5) % 16)}. It was founded in ${1950 + i * 3} by ${['Ada', 'Ben', 'Cleo', 'Dev'][i % 4]} ${['Park', 'Lind', 'Moss', 'Vale'][(i >> 2) % 4]}. It employs ${1000 + i * 250} people. Its customers are mostly in Northern Europe.`;
  const release = `${companies[9]} announced on Tuesday that it has completed the acquisition of a minority stake in ${companies[4]}'s freight subsidiary. The deal is expected to close next quarter.`;
  const material = [...companies.map((_, i) => profile(i)).slice(0, 12), release, ...companies.map((_, i) => profile(i)).slice(12)].join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: "Who founded the company that bought a stake in ${companies[4]}'s subsidiary?" keeps the release and the buyer's profile`, () => {
      const out = compress(request(user(`${material}\n\nWho founded the company that bought a stake in ${companies[4]}'s freight subsidiary?`)), level);
      const sent = allText(out.request);
      expect(sent).toContain(release);
      expect(sent).toContain(profile(9));
      expect(sent).toMatch(MARKER);
    });
  }
});

describe('a needle asked as a labelled field', () => {
  const kv = kvObject(7);
  const keys = Object.keys(kv);
  const key = keys[41]!;
  const body = `{${keys.map((k) => `${JSON.stringify(k)}: ${JSON.stringify(kv[k])}`).join(', ')}}`;
  const prompts: Record<string, ChatRequest> = {
    benchmark: request(user(`Extract the value corresponding to the specified key in the JSON object below.\n\nJSON data:\n${body}\n\nKey: "${key}"\nCorresponding value:`)),
    'field first': request(user(`Key: "${key}"\n\n${body}`)),
    'separate turn': request(user(body), user(`Key: "${key}"`)),
    system: request(system(`JSON data:\n${body}`), user(`Key: "${key}"\nValue:`)),
  };
  for (const level of LEVELS) {
    it(`${level}: keeps the asked pair byte-exact in every layout`, () => {
      for (const r of Object.values(prompts)) {
        expect(allText(compress(r, level).request)).toMatch(new RegExp(`"${key}"\\s*:\\s*"${kv[key]}"`));
      }
      // The benchmark's own layout is a lookup: the other pairs are sampled away.
      if (level !== 'lossless') expect(allText(compress(prompts.benchmark!, level).request)).toMatch(/… \d+ more items omitted/);
    });
  }
});

describe('a needle asked in words that name the data\'s form ("the value of key …")', () => {
  const kv = kvObject(9);
  const keys = Object.keys(kv);
  const key = keys[52]!;
  const body = JSON.stringify(kv, null, 2);
  for (const level of LOSSY) {
    for (const ask of [`What is the value of key ${key}?`, `Which entry has the key ${key}? Give its value.`]) {
      it(`${level}: "${ask.slice(0, 22)}…" keeps the pair and samples the rest`, () => {
        const out = compress(request(system('Answer from the JSON object.'), user(`${body}\n\n${ask}`)), level);
        const sent = allText(out.request);
        expect(sent).toMatch(new RegExp(`"${key}"\\s*:\\s*"${kv[key]}"`));
        expect(sent).toMatch(/… \d+ more items omitted/);
      });
    }
  }
});

describe('multi-document context in every layout', () => {
  const passages = Array.from({ length: 20 }, (_, i) => townParagraph(i));
  const material = passages.join('\n\n');
  const question = `When was ${townName(13)} founded?`;
  for (const level of LOSSY) {
    it(`${level}: keeps the answer, cuts the rest, and says what it cut`, () => {
      for (const [name, build] of Object.entries(LAYOUTS)) {
        const r = build(material, question);
        const out = compress(r, level);
        const sent = allText(out.request);
        expect(sent, name).toContain(String(1120 + 13 * 7));
        expect(sent, name).toContain(question);
        expect(out.report.tokensAfter, name).toBeLessThan(out.report.tokensBefore * 0.6);
        expect(sent, name).toMatch(MARKER);
      }
    });
  }
});

describe('material whose records end in fields of their own', () => {
  // A catalogue of `### name` sections, each with a `Price:` line: its last record is not the asker's words.
  const catalogue = Array.from({ length: 14 }, (_, i) => `### ${townName(i)} kettle (SKU-${4100 + i})\nPrice: $${(20 + i * 3.5).toFixed(2)}\n\nThe ${townName(i)} kettle weighs ${1 + i / 10} kg and boils a litre in ${90 + i} seconds. The ${townName(i)} kettle comes with a ${2 + (i % 4)} years warranty.`).join('\n\n');
  const asked = 5;
  for (const level of LOSSY) {
    it(`${level}: a question typed without its "?" before the catalogue keeps the record it asks about`, () => {
      const r = request(user(`warranty period for the ${townName(asked)} kettle\n\n${catalogue}`));
      const sent = allText(compress(r, level).request);
      expect(sent).toContain(`The ${townName(asked)} kettle comes with a ${2 + (asked % 4)} years warranty.`);
    });
    for (const section of ['## Question\n\n', 'Question:\n', 'Query:\n\n']) {
      it(`${level}: a question typed without its "?" under ${JSON.stringify(section.trim())} after the catalogue keeps its record and cuts the rest`, () => {
        const r = request(user(`${catalogue}\n\n${section}warranty period for the ${townName(asked)} kettle`));
        const out = compress(r, level);
        const sent = allText(out.request);
        expect(sent).toContain(`The ${townName(asked)} kettle comes with a ${2 + (asked % 4)} years warranty.`);
        expect(sent).toMatch(MARKER);
        expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
      });
    }
    for (const ask of ['Which kettle is the cheapest?', 'Which kettles boil a litre in under 95 seconds?', 'Do the records agree on the warranty?', 'Do the majority of kettles come with a warranty of three years or more?']) {
      it(`${level}: "${ask}" asks over every record: none is cut`, () => {
        const r = request(user(`${catalogue}\n\n${ask}`));
        expect(allText(compress(r, level).request)).toBe(allText(request(...lossless(r))));
      });
    }
    it(`${level}: a count pinned to one record by its name is still a lookup`, () => {
      const r = request(user(`${catalogue}\n\nHow many seconds does the ${townName(asked)} kettle take to boil a litre?`));
      const sent = allText(compress(r, level).request);
      expect(sent).toContain(`boils a litre in ${90 + asked} seconds`);
      expect(sent).toMatch(MARKER);
    });
    it(`${level}: a task before the catalogue leaves every record`, () => {
      const r = request(user(`Tag every product as budget or premium by price.\n\n${catalogue}`));
      expect(allText(compress(r, level).request)).toBe(allText(request(...lossless(r))));
    });
  }
});

describe('a share the material states is a lookup, as a superlative it states is', () => {
  // One town's history: its name stands in every paragraph, so it pins no record.
  const town = townName(6);
  const history = [
    ...Array.from({ length: 6 }, (_, i) => townParagraph(i).split(townName(i)).join(town)),
    `In the census of 1880 ${town} counted a significant Flemish minority, most of them weavers who had come for the linen trade.`,
    ...Array.from({ length: 6 }, (_, i) => townParagraph(i + 7).split(townName(i + 7)).join(town)),
  ].join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: "What was there a significant minority of in ${town}?" finds the sentence that says so and cuts the rest`, () => {
      const out = compress(request(user(`${history}\n\nWhat was there a significant minority of in ${town}?`)), level);
      const sent = allText(out.request);
      expect(sent).toContain('a significant Flemish minority');
      expect(sent).toMatch(MARKER);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.7);
    });
  }
});

describe('tool output read against a task or an unscorable question', () => {
  const call: ChatMessage = { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'fetch_document', arguments: '{"id":"kb-7"}' } }] };
  const output: ChatMessage = { role: 'tool', tool_call_id: 'c1', content: document(14) };
  const tools = [{ type: 'function' as const, function: { name: 'fetch_document', parameters: { type: 'object', properties: { id: { type: 'string' } } } } }];
  for (const level of LOSSY) {
    for (const ask of ['Summarise document kb-7 for me.', 'Fetch document kb-7.', 'Translate document kb-7 into French.']) {
      it(`${level}: "${ask}" — the fetched document reaches the model whole`, () => {
        const r: ChatRequest = { ...request(user(ask), call, output), tools };
        const sent = compress(r, level).request.messages[2];
        expect(text(sent)).toBe(text(lossless(r)[2]));
      });
    }
  }
});

describe('a follow-up question over what a tool returned in an earlier turn', () => {
  const search = (q: string): ChatMessage => ({ role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'search_docs', arguments: JSON.stringify({ query: q }) } }] });
  const tools = [{ type: 'function' as const, function: { name: 'search_docs', parameters: { type: 'object', properties: { query: { type: 'string' } } } } }];
  const first = `When was ${townName(3)} founded?`;
  const turn1: ChatMessage[] = [user(first), search(first), { role: 'tool', tool_call_id: 'c1', content: document(14) }, { role: 'assistant', content: `In ${1120 + 21}.` }];
  const later = String(1400 + 11 * 3);
  for (const level of LOSSY) {
    it(`${level}: gets back the output the first question cut, once, and keeps it whole after`, () => {
      const sent = compress({ ...request(...turn1), tools }, level).request.messages;
      expect(text(sent[2])).not.toContain(later);
      const c = createCompressor();
      const asked = [...turn1, user(`When was the town hall of ${townName(11)} rebuilt after the fire?`)];
      const turn2 = c.compressRequest({ ...request(...asked), tools }, { level });
      expect(turn2.report.restored).toEqual([2]);
      expect(text(turn2.request.messages[2])).toContain(later);
      expect(turn2.request.messages.slice(0, 2)).toEqual(sent.slice(0, 2));
      const turn3 = c.compressRequest({ ...request(...asked, { role: 'assistant', content: `In ${later}.` }, user('Thanks.')), tools }, { level });
      expect(turn3.request.messages.slice(0, 5)).toEqual(turn2.request.messages);
    });

    it(`${level}: a follow-up the kept part answers leaves the output as it was sent`, () => {
      const sent = compress({ ...request(...turn1), tools }, level).request.messages;
      const turn2 = compress({ ...request(...turn1, user(`And what was ${townName(3)}'s market known for?`)), tools }, level);
      expect(turn2.report.restored).toEqual([]);
      expect(turn2.request.messages.slice(0, 4)).toEqual(sent);
    });

    it(`${level}: an agent's next steps never bring the output back (only a person's turn asks)`, () => {
      const sent = compress({ ...request(...turn1), tools }, level).request.messages;
      const loop = [...turn1.slice(0, 3), search('town hall fire'), { role: 'tool' as const, tool_call_id: 'c1', content: 'No further results.' }];
      const next = compress({ ...request(...loop), tools }, level);
      expect(next.report.restored).toEqual([]);
      expect(next.request.messages.slice(0, 3)).toEqual(sent.slice(0, 3));
    });
  }
});

describe('a few-shot frame before the material (DSPy-style)', () => {
  const frame = [
    'Answer questions with short factoid answers.',
    '---',
    'Follow the following format.',
    'Context: may contain relevant facts',
    'Question: ${question}',
    'Answer: often between 1 and 5 words',
    '---',
    'Context: The Vasa warship sank in Stockholm harbour in 1628.',
    'Question: In what year did the Vasa sink?',
    'Answer: 1628',
    '---',
    'Context: The Danube flows into the Black Sea.',
    'Question: Into which sea does the Danube flow?',
    'Answer: the Black Sea',
    '---',
  ].join('\n\n');
  const asked = 9;
  for (const level of LOSSY) {
    it(`${level}: keeps the format and every worked example, and still selects from the material`, () => {
      const prompt = `${frame}\n\nContext: ${document(16)}\n\nQuestion: What is ${townName(asked)} known for?\n\nAnswer:`;
      const sent = allText(compress(request(user(prompt)), level).request);
      expect(sent.startsWith(frame)).toBe(true);
      expect(sent).toContain(townParagraph(asked));
      expect(sent).toMatch(MARKER);
      expect(sent.endsWith(`Question: What is ${townName(asked)} known for?\n\nAnswer:`)).toBe(true);
    });
  }
});
