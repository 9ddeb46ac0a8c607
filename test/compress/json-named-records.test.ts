/**
 * A JSON array of records, and a question naming two of them: each named record is kept, its
 * own — the one the name heads — not only one that mentions it. "Thomas Ashworth" is Grace's
 * manager in an early record and has his own record further down; a name held by several items
 * forced only one of them (the first, on a tie), and when records sharing more of the question's
 * words took the relevance slots, the sampler kept Grace's and dropped his (found by the first
 * blind probe's HR profiles at `aggressive`, a comparison asked in a second message).
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { request, system, text, user } from './fixtures/prompts.js';

const FIRST = ['Olivia', 'Lucas', 'Grace', 'Noah', 'Maria', 'Sophie', 'Oliver', 'Emma', 'Ethan', 'Hannah', 'Ava'];
const LAST = ['Quinn', 'Okafor', 'Brennan', 'Lindqvist', 'Novak', 'Hargreaves', 'Keller', 'Ferrand', 'Castillo'];
const DEPARTMENTS = ['Engineering', 'Marketing', 'Legal', 'Logistics', 'Human Resources', 'Customer Support'];

/**
 * 66 records. Grace's manager is Thomas Ashworth, and his own record comes after hers; six
 * records named Thomas Moreau, managed by Chloe Ashworth, share more of the question's words
 * than either asked record does.
 */
function staff(): Array<Record<string, string | number>> {
  const person = (i: number): string => `${FIRST[i % FIRST.length]} ${LAST[(i * 4) % LAST.length]}`;
  const people = Array.from({ length: 66 }, (_, i) => ({
    name: person(i),
    employee_id: `E-${4100 + i * 37}`,
    department: DEPARTMENTS[i % DEPARTMENTS.length] as string,
    salary_eur: `${50 + ((i * 13) % 90)},${i % 2 === 0 ? '250' : '750'}`,
    manager: person(i + 17),
  }));
  const set = (i: number, fields: Record<string, string>): void => {
    people[i] = { ...(people[i] as (typeof people)[number]), ...fields };
  };
  set(4, { name: 'Grace Whitfield', manager: 'Thomas Ashworth' });
  set(12, { name: 'Thomas Ashworth', salary_eur: '137,500', manager: 'Olivia Hargreaves' });
  set(30, { name: 'Chloe Moreau', salary_eur: '66,000' });
  for (let i = 40; i < 46; i++) set(i, { name: 'Thomas Moreau', manager: 'Chloe Ashworth' });
  return people;
}

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];

describe('records a question names, in a JSON array', () => {
  for (const level of LOSSY) {
    it(`${level}: both compared people's own records are kept, the one a name only manages too`, () => {
      const json = JSON.stringify(staff(), null, 2);
      const r = request(system('Answer only from the HR profiles.'), user(`Below are the HR profiles retrieved for your query.\n\n${json}`), user('Who earns more, Chloe Moreau or Thomas Ashworth?'));
      const out = createCompressor().compressRequest(r, { level });
      const sent = text(out.request.messages[1]);
      expect(sent).toMatch(/"name":\s*"Thomas Ashworth"[^}]*"137,500"/);
      expect(sent).toMatch(/"name":\s*"Chloe Moreau"[^}]*"66,000"/);
      expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore * 0.5);
    });
  }
});
