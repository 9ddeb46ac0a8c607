// Probe 4 materials: each builder returns the text and the facts a lookup can target.
import { Rng, Uniq } from './lib.js';
import { FIRST, LAST, CITIES, CO_A, CO_B, PRODUCT_A, PRODUCT_KIND, DEPTS, SERVICES, MONTHS, TOPICS, FILLER } from './vocab.js';

export interface Fact {
  /** What the fact is about (entity / record key), as it appears in the material. */
  key: string;
  attr: string;
  /** Exact answer substring(s). */
  spans: string[];
  /** Plain-language value (for forms). */
  value: string;
}
export interface Material {
  type: string;
  text: string;
  facts: Fact[];
  /** Extra structure some case builders use. */
  extra?: Record<string, unknown>;
}

const person = (r: Rng) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const money = (r: Rng, lo: number, hi: number) => {
  const whole = r.int(lo, hi);
  const cents = r.int(1, 9) * 10 + r.int(1, 9);
  return `${whole}.${cents}`;
};
const fmtThousands = (n: number) => n.toLocaleString('en-US');
const dateStr = (r: Rng, year = 2024) => `${year}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
const longDate = (r: Rng, year = 2024) => `${r.int(1, 28)} ${r.pick(MONTHS)} ${year}`;

// ---------------------------------------------------------------- knowledge-base documents
export interface Company {
  name: string; founded: string; founder: string; city: string; ceo: string; ceoSince: string; employees: string; revenue: string;
  product: string; kind: string; warranty: string; price: string; maker?: string;
}
export function kbDocs(r: Rng, n: number, wrap: 'doc' | 'xml' | 'md' | 'cite' = 'doc'): Material & { companies: Company[] } {
  const u = new Uniq(r);
  const companies: Company[] = [];
  for (let i = 0; i < n; i++) {
    const name = u.take((q) => `${q.pick(CO_A)} ${q.pick(CO_B)}`);
    companies.push({
      name,
      founded: u.take((q) => String(q.int(1880, 2016))),
      founder: u.take(person),
      city: i < CITIES.length ? CITIES[i % CITIES.length]! : u.take((q) => q.pick(CITIES) + ' ' + q.pick(['North', 'East', 'Harbour'])),
      ceo: u.take(person),
      ceoSince: String(r.int(2005, 2023)),
      employees: u.take((q) => fmtThousands(q.int(120, 48000))),
      revenue: u.take((q) => `€${q.int(12, 980)}.${q.int(1, 9)} million`),
      product: u.take((q) => `${name.split(' ')[0]} ${q.pick(PRODUCT_A)} ${q.int(2, 9)}${q.pick(['', 'X', 'S', ' Pro'])}`),
      kind: r.pick(PRODUCT_KIND),
      warranty: u.take((q) => String(q.int(7, 61))),
      price: u.take((q) => `$${q.int(49, 2400)}.${q.int(1, 9)}9`),
    });
  }
  // shuffle city assignment so order does not leak
  const cities = r.shuffle(companies.map((c) => c.city));
  companies.forEach((c, i) => (c.city = cities[i]!));
  const facts: Fact[] = [];
  const docs = companies.map((c, i) => {
    const s: string[] = [];
    const fv = r.int(0, 2);
    s.push(
      fv === 0 ? `${c.name} was founded in ${c.founded} by ${c.founder}.` : fv === 1 ? `Established in ${c.founded}, ${c.name} was started by ${c.founder}, who ran it for its first two decades.` : `${c.founder} set up ${c.name} in ${c.founded} after leaving a career in consulting.`,
    );
    const hv = r.int(0, 2);
    s.push(hv === 0 ? `The company is headquartered in ${c.city}.` : hv === 1 ? `Its head office is located in ${c.city}, near the old harbour district.` : `Most of its staff work from the main campus in ${c.city}.`);
    s.push(r.pick(FILLER));
    const cv = r.int(0, 1);
    s.push(cv === 0 ? `${c.ceo} has served as chief executive since ${c.ceoSince}.` : `Since ${c.ceoSince} the business has been led by ${c.ceo}, previously its chief operating officer.`);
    const ev = r.int(0, 1);
    s.push(ev === 0 ? `${c.name} employs roughly ${c.employees} people across ${r.int(2, 19)} sites.` : `At the last count the group had ${c.employees} staff on its payroll.`);
    s.push(`Annual revenue reached ${c.revenue} in fiscal ${r.int(2021, 2023)}, ${r.pick(['up', 'down'])} ${r.int(2, 19)} percent on the prior year.`);
    s.push(r.pick(FILLER));
    const pv = r.int(0, 1);
    s.push(
      pv === 0
        ? `Its best-known product, the ${c.product} ${c.kind}, carries a ${c.warranty}-month warranty and retails for ${c.price}.`
        : `The ${c.product}, a ${c.kind}, sells for ${c.price} and is guaranteed against defects for ${c.warranty} months.`,
    );
    s.push(r.pick(FILLER));
    const body = s.join(' ');
    const title = `${c.name} — company profile`;
    facts.push(
      { key: c.name, attr: 'founded', spans: [c.founded], value: c.founded },
      { key: c.name, attr: 'founder', spans: [c.founder], value: c.founder },
      { key: c.name, attr: 'city', spans: [c.city], value: c.city },
      { key: c.name, attr: 'ceo', spans: [c.ceo], value: c.ceo },
      { key: c.name, attr: 'employees', spans: [c.employees], value: c.employees },
      { key: c.name, attr: 'revenue', spans: [c.revenue], value: c.revenue },
      { key: c.product, attr: 'warranty', spans: [`${c.warranty}`], value: `${c.warranty} months` },
      { key: c.product, attr: 'price', spans: [c.price], value: c.price },
    );
    const src = `https://kb.example.org/companies/${c.name.toLowerCase().replace(/\s+/g, '-')}`;
    if (wrap === 'xml') return `<document index="${i + 1}">\n<source>${src}</source>\n<document_content>\n${title}\n${body}\n</document_content>\n</document>`;
    if (wrap === 'md') return `## ${title}\n\n${body}`;
    if (wrap === 'cite') return `[${i + 1}] ${title} (${src})\n${body}`;
    return `Document ${i + 1} (source: ${src})\n${title}\n${body}`;
  });
  const text = wrap === 'xml' ? `<documents>\n${docs.join('\n')}\n</documents>` : docs.join('\n\n');
  return { type: 'kb', text, facts, companies };
}

