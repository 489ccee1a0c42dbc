/**
 * Two server instances on one PostgreSQL, each holding a user's validated session in memory:
 * disabling the user through one, the other refuses the user's next request within 1 s
 * (the change feed: a trigger's NOTIFY heard on its LISTEN connection). PostgreSQL only.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/password';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { appConfig } from '../../src/instance';

const URL_ = process.env.TEST_DATABASE_URL;
const SCHEMA = `t_sessions_two_${process.pid}_${Date.now().toString(36)}`;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];

const post = (app: FastifyInstance, url: string, body: unknown, token?: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) }, payload: JSON.stringify(body) });

const signIn = async (app: FastifyInstance, mobile: string): Promise<string> => {
  const r = await post(app, '/index/User_Reg/pwd_login', { mobile, pwd: 'two-instances-1', type: 'pc' });
  return JSON.parse(r.body).data.token_info.token as string;
};

describe.runIf(URL_)('sessions on two instances', () => {
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: URL_, schema: SCHEMA });
      databases.push(database);
      await migrate(database, appConfig);
      const app = await buildApp({ database });
      await app.ready();
      apps.push(app);
    }
    const hash = await hashPassword('two-instances-1');
    await databases[0].db.insertInto('user').values([
      { mobile: '13900000201', nickname: 'seller', level: 1, channel: 'inside', password_hash: hash },
      { mobile: '13900000205', nickname: 'manager', level: 5, channel: 'inside', password_hash: hash },
    ]).execute();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    if (databases[0]) await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(databases[0].db);
    for (const d of databases) await d.close();
  });

  it('a disabled user’s next request on the other instance is refused within 1 s, each of ten times', async () => {
    const [a, b] = apps;
    const db = databases[0].db;
    const manager = await signIn(a, '13900000205');
    const id = Number((await db.selectFrom('user').select('id').where('mobile', '=', '13900000201').executeTakeFirstOrThrow()).id);
    for (let round = 0; round < 10; round++) {
      const on = await post(a, '/index/query', { table: 'user', id, data: { enabled: true } }, manager);
      expect(on.statusCode, on.body).toBe(200);
      const seller = await signIn(a, '13900000201');
      for (const app of [a, b]) expect((await post(app, '/index/query', { table: 'tomb_area' }, seller)).statusCode).toBe(200);
      const off = await post(a, '/index/query', { table: 'user', id, data: { enabled: false } }, manager);
      expect(off.statusCode, off.body).toBe(200);
      const disabledAt = Date.now();
      let onB = await post(b, '/index/query', { table: 'tomb_area' }, seller);
      while (onB.statusCode === 200 && Date.now() - disabledAt < 5000) {
        await new Promise((ok) => setTimeout(ok, 10));
        onB = await post(b, '/index/query', { table: 'tomb_area' }, seller);
      }
      expect(onB.statusCode).toBe(401);
      expect(Date.now() - disabledAt).toBeLessThan(1000);
    }
  });
});
