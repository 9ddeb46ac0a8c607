import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SseParser } from '../../src/upstream/sse.js';

const feed = (chunks: Array<string | Uint8Array>) => {
  const p = new SseParser();
  return [...chunks.flatMap((c) => p.push(c)), ...p.end()];
};

describe('SSE parser', () => {
  it('splits events on blank lines and joins multi-line data', () => {
    expect(feed(['data: a\n\ndata: b\ndata: c\n\n'])).toEqual([
      { event: null, data: 'a' },
      { event: null, data: 'b\nc' },
    ]);
  });

  it('handles CRLF, lone CR and a CRLF split across chunks', () => {
    expect(feed(['data: a\r\n\r\ndata: b\r', '\n\r\n', 'data: c\r\rdata: d\n\n'])).toEqual([
      { event: null, data: 'a' },
      { event: null, data: 'b' },
      { event: null, data: 'c' },
      { event: null, data: 'd' },
    ]);
  });

  it('keeps multi-byte characters split across chunks intact', () => {
    const bytes = new TextEncoder().encode('data: {"t":"héllo 🌍"}\n\n');
    const cut = bytes.indexOf(0xf0) + 2;
    expect(feed([bytes.slice(0, cut), bytes.slice(cut)])).toEqual([{ event: null, data: '{"t":"héllo 🌍"}' }]);
  });

  it('reads event names, ignores comments and unknown fields, strips one leading space only', () => {
    expect(feed([': keep-alive\n', 'event: error\nid: 7\nretry: 10\ndata:  two spaces\n\n'])).toEqual([{ event: 'error', data: ' two spaces' }]);
  });

  it('flushes a final event that lacks its blank line', () => {
    expect(feed(['data: [DONE]'])).toEqual([{ event: null, data: '[DONE]' }]);
  });

  it('emits nothing for blank-line runs without data', () => {
    expect(feed(['\n\n\n\nevent: ping\n\n'])).toEqual([]);
  });

  it('a CR that ends one chunk and the LF that starts the next make one line end', () => {
    expect(feed(['data: a\r', '\ndata: b\r', '\n\r', '\n'])).toEqual([{ event: null, data: 'a\nb' }]);
  });

  it('assembles a long line that arrives in many small chunks', () => {
    const long = 'y'.repeat(100_000);
    const text = `data: ${long}\n\ndata: after\n\n`;
    const chunks = Array.from({ length: Math.ceil(text.length / 7) }, (_, i) => text.slice(i * 7, i * 7 + 7));
    expect(feed(chunks)).toEqual([{ event: null, data: long }, { event: null, data: 'after' }]);
  });

  it('gives the same events however the stream is cut into chunks', () => {
    const line = fc.oneof(fc.constantFrom('', ': ping', 'event: e', 'data: [DONE]'), fc.string({ maxLength: 12 }).map((t) => `data: ${t.replace(/[\r\n]/g, '')}`));
    const stream = fc.tuple(fc.array(fc.tuple(line, fc.constantFrom('\n', '\r', '\r\n')), { maxLength: 12 }));
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 8 }), ([lines], cuts) => {
        const text = lines.map(([l, eol]) => l + eol).join('');
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...at].map((from, i) => text.slice(from, [...at, text.length][i]));
        expect(feed(chunks)).toEqual(feed([text]));
      }),
      { numRuns: 300 },
    );
  });
});
