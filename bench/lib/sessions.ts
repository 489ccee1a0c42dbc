/**
 * Signed-in browsers for the load: real session rows made by the auth part's createSession
 * (what a sign-in writes), so each request is authenticated exactly as in production. Made
 * directly in the database because 500 sign-ins would spend minutes in scrypt, which is the
 * point of scrypt, not of this benchmark (one real sign-in over HTTP is checked separately).
 */
import { createSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/database';
import type { SessionToken } from './scenarios';
import { privileged } from '../../src/server/data/door';

export const makeSessions = async (database: Database, count: number): Promise<SessionToken[]> => {
  const users = await database.db.selectFrom('user').select(['id', 'level']).where('enabled', '=', true).orderBy('id').execute();
  if (users.length === 0) throw new Error('no enabled users to sign in');
  const now = new Date();
  const out: SessionToken[] = [];
  for (let i = 0; i < count; i++) {
    const user = users[i % users.length];
    out.push({ token: await createSession(privileged(database.db), Number(user.id), now), level: Number(user.level) });
  }
  return out;
};

/**
 * The staff who load the server in list, single and update: one session each for `count`
 * distinct level-1 users of the inside channel (the scope the minimal handler's SQL is compiled
 * for), as many clerks at their desks would be. The server lets one user run only a few queries
 * at once (src/server/data/userGate.ts), so driving 50 connections with one user's session would
 * measure that gate, not the server. Fewer such users than `count` (PGlite's demo): they repeat.
 */
export const staffSessions = async (database: Database, count: number): Promise<string[]> => {
  const users = await database.db
    .selectFrom('user')
    .select('id')
    .where('enabled', '=', true)
    .where('level', '=', 1)
    .where('channel', '=', 'inside')
    .orderBy('id')
    .limit(count)
    .execute();
  if (users.length === 0) throw new Error('no enabled level-1 inside users to sign in');
  const now = new Date();
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(await createSession(privileged(database.db), Number(users[i % users.length].id), now));
  return out;
};

/**
 * Level-1 clerks of the inside channel added until there are `count` (PGlite's demo has one or two):
 * without them the demo's few clerks would carry 50 connections and meet the per-user gate.
 */
export const ensureClerks = async (database: Database, count: number): Promise<void> => {
  const have = await database.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enabled', '=', true)
    .where('level', '=', 1)
    .where('channel', '=', 'inside')
    .executeTakeFirstOrThrow();
  const missing = count - Number(have.n);
  if (missing <= 0) return;
  await database.db
    .insertInto('user')
    .values(Array.from({ length: missing }, (_, i) => ({ mobile: `1398877${String(i).padStart(4, '0')}`, nickname: `Bench clerk ${i + 1}`, level: 1, enabled: true, channel: 'inside' })))
    .execute();
};

/** Sign in over HTTP like the login page: proves the accounts work and gives the main token. */
export const signIn = async (url: string, mobile: string, pwd: string): Promise<string> => {
  const res = await fetch(`${url}/index/User_Reg/pwd_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, pwd, type: 'pc' }),
  });
  const body = (await res.json()) as { status: number; msg: string; data: { token_info?: { token: string } } };
  if (body.status !== 1 || !body.data.token_info) throw new Error(`sign-in of ${mobile} failed: ${body.msg}`);
  return body.data.token_info.token;
};
