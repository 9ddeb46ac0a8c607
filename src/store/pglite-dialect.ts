/**
 * @module store/pglite-dialect
 * A Kysely dialect for PGlite (PostgreSQL compiled to WASM, running in this process), so
 * the embedded store shares the PostgreSQL query compiler, adapter and migrations with the
 * server back end. kysely-pglite-dialect stops at PGlite 0.4, hence this small adapter.
 *
 * PGlite is one backend session: a transaction's statements and another caller's
 * statements must not interleave. The driver therefore hands out its single connection
 * under a mutex — a query or a whole transaction holds it until released.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { errors } from '../errors/index.js';

class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return acquired;
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly db: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.db.query<R>(compiled.sql, [...compiled.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && compiled.query.kind !== 'SelectQueryNode' ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw errors.unsupportedOperation('Streaming a query from the embedded database');
  }
}

class PgliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PgliteConnection;
  private release: (() => void) | undefined;

  constructor(private readonly db: PGlite) {
    this.connection = new PgliteConnection(db);
  }

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.mutex.lock();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const mode = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(' ');
    await connection.executeQuery(CompiledQuery.raw(mode ? `begin transaction ${mode}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    // The mutex admits one holder at a time, so the stored release is that holder's.
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly db: PGlite) {}

  createDriver(): Driver {
    return new PgliteDriver(this.db);
  }

  createQueryCompiler(): PostgresQueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): PostgresAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<any>): PostgresIntrospector {
    return new PostgresIntrospector(db);
  }
}
