import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { requestBody, spliceBody } from '../../src/upstream/request-json.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';

// Texts long enough to take the memoised path, with what JSON must escape: quotes,
// backslashes, control characters, lone surrogates, non-ASCII, and whitespace to compress.
const piece = fc.oneof(
  fc.constantFrom('the river  ', 'Paris\n\n\n', '"quoted"', 'back\\slash', '\u0000\u001f', '\ud800', 'über 日本 😀', '{"a":  [1, 2]}', '\tINFO ok  \n'),
  fc.string({ maxLength: 40 }),
);
const text = fc.array(piece, { minLength: 25, maxLength: 80 }).map((p) => p.join(' '));
const message: fc.Arbitrary<ChatMessage> = fc.oneof(
  text.map((t): ChatMessage => ({ role: 'system', content: t })),
  text.map((t): ChatMessage => ({ role: 'user', content: `${t}\n\nWhat happened?`, name: 'ann' })),
  text.map((t): ChatMessage => ({ role: 'tool', tool_call_id: 'call_1', content: t })),
  text.map((t): ChatMessage => ({ role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: t } }] })),
  fc.tuple(text, text).map(([a, b]): ChatMessage => ({ role: 'user', content: [{ type: 'text', text: a }, { type: 'image_url', image_url: { url: 'https://x.io/i.png' } } as never, { type: 'text', text: b }] })),
);
const request = fc.tuple(fc.array(message, { minLength: 1, maxLength: 6 }), fc.boolean()).map(
  ([messages, stream]): ChatRequest => ({ model: 'gpt-4o', temperature: 0.5, messages, ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}), tools: [{ type: 'function' }] }),
);

describe('the JSON bytes of a compressed request', () => {
  it('is byte for byte what JSON.stringify gives, UTF-8 encoded, cold and warm, at every level', () => {
    const compressor = createCompressor();
    let memoised = 0;
    let spliced = 0;
    fc.assert(
      fc.property(request, fc.constantFrom<CompressionLevel>('lossless', 'balanced', 'aggressive'), (received, level) => {
        for (let round = 0; round < 2; round++) {
          // A fresh parse each round, as the gateway sees a resent conversation.
          const again = JSON.parse(JSON.stringify(received)) as ChatRequest;
          const { request: sent } = compressor.compressRequest(again, { level });
          expect(requestBody(sent, again).equals(Buffer.from(JSON.stringify(sent)))).toBe(true);
          expect(requestBody(sent, again).toString()).toBe(JSON.stringify(sent));
          // Spliced into the client's own bytes (here JSON.stringify's): the same bytes, when it applies.
          const body = sent === again ? undefined : spliceBody(sent, again, Buffer.from(JSON.stringify(again)));
          if (body !== undefined) {
            expect(body.equals(Buffer.from(JSON.stringify(sent)))).toBe(true);
            spliced++;
          }
          if (sent.messages.some((m, i) => m !== again.messages[i] && JSON.stringify(m.content).length > 256)) memoised++;
        }
      }),
      { numRuns: 300 },
    );
    // The cases must reach the memoised path, cold and warm, not only the plain one.
    expect(memoised).toBeGreaterThan(100);
    expect(spliced).toBeGreaterThan(100);
  });

  it('keeps key order and unknown fields, including those added after the messages', () => {
    const received = { model: 'm', messages: [{ role: 'user', content: 'x'.repeat(300) }], extra: { deep: [1, null, 'z'] } } as ChatRequest;
    const sent = { ...received, messages: [{ role: 'user' as const, content: 'y'.repeat(300) }], stream_options: { include_usage: true } };
    expect(requestBody(sent, received).toString()).toBe(JSON.stringify(sent));
  });

  it('leaves out members JSON.stringify leaves out and writes null for missing array items', () => {
    const received = { model: 'm', messages: [{ role: 'user', content: 'z'.repeat(300) }] } as ChatRequest;
    const parts = [{ type: 'text', text: 'w'.repeat(300), cache: undefined }, undefined];
    const sent = { ...received, user: undefined, messages: [{ role: 'user' as const, content: parts as never, name: undefined }] };
    expect(requestBody(sent, received).toString()).toBe(JSON.stringify(sent));
  });

  describe('spliced into the client\'s own bytes', () => {
    const long = (word: string) => `${word}  ${'and then the river ran on.   \n'.repeat(12)}`;
    const compressed = (received: ChatRequest) => createCompressor().compressRequest(received, { level: 'lossless' }).request;

    it('keeps the client\'s spelling of everything compression did not touch', () => {
      const text = `{"messages": [{"role":"system","content":${JSON.stringify(long('Q'))}},{"role":"user", "content":"Go."}], "model": "gpt-4o",  "seed": 7}`;
      const received = JSON.parse(text) as ChatRequest;
      const sent = compressed(received);
      expect(sent.messages[0]).not.toBe(received.messages[0]);
      for (let round = 0; round < 2; round++) {
        const out = spliceBody(sent, received, Buffer.from(text))!.toString();
        expect(out).toBe(text.replace(JSON.stringify(long('Q')), JSON.stringify(sent.messages[0]!.content)));
        expect(JSON.parse(out)).toEqual(sent);
      }
    });

    it('declines when the original content is not found exactly once, as the client escaped it', () => {
      const content = long('Same');
      // The same text as a prediction before the messages: splicing there would alter the wrong field.
      const twice = { model: 'm', prediction: { type: 'content', content }, messages: [{ role: 'system', content }, { role: 'user', content: 'Go.' }] } as ChatRequest;
      expect(spliceBody(compressed(twice), twice, Buffer.from(JSON.stringify(twice)))).toBeUndefined();
      // Pretty-printed, or escaped differently from JSON.stringify: no match.
      const once = { model: 'm', messages: [{ role: 'system', content: long('Café') }, { role: 'user', content: 'Go.' }] } as ChatRequest;
      const escapedText = JSON.stringify(once).replace('é', '\\u00e9');
      for (const text of [JSON.stringify(once, null, 2), escapedText]) {
        expect(JSON.parse(text)).toEqual(once);
        expect(spliceBody(compressed(once), once, Buffer.from(text))).toBeUndefined();
      }
      // The literal found once but not right after `"content":`: no match.
      const other = { model: 'm', messages: [{ role: 'system', content: long('N') }, { role: 'user', content: 'Go.' }] } as ChatRequest;
      const text = JSON.stringify(other).replace(`"content":${JSON.stringify(long('N'))}`, `"content" : ${JSON.stringify(long('N'))}`);
      expect(spliceBody(compressed(other), other, Buffer.from(text))).toBeUndefined();
    });
  });
});
