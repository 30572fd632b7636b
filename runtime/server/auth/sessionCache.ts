import type { AppDb } from '../db/dbTypes';
import type { TokenKind } from './authDb';
import { readAccessEpoch } from './authEpoch';
import { loadSession } from './sessionAccess';
import { tokenHash } from './tokens';
import type { UserAccess } from './userAccess';

/** Most sessions kept; past that the cache starts afresh (it refills one statement per session). */
const MAX_SESSIONS = 10_000;

interface CachedSession {
  access: UserAccess;
  expiresAt: number;
}

/**
 * The access of live tokens, kept in process so a request costs one primary-key read (the access
 * epoch) instead of reading the token, user, roles, permissions and projects again. Every change
 * to those tables moves the epoch in its own transaction (authEpoch.ts), and a moved epoch drops
 * every cached session before anything is answered: a revoked token, frozen user or withdrawn
 * grant is refused by the very next request, also when another server process made the change.
 */
export class SessionCache {
  readonly #sessions = new Map<string, CachedSession>();
  #epoch: string | null = null;

  constructor(private readonly db: AppDb) {}

  /** The access of a live `kind` token, else null (unknown, expired, revoked, frozen or deleted user). */
  async resolve(token: string, kind: TokenKind, now = new Date()): Promise<UserAccess | null> {
    const epoch = await readAccessEpoch(this.db);
    if (epoch !== this.#epoch) {
      this.#sessions.clear();
      this.#epoch = epoch;
    }
    const key = `${kind}:${tokenHash(token)}`;
    const cached = this.#sessions.get(key);
    if (cached && cached.expiresAt > now.getTime()) return cached.access;
    const loaded = await loadSession(this.db, token, kind, now);
    if (!loaded) return null;
    // Rows read at another epoch than the one the cache holds are used once, never kept.
    if (loaded.epoch === this.#epoch) {
      if (this.#sessions.size >= MAX_SESSIONS) this.#sessions.clear();
      this.#sessions.set(key, { access: loaded.access, expiresAt: loaded.expiresAt });
    }
    return loaded.access;
  }
}
