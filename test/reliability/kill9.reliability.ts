/**
 * kill -9 under load, with the usage lost counted: `pith serve` (a child process, embedded
 * store) takes 16 concurrent clients; it is killed with SIGKILL once ~KILL_AFTER requests have
 * been answered 200; it is started again on the same data dir (where issue 18's usage journal
 * is replayed), stopped cleanly, and the store's usage count is compared with the 200s the
 * clients saw. Without PITH_EXPECT_I18 the loss is reported, not asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPECT_I18 } from '../fuzz/fuzz-support.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fake-upstream.js';
import { recordedRequests, servePith, type ServedPith } from './serve-helper.js';

const CONCURRENCY = 16;
const KILL_AFTER = Number(process.env.PITH_KILL_AFTER ?? 600);
const ROUNDS = Number(process.env.PITH_KILL_ROUNDS ?? 2);

let fake: FakeUpstream;
let pith: ServedPith;

beforeAll(async () => {
  fake = await startFakeUpstream({ record: false, promptCache: false });
  pith = await servePith(fake.url);
});
afterAll(async () => {
  await pith?.close();
  await fake?.close();
});

async function loadUntilKilled(): Promise<{ ok: number; failed: number }> {
  let ok = 0;
  let failed = 0;
  let killed = false;
  const url = `${pith.url}/api/v1/chat/completions`;
  const worker = async (w: number) => {
    for (let i = 0; !killed; i++) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${pith.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'gpt-4o-mini', stream: i % 2 === 0, messages: [{ role: 'user', content: `load ${w}.${i}` }] }),
        });
        const text = await res.text();
        // A stream counts only if it finished: its [DONE] reached the client.
        if (res.status === 200 && (!text.startsWith('data:') || text.includes('[DONE]'))) ok++;
        else failed++;
      } catch {
        failed++;
      }
      if (!killed && ok >= KILL_AFTER) {
        killed = true;
        pith.server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
  await new Promise<void>((resolve) => (pith.server.child.exitCode !== null || pith.server.child.signalCode !== null ? resolve() : pith.server.child.once('exit', () => resolve())));
  return { ok, failed };
}

describe(`kill -9 under load (${CONCURRENCY} clients, killed after ~${KILL_AFTER} answers, ${ROUNDS} rounds)`, () => {
  it('counts the usage lost', async () => {
    let answered = 0;
    const rounds: Array<{ answered: number; failedOrCut: number; recordedTotal: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { ok, failed } = await loadUntilKilled();
      answered += ok;
      // Start again on the same data dir (a journal is replayed here), then stop cleanly.
      await pith.restart();
      expect((await fetch(`${pith.url}/healthz`)).status).toBe(200);
      await pith.server.stop();
      const recorded = await recordedRequests(pith.dataDir, pith.apiKey);
      rounds.push({ answered: ok, failedOrCut: failed, recordedTotal: recorded });
      if (round < ROUNDS - 1) await pith.restart();
    }
    const recorded = rounds.at(-1)!.recordedTotal;
    const lost = Math.max(0, answered - recorded);
    console.log(JSON.stringify({ rounds, answered200: answered, recorded, lost, lostPercent: Number(((100 * lost) / answered).toFixed(2)) }, null, 2));
    // Restart for afterAll's close.
    await pith.restart();
    if (EXPECT_I18) {
      // Bounded by the journal's group-commit window (PITH_USAGE_JOURNAL_SYNC_MS, 50 ms):
      // what the clients got in the last window before the kill, at most.
      expect(lost).toBeLessThanOrEqual(Math.max(CONCURRENCY * 2, Math.ceil(answered * 0.02)));
    }
  });
});
