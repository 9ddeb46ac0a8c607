/**
 * Material with a structure of records (the eighth blind probe, eval/probe8): configuration
 * returned to an agent whose short system prompt states the objective, HTML tables and product
 * cards, directories of blank-line records, a report's title above its records. Each record is
 * kept or dropped whole; whole-material objectives and titles that ask nothing cut nothing.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { extractAnchors } from '../../src/compress/anchors.js';
import { selectPassages } from '../../src/compress/passage-select.js';
import { splitPassages } from '../../src/compress/passages.js';
import { countTextTokens } from '../../src/compress/tokens.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { allText, document, request, system, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const sentWhole = (r: ChatRequest, level: CompressionLevel): void => {
  expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
};
const cutKeeping = (r: ChatRequest, level: CompressionLevel, kept: string[], share = 0.6): void => {
  const out = compress(r, level);
  for (const k of kept) expect(allText(out.request)).toContain(k);
  expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * share);
};

const pick = <T>(xs: T[], i: number): T => xs[i % xs.length] as T;
const SERVICES = ['checkout', 'payments', 'search-api', 'notifications', 'auth-gateway', 'orders-worker', 'catalog', 'shipping'];
const NAMESPACES = ['prod-eu', 'prod-us', 'staging'];

/** Kubernetes Deployments, one `---` document each, told apart by name, namespace and image tag. */
function manifests(): string {
  const docs: string[] = [];
  SERVICES.forEach((name, s) =>
    NAMESPACES.forEach((ns, n) => {
      const root = (s + n) % 4 === 0;
      docs.push(
        [
          '---',
          'apiVersion: apps/v1',
          'kind: Deployment',
          'metadata:',
          `  name: ${name}`,
          `  namespace: ${ns}`,
          'spec:',
          `  replicas: ${2 + ((s * 3 + n) % 7)}`,
          '  template:',
          '    spec:',
          '      containers:',
          `        - name: ${name}`,
          `          image: registry.internal/${name}:${4 + n}.${s}.${(s * 7 + n * 3) % 20}`,
          ...(root ? ['          securityContext:', '            runAsUser: 0'] : []),
          '          resources:',
          '            limits:',
          `              memory: ${256 * (1 + ((s + n) % 4))}Mi`,
          '          ports:',
          `            - containerPort: ${8000 + s * 10 + n}`,
        ].join('\n'),
      );
    }),
  );
  return docs.join('\n');
}

/** A CI pipeline: one top-level key per job, each job's body indented under it. */
function pipeline(): string {
  const jobs = ['lint', 'build', 'test', 'package', 'deploy'].flatMap((stage, t) =>
    SERVICES.map((svc, s) => [`${stage}:${svc}:`, `  stage: ${stage}`, `  image: node:${18 + (s % 4)}.${t}.0`, '  script:', `    - cd services/${svc}`, `    - make ${stage}`, `  timeout: ${10 + ((t * 8 + s * 5) % 50)}m`].join('\n')),
  );
  return ['stages:', '  - lint', '  - build', '  - test', '  - package', '  - deploy', '', ...jobs].join('\n');
}

const agent = (objective: string, output: string, path = 'deploy/all.yaml'): ChatRequest => ({
  model: 'gpt-4o',
  tools: [{ type: 'function', function: { name: 'read_file', parameters: { type: 'object', properties: { path: { type: 'string' } } } } }],
  messages: [
    system(`You are OpsAgent, an infrastructure assistant with read-only access. Use the tools; never guess values you have not read.\n\n## Objective\n${objective}`),
    user('Run the objective.'),
    { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'read_file', arguments: JSON.stringify({ path }) } }] },
    { role: 'tool', tool_call_id: 'call_1', content: output } as ChatMessage,
  ],
});

