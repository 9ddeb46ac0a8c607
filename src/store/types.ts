/**
 * @module store/types
 * The one storage interface. Two back ends implement it — embedded (default, files under
 * PITH_DATA_DIR) and PostgreSQL (PITH_DATABASE_URL) — and one conformance suite
 * (test/store/store.suite.ts) runs against both.
 */
import type { CompressionLevel } from '../wire/compression-levels.js';

export type KeyMode = 'router' | 'byok';

export interface UserRecord {
  id: string;
  /** `iss` + `sub` of the identity provider; the stable identity of a user. */
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  createdAt: Date;
}

export interface UserProfile {
  issuer: string;
  subject: string;
  email?: string | null;
  name?: string | null;
}

export interface KeyRecord {
  id: string;
  userId: string;
  name: string;
  keyPrefix: string;
  /** SHA-256 of the full key, hex. The key itself is never stored. */
  keyHash: string;
  mode: KeyMode;
  isActive: boolean;
  lastUsedAt: Date | null;
  createdAt: Date;
  revokedAt: Date | null;
  upstreamBaseUrl: string | null;
  /** AES-256-GCM sealed upstream key (keys/upstream-key-seal.ts); null for router keys. */
  upstreamApiKeyEnc: string | null;
  compression: CompressionLevel | null;
  /** Requests per minute; null = the operator's default (or none). */
  rpmLimit: number | null;
  /** Tokens (prompt sent + completion) per minute; null = the operator's default (or none). */
  tpmLimit: number | null;
  /** Spend cap in US dollars per `budgetPeriod`; null = the operator's default (or none). */
  budgetUsd: number | null;
  budgetPeriod: 'day' | 'month' | null;
}

export type KeyLimitFields = 'rpmLimit' | 'tpmLimit' | 'budgetUsd' | 'budgetPeriod';

/** Limits may be left out (no limit of the key's own). */
export type NewKey = Omit<KeyRecord, 'isActive' | 'lastUsedAt' | 'createdAt' | 'revokedAt' | KeyLimitFields> & Partial<Pick<KeyRecord, KeyLimitFields>>;

/**
 * Usage of one request, or of `requests` requests that share every dimension (key, user,
 * model, status, stream, level) within one second: the recorder rolls those up so a busy
 * gateway writes a few rows a second, not one per request. Token and time fields are sums.
 */
export interface UsageRecord {
  keyId: string;
  userId: string;
  model: string;
  status: number;
  stream: boolean;
  level: CompressionLevel;
  /** How many requests this record accounts for (default 1). */
  requests?: number;
  promptTokensOriginal: number;
  promptTokens: number;
  /** Prompt tokens the upstream served from its prompt cache (`usage.prompt_tokens_details.cached_tokens`). */
  cachedTokens?: number;
  completionTokens: number;
  latencyMs: number;
  compressionMs: number;
  createdAt: Date;
}

/** A usage journal's position (usage/journal.ts): its records up to `seq` are in the store. */
export interface JournalCheckpoint {
  journal: string;
  seq: number;
}

/** One request's metadata for the Activity page (never its prompt or reply). */
export interface RequestLogEntry {
  /** The request's `x-request-id`. */
  requestId: string;
  keyId: string;
  userId: string;
  model: string;
  status: number;
  /** Catalogue or upstream error code; null on success. */
  errorCode: string | null;
  stream: boolean;
  level: CompressionLevel;
  promptTokensOriginal: number;
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
  costUsd: number;
  latencyMs: number;
  createdAt: Date;
}

export interface StoredRequestLogEntry extends RequestLogEntry {
  /** Position in the log: newer entries have larger ids. */
  id: string;
}

/**
 * One request's bodies, kept only when an operator opts in (PITH_REQUEST_LOG_BODIES): already
 * redacted and cut to size (usage/request-log.ts). Found by the owner and the request id.
 */
export interface RequestBodiesRecord {
  requestId: string;
  userId: string;
  /** The request as the client sent it. */
  received: string;
  /** The request as sent upstream (compressed); null when it was never sent (refused before). */
  sent: string | null;
  /** The reply's text: assistant content, tool calls as JSON, or the error the client got. */
  reply: string | null;
  createdAt: Date;
}

/** A request-log entry with its bodies, when they were kept. */
export interface RequestDetail {
  entry: StoredRequestLogEntry;
  bodies?: Omit<RequestBodiesRecord, 'requestId' | 'userId'>;
}

export interface RequestLogQuery {
  userId: string;
  keyId?: string;
  model?: string;
  /** Exact status, or a class: 200 with `statusClass` 2 means 2xx. */
  status?: number;
  statusClass?: 2 | 4 | 5;
  from?: Date;
  to?: Date;
  /** Entries older than this id (the previous page's cursor). */
  before?: string;
  limit: number;
}

export interface UsageQuery {
  userId: string;
  keyId?: string;
  from: Date;
  to: Date;
  /** Bucket width for the time series. */
  bucket: 'hour' | 'day';
}

