// Probe 6 materials. The six probe-5 material types are reused as they are; four new ones are added
// (e-mail thread with quoted replies, CSV / markdown table export, a Python source file, a chat export),
// plus two special builders: task assignments (for paraphrase lookups) and two-hop materials.
// Each generator plants facts with unique keys and values; `spans` are exact substrings of the text.
import { Rng, Uniq } from '../probe5/lib.js';
import { makeMaterial as makeP5, type MatKind as P5Kind } from '../probe5/materials.js';

export type Kind = P5Kind | 'email' | 'table' | 'code' | 'chat';
export const KINDS: Kind[] = ['kb', 'rag', 'contract', 'log', 'json', 'transcript', 'email', 'table', 'code', 'chat'];

export interface Fact {
  key: string;
  spans: string[];
  /** Pairs that must stay within one record (two-hop). */
  together?: [string, string][];
  /** Paraphrase of the key (no shared id). */
  para?: string;
}
export interface Material {
  kind: Kind;
  text: string;
  chunks: string[];
  facts: Fact[];
  where: number;
  format?: string;
}

const SYL = ['ka', 'vel', 'dor', 'mi', 'ran', 'tis', 'lo', 'bre', 'nak', 'sul', 'por', 'qui', 'zen', 'mar', 'fel', 'ost', 'un', 'ther', 'gal', 'wy', 'cro', 'desh', 'ib', 'lun', 'tar', 'ves', 'hol', 'py', 'rem', 'sca'];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
export const word = (r: Rng, n = r.int(2, 3)) => cap(Array.from({ length: n }, () => r.pick(SYL)).join(''));
const FIRST = ['Priya', 'Marta', 'Jonas', 'Keiko', 'Diego', 'Amara', 'Lukas', 'Sofia', 'Tomasz', 'Ines', 'Ravi', 'Elena', 'Omar', 'Hana', 'Felix', 'Nadia', 'Bruno', 'Yara', 'Pavel', 'Chloe', 'Mateo', 'Greta', 'Kwame', 'Lena'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const FILL = [
  'This behaviour is consistent across regions and is covered by the standard support agreement.',
  'Operators should review the change log before upgrading, because defaults are occasionally revised between releases.',
  'The setting is stored per workspace and is inherited by every project that does not override it.',
  'Most teams never need to change this value, but high-volume tenants sometimes tune it during onboarding.',
  'Changes take effect within a few minutes and do not require a restart of the worker fleet.',
  'If the value is set too low, clients may observe intermittent failures under sustained load.',
  'Audit events are emitted for every modification and retained according to the workspace retention policy.',
  'Customers on the legacy plan keep their previous configuration until they migrate.',
];
const MAIL = [
  'Thanks for pulling this together so quickly.',
  'I have looped in procurement so they can see the latest status.',
  'Let me know if anything here looks off before I send it to the steering group.',
  'We discussed this briefly on the call yesterday, but I wanted it in writing.',
  'Apologies for the delay, the quarter-end close has been eating my week.',
  'Please keep the legal team copied on anything that touches the framework agreement.',
  'I will be out of office on Friday, so Marta is the contact until Monday.',
  'The supplier confirmed the revised lead times in their last update.',
  'Can we make sure the warehouse gets the paperwork before the truck arrives?',
  'Finance asked for the cost centre to be included on every request from now on.',
];
const CHATL = [
  'anyone else seeing flaky CI on main?', 'lgtm, merging', 'coffee first, then the retro', 'pushed a fix, can someone re-run the pipeline',
  'the dashboard is green again', 'heads up: staging is being redeployed', 'who owns the alert that fired at 3am?', 'ack, looking', 'thanks!! :tada:',
  'I will pair with you after lunch', 'is the freeze still on for tomorrow?', 'bumping this thread', 'nvm, found it in the runbook', 'ok rolling back',
];
const TOPICS = ['supplier onboarding', 'Q3 freight contract', 'warehouse relocation', 'packaging change', 'customs paperwork'];

export const approxTokens = (s: string) => Math.ceil(s.length / 4.1);
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
const person = (x: Rng) => `${x.pick(FIRST)} ${word(x)}`;
const emailOf = (name: string, dom: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@${dom}`;
const isoDate = (x: Rng) => `20${x.int(24, 26)}-${String(x.int(1, 12)).padStart(2, '0')}-${String(x.int(1, 28)).padStart(2, '0')}`;
const longDate = (x: Rng) => `${x.int(1, 28)} ${x.pick(MONTHS)} ${x.int(2024, 2026)}`;

export function makeMaterial(kind: Kind, r: Rng, target: number, nFacts = 1): Material {
  if (kind !== 'email' && kind !== 'table' && kind !== 'code' && kind !== 'chat') return makeP5(kind, r, target, nFacts) as Material;
  const u = new Uniq(r);
  switch (kind) {
    case 'email': {
      const n = Math.max(6, Math.round(target / 230));
      const at = plantAt(r, n, nFacts);
      const dom = `${word(r, 2).toLowerCase()}-logistics.com`;
      const people = Array.from({ length: 5 }, () => u.take(person));
      const topic = r.pick(TOPICS);
      const msgs: { from: string; date: string; body: string[] }[] = [];
      const facts: Fact[] = [];
      let day = r.int(1, 10);
      for (let i = 0; i < n; i++) {
        const from = people[i % people.length]!;
        day += r.int(0, 1);
        const date = `${DAYS[day % 5]}, ${day} May 2024 ${String(r.int(8, 18)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
        const order = u.take((x) => word(x, 3));
        const f = r.sample(MAIL, 3);
        const body = [`Hi all,`, `${f[0]} ${f[1]}`];
        const j = at.indexOf(i);
        if (j >= 0) {
          const po = u.take((x) => `PO-${x.int(10000, 99999)}`);
          body.push(`Quick update on the ${order} order: the PO number is ${po}, and the goods are booked on the next available slot.`);
          facts[j] = { key: order, spans: [po] };
        } else if (r.chance(0.5)) {
          body.push(`The ${order} order is still waiting for a PO; ${r.pick(MAIL).toLowerCase()}`);
        } else body.push(f[2]!);
        body.push(`Best,\n${from.split(' ')[0]}`);
        msgs.push({ from, date, body });
      }
      // newest first, each reply quotes the opening lines of the message it answers
      const blocks: string[] = [];
      for (let i = n - 1; i >= 0; i--) {
        const m = msgs[i]!;
        const to = people.filter((p) => p !== m.from).slice(0, 2).map((p) => `${p} <${emailOf(p, dom)}>`).join(', ');
        let s = `From: ${m.from} <${emailOf(m.from, dom)}>\nTo: ${to}\nDate: ${m.date}\nSubject: ${i ? 'Re: ' : ''}${cap(topic)}\n\n${m.body.join('\n\n')}`;
        const prev = msgs[i - 1];
        if (prev) s += `\n\nOn ${prev.date}, ${prev.from} <${emailOf(prev.from, dom)}> wrote:\n${prev.body.slice(0, 2).join('\n\n').split('\n').map((l) => '> ' + l).join('\n')}`;
        blocks.push(s);
      }
      const text = blocks.join('\n\n-----\n\n');
      return { kind, text, chunks: chunkBy(blocks), facts, where: 1 - at[0]! / n };
    }
    case 'table': {
      const n = Math.max(40, Math.round(target / 40));
      const at = plantAt(r, n, nFacts);
      const md = r.chance(0.5);
      const cols = ['order_id', 'customer', 'email', 'sku', 'qty', 'unit_price', 'status', 'ship_date', 'warehouse'];
      const rows: string[][] = [];
      const facts: Fact[] = [];
      for (let i = 0; i < n; i++) {
        const id = u.take((x) => `ORD-${x.int(10000, 99999)}`);
        const cust = person(r);
        const ship = u.take(isoDate);
        const row = [id, cust, emailOf(cust, r.pick(['mail.com', 'corp.io', 'example.org'])), `SKU-${r.int(100, 999)}-${r.pick(['BLK', 'WHT', 'RED', 'XL'])}`, String(r.int(1, 40)), (r.int(199, 99999) / 100).toFixed(2), r.pick(['shipped', 'delivered', 'packed', 'returned']), ship, r.pick(['AMS-1', 'FRA-2', 'DUB-3', 'WAW-1'])];
        if (!at.includes(i) && r.chance(0.05)) row[r.int(2, 8)] = '';
        rows.push(row);
        const j = at.indexOf(i);
        if (j >= 0) facts[j] = { key: id, spans: [ship] };
      }
      const text = md
        ? [`| ${cols.join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`, ...rows.map((x) => `| ${x.join(' | ')} |`)].join('\n')
        : [cols.join(','), ...rows.map((x) => x.join(','))].join('\n');
      const lines = text.split('\n');
      return { kind, text, chunks: chunkBy(lines, 1600, '\n'), facts, where: at[0]! / n, format: md ? 'md' : 'csv' };
    }
    case 'code': {
      const n = Math.max(8, Math.round(target / 190));
      const at = plantAt(r, n, nFacts);
      const blocks: string[] = [`"""Service clients for the fulfilment platform.\n\nGenerated scaffolding, then edited by hand. Each client wraps one internal HTTP service.\n"""\nfrom __future__ import annotations\n\nimport logging\nfrom dataclasses import dataclass\n\nfrom .base import BaseClient, RetryPolicy\n\nlog = logging.getLogger(__name__)`];
      const facts: Fact[] = [];
      for (let i = 0; i < n; i++) {
        const nm = u.take((x) => word(x, 2)) + r.pick(['Inventory', 'Billing', 'Routing', 'Catalog', 'Ledger', 'Pricing', 'Label', 'Audit']);
        const cls = `${nm}Client`;
        const port = u.take((x) => String(x.int(20000, 64999)));
        const path = nm.toLowerCase();
        blocks.push(`class ${cls}(BaseClient):\n    """Client for the ${nm} service.\n\n    ${r.pick(FILL)}\n    """\n\n    BASE_URL = "https://${path}.svc.internal:${port}"\n    MAX_RETRIES = ${r.int(2, 9)}\n    TIMEOUT_S = ${r.int(2, 60)}\n\n    def fetch(self, item_id: str) -> dict:\n        resp = self._get(f"{self.BASE_URL}/v1/${path}/{item_id}", timeout=self.TIMEOUT_S)\n        resp.raise_for_status()\n        return resp.json()\n\n    def list(self, page: int = 1) -> list[dict]:\n        # ${r.pick(['pagination is 1-based here', 'TODO: stream large pages', 'the service caps pages at 500 items', 'keep in sync with the OpenAPI spec'])}\n        log.debug("listing %s page %d", "${path}", page)\n        return self._get(f"{self.BASE_URL}/v1/${path}", params={"page": page}).json()["items"]`);
        const j = at.indexOf(i);
        if (j >= 0) facts[j] = { key: cls, spans: [port] };
      }
      return { kind, text: blocks.join('\n\n\n'), chunks: chunkBy(blocks), facts, where: at[0]! / n };
    }
    case 'chat': {
      const n = Math.max(80, Math.round(target / 22));
      const at = plantAt(r, n, nFacts);
      const handles = ['priya.k', 'marco.b', 'aiko.t', 'sam.osei', 'lea.b', 'victor.n', 'jonas.w'];
      const lines: string[] = [`#release-train — Slack export, 2024-05-13 to 2024-05-24`];
      const facts: Fact[] = [];
      let t = Date.UTC(2024, 4, 13, 8, 0);
      for (let i = 0; i < n; i++) {
        t += r.int(1, 40) * 60_000;
        const ts = new Date(t).toISOString().slice(0, 16).replace('T', ' ');
        const h = r.pick(handles);
        const ver = u.take((x) => `${x.int(3, 6)}.${x.int(0, 30)}.${x.int(0, 20)}`);
        const j = at.indexOf(i);
        if (j >= 0) {
          const tag = u.take((x) => `rc-${x.hex(6)}`);
          lines.push(`[${ts}] ${h}: release ${ver} is tagged ${tag}, shipping it to canary now`);
          facts[j] = { key: ver, spans: [tag] };
        } else if (r.chance(0.1)) lines.push(`[${ts}] ${h}: build for ${ver} still running, will tag once the e2e suite passes`);
        else if (r.chance(0.05)) lines.push(`— ${h} joined #release-train —`);
        else lines.push(`[${ts}] ${h}: ${r.pick(CHATL)}${r.chance(0.2) ? `  (reactions: ${r.pick([':+1: 3', ':eyes: 1', ':white_check_mark: 2'])})` : ''}`);
      }
      return { kind, text: lines.join('\n'), chunks: chunkBy(lines, 1600, '\n'), facts, where: at[0]! / n };
    }
  }
}

