// Probe 5 materials: long, self-similar documents with planted facts (unique keys, unique values).
// Each generator returns the material text plus several facts; a fact's `span` is an exact substring.
import { Rng, Uniq } from './lib.js';

export type MatKind = 'kb' | 'rag' | 'contract' | 'log' | 'json' | 'transcript';
export const MAT_KINDS: MatKind[] = ['kb', 'rag', 'contract', 'log', 'json', 'transcript'];

export interface Fact {
  key: string;
  /** Exact substrings an answer needs. */
  spans: string[];
}
export interface Material {
  kind: MatKind;
  text: string;
  /** Chunks for a documents array (JSON request bodies). */
  chunks: string[];
  facts: Fact[];
  /** Where the first fact sits, as a fraction of the material. */
  where: number;
}

const SYL = ['ka', 'vel', 'dor', 'mi', 'ran', 'tis', 'lo', 'bre', 'nak', 'sul', 'por', 'qui', 'zen', 'mar', 'fel', 'ost', 'un', 'ther', 'gal', 'wy', 'cro', 'desh', 'ib', 'lun', 'tar', 'ves', 'hol', 'py', 'rem', 'sca'];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const word = (r: Rng, n = r.int(2, 3)) => cap(Array.from({ length: n }, () => r.pick(SYL)).join(''));