// ---------------------------------------------------------------- server log
export interface LogTarget { reqId: string; user: string; detail: string; line: string; svc: string; ts: string }
export function serverLog(r: Rng, nLines: number): Material & { targets: LogTarget[] } {
  const u = new Uniq(r);
  const lines: string[] = [];
  const targets: LogTarget[] = [];
  let t = Date.UTC(2024, r.int(0, 11), r.int(1, 27), r.int(0, 20), 0, 0);
  const users = Array.from({ length: 40 }, () => u.take((q) => `u_${q.int(10000, 99999)}`));
  for (let i = 0; i < nLines; i++) {
    t += r.int(40, 9000);
    const ts = new Date(t).toISOString();
    const svc = r.pick(SERVICES);
    const req = u.take((q) => q.hex(8));
    const user = r.pick(users);
    const roll = r.next();
    let level = 'INFO', msg: string, detail = '';
    if (roll < 0.55) msg = `${r.pick(['GET', 'POST', 'PUT'])} /api/v2/${r.pick(['orders', 'carts', 'users', 'invoices', 'items'])}/${r.int(1000, 99999)} ${r.pick([200, 200, 200, 201, 204, 304])} ${r.int(3, 480)}ms`;
    else if (roll < 0.68) msg = r.pick([`cache hit ratio=0.${r.int(60, 99)} keys=${r.int(1000, 90000)}`, `heartbeat ok lag=${r.int(1, 90)}ms`, `flushed ${r.int(2, 900)} events to queue ${r.pick(['orders.v1', 'audit.v2', 'mail.out'])}`, `config reloaded (rev ${r.hex(6)})`]);
    else if (roll < 0.82) {
      level = 'WARN';
      msg = r.pick([`slow query took ${r.int(900, 9000)}ms on table ${r.pick(['orders', 'line_items', 'sessions', 'ledger'])}`, `retrying call to ${r.pick(SERVICES)} (attempt ${r.int(2, 4)})`, `deprecated header X-Client-Ver=${r.int(1, 5)}.${r.int(0, 9)} used`, `rate limit at ${r.int(70, 99)}% for key ${r.hex(6)}`]);
    } else {
      level = 'ERROR';
      const k = r.int(0, 4);
      detail = u.take((q) =>
        k === 0 ? `payment provider returned card_declined (issuer code ${q.int(5, 99)}) for order ORD-${q.int(100000, 999999)}`
        : k === 1 ? `upstream timeout after ${q.int(5000, 60000)}ms calling ${q.pick(SERVICES)}`
        : k === 2 ? `NullPointerException at ${q.pick(['Cart', 'Ledger', 'Invoice', 'Session'])}Mapper.${q.pick(['map', 'merge', 'resolve'])}(${q.pick(['Cart', 'Ledger', 'Invoice', 'Session'])}Mapper.java:${q.int(40, 900)})`
        : k === 3 ? `connection refused to db-${q.int(1, 9)}.internal:${q.pick([5432, 6379, 9200, 3306])} (pool size ${q.int(5, 80)})`
        : `disk quota exceeded on /var/lib/${q.pick(['media', 'spool', 'exports'])} (${q.int(90, 99)}.${q.int(1, 9)}% used)`,
      );
      msg = detail;
    }
    const line = `${ts} ${level.padEnd(5)} [${svc}] req=${req} user=${user} ${msg}`;
    lines.push(line);
    if (level === 'ERROR') targets.push({ reqId: req, user, detail, line, svc, ts });
  }
  const facts: Fact[] = targets.map((x) => ({ key: x.reqId, attr: 'error', spans: [x.detail], value: x.detail }));
  return { type: 'log', text: lines.join('\n'), facts, targets };
}

