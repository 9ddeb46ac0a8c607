import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redact } from '../../src/lib/redact.js';
import { cutToBytes, keptBody } from '../../src/usage/body-text.js';
import { ReplyReader } from '../../src/usage/reply-text.js';

const OPENAI_KEY = 'sk-proj-AbCdEf0123456789AbCdEf0123456789';
const PITH_KEY = 'pith_live_0123456789abcdefXYZ';

describe('kept bodies: secrets redacted', () => {
  it('replaces keys, bearer tokens and the values of credential fields, leaving the rest as it was', () => {
    const body = JSON.stringify({
      model: 'gpt-4o',
      api_key: 'plain-secret-value',
      messages: [{ role: 'user', content: `my key is ${OPENAI_KEY} and ${PITH_KEY}; header Authorization: Bearer abc.def.ghi` }],
      nested: { Authorization: 'Bearer zzz-top-secret', 'x-api-key': 'anthropic-secret' },
    });
    const out = redact(body);
    for (const secret of [OPENAI_KEY, PITH_KEY, 'plain-secret-value', 'abc.def.ghi', 'zzz-top-secret', 'anthropic-secret']) expect(out).not.toContain(secret);
    // Still JSON, with everything else intact.
    const parsed = JSON.parse(out) as Record<string, unknown>;
    expect(parsed).toMatchObject({ model: 'gpt-4o', api_key: '[redacted]', nested: { Authorization: '[redacted]', 'x-api-key': '[redacted]' } });
    expect(JSON.stringify(parsed.messages)).toContain('my key is [redacted] and [redacted]; header Authorization: Bearer [redacted]');
  });

  it('finds credential fields written inside a prompt (escaped JSON) and in query strings', () => {
    const prompt = JSON.stringify({ content: 'config: {"api_key": "inner-secret-1", "name": "x"} and https://h/?access_token=inner-secret-2&x=1' });
    const out = redact(prompt);
    expect(out).not.toContain('inner-secret-1');
    expect(out).not.toContain('inner-secret-2');
    expect(JSON.parse(out)).toEqual({ content: 'config: {"api_key": "[redacted]", "name": "x"} and https://h/?access_token=[redacted]&x=1' });
  });

  it('leaves ordinary words alone', () => {
    const text = 'ask-me about sk-learn, the task-list and pith_ideas; Bearer of good news';
    expect(redact(text)).toBe(text.replace('Bearer of', 'Bearer [redacted]'));
  });
});

describe('kept bodies: cut to size with a marker', () => {
  it('keeps a body under the limit whole and cuts a longer one within the limit, marker included', () => {
    expect(cutToBytes('short', 1024)).toBe('short');
    const cut = cutToBytes('x'.repeat(5000), 1024);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(1024);
    expect(cut).toMatch(/^x+\n\[… truncated by Pith: 5000 bytes, the first \d+ shown\]$/);
  });

  it('never splits a character and never exceeds the limit, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 3000 }), fc.integer({ min: 1024, max: 4096 }), (text, max) => {
        const kept = keptBody(text, max);
        expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(Math.max(max, Buffer.byteLength(text)));
        expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(max);
        // A replacement character would mean a character was split (unless the text had one of its own).
        if (!text.includes('\uFFFD')) expect(kept).not.toContain('\uFFFD');
        if (Buffer.byteLength(redact(text)) <= max) expect(kept).toBe(redact(text));
      }),
    );
  });

  it('redacts a secret that sits where a long body is cut, and scans only a prefix of a huge one', () => {
    const head = 'a'.repeat(900);
    const huge = `${head} ${OPENAI_KEY} ${'b'.repeat(20_000_000)}`;
    const kept = keptBody(huge, 1024);
    expect(kept).not.toContain('sk-proj');
    expect(kept.startsWith(`${head} [redacted] bbb`)).toBe(true);
    expect(kept).toContain(`truncated by Pith: ${huge.length} bytes`);
  });
});

function read(...chunks: string[]): string {
  const reader = new ReplyReader(100_000);
  for (const c of chunks) reader.write(Buffer.from(c));
  return reader.text();
}

