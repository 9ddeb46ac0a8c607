/**
 * @module usage/journal
 * The usage write-ahead journal: every usage record — with its request-log entry's own fields
 * when the request log is on — is appended to a local file before the recorder rolls it up in
 * memory, so a process killed between two batch flushes (kill -9, an OOM kill, a crash) loses
 * none of it — the next start replays it into the store, usage rows and request-log rows alike.
 *
 * - One journal per process, `<dataDir>/journal/usage-<pid>-<startMs>-<segment>.jsonl`, so
 *   instances sharing a data dir (`pith serve --workers N`) never write one file.
 * - Each record is one line `{"s":seq,"r":record,"l":logFields}` (`l` only with the request
 *   log on: an entry is its usage record plus those few fields), written to the OS (no
 *   user-space buffer survives a return to the event loop: a killed process loses nothing
 *   written). `append`
 *   writes at once; so does `enqueue` — the request path's — for the first record of an
 *   event-loop turn (a lone request, always at one connection: nothing to wait for, no
 *   promise); later records of the same turn join a group that goes in one `write` at the end
 *   of the turn and then resolves the promise their replies wait for: under load about one
 *   write per turn instead of one per request, and still no reply ends before its record is in
 *   the file. `fdatasync` group-commits every `syncMs`, so an OS crash or power cut loses at
 *   most that long (0: every write is synced).
 * - The store keeps each journal's checkpoint (the last seq whose records it holds), written in
 *   the same transaction as the rows (usage and request log), so neither a replay nor a crash
 *   between a store write and the journal's truncation counts a record twice.
 * - Confirmed records are reclaimed: the segment is truncated when everything in it is in the
 *   store, or a new segment is started once it is past `rotateBytes` and the old one deleted
 *   when confirmed.
 * - At start-up, journals whose owner is dead are claimed (an atomic rename, so two instances
 *   starting at once never both replay one) and their records past the checkpoint inserted
 *   (rolled up) with the checkpoint in one transaction; a torn last line is skipped.
 */
