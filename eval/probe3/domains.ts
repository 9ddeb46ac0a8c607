// Domain material generators (English). Each returns records with facts to ask about.
import type { R } from './lib.ts';

export const FIRST = ['Alice', 'Bruno', 'Chloe', 'Dmitri', 'Elena', 'Farah', 'Gustav', 'Hiro', 'Ines', 'Jonas', 'Keiko', 'Liam', 'Maya', 'Nikolai', 'Olivia', 'Pedro', 'Quinn', 'Rosa', 'Samir', 'Tanya', 'Umar', 'Vera', 'Wen', 'Ximena', 'Yusuf', 'Zofia', 'Arjun', 'Beatriz', 'Conor', 'Dalia'];
export const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Petrov', 'Castillo', 'Haddad', 'Brandt', 'Tanaka', 'Ferreira', 'Novak', 'Kowalski', 'Adeyemi', 'Rossi', 'Nguyen', 'Schmidt', 'Duarte', 'Yilmaz', 'Park', 'Mehta', 'Olsen', 'Ibarra', 'Fischer', 'Sato', 'Dubois', 'Kaur', 'Varga', 'Abbott', 'Reyes', 'Hughes', 'Zhang'];
export const CITIES = ['Rotterdam', 'Porto', 'Lyon', 'Gdańsk', 'Osaka', 'Tampere', 'Valencia', 'Leipzig', 'Turin', 'Izmir', 'Brno', 'Dundee', 'Aarhus', 'Bilbao', 'Graz', 'Cork', 'Bergen', 'Malmö', 'Lille', 'Kraków', 'Seville', 'Utrecht', 'Ghent', 'Basel', 'Split', 'Tartu', 'Pécs', 'Cluj', 'Nantes', 'Bremen'];
const IND = ['logistics', 'semiconductor', 'agritech', 'fintech', 'biotech', 'renewable energy', 'maritime shipping', 'robotics', 'textile', 'aerospace components', 'cybersecurity', 'food processing'];
const CO_A = ['Nordwind', 'Bluepeak', 'Castellan', 'Orbis', 'Tessel', 'Halcyon', 'Vantor', 'Kestrel', 'Meridian', 'Quillon', 'Sablon', 'Trelleck', 'Umbra', 'Verity', 'Wexford', 'Zenara', 'Ardent', 'Brightwater', 'Corvid', 'Dunmore', 'Ember', 'Fenwick', 'Galloway', 'Harrow', 'Ironleaf', 'Juniper', 'Kingsley', 'Larkspur', 'Moorgate', 'Northam'];
const CO_B = ['Systems', 'Holdings', 'Labs', 'Industries', 'Logistics', 'Analytics', 'Works', 'Dynamics', 'Group', 'Technologies'];

