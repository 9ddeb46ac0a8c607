/**
 * Material with a structure of records (the eighth blind probe, eval/probe8): configuration
 * returned to an agent whose short system prompt states the objective, HTML tables and product
 * cards, directories of blank-line records, a report's title above its records. Each record is
 * kept or dropped whole; whole-material objectives and titles that ask nothing cut nothing.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { allText, document, request, system, user } from './fixtures/prompts.js';

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
    });
  }
});
