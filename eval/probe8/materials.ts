// Probe 8 materials: invented, seeded material for seven prompt structures (quoted e-mail threads, CSV
// exports, HTML pages, result batches, small-talk documents, agent tool results in YAML/JSON, and
// documents in Ukrainian, Finnish, Romanian and Thai). Every generator returns the text and its facts:
// a fact is one lookup (question + noun phrase in the material's language) and the exact spans that
// answer it. Facts are only candidates: gen.ts keeps the ones whose spans occur exactly once.
import { Rng, Uniq, normSpan } from '../probe4/lib.js';
import { countTextTokens } from '../../src/compress/index.js';

export const tok = (s: string): number => countTextTokens(s);

export interface Fact {
  key: string;
  spans: string[];
  /** The question, with its question mark (in the material's language unless told). */
  q: string;
  /** A noun phrase for orders: "Find {np}." */
  np: string;
  hops?: number;
  /** Which question template of the entity (language documents). */
  slot?: number;
  /** Position of the fact in the material, 0..1. */
  at?: number;
}
export interface Mat { text: string; facts: Fact[] }

// ---------- shared vocabulary ----------
const SYL = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sel', 'dan', 'ri', 'mo', 'ta', 'bel', 'nor', 'vik', 'sa', 'len', 'dor', 'fi', 'gar', 'hul', 'bre', 'kes', 'tal', 'wyn', 'or', 'an', 'el', 'is'];
export function pseudo(r: Rng, n = 2): string {
  let s = '';
  for (let i = 0; i < n; i++) s += r.pick(SYL);
  return s[0]!.toUpperCase() + s.slice(1);
}
const FIRST = ['Marta', 'Jonas', 'Priya', 'Keiko', 'Diego', 'Amara', 'Lukas', 'Sofia', 'Tomasz', 'Ines', 'Ravi', 'Elena', 'Omar', 'Hana', 'Felix', 'Nadia', 'Bruno', 'Yara', 'Pavel', 'Chloe', 'Aidan', 'Lena', 'Mateo', 'Zofia', 'Kwame', 'Ingrid', 'Tariq', 'Mei', 'Oscar', 'Leila'];
const LAST = ['Weber', 'Silva', 'Kumar', 'Haddad', 'Ito', 'Novak', 'Berg', 'Costa', 'Laine', 'Moreau', 'Okafor', 'Brandt', 'Varga', 'Lindqvist', 'Reyes', 'Achebe', 'Kowalski', 'Sato', 'Duarte', 'Holm', 'Fischer', 'Rossi', 'Nakamura', 'Petrov', 'Byrne', 'Dahl', 'Oyelaran', 'Marsh', 'Quinn', 'Eklund'];
export const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n: number) => String(n).padStart(2, '0');
export const longDate = (x: Rng) => `${x.int(1, 28)} ${x.pick(MON)} ${x.int(2024, 2025)}`;
export const isoDate = (x: Rng, y = 2024) => `${y}-${p2(x.int(1, 12))}-${p2(x.int(1, 28))}`;
const money = (n: number, cur = '€') => `${cur}${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const moneyInt = (n: number, cur = '€') => `${cur}${n.toLocaleString('en-US')}`;

export interface Person { name: string; first: string; email: string; title: string; company: string; phone: string }
function makePerson(u: Uniq, r: Rng, domain: string, company: string, title: string): Person {
  const name = u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}`);
  const first = name.split(' ')[0]!;
  return { name, first, email: `${name.toLowerCase().replace(' ', '.')}@${domain}`, title, company, phone: `+44 20 ${r.int(3000, 8999)} ${r.int(1000, 9999)}` };
}

/** Occurrences of a span in a text, both normalised (what the scorer compares). */
export function countIn(text: string, span: string): number {
  const h = normSpan(text), n = normSpan(span);
  if (!n) return 0;
  let c = 0, i = h.indexOf(n);
  while (i >= 0) { c++; i = h.indexOf(n, i + 1); }
  return c;
}
/** Facts whose spans all occur exactly once in the text. */
export function uniqueFacts(text: string, facts: Fact[]): Fact[] {
  return facts.filter((f) => f.spans.every((s) => countIn(text, s) === 1));
}

function wrapLine(s: string, w = 76): string[] {
  const out: string[] = [];
  let cur = '';
  for (const wd of s.split(' ')) {
    if (cur && cur.length + 1 + wd.length > w) { out.push(cur); cur = wd; } else cur = cur ? `${cur} ${wd}` : wd;
  }
  if (cur) out.push(cur);
  return out;
}

// =====================================================================================
// 1. E-mail threads (procurement quotes, offsite venues, customer escalations)
// =====================================================================================
export type EmailTopic = 'procurement' | 'offsite' | 'escalation';
export interface Mail { from: Person; to: Person; cc: Person[]; when: Date; paras: string[]; sig: string }
export interface Thread extends Mat { mails: Mail[]; topic: EmailTopic; subject: string; me: Person; people: Person[]; listTask: string; threadQ?: string }

const ITEMS = ['pallet racking', 'reach trucks', 'stretch wrappers', 'dock levellers', 'barcode scanners', 'mezzanine decking', 'cantilever racks', 'battery chargers', 'safety netting', 'order-picking carts', 'label printers', 'conveyor rollers', 'pallet jacks', 'loading ramps'];
const MENUS = ['buffet', 'three-course', 'vegetarian', 'barbecue', 'finger-food', 'working-lunch'];
const CAUSES = ['an expired TLS certificate on the EU ingress', 'a misconfigured rate limit on the auth gateway', 'a full disk on the primary Kafka broker', 'a DNS change that removed the regional failover record', 'a connection-pool leak in the billing worker', 'a bad feature flag rolled out to all tenants at once', 'a schema migration that locked the sessions table', 'clock drift on two of the token-signing hosts', 'a cache stampede after the CDN purge', 'a firewall rule that blocked the webhook egress range', 'a memory leak in the PDF renderer', 'a stuck leader election in the scheduler cluster'];
const DISCLAIMER = 'This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error, please notify the sender immediately and delete it. Any views expressed are those of the individual sender.';