export interface UsageBucket {
  bucketStart: Date;
  keyId: string;
  model: string;
  requests: number;
  errors: number;
  promptTokensOriginal: number;
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
}

/** The slice of a pino logger the store uses. */
export interface StoreLogger {
  warn(obj: object, msg?: string): void;
}

export interface StoreOptions {
  /** `postgres://…`; unset selects the embedded database. */
  databaseUrl?: string;
  /** Where the embedded database lives (`<dataDir>/db`). */
  dataDir: string;
  /**
   * PostgreSQL only: keep Pith's tables in this schema (created if missing) instead of
   * `public`, e.g. to share a database with other applications or to isolate tests.
   */
  schema?: string;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
  logger?: StoreLogger;
}

/** What one retention run removed. */
export interface CompactionResult {
  usageRowsRolled: number;
  requestLogDeleted: number;
  requestBodiesDeleted: number;
}

export interface Store {
  readonly kind: 'embedded' | 'postgres';
  /** Runs pending versioned migrations. Idempotent; safe with several instances starting at once. */
  migrate(): Promise<void>;
  /** Readiness probe: throws when the database is not usable. */
  ping(): Promise<void>;

  upsertUser(profile: UserProfile): Promise<UserRecord>;
  getUserBySubject(issuer: string, subject: string): Promise<UserRecord | undefined>;
  getUser(id: string): Promise<UserRecord | undefined>;

  insertKey(key: NewKey): Promise<KeyRecord>;
  getKey(id: string): Promise<KeyRecord | undefined>;
  findKeyByHash(keyHash: string): Promise<KeyRecord | undefined>;
  listKeys(userId: string): Promise<KeyRecord[]>;
  /** Soft delete. Returns the record after revocation, or undefined when the id is unknown. Notifies listeners. */
  revokeKey(id: string): Promise<KeyRecord | undefined>;
  /** Batched last-use timestamps; never moves a timestamp backwards. */
  touchKeys(updates: ReadonlyArray<{ id: string; lastUsedAt: Date }>): Promise<void>;

  /**
   * Records a logged-out dashboard session id, shared by every instance on this database.
   * `until` is when the session would expire anyway; revoking again keeps the later time.
   * Also prunes entries whose `until` has passed, so the table stays small without a job.
   */
  revokeSession(sid: string, until: Date): Promise<void>;
  /** True when `sid` was revoked (by any instance) and its entry is still in force at `now`. */
  isSessionRevoked(sid: string, now: Date): Promise<boolean>;

  // ---- Usage journal (issue 18, helper "usage": usage/journal.ts) ----
  /**
   * Inserts usage records and the request-log entries that travel with them (usage/recorder.ts);
   * with a checkpoint, in one transaction with it, so the journal they came from is never
   * replayed over them (see `usageCheckpoint`).
   */
  insertUsage(records: ReadonlyArray<UsageRecord>, checkpoint?: JournalCheckpoint, requestLog?: ReadonlyArray<RequestLogEntry>): Promise<void>;
  /** The last journal sequence number whose records are in the store (0 when none). */
  usageCheckpoint(journal: string): Promise<number>;
  /** Drops a journal's checkpoint once the journal itself is gone. */
  forgetUsageCheckpoint(journal: string): Promise<void>;
  queryUsage(query: UsageQuery): Promise<UsageBucket[]>;
  /**
   * Retention: usage rows created before `before` are replaced by one row per UTC day and
   * dimensions (sums kept, so every total stays right; only the hour resolution goes), and
   * request-log entries before it are deleted. Safe with several instances at once.
   */
  compactBefore(before: Date): Promise<CompactionResult>;

  insertRequestLog(entries: ReadonlyArray<RequestLogEntry>): Promise<void>;
  /** Newest first, at most `limit`, only the user's. */
  queryRequestLog(query: RequestLogQuery): Promise<StoredRequestLogEntry[]>;
  insertRequestBodies(records: ReadonlyArray<RequestBodiesRecord>): Promise<void>;
  /**
   * The user's request with this id (the newest, should a client have reused an id) and its
   * bodies when kept; undefined when the user has none — another user's id included.
   */
  getRequest(userId: string, requestId: string): Promise<RequestDetail | undefined>;
  /** A user by e-mail (any issuer), for `pith keys --user EMAIL`; the most recently created when several match. */
  getUsersByEmail(email: string): Promise<UserRecord[]>;

  /**
   * Revocations made by any instance sharing this database (PostgreSQL LISTEN/NOTIFY;
   * in-process for the embedded store). Returns an unsubscribe function.
   */
  onKeyRevoked(listener: (event: { id: string; keyHash: string }) => void): () => void;
  /**
   * The revocation feed had a gap (the PostgreSQL listener reconnected), so revocations may
   * have been missed: caches must drop what they hold. Never fires for the embedded store.
   */
  onRevocationsMissed(listener: () => void): () => void;

  close(): Promise<void>;
}