// ---------- paraphrase: task assignments, asked about only by a paraphrase ----------
export const TASKS: [string, string][] = [
  ['DB migration', 'moving the database over to the new schema'],
  ['SSO rollout', 'launching single sign-on'],
  ['CDN cutover', 'switching to the new content delivery network'],
  ['PCI audit prep', 'getting ready for the card-payment compliance review'],
  ['k8s 1.29 upgrade', 'bumping the Kubernetes version'],
  ['on-call handbook', 'writing the pager rotation guide'],
  ['DSAR backlog', 'clearing the outstanding privacy data-access requests'],
  ['TLS cert renewal', 'renewing the HTTPS certificates'],
  ['checkout i18n', 'translating the checkout flow into other languages'],
  ['AWS cost review', 'going over what we spend on the cloud provider'],
  ['SOC 2 evidence', 'collecting proof for the security attestation auditors'],
  ['log retention cut', 'shortening how long logs are kept'],
  ['mobile crash triage', 'sorting out why the phone app keeps crashing'],
  ['vendor offboarding', 'ending the relationship with the old supplier'],
  ['pricing page A/B test', 'the experiment on the prices web page'],
  ['SLA dashboard', 'the board that tracks uptime commitments'],
  ['backup restore drill', 'rehearsing recovery from backups'],
  ['hiring loop redesign', 'revamping the interview process'],
  ['API rate limits', 'capping how many calls clients can make'],
  ['GDPR consent banner', 'the cookie permission popup'],
  ['warehouse dedupe', 'removing duplicate rows in the analytics store'],
  ['laptop refresh', 'replacing staff computers'],
];
export type AssignFmt = 'json' | 'table' | 'email' | 'chat' | 'transcript' | 'contract';
export const ASSIGN_FMTS: AssignFmt[] = ['json', 'table', 'email', 'chat', 'transcript', 'contract'];