export function emailThread(r: Rng, topic: EmailTopic, target: number, opts: { threadQ?: boolean; twoHop?: boolean } = {}): Thread {
  const u = new Uniq(r);
  const company = pseudo(r, 2) + ' ' + r.pick(['Logistics', 'Retail Group', 'Systems', 'Foods']);
  const domain = company.toLowerCase().replace(/\s+/g, '-') + '.com';
  const titles = ['Procurement Lead', 'Warehouse Operations Manager', 'Finance Business Partner', 'Facilities Coordinator', 'Head of People', 'Customer Success Manager', 'Support Engineering Lead', 'Office Manager', 'Site Manager'];
  const people = Array.from({ length: r.int(3, 5) }, () => makePerson(u, r, domain, company, r.pick(titles)));
  const me = people[0]!;
  const facts: Fact[] = [];
  const pool: { s: string; f?: Fact }[] = [];
  let subject: string, listTask: string;
  let distract: (() => string)[];
  let threadQ: string | undefined;
  let hopSentence: { s: string; f?: Fact } | undefined;

  if (topic === 'procurement') {
    subject = `Q${r.int(1, 4)} warehouse equipment — supplier quotes`;
    listTask = 'List every quote in this thread as a table: supplier, item, unit price, lead time.';
    const sup = Array.from({ length: r.int(3, 5) }, () => u.take((x) => `${pseudo(x, 2)} ${x.pick(['Industrial', 'Handling', 'Systems', 'GmbH', 'Supply Co.'])}`));
    const items = r.sample(ITEMS, r.int(6, 9));
    const pairs = r.shuffle(sup.flatMap((s) => items.map((it) => [s, it] as const)));
    for (const [S, it] of pairs) {
      const kind = r.int(0, 3);
      if (kind === 0) {
        const price = u.take((x) => money(x.int(1200, 480000) / 100));
        pool.push({ s: r.pick([`${S} came back on the ${it}: ${price} per unit, valid until ${longDate(r)}.`, `Latest from ${S}: the ${it} would be ${price} a unit if we commit to ${r.int(4, 60)}.`, `${S} quoted ${price} per unit for the ${it}, delivery included.`]), f: { key: `${S}|${it}`, spans: [price], q: `What unit price did ${S} quote for the ${it}?`, np: `the unit price ${S} quoted for the ${it}` } });
      } else if (kind === 1) {
        const n = u.take((x) => `${x.int(11, 97)} working days`);
        pool.push({ s: `${S} says the lead time on the ${it} is ${n} from PO, which is longer than we hoped.`, f: { key: `${S}|${it}`, spans: [n], q: `What lead time did ${S} give for the ${it}?`, np: `the lead time ${S} gave for the ${it}` } });
      } else if (kind === 2) {
        const po = u.take((x) => `PO-${x.int(410000, 489999)}`);
        pool.push({ s: `I've raised ${po} for the ${it} from ${S}; finance should approve it by ${r.pick(WD.slice(1, 6))}.`, f: { key: `${S}|${it}`, spans: [po], q: `Which PO number was raised for the ${it} from ${S}?`, np: `the PO number raised for the ${it} from ${S}` } });
      } else {
        const dock = u.take((x) => `Dock ${x.int(1, 19)}${x.pick(['A', 'B', 'C', 'D'])}`);
        pool.push({ s: `The ${it} delivery from ${S} is booked into ${dock} for the ${r.int(2, 28)}th, morning slot.`, f: { key: `${S}|${it}`, spans: [dock], q: `Which dock is the ${it} delivery from ${S} booked into?`, np: `the dock the ${it} delivery from ${S} is booked into` } });
      }
    }
    if (opts.twoHop) {
      const [S, it] = pairs[pairs.length - 1]!;
      const po = u.take((x) => `PO-${x.int(490000, 499999)}`);
      const approver = people[people.length - 1]!;
      const a = `${approver.first} signed off on the ${it} from ${S}`;
      hopSentence = { s: `Update: ${a} — we go with that one and drop the alternatives.` };
      pool.push({ s: `For the record, ${po} now covers the ${it} from ${S}.`, f: { key: `hop`, spans: [po, a], q: `What PO number covers the order that ${approver.first} signed off on?`, np: `the PO number of the order ${approver.first} signed off on`, hops: 2 } });
    }
    distract = [
      () => `${r.pick(sup)} also asked whether we'd consider a framework agreement instead of one-off orders.`,
      () => `I'd rather not split the ${r.pick(items)} order across two suppliers unless the savings are real.`,
      () => `Finance wants all quotes in EUR including delivery, so please ask ${r.pick(sup)} to re-issue theirs if needed.`,
      () => `The ${r.pick(items)} from the last order are still in the quarantine area waiting for inspection.`,
      () => `Let's park the ${r.pick(items)} discussion until the budget review on Thursday.`,
      () => `${r.pick(sup)} couldn't commit to a delivery date yet; they'll come back next week.`,
      () => `Note that the old quote from ${r.pick(sup)} for the ${r.pick(items)} expired at the end of last month, so ignore the figure in the shared drive.`,
      () => `Health & safety need the certificates for the ${r.pick(items)} before anything is installed.`,
      () => `Can we get the site survey done before anyone commits to the ${r.pick(items)}?`,
      () => `The warehouse team would like a demo unit of the ${r.pick(items)} if ${r.pick(sup)} can send one.`,
    ];
    if (opts.threadQ) { const [a, b] = r.sample(sup, 2); threadQ = `${me.first}, can you confirm whether we go with ${a} or ${b} for the ${r.pick(items)}? I need an answer before Thursday's budget review.`; }
  } else if (topic === 'offsite') {
    subject = `${r.pick(['Spring', 'Summer', 'Autumn', 'Winter'])} offsite — venue shortlist`;
    listTask = 'Make a table of all the venues discussed in this thread with capacity, deposit, catering prices and contact.';
    const ven = Array.from({ length: r.int(4, 7) }, () => u.take((x) => x.pick([`${pseudo(x, 2)} Manor`, `Hotel ${pseudo(x, 2)}`, `${pseudo(x, 2)} Conference Centre`, `The ${pseudo(x, 2)} Lodge`, `${pseudo(x, 2)} Hall`])));
    for (const V of r.shuffle(ven)) {
      for (const kind of r.sample([0, 1, 2, 3, 4, 3], r.int(3, 5))) {
        if (kind === 0) { const n = u.take((x) => String(x.int(60, 480))); pool.push({ s: `${V} can take up to ${n} people in the main hall, fewer if we want round tables.`, f: { key: V, spans: [`up to ${n} people`], q: `How many people can ${V} take in the main hall?`, np: `the main-hall capacity of ${V}` } }); }
        else if (kind === 1) { const a = u.take((x) => moneyInt(x.int(15, 190) * 100)); pool.push({ s: `${V} want a ${r.pick([20, 25, 30, 40])}% deposit — ${a} — within two weeks of signing.`, f: { key: V, spans: [a], q: `How much deposit does ${V} want?`, np: `the deposit ${V} asked for` } }); }
        else if (kind === 2) { const cn = u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}`); const ph = u.take((x) => `+44 ${x.int(1200, 1999)} ${x.int(100000, 999999)}`); pool.push({ s: `Our contact at ${V} is ${cn}, direct line ${ph}.`, f: { key: V, spans: [ph], q: `What's the direct line for our contact at ${V}?`, np: `the direct line of our contact at ${V}` } }); }
        else if (kind === 3) { const menu = r.pick(MENUS); const a = u.take((x) => money(x.int(1800, 9500) / 100)); if (pool.some((p) => p.f?.key === `${V}|${menu}`)) continue; pool.push({ s: `Catering at ${V}: ${a} per head for the ${menu} menu, drinks extra.`, f: { key: `${V}|${menu}`, spans: [a], q: `What does catering at ${V} cost per head for the ${menu} menu?`, np: `the per-head price of the ${menu} menu at ${V}` } }); }
        else { const n = u.take((x) => `${x.int(12, 95)} minutes`); pool.push({ s: `${V} is about ${n} from the airport by taxi, a bit more at rush hour.`, f: { key: V, spans: [n], q: `How far is ${V} from the airport?`, np: `how far ${V} is from the airport` } }); }
      }
    }
    distract = [
      () => `${r.pick(ven)} sent a glossy brochure but no actual prices yet.`,
      () => 'The leadership team prefers somewhere within an hour of the airport.',
      () => `Can we make sure there is a quiet room for calls at ${r.pick(ven)}?`,
      () => `Parking at ${r.pick(ven)} is limited, so we might need a shuttle from the station.`,
      () => `Dietary requirements form closes Friday; ${r.int(5, 20)} vegetarians and ${r.int(1, 6)} vegans so far.`,
      () => `${r.pick(ven)} is fully booked for the first week we wanted, so only the second week works there.`,
      () => 'Please keep the budget under the per-head cap agreed with finance.',
      () => `I visited ${r.pick(ven)} last year for another event; the rooms were fine but the Wi-Fi was patchy.`,
    ];
    if (opts.threadQ) threadQ = `${me.first}, do you know if the leadership team has a preference between ${r.sample(ven, 2).join(' and ')}? I'd like to hold a date by Friday.`;
  } else {
    subject = `Escalation: ${r.pick(['EU', 'US-East', 'APAC', 'Nordics'])} outage follow-ups`;
    listTask = 'List every customer account mentioned in this thread with its service credit, ticket number and root cause.';
    const acc = Array.from({ length: r.int(5, 8) }, () => u.take((x) => `${pseudo(x, 2)} ${x.pick(['Foods', 'Bank', 'Telecom', 'Health', 'Motors', 'Media', 'Insurance'])}`));
    const causes = r.shuffle(CAUSES);
    for (const A of r.shuffle(acc)) {
      for (const kind of r.sample([0, 1, 2, 3, 4], r.int(3, 5))) {
        if (kind === 0) { const a = u.take((x) => money(x.int(50000, 4200000) / 100)); pool.push({ s: `We've agreed a service credit of ${a} for ${A}, pending sign-off from legal.`, f: { key: A, spans: [a], q: `How much service credit did we agree for ${A}?`, np: `the service credit agreed for ${A}` } }); }
        else if (kind === 1) { const t = u.take((x) => `SUP-${x.int(10000, 99999)}`); pool.push({ s: `For reference, the ${A} escalation is tracked under ${t}.`, f: { key: A, spans: [t], q: `What's the ticket number for the ${A} escalation?`, np: `the ticket number of the ${A} escalation` } }); }
        else if (kind === 2) { const e = u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}`); if (people.some((p) => p.name === e)) continue; pool.push({ s: `${e} from the platform team has picked up the ${A} investigation.`, f: { key: A, spans: [e], q: `Who is investigating the ${A} issue?`, np: `the engineer investigating the ${A} issue` } }); }
        else if (kind === 3 && causes.length) { const c = causes.pop()!; pool.push({ s: `Root cause for ${A} looks like ${c}.`, f: { key: A, spans: [c], q: `What was the root cause of the ${A} outage?`, np: `the root cause of the ${A} outage` } }); }
        else if (kind === 4) { const d = u.take(longDate); pool.push({ s: `The fix for ${A} should be deployed by ${d} at the latest.`, f: { key: A, spans: [d], q: `When is the fix for ${A} expected to be deployed?`, np: `the date the fix for ${A} should be deployed` } }); }
      }
    }
    distract = [
      () => `${r.pick(acc)} are asking for a call with someone senior this week.`,
      () => 'Please keep the status page updated even if nothing changes.',
      () => `Legal asked us not to promise anything beyond the contractual credits for ${r.pick(acc)}.`,
      () => `The on-call notes for ${r.pick(acc)} are in the incident doc, section ${r.int(2, 7)}.`,
      () => `Customer success will handle the comms to ${r.pick(acc)}; engineering should not reply directly.`,
      () => `We still don't have the full edge logs for the ${r.pick(acc)} window.`,
      () => 'Reminder: the post-incident review is on Monday, invites went out this morning.',
      () => `${r.pick(acc)} have asked for the RCA document in PDF, not a link.`,
    ];
    if (opts.threadQ) threadQ = `${me.first}, can you check with legal whether we can offer ${r.pick(acc)} more than the contractual credit? They're pushing hard.`;
  }

  // ---- assemble a bounded number of mails; facts spread evenly, distractors drawn from a deck ----
  const mails: Mail[] = [];
  let when = Date.UTC(2024, r.int(0, 10), r.int(1, 26), r.int(7, 17), r.int(0, 59));
  const nM = Math.max(4, Math.min(12, Math.round(target / 430)));
  const totalSent = Math.max(nM * 3, Math.round((target - nM * 75) / 24));
  const nFacts = Math.min(pool.length, Math.round(totalSent * 0.7));
  const hopIdx = pool.findIndex((p) => p.f?.hops);
  if (hopIdx >= nFacts) { const [h] = pool.splice(hopIdx, 1); pool.splice(r.int(0, nFacts - 1), 0, h!); }
  const use = pool.slice(0, nFacts);
  const perMail = Math.round(totalSent / nM);
  let deck: (() => string)[] = [];
  const hopAt = hopSentence ? r.int(0, nM - 1) : -1;
  for (let mi = 0; mi < nM; mi++) {
    const from = mi % 3 === 2 ? me : r.pick(people.slice(1));
    const to = from === me ? r.pick(people.slice(1)) : me;
    const mine = use.slice(Math.round((mi * use.length) / nM), Math.round(((mi + 1) * use.length) / nM));
    const sents: { s: string; f?: Fact }[] = [...mine];
    const used = new Set<string>();
    for (let k = Math.max(1, perMail - mine.length + r.int(-1, 1)); k > 0; k--) {
      if (!deck.length) deck = r.shuffle(distract);
      const d = deck.pop()!();
      if (!used.has(d)) { used.add(d); sents.push({ s: d }); }
    }
    const order = r.shuffle(sents);
    if (mi === hopAt && hopSentence) order.splice(r.int(0, order.length), 0, hopSentence);
    const paras: string[] = [`Hi ${to.first},`];
    for (let k = 0; k < order.length;) {
      const n = r.int(1, 3);
      paras.push(order.slice(k, k + n).map((x) => x.s).join(' '));
      for (const x of order.slice(k, k + n)) if (x.f) facts.push({ ...x.f, at: mi });
      k += n;
    }
    paras.push(r.pick(['Thanks,', 'Best,', 'Cheers,', 'Kind regards,', 'Thanks again,']) + '\n' + from.first);
    const sig = `--\n${from.name}\n${from.title} | ${from.company}\nT ${from.phone}${r.chance(0.3) ? '\n\n' + DISCLAIMER : ''}`;
    const cc = r.chance(0.4) ? r.sample(people.filter((p) => p !== from && p !== to), 1) : [];
    mails.push({ from, to, cc, when: new Date(when), paras, sig });
    when += r.int(1, 30) * 3600_000 + r.int(0, 59) * 60_000;
  }
  if (threadQ) {
    const last = mails[mails.length - 1]!;
    if (last.from === me) { last.from = people[1]!; last.to = me; last.paras[0] = `Hi ${me.first},`; last.paras[last.paras.length - 1] = `Thanks,\n${people[1]!.first}`; last.sig = `--\n${people[1]!.name}\n${people[1]!.title} | ${people[1]!.company}\nT ${people[1]!.phone}`; }
    last.paras.splice(last.paras.length - 1, 0, threadQ);
  }
  const n = mails.length;
  for (const f of facts) f.at = (f.at ?? 0) / Math.max(1, n - 1);
  return { text: '', facts, mails, topic, subject, me, people, listTask, threadQ };
}

const fmtGmail = (d: Date) => `${WD[d.getUTCDay()]}, ${d.getUTCDate()} ${MON[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCFullYear()} at ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`;
const fmtApple = (d: Date) => `${MON[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}, at ${((d.getUTCHours() + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;
const fmtOutlook = (d: Date) => `${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][d.getUTCDay()]}, ${MON[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} ${((d.getUTCHours() + 11) % 12) + 1}:${p2(d.getUTCMinutes())} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;

export type QuoteStyle = 'nested' | 'outlook' | 'forward';
/** The thread newest-first as it appears under a reply: nested "> " quoting, Outlook headers quoted once, or forwarded. */
export function renderThread(t: Thread, style: QuoteStyle, wrap = false): { text: string; attribution: string } {
  const body = (m: Mail) => {
    const lines: string[] = [];
    for (const p of m.paras) for (const l of p.split('\n')) lines.push(...(wrap ? wrapLine(l) : [l]), '');
    lines.pop();
    return [...lines, '', ...m.sig.split('\n')];
  };
  const ms = [...t.mails].reverse();
  const apple = t.mails.length % 2 === 1;
  const attr = (m: Mail) => `On ${apple ? fmtApple(m.when) : fmtGmail(m.when)}, ${m.from.name} <${m.from.email}> wrote:`;
  if (style === 'nested') {
    const out: string[] = [];
    ms.forEach((m, k) => {
      const pre = '>'.repeat(k);
      if (k > 0) { out.push(pre); out.push(`${pre} ${attr(m)}`); }
      const q = '>'.repeat(k + 1);
      for (const l of body(m)) out.push(l ? `${q} ${l}` : q);
    });
    return { text: out.join('\n'), attribution: attr(ms[0]!) };
  }
  const hdr = (m: Mail, fw: boolean) => fw
    ? [`---------- Forwarded message ---------`, `From: ${m.from.name} <${m.from.email}>`, `Date: ${fmtGmail(m.when)}`, `Subject: ${m === t.mails[0] ? '' : 'Re: '}${t.subject}`, `To: ${m.to.name} <${m.to.email}>${m.cc.length ? `\nCc: ${m.cc.map((c) => `${c.name} <${c.email}>`).join(', ')}` : ''}`]
    : [`From: ${m.from.name} <${m.from.email}>`, `Sent: ${fmtOutlook(m.when)}`, `To: ${m.to.name} <${m.to.email}>${m.cc.length ? `\nCc: ${m.cc.map((c) => `${c.name} <${c.email}>`).join('; ')}` : ''}`, `Subject: ${m === t.mails[0] ? '' : 'RE: '}${t.subject}`];
  const out: string[] = [];
  ms.forEach((m, k) => {
    if (k > 0) out.push('');
    out.push(...hdr(m, style === 'forward').join('\n').split('\n'), '');
    out.push(...body(m));
  });
  if (style === 'outlook') return { text: out.map((l) => (l ? `> ${l}` : '>')).join('\n'), attribution: '' };
  return { text: out.join('\n'), attribution: '' };
}

// =====================================================================================
// 2. CSV exports
// =====================================================================================
export type CsvKind = 'shipments' | 'timesheets' | 'sensors' | 'invoices';
export interface Csv extends Mat { kind: CsvKind; header: string; rows: string[]; ncol: number; file: string; whole: string[]; noq: string[] }
const CITIES = ['Rotterdam', 'Hamburg', 'Antwerp', 'Gdansk', 'Lyon', 'Milan', 'Valencia', 'Leipzig', 'Brno', 'Poznan', 'Dublin', 'Birmingham', 'Malmo', 'Porto', 'Vienna', 'Zaragoza'];
const CARRIERS = ['DHL Freight', 'DB Schenker', 'Kuehne+Nagel', 'DSV', 'Geodis', 'Raben', 'Dachser'];
const DEPTS = ['Finance', 'Operations', 'Engineering', 'Sales', 'Support', 'Legal', 'Marketing'];
const CUSTS = ['Brenvik Foods', 'Talmora Retail', 'Oskarsson & Berg AB', 'Kesla Motors', 'Northgate Pharma', 'Vireo Telecom', 'Hollis Garden Supplies', 'Marlow Print', 'Ardent Health', 'Quayside Hotels', 'Pellworm Energy', 'Sundry Labs'];

export function csvExport(r: Rng, kind: CsvKind, target: number, twoHop = false): Csv {
  const u = new Uniq(r);
  const rows: string[] = [];
  const facts: Fact[] = [];
  let header: string, file: string, whole: string[], noq: string[];
  let tokens = 0;
  const q = (s: string) => (s.includes(',') ? `"${s}"` : s);
  const add = (row: string, f?: Fact[]) => { rows.push(row); tokens += tok(row) + 1; if (f) for (const x of f) facts.push({ ...x, at: rows.length }); };
  if (kind === 'shipments') {
    header = 'shipment_id,order_ref,origin,destination,carrier,weight_kg,pallets,ship_date,eta,status,replaces';
    file = `shipments_${isoDate(r).slice(0, 7)}.csv`;
    whole = ['count the shipments per carrier', 'what is the total weight shipped to each destination?', 'list every shipment with status delayed', 'convert this CSV into a JSON array of objects', 'sort the rows by eta and give me the CSV back', 'which carrier has the most delayed shipments?'];
    noq = [`# exported from WMS ${isoDate(r)} 06:00 UTC by nightly_exports v2.3`, `# source: tms.shipments, filter: ship_date >= ${isoDate(r)}`];
    const ids: string[] = [];
    let hopDone = !twoHop;
    while (tokens < target) {
      const id = u.take((x) => `SH-${x.int(10000, 99999)}`);
      const po = u.take((x) => `PO-${x.int(100000, 999999)}`);
      const w = u.take((x) => `${x.int(12, 9800)}.${x.int(1, 9)}`);
      const [o, d] = r.sample(CITIES, 2);
      const sd = isoDate(r);
      const eta = isoDate(r);
      let rep = '';
      const fs: Fact[] = [
        { key: id, spans: [w], q: `What's the weight of shipment ${id}?`, np: `the weight of shipment ${id}` },
        { key: id, spans: [po], q: `Which order is shipment ${id} for?`, np: `the order reference of shipment ${id}` },
        { key: po, spans: [id], q: `Which shipment carries order ${po}?`, np: `the shipment that carries order ${po}` },
        { key: id, spans: [eta], q: `When is shipment ${id} expected to arrive?`, np: `the ETA of shipment ${id}` },
      ];
      if (!hopDone && ids.length > 30 && r.chance(0.1)) {
        rep = r.pick(ids.slice(0, -10));
        hopDone = true;
        fs.push({ key: 'hop', spans: [id, w], q: `What's the weight of the shipment that replaced ${rep}?`, np: `the weight of the shipment that replaced ${rep}`, hops: 2 });
      }
      ids.push(id);
      add([id, po, o, d, q(r.pick(CARRIERS)), w, r.int(1, 33), sd, eta, r.pick(['in_transit', 'delivered', 'delivered', 'delayed', 'customs_hold', 'booked']), rep].join(','), fs);
    }
  } else if (kind === 'timesheets') {
    header = 'entry_id,emp_id,name,department,project,week,hours,overtime_hours,approver,submitted_at';
    file = `timesheets_q${r.int(1, 4)}.csv`;
    whole = ['total hours per department', 'list everyone who logged overtime, with the week', 'which project has the most hours in total?', 'turn this into a markdown table', 'how many entries are still missing an approver?'];
    noq = [`# timesheet export, generated ${isoDate(r)} 18:30 by hrportal`, '# hours are decimal (37.5 = 37h30m)'];
    const emps = Array.from({ length: r.int(18, 40) }, () => ({ id: u.take((x) => `E${x.int(1000, 9999)}`), name: u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}`), dept: r.pick(DEPTS) }));
    const projs = Array.from({ length: 8 }, () => pseudo(r, 2));
    const approvers = r.sample(emps, 5).map((e) => e.name);
    let wk = r.int(2, 20);
    while (tokens < target) {
      for (const e of r.sample(emps, Math.min(emps.length, r.int(8, 16)))) {
        const eid = u.take((x) => `TS-${x.int(100000, 999999)}`);
        const week = `2024-W${p2(wk)}`;
        const h = u.take((x) => `${x.int(16, 44)}.${x.pick(['25', '75', '5', '1', '2', '4', '6', '8'])}`);
        const ts = u.take((x) => `2024-${p2(Math.min(12, Math.ceil(wk / 4.4)))}-${p2(x.int(1, 28))}T${p2(x.int(6, 22))}:${p2(x.int(0, 59))}:${p2(x.int(0, 59))}Z`);
        const proj = r.pick(projs);
        add([eid, e.id, e.name, e.dept, proj, week, h, r.chance(0.2) ? String(r.int(1, 9)) + '.5' : '0', r.chance(0.1) ? '' : r.pick(approvers), ts].join(','), [
          { key: eid, spans: [h], q: `How many hours did ${e.name} log on ${proj} in week ${week}?`, np: `the hours ${e.name} logged on ${proj} in week ${week}` },
          { key: eid, spans: [ts], q: `When did ${e.name} submit the ${proj} timesheet for ${week}?`, np: `the submission time of ${e.name}'s ${proj} timesheet for ${week}` },
        ]);
        if (tokens >= target) break;
      }
      wk++;
    }
    // an employee may log the same project twice in one week: keys must be unique
    const seen = new Map<string, number>();
    for (const f of facts) seen.set(f.q, (seen.get(f.q) ?? 0) + 1);
    for (let i = facts.length - 1; i >= 0; i--) if (seen.get(facts[i]!.q)! > 1) facts.splice(i, 1);
  } else if (kind === 'sensors') {
    header = 'device_id,site,timestamp,temp_c,humidity_pct,battery_pct,firmware';
    file = `cold_chain_readings_${isoDate(r)}.csv`;
    whole = ['average temperature per site', 'list every reading where battery_pct is below 20', 'how many readings per device?', 'which device has the highest average humidity?', 'pivot this: one column per site, one row per hour, mean temp_c'];
    noq = [`# cold-chain logger dump ${isoDate(r)}, UTC timestamps`, '# temp_c calibrated, humidity_pct raw'];
    const devs = Array.from({ length: r.int(6, 14) }, () => ({ id: u.take((x) => `TMP-${x.hex(4).toUpperCase()}`), site: r.pick(['Rotterdam DC', 'Leipzig Hub', 'Brno Cold Store', 'Lyon Cross-Dock', 'Porto DC']), fw: r.pick(['3.2.1', '3.2.4', '3.3.0']) }));
    let t = Date.UTC(2024, r.int(0, 11), r.int(1, 27), 0, 0);
    while (tokens < target) {
      for (const d of devs) {
        const ts = new Date(t + r.int(0, 40) * 1000).toISOString().replace('.000', '');
        const temp = u.take((x) => `${x.chance(0.5) ? '-' : ''}${x.int(1, 24)}.${p2(x.int(1, 99))}`);
        add([d.id, d.site, ts, temp, r.int(35, 95), r.int(5, 100), d.fw].join(','), [{ key: `${d.id}@${ts}`, spans: [`${ts},${temp}`], q: `What temperature did ${d.id} report at ${ts}?`, np: `the temperature ${d.id} reported at ${ts}` }]);
      }
      t += 15 * 60_000;
    }
  } else {
    header = 'invoice_no,customer,issue_date,due_date,amount_eur,vat_eur,status,paid_on,payment_ref';
    file = `ar_invoices_${isoDate(r).slice(0, 7)}.csv`;
    whole = ['sum of open invoice amounts per customer', 'list all overdue invoices', 'how many invoices were paid after their due date?', 'convert this to JSON', 'which customer owes us the most right now?'];
    noq = [`# AR ledger export ${isoDate(r)} (amounts in EUR, VAT at 21%)`, '# exported by finance-bot; do not edit by hand'];
    while (tokens < target) {
      const inv = u.take((x) => `INV-2024-${x.int(10000, 99999)}`);
      const amt = u.take((x) => `${x.int(120, 48000)}.${p2(x.int(1, 99))}`);
      const st = r.pick(['paid', 'paid', 'open', 'overdue', 'disputed']);
      const ref = st === 'paid' ? u.take((x) => `TRX${x.hex(8).toUpperCase()}`) : '';
      const fs: Fact[] = [{ key: inv, spans: [amt], q: `What's the amount on invoice ${inv}?`, np: `the amount of invoice ${inv}` }];
      if (ref) fs.push({ key: inv, spans: [ref], q: `Which payment reference settled invoice ${inv}?`, np: `the payment reference that settled invoice ${inv}` });
      add([inv, q(r.pick(CUSTS)), isoDate(r), isoDate(r), amt, (Number(amt) * 0.21).toFixed(2), st, st === 'paid' ? isoDate(r) : '', ref].join(','), fs);
    }
  }
  const n = rows.length;
  for (const f of facts) f.at = (f.at ?? 0) / n;
  const text = [header, ...rows].join('\n');
  return { text, facts, kind, header, rows, ncol: header.split(',').length, file, whole, noq };
}

