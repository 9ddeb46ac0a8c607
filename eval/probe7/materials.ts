// Probe 7 materials. Probe 6's ten material types are imported unchanged; this file adds the materials
// that carry request-like or question-like sentences of their own (FAQ, an article with rhetorical
// questions as paragraphs, an e-mail thread full of "please find attached / let me know", a transcript in
// which people ask each other questions), two joined CSV tables, two versions of one document, and a
// short-prose document builder for fenced / JSON-array translation tasks.
// Each builder plants facts with unique keys and values; `spans` are exact substrings of the text.
import { Rng, Uniq } from '../probe4/lib.js';
import { makeMaterial as makeP6, word, type Kind as P6Kind, type Material, type Fact } from '../probe6/materials.js';

export type { Material, Fact };
export type NewKind = 'faq' | 'rhet' | 'emailask' | 'qtranscript' | 'tables';
export type Kind7 = P6Kind | NewKind;
export const P6_KINDS: P6Kind[] = ['kb', 'rag', 'contract', 'log', 'json', 'transcript', 'email', 'table', 'code', 'chat'];
export const NEW_KINDS: NewKind[] = ['faq', 'rhet', 'emailask', 'qtranscript', 'tables'];

const FIRST = ['Priya', 'Marta', 'Jonas', 'Keiko', 'Diego', 'Amara', 'Lukas', 'Sofia', 'Tomasz', 'Ines', 'Ravi', 'Elena', 'Omar', 'Hana', 'Felix', 'Nadia', 'Bruno', 'Yara', 'Pavel', 'Chloe'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const person = (x: Rng) => `${x.pick(FIRST)} ${word(x)}`;
const longDate = (x: Rng) => `${x.int(1, 28)} ${x.pick(MONTHS)} ${x.int(2024, 2026)}`;
const emailOf = (name: string, dom: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@${dom}`;
const FILL = [
  'The change was rolled out region by region over two working days.',
  'Support tickets about this topic dropped noticeably in the following month.',
  'The runbook has been updated and linked from the on-call handbook.',
  'Customers on the legacy plan keep their previous configuration until they migrate.',
  'A follow-up review is scheduled with the platform team for next quarter.',
  'Nothing in this section requires action from tenants on the standard plan.',
  'Monitoring dashboards were adjusted so that the new thresholds are visible at a glance.',
  'The finance team signed off on the cost impact before the change went live.',
];
function chunkBy(blocks: string[], size = 1600, sep = '\n\n'): string[] {
  const out: string[] = [];
  let cur = '';
  for (const b of blocks) {
    if (cur && cur.length + b.length > size) { out.push(cur); cur = ''; }
    cur += (cur ? sep : '') + b;
  }
  if (cur) out.push(cur);
  return out;
}
function plantAt(r: Rng, n: number, k: number): number[] {
  const first = Math.floor(r.next() * n);
  return [first, ...r.sample([...Array(n).keys()].filter((i) => i !== first), k - 1)];
}

export function makeMaterial7(kind: Kind7, r: Rng, target: number, nFacts = 1): Material {
  if ((P6_KINDS as string[]).includes(kind)) return makeP6(kind as P6Kind, r, target, nFacts);
  const u = new Uniq(r);
  const facts: Fact[] = [];
  switch (kind as NewKind) {
    // ---------- FAQ: many Q/A pairs, three layouts ----------
    case 'faq': {
      const n = Math.max(10, Math.round(target / 75));
      const at = plantAt(r, n, nFacts);
      const prod = word(r, 2) + ' Cloud';
      const lay = r.int(0, 2);
      const blocks: string[] = [`# ${prod} — Frequently Asked Questions`, `Last reviewed ${longDate(r)}. If your question is not answered here, open a ticket from the console.`];
      const GEN: [string, string][] = [
        ['Can I cancel at any time?', 'Yes. Cancellation takes effect at the end of the current billing period and no further invoices are issued.'],
        ['Do you offer a discount for non-profits?', 'Registered non-profits receive a 30 percent discount on every paid plan after verification.'],
        ['Where is my data stored?', 'Data is stored in the region chosen at sign-up and never leaves it without an explicit export.'],
        ['How do I reset my password?', 'Use the "Forgot password" link on the sign-in page; the reset e-mail expires after one hour.'],
        ['Is there an SLA?', 'The Business and Enterprise plans include a monthly uptime commitment with service credits.'],
        ['Can I change my plan later?', 'Upgrades apply immediately and are prorated; downgrades apply from the next billing period.'],
        ['Why was my card declined?', 'Most declines come from the issuing bank; ask your bank to allow recurring charges from us.'],
        ['Do you support single sign-on?', 'SAML and OIDC single sign-on are available on the Enterprise plan.'],
      ];
      for (let i = 0; i < n; i++) {
        const j = at.indexOf(i);
        let q: string, a: string;
        if (j >= 0 || r.chance(0.55)) {
          const plan = u.take((x) => word(x, 2));
          const mb = u.take((x) => String(x.int(101, 9899)));
          q = r.pick([`What is the upload limit on the ${plan} plan?`, `How large can a file be on the ${plan} plan?`]);
          a = `On the ${plan} plan a single upload may be up to ${mb} MB; larger files are rejected with a clear error. ${r.pick(FILL)}`;
          if (j >= 0) facts[j] = { key: plan, spans: [`${mb} MB`] };
        } else [q, a] = r.pick(GEN);
        blocks.push(lay === 0 ? `Q: ${q}\nA: ${a}` : lay === 1 ? `### ${q}\n\n${a}` : `**${q}**\n${a}`);
      }
      return { kind: 'faq' as never, text: blocks.join('\n\n'), chunks: chunkBy(blocks), facts, where: at[0]! / n, format: ['qa', 'h3', 'bold'][lay] };
    }
    // ---------- article with rhetorical questions as their own paragraphs ----------
    case 'rhet': {
      const n = Math.max(5, Math.round(target / 260));
      const at = plantAt(r, n, nFacts);
      const blocks: string[] = [`# ${r.pick(['What our failed releases taught us', 'Three rollouts that went wrong, and why', 'A year of release post-mortems'])}`,
        'We ship often, and sometimes we ship something broken. This post walks through the releases that failed this year and what we changed afterwards.',
        'Why write this at all?', 'Because the same mistakes kept coming back, and because writing them down is cheaper than repeating them.'];
      for (let i = 0; i < n; i++) {
        const ver = u.take((x) => `v${x.int(1, 9)}.${x.int(0, 19)}${x.chance(0.4) ? '.' + x.int(0, 9) : ''}`);
        const tbl = u.take((x) => `${word(x, 2).toLowerCase()}_${x.pick(['orders', 'events', 'ledger', 'sessions', 'invoices'])}`);
        const secs = u.take((x) => String(x.int(101, 989)));
        const q = r.pick([`So why did ${ver} fail?`, `What went wrong with ${ver}?`, `And ${ver}? What happened there?`, `Why did ${ver} take the checkout down?`]);
        blocks.push(q);
        blocks.push(`The ${ver} rollout failed because the schema migration on the ${tbl} table held a lock for ${secs} seconds, and every writer queued behind it. ${r.pick(FILL)} ${r.pick(FILL)}`);
        blocks.push(r.pick(['Could we have caught it earlier?', 'Was it the load balancer?', 'Did the canary not see it?', 'Who noticed first?']));
        blocks.push(`${r.pick(['Probably.', 'No.', 'Not really.', 'A customer did, not us.'])} ${r.pick(FILL)} ${r.pick(FILL)}`);
        const j = at.indexOf(i);
        if (j >= 0) facts[j] = { key: ver, spans: [`${tbl} table`, `${secs} seconds`] };
      }
      blocks.push('What would we do differently?', 'Run migrations in small batches, keep a kill switch on every rollout, and page a human before the error budget is gone.');
      return { kind: 'rhet' as never, text: blocks.join('\n\n'), chunks: chunkBy(blocks), facts, where: at[0]! / n };
    }
    // ---------- e-mail thread full of requests ("please find attached", "let me know the status of") ----------
    case 'emailask': {
      const n = Math.max(5, Math.round(target / 170));
      const at = plantAt(r, n, nFacts);
      const dom = `${word(r, 2).toLowerCase()}-freight.com`;
      const people = Array.from({ length: 4 }, () => u.take(person));
      const blocks: string[] = [];
      const REQ = [
        (o: string) => `Please find attached the weekly freight report for the ${o} account.`,
        (o: string) => `Let me know the status of the ${o} order when you get a chance.`,
        (o: string) => `Could you confirm the delivery window for the ${o} order?`,
        (o: string) => `Can you send me the signed customs declaration for ${o} by Friday?`,
        (o: string) => `Please review the attached invoice for ${o} and let me know if anything looks wrong.`,
        (o: string) => `Would you mind checking whether the ${o} pallets were re-labelled?`,
      ];
      for (let i = 0; i < n; i++) {
        const from = people[i % people.length]!;
        const to = people[(i + 1) % people.length]!;
        const ord = u.take((x) => word(x, 3));
        const body: string[] = [`Hi ${to.split(' ')[0]},`, r.pick(REQ)(ord)];
        const j = at.indexOf(i);
        if (j >= 0) {
          const date = u.take(longDate);
          body.push(`For the record, the ${ord} order will be delivered on ${date}, the carrier confirmed it this morning.`);
          facts[j] = { key: ord, spans: [date] };
        } else body.push(r.pick(FILL));
        body.push(r.pick(['Let me know if you need anything else.', 'Please let me know by end of day.', 'Thanks in advance!', 'Can you get back to me on this?']));
        body.push(`Regards,\n${from.split(' ')[0]}`);
        blocks.push(`From: ${from} <${emailOf(from, dom)}>\nTo: ${to} <${emailOf(to, dom)}>\nSubject: ${i ? 'Re: ' : ''}Open freight items\n\n${body.join('\n\n')}`);
      }
      return { kind: 'emailask' as never, text: blocks.join('\n\n-----\n\n'), chunks: chunkBy(blocks), facts, where: at[0]! / n };
    }
    // ---------- transcript in which people ask each other questions ----------
    case 'qtranscript': {
      const n = Math.max(12, Math.round(target / 60));
      const at = plantAt(r, n, nFacts);
      const ppl = ['Priya Kumar', 'Jonas Weber', 'Marta Silva', 'Omar Haddad', 'Keiko Ito'];
      const lines: string[] = ['Transcript — Infrastructure weekly (auto-transcribed)'];
      let t = r.int(10, 50);
      const ts = () => { t += r.int(8, 50); const p2 = (v: number) => String(v).padStart(2, '0'); return `[${p2(Math.floor(t / 3600))}:${p2(Math.floor(t / 60) % 60)}:${p2(t % 60)}]`; };
      const ASK = ['Does anyone know who owns the pager rotation this week?', 'Can we move the retro to Thursday?', 'Did the vendor ever reply?', 'What do we do about the flaky integration tests?', 'Is the staging freeze still on?', 'Who is taking notes today?'];
      const ANS = ['I think that is Marta, but let me double-check.', 'Thursday works for me.', 'Not yet, I will chase them today.', 'Quarantine them and open a ticket per test.', 'Yes, until Monday.', 'I can do it.'];
      for (let i = 0; i < n; i++) {
        const a = r.pick(ppl), b = r.pick(ppl.filter((p) => p !== a));
        const j = at.indexOf(i);
        if (j >= 0 || r.chance(0.45)) {
          const proj = u.take((x) => word(x, 3));
          const date = u.take(longDate);
          lines.push(`${ts()} ${a}: ${b.split(' ')[0]}, what's the ETA for the ${proj} migration?`);
          lines.push(`${ts()} ${b}: ${r.pick(['We are aiming for', 'Current target is', 'If nothing slips,'])} ${date}.`);
          if (j >= 0) facts[j] = { key: proj, spans: [date] };
        } else {
          const k = r.int(0, ASK.length - 1);
          lines.push(`${ts()} ${a}: ${ASK[k]}`);
          lines.push(`${ts()} ${b}: ${ANS[k]}`);
        }
      }
      lines.push(`${ts()} ${ppl[0]}: Anything else? No? Then let's wrap up.`);
      return { kind: 'qtranscript' as never, text: lines.join('\n'), chunks: chunkBy(lines, 1600, '\n'), facts, where: at[0]! / n };
    }
    // ---------- two tables pasted together: customers and orders ----------
    case 'tables': {
      const t = makeTables(r, target);
      return t;
    }
  }
  throw new Error(`unknown kind ${kind}`);
}

