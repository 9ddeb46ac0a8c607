/**
 * @module test/auth/helpers/memory-users
 * The two store methods auth depends on, in memory, with the store's semantics:
 * one user per (issuer, subject), profile fields refreshed on every sign-in.
 */
import { randomUUID } from 'node:crypto';
import type { Store, UserProfile, UserRecord } from '../../../src/store/types.js';

export function createMemoryUsers(): Pick<Store, 'upsertUser' | 'getUser'> & { count(): number } {
  const byId = new Map<string, UserRecord>();
  const bySubject = new Map<string, string>();
  return {
    async upsertUser(profile: UserProfile): Promise<UserRecord> {
      const key = `${profile.issuer}\n${profile.subject}`;
      const existing = bySubject.get(key);
      const record: UserRecord = {
        id: existing ?? randomUUID(),
        issuer: profile.issuer,
        subject: profile.subject,
        email: profile.email ?? null,
        name: profile.name ?? null,
        createdAt: (existing && byId.get(existing)?.createdAt) || new Date(),
      };
      byId.set(record.id, record);
      bySubject.set(key, record.id);
      return record;
    },
    async getUser(id: string) {
      return byId.get(id);
    },
    count: () => byId.size,
  };
}
