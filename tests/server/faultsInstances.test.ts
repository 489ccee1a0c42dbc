/**
 * Two server instances on one PostgreSQL, as behind a load balancer (separate processes in
 * production; here two apps with their own connection pools, which is what matters to the
 * database): a session made through one works through the other and ends on both; a plot
 * ordered through one cannot be ordered through the other, even when both try at the same time.
 * PostgreSQL only (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn, startTwoInstances, type TwoInstances } from './helpers/twoInstances';

const URL_ = process.env.TEST_DATABASE_URL;
const SCHEMA = `t_faults_two_${process.pid}_${Date.now().toString(36)}`;
const PLOTS = 12;

let two: TwoInstances;
const plotIds: number[] = [];

describe.runIf(URL_)('two server instances on one PostgreSQL', () => {
  beforeAll(async () => {
    two = await startTwoInstances(URL_ ?? '', SCHEMA, [
      { mobile: '13900000101', nickname: 'seller A', level: 1 },
      { mobile: '13900000102', nickname: 'seller B', level: 1 },
      { mobile: '13900000103', nickname: 'seller C', level: 1 },
      { mobile: '13900000105', nickname: 'manager', level: 5 },
    ]);
    const db = two.databases[0].db;
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
    await two?.close();
  });

  it('accepts a session made on one instance on the other, and a sign-out on one ends it on both', async () => {
    const [a, b] = two.apps;
    const token = await signIn(a, '13900000101');
    const onB = await post(b, '/index/query', { table: 'tomb_area' }, token);
    expect(onB.statusCode, onB.body).toBe(200);
    const out = await post(b, '/index/vue-element-admin/user/logout', {}, token);
    expect(out.statusCode, out.body).toBeLessThan(500);
    const onA = await post(a, '/index/query', { table: 'tomb_area' }, token);
    expect(onA.statusCode).toBe(401);
  });

  it('refuses a disabled user on the other instance, whose session it held in memory (the 1 s bound: tests/slow/sessionsInstances.test.ts)', async () => {
    const [a, b] = two.apps;
    const db = two.databases[0].db;
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
    const [a, b] = two.apps;
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
    const db = two.databases[1].db;
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
