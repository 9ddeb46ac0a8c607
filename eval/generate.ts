/**
 * @module eval/generate
 * Seeded generators for material nobody else wrote: a service log (~37 KB of health checks,
 * requests, WARN/ERROR lines and one line that answers a question) and a 120-item inventory
 * JSON array. Held-back seeds also draw from held-back scenarios (eval/split.ts).
 */
import { type Split, pick, rngFrom } from './split.js';

const hex = (r: () => number, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('');
const int = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

export interface LogNeedle {
  text: string;
  /** The one line that answers the question (must survive byte-exact). */
  line: string;
  question: string;
}

interface Scenario {
  /** `before`: a line placed earlier in the log that the question also names (an anchor of its own). */
  line(r: () => number): { line: string; question: string; before?: string };
}

const DEV_SCENARIOS: Scenario[] = [
  {
    line(r) {
      const rev = int(r, 4000, 4999), size = pick([24, 30, 40, 48], r), req = `req-${hex(r, 6)}`;
      return {
        line: `INFO  [config] reload applied: db.pool.max_size raised 10 -> ${size} by config reload (rev ${rev})`,
        before: `ERROR [http] POST /api/checkout 503 5004ms ${req}: db pool exhausted (waited 5000ms)`,
        question: `Checkout requests such as ${req} failed with 503 for a while. What was db.pool.max_size raised to, and what fixed it?`,
      };
    },
  },
  {
    line(r) {
      const deploy = `d-${hex(r, 7)}`, ttl = pick([30, 60, 120, 300], r);
      return {
        line: `INFO  [cache] cache.ttl_seconds set to ${ttl} (was 5) by deploy ${deploy}`,
        question: `The cache hit rate changed after deploy ${deploy}. What did cache.ttl_seconds become`,
      };
    },
  },
  {
    line(r) {
      const change = `CHG-${int(r, 10000, 99999)}`, share = pick([5, 10, 25, 50], r);
      return {
        line: `INFO  [flags] flag checkout.new_pricing enabled for ${share}% of traffic (change ${change})`,
        question: `For change ${change}: for what share of traffic was checkout.new_pricing turned on?`,
      };
    },
  },
  {
    line(r) {
      const inc = `INC-${int(r, 1000, 9999)}`, rps = pick([20, 40, 60], r);
      return {
        line: `INFO  [gateway] rate_limit.per_ip lowered from 100 to ${rps} rps after incident ${inc}`,
        question: `What change was made to rate_limit.per_ip after incident ${inc}?`,
      };
    },
  },
];

const HELDOUT_SCENARIOS: Scenario[] = [
  {
    line(r) {
      const ticket = `OPS-${int(r, 100, 999)}`, hour = pick(['03', '04', '05'], r);
      return {
        line: `INFO  [scheduler] job nightly-reindex rescheduled from 02:00 to ${hour}:30 (ticket ${ticket})`,
        question: `Ticket ${ticket} moved the nightly-reindex job. To what time?`,
      };
    },
  },
  {
    line(r) {
      const serial = hex(r, 12).toUpperCase(), day = int(r, 10, 28);
      return {
        line: `INFO  [tls] certificate for api.example.com renewed, expires 2025-11-${day} (serial ${serial})`,
        question: `certificate serial ${serial} expiry date`,
      };
    },
  },
];

function filler(r: () => number, t: number): string {
  const ts = new Date(Date.UTC(2024, 4, 14, 14, 0, 0) + t).toISOString();
  const x = r();
  const ms = int(r, 1, 900);
  const req = `req-${hex(r, 6)}`;
  if (x < 0.5) return `${ts} INFO  [http] GET /health 200 ${int(r, 0, 3)}ms`;
  if (x < 0.62) return `${ts} INFO  [http] GET /metrics 200 ${int(r, 1, 9)}ms`;
  if (x < 0.77) return `${ts} INFO  [http] ${pick(['POST /api/orders 201', 'GET /api/cart 200', 'POST /api/checkout 200'], r)} ${ms}ms ${req}`;
  if (x < 0.85) return `${ts} DEBUG [worker] processed batch ${int(r, 1000, 9999)} (${int(r, 10, 500)} items) in ${ms}ms`;
  if (x < 0.92) return `${ts} WARN  [db] slow query ${ms}ms on orders (${req})`;
  if (x < 0.97) return `${ts} ERROR [http] POST /api/checkout 503 ${ms}ms ${req}: db pool exhausted (waited 5000ms)`;
  return `${ts} ERROR [worker] ${pick(['TimeoutError: upstream payment-service did not answer in 3000ms', 'ConnectionResetError: redis 10.0.3.7:6379'], r)} (${req})`;
}

/** A ~37 KB service log with one answering line at a seeded position. */
export function serviceLog(split: Split, seed: number, withNeedle = true): LogNeedle {
  const r = rngFrom(`log/${seed}`);
  const { line, question, before } = pick(split === 'dev' ? DEV_SCENARIOS : HELDOUT_SCENARIOS, r).line(r);
  const lines: string[] = [];
  let size = 0;
  let t = 0;
  while (size < 37_000) {
    t += int(r, 50, 4000);
    const l = filler(r, t);
    lines.push(l);
    size += l.length + 1;
  }
  const at = int(r, Math.floor(lines.length * 0.1), Math.floor(lines.length * 0.9));
  const stamp = (lines[at] ?? '').slice(0, 24);
  const needle = `${stamp} ${line}`;
  if (withNeedle) lines.splice(at + 1, 0, needle);
  if (withNeedle && before) {
    const early = int(r, 1, at - 1);
    lines.splice(early, 0, `${(lines[early] ?? '').slice(0, 24)} ${before}`);
  }
  return { text: lines.join('\n'), line: needle, question };
}

export interface InventoryNeedle {
  items: Array<Record<string, string | number | boolean>>;
  asked: Record<string, string | number | boolean>;
  question: string;
  warehouse: string;
}

const NAMES = ['Hex bolt M8x40 zinc', 'Cable tie 200mm black', 'Wood screw 4x30', 'Wall plug 6mm', 'Washer M10 steel', 'Hinge 80mm brass', 'Drill bit HSS 5mm', 'Sanding disc P120'];
const CATEGORIES = ['fasteners', 'electrical', 'tools', 'hardware', 'abrasives'];

/** A 120-item inventory array (one JSON line per tool result) and a question about one SKU. */
export function inventory(split: Split, seed: number): InventoryNeedle {
  const r = rngFrom(`inventory/${seed}`);
  const warehouse = `${pick(['BER', 'HAM', 'MUC', 'LYS'], r)}-${int(r, 1, 9)}`;
  const skus = new Set<string>();
  while (skus.size < 120) skus.add(`SKU-${int(r, 10000, 99999)}-${pick(['A', 'B', 'C', 'X'], r)}`);
  const items = [...skus].map((sku) => ({
    sku,
    name: pick(NAMES, r),
    category: pick(CATEGORIES, r),
    stock: int(r, 0, 2500),
    price_eur: Math.round(int(r, 5, 9999)) / 100,
    reorder: r() < 0.2,
    updated: `2024-0${int(r, 1, 9)}-${String(int(r, 10, 28))}`,
  }));
  const asked = items[int(r, 0, items.length - 1)] ?? items[0]!;
  const dev = [`How many units of ${asked.sku} are in stock, and what does it cost?`, `Is ${asked.sku} due for reorder? Give its stock level too.`];
  const held = [`stock and unit price for ${asked.sku}`, `Tell me the last update date of item ${asked.sku}.`];
  return { items, asked, question: pick(split === 'dev' ? dev : held, r), warehouse };
}
