/**
 * Two server instances on one PostgreSQL, as behind a load balancer (separate processes in
 * production; here two apps with their own connection pools, which is what matters to the
 * database): a session made through one works through the other and ends on both; a plot
 * ordered through one cannot be ordered through the other, even when both try at the same time.
 * PostgreSQL only (TEST_DATABASE_URL).
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
const SCHEMA = `t_faults_two_${process.pid}_${Date.now().toString(36)}`;
const PLOTS = 12;

const databases: Database[] = [];
const apps: FastifyInstance[] = [];
const plotIds: number[] = [];

const post = (app: FastifyInstance, url: string, body: unknown, token?: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { 'x-token': token } : {}) }, payload: JSON.stringify(body) });

const signIn = async (app: FastifyInstance, mobile: string): Promise<string> => {
  const r = await post(app, '/index/User_Reg/pwd_login', { mobile, pwd: 'two-instances-1', type: 'pc' });
  const body = JSON.parse(r.body);
  expect(body.status, r.body).toBe(1);
  return body.data.token_info.token as string;
};

describe.runIf(URL_)('two server instances on one PostgreSQL', () => {
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: URL_, schema: SCHEMA });
      databases.push(database);
      // Both start as instances do: each runs the (idempotent, advisory-locked) migration.
      await migrate(database, appConfig);
      const app = await buildApp({ database });
      await app.ready();
      apps.push(app);
    }
    const db = databases[0].db;
    const hash = await hashPassword('two-instances-1');
    await db.insertInto('user').values([
      { mobile: '13900000101', nickname: 'seller A', level: 1, channel: 'inside', password_hash: hash },
      { mobile: '13900000102', nickname: 'seller B', level: 1, channel: 'inside', password_hash: hash },
    ]).execute();
    const area = await db.insertInto('tomb_area').values({ name: 'A', code: 'A' }).returning('id').executeTakeFirstOrThrow();
    const room = await db.insertInto('tomb_room').values({ area_id: area.id, name: 'R', code: 'R' }).returning('id').executeTakeFirstOrThrow();
    const shelf = await db.insertInto('tomb_shelf').values({ area_id: area.id, room_id: room.id, name: 'S', code: 'S' }).returning('id').executeTakeFirstOrThrow();
    for (let i = 0; i < PLOTS; i++) {
      const plot = await db
        .insertInto('tomb_burialslot')
        .values({ area_id: area.id, room_id: room.id, shelf_id: shelf.id, code: `P${i}`, column_no: i + 1, price: 1000, status: 'available' })
        .returning('id')
        .executeTakeFirstOrThrow();
      plotIds.push(Number(plot.id));
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    if (databases[0]) await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(databases[0].db);
    for (const d of databases) await d.close();
  });

  it('accepts a session made on one instance on the other, and a sign-out on one ends it on both', async () => {
    const [a, b] = apps;
    const token = await signIn(a, '13900000101');
    const onB = await post(b, '/index/query', { table: 'tomb_area' }, token);
    expect(onB.statusCode, onB.body).toBe(200);
    const out = await post(b, '/index/vue-element-admin/user/logout', {}, token);
    expect(out.statusCode, out.body).toBeLessThan(500);
    const onA = await post(a, '/index/query', { table: 'tomb_area' }, token);
    expect(onA.statusCode).toBe(401);
  });

  it('refuses a disabled user on the other instance, whose session it held in memory (the 1 s bound: tests/slow/sessionsInstances.test.ts)', async () => {
    const [a, b] = apps;
    const db = databases[0].db;
    const hash = await hashPassword('two-instances-1');
    await db.insertInto('user').values([
      { mobile: '13900000103', nickname: 'seller C', level: 1, channel: 'inside', password_hash: hash },
      { mobile: '13900000105', nickname: 'manager', level: 5, channel: 'inside', password_hash: hash },
    ]).execute();
    const seller = await signIn(a, '13900000103');
    const manager = await signIn(a, '13900000105');
    // Both instances have validated the seller's session (and keep it in memory).
    for (const app of [a, b]) for (let i = 0; i < 2; i++) expect((await post(app, '/index/query', { table: 'tomb_area' }, seller)).statusCode).toBe(200);
    const id = Number((await db.selectFrom('user').select('id').where('mobile', '=', '13900000103').executeTakeFirstOrThrow()).id);
    const off = await post(a, '/index/query', { table: 'user', id, data: { enabled: false } }, manager);
    expect(off.statusCode, off.body).toBe(200);
    const disabledAt = Date.now();
    let onB = await post(b, '/index/query', { table: 'tomb_area' }, seller);
    while (onB.statusCode === 200 && Date.now() - disabledAt < 10_000) {
      await new Promise((ok) => setTimeout(ok, 20));
      onB = await post(b, '/index/query', { table: 'tomb_area' }, seller);
    }
    expect(onB.statusCode).toBe(401);
    expect(JSON.parse(onB.body).data.code).toBe('session_expired');
  });

  it('sells each plot once when both instances take orders for it at the same moment', async () => {
    const [a, b] = apps;
    const tokens = [await signIn(a, '13900000101'), await signIn(b, '13900000102')];
    const outcomes = await Promise.all(
      plotIds.map((plot, i) =>
        Promise.all(
          [a, b].map((app, k) => post(app, '/index/admin.tomb_order/create', { burialslot_id: plot, buyer_name: `Buyer ${i}-${k}`, buyer_phone: '13800001111' }, tokens[k])),
        ),
      ),
    );
    for (const [i, pair] of outcomes.entries()) {
      const codes = pair.map((r) => r.statusCode).sort();
      expect(codes, `plot ${plotIds[i]}: ${pair.map((r) => r.body).join(' | ')}`).toEqual([200, 409]);
      const refused = JSON.parse(pair.find((r) => r.statusCode === 409)?.body ?? '{}');
      expect(['plot_unavailable', 'conflict']).toContain(refused.data.code);
    }
    const db = databases[1].db;
    const perPlot = await db
      .selectFrom('tomb_order')
      .select(['burialslot_id', (eb) => eb.fn.countAll().as('n')])
      .where('status', '=', 'reserved')
      .groupBy('burialslot_id')
      .execute();
    expect(perPlot).toHaveLength(PLOTS);
    expect(perPlot.every((p) => Number(p.n) === 1)).toBe(true);
    const plots = await db.selectFrom('tomb_burialslot').select('status').distinct().execute();
    expect(plots.map((p) => p.status)).toEqual(['reserved']);
  });
});
