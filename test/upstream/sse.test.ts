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
});