describe("an agent's objective in its short system prompt is the question its tool output is read against", () => {
  for (const level of LOSSY) {
    it(`${level}: "Look up …" keeps the asked manifest whole and cuts the others`, () => {
      const out = manifests();
      const image = /image: registry\.internal\/payments:5\.1\.\d+/.exec(out.split('namespace: prod-us').slice(1).join('namespace: prod-us'))?.[0] ?? '';
      expect(image).not.toBe('');
      cutKeeping(agent('Look up the image tag of payments in prod-us.', out), level, [image], 0.5);
    });
    it(`${level}: a job's timeout survives with its job, a few lines below the job's name`, () => {
      cutKeeping(agent('Pull out the timeout of the package:search-api job.', pipeline()), level, ['package:search-api:\n  stage: package\n  image: node:20.3.0\n  script:\n    - cd services/search-api\n    - make package\n  timeout: 44m'], 0.6);
    });
    it(`${level}: objectives over every record ("List every …", "Check all …") keep the output whole`, () => {
      sentWhole(agent('List every deployment whose memory limit is 256Mi.', manifests()), level);
      sentWhole(agent('Check all manifests for containers that run as root and report each one.', manifests()), level);
      sentWhole(agent('How many jobs are in each stage?', pipeline()), level);
    });
    it(`${level}: a call whose arguments the output does not hold selects nothing (it would cut blind)`, () => {
      const r = agent('Be careful.', pipeline(), '.gitlab-ci.yml');
      sentWhole({ ...r, messages: [system('You are OpsAgent.'), ...r.messages.slice(1)] }, level);
    });
  }
});

const optionRows = (section: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => {
    const key = `${section}.${pick(['max_entries', 'queue_depth', 'worker_threads', 'idle_timeout_s', 'max_retries', 'batch_size'], i)}`;
    return `      <tr id="${key}">\n        <td><code>${key}</code></td>\n        <td><code>${1000 + ((section.length * 977 + i * 7919) % 60000)}</code></td>\n        <td>The effective value is rounded up to the next power of two.</td>\n      </tr>`;
  });

function optionsPage(): string {
  const sections = ['cache', 'replication', 'storage', 'scheduler', 'auth', 'tls'].map(
    (s) => `<section id="${s}">\n  <h2>${s}</h2>\n  <p>Use these options to tune the ${s} subsystem.</p>\n  <table>\n    <thead><tr><th>Option</th><th>Default</th><th>Notes</th></tr></thead>\n    <tbody>\n${optionRows(s, 6).join('\n')}\n    </tbody>\n  </table>\n</section>`,
  );
  return `<!DOCTYPE html>\n<html lang="en">\n<head><title>Configuration reference</title></head>\n<body>\n<main>\n${sections.join('\n')}\n</main>\n</body>\n</html>`;
}

function catalogPage(): string {
  const cards = Array.from({ length: 24 }, (_, i) => {
    const name = `${pick(['Takes', 'Danfi', 'Kabre', 'Vorlo', 'Minta', 'Selve'], i)} ${pick(['Pro', 'Air', 'Max'], i)} ${10 + i * 3}`;
    return `<div class="card product">\n  <h2 class="product-name">${name}</h2>\n  <p class="price">€${(40 + i * 13.37).toFixed(2)}</p>\n  <ul class="specs">\n    <li>Weight: ${(1 + ((i * 37) % 40) / 10).toFixed(2)} kg</li>\n    <li>Warranty: ${1 + (i % 4)} years</li>\n    <li>Colour: ${pick(['black', 'red', 'blue', 'grey'], i)}</li>\n  </ul>\n</div>`;
  });
  return `<html>\n<body>\n<div class="grid">\n${cards.join('\n')}\n</div>\n</body>\n</html>`;
}

describe('an HTML page is selected by its records: table rows, product cards — never cell by cell', () => {
  for (const level of LOSSY) {
    it(`${level}: the option's row keeps the cell with its default value`, () => {
      const page = optionsPage();
      const row = /<tr id="auth\.worker_threads">[\s\S]*?<\/tr>/.exec(page)?.[0] ?? '';
      const value = /<td><code>(\d+)<\/code><\/td>/.exec(row)?.[1] ?? '';
      expect(value).not.toBe('');
      cutKeeping(request(user(`${page}\n\nWhat's the default value of auth.worker_threads?`)), level, [`<td><code>${value}</code></td>`]);
    });
    it(`${level}: the product's card keeps its spec list`, () => {
      const page = catalogPage();
      // Kept lines lose their indentation (a lossless rewrite); the card's lines stay together.
      const card = /<h2 class="product-name">Kabre Max 16<\/h2>[\s\S]*?<\/ul>/.exec(page)?.[0] ?? 'missing';
      cutKeeping(request(user(`Pull out the weight of the Kabre Max 16.\n\n${page}`)), level, [card.replace(/\n\s+/g, '\n')]);
    });
  }
});

