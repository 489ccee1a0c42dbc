/**
 * The auth part's own tables. They are not in resources.config.ts on purpose: nothing here
 * may ever be reachable through the generic query. Idempotent; runs after the config
 * migration (it references "user").
 */
import { sql } from 'kysely';
import type { TypedDb } from '../db/tables';
import { withDdlLock } from '../db/changeFeed';

declare module '../db/tables' {
  interface ServerTables {
    /** One row per counted attempt and counter (./rateLimit.ts). */
    auth_failure: { key: string; at: Date | string; attempt: string };
    /** One row per signed-in browser (./sessions.ts). */
    session: { token_hash: string; user_id: number; created_at: Date | string; last_used_at: Date | string; ip: string | null; user_agent: string | null };
    /** A pending forgot-password code (./forgotPassword.ts). */
    password_reset: { user_id: number; code_hash: string; expires_at: Date | string };
    /** The signing secret of device cookies and sign-in challenges (./secret.ts). */
    auth_secret: { name: string; value: string };
  }
}

/** The change-feed topic of sessions: key a user id (their sessions or account changed), '' for all. */
export const SESSION_TOPIC = 'session';

export const migrateAuth = async (db: TypedDb): Promise<void> => {
  // One row per signed-in browser; token_hash is the primary key, so a request's lookup is one index probe.
  await sql`CREATE TABLE IF NOT EXISTS session (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    last_used_at timestamptz NOT NULL,
    ip text,
    user_agent text
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS session_user_id_idx ON session (user_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS session_last_used_at_idx ON session (last_used_at)`.execute(db);

  // One row per counted attempt and counter (src/server/auth/rateLimit.ts).
  await sql`CREATE TABLE IF NOT EXISTS auth_failure (
    key text NOT NULL,
    at timestamptz NOT NULL,
    attempt text NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS auth_failure_key_at_idx ON auth_failure (key, at)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS auth_failure_attempt_idx ON auth_failure (attempt)`.execute(db);

  // At most one pending forgot-password code per user; a new request replaces it.
  await sql`CREATE TABLE IF NOT EXISTS password_reset (
    user_id integer PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    expires_at timestamptz NOT NULL
  )`.execute(db);

  // The signing secret of device cookies and sign-in challenges (./secret.ts).
  await sql`CREATE TABLE IF NOT EXISTS auth_secret (
    name text PRIMARY KEY,
    value text NOT NULL
  )`.execute(db);

  // Every instance keeps validated sessions in memory (./sessionCache.ts): these tell them all
  // when one ends (logout, expiry, a deleted user's cascade, a restore's truncate) or when what
  // a session carries changes, whoever writes.
  await withDdlLock(db, async (trx) => {
    await sql`CREATE OR REPLACE TRIGGER session_ended AFTER DELETE ON session
      FOR EACH ROW EXECUTE FUNCTION cemetery_notify_change('session', 'user_id')`.execute(trx);
    await sql`CREATE OR REPLACE TRIGGER session_truncated AFTER TRUNCATE ON session
      FOR EACH STATEMENT EXECUTE FUNCTION cemetery_notify_change('session')`.execute(trx);
    await sql`CREATE OR REPLACE TRIGGER user_session_facts AFTER UPDATE OF level, channel, enabled, password_hash, demo ON "user"
      FOR EACH ROW WHEN (OLD.level IS DISTINCT FROM NEW.level OR OLD.channel IS DISTINCT FROM NEW.channel
        OR OLD.enabled IS DISTINCT FROM NEW.enabled OR OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.demo IS DISTINCT FROM NEW.demo)
      EXECUTE FUNCTION cemetery_notify_change('session', 'id')`.execute(trx);
  });
};
