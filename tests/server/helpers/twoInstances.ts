/**
 * Two server instances on one PostgreSQL schema, as behind a load balancer (separate processes
 * in production; here two apps with their own pools and change-feed connections, which is what
 * matters to the database), with staff users of a known password. PostgreSQL only.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/password';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { appConfig } from '../../../src/instance';
import type { Level } from '../../../src/config/types';
import { channelOfLevel } from '../../../src/config/routes';

export const TWO_INSTANCES_PASSWORD = 'two-instances-1';

export interface TwoInstances {
  apps: FastifyInstance[];
  databases: Database[];
  close: () => Promise<void>;
}

/**
 * Both start as instances do: each runs the (idempotent, advisory-locked) migration. In `schema`
 * (dropped at the end), or, behind a pooler (`directUrl`: ./pgbouncer.ts), in the database of
 * `url` as it is (a pooler passes no schema option through; the caller drops that database).
 */
export const startTwoInstances = async (
  url: string,
  schema: string | undefined,
  users: readonly { mobile: string; nickname: string; level: Level }[],
  directUrl?: string,
): Promise<TwoInstances> => {
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url, schema, directUrl });
    databases.push(database);
    await migrate(database, appConfig);
    const app = await buildApp({ database });
    await app.ready();
    await app.startupWork.settled();
    apps.push(app);
  }
  const hash = await hashPassword(TWO_INSTANCES_PASSWORD);
  await databases[0].db
    .insertInto('user')
    .values(users.map((u) => ({ ...u, channel: channelOfLevel(u.level), password_hash: hash })))
    .execute();
  return {
    apps,
    databases,
    close: async () => {
      for (const app of apps) await app.close();
      if (schema && databases[0]) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(databases[0].db);
      for (const d of databases) await d.close();
    },
  };
};

export const post = (app: FastifyInstance, url: string, body: unknown, token?: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { 'x-token': token } : {}) }, payload: JSON.stringify(body) });

export const signIn = async (app: FastifyInstance, mobile: string): Promise<string> => {
  const r = await post(app, '/index/User_Reg/pwd_login', { mobile, pwd: TWO_INSTANCES_PASSWORD, type: 'pc' });
  const body = JSON.parse(r.body);
  expect(body.status, r.body).toBe(1);
  return body.data.token_info.token as string;
};

/** A user's id by their mobile. */
export const userIdOf = async (two: TwoInstances, mobile: string): Promise<number> =>
  Number((await two.databases[0].db.selectFrom('user').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id);

/**
 * The manager disables the user through the first instance; then the user's session asks the
 * second one (every `pollMs`, for `giveUpMs` at most) until it refuses. Answers the second's last
 * answer and how long after the disabling it came.
 */
export const disableOnFirstUntilSecondRefuses = async (
  two: TwoInstances,
  manager: string,
  user: { id: number; token: string },
  timing: { pollMs: number; giveUpMs: number },
): Promise<{ answer: Awaited<ReturnType<typeof post>>; afterMs: number }> => {
  const [a, b] = two.apps;
  const off = await post(a, '/index/query', { table: 'user', id: user.id, data: { enabled: false } }, manager);
  expect(off.statusCode, off.body).toBe(200);
  const disabledAt = performance.now();
  let answer = await post(b, '/index/query', { table: 'tomb_area' }, user.token);
  while (answer.statusCode === 200 && performance.now() - disabledAt < timing.giveUpMs) {
    await new Promise((ok) => setTimeout(ok, timing.pollMs));
    answer = await post(b, '/index/query', { table: 'tomb_area' }, user.token);
  }
  return { answer, afterMs: performance.now() - disabledAt };
};
