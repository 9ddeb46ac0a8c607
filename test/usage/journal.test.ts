/**
 * The usage write-ahead journal (usage/journal.ts) against a real embedded store: what a killed
 * process appended — usage records and the request-log entries that go with them — is replayed
 * exactly once — even when it died between a store write and the journal's truncation, or
 * mid-line — journals of live processes are left alone, and confirmed records do not pile up on
 * disk.
 */
import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store, UsageRecord } from '../../src/store/types.js';
import { journalDir, openUsageJournal, replayUsageJournals, type UsageJournal } from '../../src/usage/journal.js';
import { createUsageRecorder } from '../../src/usage/recorder.js';
import { requestLogEntry, type RequestLogFields } from '../../src/usage/request-log.js';
import { rollUp } from '../../src/usage/rollup.js';
import { openEmbeddedStore, type EmbeddedStore } from '../support/embedded-store.js';

const logger = pino({ level: 'silent' });
let db: EmbeddedStore;
let store: Store;
beforeAll(async () => {
  db = await openEmbeddedStore();
  store = db.store;
});
afterAll(async () => db?.close());

/** A pid no process has (Linux pids stay below 2^22). */
const DEAD_PID = 4_194_999;
let n = 0;
let dir: string;
let userId: string;
beforeEach(() => {
  n++;
  dir = join(db.dataDir, `journal-${n}`);
  userId = `u${n}`;
});

