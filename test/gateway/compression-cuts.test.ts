import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type OpenAI from 'openai';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { FIX_LINE, serviceLog, townName, townParagraph } from '../compress/fixtures/prompts.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw.close();
});

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;
const upstreamSaw = (): string => JSON.stringify(gw.fake.requests.at(-1)!.body);

async function ask(messages: Message[], level: string, stream = false) {
  const client = gw.client();
  if (!stream) return (await client.chat.completions.create({ model: 'gpt-4o', messages }, { headers: { 'x-pith-compression': level } }).withResponse()).response;
  const { data, response } = await client.chat.completions.create({ model: 'gpt-4o', messages, stream: true }, { headers: { 'x-pith-compression': level } }).withResponse();
  for await (const chunk of data) void chunk;
  return response;
}

describe('the client is told when material was cut', () => {
  const doc = Array.from({ length: 20 }, (_, i) => townParagraph(i)).join('\n\n');

  for (const stream of [false, true]) {
    it(`${stream ? 'stream' : 'JSON'}: x-pith-omitted names the cutting transforms; the upstream sees the markers`, async () => {
      const res = await ask([{ role: 'user', content: `${doc}\n\nWhen was ${townName(7)} founded?` }], 'balanced', stream);
      expect(res.headers.get('x-pith-omitted')).toContain('select-passages');
      expect(upstreamSaw()).toMatch(/\[… \d+ passages? omitted …\]/);
      expect(upstreamSaw()).toContain(String(1120 + 7 * 7));
    });
  }

  it('no header when nothing was cut: a whole-material task, or the lossless level', async () => {
    const summary = await ask([{ role: 'user', content: `${doc}\n\nSummarise the document above in three bullet points.` }], 'aggressive');
    expect(summary.headers.get('x-pith-omitted')).toBeNull();
    for (let i = 0; i < 20; i++) expect(upstreamSaw()).toContain(townParagraph(i));
    const plain = await ask([{ role: 'user', content: `${doc}\n\nWhen was ${townName(7)} founded?` }], 'lossless');
    expect(plain.headers.get('x-pith-omitted')).toBeNull();
  });

  it('a follow-up that needs what the first turn cut gets it back, and says so', async () => {
    const log = serviceLog();
    const first: Message[] = [{ role: 'user', content: `${log}\n\nWhich request failed with 503 at 14:21:56?` }];
    await ask(first, 'balanced');
    expect(upstreamSaw()).not.toContain(FIX_LINE);
    const res = await ask([...first, { role: 'assistant', content: 'Request req-4159.' }, { role: 'user', content: 'And what fixed it?' }], 'balanced');
    expect(res.headers.get('x-pith-restored')).toBe('1');
    expect(upstreamSaw()).toContain(FIX_LINE);
  });
});
