/**
 * @module store/pg-listener
 * A dedicated PostgreSQL connection that LISTENs for key revocations made by other
 * instances. Pool connections cannot LISTEN (they are shared and recycled), so this one
 * client lives as long as the store and reconnects with capped backoff when it drops.
 * Notifications sent while it was down are lost, so every reconnect reports a gap and the
 * caches drop everything they hold rather than risk serving a key revoked meanwhile.
 */
import pg from 'pg';
import type { StoreLogger } from './types.js';

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  onNotification: (payload: string | undefined) => void;
  /** Called after a reconnect: notifications may have been missed. */
  onGap: () => void;
  logger?: StoreLogger;
}

export interface PgListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const MAX_BACKOFF_MS = 5_000;

export function listenerApplicationName(channel: string): string {
  return `pith-listen:${channel}`.slice(0, 63);
}

export function startPgListener(opts: PgListenerOptions): PgListener {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // Named so operators (and tests) can tell it apart in pg_stat_activity.
    const c = new pg.Client({ connectionString: opts.connectionString, application_name: listenerApplicationName(opts.channel) });
    c.on('notification', (msg) => {
      if (msg.channel === opts.channel) opts.onNotification(msg.payload);
    });
    c.on('error', (err) => {
      opts.logger?.warn({ err }, 'revocation listener connection failed; reconnecting');
      void c.end().catch(() => undefined);
    });
    c.on('end', () => {
      if (client === c) client = undefined;
      if (!closed) schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(opts.channel)}`);
    if (closed) {
      await c.end();
      return;
    }
    client = c;
    if (attempt > 0) opts.onGap();
    attempt = 0;
  };

  const schedule = (): void => {
    if (closed || timer) return;
    const delay = Math.min(MAX_BACKOFF_MS, 100 * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((err: unknown) => {
        opts.logger?.warn({ err }, 'revocation listener could not reconnect');
        schedule();
      });
    }, delay);
    timer.unref();
  };

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await ready.catch(() => undefined);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
