/**
 * Signed-in browsers for the load: real session rows made by the auth part's createSession
 * (what a sign-in writes), so each request is authenticated exactly as in production. Made
 * directly in the database because 500 sign-ins would spend minutes in scrypt, which is the
 * point of scrypt, not of this benchmark (one real sign-in over HTTP is checked separately).
 */
import { createSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/database';
import type { SessionToken } from './scenarios';

export const makeSessions = async (database: Database, count: number): Promise<SessionToken[]> => {
  const users = await database.db.selectFrom('user').select(['id', 'level']).where('enabled', '=', true).orderBy('id').execute();
  if (users.length === 0) throw new Error('no enabled users to sign in');
  const now = new Date();
  const out: SessionToken[] = [];
  for (let i = 0; i < count; i++) {
    const user = users[i % users.length];
    out.push({ token: await createSession(database.db, Number(user.id), now), level: Number(user.level) });
  }
  return out;
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