// =====================================================================================
// 3. HTML pages
// =====================================================================================
export type HtmlKind = 'catalog' | 'docs' | 'offices' | 'changelog';
export interface Html extends Mat { kind: HtmlKind; title: string; pages: [string, string]; whole: string[]; factPage: Map<Fact, number> }

export function htmlPage(r: Rng, kind: HtmlKind, target: number): Html {
  const u = new Uniq(r);
  const brand = pseudo(r, 2) + r.pick([' Tools', ' Cloud', ' Outdoor', ' Labs']);
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const blocks: string[] = [];
  const bfacts: Fact[][] = [];
  let title: string, intro: string, whole: string[];
  let tokens = 0;
  const add = (b: string, fs: Fact[] = []) => { blocks.push(b); bfacts.push(fs); tokens += tok(b); };
  const budget = target - 900; // chrome
  if (kind === 'catalog') {
    const cat = r.pick(['Cordless Drills', 'Trail Running Shoes', 'Camping Stoves', 'Robot Vacuums', 'Espresso Grinders']);
    title = cat;
    intro = `<h1>${cat}</h1>\n<p class="lead">Compare our full range of ${cat.toLowerCase()}. Free delivery on orders over €49, 30-day returns.</p>\n<div class="filters"><label><input type="checkbox" name="instock"> In stock only</label> <select name="sort"><option>Most popular</option><option>Price: low to high</option><option>Price: high to low</option></select></div>`;
    whole = ['Extract every product on this page into a table with name, SKU and price.', 'How many products on this page are in stock?', 'Convert this page to clean Markdown.', 'Translate the visible product text into Spanish.', 'List all the links on this page.', 'Check this HTML for accessibility problems, e.g. images without useful alt text.'];
    while (tokens < budget) {
      const name = u.take((x) => `${pseudo(x, 2)} ${x.pick(['X', 'Pro ', 'Air ', 'S', ''])}${x.int(2, 99)}`);
      const sku = u.take((x) => `${x.pick(['DR', 'TS', 'CS', 'RV', 'EG'])}-${x.int(10000, 99999)}`);
      const price = u.take((x) => money(x.int(2900, 89900) / 100));
      const w = u.take((x) => `${x.int(0, 4)}.${p2(x.int(1, 99))} kg`);
      const spec = u.take((x) => `${x.int(1200, 9800)} ${x.pick(['mAh', 'W', 'Pa'])}`);
      const stock = r.chance(0.75);
      add(`<div class="card product" data-sku="${sku}">\n  <a href="/p/${slug(name)}"><img src="/img/products/${sku.toLowerCase()}.jpg" alt="${name}" loading="lazy" width="320" height="240"></a>\n  <h2 class="product-name"><a href="/p/${slug(name)}">${name}</a></h2>\n  <p class="sku">SKU: ${sku}</p>\n  <p class="price"><span class="amount">${price}</span> <span class="vat">incl. VAT</span></p>\n  <ul class="specs">\n    <li>Weight: ${w}</li>\n    <li>Rating: ${spec}</li>\n    <li>Warranty: ${r.int(1, 5)} years</li>\n  </ul>\n  <p class="stock ${stock ? 'in-stock' : 'out-of-stock'}">${stock ? `In stock — ships in ${r.int(1, 5)} days` : 'Out of stock'}</p>\n  <button class="btn add-to-cart" data-sku="${sku}">Add to cart</button>\n</div>`,
        [{ key: name, spans: [price], q: `How much does the ${name} cost?`, np: `the price of the ${name}` }, { key: name, spans: [w], q: `How heavy is the ${name}?`, np: `the weight of the ${name}` }, { key: name, spans: [sku], q: `What's the SKU of the ${name}?`, np: `the SKU of the ${name}` }]);
    }
  } else if (kind === 'docs') {
    const prod = pseudo(r, 2).toLowerCase() + 'd';
    title = `${prod} configuration reference`;
    intro = `<h1>Configuration reference</h1>\n<p>Every option of <code>${prod}</code> can be set in <code>/etc/${prod}/${prod}.toml</code> or as an environment variable (<code>${prod.toUpperCase()}_</code> + the option name in upper case, dots replaced by underscores). Options are read once at start-up.</p>`;
    whole = ['Convert this page into a Markdown table of all options with their defaults.', 'Summarise this configuration reference.', 'List every option whose default is 0 or empty.', 'Translate the descriptions on this page into German.', 'How many options does each section have?'];
    const SECT = ['server', 'storage', 'cache', 'auth', 'replication', 'metrics', 'logging', 'scheduler', 'http', 'tls', 'queue', 'gc'];
    const NAMES = ['max_connections', 'read_timeout_ms', 'write_timeout_ms', 'buffer_size', 'retention_hours', 'max_entries', 'flush_interval_s', 'worker_threads', 'batch_size', 'backoff_ms', 'max_retries', 'idle_timeout_s', 'compaction_window', 'snapshot_every', 'queue_depth', 'sample_rate'];
    const DESC = ['Upper bound enforced per node; requests over it are rejected with 503.', 'Applies to every client connection, including replication peers.', 'Changing it requires a restart; the value is not hot-reloaded.', 'Set to 0 to disable the limit entirely (not recommended in production).', 'Measured from the last successful write, not from start-up.', 'Ignored when running in single-node mode.', 'Larger values trade memory for fewer disk flushes.', 'The effective value is rounded up to the next power of two.'];
    for (const sec of r.shuffle(SECT)) {
      if (tokens >= budget) break;
      const rowsH: string[] = [];
      const fs: Fact[] = [];
      for (const nm of r.sample(NAMES, r.int(5, 9))) {
        const opt = `${sec}.${nm}`;
        const def = u.take((x) => String(nm.endsWith('_ms') ? x.int(1001, 99999) : nm.endsWith('_s') ? x.int(301, 9999) : nm.endsWith('rate') ? `0.${x.int(101, 999)}` : x.int(1017, 65000)));
        rowsH.push(`      <tr id="${opt}">\n        <td><code>${opt}</code></td>\n        <td><code>${def}</code></td>\n        <td>${r.pick(DESC)}</td>\n      </tr>`);
        fs.push({ key: opt, spans: [def], q: `What's the default value of ${opt}?`, np: `the default value of ${opt}` });
      }
      add(`<section id="${sec}">\n  <h2>${sec}</h2>\n  <p>${r.pick(['Options in this section control', 'These settings govern', 'Use these options to tune'])} the ${sec} subsystem. ${r.pick(DESC)}</p>\n  <table class="options">\n    <thead><tr><th>Option</th><th>Default</th><th>Description</th></tr></thead>\n    <tbody>\n${rowsH.join('\n')}\n    </tbody>\n  </table>\n</section>`, fs);
    }
  } else if (kind === 'offices') {
    title = 'Our offices';
    intro = `<h1>Our offices</h1>\n<p>${brand} has teams across Europe. Visitors are welcome by appointment; please bring photo ID.</p>`;
    whole = ['List every office on this page with its phone number.', 'How many offices are open on Saturdays?', 'Convert this page to Markdown.', 'Summarise this page in three sentences.', 'Translate the office descriptions into French.'];
    const CITY = ['Amsterdam', 'Berlin', 'Lisbon', 'Warsaw', 'Dublin', 'Madrid', 'Copenhagen', 'Prague', 'Vienna', 'Milan', 'Stockholm', 'Tallinn', 'Zurich', 'Brussels', 'Helsinki', 'Oslo', 'Budapest', 'Lyon', 'Munich', 'Porto', 'Krakow', 'Riga', 'Seville', 'Gothenburg', 'Edinburgh', 'Antwerp', 'Bologna', 'Valencia', 'Rotterdam', 'Hamburg'];
    for (const city of r.shuffle(CITY)) {
      if (tokens >= budget) break;
      const ph = u.take((x) => `+${x.int(30, 49)} ${x.int(10, 99)} ${x.int(100, 999)} ${x.int(1000, 9999)}`);
      const lead = u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}`);
      const street = `${pseudo(r, 2)}${r.pick(['straat', 'strasse', ' Street', ' Avenue', 'vej', 'gatan'])} ${r.int(1, 220)}`;
      add(`<section class="office" id="${slug(city)}">\n  <h3>${city}</h3>\n  <img src="/img/offices/${slug(city)}.webp" alt="">\n  <address>${street}<br>${r.int(1000, 99999)} ${city}</address>\n  <p>Phone: <a href="tel:${ph.replace(/\s/g, '-')}">${ph}</a></p>\n  <p>Opening hours: Mon–Fri ${r.int(7, 9)}:00–${r.int(17, 19)}:00${r.chance(0.3) ? `, Sat ${r.int(9, 10)}:00–13:00` : ''}</p>\n  <p>Office lead: ${lead}</p>\n  <p class="note">${r.pick(['Step-free access via the side entrance.', 'Bike parking in the courtyard.', 'Reception is on the 3rd floor.', 'Visitor parking must be booked a day ahead.', 'Closest metro: 5 minutes on foot.'])}</p>\n</section>`,
        [{ key: city, spans: [ph], q: `What's the phone number of the ${city} office?`, np: `the phone number of the ${city} office` }, { key: city, spans: [lead], q: `Who leads the ${city} office?`, np: `the lead of the ${city} office` }]);
    }
  } else {
    const prod = pseudo(r, 2);
    title = `${prod} changelog`;
    intro = `<h1>${prod} changelog</h1>\n<p>All notable changes to ${prod} are documented here. The format follows Keep a Changelog and the project uses semantic versioning.</p>`;
    whole = ['Summarise the changes across all releases on this page.', 'List every breaking change on this page.', 'How many releases are on this page?', 'Convert this changelog to Markdown.', 'Rewrite these release notes as a short customer-facing announcement.'];
    const COMP = ['exporter', 'scheduler', 'CLI', 'web UI', 'S3 backend', 'retry queue', 'auth middleware', 'search index', 'webhook sender', 'CSV importer', 'rate limiter', 'session store', 'PDF renderer', 'audit log', 'backup job'];
    const BUG = ['a memory leak', 'a crash on empty input', 'duplicated events after reconnect', 'wrong time zones in reports', 'a race condition on shutdown', 'slow start-up with many tenants', 'broken pagination', 'an off-by-one in the retention window', 'silent data loss on timeouts'];
    let [ma, mi, pa] = [r.int(1, 4), r.int(0, 9), 0];
    const fixes = r.shuffle(COMP.flatMap((c) => BUG.map((b) => `${b} in the ${c}`)));
    while (tokens < budget) {
      pa++;
      if (r.chance(0.3)) { mi++; pa = 0; }
      const ver = `${ma}.${mi}.${pa}`;
      const date = u.take((x) => isoDate(x));
      const lis: string[] = [];
      const fs: Fact[] = [{ key: ver, spans: [date], q: `When was version ${ver} released?`, np: `the release date of version ${ver}` }];
      for (let k = r.int(3, 7); k > 0; k--) {
        const t = r.int(0, 3);
        if ((t === 0 || t === 1) && fixes.length) { const fx = fixes.pop()!; lis.push(`<li><strong>Fixed:</strong> ${fx} (<a href="https://github.com/${slug(brand)}/${prod.toLowerCase()}/issues/${r.int(100, 9999)}">#${r.int(100, 9999)}</a>)</li>`); fs.push({ key: fx, spans: [`v${ver}`], q: `Which version fixed ${fx}?`, np: `the version that fixed ${fx}` }); }
        else if (t === 2) lis.push(`<li><strong>Added:</strong> ${r.pick(['support for', 'an option for', 'metrics for', 'a dry-run mode for'])} the ${r.pick(COMP)}</li>`);
        else lis.push(`<li><strong>Changed:</strong> the ${r.pick(COMP)} ${r.pick(['now logs at info level', 'defaults to batching', 'retries with jitter', 'requires Node 20'])}</li>`);
      }
      add(`<article class="release">\n  <h2>v${ver} <small>${date}</small></h2>\n  <ul>\n    ${lis.join('\n    ')}\n  </ul>\n</article>`, fs);
    }
  }
  const half = Math.ceil(blocks.length / 2);
  const gtm = `G-${r.hex(10).toUpperCase()}`;
  const chrome = (main: string, page: number | null) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${brand}</title>