const sse = (...events: unknown[]) => events.map((e) => `data: ${typeof e === 'string' ? e : JSON.stringify(e)}\n\n`).join('');

describe('reply text, from what the client was sent', () => {
  it('a chat completion: the assistant content, then its tool calls as JSON', () => {
    const text = read(
      JSON.stringify({
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Checking the weather.', tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'weather', arguments: '{"city":"Oslo"}' } }] } }],
      }),
    );
    expect(text).toBe(`Checking the weather.\n\n[tool calls]\n${JSON.stringify([{ id: 'call_1', name: 'weather', arguments: { city: 'Oslo' } }], null, 2)}`);
  });

  it('a chat stream: content deltas joined and tool-call fragments assembled, even split mid-event across writes', () => {
    const body = sse(
      { choices: [{ index: 0, delta: { role: 'assistant', content: 'Hel' } }] },
      { choices: [{ index: 0, delta: { content: 'lo ✓' } }] },
      { choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'call_9', function: { name: 'search', arguments: '{"q":' } }] } }] },
      { choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: '"pith"}' } }] } }] },
      { choices: [], usage: { prompt_tokens: 3, completion_tokens: 2 } },
      '[DONE]',
    );
    const bytes = Buffer.from(body);
    const reader = new ReplyReader(100_000);
    // Split inside the multi-byte ✓ and inside an event.
    const at = bytes.indexOf(Buffer.from('✓')) + 1;
    reader.write(bytes.subarray(0, at));
    reader.write(bytes.subarray(at, at + 40));
    reader.write(bytes.subarray(at + 40));
    expect(reader.text()).toBe(`Hello ✓\n\n[tool calls]\n${JSON.stringify([{ id: 'call_9', name: 'search', arguments: { q: 'pith' } }], null, 2)}`);
  });

  it('an Anthropic stream and an Anthropic message', () => {
    const stream = [
      'event: message_start\ndata: {"type":"message_start","message":{"id":"m","content":[]}}\n\n',
      'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n',
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Sure"}}\n\n',
      'event: content_block_start\ndata: {"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"tu_1","name":"ls","input":{}}}\n\n',
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\\"path\\":\\"/\\"}"}}\n\n',
      'event: message_stop\ndata: {"type":"message_stop"}\n\n',
    ];
    const expected = `Sure\n\n[tool calls]\n${JSON.stringify([{ id: 'tu_1', name: 'ls', arguments: { path: '/' } }], null, 2)}`;
    expect(read(...stream)).toBe(expected);
    expect(read(JSON.stringify({ type: 'message', content: [{ type: 'text', text: 'Sure' }, { type: 'tool_use', id: 'tu_1', name: 'ls', input: { path: '/' } }] }))).toBe(expected);
  });

  it('a Responses stream', () => {
    const text = read(
      'event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"Done"}\n\n',
      `event: response.output_item.done\ndata: ${JSON.stringify({ type: 'response.output_item.done', item: { type: 'function_call', id: 'fc_1', call_id: 'c1', name: 'run', arguments: '{}' } })}\n\n`,
    );
    expect(text).toBe(`Done\n\n[tool calls]\n${JSON.stringify([{ id: 'c1', name: 'run', arguments: {} }], null, 2)}`);
  });

  it('an error reply as it came, and a stream cut by an error event with the error', () => {
    const error = JSON.stringify({ error: { message: 'Rate limit', type: 'rate_limit_error', code: 'rate_limited' } });
    expect(read(error)).toBe(error);
    expect(read(sse({ choices: [{ index: 0, delta: { content: 'par' } }] }), `event: error\ndata: ${error}\n\n`)).toBe(
      'par\n\n[error] {"message":"Rate limit","type":"rate_limit_error","code":"rate_limited"}',
    );
  });

  it('stops collecting a long stream past its limit', () => {
    const reader = new ReplyReader(10);
    for (let i = 0; i < 1000; i++) reader.write(Buffer.from(sse({ choices: [{ index: 0, delta: { content: 'word ' } }] })));
    expect(reader.text().length).toBeLessThanOrEqual(20);
  });
});
