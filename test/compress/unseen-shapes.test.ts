/**
 * Prompts of the fourth blind probe (eval/probe4): shapes the eval had never used. Each case
 * failed before the rule it names, at both lossy levels.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { allText, document, request, system, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const sentWhole = (r: ChatRequest, level: CompressionLevel): void => {
  expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
};
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

const ISSUES = [
  'The total on invoice INV-{n} is off by {m} — tax seems to be applied twice since the last update.',
  'Please cancel our subscription at the end of the current period; we are consolidating tools.',
  'App crashes when opening a shared link on Android 14. Steps: open dashboard, click export.',
  'How do I change the billing e-mail? I could not find it in the docs.',
  'Search returns results from archived projects even though the filter says "active only".',
];
const tickets = Array.from({ length: 18 }, (_, i) => {
  const id = 4100 + i * 37;
  const body = (ISSUES[i % ISSUES.length] ?? '').replace('{n}', String(95000 + i)).replace('{m}', `${12 + i}.38`);
  return `Ticket #${id} · opened 2024-0${1 + (i % 9)}-1${i % 10} by ${townName(i)} Support <agent${i}@client.example>\nTitle: ${i % 2 ? 'Urgent' : 'Help needed'} #${id}\n${body}\nPriority: ${i % 3 ? 'high' : 'low'} · Plan: Starter`;
}).join('\n\n');

const CLAUSES = [
  ['Fees and Payment', 'Customer shall pay every undisputed invoice within thirty (30) days; overdue amounts accrue interest at one percent per month.'],
  ['Indemnification', 'Supplier shall indemnify Customer against third-party claims for damages arising from infringement of intellectual property rights.'],
  ['Limitation of Liability', "Each party's aggregate liability under this Agreement shall not exceed three times the Fees paid in the twenty-four (24) months preceding the claim."],
  ['Termination', 'Either party may terminate this Agreement for convenience by giving the other party forty-five (45) days written notice.'],
  ['Confidentiality', 'Each party shall protect the Confidential Information of the other with at least reasonable care and use it only to perform this Agreement.'],
  ['Governing Law', 'This Agreement is governed by the laws of Sweden, and the courts of Stockholm have exclusive jurisdiction.'],
  ['Data Protection', 'Supplier processes personal data only on documented instructions from Customer and assists with data subject requests.'],
  ['Service Levels', 'Supplier shall make the Service available 99.9 percent of each calendar month, excluding scheduled maintenance announced in advance.'],
] as const;
const contract = `MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is entered into between Nimbus Holdings AB ("Supplier") and Brightwater Analytics Ltd ("Customer").\n\n${CLAUSES.map(
  ([title, text], i) => `${i + 1}. ${title}\n${text} ${title} obligations survive any change of control of either party, and notices under this clause go to the addresses in the order form.`,
).join('\n\n')}`;

describe('records whose last (or first) lines are fields of their own', () => {
  for (const level of LOSSY) {
    it(`${level}: a ticket list pasted with no question is sent whole — its first and last tickets are records, not the asker's words`, () => {
      sentWhole(request(user(tickets)), level);
      sentWhole(request(system('You are a helpful assistant.'), user(`From the customer:\n\n${tickets}`)), level);
    });
    it(`${level}: "Which of these tickets are bugs?" reads every ticket, wherever it stands`, () => {
      sentWhole(request(system('Which of these tickets are bugs?'), user(tickets)), level);
      sentWhole(request(user(`Open tickets:\n\n${tickets}\n\nWhich of these tickets are bugs?`)), level);
    });
  }
});

describe('a title above the material is no question', () => {
  for (const level of LOSSY) {
    it(`${level}: a contract pasted under its capitalised title, then a task in another language after a reply, is sent whole`, () => {
      sentWhole(request(system('You are a helpful assistant.'), user(`Agreement text:\n\n${contract}`), assistant('I have the text. What do you need?'), user('Dịch toàn bộ văn bản này sang tiếng Việt.')), level);
      sentWhole(request(user('Here you go:'), user(`Agreement text:\n\n${contract}`)), level);
    });
  }
});

describe('questions the material cannot place', () => {
  for (const level of LOSSY) {
    it(`${level}: a two-word question in a word the contract never uses ("ceiling") keeps the liability cap`, () => {
      const out = compress(request(user(`${contract}\n\nIs there a ceiling on damages?`)), level);
      expect(allText(out.request)).toContain('shall not exceed three times the Fees paid in the twenty-four (24) months preceding the claim');
    });
    it(`${level}: "what do they share and where do they part ways?" over two documents compares them: nothing is cut`, () => {
      // The question's words are all in the texts, each in another paragraph: none is where an answer lies.
      const scattered = ['Two bridges cross the river there.', 'The north side of the square floods each spring.', 'Farmers share the mill by turns.', 'Part of the wall fell in a storm.', 'The old way to the coast is now a footpath.', 'A second set of gates was added later.'];
      const docPart = (from: number): string => Array.from({ length: 6 }, (_, i) => `${townParagraph(from + i)} ${scattered[i]}`).join('\n\n');
      const two = `Document [1]\n${docPart(0)}\n\nDocument [2]\n${docPart(6)}`;
      sentWhole(request(user(`${two}\n\nSet the two texts side by side: what do they share and where do they part ways?`)), level);
    });
    it(`${level}: "Are people mostly happy with it?" over reviews asks about all of them`, () => {
      const reviews = Array.from({ length: 24 }, (_, i) => `Review ${i + 1} (${i % 3 ? 4 : 2} stars) by ${townName(i)}: ${i % 3 ? 'Good hardware, the battery lasts two days and setup took minutes.' : 'Stopped working after three weeks and the return process was a nightmare.'}${i % 4 === 1 ? ' My kids are happy with it.' : ''}${i % 5 === 2 ? ' People at work asked where I got it.' : ''} I bought it for my ${i % 2 ? 'office' : 'kitchen'} in ${2020 + (i % 5)}.`).join('\n\n');
      sentWhole(request(user(`${reviews}\n\nAre people mostly happy with it?`)), level);
    });
    it(`${level}: "How often does … come up?" counts over a transcript: nothing is cut`, () => {
      const lines = Array.from({ length: 60 }, (_, i) => `[00:${String(10 + (i >> 1)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}] ${townName(i % 5)}: ${i % 7 === 0 ? 'We should revisit the hiring plan before the next quarter.' : `The numbers on item ${i} worry me: we are ${i + 3} tickets behind.`}`);
      sentWhole(request(system('You are an analyst assistant.'), user(`How often does the hiring plan come up?\n\n${lines.join('\n')}`)), level);
    });
  }
});

describe('a task line that quotes a long question above a rule', () => {
  for (const level of LOSSY) {
    it(`${level}: the question is found, the material selected, the answer kept`, () => {
      const asked = 4;
      const q = `In which year was ${townName(asked)} founded on the banks of the slow river, as its own council hall records tell it?`;
      const r = request(user(`Úkol: odpověz na otázku uživatele „${q}“ pouze podle přiložených podkladů. Pokud v nich odpověď není, napiš, že nevíš.\n---\nPodklady:\n${document(12)}\n---\nOdpověď:`));
      const out = compress(r, level);
      expect(r.messages[0]?.content).toMatch(/^[^\n]{200,}\n---\n/);
      expect(allText(out.request)).toContain(townParagraph(asked).split('. ')[0] ?? '');
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});

describe("an agent's second lookup through what its first one returned", () => {
  // The employee directory names who has extension 2650; the store table names its manager, not the extension.
  const employees = Array.from({ length: 40 }, (_, i) => ({
    id: `E${8000 + i * 13}`, name: `${townName(i)} ${['Santos', 'Okafor', 'Keller', 'Novak'][i % 4]}`, department: ['Procurement', 'Sales', 'Finance'][i % 3], phone_ext: String(2300 + i * 7),
  }));
  const stores = ['store_id,city,manager,opened,revenue_eur', ...employees.map((e, i) => `S-${3000 + i},City ${i},${e.name},2010-0${1 + (i % 9)}-12,${(100000 + i * 48211.37).toFixed(2)}`)].join('\n');
  const asked = 17;
  const call = (id: string, name: string): ChatMessage => ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: '{}' } }] });
  const conversation = (): ChatRequest => request(
    user(`What revenue did the store run by the employee on extension ${employees[asked]?.phone_ext} report?`),
    call('c1', 'list_employees'),
    { role: 'tool', tool_call_id: 'c1', content: JSON.stringify(employees, null, 2) },
    call('c2', 'list_stores'),
    { role: 'tool', tool_call_id: 'c2', content: stores },
  );
  for (const level of LOSSY) {
    it(`${level}: the store row naming that employee survives the store table's reduction`, () => {
      const out = compress(conversation(), level);
      const row = stores.split('\n').find((l) => l.includes(`,${employees[asked]?.name},`)) ?? '';
      expect(row).not.toBe('');
      expect(allText(out.request)).toContain(row);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.8);
    });
  }
});

describe('an instruction before the question, in the same sentence', () => {
  for (const level of LOSSY) {
    it(`${level}: "Going strictly by the excerpt provided, tell me …?" is read by its last clause: the material is selected, the answer kept`, () => {
      const r = request(user(`The context is between the markers.\n<<<\n${document(12)}\n>>>\nGoing strictly by the excerpt provided, tell me when ${townName(3)} was founded? One sentence, then the supporting quote.\nReply:`));
      const out = compress(r, level);
      expect(allText(out.request)).toContain(`${townName(3)} was founded in ${1120 + 3 * 7}`);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.6);
    });
  }
});

describe('a two-word question over a log, in a word the log never writes', () => {
  const log = ['$ make build', ...Array.from({ length: 300 }, (_, i) => (i === 150 ? "ModuleNotFoundError: No module named 'skbuild'" : `copying src/pkg/module_${i}.py -> build/lib/pkg/module_${i}.py`)), 'error: subprocess-exited-with-error'].join('\n');
  for (const level of LOSSY) {
    it(`${level}: "Why did the build fail?" still reduces the log (its error lines are kept whatever the words)`, () => {
      const r = request(user('Build the package.'), { role: 'assistant', content: null, tool_calls: [{ id: 'b', type: 'function', function: { name: 'shell', arguments: '{"cmd":"make build"}' } }] }, { role: 'tool', tool_call_id: 'b', content: log }, user('Why did the build fail? Quote the error.'));
      const out = compress(r, level);
      const sent = allText(out.request);
      expect(sent).toContain("ModuleNotFoundError: No module named 'skbuild'");
      expect(sent).toContain('error: subprocess-exited-with-error');
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore / 2);
    });
  }
});

describe('a Latin name written straight against Japanese text', () => {
  const lines = Array.from({ length: 80 }, (_, i) => `[01:${String(10 + (i >> 2)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}] ${townName(i % 6)}: ${i === 41 ? 'For the Kakatis project the approved budget is $562,394, signed off yesterday.' : `Item ${i} is on track; the ${['Orsini', 'Belvoir', 'Tamsin'][i % 3]} project needs ${i + 2} more reviews.`}`);
  for (const level of LOSSY) {
    it(`${level}: "Kakatisプロジェクトで承認された予算は…？" keeps the transcript line naming Kakatis`, () => {
      const out = compress(request(user(`${lines.join('\n')}\n\nKakatisプロジェクトで承認された予算はいくらですか？`)), level);
      expect(allText(out.request)).toContain('For the Kakatis project the approved budget is $562,394');
    });
  }
});