/** A list of task assignments (owner, due date) padded with unrelated records; one fact, asked by paraphrase. */
export function makeAssign(fmt: AssignFmt, r: Rng, target: number): Material {
  const u = new Uniq(r);
  const tasks = r.sample(TASKS, r.int(12, TASKS.length));
  const asg = tasks.map(([lit, para]) => ({ lit, para, owner: u.take(person), due: u.take(longDate) }));
  const gold = r.int(0, asg.length - 1);
  const g = asg[gold]!;
  const fact: Fact = { key: g.lit, spans: [g.owner], para: g.para };
  const dueFact: Fact = { key: g.lit, spans: [g.due], para: g.para };
  const pad = <T,>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
  let blocks: string[] = [];
  switch (fmt) {
    case 'json': {
      const recs: unknown[] = asg.map((a, i) => ({ id: `T-${100 + i}`, task: a.lit, owner: a.owner, due: a.due, status: r.pick(['not started', 'in progress', 'blocked']), notes: r.sample(FILL, 2).join(' '), history: pad(r.int(1, 3), () => ({ at: isoDate(r), event: r.pick(['created', 'reassigned', 'commented', 'estimate changed']) })) }));
      const text = JSON.stringify({ project: 'Platform H2 plan', generated: '2024-06-01', tasks: recs }, null, 2);
      const padding = Math.max(0, Math.round((target - approxTokens(text)) / 60));
      const full = JSON.stringify({ project: 'Platform H2 plan', generated: '2024-06-01', tasks: recs, changelog: pad(padding, () => ({ at: isoDate(r), by: person(r), note: r.pick(FILL) })) }, null, 2);
      return { kind: 'json', text: full, chunks: [full], facts: [fact, dueFact], where: gold / asg.length, format: 'assign' };
    }
    case 'table': {
      const rows = asg.map((a, i) => `| T-${100 + i} | ${a.lit} | ${a.owner} | ${a.due} | ${r.pick(['not started', 'in progress', 'blocked'])} | ${r.pick(FILL)} |`);
      const extra = Math.max(0, Math.round((target - rows.length * 45) / 45));
      const padRows = pad(extra, (i) => `| B-${200 + i} | ${r.pick(['triage', 'follow-up', 'docs', 'cleanup'])} item ${i + 1} | unassigned | — | backlog | ${r.pick(FILL)} |`);
      const all = r.shuffle([...rows, ...padRows]);
      blocks = ['| id | task | owner | due | status | notes |', '|---|---|---|---|---|---|', ...all];
      const text = blocks.join('\n');
      return { kind: 'table', text, chunks: chunkBy(blocks, 1600, '\n'), facts: [fact, dueFact], where: all.indexOf(rows[gold]!) / all.length, format: 'assign' };
    }
    case 'email': {
      const mails = asg.map((a) => `From: ${a.owner} <${emailOf(a.owner, 'corp.io')}>\nSubject: Re: H2 plan owners\n\nHi team,\n\nConfirming that I will own the ${a.lit}; target date is ${a.due}. ${r.sample(MAIL, 2).join(' ')}\n\nThanks,\n${a.owner.split(' ')[0]}`);
      const extra = Math.max(0, Math.round((target - mails.length * 90) / 90));
      const padMails = pad(extra, () => { const p = person(r); return `From: ${p} <${emailOf(p, 'corp.io')}>\nSubject: Re: H2 plan owners\n\nHi team,\n\n${r.sample(MAIL, 3).join(' ')}\n\nBest,\n${p.split(' ')[0]}`; });
      blocks = r.shuffle([...mails, ...padMails]);
      return { kind: 'email', text: blocks.join('\n\n-----\n\n'), chunks: chunkBy(blocks), facts: [fact, dueFact], where: blocks.indexOf(mails[gold]!) / blocks.length, format: 'assign' };
    }
    case 'chat': case 'transcript': {
      const hs = ['Dana Whitfield', 'Marco Bellini', 'Aiko Tanaka', 'Samuel Osei'];
      const lines = asg.map((a) => `${a.owner} will take the ${a.lit}, due ${a.due}.`);
      const extra = Math.max(0, Math.round((target - lines.length * 25) / 22));
      const padL = pad(extra, () => r.pick([...CHATL, ...MAIL]));
      const all = r.shuffle([...lines, ...padL]);
      let sec = 0;
      blocks = all.map((l) => { sec += r.int(5, 60); const sp = r.pick(hs); return fmt === 'chat' ? `[2024-06-0${1 + Math.floor(sec / 86400)} ${String(Math.floor(sec / 3600) % 24).padStart(2, '0')}:${String(Math.floor(sec / 60) % 60).padStart(2, '0')}] ${sp.split(' ')[0]!.toLowerCase()}: ${l}` : `[${String(Math.floor(sec / 3600)).padStart(2, '0')}:${String(Math.floor(sec / 60) % 60).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}] ${sp}: ${l}`; });
      const head = fmt === 'chat' ? '#platform-h2 — Slack export' : 'Transcript — H2 planning (auto-transcribed)';
      return { kind: fmt, text: [head, ...blocks].join('\n'), chunks: chunkBy(blocks, 1600, '\n'), facts: [fact, dueFact], where: all.indexOf(lines[gold]!) / all.length, format: 'assign' };
    }
    case 'contract': {
      const ws = asg.map((a, i) => `WORKSTREAM ${i + 1}: ${a.lit.toUpperCase()}\n${i + 1}.1 Responsible person: ${a.owner}.\n${i + 1}.2 Target completion date: ${a.due}.\n${i + 1}.3 ${r.pick(FILL)}`);
      const extra = Math.max(0, Math.round((target - ws.length * 60) / 70));
      const padC = pad(extra, (i) => `GENERAL TERM ${i + 1}\n${r.pick(FILL)} ${r.pick(FILL)} ${r.pick(FILL)}`);
      blocks = ['STATEMENT OF WORK — Platform H2', ...ws, ...padC];
      return { kind: 'contract', text: blocks.join('\n\n'), chunks: chunkBy(blocks), facts: [fact, dueFact], where: (gold + 1) / blocks.length, format: 'assign' };
    }
  }
}