<meta name="description" content="${title} — ${brand}">
<link rel="canonical" href="https://www.${slug(brand)}.com/${slug(title)}${page ? `?page=${page}` : ''}">
<link rel="stylesheet" href="/static/css/main.${r.hex(8)}.css">
<style>.card{border:1px solid #e3e3e3;border-radius:6px;padding:12px}.price .amount{font-weight:600}.out-of-stock{color:#b00}</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=${gtm}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${gtm}',{anonymize_ip:true});</script>
</head>
<body class="page-${slug(title)}">
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <a href="/" class="logo"><img src="/static/img/logo.svg" alt="${brand} home" width="140" height="32"></a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/products">Products</a></li>
      <li><a href="/solutions">Solutions</a></li>
      <li><a href="/docs">Docs</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="/about">About us</a></li>
      <li><a href="/contact">Contact</a></li>
    </ul>
  </nav>
  <form class="search" action="/search"><input type="search" name="q" placeholder="Search ${brand}"></form>
</header>
<div id="cookie-banner" role="dialog" aria-live="polite">We use cookies to improve your experience and for analytics. <a href="/privacy">Learn more</a> <button id="cookie-accept">Accept all</button> <button id="cookie-reject">Reject</button></div>
<main id="main">
${main}
${page ? `<nav class="pagination" aria-label="Pages"><a href="?page=1"${page === 1 ? ' aria-current="page"' : ''}>1</a> <a href="?page=2"${page === 2 ? ' aria-current="page"' : ''}>2</a>${page === 1 ? ' <a href="?page=2" rel="next">Next →</a>' : ' <a href="?page=1" rel="prev">← Previous</a>'}</nav>` : ''}
</main>
<footer class="site-footer">
  <div class="cols">
    <div><h4>Company</h4><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/press">Press</a></li></ul></div>
    <div><h4>Support</h4><ul><li><a href="/help">Help centre</a></li><li><a href="/returns">Returns</a></li><li><a href="/status">Service status</a></li></ul></div>
    <div><h4>Legal</h4><ul><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li><li><a href="/imprint">Imprint</a></li></ul></div>
  </div>
  <p class="copy">© 2024 ${brand} GmbH. All rights reserved. VAT ID DE${r.int(100000000, 999999999)}.</p>
</footer>
<script src="/static/js/vendor.${r.hex(8)}.js" defer></script>
<script src="/static/js/app.${r.hex(8)}.js" defer></script>
<script>document.getElementById('cookie-accept').addEventListener('click',function(){document.cookie='consent=all; max-age=31536000; path=/';document.getElementById('cookie-banner').remove();});</script>
</body>
</html>`;
  const text = chrome(`${intro}\n${blocks.join('\n')}`, null);
  const pages: [string, string] = [chrome(`${intro}\n${blocks.slice(0, half).join('\n')}`, 1), chrome(blocks.slice(half).join('\n'), 2)];
  const facts: Fact[] = [];
  const factPage = new Map<Fact, number>();
  bfacts.forEach((fs, i) => fs.forEach((f) => { const g = { ...f, at: i / blocks.length }; facts.push(g); factPage.set(g, i < half ? 1 : 2); }));
  return { text, facts, kind, title, pages, whole, factPage };
}

// =====================================================================================
// 4. Result batches (web search, hotel search, log search, paper search)
// =====================================================================================
export type BatchKind = 'web' | 'hotels' | 'logs' | 'papers';
export interface Batches extends Mat { kind: BatchKind; a: string; b: string; aLabel: string; bLabel: string; query: string; whole: string[]; batchOf: Map<Fact, number>; tool: string }

export function resultBatches(r: Rng, kind: BatchKind, target: number): Batches {
  const u = new Uniq(r);
  const items: { text: string; facts: Fact[] }[] = [];
  let tokens = 0;
  let query: string, whole: string[], tool: string;
  const add = (text: string, facts: Fact[] = []) => { items.push({ text, facts }); tokens += tok(text); };
  const half = () => Math.ceil(items.length / 2);
  if (kind === 'web') {
    query = 'best standing desk 2024 review';
    tool = 'web_search';
    whole = ['Summarise what all of these results say about standing desks.', 'List every desk model mentioned across both batches with its price.', 'Rank all the results by how trustworthy the source looks.', 'How many of the results are from reddit.com?', 'Give me every URL from both batches as a plain list.'];
    const SITES = ['www.wirecutter-style.com', 'www.reddit.com', 'www.techradar-like.net', 'deskreviews.io', 'www.officehub.blog', 'www.youtube.com', 'ergonomics.guide', 'www.reddit.com'];
    let i = 0;
    while (tokens < target) {
      i++;
      const model = u.take((x) => `${pseudo(x, 2)} ${x.pick(['Pro', 'Lift', 'Flex', 'Duo', 'One'])} ${x.int(2, 9)}`);
      const price = u.take((x) => `$${x.int(189, 1499)}`);
      const kg = u.take((x) => `${x.int(55, 180)} kg`);
      const site = r.pick(SITES);
      const snip = r.pick([
        `The ${model} costs ${price} and lifts up to ${kg}; our tester liked the quiet dual motors but found the crossbar low.`,
        `We spent three weeks with the ${model}. At ${price} it is not cheap, but it handled ${kg} without wobble at full height.`,
        `Thread: anyone using the ${model}? Got mine for ${price} on sale, rated for ${kg}, the memory presets are great.`,
        `${model} review: ${price}, max load ${kg}, 7-year frame warranty, assembly took about 40 minutes.`,
      ]);
      add(`${i}. ${model} review — ${r.pick(['honest take', 'is it worth it?', 'long-term test', 'after 6 months'])}\n   https://${site}/${model.toLowerCase().replace(/\s+/g, '-')}-review\n   ${r.int(1, 28)} ${MON[r.int(0, 11)]!.slice(0, 3)} 2024 — ${snip}`,
        [{ key: model, spans: [price], q: `How much does the ${model} desk cost according to the results?`, np: `the price of the ${model} desk` }, { key: model, spans: [kg], q: `How much weight can the ${model} lift?`, np: `the maximum load of the ${model}` }]);
    }
  } else if (kind === 'hotels') {
    const city = r.pick(['Lisbon', 'Porto', 'Seville', 'Valencia', 'Naples']);
    query = `hotels in ${city}, 12–15 June, 2 adults`;
    tool = 'search_hotels';
    whole = ['Sort all the hotels from both pages by price per night.', 'Which hotels offer free cancellation? List all of them.', 'What is the average nightly price across all results?', 'Make a table of every hotel with district, price and rating.', 'How many hotels are rated 9 or above?'];
    const DIST = ['Old Town', 'Riverside', 'Centro', 'Harbour', 'University', 'Station', 'Hill District', 'Beachfront'];
    let i = 0;
    while (tokens < target) {
      i++;
      const h = u.take((x) => x.pick([`Hotel ${pseudo(x, 2)}`, `${pseudo(x, 2)} Suites`, `Casa ${pseudo(x, 2)}`, `${pseudo(x, 2)} Boutique Hotel`, `The ${pseudo(x, 2)} Inn`]));
      const price = u.take((x) => `€${x.int(58, 490)}/night`);
      const rev = u.take((x) => `${x.int(12, 4800).toLocaleString('en-US')} reviews`);
      add(`[${i}] ${h} · ${r.pick(DIST)} · ${price} · ${r.int(68, 98) / 10}/10 (${rev}) · ${r.pick(['free cancellation until 5 June', 'non-refundable', 'free cancellation until 10 June', 'pay at the property'])} · ${r.pick(['breakfast included', 'room only', 'breakfast €14', 'pool, gym'])}\n    ${r.pick(['Superior double room', 'Classic twin room', 'Deluxe king room', 'Studio with kitchenette', 'Standard double room'])} · ${r.int(2, 45) / 10} km from centre · ${r.pick(['Guests praise the rooftop terrace and the quiet rooms.', 'Recently renovated; some reviews mention thin walls.', 'Family-run, with a generous breakfast buffet.', 'Steps from the tram stop; street parking only.', 'Rooms are small but spotless; friendly night staff.', 'Air-conditioned rooms, river views on the upper floors.', 'Popular with business travellers; fast Wi-Fi and a 24h desk.'])}`,
        [{ key: h, spans: [price], q: `How much is a night at ${h}?`, np: `the nightly price of ${h}` }, { key: h, spans: [rev], q: `How many reviews does ${h} have?`, np: `the number of reviews of ${h}` }]);
    }
  } else if (kind === 'logs') {
    query = 'service:batch-runner level:* last 24h';
    tool = 'search_logs';
    whole = ['Count the errors per host across both batches.', 'List every job that failed, with its exit code.', 'Summarise what happened in these logs.', 'Which jobs appear in both batches?', 'Give me a timeline of all the warnings.'];
    const HOSTS = Array.from({ length: 6 }, (_, k) => `batch-${r.pick(['eu', 'us'])}-${k + 1}`);
    let t = Date.UTC(2024, r.int(0, 11), r.int(1, 27), r.int(0, 5), 0, 0);
    while (tokens < target) {
      t += r.int(3, 240) * 1000;
      const ts = new Date(t).toISOString();
      const host = r.pick(HOSTS);
      const job = u.take((x) => `job-${x.int(100000, 999999)}`);
      const k = r.int(0, 5);
      if (k <= 1) { const d = u.take((x) => `duration=${x.int(11, 9999)}s`); add(`${ts} ${host} batch-runner[${r.int(1000, 9999)}]: INFO ${job} finished status=ok ${d} rows=${r.int(100, 900000)}`, [{ key: job, spans: [d], q: `How long did ${job} take?`, np: `the duration of ${job}` }]); }
      else if (k === 2) { const c = `exit_code=${r.int(1, 255)}`; add(`${ts} ${host} batch-runner[${r.int(1000, 9999)}]: ERROR ${job} failed ${c} reason="${r.pick(['OOMKilled', 'timeout after 3600s', 'upstream 503', 'schema mismatch', 'lock wait timeout'])}"`, [{ key: job, spans: [`${job} failed ${c}`], q: `What exit code did ${job} fail with?`, np: `the exit code ${job} failed with` }]); }
      else if (k === 3) add(`${ts} ${host} batch-runner[${r.int(1000, 9999)}]: WARN ${job} retry ${r.int(1, 4)}/5 after ${r.pick(['connection reset', 'throttled by S3', 'slow consumer'])}`);
      else add(`${ts} ${host} batch-runner[${r.int(1000, 9999)}]: INFO ${job} started queue=${r.pick(['default', 'reports', 'exports', 'ml'])} priority=${r.int(1, 9)}`);
    }
  } else {
    query = 'retrieval augmented generation evaluation';
    tool = 'search_papers';
    whole = ['Make a BibTeX entry for every paper in both batches.', 'Group all the papers by year.', 'Which venues appear most often across the results?', 'Summarise the common themes of these papers.', 'List all the DOIs.'];
    const ADJ = ['Robust', 'Scalable', 'Faithful', 'Efficient', 'Grounded', 'Adaptive', 'Contrastive', 'Sparse', 'Hierarchical', 'Calibrated', 'Multilingual', 'Long-Context'];
    const NOUN = ['Retrieval', 'Reranking', 'Evaluation', 'Attribution', 'Chunking', 'Query Rewriting', 'Passage Selection', 'Answer Verification', 'Citation Checking', 'Context Compression'];
    const FOR = ['Open-Domain QA', 'Enterprise Search', 'Legal Documents', 'Clinical Notes', 'Code Assistants', 'Multi-Hop Questions', 'Customer Support', 'Scientific Literature'];
    let i = 0;
    while (tokens < target) {
      i++;
      const title = u.take((x) => `${x.pick(ADJ)} ${x.pick(NOUN)} for ${x.pick(FOR)}`);
      const doi = u.take((x) => `10.${x.int(1000, 9999)}/${x.pick(['arxiv', 'acl', 'sigir', 'emnlp'])}.${x.int(2019, 2024)}.${x.int(100, 9999)}`);
      const au = Array.from({ length: r.int(2, 5) }, () => `${r.pick(FIRST)[0]}. ${r.pick(LAST)}`).join(', ');
      add(`[${i}] "${title}". ${au}. ${r.pick(['ACL', 'EMNLP', 'SIGIR', 'NAACL', 'arXiv preprint', 'TACL', 'ECIR'])} ${r.int(2019, 2024)}. doi:${doi}\n    ${r.pick(['We propose', 'This paper studies', 'We introduce', 'We revisit'])} ${title.toLowerCase()} and report ${r.pick(['gains of', 'improvements of', 'a drop of'])} ${r.int(2, 19)}.${r.int(0, 9)} points on ${r.pick(['NQ', 'HotpotQA', 'MS MARCO', 'BEIR', 'TriviaQA'])}. Cited by ${r.int(0, 900)}.`,
        [{ key: title, spans: [doi], q: `What's the DOI of "${title}"?`, np: `the DOI of "${title}"` }]);
    }
  }
  const h = half();
  const a = items.slice(0, h).map((x) => x.text).join(kind === 'logs' ? '\n' : '\n\n');
  const b = items.slice(h).map((x) => x.text).join(kind === 'logs' ? '\n' : '\n\n');
  const facts: Fact[] = [];
  const batchOf = new Map<Fact, number>();
  items.forEach((it, i) => it.facts.forEach((f) => { const g = { ...f, at: i / items.length }; facts.push(g); batchOf.set(g, i < h ? 1 : 2); }));
  const unit = kind === 'logs' ? 'lines' : 'results';
  return { text: `${a}\n\n${b}`, facts, kind, a, b, aLabel: `${unit} 1–${h}`, bLabel: `${unit} ${h + 1}–${items.length}`, query, whole, batchOf, tool };
}

