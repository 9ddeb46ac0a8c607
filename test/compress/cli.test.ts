import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCompress } from '../../src/cli/compress.js';

async function run(argv: string[], input: string): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += String(c)));
  stderr.on('data', (c) => (err += String(c)));
  const code = await runCompress(argv, { stdin: Readable.from([input]), stdout, stderr });
  return { code, out, err };
}

describe('pith compress', () => {
  it('prints the compressed request on stdout and a summary on stderr', async () => {
    const body = { model: 'gpt-4o', temperature: 0, messages: [{ role: 'tool', tool_call_id: 'x', content: '{\n  "a": [1, 2, 3]\n}' }] };
    const { code, out, err } = await run(['-', '--level', 'lossless'], JSON.stringify(body));
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ ...body, messages: [{ role: 'tool', tool_call_id: 'x', content: '{"a":[1,2,3]}' }] });
    expect(err).toMatch(/lossless: \d+ → \d+ tokens .* ms, json-minify/);
  });

  it('rejects input that is not a chat request, with exit code 1', async () => {
    const { code, err } = await run([], '{"prompt": "hi"}');
    expect(code).toBe(1);
    expect(err).toContain('no "messages" array');
  });

  it('rejects an unknown level with a usage message and exit code 2', async () => {
    const { code, err } = await run(['--level', 'extreme'], '{}');
    expect(code).toBe(2);
    expect(err).toContain('usage: pith compress');
  });
});
