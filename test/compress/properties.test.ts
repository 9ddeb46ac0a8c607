import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';

const WORDS = ['the', 'river', 'Paris', '1793', 'museum', 'opened', 'report', 'v2.1', 'https://x.io/a', 'src/app.ts', 'über', '日本', 'error'];
const sentence = fc.array(fc.constantFrom(...WORDS), { minLength: 3, maxLength: 14 }).map((w) => `${w.join(' ')}.`);
const prose = fc.array(sentence, { minLength: 1, maxLength: 30 }).map((s) => s.join(' '));
const logLine = fc.oneof(
  fc.nat(999).map((n) => `INFO step ${n} ok`),
  fc.nat(99).map((n) => `ERROR: failed at step ${n}`),
  fc.constant('WARNING: low disk   '),
  fc.constant('\u001b[32mgreen\u001b[0m'),
  fc.constant(''),
);
const log = fc.array(logLine, { minLength: 1, maxLength: 80 }).map((l) => l.join('\n'));
const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v, null, 2));
const code = fc.array(fc.constantFrom('def f(x):', '\tif x:  ', '\t\treturn x', '', '    pass'), { minLength: 1, maxLength: 12 }).map((l) => `\`\`\`py\n${l.join('\n')}\n\`\`\``);
const text = fc.oneof(prose, log, json, code, fc.string({ maxLength: 200 }), fc.array(fc.oneof(prose, log, json, code), { maxLength: 4 }).map((b) => b.join('\n\n')));

const message: fc.Arbitrary<ChatMessage> = fc.oneof(
  text.map((t): ChatMessage => ({ role: 'system', content: t })),
  fc.tuple(text, prose).map(([t, q]): ChatMessage => ({ role: 'user', content: `${t}\n\n${q}?` })),
  text.map((t): ChatMessage => ({ role: 'assistant', content: t, tool_calls: [{ id: 'call_x', type: 'function', function: { name: 'run', arguments: '{"a":  1}' } }] })),
  text.map((t): ChatMessage => ({ role: 'tool', tool_call_id: 'call_x', content: t })),
  text.map((t): ChatMessage => ({ role: 'user', content: [{ type: 'text', text: t }, { type: 'image_url', image_url: { url: 'https://x.io/i.png' } }] })),
);
const conversation = fc.array(message, { minLength: 1, maxLength: 8 });
const level = fc.constantFrom<CompressionLevel>('lossless', 'balanced', 'aggressive');
const req = (messages: ChatMessage[]): ChatRequest => ({ model: 'gpt-4o', messages, tools: [{ type: 'function' }], temperature: 1 });
const squash = (s: string): string => s.replace(/\s+/g, '');
const textOf = (m: ChatMessage | undefined): string =>
  typeof m?.content === 'string' ? m.content : Array.isArray(m?.content) ? m.content.map((p) => (typeof p.text === 'string' ? p.text : '')).join('\n') : '';