// =====================================================================================
// 5. Documents for the small-talk family (policy, release notes, minutes, schedule)
// =====================================================================================
export type DocKind = 'policy' | 'release' | 'minutes' | 'schedule';
export interface Doc extends Mat { kind: DocKind; name: string; whole: string[] }

export function smallTalkDoc(r: Rng, kind: DocKind, target: number): Doc {
  const u = new Uniq(r);
  const parts: string[] = [];
  const facts: Fact[] = [];
  let tokens = 0;
  const add = (s: string, fs: Fact[] = []) => { parts.push(s); tokens += tok(s); for (const f of fs) facts.push({ ...f, at: parts.length }); };
  let name: string, whole: string[];
  if (kind === 'policy') {
    name = 'the travel & expense policy';
    whole = ['Can you summarise the policy below in plain English?', 'Rewrite this policy as a one-page FAQ for new starters.', 'List every per-diem rate in the policy.', 'Translate the policy into Polish, please.', 'Compare the rules for domestic and international travel in this policy.'];
    add(`# Travel & Expense Policy (v${r.int(3, 9)}.${r.int(0, 9)})\n\nEffective ${longDate(r)}. This policy applies to all employees and contractors travelling on company business. Where local law is stricter, local law applies.`);
    const CITY = ['London', 'Paris', 'Berlin', 'Madrid', 'Rome', 'Amsterdam', 'Stockholm', 'Warsaw', 'Vienna', 'Dublin', 'New York', 'San Francisco', 'Singapore', 'Tokyo', 'Dubai', 'Toronto', 'Zurich', 'Oslo', 'Prague', 'Lisbon', 'Boston', 'Sydney', 'Copenhagen', 'Brussels', 'Munich', 'Milan', 'Helsinki', 'Seoul', 'Frankfurt', 'Hamburg', 'Barcelona', 'Lyon', 'Geneva', 'Budapest', 'Athens', 'Istanbul', 'Chicago', 'Austin', 'Seattle', 'Mexico City', 'Sao Paulo', 'Bangalore', 'Mumbai', 'Hong Kong', 'Shanghai', 'Melbourne', 'Auckland', 'Cape Town', 'Nairobi', 'Tel Aviv', 'Riyadh', 'Doha', 'Bucharest', 'Sofia', 'Zagreb', 'Tallinn', 'Vilnius', 'Riga', 'Krakow', 'Edinburgh', 'Manchester', 'Rotterdam', 'Antwerp', 'Porto', 'Valencia', 'Turin', 'Naples', 'Gothenburg', 'Bergen', 'Reykjavik'];
    const SEC = [
      ['Booking', 'All travel must be booked through the company travel portal at least 14 days in advance where possible. Bookings made outside the portal are reimbursed only with a written justification.'],
      ['Air travel', 'Economy class is the default for flights under six hours. Premium economy may be booked for longer flights with manager approval. Business class requires approval from a vice president.'],
      ['Rail', 'Rail is preferred over air for journeys under four hours. First class may be booked when the fare difference is under 20 percent.'],
      ['Hotels', 'Book hotels within the nightly cap for the destination city. Loyalty points may be kept, but must not influence the choice of hotel.'],
      ['Meals', 'Meals are covered by the daily per-diem. Alcohol is not reimbursable unless part of an approved client entertainment event.'],
      ['Receipts', 'Submit itemised receipts within 30 days of the trip. Card statements are not accepted as receipts.'],
      ['Mileage', 'Private car use is reimbursed per kilometre when no public transport is reasonably available.'],
      ['Client entertainment', 'Entertainment must be pre-approved, and the names of all attendees must be recorded on the claim.'],
    ];
    const cities = r.shuffle(CITY);
    for (const [h, body] of r.shuffle(SEC)) {
      if (tokens >= target) break;
      add(`## ${h}\n\n${body} ${r.pick(['Exceptions must be documented on the claim.', 'Repeated breaches are reported to the budget owner.', 'Finance reviews a sample of claims every month.'])}`);
      if (h === 'Hotels' || h === 'Meals') {
        const lines: string[] = [];
        const fs: Fact[] = [];
        for (const c of cities.splice(0, r.int(5, 9))) {
          const pd = u.take((x) => `€${x.int(38, 140)}`);
          const cap = u.take((x) => `€${x.int(120, 420)}`);
          lines.push(`- ${c}: per-diem ${pd} per day, hotel cap ${cap} per night.${r.pick([' Airport transfers by public transport unless arriving after 22:00.', ' Taxis are reimbursed from the airport only.', ' City tax is reimbursed separately on top of the cap.', ' Book the partner hotel where available; the cap does not apply there.', ' Weekend stays between two business days are allowed if cheaper overall.', ''])}`);
          fs.push({ key: c, spans: [`${c}: per-diem ${pd}`], q: `What's the per-diem for ${c}?`, np: `the per-diem for ${c}` }, { key: c, spans: [`hotel cap ${cap}`], q: `What's the hotel cap per night in ${c}?`, np: `the nightly hotel cap in ${c}` });
        }
        add(`### Rates (${h === 'Hotels' ? 'Europe' : 'rest of world'})\n\n${lines.join('\n')}`, fs);
      }
      if (h === 'Mileage') { const km = u.take((x) => `€0.${x.int(19, 45)}`); add(`The mileage rate is ${km} per kilometre, covering fuel, wear and insurance.`, [{ key: 'mileage', spans: [km], q: 'What is the mileage rate per kilometre?', np: 'the mileage rate per kilometre' }]); }
    }
    while (tokens < target && cities.length) {
      const lines: string[] = [];
      const fs: Fact[] = [];
      for (const c of cities.splice(0, r.int(4, 7))) {
        const pd = u.take((x) => `€${x.int(38, 140)}`);
        const cap = u.take((x) => `€${x.int(120, 420)}`);
        lines.push(`- ${c}: per-diem ${pd} per day, hotel cap ${cap} per night.${r.pick([' Airport transfers by public transport unless arriving after 22:00.', ' Taxis are reimbursed from the airport only.', ' City tax is reimbursed separately on top of the cap.', ' Book the partner hotel where available; the cap does not apply there.', ' Weekend stays between two business days are allowed if cheaper overall.', ''])}`);
        fs.push({ key: c, spans: [`${c}: per-diem ${pd}`], q: `What's the per-diem for ${c}?`, np: `the per-diem for ${c}` });
      }
      add(`### Additional destinations\n\n${lines.join('\n')}\n\nRates are reviewed every January against published cost-of-living indices.`, fs);
    }
  } else if (kind === 'release') {
    const prod = pseudo(r, 2);
    name = `the ${prod} release notes`;
    whole = ['Could you turn the release notes below into a customer-friendly announcement?', 'List every bug fix in these notes.', 'Summarise what changed across all these versions.', 'Count how many fixes each release has.', 'Translate these release notes into Japanese.'];
    add(`# ${prod} — release notes\n\nNewest first. Security fixes are marked [security].`);
    const AREA = ['sync engine', 'mobile app', 'admin console', 'billing export', 'SSO login', 'offline mode', 'search', 'notifications', 'file previews', 'calendar integration', 'API client', 'audit trail'];
    const BUG = ['crashed on launch', 'dropped attachments over 20 MB', 'showed stale data after reconnect', 'double-charged annual plans', 'ignored the time zone setting', 'leaked memory on long sessions', 'failed for names with accents', 'timed out on large workspaces', 'logged users out after an update', 'sent duplicate e-mails', 'rendered blank on Safari 17', 'lost unsaved drafts on rotation', 'rounded currency amounts wrongly', 'showed the wrong week number'];
    const fixes = r.shuffle(AREA.flatMap((a) => BUG.map((b) => `the ${a} ${b}`)));
    let [ma, mi, pa] = [r.int(2, 7), r.int(0, 12), r.int(0, 5)];
    while (tokens < target) {
      const ver = `${ma}.${mi}.${pa}`;
      const date = u.take(longDate);
      const bl: string[] = [];
      const fs: Fact[] = [{ key: ver, spans: [`${ver} — ${date}`], q: `When was ${ver} released?`, np: `the release date of ${ver}` }];
      for (let k = r.int(3, 6); k > 0; k--) {
        const t = r.int(0, 2);
        if (t < 2 && fixes.length) { const f = fixes.pop()!; bl.push(`- Fixed: ${f}${r.chance(0.1) ? ' [security]' : ''}.`); fs.push({ key: f, spans: [`## ${ver}`], q: `Which version fixed the bug where ${f}?`, np: `the version that fixed the bug where ${f}` }); }
        else bl.push(`- ${r.pick(['Added', 'Improved', 'Changed'])}: ${r.pick(AREA)} ${r.pick(['is faster on large accounts', 'supports bulk actions', 'shows clearer error messages', 'respects the workspace language'])}.`);
      }
      add(`## ${ver} — ${date}\n\n${bl.join('\n')}`, fs);
      if (pa > 0 && r.chance(0.7)) pa--; else if (mi > 0) { mi--; pa = r.int(0, 4); } else { ma--; mi = r.int(5, 12); }
    }
  } else if (kind === 'minutes') {
    name = 'the steering committee minutes';
    whole = ['Could you summarise the minutes below for the team?', 'List every action item with its owner and due date.', 'What decisions were made? List all of them.', 'Rewrite these minutes as a short e-mail update to the whole department.', 'How many action items does each person have?'];
    const ppl = Array.from({ length: 6 }, () => u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}`));
    add(`# Steering committee — minutes\n\nAttendees: ${ppl.join(', ')}. Apologies: none. Chair: ${ppl[0]}.`);
    const TOPIC = ['Data warehouse migration', 'Office move', 'Vendor consolidation', 'Customer portal redesign', 'Hiring plan', 'Security audit', 'Pricing review', 'Mobile app relaunch', 'ERP upgrade', 'Support tooling', 'Carbon reporting', 'Partner programme'];
    let m = r.int(0, 8);
    while (tokens < target) {
      const date = `${r.int(1, 28)} ${MON[m % 12]} 2024`;
      m++;
      const sec: string[] = [`## Meeting of ${date}`];
      const fs: Fact[] = [];
      for (const t of r.sample(TOPIC, r.int(2, 4))) {
        const amt = u.take((x) => moneyInt(x.int(12, 900) * 1000));
        const proj = u.take((x) => `${t} (${pseudo(x, 2)})`);
        sec.push(`### ${proj}\n\n${r.pick(ppl)} presented the status. ${r.pick(['The committee approved a budget of', 'A budget of', 'Funding of'])} ${amt} ${r.pick(['was approved for the next phase.', 'was agreed, subject to a quarterly review.', 'was approved; the remainder is on hold.'])} ${r.pick(['Risks remain around vendor lead times.', 'The team flagged a dependency on the identity project.', 'No objections were raised.', 'Two members asked for a clearer rollout plan.'])}`);
        fs.push({ key: proj, spans: [amt], q: `What budget was approved for ${proj}?`, np: `the budget approved for ${proj}` });
        const due = u.take(longDate);
        const act = u.take((x) => `${x.pick(['draft', 'circulate', 'finalise', 'review', 'publish'])} the ${x.pick(['rollout plan', 'risk register', 'vendor shortlist', 'cost model', 'comms plan', 'test report'])} for ${pseudo(x, 2)}`);
        sec.push(`Action: ${r.pick(ppl)} to ${act} by ${due}.`);
        fs.push({ key: act, spans: [due], q: `When is the action to ${act} due?`, np: `the due date of the action to ${act}` });
      }
      add(sec.join('\n\n'), fs);
    }
  } else {
    name = 'the conference schedule';
    whole = ['Could you translate this schedule into French, please?', 'List every talk in Room B with its time.', 'How many talks are there on each day?', 'Make me a table of all speakers and their companies.', 'Summarise the programme by theme.'];
    add(`# ${pseudo(r, 2)}Conf ${r.int(2024, 2025)} — programme\n\nAll times local. Rooms A–D are on the first floor; the Hall is on the ground floor. Talks are 30 minutes including questions.`);
    const TOP = ['Observability', 'Rust', 'Postgres', 'Kubernetes', 'LLM agents', 'WebAssembly', 'Accessibility', 'Incident response', 'Event sourcing', 'Edge computing', 'Design systems', 'FinOps', 'Zero trust', 'Data contracts', 'Platform teams', 'GraphQL', 'Feature flags', 'Chaos engineering', 'Search relevance', 'CI pipelines', 'Mobile releases', 'Privacy engineering', 'Stream processing', 'SQLite', 'On-call health'];
    const FMT = ['Lessons from {n} years of {t}', '{t} at scale: what broke', 'A practical guide to {t}', '{t} without the hype', 'Debugging {t} in production', 'Why we rewrote our {t} stack', '{t} for small teams', 'The hidden costs of {t}', '{t}: a migration story', 'Testing {t} properly', 'What nobody tells you about {t}'];
    let day = 1;
    while (tokens < target) {
      const lines: string[] = [`## Day ${day}`];
      for (let h = 9; h <= 17 && tokens < target; h++) {
        const mm = r.pick(['00', '30']);
        for (const room of ['Hall', 'Room A', 'Room B', 'Room C']) {
          const t = u.take((x) => x.pick(FMT).replace('{n}', String(x.int(2, 12))).replace('{t}', x.pick(TOP)));
          const sp = u.take((x) => `${x.pick(FIRST)} ${x.pick(LAST)}`);
          const co = u.take((x) => `${pseudo(x, 2)} ${x.pick(['Labs', 'GmbH', 'Inc.', 'AB', 'Ltd'])}`);
          const line = `${p2(h)}:${mm} | ${room} | "${t}" — ${sp} (${co})`;
          lines.push(line);
          tokens += tok(line);
          facts.push({ key: t, spans: [sp], q: `Who is giving the talk "${t}"?`, np: `the speaker of "${t}"`, at: parts.length }, { key: sp, spans: [co], q: `Which company is ${sp} from?`, np: `the company ${sp} works for`, at: parts.length });
        }
      }
      parts.push(lines.join('\n'));
      day++;
    }
  }
  const n = parts.length;
  for (const f of facts) f.at = (f.at ?? 0) / n;
  return { text: parts.join('\n\n'), facts, kind, name, whole };
}

