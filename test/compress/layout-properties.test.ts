import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { LAYOUTS, allText, request, system, user } from './fixtures/prompts.js';

const WORDS = ['river', 'market', 'council', 'harbour', 'station', 'bridge', 'valley', 'castle', 'festival', 'library', 'orchard', 'quarry'];
const sentence = fc.array(fc.constantFrom(...WORDS), { minLength: 6, maxLength: 16 }).map((w) => `The ${w.join(' ')} stood there.`);
const passage = fc.array(sentence, { minLength: 2, maxLength: 6 }).map((s) => s.join(' '));
const identifier = fc.tuple(fc.constantFrom('REF', 'SKU', 'INV', 'case'), fc.integer({ min: 1000, max: 99999 })).map(([p, n]) => `${p}-${n}`);

/** A QA item: passages, one of which holds a literal the question names. */
const qaItem = fc.record({
  passages: fc.array(passage, { minLength: 4, maxLength: 24 }),
  at: fc.nat(),
  id: identifier,
  year: fc.integer({ min: 1100, max: 2099 }),
  wording: fc.constantFrom(
    (id: string, y: number) => `Which record mentions ${id} and the year ${y}?`,
    (id: string, y: number) => `what happened to "${id}" in ${y}`,
    (id: string, y: number) => `Wo steht ${id} (${y})?`,
    (id: string, y: number) => `${id} ${y}?`,
  ),
  layout: fc.constantFrom(...Object.keys(LAYOUTS)),
});
const level = fc.constantFrom<CompressionLevel>('lossless', 'balanced', 'aggressive');

describe('layout properties', () => {
  it('every anchor of the question reaches the upstream in the material, whatever the layout', () => {
    fc.assert(
      fc.property(qaItem, level, (item, lvl) => {
        const passages = [...item.passages];
        const gold = item.at % (passages.length + 1);
        passages.splice(gold, 0, `The archive holds ${item.id}, filed in ${item.year} by the harbour council.`);
        const question = item.wording(item.id, item.year);
        const r = LAYOUTS[item.layout]!(passages.join('\n\n'), question);
        const sent = allText(createCompressor().compressRequest(r, { level: lvl }).request);
        // The question itself is kept too; the anchors must also stand in the material around it.
        const material = sent.split(question).join(' ');
        expect(material).toContain(item.id);
        expect(material).toContain(String(item.year));
      }),
      { numRuns: 120 },
    );
  });

  it('a request with no recognisable query is compressed only losslessly', () => {
    const pasted = fc.oneof(
      fc.array(passage, { minLength: 3, maxLength: 20 }).map((p) => p.join('\n\n')),
      fc.array(fc.tuple(fc.nat(9999), fc.constantFrom('INFO', 'WARN', 'ERROR', 'DEBUG')), { minLength: 20, maxLength: 120 }).map((l) =>
        l.map(([n, lv]) => `2024-05-01T10:${String(n % 60).padStart(2, '0')}:00Z ${lv} worker ${n} finished batch ${n * 7}`).join('\n'),
      ),
      fc.array(fc.record({ id: fc.nat(), name: fc.constantFrom(...WORDS), qty: fc.nat(500) }), { minLength: 20, maxLength: 80 }).map((a) => JSON.stringify(a, null, 2)),
    );
    const noQuery = fc.tuple(pasted, fc.constantFrom(0, 1, 2, 3)).map(([m, shape]): ChatRequest => {
      if (shape === 0) return request(user(m));
      if (shape === 1) return request(system('You are a helpful assistant.'), user(m));
      if (shape === 2) return request(user('Here is the file.'), user(m));
      const call: ChatMessage = { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'read', arguments: '{}' } }] };
      return request(user('Read the file.'), call, { role: 'tool', tool_call_id: 'c', content: m }, user('Thanks.'));
    });
    fc.assert(
      fc.property(noQuery, fc.constantFrom<CompressionLevel>('balanced', 'aggressive'), (r, lvl) => {
        const lossy = createCompressor().compressRequest(r, { level: lvl });
        const plain = createCompressor().compressRequest(r, { level: 'lossless' });
        expect(lossy.request.messages).toEqual(plain.request.messages);
      }),
      { numRuns: 120 },
    );
  });
});