describe('compressor properties', () => {
  it('is deterministic, with or without a warm cache', () => {
    fc.assert(
      fc.property(conversation, level, (messages, lvl) => {
        const warm = createCompressor();
        warm.compressRequest(req(messages), { level: lvl });
        const a = warm.compressRequest(req(messages), { level: lvl }).request;
        const b = createCompressor().compressRequest(req(messages), { level: lvl }).request;
        expect(a).toEqual(b);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the compressed prefix byte-identical as the conversation grows, but for a cut a later question needed', () => {
    // A conversation grows by the assistant's reply and what follows it; a message comes back
    // whole (once, reported in `restored`) only when a later turn's question needs its cut part.
    const reply: ChatMessage = { role: 'assistant', content: 'Noted.' };
    fc.assert(
      fc.property(conversation, message, level, (messages, next, lvl) => {
        const before = createCompressor().compressRequest(req(messages), { level: lvl }).request.messages;
        const grown = createCompressor().compressRequest(req([...messages, reply, next]), { level: lvl });
        const restored = new Set(grown.report.restored ?? []);
        before.forEach((m, i) => {
          if (!restored.has(i)) expect(grown.request.messages[i]).toEqual(m);
        });
        if (lvl === 'lossless') expect(restored.size).toBe(0);
      }),
      { numRuns: 80 },
    );
  });

  it('lossless is idempotent on the case the property once found (seed -1626668223): a JSON "?" the first pass minifies', () => {
    const image = { type: 'image_url' as const, image_url: { url: 'https://x.io/i.png' } };
    const messages: ChatMessage[] = [
      { role: 'user', content: [{ type: 'text', text: '[\n  {\n    "": "?"\n  }\n]\n\nWARNING: low disk   \n\nWARNING: low disk   \nERROR: failed at step 0\nWARNING: low disk   \nWARNING: low disk   \nERROR: failed at step 0\nERROR: failed at step 0\nWARNING: low disk   \nERROR: failed at step 0\n\u001b[32mgreen\u001b[0m' }, image] },
      { role: 'user', content: [{ type: 'text', text: 'the the the.' }, image] },
    ];
    const once = createCompressor().compressRequest(req(messages), { level: 'lossless' }).request;
    expect(createCompressor().compressRequest(once, { level: 'lossless' }).request.messages).toEqual(once.messages);
  });

  it("keeps a text-protocol agent's observation (a user turn after a command) whole in its prose, as the property once found", () => {
    const call = { id: 'call_x', type: 'function' as const, function: { name: 'run', arguments: '{"a":  1}' } };
    const last = 'the the the. Paris the the the. 1793 Paris report https://x.io/a report. the opened the report the report the opened the the the. error error src/app.ts opened src/app.ts. https://x.io/a opened the Paris 1793 über Paris 1793 error the. the the error river 1793 Paris report src/app.ts über v2.1 über.?';
    const messages: ChatMessage[] = [
      { role: 'user', content: '\n\nthe the the.?' },
      { role: 'assistant', content: 'null', tool_calls: [call] },
      { role: 'user', content: `\`\`\`py\n\n\`\`\`\n\n${last}` },
      { role: 'assistant', content: '', tool_calls: [call] },
    ];
    const out = createCompressor().compressRequest(req(messages), { level: 'balanced' }).request;
    expect(textOf(out.messages[2] as ChatMessage).endsWith(last)).toBe(true);
  });

  it("keeps a long question that opens with the word a log's lines open with (seed -439858518)", () => {
    // "error the the. … Paris.?" under two `ERROR: failed …` paragraphs is the asker's question, not a third log line.
    const asked = 'error the the. the report museum src/app.ts the opened. the museum Paris https://x.io/a the https://x.io/a Paris. river https://x.io/a über src/app.ts opened. report v2.1 Paris v2.1 opened the Paris.?';
    const messages: ChatMessage[] = [
      { role: 'user', content: `WARNING: low disk   \n\nERROR: failed at step 0\n\nERROR: failed at step 0\n\n\nINFO step 0 ok\n\n${asked}` },
      { role: 'user', content: [{ type: 'text', text: '```py\ndef f(x):\n```' }, { type: 'image_url', image_url: { url: 'https://x.io/i.png' } }] },
    ];
    const out = createCompressor().compressRequest(req(messages), { level: 'balanced' }).request;
    expect(textOf(out.messages[0] as ChatMessage).endsWith(asked)).toBe(true);
  });

  it('lossless is idempotent', () => {
    fc.assert(
      fc.property(conversation, (messages) => {
        const once = createCompressor().compressRequest(req(messages), { level: 'lossless' }).request;
        const twice = createCompressor().compressRequest(once, { level: 'lossless' }).request;
        expect(twice.messages).toEqual(once.messages);
      }),
      { numRuns: 60 },
    );
  });

  it('preserves every invariant: fields, tool calls, parts, questions, signal lines', () => {
    fc.assert(
      fc.property(conversation, level, (messages, lvl) => {
        const original = req(messages);
        const out = createCompressor().compressRequest(original, { level: lvl }).request;
        expect(out.tools).toBe(original.tools);
        expect(out.temperature).toBe(1);
        expect(out.messages).toHaveLength(messages.length);
        messages.forEach((m, i) => {
          const c = out.messages[i] as ChatMessage;
          expect(c.role).toBe(m.role);
          expect(c.tool_calls).toBe(m.tool_calls);
          expect(c.tool_call_id).toBe(m.tool_call_id);
          if (Array.isArray(m.content)) expect((c.content as unknown[])[1]).toBe(m.content[1]);
          if (m.role === 'user' && typeof m.content === 'string') {
            const question = m.content.slice(m.content.lastIndexOf('\n\n') + 2);
            expect(textOf(c).endsWith(question)).toBe(true);
          }
          if (m.role === 'tool') {
            const upTo = squash(out.messages.slice(0, i + 1).map(textOf).join('\n'));
            // A signal line is a log's length (docs/compression.md): a longer one is a paragraph of prose.
            for (const line of textOf(m).split('\n')) if (/error|warn/i.test(line) && line.length <= 300) expect(upTo).toContain(squash(line.replace(/\u001b\[[0-9;]*m/g, '')));
          }
        });
      }),
      { numRuns: 100 },
    );
  });
});
