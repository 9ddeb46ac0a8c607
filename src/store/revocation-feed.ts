/**
 * @module store/revocation-feed
 * Fans key revocations out to listeners (the key authenticators' caches). Local
 * revocations are delivered synchronously, before `revokeKey` resolves, so the revoking
 * instance never serves a revoked key; the PostgreSQL store additionally feeds in the
 * NOTIFY messages of other instances (store/pg-listener.ts). Delivering one revocation
 * twice is harmless: eviction is idempotent.
 */

export interface RevocationEvent {
  id: string;
  keyHash: string;
}

type Listener<T> = (event: T) => void;

export class RevocationFeed {
  private readonly revoked = new Set<Listener<RevocationEvent>>();
  private readonly missed = new Set<Listener<void>>();

  onKeyRevoked(listener: Listener<RevocationEvent>): () => void {
    this.revoked.add(listener);
    return () => this.revoked.delete(listener);
  }

  onRevocationsMissed(listener: Listener<void>): () => void {
    this.missed.add(listener);
    return () => this.missed.delete(listener);
  }

  emitRevoked(event: RevocationEvent): void {
    for (const listener of [...this.revoked]) safeCall(() => listener(event));
  }

  emitMissed(): void {
    for (const listener of [...this.missed]) safeCall(() => listener());
  }
}

function safeCall(fn: () => void): void {
  // One faulty listener must not stop the others from evicting.
  try {
    fn();
  } catch {
    /* listener errors are the listener's own business */
  }
}

/** Parses a NOTIFY payload; undefined for anything that is not ours. */
export function parseRevocationPayload(payload: string | undefined): RevocationEvent | undefined {
  if (!payload) return undefined;
  try {
    const v = JSON.parse(payload) as Partial<RevocationEvent>;
    return typeof v.id === 'string' && typeof v.keyHash === 'string' ? { id: v.id, keyHash: v.keyHash } : undefined;
  } catch {
    return undefined;
  }
}
