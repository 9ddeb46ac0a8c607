import { describe, expect, it } from 'vitest';
import { fastKey } from '../../src/compress/hash.js';
import { createCompressor } from '../../src/compress/index.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';

const longDoc = Array.from(
  { length: 40 },
  (_, i) => `Paragraph ${i} talks about topic number ${i} in some detail. It mentions the city of Town${i} and the year ${1900 + i}.`,
).join('\n\n');

function request(messages: ChatMessage[], extra: Partial<ChatRequest> = {}): ChatRequest {
  return { model: 'gpt-4o', messages, ...extra };
}

describe('createCompressor().compressRequest', () => {
  const compressor = createCompressor();

  it("level 'off' returns the very same request object and counts its tokens", () => {
    const req = request([{ role: 'user', content: 'hello   \n\n\n\nworld' }]);
    const out = compressor.compressRequest(req, { level: 'off' });
    expect(out.request).toBe(req);
    expect(out.report.tokensBefore).toBeGreaterThan(0);
    expect(out.report.tokensAfter).toBe(out.report.tokensBefore);
  });

  it('changes only message text: every other field passes through by reference', () => {
    const tools = [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object' } } }];
    const toolCalls = [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":  "Paris"}' } }];
    const image = { type: 'image_url', image_url: { url: 'https://example.com/a.png' } };
    const req = request(
      [
        { role: 'system', content: 'Be brief.   \n\n\n\nReally.' },
        { role: 'user', content: [{ type: 'text', text: `${longDoc}\n\nWhich city is in paragraph 7?` }, image] },
        { role: 'assistant', content: null, tool_calls: toolCalls },
        { role: 'tool', tool_call_id: 'call_1', content: '{\n  "temp": 21.50,\n  "rows": [1, 2, 3]\n}' },
      ],
      { tools, temperature: 0.2, stream: true, user: 'u-1' },
    );
    const out = compressor.compressRequest(req, { level: 'aggressive' }).request;
    expect(Object.keys(out)).toEqual(Object.keys(req));
    expect(out.tools).toBe(tools);
    expect(out.temperature).toBe(0.2);
    expect(out.messages[2]).toBe(req.messages[2]);
    expect(out.messages[2]?.tool_calls).toBe(toolCalls);
    expect(out.messages[3]?.tool_call_id).toBe('call_1');
    expect(out.messages[3]?.content).toBe('{"temp":21.50,"rows":[1,2,3]}');
    const parts = out.messages[1]?.content as Array<{ type: string; text?: string }>;
    expect(parts[1]).toBe(image);
    expect(parts[0]?.text?.endsWith('\n\nWhich city is in paragraph 7?')).toBe(true);
    expect(parts[0]?.text).toContain('Town7');
    expect(out.messages[0]?.content).toBe('Be brief.\n\nReally.');
  });

  it("keeps the user's question byte-exact, even its odd spacing", () => {
    const question = 'What   year is   paragraph 12 about?  ';
    const out = compressor.compressRequest(request([{ role: 'user', content: `${longDoc}\n\n${question}` }]), { level: 'aggressive' });
    const text = out.request.messages[0]?.content as string;
    expect(text.endsWith(question)).toBe(true);
    expect(text).toContain('1912');
    expect(out.report.tokensAfter).toBeLessThan(out.report.tokensBefore / 2);
    expect(out.report.transforms).toContain('select-passages');
  });

  it('handles empty, null and unicode content', () => {
    const req = request([
      { role: 'system', content: '' },
      { role: 'user', content: null },
      { role: 'user', content: '日本語のテキスト 🎉\u200d — ünïcödé   ' },
    ]);
    const out = compressor.compressRequest(req, { level: 'balanced' });
    expect(out.request.messages[0]?.content).toBe('');
    expect(out.request.messages[1]?.content).toBeNull();
    expect(out.request.messages[2]?.content).toBe('日本語のテキスト 🎉\u200d — ünïcödé   ');
  });

  it('keeps code byte-exact, tabs and trailing spaces included', () => {
    const code = '```python\ndef f(x):  \n\tif x:\n\t\treturn x\n\n\n\n\treturn 0\n```';
    const out = compressor.compressRequest(request([{ role: 'assistant', content: `Here:   \n\n\n\n${code}` }]), { level: 'aggressive' });
    expect(out.request.messages[0]?.content).toBe(`Here:\n\n${code}`);
  });

  it('copes with a 1 MB single line', () => {
    const line = 'x'.repeat(1_000_000);
    const out = compressor.compressRequest(request([{ role: 'tool', tool_call_id: 'a', content: line }]), { level: 'balanced' });
    expect(out.request.messages[0]?.content).toBe(line);
    expect(out.report.timedOut).toBe(false);
  });

  it('past the time budget forwards the rest untouched and says so', () => {
    const messages: ChatMessage[] = Array.from({ length: 5 }, () => ({ role: 'tool', tool_call_id: 'a', content: '{\n  "a": 1\n}' }));
    const out = createCompressor().compressRequest(request(messages), { level: 'lossless', budgetMs: 0 });
    expect(out.report.timedOut).toBe(true);
    expect(out.request.messages[4]).toBe(messages[4]);
  });

  it('references a tool output repeated later instead of sending it twice', () => {
    const output = Array.from({ length: 30 }, (_, i) => `-rw-r--r-- 1 root root ${1000 + i} Jan  1 file${i}.txt`).join('\n');
    const req = request([
      { role: 'user', content: 'List the files.' },
      { role: 'tool', tool_call_id: 'a', content: output },
      { role: 'tool', tool_call_id: 'b', content: output },
    ]);
    const out = compressor.compressRequest(req, { level: 'lossless' });
    expect(out.request.messages[1]?.content).toBe(output);
    expect(out.request.messages[2]?.content).toBe('[… 30 lines identical to earlier output in message 2 …]');
    expect(out.report.transforms).toContain('dedupe');
  });

  it('a growing conversation keeps a byte-identical compressed prefix until a question needs what was cut', () => {
    const messages: ChatMessage[] = [
      { role: 'system', content: 'You are an agent.' },
      { role: 'user', content: `${longDoc}\n\nWhat about Town3?` },
      { role: 'assistant', content: 'Looking at the logs.' },
      { role: 'tool', tool_call_id: 't', content: Array.from({ length: 80 }, (_, i) => `line ${i} INFO fine`).join('\n') },
      { role: 'assistant', content: 'Town3 is covered in paragraph 3.' },
      { role: 'user', content: 'Thanks.' },
      { role: 'assistant', content: 'You are welcome.' },
      { role: 'user', content: 'And what about Town30?' },
      { role: 'assistant', content: 'Town30 is covered in paragraph 30.' },
      { role: 'user', content: 'Thanks again.' },
    ];
    const c = createCompressor();
    const run = (n: number) => c.compressRequest(request(messages.slice(0, n)), { level: 'balanced' });
    let previous: ChatMessage[] = [];
    for (let n = 1; n <= 7; n++) {
      const out = run(n);
      expect(out.request.messages.slice(0, previous.length)).toEqual(previous);
      expect(out.report.restored).toEqual([]);
      previous = out.request.messages;
    }
    expect(previous[1]?.content).not.toContain('Town30');
    // The question about Town30 needs paragraph 30, which the first selection left out: the
    // document comes back whole — one break — and stays whole from then on.
    const asked = run(8);
    expect(asked.report.restored).toEqual([1]);
    expect(asked.request.messages[1]?.content).toContain('Town30');
    expect(asked.request.messages.slice(2, 7)).toEqual(previous.slice(2));
    const after = run(10);
    expect(after.request.messages.slice(0, 8)).toEqual(asked.request.messages);
  });
});

describe('message cache', () => {
  it('keeps two messages whose cache keys collide, so alternating between them stays warm', () => {
    // Templated prompts of one length that differ only where the key's hash does not sample.
    const template = Array.from({ length: 40 }, (_, i) => `Ticket field ${i}: value ${i}.  `).join('\n\n\n');
    const variant = (at: number) => template.slice(0, at) + '#' + template.slice(at + 1);
    let at = 40;
    while (fastKey(0, [variant(at)]) !== fastKey(0, [template])) at++;
    const [a, b] = [template, variant(at)];
    const c = createCompressor();
    const ask = (text: string, budgetMs?: number) => c.compressRequest(request([{ role: 'system', content: text }]), { level: 'lossless', budgetMs });
    const first = ask(a).request.messages[0]?.content;
    ask(b);
    // A zero budget forwards any message it would have to compress: only a cache hit comes back compressed.
    const again = ask(a, 0);
    expect(again.report.timedOut).toBe(false);
    expect(again.request.messages[0]?.content).toBe(first);
    expect(first).not.toBe(a);
  });

  it('does not reuse a tool output compressed under a different tool call', () => {
    const filler = (i: number): string => `record ${String.fromCharCode(97 + (i % 26), 97 + ((i * 7) % 26), 97 + ((i * 3) % 26))}`;
    const log = Array.from({ length: 120 }, (_, i) => (i === 40 ? 'alpha module loaded' : i === 90 ? 'omega module loaded' : filler(i))).join('\n');
    const convo = (arg: string): ChatRequest =>
      request([
        { role: 'user', content: 'Check the logs.' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'grep', arguments: arg } }] },
        { role: 'tool', tool_call_id: 'c', content: log },
      ]);
    const shared = createCompressor();
    shared.compressRequest(convo('{"pattern":"alpha"}'), { level: 'aggressive' });
    const cached = shared.compressRequest(convo('{"pattern":"omega"}'), { level: 'aggressive' }).request;
    const fresh = createCompressor().compressRequest(convo('{"pattern":"omega"}'), { level: 'aggressive' }).request;
    expect(cached.messages[2]?.content).toBe(fresh.messages[2]?.content);
    expect(fresh.messages[2]?.content).toContain('omega module loaded');
    expect(fresh.messages[2]?.content).not.toContain('alpha module loaded');
  });
});

describe('duplicate references after lossy selection', () => {
  it('never points at lines that an earlier lossy transform dropped', () => {
    const view = Array.from({ length: 150 }, (_, i) => `${100 + i}:    value_${i} = transform(input_${i}, factor=${i % 7})`).join('\n');
    const base: ChatMessage[] = [
      { role: 'user', content: 'Find where value_5 is computed.' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'a', type: 'function', function: { name: 'open', arguments: '{"line":105}' } }] },
      { role: 'tool', tool_call_id: 'a', content: view },
    ];
    const first = createCompressor().compressRequest(request(base), { level: 'aggressive' }).request;
    const shown = new Set(String(first.messages[2]?.content).split('\n'));
    const hidden = view.split('\n').filter((l) => !shown.has(l));
    expect(hidden.length).toBeGreaterThan(20);
    const again = hidden.slice(10, 16).join('\n');
    const out = createCompressor().compressRequest(request([...base, { role: 'tool', tool_call_id: 'b', content: again }]), { level: 'aggressive' });
    expect(out.request.messages[3]?.content).toBe(again);
  });
});
