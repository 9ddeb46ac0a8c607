import { describe, expect, it } from 'vitest';
import { diffStats, diffText, diffTokens } from '../../web/src/diff.js';
import { parsePlaygroundInput, requestToText } from '../../web/src/transcript.js';

const join = (ops: { kind: string; text: string }[], keep: string) => ops.filter((o) => o.kind === 'same' || o.kind === keep).map((o) => o.text).join('');

describe('playground diff', () => {
  it('reconstructs both sides exactly', () => {
    const a = 'Summarise this:\nline one   \n\n\n\nline two\nthe end';
    const b = 'Summarise this:\nline one\n\nline two\nthe end';
    const ops = diffText(a, b);
    expect(join(ops, 'removed')).toBe(a);
    expect(join(ops, 'added')).toBe(b);
  });

  it('highlights changed words inside a changed line', () => {
    const ops = diffText('the quick brown fox\n', 'the quick red fox\n');
    expect(ops).toEqual([
      { kind: 'same', text: 'the quick ' },
      { kind: 'removed', text: 'brown' },
      { kind: 'added', text: 'red' },
      { kind: 'same', text: ' fox\n' },
    ]);
    expect(diffStats(ops)).toEqual({ removed: 5, added: 3 });
  });

  it('handles empty sides and identical texts', () => {
    expect(diffText('', 'x')).toEqual([{ kind: 'added', text: 'x' }]);
    expect(diffText('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
    expect(diffTokens([], [])).toEqual([]);
  });

  it('stays fast on large inputs', () => {
    const a = Array.from({ length: 5000 }, (_, i) => `line ${i} ${i % 7 === 0 ? 'dup' : ''}\n`).join('');
    const b = a.replace(/ dup/g, '');
    const started = performance.now();
    const ops = diffText(a, b);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(join(ops, 'added')).toBe(b);
  });
});

describe('playground input', () => {
  it('reads text as a prompt and JSON as a request', () => {
    expect(parsePlaygroundInput('hello')).toEqual({ kind: 'prompt', prompt: 'hello' });
    expect(parsePlaygroundInput('{"model":"m","messages":[]}').kind).toBe('request');
    expect(parsePlaygroundInput('{"model":').kind).toBe('invalid');
    expect(parsePlaygroundInput('{"model":"m"}').kind).toBe('invalid');
    expect(parsePlaygroundInput('   ').kind).toBe('invalid');
  });

  it('renders a request as a transcript', () => {
    const text = requestToText({
      model: 'm',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: [{ type: 'text', text: 'Look' }, { type: 'image_url' }] },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] },
      ],
    });
    expect(text).toBe('── system ──\nBe brief.\n\n── user ──\nLook\n[image_url]\n\n── assistant ──\n\n→ f({"a":1})');
  });
});
