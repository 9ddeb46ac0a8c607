/**
 * @module eval/needles
 * Needle sets: one exact thing must reach the model at every level.
 * - kv: the public KV-retrieval items in every QA layout plus the benchmark's own (the object,
 *   then `Key: "<uuid>"` / `Corresponding value:` after it); the pair survives byte-exact.
 * - json: an agent asks about one SKU, a tool returns a 120-item array; the item survives.
 * - log: a ~37 KB service log and a question with literal anchors; the answering line survives.
 */
import type { ChatMessage } from '../src/wire/chat.js';
import { kvItems, kvObjectText } from './data.js';
import { inventory, serviceLog } from './generate.js';
import { escapeRe, itemSurvives } from './json-value.js';
import { type Item, type Layout, LAYOUTS, MODEL, QA_LAYOUTS } from './layouts.js';
import type { SetSpec } from './set-spec.js';
import { type Split, everyNth, generatedSeed, kvSplit } from './split.js';

/** Generated needle items per split. */
const GENERATED = { dev: 40, heldout: 20 } as const;

/** The lost-in-the-middle KV prompt: one pair per line, the key as a labelled field after the data. */
const KV_BENCHMARK: Layout = {
  name: 'kv-benchmark',
  build(item) {
    // The skeleton (no passages) gets an empty object, like every other layout's empty material.
    const records = item.passages.length === 0 ? [] : ((item.meta?.records ?? []) as Array<[string, string]>);
    const body = records.map(([k, v], i) => `${i === 0 ? '{' : ' '}${JSON.stringify(k)}: ${JSON.stringify(v)}${i === records.length - 1 ? '}' : ','}`).join('\n');
    const asked = `Key: "${String(item.meta?.key)}"\nCorresponding value:`;
    const content = `Extract the value corresponding to the specified key in the JSON object below.\n\nJSON data:\n${body}\n\n${asked}`;
    return { request: { model: MODEL, messages: [{ role: 'user', content } satisfies ChatMessage] }, questionText: asked };
  },
};

function kvSet(split: Split, every: number): SetSpec {
  const items: Item[] = [];
  kvItems().forEach((kv, i) => {
    if (kvSplit(i) !== split) return;
    items.push({
      id: `kv/${i}`, split, passages: [{ title: '', text: kvObjectText(kv) }], question: `What is the value of key ${kv.key}?`,
      instruction: 'Answer from the JSON object.', render: 'plain', meta: { key: kv.key, value: kv.value, records: kv.ordered_kv_records },
    });
  });
  return {
    name: 'needle: kv', family: 'needles', split, items: everyNth(items, every), layouts: [KV_BENCHMARK, ...QA_LAYOUTS], baseline: false,
    judge: (item, texts) => {
      const pair = new RegExp(`"${escapeRe(String(item.meta?.key))}"\\s*:\\s*"${escapeRe(String(item.meta?.value))}"`);
      return texts.some((t) => pair.test(t));
    },
  };
}

const range = (split: Split, every: number): number[] =>
  everyNth(Array.from({ length: GENERATED[split] }, (_, n) => generatedSeed(split, n)), every);

function jsonSet(split: Split, every: number): SetSpec {
  const items = range(split, every).map((seed): Item => {
    const inv = inventory(split, seed);
    const text = seed % 2 === 0 ? JSON.stringify(inv.items) : JSON.stringify(inv.items, null, 2);
    return {
      id: `json/${seed}`, split, passages: [{ title: `inventory ${inv.warehouse}`, text }], question: inv.question,
      instruction: 'You are an inventory assistant. Use the tools.', render: 'plain',
      meta: { asked: inv.asked, tool: 'search_inventory', toolArgs: JSON.stringify({ warehouse: inv.warehouse }), fetch: `Pull the current inventory for warehouse ${inv.warehouse}.` },
    };
  });
  return {
    name: 'needle: json tool output', family: 'needles', split, items, baseline: false,
    layouts: [LAYOUTS.toolQuestionFirst, LAYOUTS.toolFollowUp, LAYOUTS.last, LAYOUTS.first, LAYOUTS.xml, LAYOUTS.system],
    judge: (item, texts) => itemSurvives(texts, item.meta?.asked as Record<string, unknown>),
  };
}

function logSet(split: Split, every: number): SetSpec {
  const items = range(split, every).map((seed): Item => {
    const log = serviceLog(split, seed);
    return {
      id: `log/${seed}`, split, passages: [{ title: 'checkout-service.log', text: log.text }], question: log.question,
      instruction: 'You are an on-call assistant.', render: 'plain',
      meta: { line: log.line, tool: 'read_logs', toolArgs: JSON.stringify({ service: 'checkout', since: '2024-05-14T14:00:00Z' }), fetch: 'Show me the checkout service log since 14:00.' },
    };
  });
  return {
    name: 'needle: log line', family: 'needles', split, items, baseline: false,
    layouts: [LAYOUTS.toolQuestionFirst, LAYOUTS.toolFollowUp, LAYOUTS.last, LAYOUTS.first, LAYOUTS.turns, LAYOUTS.system, LAYOUTS.xml],
    judge: (item, texts) => texts.some((t) => t.includes(String(item.meta?.line))),
  };
}

export function needleSets(split: Split, every: number): SetSpec[] {
  return [kvSet(split, every), jsonSet(split, every), logSet(split, every)];
}