// =====================================================================================
// 6. Agent tool results: k8s manifests, CI config, Ansible inventory (YAML); instances (JSON)
// =====================================================================================
export type AgentKind = 'k8s' | 'ci' | 'inventory' | 'json';
export interface AgentMat extends Mat { kind: AgentKind; tool: string; args: string; whole: string[]; noq: string }

export function agentMaterial(r: Rng, kind: AgentKind, target: number, twoHop = false): AgentMat {
  const u = new Uniq(r);
  const parts: string[] = [];
  const facts: Fact[] = [];
  let tokens = 0;
  const add = (s: string, fs: Fact[] = []) => { parts.push(s); tokens += tok(s); for (const f of fs) facts.push({ ...f, at: parts.length }); };
  let tool: string, args: string, whole: string[], noq: string;
  if (kind === 'k8s') {
    tool = 'kubectl_get';
    args = JSON.stringify({ resource: 'deployments,services', namespace: 'all', output: 'yaml' });
    whole = ['List every deployment that has no memory limit set.', 'Count the deployments per namespace.', 'Produce a table of every container image and tag that is running, per namespace.', 'Check all manifests for containers that run as root and report each one.', 'Summarise what is deployed in the cluster.'];
    noq = "Here's what's currently deployed, for reference.";
    const team = pseudo(r, 2).toLowerCase();
    const APPS = ['payments-api', 'checkout-web', 'orders-worker', 'inventory-sync', 'search-api', 'notifications', 'auth-gateway', 'pricing-engine', 'reports-cron', 'media-resizer', 'ledger', 'webhooks-out', 'cart-service', 'catalog-api', 'fraud-scorer'];
    const NS = ['prod-eu', 'prod-us', 'staging'];
    let hopDone = !twoHop;
    for (const app of r.shuffle(APPS)) {
      for (const ns of r.sample(NS, r.int(1, 3))) {
        if (tokens >= target) break;
        const tag = u.take((x) => `${x.int(1, 6)}.${x.int(0, 40)}.${x.int(0, 30)}`);
        const mem = u.take((x) => `${x.int(3, 64) * 64}Mi`);
        const pool = u.take((x) => String(x.int(5, 120)));
        const svc = hopDone ? app : `${app.split('-')[0]}-${r.pick(['public', 'edge', 'frontend'])}`;
        const port = r.pick([8080, 8443, 3000, 9000]);
        const fs: Fact[] = [
          { key: `${app}@${ns}`, spans: [`${app}:${tag}`], q: `Which image tag is ${app} running in ${ns}?`, np: `the image tag ${app} runs in ${ns}` },
          { key: `${app}@${ns}`, spans: [`memory: ${mem}`], q: `What's the memory limit on the ${app} container in ${ns}?`, np: `the memory limit of the ${app} container in ${ns}` },
          { key: `${app}@${ns}`, spans: [`value: "${pool}"`], q: `What DB_POOL_SIZE is ${app} configured with in ${ns}?`, np: `the DB_POOL_SIZE of ${app} in ${ns}` },
        ];
        if (!hopDone && r.chance(0.4)) { hopDone = true; fs.push({ key: 'hop', spans: [`${app}:${tag}`, `name: ${svc}`], q: `Which image tag is running behind the ${svc} service in ${ns}?`, np: `the image tag behind the ${svc} service in ${ns}`, hops: 2 }); }
        add(`---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${app}
  namespace: ${ns}
  labels:
    app: ${app}
    team: ${team}
  annotations:
    deployment.kubernetes.io/revision: "${r.int(2, 90)}"
spec:
  replicas: ${r.int(1, 12)}
  selector:
    matchLabels:
      app: ${app}
  template:
    metadata:
      labels:
        app: ${app}
    spec:
      serviceAccountName: ${app}
      containers:
        - name: ${app}
          image: registry.internal.${team}.io/${team}/${app}:${tag}
          ports:
            - containerPort: ${port}
          env:
            - name: LOG_LEVEL
              value: ${r.pick(['info', 'warn', 'debug'])}
            - name: DB_POOL_SIZE
              value: "${pool}"
            - name: OTEL_EXPORTER_OTLP_ENDPOINT
              value: http://otel-collector.observability:4318
          resources:
            requests:
              cpu: ${r.int(1, 8) * 125}m
              memory: ${r.int(1, 8) * 64}Mi
            limits:
              cpu: "${r.int(1, 4)}"
              memory: ${mem}
          readinessProbe:
            httpGet:
              path: /healthz
              port: ${port}
            periodSeconds: 10
---
apiVersion: v1
kind: Service
metadata:
  name: ${svc}
  namespace: ${ns}
spec:
  selector:
    app: ${app}
  ports:
    - port: 80
      targetPort: ${port}`, fs);
      }
      if (tokens >= target) break;
    }
  } else if (kind === 'ci') {
    tool = 'read_file';
    args = JSON.stringify({ path: '.gitlab-ci.yml' });
    whole = ['Summarise the pipeline: every stage and the jobs in it.', 'List all jobs that use a Node image, with the version.', 'Which jobs have no timeout set? List all of them.', 'Convert this pipeline to GitHub Actions.', 'How many jobs run in each stage?'];
    noq = 'This is our current .gitlab-ci.yml.';
    const STAGES = ['lint', 'build', 'test', 'package', 'deploy'];
    add(`stages:\n${STAGES.map((s) => `  - ${s}`).join('\n')}\n\nvariables:\n  DOCKER_DRIVER: overlay2\n  GIT_DEPTH: "20"\n  PIP_CACHE_DIR: "$CI_PROJECT_DIR/.cache/pip"\n\ndefault:\n  retry: 1\n  interruptible: true`);
    const COMP = ['api', 'web', 'worker', 'billing', 'search', 'auth', 'ingest', 'reports', 'mobile-bff', 'admin', 'notifier', 'scheduler'];
    const comps = r.shuffle(COMP);
    while (tokens < target && comps.length) {
      const c = comps.pop()!;
      for (const st of STAGES) {
        const job = `${st}:${c}`;
        const img = u.take((x) => x.pick([`node:${x.int(16, 22)}.${x.int(0, 19)}.${x.int(0, 9)}-alpine`, `python:3.${x.int(9, 12)}.${x.int(0, 15)}-slim`, `golang:1.${x.int(19, 22)}.${x.int(0, 9)}`, `eclipse-temurin:${x.pick([17, 21])}.0.${x.int(1, 12)}-jdk`]));
        const to = u.take((x) => `${x.int(7, 95)}m`);
        add(`${job}:
  stage: ${st}
  image: ${img}
  needs: [${st === 'lint' ? '' : `"${STAGES[STAGES.indexOf(st) - 1]}:${c}"`}]
  script:
    - cd services/${c}
    - ${st === 'lint' ? 'make lint' : st === 'build' ? 'make build' : st === 'test' ? `make test PARALLEL=${r.int(2, 8)}` : st === 'package' ? `docker build -t $CI_REGISTRY_IMAGE/${c}:$CI_COMMIT_SHORT_SHA .` : `./deploy.sh ${r.pick(['staging', 'production'])}`}
  timeout: ${to}
  rules:
    - changes: ["services/${c}/**/*"]${st === 'deploy' ? '\n      when: manual' : ''}${st === 'test' ? `\n  artifacts:\n    reports:\n      junit: services/${c}/reports/junit.xml\n    expire_in: ${r.int(1, 14)} days` : ''}`,
          [{ key: job, spans: [`image: ${img}`], q: `Which image does the ${job} job use?`, np: `the image of the ${job} job` }, { key: job, spans: [`timeout: ${to}`], q: `What timeout is set on the ${job} job?`, np: `the timeout of the ${job} job` }]);
      }
    }
  } else if (kind === 'inventory') {
    tool = 'read_file';
    args = JSON.stringify({ path: 'inventories/production/hosts.yml' });
    whole = ['Convert this inventory to INI format.', 'How many hosts are in each group?', 'List every host with its IP address.', 'Which groups use a non-default SSH port? List all of them.', 'Summarise the structure of this inventory.'];
    noq = 'Our production inventory, for context.';
    const GROUPS = ['web', 'api', 'db_primary', 'db_replica', 'cache', 'queue', 'monitoring', 'bastion', 'batch', 'search', 'storage', 'ldap'];
    const lines: string[] = ['all:', '  vars:', '    ansible_user: deploy', '    ansible_python_interpreter: /usr/bin/python3', '  children:'];
    tokens = tok(lines.join('\n'));
    const dc = r.pick(['fra1', 'ams3', 'lon2', 'waw1']);
    for (const g of r.shuffle(GROUPS)) {
      if (tokens >= target) break;
      const gl: string[] = [`    ${g}:`, '      vars:', `        ansible_port: ${r.pick([22, 22, 2222, 22022])}`, `        role: ${g.replace('_', '-')}`, '      hosts:'];
      const fs: Fact[] = [];
      for (let k = 1; k <= r.int(4, 14); k++) {
        const h = `${g.replace('_', '-')}-${p2(k)}.${dc}.internal`;
        const ip = u.take((x) => `10.${x.int(10, 99)}.${x.int(0, 255)}.${x.int(2, 254)}`);
        gl.push(`        ${h}:`, `          ansible_host: ${ip}`, `          rack: ${r.pick(['r1', 'r2', 'r3', 'r4'])}-u${r.int(1, 42)}`);
        if (r.chance(0.2)) gl.push(`          maintenance_window: "${r.pick(['Sun', 'Sat', 'Wed'])} 0${r.int(1, 5)}:00-0${r.int(6, 9)}:00"`);
        fs.push({ key: h, spans: [ip], q: `What's the IP address of ${h}?`, np: `the IP address of ${h}` });
      }
      const block = gl.join('\n');
      lines.push(block);
      tokens += tok(block);
      for (const f of fs) facts.push({ ...f, at: lines.length });
    }
    parts.push(lines.join('\n'));
  } else {
    tool = 'list_instances';
    args = JSON.stringify({ project: 'prod', region: 'eu-west-1', state: 'any' });
    whole = ['Which instances are stopped? List all of them.', 'Give me the count of instances per zone.', 'Make a table of every instance with its type and private IP.', 'Which instance types are used, and how many of each?', 'Summarise this inventory of instances.'];
    noq = 'Current instance list.';
    const arr: Record<string, unknown>[] = [];
    const ROLE = ['web', 'api', 'worker', 'db', 'cache', 'etl', 'search', 'gateway'];
    while (tokens < target) {
      const name = u.take((x) => `${x.pick(ROLE)}-${x.pick(['eu', 'prod'])}-${x.int(1, 60)}`);
      const id = u.take((x) => `i-0${x.hex(16)}`);
      const ip = u.take((x) => `172.${x.int(16, 31)}.${x.int(0, 255)}.${x.int(2, 254)}`);
      const launched = u.take((x) => `2024-${p2(x.int(1, 12))}-${p2(x.int(1, 28))}T${p2(x.int(0, 23))}:${p2(x.int(0, 59))}:${p2(x.int(0, 59))}Z`);
      const o = { id, name, zone: `eu-west-1${r.pick(['a', 'b', 'c'])}`, type: r.pick(['m6i.large', 'm6i.xlarge', 'c7g.2xlarge', 'r6g.large', 't3.medium']), state: r.pick(['running', 'running', 'running', 'stopped']), private_ip: ip, launched_at: launched, tags: { team: r.pick(['core', 'data', 'growth']), env: 'prod', cost_center: `CC-${r.int(100, 999)}` } };
      arr.push(o);
      tokens += tok(JSON.stringify(o, null, 2));
      facts.push({ key: name, spans: [ip], q: `What's the private IP of ${name}?`, np: `the private IP of ${name}`, at: arr.length }, { key: id, spans: [launched], q: `When was instance ${id} launched?`, np: `the launch time of instance ${id}`, at: arr.length });
    }
    parts.push(JSON.stringify(arr, null, 2));
  }
  const n = kind === 'json' ? Math.max(...facts.map((f) => f.at ?? 0), 1) : kind === 'inventory' ? Math.max(...facts.map((f) => f.at ?? 0), 1) : parts.length;
  for (const f of facts) f.at = (f.at ?? 0) / n;
  return { text: parts.join('\n'), facts, kind, tool, args, whole, noq };
}

// =====================================================================================
// 7. Documents in Ukrainian, Finnish, Romanian, Thai (and English, for the mixed cases)
// =====================================================================================
export type Lang = 'uk' | 'fi' | 'ro' | 'th' | 'en';
export type LDocKind = 'directory' | 'report';
export interface LDoc extends Mat { lang: Lang; kind: LDocKind; whole: string[]; label: string }

interface LangPack {
  first: string[]; last: string[]; cities: string[]; streets: string[]; fill: string[]; status: string[];
  dirTitle: (co: string, date: string) => string;
  dirEntry: (e: DirE, layout: number) => string;
  repTitle: (q: string) => string;
  repEntry: (e: RepE) => string;
  date: (d: number, m: number, y: number) => string;
  money: (n: number) => string;
  proj: (x: Rng) => string;
  qDir: ((e: DirE) => [string, string, string])[]; // [question, np, span]
  qRep: ((e: RepE) => [string, string, string])[];
  wholeDir: string[]; wholeRep: string[];
  label: string;
}
interface DirE { n: number; city: string; street: string; house: number; post: number; h: [number, number, number, number]; name: string; phone: string; fill: string; sat: boolean }
interface RepE { proj: string; name: string; amount: string; date: string; status: string }