export function people(r: R, n: number): string[] {
  const all: string[] = [];
  for (const f of FIRST) for (const l of LAST) all.push(`${f} ${l}`);
  return r.shuffle(all).slice(0, n);
}
export function companies(r: R, n: number): string[] {
  const all: string[] = [];
  for (const a of CO_A) for (const b of CO_B) all.push(`${a} ${b}`);
  const seenA = new Set<string>();
  const out: string[] = [];
  for (const c of r.shuffle(all)) { const a = c.split(' ')[0]; if (seenA.has(a)) continue; seenA.add(a); out.push(c); if (out.length >= n) break; }
  return out;
}
export function code(r: R, prefix: string) {
  const L = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${prefix}-${r.int(1000, 9999)}-${L[r.int(0, 23)]}${L[r.int(0, 23)]}`;
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function date(r: R, y0 = 2019, y1 = 2024) { return `${r.pick(MONTHS)} ${r.int(1, 28)}, ${r.int(y0, y1)}`; }
export function isoDate(r: R, y = 2024) { return `${y}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`; }

// ---------------- company profiles (wiki-like articles) ----------------
export interface Company { name: string; city: string; founder: string; ceo: string; year: number; revenue: number; employees: number; product: string; industry: string; text: string; title: string; facts: Record<string, string> }
const FILL_CO = [
  'The company has expanded steadily through a combination of organic growth and targeted acquisitions.',
  'Analysts have described its strategy as cautious but consistent, with an emphasis on long-term contracts.',
  'It maintains a small research office that collaborates with several regional universities.',
  'During the pandemic the firm shifted much of its workforce to remote arrangements and later adopted a hybrid model.',
  'Its annual report highlights sustainability targets, including a commitment to reduce scope 2 emissions.',
  'The board includes representatives from two pension funds and an independent chair.',
  'Local press coverage has focused on its apprenticeship programme and its sponsorship of a youth football league.',
  'In interviews, executives have repeatedly stressed the importance of supply-chain resilience.',
  'The firm lists its shares on a regional exchange and pays a modest dividend.',
  'Its customer base is concentrated in Northern Europe, although exports to Asia are growing.',
  'A 2021 restructuring merged two business units and reduced the number of management layers.',
  'Competitors include several larger multinational groups as well as a number of specialised start-ups.',
];
const PRODUCTS = ['Aurora', 'Basalt', 'Cinder', 'Delta-9', 'Eclipse', 'Fjord', 'Granite', 'Helix', 'Ion', 'Jasper', 'Kite', 'Lumen', 'Monsoon', 'Nimbus', 'Onyx', 'Prism', 'Quasar', 'Rune', 'Sirocco', 'Tundra', 'Umbriel', 'Vortex', 'Willow', 'Xenon', 'Yarrow', 'Zephyr'];
export function companyProfiles(r: R, n: number): Company[] {
  const names = companies(r, n);
  const ppl = people(r, n * 2);
  const prods = r.shuffle(PRODUCTS.map((p) => p + ' ' + r.pick(['Pro', 'X', 'One', 'Max', 'Lite', '360', 'Edge'])));
  return names.map((name, i) => {
    const city = CITIES[(i * 7 + r.int(0, 29)) % 30];
    const founder = ppl[2 * i], ceo = ppl[2 * i + 1];
    const year = r.int(1952, 2015), revenue = r.int(12, 4800), employees = r.int(40, 22000);
    const product = prods[i % prods.length] + (i >= prods.length ? ' II' : '');
    const industry = r.pick(IND);
    const fill = r.shuffle(FILL_CO).slice(0, r.int(2, 5));
    const facts = {
      hq: `headquartered in ${city}`,
      founded: `founded in ${year} by ${founder}`,
      revenue: `revenue of €${revenue} million`,
      employees: `employs ${employees.toLocaleString('en-US')} people`,
      ceo: `${ceo} has served as chief executive`,
      product: `Its flagship product, ${product},`,
    };
    const sents = [
      `${name} is a ${industry} company ${facts.hq}.`,
      `It was ${facts.founded}.`,
      `In its most recent fiscal year the company reported ${facts.revenue} and ${facts.employees}.`,
      `Since ${r.int(2016, 2023)}, ${facts.ceo}.`,
      `${facts.product} accounts for roughly ${r.int(20, 70)} percent of sales.`,
    ];
    const body = [sents[0], sents[1], fill[0], sents[2], ...fill.slice(1, 3), sents[3], sents[4], ...fill.slice(3)].join(' ');
    return { name, city, founder, ceo, year, revenue, employees, product, industry, text: body, title: name, facts };
  });
}

// ---------------- knowledge-base articles (support bot) ----------------
export interface KB { title: string; text: string; facts: Record<string, string> }
export function kbArticles(r: R, product: string): { arts: KB[]; plans: { name: string; features: string[]; price: number; line: string }[] } {
  const plans = ['Starter', 'Team', 'Business', 'Enterprise'].map((name, i) => ({ name, price: [0, 12, 29, 79][i] + r.int(0, 5), features: [] as string[], line: '' }));
  const feats = ['single sign-on (SSO)', 'audit logs', 'custom domains', 'priority support', 'API access', 'data residency in the EU', 'two-factor authentication', 'unlimited projects', 'SCIM provisioning', 'offline mode'];
  const sh = r.shuffle(feats);
  for (let i = 0; i < plans.length; i++) {
    const k = 3 + i * 2;
    plans[i].features = sh.slice(0, k);
  }
  // make one feature missing in exactly one higher plan for negation questions
  const arts: KB[] = [];
  const planText = plans.map((p) => { p.line = `${p.name} plan (€${p.price}/user/month) includes: ${p.features.join(', ')}.`; return p.line; }).join('\n');
  arts.push({ title: `${product} plans and pricing`, text: `${product} is offered in four plans. Prices are billed annually; monthly billing costs 20% more.\n${planText}\nAll plans include email support and a 99.9% uptime SLA.`, facts: {} });
  const resetMin = r.int(10, 90), lockN = r.int(3, 10), exportDays = r.int(7, 60), refundDays = r.int(14, 45), maxUpload = r.int(50, 900), retention = r.int(30, 400), seats = r.int(3, 25);
  const arts2: [string, string, Record<string, string>][] = [
    ['Resetting your password', `To reset your password, open the sign-in page and click "Forgot password". Enter the email address associated with your account. You will receive a reset link that expires after ${resetMin} minutes. If you do not see the email, check your spam folder. After ${lockN} failed sign-in attempts your account is locked for 15 minutes.`, { reset: `expires after ${resetMin} minutes`, lock: `After ${lockN} failed sign-in attempts` }],
    ['Exporting your data', `Workspace owners can export all data from Settings → Data → Export. Exports are generated as a ZIP archive containing JSON files. Large workspaces may take several hours. Download links remain valid for ${exportDays} days. Exports do not include deleted items or third-party integration tokens.`, { export: `remain valid for ${exportDays} days` }],
    ['Refund policy', `We offer a full refund within ${refundDays} days of the initial purchase for annual plans. Monthly plans are not refundable, but you can cancel at any time to prevent future charges. Refunds are issued to the original payment method and usually appear within 5–10 business days. Add-ons purchased through the marketplace follow the vendor's own policy.`, { refund: `within ${refundDays} days of the initial purchase` }],
    ['File upload limits', `Individual files can be up to ${maxUpload} MB on paid plans and 25 MB on the Starter plan. Supported formats include PDF, PNG, JPEG, DOCX, XLSX and CSV. Video files are transcoded automatically. Uploads over a mobile connection are paused when the app is in the background.`, { upload: `up to ${maxUpload} MB on paid plans` }],
    ['Data retention', `Deleted projects are kept in the trash for ${retention} days before permanent deletion. Audit logs are retained for one year on Business and three years on Enterprise. Backups are encrypted with AES-256 and stored in two separate regions. Customers can request earlier deletion by contacting the privacy team.`, { retention: `kept in the trash for ${retention} days` }],
    ['Inviting teammates', `Admins can invite teammates from the Members page. Each invitation is valid for 72 hours. The Team plan supports up to ${seats} guest seats at no extra cost. Guests can comment and view but cannot create new projects. Removing a member transfers their projects to the workspace owner.`, { seats: `up to ${seats} guest seats` }],
    ['Connecting the Slack integration', `Open Integrations, choose Slack and click Connect. You need to be a Slack workspace admin to approve the app. Notifications can be routed per project to different channels. If messages stop arriving, disconnect and reconnect the integration; tokens are rotated every 90 days.`, {}],
    ['Keyboard shortcuts', `Press Ctrl+K (Cmd+K on macOS) to open the command palette. Press G then P to go to projects. Press ? to see all shortcuts. Shortcuts can be disabled individually under Preferences → Accessibility.`, {}],
    ['Troubleshooting sync errors', `Error code SYNC-409 means two devices edited the same item offline; the most recent change wins and the older version is saved in history. Error code SYNC-503 indicates a temporary outage; retry after a few minutes. If error SYNC-777 appears, clear the local cache from Preferences → Advanced and restart the app.`, { sync777: `If error SYNC-777 appears, clear the local cache` }],
    ['Billing and invoices', `Invoices are sent to the billing contact on the first business day of each month. You can download past invoices as PDF from Settings → Billing. VAT is added for customers in the EU unless a valid VAT ID is provided. We accept Visa, Mastercard, American Express and SEPA direct debit.`, {}],
  ];
  for (const [t, x, f] of arts2) arts.push({ title: t, text: x, facts: f });
  return { arts, plans };
}