export interface Tables extends Material {
  fmt: 'csv' | 'md' | 'tsv';
  customers: { id: string; name: string; email: string }[];
  noOrders: string[];
  customersText: string;
  ordersText: string;
}
export function makeTables(r: Rng, target: number, labelled = true): Tables {
  const u = new Uniq(r);
  const nc = Math.max(15, Math.round(target / 60));
  const no = Math.max(30, Math.round(target / 30));
  const fmt = r.pick(['csv', 'csv', 'md', 'tsv'] as const);
  const customers = Array.from({ length: nc }, () => {
    const name = u.take(person);
    return { id: u.take((x) => `C-${x.int(1000, 9999)}`), name, email: emailOf(name, r.pick(['mail.com', 'corp.io', 'example.org'])), country: r.pick(['DE', 'FR', 'NL', 'PL', 'ES', 'IE']), tier: r.pick(['gold', 'silver', 'bronze']) };
  });
  const withOrders = r.sample(customers, Math.max(3, nc - r.int(2, 4)));
  const noOrders = customers.filter((c) => !withOrders.includes(c)).map((c) => c.id);
  const orders = Array.from({ length: no }, () => ({ id: u.take((x) => `ORD-${x.int(10000, 99999)}`), cust: r.pick(withOrders).id, date: `2024-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`, amount: (r.int(500, 99999) / 100).toFixed(2), status: r.pick(['paid', 'shipped', 'refunded', 'pending']) }));
  const tab = (cols: string[], rows: string[][]) => fmt === 'md'
    ? [`| ${cols.join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`, ...rows.map((x) => `| ${x.join(' | ')} |`)].join('\n')
    : [cols, ...rows].map((x) => x.join(fmt === 'tsv' ? '\t' : ',')).join('\n');
  const customersText = tab(['customer_id', 'name', 'email', 'country', 'tier'], customers.map((c) => [c.id, c.name, c.email, c.country, c.tier]));
  const ordersText = tab(['order_id', 'customer_id', 'order_date', 'amount_eur', 'status'], orders.map((o) => [o.id, o.cust, o.date, o.amount, o.status]));
  const lab = (n: string) => (labelled ? (fmt === 'md' ? `**${n}**\n\n` : `${n}:\n`) : '');
  const ext = fmt === 'tsv' ? 'tsv' : fmt === 'md' ? 'md' : 'csv';
  const text = `${lab(`customers.${ext}`)}${customersText}\n\n${lab(`orders.${ext}`)}${ordersText}`;
  const g = r.pick(customers);
  const go = r.pick(orders);
  const facts: Fact[] = [{ key: g.id, spans: [g.email] }, { key: go.id, spans: [go.amount] }];
  return { kind: 'tables' as never, text, chunks: [customersText, ordersText], facts, where: customers.indexOf(g) / nc, format: fmt, fmt, customers, noOrders, customersText, ordersText };
}

