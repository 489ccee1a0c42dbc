/**
 * Validated sessions kept in memory, so a request that carries a token costs no database
 * round trip (the unread count polls every second from every signed-in browser): hashed token
 * → the actor and the times its expiry is judged by. Bounded in size (the oldest entry goes
 * first) and in time (an entry is trusted for TTL_MS, then read again). Forgotten at once, on
 * this instance, when the session ends or its user changes (./sessions.ts, ../users/hooks.ts),
 * and on every instance by the change feed (../db/changeFeed.ts): the triggers of
 * ./schema.ts notify every deleted session and every change of a user's level, channel,
 * enabled, password or demo flag, whoever made it. While the feed is down nothing is served
 * from memory.
 */
import type { Actor } from '../../config/types';

export const SESSION_CACHE_MAX = 10_000;
/** A safety net only: the change feed is what keeps entries right. */
export const SESSION_CACHE_TTL_MS = 60_000;

export interface CachedSession {
  tokenHash: string;
  actor: Actor;
  demo: boolean;
  /** Sign-in and last-use times (ms, the app's clock), for the idle and absolute expiry. */
  createdAt: number;
  lastUsedAt: number;
  /** performance.now() when read from the database. */
  readAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Bumped by every forget: a read that began before one may not store what it found. */
  private generation = 0;

  constructor(
    private readonly isLive: () => boolean,
    readonly max = SESSION_CACHE_MAX,
    readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The mark to hand back to `put`, taken before reading the database. */
  mark(): number {
    return this.generation;
  }

  get(tokenHash: string): CachedSession | undefined {
    if (!this.isLive()) return undefined;
    const entry = this.entries.get(tokenHash);
    if (entry && performance.now() - entry.readAt > this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Keep what a read found, unless something was forgotten since `mark` (it may be what was read). */
  put(entry: CachedSession, mark: number): void {
    if (mark !== this.generation || !this.isLive()) return;
    this.entries.delete(entry.tokenHash);
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(entry.tokenHash, entry);
  }

  forgetToken(tokenHash: string): void {
    this.generation++;
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.generation++;
    for (const [hash, entry] of this.entries) if (entry.actor.userId === userId) this.entries.delete(hash);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