// ---------------------------------------------------------------- JSON tool output
export function jsonOrders(r: Rng, n: number, pretty: boolean): Material & { records: Record<string, any>[] } {
  const u = new Uniq(r);
  const records: Record<string, any>[] = [];
  for (let i = 0; i < n; i++) {
    const name = person(r);
    const items = Array.from({ length: r.int(1, 4) }, () => ({ sku: `SKU-${r.int(10000, 99999)}`, name: `${r.pick(PRODUCT_A)} ${r.pick(PRODUCT_KIND)}`, qty: r.int(1, 6), unit_price: Number(money(r, 5, 900)) }));
    records.push({
      order_id: u.take((q) => `A-${q.int(10000, 99999)}`),
      created_at: `${dateStr(r)}T${pad(r.int(0, 23))}:${pad(r.int(0, 59))}:00Z`,
      customer: { name, email: u.take((q) => `${name.split(' ')[0]!.toLowerCase()}.${q.int(1, 999)}@${q.pick(['example.com', 'mail.test', 'corp.example'])}`), city: r.pick(CITIES) },
      items,
      total: Number(u.take((q) => money(q, 20, 4000))),
      currency: r.pick(['EUR', 'USD', 'GBP']),
      status: r.pick(['pending', 'paid', 'shipped', 'shipped', 'delivered', 'refunded', 'cancelled']),
      shipping: { carrier: r.pick(['DHL', 'UPS', 'PostNord', 'GLS', 'FedEx']), tracking: u.take((q) => `${q.pick(['JJD', '1Z', 'CP', 'GL'])}${q.int(100000000, 999999999)}`), eta: u.take((q) => dateStr(q)) },
    });
  }
  const facts: Fact[] = [];
  for (const o of records) {
    facts.push(
      { key: o.order_id, attr: 'tracking', spans: [o.shipping.tracking], value: o.shipping.tracking },
      { key: o.order_id, attr: 'eta', spans: [o.shipping.eta], value: o.shipping.eta },
      { key: o.order_id, attr: 'total', spans: [String(o.total)], value: `${o.total} ${o.currency}` },
      { key: o.order_id, attr: 'customer', spans: [o.customer.name, o.customer.email], value: o.customer.name },
    );
  }
  const body = { object: 'list', count: n, has_more: false, data: records };
  return { type: 'json', text: pretty ? JSON.stringify(body, null, 2) : JSON.stringify(body), facts, records };
}