/** Two versions of one document: a few numbers changed. Returns the changed (old, new) pairs. */
export function twoVersions(text: string, r: Rng, nChanges = 4): { a: string; b: string; changes: [string, string][] } {
  const once = (n: string) => text.split(n).length === 2;
  const nums = [...new Set(text.match(/(?<![\w.-])\d{3,6}(?![\w-])/g) ?? [])].filter(once);
  // too few unique numbers (e-mail threads, chat): change unique capitalised words instead
  const words = nums.length >= nChanges ? [] : [...new Set(text.match(/\b[A-Z][a-z]{5,}\b/g) ?? [])].filter(once);
  const pick = [...r.sample(nums, Math.min(nChanges, nums.length)), ...r.sample(words, Math.max(0, nChanges - nums.length))];
  let b = text;
  const changes: [string, string][] = [];
  for (const old of pick) {
    let nv = old;
    for (let k = 0; k < 50 && (nv === old || text.includes(nv) || b.includes(nv)); k++) nv = /^\d+$/.test(old) ? String(Number(old) + r.int(1, 90) * (r.chance(0.5) ? 1 : -1) + 7) : old.slice(0, 3) + word(r, 2).toLowerCase();
    b = b.replace(old, nv);
    changes.push([old, nv]);
  }
  return { a: text, b, changes };
}
