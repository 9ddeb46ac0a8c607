/**
 * @module auth/dev-idp/accounts
 * Accounts of the development provider: whoever signs in with an email is that account.
 * The subject is derived from the normalised email alone, so it is stable across
 * restarts and secrets — the same email always maps to the same Pith user.
 */
import { createHash } from 'node:crypto';

export interface DevAccount {
  sub: string;
  email: string;
  name: string;
}

export function subjectForEmail(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 27)}`;
}

export class DevAccounts {
  readonly #bySub = new Map<string, DevAccount>();

  /** Records (or updates the display name of) the account for `email`; returns its subject. */
  remember(email: string, name: string): string {
    const sub = subjectForEmail(email);
    this.#bySub.set(sub, { sub, email: email.trim().toLowerCase(), name });
    return sub;
  }

  get(sub: string): DevAccount | undefined {
    return this.#bySub.get(sub);
  }
}