export function jsonEmployees(r: Rng, n: number): Material & { records: Record<string, any>[] } {
  const u = new Uniq(r);
  const records = Array.from({ length: n }, () => {
    const name = u.take(person);
    return {
      id: u.take((q) => `E${q.int(1000, 9999)}`),
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@corp.example`,
      department: r.pick(DEPTS),
      title: r.pick(['Analyst', 'Senior Engineer', 'Team Lead', 'Director', 'Coordinator', 'Specialist', 'Manager']),
      office: r.pick(CITIES),
      phone_ext: u.take((q) => String(q.int(2000, 8999))),
      start_date: u.take((q) => dateStr(q, q.int(2009, 2024))),
      manager_id: null as string | null,
    };
  });
  records.forEach((x) => (x.manager_id = r.chance(0.8) ? r.pick(records).id : null));
  const facts: Fact[] = records.flatMap((x) => [
    { key: x.name, attr: 'ext', spans: [x.phone_ext], value: x.phone_ext },
    { key: x.name, attr: 'start', spans: [x.start_date], value: x.start_date },
    { key: x.name, attr: 'id', spans: [x.id], value: x.id },
  ]);
  return { type: 'json', text: JSON.stringify({ results: records, total: n }, null, 2), facts, records };
}

// ---------------------------------------------------------------- tables
export function storeTable(r: Rng, n: number, fmt: 'csv' | 'md'): Material & { rows: string[][]; header: string[] } {
  const u = new Uniq(r);
  const header = ['store_id', 'city', 'manager', 'opened', 'revenue_eur', 'units_sold', 'returns', 'nps'];
  const rows: string[][] = [];
  for (let i = 0; i < n; i++) {
    rows.push([
      u.take((q) => `S-${q.int(1000, 9999)}`),
      r.pick(CITIES),
      u.take(person),
      dateStr(r, r.int(1998, 2023)),
      u.take((q) => money(q, 80000, 2900000)),
      u.take((q) => String(q.int(1000, 99999))),
      String(r.int(3, 900)),
      String(r.int(-20, 80)),
    ]);
  }
  const text = fmt === 'csv' ? [header.join(','), ...rows.map((x) => x.join(','))].join('\n') : [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((x) => `| ${x.join(' | ')} |`)].join('\n');
  const facts: Fact[] = rows.flatMap((x) => [
    { key: x[0]!, attr: 'revenue', spans: [x[4]!], value: x[4]! },
    { key: x[2]!, attr: 'units', spans: [x[5]!], value: x[5]! },
    { key: x[0]!, attr: 'manager', spans: [x[2]!], value: x[2]! },
  ]);
  return { type: fmt, text, facts, rows, header };
}

// ---------------------------------------------------------------- code
export interface Fn { name: string; spans: string[]; q: string; file: string }
export function codeModule(r: Rng, nFns: number): Material & { fns: Fn[] } {
  const u = new Uniq(r);
  const verbs = ['fetch', 'apply', 'validate', 'compute', 'resolve', 'normalize', 'build', 'parse', 'schedule', 'reconcile', 'estimate', 'archive', 'sync', 'render', 'merge'];
  const nouns = ['Invoice', 'LoyaltyDiscount', 'ShippingQuote', 'CouponCode', 'TaxRate', 'Refund', 'Warehouse', 'Payout', 'Subscription', 'Voucher', 'LateFee', 'Inventory', 'Ledger', 'Basket', 'Courier', 'Promo', 'Session', 'Receipt', 'Manifest', 'Allocation'];
  const fns: Fn[] = [];
  const files: string[][] = [[], [], []];
  const fileNames = ['src/billing/service.ts', 'src/orders/pricing.ts', 'src/shared/validation.ts'];
  for (let i = 0; i < nFns; i++) {
    const name = u.take((q) => q.pick(verbs) + q.pick(nouns) + q.pick(['', 'ById', 'ForRegion', 'Async', 'V2']));
    const k = r.int(0, 3);
    const fi = k === 0 ? 0 : k === 1 ? 1 : k === 2 ? 2 : r.int(0, 2);
    let code: string, fn: Fn;
    if (k === 0) {
      const timeout = u.take((q) => String(q.int(1500, 29999)));
      const path = r.pick(['invoices', 'payouts', 'refunds', 'ledgers', 'receipts']);
      code = `/** Loads a ${path.slice(0, -1)} from the ${r.pick(['core', 'edge', 'legacy'])} API. */\nexport async function ${name}(client: HttpClient, id: string): Promise<Record<string, unknown>> {\n  const res = await client.get(\`/v${r.int(1, 4)}/${path}/\${id}\`, { timeoutMs: ${timeout}, retries: ${r.int(0, 5)} });\n  if (res.status === 404) throw new NotFoundError('${path} ' + id);\n  return res.body as Record<string, unknown>;\n}`;
      fn = { name, spans: [`timeoutMs: ${timeout}`], q: `What timeout does \`${name}\` use for its HTTP call?`, file: fileNames[fi]! };
    } else if (k === 1) {
      const mult = u.take((q) => `0.${q.int(600, 979)}`);
      const tier = r.pick(['gold', 'silver', 'platinum', 'student', 'partner']);
      const thr = r.int(50, 900);
      code = `export function ${name}(amount: number, tier: Tier): number {\n  if (tier === '${tier}') return round2(amount * ${mult});\n  if (amount > ${thr}) return round2(amount - ${r.int(2, 40)}.5);\n  return amount;\n}`;
      fn = { name, spans: [`amount * ${mult}`], q: `In \`${name}\`, what factor is the amount multiplied by for the ${tier} tier?`, file: fileNames[fi]! };
    } else if (k === 2) {
      const max = u.take((q) => String(q.int(20, 512)));
      code = `export function ${name}(input: string): boolean {\n  if (input.length < ${r.int(1, 8)} || input.length > ${max}) return false;\n  return /^[A-Z0-9-]{${r.int(2, 6)},}$/i.test(input.trim());\n}`;
      fn = { name, spans: [`input.length > ${max}`], q: `What is the longest input \`${name}\` will accept?`, file: fileNames[fi]! };
    } else {
      const cron = u.take((q) => `${q.int(0, 59)} ${q.int(0, 23)} * * ${q.int(0, 6)}`);
      code = `export function ${name}(queue: JobQueue): void {\n  // runs weekly; see RUNBOOK-${r.int(10, 99)}\n  queue.every('${cron}', async () => {\n    const batch = await queue.take(${r.int(10, 500)});\n    for (const job of batch) await job.process();\n  });\n}`;
      fn = { name, spans: [cron], q: `On what cron schedule does \`${name}\` run?`, file: fileNames[fi]! };
    }
    files[fi]!.push(code);
    fns.push(fn);
  }
  const text = files.map((f, i) => `// File: ${fileNames[i]}\nimport { HttpClient, NotFoundError, JobQueue, Tier, round2 } from '../lib';\n\n${f.join('\n\n')}`).join('\n\n');
  return { type: 'code', text, facts: fns.map((f) => ({ key: f.name, attr: 'code', spans: f.spans, value: f.spans[0]! })), fns };
}

// ---------------------------------------------------------------- e-mail thread
export interface Mail { from: string; email: string; date: string; fact: string; spans: string[]; about: string }
export function emailThread(r: Rng, n: number): Material & { mails: Mail[] } {
  const u = new Uniq(r);
  const people = Array.from({ length: 6 }, () => u.take(person));
  const emails = people.map((p) => `${p.toLowerCase().replace(' ', '.')}@${r.pick(['northwind.example', 'acme-supply.test', 'halcyon.example'])}`);
  const subject = `${r.pick(['Delivery schedule', 'Q3 workshop', 'Contract renewal', 'Warehouse fit-out', 'Pilot rollout'])} — ${r.pick(CO_A)}`;
  const mails: Mail[] = [];
  const out: string[] = [];
  let day = r.int(1, 5), mon = r.int(0, 8);
  for (let i = 0; i < n; i++) {
    const pi = r.int(0, people.length - 1);
    day += r.int(0, 2);
    if (day > 28) { day = 1; mon++; }
    const date = `${day} ${MONTHS[mon]} 2024`;
    const k = r.int(0, 4);
    let fact: string, spans: string[], about: string;
    if (k === 0) { const q = u.take((x) => String(x.int(40, 4000))); const d = u.take((x) => longDate(x)); fact = `I can confirm we will deliver ${q} units on ${d}, subject to the customs paperwork clearing.`; spans = [q, d]; about = 'delivery'; }
    else if (k === 1) { const a = u.take((x) => `€${fmtThousands(x.int(1000, 90000))}`); fact = `The revised quote comes to ${a} excluding VAT, which includes installation.`; spans = [a]; about = 'quote'; }
    else if (k === 2) { const room = u.take((x) => `${x.pick(['B', 'C', 'K'])}${x.int(100, 499)}`); const d = u.take((x) => longDate(x)); fact = `Let's move the workshop to room ${room} on ${d}; the projector there actually works.`; spans = [room, d]; about = 'workshop'; }
    else if (k === 3) { const pct = u.take((x) => `${x.int(2, 30)}.${x.int(1, 9)}%`); fact = `Finance signed off on a discount of ${pct} provided we commit to two years.`; spans = [pct]; about = 'discount'; }
    else { const po = u.take((x) => `PO-${x.int(100000, 999999)}`); fact = `Please reference purchase order ${po} on every invoice, otherwise accounts payable will bounce it.`; spans = [po]; about = 'purchase order'; }
    const filler = r.sample(['Thanks for the quick turnaround on this.', 'Adding Legal in cc for visibility.', 'Sorry for the delay, I was out of office.', 'See my comments inline below.', 'Happy to jump on a call if easier.', 'I have also updated the shared tracker.', 'Let me know if anything is unclear.', 'We discussed this briefly in Monday\'s stand-up.', 'The attachments are in the shared drive folder.'], 3);
    const body = `Hi ${people[(pi + 1) % people.length]!.split(' ')[0]},\n\n${filler[0]} ${fact} ${filler[1]}\n\n${filler[2]}\n\nBest regards,\n${people[pi]}\n${r.pick(DEPTS)} | ${r.pick(CO_A)} ${r.pick(CO_B)}\nTel. +${r.int(30, 49)} ${r.int(100, 999)} ${r.int(1000, 9999)}`;
    out.push(`From: ${people[pi]} <${emails[pi]}>\nTo: ${people[(pi + 1) % people.length]} <${emails[(pi + 1) % people.length]}>\nDate: ${date}, ${pad(r.int(7, 19))}:${pad(r.int(0, 59))}\nSubject: ${i ? 'Re: ' : ''}${subject}\n\n${body}`);
    mails.push({ from: people[pi]!, email: emails[pi]!, date, fact, spans, about });
  }
  // newest first, like most clients
  const text = out.reverse().join('\n\n-----Original Message-----\n');
  return { type: 'email', text, facts: mails.map((m) => ({ key: `${m.from} ${m.date}`, attr: m.about, spans: m.spans, value: m.fact })), mails };
}

// ---------------------------------------------------------------- meeting transcript
export interface Line { speaker: string; text: string; spans: string[]; topic: string }
export function transcript(r: Rng, nLines: number): Material & { lines: Line[]; speakers: string[] } {
  const u = new Uniq(r);
  const speakers = Array.from({ length: r.int(4, 7) }, () => u.take((q) => q.pick(FIRST)));
  const lines: Line[] = [];
  const out: string[] = [];
  let sec = r.int(0, 200);
  const back = ['Yeah.', 'Right, okay.', 'Mm-hm.', 'Sorry, go ahead.', 'Can everyone hear me?', 'Got it.', 'Sure.', 'One sec, let me share my screen.', 'Makes sense.', 'Okay, next item.'];
  for (let i = 0; i < nLines; i++) {
    sec += r.int(4, 60);
    const sp = r.pick(speakers);
    const ts = `[${pad(Math.floor(sec / 3600))}:${pad(Math.floor(sec / 60) % 60)}:${pad(sec % 60)}]`;
    let text: string, spans: string[] = [], topic = '', kind = -1;
    if (r.chance(0.3)) text = r.pick(back);
    else {
      topic = r.pick(TOPICS);
      const k = r.int(0, 5);
      kind = k;
      if (k === 0) { const v = u.take((q) => `€${q.int(10, 900)}k`); text = `For ${topic} I'd cap the budget at ${v}, anything above that needs the steering committee.`; spans = [v]; }
      else if (k === 1) { const d = u.take((q) => longDate(q)); text = `My proposal for ${topic} is that we freeze scope by ${d} and not reopen it.`; spans = [d]; }
      else if (k === 2) { const p = u.take(person); text = `On ${topic}, I think ${p} should own it; she has done this twice before.`; spans = [p]; }
      else if (k === 3) { const n = u.take((q) => String(q.int(3, 95))); text = `The numbers on ${topic} worry me: we are ${n} tickets behind and the backlog keeps growing.`; spans = [`${n} tickets behind`]; }
      else if (k === 4) { const v = u.take((q) => `${q.pick(['Akamai', 'Fastly', 'Cloudflare', 'Bunny', 'Gcore'])}-${q.int(10, 99)}`); text = `Decision on ${topic}: we go with vendor ${v}, I'll send the paperwork tonight.`; spans = [v]; }
      else { text = `${r.pick(['I still have concerns about', 'Can we park', 'Let us revisit', 'I need more data on'])} ${topic} ${r.pick(['until next week', 'before we commit', 'after the audit', 'once legal has looked at it'])}.`; }
    }
    out.push(`${ts} ${sp}: ${text}`);
    lines.push({ speaker: sp, text, spans, topic: `${topic}#${kind}` });
  }
  const facts: Fact[] = lines.filter((l) => l.spans.length).map((l) => ({ key: l.speaker, attr: l.topic, spans: l.spans, value: l.text }));
  return { type: 'transcript', text: out.join('\n'), facts, lines, speakers };
}

// ---------------------------------------------------------------- contract
export interface ContractTerms { notice: string; cap: string; law: string; net: string; survive: string; uptime: string; renewal: string; interest: string }
const NUMW = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export function contract(r: Rng, nFiller: number): Material & { terms: ContractTerms } {
  const noticeN = r.pick([15, 30, 45, 60, 75, 90, 120, 180]);
  const noticeW: Record<number, string> = { 15: 'fifteen', 30: 'thirty', 45: 'forty-five', 60: 'sixty', 75: 'seventy-five', 90: 'ninety', 120: 'one hundred twenty', 180: 'one hundred eighty' };
  const terms: ContractTerms = {
    notice: `${noticeW[noticeN]} (${noticeN}) days' prior written notice`,
    cap: `${r.pick(['one and one-half', 'two', 'three'])} times the Fees paid in the ${r.pick(['twelve (12)', 'six (6)', 'twenty-four (24)'])} months preceding the claim`,
    law: r.pick(['the laws of Sweden', 'the laws of the State of New York', 'the laws of England and Wales', 'the laws of the Republic of Finland', 'the laws of Ontario']),
    net: `${r.pick(['thirty (30)', 'forty-five (45)', 'sixty (60)', 'fourteen (14)'])} days of the invoice date`,
    survive: `${NUMW[r.int(2, 7)]} years`,
    uptime: `${r.pick(['99.5', '99.9', '99.95', '99.7'])}%`,
    renewal: `successive ${r.pick(['one-year', 'two-year', 'six-month'])} terms`,
    interest: `${r.int(1, 2)}.${r.int(1, 9)}% per month`,
  };
  const A = `${r.pick(CO_A)} ${r.pick(CO_B)} AB`, B = `${r.pick(CO_A)} ${r.pick(CO_B)} Ltd`;
  const key = [
    `Term and Renewal. This Agreement commences on the Effective Date and continues for an initial term of ${r.pick(['twelve (12)', 'twenty-four (24)', 'thirty-six (36)'])} months, after which it renews automatically for ${terms.renewal} unless either party gives notice of non-renewal.`,
    `Termination for Convenience. Either party may end this Agreement at any time, for any reason, by giving the other party ${terms.notice}.`,
    `Fees and Payment. Customer shall pay each undisputed invoice within ${terms.net}. Overdue amounts accrue interest at ${terms.interest} or the maximum rate permitted by law, whichever is lower.`,
    `Limitation of Liability. Except for breaches of confidentiality or indemnification obligations, each party's aggregate liability arising out of this Agreement shall not exceed ${terms.cap}.`,
    `Confidentiality. The obligations in this Section survive expiry or termination of this Agreement for ${terms.survive}.`,
    `Service Levels. Supplier shall make the Service available at least ${terms.uptime} of the time in each calendar month, excluding scheduled maintenance announced at least 48 hours in advance.`,
    `Governing Law. This Agreement is governed by ${terms.law}, without regard to its conflict-of-laws rules, and the parties submit to the exclusive jurisdiction of the courts there.`,
  ];
  const boiler = [
    'Notices. All notices under this Agreement shall be in writing and delivered by hand, courier or e-mail with confirmation of receipt to the addresses set out in the Order Form.',
    'Assignment. Neither party may assign this Agreement without the prior written consent of the other party, such consent not to be unreasonably withheld, except to a successor in a merger or acquisition.',
    'Force Majeure. Neither party is liable for delay or failure caused by events beyond its reasonable control, including flood, fire, epidemic, war, strike or failure of public utilities.',
    'Entire Agreement. This Agreement, together with its Schedules and each Order Form, constitutes the entire agreement between the parties and supersedes all prior proposals and understandings.',
    'Severability. If any provision is held invalid or unenforceable, the remaining provisions shall remain in full force and effect.',
    'Waiver. No failure or delay in exercising any right operates as a waiver of that right.',
    'Independent Contractors. The parties are independent contractors and nothing in this Agreement creates a partnership, joint venture or agency relationship.',
    'Subcontracting. Supplier may use subcontractors provided that it remains responsible for their performance and compliance with this Agreement.',
    'Audit. Customer may, on thirty days\' notice and not more than once per year, audit Supplier\'s compliance with the security obligations set out in Schedule 3.',
    'Data Protection. Each party shall comply with applicable data protection legislation and the Data Processing Addendum attached as Schedule 4.',
    'Insurance. Supplier shall maintain professional indemnity and cyber insurance with reputable insurers throughout the Term.',
    'Publicity. Neither party may use the other party\'s name or logo in marketing materials without prior written approval.',
    'Intellectual Property. Each party retains all rights in its pre-existing intellectual property; no licence is granted except as expressly stated.',
    'Warranties. Supplier warrants that the Service will perform materially in accordance with the Documentation and that it will use industry-standard measures to prevent malicious code.',
    'Indemnification. Supplier shall defend Customer against third-party claims alleging that the Service infringes intellectual property rights, and pay resulting damages finally awarded.',
    'Anti-Bribery. Each party shall comply with applicable anti-corruption laws and shall not offer or accept improper payments.',
    'Export Control. Customer shall not export or re-export the Service in violation of applicable export control laws.',
    'Counterparts. This Agreement may be executed in counterparts, including by electronic signature, each of which is deemed an original.',
    'Changes to the Service. Supplier may update the Service from time to time provided that updates do not materially reduce its functionality.',
    'Suspension. Supplier may suspend access if Customer\'s use poses a security risk, provided that it gives notice and restores access promptly once the risk is resolved.',
    'Customer Data. Customer retains all rights in Customer Data and grants Supplier a limited licence to process it solely to provide the Service.',
    'Return of Data. On termination Supplier shall make Customer Data available for export for a period of sixty days, after which it may delete it.',
    'Dispute Escalation. The parties shall first attempt to resolve disputes through good-faith negotiation between senior executives for a period of twenty business days.',
    'Third-Party Rights. A person who is not a party to this Agreement has no right to enforce any of its terms.',
  ];
  const clauses = r.shuffle([...key, ...Array.from({ length: nFiller }, (_, i) => i < boiler.length ? boiler[i]! : `Special Terms for Order Form ${i}. ${r.pick(['Implementation services', 'Hosting in a dedicated region', 'Premium support coverage', 'Data migration assistance', 'On-site training'])} for the ${r.pick(CITIES)} site will start on ${longDate(r)}; Customer's project contact is ${person(r)}, and acceptance testing shall be completed within ${r.int(5, 40)} Business Days of delivery. ${r.pick(FILLER)}`)]);
  const body = clauses.map((c, i) => `${i + 1}. ${c}`).join('\n\n');
  const defs = r.sample(['Affiliate', 'Authorised User', 'Business Day', 'Change Request', 'Confidential Information', 'Deliverables', 'Documentation', 'Effective Date', 'Fees', 'Incident', 'Maintenance Window', 'Order Form', 'Personal Data', 'Professional Services', 'Release', 'Response Time', 'Service', 'Service Credit', 'Severity Level', 'Statement of Work', 'Subprocessor', 'Term', 'Territory', 'Third-Party Software', 'Update', 'Usage Data'], 24)
    .map((d) => `"${d}" means ${r.pick(['any', 'each', 'the'])} ${d.toLowerCase()} ${r.pick(['described in the applicable Order Form', 'as defined by reference to Schedule ' + r.int(1, 6), 'agreed in writing by both parties from time to time', 'made available by Supplier under this Agreement', 'identified in the Documentation current at the relevant time'])}${r.chance(0.5) ? `, including any ${r.pick(['modification', 'replacement', 'renewal', 'extension'])} thereof` : ''}.`);
  const fees = Array.from({ length: r.int(14, 30) }, () => `| ${r.pick(['Platform licence', 'Additional seat', 'Premium support', 'Sandbox environment', 'Data export', 'Onboarding workshop', 'Custom connector', 'Storage block (1 TB)', 'API overage (1M calls)', 'Dedicated CSM'])} ${r.hex(3).toUpperCase()} | ${r.pick(['per month', 'per year', 'one-off', 'per unit'])} | EUR ${fmtThousands(r.int(90, 48000))} | ${r.pick(['Tier 1', 'Tier 2', 'Tier 3'])} |`);
  const credits = Array.from({ length: r.int(5, 9) }, (_, i) => `| below ${(99.9 - i * 0.4).toFixed(1)}% | ${5 + i * 5}% of monthly Fees |`);
  const schedules = `SCHEDULE 1 — DEFINITIONS\n\n${defs.join('\n')}\n\nSCHEDULE 2 — FEES\n\n| Item | Billing | Price | Tier |\n|---|---|---|---|\n${fees.join('\n')}\n\nSCHEDULE 3 — SERVICE CREDITS\n\n| Monthly availability | Credit |\n|---|---|\n${credits.join('\n')}`;
  const text = `MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement ("Agreement") is entered into between ${A} ("Supplier") and ${B} ("Customer").\n\n${body}\n\nIN WITNESS WHEREOF the parties have executed this Agreement on the dates written below.\n\nFor ${A}: ______________________\nFor ${B}: ______________________\n\n${schedules}`;
  const facts: Fact[] = (Object.keys(terms) as (keyof ContractTerms)[]).map((k) => ({ key: 'contract', attr: k, spans: [terms[k]], value: terms[k] }));
  return { type: 'contract', text, facts, terms };
}

// ---------------------------------------------------------------- tickets, reviews, events, answers, article (whole-material)
export function tickets(r: Rng, n: number): Material {
  const u = new Uniq(r);
  const kinds = [
    (q: Rng) => `App crashes when ${q.pick(['uploading a PDF larger than 20 MB', 'switching to dark mode', 'exporting the monthly report', 'opening a shared link on Android 14'])}. Steps: ${q.pick(['open dashboard, click export', 'log in, go to settings', 'tap the share icon twice'])}. Expected no crash; got a blank screen.`,
    (q: Rng) => `Could you add ${q.pick(['SSO with Okta', 'a CSV export on the invoices page', 'keyboard shortcuts for the editor', 'a Portuguese translation'])}? Our team would use it daily.`,
    (q: Rng) => `How do I ${q.pick(['change the billing e-mail', 'invite a contractor with read-only access', 'reset two-factor authentication', 'move a project to another workspace'])}? I could not find it in the docs.`,
    (q: Rng) => `The total on invoice INV-${q.int(10000, 99999)} is off by ${q.int(1, 90)}.${q.int(10, 99)} — tax seems to be applied twice since the last update.`,
    (q: Rng) => `Search returns results from archived projects even though the filter says "active only". Started after version ${q.int(3, 6)}.${q.int(0, 9)}.${q.int(0, 9)}.`,
    (q: Rng) => `Please cancel our subscription at the end of the current period; we are consolidating tools.`,
  ];
  const out = Array.from({ length: n }, () => {
    const id = u.take((q) => `#${q.int(1000, 9999)}`);
    const who = person(r);
    return `Ticket ${id} · opened ${dateStr(r)} by ${who} <${who.toLowerCase().replace(' ', '.')}@${r.pick(['client.example', 'shop.test'])}>\nTitle: ${r.pick(['Problem', 'Question', 'Request', 'Issue', 'Help needed', 'Urgent'])} ${id}\n${r.pick(kinds)(r)}\nPriority: ${r.pick(['low', 'normal', 'high'])} · Plan: ${r.pick(['Starter', 'Team', 'Business'])}`;
  });
  return { type: 'tickets', text: out.join('\n\n'), facts: [] };
}

export function reviews(r: Rng, n: number, product: string): Material {
  const pos = ['Battery life is excellent and it charges quickly.', 'Setup took five minutes, the app is intuitive.', 'Build quality feels premium for the price.', 'Quiet, fast and the support team answered within an hour.', 'Exactly as described, would buy again.'];
  const neg = ['Stopped working after three weeks and the return process is a nightmare.', 'The app keeps logging me out and loses my settings.', 'Much louder than advertised, I can hear it from the next room.', 'Arrived with a cracked lid and missing screws.', 'Customer support never replied to my three e-mails.'];
  const mid = ['Does the job, nothing more.', 'Fine for the price but the manual is useless.', 'Good hardware, mediocre software.', 'Works well but the cable is too short.'];
  const out = Array.from({ length: n }, (_, i) => {
    const s = r.int(1, 5);
    const t = s >= 4 ? r.sample(pos, 2) : s <= 2 ? r.sample(neg, 2) : [r.pick(mid), r.pick([...pos, ...neg])];
    return `Review ${i + 1} — ${'★'.repeat(s)}${'☆'.repeat(5 - s)} — ${r.pick(FIRST)} ${r.pick(LAST)[0]}. (${r.pick(CITIES)}, ${dateStr(r)})\n"${t.join(' ')} ${r.chance(0.4) ? `I use the ${product} mostly ${r.pick(['in the kitchen', 'at the office', 'for travel', 'in the kids\' room'])}.` : ''}" Verified purchase, order ${r.int(100000, 999999)}.`;
  });
  return { type: 'reviews', text: out.join('\n\n'), facts: [] };
}

export function events(r: Rng, n: number): Material {
  const u = new Uniq(r);
  const acts = ['signed a distribution deal with', 'opened a plant in', 'recalled a batch of products shipped to', 'appointed a new CFO previously at', 'lost a patent case against', 'launched a subsidiary in', 'settled a labour dispute in', 'received ISO 27001 certification for its site in'];
  const co = `${r.pick(CO_A)} ${r.pick(CO_B)}`;
  const out = Array.from({ length: n }, () => {
    const d = u.take((q) => longDate(q, q.int(1998, 2024)));
    return `- ${d}: ${co} ${r.pick(acts)} ${r.pick([...CITIES, ...CO_A.map((x) => x + ' ' + r.pick(CO_B))])} (ref ${u.take((q) => q.hex(5))}).`;
  });
  return { type: 'events', text: `Key events for ${co} (unsorted, compiled from press clippings):\n${out.join('\n')}`, facts: [] };
}

export function answers(r: Rng, n: number): Material {
  const qs = ['Explain why the sky appears blue during the day.', 'Describe the main causes of the First World War.', 'What is the difference between a virus and a bacterium?', 'Explain how compound interest works with an example.'];
  const q = r.pick(qs);
  const frag = ['because of the way light scatters', 'I think it is mostly about alliances and nationalism', 'viruses need a host cell to reproduce', 'interest is added to the principal and then earns interest itself', 'the teacher said it in class', 'this is related to wavelength', 'for example 100 at 5% becomes 105 then 110.25', 'I am not sure but', 'bacteria can be treated with antibiotics', 'the assassination in Sarajevo was the trigger', 'shorter wavelengths scatter more', 'the ocean reflects onto the sky'];
  const out = Array.from({ length: n }, (_, i) => `Student ${i + 1} (${r.pick(FIRST)} ${r.pick(LAST)}, id ${r.int(20000, 29999)}): ${r.sample(frag, r.int(2, 4)).join('; ')}. ${r.chance(0.5) ? r.pick(FILLER) : ''}`);
  return { type: 'answers', text: `Quiz question: ${q}\n\nAnswers submitted:\n\n${out.join('\n\n')}`, facts: [] };
}

/** Long prose article (reuses the kb profiles as a feature story, with optional typos). */
export function article(r: Rng, paras: number, typos = false): Material {
  const kb = kbDocs(r, paras, 'doc');
  let text = `# ${r.pick(['Inside the quiet boom of mid-sized manufacturers', 'The companies reshaping regional supply chains', 'A field guide to this year\'s fastest growers'])}\n\nBy ${person(r)} · ${longDate(r)}\n\n` + kb.text.split('\n\n').map((d) => d.split('\n').slice(2).join('\n')).join('\n\n');
  if (typos) text = text.replace(/\bthe\b/g, (m) => (r.chance(0.05) ? 'teh' : m)).replace(/\breceive/g, 'recieve').replace(/ its /g, (m) => (r.chance(0.1) ? " it's " : m));
  return { type: 'article', text, facts: kb.facts };
}