// ---------------- contract ----------------
export interface Clause { num: string; title: string; text: string; facts: Record<string, string> }
export function contract(r: R, parties: [string, string]): Clause[] {
  const [A, B] = parties;
  const notice = r.int(15, 120), cap = r.int(1, 5) * 50000, net = r.pick([15, 30, 45, 60]), late = (r.int(5, 20) / 10).toFixed(1), term = r.int(1, 5), conf = r.int(2, 10), law = r.pick(['the laws of England and Wales', 'the laws of the State of New York', 'Swiss law', 'the laws of the Netherlands', 'German law']), venue = r.pick(['London', 'New York', 'Zurich', 'Amsterdam', 'Frankfurt']), warranty = r.int(30, 180), insurance = r.int(1, 10);
  const cl: Clause[] = [];
  const add = (num: string, title: string, text: string, facts: Record<string, string> = {}) => cl.push({ num, title, text, facts });
  add('1.1', 'Definitions', `"Services" means the services described in Schedule A. "Deliverables" means all work product provided by ${B} under this Agreement. "Business Day" means any day other than a Saturday, Sunday or public holiday in ${venue}.`);
  add('1.2', 'Interpretation', `Headings are for convenience only and do not affect interpretation. References to a statute include that statute as amended from time to time.`);
  add('2.1', 'Provision of Services', `${B} shall provide the Services with reasonable skill and care and in accordance with good industry practice.`);
  add('2.2', 'Subcontracting', `${B} may not subcontract any of its obligations without the prior written consent of ${A}, such consent not to be unreasonably withheld.`, { sub: `may not subcontract any of its obligations without the prior written consent` });
  add('3.1', 'Fees', `${A} shall pay the fees set out in Schedule B. All fees are exclusive of VAT.`);
  add('3.2', 'Payment Terms', `Invoices are payable within ${net} days of receipt. Late payments accrue interest at ${late}% per month until paid in full.`, { net: `payable within ${net} days of receipt`, late: `interest at ${late}% per month` });
  add('3.3', 'Expenses', `Expenses are reimbursable only if approved in writing in advance and supported by receipts.`);
  add('4.1', 'Term', `This Agreement commences on the Effective Date and continues for an initial term of ${term} year(s), renewing automatically for successive one-year periods unless either party gives notice of non-renewal.`, { term: `initial term of ${term} year(s)` });
  add('4.2', 'Termination for Convenience', `Either party may terminate this Agreement for convenience by giving not less than ${notice} days' written notice to the other party.`, { notice: `not less than ${notice} days' written notice` });
  add('4.3', 'Termination for Cause', `Either party may terminate immediately if the other commits a material breach which is not remedied within 30 days of written notice, or becomes insolvent.`);
  add('5.1', 'Confidentiality', `Each party shall keep the other's Confidential Information secret for a period of ${conf} years after termination, except as required by law.`, { conf: `for a period of ${conf} years after termination` });
  add('5.2', 'Data Protection', `${B} shall process personal data only on documented instructions from ${A} and shall notify ${A} of any personal data breach without undue delay and in any event within 48 hours.`, { breach: `within 48 hours` });
  add('6.1', 'Intellectual Property', `All intellectual property rights in the Deliverables vest in ${A} upon payment. ${B} retains ownership of its pre-existing tools and methodologies.`);
  add('6.2', 'Licence', `${B} grants ${A} a perpetual, royalty-free licence to use any pre-existing materials incorporated into the Deliverables.`);
  add('7.1', 'Warranties', `${B} warrants that the Deliverables will conform materially to the specification for ${warranty} days after acceptance.`, { warranty: `for ${warranty} days after acceptance` });
  add('7.2', 'Disclaimer', `Except as expressly stated, all warranties, conditions and terms implied by statute or common law are excluded to the fullest extent permitted by law.`);
  add('8.1', 'Limitation of Liability', `Neither party's total aggregate liability shall exceed €${cap.toLocaleString('en-US')}, save that nothing limits liability for death or personal injury caused by negligence, or for fraud.`, { cap: `shall exceed €${cap.toLocaleString('en-US')}` });
  add('8.2', 'Indirect Loss', `Neither party is liable for loss of profits, loss of business or any indirect or consequential loss.`);
  add('9.1', 'Insurance', `${B} shall maintain professional indemnity insurance of at least €${insurance} million for the duration of this Agreement and six years thereafter.`, { insurance: `at least €${insurance} million` });
  add('10.1', 'Force Majeure', `Neither party shall be in breach for delay caused by events beyond its reasonable control. If such an event continues for more than 60 days, either party may terminate on written notice.`);
  add('11.1', 'Non-Solicitation', `During the term and for twelve months thereafter, neither party shall solicit for employment any employee of the other who was involved in the Services.`);
  add('12.1', 'Governing Law', `This Agreement is governed by ${law}, and the courts of ${venue} have exclusive jurisdiction.`, { law: `governed by ${law}` });
  add('12.2', 'Notices', `Notices must be in writing and delivered by hand, courier or email to the addresses set out above.`);
  add('12.3', 'Entire Agreement', `This Agreement constitutes the entire agreement between the parties and supersedes all prior discussions.`);
  return cl;
}

