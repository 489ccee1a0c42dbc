/**
 * The embedded default's demo accounts (issue 12, item 3): seeded accounts are marked `demo`
 * and each has its own salt; on a server other machines reach, a demo account still on the
 * published password can only change it (the user info says so; every other call is 403
 * password_change_required), after which it is an ordinary account; on the loopback nothing
 * is restricted. A changed or reset password clears the mark, which no client can set.
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
import { login } from './helpers/login';
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

describe('a demo account on a server other machines reach', () => {
  it('signs in, is told to change its password, and can do nothing else until it has', async () => {
    const token = await login(exposed, demoMobile(1), DEMO_PASSWORD);
    const info = await post(exposed, '/index/user_reg/get_user_info', token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ level: 1, must_change_password: true });

    for (const [url, body] of [
      ['/index/query', { table: 'tomb_area' }],
      ['/index/query', { table: 'message', where: { receive_user_id: 1, status: '未读' }, is_count: 1 }],
      ['/index/user/update_userinfo', { nickname: 'x' }],
    ] as const) {
      const r = await post(exposed, url, token, body);
      expect(r.statusCode, url).toBe(403);
      expect(r.json(), url).toMatchObject({ status: 403, data: { code: 'password_change_required' } });
      expect(r.json().msg).toMatch(/change your password/i);
    }
    const rest = await exposed.inject({ method: 'GET', url: '/api/tomb_area', headers: { 'x-token': token } });
    expect(rest.statusCode).toBe(403);

    // The same account on the loopback server is not restricted: only this computer reaches it.
    const localToken = await login(local, demoMobile(1), DEMO_PASSWORD);
    expect((await post(local, '/index/query', localToken, { table: 'tomb_area' })).statusCode).toBe(200);
    expect((await post(local, '/index/user_reg/get_user_info', localToken)).json().data.must_change_password).toBeUndefined();

    const changed = await post(exposed, '/index/admin.user/update_password', token, { old_password: DEMO_PASSWORD, password: 'a-new-secret-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await post(exposed, '/index/query', token, { table: 'tomb_area' })).statusCode).toBe(200);
    expect((await post(exposed, '/index/user_reg/get_user_info', token)).json().data.must_change_password).toBeUndefined();
    const row = await database.db.selectFrom('user').select('demo').where('mobile', '=', demoMobile(1)).executeTakeFirstOrThrow();
    expect(row.demo).toBe(false);
    await expect(login(exposed, demoMobile(1), DEMO_PASSWORD)).rejects.toThrow(/refused/);
  });

  it('may sign out, but not reset somebody else’s password on the way', async () => {
    const token = await login(exposed, demoMobile(5), DEMO_PASSWORD);
    const other = await database.db.selectFrom('user').select('id').where('mobile', '=', demoMobile(2)).executeTakeFirstOrThrow();
    const reset = await post(exposed, '/index/admin.user/update_password', token, { id: other.id, password: 'chosen-by-attacker' });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().data.code).toBe('password_change_required');
    const out = await post(exposed, '/index/vue-element-admin/user/logout', token);
    expect(out.statusCode).toBeLessThan(400);
  });

  it('loses the mark when a manager resets its password', async () => {
    const admin = await login(local, demoMobile(5), DEMO_PASSWORD);
    const clerk = await database.db.selectFrom('user').select(['id', 'version']).where('mobile', '=', '13900000012').executeTakeFirstOrThrow();
    const r = await post(local, '/index/admin.user/update_password', admin, { id: clerk.id, password: 'reset-by-manager-1' });
    expect(r.statusCode, r.body).toBe(200);
    const row = await database.db.selectFrom('user').select('demo').where('id', '=', clerk.id).executeTakeFirstOrThrow();
    expect(row.demo).toBe(false);
    const token = await login(exposed, '13900000012', 'reset-by-manager-1');
    expect((await post(exposed, '/index/query', token, { table: 'tomb_area' })).statusCode).toBe(200);
  });
});
