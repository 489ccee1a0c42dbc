/**
 * The embedded default's demo accounts (issue 12, item 3): seeded accounts are marked `demo`
 * and each has its own salt; on a server other machines reach (issue 26, item 5), a demo
 * account still on the published password does not sign in at all, and a session it holds
 * opens nothing but sign-out (not even its own password change: a stranger would take the
 * account), until an administrator with a real password sets a new one; on the loopback
 * nothing is restricted. A changed or reset password clears the mark, which no client can set.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { verifyPassword } from '../../src/server/auth/password';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/demo';
import { DEMO_PASSWORD, demoMobile } from '../../src/server/seed/users';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { createTestUser, login } from './helpers/login';
import { appConfig } from '../../src/instance';

let database: Database;
/** Listening on the network (HOST=0.0.0.0), and on the loopback: the same database. */
let exposed: FastifyInstance;
let local: FastifyInstance;

const post = (app: FastifyInstance, url: string, token: string, body: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: { 'x-token': token, 'accept-language': 'en' }, payload: body as Record<string, unknown> });

beforeAll(async () => {
  database = await openTestDatabase('demo_accounts');
  await migrate(database, appConfig);
  exposed = await buildApp({ database, reachableFromNetwork: true });
  local = await buildApp({ database, reachableFromNetwork: false });
  await exposed.ready();
  await local.ready();
  await seedDemo(database, { today: '2026-06-15' });
});

afterAll(async () => {
  await exposed.close();
  await local.close();
  await closeTestDatabase(database);
});

describe('seeded demo accounts', () => {
  it('are all marked demo, and no two share a stored hash (each has its own salt), yet all open with the published password', async () => {
    const users = await database.db.selectFrom('user').select(['mobile', 'demo', 'password_hash']).execute();
    expect(users.length).toBeGreaterThanOrEqual(6);
    expect(users.every((u) => u.demo === true)).toBe(true);
    const hashes = users.map((u) => String(u.password_hash));
    expect(new Set(hashes).size).toBe(users.length);
    const salts = hashes.map((h) => h.split('$')[3]);
    expect(new Set(salts).size).toBe(users.length);
    for (const h of hashes) expect(await verifyPassword(DEMO_PASSWORD, h)).toBe(true);
  });

  it('cannot be marked or unmarked by a client: the field is read-only', async () => {
    const token = await login(local, demoMobile(5), DEMO_PASSWORD);
    const target = await database.db.selectFrom('user').select(['id', 'version']).where('mobile', '=', '13900000011').executeTakeFirstOrThrow();
    const r = await post(local, '/index/admin.user/update', token, { id: target.id, version: target.version, data: { demo: false } });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    const after = await database.db.selectFrom('user').select('demo').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(after.demo).toBe(true);
  });
});

const signIn = (app: FastifyInstance, mobile: string, pwd: string, lang = 'en') =>
  app.inject({ method: 'POST', url: '/index/User_Reg/pwd_login', headers: { 'accept-language': lang }, payload: { mobile, pwd, type: 'pc' } });