// ---------- two-hop: key -> bridge (record A), bridge -> answer (record B elsewhere) ----------
export type HopKind = 'json' | 'log' | 'kb' | 'contract' | 'rag' | 'table' | 'email' | 'code';
export const HOP_KINDS: HopKind[] = ['json', 'log', 'kb', 'contract', 'rag', 'table', 'email', 'code'];
export interface Hop extends Material { q: string; np: string; whole: string }

export function makeHop(kind: HopKind, r: Rng, target: number): Hop {
  const u = new Uniq(r);
  // together: key and bridge in record A; bridge and answer in record B (skipped when the answer spells the bridge itself)
  const mk = (text: string, chunks: string[], key: string, bridge: string, answer: string, q: string, np: string, whole: string, where: number, pairB = true): Hop =>
    ({ kind, text, chunks, facts: [{ key, spans: [bridge, answer], together: pairB ? [[key, bridge], [bridge, answer]] : [[key, bridge]] }], where, q, np, whole });
  switch (kind) {
    case 'json': {
      const n = Math.max(20, Math.round(target / 110));
      const users = Array.from({ length: n }, () => ({ user_id: u.take((x) => `U-${x.int(1000, 9999)}`), name: u.take(person), email: '', phone_ext: String(r.int(100, 999)) }));
      users.forEach((x) => (x.email = emailOf(x.name, 'corp.io')));
      const inc = Array.from({ length: n }, (_, i) => ({ id: u.take((x) => `INC-${x.int(1000, 9999)}`), title: `${r.pick(['Queue', 'Cache', 'Search', 'Billing'])} ${r.pick(['latency spike', 'error burst', 'stuck jobs'])}`, owner_id: users[(i * 7) % n]!.user_id, status: r.pick(['open', 'resolved', 'monitoring']), summary: r.pick(FILL) }));
      const gi = r.int(0, n - 1), g = inc[gi]!, gu = users.find((x) => x.user_id === g.owner_id)!;
      const text = JSON.stringify({ incidents: inc, users: r.shuffle(users) }, null, 2);
      return mk(text, [JSON.stringify(inc), JSON.stringify(users)], g.id, g.owner_id, gu.email, `What is the e-mail address of the owner of ${g.id}?`, `the e-mail address of the owner of ${g.id}`, 'For each incident, give the e-mail address of its owner.', gi / n / 2);
    }
    case 'log': {
      const n = Math.max(80, Math.round(target / 45));
      const lines: string[] = [];
      const open: { job: string; user: string }[] = [];
      let gold: { job: string; user: string; err: string } | undefined;
      let t = Date.UTC(2024, 4, 14, 9, 0, 0);
      for (let i = 0; i < n; i++) {
        t += r.int(200, 9000);
        const ts = new Date(t).toISOString();
        if (open.length && (r.chance(0.35) || i > n - 6)) {
          const jb = open.splice(r.int(0, open.length - 1), 1)[0]!;
          const err = u.take((x) => `ERR-${x.int(10000, 99999)}`);
          const failed = !gold || r.chance(0.5);
          lines.push(`${ts} ${failed ? 'ERROR' : 'INFO '} scheduler job=${jb.job} finished status=${failed ? 'FAILED error_id=' + err : 'OK'} duration=${r.int(3, 900)}s`);
          if (failed && !gold && i > n / 2) gold = { ...jb, err };
        } else if (r.chance(0.3) && i < n - 10) {
          const jb = { job: u.take((x) => `J-${x.hex(6)}`), user: u.take((x) => `u${x.int(10000, 99999)}`) };
          open.push(jb);
          lines.push(`${ts} INFO  scheduler job=${jb.job} submitted by user=${jb.user} queue=${r.pick(['batch', 'etl', 'reports'])}`);
        } else lines.push(`${ts} ${r.chance(0.9) ? 'INFO ' : 'WARN '} api ${r.pick(['GET', 'POST'])} /v1/${r.pick(['jobs', 'queues', 'users'])} ${r.pick([200, 200, 204, 404])} ${r.int(3, 900)}ms region=${r.pick(['eu-west-1', 'us-east-1'])}`);
      }
      if (!gold) throw new Error('retry');
      const text = lines.join('\n');
      return mk(text, chunkBy(lines, 1600, '\n'), `user=${gold.user}`, `job=${gold.job}`, `error_id=${gold.err}`, `Which error id did the job submitted by user ${gold.user} fail with?`, `the error id of the job submitted by user ${gold.user}`, 'For every job in the log, give who submitted it and how it finished.', 0.5);
    }
    case 'kb': {
      const n = Math.max(8, Math.round(target / 150));
      const feats = Array.from({ length: n }, () => ({ feat: u.take((x) => `${word(x, 2)} ${x.pick(['Replication', 'Sync', 'Relay', 'Rotation', 'Compaction', 'Failover'])}`), team: u.take((x) => `Team ${word(x, 2)}`), chan: u.take((x) => `#${word(x, 2).toLowerCase()}-ops`) }));
      const blocks = ['# Platform Components Handbook', ...feats.map((f) => `## ${f.feat}\n\n${f.feat} is a managed component. ${r.sample(FILL, 3).join(' ')}\n\nOwnership: maintained by ${f.team}. ${r.pick(FILL)}`), '## Team directory\n\n| Team | Slack channel | Pager |\n|---|---|---|\n' + r.shuffle(feats).map((f) => `| ${f.team} | ${f.chan} | ${r.pick(['24/7', 'business hours'])} |`).join('\n')];
      const g = r.pick(feats);
      return mk(blocks.join('\n\n'), chunkBy(blocks), g.feat, g.team, g.chan, `Which Slack channel reaches the team that maintains ${g.feat}?`, `the Slack channel of the team that maintains ${g.feat}`, 'For each component, name the team that maintains it and that team\'s Slack channel.', 0.5);
    }
    case 'contract': {
      const roles = r.sample(['Lead Engineer', 'Data Analyst', 'Project Manager', 'QA Specialist', 'Solution Architect', 'Scrum Master', 'DevOps Engineer', 'UX Designer', 'Security Consultant', 'Technical Writer', 'Database Administrator', 'Support Engineer'], 8);
      const items = roles.map((ro) => ({ ro, item: u.take((x) => `R-${x.int(100, 999)}`), rate: u.take((x) => `EUR ${x.int(60, 240)}.${x.pick(['00', '50', '25', '75'])}`) }));
      const n = Math.max(10, Math.round(target / 110));
      const LEG = FILL;
      const body = Array.from({ length: n }, (_, i) => `${i + 1}. CLAUSE ${i + 1}\n${i + 1}.1 ${r.pick(LEG)} ${r.pick(LEG)}\n${i + 1}.2 ${r.pick(LEG)}`);
      const ratesClause = `${n + 1}. RATES\n` + items.map((x, k) => `${n + 1}.${k + 1} The hourly rate for the ${x.ro} role is set out in Schedule 4, item ${x.item}.`).join('\n');
      const sched = `SCHEDULE 4 — RATE CARD\n` + r.shuffle(items).map((x) => `${x.item}: ${x.rate} per hour`).join('\n');
      const blocks = ['MASTER SERVICES AGREEMENT', ...body.slice(0, n >> 1), ratesClause, ...body.slice(n >> 1), sched];
      const g = r.pick(items);
      return mk(blocks.join('\n\n'), chunkBy(blocks), `${g.ro} role`, `item ${g.item}`, `${g.item}: ${g.rate}`, `What is the hourly rate for the ${g.ro} role?`, `the hourly rate for the ${g.ro} role`, 'Extract the hourly rate for every role in the agreement.', 0.4, false);
    }
    case 'rag': {
      const n = Math.max(6, Math.round(target / 260));
      const cos = Array.from({ length: n }, () => ({ co: u.take((x) => `${word(x)} ${x.pick(['Analytics', 'Systems', 'Labs', 'Robotics'])}`), founder: u.take(person), city: u.take((x) => word(x, 3)) }));
      const docs = r.shuffle([
        ...cos.map((c) => `Title: ${c.co} company profile\n${c.co} was founded by ${c.founder}. ${r.sample(FILL, 3).join(' ')}`),
        ...cos.map((c) => `Title: ${c.founder} — biography\n${c.founder} was born in ${c.city} and studied engineering before starting a company. ${r.sample(FILL, 3).join(' ')}`),
      ]).map((d, i) => `[Document ${i + 1}] ${d}`);
      const g = r.pick(cos);
      return mk(docs.join('\n\n'), docs, g.co, g.founder, `born in ${g.city}`, `In which city was the founder of ${g.co} born?`, `the birthplace of the founder of ${g.co}`, 'For each company, give its founder and the founder\'s birthplace.', 0.5);
    }
    case 'table': {
      const n = Math.max(30, Math.round(target / 45));
      const cust = Array.from({ length: Math.ceil(n / 2) }, () => { const nm = u.take(person); return { id: u.take((x) => `C-${x.int(1000, 9999)}`), nm, email: emailOf(nm, 'shop-mail.com') }; });
      const orders = Array.from({ length: n }, (_, i) => ({ id: u.take((x) => `ORD-${x.int(10000, 99999)}`), c: cust[i % cust.length]!, sku: `SKU-${r.int(100, 999)}`, qty: r.int(1, 30), total: (r.int(500, 99999) / 100).toFixed(2) }));
      const g = r.pick(orders);
      const text = `orders.csv\norder_id,customer_id,sku,qty,total_eur\n${orders.map((o) => `${o.id},${o.c.id},${o.sku},${o.qty},${o.total}`).join('\n')}\n\ncustomers.csv\ncustomer_id,name,email,tier\n${r.shuffle(cust).map((c) => `${c.id},${c.nm},${c.email},${r.pick(['gold', 'silver', 'basic'])}`).join('\n')}`;
      // a customer may have several orders: the bridge is the order row's customer id
      return mk(text, chunkBy(text.split('\n'), 1600, '\n'), g.id, g.c.id, g.c.email, `What is the e-mail address of the customer who placed order ${g.id}?`, `the e-mail address of the customer behind order ${g.id}`, 'Join the two tables: for every order, give the customer name and e-mail.', 0.3);
    }
    case 'email': {
      const n = Math.max(8, Math.round(target / 150));
      const projs = Array.from({ length: Math.ceil(n / 2) }, () => ({ p: u.take((x) => word(x, 3)), inv: u.take((x) => `INV-${x.int(1000, 9999)}`), paid: u.take(longDate) }));
      const first = projs.map((x) => `From: ${person(r)} <ap@vendor.example>\nSubject: Invoice for ${x.p}\n\nHello,\n\nthe invoice for the ${x.p} project is ${x.inv}. ${r.sample(MAIL, 2).join(' ')}\n\nRegards`);
      const second = projs.map((x) => `From: Finance <finance@corp.io>\nSubject: Payment confirmation\n\nHi,\n\nfinance confirmed ${x.inv} was paid on ${x.paid}. ${r.pick(MAIL)}\n\nThanks`);
      const blocks = [...r.shuffle(first), ...r.shuffle(second)];
      const g = r.pick(projs);
      return mk(blocks.join('\n\n-----\n\n'), chunkBy(blocks), g.p, g.inv, `paid on ${g.paid}`, `When was the invoice for the ${g.p} project paid?`, `the payment date of the invoice for the ${g.p} project`, 'For every project, give its invoice number and the date it was paid.', 0.5);
    }
    case 'code': {
      const n = Math.max(8, Math.round(target / 120));
      const fns = Array.from({ length: n }, () => { const base = u.take((x) => `${x.pick(['sync', 'export', 'import', 'reconcile', 'purge'])}_${word(x, 2).toLowerCase()}`); return { fn: base, key: `${base}_timeout`, val: u.take((x) => String(x.int(101, 997))) }; });
      const settings = `SETTINGS = {\n${r.shuffle(fns).map((f) => `    "${f.key}": ${f.val},`).join('\n')}\n}`;
      const defs = fns.map((f) => `def ${f.fn}(client, batch):\n    """${r.pick(FILL)}"""\n    timeout = SETTINGS["${f.key}"]\n    for item in batch:\n        client.post("/${f.fn}", json=item, timeout=timeout)\n    log.info("${f.fn} done: %d items", len(batch))`);
      const g = r.pick(fns);
      const text = `import logging\n\nlog = logging.getLogger(__name__)\n\n${settings}\n\n\n${defs.join('\n\n\n')}`;
      return mk(text, [settings, ...defs], `def ${g.fn}(`, `"${g.key}"`, `"${g.key}": ${g.val}`, `What timeout, in seconds, does ${g.fn} use?`, `the timeout that ${g.fn} uses`, 'For every function, give the timeout it uses in seconds.', 0.5, false);
    }
  }
}