const FIRST = ['Priya', 'Marta', 'Jonas', 'Keiko', 'Diego', 'Amara', 'Lukas', 'Sofia', 'Tomasz', 'Ines', 'Ravi', 'Elena', 'Omar', 'Hana', 'Felix', 'Nadia', 'Bruno', 'Yara', 'Pavel', 'Chloe', 'Mateo', 'Greta', 'Kwame', 'Lena'];
const FEAT_A = ['Snapshot', 'Ledger', 'Webhook', 'Token', 'Archive', 'Quota', 'Session', 'Replica', 'Index', 'Billing', 'Audit', 'Cache', 'Upload', 'Queue', 'Search', 'Export', 'Identity', 'Metrics', 'Schema', 'Tenant'];
const FEAT_B = ['Replication', 'Sync', 'Relay', 'Rotation', 'Compaction', 'Enforcement', 'Handoff', 'Failover', 'Rebuild', 'Reconciliation', 'Streaming', 'Warmup', 'Scanner', 'Dispatcher', 'Gateway', 'Pruning', 'Federation', 'Rollup', 'Migration', 'Throttling'];
const INDUSTRY = ['logistics software', 'battery recycling', 'agricultural drone', 'payments infrastructure', 'clinical data', 'satellite imaging', 'industrial sensor', 'language learning', 'cold-chain monitoring', 'legal research'];
const FILL = [
  'This behaviour is consistent across regions and is covered by the standard support agreement.',
  'Operators should review the change log before upgrading, because defaults are occasionally revised between releases.',
  'The setting is stored per workspace and is inherited by every project that does not override it.',
  'When the limit is reached the request is retried with exponential backoff and a jittered delay.',
  'Most teams never need to change this value, but high-volume tenants sometimes tune it during onboarding.',
  'Changes take effect within a few minutes and do not require a restart of the worker fleet.',
  'The dashboard shows the current value together with the time it was last modified and by whom.',
  'If the value is set too low, clients may observe intermittent failures under sustained load.',
  'Audit events are emitted for every modification and retained according to the workspace retention policy.',
  'Support engineers can inspect the effective configuration from the internal admin console.',
  'Customers on the legacy plan keep their previous configuration until they migrate.',
  'A health check verifies the component every thirty seconds and raises an alert after repeated failures.',
];
const LEGAL = [
  'Each party shall bear its own costs in connection with the negotiation and execution of this Agreement.',
  'No failure or delay by either party in exercising any right shall operate as a waiver of that right.',
  'Any notice under this Agreement shall be in writing and delivered by hand, courier or registered mail.',
  'The Supplier shall maintain adequate insurance with reputable insurers throughout the Term.',
  'Neither party may assign its rights under this Agreement without the prior written consent of the other party.',
  'The Customer shall provide the Supplier with timely access to personnel, premises and information reasonably required.',
  'All intellectual property rights in pre-existing materials remain with the party that owned them before the Effective Date.',
  'The Supplier shall comply with all applicable laws, regulations and the Customer’s reasonable site policies.',
  'If any provision is held invalid, the remaining provisions shall continue in full force and effect.',
  'This Agreement may be executed in counterparts, each of which shall be deemed an original.',
];
const CLAUSE_TITLES = ['Definitions', 'Scope of Services', 'Personnel', 'Change Control', 'Fees', 'Invoicing', 'Taxes', 'Confidentiality', 'Data Protection', 'Intellectual Property', 'Warranties', 'Indemnities', 'Insurance', 'Force Majeure', 'Subcontracting', 'Audit Rights', 'Non-Solicitation', 'Dispute Resolution', 'Assignment', 'Notices', 'Entire Agreement', 'Variation', 'Severance', 'Counterparts', 'Third Party Rights', 'Publicity', 'Records', 'Security', 'Service Levels', 'Acceptance'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SVCS = ['checkout', 'payments', 'catalog', 'auth', 'search', 'inventory', 'shipping', 'notify'];
const PATHS = ['/api/v2/cart', '/api/v2/charge', '/api/v1/items', '/api/v1/login', '/api/v2/search', '/api/v1/stock', '/api/v2/labels', '/api/v1/push'];
const TOPICS = ['the hiring plan for the data team', 'the office move in the autumn', 'vendor renewals', 'the on-call rotation', 'customer churn in the enterprise tier', 'the security audit findings', 'the quarterly roadmap', 'the design system refresh', 'latency regressions in the mobile app', 'the localisation backlog'];
const SPEAKERS = ['Dana Whitfield', 'Marco Bellini', 'Aiko Tanaka', 'Samuel Osei', 'Lea Brandt', 'Victor Nunes'];
const CHAT = [
  'I think we should revisit that once we have the numbers from finance.',
  'Agreed, but let us not block on it; we can iterate next sprint.',
  'Can someone take an action item to follow up with the vendor?',
  'The main risk is that we underestimate the integration work again.',
  'I talked to the team yesterday and they are broadly on board.',
  'Let us park that and come back to it at the end of the meeting.',
  'We saw the same pattern last quarter, so it is probably seasonal.',
  'I will write up a short proposal and circulate it by Friday.',
  'Does anyone have concerns about the timeline as it stands?',
  'That matches what support has been hearing from customers.',
];

const approxTokens = (s: string) => Math.ceil(s.length / 4.1);

function chunkBy(blocks: string[], size = 1600): string[] {
  const out: string[] = [];
  let cur = '';
  for (const b of blocks) {
    if (cur && cur.length + b.length > size) { out.push(cur); cur = ''; }
    cur += (cur ? '\n\n' : '') + b;
  }
  if (cur) out.push(cur);
  return out;
}

/** Build `n` records with `make(i, planted)`, planting facts at given record indices. */
function plantAt(r: Rng, n: number, k: number): number[] {
  const first = Math.floor(r.next() * n);
  const rest = r.sample([...Array(n).keys()].filter((i) => i !== first), k - 1);
  return [first, ...rest];
}

export function makeMaterial(kind: MatKind, r: Rng, targetTokens: number, nFacts = 3): Material {
  const u = new Uniq(r);
  switch (kind) {
    case 'kb': {
      const per = 140;
      const n = Math.max(8, Math.round(targetTokens / per));
      const at = plantAt(r, n, nFacts);
      const blocks: string[] = ['# Platform Operations Knowledge Base\n\nThis article collects the configuration reference for every platform component. Values below are the shipped defaults.'];
      const facts: Fact[] = [];
      for (let i = 0; i < n; i++) {
        const feat = u.take((x) => `${x.pick(FEAT_A)} ${x.pick(FEAT_B)}`);
        const secs = u.take((x) => String(x.int(101, 997)));
        const maxs = String(r.int(20, 90));
        const f = r.sample(FILL, 4);
        const line = `The default timeout for ${feat} is ${secs} seconds; administrators can raise it to at most ${maxs} minutes.`;
        blocks.push(`## ${feat}\n\n${feat} is a managed component of the platform. ${f[0]} ${f[1]}\n\n${line} ${f[2]}\n\n### Troubleshooting\n\n- Check the component status page for ${feat}.\n- ${f[3]}\n- Escalate to the platform team with the workspace ID if the issue persists.`);
        const j = at.indexOf(i);
        if (j >= 0) facts[j] = { key: feat, spans: [`${secs} seconds`] };
      }
      return { kind, text: blocks.join('\n\n'), chunks: chunkBy(blocks), facts, where: at[0]! / n };
    }
    case 'rag': {
      const per = 130;
      const n = Math.max(8, Math.round(targetTokens / per));
      const at = plantAt(r, n, nFacts);
      const docs: string[] = [];
      const facts: Fact[] = [];
      for (let i = 0; i < n; i++) {
        const co = u.take((x) => `${word(x)} ${x.pick(['Analytics', 'Systems', 'Labs', 'Robotics', 'Holdings', 'Networks'])}`);
        const city = u.take((x) => word(x, 3));
        const founder = u.take((x) => `${x.pick(FIRST)} ${word(x)}`);
        const year = String(r.int(1961, 2021));
        const emp = String(r.int(12, 9800));
        const f = r.sample(FILL, 3);
        docs.push(`[Document ${i + 1}] Title: ${co} company profile\n${co} is a ${r.pick(INDUSTRY)} company headquartered in ${city}. It was founded in ${year} by ${founder} and employs about ${emp} people. ${f[0]} The company reports revenue in several currencies and publishes an annual sustainability statement. ${f[1]} Analysts describe its market position as stable, with most growth coming from existing customers. ${f[2]}`);
        const j = at.indexOf(i);
        if (j >= 0) facts[j] = { key: co, spans: [city] };
      }
      return { kind, text: docs.join('\n\n'), chunks: docs, facts, where: at[0]! / n };
    }
    case 'contract': {
      const per = 110;
      const n = Math.max(10, Math.round(targetTokens / per));
      // three keyless facts: submission deadline, liability cap, termination notice period
      const at = r.sample([...Array(n).keys()], 3);
      const blocks: string[] = [`MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement is entered into between ${word(r)} Ltd (the "Customer") and ${word(r)} GmbH (the "Supplier").`];
      const facts: Fact[] = [];
      const date = (x: Rng) => `${x.int(1, 28)} ${x.pick(MONTHS)} ${x.int(2025, 2028)}`;
      for (let i = 0; i < n; i++) {
        const f = r.sample(LEGAL, 4);
        let title = CLAUSE_TITLES[i % CLAUSE_TITLES.length]!;
        let special = '';
        if (i === at[0]) {
          const d = u.take(date);
          title = 'Delivery';
          special = `The Supplier shall submit the final deliverables no later than ${d} (the "Submission Deadline").`;
          facts[0] = { key: 'deadline', spans: [d] };
        } else if (i === at[1]) {
          const amt = u.take((x) => `EUR ${x.int(101, 989)},${x.int(100, 999)}`);
          title = 'Limitation of Liability';
          special = `The total aggregate liability of either party under this Agreement shall not exceed ${amt} in any contract year.`;
          facts[1] = { key: 'liability cap', spans: [amt] };
        } else if (i === at[2]) {
          const days = u.take((x) => `${x.int(31, 179)} days`);
          title = 'Termination';
          special = `Either party may terminate this Agreement for convenience by giving not less than ${days}' written notice to the other party.`;
          facts[2] = { key: 'notice period', spans: [days] };
        } else {
          special = `Invoices issued under this clause on or after ${u.take(date)} shall reference the purchase order number.`;
        }
        blocks.push(`${i + 1}. ${title.toUpperCase()}\n${i + 1}.1 ${f[0]} ${special}\n${i + 1}.2 ${f[1]} ${f[2]}\n${i + 1}.3 ${f[3]}`);
      }
      return { kind, text: blocks.join('\n\n'), chunks: chunkBy(blocks), facts: facts.slice(0, nFacts), where: at[0]! / n };
    }
    case 'log': {
      const n = Math.max(80, Math.round(targetTokens / 50));
      const at = plantAt(r, n, nFacts);
      const lines: string[] = [];
      const facts: Fact[] = [];
      let t = Date.UTC(2024, 4, 14, 9, 0, 0);
      for (let i = 0; i < n; i++) {
        t += r.int(20, 4000);
        const ts = new Date(t).toISOString();
        const id = u.take((x) => `req-${x.hex(6)}`);
        const k = r.int(0, SVCS.length - 1);
        const j = at.indexOf(i);
        if (j >= 0 || r.chance(0.04)) {
          const code = u.take((x) => `E${x.int(1000, 9999)}`);
          lines.push(`${ts} ERROR [${id}] svc=${SVCS[k]} POST ${PATHS[k]} 502 ${r.int(900, 30000)}ms upstream failure code=${code} detail="gateway timeout from acquirer"`);
          if (j >= 0) facts[j] = { key: id, spans: [`code=${code}`] };
        } else {
          lines.push(`${ts} ${r.chance(0.85) ? 'INFO ' : 'WARN '} [${id}] svc=${SVCS[k]} ${r.pick(['GET', 'POST', 'PUT'])} ${PATHS[k]} ${r.pick([200, 200, 200, 201, 204, 304, 404])} ${r.int(3, 900)}ms user=u${r.int(1000, 99999)} region=${r.pick(['eu-west-1', 'us-east-1', 'ap-south-1'])}`);
        }
      }
      return { kind, text: lines.join('\n'), chunks: chunkBy(lines, 1600).map((c) => c.replace(/\n\n/g, '\n')), facts, where: at[0]! / n };
    }
    case 'json': {
      const n = Math.max(20, Math.round(targetTokens / 98));
      const at = plantAt(r, n, nFacts);
      const recs: Record<string, unknown>[] = [];
      const facts: Fact[] = [];
      for (let i = 0; i < n; i++) {
        const id = u.take((x) => `INC-${x.int(1000, 9999)}`);
        const owner = u.take((x) => `${x.pick(FIRST)} ${word(x)}`);
        recs.push({ id, title: `${r.pick(FEAT_A)} ${r.pick(['latency spike', 'error burst', 'data mismatch', 'stuck jobs', 'partial outage'])} in ${r.pick(['eu-west-1', 'us-east-1', 'ap-south-1'])}`, owner, status: r.pick(['open', 'mitigated', 'resolved', 'monitoring']), severity: r.pick(['sev1', 'sev2', 'sev3', 'sev4']), opened: new Date(Date.UTC(2024, r.int(0, 11), r.int(1, 28), r.int(0, 23))).toISOString(), summary: r.pick(FILL) });
        const j = at.indexOf(i);
        if (j >= 0) facts[j] = { key: id, spans: [owner] };
      }
      const text = JSON.stringify({ incidents: recs, total: n, page: 1 }, null, 2);
      const chunks: string[] = [];
      for (let i = 0; i < recs.length; i += 12) chunks.push(JSON.stringify(recs.slice(i, i + 12)));
      return { kind, text, chunks, facts, where: at[0]! / n };
    }
    case 'transcript': {
      const n = Math.max(60, Math.round(targetTokens / 36));
      const at = plantAt(r, n, nFacts);
      const lines: string[] = ['Transcript — Leadership sync (recording auto-transcribed)'];
      const facts: Fact[] = [];
      let sec = 0;
      const stamp = () => { sec += r.int(5, 40); return `[${String(Math.floor(sec / 3600)).padStart(2, '0')}:${String(Math.floor(sec / 60) % 60).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}]`; };
      for (let i = 0; i < n; i++) {
        const sp = r.pick(SPEAKERS);
        const j = at.indexOf(i);
        const proj = u.take((x) => word(x, 3));
        const amt = u.take((x) => `$${x.int(11, 989)},${x.int(100, 999)}`);
        if (j >= 0) {
          lines.push(`${stamp()} ${sp}: For the ${proj} project, the budget we approved is ${amt}, and that is final for this half.`);
          facts[j] = { key: proj, spans: [amt] };
        } else if (r.chance(0.15)) {
          lines.push(`${stamp()} ${sp}: On ${proj}, finance floated ${amt} but nothing is approved yet; ${r.pick(CHAT).toLowerCase()}`);
        } else {
          lines.push(`${stamp()} ${sp}: ${r.chance(0.4) ? `Regarding ${r.pick(TOPICS)}, ` : ''}${r.pick(CHAT)} ${r.chance(0.5) ? r.pick(CHAT) : ''}`.trimEnd());
        }
      }
      return { kind, text: lines.join('\n'), chunks: chunkBy(lines, 1600).map((c) => c.replace(/\n\n/g, '\n')), facts, where: at[0]! / n };
    }
  }
}

export { approxTokens };