describe('a demo account on a server other machines reach', () => {
  it('does not sign in at all, not even to change its own password: the one who typed the published password is told why', async () => {
    const sessionsOf = () =>
      database.db.selectFrom('session as s').innerJoin('user as u', 'u.id', 's.user_id').select('s.user_id').where('u.mobile', '=', demoMobile(5)).execute();
    const before = (await sessionsOf()).length;
    const res = await signIn(exposed, demoMobile(5), DEMO_PASSWORD);
    expect(res.json()).toMatchObject({ status: 0, data: { code: 'demo_account_locked' } });
    expect(res.json().msg).toMatch(/cannot sign in on a server other computers reach: an administrator with their own password must first set a new password/);
    expect((await signIn(exposed, demoMobile(5), DEMO_PASSWORD, 'zh')).json().msg).toMatch(/^演示账户的密码是公开的/);
    expect((await signIn(exposed, demoMobile(5), DEMO_PASSWORD, 'es')).json().msg).toMatch(/^La contraseña de una cuenta de demostración/);
    expect((await signIn(exposed, demoMobile(5), DEMO_PASSWORD, 'ja')).json().msg).toMatch(/^デモアカウント/);
    // A wrong password learns nothing more than for any account.
    expect((await signIn(exposed, demoMobile(5), 'not-the-password')).json().data.code).toBe('login_failed');
    expect(await sessionsOf()).toHaveLength(before);
    const row = await database.db.selectFrom('user').select('demo').where('mobile', '=', demoMobile(5)).executeTakeFirstOrThrow();
    expect(row.demo).toBe(true);
  });

  it('holds a session from a loopback start that opens nothing but sign-out: no password change, no reset, no reading', async () => {
    // Signed in while the server listened on the loopback only; the same database, now reachable.
    const token = await login(local, demoMobile(1), DEMO_PASSWORD);
    expect((await post(local, '/index/query', token, { table: 'tomb_area' })).statusCode).toBe(200);
    const other = await database.db.selectFrom('user').select('id').where('mobile', '=', demoMobile(2)).executeTakeFirstOrThrow();
    for (const [url, body] of [
      ['/index/user_reg/get_user_info', {}],
      ['/index/admin.user/update_password', { old_password: DEMO_PASSWORD, password: 'taken-by-a-stranger-1' }],
      ['/index/admin.user/update_password', { id: other.id, password: 'chosen-by-attacker' }],
      ['/index/query', { table: 'tomb_area' }],
      ['/index/user/update_userinfo', { nickname: 'x' }],
    ] as const) {
      const r = await post(exposed, url, token, body);
      expect([url, r.statusCode, r.json().data?.code]).toEqual([url, 401, 'demo_account_locked']);
    }
    const rest = await exposed.inject({ method: 'GET', url: '/api/tomb_area', headers: { 'x-token': token } });
    expect(rest.statusCode).toBe(401);
    const row = await database.db.selectFrom('user').select(['demo']).where('mobile', '=', demoMobile(1)).executeTakeFirstOrThrow();
    expect(row.demo).toBe(true);
    const out = await post(exposed, '/index/vue-element-admin/user/logout', token);
    expect(out.statusCode).toBeLessThan(400);
  });

  it('signs in again once an administrator with a real password has set a new password for it', async () => {
    // The administrator of a reachable server: not a demo account (npm run create-admin).
    const admin = await createTestUser(database, 5, { mobile: '13900000099', password: 'a-real-admin-secret' });
    const adminToken = await login(exposed, admin.mobile, admin.password);
    const clerk = await database.db.selectFrom('user').select(['id']).where('mobile', '=', '13900000012').executeTakeFirstOrThrow();
    expect((await signIn(exposed, '13900000012', DEMO_PASSWORD)).json().data.code).toBe('demo_account_locked');
    const r = await post(exposed, '/index/admin.user/update_password', adminToken, { id: clerk.id, password: 'reset-by-manager-1' });
    expect(r.statusCode, r.body).toBe(200);
    const row = await database.db.selectFrom('user').select('demo').where('id', '=', clerk.id).executeTakeFirstOrThrow();
    expect(row.demo).toBe(false);
    const token = await login(exposed, '13900000012', 'reset-by-manager-1');
    expect((await post(exposed, '/index/query', token, { table: 'tomb_area' })).statusCode).toBe(200);
    expect((await signIn(exposed, '13900000012', DEMO_PASSWORD)).json().data.code).toBe('login_failed');
  });

  it('is not restricted on the loopback: only this computer can sign in', async () => {
    const token = await login(local, demoMobile(3), DEMO_PASSWORD);
    expect((await post(local, '/index/query', token, { table: 'tomb_area' })).statusCode).toBe(200);
    expect((await post(local, '/index/user_reg/get_user_info', token)).json().data).toMatchObject({ level: 3 });
  });
});
