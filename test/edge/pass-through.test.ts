/**
 * Exact pass-through (issue 18, item 11): fields the gateway does not act on reach the upstream
 * as the client wrote them — numbers JSON cannot hold in a double included — on streamed
 * requests (where the gateway adds `stream_options`) and on compressed ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topLevelSpans } from '../../src/upstream/request-json.js';
import { serviceLog } from '../compress/fixtures/prompts.js';
import { startGateway, type TestGateway } from '../support/gateway.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

const UNKNOWN = ['"x_big":12345678901234567890', '"x_inf":1e400', '"x_tiny":1.0E-7', '"x_obj":{"n":-0,"s":"\\u00e9\\"","deep":[1.50,{"k":2e0}]}'];

async function send(body: string, headers: Record<string, string> = {}): Promise<string> {
  const before = gw.fake.requests.length;
  const res = await fetch(`${gw.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.apiKey}`, 'content-type': 'application/json', ...headers },
    body,
  });
  expect(res.status).toBe(200);
  await res.text();
  expect(gw.fake.requests.length).toBe(before + 1);
  return gw.fake.requests.at(-1)!.text;
}

describe('unknown fields reach the upstream byte for byte', () => {
  it('on a streamed request (the gateway adds stream_options)', async () => {
    const upstream = await send(`{"model":"gpt-4o", "stream":true,${UNKNOWN.join(' , ')},"messages":[{"role":"user","content":"hi"}]}`);
    for (const field of UNKNOWN) expect(upstream).toContain(field);
    expect(JSON.parse(upstream).stream_options).toEqual({ include_usage: true });
  });

  it('on a streamed request that set stream_options itself', async () => {
    const upstream = await send(`{"model":"gpt-4o","stream":true,"stream_options":{"include_usage":false},${UNKNOWN.join(',')},"messages":[{"role":"user","content":"hi"}]}`);
    for (const field of UNKNOWN) expect(upstream).toContain(field);
    expect(JSON.parse(upstream).stream_options).toEqual({ include_usage: true });
  });

  it('on a compressed request, streamed or not', async () => {
    const long = `${serviceLog()}\n\nWhy did the pool grow?`;
    for (const stream of [false, true]) {
      const upstream = await send(`{"model":"gpt-4o","stream":${stream},${UNKNOWN.join(',')},"messages":[{"role":"user","content":${JSON.stringify(long)}}]}`, { 'x-pith-compression': 'aggressive' });
      for (const field of UNKNOWN) expect(upstream).toContain(field);
      expect((JSON.parse(upstream) as { messages: Array<{ content: string }> }).messages[0]!.content.length).toBeLessThan(long.length);
    }
  });
});

describe('topLevelSpans', () => {
  it('finds each member value, whatever the spacing and escapes', () => {
    const text = ' { "a" : 1e400 ,"b":{"c":[1,"}"]},\n"\\u0064":"x\\"y" , "e":[] }';
    const spans = topLevelSpans(Buffer.from(text))!;
    const at = (k: string) => text.slice(spans.get(k)!.start, spans.get(k)!.end);
    expect([at('a'), at('b'), at('d'), at('e')]).toEqual(['1e400', '{"c":[1,"}"]}', '"x\\"y"', '[]']);
    expect(topLevelSpans(Buffer.from('[1,2]'))).toBeUndefined();
  });
});
