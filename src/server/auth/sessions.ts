/**
 * Sessions in the database (the server is stateless). The client holds the token; the table
 * holds its hash. A session ends on logout, after 2 hours without use, 12 hours after sign-in
 * whatever the use, and when the user is disabled or their level or password changes.
 * Validated sessions are kept in memory (./sessionCache.ts): a request whose session is
 * there costs no query, only the once-a-minute last-use write.
 */
import { CompiledQuery } from 'kysely';
import type { TypedDb } from '../db/tables';
import { channelOfLevel } from '../../config/routes';
import type { Actor, Level } from '../../config/types';
import type { SessionCache } from './sessionCache';
import { hashToken, isWellFormedToken, newToken } from './token';

export const IDLE_TIMEOUT_MS = 2 * 60 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** last_used_at is written at most this often: the unread count is polled every second. */
export const TOUCH_INTERVAL_MS = 60_000;

interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

export const createSession = async (db: TypedDb, userId: number, now: Date, meta: SessionMeta = {}): Promise<string> => {
  const token = newToken();
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_used_at: now,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
};

type Lookup =
  | { ok: true; actor: Actor; tokenHash: string; /** A demo account still on the published password. */ demo: boolean }
  | { ok: false; reason: 'not_signed_in' | 'session_expired' };

interface SessionRow {
  user_id: number;
  created_at: string;
  last_used_at: string;
  level: number;
  enabled: boolean;
  demo: boolean;
}

// Written once rather than built with the query builder on every request: it runs on every
// request that carries a token (the unread count polls every second), and building and
// compiling it measured ~70 µs of CPU each time (docs/performance.md).
const LOOKUP_SQL =
  'select s.user_id, s.created_at, s.last_used_at, u.level, u.enabled, u.demo from session as s inner join "user" as u on u.id = s.user_id where s.token_hash = $1';

const isExpired = (createdAt: Date, lastUsedAt: Date, now: Date): boolean =>
  now.getTime() - lastUsedAt.getTime() > IDLE_TIMEOUT_MS || now.getTime() - createdAt.getTime() > ABSOLUTE_TIMEOUT_MS;

const actorOf = (userId: unknown, levelValue: unknown): Actor => {
  const level = Number(levelValue) as Level;
  return { userId: Number(userId), level, channel: channelOfLevel(level) };
};

/** The once-a-minute last-use write; the entry is moved first so that concurrent requests do not all write. */
const touch = async (db: TypedDb, tokenHash: string, now: Date): Promise<void> => {
  await db.updateTable('session').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
};

/**
 * Resolve a token to its actor: from memory when the session was validated lately (no query),
 * otherwise one indexed query; plus a write at most once a minute.
 * A token that resolves to nothing is reported as expired (it most likely was), a missing one as not signed in.
 */
export const lookupSession = async (db: TypedDb, token: string | undefined, now: Date, cache?: SessionCache): Promise<Lookup> => {
  if (token === undefined || token === '') return { ok: false, reason: 'not_signed_in' };
  if (!isWellFormedToken(token)) return { ok: false, reason: 'session_expired' };
  const tokenHash = hashToken(token);
  const t = now.getTime();
  const held = cache?.get(tokenHash);
  if (held) {
    if (!isExpired(new Date(held.createdAt), new Date(held.lastUsedAt), now)) {
      if (t - held.lastUsedAt >= TOUCH_INTERVAL_MS) {
        held.lastUsedAt = t;
        await touch(db, tokenHash, now);
      }
      return { ok: true, tokenHash, demo: held.demo, actor: held.actor };
    }
    // Expired: the database path below deletes it and says so.
    cache?.forgetToken(tokenHash);
  }
  const mark = cache?.mark() ?? 0;
  const row = (await db.executeQuery<SessionRow>(CompiledQuery.raw(LOOKUP_SQL, [tokenHash]))).rows[0];
  if (!row) return { ok: false, reason: 'session_expired' };
  const createdAt = new Date(row.created_at);
  const lastUsedAt = new Date(row.last_used_at);
  if (!row.enabled || isExpired(createdAt, lastUsedAt, now)) {
    await db.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
    return { ok: false, reason: 'session_expired' };
  }
  let used = lastUsedAt.getTime();
  if (t - used >= TOUCH_INTERVAL_MS) {
    await touch(db, tokenHash, now);
    used = t;
  }
  const actor = actorOf(row.user_id, row.level);
  const demo = row.demo === true;
  cache?.put({ tokenHash, actor, demo, createdAt: createdAt.getTime(), lastUsedAt: used, readAt: performance.now() }, mark);
  return { ok: true, tokenHash, demo, actor };
};

/**
 * End one session. `cache`: this instance's, forgotten at once (the others hear it from the
 * change feed when the transaction commits).
 */
export const endSession = async (db: TypedDb, tokenHash: string, cache?: SessionCache): Promise<void> => {
  cache?.forgetToken(tokenHash);
  await db.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
};

/**
 * End every session of a user, except (optionally) the one making the change. Every cached
 * session of the user is forgotten, the kept one included: what it knew (level, demo flag) may
 * be what changed.
 */
export const endUserSessions = async (db: TypedDb, userId: number, keepTokenHash?: string, cache?: SessionCache): Promise<void> => {
  cache?.forgetUser(userId);
  let q = db.deleteFrom('session').where('user_id', '=', userId);
  if (keepTokenHash) q = q.where('token_hash', '<>', keepTokenHash);
  await q.execute();
};

/** Housekeeping: expired sessions are refused anyway; this only keeps the table small. */
export const sweepExpiredSessions = async (db: TypedDb, now: Date): Promise<void> => {
  await db
    .deleteFrom('session')
    .where((eb) =>
      eb.or([
        eb('last_used_at', '<', new Date(now.getTime() - IDLE_TIMEOUT_MS)),
        eb('created_at', '<', new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS)),
      ]),
    )
    .execute();
};