function directory(lang: 'en' | 'ro'): string {
  const heads = ['Raluca Ionescu', 'Andrei Stan', 'Maria Popescu', 'Simona Toma', 'Diana Florea', 'Mihai Lungu'];
  return Array.from({ length: 30 }, (_, i) => {
    const no = 40 + i * 3;
    return lang === 'ro'
      ? `Agenția nr. ${no} — ${pick(['Sibiu', 'Cluj', 'Iași', 'Brașov'], i)}\nAdresa: Str. Libertății nr. ${100 + i}\nȘef de agenție: ${pick(heads, i)}\nTelefon: 0789 ${100 + i} ${600 + i}`
      : `Branch ${no} — ${pick(['Leeds', 'York', 'Bath', 'Derby'], i)}\nAddress: ${100 + i} High Street\nManager: ${pick(heads, i)}\nPhone: 01632 ${100 + i} ${600 + i}`;
  }).join('\n\n');
}

const record = (lang: 'en' | 'ro', opening: string): string => directory(lang).split('\n\n').find((r) => r.startsWith(opening)) ?? 'missing';

describe('a directory of blank-line records keeps the asked record whole', () => {
  for (const level of LOSSY) {
    it(`${level}: the manager's line comes with its branch's name line`, () => {
      cutKeeping(request(user(`${directory('ro')}\n\nCine este șeful agenției nr. 70?`)), level, [record('ro', 'Agenția nr. 70 ')]);
      cutKeeping(request(user(`${directory('en')}\n\nWho manages branch 82?`)), level, [record('en', 'Branch 82 ')]);
    });
  }
});

/** A status report: one blank-line record per project, its status told in a sentence. */
function report(): string {
  const people = ['Andrei Lungu', 'Diana Popescu', 'Mihai Stan', 'Ioana Florea', 'Radu Nistor'];
  const states = ['Testarea cu clienții începe luna viitoare.', 'Caietul de sarcini a fost aprobat de toate departamentele.', 'Furnizorul a întârziat livrarea cu două săptămâni.'];
  return Array.from({ length: 24 }, (_, i) => `Proiectul „${pick(['Hultoror', 'Mielfi', 'Lenisra', 'Torbelnor', 'Elvengar', 'Iswynbel'], i)}${i}”\nResponsabil: ${pick(people, i)}\nBuget: ${100 + i * 37}.300 lei\nTermen-limită: ${1 + (i % 28)} februarie 2025\nStare: ${pick(states, i)}`).join('\n\n');
}

describe('a title above material asks nothing', () => {
  for (const level of LOSSY) {
    it(`${level}: a report's title, alone or after "Here is the document:", leaves the paste whole`, () => {
      sentWhole(request(system('Ești un asistent util. Răspunde în limba română.'), user(`Raport de stare a proiectelor — Q2 2024\n\n${report()}`)), level);
      sentWhole(request(user(`Iată documentul:\n\nRaport de stare a proiectelor — Q2 2024\n\n${report()}`)), level);
    });
    it(`${level}: a question typed without "?" above the material still asks`, () => {
      cutKeeping(request(user(`what's the phone number of branch 82\n\n${directory('en')}`)), level, [record('en', 'Branch 82 ')]);
    });
    it(`${level}: whole-material tasks asked as questions in Ukrainian, Finnish, Romanian and Thai keep everything`, () => {
      // Each names a project, which alone would let a lookup select around it.
      for (const task of ['Можеш перекласти звіт про Mielfi1 українською?', 'Voitko tiivistää Mielfi1-projektin tilanteen?', 'Poți rezuma situația proiectului Mielfi1?', 'ช่วยสรุปโครงการ Mielfi1 ได้ไหม?']) {
        sentWhole(request(user(`${report()}\n\n${task}`)), level);
      }
    });
  }
});