import { closeSync, fdatasync, fdatasyncSync, ftruncateSync, mkdirSync, openSync, unlinkSync, writeSync, close as closeFd } from 'node:fs';
import { readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { JournalCheckpoint, RequestLogEntry, Store, UsageRecord } from '../store/types.js';
import { requestLogEntry, type RequestLogFields } from './request-log.js';
import { rollUp } from './rollup.js';
import { processAlive } from '../lib/process-alive.js';

export interface UsageJournal {
  /** The journal's name: the store's checkpoint key. */
  readonly name: string;
  /**
   * Appends a record, and its request-log fields when the log is on (written to the OS before
   * returning, with any group pending); returns its sequence number.
   */
  append(record: UsageRecord, log?: RequestLogFields): number;
  /**
   * Appends a record from the request path. The first of an event-loop turn is written at once
   * (undefined: nothing to wait for); later ones join this turn's group, and the promise resolves
   * once it is written (one `write` at the end of the turn, or sooner when anything else writes).
   * Never rejects: a failed write is logged, and the record still reaches the store by the
   * ordinary batch.
   */
  enqueue(record: UsageRecord, log?: RequestLogFields): Promise<void> | undefined;
  /** The last sequence number appended. */
  lastSeq(): number;
  /** Records up to `seq` are in the store: their space may be reclaimed. */
  confirmed(seq: number): void;
  /**
   * Syncs and closes. When every record is confirmed the files (and the store's checkpoint)
   * go; otherwise they stay for the next start to replay.
   */
  close(store: Pick<Store, 'forgetUsageCheckpoint'>): Promise<void>;
}

export interface JournalOptions {
  /** `<dataDir>/journal`. */
  dir: string;
  /** Group-commit interval for fdatasync, ms (0: sync every append). */
  syncMs: number;
  /** A segment past this many bytes is replaced by a new one at the next confirmation. */
  rotateBytes?: number;
  logger: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** Replaces `<pid>-<startMs>` (tests). */
  id?: string;
}

const PREFIX = 'usage-';
const SUFFIX = '.jsonl';
/** A journal claimed for replay by another process: `<file>.replaying-<pid>`. */
const CLAIMED = /\.replaying-(\d+)$/;

/** The journal directory under a data dir. */
export function journalDir(dataDir: string): string {
  return join(dataDir, 'journal');
}

// One line per record, in one JSON.stringify: the request-log fields ride in the same line
// (a few dozen bytes more), never a second line or a second write.
function serialise(seq: number, r: UsageRecord, log: RequestLogFields | undefined): string {
  const l = log && { requestId: log.requestId, errorCode: log.errorCode, costUsd: log.costUsd, promptTokens: log.promptTokens };
  return `${JSON.stringify({ s: seq, r: { ...r, createdAt: r.createdAt.getTime() }, l })}\n`;
}

/** One line back into a record (and its request-log entry); undefined for a torn or foreign line. */
function parseLine(line: string): { seq: number; record: UsageRecord; log?: RequestLogEntry } | undefined {
  try {
    const { s, r, l } = JSON.parse(line) as { s: unknown; r: UsageRecord & { createdAt: number }; l?: RequestLogFields };
    if (typeof s !== 'number' || typeof r !== 'object' || r === null || typeof r.createdAt !== 'number') return undefined;
    const record = { ...r, createdAt: new Date(r.createdAt) };
    return { seq: s, record, log: typeof l === 'object' && l !== null ? requestLogEntry(record, l) : undefined };
  } catch {
    return undefined;
  }
}

interface Segment {
  path: string;
  fd: number;
  bytes: number;
  /** Highest seq written to it. */
  last: number;
}

export function openUsageJournal(options: JournalOptions): UsageJournal {
  const { dir, syncMs, logger, rotateBytes = 1 << 20 } = options;
  mkdirSync(dir, { recursive: true });
  const name = options.id ?? `${process.pid}-${Date.now()}`;
  let segmentNo = 0;
  let seq = 0;
  /** Older segments still holding unconfirmed records, oldest first. */
  const closed: Array<{ path: string; last: number }> = [];
  let dirty = false;
  let syncTimer: NodeJS.Timeout | undefined;
  let syncing: Promise<void> = Promise.resolve();

  const openSegment = (): Segment => {
    const path = join(dir, `${PREFIX}${name}-${String(segmentNo++).padStart(6, '0')}${SUFFIX}`);
    return { path, fd: openSync(path, 'a'), bytes: 0, last: 0 };
  };
  let current = openSegment();

  const sync = (): Promise<void> => {
    syncTimer = undefined;
    if (!dirty) return syncing;
    dirty = false;
    const { fd } = current;
    syncing = syncing.then(
      () =>
        new Promise<void>((resolve) =>
          fdatasync(fd, (err) => {
            if (err && err.code !== 'EBADF') logger.error({ err }, 'usage journal sync failed');
            resolve();
          }),
        ),
    );
    return syncing;
  };

  /** Lines appended but not written yet (this turn's group), and the group's promise. */
  let pending = '';
  let group: { written: Promise<void>; resolve: () => void } | undefined;
  /** A record was written at once in this event-loop turn: later ones are grouped. */
  let wroteThisTurn = false;
  const turnEnded = (): void => {
    wroteThisTurn = false;
  };

  /** Writes every pending line in one `write` (synced when syncMs is 0) and resolves the group. */
  const writePending = (): void => {
    if (pending === '') return;
    const lines = pending;
    const done = group;
    pending = '';
    group = undefined;
    try {
      current.bytes += writeSync(current.fd, lines);
      current.last = seq;
      if (syncMs === 0) fdatasyncSync(current.fd);
      else {
        dirty = true;
        syncTimer ??= setTimeout(() => void sync(), syncMs).unref();
      }
    } catch (err) {
      // The records still reach the store by the ordinary batch; only their crash safety is lost.
      logger.error({ err }, 'usage journal write failed');
    }
    done?.resolve();
  };

  return {
    name,
    append(record, log) {
      seq++;
      pending += serialise(seq, record, log);
      writePending();
      return seq;
    },
    enqueue(record, log) {
      seq++;
      pending += serialise(seq, record, log);
      if (!group && !wroteThisTurn) {
        // Alone in this turn so far: one small write now (to the page cache, no thread-pool hop)
        // costs less than making the reply wait for the turn's end.
        wroteThisTurn = true;
        setImmediate(turnEnded);
        writePending();
        return undefined;
      }
      if (!group) {
        let resolve!: () => void;
        const written = new Promise<void>((r) => (resolve = r));
        group = { written, resolve };
        setImmediate(writePending);
      }
      return group.written;
    },
    lastSeq: () => seq,
    confirmed(upTo) {
      writePending();
      while (closed.length > 0 && closed[0]!.last <= upTo) {
        const { path } = closed.shift()!;
        try {
          unlinkSync(path);
        } catch (err) {
          // Left for a replay, which skips it: its records are at or before the checkpoint.
          logger.warn({ err, path }, 'usage journal segment could not be removed');
        }
      }
      if (current.bytes === 0) return;
      // Never throws: the rows are in the store already, and a throw would make the caller retry them.
      try {
        if (current.last <= upTo) {
          ftruncateSync(current.fd, 0);
          current.bytes = 0;
        } else if (current.bytes >= rotateBytes) {
          // Records past the checkpoint are in it: keep it (synced) until they are confirmed.
          const old = current;
          current = openSegment();
          closed.push({ path: old.path, last: old.last });
          syncing = syncing.then(() => new Promise<void>((resolve) => fdatasync(old.fd, () => closeFd(old.fd, () => resolve()))));
        }
      } catch (err) {
        logger.warn({ err }, 'usage journal could not reclaim confirmed records (a replay skips them)');
      }
    },
    async close(store) {
      writePending();
      if (syncTimer) clearTimeout(syncTimer);
      await sync();
      const everything = closed.length === 0 && current.bytes === 0;
      closeSync(current.fd);
      if (!everything) {
        logger.warn({ journal: name, lastSeq: seq }, 'usage journal kept: some usage is not in the store yet; the next start replays it');
        return;
      }
      await syncing;
      // The checkpoint goes only with the last file: a file left without it would be replayed in full.
      try {
        unlinkSync(current.path);
      } catch {
        return;
      }
      if (seq > 0) await store.forgetUsageCheckpoint(name).catch(() => undefined);
    },
  };
}


/** `usage-<pid>-<startMs>-<segment>.jsonl[.replaying-<pid>]` → the journal's name and the pid that holds it now. */
function parseName(file: string): { journal: string; holder: number } | undefined {
  const m = /^usage-((\d+)-\d+)-\d+\.jsonl(?:\.replaying-(\d+))?$/.exec(file);
  if (!m) return undefined;
  return { journal: m[1]!, holder: Number(m[3] ?? m[2]) };
}

/** Journal files this process claimed for replay: one with our pid but not in here is a dead namesake's (a container's pid 1 restarted). */
const claimedHere = new Set<string>();

export interface ReplayResult {
  journals: number;
  /** Records inserted (those past each journal's checkpoint). */
  records: number;
  /** Request-log entries inserted with them. */
  logEntries: number;
  /** Lines that could not be read (a torn last line after a crash). */
  skipped: number;
}

/**
 * Replays every journal in `dir` whose holder is dead (never this process's own) into the
 * store — usage rows and request-log rows — exactly once, and removes it. Safe with several
 * instances starting at once.
 */
export async function replayUsageJournals(opts: {
  dir: string;
  store: Pick<Store, 'insertUsage' | 'usageCheckpoint' | 'forgetUsageCheckpoint'>;
  logger: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Journals this process writes (skipped). */
  own?: string;
}): Promise<ReplayResult> {
  const result: ReplayResult = { journals: 0, records: 0, logEntries: 0, skipped: 0 };
  let files: string[];
  try {
    files = await readdir(opts.dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw err;
  }
  const byJournal = new Map<string, string[]>();
  for (const file of files.sort()) {
    const parsed = parseName(file);
    if (!parsed || parsed.journal === opts.own) continue;
    // Held by a live process (its writer, or another's replay) — or by a replay in this one.
    if (parsed.holder === process.pid ? claimedHere.has(file) : processAlive(parsed.holder)) continue;
    // Claim it: a rename succeeds for one process only.
    const claimed = `${file.replace(CLAIMED, '')}.replaying-${process.pid}`;
    if (claimed !== file) {
      try {
        await rename(join(opts.dir, file), join(opts.dir, claimed));
      } catch {
        continue;
      }
    }
    claimedHere.add(claimed);
    const list = byJournal.get(parsed.journal) ?? [];
    list.push(claimed);
    byJournal.set(parsed.journal, list);
  }
  for (const [journal, segments] of byJournal) {
    const checkpoint = await opts.store.usageCheckpoint(journal);
    const records: UsageRecord[] = [];
    const entries: RequestLogEntry[] = [];
    let last = checkpoint;
    for (const file of segments.sort()) {
      const lines = (await readFile(join(opts.dir, file), 'utf8')).split('\n');
      for (const line of lines) {
        if (line === '') continue;
        const entry = parseLine(line);
        if (!entry) {
          result.skipped++;
          continue;
        }
        if (entry.seq <= checkpoint) continue;
        records.push(entry.record);
        if (entry.log) entries.push(entry.log);
        last = Math.max(last, entry.seq);
      }
    }
    if (records.length > 0) {
      const mark: JournalCheckpoint = { journal, seq: last };
      await opts.store.insertUsage(rollUp(records), mark, entries);
    }
    let removed = true;
    for (const file of segments) {
      await unlink(join(opts.dir, file)).catch(() => (removed = false));
      claimedHere.delete(file);
    }
    // The checkpoint goes only with the journal's last file: a file left without it would be replayed in full.
    if (removed) await opts.store.forgetUsageCheckpoint(journal);
    result.journals++;
    result.records += records.length;
    result.logEntries += entries.length;
  }
  if (result.journals > 0) opts.logger.info({ ...result }, 'usage journal replayed');
  if (result.skipped > 0) opts.logger.warn({ skipped: result.skipped }, 'usage journal lines unreadable (a torn write at a crash); skipped');
  return result;
}