const UK_MON = ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'];
const RO_MON = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
const TH_MON = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];
const spaced = (n: number, sep = ' ') => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

export const LANGS: Record<Lang, LangPack> = {
  uk: {
    first: ['Олена', 'Андрій', 'Ірина', 'Тарас', 'Наталія', 'Богдан', 'Оксана', 'Дмитро', 'Юлія', 'Василь', 'Марія', 'Олександр', 'Софія', 'Максим', 'Галина', 'Роман'],
    last: ['Коваленко', 'Шевчук', 'Бондар', 'Мельник', 'Кравець', 'Ткаченко', 'Лисенко', 'Поліщук', 'Савчук', 'Гончаренко', 'Руденко', 'Марченко', 'Олійник', 'Павленко', 'Кузьменко', 'Литвиненко'],
    cities: ['Київ', 'Львів', 'Одеса', 'Харків', 'Дніпро', 'Вінниця', 'Полтава', 'Чернігів', 'Житомир', 'Рівне', 'Тернопіль', 'Ужгород', 'Луцьк', 'Суми', 'Черкаси'],
    streets: ['Шевченка', 'Франка', 'Грушевського', 'Лесі Українки', 'Соборна', 'Незалежності', 'Садова', 'Миру', 'Гоголя', 'Київська', 'Торгова', 'Вокзальна'],
    fill: ['Відділення приймає посилки вагою до 30 кг.', 'Є пандус для людей з інвалідністю.', 'Паркування для клієнтів розташоване у дворі.', 'Оплата карткою та готівкою.', 'У суботу видача посилок лише за попереднім записом.', 'Відділення тимчасово не приймає міжнародні відправлення.', 'Поруч зупинка громадського транспорту.', 'Працює поштомат, доступний цілодобово.'],
    status: ['Проєкт виконується за графіком.', 'Затримка постачальника відсунула тестування на два тижні.', 'Керівний комітет затвердив додатковий бюджет на червневому засіданні.', 'Основний ризик — перехід ключового фахівця на іншу посаду.', 'Впровадження відбувається поетапно, за регіонами.', 'Тестування з клієнтами починається на початку наступного місяця.', 'Технічне завдання погоджено з усіма підрозділами.', 'Потрібне рішення щодо вибору хмарного провайдера.'],
    dirTitle: (co, d) => `Довідник відділень ТОВ «${co}» — станом на ${d}`,
    dirEntry: (e, l) => l === 0
      ? `Відділення №${e.n} (${e.city})\nАдреса: вул. ${e.street}, ${e.house}\nГрафік роботи: пн–пт ${e.h[0]}:00–${e.h[1]}:00${e.sat ? `, сб ${e.h[2]}:00–${e.h[3]}:00` : ', сб–нд вихідні'}\nКерівник: ${e.name}\nТелефон: ${e.phone}\n${e.fill}`
      : `Відділення №${e.n} у місті ${e.city} розташоване за адресою вул. ${e.street}, ${e.house}. Ним керує ${e.name}, телефон ${e.phone}. Працює з понеділка по п'ятницю з ${e.h[0]}:00 до ${e.h[1]}:00${e.sat ? `, у суботу з ${e.h[2]}:00 до ${e.h[3]}:00` : ', у вихідні зачинено'}. ${e.fill}`,
    repTitle: (q) => `Звіт про стан проєктів за ${q}`,
    repEntry: (e) => `Проєкт «${e.proj}»\nВідповідальна особа: ${e.name}\nБюджет: ${e.amount}\nКінцевий термін: ${e.date}\nСтатус: ${e.status}`,
    date: (d, m, y) => `${d} ${UK_MON[m]} ${y} р.`,
    money: (n) => `${spaced(n)} грн`,
    proj: (x) => { const s = ['ко', 'ла', 'ми', 'ра', 'він', 'тор', 'сел', 'дан', 'ри', 'мо', 'та', 'бел', 'нор', 'вік', 'за', 'лен']; const w = x.pick(s) + x.pick(s) + x.pick(s); return w[0]!.toUpperCase() + w.slice(1); },
    qDir: [
      (e) => [`Хто керує відділенням №${e.n}?`, `керівника відділення №${e.n}`, e.name],
      (e) => [`Який номер телефону відділення №${e.n}?`, `номер телефону відділення №${e.n}`, e.phone],
      (e) => [`За якою адресою розташоване відділення №${e.n}?`, `адресу відділення №${e.n}`, `вул. ${e.street}, ${e.house}`],
    ],
    qRep: [
      (e) => [`Який бюджет проєкту «${e.proj}»?`, `бюджет проєкту «${e.proj}»`, e.amount],
      (e) => [`Хто відповідає за проєкт «${e.proj}»?`, `відповідальну особу проєкту «${e.proj}»`, e.name],
      (e) => [`Який кінцевий термін проєкту «${e.proj}»?`, `кінцевий термін проєкту «${e.proj}»`, e.date],
    ],
    wholeDir: ['Підсумуй цей довідник коротко.', 'Перелічи всі відділення, які працюють у суботу.', 'Переклади цей документ англійською.', 'Скільки відділень у кожному місті?', 'Склади таблицю всіх відділень: номер, місто, телефон.'],
    wholeRep: ['Підсумуй цей звіт.', 'Перелічи всі проєкти з їхніми бюджетами.', 'Переклади звіт англійською мовою.', 'Порівняй бюджети всіх проєктів і скажи, який найбільший.', 'Перепиши звіт як короткий лист для керівництва.'],
    label: 'Питання:',
  },
  fi: {
    first: ['Matti', 'Anna', 'Juha', 'Laura', 'Mikko', 'Sanna', 'Timo', 'Hanna', 'Jari', 'Emilia', 'Petri', 'Aino', 'Ville', 'Riikka', 'Antti', 'Katja'],
    last: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Saarinen', 'Salminen', 'Heinonen', 'Niemi', 'Kinnunen'],
    cities: ['Helsinki', 'Espoo', 'Tampere', 'Vantaa', 'Oulu', 'Turku', 'Jyväskylä', 'Lahti', 'Kuopio', 'Pori', 'Joensuu', 'Lappeenranta', 'Vaasa', 'Seinäjoki', 'Rovaniemi'],
    streets: ['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Kauppakatu', 'Rautatienkatu', 'Puistokatu', 'Satamakatu', 'Kirkkokatu', 'Koulukatu', 'Asemakatu', 'Torikatu', 'Rantakatu'],
    fill: ['Toimipisteessä on esteetön sisäänkäynti.', 'Asiakaspysäköinti on talon pihalla.', 'Lauantaisin palvelemme vain ajanvarauksella.', 'Kansainvälisiä lähetyksiä ei toistaiseksi vastaanoteta.', 'Maksu onnistuu kortilla ja mobiilimaksulla.', 'Yli 30 kg painavat paketit tuodaan takaovelle.', 'Lähin bussipysäkki on aivan oven edessä.', 'Pakettiautomaatti on käytettävissä ympäri vuorokauden.'],
    status: ['Projekti etenee aikataulussa.', 'Toimittajan viivästys siirsi testausvaihetta kahdella viikolla.', 'Ohjausryhmä hyväksyi lisäbudjetin kesäkuun kokouksessa.', 'Riskinä on avainhenkilön siirtyminen toiseen tehtävään.', 'Käyttöönotto tehdään vaiheittain alueittain.', 'Asiakastestaus alkaa seuraavan kuukauden alussa.', 'Vaatimusmäärittely on hyväksytty kaikissa yksiköissä.', 'Pilvipalveluntarjoajan valinnasta tarvitaan päätös.'],
    dirTitle: (co, d) => `Toimipisteluettelo — ${co} Oy, päivitetty ${d}`,
    dirEntry: (e, l) => l === 0
      ? `Toimipiste ${e.n}: ${e.city}\nOsoite: ${e.street} ${e.house}, ${e.post} ${e.city}\nAukioloajat: ma–pe ${e.h[0]}–${e.h[1]}${e.sat ? `, la ${e.h[2]}–${e.h[3]}` : ', la–su suljettu'}\nEsihenkilö: ${e.name}\nPuhelin: ${e.phone}\n${e.fill}`
      : `Toimipiste ${e.n} sijaitsee osoitteessa ${e.street} ${e.house}, ${e.post} ${e.city}. Esihenkilönä toimii ${e.name}, puhelin ${e.phone}. Avoinna maanantaista perjantaihin klo ${e.h[0]}–${e.h[1]}${e.sat ? ` ja lauantaisin klo ${e.h[2]}–${e.h[3]}` : ', viikonloppuisin suljettu'}. ${e.fill}`,
    repTitle: (q) => `Projektien tilannekatsaus, ${q}`,
    repEntry: (e) => `Projekti ${e.proj}\nVastuuhenkilö: ${e.name}\nBudjetti: ${e.amount}\nMääräaika: ${e.date}\nTila: ${e.status}`,
    date: (d, m, y) => `${d}.${m + 1}.${y}`,
    money: (n) => `${spaced(n)} €`,
    proj: (x) => pseudo(x, 3),
    qDir: [
      (e) => [`Kuka on toimipisteen ${e.n} esihenkilö?`, `toimipisteen ${e.n} esihenkilö`, e.name],
      (e) => [`Mikä on toimipisteen ${e.n} puhelinnumero?`, `toimipisteen ${e.n} puhelinnumero`, e.phone],
      (e) => [`Mikä on toimipisteen ${e.n} osoite?`, `toimipisteen ${e.n} osoite`, `${e.street} ${e.house}, ${e.post}`],
    ],
    qRep: [
      (e) => [`Mikä on projektin ${e.proj} budjetti?`, `projektin ${e.proj} budjetti`, e.amount],
      (e) => [`Kuka vastaa projektista ${e.proj}?`, `projektin ${e.proj} vastuuhenkilö`, e.name],
      (e) => [`Mikä on projektin ${e.proj} määräaika?`, `projektin ${e.proj} määräaika`, e.date],
    ],
    wholeDir: ['Tiivistä tämä luettelo lyhyesti.', 'Luettele kaikki toimipisteet, jotka ovat auki lauantaisin.', 'Käännä tämä asiakirja englanniksi.', 'Kuinka monta toimipistettä kussakin kaupungissa on?', 'Tee taulukko kaikista toimipisteistä: numero, kaupunki, puhelin.'],
    wholeRep: ['Tee tiivistelmä tästä katsauksesta.', 'Luettele kaikki projektit ja niiden budjetit.', 'Käännä katsaus englanniksi.', 'Vertaa kaikkien projektien budjetteja ja kerro, mikä on suurin.', 'Kirjoita katsaus uudelleen lyhyeksi viestiksi johdolle.'],
    label: 'Kysymys:',
  },
  ro: {
    first: ['Andrei', 'Elena', 'Mihai', 'Ioana', 'Alexandru', 'Maria', 'Cristian', 'Ana', 'Bogdan', 'Raluca', 'Vlad', 'Simona', 'Radu', 'Oana', 'Florin', 'Diana'],
    last: ['Popescu', 'Ionescu', 'Popa', 'Stan', 'Dumitru', 'Constantin', 'Gheorghe', 'Marin', 'Stoica', 'Munteanu', 'Dobre', 'Barbu', 'Nistor', 'Florea', 'Toma', 'Lungu'],
    cities: ['București', 'Cluj-Napoca', 'Iași', 'Timișoara', 'Constanța', 'Craiova', 'Brașov', 'Galați', 'Ploiești', 'Oradea', 'Sibiu', 'Arad', 'Pitești', 'Bacău', 'Suceava'],
    streets: ['Mihai Eminescu', 'Ștefan cel Mare', 'Unirii', 'Republicii', 'Libertății', 'Avram Iancu', 'Mihai Viteazul', 'Independenței', 'Victoriei', 'Florilor', 'Gării', 'Decebal'],
    fill: ['Agenția are acces pentru persoanele cu dizabilități.', 'Parcarea pentru clienți se află în curtea clădirii.', 'Sâmbăta, ridicarea coletelor se face doar cu programare.', 'Momentan agenția nu acceptă expedieri internaționale.', 'Plata se poate face cu cardul sau numerar.', 'Coletele de peste 30 kg se predau la intrarea din spate.', 'Stația de autobuz se află chiar în fața agenției.', 'Lockerul de colete este disponibil non-stop.'],
    status: ['Proiectul se desfășoară conform planului.', 'Întârzierea furnizorului a amânat testarea cu două săptămâni.', 'Comitetul de coordonare a aprobat bugetul suplimentar în ședința din iunie.', 'Riscul principal este plecarea unui membru-cheie al echipei.', 'Implementarea se face etapizat, pe regiuni.', 'Testarea cu clienții începe la începutul lunii viitoare.', 'Caietul de sarcini a fost aprobat de toate departamentele.', 'Este necesară o decizie privind furnizorul de cloud.'],
    dirTitle: (co, d) => `Lista agențiilor ${co} SRL — actualizată la ${d}`,
    dirEntry: (e, l) => l === 0
      ? `Agenția nr. ${e.n} — ${e.city}\nAdresa: Str. ${e.street} nr. ${e.house}\nProgram: luni–vineri ${e.h[0]}:00–${e.h[1]}:00${e.sat ? `, sâmbătă ${e.h[2]}:00–${e.h[3]}:00` : ', sâmbătă–duminică închis'}\nȘef de agenție: ${e.name}\nTelefon: ${e.phone}\n${e.fill}`
      : `Agenția nr. ${e.n} din ${e.city} se află pe Str. ${e.street} nr. ${e.house}. Șeful agenției este ${e.name}, telefon ${e.phone}. Programul este de luni până vineri între ${e.h[0]}:00 și ${e.h[1]}:00${e.sat ? `, iar sâmbăta între ${e.h[2]}:00 și ${e.h[3]}:00` : ', iar în weekend agenția este închisă'}. ${e.fill}`,
    repTitle: (q) => `Raport de stare a proiectelor — ${q}`,
    repEntry: (e) => `Proiectul „${e.proj}”\nResponsabil: ${e.name}\nBuget: ${e.amount}\nTermen-limită: ${e.date}\nStare: ${e.status}`,
    date: (d, m, y) => `${d} ${RO_MON[m]} ${y}`,
    money: (n) => `${spaced(n, '.')} lei`,
    proj: (x) => pseudo(x, 3),
    qDir: [
      (e) => [`Cine este șeful agenției nr. ${e.n}?`, `șeful agenției nr. ${e.n}`, e.name],
      (e) => [`Care este numărul de telefon al agenției nr. ${e.n}?`, `numărul de telefon al agenției nr. ${e.n}`, e.phone],
      (e) => [`Care este adresa agenției nr. ${e.n}?`, `adresa agenției nr. ${e.n}`, `Str. ${e.street} nr. ${e.house}`],
    ],
    qRep: [
      (e) => [`Care este bugetul proiectului „${e.proj}”?`, `bugetul proiectului „${e.proj}”`, e.amount],
      (e) => [`Cine răspunde de proiectul „${e.proj}”?`, `responsabilul proiectului „${e.proj}”`, e.name],
      (e) => [`Care este termenul-limită al proiectului „${e.proj}”?`, `termenul-limită al proiectului „${e.proj}”`, e.date],
    ],
    wholeDir: ['Rezumă pe scurt această listă.', 'Enumeră toate agențiile deschise sâmbăta.', 'Tradu acest document în engleză.', 'Câte agenții sunt în fiecare oraș?', 'Fă un tabel cu toate agențiile: număr, oraș, telefon.'],
    wholeRep: ['Fă un rezumat al acestui raport.', 'Enumeră toate proiectele cu bugetele lor.', 'Tradu raportul în limba engleză.', 'Compară bugetele tuturor proiectelor și spune-mi care este cel mai mare.', 'Rescrie raportul ca un e-mail scurt pentru conducere.'],
    label: 'Întrebare:',
  },
  th: {
    first: ['สมชาย', 'สุภาพร', 'ณัฐพล', 'วรรณา', 'ปิยะพงษ์', 'กมลวรรณ', 'ธนากร', 'อรทัย', 'ชัยวัฒน์', 'พรทิพย์', 'วิทยา', 'สุดารัตน์', 'อนุชา', 'จิราพร', 'ประเสริฐ', 'นภาพร'],
    last: ['ใจดี', 'วงศ์สวัสดิ์', 'ศรีสุข', 'ทองดี', 'แสงทอง', 'บุญมา', 'พูลสวัสดิ์', 'แก้วมณี', 'สุขเจริญ', 'รัตนพันธ์', 'มั่นคง', 'ศักดิ์สิทธิ์', 'เพชรรัตน์', 'จันทร์หอม', 'ทรัพย์สมบูรณ์', 'นาคสุข'],
    cities: ['กรุงเทพมหานคร', 'เชียงใหม่', 'ขอนแก่น', 'ภูเก็ต', 'นครราชสีมา', 'หาดใหญ่', 'อุดรธานี', 'พิษณุโลก', 'ชลบุรี', 'สุราษฎร์ธานี', 'อุบลราชธานี', 'นครสวรรค์', 'ระยอง', 'ลำปาง', 'เชียงราย'],
    streets: ['สุขุมวิท', 'พหลโยธิน', 'เพชรบุรี', 'รัชดาภิเษก', 'มิตรภาพ', 'นิมมานเหมินท์', 'ราชดำเนิน', 'เจริญกรุง', 'ศรีนครินทร์', 'ลาดพร้าว', 'เพชรเกษม', 'พระราม 4'],
    fill: ['สาขานี้มีทางลาดสำหรับผู้พิการ', 'มีที่จอดรถสำหรับลูกค้าด้านหลังอาคาร', 'วันเสาร์รับพัสดุเฉพาะลูกค้าที่นัดหมายล่วงหน้าเท่านั้น', 'ขณะนี้สาขายังไม่รับส่งพัสดุไปต่างประเทศ', 'ชำระเงินได้ทั้งเงินสดและบัตรเครดิต', 'พัสดุที่มีน้ำหนักเกิน 30 กิโลกรัมกรุณาส่งที่ประตูด้านหลัง', 'ป้ายรถเมล์อยู่หน้าสาขา', 'มีตู้รับพัสดุอัตโนมัติให้บริการตลอด 24 ชั่วโมง'],
    status: ['โครงการดำเนินไปตามแผน', 'ผู้ขายส่งอุปกรณ์ล่าช้า ทำให้การทดสอบเลื่อนออกไปสองสัปดาห์', 'คณะกรรมการอนุมัติงบประมาณเพิ่มเติมในการประชุมเดือนมิถุนายน', 'ความเสี่ยงหลักคือการย้ายตำแหน่งของบุคลากรสำคัญ', 'การติดตั้งระบบจะทำเป็นระยะตามภูมิภาค', 'การทดสอบกับลูกค้าจะเริ่มต้นเดือนหน้า', 'ทุกหน่วยงานอนุมัติข้อกำหนดทางเทคนิคแล้ว', 'ต้องตัดสินใจเรื่องการเลือกผู้ให้บริการคลาวด์'],
    dirTitle: (co, d) => `รายชื่อสาขา บริษัท ${co} จำกัด — ปรับปรุงล่าสุด ${d}`,
    dirEntry: (e, l) => l === 0
      ? `สาขาที่ ${e.n} (${e.city})\nที่อยู่: ${e.house} ถนน${e.street} ${e.city} ${e.post}\nเวลาทำการ: จันทร์–ศุกร์ ${e.h[0]}.00–${e.h[1]}.00 น.${e.sat ? ` เสาร์ ${e.h[2]}.00–${e.h[3]}.00 น.` : ' เสาร์–อาทิตย์ ปิดทำการ'}\nผู้จัดการสาขา: คุณ${e.name}\nโทรศัพท์: ${e.phone}\n${e.fill}`
      : `สาขาที่ ${e.n} ตั้งอยู่ที่ ${e.house} ถนน${e.street} ${e.city} ${e.post} มีคุณ${e.name}เป็นผู้จัดการสาขา โทร ${e.phone} เปิดทำการวันจันทร์ถึงศุกร์ เวลา ${e.h[0]}.00–${e.h[1]}.00 น.${e.sat ? ` และวันเสาร์ เวลา ${e.h[2]}.00–${e.h[3]}.00 น.` : ' ปิดทำการวันเสาร์และอาทิตย์'} ${e.fill}`,
    repTitle: (q) => `รายงานความคืบหน้าโครงการ ${q}`,
    repEntry: (e) => `โครงการ ${e.proj}\nผู้รับผิดชอบ: คุณ${e.name}\nงบประมาณ: ${e.amount}\nกำหนดเสร็จ: ${e.date}\nสถานะ: ${e.status}`,
    date: (d, m, y) => `${d} ${TH_MON[m]} ${y + 543}`,
    money: (n) => `${spaced(n, ',')} บาท`,
    proj: (x) => pseudo(x, 3),
    qDir: [
      (e) => [`ใครเป็นผู้จัดการสาขาที่ ${e.n}`, `ผู้จัดการสาขาที่ ${e.n}`, e.name],
      (e) => [`เบอร์โทรศัพท์ของสาขาที่ ${e.n} คืออะไร`, `เบอร์โทรศัพท์ของสาขาที่ ${e.n}`, e.phone],
      (e) => [`สาขาที่ ${e.n} ตั้งอยู่ที่ไหน`, `ที่อยู่ของสาขาที่ ${e.n}`, `${e.house} ถนน${e.street}`],
    ],
    qRep: [
      (e) => [`งบประมาณของโครงการ ${e.proj} เท่าไร`, `งบประมาณของโครงการ ${e.proj}`, e.amount],
      (e) => [`ใครรับผิดชอบโครงการ ${e.proj}`, `ผู้รับผิดชอบโครงการ ${e.proj}`, e.name],
      (e) => [`โครงการ ${e.proj} มีกำหนดเสร็จเมื่อไร`, `กำหนดเสร็จของโครงการ ${e.proj}`, e.date],
    ],
    wholeDir: ['ช่วยสรุปรายชื่อสาขานี้ให้สั้นๆ', 'แสดงรายชื่อสาขาทั้งหมดที่เปิดวันเสาร์', 'ช่วยแปลเอกสารนี้เป็นภาษาอังกฤษ', 'แต่ละจังหวัดมีกี่สาขา', 'ทำตารางของทุกสาขา: หมายเลข เมือง โทรศัพท์'],
    wholeRep: ['ช่วยสรุปรายงานนี้', 'แสดงรายชื่อโครงการทั้งหมดพร้อมงบประมาณ', 'ช่วยแปลรายงานนี้เป็นภาษาอังกฤษ', 'เปรียบเทียบงบประมาณของทุกโครงการ แล้วบอกว่าโครงการไหนใหญ่ที่สุด', 'เขียนรายงานนี้ใหม่เป็นอีเมลสั้นๆ ถึงผู้บริหาร'],
    label: 'คำถาม:',
  },
  en: {
    first: FIRST, last: LAST, cities: ['Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Norwich', 'York', 'Exeter', 'Derby', 'Bath', 'Oxford', 'Hull', 'Preston', 'Dundee', 'Belfast', 'Swansea'],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Victoria Street', 'Park Avenue', 'King Street', 'Queen Street', 'Market Place', 'Bridge Street', 'North Road', 'Castle Street'],
    fill: ['Step-free access via the side entrance.', 'Customer parking is in the yard behind the building.', 'On Saturdays parcels are handed out by appointment only.', 'International parcels are not accepted at the moment.', 'Card and cash payments accepted.', 'Parcels over 30 kg go to the rear entrance.', 'The bus stop is right outside.', 'A parcel locker is available 24/7.'],
    status: ['The project is on schedule.', "A supplier delay pushed testing back by two weeks.", 'The steering committee approved extra budget at the June meeting.', 'The main risk is a key engineer moving to another role.', 'Roll-out is phased, region by region.', 'Customer testing starts early next month.', 'The requirements were signed off by every department.', 'A decision on the cloud provider is still needed.'],
    dirTitle: (co, d) => `${co} Ltd — branch directory, updated ${d}`,
    dirEntry: (e, l) => l === 0
      ? `Branch ${e.n} (${e.city})\nAddress: ${e.house} ${e.street}, ${e.city}\nOpening hours: Mon–Fri ${e.h[0]}:00–${e.h[1]}:00${e.sat ? `, Sat ${e.h[2]}:00–${e.h[3]}:00` : ', closed at weekends'}\nBranch manager: ${e.name}\nPhone: ${e.phone}\n${e.fill}`
      : `Branch ${e.n} in ${e.city} is at ${e.house} ${e.street}. It is managed by ${e.name}, phone ${e.phone}. Open Monday to Friday ${e.h[0]}:00 to ${e.h[1]}:00${e.sat ? ` and Saturday ${e.h[2]}:00 to ${e.h[3]}:00` : ', closed at weekends'}. ${e.fill}`,
    repTitle: (q) => `Project status report — ${q}`,
    repEntry: (e) => `Project ${e.proj}\nOwner: ${e.name}\nBudget: ${e.amount}\nDeadline: ${e.date}\nStatus: ${e.status}`,
    date: (d, m, y) => `${d} ${MON[m]} ${y}`,
    money: (n) => `£${spaced(n, ',')}`,
    proj: (x) => pseudo(x, 3),
    qDir: [
      (e) => [`Who manages branch ${e.n}?`, `the manager of branch ${e.n}`, e.name],
      (e) => [`What's the phone number of branch ${e.n}?`, `the phone number of branch ${e.n}`, e.phone],
      (e) => [`What's the address of branch ${e.n}?`, `the address of branch ${e.n}`, `${e.house} ${e.street}`],
    ],
    qRep: [
      (e) => [`What's the budget of project ${e.proj}?`, `the budget of project ${e.proj}`, e.amount],
      (e) => [`Who owns project ${e.proj}?`, `the owner of project ${e.proj}`, e.name],
      (e) => [`What's the deadline of project ${e.proj}?`, `the deadline of project ${e.proj}`, e.date],
    ],
    wholeDir: ['Summarise this directory.'], wholeRep: ['Summarise this report.'],
    label: 'Question:',
  },
};