/** A retrieval tool's JSON: documents whose content is a chunk of a CSV export, rows joined by escaped line breaks. */
function csvDocuments(): string {
  const rows = Array.from({ length: 240 }, (_, i) => `ORD-${10000 + i * 337},Customer ${i},SKU-${100 + (i % 50)},${1 + (i % 9)},shipped,2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`);
  const chunks = Array.from({ length: 40 }, (_, c) => ({ id: `doc-${c + 1}`, content: ['order_id,customer,sku,qty,status,ship_date', ...rows.slice(c * 6, c * 6 + 6)].join('\n') }));
  return JSON.stringify({ documents: chunks });
}

describe('JSON documents: an id right after an escaped line break is still an anchor', () => {
  for (const level of LOSSY) {
    it(`${level}: the chunk holding the asked order survives the sampling of the array`, () => {
      const tool = csvDocuments();
      const row = JSON.parse(tool).documents[29].content.split('\n')[4] as string;
      const id = row.split(',')[0] as string;
      const r: ChatRequest = {
        model: 'gpt-4o',
        messages: [
          user('Retrieve the orders, please.'),
          { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search', arguments: '{"q":"orders"}' } }] },
          { role: 'tool', tool_call_id: 'call_1', content: tool } as ChatMessage,
          user(`When did order ${id} ship? Thanks.`),
        ],
      };
      const out = compress(r, level);
      expect(allText(out.request)).toContain(row);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
    it(`${level}: a request for every one of something ("Pull out every …") is a task over all of it`, () => {
      sentWhole(request(user(`${document(24)}\n\nPull out every founding year.`)), level);
      // Work, then its result asked for: "give me the number" asks for no place in the text.
      sentWhole(request(user(`${document(24)}\n\nTally up the paragraphs in this text and give me the number.`)), level);
    });
  }
});

const towns = (n: number): string[] => Array.from({ length: n }, (_, i) => townParagraph(i));

describe('passages in the containers prompts arrive in', () => {
  for (const level of LOSSY) {
    it(`${level}: a CSV export of passages under a "# question:" comment`, () => {
      const csv = `# question: When was Harwick founded?\nrow,passage\n${towns(20).map((p, i) => `${i + 1},"${p}"`).join('\n')}`;
      cutKeeping(request(user(csv)), level, ['Harwick was founded in 1169']);
    });
    it(`${level}: a question between two batches of results, the second introduced by a label`, () => {
      const [first, second] = [towns(20).slice(0, 10).join('\n\n'), towns(20).slice(10).join('\n\n')];
      cutKeeping(request(user(`Search results, first batch:\n\n${first}\n\nWhen was Harwick founded?\n\nSecond batch:\n\n${second}`)), level, ['Harwick was founded in 1169']);
    });
    it(`${level}: search results returned as YAML to an agent whose objective is typed without "?"`, () => {
      const yaml = `results:\n${towns(20).map((p, i) => `  - rank: ${i + 1}\n    text: |\n      ${p}`).join('\n')}`;
      cutKeeping(agent('when was Harwick founded', yaml), level, ['Harwick was founded in 1169']);
    });
    it(`${level}: two fences, a CI file naming the question over a larger YAML file of documents: the documents are selected, the CI file kept whole`, () => {
      const ci = '```yaml\n# .gitlab-ci.yml\nstages: [eval]\n\nvariables:\n  ANSWER_LANG: "en"\n  # the question this run evaluates\n  QUESTION: |\n    When was Harwick founded?\n\nqa-eval:\n  stage: eval\n  script:\n    - npx tsx ask.ts --question "$QUESTION" --docs docs.yml\n  artifacts:\n    paths: [out/answer.json]\n```';
      const docs = `\`\`\`yaml\n# docs.yml\ndocuments:\n${towns(20).map((p, i) => `  - id: ${i + 1}\n    title: "Town ${i + 1}"\n    text: |\n      ${p}`).join('\n')}\n\`\`\``;
      const out = compress(request(user(`Dos ficheros del repositorio; responde como lo haría el job de CI.\n\n${ci}\n\n${docs}`)), level);
      const sent = allText(out.request);
      expect(sent).toContain('Harwick was founded in 1169');
      expect(sent).toContain(ci);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});

/** Page 2 of a web search an agent paged through (probe 8's between_batches-16): the asked desk's price stands in its snippet's second sentence. */
const SEARCH_PAGE = `results 15–27

15. Tahul One 6 review — after 6 months
   https://www.reddit.com/tahul-one-6-review
   25 Mar 2024 — Tahul One 6 review: $1226, max load 116 kg, 7-year frame warranty, assembly took about 40 minutes.

16. Selta Pro 8 review — long-term test
   https://deskreviews.io/selta-pro-8-review
   19 Nov 2024 — Selta Pro 8 review: $1477, max load 178 kg, 7-year frame warranty, assembly took about 40 minutes.

17. Belven One 2 review — is it worth it?
   https://www.youtube.com/belven-one-2-review
   7 Apr 2024 — Belven One 2 review: $872, max load 121 kg, 7-year frame warranty, assembly took about 40 minutes.

18. Gardan Flex 3 review — long-term test
   https://www.youtube.com/gardan-flex-3-review
   26 Dec 2024 — Thread: anyone using the Gardan Flex 3? Got mine for $551 on sale, rated for 59 kg, the memory presets are great.

19. Rifi Duo 6 review — long-term test
   https://ergonomics.guide/rifi-duo-6-review
   12 Aug 2024 — We spent three weeks with the Rifi Duo 6. At $302 it is not cheap, but it handled 152 kg without wobble at full height.

20. Danbre Lift 6 review — is it worth it?
   https://www.officehub.blog/danbre-lift-6-review
   10 Sep 2024 — Thread: anyone using the Danbre Lift 6? Got mine for $798 on sale, rated for 131 kg, the memory presets are great.

21. Rasa One 4 review — long-term test
   https://deskreviews.io/rasa-one-4-review
   1 Sep 2024 — Rasa One 4 review: $1414, max load 163 kg, 7-year frame warranty, assembly took about 40 minutes.

22. Selor Pro 2 review — after 6 months
   https://ergonomics.guide/selor-pro-2-review
   11 Oct 2024 — Selor Pro 2 review: $1067, max load 73 kg, 7-year frame warranty, assembly took about 40 minutes.

23. Lenis Pro 5 review — is it worth it?
   https://www.reddit.com/lenis-pro-5-review
   16 Mar 2024 — We spent three weeks with the Lenis Pro 5. At $1386 it is not cheap, but it handled 83 kg without wobble at full height.

24. Talnor Lift 6 review — honest take
   https://www.youtube.com/talnor-lift-6-review
   20 Feb 2024 — We spent three weeks with the Talnor Lift 6. At $452 it is not cheap, but it handled 136 kg without wobble at full height.

25. Wynbre Lift 8 review — long-term test
   https://deskreviews.io/wynbre-lift-8-review
   26 Dec 2024 — Wynbre Lift 8 review: $663, max load 64 kg, 7-year frame warranty, assembly took about 40 minutes.

26. Ragar Pro 4 review — honest take
   https://www.techradar-like.net/ragar-pro-4-review
   5 Oct 2024 — Ragar Pro 4 review: $962, max load 89 kg, 7-year frame warranty, assembly took about 40 minutes.

27. Garis Pro 2 review — long-term test
   https://www.techradar-like.net/garis-pro-2-review
   19 Jul 2024 — Thread: anyone using the Garis Pro 2? Got mine for $991 on sale, rated for 128 kg, the memory presets are great.`;

describe('a short passage naming what is asked is kept whole', () => {
  it("keeps the second sentence of an anchored snippet however tight the budget (the asked figure stands apart from the name)", () => {
    const question = 'how much does the Gardan Flex 3 desk cost according to the results';
    const query = `${question} web_search best standing desk 2024 review page 2`;
    const out = selectPassages(SEARCH_PAGE, splitPassages(SEARCH_PAGE), { query, anchors: extractAnchors(question), keepRatio: 0.2, countTokens: countTextTokens }) ?? SEARCH_PAGE;
    expect(out).toContain('Got mine for $551 on sale');
    expect(out.length).toBeLessThan(SEARCH_PAGE.length * 0.6);
  });
});

describe("an agent's objective above its tool instructions, and search results as YAML blocks", () => {
  for (const level of LOSSY) {
    it(`${level}: "Objective: …?" over a "Tools: …" line is the question, not a worked example; each \`text: |\` block is a passage`, () => {
      const yaml = `status: ok\nresults:\n${towns(20).map((p, i) => `  - id: kb-${i + 1}\n    text: |\n      ${p}`).join('\n')}\n`;
      const r: ChatRequest = {
        model: 'gpt-4o',
        messages: [
          system('You are the executor agent of a multi-step workflow.\nObjective: When was Harwick founded?\nTools: search_kb(query) returns matching knowledge-base passages as YAML.\nWhen you have enough information, give the final answer in one sentence.'),
          user('Start working on the objective.'),
          { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search_kb', arguments: '{"query":"founding"}' } }] },
          { role: 'tool', tool_call_id: 'call_1', content: yaml } as ChatMessage,
        ],
      };
      cutKeeping(r, level, ['Harwick was founded in 1169', '  - id: kb-8\n    text: |'], 0.5);
    });
    it(`${level}: a CSV export of passages keeps the asked row whole (its quoting intact)`, () => {
      const rows = towns(20).map((p, i) => `${i + 1},"${p.replace(/grey stone/, '""grey"" stone')}"`);
      const csv = `row,passage\n${rows.join('\n')}`;
      cutKeeping(request(user(`${csv}\n\nWhen was Harwick founded?`)), level, [rows[7] ?? 'missing']);
    });
  }
});

describe('replies, exports and pages around the passages', () => {
  for (const level of LOSSY) {
    it(`${level}: a reply above a quoted e-mail: the quotation is the material, selected as the text it quotes and quoted again`, () => {
      const quoted = towns(20).join('\n\n').split('\n').map((l) => (l === '' ? '>' : `> ${l}`)).join('\n');
      const mail = `Could you help me reply to Marco? Keep it short.\n\nHi,\n\nThanks for these. One thing I couldn't work out: When was Harwick founded?\n\nCheers,\nMarco\n\nOn Tuesday morning, Priya Natarajan wrote:\n${quoted}`;
      const out = compress(request(user(mail)), level);
      const sent = allText(out.request);
      expect(sent).toContain('> Harwick was founded in 1169');
      expect(sent).toContain('Thanks for these. One thing I couldn\'t work out: When was Harwick founded?\n\nCheers,\nMarco\n\nOn Tuesday morning, Priya Natarajan wrote:\n>');
      expect(sent.split('\n').slice(sent.split('\n').findIndex((l) => l.endsWith('wrote:')) + 1).every((l) => l.startsWith('>'))).toBe(true);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
    it(`${level}: a fenced CSV whose first comment line holds the query; the file's metadata comments ask nothing`, () => {
      const rows = towns(20).map((p, i) => `${i + 1},"${p}"`).join('\n');
      cutKeeping(request(user(`\`\`\`csv\n# query: When was Harwick founded?\n# source: search console export\nrank,passage\n${rows}\n\`\`\`\nanswer from these rows only.`)), level, ['8,"Harwick was founded in 1169']);
      const exportRows = Array.from({ length: 150 }, (_, i) => `SH-${10000 + i * 37},PO-${20000 + i * 53},Porto,Vienna,DSV,${1000 + i}.5,${i % 20},2024-03-${String(1 + (i % 28)).padStart(2, '0')}`).join('\n');
      sentWhole(request(user(`# exported from WMS 2024-06-11 06:00 UTC by nightly_exports v2.3\n# source: tms.shipments, filter: ship_date >= 2024-02-21\nshipment_id,order_ref,origin,destination,carrier,weight_kg,pallets,ship_date\n${exportRows}`)), level);
    });
    it(`${level}: "… read the page I'm on and let me know …" asks, over the page sent in the next message`, () => {
      const page = `<html>\n<body>\n<article>\n${towns(20).map((p) => `<p>\n${p}\n</p>`).join('\n')}\n</article>\n</body>\n</html>`;
      const r = request(system('You are a browser sidebar assistant.'), user("hey, can you read the page I'm on and let me know when Harwick was founded. thanks!"), user(page));
      cutKeeping(r, level, ['Harwick was founded in 1169']);
    });
  }
});

describe('HTML records whose lines are long only from their markup stay whole', () => {
  for (const level of LOSSY) {
    it(`${level}: a changelog's release keeps its version heading with the fix asked about`, () => {
      const fixes = ['a crash on empty input', 'slow start-up with many tenants', 'a memory leak', 'wrong time zones in reports', 'an off-by-one in the retention window'];
      const parts = ['the retry queue', 'the web UI', 'the backup job', 'the scheduler', 'the audit log', 'the webhook sender'];
      const releases = Array.from({ length: 24 }, (_, r) => {
        const items = [0, 1, 2].map((k) => {
          const n = r * 3 + k;
          const fixed = r === 13 && k === 1 ? 'a deadlock on shutdown in the exporter' : `${pick(fixes, n)} in ${pick(parts, n * 7 + r)}`;
          return `    <li><strong>Fixed:</strong> ${fixed} (<a href="https://github.com/example-org/example-tool/issues/${1000 + n * 37}">#${2000 + n * 41}</a>)</li>`;
        });
        return `<article class="release">\n  <h2>v3.${r}.0 <small>2024-09-${String(1 + r).padStart(2, '0')}</small></h2>\n  <ul>\n${items.join('\n')}\n  </ul>\n</article>`;
      });
      const page = `<!DOCTYPE html>\n<html>\n<body>\n<main>\n${releases.join("\n")}\n</main>\n</body>\n</html>`;
      const out = compress(request(user(`${page}\n\nWhich version fixed a deadlock on shutdown in the exporter?`)), level);
      expect(allText(out.request)).toContain('<h2>v3.13.0 <small>');
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }
});

describe('passages exported as JSON Lines', () => {
  // One record per line, as search exports and datasets write them: before, read as a log of
  // fewer lines than a log is reduced at, and sent whole.
  const records = Array.from({ length: 24 }, (_, i) => JSON.stringify({ doc_id: i + 1, title: `Archive entry ${i + 1}`, content: townParagraph(i) }));
  const asked = 'When was Kestrel founded?';
  for (const level of LOSSY) {
    it(`${level}: the records are selected as passages, each kept record a JSON line of its own, what was left out marked`, () => {
      for (const body of [`payload:\n\`\`\`jsonl\n${records.join('\n')}\n\`\`\`\nquery: ${asked}`, `payload:\n${records.join('\n')}\n\nquery: ${asked}`]) {
        const out = compress(request(system('Answer the line labelled "query" from the payload only.'), user(body)), level);
        const sent = allText(out.request);
        expect(sent).toContain('Kestrel was founded in 1190');
        expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.5);
        const lines = sent.split('\n').filter((l) => l.startsWith('{') || l.startsWith('"[…'));
        for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.some((l) => /omitted/.test(l))).toBe(true);
      }
    });
  }

  it('structured log lines (short messages, no prose) are still read as a log', () => {
    const log = Array.from({ length: 18 }, (_, i) => JSON.stringify({ ts: `2024-05-14T10:${String(i).padStart(2, '0')}:00Z`, level: i === 9 ? 'error' : 'info', msg: i === 9 ? 'db pool exhausted' : 'request served' }));
    const out = compress(request(user(`${log.join('\n')}\n\nWhy did the service fail?`)), 'aggressive');
    expect(allText(out.request)).toContain('db pool exhausted');
    expect(out.report.transforms).not.toContain('select-json-prose');
  });
});