// ---------------- meeting transcript ----------------
export function transcript(r: R, n: number) {
  const ppl = people(r, 5);
  const lines: string[] = [];
  const facts: Record<string, string> = {};
  const chatter = ['I think we should revisit that next week.', 'Can everyone see my screen?', 'Sorry, I was on mute.', 'That makes sense to me.', 'Let me check the numbers and get back to you.', 'We had a similar discussion in the last retro.', 'Agreed, let\'s keep moving.', 'Just to clarify, are we talking about the mobile app or the web client?', 'The dashboard is still showing stale data from yesterday.', 'Marketing wants a decision before the end of the month.', 'I can take a first pass at the document.', 'Do we have budget for that?', 'The vendor hasn\'t replied yet.', 'Let\'s park that for now.', 'Good point, I hadn\'t thought about the migration path.'];
  const launch = date(r, 2025, 2025), budget = r.int(20, 400) * 1000, vendor = r.pick(['Fastly', 'Cloudflare', 'Akamai', 'Bunny']), owner = ppl[r.int(0, 4)];
  const key = [
    `Okay, decision made: we launch the beta on ${launch}.`,
    `The approved budget for the migration is $${budget.toLocaleString('en-US')}.`,
    `We're going with ${vendor} as the CDN vendor, the contract is signed.`,
    `${owner} will own the incident post-mortem and circulate it by Friday.`,
  ];
  facts.launch = `we launch the beta on ${launch}`; facts.budget = `$${budget.toLocaleString('en-US')}`; facts.vendor = `going with ${vendor} as the CDN vendor`; facts.owner = `${owner} will own the incident post-mortem`;
  const pos = r.shuffle([...Array(n).keys()]).slice(0, 4);
  let t = r.int(0, 100);
  for (let i = 0; i < n; i++) {
    t += r.int(5, 70);
    const ts = `${String(Math.floor(t / 3600)).padStart(2, '0')}:${String(Math.floor(t / 60) % 60).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
    const k = pos.indexOf(i);
    const sp = k === 3 ? ppl[(ppl.indexOf(owner) + 1) % 5] : r.pick(ppl);
    lines.push(`[${ts}] ${sp}: ${k >= 0 ? key[k] : r.pick(chatter) + (r.next() < 0.5 ? ' ' + r.pick(chatter) : '')}`);
  }
  return { text: lines.join('\n'), facts, ppl, launch, budget, vendor, owner };
}

// ---------------- e-mail thread ----------------
export function emailThread(r: R, n: number) {
  const ppl = people(r, 4);
  const po = code(r, 'PO'), amount = r.int(1000, 90000), ship = date(r, 2024, 2024);
  const bodies = [
    'Thanks for the update. I will loop in finance so they are aware.',
    'Could you send the revised quote when you have a moment?',
    'We are still waiting on the signed NDA from legal.',
    'Please find the minutes from yesterday attached.',
    'Happy to jump on a call tomorrow afternoon if that helps.',
    'I have forwarded this to the warehouse team for confirmation.',
    'Apologies for the delay, we had a system outage on our side.',
    'Let me know if anything else is needed from us.',
  ];
  const key = [`The purchase order number is ${po}.`, `The total amount has been revised to $${amount.toLocaleString('en-US')} after the volume discount.`, `Shipping is now confirmed for ${ship} from our Leipzig depot.`];
  const pos = r.shuffle([...Array(n).keys()]).slice(0, 3);
  const mails: string[] = [];
  for (let i = 0; i < n; i++) {
    const from = ppl[i % 4], to = ppl[(i + 1) % 4];
    const k = pos.indexOf(i);
    const body = [r.pick(bodies), k >= 0 ? key[k] : r.pick(bodies), r.pick(bodies)].join(' ');
    mails.push(`From: ${from} <${from.toLowerCase().replace(' ', '.')}@example.com>\nTo: ${to} <${to.toLowerCase().replace(' ', '.')}@example.com>\nDate: Mon, ${r.int(1, 28)} Oct 2024 ${r.int(8, 18)}:${String(r.int(0, 59)).padStart(2, '0')}:00 +0200\nSubject: ${i ? 'Re: ' : ''}Order for Q4 components\n\nHi ${to.split(' ')[0]},\n\n${body}\n\nBest regards,\n${from.split(' ')[0]}`);
  }
  return { text: mails.reverse().join('\n\n-----Original Message-----\n'), facts: { po: key[0], amount: key[1], ship: key[2] }, po, amount, ship };
}

// ---------------- clinical notes ----------------
export function clinical(r: R, n: number) {
  const meds = ['metformin', 'lisinopril', 'atorvastatin', 'amlodipine', 'levothyroxine', 'omeprazole', 'sertraline', 'apixaban', 'furosemide', 'prednisone'];
  const allergy = r.pick(['penicillin', 'sulfonamides', 'latex', 'iodinated contrast', 'codeine']);
  const notes: string[] = [];
  const facts: Record<string, string> = {};
  const visits: { date: string; bp: string; a1c: string; med: string; dose: string; note: string }[] = [];
  for (let i = 0; i < n; i++) {
    const d = isoDate(r, 2020 + Math.floor(i / 3));
    const bp = `${r.int(112, 168)}/${r.int(70, 102)}`, a1c = (r.int(55, 98) / 10).toFixed(1), med = meds[i % meds.length], dose = `${r.pick([5, 10, 20, 25, 40, 50, 100, 500])} mg`;
    const note = `VISIT ${d}\nS: Patient reports ${r.pick(['intermittent fatigue', 'improved sleep', 'mild ankle swelling', 'occasional headaches', 'no new complaints', 'reduced exercise tolerance'])}. Adherence to medication ${r.pick(['good', 'fair', 'inconsistent'])}.\nO: BP ${bp} mmHg, HR ${r.int(58, 96)} bpm, weight ${r.int(61, 104)} kg. HbA1c ${a1c}%.\nA: ${r.pick(['Type 2 diabetes, suboptimally controlled', 'Hypertension', 'Hyperlipidaemia', 'Hypothyroidism, stable', 'GERD'])}.\nP: ${r.pick(['Start', 'Continue', 'Increase', 'Reduce'])} ${med} ${dose} ${r.pick(['once daily', 'twice daily', 'at night'])}. Follow up in ${r.int(4, 16)} weeks.${i === 1 ? ` Allergies: ${allergy} (rash).` : ''}`;
    visits.push({ date: d, bp, a1c, med, dose, note });
    notes.push(note);
  }
  facts.allergy = `Allergies: ${allergy}`;
  return { text: notes.join('\n\n'), facts, visits, allergy };
}

// ---------------- changelog ----------------
export function changelog(r: R, nVersions: number, pkg: string) {
  const verbs = ['Added', 'Fixed', 'Changed', 'Deprecated', 'Removed', 'Improved'];
  const objs = ['retry logic for idempotent requests', 'memory leak in the connection pool', 'default timeout from 30s to 60s', 'support for HTTP/3', 'the `--legacy-ssl` flag', 'TypeScript types for streaming responses', 'a race condition when closing sockets', 'CSV export of audit events', 'proxy authentication with NTLM', 'the `maxSockets` option', 'handling of gzip-encoded error bodies', 'cookie jar persistence', 'a crash on Windows paths with spaces', 'rate-limit headers parsing', 'structured logging via pino', 'the deprecated `onProgress` callback', 'Brotli decompression', 'environment variable `HTTP_PROXY` precedence', 'DNS caching with TTL', 'abort signal propagation'];
  const versions: { v: string; date: string; items: string[] }[] = [];
  let maj = 2, min = 0, pat = 0;
  for (let i = 0; i < nVersions; i++) {
    const v = `${maj}.${min}.${pat}`;
    const items = r.shuffle(objs).slice(0, r.int(2, 5)).map((o) => `${r.pick(verbs)} ${o} (#${r.int(100, 2999)})`);
    versions.push({ v, date: isoDate(r, 2021 + Math.floor(i / 4)), items });
    if (r.next() < 0.4) { min++; pat = 0; } else pat++;
  }
  versions.reverse();
  const text = `# Changelog\n\nAll notable changes to ${pkg} are documented in this file.\n\n` + versions.map((x) => `## [${x.v}] - ${x.date}\n\n${x.items.map((i) => `- ${i}`).join('\n')}`).join('\n\n');
  return { text, versions };
}

// ---------------- API docs ----------------
export function apiDocs(r: R) {
  const res = ['users', 'invoices', 'projects', 'webhooks', 'teams', 'files', 'events', 'tokens', 'orders', 'refunds'];
  const eps: { method: string; path: string; text: string; rate: number; scope: string }[] = [];
  for (const x of res) {
    for (const [m, p, d] of [['GET', `/v2/${x}`, `List ${x}. Supports cursor pagination via \`starting_after\` and \`limit\` (max ${r.int(50, 500)}).`], ['GET', `/v2/${x}/{id}`, `Retrieve a single ${x.slice(0, -1)} by ID.`], ['POST', `/v2/${x}`, `Create a ${x.slice(0, -1)}. Returns 201 with the created object.`], ['DELETE', `/v2/${x}/{id}`, `Delete a ${x.slice(0, -1)}. Returns 204. This action cannot be undone.`]] as const) {
      if (r.next() < 0.3) continue;
      const rate = r.int(10, 1000), scope = `${x}:${m === 'GET' ? 'read' : 'write'}`;
      eps.push({ method: m, path: p, rate, scope, text: `### ${m} ${p}\n\n${d}\n\nRequired scope: \`${scope}\`. Rate limit: ${rate} requests per minute.\n\n| Parameter | Type | Description |\n|---|---|---|\n| id | string | Object identifier |\n| expand | array | Related objects to include |\n` });
    }
  }
  return eps;
}

// ---------------- product catalogue ----------------
export function catalogue(r: R, n: number) {
  const cats = ['Laptops', 'Monitors', 'Headphones', 'Keyboards', 'Docks', 'Webcams', 'Chairs'];
  const items = [];
  for (let i = 0; i < n; i++) {
    items.push({ sku: code(r, 'SKU'), name: `${r.pick(PRODUCTS)} ${r.pick(['Air', 'Pro', 'Studio', 'Mini', 'Ultra', 'Go'])} ${r.int(2, 99)}`, category: r.pick(cats), price: r.int(19, 2999) + 0.99, stock: r.int(0, 500), rating: r.int(28, 50) / 10, warehouse: r.pick(CITIES.slice(0, 8)) });
  }
  return items;
}

// ---------------- code ----------------
export function codeFile(r: R, n: number) {
  const fnNames = ['parseConfig', 'loadPlugins', 'resolvePath', 'normaliseHeaders', 'retryRequest', 'buildCacheKey', 'validateSchema', 'flushQueue', 'computeDigest', 'openSession', 'renderTemplate', 'scheduleJob'];
  const lines: string[] = ["import fs from 'node:fs';", "import path from 'node:path';", "import { createHash } from 'node:crypto';", ''];
  const fns: Record<string, { start: number; special: string }> = {};
  for (const f of r.shuffle(fnNames)) {
    if (lines.length > n) break;
    const start = lines.length + 1;
    const magic = r.int(100, 9999);
    const special = `    throw new Error('${f}: unexpected state ${magic}');`;
    fns[f] = { start, special };
    lines.push(`export function ${f}(input, options = {}) {`, `  const opts = { retries: ${r.int(1, 9)}, timeoutMs: ${r.int(100, 9000)}, ...options };`, `  if (!input) {`, `    return null;`, `  }`, `  const result = [];`, `  for (const item of Object.values(input)) {`, `    if (item === undefined) continue;`, `    result.push(typeof item === 'string' ? item.trim() : item);`, `  }`, `  if (result.length > opts.retries * ${r.int(2, 50)}) {`, special, `  }`, `  return result;`, `}`, '');
  }
  return { lines, fns };
}
