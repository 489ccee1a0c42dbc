/**
 * Real sign-in for tests: `loginAs(app, level)` signs in through POST /index/User_Reg/pwd_login
 * with the demo account of that level (mobile 1380000000N, password cemetery-demo), creating
 * the account first when the database was not seeded. `createTestUser` adds any account.
 */
import type { FastifyInstance } from 'fastify';
import { channelOfLevel } from '../../../src/config/routes';
import type { Level } from '../../../src/config/types';
import { hashPassword } from '../../../src/server/auth/password';
import type { Database } from '../../../src/server/db/database';
import { DEMO_PASSWORD, demoMobile } from '../../../src/server/seed/users';

export interface TestUser {
  id: number;
  mobile: string;
  password: string;
  level: Level;
}

/** scrypt takes half a second: hash each distinct test password once per run. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

let serial = 0;

export const createTestUser = async (
  database: Database,
  level: Level,
  opts: { mobile?: string; password?: string; nickname?: string; enabled?: boolean } = {},
): Promise<TestUser> => {
  const password = opts.password ?? DEMO_PASSWORD;
  serial += 1;
  const mobile = opts.mobile ?? `1370000${String(process.pid % 100).padStart(2, '0')}${String(serial).padStart(2, '0')}`;
  const row = await database.db
    .insertInto('user')
    .values({
      mobile,
      nickname: opts.nickname ?? `Test ${level}`,
      level,
      enabled: opts.enabled ?? true,
      channel: channelOfLevel(level),
      password_hash: await hashOnce(password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), mobile, password, level };
};

/** Sign in with mobile and password; returns the token or throws with the server's answer. */
export const login = async (app: FastifyInstance, mobile: string, password: string): Promise<string> => {
  const res = await app.inject({ method: 'POST', url: '/index/User_Reg/pwd_login', payload: { mobile, pwd: password, type: 'pc' } });
  const body = res.json();
  if (body.status !== 1) throw new Error(`Sign-in of ${mobile} refused: ${res.body}`);
  return body.data.token_info.token as string;
};

/** A fresh session of the demo user of `level` (created when missing). */
export const loginAs = async (app: FastifyInstance, level: Level): Promise<string> => {
  const mobile = demoMobile(level);
  const existing = await app.database.db.selectFrom('user').select('id').where('mobile', '=', mobile).executeTakeFirst();
  if (!existing) await createTestUser(app.database, level, { mobile, nickname: `Demo ${level}` });
  return login(app, mobile, DEMO_PASSWORD);
};