const PHONE: Record<Lang, (x: Rng) => string> = {
  uk: (x) => `+380 ${x.pick(['44', '32', '48', '57', '56'])} ${x.int(200, 799)} ${p2(x.int(10, 99))} ${p2(x.int(10, 99))}`,
  fi: (x) => `0${x.pick(['9', '3', '2', '8', '14'])} ${x.int(100, 999)} ${x.int(1000, 9999)}`,
  ro: (x) => `07${x.int(20, 99)} ${x.int(100, 999)} ${x.int(100, 999)}`,
  th: (x) => `0${x.int(2, 7)}-${x.int(100, 999)}-${x.int(1000, 9999)}`,
  en: (x) => `01${x.int(100, 999)} ${x.int(100000, 999999)}`,
};

export function langDoc(r: Rng, lang: Lang, kind: LDocKind, target: number): LDoc {
  const L = LANGS[lang];
  const u = new Uniq(r);
  const parts: string[] = [];
  const facts: Fact[] = [];
  let tokens = 0;
  const name = (x: Rng) => `${x.pick(L.first)} ${x.pick(L.last)}`;
  const add = (s: string, fs: Fact[]) => { parts.push(s); tokens += tok(s); for (const f of fs) facts.push({ ...f, at: parts.length }); };
  if (kind === 'directory') {
    const co = pseudo(r, 2);
    add(L.dirTitle(co, L.date(r.int(1, 28), r.int(0, 11), 2024)), []);
    const layout = r.int(0, 1);
    const nums = r.shuffle(Array.from({ length: 140 }, (_, i) => i + 1));
    while (tokens < target && nums.length) {
      const n = nums.pop()!;
      const h1 = r.int(7, 10);
      const e: DirE = { n, city: r.pick(L.cities), street: r.pick(L.streets), house: r.int(1, 180), post: r.int(10000, 99999), h: [h1, r.int(17, 20), r.int(9, 10), r.int(13, 16)], name: u.take(name), phone: u.take(PHONE[lang]), fill: r.pick(L.fill), sat: r.chance(0.4) };
      add(L.dirEntry(e, layout), L.qDir.map((g, slot) => { const [q, np, span] = g(e); return { key: String(n), spans: [span], q, np, slot }; }));
    }
  } else {
    add(L.repTitle(`${r.pick(['Q1', 'Q2', 'Q3', 'Q4'])} 2024`), []);
    while (tokens < target) {
      const e: RepE = { proj: u.take(L.proj), name: u.take(name), amount: u.take((x) => L.money(x.int(40, 9800) * 1000 + x.int(1, 9) * 100)), date: u.take((x) => L.date(x.int(1, 28), x.int(0, 11), x.int(2024, 2026))), status: r.sample(L.status, 2).join(' ') };
      add(L.repEntry(e), L.qRep.map((g, slot) => { const [q, np, span] = g(e); return { key: e.proj, spans: [span], q, np, slot }; }));
    }
  }
  const n = parts.length;
  for (const f of facts) f.at = (f.at ?? 0) / n;
  return { text: parts.join('\n\n'), facts, lang, kind, whole: kind === 'directory' ? L.wholeDir : L.wholeRep, label: L.label };
}
