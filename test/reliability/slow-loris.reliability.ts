/**
 * A slow-loris flood against `pith serve` (a child process): 2,000 sockets, half sending their
 * headers and half their body one byte every 2 s. While it lasts and after, a fresh client gets
 * 200; the server's open descriptors stay bounded; with issue 18's deadlines merged
 * (PITH_EXPECT_I18=1) every loris socket is closed within PITH_BODY_TIMEOUT_MS (+ the 5 s
 * grace of the minimum rate, + margin). Figures are printed.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECT_I18 } from '../fuzz/fuzz-support.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { openDescriptors, servePith, type ServedPith } from './serve-helper.js';

const SOCKETS = Number(process.env.PITH_LORIS_SOCKETS ?? 2_000);
const HEADERS_TIMEOUT_MS = 5_000;
const BODY_TIMEOUT_MS = 10_000;
const DRIP_EVERY_MS = 2_000;
const MARGIN_MS = 5_000;

let fake: FakeUpstream;
let pith: ServedPith;

beforeAll(async () => {
  fake = await startFakeUpstream({ record: false });
  pith = await servePith(fake.url, { PITH_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), PITH_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) });
});
afterAll(async () => {
  await pith?.close();
  await fake?.close();
});

async function freshClient(): Promise<{ health: number; completion: number; ms: number }> {
  const started = performance.now();
  const health = (await fetch(`${pith.url}/healthz`, { signal: AbortSignal.timeout(10_000) })).status;
  const res = await fetch(`${pith.url}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${pith.apiKey}`, 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'fresh' }] }),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  return { health, completion: res.status, ms: Math.round(performance.now() - started) };
}

describe(`slow-loris flood of ${SOCKETS} sockets (a byte every ${DRIP_EVERY_MS} ms)`, () => {
  it('fresh clients get 200 during and after; descriptors bounded; loris sockets closed by the deadlines', async () => {
    const { hostname: host, port } = new URL(pith.url);
    const pid = pith.pid();
    const baseline = await openDescriptors(pid);
    const sockets: Socket[] = [];
    let closedByServer = 0;
    let refused = 0;
    let connected = 0;
    const started = performance.now();
    const closedAt: number[] = [];
    for (let i = 0; i < SOCKETS; i++) {
      const s = connect({ host, port: Number(port) });
      s.on('error', () => refused++);
      s.on('close', () => {
        closedByServer++;
        closedAt.push(performance.now() - started);
      });
      s.on('data', () => {});
      const slowBody = i % 2 === 1;
      s.on('connect', () => {
        connected++;
        if (slowBody) s.write(`POST /api/v1/chat/completions HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${pith.apiKey}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`);
        else s.write(`POST /api/v1/chat/completions HTTP/1.1\r\nHost: ${host}\r\n`);
      });
      sockets.push(s);
      if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
    }
    const drip = setInterval(() => {
      for (const s of sockets) if (!s.destroyed && s.writable) s.write('a');
    }, DRIP_EVERY_MS);

    const observeUntil = BODY_TIMEOUT_MS + 5_000 + MARGIN_MS;
    let peakDescriptors = 0;
    const during: Array<{ health: number; completion: number; ms: number }> = [];
    try {
      await new Promise((r) => setTimeout(r, 3_000));
      during.push(await freshClient());
      while (performance.now() - started < observeUntil) {
        peakDescriptors = Math.max(peakDescriptors, await openDescriptors(pid));
        await new Promise((r) => setTimeout(r, 1_000));
        if (during.length < 5) during.push(await freshClient());
      }
    } finally {
      clearInterval(drip);
    }
    const stillOpen = sockets.filter((s) => !s.destroyed).length;
    const after = await freshClient();
    console.log(JSON.stringify({
      sockets: SOCKETS,
      connected,
      errors: refused,
      closedByServerWithin: { ms: observeUntil, count: closedByServer },
      stillOpen,
      lastCloseMs: Math.round(Math.max(0, ...closedAt)),
      serverDescriptors: { baseline, peak: peakDescriptors },
      freshClientsDuring: during,
      freshClientAfter: after,
    }, null, 2));
    for (const s of sockets) s.destroy();

    expect(connected, 'the flood itself connected').toBe(SOCKETS);
    for (const c of [...during, after]) {
      expect(c.health).toBe(200);
      expect(c.completion).toBe(200);
    }
    // One descriptor per socket at most, plus the server's own: never unbounded.
    expect(peakDescriptors).toBeLessThan(baseline + SOCKETS + 200);
    if (EXPECT_I18) {
      expect(stillOpen, 'loris sockets left open past the body deadline').toBe(0);
    }
  });
});