const at = new Date('2026-03-01T10:00:00.250Z');
const request = (over: Partial<UsageRecord> = {}): UsageRecord => ({
  keyId: 'k1', userId, model: 'gpt-4o', status: 200, stream: false, level: 'balanced',
  promptTokensOriginal: 100, promptTokens: 40, completionTokens: 7, latencyMs: 3, compressionMs: 0.5, createdAt: at, ...over,
});
/** A request-log entry's own fields: its prompt count is the gateway's (40 in `request()` is the upstream's). */
const logged = (requestId: string): RequestLogFields => ({ requestId, errorCode: null, costUsd: 0.25, promptTokens: 42 });
const logRows = async () => (await store.queryRequestLog({ userId, limit: 100 })).map((e) => ({ requestId: e.requestId, promptTokens: e.promptTokens, costUsd: e.costUsd, completionTokens: e.completionTokens }));
const totals = async () => {
  const rows = await store.queryUsage({ userId, from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-03-02T00:00:00Z'), bucket: 'hour' });
  return { requests: rows.reduce((s, r) => s + r.requests, 0), completionTokens: rows.reduce((s, r) => s + r.completionTokens, 0) };
};
/** A journal as a process that is now dead left it (its fd is simply never closed: a crash). */
const deadJournal = (over: { rotateBytes?: number; syncMs?: number } = {}): UsageJournal =>
  openUsageJournal({ dir, syncMs: over.syncMs ?? 50, rotateBytes: over.rotateBytes, logger, id: `${DEAD_PID}-${n}` });
const replay = () => replayUsageJournals({ dir, store, logger });

describe('usage journal', () => {
  it('writes each record to the file at once, synced or not', () => {
    for (const syncMs of [0, 50]) {
      const journal = openUsageJournal({ dir, syncMs, logger, id: `${DEAD_PID}-${n}0${syncMs}` });
      journal.append(request({ completionTokens: 11 }));
      const [file] = readdirSync(dir).filter((f) => f.includes(`-${n}0${syncMs}-`));
      const lines = readFileSync(join(dir, file!), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ s: 1, r: { completionTokens: 11, userId } });
    }
  });

  it('writes the first record of an event-loop turn at once, and the rest of the turn in one go before any of them resolves', async () => {
    for (const syncMs of [0, 50]) {
      const journal = openUsageJournal({ dir, syncMs, logger, id: `${DEAD_PID}-${n}1${syncMs}` });
      const [file] = readdirSync(dir).filter((f) => f.includes(`-${n}1${syncMs}-`));
      const lines = () => readFileSync(join(dir, file!), 'utf8').split('\n').filter((l) => l !== '');
      const tokens = () => lines().map((l) => (JSON.parse(l) as { s: number; r: UsageRecord }).r.completionTokens);
      const written = [1, 2, 3].map((i) => journal.enqueue(request({ completionTokens: i })));
      // The first is in the file already: nothing to wait for. The rest: one group, one promise, nothing written until the turn ends.
      expect(written[0]).toBeUndefined();
      expect(written[1]).toBeInstanceOf(Promise);
      expect(written[2]).toBe(written[1]);
      expect(tokens()).toEqual([1]);
      let resolved = false;
      void written[1]!.then(() => {
        resolved = true;
        expect(lines()).toHaveLength(3);
      });
      await Promise.all(written);
      expect(resolved).toBe(true);
      expect(tokens()).toEqual([1, 2, 3]);
      // A new turn: its first record goes at once again.
      await new Promise((r) => setImmediate(r));
      expect(journal.enqueue(request({ completionTokens: 4 }))).toBeUndefined();
      expect(tokens()).toEqual([1, 2, 3, 4]);
      // A record appended at once takes any pending group with it, in order.
      const next = journal.enqueue(request({ completionTokens: 5 }));
      expect(next).toBeInstanceOf(Promise);
      expect(journal.append(request({ completionTokens: 6 }))).toBe(6);
      expect(lines()).toHaveLength(6);
      await next;
      expect(lines().map((l) => (JSON.parse(l) as { s: number }).s)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('replays a dead process’s records into the store once, then removes the journal', async () => {
    const journal = deadJournal();
    for (let i = 0; i < 5; i++) journal.append(request({ completionTokens: i }));
    expect(await replay()).toEqual({ journals: 1, records: 5, logEntries: 0, skipped: 0 });
    expect(await totals()).toEqual({ requests: 5, completionTokens: 10 });
    expect(readdirSync(dir)).toEqual([]);
    expect(await replay()).toEqual({ journals: 0, records: 0, logEntries: 0, skipped: 0 });
    expect(await totals()).toEqual({ requests: 5, completionTokens: 10 });
    expect(await store.usageCheckpoint(journal.name)).toBe(0);
  });

  it('never counts twice what reached the store before the crash (killed between the store write and the truncation)', async () => {
    const journal = deadJournal();
    const stored = [request(), request(), request()];
    for (const r of stored) journal.append(r);
    // What the recorder's flush does — the rows and the checkpoint in one transaction — and then the process dies.
    await store.insertUsage(rollUp(stored), { journal: journal.name, seq: journal.lastSeq() });
    journal.append(request({ completionTokens: 100 }));
    journal.append(request({ completionTokens: 100 }));
    expect(await replay()).toMatchObject({ records: 2 });
    expect(await totals()).toEqual({ requests: 5, completionTokens: 221 });
  });

  it('replays the request-log entries journaled with the usage once, and none a flush already stored', async () => {
    const journal = deadJournal();
    const flushed = [request({ completionTokens: 1 }), request({ completionTokens: 2 })];
    journal.append(flushed[0]!, logged('r1'));
    journal.append(flushed[1]!, logged('r2'));
    // The recorder's flush: both kinds of row with the checkpoint, in one transaction; then more, then the process dies.
    await store.insertUsage(rollUp(flushed), { journal: journal.name, seq: journal.lastSeq() }, [requestLogEntry(flushed[0]!, logged('r1')), requestLogEntry(flushed[1]!, logged('r2'))]);
    journal.append(request({ completionTokens: 3 }), logged('r3'));
    // Recorded while the request log was off: usage only.
    journal.append(request({ completionTokens: 4 }));
    expect(await replay()).toEqual({ journals: 1, records: 2, logEntries: 1, skipped: 0 });
    expect(await totals()).toEqual({ requests: 4, completionTokens: 10 });
    const rows = await logRows();
    expect(rows.map((r) => r.requestId).sort()).toEqual(['r1', 'r2', 'r3']);
    expect(rows.find((r) => r.requestId === 'r3')).toEqual({ requestId: 'r3', promptTokens: 42, costUsd: 0.25, completionTokens: 3 });
    expect(await replay()).toMatchObject({ records: 0, logEntries: 0 });
    expect(await logRows()).toHaveLength(3);
  });

  it('skips a torn last line (the process died mid-write) and keeps every whole one', async () => {
    const journal = deadJournal();
    for (let i = 0; i < 3; i++) journal.append(request());
    const [file] = readdirSync(dir);
    appendFileSync(join(dir, file!), '{"s":4,"r":{"keyId":"k1","userId":"');
    expect(await replay()).toEqual({ journals: 1, records: 3, logEntries: 0, skipped: 1 });
    expect(await totals()).toEqual({ requests: 3, completionTokens: 21 });
  });

  it('leaves the journal of a live process alone', async () => {
    const journal = openUsageJournal({ dir, syncMs: 50, logger, id: `${process.ppid}-${n}` });
    journal.append(request());
    expect(await replay()).toMatchObject({ journals: 0 });
    expect(readdirSync(dir)).toHaveLength(1);
    expect(await totals()).toEqual({ requests: 0, completionTokens: 0 });
  });

  it('replays one dead journal once when two instances start at once', async () => {
    const journal = deadJournal();
    for (let i = 0; i < 4; i++) journal.append(request());
    const results = await Promise.all([replay(), replay(), replay()]);
    expect(results.reduce((s, r) => s + r.records, 0)).toBe(4);
    expect(await totals()).toEqual({ requests: 4, completionTokens: 28 });
  });

  it('reclaims confirmed records: truncates a confirmed segment, rotates one that grows, deletes old segments once confirmed', async () => {
    const journal = deadJournal({ rotateBytes: 1000 });
    const bytes = () => readdirSync(dir).map((f) => statSync(join(dir, f)).size);
    for (let i = 0; i < 3; i++) journal.append(request());
    journal.confirmed(3);
    expect(bytes()).toEqual([0]);
    for (let i = 0; i < 20; i++) journal.append(request());
    journal.confirmed(10); // 13 records unconfirmed, the segment is past 1000 bytes: a new one starts
    expect(bytes()).toHaveLength(2);
    journal.append(request({ completionTokens: 1000 }));
    // Dies here: the replay reads both segments, past the checkpoint the store holds.
    await store.insertUsage([], { journal: journal.name, seq: 10 });
    expect(await replay()).toMatchObject({ records: 14 });
    expect(await totals()).toEqual({ requests: 14, completionTokens: 13 * 7 + 1000 });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('deletes old segments once everything in them is confirmed', async () => {
    const journal = deadJournal({ rotateBytes: 500 });
    for (let i = 0; i < 10; i++) journal.append(request());
    journal.confirmed(5);
    expect(readdirSync(dir)).toHaveLength(2);
    journal.append(request());
    journal.confirmed(11);
    expect(readdirSync(dir)).toHaveLength(1);
    await journal.close(store);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('with the recorder: flushes confirm and truncate, a crash after a flush replays only what followed, a clean close removes all', async () => {
    const journal = openUsageJournal({ dir, syncMs: 50, logger, id: `${DEAD_PID}-${n}` });
    const recorder = createUsageRecorder({ store, logger, journal, checkpoints: store, flushIntervalMs: 60_000 });
    for (let i = 0; i < 3; i++) recorder.record(request());
    await recorder.flush();
    expect(await store.usageCheckpoint(journal.name)).toBe(3);
    expect(readdirSync(dir).map((f) => statSync(join(dir, f)).size)).toEqual([0]);
    // Its reply could go out once this resolves (the record is in the file).
    await recorder.record(request({ completionTokens: 50 }));
    // Killed now: the next start replays the one record the store has not got.
    expect(await replay()).toMatchObject({ records: 1 });
    expect(await totals()).toEqual({ requests: 4, completionTokens: 71 });

    const live = openUsageJournal({ dir, syncMs: 50, logger });
    const clean = createUsageRecorder({ store, logger, journal: live, checkpoints: store, flushIntervalMs: 60_000 });
    clean.record(request());
    await clean.close();
    expect(readdirSync(dir).filter((f) => f.includes(live.name))).toEqual([]);
    expect(await store.usageCheckpoint(live.name)).toBe(0);
    expect(await totals()).toEqual({ requests: 5, completionTokens: 78 });
    expect(await replay()).toMatchObject({ records: 0 });
    expect(await totals()).toEqual({ requests: 5, completionTokens: 78 });
  });

  it('with the recorder and the request log on: an entry is stored with its usage, and one not flushed yet is replayed after a crash', async () => {
    const journal = openUsageJournal({ dir, syncMs: 50, logger, id: `${DEAD_PID}-${n}` });
    const recorder = createUsageRecorder({ store, logger, journal, checkpoints: store, flushIntervalMs: 60_000 });
    recorder.record(request({ completionTokens: 1 }), logged('a1'));
    await recorder.flush();
    expect(await logRows()).toEqual([{ requestId: 'a1', promptTokens: 42, costUsd: 0.25, completionTokens: 1 }]);
    await recorder.record(request({ completionTokens: 2 }), logged('a2'));
    // One line carries the record and its entry: no second line, no second write.
    expect(readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n').length)).toEqual([1]);
    // Killed now: the entry is in the journal only.
    expect(await replay()).toMatchObject({ records: 1, logEntries: 1 });
    expect((await logRows()).map((r) => r.requestId).sort()).toEqual(['a1', 'a2']);
    expect(await totals()).toEqual({ requests: 2, completionTokens: 3 });
  });

  it('lives under the data dir', () => {
    expect(journalDir('/var/lib/pith')).toBe('/var/lib/pith/journal');
  });
});
