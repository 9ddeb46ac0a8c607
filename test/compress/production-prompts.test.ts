/**
 * Production prompts framed in other languages, with the rule lists they carry (found by a tenth
 * blind pool, eval/probe-wordings-16.ts): XML whose tag names are Greek, Hebrew or Vietnamese; a
 * question element above a tail that only sets the answer's format; the asker's own markdown
 * sections (`### Pokyny`, `### Otázka`) around documents that are no sections; rules that list the
 * sources used or name excerpts (`Extrait n° 3`); a question typed after a comma and closed by a
 * full stop; a JSON request with instructions under it. Each was sent whole before; the guards
 * beside them keep what was kept.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { asksWholeTask } from '../../src/compress/whole-task.js';
import { cutKeeping } from './fixtures/cut.js';
import { request, system, townName, townParagraph, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const FIRE_9 = `rebuilt after a fire in ${1400 + 9 * 3}`;
const asked = `When was the town hall of ${townName(9)} rebuilt after the fire?`;
const towns = (n = 16): number[] => Array.from({ length: n }, (_, i) => i);

describe('production prompts framed in other languages', () => {
  for (const level of LOSSY) {
    it(`${level}: XML with Greek tag names, the question in an attribute of its own element`, () => {
      const docs = towns().map((i) => `<έγγραφο αρ="${i + 1}" τίτλος="${townName(i)}">\n${townParagraph(i)}\n</έγγραφο>`).join('\n');
      const body = `<αίτημα>\n<ερώτηση κείμενο="${asked}" γλώσσα_απάντησης="ελληνικά"/>\n<έγγραφα>\n${docs}\n</έγγραφα>\n</αίτημα>`;
      cutKeeping(request({ role: 'developer', content: 'Απάντησε στο ερώτημα του στοιχείου <ερώτηση> μόνο με βάση τα <έγγραφα>.' }, user(body)), level, [FIRE_9, asked]);
    });
    it(`${level}: a Vietnamese question element above the documents, the rules in an element below them`, () => {
      const docs = towns().map((i) => `<mục số="${i + 1}" tiêu_đề="${townName(i)}">${townParagraph(i)}</mục>`).join('\n');
      const body = `<yêu_cầu>\n<câu_hỏi>${asked}</câu_hỏi>\n<tài_liệu>\n${docs}\n</tài_liệu>\n<hướng_dẫn>\n- Chỉ dùng thông tin trong <tài_liệu>.\n- Trả lời bằng tiếng Việt, một câu.\n</hướng_dẫn>\n</yêu_cầu>`;
      cutKeeping(request(system('Bạn là trợ lý tra cứu tài liệu.'), user(body)), level, [FIRE_9, asked]);
    });
    it(`${level}: a Hebrew question element under the documents, above a tail that only sets the answer's format`, () => {
      const docs = towns().map((i) => `<מסמך מספר="${i + 1}" כותרת="${townName(i)}">${townParagraph(i)}</מסמך>`).join('\n');
      const format = 'השב בפורמט: תשובה: … | מקורות: מספרי מסמכים | ציטוט: …';
      cutKeeping(request(system('השתמש אך ורק במידע שבתוך <מסמכים>.'), user(`<מסמכים>\n${docs}\n</מסמכים>\n<שאלה>${asked}</שאלה>\n\n${format}`)), level, [FIRE_9, `<שאלה>${asked}</שאלה>`, format]);
    });
    it(`${level}: the asker's own markdown sections around documents that are no sections (### Pokyny, ### Podklady, ### Otázka)`, () => {
      const rules = '### Pokyny\n1. Odpověz na otázku v sekci „Otázka“ výhradně podle podkladů.\n2. Když odpověď chybí, napiš „V podkladech není uvedeno“.\n3. Odpovídej česky.';
      const docs = towns().map((i) => `**[${i + 1}] ${townName(i)}**\n${townParagraph(i)}`).join('\n\n');
      const tail = `### Otázka\n${asked}\n\n### Odpověď\n(sem napiš odpověď)`;
      cutKeeping(request(user(`${rules}\n\n### Podklady\n${docs}\n\n${tail}`)), level, [FIRE_9, tail, rules]);
    });
    it(`${level}: a question section closed by the documents' own section heading (## پرسش above ## اسناد)`, () => {
      const docs = towns().map((i) => `### سند ${i + 1}: ${townName(i)}\n${townParagraph(i)}`).join('\n\n');
      const question = `## پرسش\n${asked}`;
      cutKeeping(request(user(`سلام، وقت بخیر!\n\n${question}\n\n## اسناد\n${docs}\n\n## دستورالعمل\n- فقط از اسناد بالا استفاده کن.\n- پاسخ را به فارسی بنویس.`)), level, [FIRE_9, question]);
    });
    it(`${level}: rules that list the sources used and name the excerpts ("Extrait n° 3") set no task`, () => {
      const docs = towns().map((i) => `--- Extrait n° ${i + 1} — ${townName(i)} ---\n${townParagraph(i)}`).join('\n\n');
      const rules = '- Appuie-toi uniquement sur les extraits ci-dessus.\n- Listez les sources utilisées entre parenthèses.';
      cutKeeping(request(user(`Voici les extraits de notre base documentaire :\n\n${docs}\n\n${rules}\n\nQuestion : ${asked}`)), level, [FIRE_9, rules]);
    });
    it(`${level}: a question typed after a comma and closed by a full stop, the documents under it`, () => {
      const line = `Spune-mi, te rog, what year was the town hall of ${townName(9)} rebuilt after the fire.\nMai jos ai documentele găsite în baza noastră de cunoștințe.`;
      cutKeeping(request(system('Răspunde doar pe baza documentelor.'), user(`${line}\n\n${towns().map((i) => `Documentul ${i + 1} – ${townName(i)}\n${townParagraph(i)}`).join('\n\n')}`)), level, [FIRE_9, line]);
    });
    it(`${level}: a JSON request with the question in its own field and instructions under the object`, () => {
      const body = JSON.stringify({ السؤال: asked, المستندات: towns().map((i) => ({ الرقم: i + 1, العنوان: townName(i), النص: townParagraph(i) })) }, null, 2);
      cutKeeping(request(system('أعد JSON فقط.'), user(`${body}\n\nأعد الإجابة بصيغة JSON تحتوي الحقول: "الإجابة"، "المصادر"، "الاقتباس".`)), level, [FIRE_9, asked]);
    });
  }
  it('an FAQ of `### Question?` sections keeps its last sections as its own, not as the question asked under them', () => {
    const faq = towns(40).map((i) => `### When was ${townName(i)} founded?\n${townName(i)} was founded in ${1120 + i * 7} on the banks of a slow river. (Revision ${i + 1}.)`).join('\n\n');
    // Asked in words the FAQ never uses: nothing can be scored, nothing is cut.
    const r = request(system('Answer only from the FAQ.'), user(`Our FAQ:\n\n# Town FAQ\n\n${faq}\n\nCan I place an order over the telephone?`));
    const out = createCompressor().compressRequest(r, { level: 'balanced' });
    expect(out.request.messages[1]?.content).toBe(r.messages[1]?.content);
  });
  it('reads a list of the sources used, and an excerpt named as such, as no task; listing all of something stays one', () => {
    expect(asksWholeTask('Listează sursele folosite în câmpul „surse”, ca listă de numere.')).toBe(false);
    expect(asksWholeTask('list all the sources you used')).toBe(false);
    expect(asksWholeTask('--- Extrait n° 4 — Normans ---')).toBe(false);
    expect(asksWholeTask('Listează toate persoanele menționate.')).toBe(true);
    expect(asksWholeTask('list all the people mentioned')).toBe(true);
    expect(asksWholeTask('Extrais toutes les dates du document.')).toBe(true);
  });
});
