import type { ChangeFeed } from '../db/changeFeed';
import type { AppDb } from '../db/dbTypes';
import type { TokenKind } from './authDb';
import { ACCESS_EPOCH_CHANNEL, readAccessEpoch } from './authEpoch';
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
 * The access of live tokens, kept in process so that a request reads nothing to know who calls.
 * Every change to the access tables moves the epoch in its own transaction and announces it when
 * it commits (authEpoch.ts); the announcement drops every cached session, in this process and in
 * every other on the same database. Where an announcement could come too late the epoch is read:
 * - while the feed is not live (its connection lost), at every request;
 * - before a write request acts, so a token revoked a moment ago elsewhere changes nothing;
 * - after a write request, before it is answered (`settle`), so the caller's own next request
 *   sees what this one changed (sign-out, password, grants) even before the announcement arrives.
 */
export class SessionCache {
  readonly #sessions = new Map<string, CachedSession>();
  #epoch: string | null = null;
  #listening: Promise<() => void> | null = null;

  constructor(
    private readonly db: AppDb,
    private readonly changes: ChangeFeed,
  ) {}

  /** The access of a live `kind` token, else null (unknown, expired, revoked, frozen or deleted user); `fresh` reads the epoch first. */
  async resolve(token: string, kind: TokenKind, { fresh = false, now = new Date() } = {}): Promise<UserAccess | null> {
    await (this.#listening ??= this.changes.listen(ACCESS_EPOCH_CHANNEL, { onChange: (epoch) => this.#moveTo(epoch), onGap: () => this.#moveTo(null) }));
    if (fresh || !this.changes.live || this.#epoch === null) await this.settle();
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

  /** Stops following the announcements (the app closes; under `npm run dev` the database stays open for the next one). */
  async close(): Promise<void> {
    const stop = await this.#listening;
    stop?.();
  }

  /** Reads the epoch and drops the cache when it moved (one primary-key read). */
  async settle(): Promise<void> {
    this.#moveTo(await readAccessEpoch(this.db));
  }

  /**
   * Drops the cache when `epoch` is newer than the one it holds; null: the epoch is unknown until
   * read again. An older epoch (a read that left before an announcement arrived) is ignored: the
   * epoch only grows, and going back would let sessions read before the change be kept.
   */
  #moveTo(epoch: string | null): void {
    if (epoch !== null && this.#epoch !== null && BigInt(epoch) <= BigInt(this.#epoch)) return;
    this.#sessions.clear();
    this.#epoch = epoch;
  }
}
