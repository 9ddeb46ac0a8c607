/**
 * Passages about people (or products, or companies), selected for a question that names them.
 * - The passage a name heads is kept whole when none of its sentences holds a word the question
 *   asks in beyond the names: "Who earns more, A or B?" asks in "earns", which the profiles never
 *   use ("His annual salary is 45,000 EUR."), so no sentence of them can be told from another.
 * - A passage kept for a literal it holds keeps its first sentence, which names whom it is about:
 *   "How many employees work at the Berlin site?" finds "She works … at the Berlin site." in four
 *   profiles; whose they are stands in each one's first sentence.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { request, system, text, user } from './fixtures/prompts.js';
import { selectPassages } from '../../src/compress/passage-select.js';
import { splitPassages } from '../../src/compress/passages.js';
import { extractAnchors } from '../../src/compress/anchors.js';
import { countTextTokens } from '../../src/compress/tokens.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const FIRST = ['Samuel', 'Daniel', 'Chloe', 'Ava', 'Noah', 'Emma', 'Oliver', 'Sophie', 'Ethan', 'Mia', 'Lucas', 'Ines', 'Hugo', 'Lena', 'Omar', 'Priya', 'Tomas', 'Yara'];
const LAST = ['Quinn', 'Brennan', 'Moreau', 'Novak', 'Pemberton', 'Keller', 'Lindqvist', 'Hargreaves', 'Ashworth', 'Okafor', 'Rossi', 'Sato'];
const CITIES = ['Madrid', 'Zurich', 'Berlin', 'Lyon', 'Oslo', 'Porto', 'Vienna', 'Prague', 'Dublin', 'Turin', 'Ghent', 'Bergen'];
const DEPTS = ['Finance', 'Marketing', 'Legal', 'Logistics', 'Engineering'];

interface Person { name: string; city: string; salary: number; text: string }

const people: Person[] = Array.from({ length: 36 }, (_, i) => {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 5 + Math.floor(i / FIRST.length)) % LAST.length]}`;
  const he = i % 2 === 0 ? 'She' : 'He';
  const his = i % 2 === 0 ? 'Her' : 'His';
  const city = CITIES[(i * 7) % CITIES.length] as string;
  const salary = 40_000 + ((i * 7919) % 90) * 1000;
  const text = [
    `${name} joined Nordwind Logistics in ${1998 + i} as a ${i % 3 === 0 ? 'specialist' : 'coordinator'}.`,
    // The second person reports to someone with the first one's surname: the question's names meet other sentences of that profile.
    `${he} reports to ${i === 1 ? 'Emma Quinn' : `${FIRST[(i + 3) % FIRST.length]} ${LAST[(i + 1) % LAST.length]}`}.`,
    `${he} sits on the works council with ${FIRST[(i + 5) % FIRST.length]} ${i === 1 ? 'Quinn' : LAST[(i + 2) % LAST.length]} and writes its minutes.`,
    `${he} mentors two junior colleagues and runs the monthly knowledge-sharing session.`,
    `${he} works in the ${DEPTS[i % DEPTS.length]} department at the ${city} office.`,
    `Colleagues describe ${i % 2 === 0 ? 'her' : 'him'} as reliable and well organised.`,
    `${he} recently completed a training course on supplier onboarding.`,
    `Before joining, ${he.toLowerCase()} spent several years at a consulting firm in the north of the country.`,
    `${he} volunteers at a food bank on weekends and coaches a youth football team.`,
    `During the last review cycle ${he.toLowerCase()} led an initiative on incident reporting across three sites.`,
    `${his} annual salary is ${salary.toLocaleString('en-US')} EUR.`,
    `${his} email address is ${name.toLowerCase().replace(' ', '.')}@nordwind.example.`,
  ].join(' ');
  return { name, city, salary, text };
});
const directory = people.map((p, i) => `[${i + 1}] ${p.text}`).join('\n\n');
const ask = (question: string) => request(system('Answer from the staff directory only.'), user(`Staff directory:\n\n${directory}\n\n${question}`));
const sentOf = (question: string, level: CompressionLevel) => text(createCompressor().compressRequest(ask(question), { level }).request.messages[1]);

describe('passages headed by the names a question asks about', () => {
  const [a, b] = [people[0] as Person, people[1] as Person];
  for (const level of LOSSY) {
    it(`${level}: "Who earns more, A or B?" keeps both salaries (the question's word is in neither profile)`, () => {
      const sent = sentOf(`Please answer the following based on the material: Who earns more, ${a.name} or ${b.name}?`, level);
      expect(sent).toContain(`annual salary is ${a.salary.toLocaleString('en-US')} EUR`);
      expect(sent).toContain(`annual salary is ${b.salary.toLocaleString('en-US')} EUR`);
      expect(sent.length).toBeLessThan(directory.length * 0.5);
    });

    it(`${level}: "How many employees work at the Berlin office?" keeps whose each Berlin sentence is`, () => {
      const berlin = people.filter((p) => p.city === 'Berlin');
      expect(berlin.length).toBeGreaterThanOrEqual(2);
      expect(berlin.length).toBeLessThanOrEqual(4);
      const sent = sentOf('How many employees work at the Berlin office?', level);
      for (const p of berlin) {
        expect(sent).toContain(`${p.name} joined Nordwind Logistics`);
        expect(sent).toMatch(new RegExp(`${p.name} joined[^\\n]*at the Berlin office`));
      }
      expect(sent.length).toBeLessThan(directory.length * 0.6);
    });

    it(`${level}: a question in the profiles' own words keeps its answer and cuts the profiles it does not name`, () => {
      const sent = sentOf(`What is the annual salary of ${a.name}?`, level);
      expect(sent).toContain(`annual salary is ${a.salary.toLocaleString('en-US')} EUR`);
      expect(sent.length).toBeLessThan(directory.length * 0.5);
      expect(sent).not.toContain((people[5] as Person).text);
    });
  }
});

describe('passage selection at a tight budget (the selector itself, a tenth of the material kept)', () => {
  // Twelve short profiles, three of them at the Berlin office; every profile's salary and office stand in later sentences.
  const staff = Array.from({ length: 12 }, (_, i) => {
    const name = `${FIRST[i]} ${LAST[i % 6]}`;
    const he = i % 2 === 0 ? 'She' : 'He';
    const his = i % 2 === 0 ? 'Her' : 'His';
    const salary = 40_000 + ((i * 7919) % 90) * 1000;
    const city = i % 4 === 2 ? 'Berlin' : CITIES[i % CITIES.length];
    const text = [
      `${name} joined Nordwind Logistics in ${1998 + i} as a coordinator.`,
      `${he} reports to ${FIRST[(i + 3) % 12]} ${LAST[(i + 1) % 6]}.`,
      `${he} mentors two junior colleagues and runs the monthly knowledge-sharing session.`,
      `${he} works in the Finance department at the ${city} office.`,
      `Colleagues describe ${i % 2 ? 'him' : 'her'} as reliable and well organised.`,
      `${his} annual salary is ${salary.toLocaleString('en-US')} EUR.`,
      `${his} email address is ${name.toLowerCase().replace(' ', '.')}@nordwind.example.`,
    ].join(' ');
    return { name, salary, city, text };
  });
  const material = staff.map((p) => p.text).join('\n\n');
  const select = (question: string, keepRatio: number): string =>
    selectPassages(material, splitPassages(material), { query: question, anchors: extractAnchors(question), keepRatio, countTokens: (t) => countTextTokens(t), queryParts: [question] }) ?? material;

  it('"Who earns more, A or B?": both named profiles keep their salary, which the question names in no word of theirs', () => {
    const [a, b] = [staff[0]!, staff[1]!];
    const sent = select(`Who earns more, ${a.name} or ${b.name}?`, 0.1);
    expect(sent).toContain(`salary is ${a.salary.toLocaleString('en-US')} EUR`);
    expect(sent).toContain(`salary is ${b.salary.toLocaleString('en-US')} EUR`);
    expect(sent.length).toBeLessThan(material.length * 0.3);
  });

  it('"How many employees work at the Berlin office?": each kept Berlin sentence comes with the name that heads its profile', () => {
    const sent = select('How many employees work at the Berlin office?', 0.2);
    const berlin = staff.filter((p) => p.city === 'Berlin');
    expect(berlin).toHaveLength(3);
    for (const p of berlin) expect(sent).toMatch(new RegExp(`${p.name} joined[^\\n]*Berlin office`));
    expect(sent.length).toBeLessThan(material.length * 0.4);
  });
});
