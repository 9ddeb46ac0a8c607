/**
 * Debug aid: how the compressor reads one wording of a pool on one multi-passage item — the
 * request (abridged), each message's plan, the turn queries and what was sent.
 * `npx tsx eval/debug-wording.ts <dev|fdev|6|7|9|10|11|12|13|14|15|16|17|18> <wording name> [item index] [level] [topic]`
 * (`topic` for the on-topic multi-passage set).
 */
import { planRequest } from '../src/compress/plan.js';
import { readMember } from '../src/compress/member-reading.js';
import { createCompressor } from '../src/compress/index.js';
import { renderMaterial } from './layouts.js';
import { multiItems } from './squad-sets.js';
import { englishWordings, foreignWordings } from './wordings.js';
import { ENGLISH_PROBE_6, FOREIGN_PROBE_6 } from './probe-wordings-6.js';
import { ENGLISH_PROBE_7 } from './probe-wordings-7.js';
import { ENGLISH_PROBE_9 } from './probe-wordings-9.js';
import { ENGLISH_PROBE_10 } from './probe-wordings-10.js';
import { FOREIGN_PROBE_11 } from './probe-wordings-11.js';
import { FOREIGN_PROBE_12 } from './probe-wordings-12.js';
import { FOREIGN_PROBE_13 } from './probe-wordings-13.js';
import { FOREIGN_PROBE_14 } from './probe-wordings-14.js';
import { ENGLISH_PROBE_15, FOREIGN_PROBE_15 } from './probe-wordings-15.js';
import { FOREIGN_PROBE_16 } from './probe-wordings-16.js';
import { FOREIGN_PROBE_17 } from './probe-wordings-17.js';
import { ENGLISH_PROBE_18, FOREIGN_PROBE_18 } from './probe-wordings-18.js';
import type { ChatMessage } from '../src/wire/chat.js';

const [pool = 'dev', name = '', index = '0', level = 'balanced', topic = ''] = process.argv.slice(2);
const pools: Record<string, typeof ENGLISH_PROBE_10> = { dev: englishWordings('dev'), fdev: foreignWordings('dev'), '6': [...ENGLISH_PROBE_6, ...FOREIGN_PROBE_6], '7': ENGLISH_PROBE_7, '9': ENGLISH_PROBE_9, '10': ENGLISH_PROBE_10, '11': FOREIGN_PROBE_11, '12': FOREIGN_PROBE_12, '13': FOREIGN_PROBE_13, '14': FOREIGN_PROBE_14, '15': [...ENGLISH_PROBE_15, ...FOREIGN_PROBE_15], '16': FOREIGN_PROBE_16, '17': FOREIGN_PROBE_17, '18': [...ENGLISH_PROBE_18, ...FOREIGN_PROBE_18] };
const w = pools[pool]!.find((x) => x.name === name);
if (!w) throw new Error(`no wording ${name} in pool ${pool}`);
const item = multiItems('dev', topic === 'topic', 4)[Number(index)]!;
const messages = w.messages(renderMaterial(item), w.ask(item.question));
const abridge = (s: string): string => (s.length > 700 ? `${s.slice(0, 350)} […${s.length - 700} chars…] ${s.slice(-350)}` : s);
const body = (m: ChatMessage): string => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? m.tool_calls ?? ''));
messages.forEach((m, i) => console.log(`--- ${i} ${m.role}${m.tool_calls ? ' +calls ' + JSON.stringify(m.tool_calls).slice(0, 300) : ''}\n${abridge(body(m))}`));
console.log('=== question:', item.question, '| answers:', item.answers);
const plan = planRequest(messages);
plan.messages.forEach((p, i) => {
  const pol = p.policy;
  const q = pol.mode === 'lookup' ? pol.query : pol.mode === 'observation' ? pol.question : undefined;
  console.log(i, messages[i]!.role, pol.mode, q ? JSON.stringify({ kind: q.kind, parts: q.parts, anchors: q.anchors.map((a) => `${a.needle}:${a.strength}`) }) : '');
  const r = readMember(messages[i]!);
  console.log('   read', JSON.stringify({ kind: r.info.kind, parts: r.info.parts }));
  for (const s of r.splits) if (s) console.log('   head', JSON.stringify(s.head.slice(-200)), 'tail', JSON.stringify(s.tail.slice(0, 200)), 'material', s.material.length);
});
console.log('turnQueries', plan.turnQueries.map((q) => `${q.kind}:${JSON.stringify(q.parts)}`));
const out = createCompressor().compressRequest({ model: 'gpt-4o', messages } as never, { level: level as never });
console.log(JSON.stringify(out.report).slice(0, 600));
